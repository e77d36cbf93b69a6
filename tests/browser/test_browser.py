"""Real browser, Muros: in JupyterLab a card is played by clicks along the engine's click path (a slot, then the
card in words) and the panel explains it; the course as an app is played from the keyboard; on a 390 px phone
the board's slots are at least 34 px; Voilà serves the classroom. Screenshots go to build/test-artifacts."""
from __future__ import annotations

import re

import pytest
from servers import ARTIFACTS, playwright, start_lab, start_voila, stop

pytestmark = pytest.mark.browser

LESSON = ".tutor-lesson > .tutor-table"
CARD = re.compile(r"^an? (yellow|blue|red|green) card from (your hand|the face-up pile)$")


def play_a_card_by_clicks(page, keyboard: bool = False) -> str:
    """Click a legal slot of the lesson's board, then a card offered in words (or reach both with the keyboard:
    focus and Enter); returns the slot."""
    slot = page.locator(f"{LESSON} .tutor-board .tutor-slot.tutor-legal >> visible=true").first
    slot.wait_for(timeout=60000)
    name = slot.get_attribute("data-action")
    assert slot.get_attribute("aria-label").startswith(f"slot {name}") and slot.get_attribute("tabindex") == "0"
    choice = page.locator(f"{LESSON} .tutor-choice >> visible=true").first
    if keyboard:
        slot.focus()
        page.keyboard.press("Enter")
        choice.wait_for(timeout=10000)
        assert CARD.match(choice.inner_text().strip()), choice.inner_text()
        choice.focus()
        page.keyboard.press("Enter")
    else:
        slot.click()
        choice.wait_for(timeout=10000)
        assert CARD.match(choice.inner_text().strip()), choice.inner_text()
        choice.click(timeout=10000)
    panel = page.locator(f"{LESSON} .tutor-panel")
    playwright.expect(panel).to_contain_text("Step 1: P1 (you)", timeout=10000)
    playwright.expect(panel.locator('details.tutor-rule[data-rule="MU7"], details.tutor-rule[data-rule="MU9"]')
                      .first).to_be_visible(timeout=10000)
    return name


def test_lab_course_task_quiz_language_and_layout_at_1366(site, browser):
    """In JupyterLab at 1366x768: lesson 1's task done by clicks, its first question answered, the language
    switched (slots O1-O9 in Spanish), and the panel beside the board the whole time."""
    proc, port = start_lab(site)
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/01_muros.ipynb")
        page.wait_for_selector(".jp-Notebook", timeout=30000)
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=30000)
        page.click("text=Run")
        page.click(".lm-Menu-item[data-command='runmenu:run-all']")
        slot = play_a_card_by_clicks(page)
        playwright.expect(page.locator(".tutor-lesson .tutor-task.tutor-done")).to_contain_text("Done",
                                                                                              timeout=10000)
        board = page.locator(f"{LESSON} .tutor-board").bounding_box()
        panel = page.locator(f"{LESSON} .tutor-panel").bounding_box()
        assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)   # beside, not below
        page.screenshot(path=str(ARTIFACTS / "lab_01_muros_1366.png"))
        page.locator(".tutor-lesson .tutor-continue").first.click()
        quiz = page.locator(".tutor-quiz")
        playwright.expect(quiz).to_contain_text("Which colour has the most tokens", timeout=10000)
        quiz.locator(".tutor-choice").first.click()
        page.locator(".tutor-lesson .tutor-continue").first.click()
        playwright.expect(quiz).to_contain_text(re.compile("Right|Not quite"), timeout=10000)
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(f"{LESSON} .tutor-board")).to_contain_text("O9", timeout=10000)
        labels = page.locator(f"{LESSON} .tutor-board .tutor-slot >> visible=true").evaluate_all(
            "parts => parts.map(p => p.getAttribute('aria-label'))")
        assert all(label.startswith("ranura ") for label in labels) and not any("W1" in l for l in labels)
        assert slot
        page.screenshot(path=str(ARTIFACTS / "lab_01_muros_1366_es.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_app_plays_a_card(site, browser):
    """The course as an app (Voila): no code on show; a card played from the keyboard alone (Tab to a
    slot, Enter to choose) and the panel names its rule."""
    proc, port = start_voila(site, "01_muros.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/")
        play_a_card_by_clicks(page, keyboard=True)
        assert page.locator("text=from tutor.widgets").count() == 0   # Voila shows no code
        page.screenshot(path=str(ARTIFACTS / "voila_01_muros_1366.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_on_a_phone_has_slots_of_34_px(site, browser):
    """At 390x844 the board uses the width: every slot target (a whole cell) is at least 34 px each way."""
    proc, port = start_voila(site, "01_muros.ipynb")
    try:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"http://127.0.0.1:{port}/")
        slots = page.locator(f"{LESSON} .tutor-board .tutor-slot >> visible=true")
        slots.first.wait_for(timeout=60000)
        boxes = slots.evaluate_all("parts => parts.map(p => p.getBoundingClientRect())"
                                   ".map(r => [r.width, r.height])")
        assert len(boxes) == 36 and min(min(b) for b in boxes) >= 34, sorted(boxes)[:3]
        page.screenshot(path=str(ARTIFACTS / "voila_01_muros_390.png"), full_page=True)
        page.close()
    finally:
        stop(proc)


def test_voila_classroom_at_1920(site, browser):
    """The projector view: a scenario's step is refused with its rule on top of the panel; the text is
    large."""
    proc, port = start_voila(site, "classroom_muros.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"http://127.0.0.1:{port}/")
        step = page.locator(".tutor-classroom button:has-text('Play the step')")
        step.wait_for(timeout=60000)
        step.click()
        note = page.locator(".tutor-classroom .tutor-panel .tutor-note")
        playwright.expect(note).to_contain_text("MU9", timeout=10000)
        size = page.evaluate("getComputedStyle(document.querySelector('.tutor-classroom .tutor-panel')).fontSize")
        assert float(size.rstrip("px")) >= 20
        page.screenshot(path=str(ARTIFACTS / "voila_classroom_muros_1920.png"))
        page.close()
    finally:
        stop(proc)
