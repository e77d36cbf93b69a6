"""The immutable game state (a NamedTuple of tuples) and its phases."""
from __future__ import annotations

from typing import NamedTuple

TURN, RACE, DEFEND, OVER = "turn", "race", "defend", "over"
PHASES = (TURN, RACE, DEFEND, OVER)


class MatschigState(NamedTuple):
    """One position. Seats are 0-based; the draw pile's top card is the LAST item of deck."""

    players: int
    variants: frozenset
    rounds: int                           # rounds in this game (M28)
    round: int                            # current round, 1-based
    rng: int                              # core.rng state: all chance comes from here (M2, M19e)
    deck: tuple                           # face-down draw pile
    hands: tuple                          # one sorted tuple of cards per seat
    piles: tuple                          # one mud pile per seat, this round (M4)
    out: tuple                            # out of play this round (A3)
    totals: tuple                         # running score after finished rounds (M30)
    received: tuple                       # per seat, every mud card of finished rounds (A15, A16)
    starter: int                          # start player of this round (M3)
    phase: str                            # TURN, RACE, DEFEND or OVER
    active: int                           # whose turn it is (or whose throw is in flight)
    mud: tuple = ()                       # the mud in flight
    thrower: int = -1                     # who threw it
    sender: int = -1                      # who threw, completed or last piped it (M13)
    target: int = -1                      # who must defend it now
    queue: tuple = ()                     # RACE: seats still to be asked, first is to move (M14)
    claims: tuple = ()                    # RACE_RANDOM: (seat, target) claims so far (A5)
    pipes: int = 0                        # pipes played on this mud (A6)
    passes: int = 0                       # consecutive passes without a swap (M24)


def in_flight(s: MatschigState, hands: tuple, out: tuple, phase: str, mud: tuple, thrower: int,
              sender: int, target: int, queue: tuple, pipes: int, passes: int) -> MatschigState:
    """s with a mud in flight (RACE or DEFEND) and no race claims; deck, piles and active kept.

    The hot steps (throw, complete, pipe) build their position with this, positionally: a
    keyword _replace() of ten fields cost about twice as much.
    """
    players, variants, rounds, round_, rng, deck, _, piles, _, totals, received, starter, _, \
        active = s[:14]
    return MatschigState(players, variants, rounds, round_, rng, deck, hands, piles, out, totals,
                         received, starter, phase, active, mud, thrower, sender, target, queue, (),
                         pipes, passes)


def new_turn(s: MatschigState, deck: tuple, hands: tuple, piles: tuple, out: tuple,
             active: int) -> MatschigState:
    """A TURN position for `active` after a mud: the fields of the mud in flight, the race,
    pipes and passes take their defaults; round, scores and setup are kept from s."""
    players, variants, rounds, round_, rng, _, _, _, _, totals, received, starter = s[:12]
    return MatschigState(players, variants, rounds, round_, rng, deck, hands, piles, out, totals,
                         received, starter, TURN, active)


# in_flight and new_turn unpack and build a state by position (faster than by name, or than
# slicing and joining tuples); this is the layout they rely on
assert MatschigState._fields == (
    "players", "variants", "rounds", "round", "rng", "deck", "hands", "piles", "out", "totals",
    "received", "starter", "phase", "active", "mud", "thrower", "sender", "target", "queue",
    "claims", "pipes", "passes")
assert tuple(MatschigState._field_defaults.values()) == ((), -1, -1, -1, (), (), 0, 0)
