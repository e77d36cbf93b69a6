"""HistoryControls: undo, redo and a slider through the game's log (Game.goto)."""
from __future__ import annotations

import ipywidgets as W

from .labels import label
from .session import MurosSession


class HistoryControls(W.HBox):
    """Undo / redo buttons and a position slider bound to a MurosSession."""

    def __init__(self, session: MurosSession):
        self.session = session
        self.lang = session.lang
        self.undo_button = W.Button(layout=W.Layout(width="auto"))
        self.undo_button.add_class("tutor-history-undo")
        self.redo_button = W.Button(layout=W.Layout(width="auto"))
        self.redo_button.add_class("tutor-history-redo")
        self.slider = W.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                  layout=W.Layout(width="22em"))
        self.slider.add_class("tutor-history-slider")
        self.where = W.HTML()
        self._syncing = False
        self.undo_button.on_click(lambda _b: self.undo())
        self.redo_button.on_click(lambda _b: self.redo())
        self.slider.observe(self._slid, "value")
        super().__init__([self.undo_button, self.redo_button, self.slider, self.where],
                         layout=W.Layout(align_items="center"))
        self.add_class("tutor-history")
        session.observe(lambda _c: self.sync(), "version")
        self.lang.observe(lambda _c: self.sync(), "code")
        self.sync()

    def undo(self) -> None:
        """Step back (a no-op at the start)."""
        if self.session.game.history:
            self.session.undo()

    def redo(self) -> None:
        """Step forward (a no-op at the latest step)."""
        if self.session.game.future:
            self.session.redo()

    def _slid(self, change: dict) -> None:
        if not self._syncing and change["new"] != len(self.session.game.history):
            self.session.goto(change["new"])

    def sync(self) -> None:
        """Match buttons, slider and text to the game's position."""
        game, lang = self.session.game, self.lang.code
        here, total = len(game.history), len(game.history) + len(game.future)
        self._syncing = True
        try:
            self.slider.max = total
            self.slider.value = here
        finally:
            self._syncing = False
        self.slider.description = label("position", lang)
        self.undo_button.description = label("undo", lang)
        self.redo_button.description = label("redo", lang)
        self.undo_button.disabled = here == 0
        self.redo_button.disabled = here == total
        self.where.value = label("position-of", lang, i=here, n=total)
