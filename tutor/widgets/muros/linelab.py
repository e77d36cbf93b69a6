"""The line lab: pick a slot and a card, predict the line, then step through MU13's count, remove and
slide on the line drawn as it lies on the board. The engine plays the card and tells each stage."""
from __future__ import annotations

import random
from html import escape
from typing import Optional

import ipywidgets as W

from ...core import Game
from ...core.i18n import check_lang
from ...muros import SLOTS, make_position
from ...muros.board import CARD_COLOURS, EMPTY, LINE_VARIANTS, push_stages, read_line
from ...muros.view import line_svg
from ...lessons.model import Text
from ..base import LANGUAGE, Board, Language, ui
from ..base.panel import rule_chip
from .adapter import WORDS, swatch

TEXTS = {
    "pick-slot": Text("Click a slot at the end of a line that has no card yet.",
                      "Haz clic en una ranura al final de una línea que aún no tenga carta."),
    "pick-colour": Text("{slot}: which card do you place?", "{slot}: ¿qué carta colocas?"),
    "colour": Text("a {colour} card", "una carta {colour}"),
    "predict": Text("Predict: how will the line of {slot} look, read {way}?",
                    "Predice: ¿cómo quedará la línea de {slot}, leída {way}?"),
    "way-row": Text("from West to East", "de oeste a este"),
    "way-col": Text("from North to South", "de norte a sur"),
    "unchanged": Text("as it is now (nothing changes)", "igual que ahora (no cambia nada)"),
    "stage-place": Text("The card goes into {slot}.", "La carta va a {slot}."),
    "stage-of": Text("Stage {i} of {n}", "Etapa {i} de {n}"),
}


def _reading(line: str, slot: str) -> str:
    """A line written from the card's end, read as on the board (West to East, North to South)."""
    shown = line[::-1] if slot[0] in "ES" else line
    return " ".join("·" if t == EMPTY else t for t in shown)


def lab_game(seed: int = 1) -> Game:
    """A phase-1 position where the learner holds one card of each colour (so any card may be placed)."""
    from ... import new_game
    return new_game("muros", seed=seed, position=make_position(
        hands=[{"Y": 1, "B": 1, "R": 1, "G": 1}, {"Y": 1}], seed=seed))


