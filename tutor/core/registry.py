"""The games, as data: tutor/games.py names each game once (its entry), and everything that lists the games
reads the entries here.

    from tutor.core.registry import entries, games, rules_for
    games()                      # ('muros', 'matschig', 'matzlfangen'): every game, in the front page's order
    entries()[0].stem            # '01_muros': its course's notebooks are notebooks/<folder>/01_muros.ipynb
    rules_for("muros")           # its Rules object, imported on first use from tutor.muros

The core never imports a game: the `tutor` package hands the entries of tutor/games.py to `register`, and a
game's module is imported by name on first use. `python -m tutor new <game>` adds a game's entry (see
docs/adding-a-game.md); nothing else in the project names the games."""
from __future__ import annotations

import dataclasses
import importlib
import keyword
from dataclasses import dataclass
from typing import Any, Iterable

from .i18n import Text
from .rules import Rules

_ENTRIES: dict[str, "GameEntry"] = {}   # name -> entry, in the order of tutor/games.py
_RULES: dict[str, Rules[Any]] = {}


@dataclass(frozen=True)
class GameEntry:
    """One game as the project lists it: its name, its words for the front page and the README, its place."""

    name: str            # a lower-case identifier: its package is tutor.<name>
    title: Text          # the course's name on the front page
    blurb: Text          # what the game is, in one line
    classroom: Text      # what its classroom shows the projector, in one line
    readme: str          # what README.md says of the course after its lesson counts (English only)
    number: int = 0      # its place in tutor/games.py, from 1 (set by `register`): its course's files start with it

    @property
    def module(self) -> str:
        """The game's package, which defines RULES: "tutor.muros"."""
        return f"tutor.{self.name}"

    @property
    def stem(self) -> str:
        """The file name of its course notebooks, without a folder or suffix: "01_muros"."""
        return f"{self.number:02d}_{self.name}"

    @property
    def room(self) -> str:
        """The file name of its classroom notebooks: "classroom_muros"."""
        return f"classroom_{self.name}"


def valid_name(name: object) -> bool:
    """A game's name is a lower-case ASCII identifier, no keyword, not private: "muros", "sprint_2"."""
    return (isinstance(name, str) and name.isascii() and name.isidentifier() and name == name.lower()
            and not name.startswith("_") and not keyword.iskeyword(name))


def register(listed: Iterable[GameEntry]) -> None:
    """Take the games' entries, in order (the `tutor` package does, from tutor/games.py); a ValueError for a
    name that is no lower-case identifier or is listed twice."""
    found: dict[str, GameEntry] = {}
    for number, e in enumerate(listed, 1):
        if not valid_name(e.name):
            raise ValueError(f"game {number}: {e.name!r} is not a lower-case identifier")
        if e.name in found:
            raise ValueError(f"the game {e.name!r} is listed twice")
        found[e.name] = dataclasses.replace(e, number=number)
    _ENTRIES.clear()
    _ENTRIES.update(found)
    _RULES.clear()


def entries() -> tuple[GameEntry, ...]:
    """Every game's entry, in the front page's order."""
    return tuple(_ENTRIES.values())


def entry(name: str) -> GameEntry:
    """One game's entry (a ValueError naming the games for any other name)."""
    found = _ENTRIES.get(name) if isinstance(name, str) else None
    if found is None:
        shown = repr(name) if len(repr(name)) <= 40 else repr(name)[:37] + "..."
        raise ValueError(f"unknown game {shown}; choose one of {', '.join(_ENTRIES)}")
    return found


def games() -> tuple[str, ...]:
    """Every game's name, in the front page's order."""
    return tuple(_ENTRIES)


def rules_for(name: str) -> Rules[Any]:
    """The Rules object of a listed game (a ValueError naming the games for any other name)."""
    rules = _RULES.get(name) if isinstance(name, str) else None
    if rules is None:
        rules = _RULES[name] = importlib.import_module(entry(name).module).RULES
    return rules
