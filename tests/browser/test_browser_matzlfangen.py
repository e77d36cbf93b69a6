"""Real browser, Matzlfangen, through the one ClickAdapter: in JupyterLab and Voila the learner plays a card by
one click on it (its label in words) and the panel names the rule; a click on an illegal card names the
compulsion; the trick lab checks an answer; on a 390 px phone the cards are at least
34 px; the classroom at 1920x1080. Screenshots go to build/test-artifacts/matzlfangen_*.png."""
from __future__ import annotations

import re

import pytest
from servers import ARTIFACTS, playwright, start_lab, start_voila, stop

pytestmark = pytest.mark.browser

LESSON = ".tutor-lesson > .tutor-table"
LAB = ".tutor-mz-tricklab"


def open_lab_notebook(page, port: int, notebook: str) -> None:
    page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/{notebook}")
    page.wait_for_selector(".jp-Notebook", timeout=30000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=30000)
    page.click("text=Run")
    page.click(".lm-Menu-item[data-command='runmenu:run-all']")


def play_the_sau(page) -> None:
    """Lesson 1: lead the Eichel Sau by clicking it; the panel tells the step and its rule."""
    card = page.locator(f'{LESSON} .tutor-board [data-action="play EA"]')
    card.wait_for(timeout=60000)
    assert "tutor-legal" in card.get_attribute("class") and card.get_attribute("tabindex") == "0"
    assert card.get_attribute("aria-label").startswith("Eichel Sau, 11 points")
    card.click()
    panel = page.locator(f"{LESSON} .tutor-panel")
    playwright.expect(panel).to_contain_text("Step 1: P1 (you)", timeout=10000)
    playwright.expect(panel).to_contain_text("P1 plays the Eichel Sau")
    playwright.expect(panel.locator('details.tutor-rule[data-rule="R-PLAY-1"]').first).to_be_visible(timeout=10000)
    playwright.expect(page.locator(".tutor-lesson .tutor-task.tutor-done")).to_contain_text("Done", timeout=10000)


def illegal_then_legal(page) -> None:
    """Lesson 2: a click on the Herz Zehn is refused with Farbzwang's rule; a lit card is played."""
    open_lesson(page, 1)
    playwright.expect(page.locator(".tutor-lesson")).to_contain_text("Follow suit", timeout=10000)
    page.locator(f'{LESSON} .tutor-board [data-action="play HX"]').click()
    note = page.locator(f"{LESSON} .tutor-panel .tutor-note")
    playwright.expect(note).to_contain_text("R-PLAY-2", timeout=10000)
    playwright.expect(note).to_contain_text("follow suit")
    page.locator(f"{LESSON} .tutor-board [data-action].tutor-legal").first.click()
    panel = page.locator(f"{LESSON} .tutor-panel")
    playwright.expect(panel).to_contain_text("Step 1: P1 (you)", timeout=10000)
    playwright.expect(panel).to_contain_text(re.compile(r"P1 plays the Laub [79]"))
    playwright.expect(panel.locator('details.tutor-rule[data-rule="R-PLAY-2"]').first).to_be_visible(timeout=10000)


def trick_lab(page) -> None:
    """Mark a card, Check (legal_cards answers), play a lit card, name the winner (trick_winner answers)."""
    lab = page.locator(LAB)
    lab.scroll_into_view_if_needed()
    lab.locator('.tutor-board [data-action^="play "]').first.click()
    check = lab.locator("button[data-control='check']")
    playwright.expect(check).to_be_enabled(timeout=10000)
    check.click()
    feedback = lab.locator(".tutor-mz-tricklab-feedback")
    playwright.expect(feedback).to_contain_text(re.compile("Right|Not quite"), timeout=10000)
    playwright.expect(feedback).to_contain_text("You may play")
    lab.locator(".tutor-board [data-action].tutor-legal").first.click()
    lab.locator(".tutor-choice").first.click(timeout=10000)
    playwright.expect(feedback).to_contain_text("won the trick", timeout=10000)
    playwright.expect(feedback.locator('details.tutor-rule[data-rule="R-TRICK-1"]')).to_be_visible()


def open_lesson(page, index: int) -> None:
    """Open a lesson from the picker and read on to its task (the lab shows from then on)."""
    page.locator(".tutor-lesson select").first.select_option(index=index)
    go_on = page.locator(".tutor-lesson .tutor-continue").first
    if go_on.count() and go_on.is_visible():
        go_on.click()


