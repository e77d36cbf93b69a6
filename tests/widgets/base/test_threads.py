"""Lessons and quizzes driven from two threads (issue 34): a lesson view shares its session's re-entrant
lock, and its quiz and player take it too, so a restart, a move, an answer and a redraw are never cut in two.
Before, Quiz.render raised IndexError (a retry between reading the index and the questions) and
LessonView._start raised ValueError (two restarts unobserving one quiz)."""
from __future__ import annotations

import random
import sys
import threading
from typing import Callable, Optional

from test_lesson_view import _course, _hand_question

from tutor.lessons import Question
from tutor.widgets.base import ClickAdapter, Language, LessonPlayer, LessonView, Progress, Quiz
from tutor.widgets.base.observers import count
from tutor.core.i18n import LANGS

ROUNDS = 300   # per thread


def hammer(actions: list[Callable[[random.Random], object]], threads: int = 2,
           per_thread: Optional[list[list[Callable[[random.Random], object]]]] = None) -> list[str]:
    """Each thread does ROUNDS random actions (its own list of them, if given); the errors raised, by type
    and message, and "stuck" for a thread still waiting long after the others (a deadlock)."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)   # switch threads as often as possible
    errors: list[str] = []

    def drive(seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(ROUNDS):
            try:
                rng.choice(per_thread[seed] if per_thread else actions)(rng)
            except Exception as err:  # every failure is counted and reported below
                errors.append(f"{type(err).__name__}: {err}")
    try:
        workers = [threading.Thread(target=drive, args=(k,)) for k in range(threads)]
        for w in workers:
            w.start()
        for w in workers:
            w.join(timeout=300)
        errors += ["stuck" for w in workers if w.is_alive()]
    finally:
        sys.setswitchinterval(old)
    return errors


def _pick(quiz: Quiz, rng: random.Random) -> None:
    keys = [c.key for c in quiz.question.choices]
    quiz.picture.choose(rng.choice(keys))


def _one_to_three(rng: random.Random) -> list[Question]:
    """One to three questions: a retry may leave fewer questions than the index shown."""
    questions = list(_hand_question(0)(rng))
    return (questions * 2)[:rng.randint(1, 3)]


def test_a_quiz_answered_and_retried_from_two_threads_stays_whole() -> None:
    quiz = Quiz(_one_to_three, language=Language(), progress=Progress(), game="countdown")
    lang = quiz.language
    errors = hammer([
        lambda rng: _pick(quiz, rng),
        lambda rng: quiz.check(),
        lambda rng: quiz.next(),
        lambda rng: quiz.retry(),
        lambda rng: quiz.render(),
        lambda rng: setattr(lang, "code", rng.choice(LANGS)),
    ])
    assert errors == [], f"{len(errors)} errors: {sorted(set(errors))[:3]}"
    assert len(quiz.marks) == len(quiz.questions) and 0 <= quiz.index < len(quiz.questions)
    right, asked = quiz.score
    assert 0 <= right <= asked <= len(quiz.questions)


def test_a_lesson_view_and_its_quiz_driven_from_two_threads_stay_whole() -> None:
    lang, progress = Language(), Progress()
    course = _course()
    view = LessonView(course[0], ClickAdapter(), lang, progress, course=course)

    def click(rng: random.Random) -> None:
        targets = view.table.board.legal_targets()
        if targets:
            view.table.board.click(rng.choice(targets))

    def answer(rng: random.Random) -> None:
        quiz = view.quiz
        if quiz is not None:
            _pick(quiz, rng)

    errors = hammer([
        lambda rng: view.restart(),
        lambda rng: view.advance(),
        lambda rng: view.hint(),
        click,
        lambda rng: view.table.board.press("next"),
        answer,
        lambda rng: view.load(rng.choice(course[:2])),
        lambda rng: setattr(lang, "code", rng.choice(LANGS)),
    ])
    assert errors == [], f"{len(errors)} errors: {sorted(set(errors))[:3]}"
    view.restart()
    assert view.session.game.history == [] and (view.quiz is None or view.quiz.score == (0, 0))
    view.close()
    assert count(lang, "code") == 0 and count(progress, "version") == 0


def test_a_player_moved_between_lessons_from_two_threads_shows_the_lesson_it_names() -> None:
    lang, progress = Language(), Progress()
    player = LessonPlayer(_course(), ClickAdapter(), lang, progress)
    errors = hammer([
        lambda rng: player.go(rng.randrange(3)),
        lambda rng: player.view.restart(),
        lambda rng: player.view.advance(),
        lambda rng: setattr(lang, "code", rng.choice(LANGS)),
    ])
    assert errors == [], f"{len(errors)} errors: {sorted(set(errors))[:3]}"
    assert player.view.lesson is player.lesson and progress.at["countdown"] == player.lesson.id
    player.close()


def test_two_players_sharing_one_progress_driven_from_two_threads_never_wait_on_each_other() -> None:
    """Each player reports to the shared progress, and each follows it (a lesson opened elsewhere): one lock,
    the progress's, so neither can hold its own while waiting for the other's."""
    lang, progress = Language(), Progress()
    players = [LessonPlayer(_course(), ClickAdapter(), lang, progress) for _ in range(2)]

    def moves(player: LessonPlayer) -> list[Callable[[random.Random], object]]:
        def click(rng: random.Random) -> None:
            targets = player.view.table.board.legal_targets()
            if targets:
                player.view.table.board.click(rng.choice(targets))
        return [lambda rng: player.go(rng.randrange(3)), lambda rng: player.view.advance(), click,
                lambda rng: player.view.table.board.press("next"), lambda rng: progress.clear(),
                lambda rng: setattr(lang, "code", rng.choice(LANGS))]
    errors = hammer([], per_thread=[moves(p) for p in players])
    assert errors == [], f"{len(errors)} errors: {sorted(set(errors))[:3]}"
    for player in players:
        assert player.view.lesson is player.lesson
        player.close()
