"""Pure trick logic: who beats whom (R-TRICK-1) and which cards are legal (R-PLAY-1..6, §5.2)."""
from __future__ import annotations

from typing import Iterable, NamedTuple, Optional, Sequence

from .cards import BIT, SUIT_MASK, mask_of, strength, suit


class PlayRules(NamedTuple):
    """The variant switches that change the legal-card algorithm."""

    head_literal: bool = False    # V-HEAD-LITERAL (A7)
    ut_free: bool = False         # V-UT-FREE (A8)
    partner_exempt: bool = False  # V-PARTNER-EXEMPT (A9)
    call_sk: bool = False         # V-CALL-SK (A4) duties on the called Sau


DEFAULT = PlayRules()


def play_rules(variants: Iterable[str]) -> PlayRules:
    """The PlayRules of a set of variant names (DEFAULT itself when none of them changes the algorithm)."""
    v = set(variants)
    opts = PlayRules("V-HEAD-LITERAL" in v, "V-UT-FREE" in v, "V-PARTNER-EXEMPT" in v, "V-CALL-SK" in v)
    return DEFAULT if opts == DEFAULT else opts


def beats(a: int, b: int, led: int, trump: Optional[int]) -> bool:
    """R-TRICK-1: True if card a beats card b in a trick whose led suit is `led`."""
    sa, sb = suit(a), suit(b)
    if trump is not None:
        if sa == trump:
            return sb != trump or (a & 7) < (b & 7)
        if sb == trump:
            return False
    if sa != led:
        return False  # an off-suit non-trump card never wins
    return sb != led or (a & 7) < (b & 7)


def _power(card: int, led: int, trump: Optional[int]) -> int:
    """R-TRICK-1 as a number: any trump > any card of the led suit > any other card (which never wins)."""
    if suit(card) == trump:
        return 16 + strength(card)
    if suit(card) == led:
        return 8 + strength(card)
    return 0


# [trump + 1 (0: no trump)][led suit] -> _power of each of the 32 cards, made once: the trick's winner has
# the highest. best_card reads it for every card played and every legal list (about a sixth of a step).
_POWER = tuple(tuple(tuple(_power(c, led, trump) for c in range(32)) for led in range(4))
               for trump in (None, 0, 1, 2, 3))


def winner_index(trick: Sequence[int], trump: Optional[int]) -> int:
    """R-TRICK-1: position in the trick of the winning card (highest trump, else highest of led suit)."""
    return trick.index(best_card(trick, trump))


def best_card(trick: Sequence[int], trump: Optional[int]) -> int:
    """R-TRICK-1: the winning card of a (non-empty) trick: the one of highest power (powers never tie
    above 0, and the led card has one)."""
    power = _POWER[0 if trump is None else trump + 1][suit(trick[0])]
    return max(trick, key=lambda c: power[c])


# Reason codes for a set of legal cards, with the rule that produced it.
REASON_RULE = {
    "lead": "R-PLAY-1", "head": "R-PLAY-3", "follow": "R-PLAY-2", "follow-trumped": "R-PLAY-3",
    "follow-exempt": "V-PARTNER-EXEMPT", "trump": "R-PLAY-4", "over-trump": "R-PLAY-4",
    "under-trump": "R-PLAY-4", "free-ut": "V-UT-FREE", "free": "R-PLAY-5",
    "free-exempt": "V-PARTNER-EXEMPT", "called-sau": "V-CALL-SK",
}


def legal_with_reason(hand: Sequence[int], trick: Sequence[int], trump: Optional[int],
                      opts: PlayRules = DEFAULT, partner_winning: bool = False,
                      called: Optional[int] = None, called_first: bool = False) -> tuple[list[int], str]:
    """§5.2 on a hand given as a list: the legal cards (hand order) and the reason code (legal_mask)."""
    legal, reason = legal_mask(mask_of(hand), trick, trump, opts, partner_winning, called, called_first)
    return [c for c in hand if legal >> c & 1], reason


def legal_mask(hand: int, trick: Sequence[int], trump: Optional[int], opts: PlayRules = DEFAULT,
               partner_winning: bool = False, called: Optional[int] = None,
               called_first: bool = False) -> tuple[int, str]:
    """§5.2: the legal cards of a hand (both as card sets, cards.BIT) and a reason code from REASON_RULE.

    partner_winning: the trick is currently won by a seat the player knows is its partner
    (only used by V-PARTNER-EXEMPT). called/called_first: the called Sau in the player's hand
    and whether its suit is being led for the first time (only used by V-CALL-SK).
    """
    if opts is DEFAULT or not trick:
        return plain_legal(hand, trick, trump)
    led = suit(trick[0])
    same = hand & SUIT_MASK[led]
    exempt = opts.partner_exempt and partner_winning
    if same:
        if opts.call_sk and called is not None and called_first and same & BIT[called]:
            return BIT[called], "called-sau"  # V-CALL-SK: the called Sau must fall when its suit is first led
        if exempt:
            return same, "follow-exempt"  # V-PARTNER-EXEMPT: follow suit, but no need to head
    elif exempt and trump is not None:
        free = _no_discard(hand, opts, called)  # V-PARTNER-EXEMPT: no Trumpfzwang either
        return free, ("free-exempt" if hand & SUIT_MASK[trump] else "free")
    legal, reason = plain_legal(hand, trick, trump)
    if reason == "follow-trumped" and opts.head_literal:
        # V-HEAD-LITERAL (A7): head the best card of the led suit even when the trick is trumped
        ref = min(c for c in trick if suit(c) == led)
        higher = same & (BIT[ref] - 1)
        return (higher, "head") if higher else (same, "follow")
    if reason == "under-trump" and opts.ut_free:
        return _no_discard(hand, opts, called), "free-ut"  # V-UT-FREE
    if reason == "free":
        return _no_discard(hand, opts, called), "free"
    return legal, reason


def plain_legal(hand: int, trick: Sequence[int], trump: Optional[int]) -> tuple[int, str]:
    """§5.2 without variants (legal_mask's DEFAULT): the legal cards of a hand and the reason code."""
    if not trick:
        return hand, "lead"  # R-PLAY-1: any lead is legal
    first = trick[0]
    led = suit(first)
    same = hand & SUIT_MASK[led]
    best = best_card(trick, trump)
    if same:  # R-PLAY-2 Farbzwang: follow suit
        if suit(best) != led:
            return same, "follow-trumped"  # R-PLAY-3 (A7): no led-suit card can head a trumped trick
        # Within one suit a lower card number is a higher rank (R-DECK-3), so the cards that head the
        # best card so far are the bits below it.
        higher = same & (BIT[best] - 1)
        if higher:
            return higher, "head"  # R-PLAY-3 Stichzwang: head the trick if you can
        return same, "follow"
    if trump is not None:
        trumps = hand & SUIT_MASK[trump]
        if trumps:  # R-PLAY-4 Trumpfzwang
            if suit(best) == trump:
                over = trumps & (BIT[best] - 1)
                if over:
                    return over, "over-trump"
                return trumps, "under-trump"
            return trumps, "trump"
    return hand, "free"  # R-PLAY-5


def _no_discard(cards: int, opts: PlayRules, called: Optional[int]) -> int:
    """V-CALL-SK: the partner may not throw the called Sau on another suit's trick."""
    if opts.call_sk and called is not None and cards & BIT[called] and cards & (cards - 1):
        return cards & ~BIT[called]
    return cards
