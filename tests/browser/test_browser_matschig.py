"""Real browser, the Matschig course: in JupyterLab and in Voilà the learner throws a mud by clicks in the engine's
canonical order (a water card, a sand card, then a player: the one ClickAdapter follows the click paths) and the
panel shows M8 with its text; the mud lab says "perfect" for water 3 and sand 3 and names water 2 as the card that
completes water 3 and sand 5; on a phone the board's targets are at least 34 px; the classroom on a projector.
Screenshots go to build/test-artifacts/matschig_*."""
from __future__ import annotations

import pytest
from servers import ARTIFACTS, playwright, start_lab, start_voila, stop

pytestmark = pytest.mark.browser

LESSON = ".tutor-lesson > .tutor-table"


def throw_a_mud_by_clicks(page) -> None:
    """Lesson 1: click water 2, then sand 3, then P4 (the player with the fewest points); the panel explains M8."""
    board = page.locator(f"{LESSON} .tutor-board")
    water = board.locator('[data-action="W2"].tutor-legal')
    water.wait_for(timeout=60000)
    assert water.get_attribute("aria-label").startswith("water 2")
    water.click()
    board.locator('[data-card="W2"].tutor-picked').wait_for(timeout=10000)
    board.locator('[data-action="S3"].tutor-legal').click()
    board.locator('[data-card="S3"].tutor-picked').wait_for(timeout=10000)
    seat = board.locator('.tutor-seat.tutor-legal[data-action="P4"]')
    seat.wait_for(timeout=10000)
    seat.click()
    panel = page.locator(f"{LESSON} .tutor-panel")
    playwright.expect(panel).to_contain_text("P1 (you)", timeout=10000)
    chip = panel.locator('details.tutor-rule[data-rule="M8"]').first
    playwright.expect(chip).to_be_visible(timeout=10000)
    chip.locator("summary").click()
    playwright.expect(chip).to_contain_text("A throw is one water card plus one sand card", timeout=10000)
    playwright.expect(panel).to_contain_text("P1 throws water 2 and sand 3 at P4.", timeout=10000)


def mud_lab_says(page, lab) -> None:
    """Build water 3 and sand 3, predict, see "perfect"; then water 3 and sand 5: the lab names water 2."""
    lab.locator('[data-action="W3"]').first.click()
    lab.locator('[data-action="S3"]').first.click()
    lab.locator(".tutor-choice", has_text="Perfect").first.click()
    lab.locator(".tutor-choice", has_text="None").first.click()
    text = lab.locator(".tutor-matschig-lab-panel")
    playwright.expect(text).to_contain_text("Water 3 and sand 3 is perfect: water 3 = sand 3.", timeout=10000)
    lab.locator('[data-action="S5"]').first.click()
    lab.locator(".tutor-choice", has_text="Not perfect").first.click()
    lab.locator('.tutor-choice[data-choice="W2"]').click()
    playwright.expect(text).to_contain_text("Water 2 completes it", timeout=10000)
    playwright.expect(text).to_contain_text("P2 completes the mud with water 2", timeout=10000)


def open_lesson(page, index: int) -> None:
    """Open a lesson from the picker and read on to its task (the lab shows from then on)."""
    page.locator(".tutor-lesson select").first.select_option(index=index)
    go_on = page.locator(".tutor-lesson .tutor-continue").first
    if go_on.count() and go_on.is_visible():
        go_on.click()


def beside(page, scope: str) -> None:
    """The panel stands beside the board, on screen."""
    board = page.locator(f"{scope} .tutor-board-svg").first.bounding_box()
    panel = page.locator(f"{scope} .tutor-panel").first.bounding_box()
    width = page.viewport_size["width"]
    assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)
    assert panel["x"] + panel["width"] <= width, (panel, width)


