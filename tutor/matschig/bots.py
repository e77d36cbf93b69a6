"""Seat-fillers: HintBot plays what the hint advises (so "why did the bot do that?" is answered by
its explain()), random_bot plays any legal action.

HintBot's plan, in plain words (hints.py has the details): it throws a perfect mud when it can,
at the player with the fewest points; it completes a mud aimed at itself, or at anyone but the
leader, and sends it at the leader; and it defends with the choice that leaves its mud pile the
smallest score (M26), spending as few cards as it can. It sees only its own seat's view.
"""
from __future__ import annotations

import random
from typing import Any, Optional

from ..core.i18n import seat_label
from ..core.rules import Hint
from .rules import RULES
from .state import MatschigState


def _state(game_or_state: Any) -> MatschigState:
    return game_or_state if isinstance(game_or_state, MatschigState) else game_or_state.state


def _check(state: MatschigState, seat: Optional[int]) -> None:
    mover = RULES.to_move(state)
    if mover is None:
        raise ValueError("the matschig game is over: no seat is to move")
    if seat is not None and seat != mover:
        raise ValueError(f"it is not {seat_label(seat)}'s move (to move: {seat_label(mover)})")


class HintBot:
    """Plays the hint for the seat to move: choose(game) -> action, explain(game, lang) -> Hint."""

    def choose(self, game_or_state: Any) -> str:
        """The action the hint advises for the seat to move."""
        return self.explain(game_or_state).action

    def explain(self, game_or_state: Any, lang: str = "en") -> Hint:
        """Hint(action, text, rules): what this bot plays now and why, in lang."""
        state = _state(game_or_state)
        _check(state, None)
        return RULES.hint(state, lang)


def sensible_bot(game_or_state: Any, seat: int, rng: Optional[random.Random] = None) -> str:
    """HintBot's choice for `seat`, which must be the seat to move (rng is not needed)."""
    _check(_state(game_or_state), seat)
    return HintBot().choose(game_or_state)


def random_bot(game_or_state: Any, seat: int, rng: random.Random) -> str:
    """Any legal action, uniformly at random (seat must be the seat to move)."""
    state = _state(game_or_state)
    _check(state, seat)
    return rng.choice(RULES.legal_actions(state))


__all__ = ["HintBot", "sensible_bot", "random_bot"]
