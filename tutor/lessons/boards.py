"""The lesson boards in the course audit: each one a position a game could reach, and each variant lesson
on a board of its own where its variant changes what happens.

A variant is at work on a board when, with it toggled, the legal actions differ, or the steps of the lesson's
way through its task (the learner pressing Hint, the bots answering, as tutor.lessons.audit.follow_hints
plays it; without a task, the first hinted move) differ in their events or the positions they reach."""
from __future__ import annotations

import json
from typing import Any, Iterable, Optional

from ..core import Game
from ..core.bots import HINT_BOT
from ..core.registry import rules_for
from .audit import restored
from .model import Lesson

STEPS = 60  # the most steps of a lesson's way through its task that are compared


def board_findings(game: str, lessons: Iterable[Lesson]) -> list[tuple[str, str, str]]:
    """(kind, lesson ID, detail) for every lesson board that no game could reach, for variant lessons
    sharing a board, and for variant lessons whose variant changes nothing on their board."""
    lessons = list(lessons)
    out: list[tuple[str, str, str]] = []
    known = rules_for(game).known_variants
    for lesson in lessons:
        board = lesson.start()
        for reason in board.unreachable():
            out.append(("unreachable-board", lesson.id, reason("en")))
        if lesson.appendix:
            for variant in [r for r in lesson.rules if r in known]:
                if not variant_at_work(lesson, board, variant):
                    out.append(("variant-idle", lesson.id, f"{variant} changes nothing on the lesson's board"))
    return out + shared_boards([lesson for lesson in lessons if lesson.appendix])


def shared_boards(lessons: Iterable[Lesson]) -> list[tuple[str, str, str]]:
    """("shared-board", lesson ID, detail) for lessons that start on one position (variants aside)."""
    shared: dict[str, list[str]] = {}
    for lesson in lessons:
        position = {k: v for k, v in lesson.start().position().items() if k != "variants"}
        shared.setdefault(json.dumps(position, sort_keys=True), []).append(lesson.id)
    return [("shared-board", i, f"starts on the same board as {', '.join(j for j in ids if j != i)}")
            for ids in shared.values() if len(ids) > 1 for i in ids]


def _toggled(board: Game[Any], variant: str) -> Optional[Game[Any]]:
    chosen = frozenset(board.variants)
    try:
        return restored(board, chosen - {variant} if variant in chosen else chosen | {variant})
    except ValueError:
        return None


def _step_of(game: Game[Any], action: str) -> tuple[Any, ...]:
    step = game.play(action)
    position = {k: v for k, v in game.position().items() if k != "variants"}
    events = [(e.rule, e.kind, json.dumps(dict(e.data), sort_keys=True, default=str)) for e in step.events]
    return events, json.dumps(position, sort_keys=True, default=str)


def variant_at_work(lesson: Lesson, board: Game[Any], variant: str) -> bool:
    """True if toggling the variant changes what happens on the lesson's board (see the module docstring)."""
    other = _toggled(board, variant)
    if other is None:  # the board holds only with the variant: it is the variant's own
        return True
    a, b = board.fork(), other
    for _ in range(STEPS if lesson.task is not None else 1):
        if a.is_over or b.is_over:
            return a.is_over != b.is_over or (a.is_over and a.result() != b.result())
        if a.legal_actions() != b.legal_actions():
            return True
        if lesson.task is not None and lesson.task.check(a):
            return False
        mover = a.to_move
        if mover in lesson.bots or (lesson.seat is not None and mover != lesson.seat):
            action = HINT_BOT.choose(a)
        else:
            action = lesson.hint(a, "en").action
        if _step_of(a, action) != _step_of(b, action):
            return True
    return False
