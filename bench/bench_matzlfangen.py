"""Benchmark (not a test): Matzlfangen random deals per second and play() latency; OpenSpiel Skat if present.

    .venv/bin/python bench/bench_matzlfangen.py [seconds] [rounds]

The machine is shared, so every figure is CPU time (time.process_time), the best of `rounds` rounds,
and the rounds interleave Matzlfangen and Skat so that both are measured in the same conditions.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Callable, Optional

import tutor
from tutor.core import Game, Rules
from tutor.matzlfangen import RULES


def _rate(run_one: Callable[[int], None], seconds: float) -> float:
    """Runs of run_one(i) per CPU second, i = 0, 1, 2, ... for about `seconds` of CPU time."""
    n = 0
    start = time.process_time()
    end = start + seconds
    while time.process_time() < end:
        run_one(n)
        n += 1
    return n / (time.process_time() - start)


def engine_deals_per_second(seconds: float) -> float:
    """Random deals through the Rules object (start, legal_actions, apply), as OpenSpiel is driven."""
    rng = random.Random(1)

    def deal(seed: int) -> None:
        state = RULES.start(4, seed, frozenset(), {"deals": 1})
        while state.phase != "over":
            acts = RULES.legal_actions(state)
            _, state, _ = RULES.apply(state, acts[rng.randrange(len(acts))])
    return _rate(deal, seconds)


def game_deals_per_second(seconds: float) -> float:
    """Random deals through the public Game API (new_game, is_over, legal_actions, play)."""
    rng = random.Random(2)

    def deal(seed: int) -> None:
        g = tutor.new_game("matzlfangen", players=4, seed=seed)
        while not g.is_over:
            acts = g.legal_actions()
            g.play(acts[rng.randrange(len(acts))])
    return _rate(deal, seconds)


class _NoRules(Rules[int]):
    """Rules that cost nothing: a 'deal' of 42 actions (the Matzlfangen mean), to time Game alone."""

    name = "no-rules"
    min_players = max_players = default_players = 4
    _ACTIONS = ["a", "b", "c"]

    def start(self, players, seed, variants, options) -> int:
        return 0

    def to_move(self, state: int) -> Optional[int]:
        return None if state >= 42 else state % 4

    def legal_actions(self, state: int) -> list[str]:
        return list(self._ACTIONS)

    def apply(self, state: int, action: str):
        return action, state + 1, ()


def game_floor_per_second(seconds: float) -> float:
    """The same loop as game_deals_per_second over no-op rules: the ceiling the Game API allows."""
    rng = random.Random(2)
    rules = _NoRules()

    def deal(seed: int) -> None:
        g = Game(rules, 4, seed)
        while not g.is_over:
            acts = g.legal_actions()
            g.play(acts[rng.randrange(len(acts))])
    return _rate(deal, seconds)


def median_play_us(samples: int = 3000) -> float:
    """Median CPU time of one Game.play() call, in microseconds."""
    rng = random.Random(3)
    times: list[float] = []
    seed = 0
    clock = time.process_time
    while len(times) < samples:
        g = tutor.new_game("matzlfangen", players=4, seed=seed)
        seed += 1
        while not g.is_over and len(times) < samples:
            action = rng.choice(g.legal_actions())
            t0 = clock()
            g.play(action)
            times.append(clock() - t0)
    return statistics.median(times) * 1e6


def skat_games_per_second(seconds: float) -> Optional[float]:
    """OpenSpiel Skat random games per second via pyspiel, or None if open_spiel is missing."""
    try:
        import pyspiel  # type: ignore
    except ImportError:
        return None
    game = pyspiel.load_game("skat")
    rng = random.Random(4)

    def play_one(_: int) -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                acts = state.legal_actions()
                state.apply_action(acts[rng.randrange(len(acts))])
    return _rate(play_one, seconds)


def main() -> None:
    """Print the figures (best of the rounds); never fails on speed."""
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    best: dict[str, float] = {}
    for _ in range(rounds):
        for name, measure in (("skat", skat_games_per_second), ("game", game_deals_per_second),
                              ("rules", engine_deals_per_second), ("floor", game_floor_per_second)):
            rate = measure(seconds)
            if rate is not None:
                best[name] = max(best.get(name, 0.0), rate)
    med = min(median_play_us() for _ in range(rounds))
    print(f"matzlfangen random deals/s (Rules API):   {best['rules']:9.1f}")
    print(f"matzlfangen random deals/s (Game.play):   {best['game']:9.1f}")
    print(f"Game API alone, no-op rules, deals/s:     {best['floor']:9.1f}  (the ceiling for Game.play)")
    print(f"matzlfangen median Game.play() time:      {med:9.1f} us")
    if "skat" not in best:
        print("open_spiel not installed: Skat comparison skipped")
        return
    skat = best["skat"]
    print(f"OpenSpiel skat random games/s (pyspiel):  {skat:9.1f}")
    print(f"ratio matzlfangen/skat (Rules API):       {best['rules'] / skat:9.2f}  (aim >= 0.5)")
    print(f"ratio matzlfangen/skat (Game.play):       {best['game'] / skat:9.2f}")
    print(f"ratio no-op rules/skat (Game.play):       {best['floor'] / skat:9.2f}")


if __name__ == "__main__":
    main()
