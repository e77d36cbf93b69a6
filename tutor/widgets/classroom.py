"""ScenarioPicker: the classroom bar (prepared positions, one-click steps) for a MurosTutor."""
from __future__ import annotations

from typing import Optional

import ipywidgets as W

from .board import MurosBoard
from .labels import label
from .scenarios import SCENARIOS, Scenario, majority
from .session import MurosSession


class ScenarioPicker(W.VBox):
    """Pick a prepared position; one click plays the step that shows its rule, another lets a bot move."""

    def __init__(self, session: MurosSession, board: MurosBoard, start: Optional[str] = None):
        self.session = session
        self.board = board
        self.lang = session.lang
        self.picker = W.Dropdown(layout=W.Layout(width="32em"))
        self.picker.add_class("tutor-classroom-picker")
        self.step_button = W.Button(layout=W.Layout(width="auto"), button_style="primary")
        self.step_button.add_class("tutor-classroom-step")
        self.bot_button = W.Button(layout=W.Layout(width="auto"))
        self.bot_button.add_class("tutor-classroom-next")
        self.reset_button = W.Button(layout=W.Layout(width="auto"))
        self.reset_button.add_class("tutor-classroom-reset")
        self.info = W.HTML()
        self.info.add_class("tutor-classroom-info")
        self.step_button.on_click(lambda _b: self.play_step())
        self.bot_button.on_click(lambda _b: self.bot_step())
        self.reset_button.on_click(lambda _b: self.load(self.picker.value))
        self._quiet = False
        self._render_options(start or next(iter(SCENARIOS)))
        self.picker.observe(self._picked, "value")
        bar = W.HBox([self.picker, self.step_button, self.bot_button, self.reset_button],
                     layout=W.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([bar, self.info])
        self.add_class("tutor-classroom")
        self.lang.observe(lambda _c: self._relabel(), "code")
        session.observe(lambda _c: self._render_info(), "version")
        self.load(self.picker.value)
        self._relabel()

    @property
    def scenario(self) -> Scenario:
        """The scenario picked now."""
        return SCENARIOS[self.picker.value]

    def load(self, key: str) -> None:
        """Set up the prepared position of scenario `key`."""
        if self.picker.value != key:
            self.picker.value = key     # the observer calls load again
            return
        self.played = False
        self.session.replace(self.scenario.game())
        self.session.set_note(lambda lang: label("scenario-ready", lang, slot=self.scenario.slot,
                                                 action=self.scenario.action))

    def play_step(self) -> None:
        """One click: play the scenario's step (for the facing scenario, click the refused slot)."""
        sc = self.scenario
        if sc.kind == "facing" or self.played:
            self.board.click_slot(sc.slot)
            return
        self.played = True
        self.session.play(sc.action, run_bots=False)

    def bot_step(self) -> None:
        """One more step, chosen by the greedy bot for whoever is to move."""
        self.session.bot_step()

    def _picked(self, change: dict) -> None:
        if not self._quiet:
            self.load(change["new"])

    def _render_options(self, value: str) -> None:
        # Relabelling the options must not reload the position (the Dropdown resets its value).
        self._quiet = True
        try:
            self.picker.options = [(label(k, self.lang.code), k) for k in SCENARIOS]
            self.picker.value = value
        finally:
            self._quiet = False

    def _relabel(self) -> None:
        lang = self.lang.code
        self._render_options(self.picker.value)
        self.picker.description = label("scenario", lang)
        self.step_button.description = label("show-step", lang)
        self.bot_button.description = label("bot-step", lang)
        self.reset_button.description = label("reset", lang)
        self._render_info()

    def _render_info(self) -> None:
        lang = self.lang.code
        sc = self.scenario
        game = self.session.game
        # The majority colour matters from phase 2 on (captures change it); phase 1 leaves it out.
        colours = ", ".join(majority(game))
        extra = (f"<div>{label('majority-now', lang, colours=colours)}</div>"
                 if game.view(None)["placed"] >= 18 else "")
        self.info.value = (f"<div style='font-size:130%'><b>{label(sc.key, lang)}</b> · "
                           f"{' '.join(sc.rules)}</div>{extra}")
