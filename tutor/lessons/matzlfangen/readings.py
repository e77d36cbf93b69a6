"""COUNTERFACTUALS for the course audit (tutor.lessons.wellposed): a lesson's rule read another way at a question's
position: for the trick lessons, rules that differ from the engine's in that one duty; for the Matzl, value and
settlement lessons, the finished deal retold as a learner holding that misreading would count it. A question is
decided by its lesson's rule when its key changes under that reading."""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...core import Game
from ...matzlfangen import MatzlfangenRules, State, hand, legal_reason, side_of, trick, trick_won, trump_letter
from ..model import Question
from .common import Table

# (the hand, the trick so far, trumps, the State) -> the cards one may play under the other reading
Reading = Callable[[list[str], list[str], Optional[str], State], list[str]]


def _reason(held: list[str], cards: list[str], trump: Optional[str]) -> tuple[list[str], str]:
    return legal_reason(held, cards, trump)


def _no_follow(held: list[str], cards: list[str], trump: Optional[str], s: State) -> list[str]:
    """R-PLAY-2 read away: no duty to follow suit (nor any other)."""
    return held


def _no_head(held: list[str], cards: list[str], trump: Optional[str], s: State) -> list[str]:
    """R-PLAY-3 read away: following suit, any card of the led suit will do."""
    legal, reason = _reason(held, cards, trump)
    return [c for c in held if c[0] == cards[0][0]] if reason == "head" else legal


def _no_trump(held: list[str], cards: list[str], trump: Optional[str], s: State) -> list[str]:
    """R-PLAY-4 read away: without the led suit, any card."""
    legal, reason = _reason(held, cards, trump)
    return held if reason in ("trump", "over-trump", "under-trump") else legal


def _head_trumped(held: list[str], cards: list[str], trump: Optional[str], s: State) -> list[str]:
    """R-PLAY-3's freedom in a trumped trick read away: head the led suit's best card all the same."""
    return legal_reason(held, cards, trump, {"V-HEAD-LITERAL"})[0]


def _partner_free(held: list[str], cards: list[str], trump: Optional[str], s: State) -> list[str]:
    """R-PLAY-6 read away: no duty to beat or trump a partner who is winning the trick."""
    seat = s.turn
    winner = trick_won(cards, s.leader, trump).seat
    fellow = winner != seat and side_of(s, winner) == side_of(s, seat)
    return legal_reason(held, cards, trump, {"V-PARTNER-EXEMPT"}, partner_winning=fellow)[0]


class _Read(MatzlfangenRules):
    """The engine's rules with the legal cards of a trick read another way."""

    def __init__(self, reading: Reading) -> None:
        self.reading = reading

    def legal_actions(self, state: State) -> list[str]:
        if state.phase != "play" or not state.trick:
            return super().legal_actions(state)
        seat = state.turn
        cards = self.reading(hand(state, seat), trick(state), trump_letter(state), state)
        return [f"play {c}" for c in hand(state, seat) if c in cards]


def _at(reading: Reading) -> Callable[[Question], Optional[Table]]:
    rules = _Read(reading)

    def read(q: Question) -> Optional[Table]:
        if q.game.state.phase != "play" or not q.game.state.trick:
            return None
        return Game(rules, position=q.game.position())
    return read


# (a position's state) -> the same position as a learner holding another reading would read it
Retelling = Callable[[State], State]


def _matzl_plain(s: State) -> State:
    """R-MATZL-1 read away: the trump Ten counts like any Ten, so nobody ever catches a Matzl (nor has a bonus
    to claim, nor is let off)."""
    return s._replace(matzl="", matzl_seat=-1, claimed=-1)


def _base_only(s: State) -> State:
    """R-VALUE-1's "V = base + raises" read as the base alone: the raises count for nothing."""
    return s._replace(raises=())


def _solo_even(s: State) -> State:
    """R-SETTLE-1's solo read away: every seat gets +V or -V by its side, the soloist no more than a defender
    (so a solo's settlement no longer sums to zero)."""
    if s.phase != "over" or s.contract == "rufen" or not s.history:
        return s
    v = s.history[-1][s.declarer] // 3  # the soloist was settled +-3V
    return s._replace(history=(*s.history[:-1], tuple(v if x == s.declarer else -v for x in range(4))))


class _Retold(MatzlfangenRules):
    """The engine's rules on a position retold under another reading of one rule."""

    def __init__(self, retelling: Retelling) -> None:
        self.retelling = retelling

    def restore(self, snap: Any) -> State:
        return self.retelling(super().restore(snap))


def _retold(retelling: Retelling) -> Callable[[Question], Optional[Table]]:
    rules = _Retold(retelling)

    def read(q: Question) -> Optional[Table]:
        return Game(rules, position=q.game.position())
    return read


COUNTERFACTUALS: dict[str, Callable[[Question], Optional[Table]]] = {
    "follow": _at(_no_follow), "head": _at(_no_head), "trump": _at(_no_trump), "trumped": _at(_head_trumped),
    "over": _at(_no_trump), "partner": _at(_partner_free),
    "matzl": _retold(_matzl_plain), "absolution": _retold(_matzl_plain), "settle": _retold(_solo_even),
    "value": _retold(_base_only),
}
