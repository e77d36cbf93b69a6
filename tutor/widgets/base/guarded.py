"""What the page may send a widget, and ipywidgets' own widgets held to it. The page writes only the traits
a widget lists in `page_writes`, each with a value its trait accepts, and sends custom messages that are
JSON objects; anything else (an unknown method, another trait, a wrong type, a lesson index out of range,
a language the tutor does not have) is ignored, so no exception reaches the kernel's log."""
from __future__ import annotations

from typing import Any, ClassVar

import ipywidgets as W
import traitlets
from ipywidgets.widgets.widget import _put_buffers

__all__ = ["PageMessages", "Box", "Button", "Dropdown", "FileUpload", "HBox", "HTML", "VBox"]


class PageMessages:
    """Mixin (before the widget class): messages from the page that do not fit are ignored."""

    page_writes: ClassVar[frozenset[str]] = frozenset()   # the traits the widget's front end writes

    def _handle_msg(self, msg: Any) -> None:
        content = msg.get("content") if isinstance(msg, dict) else None
        data = content.get("data") if isinstance(content, dict) else None
        if not isinstance(data, dict):
            return
        method = data.get("method")
        buffers = msg.get("buffers") or []
        if method == "update" and isinstance(data.get("state"), dict):
            state = data["state"]
            paths = data.get("buffer_paths")
            if paths:
                try:
                    _put_buffers(state, paths, buffers)
                except (KeyError, IndexError, TypeError):
                    return
            self.set_state(state)
        elif method == "request_state":
            self.send_state()    # type: ignore[attr-defined]
        elif method == "custom" and isinstance(data.get("content"), dict):
            self._handle_custom_msg(data["content"], buffers)   # type: ignore[attr-defined]

    def set_state(self, sync_data: Any) -> None:
        """Take the traits the page may write whose values fit; drop the rest."""
        if not isinstance(sync_data, dict):
            return
        widget: Any = self
        fit = {}
        for name, value in sync_data.items():
            if name not in self.page_writes or name not in widget.keys:
                continue
            try:
                from_json = widget.trait_metadata(name, "from_json", widget._trait_from_json)
                widget.traits()[name]._validate(widget, from_json(value, widget))
            except (traitlets.TraitError, ValueError, TypeError, KeyError, IndexError, AttributeError):
                continue
            fit[name] = value
        if fit:
            super().set_state(fit)   # type: ignore[misc]


class Box(PageMessages, W.Box):  # type: ignore[misc, unused-ignore]
    """A box; the page writes nothing."""


class VBox(PageMessages, W.VBox):  # type: ignore[misc, unused-ignore]
    """A column; the page writes nothing."""


class HBox(PageMessages, W.HBox):  # type: ignore[misc, unused-ignore]
    """A row; the page writes nothing."""


class HTML(PageMessages, W.HTML):  # type: ignore[misc, unused-ignore]
    """HTML; the page writes nothing."""


class Button(PageMessages, W.Button):  # type: ignore[misc, unused-ignore]
    """A button; the page only sends its clicks."""


class Dropdown(PageMessages, W.Dropdown):  # type: ignore[misc, unused-ignore]
    """A picker; the page writes the index picked (one of the options)."""

    page_writes = frozenset({"index"})

    def set_state(self, sync_data: Any) -> None:
        """An index of one of the options: the page never leaves the picker with nothing picked."""
        if isinstance(sync_data, dict) and "index" in sync_data and not (
                isinstance(sync_data["index"], int) and not isinstance(sync_data["index"], bool)):
            sync_data = {k: v for k, v in sync_data.items() if k != "index"}
        super().set_state(sync_data)


class FileUpload(PageMessages, W.FileUpload):  # type: ignore[misc, unused-ignore]
    """A file upload; the page writes the files chosen and its error."""

    page_writes = frozenset({"value", "error"})
