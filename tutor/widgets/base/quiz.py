"""Quiz: questions the engine made, each shown with the position it asks about (only the part it asks
about, when the question names a region) under a label saying it is the question's board, a neutral mark on
what the learner picks, right and wrong marked only after Check with the engine's reason, a running score,
and a retry with fresh questions.

The set shown is tutor.lessons.sets.draw's: an audited set (a seed the course audit reads), its choices in
the audited (shuffled) order, the first from the quiz's seed on that reads as varied to a learner."""
from __future__ import annotations

import threading
from html import escape
from typing import Optional

import ipywidgets as W
import traitlets

from ...core.i18n import seat_label
from ...lessons.model import Question
from ...lessons.sets import Maker, draw
from . import guarded as G
from .board import Board
from .language import LANGUAGE, Language
from .locking import locked
from .observers import Observers, close_own
from .panel import Chip, rule_chip
from .progress import PROGRESS, Progress
from .texts import ui


def caption(question: Question, learner: Optional[int], lang: str) -> str:
    """Whose view the picture is, when it is not the learner's ("" when it is)."""
    if question.seat == learner:
        return ""
    if question.seat is None:
        return ui("all-hands", lang)
    return ui("as-seen-by", lang, seat=seat_label(question.seat))


def picture(question: Question, lang: str) -> str:
    """The question's position as its seat sees it, framed and cut to what it asks (its highlight)."""
    game = question.game
    if "lang" in game.rules.svg_highlights:
        return game.svg(seat=question.seat, lang=lang, **question.highlight)
    return game.svg(seat=question.seat, **question.highlight)


