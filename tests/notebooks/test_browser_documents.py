"""In JupyterLab (headless Chromium), a committed course document opened as a learner opens it, paired with its
source as in the repository and with the project's Lab settings (autosave on): its kernel starts, and the
document is not modified by it, closes without asking to save, and its files keep their committed bytes."""
from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = "notebooks/en/01_muros"


def test_the_kernel_language_a_document_stores_is_the_one_lab_writes() -> None:
    """JupyterLab writes its kernel's language_info into the notebook it opens: stored otherwise, the
    document is modified the moment it opens (and autosaved)."""
    import json
    import subprocess

    # asked in a child process: importing ipykernel here would hand every later widget test a kernel-less comm
    ask = "import json; from ipykernel.ipkernel import IPythonKernel as K; print(json.dumps(K.language_info))"
    reported = json.loads(subprocess.run([sys.executable, "-c", ask], capture_output=True, text=True,
                                         check=True).stdout)
    for path in sorted((ROOT / "notebooks").glob("*/*.ipynb")):
        stored = json.loads(path.read_text(encoding="utf-8"))["metadata"].get("language_info")
        assert stored == reported, (
            f"{path.relative_to(ROOT)} stores {stored}, the kernel reports {reported}: "
            "`make documents` runs the documents with this Python")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    from servers import CHROMIUM, FLAGS, isolated_env, playwright, start_lab, stop  # skips where Chromium is missing
    tmp = tmp_path_factory.mktemp("documents")
    site = tmp / "site"
    (site / "notebooks" / "en").mkdir(parents=True)
    for suffix in (".py", ".ipynb"):
        shutil.copy(ROOT / (DOCUMENT + suffix), site / "notebooks" / "en")
    shutil.copy(ROOT / "jupytext.toml", site)
    env = isolated_env(tmp / "home")
    proc, port = start_lab({"dir": site, "env": env, "bin": Path(sys.executable).parent})
    try:
        with playwright.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=env)
            yield browser, port, site
            browser.close()
    finally:
        stop(proc)


@pytest.mark.browser
def test_opening_a_document_leaves_it_unmodified_and_as_committed(lab) -> None:
    browser, port, site = lab
    page = browser.new_page(viewport={"width": 1366, "height": 900})
    page.goto(f"http://127.0.0.1:{port}/lab/tree/{DOCUMENT}.ipynb?reset")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60000)      # the kernel has answered
    tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.jp-mod-current")
    end = time.monotonic() + 5          # Lab writes the kernel's language into the model on connect
    while time.monotonic() < end:
        assert "jp-mod-dirty" not in (tab.get_attribute("class") or ""), "opening the document modified it"
        page.wait_for_timeout(250)
    page.keyboard.press("Alt+w")                                               # Lab's Close Tab
    page.wait_for_timeout(1000)
    assert page.locator(".jp-Dialog").count() == 0, "closing asked to save"
    assert page.locator(".jp-Notebook").count() == 0
    page.close()
    for suffix in (".ipynb", ".py"):
        assert (site / (DOCUMENT + suffix)).read_bytes() == (ROOT / (DOCUMENT + suffix)).read_bytes(), suffix
