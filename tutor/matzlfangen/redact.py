"""Narration per seat: how each Matzlfangen event reads to one player (core.events.register_redactor).

A player sees its own hand and the table, never another hand nor a hidden Rufen partner (R-CALL-3):
- a card played by another player is told as the table sees it (led, followed, trumped, discarded), without
  the legal cards of that player's hand; the player itself reads its legal cards and, if it knows that its
  partner is winning the trick, R-PLAY-6;
- the call tells the holder of the called card only to that holder;
- a Matzl that falls while the sides are hidden is told without its side (R-MATZL-1, §7.3) to a seat that
  cannot tell the sides of its owner and its winner (the hidden partner knows every side; a seat that wins its
  own Ten knows it stayed home); the side is told when the partner is revealed.
Every other event is public."""
from __future__ import annotations

from typing import Optional

from ..core.events import Event, register_redactor
from .state import GAME, event
from .tricks import REASON_RULE


def _play(e: Event, seat: int) -> Event:
    d = e.data
    if seat == d["seat"]:  # the player's own card: its legal set, and R-PLAY-6 only if it knows its partner
        partner = d["partner_winning"] if d["partner_known"] else None
        rule = "R-PLAY-6" if partner is not None else REASON_RULE[d["reason"]]
        return event(rule, "play", seat=d["seat"], card=d["card"], legal=d["legal"], reason=d["reason"],
                     led=d["led"], trump=d["trump"], trick_no=d["trick_no"], partner=partner)
    # Another player's card, as the table sees it (the event's rule is already the table's reading).
    return event(e.rule, "play-seen", seat=d["seat"], card=d["card"], how=d["how"], led=d["led"],
                 trump=d["trump"], trick_no=d["trick_no"])


def _call(e: Event, seat: int) -> Event:
    d = e.data
    return event(e.rule, "call-seen", seat=d["seat"], card=d["card"], trump=d["trump"], you=seat == d["partner"],
                 any=d["any"])


def _matzl(e: Event, seat: int) -> Event:
    d = e.data
    if seat in d["knowers"]:
        return e
    return event(e.rule, "matzl-fell", seat=d["seat"], owner=d["owner"], card=d["card"])


_REDACT = {"play": _play, "call": _call, "matzl-caught": _matzl, "matzl-kept": _matzl}


def redact(e: Event, seat: int) -> Optional[Event]:
    """The event as `seat` may know it (every Matzlfangen event tells each seat something)."""
    how = _REDACT.get(e.kind)
    return e if how is None else how(e, seat)


register_redactor(GAME, redact)
