"""Real browser, the shared board (widgets/base/board.js) with the template game's apps in Voilà: a card clicked
on the engine's drawing is played (the click names the position it was drawn for) and the panel explains it;
the projector's board says that it shows every hand."""
from __future__ import annotations

import pytest
from servers import ARTIFACTS, playwright, start_voila, stop

pytestmark = pytest.mark.browser


def _app(site, name: str, call: str) -> str:
    """A one-cell app notebook for the template game in the server root; returns its path there."""
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(f"from tutor.template.widgets.countdown.course import {call}\n\n{call}()")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = site["dir"] / "notebooks" / f"{name}.ipynb"
    nbformat.write(nb, path)
    return path.name


def test_voila_template_course_plays_a_clicked_card_and_the_classroom_is_marked(site, browser):
    proc, port = start_voila(site, _app(site, "template_course", "course"))
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/")
        card = page.locator('.tutor-board [data-action="card 1"].tutor-legal').first
        card.wait_for(timeout=60000)
        assert page.locator(".tutor-table .tutor-view-badge").first.inner_text() == ""   # the learner's own view
        card.click()
        panel = page.locator(".tutor-panel").first
        playwright.expect(panel).to_contain_text("Step 1: P1 (you)", timeout=10000)
        playwright.expect(panel).to_contain_text("P1 plays a 1", timeout=10000)
        page.screenshot(path=str(ARTIFACTS / "voila_template_course_1366.png"))
        page.close()
    finally:
        stop(proc)
    proc, port = start_voila(site, _app(site, "template_classroom", "classroom"))
    try:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"http://127.0.0.1:{port}/")
        badge = page.locator(".tutor-view-badge").first
        playwright.expect(badge).to_have_text("All hands shown: the teacher's view", timeout=60000)
        picture = page.locator(".tutor-presenter .tutor-board-svg svg").first
        picture.wait_for(timeout=30000)
        # The presenter fits the board to the screen once it is drawn: wait for the fitted page, where the
        # board fills at least half the height and the banner stands above it or beside it, never on it.
        page.wait_for_function("""() => {
            const b = document.querySelector('.tutor-view-badge');
            const svg = document.querySelector('.tutor-presenter .tutor-board-svg svg');
            if (!b || !svg || !b.offsetParent) return false;
            const pic = svg.getBoundingClientRect();
            const r = b.getBoundingClientRect();
            return pic.height >= 0.5 * innerHeight && (r.bottom <= pic.top + 1 || r.left >= pic.right - 1);
        }""", timeout=30000, polling=200)
        page.screenshot(path=str(ARTIFACTS / "voila_template_classroom_1920.png"))
        style = badge.evaluate("e => { const s = getComputedStyle(e); return [parseFloat(s.fontSize), "
                               "s.backgroundColor]; }")
        assert style[0] >= 18 and style[1] not in ("rgba(0, 0, 0, 0)", "transparent")  # readable from afar
        page.close()
    finally:
        stop(proc)
