"""Real browser, the course apps in Voila (issue 35): the board keeps its width while its choices are offered
(1366x768 and 390x844), Escape drops a half-made choice, the note of a tapped refusal is scrolled into view on a
phone and stands there alone (no "Nothing played yet" beside it), a note redrawn without a tap never moves the
page, and every lesson's board fits a 390 px page. The checks read the toolkit's structure (.tutor-board, its
.tutor-board-svg, .tutor-tap-note, .tutor-choices and [data-action] targets). Screenshots go to
build/test-artifacts/flow_board_*."""
from __future__ import annotations

import re

import pytest
from tutor.core.registry import entries
from servers import ARTIFACTS, app_path, playwright

pytestmark = pytest.mark.browser

APPS = {e.name: e.stem for e in entries()}   # every game -> its course app
VIEW = ".tutor-lesson-view"
BOARD = f"{VIEW} > .tutor-table .tutor-left .tutor-board"
SVG = f"{BOARD} .tutor-board-svg svg"
NOTE = f"{BOARD} .tutor-tap-note"
CHOICE = f"{BOARD} .tutor-choices .tutor-choice"
WIDE, PHONE = (1366, 768), (390, 844)

WIDTH = f"() => document.querySelector('{SVG}').getBoundingClientRect().width"
# The board's right edge, its own overflow and the page's, on the page as shown.
OVERFLOW = f"""() => {{ const b = document.querySelector('{BOARD}'); const r = b.getBoundingClientRect();
  return {{right: r.right, board: b.scrollWidth - b.clientWidth, page: document.documentElement.scrollWidth,
          vw: innerWidth}}; }}"""


def open_lesson(browser, voila, game: str, index: int, size: tuple[int, int]):
    """A course app at one lesson, at its task (Continue pressed when the lesson opens on its text)."""
    port, site = voila
    page = browser.new_page(viewport={"width": size[0], "height": size[1]})
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, APPS[game])}")
    page.locator(f"{SVG} [data-action]").first.wait_for(timeout=90000)
    pick(page, index)
    go_on = page.locator(f"{VIEW} .tutor-continue").first
    for _ in range(40):   # Continue while the lesson shows its text; at the task it is off until the task is done
        if not go_on.is_enabled():
            return page
        try:
            go_on.click(timeout=2000)   # (a progress restored from the page may redraw the lesson meanwhile)
        except playwright.Error:
            pass
        page.wait_for_timeout(250)
    raise AssertionError("the lesson never reached its task")


def pick(page, index: int) -> None:
    """Open lesson `index` from the course's picker and wait for its heading."""
    page.locator(f"{VIEW} select").first.select_option(index=index)
    page.wait_for_function(
        f"""() => {{ const s = document.querySelector('{VIEW} select'); const h = document.querySelector('{VIEW} h3');
            const words = t => t.replace(/\\s+/g, ' ').trim();
            return s && h && s.selectedIndex === {index} && words(s.options[{index}].textContent).includes(words(h.textContent)); }}""",
        timeout=20000)


def settled_width(page) -> float:
    """The drawing's width once two readings a quarter second apart agree (the stage fits it after changes)."""
    last = page.evaluate(WIDTH)
    for _ in range(20):
        page.wait_for_timeout(250)
        now = page.evaluate(WIDTH)
        if now == last:
            return now
        last = now
    return last


# The element that scrolls the board's page (Voila's panel or the document).
SCROLLER = f"""(() => {{ for (let p = document.querySelector('{BOARD}'); p; p = p.parentElement) {{
  if (p.scrollHeight > p.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p; }}
  return document.scrollingElement; }})()"""


def fits(page) -> None:
    m = page.evaluate(OVERFLOW)
    assert m["right"] <= m["vw"] + 1 and m["board"] <= 1 and m["page"] <= m["vw"], m


# (game, lesson index, a legal target that opens the chooser)
CHOOSERS = [("muros", 1, "W1"), ("matschig", 0, "W2")]