def test_lab_throw_by_clicks_mud_lab_and_spanish_at_1366(site, browser):
    proc, port = start_lab(site)
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/02_matschig.ipynb")
        page.wait_for_selector(".jp-Notebook", timeout=30000)
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=30000)
        page.click("text=Run")
        page.click(".lm-Menu-item[data-command='runmenu:run-all']")
        throw_a_mud_by_clicks(page)
        playwright.expect(page.locator(".tutor-lesson .tutor-task.tutor-done")).to_contain_text("Done", timeout=10000)
        beside(page, LESSON)
        page.locator(LESSON).scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "matschig_lab_1366.png"))
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(f"{LESSON} .tutor-panel")).to_contain_text("Qué ha pasado", timeout=10000)
        playwright.expect(page.locator(f"{LESSON} .tutor-board")).to_contain_text("agua", timeout=10000)
        page.locator(LESSON).scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "matschig_lab_1366_es.png"))
        page.locator(".tutor-language button:has-text('English')").first.click()
        open_lesson(page, 5)                                  # perfect mud, with the mud lab
        lab = page.locator(".tutor-matschig-mudlab")
        lab.wait_for(timeout=20000)
        lab.scroll_into_view_if_needed()
        mud_lab_says(page, lab)
        beside(page, ".tutor-matschig-mudlab")
        lab.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "matschig_mudlab_1366.png"))
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(lab.locator(".tutor-matschig-lab-panel")).to_contain_text("Lo completa agua 2", timeout=10000)
        lab.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "matschig_mudlab_1366_es.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_app_throws_by_clicks_and_runs_the_mud_lab(site, browser):
    proc, port = start_voila(site, "02_matschig.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/")
        throw_a_mud_by_clicks(page)
        assert page.locator("text=from tutor.widgets").count() == 0   # Voila shows no code
        beside(page, LESSON)
        page.screenshot(path=str(ARTIFACTS / "matschig_voila_1366.png"))
        open_lesson(page, 6)                                  # completing, with the mud lab
        lab = page.locator(".tutor-matschig-mudlab")
        lab.wait_for(timeout=20000)
        lab.scroll_into_view_if_needed()
        mud_lab_says(page, lab)
        page.screenshot(path=str(ARTIFACTS / "matschig_voila_mudlab_1366.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_on_a_phone_has_targets_of_34_px(site, browser):
    """At 390 x 844 the board uses the width and every legal target is at least 34 px each way."""
    proc, port = start_voila(site, "02_matschig.ipynb")
    try:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"http://127.0.0.1:{port}/")
        legal = page.locator(f"{LESSON} .tutor-board [data-action].tutor-legal")
        legal.first.wait_for(timeout=60000)
        boxes = [legal.nth(i).bounding_box() for i in range(legal.count())]
        assert boxes and all(b["width"] >= 34 and b["height"] >= 34 for b in boxes), boxes
        page.screenshot(path=str(ARTIFACTS / "matschig_voila_390.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_classroom_at_1920(site, browser):
    """The projector: every hand shown; a scenario's step plays and the panel names its rule; large text."""
    proc, port = start_voila(site, "classroom_matschig.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"http://127.0.0.1:{port}/")
        step = page.locator(".tutor-classroom button:has-text('Play the step')")
        step.wait_for(timeout=60000)
        assert page.locator('.tutor-classroom .tutor-board [data-card="W4"]').count() >= 2   # every hand shown
        step.click()
        panel = page.locator(".tutor-classroom .tutor-panel")
        playwright.expect(panel.locator('details.tutor-rule[data-rule="M10"]').first).to_be_visible(timeout=10000)
        size = page.evaluate("getComputedStyle(document.querySelector('.tutor-classroom .tutor-panel')).fontSize")
        assert float(size.rstrip("px")) >= 20
        beside(page, ".tutor-classroom")
        page.screenshot(path=str(ARTIFACTS / "matschig_classroom_1920.png"))
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(panel).to_contain_text("Qué ha pasado", timeout=10000)
        page.screenshot(path=str(ARTIFACTS / "matschig_classroom_1920_es.png"))
        page.close()
    finally:
        stop(proc)
