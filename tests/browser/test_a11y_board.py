"""Real browser, the course apps in Voila (issue 36): the board is one widget with a roving focus. Its drawing
holds exactly one Tab stop (the choices strip one more), arrow keys move in the engine's grid (data-row,
data-col), Enter plays, the focus stays in the board after the move, every part of the grid is named, and S
tells the board in words. Tab stops per board are counted before (every target its own stop, as it was) and
now, and written to build/test-artifacts/a11y_board_tab_stops.txt with screenshots a11y_board_*."""
from __future__ import annotations

import pytest
from tutor.core.registry import entries
from servers import ARTIFACTS, app_path, playwright

pytestmark = pytest.mark.browser

APPS = {e.name: e.stem for e in entries()}   # every game -> its course app
VIEW = ".tutor-lesson-view"
BOARD = f"{VIEW} > .tutor-table .tutor-left .tutor-board"
DRAWING = f"{BOARD} .tutor-drawing"
STRIP = f"{BOARD} .tutor-choices"
# (game, lesson index): a lesson whose task the learner plays on the board
LESSONS = [("muros", 1), ("matschig", 0), ("matzlfangen", 0)]

IN = lambda where: f"() => !!document.activeElement && !!document.querySelector('{where}') && document.querySelector('{where}').contains(document.activeElement)"  # noqa: E731
PLACE = "() => { const a = document.activeElement; return a && a.dataset ? [a.dataset.row, a.dataset.col] : null; }"
STOPS = f"""() => {{ const d = document.querySelector('{DRAWING}'), s = document.querySelector('{STRIP}');
  return {{now: d.querySelectorAll('[tabindex="0"]').length, before: d.querySelectorAll('[data-action]').length,
           strip: s.hidden ? 0 : s.querySelectorAll('[tabindex="0"]').length,
           unnamed: [...d.querySelectorAll('[data-row]')].filter(p => !(p.getAttribute('aria-label') || '').trim()).length,
           parts: d.querySelectorAll('[data-row]').length}}; }}"""


def open_lesson(browser, voila, game: str, index: int):
    """A course app at one lesson's task, 1366x768."""
    port, site = voila
    # a context of its own: no progress kept from another test's page
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, APPS[game])}")
    page.locator(f"{DRAWING} [data-action]").first.wait_for(timeout=90000)
    page.locator(f"{VIEW} select").first.select_option(index=index)
    page.wait_for_function(f"""() => {{ const s = document.querySelector('{VIEW} select');
        const h = document.querySelector('{VIEW} h3'); const w = t => t.replace(/\\s+/g, ' ').trim();
        return s && h && s.selectedIndex === {index} && w(s.options[{index}].textContent).includes(w(h.textContent)); }}""",
                           timeout=20000)
    go_on = page.locator(f"{VIEW} .tutor-continue").first
    for _ in range(40):   # Continue while the lesson shows its text; at the task it waits for the board
        if go_on.is_enabled():
            try:
                go_on.click(timeout=2000)
            except playwright.Error:
                pass
        elif page.locator(f"{DRAWING} .tutor-legal").count():
            return page
        page.wait_for_timeout(250)
    page.locator(f"{DRAWING} .tutor-legal").first.wait_for(timeout=20000)
    return page


def tab_into_board(page) -> None:
    """Tab from the control just before the board until the focus is in its drawing (a few presses at most)."""
    page.locator(f"{VIEW} select").first.focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate(IN(DRAWING)):
            return
    raise AssertionError("Tab never reached the board")


