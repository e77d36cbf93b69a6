"""The trick lab: a trick so far, the trumps and a hand. The learner marks every card it may play (clicks on
the hand), the engine's legal_cards checks the marks and tells why each card kept out is kept out; then the
learner plays one, the others finish the trick, and the learner names its winner, which trick_winner checks.
A new position is made at random (make_position) whenever asked, so the questions never run out."""
from __future__ import annotations

import random
from html import escape
from typing import Optional

import ipywidgets as W

from ...core import Game
from ...core.i18n import check_lang, seat_label
from ...lessons.matzlfangen import finish_trick, trick_game
from ...lessons.model import Text
from ...matzlfangen import legal_cards, trick_winner
from ...matzlfangen.cards import CARD_STR, SUIT_WORD, SUITS, cards_of
from ..base import LANGUAGE, Board, Language, ui
from ..base.panel import rule_chip

GAME = "matzlfangen"
TEXTS = {
    "title": Text("Trick lab", "Laboratorio de bazas"),
    "mark": Text("Mark every card you may play (click them), then press Check.",
                 "Marca todas las cartas que puedes jugar (haz clic en ellas) y pulsa Comprobar."),
    "play": Text("Now play one of the cards you may play.", "Ahora juega una de las cartas que puedes jugar."),
    "winner": Text("The others finished the trick. Who won it?", "Los demás completaron la baza. ¿Quién la ganó?"),
    "again": Text("Press New trick for another position.", "Pulsa Baza nueva para otra posición."),
    "new": Text("New trick", "Baza nueva"),
    "status": Text("Trick lab · {leader} led {suit} · trumps: {trump}",
                   "Laboratorio de bazas · {leader} salió a {suit} · triunfo: {trump}"),
    "none": Text("none (Durch)", "ninguno (Durch)"),
    "legal": Text("You may play: {cards}.", "Puedes jugar: {cards}."),
    "missed": Text("You left out {cards}: those may be played too.",
                   "Te dejaste {cards}: esas también se pueden jugar."),
    "kept": Text("Kept out:", "No valen:"),
    "all": Text("Every card of your hand may be played here.", "Aquí vale cualquier carta de tu mano."),
    "won": Text("{seat} won the trick.", "La baza es para {seat}."),
    "intro": Text("Mark, check, play, then name the winner. Each check is the engine's own rule.",
                  "Marca, comprueba, juega y di quién gana. Cada comprobación es la regla del propio motor."),
}