class LineLab(W.VBox):
    """Board, then the chosen line: predict first, then Next and Back through the stages."""

    def __init__(self, game: Optional[Game] = None, language: Language = LANGUAGE, seed: int = 1):
        self.game = game if game is not None else lab_game(seed)
        self.language = language
        self.rng = random.Random(seed)
        self.slot: Optional[str] = None
        self.colour: Optional[str] = None
        self.options: list[str] = []            # predicted lines offered (as board readings)
        self.guess: Optional[str] = None
        self.frames: list[str] = []              # the stages told for the chosen card, in order
        self.told: dict = {}                     # stage -> the engine's event telling it
        self.frame = 0
        self.board = Board(on_target=self.pick_slot, on_choice=self.choose)
        self.line = Board()
        self.line.add_class("tutor-muros-linelab-line")
        self.text = W.HTML()
        self.back = W.Button(layout=W.Layout(width="auto"))
        self.next = W.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.back.on_click(lambda _b: self.show(self.frame - 1))
        self.next.on_click(lambda _b: self.show(self.frame + 1))
        self.steps = W.HBox([self.back, self.next])
        right = W.VBox([self.line, self.steps, self.text])
        right.add_class("tutor-panel")
        super().__init__([W.Box([W.VBox([self.board]), right], layout=W.Layout())])
        self.children[0].add_class("tutor-table")
        self.add_class("tutor-muros-linelab")
        language.observe(lambda _c: self.render(), "code")
        self.render()

    # -- the learner's clicks ----------------------------------------------------------------------
    def pick_slot(self, slot: str) -> None:
        """A slot of the board: its line is the one the lab works on."""
        if slot not in self._open_slots():
            return
        self.slot, self.colour, self.guess, self.frames = slot, None, None, []
        self.render()

    def choose(self, value: str) -> None:
        """A card colour (first), then a predicted line."""
        if self.slot is None:
            return
        if self.colour is None and value in CARD_COLOURS:
            self.colour = value
            self._make_options()
        elif self.colour is not None and self.guess is None and value in self.options:
            self.guess = value
            self._make_frames()
            self.frame = 0
        self.render()

    def place(self, slot: str, colour: str) -> None:
        """Choose a slot and a card at once (for lessons and tests)."""
        self.pick_slot(slot)
        self.choose(colour)

    @property
    def truth(self) -> str:
        """The line after the card, as the engine makes it, read as on the board."""
        assert self.slot is not None and self.colour is not None
        _, _, slid, _ = push_stages(read_line(self.game.state.board, self.slot), self.colour)
        return _reading(slid, self.slot)

    @property
    def right(self) -> Optional[bool]:
        """Whether the prediction matched the engine (None before one is made)."""
        return None if self.guess is None else self.guess == self.truth

    # -- making the question and the stages ---------------------------------------------------------
    def _open_slots(self) -> list[str]:
        legal = self.game.legal_actions()
        return sorted({a.split("@")[1].split()[0] for a in legal}, key=SLOTS.index)

    def _make_options(self) -> None:
        """The engine's answer among the lines the common misreadings give (the named variants)."""
        assert self.slot is not None and self.colour is not None
        line = read_line(self.game.state.board, self.slot)
        options = {self.truth, _reading(line, self.slot)}
        for variant in sorted(LINE_VARIANTS):
            options.add(_reading(push_stages(line, self.colour, {variant})[2], self.slot))
        self.options = sorted(options)
        self.rng.shuffle(self.options)

    def _make_frames(self) -> None:
        """The stages the engine tells for this card: place, then count, remove and slide (MU13); with
        k = 0 only the count (MU13.2)."""
        step = self.game.fork().play(f"{self.colour}@{self.slot}")
        self.told = {e.kind: e for e in step.events}
        self.frames = ["place"] + [k for k in ("count", "remove", "slide") if k in self.told]

    def _picture(self, kind: str, lang: str) -> str:
        """The line at one stage, as it lies on the board."""
        assert self.slot is not None and self.colour is not None
        line = read_line(self.game.state.board, self.slot)
        _, after, slid, _ = push_stages(line, self.colour)
        counted = [i for i, t in enumerate(line) if t == self.colour] if kind in ("count", "remove") else []
        gone = [i for i in range(len(line)) if line[i] != EMPTY and after[i] == EMPTY] if kind == "remove" else []
        return line_svg(slid if kind == "slide" else line, self.slot, self.colour, ring=counted, cross=gone,
                        lang=lang)

    # -- drawing ----------------------------------------------------------------------------------------
    def show(self, frame: int) -> None:
        """Stage `frame` of the revealed line."""
        if self.frames and 0 <= frame < len(self.frames):
            self.frame = frame
            self.render()

    def render(self) -> None:
        lang = check_lang(self.language.code)
        open_slots = self._open_slots()
        lit = [self.slot] if self.slot else []
        with self.board.hold_sync():
            self.board.svg = self.game.svg(legal=open_slots, slots=lit, lang=lang)
            if self.slot is None:
                self.board.offer(TEXTS["pick-slot"](lang), ())
            elif self.colour is None:
                names = WORDS[lang]["colour"]
                self.board.offer(TEXTS["pick-colour"](lang).format(slot=self.slot), [
                    {"action": c, "label": TEXTS["colour"](lang).format(colour=names[c]), **swatch(c)}
                    for c in CARD_COLOURS])
            elif self.guess is None:
                way = TEXTS["way-row" if self.slot[0] in "WE" else "way-col"](lang)
                self.board.offer(TEXTS["predict"](lang).format(slot=self.slot, way=way), [
                    {"action": o, "label": o, "cls": "tutor-mono"} for o in self.options])
            else:
                self.board.offer("", ())
        self._render_stage(lang)

    def _render_stage(self, lang: str) -> None:
        self.back.description = ui("back", lang)
        self.next.description = ui("next", lang)
        if not self.frames:
            line = read_line(self.game.state.board, self.slot) if self.slot else ""
            self.line.svg = line_svg(line, self.slot, self.colour, lang=lang) if self.slot else ""
            self.text.value = ""
            self.steps.layout.display = "none"
            return
        self.steps.layout.display = ""
        kind = self.frames[self.frame]
        self.line.svg = self._picture(kind, lang)
        self.back.disabled = self.frame == 0
        self.next.disabled = self.frame == len(self.frames) - 1
        if kind == "place":
            body = escape(TEXTS["stage-place"](lang).format(slot=self.slot))
        else:
            event = self.told[kind]
            body = f"{rule_chip('muros', event.rule, lang)} {escape(event.text(lang))}"
        head = escape(TEXTS["stage-of"](lang).format(i=self.frame + 1, n=len(self.frames)))
        mark = "tutor-quiz-mark-right" if self.right else "tutor-quiz-mark-wrong"
        verdict = escape(ui("right" if self.right else "wrong", lang))
        self.text.value = (f'<p class="{mark}">{verdict} <span class="tutor-mono">{escape(self.truth)}</span></p>'
                           f"<p><b>{head}</b></p><p>{body}</p>")
