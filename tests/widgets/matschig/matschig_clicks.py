"""Reading the Matschig table's SVG and playing any legal action by clicks on it, as a learner would: the
engine's click path, one drawn target after another."""
from __future__ import annotations

import html
import re

from tutor.widgets.base import Table

_TAG = re.compile(r"<g ([^>]*)>")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')


def parts(svg: str) -> list[dict[str, str]]:
    """The attributes of every <g> element of the drawing, in order."""
    return [{k: html.unescape(v) for k, v in _ATTR.findall(m.group(1))} for m in _TAG.finditer(svg)]


def svg_root(svg: str) -> dict[str, str]:
    head = svg[:svg.index(">")]
    return {k: html.unescape(v) for k, v in _ATTR.findall(head)}


def targets(t: Table) -> list[str]:
    """Every data-action drawn on the board."""
    return [p["data-action"] for p in parts(t.board.svg) if "data-action" in p]


def legal(t: Table) -> set[str]:
    """The tokens drawn as legal targets now."""
    return {p["data-action"] for p in parts(t.board.svg) if "tutor-legal" in p.get("class", "").split()
            and "data-action" in p}


def picked(t: Table) -> list[str]:
    return [p["data-card"] for p in parts(t.board.svg) if "tutor-picked" in p.get("class", "")]


def button(t: Table, token: str) -> dict[str, str] | None:
    return next((p for p in parts(t.board.svg) if "tutor-button" in p.get("class", "")
                 and p.get("data-action") == token), None)


def play_by_clicks(t: Table, action: str) -> None:
    """Play a legal action of the learner by clicking, on the board, the tokens of its click path, each drawn as a
    legal target when it is clicked, until the action is the only one left and plays."""
    game = t.session.game
    played = len(game.history)
    path = game.click_paths()[action]
    for token in path:
        assert token in legal(t), f"{token} of {path} is not a legal target now: {sorted(legal(t))}"
        t.board.click(token)
        if len(t.session.game.history) > played:
            break
    assert t.session.game.history[played].action == action
