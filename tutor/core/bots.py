"""One bot interface for every game: a bot chooses an action for the seat to move; why it did is
Game.why, told to whoever asks from what that seat may know."""
from __future__ import annotations

import random
from typing import Any, Optional, Protocol

from .game import Game


class Bot(Protocol):
    """A seat-filler: choose(game) -> a legal action for the seat to move."""

    def choose(self, game: Game[Any]) -> str: ...


class HintBot:
    """Plays the engine's hint for its seat: the reasoning a learner is shown is the one it follows."""

    def choose(self, game: Game[Any]) -> str:
        """The hint's action."""
        return game.hint().action

    def __repr__(self) -> str:
        return "HintBot()"


class RandomBot:
    """Plays a uniformly random legal action from its own seeded generator (property tests, storms)."""

    def __init__(self, seed: Optional[int] = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any]) -> str:
        """A random legal action."""
        return self.rng.choice(game.legal_actions())


HINT_BOT = HintBot()
