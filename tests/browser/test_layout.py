"""The course apps and the classroom as a learner and a teacher see them (Voila, Chromium), measured by
bounding boxes: on a laptop (1366x768, 1280x800) and a wide screen (1920x1080) the task, the whole lesson
board and every board target are above the fold with the panel beside; on a phone (390x844) the board
takes the width and its targets are at least 34 px; no button label is cut and no default grey Jupyter
button stands beside the styled ones; the presenter's board fills the screen's height, its text is
28 px or more and its keys work; in English and Spanish. The checks read the toolkit's structure
(.tutor-lesson-view, .tutor-task, the board's .tutor-board-svg and [data-action] targets), never a game's
drawing."""
from __future__ import annotations

import re

import pytest
from tutor.core.registry import entries
from servers import ARTIFACTS, app_path, playwright
from tutor.core.i18n import LANGS

pytestmark = pytest.mark.browser

COURSES = {e.name: e.stem for e in entries()}   # every game -> its course app
WIDE = [(1366, 768), (1280, 800), (1920, 1080)]
PHONE = (390, 844)
VIEW = ".tutor-lesson-view"
BOARD = f"{VIEW} > .tutor-table .tutor-left .tutor-board-svg"
ROOM = ".tutor-presenter"
ROOM_BOARD = f"{ROOM} > .tutor-table .tutor-left .tutor-board-svg"

# Everything measured at once, in the page: the rectangles, the smallest target, and the buttons whose
# label is cut or that keep Jupyter's default look (our buttons all have the blue border).
MEASURE = """([view, board]) => {
  const rect = e => { if (!e) return null; const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height}; };
  const pic = document.querySelector(board);
  const targets = pic ? [...pic.querySelectorAll('[data-action]')].map(e => e.getBoundingClientRect())
    .filter(r => r.width > 0 && r.height > 0) : [];
  const shown = [...document.querySelectorAll('button')].filter(b => b.offsetParent !== null);
  const box = document.querySelector(view);
  return {
    vw: innerWidth, vh: innerHeight, wide: !!(box && box.classList.contains('tutor-wide')),
    board: rect(pic), task: rect(document.querySelector(view + ' .tutor-task')),
    panel: rect(document.querySelector(view + ' > .tutor-table .tutor-panel')),
    targets: targets.length, smallest: Math.min(...targets.map(r => Math.min(r.width, r.height))),
    lowest: Math.max(...targets.map(r => r.bottom)), rightmost: Math.max(...targets.map(r => r.right)),
    highest: Math.min(...targets.map(r => r.top)),
    cut: shown.filter(b => b.scrollWidth > b.clientWidth + 1).map(b => b.textContent),
    grey: shown.filter(b => b.classList.contains('jupyter-button')
      && getComputedStyle(b).borderTopColor !== 'rgb(0, 114, 178)').map(b => b.textContent),
  };
}"""


def open_app(browser, voila, stem: str, lang: str, board: str):
    port, site = voila
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, stem)}")
    page.locator(f"{board} [data-action]").first.wait_for(timeout=90000)
    if lang == "es":
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(".tutor-language button:has-text('Español')").first).to_have_class(
            re.compile("mod-active"), timeout=10000)
        page.wait_for_function("!/\\b(Continue|Play the step)\\b/.test(document.body.innerText)", timeout=15000)
    return page


def settle(page, args) -> dict:
    """Measure until two readings a quarter second apart agree (the board is fitted after a resize)."""
    last = page.evaluate(MEASURE, args)
    for _ in range(20):
        page.wait_for_timeout(250)
        now = page.evaluate(MEASURE, args)
        if now == last:
            return now
        last = now
    return last


def fits_a_wide_screen(m: dict) -> None:
    """The task, the whole board and every target in view; the panel beside the board."""
    assert m["wide"], m
    assert m["task"] and m["task"]["top"] >= 0 and m["task"]["bottom"] <= m["vh"], m
    assert m["board"]["top"] >= 0 and m["board"]["bottom"] <= m["vh"] + 1, m
    assert m["targets"] and m["highest"] >= 0 and m["lowest"] <= m["vh"] and m["rightmost"] <= m["vw"], m
    assert m["panel"]["left"] >= m["board"]["right"] - 1, m


def fits_a_phone(m: dict) -> None:
    """The board takes the width; its targets are 34 px or more each way."""
    assert m["board"]["width"] >= 0.95 * m["vw"] and m["board"]["right"] <= m["vw"] + 1, m
    assert m["targets"] and m["smallest"] >= 34, m


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(COURSES))
def test_a_lesson_fits_a_laptop_a_wide_screen_and_a_phone(voila, browser, game, lang):
    page = open_app(browser, voila, COURSES[game], lang, BOARD)
    page.locator(f"{VIEW} .tutor-continue").first.click()          # read -> do the task
    page.locator(f"{VIEW} .tutor-task").first.wait_for(timeout=10000)
    args = [VIEW, BOARD]
    for w, h in WIDE:
        page.set_viewport_size({"width": w, "height": h})
        m = settle(page, args)
        page.screenshot(path=str(ARTIFACTS / f"layout_{game}_{w}_{lang}.png"))
        fits_a_wide_screen(m)
        assert m["cut"] == [] and m["grey"] == [], m
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    m = settle(page, args)
    page.screenshot(path=str(ARTIFACTS / f"layout_{game}_390_{lang}.png"))
    fits_a_phone(m)
    assert m["cut"] == [] and m["grey"] == [], m
    page.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(COURSES))