class TrickLab(W.VBox):
    """Board left (the hand is the click target), the engine's verdicts right."""

    def __init__(self, language: Language = LANGUAGE, seed: int = 1, game: Optional[Game] = None):
        self.language = language
        self.rng = random.Random(seed)
        self.board = Board(on_target=self.click, on_choice=self._answer, on_control=self.press)
        self.board.add_class("tutor-mz-tricklab-board")
        self.feedback = W.HTML()
        self.feedback.add_class("tutor-panel")
        self.feedback.add_class("tutor-mz-tricklab-feedback")
        grid = W.Box([W.VBox([self.board]), self.feedback])
        grid.add_class("tutor-table")
        self.head = W.HTML()
        super().__init__([self.head, grid])
        self.add_class("tutor-mz-tricklab")
        language.observe(lambda _c: self.render(), "code")
        self.new(game)

    # -- the position ---------------------------------------------------------------------------------------
    def new(self, game: Optional[Game] = None) -> None:
        """A fresh trick to work on (a random one, or the given game's)."""
        if game is None:  # now and then a Durch, where nobody can trump
            game = trick_game(self.rng, contract="durch" if self.rng.random() < 0.15 else "rufen")
        self.game = game
        self.marked: set[str] = set()
        self.stage = "mark"          # mark -> play -> winner -> done
        self.marks_right: Optional[bool] = None
        self.after: Optional[Game] = None
        self.picked: Optional[str] = None
        self.note = ""
        self.render()

    @property
    def hand(self) -> list[str]:
        return [CARD_STR[c] for c in cards_of(self.game.state.hands[0])]

    @property
    def legal(self) -> list[str]:
        """The engine's answer: legal_cards on the hand, the trick and the trumps."""
        s = self.game.state
        return legal_cards(" ".join(self.hand), " ".join(CARD_STR[c] for c in s.trick),
                           SUITS[s.trump] if s.trump >= 0 else None, variants=s.variants)

    @property
    def winner(self) -> Optional[str]:
        """The seat that won the finished trick, by trick_winner (None before it is finished)."""
        if self.after is None:
            return None
        leader, cards, _ = self.after.state.tricks[-1]
        trump = self.after.state.trump
        index = trick_winner(" ".join(CARD_STR[c] for c in cards), SUITS[trump] if trump >= 0 else None)
        return seat_label((leader + index) % 4)

    # -- the learner's clicks ------------------------------------------------------------------------------------
    def click(self, target: str) -> None:
        """A card of the hand: marked or unmarked (first stage), or played (second stage)."""
        code = target.split()[-1]
        if self.stage == "mark" and code in self.hand:
            self.marked ^= {code}
            self.render()
        elif self.stage == "play" and target in self.game.legal_actions():
            self.after = finish_trick(self.game, target)
            self.stage, self.note = "winner", ""
            self.render()
        elif self.stage == "play" and code in self.hand:
            reason = self.game.why_not(target)
            self.note = "" if reason is None else self._reason(code, reason, self.language.code)
            self.render()

    def mark(self, *codes: str) -> None:
        """Mark (or unmark) cards, as clicks on them would."""
        for code in codes:
            self.click(f"play {code}")

    def press(self, control: str, value: Optional[int] = None) -> None:
        if control == "check":
            self.check()
        elif control == "new":
            self.new()

    def check(self) -> Optional[bool]:
        """Compare the marks with legal_cards; None if nothing is marked or the marks were checked already."""
        if self.stage != "mark" or not self.marked:
            return None
        self.marks_right = self.marked == set(self.legal)
        self.stage = "play"
        self.render()
        return self.marks_right

    def play(self, code: str) -> None:
        """Play a card of the hand (second stage)."""
        self.click(f"play {code}")

    def _answer(self, seat: str) -> None:
        self.name_winner(seat)

    def name_winner(self, seat: str) -> Optional[bool]:
        """The learner's answer to "who won the trick?" (a seat label such as "P3")."""
        if self.stage != "winner" or seat not in ("P1", "P2", "P3", "P4"):
            return None
        self.picked = seat
        self.stage = "done"
        self.render()
        return seat == self.winner

    # -- drawing ------------------------------------------------------------------------------------------------
    def _reason(self, code: str, reason: object, lang: str) -> str:
        rule = getattr(reason, "rule", None)
        body = reason.body(lang) if hasattr(reason, "body") else str(reason)
        return f'<div class="tutor-event"><b>{escape(code)}</b> {rule_chip(GAME, rule, lang)} {escape(body)}</div>'

    def render(self) -> None:
        lang = check_lang(self.language.code)
        s = self.game.state
        trump = SUIT_WORD[SUITS[s.trump]] if s.trump >= 0 else TEXTS["none"](lang)
        self.head.value = (f'<h4>{escape(TEXTS["title"](lang))}</h4><div class="tutor-lesson-text">'
                           f'{escape(TEXTS["intro"](lang))}</div>')
        with self.board.hold_sync():
            if self.stage in ("winner", "done") and self.after is not None:
                self.board.svg = self.after.svg(seat=0, lang=lang, winner=self.stage == "done")
            elif self.stage == "play":
                self.board.svg = self.game.svg(seat=0, lang=lang, legal=self.game.legal_actions())
            else:
                self.board.svg = self.game.svg(seat=0, lang=lang, marked=sorted(self.marked))
            prompt = {"mark": "mark", "play": "play", "winner": "winner", "done": "again"}[self.stage]
            choices = ([{"action": f"P{x + 1}", "label": f"P{x + 1}"} for x in range(4)]
                       if self.stage == "winner" else [])
            self.board.offer(TEXTS[prompt](lang), choices)
            self.board.status = TEXTS["status"](lang).format(leader=seat_label(s.leader),
                                                             suit=SUIT_WORD[CARD_STR[s.trick[0]][0]], trump=trump)
            self.board.controls = [
                {"id": "check", "label": ui("check", lang), "primary": True,
                 "disabled": self.stage != "mark" or not self.marked},
                {"id": "new", "label": TEXTS["new"](lang)}]
        self.feedback.value = self._feedback(lang)

    def _feedback(self, lang: str) -> str:
        parts = []
        if self.marks_right is not None:
            legal = self.legal
            mark = "tutor-quiz-mark-right" if self.marks_right else "tutor-quiz-mark-wrong"
            parts.append(f'<div class="tutor-event"><span class="{mark}">'
                         f'{escape(ui("right" if self.marks_right else "wrong", lang))}</span> '
                         f"{escape(TEXTS['legal'](lang).format(cards=', '.join(legal)))}</div>")
            missed = sorted(set(legal) - self.marked)
            if missed and not self.marks_right:
                parts.append(f'<div class="tutor-event">{escape(TEXTS["missed"](lang).format(cards=", ".join(missed)))}'
                             "</div>")
            out = [c for c in self.hand if c not in legal]
            if out:
                parts.append(f'<div class="tutor-event"><b>{escape(TEXTS["kept"](lang))}</b></div>')
                for code in out:
                    reason = self.game.why_not(f"play {code}")
                    if reason is not None:
                        parts.append(self._reason(code, reason, lang))
            else:
                parts.append(f'<div class="tutor-event">{escape(TEXTS["all"](lang))}</div>')
        if self.note:
            parts.append(f'<div class="tutor-note">{self.note}</div>')
        if self.stage == "done" and self.after is not None:
            right = self.picked == self.winner
            mark = "tutor-quiz-mark-right" if right else "tutor-quiz-mark-wrong"
            told = next((e for step in self.after.history[len(self.game.history):] for e in step.events
                         if e.kind == "trick-won"), None)
            why = f"{rule_chip(GAME, told.rule, lang)} {escape(told.text(lang))}" if told is not None else ""
            parts.append(f'<hr><div class="tutor-event"><span class="{mark}">'
                         f'{escape(ui("right" if right else "wrong", lang))}</span> '
                         f'{escape(TEXTS["won"](lang).format(seat=self.winner))}</div><div class="tutor-event">{why}</div>')
        return "".join(parts)
