"""Benchmark (not a test): Matzlfangen random deals per second and play() latency; OpenSpiel Skat if present.

    .venv/bin/python bench/bench_matzlfangen.py [seconds] [rounds]

The machine is shared, so every figure is CPU time (time.process_time), the best of `rounds` rounds,
and the rounds interleave Matzlfangen and Skat so that both are measured in the same conditions.
"""
from __future__ import annotations

import random
import sys
import time
from typing import Callable, Optional

from common import median_p90_us, noop_games_per_second, play_times, random_games_per_second
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
    return _rate(lambda seed: random_games_per_second("matzlfangen", 1, seed, [4]), seconds)


def game_floor_per_second(seconds: float) -> float:
    """The same loop over no-op rules of 42 actions a deal: the ceiling the Game API allows."""
    return _rate(lambda seed: noop_games_per_second(42, 3, 1, seed), seconds)


def bare_card_loop_per_second(seconds: float) -> float:
    """A floor for pure Python on this machine, not an engine: random.shuffle, deal 4 x 8, then 32 random
    cards that only follow suit, in an immutable 33-field state with no checks and no explanations."""
    from collections import namedtuple
    from functools import partial

    bare = namedtuple("Bare", [f"f{i}" for i in range(33)])
    make = partial(tuple.__new__, bare)
    bit = tuple(1 << c for c in range(32))
    plays = tuple(tuple(tuple(f"play {8 * s + r}" for r in range(8) if b >> r & 1) for b in range(256))
                  for s in range(4))
    card_of = {f"play {c}": c for c in range(32)}
    rng = random.Random(3)
    deck = list(range(32))

    def legal(st: tuple) -> list[str]:
        hand, trick = st[10][st[7]], st[20]
        if trick and hand & (0xFF << (trick[0] & 24)):
            hand &= 0xFF << (trick[0] & 24)
        e, l, h, s = plays
        return [*e[hand & 255], *l[hand >> 8 & 255], *h[hand >> 16 & 255], *s[hand >> 24]]

    def apply(st: tuple, action: str) -> tuple:
        card, seat = card_of[action], st[7]
        hands = list(st[10])
        hands[seat] ^= bit[card]
        fields = list(st)
        fields[10], fields[7] = tuple(hands), (seat + 1) % 4
        fields[20] = st[20] + (card,) if len(st[20]) < 3 else ()
        return make(fields)

    def deal(_: int) -> None:
        rng.shuffle(deck)
        fields = [0] * 33
        fields[10] = tuple(sum(bit[c] for c in deck[8 * i:8 * i + 8]) for i in range(4))
        fields[20] = ()
        st = make(fields)
        for _ in range(32):
            acts = legal(st)
            st = apply(st, acts[rng.randrange(len(acts))])
    return _rate(deal, seconds)


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
                              ("rules", engine_deals_per_second), ("floor", game_floor_per_second),
                              ("bare", bare_card_loop_per_second)):
            rate = measure(seconds)
            if rate is not None:
                best[name] = max(best.get(name, 0.0), rate)
    med = min(median_p90_us(play_times("matzlfangen", 70, run + 1, [4]))[0] for run in range(rounds))
    print(f"matzlfangen random deals/s (Rules API):   {best['rules']:9.1f}")
    print(f"matzlfangen random deals/s (Game.play):   {best['game']:9.1f}")
    print(f"Game API alone, no-op rules, deals/s:     {best['floor']:9.1f}  (the ceiling for Game.play)")
    print(f"matzlfangen median Game.play() time:      {med:9.1f} us")
    print(f"bare 32-card loop, no rules, deals/s:     {best['bare']:9.1f}  (pure Python's floor here)")
    if "skat" not in best:
        print("open_spiel not installed: Skat comparison skipped")
        return
    skat = best["skat"]
    print(f"OpenSpiel skat random games/s (pyspiel):  {skat:9.1f}")
    print(f"ratio matzlfangen/skat (Rules API):       {best['rules'] / skat:9.3f}  (aim >= 0.5)")
    print(f"ratio matzlfangen/skat (Game.play):       {best['game'] / skat:9.3f}")
    print(f"ratio no-op rules/skat (Game.play):       {best['floor'] / skat:9.2f}")
    print(f"ratio bare card loop/skat:                {best['bare'] / skat:9.2f}")


if __name__ == "__main__":
    main()
