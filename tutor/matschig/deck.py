"""The deck as data: compositions read from decks.json (DECK_AMIGO_DEFAULT, DECK_FANFOR_1998)."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from .cards import CARDS, ORDER

DECK_AMIGO_DEFAULT = "DECK_AMIGO_DEFAULT"
DECK_FANFOR_1998 = "DECK_FANFOR_1998"
DECK_NAMES = (DECK_AMIGO_DEFAULT, DECK_FANFOR_1998)
DECK_SIZE = 110  # rules/matschig.md §0: both editions


def _load() -> dict[str, Mapping[str, int]]:
    raw = json.loads((Path(__file__).with_name("decks.json")).read_text(encoding="utf-8"))
    out: dict[str, Mapping[str, int]] = {}
    for name in DECK_NAMES:
        table = raw[name]
        counts: dict[str, int] = {}
        for kind in "WSU":
            for value, copies in table[kind].items():
                counts[f"{kind}{value}"] = int(copies)
        counts.update({k: int(v) for k, v in table["specials"].items()})
        unknown = set(counts) - set(CARDS)
        if unknown or sum(counts.values()) != DECK_SIZE:
            raise ValueError(f"decks.json: {name} must list known cards totalling {DECK_SIZE}")
        out[name] = MappingProxyType(dict(sorted(counts.items(), key=lambda kv: ORDER[kv[0]])))
    return out


DECKS: Mapping[str, Mapping[str, int]] = MappingProxyType(_load())
# each deck's cards in card order, built once: every round deals from it (M2, M29)
_ORDERED = {name: tuple(c for c, n in counts.items() for _ in range(n))
            for name, counts in DECKS.items()}


def deck_name(variants: frozenset[str]) -> str:
    """The deck a set of variants selects (DECK_AMIGO_DEFAULT unless DECK_FANFOR_1998)."""
    return DECK_FANFOR_1998 if DECK_FANFOR_1998 in variants else DECK_AMIGO_DEFAULT


def deck_cards(variants: frozenset[str]) -> tuple[str, ...]:
    """All 110 cards of the selected deck, in card order (before shuffling)."""
    return _ORDERED[deck_name(variants)]


def deck_counter(variants: frozenset[str]) -> Counter:
    """How many copies of each card the selected deck has."""
    return Counter(DECKS[deck_name(variants)])
