"""Click tokens: every token stands for one drawn part of the table.

    "W3", "U4", "PIPE"   a card of the acting hand (by its code)
    "mud W2"             a card of the mud in flight (a hand card and a mud card of one code differ)
    "P2"                 a seat
    "pass" "swap" "decline" "accept" "done"   the buttons

A click path (clicks.py) is a sequence of them; `read_picks` says what the tokens picked so far stand for,
so the drawing can show a partial throw, umbrellas placed on the mud card they guard, or the water
suit's stopped cards."""
from __future__ import annotations

import re
from typing import NamedTuple, Optional, Sequence

from .cards import CARDS, KIND, UMBRELLA

MUD = "mud "
BUTTONS = ("pass", "swap", "decline", "accept", "done")
_SEAT = re.compile(r"P([1-9])")
_CARD_SET = frozenset(CARDS)


def mud_token(card: str) -> str:
    """The token of a mud card in flight: 'mud W2'."""
    return MUD + card


def mud_card(token: str) -> Optional[str]:
    """The card a mud token stands for ('mud W2' -> 'W2'), or None."""
    if token.startswith(MUD) and token[len(MUD):] in _CARD_SET:
        return token[len(MUD):]
    return None


def hand_card(token: str) -> Optional[str]:
    """The card a hand token stands for ('W3' -> 'W3'), or None."""
    return token if token in _CARD_SET else None


def seat_of(token: str) -> Optional[int]:
    """The seat a seat token stands for ('P2' -> 1), or None."""
    m = _SEAT.fullmatch(token)
    return int(m.group(1)) - 1 if m else None


class Picks(NamedTuple):
    """What the tokens picked so far on a path stand for."""

    lifted: list[str]                      # hand cards picked and not yet placed (drawn lifted)
    groups: list[tuple[list[str], str]]    # umbrellas placed on a mud card, in order
    suit: list[str]                        # mud cards the water suit stops (picked after WATERSUIT)
    special: Optional[str]                 # the special card picked (PIPE, WATERSUIT)


def read_picks(picked: Sequence[str]) -> Picks:
    """Umbrellas picked wait until the mud card they guard is picked; after WATERSUIT, mud cards are the
    ones it stops; any other hand card is simply lifted."""
    lifted: list[str] = []
    pending: list[str] = []
    groups: list[tuple[list[str], str]] = []
    suit: list[str] = []
    special: Optional[str] = None
    for token in picked:
        card, placed = hand_card(token), mud_card(token)
        if card is not None and KIND[card] == UMBRELLA and special is None:
            pending.append(card)
        elif card is not None:
            lifted.append(card)
            if KIND[card] not in "WSU":
                special = card
        elif placed is not None and special == "WATERSUIT":
            suit.append(placed)
        elif placed is not None and pending:
            groups.append((pending, placed))
            pending = []
    return Picks(lifted + pending, groups, suit, special)
