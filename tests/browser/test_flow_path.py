"""Real browser, the lesson as a path the learner cannot fall off, in each game's course app (Voilà): a move
that spoils the task is named in words with the way back offered (Continue says why it is off, Hint's last rung
is the way back), the way back is taken and the task then done; on a phone (390 x 844) the result of a tap (the
done text) and the primary button are on the screen. Screenshots go to build/test-artifacts/path_*."""
from __future__ import annotations

import pytest
from servers import ARTIFACTS, app_path, playwright, start_voila_tree, stop

pytestmark = pytest.mark.browser

LESSON = ".tutor-lesson > .tutor-table"

# app, lesson index in the picker, its title, the clicks of a move that spoils the task, the clicks that do it,
# and the way back taken (the take-back button, or the task's start)
COURSES = [
    ("01_muros", 2, "Count: how many tokens leave", ["W1", "Y"], ["W3", "R"], ".tutor-try-again"),
    ("02_matschig", 5, "Perfect mud", ["W2", "S4", "P2"], ["W4", "S4", "P2"], ".tutor-take-back"),
    ("03_matzlfangen", 0, "The cards, their order and their points", ["play EX"], ["play EA"], ".tutor-take-back"),
]


@pytest.fixture(scope="module")
def voila(site):
    """One Voila server for every course app of this module."""
    proc, port = start_voila_tree(site)
    yield port
    stop(proc)


def open_task(page, port: int, app: str, site, index: int, title: str) -> None:
    """The course app, its lesson `index` opened from the picker, read on to its task."""
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, app)}")
    picker = page.locator(".tutor-lesson select").first
    picker.wait_for(timeout=120000)
    picker.select_option(index=index)
    playwright.expect(page.locator(".tutor-lesson .tutor-lesson-head").first).to_contain_text(title, timeout=20000)
    page.locator(".tutor-lesson .tutor-continue").first.click()
    playwright.expect(page.locator(".tutor-lesson .tutor-task").first).to_be_visible(timeout=20000)


def tap(page, tokens: list[str]) -> None:
    """A move by its clicks: each one a lit target of the lesson's board or a choice it offers."""
    for token in tokens:
        target = page.locator(f'{LESSON} .tutor-board [data-action="{token}"].tutor-legal, '
                              f'{LESSON} .tutor-board .tutor-choice[data-choice="{token}"]').first
        target.wait_for(timeout=20000)
        target.click()


def in_view(page, selector: str) -> dict:
    """Where the first visible element of `selector` is, against the window's height."""
    return page.evaluate("""(sel) => {
        const el = [...document.querySelectorAll(sel)].find(e => e.getClientRects().length);
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, height: window.innerHeight, text: el.innerText};
    }""", selector)


@pytest.mark.parametrize("app,index,title,spoil,right,back", COURSES, ids=[c[0] for c in COURSES])
def test_a_spoiled_task_is_recovered_by_its_way_back_then_done(site, browser, voila, app, index, title, spoil,
                                                               right, back) -> None:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        open_task(page, voila, app, site, index, title)
        tap(page, spoil)
        lost = page.locator(".tutor-lesson .tutor-task-lost")
        playwright.expect(lost).to_contain_text("This can no longer be done from here:", timeout=20000)
        playwright.expect(page.locator(".tutor-lesson .tutor-continue")).to_be_disabled()
        playwright.expect(page.locator(".tutor-lesson .tutor-continue-why")).to_contain_text(
            "take your move back or try the task again")
        page.locator(".tutor-lesson .tutor-hint-button").click()
        hints = page.locator(".tutor-lesson .tutor-hints")
        playwright.expect(hints).to_contain_text("The way back:", timeout=20000)
        assert "Try this" not in hints.inner_text() and "press Next" not in hints.inner_text()
        page.screenshot(path=str(ARTIFACTS / f"path_{app}_lost_1366.png"))
        way = page.locator(f".tutor-lesson {back}")
        playwright.expect(way).to_be_visible()
        way.click()
        playwright.expect(lost).to_have_count(0, timeout=20000)
        tap(page, right)
        playwright.expect(page.locator(".tutor-lesson .tutor-task.tutor-done")).to_contain_text("Done", timeout=20000)
        playwright.expect(page.locator(".tutor-lesson .tutor-continue")).to_be_enabled()
        page.screenshot(path=str(ARTIFACTS / f"path_{app}_recovered_1366.png"))
        page.locator(".tutor-lesson .tutor-continue").click()
        quiz = page.locator(".tutor-lesson .tutor-quiz")
        playwright.expect(quiz).to_be_visible(timeout=20000)
        playwright.expect(page.locator(f"{LESSON} .tutor-left")).to_be_hidden()   # the question's board only
        page.evaluate("() => document.querySelectorAll('*').forEach(e => { if (e.scrollTop) e.scrollTop = 0; })")
        page.wait_for_timeout(300)
        check = in_view(page, ".tutor-lesson .tutor-continue")
        assert check and check["bottom"] <= check["height"], check        # Check in view with no scrolling
        page.screenshot(path=str(ARTIFACTS / f"path_{app}_question_1366.png"))
    finally:
        page.close()


def test_on_a_phone_a_refused_tap_says_why_on_screen(site, browser, voila) -> None:
    """Matzlfangen lesson 2: a tap on the Herz Zehn is refused (Farbzwang); the reason is on the screen, in the
    note under the board (the sticky bar does not say it twice, and does not cover it), with Continue."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        open_task(page, voila, "03_matzlfangen", site, 1, "Follow suit")
        page.locator(f'{LESSON} .tutor-board [data-action="play HX"]').click()
        note = page.locator(f"{LESSON} .tutor-tap-note").first
        playwright.expect(note).to_contain_text("R-PLAY-2", timeout=20000)
        page.wait_for_timeout(300)   # the page's own scroll after a tap settles (no assert on time)
        said, button = in_view(page, f"{LESSON} .tutor-tap-note"), in_view(page, ".tutor-lesson .tutor-continue")
        bar = in_view(page, ".tutor-lesson .tutor-lesson-actions")
        assert said and 0 <= said["top"] and said["bottom"] <= bar["top"] + 1, (said, bar)
        assert button and 0 <= button["top"] and button["bottom"] <= button["height"], button
        assert not page.locator(".tutor-lesson .tutor-lesson-feedback").first.is_visible()   # said once
        page.screenshot(path=str(ARTIFACTS / "path_03_matzlfangen_refused_390.png"))
    finally:
        page.close()


@pytest.mark.parametrize("app,index,title,spoil,right,back", COURSES, ids=[c[0] for c in COURSES])
def test_on_a_phone_the_result_of_a_tap_and_the_primary_button_are_on_screen(site, browser, voila, app, index,
                                                                              title, spoil, right, back) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        open_task(page, voila, app, site, index, title)
        tap(page, right)
        playwright.expect(page.locator(".tutor-lesson .tutor-lesson-feedback").first).to_contain_text(
            "Done", timeout=20000)
        page.wait_for_timeout(300)   # the page's own scroll after a tap settles (no assert on time)
        said, button = in_view(page, ".tutor-lesson .tutor-lesson-feedback"), in_view(page, ".tutor-lesson .tutor-continue")
        assert said and "Done" in said["text"] and 0 <= said["top"] and said["bottom"] <= said["height"], said
        assert button and 0 <= button["top"] and button["bottom"] <= button["height"], button
        page.screenshot(path=str(ARTIFACTS / f"path_{app}_done_390.png"))
    finally:
        page.close()