class Quiz(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """One question at a time: picture, choices (one, or several when the question says so), Check.

    `seat` is the learner's seat: a picture drawn for another seat (or for all) says so in a caption.
    With `buttons=False` the quiz shows no buttons of its own: the lesson's one primary button calls
    check() and next() (see LessonView). `changed` ticks on every pick, mark and new question. Every change
    and redraw holds `lock` (re-entrant), so two threads answering one quiz take turns."""

    changed = traitlets.Int(0)

    def __init__(self, make: Maker, seed: int = 0, language: Language = LANGUAGE, game: str = "",
                 progress: Progress = PROGRESS, seat: Optional[int] = 0, buttons: bool = True,
                 chip: Chip = rule_chip, lock: Optional[threading.RLock] = None):
        # every change and redraw holds the lock: by default its progress's, which the lesson views share
        self.lock = lock if lock is not None else progress.lock
        self.make, self.seed, self.language, self.progress = make, seed, language, progress
        self.drawn = seed - 1                    # the audited seed of the set shown (retry draws from the next)
        self.seat, self.chip = seat, chip
        self.questions: list[Question] = []
        self.index = 0
        self.picked: set[str] = set()
        self.marks: list[Optional[bool]] = []    # per question: None unanswered, True right, False wrong
        self.head = G.HTML()
        self.head.add_class("tutor-quiz-head")
        self.caption = G.HTML()
        self.caption.add_class("tutor-quiz-caption")
        # the question's own board: labelled (its badge) and framed, never taken for the lesson's board
        self.picture = Board(on_choice=self.pick, layout=W.Layout(border="2px dashed #7a9cba", padding="4px",
                                                                  margin="4px 0", width="fit-content",
                                                                  max_width="100%"))
        self.picture.add_class("tutor-quiz-board")
        self.feedback = G.HTML()
        self.check_button = G.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.next_button = G.Button(layout=W.Layout(width="auto"))
        self.retry_button = G.Button(layout=W.Layout(width="auto"))
        self.check_button.add_class("tutor-button")
        self.next_button.add_class("tutor-button")
        self.retry_button.add_class("tutor-button")
        self.check_button.on_click(lambda _b: self.check())
        self.next_button.on_click(lambda _b: self.next())
        self.retry_button.on_click(lambda _b: self.retry())
        row = G.HBox([self.check_button, self.next_button, self.retry_button])
        row.add_class("tutor-buttons")
        if not buttons:
            row.layout.display = "none"
        super().__init__([self.head, self.caption, self.picture, row, self.feedback])
        self.add_class("tutor-quiz")
        self.game = game
        self._watch = Observers()
        self._watch.observe(language, self._relabel, "code")
        self.retry()

    @locked
    def _relabel(self, _change: object) -> None:
        self.render()

    @locked
    def close(self) -> None:
        """Stop following the language and close the quiz's widgets, with their layouts and styles."""
        close_own(self)
        super().close()

    # -- reading ----------------------------------------------------------------------------------------
    @property
    def question(self) -> Question:
        return self.questions[self.index]

    @property
    def score(self) -> tuple[int, int]:
        """(right, asked) so far."""
        return sum(1 for m in self.marks if m), sum(1 for m in self.marks if m is not None)

    @property
    def marked(self) -> bool:
        """True once the question shown has been checked."""
        return self.marks[self.index] is not None

    @property
    def finished(self) -> bool:
        """True once every question has been checked."""
        return all(m is not None for m in self.marks)

    @property
    def last(self) -> bool:
        """True on the last question."""
        return self.index == len(self.questions) - 1

    # -- the learner's clicks ---------------------------------------------------------------------------
    @locked
    def pick(self, key: str) -> None:
        """Choose an answer (toggle it, when several may be chosen)."""
        if self.marked or key not in {c.key for c in self.question.choices}:
            return
        if self.question.multi:
            self.picked ^= {key}
        else:
            self.picked = {key}
        self.render()

    @locked
    def check(self) -> Optional[bool]:
        """Mark the answer right or wrong (the engine's answer) and say why; None with nothing picked."""
        if not self.picked or self.marked:
            return None
        right = self.question.is_right(frozenset(self.picked))
        self.marks[self.index] = right
        if right:
            self.progress.answered(self.game or self.question.game.name, self.question.rules)
        self.render()
        return right

    @locked
    def next(self) -> None:
        """The next question, once this one is checked (nothing after the last one)."""
        if self.marked and not self.last:
            self.index += 1
            self.picked = set()
            self.render()

    @locked
    def retry(self) -> None:
        """Fresh questions from the engine (the next varied audited set), score from zero."""
        self.drawn, questions = draw(self.make, self.drawn + 1)
        if not questions:
            raise ValueError("a quiz needs at least one question")
        self.questions = questions
        self.index, self.picked = 0, set()
        self.marks = [None] * len(self.questions)
        self.render()

    # -- drawing -------------------------------------------------------------------------------------------
    @locked
    def render(self) -> None:
        lang, q = self.language.code, self.question
        mark = self.marks[self.index]
        right, asked = self.score
        how = ui("choose-many" if q.multi else "choose-one", lang)
        self.head.value = (f'<div class="tutor-quiz-count">{escape(ui("question-of", lang, i=self.index + 1, n=len(self.questions)))}'
                           f' · {escape(ui("score", lang, right=right, asked=asked))}</div>'
                           f'<div class="tutor-quiz-prompt">{escape(q.prompt(lang))}</div>'
                           f'<div class="tutor-quiz-how">{escape(how)}</div>')
        said = caption(q, self.seat, lang)
        self.caption.value = f'<div class="tutor-caption">{escape(said)}</div>' if said else ""
        self.picture.badge = ui("question-board", lang)
        choices = []
        for c in q.choices:
            chosen, answer = c.key in self.picked, c.key in q.answer
            if mark is None:      # before Check: a neutral "selected" look, nothing says right or wrong
                cls, sign = ("tutor-picked" if chosen else ""), ""
            elif answer:
                cls, sign = "tutor-right" + (" tutor-picked" if chosen else ""), "✓ "
            elif chosen:
                cls, sign = "tutor-wrong tutor-picked", "✗ "
            else:
                cls, sign = "", ""
            choices.append({"action": c.key, "label": sign + c.label(lang), "cls": cls})
        region = "region" in q.highlight and q.highlight["region"] is not None
        with self.picture.hold_sync():
            self.picture.svg = picture(q, lang)
            self.picture.offer("", choices)
        if region:
            self.picture.add_class("tutor-quiz-region")
        else:
            self.picture.remove_class("tutor-quiz-region")
        self.check_button.description = ui("check", lang)
        self.check_button.disabled = mark is not None or not self.picked
        self.next_button.description = ui("next-question", lang)
        self.next_button.disabled = mark is None or self.last
        self.retry_button.description = ui("retry", lang)
        self.changed += 1
        if mark is None:
            self.feedback.value = ""
            return
        verdict = ui("right" if mark else "wrong", lang)
        chips = " ".join(self.chip(q.game.name, r, lang) for r in q.rules)
        done = ""
        if self.finished:
            done = f'<p class="tutor-quiz-done">{escape(ui("quiz-done", lang, right=right, asked=asked))}</p>'
        cls = "tutor-quiz-mark-right" if mark else "tutor-quiz-mark-wrong"
        self.feedback.value = (f'<div class="tutor-panel-note"><span class="{cls}">{escape(verdict)}</span> '
                               f"{escape(q.explain(lang))} {chips}</div>{done}")
