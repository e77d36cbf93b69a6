"""Muros throughput and latency through the public API (not a test).

    .venv/bin/python bench/bench_muros.py [--games N] [--runs R]

Reports random full games per second for 2, 3 and 4 players (tutor.new_game, legal_actions(),
play() with uniformly random legal actions), and the median and p90 time of one play()
including its events. CPU time (time.process_time), best of several runs, because other
processes share the machine.
"""
from __future__ import annotations

import argparse
import time

import tutor
from common import median_p90_us, play_times, random_games_per_second


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs; the best is reported")
    args = parser.parse_args()
    random_games_per_second("muros", 50, 0, [3])                    # warm up imports and caches
    print(f"Muros random full games per second (best of {args.runs} runs of {args.games}):")
    for players in (2, 3, 4):
        best = max(random_games_per_second("muros", args.games, run + 1, [players])[0]
                   for run in range(args.runs))
        print(f"  {players} players: {best:8.0f} games/s")
    median, p90 = min(median_p90_us(play_times("muros", 100, run + 1, [3])) for run in range(args.runs))
    print(f"play() incl. events, 3 players: median {median:6.1f} us, p90 {p90:6.1f} us")
    start = time.process_time()
    for seed in range(2000):
        tutor.new_game("muros", players=3, seed=seed)
    print(f"new_game: {(time.process_time() - start) / 2000 * 1e6:6.1f} us")


if __name__ == "__main__":
    main()
