"""Session: one game, the learner's seat, the bots, and the change counter every widget redraws on."""
from __future__ import annotations

from html import escape
from typing import Callable, Mapping, Optional, Protocol, Union

import traitlets

from ...core import Game, Hint, Step, TutorError

Note = Optional[Callable[[str], tuple[str, str]]]  # lang -> (html, "good" | "bad"): feedback shown on top


class Bot(Protocol):
    """A seat-filler: choose(game) -> action; explain(game, lang) -> Hint (why it chose it)."""

    def choose(self, game: Game) -> str: ...

    def explain(self, game: Game, lang: str = "en") -> Hint: ...


class _HintBot:
    """A bot that plays the engine's hint for its seat: 'why?' then has the hint's answer."""

    def choose(self, game: Game) -> str:
        return game.hint().action

    def explain(self, game: Game, lang: str = "en") -> Hint:
        return game.hint(lang)


HINT_BOT = _HintBot()


def as_bot(bot: Union[Bot, str]) -> Bot:
    """A bot object; the name "hint" is the engine's hint playing (so 'why?' is the hint's answer)."""
    if isinstance(bot, str):
        if bot != "hint":
            raise ValueError(f"a bot is an object with choose() and explain(), or 'hint', not {bot!r}")
        return HINT_BOT
    return bot


class Session(traitlets.HasTraits):
    """A game shared by a table's parts. Bots move one at a time (next_bot), never behind the learner's back."""

    version = traitlets.Int(0)   # bumped after every change of position
    note = traitlets.Any(None)   # Note, or None

    def __init__(self, game: Game, seat: Optional[int] = None,
                 bots: Optional[Mapping[int, Union[Bot, str]]] = None, make_game: Optional[Callable[[], Game]] = None):
        super().__init__()
        self.game = game
        self.seat = seat                 # the learner's seat; None: every seat (the teacher's projector)
        self.bots: dict[int, Bot] = {s: as_bot(b) for s, b in (bots or {}).items()}
        self._make_game = make_game
        self.last_bot_step: Optional[int] = None
        self.focus: list[str] = []       # board targets a teacher frames (the slot to watch)

    # -- reading ------------------------------------------------------------------------------
    @property
    def bot_to_move(self) -> bool:
        """True if a bot must move now."""
        return not self.game.is_over and self.game.to_move in self.bots

    @property
    def learner_to_move(self) -> bool:
        """True if the learner (or, with seat None, anyone not a bot) decides now."""
        mover = self.game.to_move
        return mover is not None and mover not in self.bots and (self.seat is None or mover == self.seat)

    @property
    def viewer(self) -> Optional[int]:
        """The seat whose eyes the table uses: the learner's seat, or None for the projector."""
        return self.seat

    def is_bot(self, seat: Optional[int]) -> bool:
        return seat is not None and seat in self.bots

    # -- acting -----------------------------------------------------------------------------------
    def play(self, action: str) -> Step:
        """Play an action (the engine validates it: a refusal raises and changes nothing)."""
        step = self.game.play(action)
        self._changed()
        return step

    def try_play(self, action: str) -> Optional[TutorError]:
        """Play, or return the refusal (also shown as the note)."""
        try:
            self.play(action)
        except TutorError as err:
            self.set_note(_refusal_note(err))
            return err
        return None

    def next_bot(self) -> Optional[Step]:
        """One move of the bot whose turn it is; None if no bot is to move."""
        if not self.bot_to_move:
            return None
        bot = self.bots[self.game.to_move]  # type: ignore[index]
        self.last_bot_step = len(self.game.history)
        return self.play(bot.choose(self.game))

    def explain_bot(self, lang: str = "en") -> Optional[Hint]:
        """Why the last bot move was made: its bot's own reasoning, at the position it faced."""
        index = self.last_bot_step
        if index is None or index >= len(self.game.history):
            return None
        step = self.game.history[index]
        before = self.game.fork()
        before.goto(index)
        bot = self.bots.get(step.seat)  # type: ignore[arg-type]
        return bot.explain(before, lang) if bot is not None else None

    def hint(self, lang: str = "en") -> Hint:
        """The engine's hint for the seat to move."""
        return self.game.hint(lang)

    def undo(self) -> None:
        """Back to the learner's last decision (the bots' replies are undone with it)."""
        self.game.undo()
        while self.game.history and self.game.to_move in self.bots:
            self.game.undo()
        self._changed()

    def redo(self) -> None:
        """Forward one step: the learner's own step comes back; bots' steps come back with Next."""
        self.game.redo()
        self._changed()

    def goto(self, index: int) -> None:
        """The position after `index` steps."""
        self.game.goto(index)
        self._changed()

    def replace(self, game: Game) -> None:
        """Show another game (a lesson's position, a new deal)."""
        self.game = game
        self.last_bot_step = None
        self._changed()

    @property
    def can_restart(self) -> bool:
        """True if the session can make a new game."""
        return self._make_game is not None

    def new_game(self) -> None:
        """A fresh game from the session's maker."""
        if self._make_game is not None:
            self.replace(self._make_game())

    def set_note(self, note: Note) -> None:
        """Show feedback (a function of the language) on top of the panel."""
        self.note = note

    def _changed(self) -> None:
        self.note = None
        self.version += 1


def _refusal_note(err: TutorError) -> Callable[[str], tuple[str, str]]:
    """A refusal as a note: its rule and reason in the current language."""
    return lambda lang: (escape(err.text(lang)), "bad")
