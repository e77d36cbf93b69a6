"""The set-up of a Muros game told as events (MU1-MU6): the players, the grid, the deal, the piles, the
cards for the slots, who starts. The deal names every hand; moves.redact tells each seat only its own."""
from __future__ import annotations

from ..core import Event
from .board import CARD_COLOURS, EMPTY, SLOTS, TOKENS_PER_COLOUR
from .moves import event
from .state import HAND_SIZE, MurosState


def fresh(state: MurosState) -> bool:
    """True if the state is a game as dealt: no card placed, no token moved, every hand as dealt."""
    return (state.placed == 0 and state.turn is not None and state.passes == 0 and EMPTY not in state.board
            and not any(state.removed) and not any(map(any, state.captured))
            and all(sum(h) == HAND_SIZE[state.players] for h in state.hands))


def setup_events(state: MurosState) -> tuple[Event, ...]:
    """The set-up of a game dealt as `state`, one event per set-up rule (none for a game under way)."""
    if not fresh(state) or state.turn is None:
        return ()
    n, size, first = state.players, HAND_SIZE[state.players], state.turn
    hands = [dict(zip(CARD_COLOURS, h)) for h in state.hands]
    piles = dict(zip(CARD_COLOURS, state.piles))
    return (
        event("MU1", "players", dict(players=n)),
        event("MU2", "grid", dict(counts=dict(TOKENS_PER_COLOUR))),
        event("MU3", "deal", dict(players=n, size=size, hands=hands)),
        event("MU4", "piles", dict(piles=piles, n=sum(state.piles))),
        event("MU5", "cards-slots", dict(cards=len(SLOTS), dealt=n * size, face_up=sum(state.piles))),
        event("MU6", "first", dict(seat=first, order=[(first + i) % n for i in range(n)])),
    )
