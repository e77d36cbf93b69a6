"""The rule functions notebooks demonstrate on their own, on notation strings (see api.md)."""
from __future__ import annotations

from typing import Iterable, Optional

from ..core.arguments import typed_arguments
from .cards import cards_str, points
from .notation import parse_cards, parse_suit, shown
from .scoring import game_value
from .tricks import legal_with_reason, play_rules, winner_index
from .variants import check_variants

__all__ = ["legal_cards", "trick_winner", "card_points", "game_value"]


def _trump(trump: Optional[str]) -> Optional[int]:
    return None if trump in (None, "", "-") else parse_suit(trump)


def _variants(variants: Iterable[str]) -> frozenset:
    """The variant names as a checked set (ValueError for anything else)."""
    names = [variants] if isinstance(variants, str) else variants
    try:
        listed = list(names)
    except TypeError:
        raise ValueError(f"variants must be a set of variant names, not {shown(repr(variants))}") from None
    check_variants(listed)
    return frozenset(listed)


@typed_arguments
def legal_cards(hand: str, trick: str = "", trump: Optional[str] = None, variants: Iterable[str] = (), *,
                partner_winning: bool = False, called: Optional[str] = None,
                called_first: bool = False) -> list[str]:
    """§5.2: the cards of `hand` one may play to `trick` (hand order). R-PLAY-1..5.

    legal_cards("S7 SA H8 EX", trick="SK", trump="H") -> ["SA"]
    """
    h, t = parse_cards(hand), parse_cards(trick)
    if len(set(h)) != len(h) or set(h) & set(t) or len(set(t)) != len(t):
        raise ValueError("each card exists once: the hand and the trick may not repeat a card")
    if len(t) > 3:
        raise ValueError(f"a trick in progress holds at most 3 cards, found {len(t)}")
    call = parse_cards(called)[0] if called else None
    legal, _ = legal_with_reason(h, t, _trump(trump), play_rules(_variants(variants)), partner_winning,
                                 call, called_first)
    return cards_str(legal)


@typed_arguments
def trick_winner(trick: str, trump: Optional[str] = None, variants: Iterable[str] = ()) -> int:
    """R-TRICK-1: index in `trick` of the winning card. trick_winner("SK H8 SA", trump="H") -> 1"""
    _variants(variants)
    t = parse_cards(trick)
    if not t or len(set(t)) != len(t) or len(t) > 4:
        raise ValueError(f"a trick is 1 to 4 different cards, found {shown(repr(trick))}")
    return winner_index(t, _trump(trump))


@typed_arguments
def card_points(cards: str, variants: Iterable[str] = ()) -> int:
    """R-DECK-4: the card points of a card list. card_points("HX SA EK") -> 25"""
    _variants(variants)
    return points(parse_cards(cards))
