"""Facts about a position, in card codes and words, for the course and the labs (the package's public face
exports them): the hands, the trick, the trumps, why a card is allowed, who wins a trick, what a deal is
worth. Each reads the engine's own rules; none changes anything."""
from __future__ import annotations

from typing import Iterable, NamedTuple, Optional, Sequence

from ..core import i18n
from ..core.arguments import typed_arguments
from .cards import CARD_INDEX, CARD_STR, SUITS, cards_of, suit
from .play import play_context, tally
from .raises import side_may_raise
from .scoring import value_of
from .state import GAME, State, side
from .tricks import REASON_RULE, legal_with_reason, play_rules, winner_index

__all__ = ["REASON_RULE", "hand", "trick", "last_trick", "trump_letter", "legal_now", "legal_reason",
           "TrickWon", "trick_won", "DealValue", "deal_value", "value_text", "may_raise", "side_of"]


def hand(s: State, seat: int) -> list[str]:
    """The cards `seat` holds, in pack order (E L H S, Sau down to 7)."""
    return [CARD_STR[c] for c in cards_of(s.hands[seat])]


def trick(s: State) -> list[str]:
    """The current trick's cards in play order."""
    return [CARD_STR[c] for c in s.trick]


def last_trick(s: State) -> tuple[int, list[str], int]:
    """(leader, cards in play order, winner) of the last trick gathered; a ValueError before the first."""
    if not s.tricks:
        raise ValueError("no trick has been gathered yet")
    leader, cards, winner = s.tricks[-1]
    return leader, [CARD_STR[c] for c in cards], winner


def trump_letter(s: State) -> Optional[str]:
    """The trump suit's letter; None in a Durch or before it is named."""
    return SUITS[s.trump] if s.trump >= 0 else None


def legal_now(s: State) -> tuple[list[str], str]:
    """The cards the seat to move may play (codes) and the reason code (REASON_RULE's keys)."""
    legal, reason = play_context(s)
    return [CARD_STR[c] for c in cards_of(legal)], reason


@typed_arguments
def legal_reason(hand_codes: Sequence[str], trick_codes: Sequence[str], trump: Optional[str],
                 variants: Iterable[str] = (), partner_winning: bool = False) -> tuple[list[str], str]:
    """§5.2 on codes: the legal cards of a hand to a trick so far (hand order) and the reason code."""
    cards = [CARD_INDEX[c] for c in hand_codes]
    played = [CARD_INDEX[c] for c in trick_codes]
    legal, reason = legal_with_reason(cards, played, None if trump is None else SUITS.index(trump),
                                      play_rules(variants), partner_winning)
    return [CARD_STR[c] for c in legal], reason


class TrickWon(NamedTuple):
    """Who won a (complete or partial) trick and why: the seat, its card, and "suit" (the highest of the led
    suit, no trump), "trumped" (a trump on another suit's lead) or "trump-led" (the highest trump)."""

    seat: int
    card: str
    why: str


def trick_won(cards: Sequence[str], leader: int, trump: Optional[str]) -> TrickWon:
    """R-TRICK-1 for cards in play order led by `leader`."""
    played = [CARD_INDEX[c] for c in cards]
    t = None if trump is None else SUITS.index(trump)
    i = winner_index(played, t)
    best, led = played[i], suit(played[0])
    why = "suit" if t is None or suit(best) != t else ("trump-led" if led == t else "trumped")
    return TrickWon((leader + i) % 4, CARD_STR[best], why)


class DealValue(NamedTuple):
    """A finished deal's result: the declaring side's points and tricks, the value V (unsigned), the
    winning side ("declarers", "defenders", or None when void) and the rule steps that built V."""

    points: int
    tricks: int
    value: int
    winners: Optional[str]
    steps: tuple[tuple[str, str, dict], ...]


def deal_value(s: State) -> DealValue:
    """§7.2 on the state's tricks, raises, Matzl and claim (a claim not made yet counts as not claimed)."""
    pts, tricks = tally(s)
    val = value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, s.claimed == 1, s.variants)
    return DealValue(pts, tricks, abs(val.value), val.winners, val.steps)


def value_text(value: DealValue) -> i18n.Text:
    """The steps of a deal's value, in words, as the table tells them."""
    return i18n.Joined([i18n.text_of(GAME, kind, data) for _, kind, data in value.steps], " ")


def may_raise(s: State, seat: int) -> bool:
    """R-SPR-4: True if `seat`'s side may make the next raise (it is that side's turn, Drauffi not said)."""
    return side_may_raise(s, side(s, seat))


def side_of(s: State, seat: int) -> str:
    """The true side of a seat once the contract is fixed: "declarers" or "defenders"."""
    return "declarers" if side(s, seat) == 1 else "defenders"
