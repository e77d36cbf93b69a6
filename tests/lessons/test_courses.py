"""Every course, as data: its rules are the rulebook's, every rule is covered or has a reason, every
question's answer is among its choices and is told in every language, and every task can be done."""
from __future__ import annotations

import random
from typing import Optional

import pytest

from tutor import GAMES
from tutor.core import Game
from tutor.core.i18n import LANGS, rule_ids
from tutor.lessons import LESSONS, Lesson, appendix, course, rules_covered, rules_not_covered
from tutor.widgets.base import HINT_BOT

WITH_COURSE = [g for g in GAMES if LESSONS[g]]


def _lessons() -> list[tuple[str, Lesson]]:
    return [(g, lesson) for g in WITH_COURSE for lesson in LESSONS[g]]


@pytest.mark.parametrize("game", WITH_COURSE)
def test_every_rule_is_covered_or_has_a_one_line_reason(game: str) -> None:
    ids = set(rule_ids(game))
    covered, reasons = rules_covered(game), rules_not_covered(game)
    assert covered | set(reasons) == ids and not covered & set(reasons)
    assert all(reason and "\n" not in reason and reason != "no lesson yet" for reason in reasons.values())
    assert covered <= ids


@pytest.mark.parametrize("game", WITH_COURSE)
def test_lessons_name_known_rules_and_the_appendix_comes_last(game: str) -> None:
    ids = set(rule_ids(game))
    lessons = LESSONS[game]
    assert lessons == course(game) + appendix(game)
    assert len({lesson.id for lesson in lessons}) == len(lessons)
    for lesson in lessons:
        assert set(lesson.rules) <= ids, lesson.id
        assert all(lesson.title(lang) and lesson.text(lang) for lang in LANGS), lesson.id


@pytest.mark.parametrize("game,lesson", [(g, l) for g, l in _lessons() if l.questions is not None],
                         ids=lambda x: getattr(x, "id", x))
def test_questions_are_answerable_and_explained_in_every_language(game: str, lesson: Lesson) -> None:
    assert lesson.questions is not None
    for seed in range(4):
        for q in lesson.questions(random.Random(seed)):
            keys = [c.key for c in q.choices]
            assert len(keys) == len(set(keys)) >= 2 and q.answer and q.answer <= set(keys)
            assert q.multi or len(q.answer) == 1
            for lang in LANGS:
                assert q.prompt(lang) and q.explain(lang) and all(c.label(lang) for c in q.choices)
            assert q.game.svg(seat=q.seat, **q.highlight).startswith("<svg")


def _solve(lesson: Lesson, game: Game) -> Optional[str]:
    """A learner's action that does the task at once (the bots, if they open, first play their hints)."""
    assert lesson.task is not None
    while not game.is_over and game.to_move in lesson.bots:
        game.play(HINT_BOT.choose(game))
    for action in game.legal_actions():
        branch = game.fork()
        branch.play(action)
        if lesson.task.check(branch):
            return action
    return None


@pytest.mark.parametrize("game,lesson", [(g, l) for g, l in _lessons() if l.task is not None],
                         ids=lambda x: getattr(x, "id", x))
def test_every_task_can_be_done_and_is_not_done_at_the_start(game: str, lesson: Lesson) -> None:
    assert lesson.task is not None
    start = lesson.start()
    assert not lesson.task.check(start), "the task is already done at the start"
    if lesson.task.whole_game:  # a whole game (Task.whole_game): the hints play it to the end
        while not start.is_over:
            start.play(start.hint().action)
        assert lesson.task.check(start)
        return
    assert _solve(lesson, start) is not None, (
        "no one move of the learner's does the task (a task played to the end of the game says so: "
        "Task(..., whole_game=True))")
