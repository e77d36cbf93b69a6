"""Benchmark (not a test): full three-round random Matschig games per second through the public
API (tutor.new_game + legal_actions + play), by player count, and the median / p90 play() time
including events. CPU time (time.process_time), best of several runs: the machine is shared.

    .venv/bin/python bench/bench_matschig.py [games] [runs]
"""
from __future__ import annotations

import random
import statistics
import sys
import time

import tutor
from tutor.core import Game, Rules
from tutor.matschig import RULES

PLAYERS = (3, 4, 5, 6)


def throughput(games: int, players: int, seed: int = 1) -> tuple[float, float]:
    """Play `games` random games with that many players; return (games/s, steps per game)."""
    rng = random.Random(seed)
    steps = 0
    start = time.process_time()
    for k in range(games):
        g = tutor.new_game("matschig", players=players, seed=seed + k, rounds=3)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        steps += len(g.history)
    elapsed = time.process_time() - start
    return games / elapsed, steps / games


def engine_throughput(games: int, seed: int = 1) -> float:
    """The same random games through the Rules object alone (start, legal_actions, apply)."""
    rng = random.Random(seed)
    start = time.process_time()
    for k in range(games):
        state = RULES.start(PLAYERS[k % 4], seed + k, frozenset(), {"rounds": 3})
        while state.phase != "over":
            _, state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return games / (time.process_time() - start)


class _NoRules(Rules[int]):
    """Rules that cost nothing: 166 steps (the Matschig mean) of 30 actions, to time Game alone."""

    name = "no-rules"
    min_players = max_players = default_players = 4
    _ACTIONS = [f"a{i}" for i in range(30)]

    def start(self, players, seed, variants, options) -> int:
        return 0

    def to_move(self, state: int):
        return None if state >= 166 else state % 4

    def legal_actions(self, state: int) -> list[str]:
        return list(self._ACTIONS)

    def apply(self, state: int, action: str):
        return action, state + 1, ()


def floor_throughput(games: int, seed: int = 1) -> float:
    """The benchmark loop over no-op rules: the games/s ceiling that Game itself allows."""
    rng = random.Random(seed)
    rules = _NoRules()
    start = time.process_time()
    for k in range(games):
        g = Game(rules, 4, k)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
    return games / (time.process_time() - start)


def play_times(games: int, seed: int = 1) -> list[int]:
    """CPU nanoseconds of every play() call in `games` random games (3-6 players in turn)."""
    rng = random.Random(seed)
    clock = time.process_time_ns
    out: list[int] = []
    for k in range(games):
        g = tutor.new_game("matschig", players=PLAYERS[k % 4], seed=seed + k, rounds=3)
        while not g.is_over:
            action = rng.choice(g.legal_actions())
            t0 = clock()
            g.play(action)
            out.append(clock() - t0)
    return out


def main() -> None:
    """Print the figures: best of `runs` for each player count, then play() latency."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    throughput(20, 4, seed=10_000)  # warm caches
    rates = []
    for n in PLAYERS:
        best, per_game = max(throughput(games // 4, n) for _ in range(runs))
        rates.append(best)
        print(f"matschig {n} players: {best:.0f} games/s ({per_game:.0f} steps/game)")
    overall = len(PLAYERS) / sum(1 / r for r in rates)  # same number of games per count
    print(f"matschig 3-6 players: {overall:.0f} full three-round random games/s (best of {runs})")
    best_median = best_p90 = float("inf")
    for _ in range(runs):
        times = play_times(games // 2)
        deciles = statistics.quantiles(times, n=10)
        best_median = min(best_median, statistics.median(times) / 1000)
        best_p90 = min(best_p90, deciles[-1] / 1000)
    print(f"play(): median {best_median:.1f} µs, p90 {best_p90:.1f} µs incl. events")
    engine = max(engine_throughput(games // 2) for _ in range(runs))
    floor = max(floor_throughput(games) for _ in range(runs))
    print(f"Rules object alone (no Game): {engine:.0f} games/s; Game over no-op rules "
          f"(166 steps): {floor:.0f} games/s")


if __name__ == "__main__":
    main()
