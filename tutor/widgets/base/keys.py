"""The one key map of the presenter and the board, written once: which key means what, where.

A key acts in one scope: "presenter" while the focus is outside the board (the classroom's keys, sent to
Python by presenter.js), "board" inside a focused board (board.js moves between targets and picks). In
each scope a key has one meaning; the on-screen keys help is made from the same entries."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.i18n import check_lang
from ...lessons.model import Text

SCOPES = ("presenter", "board")


@dataclass(frozen=True)
class Key:
    """Keys (KeyboardEvent.key values) that ask for one action in one scope, and how the help names them."""

    keys: tuple[str, ...]
    scope: str
    action: str
    label: Text       # the keys as the help writes them ("Space or →")
    meaning: Text     # what they do ("play the step")


KEYMAP: tuple[Key, ...] = (
    Key((" ", "ArrowRight", "PageDown"), "presenter", "step", Text("Space or →"),
        Text("plays the step")),
    Key(("ArrowDown",), "presenter", "next", Text("↓"), Text("next scenario or rule")),
    Key(("ArrowUp", "PageUp"), "presenter", "prev", Text("↑"), Text("previous")),
    Key(("ArrowLeft",), "presenter", "reset", Text("←"), Text("back to the start")),
    Key(("e", "E"), "presenter", "explain", Text("E"), Text("explanation")),
    Key(("f", "F"), "presenter", "fullscreen", Text("F"), Text("full screen")),
    Key(("ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"), "board", "move", Text("arrows"),
        Text("move between targets")),
    Key(("Home",), "board", "first", Text("Home"),
        Text("goes to the first target of the row")),
    Key(("End",), "board", "last", Text("End"),
        Text("goes to the last target of the row")),
    Key(("Enter", " "), "board", "pick", Text("Enter or Space"),
        Text("picks")),
    Key(("s", "S", "?"), "board", "read", Text("S or ?"),
        Text("tells the board in words")),
    Key(("Escape",), "board", "drop", Text("Esc"),
        Text("drops a half-made choice")),
)

# What the presenter's keys ask Python for (full screen stays in the browser).
PRESENTER_ACTIONS = tuple(k.action for k in KEYMAP if k.scope == "presenter" and k.action != "fullscreen")

_HEAD = {"presenter": Text("Keys"), "board": Text("On the board (Tab into it)")}


def keymap(scope: str) -> dict[str, str]:
    """KeyboardEvent.key -> action for one scope (what presenter.js and board.js read)."""
    if scope not in SCOPES:
        raise ValueError(f"a key scope is one of {SCOPES}, not {scope!r}")
    return {key: k.action for k in KEYMAP if k.scope == scope for key in k.keys}


def keys_help(lang: str) -> str:
    """The keys help line, both scopes: "Keys: Space or → play the step · … On the board …: arrows …"."""
    lang = check_lang(lang)
    parts = []
    for scope in SCOPES:
        items = " · ".join(f"{k.label(lang)} {k.meaning(lang)}" for k in KEYMAP if k.scope == scope)
        parts.append(f"{_HEAD[scope](lang)}: {items}.")
    return " ".join(parts)
