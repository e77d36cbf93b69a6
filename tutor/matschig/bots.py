"""Two bots: random_bot (uniform over legal actions) and sensible_bot (simple heuristics).

Both have the signature choose(game_or_state, seat, rng) -> action string, where rng is a
random.Random (seed it for repeatable games) and seat must be the seat to move.

sensible_bot, in plain words:
- on its turn it throws a perfect mud if it can (nobody can take that over), else the pair with
  the smallest gap, biggest first; the target is the leader (lowest score so far, not itself);
  when it cannot throw it swaps away up to 3 surplus mud cards of the type it has, else passes;
- in a completion race it completes when that lets it send the mud to the leader, or when
  the mud was aimed at itself;
- as a target it picks the defence that leaves it the fewest mud points, defending the biggest
  mud cards first, and spends special cards only when they save at least 4 points.
"""
from __future__ import annotations

import random
from typing import Any

from .cards import KIND, SAND, VALUE, WATER
from .rules import RULES
from .scoring import score_pile
from .state import DEFEND, RACE, TURN, MatschigState


def _state(game_or_state: Any) -> MatschigState:
    return game_or_state if isinstance(game_or_state, MatschigState) else game_or_state.state


def _check(state: MatschigState, seat: int) -> list[str]:
    if RULES.to_move(state) != seat:
        raise ValueError(f"it is not P{seat + 1}'s move (to move: {RULES.to_move(state)})")
    return RULES.legal_actions(state)


def random_bot(game_or_state: Any, seat: int, rng: random.Random) -> str:
    """Any legal action, uniformly at random."""
    return rng.choice(_check(_state(game_or_state), seat))


def _leader(s: MatschigState, seat: int) -> int:
    """The other seat with the lowest score so far (totals plus this round's pile)."""
    others = [q for q in range(s.players) if q != seat]
    return min(others, key=lambda q: (s.totals[q] + score_pile(s.piles[q])[0], q))


def _taken_points(s: MatschigState, action: str) -> int:
    seat = s.target
    _, new, _ = RULES.apply(s, action)
    before = len(s.piles[seat])
    return sum(VALUE[c] for c in new.piles[seat][before:]) if new.round == s.round else 0


def sensible_bot(game_or_state: Any, seat: int, rng: random.Random) -> str:
    """A simple, explainable heuristic player (see the module docstring)."""
    s = _state(game_or_state)
    legal = _check(s, seat)
    leader = f"at P{_leader(s, seat) + 1}"
    if s.phase == TURN:
        throws = [a for a in legal if a.startswith("throw") and a.endswith(leader)]
        if throws:
            def key(a: str) -> tuple:
                cards = a.split()[1:-2]
                w = sum(VALUE[c] for c in cards if KIND[c] == WATER)
                sd = sum(VALUE[c] for c in cards if KIND[c] == SAND)
                return (abs(w - sd), -(w + sd))
            return min(throws, key=key)
        hand = s.hands[seat]
        surplus = sorted((c for c in hand if KIND[c] in (WATER, SAND)), key=VALUE.__getitem__)
        if len(surplus) >= 3:
            swap = "swap " + " ".join(sorted(surplus[:3], key=lambda c: (KIND[c] != WATER, VALUE[c])))
            if swap in legal:
                return swap
        return "pass" if "pass" in legal else rng.choice(legal)
    if s.phase == RACE:
        goal = [a for a in legal if a.endswith(leader)]
        if goal and (s.target == seat or s.target != _leader(s, seat)):
            return goal[0]
        return "decline"
    if s.phase == DEFEND:
        best, best_score = "accept", float(_taken_points(s, "accept"))
        for a in legal[1:]:
            first = a.split()[0]
            if first == "PIPE" and not a.endswith(leader):
                continue
            cost = 0.0
            if first == "umbrellas":
                cost = 0.1 * sum(1 for tok in a.split()[1:] for _ in tok.split("+"))
            elif first in ("PIPE", "BLOWER", "FLAMETHROWER", "WATERSUIT", "MACHINEGUN"):
                cost = 4.0
            score = _taken_points(s, a) + cost
            if score < best_score:
                best, best_score = a, score
        return best
    return rng.choice(legal)


__all__ = ["random_bot", "sensible_bot"]
