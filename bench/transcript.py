"""Proof that a speed-up changed nothing (not a test): one hash per random game of everything observable.

    .venv/bin/python bench/transcript.py OUT [--games N] [--seed S] [--game NAME]

Plays N random games of each game (random players, variants and options) through the public API and
writes one line per game: its number, name and a SHA-256 of every legal list, the refusal (rule and
en/es text) of probe actions, every step's events (rule, kind, data, en/es text), the views of every
seat, the diagrams, the SVG, the save file and its reload. Run it on the old commit and on the new
one and compare the files (`cmp`): the first differing line names the game to replay.
"""
from __future__ import annotations

import argparse
import hashlib
import random
from typing import Any, Callable, Optional

import tutor
from tutor.core import Game

# Actions no game accepts, and option values the games allow, for the random set-ups.
GARBAGE = ("", "  ", "nonsense", "play", "throw", "R@", "bid", "umbrellas U9>W9", "swap W1", "call ZZ")
OPTIONS: dict[str, Callable[[random.Random], dict[str, Any]]] = {
    "matschig": lambda r: {"rounds": r.choice((2, 3))},
    "matzlfangen": lambda r: {"deals": r.choice((1, 1, 2, 3))},
}


def _new_game(name: str, r: random.Random) -> Game:
    """A game with random players, a random defined variant set and random options."""
    rules = tutor.rules_for(name)
    known = sorted(rules.known_variants)
    while True:
        variants = {v for v in known if r.random() < 0.2}
        try:
            return tutor.new_game(name, players=r.randint(rules.min_players, rules.max_players),
                                  seed=r.randrange(10**9), variants=variants,
                                  **OPTIONS.get(name, lambda _: {})(r))
        except ValueError:
            continue  # an undefined combination of variants: draw again


def _refusal(game: Game, action: Any) -> Optional[tuple]:
    """why_not() as comparable data: None, or the rule and the reason in both languages."""
    reason = game.why_not(action)
    return None if reason is None else (reason.rule, str(reason), reason.text("es"))


def transcript(name: str, number: int, r: random.Random) -> str:
    """The hash of one random game of `name`: everything the public API shows, step by step."""
    digest = hashlib.sha256()

    def note(*items: Any) -> None:
        digest.update(repr(items).encode())
        digest.update(b"\n")

    game = _new_game(name, r)
    note("setup", game.players, game.seed, sorted(game.variants), game.options)
    seen: list[str] = []  # legal actions of earlier positions: good probes for refusals here
    while not game.is_over:
        legal = game.legal_actions()
        note("legal", game.to_move, legal)
        probes = list(GARBAGE) + r.sample(seen, min(6, len(seen))) + [a.upper() for a in legal[:3]]
        note("probes", [_refusal(game, p) for p in probes])
        for seat in [None, *range(game.players)]:
            note("view", seat, game.view(seat))
        if r.random() < 0.1:
            note("text", game.text("en"), game.text("es"), game.svg())
        step = game.play(r.choice(legal))
        note("step", str(step), step.rules, step.text("en"), step.text("es"))
        note("events", [(e.rule, e.kind, dict(e.data)) for e in step.events])
        seen = (seen + legal)[-60:]
    note("result", game.result(), game.text("en"), game.text("es"), game.svg())
    saved = game.to_json()
    note("save", saved, tutor.load_game(saved).to_json())
    return f"{number} {name} {digest.hexdigest()}"


def main() -> None:
    """Write the transcript file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the file to write, one line per game")
    parser.add_argument("--games", type=int, default=100, help="random games of each game")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the random set-ups and choices")
    parser.add_argument("--game", choices=tutor.GAMES, help="only this game")
    args = parser.parse_args()
    r = random.Random(args.seed)
    with open(args.out, "w", encoding="utf-8") as out:
        for name in [args.game] if args.game else tutor.GAMES:
            for number in range(args.games):
                out.write(transcript(name, number, r) + "\n")


if __name__ == "__main__":
    main()
