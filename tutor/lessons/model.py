"""A course as data: lessons with the rules they teach, a position, a task the engine checks, hints in
steps and questions the engine makes and checks. Texts are en/es pairs, so the language switch changes them."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Mapping, Optional, Sequence

from ..core import Game
from ..core.i18n import check_lang


@dataclass(frozen=True)
class Text:
    """One text in English and Spanish."""

    en: str
    es: str

    def __call__(self, lang: str) -> str:
        return self.en if check_lang(lang) == "en" else self.es


@dataclass(frozen=True)
class Choice:
    """One answer a question offers: a key the check compares, and its label."""

    key: str
    label: Text


YES, NO = Choice("yes", Text("Yes", "Sí")), Choice("no", Text("No", "No"))  # the choices of a yes/no question


@dataclass(frozen=True)
class Question:
    """A question about one position: the learner picks one choice (or several, if multi), and the
    engine's answer is right; explain says why, with rule IDs."""

    prompt: Text
    game: Game                              # the position asked about (drawn for the viewer's seat)
    choices: tuple[Choice, ...]
    answer: frozenset[str]                  # the right keys (all of them, when multi)
    explain: Callable[[str], str]           # lang -> why (plain text)
    rules: tuple[str, ...]
    seat: Optional[int] = None              # whose eyes the picture uses
    multi: bool = False
    highlight: Mapping[str, object] = field(default_factory=dict)  # svg keywords for the picture

    def is_right(self, picked: frozenset[str]) -> bool:
        """True if the picked keys are exactly the answer."""
        return frozenset(picked) == self.answer


@dataclass(frozen=True)
class Task:
    """What the learner does on the board; the engine checks it after every move."""

    text: Text
    check: Callable[[Game], bool]           # true once the task is done
    done: Text                              # said when it is done: why it worked


@dataclass(frozen=True)
class Lesson:
    """One idea: its rules, a position, a text, a task, hints in steps, and engine-made questions."""

    id: str
    game: str
    rules: tuple[str, ...]
    title: Text
    text: Text                              # short HTML (paragraphs, lists, <b>)
    start: Callable[[], Game]               # the lesson's position, from the game's position helper
    seat: Optional[int] = 0                 # the learner's seat (None: the board shows every seat)
    bots: Mapping[int, str] = field(default_factory=dict)  # seat -> "hint" (the engine's hint as a bot)
    task: Optional[Task] = None
    hints: tuple[Text, ...] = ()
    questions: Optional[Callable[[random.Random], Sequence[Question]]] = None
    appendix: bool = False                  # variants: shown after the course, never in its path
    lab: Optional[str] = None               # a game's lab shown with the lesson ("line" for Muros's line lab)

    @property
    def checked(self) -> bool:
        """True if the lesson checks the learner (a task or questions), so its rules count as covered."""
        return self.task is not None or self.questions is not None
