"""Board: one widget per board. It shows the engine's SVG; a click on a part marked `data-action`
sends that target to Python as one message, and Python answers with one state change.

Tests and teachers rely on two names in the SVG: the attribute `data-action` (the target a part stands
for, e.g. "W3") and the class `tutor-legal` on the targets that are legal now.
"""
from __future__ import annotations

import html
from typing import Any, Callable, Iterable, Optional

import anywidget
import traitlets

from .assets import asset, styles
from .guarded import PageMessages
from .keys import keymap

Choice = dict[str, Any]  # {"action": str, "label": str, "cls": str (optional)}
MAX_TOKEN = 200   # characters of a target or choice in a message; a real one is a few words
MAX_CONTROL = 40  # characters of a control's id
# The keyboard grid's focus ring (every part with data-row, not only the targets) and the board told in words.
# (Issue 36: meant for tutor.css, kept here with the board that draws them.)
class Board(PageMessages, anywidget.AnyWidget):
    """The engine's SVG with click targets, and a strip of choices when a target means several actions.

    The page only sends messages ({"click"}, {"choose"}, {"control", "value"}, each with "at", the
    position it was drawn for, and {"cancel": true}, Escape over a half-made choice); it never writes the
    board's state. Any other message, of any shape or size, is ignored. A click or choice drawn for an
    earlier position goes to `on_stale`, not played.

    The note (the result of the learner's last act: a refusal, a hint) and the choices stand under the
    drawing, inside its box: the page's stage sizes the board without them, so the board keeps its size
    when they come and go; after the learner's own tap the page scrolls them into view."""

    _esm = asset("board.js")
    _css = styles()
    svg = traitlets.Unicode("").tag(sync=True)
    prompt = traitlets.Unicode("").tag(sync=True)        # what the choices are for ("" hides it)
    choices = traitlets.List(traitlets.Dict()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)        # one line over the board ("" hides it)
    note = traitlets.Unicode("").tag(sync=True)          # HTML under the drawing ("" hides it)
    note_kind = traitlets.Unicode("bad").tag(sync=True)  # "bad" (a refusal) or "good" (a hint, a why)
    badge = traitlets.Unicode("").tag(sync=True)         # whose view this is, when not the learner's
    # buttons under the board: {"id", "label", "disabled", "hidden", "primary", "pressed" (toggles)};
    # a slider is {"id", "type": "range", "label", "value", "max"}
    controls = traitlets.List(traitlets.Dict()).tag(sync=True)
    footer = traitlets.Unicode("").tag(sync=True)        # HTML under the buttons (the end card)
    at = traitlets.Int(0).tag(sync=True)                 # the position drawn (the session's version)
    keymap = traitlets.Dict(keymap("board")).tag(sync=True)   # KeyboardEvent.key -> action (keys.py)
    # the page's own words: {"choices": the strip's name, "read": the button, "text": the told board's name};
    # without "read" the board has no Read button (and S does nothing)
    words = traitlets.Dict({}).tag(sync=True)
    told = traitlets.Dict({"n": 0, "text": ""}).tag(sync=True)   # the board in words, each telling numbered

    def __init__(self, svg: str = "", on_target: Optional[Callable[[str], None]] = None,
                 on_choice: Optional[Callable[[str], None]] = None,
                 on_control: Optional[Callable[[str, Optional[int]], None]] = None,
                 on_stale: Optional[Callable[[str, str], None]] = None,
                 on_cancel: Optional[Callable[[], None]] = None,
                 on_read: Optional[Callable[[], None]] = None, **kwargs: Any):
        super().__init__(svg=svg, **kwargs)
        self._on_target = on_target
        self._on_choice = on_choice
        self._on_control = on_control
        self._on_stale = on_stale
        self._on_cancel = on_cancel
        self._on_read = on_read
        self.on_msg(self._message)

    def _message(self, _widget: object, content: Any, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        if content.get("cancel") is True:
            self.cancel()
            return
        if content.get("read") is True:
            self.read()
            return
        at = content.get("at")
        if at is not None and type(at) is not int:
            return
        for key, act in (("click", self.click), ("choose", self.choose)):
            token = content.get(key)
            if isinstance(token, str) and 0 < len(token) <= MAX_TOKEN:
                if type(at) is int and at != self.at:
                    if self._on_stale is not None:
                        self._on_stale(key, token)
                    return
                act(token)
                return
        control = content.get("control")
        if isinstance(control, str) and len(control) <= MAX_CONTROL:
            value = content.get("value")
            self.press(control, value if type(value) is int else None)

    # -- what a browser click does (tests call these directly) --------------------------------------
    def click(self, target: str) -> None:
        """A click on the part whose data-action is target."""
        if self._on_target is not None:
            self._on_target(target)

    def choose(self, action: str) -> None:
        """A click on one of the offered choices."""
        if self._on_choice is not None:
            self._on_choice(action)

    def cancel(self) -> None:
        """Escape in the board: the half-made choice is dropped (nothing is played)."""
        if self._on_cancel is not None:
            self._on_cancel()

    def read(self) -> None:
        """The Read button or S in the board: the board told in words (see tell)."""
        if self._on_read is not None:
            self._on_read()

    def tell(self, text: str) -> None:
        """Show `text` (the seat's text view) in the board's words box, announced again even when unchanged."""
        n = self.told.get("n", 0)
        self.told = {"n": (n if isinstance(n, int) else 0) + 1, "text": text}

    def show_note(self, note: str, kind: str = "bad") -> None:
        """Show the result of the learner's last act under the drawing (one message); "" hides it."""
        with self.hold_sync():
            self.note_kind = "good" if kind == "good" else "bad"
            self.note = note

    def press(self, control: str, value: Optional[int] = None) -> None:
        """A click on a control button, or a slider moved to value (ignored if it is disabled or hidden,
        as in the browser)."""
        shown = self.control(control)
        if self._on_control is not None and shown is not None and not shown.get("disabled") \
                and not shown.get("hidden"):
            self._on_control(control, value)

    def control(self, control: str) -> Optional[dict[str, Any]]:
        """A control button's state, or None if the board has no such button."""
        return next((dict(c) for c in self.controls if c.get("id") == control), None)

    def offer(self, prompt: str, choices: Iterable[Choice]) -> None:
        """Show choices (one message for both traits); offer("", ()) clears them."""
        with self.hold_sync():
            self.prompt = prompt
            self.choices = [dict(c) for c in choices]

    # -- reading the drawing (tests and the bench) ------------------------------------------------
    def targets(self) -> list[str]:
        """The data-action targets in the drawing, in order (as the page sends them: unescaped)."""
        return [html.unescape(t) for t in _attribute_values(self.svg, "data-action")]

    def legal_targets(self) -> list[str]:
        """The targets drawn with the class tutor-legal."""
        return [html.unescape(t) for t, classes in _targets_with_classes(self.svg) if "tutor-legal" in classes]


def _attribute_values(svg: str, name: str) -> list[str]:
    out: list[str] = []
    key = f' {name}="'
    at = svg.find(key)
    while at >= 0:
        start = at + len(key)
        end = svg.index('"', start)
        out.append(svg[start:end])
        at = svg.find(key, end)
    return out


def _targets_with_classes(svg: str) -> list[tuple[str, set[str]]]:
    """(target, classes) of every element that has a data-action, read from its start tag."""
    out: list[tuple[str, set[str]]] = []
    for chunk in svg.split("<")[1:]:
        tag = chunk.split(">", 1)[0]
        actions = _attribute_values(" " + tag, "data-action")
        if actions:
            classes = _attribute_values(" " + tag, "class")
            out.append((actions[0], set(classes[0].split()) if classes else set()))
    return out
