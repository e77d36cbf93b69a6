"""MurosSession: a Game plus the UI state every Muros widget observes (version, recent steps, note)."""
from __future__ import annotations

import random
from typing import Callable, Iterable, Mapping, Optional, Union

import traitlets

import tutor
from ..core import Game, Step, TutorError
from ..muros import BOTS
from .labels import Lang, resolve

Bot = Callable[[Game, random.Random], str]
Note = Optional[Callable[[str], str]]   # a feedback text rendered on demand in the current language


class MurosSession(traitlets.HasTraits):
    """One Muros game shared by board, panel, history and player; widgets re-render on `version`."""

    version = traitlets.Int(0)          # bumped after every change of position
    recent = traitlets.List()           # indices (into the log) of the steps the last action produced
    note = traitlets.Any(None)          # Note: feedback for the learner, or None

    def __init__(self, game: Optional[Game] = None, *, players: int = 2, seed: int = 1,
                 variants: Iterable[str] = (), bots: Mapping[int, Union[str, Bot]] = (),
                 bot_seed: int = 0, lang: Optional[Lang] = None):
        super().__init__()
        self.game = game if game is not None else tutor.new_game("muros", players=players, seed=seed,
                                                                 variants=variants)
        self.bots: dict[int, Bot] = {s: BOTS[b] if isinstance(b, str) else b for s, b in dict(bots).items()}
        self.rng = random.Random(bot_seed)
        self.lang = resolve(lang)
        if self.bots and not self.game.future:      # the bots open if a bot seat starts
            first = len(self.game.history)
            self._bots_move()
            self.recent = list(range(first, len(self.game.history)))

    # -- reading ------------------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        """The steps to explain now: those of the last action, in order."""
        log = self.game.history
        return [log[i] for i in self.recent if i < len(log)]

    def is_bot(self, seat: Optional[int]) -> bool:
        """True if that seat is played by a bot."""
        return seat is not None and seat in self.bots

    # -- acting -------------------------------------------------------------------
    def play(self, action: str, run_bots: bool = True) -> Step:
        """Play one action (validated by the engine), then let the bots answer."""
        first = len(self.game.history)
        step = self.game.play(action)
        if run_bots:
            self._bots_move()
        self._changed(list(range(first, len(self.game.history))))
        return step

    def bots_play(self) -> None:
        """Let the bots move until a human (or nobody) is to move."""
        first = len(self.game.history)
        self._bots_move()
        self._changed(list(range(first, len(self.game.history))))

    def bot_step(self, seat_bot: str = "greedy") -> Optional[Step]:
        """One step for whoever is to move, chosen by that seat's bot (or `seat_bot`)."""
        if self.game.is_over:
            return None
        bot = self.bots.get(self.game.to_move, BOTS[seat_bot])
        first = len(self.game.history)
        step = self.game.play(bot(self.game, self.rng))
        self._changed([first])
        return step

    def _bots_move(self) -> None:
        while not self.game.is_over and self.game.to_move in self.bots:
            self.game.play(self.bots[self.game.to_move](self.game, self.rng))

    def undo(self) -> None:
        """Step back; with bots, back to the last position where a human was to move."""
        self.game.undo()
        while self.bots and self.game.history and self.game.to_move in self.bots:
            self.game.undo()
        self._moved()

    def redo(self) -> None:
        """Step forward; with bots, on past the bots' replies."""
        self.game.redo()
        while self.bots and self.game.future and self.game.to_move in self.bots:
            self.game.redo()
        self._moved()

    def goto(self, index: int) -> None:
        """Jump to the position after `index` steps."""
        self.game.goto(index)
        self._moved()

    def replace(self, game: Game) -> None:
        """Show another game (a scenario, a new deal)."""
        self.game = game
        self._changed([len(game.history) - 1] if game.history else [])

    def set_note(self, note: Note) -> None:
        """Show a feedback text (a function of the language) to the learner."""
        self.note = note

    # -- internals ------------------------------------------------------------------
    def _moved(self) -> None:
        n = len(self.game.history)
        self._changed([n - 1] if n else [])

    def _changed(self, recent: list[int]) -> None:
        self.note = None
        self.recent = recent
        self.version += 1


def try_play(session: MurosSession, action: str) -> Optional[TutorError]:
    """Play action; a refusal is returned (not raised) so a click can show it."""
    try:
        session.play(action)
    except TutorError as err:
        return err
    return None
