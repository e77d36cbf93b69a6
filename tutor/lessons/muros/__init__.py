"""The Muros course: the goal and one card a turn; where a card may go; a phase-1 card's count, removal and
slide and the holes it leaves; phase 2, a block and a capture; who wins; no card to play; a whole game; the
variants in an appendix, one lesson each, on a position where the variant changes the answer.

Every position comes from tutor.muros (make_position through tutor.muros.game, or a seeded deal); every
question is built by lessons.model.ask, so its key, explanation and picture come from one engine fact read
on the game it pictures, and FACTS checks every fact its prompt states. Lessons by topic: goal.py (1),
where.py (2), line.py (3-6), phase2.py (7-9), scoring.py (10-12), variants.py (appendix)."""
from __future__ import annotations

from . import goal, line, phase2, scoring, variants, where
from .common import FACTS, GAME, LEARNER, worlds

LESSONS = [goal.LESSON, where.LESSON, *line.LESSONS, *phase2.LESSONS, *scoring.LESSONS, *variants.LESSONS]

# Every rule ID of the rulebook and every variant is shown on a board and checked by a task or a question.
NOT_COVERED: dict[str, str] = {}

# The audit's other worlds for a question whose picture shows only a region (tutor.lessons.worlds).
WORLDS = worlds

__all__ = ["LESSONS", "NOT_COVERED", "FACTS", "GAME", "LEARNER", "WORLDS"]
