"""A lesson is a path the learner cannot fall off: the engine says when a move made the task impossible
(Lesson.lost, in every game's course), the lesson view says so in words, offers the way back (take the move
back, try the task again) as buttons and as Hint's last rung, Continue says why it is off, the one feedback
line is always current, a question's own picture is the only board, and Start over reopens lesson 1."""
from __future__ import annotations

import re
from html import unescape

import pytest

from tutor.core.i18n import Verbatim

from tutor import GAMES
from tutor.core import TutorError
from tutor.lessons import LESSONS, Lesson, Task
from tutor.widgets.base import ClickAdapter, Language, LessonPlayer, LessonView, Progress
from tutor.widgets.base.lessonview import QUESTIONS, TASK
from tutor.widgets.base.progress import ProgressView
from fixture_texts import FixtureText as Text   # the tests' own made-up texts

# (game, lesson id, a move that spoils the task, the move that does it)
SPOILED = [("muros", "count", "Y@W1", "R@W3"), ("muros", "capture", "B@E1 take B", "B@E3 take R"),
           ("matschig", "perfect", "throw W2 S4 at P2", "throw W4 S4 at P2"),
           ("matschig", "one-defence", "accept", "umbrellas U3>W3 U4>S4"),
           ("matzlfangen", "cards", "play EX", "play EA"), ("matzlfangen", "trumped", "play LA", "play L7"),
           ("matzlfangen", "raises", "no raise", "raise")]


def lesson(game: str, lesson_id: str) -> Lesson:
    return next(item for item in LESSONS[game] if item.id == lesson_id)


def text(html: str) -> str:
    """The words of some HTML, tags dropped."""
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def view_of(game: str, lesson_id: str, lang: Language | None = None) -> LessonView:
    """A lesson view at the task step."""
    course = LESSONS[game]
    view = LessonView(lesson(game, lesson_id), ClickAdapter(), lang or Language(), Progress(), course=course)
    view.advance()
    assert view.stage == TASK
    return view


@pytest.mark.parametrize("game,lesson_id,spoil,right", SPOILED)
def test_the_engine_says_a_spoiling_move_makes_the_task_impossible(game, lesson_id, spoil, right) -> None:
    item = lesson(game, lesson_id)
    start = item.start()
    since = len(start.history)
    assert item.lost(start, since) is None
    spoiled = start.fork()
    spoiled.play(spoil)
    why = item.lost(spoiled, since)
    assert why is not None and why("en") and why("es") and why("en") != why("es")
    assert item.before_last_move(spoiled, since) == since
    with pytest.raises(TutorError):
        item.hint(spoiled)               # no move toward a task that cannot be done
    done = start.fork()
    done.play(right)
    assert item.task.check(done) and item.lost(done, since) is None


def test_every_task_with_a_move_limit_can_be_done_from_its_start_by_its_own_hint() -> None:
    seen = 0
    for game in GAMES:
        for item in LESSONS[game]:
            if item.task is None or item.task.moves is None:
                continue
            start = item.start()
            assert item.lost(start, len(start.history)) is None, item.id
            after = start.fork()
            after.play(item.hint(start).action)
            assert item.task.check(after), item.id
            seen += 1
    assert seen >= 8


def test_a_game_over_with_the_task_undone_is_lost() -> None:
    item = lesson("matschig", "perfect")
    start = item.start()
    assert item.lost(start) is None
    never = Lesson("never", item.game, item.rules, item.title, item.text, item.start,
                   task=Task(item.task.text, lambda g: False, item.task.done))
    over = start.fork()
    while not over.is_over:
        over.play(over.legal_actions()[0])
    assert never.lost(over)("en").startswith("the game is over") and never.lost(start) is None


def test_a_spoiled_task_says_why_offers_the_way_back_and_hint_points_only_to_it() -> None:
    view = view_of("matschig", "perfect")
    view.session.play_as_learner("throw W2 S4 at P2")
    task = text(view.task.value)
    assert "This can no longer be done from here: the mud you threw was not perfect" in task
    assert view.take_back_button.layout.display == "" and view.try_again_button.layout.display == ""
    assert view.restart_button.layout.display == "none"        # one way to the start, not two
    assert view.continue_button.disabled
    assert "take your move back or try the task again" in text(view.why_off.value)
    view.hint()                                                 # the last rung at once: the way back
    assert "The way back:" in text(view.task.value)
    view.table.next_bot()                                       # a bot answers: still the way back, no move
    said = text(view.task.value)
    assert "The way back:" in said and "press Next" not in said and "Try this" not in said
    assert view.hint_button.disabled


