"""A printed handout, in Chromium under print media on A4: no click instructions (a task says what to look
at), a heading never ends a page, a rule box and a board with its task are never split, and a lesson that
fits on a page is printed on one. The pages are measured by laying the printed page out in A4-sized
columns (the same fragmentation as printing: each column is a page); page.pdf prints the real A4 PDF."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS
from tutor.lessons.printed import PAPER_TASKS, clicks
from tutor.notebooks.handouts import write_handouts
from tutor.widgets.front import CATALOGUE, handout
from tutor.widgets.notebook import WORDS as CELL_WORDS

ROOT = Path(__file__).resolve().parents[2]
NAMES = [handout(c.game, lg) for c in CATALOGUE for lg in LANGS]
MM = 96 / 25.4                                    # CSS pixels per millimetre
PAGE_W, PAGE_H = (210 - 32) * MM, (297 - 28) * MM  # A4 less the handout's @page margins (16 mm, 14 mm)
PAGES = f"""() => {{
  const main = document.querySelector('main');
  main.style.cssText = 'width:{PAGE_W:.1f}px;height:{PAGE_H:.1f}px;column-width:{PAGE_W:.1f}px;column-gap:0;' +
                       'column-fill:auto;margin:0;padding:0;max-width:none';
  const left = main.getBoundingClientRect().left;
  const page = (r) => Math.floor((r.left - left + 1) / {PAGE_W:.1f});
  const pages = (el) => [...el.getClientRects()].map(page);
  const next = (el) => {{ let n = el.nextElementSibling; while (n && !n.getClientRects().length) n = n.nextElementSibling; return n; }};
  return {{
    headings: [...main.querySelectorAll('h2, h3')].filter(h => next(h)).map(h => ({{
      text: h.textContent, at: pages(h).at(-1), next: pages(next(h))[0] }})),
    split: [...main.querySelectorAll('blockquote, .board')].filter(el => new Set(pages(el)).size > 1)
             .map(el => el.textContent.slice(0, 60)),
    sections: [...main.querySelectorAll('section.lesson')].map(s => ({{
      text: s.querySelector('h2, h3').textContent, pages: new Set(pages(s)).size,
      height: s.scrollHeight }})),
    count: Math.max(...[...main.querySelectorAll('*')].flatMap(pages)) + 1,
  }};
}}"""


def task_word(lang: str) -> str:
    """How a printed task begins in the language ("Your task:"), from the same catalog entry the documents use."""
    return CELL_WORDS["task"](lang).replace("{task}", "").replace("*", "").strip()


@pytest.fixture(scope="module")
def handouts(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("handouts")
    write_handouts(ROOT, out)
    return out


@pytest.fixture
def printed(browser, handouts):
    """A handout opened in Chromium as its printer sees it (print media, A4 width)."""
    page = browser.new_page(viewport={"width": round(PAGE_W), "height": round(PAGE_H)})
    page.emulate_media(media="print")

    def open_(name: str):
        page.goto((handouts / name).as_uri())
        return page
    yield open_
    page.close()


@pytest.mark.parametrize("name", NAMES)
def test_a_printed_handout_says_what_to_look_at_never_what_to_click(printed, name: str) -> None:
    page = printed(name)
    text = page.evaluate("document.body.innerText")
    lang = name.split(".")[-2]
    assert task_word(lang) in text
    assert clicks(text) == []
    for (game, _), paper in PAPER_TASKS.items():   # a task that says what to click, said for a reader of the picture
        if name.startswith(game + "."):
            assert paper(lang) in text


@pytest.mark.parametrize("name", NAMES)
def test_on_a4_headings_stay_with_their_text_and_boxes_are_not_split(printed, name: str) -> None:
    page = printed(name)
    laid = page.evaluate(PAGES)
    assert laid["count"] > 3
    ends = [h["text"] for h in laid["headings"] if h["at"] != h["next"]]
    assert ends == [], f"headings last on a page: {ends}"
    assert laid["split"] == [], f"rule boxes or boards split across pages: {laid['split']}"
    fits = [s for s in laid["sections"] if s["height"] < PAGE_H * 0.95]
    assert fits, "no lesson fits on a page: the measure says nothing"
    broken = [s["text"] for s in fits if s["pages"] > 1]
    assert broken == [], f"lessons that fit a page but were split: {broken}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_handout_prints_as_an_a4_pdf(printed, tmp_path: Path, lang: str) -> None:
    page = printed(handout("muros", lang))
    pdf = page.pdf(format="A4", print_background=True)
    assert pdf.startswith(b"%PDF")
    pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
    laid = page.evaluate(PAGES)
    assert pages >= 4 and abs(pages - laid["count"]) <= 1, (pages, laid["count"])


# -- the front page in JupyterLab, in a clone where nothing was made yet (no .ipynb of the apps, no handouts) --
@pytest.fixture(scope="module")
def fresh_lab(tmp_path_factory, browser):
    import shutil
    from servers import isolated_env, start_lab, stop
    tmp = tmp_path_factory.mktemp("fresh")
    root = tmp / "clone"
    for path in (ROOT / "notebooks").rglob("*"):   # the sources, and the documents' committed .ipynb only
        if path.suffix == ".py" or (path.suffix == ".ipynb" and path.parent.name in LANGS):
            (root / path.relative_to(ROOT)).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, root / path.relative_to(ROOT))
    shutil.copy(ROOT / "jupytext.toml", root)
    env = isolated_env(tmp / "home")
    proc, port = start_lab({"dir": root, "env": env, "bin": Path(__import__("sys").executable).parent})
    try:
        yield f"http://127.0.0.1:{port}/", root
    finally:
        stop(proc)


def run_all(page) -> None:
    """Lab's Run ▸ Run All Cells, once the kernel has answered."""
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=120000)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def _front(browser, base: str, size: dict):
    page = browser.new_page(viewport=size)
    page.goto(base + "lab/tree/notebooks/00_start_here.py?reset")
    page.wait_for_selector(".jp-Notebook .jp-MarkdownCell .jp-RenderedMarkdown a:not(.jp-InternalAnchorLink)", timeout=60000)
    return page


