"""What a learner might try at a position, legal or not (Rules.plausible_actions): every choice of the phase
as a learner sees it offered, whether or not the rules allow it now. The rule demos (tutor.demos) look for the
refusals among these: a bid out of order or not played at this table (R-BID-2, R-BID-3, V-CONTRACTS-3), a trump
suit not allowed (V-TREIBEN-NOT-TURNED), a card that may not be called (R-CALL-1, V-CALL-SK), a raise out of
turn (R-SPR-4) or too late (R-SPR-3), and every card of the hand in a trick (R-PLAY-2..6, V-CALL-SK).

Small on purpose: at most 32 tries (the call), usually under 10, so searching every position stays quick."""
from __future__ import annotations

from .cards import CARD_STR, SUITS, cards_of
from .notation import BIDDABLE
from .state import State

_CUT = ["cut", "knock", "weiter"]
_RAISE = ["raise", "no raise"]
_CLAIM = ["claim", "waive"]


def plausible_actions(s: State) -> list[str]:
    """The actions a learner might try now, in notation (none once the series is over)."""
    if s.phase == "over":
        return []
    if s.phase == "cut":
        return list(_CUT)
    if s.phase == "auction":
        return _bids(s)
    if s.phase == "trump":
        return [f"trump {letter}" for letter in SUITS]
    if s.phase == "call":
        return [f"call {code}" for code in CARD_STR]  # any card: one's own, a trump, a non-Sau
    if s.phase == "raise":
        return list(_RAISE)
    if s.phase == "play":
        cards = [f"play {CARD_STR[c]}" for c in cards_of(s.hands[s.turn])]
        return cards + (["raise"] if not s.tricks else [])  # a raise once the cards are out (R-SPR-3)
    return list(_CLAIM)


def _bids(s: State) -> list[str]:
    """weiter, Rufen (which is never bid), and every contract, whatever was bid before; where Treiben names
    its suit with the bid, Treiben with each suit and without one."""
    out = ["weiter", "bid rufen", *(f"bid {name}" for name in BIDDABLE)]
    if "V-TREIBEN-NAME-WITH-BID" in s.variants:
        out += [f"bid treiben {letter}" for letter in SUITS]
    return out
