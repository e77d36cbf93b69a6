"""The Matschig course: the cards and the goal, a throw, passing, accepting, umbrellas, perfect mud and completing,
one kind of defence, each special card, the refill and the next turn, scoring and rounds, why a pile of one type is
cheap, and a full game; then the variants in an appendix, one lesson each, beside the default.

Every position comes from matschig.make_position; every question is built with `ask` from one position, its key
and explanation read from the engine on the game its picture shows, and every fact its prompt states is checked by
FACTS (tutor.lessons.audit); WORLDS (worlds.py) and COUNTERFACTUALS (readings.py) serve the course audit of
well-posed questions (tutor.lessons.wellposed). One lesson is found by its ID with one grep: basics (goal, throw,
pass, accept), mud (umbrellas, perfect, complete, one-defence), specials (blower, watersuit, pipe, machinegun),
rounds (refill, rounds, one-type, full), variants_throw and variants_end (the appendix)."""
from __future__ import annotations

from ..model import Lesson
from . import basics, mud, rounds, specials, variants_end, variants_throw
from .common import FACTS, by_the_hint, game
from .readings import COUNTERFACTUALS
from .worlds import CONCEAL, WORLDS

LESSONS: list[Lesson] = [by_the_hint(lesson) for lesson in (*basics.LESSONS, *mud.LESSONS, *specials.LESSONS,
                                                            *rounds.LESSONS, *variants_throw.LESSONS,
                                                            *variants_end.LESSONS)]

NOT_COVERED: dict[str, str] = {
    "SWAP3_ON_PASS": "the default reading, taught in the lesson on passing (no rule changes to contrast)",
    "RACE_SEAT_ORDER": "the default reading, taught in the lesson on completing (no rule changes to contrast)",
    "SHORTFALL_ENDS": "the default reading, taught in the lesson on the refill (no rule changes to contrast)",
    "DECK_AMIGO_DEFAULT": "the default deck, used by every lesson (no rule changes to contrast)",
    "RACE_REALTIME": "a live race needs a table that notes who claims first; players here decide one at a time",
}

__all__ = ["LESSONS", "NOT_COVERED", "FACTS", "WORLDS", "CONCEAL", "COUNTERFACTUALS", "game"]
