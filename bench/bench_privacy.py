"""The privacy sweep (issue 24): for random positions of every game and every seat, a world that differs
only in what that seat cannot see (the game's conceal) is played on with the same actions, and everything
the seat is shown is compared: view, board text and picture, status, choices with their click paths and
labels, hints, what a refused click says, and why each other seat's move was made (Game.why). It prints,
per game, positions, seats, outputs compared and differences; the old "Why did the bot do that?" (the
bot's own hint at the position it faced) is compared the same way, for the before figure.

    .venv/bin/python bench/bench_privacy.py [positions per game]
"""
from __future__ import annotations

import importlib
import random
import sys

import tutor
from tutor.core.game import Game
from tutor.core.i18n import LANGS
from tutor.core.testing import random_game, reveals_to, seat_sees

PARTS = ("view", "text en", "text es", "svg", "to move", "choices", "hint", "click paths", "refused clicks",
         "status", "why")


def sweep(name: str, positions: int, steps: int = 8) -> tuple[int, int, int, int, int]:
    """(positions, seat worlds, outputs compared, differences, old-why differences) for one game."""
    conceal = importlib.import_module(f"tutor.{name}").conceal
    rng = random.Random(24)
    compared = differ = old_differ = worlds = 0
    for _ in range(positions):
        g = random_game(name, rng.randrange(2**32), rng, stop_after=rng.randrange(1, 60))
        if g.is_over:
            continue
        for seat in range(g.players):
            worlds += 1
            start = g.position()
            a = Game(g.rules, seed=g.seed, position=start)
            b = Game(g.rules, seed=g.seed, position=conceal(start, seat, rng))
            for _ in range(steps):
                sa, sb = seat_sees(a, seat), seat_sees(b, seat)
                compared += len(PARTS)
                differ += sum(x != y for x, y in zip(sa, sb))
                if a.is_over or b.is_over:
                    break
                if a.to_move != seat:  # the bot's own reasoning, as the old Why showed it to the learner
                    old_differ += [a.hint(lang) for lang in LANGS] != [b.hint(lang) for lang in LANGS]
                shared = [x for x in a.legal_actions() if b.why_not(x) is None]
                if not shared:
                    break
                action = rng.choice(shared)
                ta, tb = a.play(action), b.play(action)
                if any(reveals_to(e, seat, g.players) for e in ta.events + tb.events):
                    break  # the seat has just been shown a hidden card: the worlds may rightly differ now
    return positions, worlds, compared, differ, old_differ


def main() -> None:
    positions = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"{'game':12} {'positions':>9} {'seat worlds':>11} {'outputs compared':>16} {'differences':>11} "
          f"{'old Why differences':>19}")
    for name in tutor.GAMES:
        p, w, c, d, old = sweep(name, positions)
        print(f"{name:12} {p:9} {w:11} {c:16} {d:11} {old:19}")


if __name__ == "__main__":
    main()
