"""WORLDS for the course audit: other Matschig games a question could be asked about, keeping everything its
prompt states (its facts) and its picture shows, with the rest changed (tutor.lessons.worlds)."""
from __future__ import annotations

import random
from typing import Any, Iterator

from ... import new_game
from ...core import Game
from ...matschig import CARDS, MatschigState, conceal
from ..model import Question, holds
from .common import FACTS

ORDER = {card: i for i, card in enumerate(CARDS)}  # a hand is kept in card order
TRIES = 12  # worlds tried per question; those that break a stated fact are left out


def _redeal(position: dict, seat: Any, rng: random.Random) -> dict:
    """The position with every card the pictured seat cannot see dealt again: the other hands and the whole draw
    pile, its top included (sizes kept); with no pictured seat, only the draw pile's order."""
    out = dict(position, hands=[list(h) for h in position["hands"]], deck=list(position["deck"]))
    hidden = [q for q in range(position["players"]) if seat is not None and q != seat and not position["claims"]]
    pool = list(out["deck"]) + [c for q in hidden for c in out["hands"][q]]
    rng.shuffle(pool)
    for q in hidden:
        size = len(out["hands"][q])
        out["hands"][q], pool = sorted(pool[:size], key=ORDER.__getitem__), pool[size:]
    out["deck"] = pool
    return out


def _unshown_piles(position: dict, rng: random.Random) -> dict:
    """The mud piles changed card for card with draw-pile cards of the same type (a picture of one region does
    not show the piles); a pile of one type stays one type."""
    deck, piles = list(position["deck"]), [list(p) for p in position["piles"]]
    rng.shuffle(deck)
    for pile in piles:
        for i, card in enumerate(pile):
            swap = next((j for j, c in enumerate(deck) if c[0] == card[0] and len(c) == 2), None)
            if swap is not None:
                pile[i], deck[swap] = deck[swap], card
    return dict(position, piles=piles, deck=deck)


def WORLDS(q: Question, rng: random.Random) -> Iterator[Game[MatschigState]]:
    """Games that keep the question's stated facts and what its picture shows, with the rest re-dealt."""
    start = q.game.position()
    region = q.highlight.get("region")
    for _ in range(TRIES):
        other = _redeal(start, q.seat, rng)
        if region in ("hand", "mud"):
            other = _unshown_piles(other, rng)
        if other == start:
            continue
        try:
            world = new_game("matschig", position=other)
        except ValueError:
            continue
        if holds(q, world, FACTS):
            yield world


def CONCEAL(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The seat's hidden cards dealt again with the whole draw pile (the engine's conceal keeps its top,
    which the seat sees later): a question's key and explanation may not lean on the next draws either."""
    return conceal(position, seat, rng, keep=0)
