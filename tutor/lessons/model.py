"""A course as data: lessons with the rules they teach, a position, a task the engine checks, hints in
steps and questions the engine makes and checks. Texts are Texts (English msgids, read from the catalogs in
the learner's language), so the language switch changes them.

A question is built from one position by construction (`ask`): its key and its explanation come from one
engine fact read on the very game its picture shows, so they cannot disagree, and the course audit
(tests/lessons) reads the fact again on a game restored from that position.

A task is a path the learner cannot fall off: `Lesson.lost` says, from the engine, when a position can no
longer lead to the task (the game is over, the moves the task allows are spent, or its last move is the
learner's and no move does it), and `Lesson.before_last_move` where the way back starts."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Iterable, Mapping, Optional, Sequence, TypeVar

from ..core import Game, Hint, TutorError
from ..core.i18n import Text

__all__ = ["Text", "Choice", "YES", "NO", "Question", "holds", "ask", "Task", "Lesson", "CONTROLS", "GAME_OVER",
           "MISSED"]

F = TypeVar("F")  # the engine fact a question is about
S = TypeVar("S")  # the game's state: a Muros question's fact reads a Game[muros.State]


@dataclass(frozen=True)
class Choice:
    """One answer a question offers: a key the check compares, and its label."""

    key: str
    label: Text


YES, NO = Choice("yes", Text("Yes")), Choice("no", Text("No"))  # the choices of a yes/no question


@dataclass(frozen=True)
class Question:
    """A question about one position: the learner picks one choice (or several, if multi), and the
    engine's answer is right; explain says why, with rule IDs.

    `key` re-reads the answer from any game at the same position (the audit calls it on a game restored
    from `game.position()`); `facts` names every fact the prompt states about the position, so the audit
    can check each one there; `seat` is whose eyes the picture uses (None: all hands shown), and a
    picture drawn for another seat than the learner's says so. `retell` tells the explanation again from
    any game at the position (the audit compares it across the worlds the pictured seat cannot tell apart)."""

    prompt: Text
    game: Game[Any]                         # the position asked about
    choices: tuple[Choice, ...]
    answer: frozenset[str]                  # the right keys (all of them, when multi)
    explain: Text                           # why (plain text): q.explain(lang) reads it in lang
    rules: tuple[str, ...]
    seat: Optional[int] = None              # whose eyes the picture uses
    multi: bool = False
    highlight: Mapping[str, object] = field(default_factory=dict)  # svg keywords for the picture
    facts: Mapping[str, object] = field(default_factory=dict)      # what the prompt states, by name
    key: Optional[Callable[[Game[Any]], frozenset[str]]] = None    # the answer, read from a game
    retell: Optional[Callable[[Game[Any], str], str]] = None       # (a game, lang) -> the explanation read there

    def is_right(self, picked: Iterable[str]) -> bool:
        """True if the picked keys are exactly the answer."""
        return frozenset(picked) == self.answer


def holds(q: Question, world: Game[Any], checks: Mapping[str, Callable[[Game[Any], Any], bool]]) -> bool:
    """True if every fact the question's prompt states holds on another game too (checks: a course's FACTS)."""
    return all(name in checks and checks[name](world, value) for name, value in q.facts.items())


def ask(game: Game[S], prompt: Text, choices: Sequence[Choice], fact: Callable[[Game[S]], F],
        key: Callable[[F], Iterable[str]], explain: Callable[[F], Text], rules: Sequence[str], *,
        seat: Optional[int], multi: bool = False, highlight: Optional[Mapping[str, object]] = None,
        facts: Optional[Mapping[str, object]] = None, order: Optional[random.Random] = None) -> Question:
    """A question whose key and explanation both come from `fact(game)`, read once on the pictured game.

    fact: game -> what the engine says (legal actions, a move's result, a score, ...);
    key: that fact -> the right choice keys; explain: that fact -> why, a Text (read in the learner's language).
    order: the set's rng, to show the choices in a seeded shuffle (so the right one is not always in the
    same place); leave it out for choices with an order of their own (yes/no, a scale of numbers)."""
    if order is not None:
        choices = list(choices)
        order.shuffle(choices)
    value = fact(game)
    answer = frozenset(key(value))
    known = {c.key for c in choices}
    if not answer or not answer <= known:
        raise ValueError(f"the engine's answer {sorted(answer)} is not among the choices {sorted(known)}")
    if not multi and len(answer) != 1:
        raise ValueError(f"a choose-one question has one right answer, not {sorted(answer)}")
    return Question(prompt, game, tuple(choices), answer, explain(value), tuple(rules),
                    seat=seat, multi=multi, highlight=dict(highlight or {}), facts=dict(facts or {}),
                    key=lambda g: frozenset(key(fact(g))), retell=lambda g, lang: explain(fact(g))(lang))


@dataclass(frozen=True)
class Task:
    """What the learner does on the board; the engine checks it after every move.

    `moves`: how many of the learner's own moves the task allows (None: as many as the game gives); a task
    with a number is decided by those moves, so once they are spent and `check` is false it can no longer be
    done on this path. `missed` says why, in words, once it cannot. `whole_game`: the task is a whole game
    played to its end (the course tests play it with the hints); any other task must be doable by one move
    of the learner's from the lesson's start (tests/lessons/test_courses.py checks both)."""

    text: Text
    check: Callable[[Game[Any]], bool]      # true once the task is done
    done: Text                              # said when it is done: why it worked
    moves: Optional[int] = None             # the learner's moves the task allows (None: no limit)
    missed: Optional[Text] = None           # why it can no longer be done, once its moves are spent
    whole_game: bool = False                # done only by playing the game to its end (no one move does it)

    def __post_init__(self) -> None:
        if self.moves is not None and self.moves < 1:
            raise ValueError(f"a task allows at least one move of the learner's, not {self.moves!r}")


# The game controls a lesson may show besides the board and the one Hint: undo and redo, the history
# slider, Next for the bots, bots that play by themselves, and "Why did the bot do that?".
CONTROLS = frozenset({"undo", "history", "next", "auto", "why"})

_TRY = Text("Try this: {move}.")
GAME_OVER = Text("the game is over and the task was not done.")
MISSED = Text("your move did not do what the task asks.")


@dataclass(frozen=True)
class Lesson:
    """One idea: its rules, a position, a text, a task, hints in steps, and engine-made questions."""

    id: str
    game: str
    rules: tuple[str, ...]
    title: Text
    text: Text                              # short HTML (paragraphs, lists, <b>)
    start: Callable[[], Game[Any]]          # the lesson's position, from the game's position helper
    seat: Optional[int] = 0                 # the learner's seat (None: the board shows every seat)
    bots: Mapping[int, str] = field(default_factory=dict)  # seat -> "hint" (the engine's hint as a bot)
    task: Optional[Task] = None
    hints: tuple[Text, ...] = ()            # the Hint ladder's first steps, before the move itself
    questions: Optional[Callable[[random.Random], Sequence[Question]]] = None
    appendix: bool = False                  # variants: shown after the course, never in its path
    lab: Optional[str] = None               # a game's lab shown with the lesson ("line" for Muros's line lab)
    controls: tuple[str, ...] = ()          # game controls this lesson needs (names from CONTROLS)
    guide: Optional[Callable[[Game[Any], str], Optional[Hint]]] = None  # the task's next move, when one
    #                                         move cannot do it (else Lesson.hint searches one move ahead)

    def __post_init__(self) -> None:
        unknown = set(self.controls) - CONTROLS
        if unknown:
            raise ValueError(f"lesson {self.id}: unknown controls {sorted(unknown)}; known: {sorted(CONTROLS)}")

    @property
    def checked(self) -> bool:
        """True if the lesson checks the learner (a task or questions), so its rules count as covered."""
        return self.task is not None or self.questions is not None

    def hint(self, game: Game[Any], lang: str = "en") -> Hint:
        """The Hint button inside this lesson: a move toward the task, said in words (never notation).

        Until the task is done: the lesson's guide if it has one, else a move that does the task at
        once; for a task without a move limit that no single move does, the engine's own hint (every
        move goes on toward it); once it is done, the engine's own hint for the position. A task that
        can no longer be done (see `lost`; the lesson start's step count is `since`) has no move toward
        it: a TutorError "no-hint", as on a finished game."""
        if game.is_over:
            raise TutorError("core", None, "no-hint")
        task = self.task
        if task is not None and not task.check(game):
            found = self.toward(game, lang)
            if found is not None:
                return found
            if task.moves is not None:
                raise TutorError("core", None, "no-hint")
        return game.hint(lang)

    def toward(self, game: Game[Any], lang: str = "en") -> Optional[Hint]:
        """A move toward the undone task from this position (the guide's, or one that does it at once);
        None when neither finds one."""
        task = self.task
        if task is None or game.is_over:
            return None
        found = self.guide(game, lang) if self.guide is not None else None
        if found is None:
            action = self._one_move(game, task)
            if action is not None:
                found = Hint(action, _TRY.format(move=game.describe(action, lang))(lang), self.rules)
        return found

    def lost(self, game: Game[Any], since: int = 0, seat: Optional[int] = None) -> Optional[Text]:
        """Why the task can no longer be done from this position, as the engine says; None while it can
        (or once it is done). `since`: the steps the lesson's position had at its start; `seat`: the
        learner's (default the lesson's).

        Lost when the game is over, when the learner has spent the moves the task allows, or when one move
        is left, it is the learner's, and no move does the task (the lesson's own hint finds none)."""
        task = self.task
        if task is None or task.check(game):
            return None
        if game.is_over:
            return GAME_OVER
        if task.moves is None:
            return None
        mine = self.learner_steps(game, since, seat)
        if len(mine) >= task.moves:
            return task.missed or MISSED
        learner = self.seat if seat is None else seat
        if task.moves - len(mine) == 1 and game.to_move == learner and self.guide is None \
                and self._one_move(game, task) is None:
            return task.missed or MISSED
        return None

    def learner_steps(self, game: Game[Any], since: int = 0, seat: Optional[int] = None) -> list[int]:
        """The indexes in game.history of the learner's own steps after the lesson's start."""
        learner = self.seat if seat is None else seat
        return [i for i, step in enumerate(game.history) if i >= since and step.seat == learner]

    def before_last_move(self, game: Game[Any], since: int = 0, seat: Optional[int] = None) -> Optional[int]:
        """The step count just before the learner's last move in the lesson (for Session.goto); None when
        the learner has not moved since the start."""
        mine = self.learner_steps(game, since, seat)
        return mine[-1] if mine else None

    @staticmethod
    def _one_move(game: Game[Any], task: Task) -> Optional[str]:
        for action in game.legal_actions():
            branch = game.fork()
            branch.play(action)
            if task.check(branch):
                return action
        return None