def frame(page, selector: str = LESSON) -> None:
    """Scroll so that the table (board and panel) starts at the top of the view, for the screenshot."""
    page.evaluate(f"document.querySelector({selector!r}).scrollIntoView({{block: 'start'}})")
    page.wait_for_timeout(300)


def beside(page) -> None:
    board = page.locator(f"{LESSON} .tutor-board").bounding_box()
    panel = page.locator(f"{LESSON} .tutor-panel").bounding_box()
    assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)   # beside, not below
    assert panel["x"] + panel["width"] <= 1366, panel                        # never off-screen


def test_lab_course_cards_compulsion_trick_lab_and_language_at_1366(site, browser):
    """JupyterLab at 1366x768: a card played by a click and its rule named, an illegal card refused with its
    compulsion, the trick lab checking an answer, the language switched; the panel beside the board."""
    proc, port = start_lab(site)
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        open_lab_notebook(page, port, "03_matzlfangen.ipynb")
        play_the_sau(page)
        beside(page)
        frame(page)
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_lab_1366.png"))
        illegal_then_legal(page)
        beside(page)
        frame(page)
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_lab_compulsion_1366.png"))
        trick_lab(page)
        frame(page, f"{LAB} .tutor-table")
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_lab_tricklab_1366.png"))
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(f"{LESSON} .tutor-panel")).to_contain_text("Qué ha pasado", timeout=10000)
        playwright.expect(page.locator(".tutor-lesson")).to_contain_text("Asistir al palo", timeout=10000)
        playwright.expect(page.locator(LAB)).to_contain_text("Laboratorio de bazas", timeout=10000)
        frame(page, f"{LAB} .tutor-table")
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_lab_tricklab_1366_es.png"))
        frame(page)
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_lab_1366_es.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_app_plays_a_card_and_names_the_compulsion(site, browser):
    """The course as an app (Voila): no code on show; a card played by a click, the panel names its rule;
    an illegal card is refused with its compulsion."""
    proc, port = start_voila(site, "03_matzlfangen.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/")
        play_the_sau(page)
        assert page.locator("text=from tutor.widgets").count() == 0   # Voila shows no code
        beside(page)
        frame(page)
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_voila_1366.png"))
        illegal_then_legal(page)
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(f"{LESSON} .tutor-panel")).to_contain_text("Qué ha pasado", timeout=10000)
        frame(page)
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_voila_1366_es.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_on_a_phone_has_cards_of_34_px(site, browser):
    """At 390x844 every card of the learner's hand is at least 34 px each way, and its label is in words."""
    proc, port = start_voila(site, "03_matzlfangen.ipynb")
    try:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"http://127.0.0.1:{port}/")
        cards = page.locator(f'{LESSON} .tutor-board [data-action^="play "]')
        cards.first.wait_for(timeout=60000)
        boxes = cards.evaluate_all("parts => parts.map(p => p.getBoundingClientRect()).map(r => [r.width, r.height])")
        assert len(boxes) == 8 and min(min(b) for b in boxes) >= 34, sorted(boxes)[:3]
        labels = cards.evaluate_all("parts => parts.map(p => p.getAttribute('aria-label'))")
        assert all(label.startswith("Eichel ") for label in labels), labels
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_voila_390.png"), full_page=True)
        page.close()
    finally:
        stop(proc)


def test_voila_classroom_at_1920(site, browser):
    """The projector view: the first scenario's illegal card is refused with R-PLAY-2 on top of the panel,
    then the legal card is played; every hand is shown; the text is large."""
    proc, port = start_voila(site, "classroom_matzlfangen.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"http://127.0.0.1:{port}/")
        step = page.locator(".tutor-classroom button:has-text('Play the step')")
        step.wait_for(timeout=60000)
        assert page.locator(".tutor-classroom .card-back").count() == 0   # the projector shows every hand
        step.click()
        note = page.locator(".tutor-classroom .tutor-panel .tutor-note")
        playwright.expect(note).to_contain_text("R-PLAY-2", timeout=10000)
        size = page.evaluate("getComputedStyle(document.querySelector('.tutor-classroom .tutor-panel')).fontSize")
        assert float(size.rstrip("px")) >= 20
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_classroom_1920.png"))
        step.click()
        playwright.expect(page.locator(".tutor-classroom .tutor-panel")).to_contain_text("P1 plays the Laub 7",
                                                                                       timeout=10000)
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(".tutor-classroom .tutor-panel")).to_contain_text("Qué ha pasado",
                                                                                       timeout=10000)
        page.screenshot(path=str(ARTIFACTS / "matzlfangen_classroom_1920_es.png"))
        page.close()
    finally:
        stop(proc)
