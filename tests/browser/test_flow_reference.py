"""The rules reference from the front page in JupyterLab, in a clone where nothing was made yet: the front
page's link per game (English and Spanish) opens docs/rules/<game>[.es].md, its pictures drawn; after Run
All, the front page widget's rules links point at the same files on the server."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS
from tutor.widgets.front import CATALOGUE, PAGE, reference

ROOT = Path(__file__).resolve().parents[2]
LINK = ".jp-RenderedMarkdown a:not(.jp-InternalAnchorLink)"
PICTURES = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-RenderedMarkdown img"


@pytest.fixture(scope="module")
def lab(tmp_path_factory, browser):
    from servers import isolated_env, start_lab, stop
    from tutor.notebooks.sources import sources
    tmp = tmp_path_factory.mktemp("reference")
    root = tmp / "clone"
    (root / "notebooks").mkdir(parents=True)
    (root / "notebooks" / "00_start_here.py").write_text(sources()["notebooks/00_start_here.py"], encoding="utf-8")
    shutil.copytree(ROOT / "docs" / "rules", root / "docs" / "rules")
    shutil.copy(ROOT / "jupytext.toml", root)
    proc, port = start_lab({"dir": root, "env": isolated_env(tmp / "home"),
                            "bin": Path(__import__("sys").executable).parent})
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(proc)


def front(browser, base: str, size: dict):
    page = browser.new_page(viewport=size)
    page.goto(base + "lab/tree/notebooks/00_start_here.py?reset")
    page.wait_for_selector(f".jp-Notebook .jp-MarkdownCell {LINK}", timeout=60000)
    return page


@pytest.mark.parametrize("lang", LANGS)
def test_the_front_pages_rules_link_opens_the_reference_with_its_pictures(browser, lab, lang: str) -> None:
    from servers import ARTIFACTS
    page = front(browser, lab, {"width": 1366, "height": 768})
    links = page.locator(LINK, has_text=PAGE["rules"](lang))
    assert links.count() == len(CATALOGUE)
    links.first.click()
    name = Path(reference(CATALOGUE[0].game, lang)).name
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.jp-mod-current").filter(has_text=name).wait_for(timeout=30000)
    doc = page.locator(".jp-NotebookPanel:visible .jp-RenderedMarkdown").first
    doc.wait_for(timeout=30000)
    assert CATALOGUE[0].title(lang) in doc.inner_text()
    page.wait_for_function(f"""() => {{ const imgs = [...document.querySelectorAll('{PICTURES}')];
                              return imgs.length > 0 && imgs.slice(0, 3).every(i => i.complete && i.naturalWidth > 0); }}""",
                           timeout=60000)
    first = page.locator(PICTURES).first
    first.scroll_into_view_if_needed()
    assert len(first.get_attribute("alt") or "") > 30                  # the position named in words
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"reference_lab_{lang}_1366.png"))
    page.close()


def test_the_front_page_widget_links_each_games_reference_on_the_server(browser, lab) -> None:
    page = front(browser, lab, {"width": 1366, "height": 768})
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=120000)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    page.locator(".tutor-front a[data-rules]").first.wait_for(timeout=120000)
    hrefs = page.eval_on_selector_all(".tutor-front a[data-rules]", "els => els.map(a => a.href)")
    assert sorted(hrefs) == sorted(lab + "lab/tree/" + reference(c.game, lg) for c in CATALOGUE for lg in LANGS)
    page.close()
