"""Session: one game, the learner's seat, the bots, and the change counter every widget redraws on."""
from __future__ import annotations

import threading
from html import escape
from typing import Any, Callable, Mapping, Optional, Union

import traitlets

from ...core import Game, Hint, Step, TutorError
from ...core.bots import HINT_BOT, Bot
from ...core.i18n import seat_label
from .texts import ui

Note = Optional[Callable[[str], tuple[str, str]]]  # lang -> (html, "good" | "bad"): feedback shown on top
BOT_NAMES: Mapping[str, Bot] = {"hint": HINT_BOT}   # the names lesson data may give a bot

__all__ = ["Session", "Note", "HINT_BOT", "Bot", "BOT_NAMES"]


def _bot(seat: object, bot: Union[Bot, str]) -> Bot:
    """A bot object from a bot or its name in lesson data ("hint": the engine's hint playing)."""
    if isinstance(bot, str):
        found = BOT_NAMES.get(bot)
        if found is None:
            raise ValueError(f"the bot of seat {seat!r} is an object with choose(game) or one of "
                             f"{', '.join(map(repr, BOT_NAMES))}, not {bot[:40]!r}")
        return found
    if not callable(getattr(bot, "choose", None)):
        raise ValueError(f"the bot of seat {seat!r} has no choose(game) method: {type(bot).__name__}")
    return bot


class Session(traitlets.HasTraits):
    """A game shared by a table's parts. Bots move one at a time (next_bot), never behind the learner's back.

    Moves hold a re-entrant lock, so two threads driving one session take turns: a compound move (a bot
    choosing and playing, an undo back over the bots' replies) is never cut in two. Observers of
    `version` run inside the lock."""

    version = traitlets.Int(0)   # bumped after every change of position
    note = traitlets.Any(None)   # Note, or None

    def __init__(self, game: Game[Any], seat: Optional[int] = None,
                 bots: Optional[Mapping[int, Union[Bot, str]]] = None,
                 make_game: Optional[Callable[[], Game[Any]]] = None, lock: Optional[threading.RLock] = None):
        super().__init__()
        self.lock = lock if lock is not None else threading.RLock()   # a lesson's session shares its progress's
        self.game = game
        self.seat = seat                 # the learner's seat; None: every seat (the teacher's projector)
        self._bots: dict[int, Bot] = {}
        self.bots = bots or {}
        self._make_game = make_game
        self.last_bot_step: Optional[int] = None
        self.focus: list[str] = []       # board targets a teacher frames (the slot to watch)

    @property
    def bots(self) -> dict[int, Bot]:
        """Seat -> the bot that plays it (core's Bot: choose(game) -> action)."""
        return self._bots

    @bots.setter
    def bots(self, bots: Mapping[int, Union[Bot, str]]) -> None:
        if not isinstance(bots, Mapping):
            raise ValueError(f"bots is a dict seat -> bot, not {type(bots).__name__}")
        self._bots = {seat: _bot(seat, b) for seat, b in bots.items()}

    # -- reading ------------------------------------------------------------------------------
    @property
    def bot_to_move(self) -> bool:
        """True if a bot must move now."""
        return not self.game.is_over and self.game.to_move in self._bots

    @property
    def learner_to_move(self) -> bool:
        """True if the learner (or, with seat None, anyone not a bot) decides now."""
        mover = self.game.to_move
        return mover is not None and mover not in self._bots and (self.seat is None or mover == self.seat)

    @property
    def viewer(self) -> Optional[int]:
        """The seat whose eyes the table uses: the learner's seat, or None for the projector."""
        return self.seat

    @property
    def all_hands(self) -> bool:
        """True for the teacher's view (seat None): every hand is shown, and marked so on screen."""
        return self.seat is None

    def is_bot(self, seat: Optional[int]) -> bool:
        """True if a bot plays that seat."""
        return seat is not None and seat in self._bots

    # -- acting -----------------------------------------------------------------------------------
    def play(self, action: str) -> Step:
        """Play an action (the engine validates it: a refusal raises and changes nothing)."""
        with self.lock:
            step = self.game.play(action)
            self._changed()
            return step

    def play_as_learner(self, action: str) -> bool:
        """Play for the learner, only while the learner is to move; True if played. Off-turn or refused,
        nothing is played and the note says why. The check and the move are one step under the lock, so
        no other thread can move in between."""
        with self.lock:
            if not self.learner_to_move:
                self.set_note(self.off_turn_note())
                return False
            return self.try_play(action) is None

    def off_turn_note(self) -> Callable[[str], tuple[str, str]]:
        """Why the learner cannot act now: a bot is to move, another seat is, or the game is over."""
        game = self.game
        mover = game.to_move
        if mover is None:
            return lambda lang: (escape(ui("over-no-move", lang)), "bad")
        key = "bot-turn" if mover in self._bots else "other-turn"
        return lambda lang: (escape(ui(key, lang, seat=seat_label(mover))), "bad")

    def try_play(self, action: str) -> Optional[TutorError]:
        """Play, or return the refusal (also shown as the note)."""
        with self.lock:
            try:
                self.play(action)
            except TutorError as err:
                self.set_note(_refusal_note(err))
                return err
            return None

    def next_bot(self) -> Optional[Step]:
        """One move of the bot whose turn it is; None if no bot is to move."""
        with self.lock:
            mover = self.game.to_move
            if self.game.is_over or mover is None or mover not in self._bots:
                return None
            before = self.last_bot_step
            self.last_bot_step = len(self.game.history)  # set first: the redraw after the move reads it
            try:
                return self.play(self._bots[mover].choose(self.game))
            except BaseException:
                self.last_bot_step = before
                raise

    def why(self, lang: str = "en") -> Optional[Hint]:
        """Why the last bot move was made, told to the learner's seat from what it may know
        (Game.why); with seat None, the teacher's view with all hands. None if there is no bot move."""
        with self.lock:
            index = self.last_bot_step
            if index is None or index >= len(self.game.history):
                return None
            return self.game.why(index, seat=self.seat, lang=lang)

    def hint(self, lang: str = "en") -> Hint:
        """The engine's hint for the seat to move."""
        with self.lock:
            return self.game.hint(lang)

    def undo(self) -> None:
        """Back to the learner's last decision (the bots' replies are undone with it)."""
        with self.lock:
            self.game.undo()
            while self.game.history and self.game.to_move in self._bots:
                self.game.undo()
            self._changed()

    def redo(self) -> None:
        """Forward one step: the learner's own step comes back; bots' steps come back with Next."""
        with self.lock:
            self.game.redo()
            self._changed()

    def goto(self, index: int) -> None:
        """The position after `index` steps; a ValueError (nothing changed) outside 0..steps."""
        with self.lock:
            self.game.goto(index)
            self._changed()

    def replace(self, game: Game[Any]) -> None:
        """Show another game (a lesson's position, a new deal)."""
        with self.lock:
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
