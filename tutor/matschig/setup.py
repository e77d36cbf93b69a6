"""The set-up told as events (Game.setup): the players and their circle (M1, M5), the deck (A17 or the deck
variant named), the rounds (M28, A14), the deal (M2, each hand told to its own seat only), what is hidden
(A18), the empty piles (M4, A3) and the first start player (M3)."""
from __future__ import annotations

from ..core.events import Event
from . import variants as V
from .cards import HAND_SIZE
from .deck import DECK_NAMES, DECK_SIZE, DECKS, deck_name
from .eventdata import (deal_data, deck_data, drawn_data, event, no_data, players_data, rounds_data,
                        starter_data)
from .state import TURN, MatschigState

State = MatschigState


def fresh_deal(s: State) -> bool:
    """True when s is a round just dealt: nothing played yet (every hand full, piles and out empty)."""
    return (s.phase == TURN and s.active == s.starter and not s.passes and not s.out and not any(s.piles)
            and all(len(h) == HAND_SIZE for h in s.hands) and len(s.deck) == DECK_SIZE - HAND_SIZE * s.players)


def dealt(s: State) -> list[Event]:
    """M2: each seat's dealt hand, one event per seat (the redactor keeps it for that seat alone)."""
    return [event("M2", "dealt", drawn_data, q, hand) for q, hand in enumerate(s.hands)]


def setup_events(s: State) -> tuple[Event, ...]:
    """The set-up of a game starting at s; the deal and the first start player only for a fresh first round."""
    named = next((d for d in DECK_NAMES if d in s.variants), None)
    name = deck_name(s.variants)
    per_player = V.ROUNDS_PER_PLAYER in s.variants
    ev = [event("M1", "players", players_data, s.players),
          event("M5", "seats", players_data, s.players),
          event(named or "A17", "deck", deck_data, name, named, tuple(DECKS[name].items())),
          event("A14" if per_player else "M28", "rounds", rounds_data, s.rounds, per_player, s.players)]
    if s.round == 1 and fresh_deal(s):
        ev.append(event("M2", "deal", deal_data, s.players, len(s.deck), s.round))
        ev += dealt(s)
    ev.append(event("A18", "hidden", no_data))
    if s.round == 1 and fresh_deal(s):
        ev += [event("M4", "piles-empty", no_data), event("A3", "out-empty", no_data),
               event("M3", "first-starter", starter_data, s.starter)]
    return tuple(ev)
