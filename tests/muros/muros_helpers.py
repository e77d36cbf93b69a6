"""Helpers for Muros tests: crafted positions (through tutor.muros.make_position), games started at them."""
from __future__ import annotations

import random
from typing import Iterable, Mapping, Optional, Sequence

import tutor
from tutor.core import Game
from tutor.muros import RULES, MurosState, make_position
from tutor.muros.board import TOKEN_COLOURS

SIZE = 9


def make_state(rows: Optional[Mapping[int, str]] = None, *, cols: Optional[Mapping[int, str]] = None,
               picture: Optional[Sequence[str]] = None, slots: Optional[Mapping[str, str]] = None,
               hands: Sequence[Mapping[str, int]] = ({"R": 1}, {"R": 1}),
               piles: Optional[Mapping[str, int]] = None,
               captured: Optional[Sequence[Mapping[str, int]]] = None, placed: Optional[int] = None,
               turn: Optional[int] = 0, variants: Iterable[str] = (), fill: bool = True,
               seed: int = 0) -> MurosState:
    """The MurosState of tutor.muros.make_position(...) (checked like any position), for RULES.apply."""
    return RULES.restore(make_position(rows, cols=cols, board=picture, slots=slots, hands=hands, piles=piles,
                                       captured=captured, placed=placed, turn=turn, variants=variants,
                                       fill=fill, seed=seed))


def game_at(state: MurosState, seed: int = 0) -> Game:
    """A Game started from that state's position (new_game(position=...), so it is checked too)."""
    return tutor.new_game("muros", seed=seed, position=RULES.snapshot(state))


def token_totals(state: MurosState) -> dict[str, int]:
    """Per token colour: on the board + removed + captured."""
    out = {}
    for i, t in enumerate(TOKEN_COLOURS):
        captured = sum(c[i] for c in state.captured) if t != "W" else 0
        out[t] = state.board.count(t) + state.removed[i] + captured
    return out


def card_total(state: MurosState) -> int:
    """Cards in hands + piles + slots."""
    return sum(map(sum, state.hands)) + sum(state.piles) + sum(1 for s in state.slots if s)


def play_random(game: Game, rng: random.Random, steps: Optional[int] = None) -> list[str]:
    """Play uniformly random legal actions (to the end or for `steps` steps); the actions played."""
    played = []
    while not game.is_over and (steps is None or len(played) < steps):
        action = rng.choice(game.legal_actions())
        game.play(action)
        played.append(action)
    return played


def west_east(state: MurosState, row: int) -> str:
    """Row (1-based) West to East."""
    return state.row(row - 1)


def north_south(state: MurosState, col: int) -> str:
    """Column (1-based) North to South."""
    return state.board[col - 1::SIZE]


def apply(state: MurosState, action: str):
    """RULES.apply shortcut: (canonical, new state, events)."""
    return RULES.apply(state, action)
