"""An interactive rules tutor: three games as explaining rules engines.

    import tutor
    g = tutor.new_game("muros", players=3, seed=42)
    step = g.play(g.legal_actions()[0]); print(step.text("es"))
"""
from __future__ import annotations

from typing import Any, Iterable, Iterator, Mapping, Optional

from .core import (Event, Game, Hint, IllegalAction, NotationError, Reason, Result, Rules, Step,
                   TutorError)
from .core import game as _game
from .core import registry as _registry
from . import games as _games

__version__ = "0.1.0"
_registry.register(_games.ENTRIES)
GAMES = _registry.games()   # every game of tutor/games.py, in the front page's order

__all__ = ["GAMES", "new_game", "load_game", "rules_for", "demo", "Game", "Event", "Step", "Result", "Hint",
           "IllegalAction", "NotationError", "Reason", "TutorError"]


def rules_for(name: str) -> Rules[Any]:
    """The Rules object of a game by name (a ValueError for unknown names)."""
    return _registry.rules_for(name)


def new_game(name: str, players: Optional[int] = None, seed: Optional[int] = None,
             variants: Iterable[str] = (), position: Optional[Mapping[str, Any]] = None,
             **options: Any) -> Game[Any]:
    """Start a game: tutor.new_game("muros", players=3, seed=42, variants={"COMPACT_SHIFT"});
    position=g.position() (or a game's position helper) starts it from that position instead."""
    return Game(rules_for(name), players, seed, variants, position, **options)


class _Registry(dict[str, Rules[Any]]):
    def __missing__(self, key: str) -> Rules[Any]:
        return rules_for(key)

    def __contains__(self, key: object) -> bool:
        return key in GAMES

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)


def demo(name: str, rule: str) -> Any:
    """The demo of one rule ID: tutor.demo("matschig", "M19d") -> Demo (.game, .action, .text(lang))."""
    from .demos import demo as _demo
    return _demo(name, rule)


def load_game(text: str) -> Game[Any]:
    """Rebuild a game from Game.to_json() text; a ValueError if corrupt or tampered."""
    return _game.load_game(text, _Registry())
