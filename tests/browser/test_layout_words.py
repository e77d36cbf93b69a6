"""No learner-visible text speaks the engine's notation: every text the page shows (and every aria-label
a screen reader reads) in a course app, after the Hint ladder has been climbed to the move, a move made
by clicks, a question checked, and in the classroom after a step, in English and Spanish."""
from __future__ import annotations

import re

import pytest
from tutor.core.registry import entries
from servers import ARTIFACTS, app_path
from tutor.core.i18n import LANGS

pytestmark = pytest.mark.browser

COURSES = {e.name: e.stem for e in entries()}   # every game -> its course app
VIEW = ".tutor-lesson-view"
LESSON_BOARD = f"{VIEW} > .tutor-table .tutor-left .tutor-board"
ROOM_BOARD = ".tutor-presenter > .tutor-table .tutor-left .tutor-board"

NOTATION = {
    "a Muros placement (R@W3)": re.compile(r"\b[RGBYW]@[NESW][1-9]\b"),
    "a Matschig throw (throw W3 S5 at)": re.compile(r"\bthrow\s+[WS]\d\s+[WS]\d\s+at\b"),
    "a Matzlfangen play (play HX)": re.compile(r"\bplay\s+[EGHS][AXKOU0-9]\b"),
    "a variant ID as prose (MULTI_CARD_THROW)": re.compile(r"\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b"),
}

# What a learner reads: the rendered text, and the aria-labels of the parts shown. A rule ID shown as an ID
# (a rule chip, the classroom's list of rules) is a name, not prose: those are left out while the text is read.
SEEN = """() => {
  const ids = [...document.querySelectorAll('.tutor-rule > summary, .tutor-rule-id, .tutor-rule-results')];
  const was = ids.map(e => e.style.display);
  ids.forEach(e => { e.style.display = 'none'; });
  const text = document.body.innerText;
  ids.forEach((e, i) => { e.style.display = was[i]; });
  return text + "\\n" + [...document.querySelectorAll('[aria-label]')]
    .filter(e => e.getClientRects().length > 0).map(e => e.getAttribute('aria-label')).join("\\n"); }"""


def notation_in(text: str) -> list[str]:
    """Each kind of notation found, with the words around it."""
    found = []
    for name, pattern in NOTATION.items():
        for m in pattern.finditer(text):
            found.append(f"{name}: …{text[max(0, m.start() - 40):m.end() + 40]}…")
    return found


def test_the_notation_patterns_catch_what_they_are_for() -> None:
    assert notation_in("Try this: G@E1 pile.") and notation_in("throw W3 S5 at P2") and notation_in("play HX")
    assert notation_in("the variant MULTI_CARD_THROW")
    assert not notation_in("Place a green card from a face-up pile in E1. MU9 R-PLAY-3 W3 already holds a card.")


def _steps(page, board: str) -> int:
    return page.evaluate(f"Number(document.querySelector('{board}').closest('.tutor-table')"
                         ".querySelector('.tutor-step-count').dataset.count)")


def move_by_clicks(page, board: str) -> None:
    """A legal target, then the first choice offered, until a step is played."""
    before = _steps(page, board)
    page.locator(f"{board} [data-action].tutor-legal").first.click()
    for _ in range(6):
        page.wait_for_timeout(400)
        if _steps(page, board) > before:
            return
        choice = page.locator(f"{board} .tutor-choice")
        if choice.count():
            choice.first.click()
    page.wait_for_function(f"Number(document.querySelector('{board}').closest('.tutor-table')"
                           f".querySelector('.tutor-step-count').dataset.count) > {before}", timeout=10000)


def spanish(page) -> None:
    page.locator(".tutor-language button:has-text('Español')").first.click()
    page.wait_for_function("!/\\b(Continue|Play the step)\\b/.test(document.body.innerText)", timeout=15000)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(COURSES))
def test_no_notation_in_a_lesson_or_the_classroom(voila, browser, game, lang):
    port, site = voila
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, COURSES[game])}")
    page.locator(f"{LESSON_BOARD} [data-action]").first.wait_for(timeout=90000)
    if lang == "es":
        spanish(page)
    seen = [page.evaluate(SEEN)]
    page.locator(f"{VIEW} .tutor-continue").first.click()
    hint = page.locator(f"{VIEW} .tutor-hint-button")
    for _ in range(8):                                     # climb the ladder to the move in words
        if not hint.is_visible() or hint.is_disabled():
            break
        hint.click()
        page.wait_for_timeout(300)
    seen.append(page.evaluate(SEEN))
    move_by_clicks(page, LESSON_BOARD)
    page.wait_for_timeout(500)
    seen.append(page.evaluate(SEEN))
    go_on = page.locator(f"{VIEW} .tutor-continue")
    if go_on.is_enabled():                                 # the task done: on to the questions
        go_on.click()
        choice = page.locator(f"{VIEW} .tutor-quiz .tutor-choice")
        if choice.count():
            choice.first.click()
            page.wait_for_timeout(300)
            go_on.click()                                  # Check
            page.wait_for_timeout(600)
            seen.append(page.evaluate(SEEN))
    page.screenshot(path=str(ARTIFACTS / f"words_{game}_{lang}.png"))
    page.close()

    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, 'classroom_' + game)}")
    page.locator(f"{ROOM_BOARD} [data-action]").first.wait_for(timeout=90000)
    if lang == "es":
        spanish(page)
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(800)
    seen.append(page.evaluate(SEEN))
    page.close()
    found = [f for text in seen for f in notation_in(text)]
    assert found == [], found
