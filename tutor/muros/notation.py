"""Muros notation: parse and write actions such as R@W3, R@W3 pile, Y@W5 take G, pass.

Parsing is ASCII only (re.ASCII, so a dotless ı or a non-breaking space is not read as i or a
space) and every word is compared exactly after lower-casing, so a text means one action or is
refused. Texts longer than MAX_LENGTH are refused before any pattern runs.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple, Optional

from ..core import NotationError

MAX_LENGTH = 64      # the longest action, "Y@W5 pile take none", has 19 characters
QUOTE = 60           # a refusal quotes at most this many characters of the input
_ACTION = re.compile(
    r"\s*([YBRG])\s*@\s*([WENS][1-9])(?:\s+(pile|hand))?(?:\s+take\s+([YBRG]|none))?\s*",
    re.IGNORECASE | re.ASCII)
_PASS = re.compile(r"\s*pass\s*", re.IGNORECASE | re.ASCII)


class Placement(NamedTuple):
    """A parsed action: card colour, slot, from the pile?, capture choice (None, colour or 'none')."""

    colour: str
    slot: str
    pile: bool
    take: Optional[str]


PASS = "pass"


def parse(text: str) -> Optional[Placement]:
    """A Placement, or None for `pass`; NotationError says what was expected."""
    plain = text if type(text) is str else str.__str__(text)   # a str subclass: its characters only
    if len(plain) > MAX_LENGTH:
        raise NotationError("muros", None, "too-long", {"limit": MAX_LENGTH, "n": len(plain),
                                                        "got": plain[:QUOTE]})
    return _cached(plain) if plain is text else _parse(plain)   # only plain str is cached


@lru_cache(maxsize=1024)
def _cached(text: str) -> Optional[Placement]:
    """_parse remembered for short plain texts (parse checks both): legal actions come back often."""
    return _parse(text)


def _parse(text: str) -> Optional[Placement]:
    if _PASS.fullmatch(text):
        return None
    m = _ACTION.fullmatch(text)
    if not m:
        raise NotationError("muros", None, "bad-action", {"got": text.strip()[:QUOTE]})
    colour, slot, source, take = m.groups()
    # re.ASCII: the words matched are ASCII letters, so lower() compares them exactly
    pile = source is not None and source.lower() == "pile"
    choice = None if take is None else ("none" if take.lower() == "none" else take.upper())
    return Placement(colour.upper(), slot.upper(), pile, choice)


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
