"""A quiz and the labs in the course apps as a learner meets them (Voila, Chromium): the task done by clicks,
then the questions answered one by one. The set the page shows asks no prompt (nor prompt and picture) twice,
its right answers are not all one answer nor all in one place, and every picture is labelled as the
question's board while the lesson's board is not; on a phone (390x844) every answer button is 44 px tall or
more; each lab is named and fits the phone's width (no sideways scroll, every card and button inside the
screen); the mud lab answers the first prediction at once and fills in its sums. The words expected
are read from the catalogs, so the flows that check a language run in each."""
from __future__ import annotations

import re

import pytest
from servers import ARTIFACTS, app_path, playwright

from tutor.lessons import LESSONS
from tutor.core.registry import entries
from tutor.core.i18n import LANGS, NAMES, SOURCE
from tutor.widgets.base.texts import UI
from tutor.widgets.matschig.mudlab import TEXTS as MUD_LAB
from tutor.widgets.matzlfangen.tricklab import TEXTS as TRICK_LAB
from tutor.widgets.muros.linelab import TEXTS as LINE_LAB

pytestmark = pytest.mark.browser

APPS = {e.name: e.stem for e in entries()}   # every game -> its course app
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}
VIEW = ".tutor-lesson-view"
BOARD = f"{VIEW} > .tutor-table .tutor-left .tutor-board"
QUIZ = f"{VIEW} .tutor-quiz"
LABEL = UI["question-board"]
LABS = {"muros": (3, ".tutor-muros-linelab", LINE_LAB["title"]),
        "matschig": (6, ".tutor-matschig-mudlab", MUD_LAB["title"]),
        "matzlfangen": (3, ".tutor-mz-tricklab", TRICK_LAB["title"])}

# One question as the page shows it: prompt, picture, its label, the choices in order and their heights.
QUESTION = """(quiz) => { const q = document.querySelector(quiz);
  const choices = [...q.querySelectorAll('.tutor-quiz-board .tutor-choice')];
  return {count: q.querySelector('.tutor-quiz-count').innerText,
    prompt: q.querySelector('.tutor-quiz-prompt').innerText,
    picture: q.querySelector('.tutor-quiz-board .tutor-board-svg').innerHTML,
    label: q.querySelector('.tutor-quiz-board .tutor-view-badge').innerText,
    keys: choices.map(c => c.dataset.choice), heights: choices.map(c => c.getBoundingClientRect().height),
    right: choices.map((c, i) => c.classList.contains('tutor-right') ? i : -1).filter(i => i >= 0)}; }"""

# Everything of a lab a learner must reach, against the screen's width.
REACH = """(lab) => { const box = document.querySelector(lab);
  const parts = [...box.querySelectorAll('[data-action], button, svg')].map(e => e.getBoundingClientRect())
    .filter(r => r.width > 0 && r.height > 0);
  return {vw: innerWidth, scroll: document.documentElement.scrollWidth, parts: parts.length,
    left: Math.min(...parts.map(r => r.left)), right: Math.max(...parts.map(r => r.right)),
    title: box.querySelector('.tutor-lab-title').innerText,
    what: box.querySelector('.tutor-lab-title').nextElementSibling.innerText}; }"""


def open_lesson(browser, voila, game: str, number: int, lang: str, size: dict):
    """The course app at lesson `number`, in the language asked, at its first step."""
    port, site = voila
    page = browser.new_page(viewport=size)
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, APPS[game])}")
    page.locator(f"{BOARD} [data-action]").first.wait_for(timeout=90000, state="attached")
    if lang != SOURCE:
        page.locator(f".tutor-language button:has-text('{NAMES[lang]}')").first.click()
        page.wait_for_function(f"document.documentElement.lang === '{lang}'", timeout=15000)
    page.locator(f"{VIEW} .tutor-picker select").select_option(index=number - 1)
    total = sum(1 for lesson in LESSONS[game] if not lesson.appendix)
    playwright.expect(page.locator(f"{VIEW} .tutor-lesson-meta")).to_contain_text(
        UI["lesson-of"].format(i=number, n=total)(lang), timeout=15000)
    return page


def click_token(page, token: str) -> None:
    """A target of the lesson's board, or a choice it offers, named by its token."""
    target = page.locator(f'{BOARD} [data-action="{token}"], {BOARD} .tutor-choice[data-choice="{token}"]')
    target.first.wait_for(timeout=10000, state="attached")
    target.first.click()


def do_the_task(page, game: str, number: int) -> None:
    """Read -> task; the lesson's own move (its Hint's last rung) by clicks; then on to the questions."""
    lesson = LESSONS[game][number - 1]
    start = lesson.start()
    path = start.click_paths()[lesson.hint(start).action]
    page.locator(f"{VIEW} .tutor-continue").first.click()
    for token in path:
        click_token(page, token)
    page.locator(f"{VIEW} .tutor-task.tutor-done").wait_for(timeout=15000)
    page.locator(f"{VIEW} .tutor-continue").first.click()
    page.locator(f"{QUIZ} .tutor-quiz-board .tutor-choice").first.wait_for(timeout=15000)


