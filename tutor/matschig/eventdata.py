"""Events of the engine: cheap constructors and the makers of lazily built event data."""
from __future__ import annotations

from functools import lru_cache, partial
from typing import Any, Callable, Optional

from ..core.events import Event, LazyData
from .cards import defence_cards, mud_info, mud_points, sort_cards

GAME = "matschig"


# An Event from (GAME, rule, kind, data), without NamedTuple.__new__'s argument parsing and in one
# C-level call (the engine makes a few every step). data is a dict literal, or LazyData(maker,
# *args) with immutable args (ints, tuples) when building the dict costs more than deferring it.
new_event = partial(tuple.__new__, Event)


@lru_cache(maxsize=16384)
def shared_event(rule: str, kind: str, make: Callable[..., dict], *args: Any) -> Event:
    """new_event((GAME, rule, kind, LazyData(make, *args))), made once per arguments and shared
    by every step that tells it; args must be hashable.

    Only for events whose data recur (a throw, the next turn, ...): a cache hit costs a third of
    a new Event and LazyData, and a shared event is no new object for the garbage collector to
    trace. LazyData is a read-only Mapping, so no reader can change what another reads.
    """
    return new_event((GAME, rule, kind, LazyData(make, *args)))


# Each maker turns immutable inputs into the event's dict (LazyData calls it on first read).
def throw_data(seat: int, mud: tuple, target: int) -> dict:
    """M8 throw."""
    w, sd, _ = mud_info(mud)
    return {"seat": seat, "cards": list(mud), "target": target, "water": w, "sand": sd}


def race_ask_data(seat: int, card: Optional[str], target: int, secret: bool) -> dict:
    """M14 race-ask."""
    return {"seat": seat, "card": card, "target": target, "secret": secret}


def window_closed_data(reason: str, card: Optional[str], target: int) -> dict:
    """M14 window-closed."""
    return {"reason": reason, "card": card, "target": target}


def decline_data(seat: int, card: Optional[str]) -> dict:
    """M14 decline."""
    return {"seat": seat, "card": card}


def perfect_data(mud: tuple, w: int, sd: int, target: int, after_pipe: bool) -> dict:
    """M10 mud-perfect."""
    return {"cards": list(mud), "water": w, "sand": sd, "target": target, "after_pipe": after_pipe}


def imperfect_data(mud: tuple, w: int, sd: int, card: Optional[str], sender: int,
                   eligible: tuple) -> dict:
    """M12 mud-imperfect."""
    return {"cards": list(mud), "water": w, "sand": sd, "card": card, "sender": sender,
            "eligible": list(eligible)}


def complete_data(seat: int, card: str, target: int, old_target: int, thrower: int, mud: tuple,
                  w: int, sd: int) -> dict:
    """M15 complete."""
    return {"seat": seat, "card": card, "target": target, "old_target": old_target,
            "thrower": thrower, "cards": list(mud), "water": w, "sand": sd}


def defence_data(seat: int, hand: tuple, mud: tuple, w: int, sd: int, blocked: bool) -> dict:
    """M16 defence-options."""
    umbrellas, specials = defence_cards(hand)
    return {"seat": seat, "cards": list(mud), "water": w, "sand": sd, "umbrellas": list(umbrellas),
            "specials": list(specials), "pipe_blocked": blocked}


def accept_data(seat: int, mud: tuple) -> dict:
    """M17 accept."""
    return {"seat": seat, "cards": list(mud), "points": mud_points(mud)}


def umbrellas_data(seat: int, groups: tuple, stopped: tuple, taken: tuple) -> dict:
    """M18 umbrellas."""
    return {"seat": seat, "groups": [[list(us), c] for us, c in groups], "stopped": list(stopped),
            "taken": list(taken), "points": mud_points(taken)}


def cancel_data(seat: int, gone: tuple, taken: tuple) -> dict:
    """M19b blower and M19c flamethrower."""
    return {"seat": seat, "cancelled": list(gone), "taken": list(taken),
            "points": mud_points(taken)}


def watersuit_data(seat: int, stopped: tuple, taken: tuple) -> dict:
    """M19d watersuit."""
    return {"seat": seat, "stopped": list(stopped), "taken": list(taken),
            "sum": mud_points(stopped), "points": mud_points(taken)}


def pipe_data(seat: int, target: int, mud: tuple) -> dict:
    """M19a pipe."""
    w, sd, _ = mud_info(mud)
    return {"seat": seat, "target": target, "cards": list(mud), "perfect": w == sd}


def next_turn_data(seat: int, final_target: int, thrower: int, why: str) -> dict:
    """M23 next-turn."""
    return {"seat": seat, "final_target": final_target, "thrower": thrower, "why": why}


def round_score_data(round_: int, piles: tuple, scores: tuple, totals: tuple) -> dict:
    """M26 round-score: scores holds each seat's (points, how)."""
    rows = [{"seat": q, "cards": list(sort_cards(pile)), "points": pts, "how": how}
            for q, (pile, (pts, how)) in enumerate(zip(piles, scores))]
    return {"round": round_, "rows": rows, "totals": list(totals)}


def refill_data(deck: int, *draws: int) -> dict:
    """M21 refill: draws is seat, cards drawn, seat, cards drawn, ... (ints only, so the
    collector soon stops tracing the arguments kept for it)."""
    return {"draws": [[draws[i], draws[i + 1]] for i in range(0, len(draws), 2)], "deck": deck}
