"""Events of the engine: cheap constructors and the makers of lazily built event data."""
from __future__ import annotations

from functools import partial
from typing import Optional

from ..core.events import Event
from .cards import defence_cards, mud_info, mud_points

GAME = "matschig"


# An Event from (GAME, rule, kind, data), without NamedTuple.__new__'s argument parsing and in one
# C-level call (the engine makes a few every step). data is a dict literal, or LazyData(maker,
# *args) with immutable args (ints, tuples) when building the dict costs more than deferring it.
new_event = partial(tuple.__new__, Event)


# Each maker turns immutable inputs into the event's dict (LazyData calls it on first read).
def throw_data(seat: int, mud: tuple, target: int) -> dict:
    """M8 throw."""
    w, sd, _ = mud_info(mud)
    return {"seat": seat, "cards": list(mud), "target": target, "water": w, "sand": sd}


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


def refill_data(draws: tuple, deck: int) -> dict:
    """M21 refill: draws holds (seat, cards drawn) pairs."""
    return {"draws": [[q, k] for q, k in draws], "deck": deck}
