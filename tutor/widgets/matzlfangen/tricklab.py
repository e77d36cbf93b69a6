"""The trick lab: a trick so far, the trumps and a hand, from a real deal in which P4 plays Treiben alone with Herz
as trumps (the setting of the trick lessons). The learner marks every card it may play (clicks on the hand),
the engine's legal cards check the marks and its refusals tell why each card kept out is kept out; then the
learner plays one, the others finish the trick, and the learner names its winner, which the engine's trick
winner checks. A new position comes whenever asked, so the questions never run out. The lab is named, with
one sentence of what to do, and its table is drawn to the width of its column (a phone's too). Any message
from the page, however malformed, at most does nothing."""
from __future__ import annotations

import random
from html import escape
from typing import Any, Optional


from ...core.i18n import Text, check_lang, seat_label
from ...lessons.matzlfangen import TREIBEN_P4_HERZ, Table, finish_trick, trick_game
from ...matzlfangen import SUIT_NAMES, card_name, hand, last_trick, legal_now, trick, trick_won, trump_letter
from ..base import guarded as G
from ..base import LANGUAGE, Board, Language, ui
from ..base.fit import fit_width
from ..base.panel import rule_chip

GAME = "matzlfangen"
SEATS = ("P1", "P2", "P3", "P4")
TEXTS = {
    "title": Text("Trick lab"),
    "mark": Text("Mark every card you may play (click them), then press Check."),
    "play": Text("Now play one of the cards you may play."),
    "winner": Text("The others finished the trick. Who won it?"),
    "again": Text("Press New trick for another position."),
    "new": Text("New trick"),
    "status": Text("P4 plays Treiben alone · {leader} led {suit} · trumps: {trump}"),
    "legal": Text("You may play: {cards}."),
    "missed": Text("You left out {cards}: those may be played too."),
    "kept": Text("Kept out:"),
    "all": Text("Every card of your hand may be played here."),
    "won": Text("{seat} won the trick, with {card}."),
    "intro": Text("Mark every card you may play and press Check, then play one and name the trick's winner."),
}


def _code(target: Any) -> Optional[str]:
    """The card code a click token names ("play HX" or "HX"), or None for anything else."""
    if not isinstance(target, str):
        return None
    words = target.split()
    return words[-1].upper() if words and len(words[-1]) == 2 else None


