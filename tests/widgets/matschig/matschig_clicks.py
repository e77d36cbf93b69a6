"""Reading the Matschig table's SVG and playing any legal action by clicks on it, as a learner would."""
from __future__ import annotations

import html
import re
from typing import Optional

from tutor.matschig.notation import parse_action
from tutor.widgets.base import Table

_TAG = re.compile(r"<g ([^>]*)>")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')


def parts(svg: str) -> list[dict[str, str]]:
    """The attributes of every <g> element of the drawing, in order."""
    return [{k: html.unescape(v) for k, v in _ATTR.findall(m.group(1))} for m in _TAG.finditer(svg)]


def svg_root(svg: str) -> dict[str, str]:
    head = svg[:svg.index(">")]
    return {k: html.unescape(v) for k, v in _ATTR.findall(head)}


def hand_target(t: Table, card: str) -> str:
    """The data-action of a card of the acting hand."""
    for p in parts(t.board.svg):
        if "tutor-card" in p.get("class", "").split() and p.get("data-card") == card and "data-action" in p:
            return p["data-action"]
    raise AssertionError(f"no hand card {card} on the board")


def mud_target(t: Table, card: str) -> str:
    for p in parts(t.board.svg):
        if "tutor-mud-card" in p.get("class", "") and p.get("data-card") == card and "data-action" in p:
            return p["data-action"]
    raise AssertionError(f"mud card {card} is not clickable")


def seat_target(t: Table, seat: int) -> str:
    for p in parts(t.board.svg):
        if p.get("class", "").startswith("tutor-seat ") or p.get("class") == "tutor-seat tutor-legal":
            if p.get("data-action") and f"P{seat + 1}" in p.get("aria-label", ""):
                return p["data-action"]
    raise AssertionError(f"seat P{seat + 1} is not clickable")


def button(t: Table, action: str) -> Optional[dict[str, str]]:
    return next((p for p in parts(t.board.svg) if "tutor-button" in p.get("class", "")
                 and p.get("data-action") == action), None)


def suit_stopped(t: Table) -> list[str]:
    return [p["data-group"].split(">")[1] for p in parts(t.board.svg)
            if p.get("data-group", "").startswith("WATERSUIT>")]


def click_card(t: Table, card: str) -> None:
    t.board.click(hand_target(t, card))


def play_by_clicks(t: Table, action: str) -> None:
    """Play a legal action of the learner by clicking the table (never the choices strip)."""
    verb, *rest = parse_action(action)
    if verb == "throw":
        cards, target = rest
        for c in cards:
            if c not in _picked(t):
                click_card(t, c)
        t.board.click(seat_target(t, target))
    elif verb in ("pass", "decline", "accept"):
        t.board.click(verb)
    elif verb == "swap":
        for c in rest[0]:
            click_card(t, c)
        t.board.click(action)
    elif verb == "complete":
        click_card(t, rest[0])
        t.board.click(seat_target(t, rest[1]))
    else:
        groups, specials, pipe_target, suit = rest
        if groups:
            for umbrellas, card in groups:
                for u in umbrellas:
                    click_card(t, u)
                t.board.click(mud_target(t, card))
            t.board.click(action)
        elif specials[0] == "PIPE":
            click_card(t, "PIPE")
            t.board.click(seat_target(t, pipe_target))
        elif specials[0] == "WATERSUIT":
            target = hand_target(t, "WATERSUIT")
            if target == action:  # the only use of the suit: it plays at once
                t.board.click(target)
                return
            t.board.click(target)
            want = list(suit)
            for c in want:
                if want.count(c) > suit_stopped(t).count(c):
                    t.board.click(mud_target(t, c))
            for c in list(suit_stopped(t)):
                if suit_stopped(t).count(c) > want.count(c):
                    t.board.click(mud_target(t, c))
            t.board.click(action)
        else:
            click_card(t, specials[0])


def _picked(t: Table) -> list[str]:
    return [p["data-card"] for p in parts(t.board.svg) if "tutor-picked" in p.get("class", "")]