@pytest.mark.parametrize("game, index, target", CHOOSERS, ids=[c[0] for c in CHOOSERS])
def test_the_board_keeps_its_width_while_choices_are_offered_and_escape_drops_them(voila, browser, game, index,
                                                                                    target):
    page = open_lesson(browser, voila, game, index, WIDE)
    part = page.locator(f'{SVG} [data-action="{target}"]').first
    steps = page.locator(f"{VIEW} .tutor-step-count").first
    for w, h in (WIDE, PHONE):
        page.set_viewport_size({"width": w, "height": h})
        before = settled_width(page)
        count = steps.get_attribute("data-count")
        part.click()
        page.locator(CHOICE).first.wait_for(timeout=10000)
        after = settled_width(page)
        page.screenshot(path=str(ARTIFACTS / f"flow_board_choices_{game}_{w}.png"))
        assert abs(after - before) <= 0.5, (w, before, after)
        fits(page)
        # Escape in the board (the focus is on the first choice): the chooser closes, nothing stays picked,
        # nothing is played, and the focus is back on the clicked target.
        assert page.evaluate(f"document.querySelector('{BOARD}').contains(document.activeElement)")
        page.keyboard.press("Escape")
        playwright.expect(page.locator(CHOICE)).to_have_count(0, timeout=10000)
        playwright.expect(page.locator(f"{SVG} .tutor-picked")).to_have_count(0, timeout=10000)
        assert steps.get_attribute("data-count") == count
        assert page.evaluate("document.activeElement && document.activeElement.getAttribute('data-action')") == target
        assert abs(settled_width(page) - before) <= 0.5
    page.close()


def test_a_tapped_refusal_is_scrolled_into_view_on_a_phone_and_a_redrawn_note_never_scrolls(voila, browser):
    page = open_lesson(browser, voila, "matschig", 0, PHONE)
    card = page.locator(f'{SVG} [data-action="S3"]').first       # sand before water: refused (M8)
    # The card at the screen's bottom edge: the note, under the drawing, starts below the screen.
    card.evaluate("e => e.scrollIntoView({block: 'end'})")
    assert page.evaluate(f"document.querySelector('{SVG}').getBoundingClientRect().bottom") >= PHONE[1] - 2
    card.dispatch_event("click")                                 # the tap (the card may be under a sticky bar)
    note = page.locator(NOTE)
    playwright.expect(note).to_contain_text("M8", timeout=10000)
    page.wait_for_timeout(300)                                   # the scroll is done in the next frame
    seen = page.evaluate(f"""() => {{ const n = document.querySelector('{NOTE}'); const r = n.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {{top: r.top, bottom: r.bottom, shown: !!top && n.contains(top)}}; }}""")
    page.screenshot(path=str(ARTIFACTS / "flow_board_note_390.png"))
    assert seen["top"] >= 0 and seen["bottom"] <= PHONE[1] and seen["shown"], seen
    panel = page.locator(f"{VIEW} > .tutor-table .tutor-panel").first
    assert "Nothing played yet" not in panel.inner_text()          # the refusal alone, said once
    fits(page)
    # A note redrawn with no tap on the board (the language switched) leaves the page where it is: at its top,
    # with the note below the screen.
    page.evaluate(f"() => {{ const s = {SCROLLER}; s.scrollTop = 0; }}")
    assert page.evaluate(f"document.querySelector('{NOTE}').getBoundingClientRect().top") > PHONE[1]
    page.locator(".tutor-language button:has-text('Español')").first.click()
    playwright.expect(note).not_to_contain_text(re.compile("water card first"), timeout=15000)
    playwright.expect(note).to_contain_text("M8", timeout=15000)
    page.wait_for_timeout(300)
    assert page.evaluate(f"() => {SCROLLER}.scrollTop") == 0
    page.close()


@pytest.mark.parametrize("game", list(APPS))
def test_every_lesson_board_fits_a_390_px_page(voila, browser, game):
    page = open_lesson(browser, voila, game, 0, PHONE)
    count = page.locator(f"{VIEW} select option").count()
    for index in range(count):
        pick(page, index)
        page.locator(f"{SVG} [data-action], {SVG}").first.wait_for(timeout=10000)
        fits(page)
    page.screenshot(path=str(ARTIFACTS / f"flow_board_fits_{game}_390.png"))
    page.close()
