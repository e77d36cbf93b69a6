"""The front-end code of the widgets (the .js and .css beside this module), read once at import.

anywidget is given the code as text, not as a file path: a path makes it watch the file and tie every
widget made to a class-wide change signal that close() does not undo, so no closed widget was ever freed."""
from __future__ import annotations

import pathlib

_HERE = pathlib.Path(__file__).parent


def asset(name: str) -> str:
    """The text of a front-end file of this package (e.g. "board.js")."""
    return (_HERE / name).read_text(encoding="utf-8")


# The page's styles, in cascade order: the toolkit's own, the presenter's, a phone's, print.
STYLES = ("tutor.css", "presenter.css", "phone.css", "print.css")


def styles() -> str:
    """Every style sheet of the widgets as one text (the board carries it to the page once)."""
    return "\n".join(asset(name) for name in STYLES)
