"""Quiz: questions the engine made, each shown with the position it asks about; right and wrong marked
with the engine's reason, a running score, and a retry with fresh questions."""
from __future__ import annotations

import random
from html import escape
from typing import Callable, Optional, Sequence

import ipywidgets as W

from ...lessons.model import Question
from .board import Board
from .language import LANGUAGE, Language
from .panel import rule_chip
from .progress import PROGRESS, Progress
from .texts import ui

Maker = Callable[[random.Random], Sequence[Question]]


class Quiz(W.VBox):
    """One question at a time: picture, choices (one, or several when the question says so), Check."""

    def __init__(self, make: Maker, seed: int = 0, language: Language = LANGUAGE, game: str = "",
                 progress: Progress = PROGRESS):
        self.make, self.rng, self.language, self.progress = make, random.Random(seed), language, progress
        self.questions: list[Question] = []
        self.index = 0
        self.picked: set[str] = set()
        self.marks: list[Optional[bool]] = []    # per question: None unanswered, True right, False wrong
        self.head = W.HTML()
        self.picture = Board(on_choice=self.pick)
        self.picture.add_class("tutor-quiz-board")
        self.feedback = W.HTML()
        self.check_button = W.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.next_button = W.Button(layout=W.Layout(width="auto"))
        self.retry_button = W.Button(layout=W.Layout(width="auto"))
        self.check_button.on_click(lambda _b: self.check())
        self.next_button.on_click(lambda _b: self.next())
        self.retry_button.on_click(lambda _b: self.retry())
        buttons = W.HBox([self.check_button, self.next_button, self.retry_button])
        super().__init__([self.head, self.picture, buttons, self.feedback])
        self.add_class("tutor-quiz")
        self.game = game
        language.observe(lambda _c: self.render(), "code")
        self.retry()

    # -- reading ----------------------------------------------------------------------------------------
    @property
    def question(self) -> Question:
        return self.questions[self.index]

    @property
    def score(self) -> tuple[int, int]:
        """(right, asked) so far."""
        return sum(1 for m in self.marks if m), sum(1 for m in self.marks if m is not None)

    # -- the learner's clicks ---------------------------------------------------------------------------
    def pick(self, key: str) -> None:
        """Choose an answer (toggle it, when several may be chosen)."""
        if self.marks[self.index] is not None or key not in {c.key for c in self.question.choices}:
            return
        if self.question.multi:
            self.picked ^= {key}
        else:
            self.picked = {key}
        self.render()

    def check(self) -> Optional[bool]:
        """Mark the answer right or wrong (the engine's answer) and say why; None with nothing picked."""
        if not self.picked or self.marks[self.index] is not None:
            return None
        right = self.question.is_right(frozenset(self.picked))
        self.marks[self.index] = right
        if right:
            self.progress.answered(self.game or self.question.game.name, self.question.rules)
        self.render()
        return right

    def next(self) -> None:
        """The next question (after the last one: a summary)."""
        if self.index < len(self.questions) - 1:
            self.index += 1
            self.picked = set()
            self.render()

    def retry(self) -> None:
        """Fresh questions from the engine, score from zero."""
        self.questions = list(self.make(self.rng))
        if not self.questions:
            raise ValueError("a quiz needs at least one question")
        self.index, self.picked = 0, set()
        self.marks = [None] * len(self.questions)
        self.render()

    # -- drawing -------------------------------------------------------------------------------------------
    def render(self) -> None:
        lang, q = self.language.code, self.question
        mark = self.marks[self.index]
        right, asked = self.score
        self.head.value = (f"<b>{escape(ui('question-of', lang, i=self.index + 1, n=len(self.questions)))}</b> · "
                           f"{escape(ui('score', lang, right=right, asked=asked))}<br>{escape(q.prompt(lang))}")
        choices = []
        for c in q.choices:
            cls = "tutor-picked" if c.key in self.picked else ""
            if mark is not None and c.key in q.answer:
                cls += " tutor-answer"
            choices.append({"action": c.key, "label": ("✓ " if c.key in self.picked else "") + c.label(lang),
                            "cls": cls.strip()})
        with self.picture.hold_sync():
            self.picture.svg = q.game.svg(seat=q.seat, lang=lang, **q.highlight) if "lang" in \
                q.game.rules.svg_highlights else q.game.svg(seat=q.seat, **q.highlight)
            self.picture.offer("", choices)
        self.check_button.description = ui("check", lang)
        self.check_button.disabled = mark is not None
        self.next_button.description = ui("next-question", lang)
        self.next_button.disabled = mark is None or self.index == len(self.questions) - 1
        self.retry_button.description = ui("retry", lang)
        if mark is None:
            self.feedback.value = ""
            return
        verdict = ui("right" if mark else "wrong", lang)
        chips = " ".join(rule_chip(q.game.name, r, lang) for r in q.rules)
        done = ""
        if all(m is not None for m in self.marks):
            done = f"<p><b>{escape(ui('quiz-done', lang, right=right, asked=asked))}</b></p>"
        cls = "tutor-quiz-mark-right" if mark else "tutor-quiz-mark-wrong"
        self.feedback.value = (f'<div class="tutor-panel-note"><span class="{cls}">{escape(verdict)}</span> '
                               f"{escape(q.explain(lang))} {chips}</div>{done}")
