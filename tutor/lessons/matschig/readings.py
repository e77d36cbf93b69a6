"""COUNTERFACTUALS for the course audit: a lesson's rule read another way, on a question's position, so the audit
can tell whether the question turns on that rule (tutor.lessons.wellposed)."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Optional

from ...core import Game
from ...matschig import MatschigRules, MatschigState
from ..model import Question


class SumEveryPile(MatschigRules):
    """The rules with M26 read without its one-type clause: every pile scores the sum of its values."""

    one_type_rule = False


SUM_EVERY_PILE = SumEveryPile()


def sum_every_pile(q: Question) -> Optional[Game[MatschigState]]:
    """The question's position under M26 without the one-type clause."""
    return Game(SUM_EVERY_PILE, seed=q.game.seed, position=q.game.position())


class NoDeadlockGuard(MatschigRules):
    """The rules with M24 read as absent: passes in a row never end the round."""

    def apply(self, state: MatschigState, action: str) -> Any:
        if state.phase == "turn" and state.passes == state.players - 1:
            state = state._replace(passes=0)  # the last pass of the circle starts the count again
        return super().apply(state, action)


NO_DEADLOCK_GUARD = NoDeadlockGuard()


def no_deadlock_guard(q: Question) -> Optional[Game[MatschigState]]:
    """The question's position with no rule ending the round when everyone passes."""
    return Game(NO_DEADLOCK_GUARD, seed=q.game.seed, position=q.game.position())


# the lessons that teach M26 (their scoring questions must turn on the one-type clause), and the refill lesson,
# which teaches M24
COUNTERFACTUALS: Mapping[str, Callable[[Question], Optional[Game[MatschigState]]]] = {
    "goal": sum_every_pile, "rounds": sum_every_pile, "one-type": sum_every_pile, "refill": no_deadlock_guard}
