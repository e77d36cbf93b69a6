"""Muros seat-fillers: a random bot and a greedy one-placement-lookahead bot."""
from __future__ import annotations

import random
from typing import Optional

from .board import CARD_COLOURS
from .rules import RULES
from .scoring import ranking_key
from .state import MurosState


def _state(game_or_state) -> MurosState:
    return getattr(game_or_state, "state", game_or_state)


def random_action(game_or_state, rng: Optional[random.Random] = None) -> str:
    """Any legal action, uniformly at random (rng makes it repeatable)."""
    actions = RULES.legal_actions(_state(game_or_state))
    return (rng or random).choice(actions)


def _standing(state: MurosState, seat: int) -> tuple:
    """How well `seat` stands if the game ended now: its key minus the best rival key."""
    counts = state.board_counts()
    keys = [ranking_key(dict(zip(CARD_COLOURS, c)), counts) for c in state.captured]
    mine = keys[seat]
    rival = max((k for s, k in enumerate(keys) if s != seat), default=())
    return tuple(a - b for a, b in zip(mine, rival)) + tuple(mine)


def greedy_action(game_or_state, rng: Optional[random.Random] = None) -> str:
    """The action after which this seat leads most on the majority colour (ties: random).

    It prefers captures of the colour that leads on the board, and placements that turn a
    colour it holds into the leader; hand cards are kept when a pile card does as well.
    """
    state = _state(game_or_state)
    seat = state.turn
    best: list[str] = []
    best_score = None
    for action in RULES.legal_actions(state):
        _, after, _ = RULES.apply(state, action)
        score = _standing(after, seat) + ((1,) if action.endswith("pile") or " pile " in action else (0,))
        if best_score is None or score > best_score:
            best, best_score = [action], score
        elif score == best_score:
            best.append(action)
    return (rng or random).choice(best)


BOTS = {"random": random_action, "greedy": greedy_action}
