"""Real browser, issue 36 (announce-focus): in the Muros course app (Voilà) the lesson's polite live region says a
move once (who did what, its rules, the task done), a language switch says nothing again, the task done moves
the focus to Continue, a question gets the focus on its first choice and Check gives it back to Continue, right
and wrong are marked by a sign beside the colour, the lesson's text is at least 16 px, and at 200% zoom
(1366 x 768 shown as 683 x 384 CSS px) the page does not scroll sideways. Screenshots: build/test-artifacts/a11y_*."""
from __future__ import annotations

import pytest
from servers import ARTIFACTS, app_path, playwright, start_voila_tree, stop

pytestmark = pytest.mark.browser

LESSON = ".tutor-lesson > .tutor-table"
LIVE = ".tutor-lesson-view .tutor-announce .tutor-live"
ACTIVE = """() => { const a = document.activeElement;
  return {cls: a.className.baseVal ?? a.className, choice: a.getAttribute('data-choice'), text: a.textContent,
          board: !!a.closest('.tutor-lesson-view > .tutor-table .tutor-board')}; }"""
SIZES = """(sels) => Object.fromEntries(sels.map(s => {
  const e = [...document.querySelectorAll(s)].find(x => x.getClientRects().length);
  return [s, e ? parseFloat(getComputedStyle(e).fontSize) : null]; }))"""


@pytest.fixture(scope="module")
def voila(site):
    proc, port = start_voila_tree(site)
    yield port
    stop(proc)


def open_lesson(page, port: int, site, index: int, title: str) -> None:
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, '01_muros')}")
    picker = page.locator(".tutor-lesson select").first
    picker.wait_for(timeout=120000)
    picker.select_option(index=index)
    playwright.expect(page.locator(".tutor-lesson .tutor-lesson-head").first).to_contain_text(title, timeout=20000)


def tap(page, tokens: list[str]) -> None:
    for token in tokens:
        target = page.locator(f'{LESSON} .tutor-board [data-action="{token}"].tutor-legal, '
                              f'{LESSON} .tutor-board .tutor-choice[data-choice="{token}"]').first
        target.wait_for(timeout=20000)
        target.click()


def test_a_move_is_announced_and_the_focus_follows_what_needs_an_answer(site, browser, voila) -> None:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        open_lesson(page, voila, site, 2, "Count: how many tokens leave")
        sizes = page.evaluate(SIZES, [".tutor-lesson-text p", ".tutor-lesson-meta", ".tutor-stages",
                                      ".tutor-lesson .tutor-continue", ".tutor-board .tutor-status"])
        assert all(v is not None and v >= 16 for v in sizes.values()), sizes
        live = page.locator(LIVE)
        assert live.count() == 1 and live.get_attribute("aria-live") == "polite"
        box = live.evaluate("e => e.closest('.tutor-announce').getBoundingClientRect().width")
        assert box <= 1                                              # heard, not seen
        page.locator(".tutor-lesson .tutor-continue").first.click()
        playwright.expect(live).to_contain_text("Your task:", timeout=20000)
        page.wait_for_function("() => !!document.activeElement.closest('.tutor-lesson-view .tutor-board')",
                               timeout=20000)                        # the task starts on the board
        tap(page, ["W3", "R"])
        playwright.expect(live).to_contain_text("Step 1: P1 (you). P1 places a red card", timeout=20000)
        said = live.inner_text()
        assert "Rules: MU9" in said and "Task done:" in said
        page.wait_for_function("() => document.activeElement.classList.contains('tutor-continue')", timeout=20000)
        page.screenshot(path=str(ARTIFACTS / "a11y_muros_task_done_1366.png"))
        page.locator(".tutor-language button", has_text="Español").click()
        playwright.expect(page.locator(".tutor-lesson .tutor-continue")).to_have_text("Continuar", timeout=20000)
        page.wait_for_timeout(500)
        assert live.inner_text() == ""   # a language switch says nothing again, and leaves no English words
        page.locator(".tutor-language button", has_text="English").click()
        playwright.expect(page.locator(".tutor-lesson .tutor-continue")).to_have_text("Continue", timeout=20000)
        page.locator(".tutor-lesson .tutor-continue").focus()
        page.keyboard.press("Enter")                                 # on to the questions
        playwright.expect(live).to_contain_text("Question 1 of", timeout=20000)
        page.wait_for_function("() => !!document.activeElement.closest('.tutor-quiz-box .tutor-choices')",
                               timeout=20000)
        page.keyboard.press("Enter")                                 # the focused choice is picked
        check = page.locator(".tutor-lesson .tutor-continue")
        playwright.expect(check).to_be_enabled(timeout=20000)
        check.focus()
        page.keyboard.press("Enter")                                 # Check
        page.wait_for_function("() => /^(✔|✘)/.test(document.querySelector('" + LIVE + "').textContent)",
                               timeout=20000)
        page.wait_for_function("() => document.activeElement.classList.contains('tutor-continue')", timeout=20000)
        marked = page.locator(".tutor-quiz-box .tutor-choice.tutor-right, .tutor-quiz-box .tutor-choice.tutor-wrong")
        assert marked.count() >= 1
        for label in marked.all_inner_texts():                       # never by colour alone
            assert label.strip()[0] in "✓✗", label
        page.screenshot(path=str(ARTIFACTS / "a11y_muros_checked_1366.png"))
    finally:
        page.close()