def test_the_presenter_fills_the_screen_reads_from_the_back_and_answers_keys(voila, browser, game, lang):
    page = open_app(browser, voila, f"classroom_{game}", lang, ROOM_BOARD)
    page.set_viewport_size({"width": 1920, "height": 1080})
    args = [ROOM, ROOM_BOARD]
    m = settle(page, args)
    page.screenshot(path=str(ARTIFACTS / f"layout_classroom_{game}_1920_{lang}.png"))
    assert page.locator(f"{ROOM}.tutor-wide").count() == 1
    assert m["board"]["height"] >= 0.6 * m["vh"] and m["board"]["bottom"] <= m["vh"] + 1, m
    assert m["targets"] and m["lowest"] <= m["vh"], m
    assert m["cut"] == [] and m["grey"] == [], m
    for part in (f"{ROOM} .tutor-frame .tutor-task", f"{ROOM} > .tutor-table .tutor-panel"):
        size = page.evaluate(f"parseFloat(getComputedStyle(document.querySelector('{part}')).fontSize)")
        assert size >= 28, (part, size)
    frame = page.locator(f"{ROOM} .tutor-frame")
    first = frame.inner_text()
    panel = page.locator(f"{ROOM} > .tutor-table .tutor-panel")
    page.keyboard.press("ArrowRight")                              # play the step
    page.wait_for_function(
        f"(() => {{ const p = document.querySelector('{ROOM} > .tutor-table .tutor-panel');"
        " return Number(p.querySelector('.tutor-step-count').dataset.count) > 0 || !!p.querySelector('.tutor-note'); })()",
        timeout=10000)
    page.keyboard.press("e")                                       # hide the explanation
    playwright.expect(panel).to_be_hidden(timeout=10000)
    playwright.expect(page.locator(f"{ROOM} .tutor-hidden-note")).to_contain_text(" E ", timeout=10000)
    page.keyboard.press("e")
    playwright.expect(panel).to_be_visible(timeout=10000)
    page.keyboard.press("ArrowDown")                               # the next scenario
    page.wait_for_function(f"document.querySelector('{ROOM} .tutor-frame').innerText !== {first!r}", timeout=10000)
    for w, h in ((1366, 768), PHONE):
        page.set_viewport_size({"width": w, "height": h})
        m = settle(page, args)
        page.screenshot(path=str(ARTIFACTS / f"layout_classroom_{game}_{w}_{lang}.png"))
        assert m["cut"] == [] and m["grey"] == [], m
        assert m["board"]["right"] <= m["vw"] + 1, m
    page.close()


def test_a_quiz_picture_of_the_whole_table_fits_a_phone_and_stays_readable_on_a_laptop(voila, browser):
    """A Matzlfangen question that pictures the whole table: 460 px or more on a laptop (its cards
    readable), never wider than a phone's screen. Its size comes from tutor.css alone (the engine's drawing
    carries none), so the drawing is put into a question's frame of the page as the Quiz would show it."""
    import tutor
    from tutor.lessons import LESSONS
    index = next(i for i, item in enumerate(LESSONS["matzlfangen"]) if item.task is None and item.questions)
    table = tutor.new_game("matzlfangen", seed=1).svg(seat=0, lang="en")
    page = open_app(browser, voila, COURSES["matzlfangen"], "en", BOARD)
    page.locator(f"{VIEW} select").first.select_option(index=index)
    page.locator(f"{VIEW} .tutor-continue").first.click()          # read -> the questions
    frame = f"{VIEW} .tutor-quiz-board"
    page.locator(f"{frame} .tutor-board-svg svg").first.wait_for(timeout=10000)
    page.evaluate("([frame, svg]) => { const f = document.querySelector(frame); f.classList.remove('tutor-quiz-region');"
                  " f.querySelector('.tutor-board-svg').innerHTML = svg; }", [frame, table])
    for (w, h), fits in (((1366, 768), lambda r: r["width"] >= 459), (PHONE, lambda r: r["right"] <= PHONE[0] + 1)):
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(500)
        box = page.evaluate(f"(() => {{ const r = document.querySelector('{frame} svg.mz-table').getBoundingClientRect();"
                            " return {width: r.width, right: r.right}; })()")
        page.screenshot(path=str(ARTIFACTS / f"layout_quiz_matzlfangen_{w}.png"))
        assert fits(box), (w, box)
    page.close()
