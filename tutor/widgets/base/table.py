"""Table: a game on one board with its explanation panel beside it, history, hints, bot turns one at a
time, and a clear end card. Game-neutral: the one ClickAdapter turns clicks into actions from the engine's
click paths. The chooser belongs to one position and the learner's turn; a click or choice for another
position or off-turn plays nothing and says why. Every text is current: a refusal is cleared by the next
legal pick or move, and the note of the learner's last act stands under the board as well as in the panel."""
from __future__ import annotations

import asyncio
from html import escape
from typing import Any, Callable, Iterable, Optional


from ...core import Game, Hint
from ...core.i18n import seat_label
from ...lessons.model import CONTROLS
from . import guarded as G
from .announce import SessionNews
from .board import Board
from .clicks import ClickAdapter, Path
from .language import LANGUAGE, Language
from .observers import Observers, close_all
from .panel import Chip, ExplanationPanel, rule_chip
from .session import Session
from .texts import ui

BOT_PAUSE = 0.8  # seconds between two bot moves when they play by themselves


class Table(G.Box):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """Board left, explanation panel right (stacked below 1,100 px); nothing jumps when notes appear.

    The board widget also carries the status line, the buttons and the end card, so a move costs one
    update of the board and one of the panel."""

    def __init__(self, session: Session, adapter: ClickAdapter, language: Language = LANGUAGE,
                 classroom: bool = False, history: bool = True, hints: bool = True,
                 controls: Optional[Iterable[str]] = None, chip: Chip = rule_chip, news: bool = True):
        if not isinstance(adapter, ClickAdapter):
            raise ValueError(f"a table follows the engine's click paths through a ClickAdapter, not "
                             f"{type(adapter).__name__}")
        self.session, self.adapter, self.language = session, adapter, language
        self.path: Path = ()          # the clicks picked so far
        self._path_at = -1            # the session version the open chooser belongs to
        self._played_by: Optional[str] = None  # the click or choice that played the learner's last move
        self.auto = False
        self._timer: Optional[asyncio.TimerHandle] = None   # the one pending bot move of Auto
        self.history, self.hints = history, hints
        self.classroom = classroom    # the projector: notes stay in the panel, which the teacher may hide
        # The game controls shown (names from tutor.lessons.model.CONTROLS); None: all that apply.
        self.shown: Optional[frozenset[str]] = None if controls is None else _known_controls(controls)
        self.board = Board(on_target=self.click, on_choice=self.choose, on_control=self.press,
                           on_stale=self._stale, on_cancel=self.cancel, on_read=self.read_board)
        self.chip = chip              # draws a rule ID in the panel, hints, Why and the end card
        self.panel = ExplanationPanel(session, language, chip=chip)
        # the table's live region (a lesson view has its own, which says more, once)
        self.news = SessionNews(session, language) if news else None
        left = G.VBox([self.board] + ([self.news] if self.news is not None else []))
        left.add_class("tutor-left")
        super().__init__([left, self.panel])
        self.add_class("tutor-table")
        if classroom:
            self.add_class("tutor-classroom")
        self._watch = Observers()
        self._watch.observe(session, self._redraw, "version")
        self._watch.observe(session, self._noted, "note")
        self._watch.observe(language, self._redraw, "code")
        self.render()

    def _redraw(self, _change: object) -> None:
        self.render()

    def _noted(self, _change: object) -> None:
        self._draw_note(self.language.code)

    def close(self) -> None:
        """Stop Auto, stop following the session and the language, and close every widget of the table
        (board, panel, their layouts and styles). Closing twice does nothing more."""
        if hasattr(self, "_watch"):   # (a table refused in __init__ has nothing of its own to close)
            self._set_auto(False)
            self._watch.close()
            for child in self.children:
                close_all(child)
            self.layout.close()
        super().close()

    def press(self, control: str, value: Optional[int] = None) -> None:
        """A control: undo, redo, goto (the history slider, to value), next, auto, hint, why, new."""
        s = self.session
        if control == "goto":
            total = len(s.game.history) + len(s.game.future)
            if value is not None and 0 <= value <= total:  # the page's slider never goes further
                self._safely(lambda: s.goto(value))
        elif control == "undo":
            self._safely(s.undo)
        elif control == "redo":
            self._safely(s.redo)
        elif control == "next":
            self.next_bot()
        elif control == "auto":
            self._set_auto(not self.auto)
            self.render()
        elif control == "hint":
            self.show_hint()
        elif control == "why":
            self.show_why()
        elif control == "new":
            s.new_game()

    # -- the learner's clicks ------------------------------------------------------------------------
    def click(self, target: str) -> None:
        """A click on a board target: play it, offer its choices, or say why not. A target that is not
        drawn on the board is ignored (the page sends only drawn ones)."""
        s = self.session
        with s.lock:
            if s.game.is_over or target not in self.board.targets():
                return
            if not s.learner_to_move:
                self._drop_choice(s.off_turn_note())
                return
            self._follow(target)

    def choose(self, action: str) -> None:
        """A chosen option of the open chooser: played or asked on along the path, for the learner only
        and only for the position the chooser was opened on; anything else (a choice not offered now, as
        the second click of a double click) is refused with a reason and drops the half-made move."""
        s = self.session
        with s.lock:
            offered = [c.get("action") for c in self.board.choices]
            if not s.learner_to_move:
                self._drop_choice(s.off_turn_note())
            elif action not in offered or self._path_at != s.version:
                self._drop_choice(lambda lang: (escape(ui("stale-choice", lang)), "bad"))
            else:
                self._follow(action)

    def _stale(self, _kind: str, token: str) -> None:
        """A click or choice the page sent for a position no longer shown: nothing is played. The second
        click of a double click on what just played a move is dropped quietly: the move is on the board."""
        with self.session.lock:
            if token == self._played_by:
                self._played_by = None
                return
            self._drop_choice(lambda lang: (escape(ui("stale-choice", lang)), "bad"))

    def _drop_choice(self, note: Callable[[str], tuple[str, str]]) -> None:
        """A refused click or choice: the chooser closed and the board redrawn as the position is (nothing
        picked, the first clicks marked) and the reason shown under it, in one update."""
        with self.board.hold_sync():
            self._close_chooser()
            self._redraw_board()
            self.session.set_note(note)

    def _follow(self, token: str) -> None:
        """One click along the engine's click paths: play, ask for the next click, or say why not."""
        s, lang, adapter = self.session, self.language.code, self.adapter
        prefix = self.path if self._path_at == s.version else ()
        outcome = adapter.step(s, prefix, token, lang)
        self._played_by = None
        if outcome.action is not None:
            self.path = ()
            with self.board.hold_sync():  # the choices cleared and the move drawn: one update
                self.board.offer("", ())
                played = s.play_as_learner(outcome.action)
            if played:
                self._played_by = token
                self._after_move()
            return
        if outcome.path:
            self.path, self._path_at = outcome.path, s.version
            with self.board.hold_sync():  # the picked clicks drawn and the next ones offered: one update
                self._redraw_board()
                self.board.offer(*adapter.choices(s, self.path, lang))
                self._clear_refusal()     # a legal pick: an earlier refusal no longer tells the last act
            return
        self.path = ()
        why = outcome.why
        with self.board.hold_sync():  # the chooser closed, the board redrawn and the reason: one update
            self.board.offer("", ())
            self._redraw_board()
            mover = s.game.to_move
            def said(lg: str) -> str:
                reason = adapter.step(s, (), token, lg).why or why
                if s.viewer is None and mover is not None:   # the projector: the reason is told to the seat
                    return ui("told-to", lg, seat=seat_label(mover), reason=reason)
                return reason
            s.set_note(lambda lg: (escape(said(lg)), "bad"))

    def cancel(self) -> None:
        """Drop a half-made choice (Escape in the board): the chooser closed, nothing picked, nothing played."""
        with self.session.lock, self.board.hold_sync():
            self._close_chooser()
            self._redraw_board()

    def read_board(self) -> None:
        """The board in words for the learner's seat (the engine's text view: never more than the seat sees)."""
        s = self.session
        with s.lock:
            self.board.tell(s.game.text(self.language.code, seat=s.viewer))

    def _clear_refusal(self) -> None:
        """Drop the note if it is a refusal (a hint or a why stays until the next move)."""
        note = self.session.note
        if note is not None and note(self.language.code)[1] != "good":
            self.session.set_note(None)

    def _close_chooser(self) -> None:
        self.path, self._path_at = (), -1
        if self.board.choices or self.board.prompt:
            self.board.offer("", ())

    # -- bots, hints ----------------------------------------------------------------------------------
    def next_bot(self) -> None:
        """One bot move, with its own highlight and narration."""
        self.session.next_bot()
        self._after_move()

    def _after_move(self) -> None:
        if self.auto and self.session.bot_to_move:
            self._schedule()

    def _set_auto(self, on: bool) -> None:
        self.auto = on
        if on and self.session.bot_to_move:
            self._schedule()
        elif not on:
            self._cancel_timer()

    def _schedule(self) -> None:
        """One pending bot move at most: pressing Auto again, or a move meanwhile, never adds a second."""
        self._cancel_timer()
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            return
        self._timer = loop.call_later(BOT_PAUSE, self._auto_step)

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _auto_step(self) -> None:
        self._timer = None
        if self.auto and self.session.bot_to_move:
            self.next_bot()

    def show_hint(self) -> None:
        s = self.session
        if not s.learner_to_move:
            return
        s.set_note(lambda lang: (self._hint_html(s.hint(lang), lang), "good"))

    def show_why(self) -> None:
        """Why the last bot move was made, told to the learner's seat (Game.why); at the projector
        (seat None) told with all hands and marked so."""
        s = self.session
        if s.why("en") is None:
            return

        def note(lang: str) -> tuple[str, str]:
            hint = s.why(lang)
            return (self._hint_html(hint, lang, why=True) if hint is not None else "", "good")
        s.set_note(note)

    def _hint_html(self, hint: Hint, lang: str, why: bool = False) -> str:
        chips = " ".join(self.chip(self.session.game.name, r, lang) for r in hint.rules)
        if why:
            head = ui("why-all-hands" if self.session.all_hands else "why-bot", lang)
        else:
            head = ui("hint", lang) + ":"  # the hint's text names the action
        return f"<b>{escape(head)}</b> {escape(hint.text)} {chips}"

    def _safely(self, move: Callable[[], object]) -> None:
        """A history move; a refusal (nothing to undo, a position out of range) changes nothing."""
        try:
            move()
        except ValueError:  # TutorError is one too
            pass

    # -- drawing ----------------------------------------------------------------------------------------
    def _redraw_board(self) -> None:
        self.board.svg = self.adapter.svg(self.session, self.language.code, self.path)

    def render(self) -> None:
        """Redraw the board, its status, buttons and end card from the session, as one update."""
        s, lang = self.session, self.language.code
        with s.lock, self.board.hold_sync():
            game = s.game
            if self._path_at != s.version or not s.learner_to_move:  # a new position closes the chooser
                self._close_chooser()
            adapter = self.adapter
            self.board.svg = adapter.svg(s, lang, self.path)
            self.board.offer(*(adapter.choices(s, self.path, lang) if self.path else ("", [])))
            self.board.at = s.version
            self.board.words = {key: ui(f"board-{key}", lang) for key in ("choices", "read", "text")}
            if self.board.told.get("text"):   # told for another position or language: put away
                self.board.told = {"n": self.board.told["n"], "text": ""}
            self.board.badge = ui("badge-all-hands", lang) if s.all_hands else ""
            self.board.status = adapter.status(s, lang)
            self._draw_note(lang)
            self.board.controls = self._controls(lang)
            self.board.footer = end_card(game, s.viewer, lang, self.chip) if game.is_over else ""

    def _draw_note(self, lang: str) -> None:
        """The session's note under the board (not at the projector: there the panel tells it)."""
        note = self.session.note
        text, kind = note(lang) if note is not None and not self.classroom else ("", "bad")
        self.board.show_note(text, kind)

    def _controls(self, lang: str) -> list[dict[str, Any]]:
        s, game = self.session, self.session.game
        bot = s.bot_to_move
        out: list[dict[str, Any]] = []
        shown = self.shown if self.shown is not None else CONTROLS
        if self.history:
            at, total = len(game.history), len(game.history) + len(game.future)
            if "undo" in shown:
                out += [{"id": "undo", "label": ui("undo", lang), "disabled": not game.history},
                        {"id": "redo", "label": ui("redo", lang), "disabled": not game.future}]
            if "history" in shown:
                out.append({"id": "goto", "type": "range", "value": at, "max": total, "disabled": total == 0,
                            "label": ui("step-of", lang, i=at, n=total)})
        if s.bots:
            if "next" in shown:
                out.append({"id": "next", "primary": True, "disabled": not bot,
                            "label": ui("next-bot", lang, seat=seat_label(game.to_move)) if bot else ui("next", lang)})
            if "auto" in shown:
                out.append({"id": "auto", "label": ui("auto-bots", lang), "pressed": self.auto})
        if self.hints:
            out.append({"id": "hint", "label": ui("hint", lang), "disabled": not s.learner_to_move})
        if s.bots and "why" in shown and (self.hints or self.shown is not None):
            out.append({"id": "why", "label": ui("why-bot", lang), "disabled": s.last_bot_step is None})
        if game.is_over:
            out.append({"id": "new", "label": ui("new-game", lang), "primary": True,
                        "hidden": not s.can_restart})
        return out


