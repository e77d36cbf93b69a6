"""In JupyterLab (headless Chromium), a committed course document opened without running it: the table of
contents lists every lesson, and each lesson's picture shows though the notebook is not trusted."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    from servers import CHROMIUM, FLAGS, isolated_env, playwright, start_lab, stop  # skips where Chromium is missing
    tmp = tmp_path_factory.mktemp("toc")
    home = tmp / "home"
    env = isolated_env(home)
    site = tmp / "site"
    (site / "notebooks" / "es").mkdir(parents=True)
    shutil.copy(ROOT / "notebooks" / "es" / "01_muros.ipynb", site / "notebooks" / "es")
    server = {"dir": site, "env": env, "bin": Path(sys.executable).parent}
    proc, port = start_lab(server)
    try:
        with playwright.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=env)
            yield browser, port
            browser.close()
    finally:
        stop(proc)


def test_the_table_of_contents_lists_every_lesson_and_the_pictures_show_without_a_kernel(lab) -> None:
    import jupytext

    browser, port = lab
    page = browser.new_page(viewport={"width": 1366, "height": 900})
    page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/es/01_muros.ipynb?reset")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60000)
    page.locator('.jp-SideBar [data-id="table-of-contents"]').click()
    entries = page.locator(".jp-TableOfContents-content .jp-tocItem-content")
    entries.first.wait_for(timeout=20000)
    listed = [t.strip() for t in entries.all_inner_texts()]
    source = jupytext.read(ROOT / "notebooks" / "es" / "01_muros.py")
    headings = [line.lstrip("#").strip().replace("\\", "") for c in source.cells if c.cell_type == "markdown"
                for line in c.source.splitlines() if line.startswith("#")]
    assert listed == headings and len(listed) > 20
    # The first lesson's picture: drawn from the stored output (an <img>), not the words standing in for it.
    first = page.locator(".jp-OutputArea-output img[src^='data:image/svg+xml']").first
    first.wait_for(timeout=20000)
    from tutor.lessons import LESSONS
    from tutor.widgets.notebook import board_alt
    opening = LESSONS["muros"][0]   # the alt says the position too: the engine's words for the lesson's start
    assert first.get_attribute("alt") == board_alt(opening.start(), opening.seat, "es",
                                                   "El tablero al empezar la lección.")
    assert first.bounding_box()["width"] > 200
    # decoded as a picture (a broken <img> would show its alt in the same box)
    assert first.evaluate("img => img.complete && img.naturalWidth") > 200
    page.close()
