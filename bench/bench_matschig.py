"""Benchmark (not a test): full three-round random Matschig games per second through the public
API (tutor.new_game + legal_actions + play), by player count, and the median / p90 play() time
including events. CPU time (time.process_time), best of several runs: the machine is shared.

    .venv/bin/python bench/bench_matschig.py [games] [runs]
"""
from __future__ import annotations

import random
import sys
import time

from common import median_p90_us, noop_games_per_second, play_times, random_games_per_second
from tutor.matschig import RULES

PLAYERS = (3, 4, 5, 6)


def engine_throughput(games: int, seed: int = 1) -> float:
    """The same random games through the Rules object alone (start, legal_actions, apply)."""
    rng = random.Random(seed)
    start = time.process_time()
    for k in range(games):
        state = RULES.start(PLAYERS[k % 4], seed + k, frozenset(), {"rounds": 3})
        while state.phase != "over":
            _, state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return games / (time.process_time() - start)


def empty_caches() -> None:
    """Empty every memo (functools cache) of the Matschig engine, as a fresh process has them."""
    for name, module in list(sys.modules.items()):
        if name.startswith("tutor.matschig"):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def cold_engine_throughput(games: int) -> float:
    """engine_throughput from empty caches."""
    empty_caches()
    return engine_throughput(games, seed=7)


def best_rates(games: int, runs: int) -> list[tuple[float, float]]:
    """(best games/s of `runs`, steps/game) through the public API for each player count."""
    return [max(random_games_per_second("matschig", games // 4, run + 1, [n], rounds=3)
                for run in range(runs)) for n in PLAYERS]


def overall(rates: list[tuple[float, float]]) -> float:
    """Games/s over all player counts (the same number of games of each)."""
    return len(rates) / sum(1 / r for r, _ in rates)


def main() -> None:
    """Print the figures: best of `runs` for each player count, then play() latency."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    random_games_per_second("matschig", 20, 10_000, [4], rounds=3)  # warm caches
    rates = best_rates(games, runs)
    for n, (best, per_game) in zip(PLAYERS, rates):
        print(f"matschig {n} players: {best:.0f} games/s ({per_game:.0f} steps/game)")
    print(f"matschig 3-6 players: {overall(rates):.0f} full three-round random games/s "
          f"(best of {runs})")
    median, p90 = min(median_p90_us(play_times("matschig", games // 2, run + 1, PLAYERS, rounds=3))
                      for run in range(runs))
    print(f"play(): median {median:.1f} µs, p90 {p90:.1f} µs incl. events")
    engine = max(engine_throughput(games // 2) for _ in range(runs))
    floor = max(noop_games_per_second(166, 30, games) for _ in range(runs))
    print(f"Rules object alone (no Game): {engine:.0f} games/s; Game over no-op rules "
          f"(166 steps): {floor:.0f} games/s")
    # The figures per player count meet many umbrella defences for the first time (each a
    # cache miss of defence.umbrella_actions), while the Rules figure comes after all of them:
    # the very same games once more show the Game API with caches as warm as the Rules had.
    print(f"matschig 3-6 players again, caches warm: {overall(best_rates(games, runs)):.0f} "
          "games/s")
    cold = max(cold_engine_throughput(games // 2) for _ in range(runs))
    print(f"Rules object alone, every engine cache emptied first: {cold:.0f} games/s")


if __name__ == "__main__":
    main()
