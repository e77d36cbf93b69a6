"""Muros seat-fillers: a random bot, and the greedy bot that plays the hint (so it can say why)."""
from __future__ import annotations

import random
from typing import Any, Optional

from ..core import Hint
from .hints import best_action, hint
from .rules import RULES
from .state import MurosState


def _state(game_or_state: Any) -> MurosState:
    return getattr(game_or_state, "state", game_or_state)


def random_action(game_or_state: Any, rng: Optional[random.Random] = None) -> str:
    """Any legal action, uniformly at random (rng makes it repeatable)."""
    actions = RULES.legal_actions(_state(game_or_state))
    return (rng or random).choice(actions)


def greedy_action(game_or_state: Any, rng: Optional[random.Random] = None) -> str:
    """The hint's action for the seat to move (hints.py): deterministic, so rng is not used."""
    return best_action(_state(game_or_state))


class GreedyBot:
    """The greedy bot as an object: choose() what to play, explain() why (the hint for its seat)."""

    def choose(self, game: Any) -> str:
        """The action it plays now (a Game or a MurosState)."""
        return greedy_action(game)

    def explain(self, game: Any, lang: str = "en") -> Hint:
        """Why it plays that: the same Hint a learner in its seat would get."""
        return hint(_state(game), lang)

    def __call__(self, game: Any, rng: Optional[random.Random] = None) -> str:
        """A bot as the widgets call it: bot(game, rng) -> action."""
        return self.choose(game)


GREEDY = GreedyBot()
BOTS = {"random": random_action, "greedy": GREEDY}
