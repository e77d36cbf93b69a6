"""LessonPlayer: a course, one lesson at a time, through one LessonView; above it the course's progress
bar and a lesson picker that ticks finished lessons and shows their quiz stars. After Start over (the
progress cleared, here or in another tab) it reopens the course's first lesson."""
from __future__ import annotations

from html import escape
from typing import Any, Callable, Mapping, Optional, Sequence

import ipywidgets as W

from ...lessons.model import Lesson
from . import guarded as G
from .clicks import ClickAdapter
from .coursemap import counts, numbers, stars
from .language import LANGUAGE, Language
from .lessonview import LessonView
from .locking import locked
from .observers import Observers, close_own
from .progress import PROGRESS, Progress
from .session import Session
from .table import Table
from .texts import ui


class LessonPlayer(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """Plays the lessons of a course in order; nothing of the notebook's code shows."""

    def __init__(self, lessons: Sequence[Lesson], adapter: ClickAdapter, language: Language = LANGUAGE,
                 progress: Progress = PROGRESS, start: int = 0,
                 labs: Optional[Mapping[str, Callable[[Language], W.Widget]]] = None):
        if not lessons:
            raise ValueError("a lesson player needs at least one lesson")
        if not 0 <= start < len(lessons):
            raise ValueError(f"start must be a lesson index from 0 to {len(lessons) - 1}, not {start!r}")
        self.lessons, self.adapter, self.language, self.progress = list(lessons), adapter, language, progress
        self.game = self.lessons[0].game
        self.index = start
        self.bar = G.HTML()
        self.bar.add_class("tutor-course-progress")
        self.picker = G.Dropdown(layout=W.Layout(width="auto", max_width="100%"))
        self.picker.add_class("tutor-picker")
        self._relabelling = False
        self.picker.observe(self._picked, "value")
        self.prev_button = G.Button(layout=W.Layout(width="auto"))
        self.prev_button.add_class("tutor-button")
        self.prev_button.add_class("tutor-prev")
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        top = G.HBox([self.prev_button, self.picker, self.bar])
        top.add_class("tutor-course-top")
        self.view = LessonView(self.lessons[start], adapter, language, progress, labs=labs, course=self.lessons)
        self.lock = self.view.lock      # moving between lessons holds the view's lock: threads take turns
        self.view.side.children = (top, *self.view.side.children)   # beside the board, not above it
        super().__init__([self.view])
        self.add_class("tutor-course-player")
        self._seen_at = progress.at.get(self.game)
        self._watch = Observers()
        self._watch.observe(progress, self._progressed, "version")
        self._watch.observe(language, self._relabel, "code")
        self.go(start)

    # -- the parts of the lesson shown (tests and the notebooks read them) --------------------------------
    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def session(self) -> Session:
        return self.view.session

    @property
    def table(self) -> Table:
        return self.view.table

    @property
    def head(self) -> G.HTML:
        return self.view.head

    @property
    def text(self) -> G.HTML:
        return self.view.text

    @property
    def task(self) -> G.HTML:
        return self.view.task

    @property
    def lab_box(self) -> G.VBox:
        return self.view.lab_box

    @property
    def quiz_box(self) -> G.VBox:
        return self.view.quiz_box

    @property
    def done(self) -> bool:
        """True once the lesson's task is done."""
        return self.view.task_done

    # -- acting -------------------------------------------------------------------------------------------
    @locked
    def go(self, index: int) -> None:
        """Open lesson `index` at its start position (the same index restarts it)."""
        if not 0 <= index < len(self.lessons):
            return
        self.index = index
        lesson = self.lesson
        self.progress.visit(lesson.game, lesson.id)
        self._seen_at = lesson.id
        self.view.on_next = (lambda: self.go(index + 1)) if index + 1 < len(self.lessons) else None
        self.view.load(lesson)
        self.render()

    @locked
    def _picked(self, change: dict[str, Any]) -> None:
        if not self._relabelling and change["new"] is not None and change["new"] != self.index:
            self.go(change["new"])

    @locked
    def _progressed(self, _change: object) -> None:
        """Progress changed: new ticks; when a load names another lesson (a reload in the browser), open
        that one, once; after Start over (nothing open any more), the course's first lesson."""
        at = self.progress.at.get(self.game)
        if at is None and self._seen_at is not None:
            self._seen_at = None
            self.go(0)
            return
        if at is not None and at != self._seen_at:
            self._seen_at = at
            where = next((i for i, l in enumerate(self.lessons) if l.id == at), None)
            if where is not None and where != self.index:
                self.go(where)
                return
        self.render()

    @locked
    def _relabel(self, _change: object) -> None:
        self.render()

    @locked
    def close(self) -> None:
        """Close the player and its lesson view (not the shared language and progress)."""
        close_own(self)
        super().close()

    # -- drawing ------------------------------------------------------------------------------------------
    def label(self, index: int, lang: str) -> str:
        """The picker's line for a lesson: a tick when finished, its number and title, its quiz stars."""
        lesson = self.lessons[index]
        variant, n = numbers(self.lessons)[index]
        done = lesson.id in self.progress.done.get(lesson.game, set())
        score = self.progress.scores.get(lesson.game, {}).get(lesson.id)
        mark = "✓ " if done else ""
        place = f"{ui('variant-of', lang, i=n, n=counts(self.lessons)[1])}: " if variant else f"{n}. "
        shine = f" {'★' * stars(*score)}{'☆' * (3 - stars(*score))}" if score and score[1] else ""
        return f"{mark}{place}{lesson.title(lang)}{shine}"

    @locked
    def render(self) -> None:
        lang = self.language.code
        options = [(self.label(i, lang), i) for i in range(len(self.lessons))]
        if list(self.picker.options) != options or self.picker.value != self.index:
            self._relabelling = True
            self.picker.options = options
            self.picker.value = self.index
            self._relabelling = False
        self.picker.description = ""
        self.picker.tooltip = ui("pick-lesson", lang)
        main, _variants = counts(self.lessons)
        finished = self.progress.done.get(self.game, set())
        done = sum(1 for l in self.lessons if not l.appendix and l.id in finished)
        said = ui("lessons-done", lang, done=done, n=main)
        self.bar.value = (f'<progress max="{main}" value="{done}" aria-label="{escape(ui("course-progress", lang))}"'
                          f' aria-valuetext="{escape(said)}"></progress> <span>{escape(said)}</span>')
        self.prev_button.description = ui("prev-lesson", lang)
        self.prev_button.disabled = self.index == 0
