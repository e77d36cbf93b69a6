"""Card names, kinds, values and a fixed sort order (notation: W1..W7, S1..S7, U1..U7, specials)."""
from __future__ import annotations

from typing import Iterable

WATER, SAND, UMBRELLA, SPECIAL = "W", "S", "U", "X"
PIPE, BLOWER, FLAMETHROWER, WATERSUIT, MACHINEGUN = (
    "PIPE", "BLOWER", "FLAMETHROWER", "WATERSUIT", "MACHINEGUN")
SPECIALS: tuple[str, ...] = (PIPE, BLOWER, FLAMETHROWER, WATERSUIT, MACHINEGUN)
CARDS: tuple[str, ...] = tuple(f"{k}{v}" for k in "WSU" for v in range(1, 8)) + SPECIALS
ORDER: dict[str, int] = {c: i for i, c in enumerate(CARDS)}
KIND: dict[str, str] = {c: (c[0] if c[0] in "WSU" and len(c) == 2 else SPECIAL) for c in CARDS}
VALUE: dict[str, int] = {c: (int(c[1]) if KIND[c] != SPECIAL else 0) for c in CARDS}
IS_MUD: dict[str, bool] = {c: KIND[c] in (WATER, SAND) for c in CARDS}
WATERSUIT_LIMIT = 13  # M19d
HAND_SIZE = 7  # M2, M21


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """The cards as a tuple in the fixed order W1..W7 S1..S7 U1..U7 PIPE..MACHINEGUN."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def sums(mud: Iterable[str]) -> tuple[int, int]:
    """(water sum, sand sum) of a mud (M9)."""
    w = s = 0
    for c in mud:
        k = KIND[c]
        if k == WATER:
            w += VALUE[c]
        elif k == SAND:
            s += VALUE[c]
    return w, s


def completing(mud: Iterable[str]) -> str | None:
    """The single card that makes this mud perfect (M12), or None if perfect or impossible."""
    return completing_for(*sums(mud))


def completing_for(w: int, s: int) -> str | None:
    """completing() of a mud whose (water sum, sand sum) the caller already has."""
    diff = abs(w - s)
    if diff == 0 or diff > 7:
        return None
    return f"{WATER if w < s else SAND}{diff}"


def defence_cards(hand: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(umbrellas, distinct special cards) of a hand, in hand order (M16)."""
    umbrellas, specials = [], []
    for c in hand:  # one pass over the hand
        k = KIND[c]
        if k == UMBRELLA:
            umbrellas.append(c)
        elif k == SPECIAL:
            specials.append(c)
    return tuple(umbrellas), tuple(dict.fromkeys(specials))


def mud_info(mud: Iterable[str]) -> tuple[int, int, str | None]:
    """(water sum, sand sum, completing card) of a mud (M9, M12)."""
    w, s = sums(mud)
    return w, s, completing_for(w, s)


def remove(hand: tuple[str, ...], cards: Iterable[str]) -> tuple[str, ...] | None:
    """hand without cards (multiset difference), or None if hand lacks one of them."""
    left = list(hand)
    for c in cards:
        try:
            left.remove(c)
        except ValueError:
            return None
    return tuple(left)


def mud_points(cards: Iterable[str]) -> int:
    """The plain sum of the values of some mud cards."""
    return sum(VALUE[c] for c in cards)


def can_throw(hand: Iterable[str]) -> bool:
    """True if the hand holds at least one water and one sand card (M6)."""
    kinds = {KIND[c] for c in hand}
    return WATER in kinds and SAND in kinds


def missing_type(hand: Iterable[str]) -> str:
    """The mud type a hand that cannot throw lacks: "W", "S" or "both" (M6, M7)."""
    kinds = {KIND[c] for c in hand}
    if WATER not in kinds and SAND not in kinds:
        return "both"
    return WATER if WATER not in kinds else SAND
