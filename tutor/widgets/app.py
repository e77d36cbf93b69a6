"""MurosTutor: board, explanation panel, history and step player around one session; LanguageSwitch."""
from __future__ import annotations

from typing import Mapping, Optional, Union

import ipywidgets as W

from ..core import Game
from .board import MurosBoard
from .classroom import ScenarioPicker
from .explain import ExplainPanel
from .history import HistoryControls
from .labels import Lang, label, resolve
from .player import StepPlayer, frames_of
from .session import Bot, MurosSession
from .style import css


class LanguageSwitch(W.HBox):
    """English / Español toggle bound to a Lang; every widget sharing that Lang re-renders."""

    def __init__(self, lang: Optional[Lang] = None):
        self.lang = resolve(lang)
        self.toggle = W.ToggleButtons(options=[("English", "en"), ("Español", "es")], value=self.lang.code,
                                      style=W.ToggleButtonsStyle(button_width="7em"))
        self.toggle.add_class("tutor-lang")
        self.title = W.HTML()
        W.link((self.toggle, "value"), (self.lang, "code"))
        self.lang.observe(lambda _c: self._render(), "code")
        super().__init__([self.title, self.toggle], layout=W.Layout(align_items="center"))
        self.add_class("tutor-lang-switch")
        self._render()

    def set(self, code: str) -> None:
        """Switch the language ("en" or "es")."""
        self.toggle.value = code

    def _render(self) -> None:
        self.title.value = f"<b>{label('language', self.lang.code)}</b>&nbsp;"


class MurosTutor(W.VBox):
    """A playable Muros game that explains itself: board, history, panel and the step player."""

    def __init__(self, game: Optional[Game] = None, *, players: int = 2, seed: int = 1,
                 bots: Mapping[int, Union[str, Bot]] = (), bot_seed: int = 0, seat: Optional[int] = None,
                 lang: Optional[Lang] = None, language_switch: bool = False, size: str = "normal",
                 classroom: bool = False, scenario: Optional[str] = None):
        self.session = MurosSession(game, players=players, seed=seed, bots=bots, bot_seed=bot_seed, lang=lang)
        self.lang = self.session.lang
        self.classroom = classroom
        if classroom:                       # projector: large board, every hand visible
            size, seat = "large", None
        self.board = MurosBoard(self.session, seat=seat, size=size)
        self.history = HistoryControls(self.session)
        self.panel = ExplainPanel(session=self.session)
        self.player = StepPlayer(lang=self.lang, size=size)
        self.switch = LanguageSwitch(self.lang) if language_switch else None
        self.session.observe(lambda _c: self._follow(), "version")
        side = W.VBox([self.panel, self.player], layout=W.Layout(width="34em", margin="0 0 0 1em"))
        self.scenarios = ScenarioPicker(self.session, self.board, scenario) if classroom else None
        top = [css()] + ([self.switch] if self.switch else []) + (
            [self.scenarios] if self.scenarios else []) + [self.history]
        super().__init__(top + [W.HBox([self.board, side], layout=W.Layout(flex_flow="row wrap"))])
        self.add_class("tutor-muros-classroom" if classroom else "tutor-muros-game")
        self._follow()

    @property
    def game(self) -> Game:
        """The game being played."""
        return self.session.game

    def click(self, slot: str) -> None:
        """Click a slot, as a learner would."""
        self.board.slot_button(slot).click()

    def _follow(self) -> None:
        """Load the first phase-1 placement among the latest steps into the step player."""
        for step in self.session.steps:
            if frames_of(step):
                self.player.load(step)
                return
        self.player.load(None)
