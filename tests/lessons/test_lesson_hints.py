"""Hints serve the lesson: a learner who follows the Hint button from a lesson's start does its task."""
from __future__ import annotations

import pytest

from tutor import GAMES
from tutor.lessons import LESSONS
from tutor.lessons.audit import follow_hints

TASKS = [(g, lesson) for g in GAMES for lesson in LESSONS[g] if lesson.task is not None]


@pytest.mark.parametrize("game,lesson", TASKS, ids=lambda x: getattr(x, "id", x))
def test_following_the_lessons_hint_does_its_task(game: str, lesson) -> None:
    reached = follow_hints(lesson)
    assert lesson.task is not None and lesson.task.check(reached), \
        f"{lesson.id}: following Hint from the start did not do the task: {lesson.task.text('en')}"
