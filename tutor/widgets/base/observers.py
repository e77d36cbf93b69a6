"""Observers a widget hangs on objects that outlive it (the language, progress, a shared session),
kept together so that close() removes every one of them: a closed widget is no longer called."""
from __future__ import annotations

from typing import Any, Callable

import traitlets

Handler = Callable[[Any], None]


class Observers:
    """observe() like traitlets, remembered; close() unobserves them all (idempotent)."""

    def __init__(self) -> None:
        self._held: list[tuple[traitlets.HasTraits, Handler, str]] = []

    def observe(self, source: traitlets.HasTraits, handler: Handler, name: str) -> None:
        """source.observe(handler, name), to be removed by close()."""
        source.observe(handler, name)
        self._held.append((source, handler, name))

    def close(self) -> None:
        """Remove every observer added here; calling it again does nothing."""
        held, self._held = self._held, []
        for source, handler, name in reversed(held):
            try:
                source.unobserve(handler, name)
            except ValueError:  # already removed by hand
                pass

    def __len__(self) -> int:
        return len(self._held)


def count(source: traitlets.HasTraits, name: str) -> int:
    """How many change handlers observe the trait `name` of source (tests and the bench read it)."""
    notifiers: Any = source._trait_notifiers
    return len(notifiers.get(name, {}).get("change", []))
