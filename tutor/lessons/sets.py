"""The set of questions a quiz shows: a set the course audit reads (a lesson's maker given
`random.Random(seed)`, seeds 0..AUDITED-1, python -m tutor.lessons.wellposed), so every question a learner
meets is an audited one with its choices in the audited (shuffled) order; of those, the first that reads as
varied to a learner (`faults`: no prompt twice, no answer three times running, not one answer throughout, the
right choice not always in one place), trying at most TRIES seeds from the one given."""
from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from .model import Question

__all__ = ["AUDITED", "TRIES", "Maker", "faults", "place", "draw"]

Maker = Callable[[random.Random], Sequence[Question]]
AUDITED = 100   # the course audit reads the sets of seeds 0..AUDITED-1 (python -m tutor.lessons.wellposed)
TRIES = 8       # audited seeds tried for a varied set before the one with the fewest faults is taken
YES_NO = frozenset({"yes", "no"})


def faults(questions: Sequence[Question]) -> list[str]:
    """What makes a set read as repetitive to a learner (empty when it is varied)."""
    out = []
    prompts = [q.prompt("en") for q in questions]
    if len(set(prompts)) < len(prompts):
        out.append("a prompt asked twice")
    answers = [q.answer for q in questions]
    if any(answers[i] == answers[i + 1] == answers[i + 2] for i in range(len(answers) - 2)):
        out.append("one answer three times running")
    if len(answers) >= 3 and len(set(answers)) == 1:
        out.append("one answer throughout")
    places = [place(q) for q in questions if not q.multi and {c.key for c in q.choices} != YES_NO]
    if len(places) >= 3 and len(set(places)) == 1:
        out.append("the right choice always in one place")
    return out


def place(question: Question) -> int:
    """Where the (first) right choice is shown, counting from 0."""
    return next(i for i, c in enumerate(question.choices) if c.key in question.answer)


def draw(make: Maker, seed: int) -> tuple[int, list[Question]]:
    """(the seed used, its set): the first varied set among the audited seeds from `seed` on, else the one
    with the fewest faults."""
    best: Optional[tuple[int, int, list[Question]]] = None
    for tried in range(TRIES):
        at = (seed + tried) % AUDITED
        questions = list(make(random.Random(at)))
        found = len(faults(questions))
        if not found:
            return at, questions
        if best is None or found < best[0]:
            best = (found, at, questions)
    assert best is not None
    return best[1], best[2]
