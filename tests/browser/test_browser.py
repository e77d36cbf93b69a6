"""Real browser: JupyterLab runs 01_muros and a board click explains itself; Voilà serves the classroom."""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "build" / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.browser

if not os.path.exists(CHROMIUM):
    if os.environ.get("CI"):
        pytest.fail(f"CI is set but {CHROMIUM} is missing: run `make chromium`", pytrace=False)
    pytest.skip(f"{CHROMIUM} is not installed (Debian package `chromium`); set CI to make this a failure",
                allow_module_level=True)
if os.environ.get("CI"):  # in CI a missing package is a broken set-up, never a skip
    import jupytext  # noqa: F401
    import playwright.sync_api as playwright  # noqa: F401
else:
    playwright = pytest.importorskip("playwright.sync_api")
    jupytext = pytest.importorskip("jupytext")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, proc: subprocess.Popen, timeout: float = 30) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(url)


def stop(proc: subprocess.Popen) -> None:
    """Stop the process group this test started (and only it)."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(5)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A temp folder with fresh .ipynb conversions, and an environment that keeps $HOME untouched."""
    tmp = tmp_path_factory.mktemp("browser")
    home = tmp / "home"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
               JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
               XDG_CONFIG_HOME=str(home / "xdg-config"), XDG_CACHE_HOME=str(home / "xdg-cache"),
               # JupyterLab runs `npm prefix --global` at start-up; npm would log into ~/.npm.
               npm_config_cache=str(home / "npm"))
    # The project's Lab settings (no news toast) go into this run's own config dir, not the venv.
    labconfig = home / "jcfg" / "labconfig"
    labconfig.mkdir(parents=True)
    (labconfig / "default_setting_overrides.json").write_text((ROOT / "binder" / "overrides.json").read_text())
    site_dir = tmp / "site"
    site_dir.mkdir()
    bindir = Path(sys.executable).parent
    for name in ("01_muros", "classroom_muros"):      # fresh conversions, never committed
        jupytext.write(jupytext.read(ROOT / "notebooks" / f"{name}.py"), site_dir / f"{name}.ipynb")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return {"dir": site_dir, "env": env, "bin": bindir, "home": home}


@pytest.fixture(scope="module")
def browser(site):
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=site["env"])
        yield b
        b.close()


def test_lab_run_all_then_click_a_legal_slot(site, browser):
    port = free_port()
    cmd = [str(site["bin"] / "jupyter"), "lab", "--no-browser", "--ServerApp.token=", "--ServerApp.password=",
           f"--port={port}", "--ip=127.0.0.1", f"--ServerApp.root_dir={site['dir']}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    proc = subprocess.Popen(cmd, env=site["env"], cwd=site["dir"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_http(f"http://127.0.0.1:{port}/api/status", proc)
        page = browser.new_page(viewport={"width": 1500, "height": 1000})
        page.goto(f"http://127.0.0.1:{port}/lab/tree/01_muros.ipynb")
        t0 = time.monotonic()
        page.wait_for_selector(".jp-Notebook", timeout=30000)
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=30000)
        page.click("text=Run")
        page.click(".lm-Menu-item[data-command='runmenu:run-all']")
        t1 = time.monotonic()
        game = ".tutor-full-game"
        slot = page.wait_for_selector(f"{game} .tutor-muros-slot.tutor-legal", timeout=60000)
        classes = slot.get_attribute("class")
        name = next(c for c in classes.split() if c.startswith("tutor-muros-slot-")).rsplit("-", 1)[1]
        print(f"lab: page {t1 - t0:.1f} s, run all -> board {time.monotonic() - t1:.1f} s")
        slot.scroll_into_view_if_needed()
        slot.click()
        panel = page.locator(f"{game} .tutor-explain")
        # A slot with several legal cards opens the chooser; one with a single card plays at once.
        page.wait_for_selector(f"{game} .tutor-muros-choice, {game} .tutor-explain:has-text('@{name}')",
                               timeout=10000)
        if page.locator(f"{game} .tutor-muros-choice").count():
            page.locator(f"{game} .tutor-muros-choice").first.click()
        playwright.expect(panel).to_contain_text(f"@{name}", timeout=10000)
        playwright.expect(panel.locator(".tutor-rule-MU9").first).to_be_visible(timeout=10000)
        playwright.expect(panel).to_contain_text("MU13", timeout=10000)
        assert f"@{name}" in panel.inner_text()
        playwright.expect(page.locator(f"{game} .tutor-muros-slot-{name}")).to_have_text(re.compile(r"^[YBRG]$"))
        page.locator(f"{game} .tutor-explain").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "lab_01_muros.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_classroom_click(site, browser):
    port = free_port()
    proc = subprocess.Popen([str(site["bin"] / "voila"), str(site["dir"] / "classroom_muros.ipynb"),
                             "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
                            env=site["env"], cwd=site["dir"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_http(f"http://127.0.0.1:{port}/", proc)
        page = browser.new_page(viewport={"width": 1600, "height": 1100})
        page.goto(f"http://127.0.0.1:{port}/")
        button = page.wait_for_selector(".tutor-classroom-step", timeout=60000)
        assert not page.get_by_text("MurosTutor(classroom=True").is_visible()   # Voilà shows no code
        button.click()
        panel = page.locator(".tutor-explain")
        playwright.expect(panel).to_contain_text("G@N1", timeout=10000)
        assert "MU14" in panel.inner_text()
        playwright.expect(page.locator(".tutor-muros-slot-N1")).to_have_text("G")
        playwright.expect(page.locator(".tutor-muros-cell-r1c1")).to_have_text("·")   # emptied by the step
        page.screenshot(path=str(ARTIFACTS / "voila_classroom_muros.png"), full_page=True)
        page.close()
    finally:
        stop(proc)
