"""Latency of the Muros widgets: a slot click (handler called from Python) to board and panel updated.

Run: .venv/bin/python bench/bench_widgets.py   (aim: median click -> updated below 20 ms)
"""
from __future__ import annotations

import random
import statistics
import time

from tutor.muros.notation import parse
from tutor.widgets import Lang, MurosTutor


def _one_game(seed: int, samples: dict[str, list[float]]) -> None:
    rng = random.Random(seed)
    t0 = time.perf_counter()
    tutor = MurosTutor(players=3, seed=seed, lang=Lang())
    samples["build"].append(time.perf_counter() - t0)
    while not tutor.game.is_over:
        action = rng.choice(tutor.game.legal_actions())
        p = parse(action)
        t0 = time.perf_counter()
        tutor.board.click_slot(p.slot)                 # the click handler, as Button.click() runs it
        if tutor.board.chooser.options():
            tutor.board._picked(action)                # the chooser's final pick
        samples["click"].append(time.perf_counter() - t0)
        assert tutor.panel.steps and tutor.panel.steps[-1].action == action
    for _ in range(10):
        t0 = time.perf_counter()
        tutor.history.undo()
        samples["undo"].append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    tutor.lang.code = "es"
    samples["language"].append(time.perf_counter() - t0)
    illegal = next(s for s, b in tutor.board.slots.items())
    t0 = time.perf_counter()
    tutor.board.click_slot(illegal)
    samples["why-not"].append(time.perf_counter() - t0)


def main() -> None:
    samples: dict[str, list[float]] = {k: [] for k in ("build", "click", "undo", "language", "why-not")}
    for seed in range(1, 6):
        _one_game(seed, samples)
    print(f"{'measure':<10} {'n':>4} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
    for name, xs in samples.items():
        xs = sorted(xs)
        p90 = xs[int(0.9 * (len(xs) - 1))]
        print(f"{name:<10} {len(xs):>4} {statistics.median(xs) * 1e3:>10.2f} {p90 * 1e3:>8.2f} {xs[-1] * 1e3:>8.2f}")
    median = statistics.median(samples["click"]) * 1e3
    print(f"click -> board and panel updated: median {median:.2f} ms ({'within' if median < 20 else 'ABOVE'} the 20 ms aim)")


if __name__ == "__main__":
    main()
