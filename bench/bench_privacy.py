"""The privacy sweep (issue 24): for random positions of every game and every seat, a world that differs
only in what that seat cannot see (the game's conceal) is played on with the same actions, and everything
the seat is shown is compared: view, board text and picture (and the picture with the last move framed),
status, choices with their click paths and labels, hints, what a refused click says, and why each other
seat's move was made (Game.why). It prints, per game, positions, seats, outputs compared and differences;
the old "Why did the bot do that?" (the bot's own hint at the position it faced) is compared the same way,
for the before figure.

The second sweep (issue 34) varies hidden actions: at every point of random games where a seat chose among
answers another seat cannot tell apart (Rules.seen_action: Matschig's secret race under RACE_RANDOM), the
other world answers otherwise, and both play on with actions that seat cannot tell apart; a world whose
outputs differ for that seat is a hidden-action leak. Every variant of every game is tried alone, and the
ones with secret answers are swept.

    .venv/bin/python bench/bench_privacy.py [positions per game] [games per variant]
"""
from __future__ import annotations

import importlib
import random
import sys
from collections import Counter
from typing import Any

import tutor
from tutor.core.game import Game
from tutor.core.i18n import LANGS
from tutor.core.testing import alike, random_game, reveals_to, seat_sees, secret_choices, told_to

PARTS = ("view", "text en", "text es", "svg", "to move", "choices", "hint", "click paths", "refused clicks",
         "status", "why", "framed svg")


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


def secret_worlds(g: Game[Any], seat: int, index: int, rng: random.Random, steps: int = 8) -> Counter[str]:
    """The parts of what `seat` is shown that differ between two worlds that answer otherwise at the secret
    choice `index` of g's log and play on alike for that seat (until the answers are told to the table)."""
    at = g.fork()
    at.goto(index)
    a = Game(g.rules, seed=g.seed, position=at.position())
    b = Game(g.rules, seed=g.seed, position=at.position())
    differ: Counter[str] = Counter()
    varied = False
    for _ in range(steps):
        if a.is_over:
            break
        if a.to_move == seat:
            x = y = rng.choice(a.legal_actions())
        else:
            options = {x: alike(a, x, seat, b) for x in a.legal_actions()}
            shared = [x for x, there in options.items() if there]
            if not shared:
                break
            x = shared[0] if not varied else rng.choice(shared)
            unlike = [y for y in options[x] if y != x]
            y = rng.choice(unlike) if unlike else x
        public = a.rules.seen_action(a.state, x, seat) == x
        (told_a, shown_a), (told_b, shown_b) = told_to(a.play(x), seat, g.players), told_to(b.play(y), seat, g.players)
        if varied and public and told_a != told_b:
            break  # the rules have told the table the answers
        varied |= x != y
        if told_a != told_b:
            differ["narration"] += 1
        differ.update(part for part, p, q in zip(PARTS, seat_sees(a, seat), seat_sees(b, seat)) if p != q)
        if shown_a != shown_b:
            break  # the seat has been shown different hidden cards
    return differ


def secret_variants(name: str, games: int = 3) -> list[tuple[str, ...]]:
    """The variant sets (default rules, then each variant alone) under which random games reach a secret choice."""
    rules = tutor.rules_for(name)
    found = []
    for variants in [(), *((v,) for v in sorted(rules.known_variants))]:
        rng = random.Random(34)
        for _ in range(games):
            try:
                g = random_game(name, rng.randrange(2**32), rng, variants)
            except ValueError:  # a variant that cannot be played alone
                break
            if any(secret_choices(g, seat) for seat in range(g.players)):
                found.append(variants)
                break
    return found


def sweep_secrets(name: str, variants: tuple[str, ...], games: int) -> tuple[int, int, int, Counter[str]]:
    """(games, secret choices, seat worlds, worlds with a leak, leaks by part) under one variant set."""
    rng = random.Random(34)
    choices = worlds = leaks = 0
    parts: Counter[str] = Counter()
    for _ in range(games):
        g = random_game(name, rng.randrange(2**32), rng, variants, players=rng.choice([3, 4, 5, 6])) \
            if name == "matschig" else random_game(name, rng.randrange(2**32), rng, variants)
        for seat in range(g.players):
            for index in secret_choices(g, seat):
                choices += 1
                worlds += 1
                differ = secret_worlds(g, seat, index, rng)
                leaks += bool(differ)
                parts.update(differ.keys())
    return choices, worlds, leaks, parts


def main() -> None:
    positions = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    print(f"{'game':12} {'positions':>9} {'seat worlds':>11} {'outputs compared':>16} {'differences':>11} "
          f"{'old Why differences':>19}")
    for name in tutor.GAMES:
        p, w, c, d, old = sweep(name, positions)
        print(f"{name:12} {p:9} {w:11} {c:16} {d:11} {old:19}")
    print(f"\nhidden actions: {games} random games per variant set with secret answers")
    print(f"{'game':12} {'variants':24} {'secret choices x seats':>22} {'worlds with a leak':>18}  leaking parts")
    for name in tutor.GAMES:
        found = secret_variants(name)
        if not found:
            print(f"{name:12} {'(none has secret answers)':24}")
        for variants in found:
            _, worlds, leaks, parts = sweep_secrets(name, variants, games)
            shown = ", ".join(f"{k} {v}" for k, v in parts.most_common()) or "-"
            print(f"{name:12} {'+'.join(variants) or 'default':24} {worlds:22} {leaks:18}  {shown}")


if __name__ == "__main__":
    main()
