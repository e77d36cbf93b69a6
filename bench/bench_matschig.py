"""Benchmark (not a test): full three-round random Matschig games per second through the public
API (tutor.new_game + legal_actions + play), and the median play() time including events.

    .venv/bin/python bench/bench_matschig.py [games]
"""
from __future__ import annotations

import random
import statistics
import sys
import time

import tutor


def run(games: int = 300, seed: int = 1) -> tuple[float, float, float]:
    """Play `games` random games (3-6 players); return (games/s, median play µs, steps/game)."""
    rng = random.Random(seed)
    play_times: list[int] = []
    steps = 0
    clock = time.perf_counter_ns
    start = time.perf_counter()
    for k in range(games):
        g = tutor.new_game("matschig", players=3 + k % 4, seed=seed + k, rounds=3)
        while not g.is_over:
            action = rng.choice(g.legal_actions())
            t0 = clock()
            g.play(action)
            play_times.append(clock() - t0)
        steps += len(g.history)
    elapsed = time.perf_counter() - start
    return games / elapsed, statistics.median(play_times) / 1000, steps / games


def main() -> None:
    """Print the figures."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    run(20, seed=10_000)  # warm caches
    rate, median_us, per_game = run(games)
    print(f"matschig: {rate:.0f} full three-round random games/s (3-6 players, {games} games, "
          f"{per_game:.0f} steps/game); median play() {median_us:.1f} µs incl. events")


if __name__ == "__main__":
    main()
