"""How long the rule demos take: finding every game's demos from scratch (what `make demos` does, nothing
written), and opening one (replaying its seed and moves, then telling it), per game; with the coverage.

    .venv/bin/python bench/bench_demos.py [--no-find] [game ...]
"""
from __future__ import annotations

import statistics
import sys
import time

import tutor
from tutor.core.i18n import rule_ids
from tutor.demos import Demo, demos
from tutor.demos.search import find


def open_times(game: str) -> list[float]:
    """Wall seconds to open each stored demo afresh: replay to its position, try its action, tell it."""
    out = []
    for d in demos(game).values():
        fresh = Demo(d.name, d.rule, d.kind, d.players, d.seed, d.variants, d.moves, d.action, d.off)
        start = time.perf_counter()
        fresh.game.svg()
        fresh.text("es")
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = args or list(tutor.GAMES)
    for game in games:
        tutor.rules_for(game)
        stored = demos(game)
        print(f"{game}: {len(stored)} of {len(rule_ids(game))} rule IDs have a demo; kinds: " +
              ", ".join(f"{k} {sum(d.kind == k for d in stored.values())}"
                        for k in ("step", "refusal", "setup", "contrast", "refused")))
        if "--no-find" not in sys.argv:
            start = time.perf_counter()
            found = find(game, report=lambda _s: None)
            print(f"  find from scratch: {len(found)} demos in {time.perf_counter() - start:.1f} s")
        times = open_times(game)
        if times:
            print(f"  open one: median {1000 * statistics.median(times):.1f} ms, "
                  f"slowest {1000 * max(times):.1f} ms (moves replayed: up to "
                  f"{max(len(d.moves) for d in stored.values())})")


if __name__ == "__main__":
    main()
