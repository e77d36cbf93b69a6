"""Classroom: the teacher's projector, in presenter mode. Scenarios, each framed on one rule, on a board
that fills the screen's height and shows every seat, text readable from the back of the room, stepped
one action at a time from the keyboard (or a presentation remote), the explanation hidden while the
class guesses and shown on a key; no code, no developer text. The teacher's screen speaks of seats, never
"you": a refused step is what the rules tell that seat. Beside the scenarios (the guided tour), the rule index
(ruleindex.py) finds any rule of the game by its ID or words and opens its demo on the same board: Space shows
the demo's step, ← its start again, ↓ / ↑ the next or previous rule found."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, Optional, Sequence, Union

import ipywidgets as W

from ...core import Game, TutorError
from ...core.i18n import seat_label
from ...lessons.model import Text
from . import guarded as G
from .clicks import ClickAdapter
from .keys import keys_help
from .language import LANGUAGE, Language
from .observers import Observers, close_own
from .panel import rule_chip
from .presenter import Stage
from .ruleindex import DemoShow, RuleEntry, RuleIndex, no_demo_html, rule_entries
from .session import Note, Session
from .table import Table
from .texts import ui


@dataclass(frozen=True)
class Scenario:
    """One rule shown on a prepared position: what to watch, and the steps that show it."""

    title: Text
    rules: tuple[str, ...]
    explain: Text                     # what the class should see (short)
    start: Callable[[], Game[Any]]
    steps: tuple[str, ...] = ()       # the actions "Play the step" plays, in order
    focus: Sequence[str] = field(default_factory=tuple)  # board targets to frame
    after: Optional[Text] = None      # said once every step has been played


class Classroom(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """A scenario picker over a board that fills the screen; "Play the step" plays the scenario's next
    action. The keys are the one key map's (keys.py): Space or → play the step, ↓ / ↑ next / previous
    scenario, ← back to the scenario's start, E show or hide the explanation, F full screen. With `rules` (a
    game's name, or its rule entries) a rule index stands in the bar: a rule picked there opens its demo, and
    the same keys step it (↓ / ↑ then move between the rules found)."""

    def __init__(self, scenarios: Sequence[Scenario], adapter: ClickAdapter, language: Language = LANGUAGE,
                 rules: Union[str, Sequence[RuleEntry], None] = None):
        if not scenarios:
            raise ValueError("a classroom needs at least one scenario")
        self.scenarios, self.language = list(scenarios), language
        self.index = self.cursor = 0
        self.rule: Optional[RuleEntry] = None      # the rule open from the index (None: a scenario)
        self.demo: Optional[DemoShow] = None       # its demo on the board (None: it has none yet)
        self.explaining = True        # the explanation (panel and conclusion) on show
        self.session = Session(scenarios[0].start(), seat=None)
        self.table = Table(self.session, adapter, language, classroom=True, hints=False, controls=())
        self.picker = G.Dropdown(layout=W.Layout(width="auto", max_width="100%"))
        self.picker.add_class("tutor-picker")
        self._relabelling = False
        self.picker.observe(self._picked, "value")
        self.step_button = G.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.next_button = G.Button(layout=W.Layout(width="auto"))
        self.reset_button = G.Button(layout=W.Layout(width="auto"))
        self.explain_button = G.Button(layout=W.Layout(width="auto"))
        for b in (self.step_button, self.next_button, self.reset_button, self.explain_button):
            b.add_class("tutor-button")
        self.step_button.add_class("tutor-continue")
        self.step_button.on_click(lambda _b: self.play_step())
        self.next_button.on_click(lambda _b: self.key("next"))
        self.reset_button.on_click(lambda _b: self.reset())
        self.explain_button.on_click(lambda _b: self.toggle_explanation())
        self.stage = Stage(on_key=self.key, container=".tutor-presenter", listen=True, language=language, side=560,
                           grow=100.0, reserve=24, wide=900, fill=True)
        self.heading = G.HTML()
        self.heading.add_class("tutor-presenter-title")
        self.frame = G.HTML()
        self.frame.add_class("tutor-frame")
        self.hidden_note = G.HTML()
        self.hidden_note.add_class("tutor-hidden-note")
        self.keys_help = G.HTML()
        self.keys_help.add_class("tutor-keys-help")
        entries = rule_entries(rules) if isinstance(rules, str) else list(rules or ())
        self.rule_index = RuleIndex(entries, self.open_rule, language) if entries else None
        bar = G.HBox([self.picker, self.step_button, self.next_button, self.reset_button, self.explain_button,
                      self.stage])
        bar.add_class("tutor-presenter-bar")
        tools: W.Widget = bar
        if self.rule_index is not None:   # the index under the buttons, in the bar's place of the wide grid
            tools = G.VBox([bar, self.rule_index], layout=W.Layout(grid_area="bar", margin="0 0 12px 0"))
            tools.add_class("tutor-presenter-tools")
            bar.layout.margin = "0 0 8px 0"
        # A grid row keeps the buttons and the index whole when a long demo fills the column.
        tools.layout.overflow = "visible"
        super().__init__([self.heading, tools, self.frame, self.hidden_note, self.table, self.keys_help])
        self.add_class("tutor-classroom")
        self.add_class("tutor-presenter")
        self._watch = Observers()
        self._watch.observe(self.session, self._redraw, "version")
        self._watch.observe(language, self._redraw, "code")
        self.show(0)

    def _redraw(self, _change: object) -> None:
        self.render()

    def _picked(self, change: dict[str, Any]) -> None:
        if not self._relabelling and change["new"] is not None and (change["new"] != self.index or
                                                                    self.rule is not None):
            self.show(change["new"])

    @property
    def scenario(self) -> Scenario:
        return self.scenarios[self.index]

    @property
    def played(self) -> int:
        """How many of the scenario's steps have been shown (a refused one counts: it is shown too)."""
        return self.cursor

    def show(self, index: int) -> None:
        """Open a scenario at its start: nothing narrated yet but its framing (out of range: nothing)."""
        if not 0 <= index < len(self.scenarios):
            return
        self.index, self.cursor = index, 0
        self._close_rule()
        self.session.focus = list(self.scenario.focus)
        self.session.replace(self.scenario.start())
        self.render()

    def open_rule(self, entry: RuleEntry) -> None:
        """Open a rule from the index: its demo's position on the board (a rule with no demo yet: its text)."""
        self.rule = entry
        if self.rule_index is not None and self.rule_index.picked != entry.rule:
            self.rule_index.picked = entry.rule
            self.rule_index.render()
        self.demo = DemoShow(entry.demo, self.session) if entry.demo is not None else None
        if self.demo is not None:
            self.demo.start()
        self.render()
        lang = self.language.code
        watch = self.demo.demo.watch(lang) if self.demo is not None else ui("no-demo-note", lang)
        self._say(ui("said-rule", lang, title=entry.title(lang), watch=watch))

    def _close_rule(self) -> None:
        """Back to the scenarios: no rule open."""
        self.rule, self.demo = None, None
        if self.rule_index is not None and self.rule_index.picked is not None:
            self.rule_index.picked = None
            self.rule_index.render()

    def _say(self, text: str) -> None:
        if self.rule_index is not None:
            self.rule_index.news.say(text)

    def _step_rule(self, step: int) -> None:
        """The next (+1) or previous (-1) rule found in the index."""
        if self.rule_index is not None:
            rule = self.rule_index.neighbour(step)
            if rule is not None:
                self.rule_index.pick(rule)

    def play_step(self) -> None:
        """Play the scenario's next action (or show the open demo's next part); after the last one the
        button rests."""
        if self.rule is not None:
            if self.demo is not None and not self.demo.done:
                self.demo.play()
                self.render()
                if self.demo.demo.action is None or self.demo.demo.kind == "refused":
                    self._say(" ".join(self.demo.lines(self.language.code)))
            return
        if self.cursor < len(self.scenario.steps):
            action = self.scenario.steps[self.cursor]
            self.cursor += 1
            mover = self.session.game.to_move
            refusal = self.session.try_play(action)
            if refusal is not None:
                self.session.set_note(told_to(refusal, mover))
                self.render()  # a refusal is the lesson here: it stands on top of the panel

    def reset(self) -> None:
        """Back to the start of what is shown: the open demo's, else the scenario's."""
        if self.rule is not None:
            if self.demo is not None:
                self.demo.start()
                self.render()
            return
        self.show(self.index)

    def toggle_explanation(self) -> None:
        """Hide the explanation while the class guesses; show it again."""
        self.explaining = not self.explaining
        self.render()

    def key(self, key: str) -> None:
        """A presenter key: step, next, prev, reset, explain."""
        if key == "step":
            self.play_step()
        elif key in ("next", "prev") and self.rule is not None:
            self._step_rule(1 if key == "next" else -1)
        elif key == "next":
            self.show(self.index + 1)
        elif key == "prev":
            self.show(self.index - 1)
        elif key == "reset":
            self.reset()
        elif key == "explain":
            self.toggle_explanation()

    def close(self) -> None:
        """Close the classroom and its widgets (not the shared language)."""
        close_own(self)
        super().close()

    def render(self) -> None:
        lang, sc = self.language.code, self.scenario
        options = [(s.title(lang), i) for i, s in enumerate(self.scenarios)]
        picked = None if self.rule is not None else self.index   # a rule open: no scenario picked
        if list(self.picker.options) != options or self.picker.value != picked:
            self._relabelling = True
            self.picker.options = options
            self.picker.value = picked
            self._relabelling = False
        self.picker.description = ""
        self.step_button.description = ui("play-step", lang)
        self.step_button.disabled = self.played >= len(sc.steps)
        self.next_button.description = ui("next-scenario", lang)
        self.next_button.disabled = self.index == len(self.scenarios) - 1
        if self.rule is not None and self.rule_index is not None:
            self.step_button.disabled = self.demo is None or self.demo.done
            self.next_button.description = ui("next-rule", lang)
            self.next_button.disabled = self.rule_index.neighbour(1) is None
        self.reset_button.description = ui("reset", lang)
        self.explain_button.description = ui("hide-explain" if self.explaining else "show-explain", lang)
        self.stage.full_label = ui("full-screen", lang)
        # The room's name in the room's language (an app page has no other heading); a single scenario
        # (a document's section) stands under the document's own headings.
        title = ui("classroom-title", lang, game=game_title(self.session.game.name))
        self.heading.value = (f'<div role="heading" aria-level="1">{escape(title)}</div>'
                              if len(self.scenarios) > 1 else "")
        self.heading.layout.display = "" if len(self.scenarios) > 1 else "none"
        self.keys_help.value = f"<small>{escape(keys_help(lang))}</small>"
        self.table.panel.layout.display = "" if self.explaining else "none"
        self.hidden_note.value = "" if self.explaining else \
            f'<div class="tutor-note">{escape(ui("explain-hidden", lang))}</div>'
        self.hidden_note.layout.display = "none" if self.explaining else ""
        if self.rule is not None:
            self.frame.value = (self.demo.html(lang, self.explaining, panel=True) if self.demo is not None
                                else no_demo_html(self.rule, lang))
            return
        chips = " ".join(rule_chip(self.session.game.name, r, lang) for r in sc.rules)
        after = ""
        if sc.after and self.played >= len(sc.steps) and self.explaining:
            after = f'<p class="tutor-after"><b>{escape(sc.after(lang))}</b></p>'
        self.frame.value = (f'<div class="tutor-task"><h3>{escape(sc.title(lang))}</h3>{chips} '
                            f"{escape(sc.explain(lang))}{after}</div>")


def game_title(name: str) -> str:
    """A game's name as a title ("muros" -> "Muros"; the games' names are the same in every language)."""
    return name[:1].upper() + name[1:]


def told_to(refusal: TutorError, seat: Optional[int]) -> Note:
    """A refused step on the teacher's screen: the rule, then what the rules tell that seat, quoted (the
    engine's reason speaks to the seat that tried, so the class reads it as said to P1, not to them)."""
    def note(lang: str) -> tuple[str, str]:
        said = ui("told-to", lang, seat=seat_label(seat), reason=refusal.body(lang))
        return escape(f"{refusal.rule}: {said}" if refusal.rule else said), "bad"
    return note
