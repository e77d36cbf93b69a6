"""Helpers for Matschig tests: build crafted positions and play actions on them."""
from __future__ import annotations

from collections import Counter
from typing import Iterable, Mapping, Optional

from tutor.matschig import RULES
from tutor.matschig.cards import sort_cards, CARDS
from tutor.matschig.deck import deck_counter
from tutor.matschig.notation import parse_cards
from tutor.matschig.state import MatschigState, TURN
from tutor.matschig.variants import check_variants


def cards(text: str) -> tuple[str, ...]:
    """'W3 S5' -> ('W3', 'S5')."""
    return parse_cards(text)


def craft(players: int = 4, hands: Mapping[int, str] | None = None,
          piles: Mapping[int, str] | None = None, deck: Optional[str] = None,
          mud: str = "", phase: str = TURN, active: int = 0, thrower: int = -1,
          sender: int = -1, target: int = -1, queue: Iterable[int] = (),
          variants: Iterable[str] = (), rounds: int = 3, round: int = 1,
          totals: Iterable[int] | None = None, starter: int = 0, passes: int = 0,
          rng: int = 12345, deck_size: Optional[int] = None) -> MatschigState:
    """A legal-looking position: unspecified hands are empty; leftover cards fill the deck.

    deck: the draw pile as text, TOP CARD LAST; if given, all other leftover cards go out of
    play. deck_size: keep only that many leftover cards in the deck (the rest out of play).
    """
    variants = check_variants(variants)
    hands = hands or {}
    piles = piles or {}
    hand_t = tuple(sort_cards(cards(hands.get(q, ""))) for q in range(players))
    pile_t = tuple(cards(piles.get(q, "")) for q in range(players))
    mud_t = cards(mud)
    left = deck_counter(variants)
    used = Counter(mud_t)
    for h in hand_t + pile_t:
        used += Counter(h)
    for c, n in used.items():
        if left[c] < n:
            raise ValueError(f"crafted position uses {n} x {c}, the deck has {left[c]}")
        left[c] -= n
    leftover = [c for c in CARDS for _ in range(left[c])]
    if deck is not None:
        deck_t = cards(deck)
        for c in deck_t:
            leftover.remove(c)
        out = tuple(leftover)
    else:
        size = len(leftover) if deck_size is None else deck_size
        deck_t, out = tuple(leftover[:size]), tuple(leftover[size:])
    return MatschigState(players, variants, rounds, round, rng, deck_t, hand_t, pile_t, out,
                         tuple(totals or (0,) * players), ((),) * players, starter, phase,
                         active, mud_t, thrower, sender, target, tuple(queue), (), 0, passes)


def play(state: MatschigState, *actions: str):
    """Apply actions in order; return (final state, all events, canonical actions)."""
    events, canon = [], []
    for a in actions:
        c, state, ev = RULES.apply(state, a)
        canon.append(c)
        events.extend(ev)
    return state, events, canon


def kinds(events) -> list[str]:
    """The kinds of some events, in order."""
    return [e.kind for e in events]


def find(events, kind: str):
    """The first event of that kind (AssertionError if none)."""
    for e in events:
        if e.kind == kind:
            return e
    raise AssertionError(f"no {kind} event in {kinds(events)}")


def decline_all(state: MatschigState):
    """Let every seat asked in a completion race decline (M14); return (state, events)."""
    events = []
    while state.phase == "race":
        _, state, ev = RULES.apply(state, "decline")
        events.extend(ev)
    return state, events
