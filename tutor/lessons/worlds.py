"""Other games a question could be asked about: everything its prompt states and its picture shows kept,
the rest re-dealt or changed. A well-posed question has the same key (and tells the same why) in each.

Two sources, both always read by the course audit (tutor.lessons.wellposed):
- generic: when the picture is drawn for one seat (q.seat is a number), that seat's hidden information
  re-dealt by the game's `conceal` (the one the conformance suite uses, tutor.<game>.conceal; a course
  package may export its own `CONCEAL` with the same signature, for hidden information the engine's keeps
  because the seat will see it later, such as the top of a draw pile); a world where a fact the prompt
  states (q.facts, checked by the course's FACTS) no longer holds is left out;
- the game's own: a course package may export
  `WORLDS: Callable[[Question, random.Random], Iterable[Game]]`, games that keep what the prompt states
  and the picture shows (its region, say), with everything else changed (a history the picture does not
  show, the cards outside the region, ...). Only the first few it yields are read.
"""
from __future__ import annotations

import importlib
import random
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional

from ..core import Game
from ..core.testing import Conceal
from .model import Question, holds

Worlds = Callable[[Question, random.Random], Iterable[Game[Any]]]

# The name of each game's conceal where it is not `conceal` (Muros hides captures too under HIDDEN_CAPTURES).
_CONCEAL_NAMES: Mapping[str, str] = {"muros": "conceal_captures"}


def concealer(game: str) -> Optional[Conceal]:
    """The game's conceal(position, seat, rng): the position with what `seat` cannot see re-dealt (the
    course's CONCEAL if it has one, else the engine's)."""
    own: Optional[Conceal] = getattr(importlib.import_module(f"{__package__}.{game}"), "CONCEAL", None)
    if own is not None:
        return own
    module = importlib.import_module(f"tutor.{game}")
    found: Optional[Conceal] = getattr(module, _CONCEAL_NAMES.get(game, "conceal"), None)
    return found or getattr(module, "conceal", None)


def course_worlds(game: str) -> Optional[Worlds]:
    """The course's own WORLDS, if it has one."""
    return getattr(importlib.import_module(f"{__package__}.{game}"), "WORLDS", None)


def seat_worlds(q: Question, rng: random.Random, count: int,
                checks: Mapping[str, Callable[[Game[Any], Any], bool]]) -> Iterator[Game[Any]]:
    """Up to `count` games with the pictured seat's hidden information re-dealt (none for an all-hands
    picture); each keeps the prompt's stated facts."""
    if q.seat is None:
        return
    conceal = concealer(q.game.name)
    if conceal is None:
        return
    start = q.game.position()
    made = 0
    for _ in range(count * 3):
        other = conceal(start, q.seat, rng)
        if other == start:
            continue
        world = Game(q.game.rules, seed=q.game.seed, position=other)
        if holds(q, world, checks):
            made += 1
            yield world
            if made == count:
                return


def own_worlds(q: Question, rng: random.Random, count: int) -> Iterator[Game[Any]]:
    """Up to `count` games from the course's WORLDS."""
    worlds = course_worlds(q.game.name)
    if worlds is None:
        return
    for n, world in enumerate(worlds(q, rng)):
        if n == count:
            return
        yield world
