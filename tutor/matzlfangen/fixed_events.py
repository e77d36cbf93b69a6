"""Events that are the same every time they happen, made once and shared by every step that tells them."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from .state import GAME


def fixed_event(rule: str, kind: str, **data: Any) -> Event:
    """A Matzlfangen Event made once and shared by every step that tells it (its data is read-only)."""
    return Event(GAME, rule, kind, data)
