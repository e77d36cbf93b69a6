"""Rule functions on notation strings, for notebooks: is_perfect, completing_card, round_score,
umbrellas_stop (help(tutor.matschig))."""
from __future__ import annotations

from typing import Iterable

from ..core.arguments import typed_arguments
from ..core.errors import IllegalAction
from .cards import IS_MUD, completing, sums
from .deck import DECKS, deck_name
from .defence import check_groups
from .notation import ACTION_LIMIT, parse_action, parse_cards, plain_text
from .scoring import score_pile
from .variants import check_variants


def _mud(text: str) -> tuple[str, ...]:
    cards = parse_cards(text)
    for c in cards:
        if not IS_MUD[c]:
            raise IllegalAction("matschig", "M9", "not-mud", {"card": c})
    return cards


@typed_arguments
def is_perfect(mud: str, variants: Iterable[str] = ()) -> bool:
    """M9: True if the water sum equals the sand sum ('W3 S5 W2' -> True)."""
    check_variants(variants)
    w, s = sums(_mud(mud))
    return w == s


@typed_arguments
def completing_card(mud: str, variants: Iterable[str] = ()) -> str | None:
    """M12: the card that makes the mud perfect ('W3 S5' -> 'W2'); None if perfect or no such card."""
    chosen = check_variants(variants)
    card = completing(_mud(mud))
    if card is not None and not DECKS[deck_name(chosen)].get(card):
        return None  # e.g. a 6 in DECK_FANFOR_1998, which has no 6s
    return card


@typed_arguments
def round_score(pile: str, variants: Iterable[str] = ()) -> int:
    """M26: points of one round's mud pile ('S3 S4 S1' -> 3; 'W3 W4 W4 S2' -> 13)."""
    check_variants(variants)
    return score_pile(_mud(pile))[0]


@typed_arguments
def umbrellas_stop(mud: str, umbrellas: str, variants: Iterable[str] = ()) -> str:
    """M18: the mud cards left to take after these umbrella groups, in input order.

    umbrellas_stop("W2 S5", "U4>W2 U5>S5") -> ""; IllegalAction if a group is too small.
    """
    check_variants(variants)
    cards = _mud(mud)
    text = plain_text(umbrellas, ACTION_LIMIT - len("umbrellas "))  # long text refused unread
    act = parse_action(text if text.lstrip()[:8].lower() == "umbrella" else "umbrellas " + text)
    if act[2]:  # M16: umbrellas and a special card never together
        raise IllegalAction("matschig", "M16", "umbrellas-and-special", {"specials": list(act[2])})
    groups = act[1]
    hand = [u for us, _ in groups for u in us]
    _, taken, _ = check_groups(cards, hand, groups)
    return " ".join(taken)


__all__ = ["is_perfect", "completing_card", "round_score", "umbrellas_stop"]
