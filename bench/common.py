"""What every game's benchmark measures, written once: random play through the public API."""
from __future__ import annotations

import random
import statistics
import time
from typing import Any, Iterable, Optional

import tutor
from tutor.core import Game, Rules


def random_games_per_second(name: str, games: int, seed: int, players: Iterable[int],
                            **options: Any) -> tuple[float, float]:
    """(full games per CPU second, mean steps per game) for uniformly random legal play."""
    rng = random.Random(seed)
    seats = list(players)
    steps = 0
    start = time.process_time()
    for i in range(games):
        game = tutor.new_game(name, players=seats[i % len(seats)], seed=seed * 100_000 + i, **options)
        while not game.is_over:
            actions = game.legal_actions()
            game.play(actions[rng.randrange(len(actions))])
        steps += len(game.history)
    return games / (time.process_time() - start), steps / games


def play_times(name: str, games: int, seed: int, players: Iterable[int], **options: Any) -> list[float]:
    """CPU seconds of every play() call (with its events) in `games` random games."""
    rng = random.Random(seed)
    seats = list(players)
    clock = time.process_time
    out: list[float] = []
    for i in range(games):
        game = tutor.new_game(name, players=seats[i % len(seats)], seed=seed * 100_000 + i, **options)
        while not game.is_over:
            action = rng.choice(game.legal_actions())
            t0 = clock()
            game.play(action)
            out.append(clock() - t0)
    return out


def median_p90_us(times: list[float]) -> tuple[float, float]:
    """Median and 90th percentile of CPU-second samples, in microseconds."""
    return statistics.median(times) * 1e6, statistics.quantiles(times, n=10)[-1] * 1e6


class NoOpRules(Rules[int]):
    """Rules that cost nothing: `steps` decisions of `width` actions each, to time Game alone."""

    name = "no-op"
    min_players = max_players = default_players = 4

    def __init__(self, steps: int, width: int):
        self.steps, self._actions = steps, [f"a{i}" for i in range(width)]

    def start(self, players, seed, variants, options) -> int:
        return 0

    def to_move(self, state: int) -> Optional[int]:
        return None if state >= self.steps else state % 4

    def legal_actions(self, state: int) -> list[str]:
        return list(self._actions)

    def apply(self, state: int, action: str):
        return action, state + 1, ()


def noop_games_per_second(steps: int, width: int, games: int, seed: int = 1) -> float:
    """The random-play loop over NoOpRules: the games/s ceiling that Game itself allows."""
    rng = random.Random(seed)
    rules = NoOpRules(steps, width)
    start = time.process_time()
    for i in range(games):
        game = Game(rules, 4, i)
        while not game.is_over:
            actions = game.legal_actions()
            game.play(actions[rng.randrange(len(actions))])
    return games / (time.process_time() - start)
