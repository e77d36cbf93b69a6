"""Progress: the rules this learner has seen in action and answered right, per game; kept in the
session, saved to a file the learner chooses and loaded back."""
from __future__ import annotations

import json
import pathlib
from html import escape
from typing import Iterable

import anywidget
import ipywidgets as W
import traitlets

from ... import GAMES
from .language import LANGUAGE, Language
from .texts import ui

FORMAT = "tutor-progress/1"


class Progress(traitlets.HasTraits):
    """Per game: the rule IDs seen in action and answered right, the lessons finished, each lesson's best
    quiz score, and the lesson the learner is on. Every change bumps `version`."""

    version = traitlets.Int(0)

    def __init__(self) -> None:
        super().__init__()
        self.seen: dict[str, set[str]] = {g: set() for g in GAMES}
        self.right: dict[str, set[str]] = {g: set() for g in GAMES}
        self.done: dict[str, set[str]] = {g: set() for g in GAMES}                    # lesson IDs finished
        self.scores: dict[str, dict[str, tuple[int, int]]] = {g: {} for g in GAMES}  # lesson ID -> (right, asked)
        self.at: dict[str, str] = {}                                                 # game -> lesson ID open

    def finish(self, game: str, lesson: str) -> None:
        """A lesson is finished (its task done and its questions answered)."""
        if lesson not in self.done.setdefault(game, set()):
            self.done[game].add(lesson)
            self.version += 1

    def scored(self, game: str, lesson: str, right: int, asked: int) -> None:
        """A lesson's quiz score; the best one is kept (most right, then fewest asked)."""
        table = self.scores.setdefault(game, {})
        old = table.get(lesson)
        if old is None or (right, -asked) > (old[0], -old[1]):
            table[lesson] = (right, asked)
            self.version += 1

    def visit(self, game: str, lesson: str) -> None:
        """The learner opened this lesson (a reload comes back to it)."""
        if self.at.get(game) != lesson:
            self.at[game] = lesson
            self.version += 1

    def saw(self, game: str, rules: Iterable[str]) -> None:
        """Rules the learner has seen applied on a board."""
        self._add(self.seen, game, rules)

    def answered(self, game: str, rules: Iterable[str]) -> None:
        """Rules the learner answered a question on, rightly."""
        self._add(self.right, game, rules)

    def _add(self, table: dict[str, set[str]], game: str, rules: Iterable[str]) -> None:
        new = set(rules) - table.setdefault(game, set())
        if new:
            table[game] |= new
            self.version += 1

    def to_json(self) -> str:
        """The progress as JSON text (what Save writes)."""
        return json.dumps({"format": FORMAT, "seen": {g: sorted(r) for g, r in self.seen.items()},
                           "right": {g: sorted(r) for g, r in self.right.items()}}, sort_keys=True)

    def load(self, text: str) -> None:
        """Take the progress saved in text; a ValueError saying what was expected changes nothing."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            raise ValueError("expected the JSON text that 'Save my progress' writes") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f'expected an object with "format": "{FORMAT}"')
        tables = {}
        for key in ("seen", "right"):
            table = data.get(key)
            if not isinstance(table, dict) or not all(
                    g in GAMES and isinstance(r, list) and all(isinstance(x, str) and len(x) < 40 for x in r)
                    for g, r in table.items()):
                raise ValueError(f"{key!r} must map game names to lists of rule IDs")
            tables[key] = {g: set(table.get(g, [])) for g in GAMES}
        self.seen, self.right = tables["seen"], tables["right"]
        self.version += 1


PROGRESS = Progress()  # one per kernel: every lesson, table and quiz of a notebook reports here


class Download(anywidget.AnyWidget):
    """A button that saves `payload` as `filename` in the learner's browser."""

    _esm = pathlib.Path(__file__).parent / "download.js"
    label = traitlets.Unicode("").tag(sync=True)
    payload = traitlets.Unicode("").tag(sync=True)
    filename = traitlets.Unicode("tutor-progress.json").tag(sync=True)


class ProgressView(W.VBox):
    """The learner's progress in one game, with Save and Load."""

    def __init__(self, game: str, progress: Progress = PROGRESS, language: Language = LANGUAGE):
        self.game, self.progress, self.language = game, progress, language
        self.summary = W.HTML()
        self.save = Download(filename=f"tutor-progress-{game}.json")
        self.upload = W.FileUpload(accept=".json", multiple=False)
        self.upload.observe(lambda _c: self._loaded(), "value")
        self.message = W.HTML()
        super().__init__([self.summary, W.HBox([self.save, self.upload]), self.message])
        self.add_class("tutor-progress")
        progress.observe(lambda _c: self.render(), "version")
        language.observe(lambda _c: self.render(), "code")
        self.render()

    def _loaded(self) -> None:
        lang = self.language.code
        files = self.upload.value
        if not files:
            return
        try:
            self.progress.load(bytes(files[0]["content"]).decode("utf-8", "replace"))
        except ValueError as err:
            self.message.value = escape(ui("progress-bad", lang, why=str(err)))
        else:
            self.message.value = escape(ui("progress-loaded", lang))

    def render(self) -> None:
        lang = self.language.code
        seen = ", ".join(sorted(self.progress.seen.get(self.game, ()), key=_rule_order)) or "—"
        right = ", ".join(sorted(self.progress.right.get(self.game, ()), key=_rule_order)) or "—"
        self.summary.value = escape(ui("progress", lang, seen=seen, answered=right))
        with self.save.hold_sync():
            self.save.label = ui("save-progress", lang)
            self.save.payload = self.progress.to_json()
        self.upload.description = ui("load-progress", lang)


def _rule_order(rule: str) -> tuple:
    """MU2 before MU10: letters, then the number, then the rest."""
    head = rule.rstrip("0123456789abcdefghijklmnopqrstuvwxyz")
    tail = rule[len(head):]
    digits = "".join(ch for ch in tail if ch.isdigit())
    return (head, int(digits) if digits else 0, tail)
