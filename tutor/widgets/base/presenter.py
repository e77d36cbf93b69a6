"""Stage: the small front-end helper under a lesson or a classroom. It sizes the board to the screen
(presenter.js) and, for the presenter, sends the keys pressed (next scenario, play the step, show or
hide the explanation) to Python; full screen is the browser's own, from its button or the F key. The
keys come from the one key map (keys.py)."""
from __future__ import annotations

from typing import Callable, Optional

import anywidget
import traitlets

from .assets import asset
from .guarded import PageMessages
from .keys import PRESENTER_ACTIONS, keymap
from .language import LANGUAGE, Language
from .observers import Observers
from .texts import ui

KEYS = PRESENTER_ACTIONS  # what a key press may ask for


class Stage(PageMessages, anywidget.AnyWidget):
    """Fits the board of the nearest `container` to the screen; with `listen`, a key press calls on_key."""

    _esm = asset("presenter.js")
    container = traitlets.Unicode(".tutor-lesson-view").tag(sync=True)  # the CSS selector of the box fitted
    wide = traitlets.Int(860).tag(sync=True)      # px: from this box width on, the panel stands beside
    side = traitlets.Int(380).tag(sync=True)      # px kept for the side column on a wide box
    reserve = traitlets.Int(56).tag(sync=True)    # px kept under the board (choices, buttons)
    grow = traitlets.Float(1.5).tag(sync=True)    # the largest scale of the board's own size
    fill = traitlets.Bool(False).tag(sync=True)   # wide: the board takes the screen's height, the box its size
    listen = traitlets.Bool(False).tag(sync=True)   # the presenter's keys on
    keymap = traitlets.Dict(keymap("presenter")).tag(sync=True)   # KeyboardEvent.key -> action (keys.py)
    full_label = traitlets.Unicode("").tag(sync=True)   # the full-screen button ("" hides it)
    help = traitlets.Unicode("").tag(sync=True)         # the keys' help line ("" hides it)
    list_label = traitlets.Unicode("").tag(sync=True)   # the box's list's accessible name (scenarios, lessons)

    def __init__(self, on_key: Optional[Callable[[str], None]] = None, language: Language = LANGUAGE,
                 names: Optional[str] = None, **kwargs: object):
        """`names`: the text key of the name of the box's list (a presenter's: its scenarios by default)."""
        super().__init__(**kwargs)
        self._on_key = on_key
        self.on_msg(self._message)
        self._watch = Observers()
        self._names = names or ("scenario-list" if self.listen else None)
        if self._names is not None:   # the list is named in the page's language, and follows it
            self._watch.observe(language, self._named, "code")
            self._named({"new": language.code})

    def _named(self, change: dict) -> None:
        self.list_label = ui(self._names or "", change["new"])

    def close(self) -> None:
        """Stop following the language and close the stage."""
        self._watch.close()
        super().close()

    def _message(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("key") in KEYS:
            self.press(content["key"])

    def press(self, key: str) -> None:
        """What a key press does (tests call this directly); an unknown key is ignored."""
        if key in KEYS and self._on_key is not None:
            self._on_key(key)
