"""An interactive rules tutor: three games as explaining rules engines.

    import tutor
    g = tutor.new_game("muros", players=3, seed=42)
    step = g.play(g.legal_actions()[0]); print(step.text("es"))
"""
from __future__ import annotations

import importlib
from typing import Any, Iterable, Mapping, Optional

from .core import (Event, Game, Hint, IllegalAction, NotationError, Reason, Result, Rules, Step,
                   TutorError)
from .core import game as _game

__version__ = "0.1.0"
GAMES = ("matschig", "muros", "matzlfangen")

__all__ = ["GAMES", "new_game", "load_game", "rules_for", "Game", "Event", "Step", "Result", "Hint",
           "IllegalAction", "NotationError", "Reason", "TutorError"]


_LOADED: dict[str, Rules] = {}  # game name -> its Rules object, once its package is imported


def rules_for(name: str) -> Rules:
    """The Rules object of a game by name (a ValueError for unknown names)."""
    rules = _LOADED.get(name) if isinstance(name, str) else None
    if rules is None:
        if name not in GAMES:
            raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
        rules = _LOADED[name] = importlib.import_module(f"tutor.{name}").RULES
    return rules


def new_game(name: str, players: Optional[int] = None, seed: Optional[int] = None,
             variants: Iterable[str] = (), position: Optional[Mapping[str, Any]] = None,
             **options: Any) -> Game:
    """Start a game: tutor.new_game("muros", players=3, seed=42, variants={"COMPACT_SHIFT"});
    position=g.position() (or a game's position helper) starts it from that position instead."""
    return Game(rules_for(name), players, seed, variants, position, **options)


class _Registry(dict):
    def __missing__(self, key):
        return rules_for(key)

    def __contains__(self, key) -> bool:
        return key in GAMES

    def __iter__(self):
        return iter(GAMES)


def load_game(text: str) -> Game:
    """Rebuild a game from Game.to_json() text; a ValueError if corrupt or tampered."""
    return _game.load_game(text, _Registry())
