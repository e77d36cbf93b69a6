"""Test helpers for Matzlfangen: crafted deals driven through the Rules object."""
from __future__ import annotations

from typing import Iterable, Optional

from tutor.matzlfangen import RULES
from tutor.matzlfangen.cards import CARD_INDEX
from tutor.matzlfangen.state import State


def deck_for(hands: list[str], forehand: int = 0) -> tuple[int, ...]:
    """The shuffled pack that a 4 + 4 deal turns into these hands (last card of the dealer's = turn-up)."""
    cards = [[CARD_INDEX[c] for c in h.split()] for h in hands]
    assert sorted(sum(cards, [])) == list(range(32)), "hands must hold the 32 cards once each"
    deck = [0] * 32
    for i in range(4):
        seat = (forehand + i) % 4
        deck[4 * i:4 * i + 4] = cards[seat][:4]
        deck[16 + 4 * i:20 + 4 * i] = cards[seat][4:]
    return tuple(deck)


class Table:
    """A deal driven action by action through RULES, keeping every event."""

    def __init__(self, hands: Optional[list[str]] = None, variants: Iterable[str] = (), seed: int = 0,
                 deals: int = 1):
        self.state: State = RULES.start(4, seed, frozenset(variants), {"deals": deals})
        if hands is not None:  # the dealer's LAST listed card is the turn-up
            self.state = self.state._replace(deck=deck_for(hands, (self.state.dealer + 1) % 4))
        self.events: list = []

    def play(self, *actions: str) -> list:
        """Apply actions in order; returns the events of the last one."""
        evs: list = []
        for a in actions:
            _, self.state, evs = RULES.apply(self.state, a)
            self.events.extend(evs)
        return list(evs)

    def kinds(self) -> list[str]:
        """Kinds of all events so far."""
        return [e.kind for e in self.events]

    def find(self, kind: str) -> list[dict]:
        """Data of every event of one kind so far."""
        return [dict(e.data) for e in self.events if e.kind == kind]

    def legal(self) -> list[str]:
        """Legal actions now."""
        return RULES.legal_actions(self.state)

    def finish_with_bots(self, rng_seed: int = 0) -> None:
        """Let the hint bot (core.bots.HintBot: the engine's hint) play every remaining decision."""
        while self.state.phase != "over":
            self.play(RULES.hint(self.state).action)


EX1_HANDS = ["LA LX LK SA SX SK E9 H7", "EX EK LO LU SO SU H9 H8", "EA HA HO HU E8 E7 L9 S9",
             "HX EO EU L8 L7 S8 S7 HK"]
