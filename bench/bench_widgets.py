"""Kernel-side cost of a learner's move on the shared table (Muros): from the click's message to the
board and panel updated, without a browser. bench_browser.py measures what the learner feels.

Run: .venv/bin/python bench/bench_widgets.py
"""
from __future__ import annotations

import random
import statistics
import time

import tutor
from tutor.widgets.base import ClickAdapter, Language, Session, Table


def _one_game(seed: int, samples: dict[str, list[float]]) -> None:
    rng = random.Random(seed)
    lang = Language()
    t0 = time.perf_counter()
    table = Table(Session(tutor.new_game("muros", players=2, seed=seed), seat=0, bots={1: "hint"}),
                  ClickAdapter(), lang)
    samples["build"].append(time.perf_counter() - t0)
    while not table.session.game.is_over:
        if table.session.bot_to_move:
            t0 = time.perf_counter()
            table.board.press("next")
            samples["bot move"].append(time.perf_counter() - t0)
            continue
        action = rng.choice(table.session.game.legal_actions())
        path = table.session.game.click_paths()[action]   # the clicks the engine says make the move
        moved = len(table.session.game.history)
        table.board.click(path[0])
        for token in path[1:]:
            if len(table.session.game.history) != moved:   # played once one click was left
                break
            t0 = time.perf_counter()
            table.board.choose(token)
            samples["choice"].append(time.perf_counter() - t0)
    for _ in range(5):
        t0 = time.perf_counter()
        table.board.press("undo")
        samples["undo"].append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    lang.code = "es"
    samples["language"].append(time.perf_counter() - t0)


def main() -> None:
    samples: dict[str, list[float]] = {k: [] for k in ("build", "choice", "bot move", "undo", "language")}
    for seed in range(1, 6):
        _one_game(seed, samples)
    print("Muros table, kernel side (no browser), ms")
    print(f"{'measure':<10} {'n':>4} {'median':>8} {'p90':>8} {'max':>8}")
    for name, xs in samples.items():
        xs = sorted(xs)
        p90 = xs[int(0.9 * (len(xs) - 1))]
        print(f"{name:<10} {len(xs):>4} {statistics.median(xs) * 1e3:>8.2f} {p90 * 1e3:>8.2f} {xs[-1] * 1e3:>8.2f}")


if __name__ == "__main__":
    main()
