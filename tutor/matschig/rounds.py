"""Rounds: the deal (M1-M4), the end of a round with its scores (M25-M29) and of the game (M30)."""
from __future__ import annotations

from ..core.events import Event
from ..core.rng import randbelow, seed_state, shuffled
from . import variants as V
from .cards import HAND_SIZE, sort_cards
from .deck import deck_cards
from .eventdata import (drawn_data, event, game_end_data, new_round_data, round_score_data,
                        standing_data, whole_game_data)
from .scoring import score_pile, winners
from .state import OVER, TURN, MatschigState

State = MatschigState


def clockwise(first: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise (to the left) from `first` (M5)."""
    return tuple((first + k) % players for k in range(players))


def deal(players: int, variants: frozenset, rng: int) -> tuple[tuple, tuple, int]:
    """Shuffle all 110 cards and deal 7 to each seat (M2): (deck, hands, rng)."""
    cards, rng = shuffled(deck_cards(variants), rng)
    hands = tuple(sort_cards(cards[HAND_SIZE * q: HAND_SIZE * (q + 1)]) for q in range(players))
    return tuple(cards[HAND_SIZE * players:]), hands, rng


def start(players: int, seed: int, variants: frozenset, rounds: int) -> State:
    """The first position of a game (M1-M4)."""
    if not isinstance(players, int) or not 3 <= players <= 6:  # M1
        raise ValueError(f"matschig is played by 3 to 6 players, not {players!r}")
    variants = V.check_variants(variants)
    if V.ROUNDS_PER_PLAYER in variants:  # A14
        rounds = players
    rng = seed_state(seed)
    starter, rng = randbelow(players, rng)  # M3: round 1 start player at random
    deck, hands, rng = deal(players, variants, rng)
    empty = ((),) * players
    return State(players, variants, rounds, 1, rng, deck, hands, empty, (), (0,) * players,
                 empty, starter, TURN, starter)


def end_round(s: State, ev: list[Event]) -> State:
    """The round of s is over (M22, M24 or M25): score it (M26), then deal the next round (M29) or
    end the game (M30). Every field of a mud in flight is reset."""
    totals = tuple(t + score_pile(p)[0] for t, p in zip(s.totals, s.piles))  # M26
    received = tuple(r + p for r, p in zip(s.received, s.piles))
    ev.append(event("M26", "round-score", round_score_data, s.round, s.piles, totals))
    base = State._field_defaults  # mud, thrower, sender, target, queue, claims, pipes, passes
    if s.round >= s.rounds:
        if V.ONE_TYPE_WHOLE_GAME in s.variants:  # A15: the one-type rule once, on everything
            totals = tuple(score_pile(r)[0] for r in received)
            ev.append(event("A15", "whole-game-score", whole_game_data, received, totals))
        won, tiebreak = winners(totals, received, V.TIEBREAK_FEWER_CARDS in s.variants)
        ev.append(event("A16" if tiebreak else "M30", "game-end", game_end_data, totals, won, tiebreak, s.rounds))
        return s._replace(phase=OVER, totals=totals, received=received, **base)
    ev.append(event("M27", "standing", standing_data, totals))  # points are bad: who leads so far
    n = s.players
    if V.DIRTIEST_STARTS in s.variants:  # A13: highest total; ties to the next seat clockwise
        order = clockwise(s.starter + 1, n)
        starter = max(order, key=lambda q: (totals[q], -order.index(q)))
        why = "dirtiest"
    else:  # M3: left of the previous start player
        starter, why = (s.starter + 1) % n, "left"
    deck, hands, rng = deal(n, s.variants, s.rng)  # M29: gather and reshuffle all cards
    ev.append(event("A13" if why == "dirtiest" else "M29", "new-round", new_round_data, s.round + 1, s.rounds,
                    starter, why, totals))
    ev.extend(event("M2", "dealt", drawn_data, q, hand) for q, hand in enumerate(hands))  # each seat's own
    empty = ((),) * n
    return s._replace(round=s.round + 1, rng=rng, deck=deck, hands=hands, piles=empty, out=(),
                      totals=totals, received=received, starter=starter, phase=TURN,
                      active=starter, **base)