def go_through_the_quiz(page) -> list[dict]:
    """Every question: read as shown, the first choice picked, checked, then on to the next."""
    seen: list[dict] = []
    go_on = page.locator(f"{VIEW} .tutor-continue").first
    while True:
        shown = page.evaluate(QUESTION, QUIZ)
        page.locator(f"{QUIZ} .tutor-quiz-board .tutor-choice").first.click()
        go_on.click()                                                       # Check
        page.locator(f"{QUIZ} .tutor-quiz-board .tutor-choice.tutor-right").first.wait_for(timeout=10000)
        shown["right"] = page.evaluate(QUESTION, QUIZ)["right"]
        seen.append(shown)
        i, n = (int(x) for x in re.findall(r"\d+", shown["count"])[:2])
        if i == n:
            return seen
        go_on.click()                                                       # the next question
        page.wait_for_function(f"document.querySelector('{QUIZ} .tutor-quiz-count').innerText"
                               f".match(/\\d+/)[0] == '{i + 1}'", timeout=10000)


@pytest.mark.parametrize("game, number, lang", [("matschig", 6, "en"), ("matzlfangen", 3, "es")])
def test_a_quiz_shows_a_varied_set_on_the_questions_own_labelled_board(voila, browser, game, number, lang):
    page = open_lesson(browser, voila, game, number, lang, LAPTOP)
    do_the_task(page, game, number)
    page.screenshot(path=str(ARTIFACTS / f"flow_quiz_{game}_{number}_1366_{lang}.png"))
    seen = go_through_the_quiz(page)
    page.close()
    n = len(seen)
    assert n >= 3, seen
    assert len({q["prompt"] for q in seen}) == n, [q["prompt"] for q in seen]          # no prompt twice
    assert len({(q["prompt"], q["picture"]) for q in seen}) == n
    answers = [tuple(q["keys"][i] for i in q["right"]) for q in seen]
    assert len(set(answers)) > 1, answers                                             # not one answer throughout
    assert len({q["right"][0] for q in seen}) > 1, [q["right"] for q in seen]          # not always one place
    assert all(q["label"] == LABEL(lang) for q in seen), [q["label"] for q in seen]


def test_answer_buttons_are_44_px_tall_on_a_phone(voila, browser):
    page = open_lesson(browser, voila, "matschig", 6, "en", PHONE)
    do_the_task(page, "matschig", 6)
    shown = page.evaluate(QUESTION, QUIZ)
    page.locator(f"{QUIZ} .tutor-quiz-board").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "flow_quiz_matschig_6_390_en.png"))
    lesson_badge = page.locator(f"{BOARD} .tutor-view-badge")
    assert not lesson_badge.is_visible() or LABEL("en") not in lesson_badge.inner_text()   # only the question's
    page.close()
    assert {"yes", "no"} <= set(shown["keys"]), shown                         # a Yes/No question
    assert min(shown["heights"]) >= 44, shown["heights"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(LABS))
def test_each_lab_is_named_and_fits_a_phone(voila, browser, game, lang):
    number, lab, title = LABS[game]
    page = open_lesson(browser, voila, game, number, lang, PHONE)
    page.locator(f"{VIEW} .tutor-continue").first.click()                 # read -> do it: the lab shows
    page.locator(f"{lab} [data-action]").first.wait_for(timeout=15000, state="attached")
    page.wait_for_timeout(500)
    page.locator(lab).scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"flow_lab_{game}_390_{lang}.png"))
    m = page.evaluate(REACH, lab)
    page.close()
    assert m["title"] == title(lang) and len(m["what"]) > 20, m
    assert m["scroll"] <= m["vw"], m                                       # no sideways scroll
    assert m["parts"] and m["left"] >= 0 and m["right"] <= m["vw"], m      # every card and button reachable


def test_the_mud_lab_answers_the_first_prediction_and_fills_in_its_sums(voila, browser):
    page = open_lesson(browser, voila, "matschig", 6, "en", PHONE)
    page.locator(f"{VIEW} .tutor-continue").first.click()
    lab = ".tutor-matschig-mudlab"
    for card in ("W3", "S5"):
        page.locator(f'{lab} [data-action="{card}"]').click()
    picture = page.locator(f"{lab} .tutor-board-svg")
    playwright.expect(picture).to_contain_text("water ? · sand ?", timeout=10000)
    page.locator(f'{lab} .tutor-choice[data-choice="imperfect"]').click()
    playwright.expect(picture).to_contain_text("water 3 · sand 5", timeout=10000)
    panel = page.locator(f"{lab} .tutor-panel")
    playwright.expect(panel).to_contain_text("Right", timeout=10000)
    playwright.expect(panel).to_contain_text("which single card completes")
    heights = page.locator(f"{lab} .tutor-choice").evaluate_all("cs => cs.map(c => c.getBoundingClientRect().height)")
    page.locator(f'{lab} [data-action="W4"]').click()                     # a new mud: the old verdict goes
    playwright.expect(picture).to_contain_text("water ? · sand ?", timeout=10000)
    playwright.expect(panel).not_to_contain_text("Right")
    page.screenshot(path=str(ARTIFACTS / "flow_mudlab_390_en.png"))
    page.close()
    assert heights and min(heights) >= 44, heights
