"""WORLDS for the course audit (tutor.lessons.worlds): other games a question could be asked about, keeping
what its prompt states and its picture shows and changing the rest. A well-posed question has the same key
in each.

- the deals before this one (a history the picture does not show): the same deal after other earlier deals;
- before the first card, the hands the picture does not show: re-dealt among the seats whose hands are hidden
  (the turn-up stays with the dealer, a called card with its holder), so a key read from the bids, the turn-up
  or the learner's own hand stays put, and one read from hidden cards shows up.
Every world is a position the rules reach (restored through check_snapshot), and keeps each stated fact."""
from __future__ import annotations

import random
from typing import Iterator, Optional

from ...core import Game
from ...matzlfangen import CARD_STR, RULES
from ..model import Question
from .common import FACTS, Table

HIDDEN_REGIONS = ("auction", "seats", "score", "trick")  # regions that draw no hand
TRIES = 12


def WORLDS(q: Question, rng: random.Random) -> Iterator[Table]:  # noqa: N802 - the audit's contract name
    """Games keeping what q states and shows, with what it does not show changed (see the module docstring)."""
    position = q.game.position()
    made = [_other_history(position, rng), *(_redealt(q, position, rng) for _ in range(TRIES))]
    for candidate in made:
        if candidate is None or candidate == position:
            continue
        try:
            world = Game(RULES, position=candidate)
        except ValueError:
            continue
        if all(name in FACTS and FACTS[name](world, value) for name, value in q.facts.items()):
            yield world


def _other_history(position: dict, rng: random.Random) -> Optional[dict]:
    """The same deal after other earlier deals: their settlements drawn from another seed's lead-in."""
    before = position["deal_no"]
    if before == 0:
        return None
    g = Game(RULES, seed=rng.randrange(10**6), variants=set(position["variants"]), deals=position["deals"])
    while g.state.deal_no < before:
        g.play(g.hint().action)
    other = g.position()
    return dict(position, history=other["history"], scores=other["scores"], rng=other["rng"])


def _shown_seats(q: Question) -> set[int]:
    """The seats whose hands the picture shows."""
    region = q.highlight.get("region")
    if region in HIDDEN_REGIONS:
        return set()
    return set(range(4)) if q.seat is None else {q.seat}


def _redealt(q: Question, position: dict, rng: random.Random) -> Optional[dict]:
    """Before the first card: the hands the picture hides re-dealt among their seats (same sizes), the turn-up
    kept with the dealer and a called card with its holder."""
    if position["phase"] in ("cut", "play", "claim", "over") or position["tricks"] or position["trick"]:
        return None
    hidden = sorted(set(range(4)) - _shown_seats(q))
    if len(hidden) < 2:
        return None
    fixed = {position["turned"], position["called"]} - {None}
    hands = [list(h) for h in position["hands"]]
    loose = {x: [c for c in hands[x] if c not in fixed] for x in hidden}
    pool = [c for x in hidden for c in loose[x]]
    rng.shuffle(pool)
    for x in hidden:
        keep = [c for c in hands[x] if c in fixed]
        hands[x], pool = sorted(keep + pool[:len(loose[x])], key=CARD_STR.index), pool[len(loose[x]):]
    return dict(position, hands=hands)