def test_take_my_move_back_replays_to_just_before_the_move_and_the_task_can_be_done() -> None:
    view = view_of("matschig", "perfect")
    view.session.play_as_learner("throw W2 S4 at P2")
    view.table.next_bot()
    view.take_back()
    assert len(view.session.game.history) == 0 and view.lost is None
    assert "can no longer" not in text(view.task.value)
    assert view.take_back_button.layout.display == "none" and view.restart_button.layout.display == ""
    view.session.play_as_learner("throw W4 S4 at P2")
    assert view.task_done and not view.continue_button.disabled


def test_try_the_task_again_goes_back_to_the_tasks_start() -> None:
    view = view_of("muros", "capture")
    start = len(view.session.game.history)
    view.session.play_as_learner("B@E1 take B")
    assert view.lost is not None
    view.try_again_button.click()
    assert len(view.session.game.history) == start and view.lost is None and view.stage == TASK


def test_the_way_back_is_said_in_spanish() -> None:
    lang = Language()
    view = view_of("matzlfangen", "cards", lang)
    view.session.play_as_learner("play EX")
    lang.code = "es"
    assert "Esto ya no se puede hacer desde aquí" in text(view.task.value)
    assert view.take_back_button.description == "↶ Deshacer mi jugada"
    assert view.try_again_button.description == "↺ Volver a intentar la tarea"
    assert "deshaz tu jugada" in text(view.why_off.value)


def test_continue_off_says_why_in_words_beside_it() -> None:
    view = view_of("muros", "count")
    assert view.continue_button.disabled
    assert text(view.why_off.value) == "Continue opens once the task on the board is done."
    view.session.play_as_learner("R@W3")
    assert not view.continue_button.disabled and view.why_off.layout.display == "none"
    view.advance()
    assert view.stage == QUESTIONS and view.continue_button.disabled
    assert text(view.why_off.value) == "Pick an answer, then Check."


def test_the_feedback_line_is_always_the_current_result() -> None:
    view = view_of("muros", "count")
    assert view.session.try_play("R@Q1") is not None            # a refusal: its reason is the line
    refused = text(view.feedback.value)
    assert refused
    view.session.play_as_learner("R@W3")                         # done: the refusal is gone
    line = text(view.feedback.value)
    assert line.startswith("✔ Done!") and refused not in line
    view.restart()
    assert text(view.feedback.value) == ""


def test_a_question_with_its_own_picture_is_the_only_board() -> None:
    view = view_of("muros", "count")
    left = view.table.children[0]
    assert left.layout.display == ""
    view.session.play_as_learner("R@W3")
    view.advance()
    assert view.stage == QUESTIONS and left.layout.display == "none" and view.lab_box.layout.display == "none"
    view.restart()
    assert left.layout.display == ""


def test_start_over_reopens_the_first_lesson_and_its_message_does_not_stay() -> None:
    progress = Progress()
    lang = Language()
    player = LessonPlayer(LESSONS["muros"], ClickAdapter(), lang, progress, start=3)
    panel = ProgressView("muros", progress, lang)
    panel._erase()
    assert player.index == 0 and player.lesson.id == LESSONS["muros"][0].id
    assert "first lesson" in panel.message.value
    player.go(1)                                                  # the learner goes on: the message goes
    assert panel.message.value == ""


def test_a_question_about_the_lessons_own_board_says_so() -> None:
    from countdown_game import new_game
    from tutor.lessons import Choice, Question, Text

    def ask(_rng):
        return [Question(Verbatim("Who moves?"), new_game(),
                         (Choice("P1", Verbatim("P1")), Choice("P2", Verbatim("P2"))), frozenset({"P1"}),
                         Verbatim("P1 starts."), ("EX1",), seat=0)]
    about = Lesson("about", "countdown", ("EX1",), Verbatim("Who starts"), Verbatim("<p>P1.</p>"),
                   new_game, seat=0, questions=ask)
    lang = Language()
    view = LessonView(about, ClickAdapter(), lang, Progress())
    view.advance()
    assert view.stage == QUESTIONS
    assert text(view.asks.value) == "This question asks about the lesson's board as it is now."
    lang.code = "es"
    assert text(view.asks.value) == "Esta pregunta es sobre el tablero de la lección tal como está ahora."


@pytest.mark.parametrize("game,lang", [("muros", "en"), ("matschig", "es")])
def test_a_printed_app_says_the_task_as_what_to_look_at(game, lang) -> None:
    """A task that says what to click has its paper form beside it, each shown on its own medium (print.css)."""
    from tutor.lessons.printed import clicks, paper_task

    view = view_of(game, "goal", Language(code=lang))
    html = view.task.value
    live = re.search(r'<span class="tutor-live-only">(.*?)</span>', html)
    paper = re.search(r'<span class="tutor-paper-only">(.*?)</span>', html)
    assert live and paper and clicks(text(live.group(1)))
    assert text(paper.group(1)) == paper_task(view.lesson, lang) and not clicks(text(paper.group(1)))
    view.close()
