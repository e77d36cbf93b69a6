"""Benchmark (not a test): Matzlfangen random deals per second and play() latency; OpenSpiel Skat if present.

    .venv/bin/python bench/bench_matzlfangen.py [seconds]
"""
from __future__ import annotations

import random
import statistics
import sys
import time

import tutor
from tutor.matzlfangen import RULES


def engine_deals_per_second(seconds: float) -> tuple[float, int]:
    """Random deals through the Rules object (start, legal_actions, apply), as OpenSpiel is driven."""
    rng = random.Random(1)
    deals, seed = 0, 0
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    while time.perf_counter() < end:
        state = RULES.start(4, seed, frozenset(), {"deals": 1})
        while state.phase != "over":
            acts = RULES.legal_actions(state)
            _, state, _ = RULES.apply(state, acts[rng.randrange(len(acts))])
        deals += 1
        seed += 1
    return deals / (time.perf_counter() - start), deals


def game_deals_per_second(seconds: float) -> float:
    """Random deals through the public Game API (new_game, legal_actions, play)."""
    rng = random.Random(2)
    deals, seed = 0, 0
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    while time.perf_counter() < end:
        g = tutor.new_game("matzlfangen", players=4, seed=seed)
        while not g.is_over:
            acts = g.legal_actions()
            g.play(acts[rng.randrange(len(acts))])
        deals += 1
        seed += 1
    return deals / (time.perf_counter() - start)


def median_play_us(samples: int = 3000) -> float:
    """Median wall time of one Game.play() call, in microseconds."""
    rng = random.Random(3)
    times: list[float] = []
    seed = 0
    while len(times) < samples:
        g = tutor.new_game("matzlfangen", players=4, seed=seed)
        seed += 1
        while not g.is_over and len(times) < samples:
            action = rng.choice(g.legal_actions())
            t0 = time.perf_counter()
            g.play(action)
            times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def skat_games_per_second(seconds: float) -> float | None:
    """OpenSpiel Skat random games per second via pyspiel, or None if open_spiel is missing."""
    try:
        import pyspiel  # type: ignore
    except ImportError:
        return None
    game = pyspiel.load_game("skat")
    rng = random.Random(4)
    games = 0
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    while time.perf_counter() < end:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                acts = state.legal_actions()
                state.apply_action(acts[rng.randrange(len(acts))])
        games += 1
    return games / (time.perf_counter() - start)


def main() -> None:
    """Print the figures; never fails on speed."""
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    eng, n = engine_deals_per_second(seconds)
    api = game_deals_per_second(seconds)
    med = median_play_us()
    print(f"matzlfangen random deals/s (Rules API):   {eng:9.1f}  ({n} deals)")
    print(f"matzlfangen random deals/s (Game.play):   {api:9.1f}")
    print(f"matzlfangen median Game.play() time:      {med:9.1f} us")
    skat = skat_games_per_second(seconds)
    if skat is None:
        print("open_spiel not installed: Skat comparison skipped")
        return
    print(f"OpenSpiel skat random games/s (pyspiel):  {skat:9.1f}")
    print(f"ratio matzlfangen/skat (Rules API):       {eng / skat:9.2f}  (aim >= 0.5)")
    print(f"ratio matzlfangen/skat (Game.play):       {api / skat:9.2f}")


if __name__ == "__main__":
    main()