def _known_controls(names: Iterable[str]) -> frozenset[str]:
    """The control names, checked against tutor.lessons.model.CONTROLS."""
    if isinstance(names, str):
        raise ValueError(f"controls is a list of names from {sorted(CONTROLS)}, not the string {names[:40]!r}")
    shown = frozenset(names)
    unknown = shown - CONTROLS
    if unknown:
        raise ValueError(f"unknown controls {sorted(map(str, unknown))[:5]}; known: {sorted(CONTROLS)}")
    return shown


def end_card(game: Game[Any], seat: Optional[int], lang: str, chip: Chip = rule_chip) -> str:
    """The end: scores and winners, and the events of the last step that decided them, with rule IDs."""
    result = game.result()
    seats = ", ".join(seat_label(s) for s in result.winners)
    won = ui("no-winner", lang) if not result.winners else \
        ui("winners" if len(result.winners) == 1 else "winners-many", lang, seats=seats)
    scores = " · ".join(ui("score-of", lang, seat=seat_label(s), score=v) for s, v in enumerate(result.scores))
    why = ""
    if game.history:
        last = game.history[-1]
        why = "".join(f'<div class="tutor-event">{chip(game.name, e.rule, lang)} {escape(e.text(lang))}</div>'
                      for e in last.seen_by(seat))
    return (f'<div class="tutor-endcard"><b>{escape(ui("game-over", lang))}</b> — {escape(won)}<br>'
            f"{escape(scores)}{why}</div>")