@pytest.mark.parametrize("game, index", LESSONS, ids=[g for g, _ in LESSONS])
def test_one_tab_stop_arrows_move_enter_plays_and_the_focus_stays_on_the_board(voila, browser, game, index):
    page = open_lesson(browser, voila, game, index)
    stops = page.evaluate(STOPS)
    assert stops["now"] == 1 and stops["unnamed"] == 0 and stops["parts"] >= stops["before"], stops
    with open(ARTIFACTS / "a11y_board_tab_stops.txt", "a") as out:
        out.write(f"{game} lesson {index}: Tab stops in the board before {stops['before']}, now {stops['now']} "
                  f"({stops['parts']} parts in the keyboard grid)\n")
    tab_into_board(page)
    start = page.evaluate(PLACE)
    assert page.evaluate("document.activeElement.closest('.tutor-legal') !== null")   # lands on a legal target
    page.keyboard.press("Tab")                                  # one Tab and the drawing is left
    assert not page.evaluate(IN(DRAWING))
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(PLACE) == start
    # arrows move inside the board, in its grid; the Tab stop follows
    moved = None
    for key in ("ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"):
        page.keyboard.press(key)
        assert page.evaluate(IN(DRAWING)), key
        if page.evaluate(PLACE) != start:
            moved = key
            break
    assert moved is not None, "no arrow moved"
    assert page.evaluate(STOPS)["now"] == 1
    assert page.evaluate("document.activeElement.getAttribute('tabindex')") == "0"
    back = {"ArrowRight": "ArrowLeft", "ArrowLeft": "ArrowRight", "ArrowDown": "ArrowUp", "ArrowUp": "ArrowDown"}
    page.keyboard.press(back[moved])
    page.keyboard.press("Home")
    assert page.evaluate(IN(DRAWING))
    page.keyboard.press("End")
    assert page.evaluate(IN(DRAWING))
    # back to a legal target and play with Enter (through the choices strip when the target asks)
    page.evaluate(f"document.querySelector('{DRAWING} .tutor-legal').focus()")
    page.evaluate(f"document.querySelector('{DRAWING} .tutor-legal [data-row], {DRAWING} .tutor-legal[data-row]').focus()")
    count = page.locator(f"{VIEW} .tutor-step-count").first
    before = int(count.get_attribute("data-count"))
    page.screenshot(path=str(ARTIFACTS / f"a11y_board_{game}_focus.png"))
    for _ in range(6):
        page.keyboard.press("Enter")
        page.wait_for_timeout(600)
        if int(count.get_attribute("data-count")) > before:
            break
        if page.evaluate(IN(STRIP)):
            assert page.evaluate(STOPS)["strip"] == 1      # the strip: one Tab stop too
    playwright.expect(count).not_to_have_attribute("data-count", str(before), timeout=10000)
    page.wait_for_timeout(800)
    # the focus stays on the board, or (the task done) on Continue, what needs an answer now: never the page
    where = page.evaluate(f"""() => {{ const a = document.activeElement;
        return document.querySelector('{BOARD}').contains(a) ? 'board'
            : a.matches('.tutor-continue') && !a.disabled ? 'continue' : a.outerHTML.slice(0, 160); }}""")
    assert where in ("board", "continue"), where
    with open(ARTIFACTS / "a11y_board_tab_stops.txt", "a") as out:
        out.write(f"{game} lesson {index}: after the move played with Enter the focus is on the {where}\n")
    assert page.evaluate(STOPS)["now"] == 1
    page.screenshot(path=str(ARTIFACTS / f"a11y_board_{game}_played.png"))
    page.context.close()


def test_the_strip_roves_escape_gives_the_focus_back_arrows_follow_the_grid_and_s_tells_the_board(voila, browser):
    page = open_lesson(browser, voila, "muros", 1)
    page.evaluate(f"document.querySelector('{DRAWING} [data-action=\"W1\"]').focus()")
    page.keyboard.press("Enter")
    page.locator(f"{STRIP} button").first.wait_for(timeout=10000)
    assert page.evaluate(IN(STRIP)) and page.evaluate(STOPS)["strip"] == 1
    first = page.evaluate("document.activeElement.textContent")
    page.keyboard.press("ArrowRight")                            # roving inside the strip
    assert page.evaluate(IN(STRIP)) and page.evaluate("document.activeElement.textContent") != first
    assert page.evaluate(STOPS)["strip"] == 1
    assert page.locator(STRIP).get_attribute("role") == "toolbar" and page.locator(STRIP).get_attribute("aria-label")
    page.keyboard.press("Escape")
    playwright.expect(page.locator(f"{STRIP} button")).to_have_count(0, timeout=10000)
    assert page.evaluate("document.activeElement.getAttribute('data-action')") == "W1"
    # the grid as it lies: from W1 right into row 1, up to the top slots, down the column
    page.keyboard.press("ArrowRight")
    label = "document.activeElement.getAttribute('aria-label')"
    assert page.evaluate(label).startswith("row 1, column 1: ")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(label).startswith("slot N1 (top end of column 1)")
    page.keyboard.press("End")
    assert page.evaluate(label).startswith("slot N9")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(label).startswith("row 1, column 9: ")
    page.keyboard.press("s")
    told = page.locator(f"{BOARD} .tutor-board-text")
    playwright.expect(told).to_contain_text("1 2 3 4 5 6 7 8 9", timeout=10000)
    assert page.evaluate(IN(DRAWING))
    page.screenshot(path=str(ARTIFACTS / "a11y_board_muros_told.png"))
    page.context.close()
