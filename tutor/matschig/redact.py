"""What each seat may know of an event (A18: hands are hidden, the draw pile too; A5: secret race
answers). Registered with core, so Step.text(lang, seat=k) tells seat k only that."""
from __future__ import annotations

from typing import Optional

from ..core.events import Event, register_redactor
from .eventdata import GAME


def _told(event: Event, kind: str, *keys: str) -> Event:
    """The event as another kind, keeping only some of its data."""
    return Event(GAME, event.rule, kind, {k: event.data[k] for k in keys})


def redact(event: Event, seat: int) -> Optional[Event]:
    """The event as `seat` may know it: itself, a version without what the seat cannot see, or
    None when the seat learns nothing from it."""
    kind, data = event.kind, event.data
    if event.game != GAME or "seat" not in data or data["seat"] == seat:
        return event  # public, or the seat's own
    if kind == "defence-options":  # M16: the target's umbrellas and special cards are its own
        return _told(event, "defence-options-unseen", "seat", "cards", "water", "sand", "pile",
                     "score")
    if kind == "race-ask":  # M14: whether the asked seat holds the card is its own
        return _told(event, "race-ask-unseen", "seat", "card", "target", "secret")
    if kind == "pass":  # M7: which type the hand lacks is its own
        return _told(event, "pass-unseen", "seat", "next")
    if kind in ("decline", "race-claim") and data.get("secret"):  # A5 RACE_RANDOM
        return _told(event, "race-secret", "seat")
    if kind in ("drawn", "dealt"):  # M2, M7, M21: the cards drawn or dealt are the seat's own
        return None
    return event


register_redactor(GAME, redact)
