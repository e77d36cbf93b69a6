"""COUNTERFACTUALS for the course audit (tutor.lessons.wellposed): each trick lesson's rule read another way, as
rules that differ from the engine's in that one duty, at a question's position. A question is decided by its
lesson's rule when its key changes under that reading."""
from __future__ import annotations

from typing import Callable, Optional

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


COUNTERFACTUALS: dict[str, Callable[[Question], Optional[Table]]] = {
    "follow": _at(_no_follow), "head": _at(_no_head), "trump": _at(_no_trump), "trumped": _at(_head_trumped),
    "over": _at(_no_trump), "partner": _at(_partner_free),
}
