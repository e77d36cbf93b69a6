"""Bots: PlanBot plays the hints' plan (hints.py) and can say why; choose_random plays any legal action."""
from __future__ import annotations

import random as _random
from typing import Any, Optional

from ..core.rules import Hint
from .hints import hint, plan
from .rules import RULES
from .state import State


def _state(game_or_state: Any) -> State:
    return game_or_state if isinstance(game_or_state, State) else game_or_state.state


def choose_random(game_or_state: Any, seat: Optional[int] = None, rng: Any = None) -> str:
    """Any legal action, uniformly at random (rng: a random.Random; the module's by default)."""
    return (rng or _random).choice(RULES.legal_actions(_state(game_or_state)))


def choose_rule(game_or_state: Any, seat: Optional[int] = None, rng: Any = None) -> str:
    """The plan's action for the seat to move (the hint's action; seat and rng are not needed: the plan
    is deterministic)."""
    return plan(_state(game_or_state)).action


class PlanBot:
    """A player that follows the hints' plan: choose(game) is the hint's action for the seat to move, and
    explain(game) answers "why did the bot do that?" with the hint it followed.

        bot = PlanBot(seat=2)
        if g.to_move == 2: g.play(bot.choose(g))
        bot.explain(g, "es")   # Hint(action, text, rules) of its last move (or of the move it would make now)
    """

    def __init__(self, seat: Optional[int] = None):
        """seat: the seat this bot plays (None: whichever seat is to move)."""
        self.seat = seat

    def choose(self, game_or_state: Any) -> str:
        """The plan's action for the seat to move."""
        return plan(_state(game_or_state)).action

    def explain(self, game: Any, lang: str = "en") -> Hint:
        """The hint for the bot's seat: its move now if it is to move, else the move it made last (told from
        the position before that move); a ValueError if it has not moved in this game."""
        if isinstance(game, State):
            return hint(game, lang)
        to_move = game.to_move
        if to_move is not None and self.seat in (None, to_move):
            return hint(game.state, lang)
        for step in reversed(game.history):
            if self.seat in (None, step.seat):
                return hint(game.state_at(step.index), lang)
        raise ValueError(f"P{self.seat + 1 if self.seat is not None else '?'} has not moved yet in this game, "
                         "so there is nothing to explain")
