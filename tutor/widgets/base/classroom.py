"""Classroom: the teacher's projector. Scenarios, each framed on one rule, on a large table that shows
every seat, stepped one action at a time; no code, no developer text."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Callable, Optional, Sequence

import ipywidgets as W

from ...core import Game
from ...lessons.model import Text
from .language import LANGUAGE, Language
from .panel import rule_chip
from .session import Session
from .table import Adapter, Table
from .texts import ui


@dataclass(frozen=True)
class Scenario:
    """One rule shown on a prepared position: what to watch, and the steps that show it."""

    title: Text
    rules: tuple[str, ...]
    explain: Text                     # what the class should see (short)
    start: Callable[[], Game]
    steps: tuple[str, ...] = ()       # the actions "Play the step" plays, in order
    focus: Sequence[str] = field(default_factory=tuple)  # board targets to frame
    after: Optional[Text] = None      # said once every step has been played


class Classroom(W.VBox):
    """A scenario picker over a large table; "Play the step" plays the scenario's next action."""

    def __init__(self, scenarios: Sequence[Scenario], adapter: Adapter, language: Language = LANGUAGE):
        if not scenarios:
            raise ValueError("a classroom needs at least one scenario")
        self.scenarios, self.language = list(scenarios), language
        self.index = self.cursor = 0
        self.session = Session(scenarios[0].start(), seat=None)
        self.table = Table(self.session, adapter, language, classroom=True, hints=False)
        self.picker = W.Dropdown(layout=W.Layout(width="34em"))
        self._relabelling = False
        self.picker.observe(self._picked, "value")
        self.step_button = W.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.reset_button = W.Button(layout=W.Layout(width="auto"))
        self.step_button.on_click(lambda _b: self.play_step())
        self.reset_button.on_click(lambda _b: self.show(self.index))
        self.frame = W.HTML()
        bar = W.HBox([self.picker, self.step_button, self.reset_button])
        super().__init__([bar, self.frame, self.table])
        self.add_class("tutor-classroom")
        self.session.observe(lambda _c: self.render(), "version")
        language.observe(lambda _c: self.render(), "code")
        self.show(0)

    def _picked(self, change: dict) -> None:
        if not self._relabelling and change["new"] is not None and change["new"] != self.index:
            self.show(change["new"])

    @property
    def scenario(self) -> Scenario:
        return self.scenarios[self.index]

    @property
    def played(self) -> int:
        """How many of the scenario's steps have been shown (a refused one counts: it is shown too)."""
        return self.cursor

    def show(self, index: int) -> None:
        """Open a scenario at its start: nothing narrated yet but its framing."""
        self.index, self.cursor = index, 0
        self.session.focus = list(self.scenario.focus)
        self.session.replace(self.scenario.start())
        self.render()

    def play_step(self) -> None:
        """Play the scenario's next action; after the last one the button rests."""
        if self.cursor < len(self.scenario.steps):
            action = self.scenario.steps[self.cursor]
            self.cursor += 1
            if self.session.try_play(action) is not None:
                self.render()  # a refusal is the lesson here: it stands on top of the panel

    def render(self) -> None:
        lang, sc = self.language.code, self.scenario
        options = [(s.title(lang), i) for i, s in enumerate(self.scenarios)]
        if list(self.picker.options) != options:  # a new language: same scenarios, new titles
            self._relabelling = True
            self.picker.options = options
            self.picker.value = self.index
            self._relabelling = False
        self.picker.description = ui("scenario", lang)
        self.step_button.description = ui("play-step", lang)
        self.step_button.disabled = self.played >= len(sc.steps)
        self.reset_button.description = ui("reset", lang)
        chips = " ".join(rule_chip(self.session.game.name, r, lang) for r in sc.rules)
        after = f"<p><b>{escape(sc.after(lang))}</b></p>" if sc.after and self.played >= len(sc.steps) else ""
        self.frame.value = f'<div class="tutor-task">{chips} {escape(sc.explain(lang))}{after}</div>'
