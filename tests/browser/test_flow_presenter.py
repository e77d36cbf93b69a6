"""The presenter on a projector (Voila, Chromium, 1920x1080): in each game's classroom the board covers at
least 30% of the screen, on the page and in full screen, with the explanation beside it in 28 px text and
the heading in the room's language; the keys after the scenario list was used: → and Space play the step,
never the next scenario. Screenshots go to build/test-artifacts/presenter_*.png."""
from __future__ import annotations

import re

import pytest
from tutor import GAMES
from servers import ARTIFACTS, app_path, playwright

pytestmark = pytest.mark.browser

ROOM = ".tutor-presenter"
BOARD = f"{ROOM} > .tutor-table .tutor-left .tutor-board-svg"
PANEL = f"{ROOM} > .tutor-table .tutor-panel"
MEASURE = """([board, panel]) => {
  const r = document.querySelector(board + ' svg').getBoundingClientRect();
  const p = document.querySelector(panel).getBoundingClientRect();
  const size = s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
  return {share: r.width * r.height / (innerWidth * innerHeight), top: r.top, bottom: r.bottom, right: r.right,
          panelLeft: p.left, vh: innerHeight, full: !!document.fullscreenElement,
          task: size('.tutor-presenter .tutor-frame .tutor-task'), panel: size(panel)};
}"""


def open_room(browser, voila, game: str):
    port, site = voila
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, f'classroom_{game}')}")
    page.locator(f"{BOARD} [data-action]").first.wait_for(timeout=90000)
    return page


def settled(page) -> dict:
    """The measures once two readings a quarter second apart agree (the board is fitted after a change)."""
    last = page.evaluate(MEASURE, [BOARD, PANEL])
    for _ in range(20):
        page.wait_for_timeout(250)
        now = page.evaluate(MEASURE, [BOARD, PANEL])
        if now == last:
            return now
        last = now
    return last


def readable_beside(m: dict) -> None:
    """A third of the screen or so for the board, all of it in view, the explanation beside it in 28 px."""
    assert m["share"] >= 0.30, m
    assert m["top"] >= 0 and m["bottom"] <= m["vh"] + 1, m
    assert m["panelLeft"] >= m["right"] - 1, m
    assert m["task"] >= 28 and m["panel"] >= 28, m


@pytest.mark.parametrize("game", GAMES)
def test_the_board_covers_a_third_of_a_projector_on_the_page_and_in_full_screen(voila, browser, game):
    page = open_room(browser, voila, game)
    m = settled(page)
    page.screenshot(path=str(ARTIFACTS / f"presenter_{game}_1920.png"))
    readable_beside(m)
    page.keyboard.press("f")                                       # full screen (the presenter's key)
    page.wait_for_function("!!document.fullscreenElement", timeout=10000)
    m = settled(page)
    page.screenshot(path=str(ARTIFACTS / f"presenter_{game}_1920_full.png"))
    assert m["full"], m
    readable_beside(m)
    page.keyboard.press("f")
    page.wait_for_function("!document.fullscreenElement", timeout=10000)
    heading = page.locator(f"{ROOM} .tutor-presenter-title")
    playwright.expect(heading).to_have_text(re.compile(r"in class$"), timeout=10000)
    page.locator(".tutor-language button:has-text('Español')").first.click()
    playwright.expect(heading).to_have_text(re.compile(r"en clase$"), timeout=10000)
    page.screenshot(path=str(ARTIFACTS / f"presenter_{game}_1920_es.png"))
    page.close()


def played(page) -> int:
    """How many moves the board has played (the panel's step count)."""
    return int(page.locator(f"{PANEL} .tutor-step-count").get_attribute("data-count"))


def test_after_the_scenario_list_right_arrow_and_space_play_the_step(voila, browser):
    page = open_room(browser, voila, "matschig")
    picker = page.locator(f"{ROOM} .tutor-presenter-bar select")
    frame = page.locator(f"{ROOM} .tutor-frame")
    picker.focus()
    picker.select_option(index=1)                                  # a scenario of three steps, from the list
    playwright.expect(frame).to_contain_text("redirect", timeout=10000)
    page.wait_for_function(f"document.querySelector('{PANEL} .tutor-step-count').dataset.count === '0'",
                           timeout=10000)
    title = frame.locator("h3").inner_text()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"document.querySelector('{PANEL} .tutor-step-count').dataset.count === '1'",
                           timeout=10000)
    page.keyboard.press(" ")
    page.wait_for_function(f"document.querySelector('{PANEL} .tutor-step-count').dataset.count === '2'",
                           timeout=10000)
    assert frame.locator("h3").inner_text() == title and picker.evaluate("s => s.selectedIndex") == 1
    # A button pressed with the mouse keeps no key: Space after Reset plays the step, not Reset again.
    page.locator(f"{ROOM} .tutor-presenter-bar button:has-text('Reset')").click()
    page.wait_for_function(f"document.querySelector('{PANEL} .tutor-step-count').dataset.count === '0'",
                           timeout=10000)
    page.keyboard.press(" ")
    page.wait_for_function(f"document.querySelector('{PANEL} .tutor-step-count').dataset.count === '1'",
                           timeout=10000)
    assert played(page) == 1 and picker.evaluate("s => s.selectedIndex") == 1
    page.close()
