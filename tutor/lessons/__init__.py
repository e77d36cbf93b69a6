"""The courses, as data: LESSONS[game] is a game's ordered list of lessons.

    from tutor.lessons import LESSONS, rules_covered, rules_not_covered
    [lesson.id for lesson in LESSONS["muros"]]
    rules_covered("muros")        # rule IDs that some lesson shows on a board and checks
    rules_not_covered("muros")    # every other rule ID -> a one-line reason
"""
from __future__ import annotations

import importlib
from typing import Iterator, Mapping

from .. import GAMES
from ..core.i18n import rule_ids
from .model import Choice, Lesson, Question, Task, Text

__all__ = ["LESSONS", "Lesson", "Question", "Choice", "Task", "Text", "rules_covered", "rules_not_covered",
           "course", "appendix"]


class _Courses(Mapping[str, list[Lesson]]):
    """game -> its lessons; a game's course module is imported on first use."""

    def __getitem__(self, game: str) -> list[Lesson]:
        if game not in GAMES:
            raise KeyError(f"no course for {game!r}; games: {', '.join(GAMES)}")
        try:
            module = importlib.import_module(f"{__name__}.{game}")
        except ModuleNotFoundError as err:
            if err.name == f"{__name__}.{game}":
                return []
            raise
        return list(module.LESSONS)

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


LESSONS = _Courses()


def course(game: str) -> list[Lesson]:
    """The lessons of a game's course, in teaching order (the appendix left out)."""
    return [lesson for lesson in LESSONS[game] if not lesson.appendix]


def appendix(game: str) -> list[Lesson]:
    """The appendix lessons (variants)."""
    return [lesson for lesson in LESSONS[game] if lesson.appendix]


def rules_covered(game: str) -> set[str]:
    """Rule IDs some lesson shows on a board and checks with a task or a question."""
    return {rule for lesson in LESSONS[game] if lesson.checked for rule in lesson.rules}


def rules_not_covered(game: str) -> dict[str, str]:
    """Every rule ID of the game's rulebook that no lesson covers -> the reason, in one line."""
    importlib.import_module(f"tutor.{game}")  # its rulebook
    try:
        reasons: Mapping[str, str] = importlib.import_module(f"{__name__}.{game}").NOT_COVERED
    except ModuleNotFoundError:
        reasons = {}
    covered = rules_covered(game)
    return {rule: reasons.get(rule, "no lesson yet") for rule in rule_ids(game) if rule not in covered}
