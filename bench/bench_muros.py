"""Muros throughput and latency through the public API (not a test).

    .venv/bin/python bench/bench_muros.py [--games N] [--runs R]

Reports random full games per second for 2, 3 and 4 players (tutor.new_game, legal_actions(),
play() with uniformly random legal actions), and the median and p90 time of one play()
including its events. CPU time (time.process_time), best of several runs, because other
processes share the machine.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import tutor


def games_per_second(players: int, games: int, seed: int) -> float:
    """Full random games per CPU second for one run."""
    rng = random.Random(seed)
    start = time.process_time()
    for i in range(games):
        game = tutor.new_game("muros", players=players, seed=seed * 100_000 + i)
        while not game.is_over:
            game.play(rng.choice(game.legal_actions()))
    return games / (time.process_time() - start)


def play_latencies(games: int, seed: int) -> list[float]:
    """CPU seconds of each play() call (with its events) over random 3-player games."""
    rng = random.Random(seed)
    clock = time.process_time
    out = []
    for i in range(games):
        game = tutor.new_game("muros", players=3, seed=seed * 100_000 + i)
        while not game.is_over:
            action = rng.choice(game.legal_actions())
            t0 = clock()
            game.play(action)
            out.append(clock() - t0)
    return out


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs; the best is reported")
    args = parser.parse_args()
    games_per_second(3, 50, seed=0)                       # warm up imports and caches
    print(f"Muros random full games per second (best of {args.runs} runs of {args.games}):")
    for players in (2, 3, 4):
        best = max(games_per_second(players, args.games, seed=run + 1) for run in range(args.runs))
        print(f"  {players} players: {best:7.0f} games/s")
    runs = [play_latencies(args.games // 3, seed=run + 1) for run in range(args.runs)]
    best = min(runs, key=statistics.median)
    cuts = statistics.quantiles(best, n=10)
    print(f"play() incl. events, 3 players: median {statistics.median(best) * 1e6:6.1f} us, "
          f"p90 {cuts[8] * 1e6:6.1f} us")
    start = time.process_time()
    for seed in range(2000):
        tutor.new_game("muros", players=3, seed=seed)
    print(f"new_game: {(time.process_time() - start) / 2000 * 1e6:6.1f} us")


if __name__ == "__main__":
    main()