class TrickLab(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """Board left (the hand is the click target), the engine's verdicts right."""

    def __init__(self, language: Language = LANGUAGE, seed: int = 1, game: Optional[Table] = None):
        self.language = language
        self.rng = random.Random(seed)
        self.board = Board(on_target=self.click, on_choice=self._answer, on_control=self.press)
        self.board.add_class("tutor-mz-tricklab-board")
        self.feedback = G.HTML()
        self.feedback.add_class("tutor-panel")
        self.feedback.add_class("tutor-mz-tricklab-feedback")
        grid = G.Box([G.VBox([self.board]), self.feedback])
        grid.add_class("tutor-table")
        self.head = G.HTML()
        super().__init__([self.head, grid])
        self.add_class("tutor-mz-tricklab")
        language.observe(self._relabel, "code")
        self.new(game)

    def _relabel(self, _change: object) -> None:
        self.render()

    def close(self) -> None:
        """Close the lab and stop listening to the shared language."""
        try:
            self.language.unobserve(self._relabel, "code")
        except ValueError:
            pass
        super().close()

    # -- the position ---------------------------------------------------------------------------------------
    def new(self, game: Optional[Table] = None) -> None:
        """A fresh trick to work on (a random one, or the given game's)."""
        self.game: Table = game if game is not None else trick_game(self.rng, setting=TREIBEN_P4_HERZ)
        self.marked: set[str] = set()
        self.stage = "mark"          # mark -> play -> winner -> done
        self.marks_right: Optional[bool] = None
        self.after: Optional[Table] = None
        self.picked: Optional[str] = None
        self.note = ""
        self.render()

    @property
    def hand(self) -> list[str]:
        return hand(self.game.state, 0)

    @property
    def legal(self) -> list[str]:
        """The engine's answer: the cards P1 may play now."""
        return legal_now(self.game.state)[0]

    @property
    def winner(self) -> Optional[str]:
        """The seat that won the finished trick, by the engine's trick winner (None before it is finished)."""
        if self.after is None:
            return None
        leader, cards, _ = last_trick(self.after.state)
        return seat_label(trick_won(cards, leader, trump_letter(self.after.state)).seat)

    # -- the learner's clicks ------------------------------------------------------------------------------------
    def click(self, target: Any) -> None:
        """A card of the hand: marked or unmarked (first stage), or played (second stage); anything else,
        nothing."""
        code = _code(target)
        if code is None or code not in self.hand:
            return
        if self.stage == "mark":
            self.marked ^= {code}
            self.render()
        elif self.stage == "play" and f"play {code}" in self.game.legal_actions():
            self.after = finish_trick(self.game, f"play {code}")
            self.stage, self.note = "winner", ""
            self.render()
        elif self.stage == "play":
            reason = self.game.why_not(f"play {code}")
            self.note = "" if reason is None else self._reason(code, reason, self.language.code)
            self.render()

    def mark(self, *codes: str) -> None:
        """Mark (or unmark) cards, as clicks on them would."""
        for code in codes:
            self.click(f"play {code}")

    def press(self, control: Any, value: Optional[int] = None) -> None:
        if control == "check":
            self.check()
        elif control == "new":
            self.new()

    def check(self) -> Optional[bool]:
        """Compare the marks with the legal cards; None if nothing is marked or the marks were checked already."""
        if self.stage != "mark" or not self.marked:
            return None
        self.marks_right = self.marked == set(self.legal)
        self.stage = "play"
        self.render()
        return self.marks_right

    def play(self, code: str) -> None:
        """Play a card of the hand (second stage)."""
        self.click(f"play {code}")

    def _answer(self, seat: Any) -> None:
        self.name_winner(seat)

    def name_winner(self, seat: Any) -> Optional[bool]:
        """The learner's answer to "who won the trick?" (a seat label such as "P3")."""
        if self.stage != "winner" or seat not in SEATS:
            return None
        self.picked = seat
        self.stage = "done"
        self.render()
        return seat == self.winner

    # -- drawing ------------------------------------------------------------------------------------------------
    def _reason(self, code: str, reason: Any, lang: str) -> str:
        rule = getattr(reason, "rule", None)
        body = reason.body(lang) if hasattr(reason, "body") else str(reason)
        trump = trump_letter(self.game.state)
        return (f'<div class="tutor-event"><b>{escape(card_name(code, trump)(lang))}</b> '
                f"{rule_chip(GAME, rule, lang)} {escape(body)}</div>")

    def render(self) -> None:
        lang = check_lang(self.language.code)
        s = self.game.state
        trump = trump_letter(s)
        self.head.value = (f'<h4 class="tutor-lab-title">{escape(TEXTS["title"](lang))}</h4>'
                           f'<div class="tutor-lesson-text"><p>{escape(TEXTS["intro"](lang))}</p></div>')
        with self.board.hold_sync():
            self.board.svg = fit_width(self._svg(lang))
            prompt = {"mark": "mark", "play": "play", "winner": "winner", "done": "again"}[self.stage]
            choices = [{"action": x, "label": x} for x in SEATS] if self.stage == "winner" else []
            self.board.offer(TEXTS[prompt](lang), choices)
            cards = trick(s)
            self.board.status = TEXTS["status"](lang).format(
                leader=seat_label(s.leader), suit=SUIT_NAMES[cards[0][0]](lang) if cards else "-",
                trump=SUIT_NAMES[trump](lang) if trump else "-")
            self.board.controls = [
                {"id": "check", "label": ui("check", lang), "primary": True,
                 "disabled": self.stage != "mark" or not self.marked},
                {"id": "new", "label": TEXTS["new"](lang)}]
        self.feedback.value = self._feedback(lang)

    def _svg(self, lang: str) -> str:
        """The table at this stage: the hand to mark, the cards to play, the trick to judge, the trick won."""
        if self.stage == "winner" and self.after is not None:
            return self.after.svg(seat=0, lang=lang, region="trick")  # the trick, not its winner
        if self.stage == "done" and self.after is not None:
            return self.after.svg(seat=0, lang=lang)
        if self.stage == "play":
            return self.game.svg(seat=0, lang=lang, legal=self.game.legal_actions())
        return self.game.svg(seat=0, lang=lang, picked=[f"play {c}" for c in sorted(self.marked)])

    def _names(self, codes: list[str], lang: str) -> str:
        trump = trump_letter(self.game.state)
        return ", ".join(card_name(c, trump)(lang) for c in codes)

    def _feedback(self, lang: str) -> str:
        parts = []
        if self.marks_right is not None:
            legal = self.legal
            mark = "tutor-quiz-mark-right" if self.marks_right else "tutor-quiz-mark-wrong"
            parts.append(f'<div class="tutor-event"><span class="{mark}">'
                         f'{escape(ui("right" if self.marks_right else "wrong", lang))}</span> '
                         f"{escape(TEXTS['legal'](lang).format(cards=self._names(legal, lang)))}</div>")
            missed = sorted(set(legal) - self.marked)
            if missed and not self.marks_right:
                parts.append(f'<div class="tutor-event">'
                             f'{escape(TEXTS["missed"](lang).format(cards=self._names(missed, lang)))}</div>')
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
            leader, cards, _ = last_trick(self.after.state)
            trump = trump_letter(self.after.state)
            won = trick_won(cards, leader, trump)
            parts.append(f'<hr><div class="tutor-event"><span class="{mark}">'
                         f'{escape(ui("right" if right else "wrong", lang))}</span> '
                         f'{escape(TEXTS["won"](lang).format(seat=self.winner, card=card_name(won.card, trump)(lang)))}'
                         f'</div><div class="tutor-event">{rule_chip(GAME, "R-TRICK-1", lang)}</div>')
        return "".join(parts)
