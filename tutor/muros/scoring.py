"""End of game: majority colour, tiers and tie-breaks (MU23-MU27)."""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from ..core.arguments import typed_arguments
from .board import CARD_COLOURS

TIER_BEST_SINGLE = "TIER_BEST_SINGLE"


def tiers(board_counts: Mapping[str, int]) -> list[list[str]]:
    """MU26: the card colours grouped by their count on the board, most first."""
    counts = {c: int(board_counts.get(c, 0)) for c in CARD_COLOURS}
    levels = sorted(set(counts.values()), reverse=True)
    return [[c for c in CARD_COLOURS if counts[c] == level] for level in levels]


@typed_arguments
def ranking_key(captured: Mapping[str, int], board_counts: Mapping[str, int],
                variants: Iterable[str] = ()) -> tuple[int, ...]:
    """MU24-MU26: a seat's captures per tier (sum, or best single colour with TIER_BEST_SINGLE)."""
    return ranking_keys(board_counts, [captured], variants)[0]


def ranking_keys(board_counts: Mapping[str, int], captured: Sequence[Mapping[str, int]],
                 variants: Iterable[str] = ()) -> list[tuple[int, ...]]:
    """ranking_key of every seat, with the tiers worked out once."""
    combine = max if TIER_BEST_SINGLE in set(variants) else sum
    levels = tiers(board_counts)
    return [tuple(combine([int(c.get(colour, 0)) for colour in tier]) for tier in levels) for c in captured]


def best_seats(keys: Sequence[tuple[int, ...]]) -> list[int]:
    """MU27: the seats whose ranking key is the highest (several when tied)."""
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]


@typed_arguments
def winners(board_counts: Mapping[str, int], captured: Sequence[Mapping[str, int]],
            variants: Iterable[str] = ()) -> list[int]:
    """MU24-MU27: the winning seats (several when still tied after the last tier)."""
    if not isinstance(board_counts, Mapping) or not captured:
        raise ValueError("winners(board_counts, captured): board_counts is a dict of colour -> "
                         "tokens on the board, captured a list with one dict per seat")
    unknown = [c for c in board_counts if c not in CARD_COLOURS]
    if unknown:
        raise ValueError(f"board_counts has colours {unknown}; expected only {', '.join(CARD_COLOURS)} "
                         "(white never counts, MU23)")
    v = frozenset(variants)
    if v - {TIER_BEST_SINGLE}:
        raise ValueError(f"unknown scoring variant(s) {sorted(v - {TIER_BEST_SINGLE})}; known: {TIER_BEST_SINGLE}")
    return best_seats(ranking_keys(board_counts, captured, v))
