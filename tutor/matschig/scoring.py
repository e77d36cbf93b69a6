"""Scoring: a round's mud pile (M26), winners (M30, A16)."""
from __future__ import annotations

from typing import Iterable, Sequence

from .cards import KIND, VALUE, WATER, SAND


def score_pile(cards: Iterable[str]) -> tuple[int, str]:
    """(points, how) for one mud pile: how is 'empty', 'one-type' or 'sum' (M26)."""
    cards = tuple(cards)
    if not cards:
        return 0, "empty"
    kinds = {KIND[c] for c in cards}
    if kinds == {WATER} or kinds == {SAND}:  # M26: one type only -> 1 point per card
        return len(cards), "one-type"
    return sum(VALUE[c] for c in cards), "sum"


def winners(totals: Sequence[int], received: Sequence[Sequence[str]], fewer_cards: bool
            ) -> tuple[tuple[int, ...], bool]:
    """(winning seats, whether the A16 tiebreak decided); lowest total wins (M27, M30)."""
    best = min(totals)
    tied = [q for q, t in enumerate(totals) if t == best]
    if fewer_cards and len(tied) > 1:  # A16 TIEBREAK_FEWER_CARDS
        fewest = min(len(received[q]) for q in tied)
        narrowed = [q for q in tied if len(received[q]) == fewest]
        return tuple(narrowed), len(narrowed) < len(tied)
    return tuple(tied), False
