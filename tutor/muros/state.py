"""The immutable Muros position and how it is set up (MU1-MU6)."""
from __future__ import annotations

from typing import NamedTuple, Optional

from ..core import rng
from .board import (CARD_COLOURS, CARDS_PER_COLOUR, LINE_VARIANTS, SIZE, SLOTS, TOKEN_COLOURS,
                    TOKENS_PER_COLOUR)
from .scoring import TIER_BEST_SINGLE

HAND_SIZE = {2: 6, 3: 5, 4: 4}      # MU3
PHASE1_CARDS = 2 * SIZE             # MU9: placements 1-18
ALL_CARDS = len(SLOTS)              # MU5: 36 cards for 36 slots
Counts = tuple[int, int, int, int]  # per card colour, in CARD_COLOURS order (Y, B, R, G)
# The named variants of rules/muros.md §7 (the line ones live in board.py, TIER_BEST_SINGLE in scoring.py)
MANDATORY_TAKE = "MANDATORY_TAKE"     # A6
ALLOW_PASS = "ALLOW_PASS"             # A9
HIDDEN_CAPTURES = "HIDDEN_CAPTURES"   # A10
VARIANTS = frozenset(LINE_VARIANTS | {MANDATORY_TAKE, TIER_BEST_SINGLE, ALLOW_PASS, HIDDEN_CAPTURES})


class MurosState(NamedTuple):
    """A whole Muros position; never mutated (every rule returns a new one)."""

    players: int
    variants: frozenset[str]
    board: str                      # 81 cells row by row: Y B R G W or '.'
    slots: tuple[str, ...]          # one per SLOTS entry: a card colour or ''
    hands: tuple[Counts, ...]       # cards in each hand, counted per colour
    piles: Counts                   # face-up piles (MU4)
    captured: tuple[Counts, ...]    # captured tokens per seat (MU19, MU22)
    removed: tuple[int, ...]        # tokens out of the game per TOKEN_COLOURS (MU15)
    placed: int                     # cards placed so far
    turn: Optional[int]             # seat to move; None once the game is over
    passes: int = 0                 # consecutive passes (variant ALLOW_PASS only)

    @property
    def phase(self) -> Optional[int]:
        """1 for placements 1-18, 2 for 19-36, None when over (MU9, MU11, MU12)."""
        if self.turn is None:
            return None
        return 1 if self.placed < PHASE1_CARDS else 2

    def slot(self, name: str) -> str:
        """The card colour in a slot, or '' if it is empty."""
        return self.slots[SLOTS.index(name)]

    def board_counts(self) -> dict[str, int]:
        """Tokens of each card colour still on the board (white left out, MU23)."""
        return {c: self.board.count(c) for c in CARD_COLOURS}

    def row(self, r: int) -> str:
        """Row r (0-based) West to East."""
        return self.board[r * SIZE:(r + 1) * SIZE]


def setup(players: int, seed: int, variants: frozenset[str]) -> MurosState:
    """MU2 (random 9x9 grid), MU3 (deal), MU4 (face-up piles), MU6 (random start player).

    All the chance of a Muros game happens here, so the state keeps no random state after it."""
    state = rng.seed_state(seed)
    bag = "".join(c * n for c, n in TOKENS_PER_COLOUR.items())
    tokens, state = rng.shuffled(bag, state)
    deck, state = rng.shuffled(CARD_COLOURS * CARDS_PER_COLOUR, state)
    size = HAND_SIZE[players]
    hands = tuple(_counts(deck[i * size:(i + 1) * size]) for i in range(players))
    piles = _counts(deck[players * size:])
    first, _ = rng.randbelow(players, state)
    return MurosState(players=players, variants=variants, board="".join(tokens),
                      slots=("",) * len(SLOTS), hands=hands, piles=piles,
                      captured=((0, 0, 0, 0),) * players, removed=(0,) * len(TOKEN_COLOURS),
                      placed=0, turn=first)


def _counts(cards) -> Counts:
    y, b, r, g = (cards.count(colour) for colour in CARD_COLOURS)
    return y, b, r, g
