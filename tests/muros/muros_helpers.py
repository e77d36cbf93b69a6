"""Helpers for Muros tests: crafted positions from a board picture, games started at them."""
from __future__ import annotations

import random
from typing import Iterable, Mapping, Optional, Sequence

import tutor
from tutor.core import Game
from tutor.muros import RULES, SLOTS, MurosState
from tutor.muros.board import CARD_COLOURS, CARDS_PER_COLOUR, TOKEN_COLOURS, TOKENS_PER_COLOUR

SIZE = 9


def _counts(spec: Optional[Mapping[str, int]]) -> tuple[int, int, int, int]:
    spec = spec or {}
    return tuple(spec.get(c, 0) for c in CARD_COLOURS)  # type: ignore[return-value]


def make_state(rows: Optional[Mapping[int, str]] = None, *, cols: Optional[Mapping[int, str]] = None,
               picture: Optional[Sequence[str]] = None, slots: Optional[Mapping[str, str]] = None,
               hands: Sequence[Mapping[str, int]] = ({"R": 1}, {"R": 1}),
               piles: Optional[Mapping[str, int]] = None,
               captured: Optional[Sequence[Mapping[str, int]]] = None, placed: Optional[int] = None,
               turn: Optional[int] = 0, variants: Iterable[str] = (), fill: bool = True) -> MurosState:
    """A consistent MurosState: given rows/columns (1-based) or a full picture, the rest filled.

    Unspecified cells are filled from the tokens not yet used (round robin Y B R G W), tokens
    left over go to `removed`, so 81 tokens (17/17/17/17/13) are always accounted for.
    Piles default to the cards not in hands or slots (9 per colour); placed defaults to the
    number of filled slots.
    """
    cells: list[Optional[str]] = [None] * (SIZE * SIZE)
    if picture is not None:
        flat = "".join("".join(line.split()) for line in picture)
        assert len(flat) == SIZE * SIZE, f"a picture has 81 cells, got {len(flat)}"
        cells = list(flat)
    for r, line in (rows or {}).items():
        assert len(line) == SIZE
        for c, t in enumerate(line):
            cells[(r - 1) * SIZE + c] = t
    for c, line in (cols or {}).items():
        assert len(line) == SIZE
        for r, t in enumerate(line):
            cells[r * SIZE + c - 1] = t
    players = len(hands)
    caps = tuple(_counts(c) for c in captured) if captured else ((0, 0, 0, 0),) * players
    left = dict(TOKENS_PER_COLOUR)
    for t in cells:
        if t not in (None, "."):
            left[t] -= 1
    for cap in caps:
        for c, n in zip(CARD_COLOURS, cap):
            left[c] -= n
    assert all(n >= 0 for n in left.values()), f"too many tokens in the picture: {left}"
    cycle = [t for t in TOKEN_COLOURS]
    i = 0
    for n, t in enumerate(cells):
        if t is not None:
            continue
        if not fill or not any(left.values()):
            cells[n] = "."
            continue
        while not left[cycle[i % 5]]:
            i += 1
        cells[n] = cycle[i % 5]
        left[cycle[i % 5]] -= 1
        i += 1
    board = "".join(cells)  # type: ignore[arg-type]
    removed = tuple(left[t] for t in TOKEN_COLOURS)
    slot_cards = tuple((slots or {}).get(s, "") for s in SLOTS)
    hand_counts = tuple(_counts(h) for h in hands)
    if piles is None:
        pile_counts = tuple(CARDS_PER_COLOUR - slot_cards.count(c) - sum(h[k] for h in hand_counts)
                            for k, c in enumerate(CARD_COLOURS))
    else:
        pile_counts = _counts(piles)
    if placed is None:
        placed = sum(1 for s in slot_cards if s)
    return MurosState(players=players, variants=frozenset(variants), board=board, slots=slot_cards,
                      hands=hand_counts, piles=pile_counts, captured=caps, removed=removed,
                      placed=placed, turn=turn, rng=0)


def game_at(state: MurosState, seed: int = 0) -> Game:
    """A Game whose starting position is the crafted state (for play/why_not/undo on it)."""
    game = tutor.new_game("muros", players=state.players, seed=seed, variants=state.variants)
    game._states[0] = state   # test fixture: the log starts at the crafted position
    return game


def phase1_slots(n: int, colour: str = "Y", avoid: Iterable[str] = ()) -> dict[str, str]:
    """n phase-1 cards on distinct lines (never on the lines of `avoid`), for a crafted position."""
    banned = {s[1:] + ("row" if s[0] in "WE" else "col") for s in avoid}
    out: dict[str, str] = {}
    for s in SLOTS:
        line = s[1:] + ("row" if s[0] in "WE" else "col")
        if len(out) == n:
            break
        if s[0] in "WN" and line not in banned:
            out[s] = colour
    assert len(out) == n
    return out


def full_phase1(colour_of: Mapping[str, str] = {}, default: str = "Y") -> dict[str, str]:
    """18 cards, one per line, at the W and N ends unless colour_of names the slot used."""
    out: dict[str, str] = {}
    for i in range(1, SIZE + 1):
        for near, far in (("W", "E"), ("N", "S")):
            a, b = f"{near}{i}", f"{far}{i}"
            if b in colour_of:
                out[b] = colour_of[b]
            else:
                out[a] = colour_of.get(a, default)
    return out


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


def line_of(state: MurosState, slot: str) -> str:
    """The slot's line read from the card's end."""
    from tutor.muros import read_line
    return read_line(state.board, slot)


def west_east(state: MurosState, row: int) -> str:
    """Row (1-based) West to East."""
    return state.row(row - 1)


def north_south(state: MurosState, col: int) -> str:
    """Column (1-based) North to South."""
    return state.board[col - 1::SIZE]


def apply(state: MurosState, action: str):
    """RULES.apply shortcut: (canonical, new state, events)."""
    return RULES.apply(state, action)