def test_a_refusal_is_announced(site, browser, voila) -> None:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        open_lesson(page, voila, site, 2, "Count: how many tokens leave")
        page.locator(".tutor-lesson .tutor-continue").first.click()
        live = page.locator(LIVE)
        playwright.expect(live).to_contain_text("Your task:", timeout=20000)
        full = page.locator(f'{LESSON} .tutor-board [data-action]:not(.tutor-legal)').first
        full.click()
        note = page.locator(f"{LESSON} .tutor-tap-note")
        playwright.expect(note).to_be_visible(timeout=20000)
        playwright.expect(live).to_have_text(note.inner_text().strip(), timeout=20000)
    finally:
        page.close()


def test_at_200_percent_zoom_the_lesson_is_usable_without_sideways_scrolling(site, browser, voila) -> None:
    page = browser.new_page(viewport={"width": 683, "height": 384}, device_scale_factor=2)
    try:
        open_lesson(page, voila, site, 2, "Count: how many tokens leave")
        page.locator(".tutor-lesson .tutor-continue").first.click()
        tap(page, ["W3", "R"])
        go_on = page.locator(".tutor-lesson .tutor-continue")
        playwright.expect(go_on).to_be_enabled(timeout=20000)
        go_on.scroll_into_view_if_needed()
        width = page.evaluate("() => [document.scrollingElement.scrollWidth, document.scrollingElement.clientWidth]")
        assert width[0] <= width[1] + 1, width
        box = go_on.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 683
        page.screenshot(path=str(ARTIFACTS / "a11y_muros_zoom200.png"))
    finally:
        page.close()


def test_start_over_is_a_dialog_that_keeps_the_focus_and_gives_it_back(site, browser, voila) -> None:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        open_lesson(page, voila, site, 0, "The goal")
        opener = page.locator(".tutor-progress .tutor-start-over")
        opener.focus()
        page.keyboard.press("Enter")
        dialog = page.locator(".tutor-progress .tutor-confirm")
        playwright.expect(dialog).to_be_visible(timeout=20000)
        assert dialog.get_attribute("role") == "alertdialog" and dialog.get_attribute("aria-labelledby")
        page.wait_for_function("() => document.activeElement.classList.contains('tutor-keep')", timeout=20000)
        for _ in range(3):                                           # Tab goes round inside the dialog
            page.keyboard.press("Tab")
            assert page.evaluate("() => !!document.activeElement.closest('.tutor-confirm')")
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("() => !!document.activeElement.closest('.tutor-confirm')")
        page.keyboard.press("Escape")                                # closes, nothing erased
        playwright.expect(dialog).to_be_hidden(timeout=20000)
        page.wait_for_function("() => document.activeElement.classList.contains('tutor-start-over')",
                               timeout=20000)
    finally:
        page.close()
