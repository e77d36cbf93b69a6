"""Muros notation: parse and write actions such as R@W3, R@W3 pile, Y@W5 take G, pass."""
from __future__ import annotations

import re
from typing import NamedTuple, Optional

from ..core import NotationError

_ACTION = re.compile(
    r"^\s*([YBRG])\s*@\s*([WENS][1-9])(?:\s+(pile|hand))?(?:\s+take\s+([YBRG]|none))?\s*$",
    re.IGNORECASE)
_PASS = re.compile(r"^\s*pass\s*$", re.IGNORECASE)


class Placement(NamedTuple):
    """A parsed action: card colour, slot, from the pile?, capture choice (None, colour or 'none')."""

    colour: str
    slot: str
    pile: bool
    take: Optional[str]


PASS = "pass"
_cache: dict[str, Optional[Placement]] = {}


def parse(text: str) -> Optional[Placement]:
    """A Placement, or None for `pass`; NotationError says what was expected."""
    try:
        return _cache[text]
    except KeyError:
        pass
    if _PASS.match(text):
        parsed = None
    else:
        m = _ACTION.match(text)
        if not m:
            raise NotationError("muros", None, "bad-action", {"got": text.strip()[:60]})
        colour, slot, source, take = m.groups()
        take = None if take is None else ("none" if take.lower() == "none" else take.upper())
        parsed = Placement(colour.upper(), slot.upper(), (source or "").lower() == "pile", take)
    if len(_cache) < 4096:
        _cache[text] = parsed
    return parsed


def write(p: Optional[Placement]) -> str:
    """The canonical text of a placement (or pass)."""
    if p is None:
        return PASS
    text = f"{p.colour}@{p.slot}"
    if p.pile:
        text += " pile"
    if p.take is not None:
        text += f" take {p.take}"
    return text