def test_the_front_page_reads_and_links_before_any_cell_runs(browser, fresh_lab) -> None:
    base, root = fresh_lab
    page = _front(browser, base, {"width": 1366, "height": 768})
    text = page.locator(".jp-Notebook").inner_text()
    assert "Learn a game's rules" in text and "Aprende las reglas" in text
    assert page.locator(".tutor-front").count() == 0                      # nothing has run
    from servers import ARTIFACTS
    page.screenshot(path=str(ARTIFACTS / "front_unrun_1366.png"))
    links = page.locator(".jp-RenderedMarkdown a:not(.jp-InternalAnchorLink)")
    assert links.count() == len(CATALOGUE) * 5 * len(LANGS)   # app and notebook, course and classroom; the rules
    app = page.locator(".jp-RenderedMarkdown a:not(.jp-InternalAnchorLink)", has_text="app").first
    app.click()                                   # the app's source, opened by jupytext as a notebook
    tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.jp-mod-current")
    tab.filter(has_text="01_muros.py").wait_for(timeout=30000)
    page.locator(".jp-NotebookPanel:visible .jp-Notebook").first.wait_for(timeout=30000)
    assert page.locator(".jp-FileEditor:visible").count() == 0
    page.close()


def test_the_front_page_widget_adds_links_that_exist_on_the_server(browser, fresh_lab) -> None:
    base, root = fresh_lab
    page = _front(browser, base, {"width": 1366, "height": 768})
    run_all(page)
    app = page.locator(".tutor-front a[data-app]").first
    app.wait_for(timeout=120000)
    page.wait_for_function("() => document.querySelector('.tutor-front a[data-app]').href.endsWith('.py')",
                           timeout=30000)
    assert app.get_attribute("href") == base + "lab/tree/notebooks/app/01_muros.py"
    handouts = page.locator(".tutor-front a[data-handout]")
    page.wait_for_function("() => [...document.querySelectorAll('.tutor-front a[data-handout]')]"
                           ".every(a => !a.hasAttribute('href'))", timeout=30000)
    assert "make handouts" in handouts.first.get_attribute("title")
    assert "Learn a game's rules" in page.locator(".jp-Notebook").inner_text()   # the text is still there
    from servers import ARTIFACTS
    page.locator(".tutor-front").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "front_run_1366.png"))
    page.close()


# The text a medium shows of the notebook: every text node outside an element its styles leave out (innerText
# would also leave out the cells Lab does not paint while they are off the screen).
SHOWN = """() => {
  const out = [];
  const walk = (el) => {
    if (getComputedStyle(el).display === 'none') return;
    for (const n of el.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) out.push(n.textContent);
      else if (n.nodeType === Node.ELEMENT_NODE) walk(n);
    }
  };
  walk(document.querySelector('.jp-Notebook'));
  return out.join(' ');
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_run_course_document_prints_what_to_look_at(browser, fresh_lab, lang: str) -> None:
    """The browser's Print of a course document after Run All: each lesson's start and its task said as what
    to look at (the live boards, with their buttons and what to click, stay on the screen)."""
    import jupytext  # type: ignore[import-untyped]
    from tutor.notebooks.sources import sources
    base, root = fresh_lab
    doc = f"notebooks/{lang}/01_muros"
    jupytext.write(jupytext.reads(sources()[doc + ".py"], fmt="py:percent"), root / (doc + ".ipynb"))
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(base + f"lab/tree/{doc}.ipynb?reset")
    page.wait_for_selector(".jp-Notebook .jp-MarkdownCell", timeout=60000)
    run_all(page)
    live = page.locator(".tutor-nb-live")
    from tutor.lessons import LESSONS
    lessons = LESSONS["muros"]
    page.wait_for_function(f"() => document.querySelectorAll('.tutor-nb-live').length > {len(lessons)}",
                           timeout=480000)                       # every lesson cell and the progress cell ran
    screen = page.evaluate(SHOWN)
    assert clicks(screen), "the live boards say what to click"             # the measure can fail
    page.emulate_media(media="print")
    printed = page.evaluate(SHOWN)
    assert clicks(printed) == []
    assert printed.count(task_word(lang)) == sum(x.task is not None for x in lessons)
    assert live.first.evaluate("el => getComputedStyle(el.closest('.jp-OutputArea-child')).display") == "none"
    page.close()
