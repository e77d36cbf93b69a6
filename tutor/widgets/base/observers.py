"""What a widget leaves behind when it is replaced, removed by its close(): the observers it hangs on
objects that outlive it (the language, progress, a shared session), and the widgets it made, with the
Layout and Style widgets each of them carries (ipywidgets keeps every open widget alive in a registry)."""
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


def close_all(widget: Any) -> None:
    """Close a widget, every widget inside it, and the Layout and Style widgets each one carries. A widget
    shared by every view of the kernel (class attribute `kernel_wide = True`, e.g. the progress's browser
    store) is left open, with what is inside it."""
    if getattr(widget, "kernel_wide", False) is True:
        return
    for child in getattr(widget, "children", ()) or ():
        close_all(child)
    for part in ("layout", "style"):
        inner = getattr(widget, part, None)
        if inner is not None and hasattr(inner, "close") and hasattr(inner, "comm"):
            inner.close()
    widget.close()


def close_own(box: Any) -> None:
    """What a box's close() does before its own: stop its observers (`box._watch`), close the widgets inside
    it and its layout. A box refused in its __init__ has no observers yet, and nothing of its own to close."""
    if hasattr(box, "_watch"):
        box._watch.close()
        for w in box.children:
            close_all(w)
        box.layout.close()


def open_widgets() -> int:
    """How many widgets are open in this kernel (tests and the bench read it)."""
    from ipywidgets.widgets.widget import _instances
    return len(_instances)


def count(source: traitlets.HasTraits, name: str) -> int:
    """How many change handlers observe the trait `name` of source (tests and the bench read it)."""
    notifiers: Any = source._trait_notifiers
    return len(notifiers.get(name, {}).get("change", []))
