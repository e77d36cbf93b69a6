"""LessonPlayer: a course, one lesson at a time: its text, its board, the task the engine checks,
hints in steps, its questions, and the way on to the next lesson."""
from __future__ import annotations

from html import escape
from typing import Callable, Mapping, Optional, Sequence

import ipywidgets as W

from ...lessons.model import Lesson
from .language import LANGUAGE, Language
from .panel import rule_chip
from .progress import PROGRESS, Progress
from .quiz import Quiz
from .session import Session, as_bot
from .table import Adapter, Table
from .texts import ui


class LessonPlayer(W.VBox):
    """Plays the lessons of a course in order; nothing of the notebook's code shows."""

    def __init__(self, lessons: Sequence[Lesson], adapter: Adapter, language: Language = LANGUAGE,
                 progress: Progress = PROGRESS, start: int = 0,
                 labs: Optional[Mapping[str, Callable[[Language], W.Widget]]] = None):
        if not lessons:
            raise ValueError("a lesson player needs at least one lesson")
        self.lessons, self.adapter, self.language, self.progress = list(lessons), adapter, language, progress
        self.labs = dict(labs or {})
        self._lab_cache: dict[str, W.Widget] = {}
        self.index = start
        self.hints_shown = 0
        self.done = False
        first = self.lessons[start]
        self.session = Session(first.start(), seat=first.seat, bots=first.bots)
        self.table = Table(self.session, adapter, language)
        self.head = W.HTML()
        self.head.add_class("tutor-lesson-head")
        self.text = W.HTML()
        self.text.add_class("tutor-lesson-text")
        self.task = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self.hint_button = W.Button(layout=W.Layout(width="auto"))
        self.hint_button.on_click(lambda _b: self.more_hint())
        self.quiz_box = W.VBox()
        self.lab_box = W.VBox()
        self.picker = W.Dropdown(layout=W.Layout(width="28em"))
        self._relabelling = False
        self.picker.observe(self._picked, "value")
        self.prev_button, self.restart_button, self.next_button = (
            W.Button(layout=W.Layout(width="auto")), W.Button(layout=W.Layout(width="auto")),
            W.Button(button_style="success", layout=W.Layout(width="auto")))
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.restart_button.on_click(lambda _b: self.go(self.index))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        nav = W.HBox([self.prev_button, self.restart_button, self.next_button])
        top = W.HBox([self.picker, nav])
        # The way on stands at the top and again at the end of the lesson (two views of one row).
        super().__init__([top, self.head, self.text, W.HBox([self.task, self.hint_button]), self.table,
                          self.lab_box, self.quiz_box, nav])
        self.add_class("tutor-lesson")
        self.session.observe(lambda _c: self._moved(), "version")
        language.observe(lambda _c: self.render(), "code")
        self.go(start)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    def go(self, index: int) -> None:
        """Open lesson `index` at its start position (the same index restarts it)."""
        if not 0 <= index < len(self.lessons):
            return
        self.index, self.hints_shown, self.done = index, 0, False
        lesson = self.lesson
        self.session.seat = lesson.seat
        self.session.bots = {s: as_bot(b) for s, b in lesson.bots.items()}
        self.table.selected = None
        self.session.replace(lesson.start())
        self.quiz_box.children = (Quiz(lesson.questions, seed=index, language=self.language, game=lesson.game,
                                       progress=self.progress),) if lesson.questions else ()
        self.lab_box.children = (self._lab(lesson.lab),) if lesson.lab in self.labs else ()
        self.render()

    def _lab(self, name: str) -> W.Widget:
        """A game's lab, made once and kept (it keeps the learner's own experiments)."""
        if name not in self._lab_cache:
            self._lab_cache[name] = self.labs[name](self.language)
        return self._lab_cache[name]

    def _picked(self, change: dict) -> None:
        if not self._relabelling and change["new"] is not None and change["new"] != self.index:
            self.go(change["new"])

    def more_hint(self) -> None:
        """Show one more of the lesson's hints."""
        if self.hints_shown < len(self.lesson.hints):
            self.hints_shown += 1
            self.render()

    def _moved(self) -> None:
        game = self.session.game
        if game.history:
            self.progress.saw(game.name, game.history[-1].rules)
        task = self.lesson.task
        if task is not None and not self.done and task.check(game):
            self.done = True
        self.render()

    def render(self) -> None:
        lang, lesson = self.language.code, self.lesson
        options = [(f"{i + 1}. {l.title(lang)}" + (" ·" + ui("appendix", lang) if l.appendix else ""), i)
                   for i, l in enumerate(self.lessons)]
        if list(self.picker.options) != options or self.picker.value != self.index:
            self._relabelling = True
            self.picker.options = options
            self.picker.value = self.index
            self._relabelling = False
        chips = " ".join(rule_chip(lesson.game, r, lang) for r in lesson.rules)
        self.head.value = (f"<h3>{escape(lesson.title(lang))}</h3><small>"
                           f"{escape(ui('lesson-of', lang, i=self.index + 1, n=len(self.lessons)))} · "
                           f"{escape(ui('rules-taught', lang))}:</small> {chips}")
        self.text.value = lesson.text(lang)
        if lesson.task is None:
            self.task.value = ""
        else:
            status = (f"<br><b>{escape(ui('task-done', lang))}</b> {escape(lesson.task.done(lang))}"
                      if self.done else "")
            hints = "".join(f"<br><i>{escape(h(lang))}</i>" for h in lesson.hints[:self.hints_shown])
            cls = "tutor-task tutor-done" if self.done else "tutor-task"
            self.task.value = (f'<div class="{cls}"><b>{escape(ui("task", lang))}:</b> '
                               f"{escape(lesson.task.text(lang))}{status}{hints}</div>")
        self.hint_button.description = ui("more-hint", lang)
        self.hint_button.layout.display = "" if lesson.hints else "none"
        self.hint_button.disabled = self.hints_shown >= len(lesson.hints)
        self.prev_button.description = ui("prev-lesson", lang)
        self.prev_button.disabled = self.index == 0
        self.restart_button.description = ui("restart", lang)
        self.next_button.description = ui("next-lesson", lang)
        self.next_button.disabled = self.index == len(self.lessons) - 1

