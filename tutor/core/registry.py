"""The registered games: a game's name -> the module that defines it, imported on first use.

The core never imports a game: the `tutor` package registers each game's module by name here, and a
new game adds one line there (see docs/adding-a-game.md)."""
from __future__ import annotations

import importlib
from typing import Any

from .rules import Rules

_MODULES: dict[str, str] = {}   # name -> module path, in registration order
_RULES: dict[str, Rules[Any]] = {}


def register_game(name: str, module: str) -> None:
    """Register a game: `module` (e.g. "tutor.muros") exposes RULES, its Rules object."""
    _MODULES[name] = module


def games() -> tuple[str, ...]:
    """Every registered game's name, in registration order."""
    return tuple(_MODULES)


def rules_for(name: str) -> Rules[Any]:
    """The Rules object of a registered game (a ValueError naming the games for any other name)."""
    rules = _RULES.get(name) if isinstance(name, str) else None
    if rules is None:
        if not isinstance(name, str) or name not in _MODULES:
            shown = repr(name) if len(repr(name)) <= 40 else repr(name)[:37] + "..."
            raise ValueError(f"unknown game {shown}; choose one of {', '.join(_MODULES)}")
        rules = _RULES[name] = importlib.import_module(_MODULES[name]).RULES
    return rules
