"""The line lab: pick a slot and a card, predict what MU13 does to the line, then step through the stages
on the line drawn as it lies on the board. The engine plays the card and tells each stage.

A lab asks only what its lesson has taught: "count" (how many tokens leave, lesson 3), "remove" (which
tokens, lesson 4), "slide" (the whole line after the slide, lesson 5). A wrong prediction is told what it
got wrong: each offered answer stands for one misreading of the rules. The lab is named, with one sentence of
what to do in its mode, and its drawings fit their column (a phone's too). A new slot or card clears the
prediction, its verdict and its stages. Any message, however malformed, is ignored unless it is a slot, a
card or an offered answer."""
from __future__ import annotations

import random
from html import escape
from typing import Any, Optional

import ipywidgets as W

from ...core import Game
from ...core.i18n import Text, check_lang
from ...muros import (CARD_COLOURS, EMPTY, GLYPH, SLOTS, State, colour, game, join, line_svg, push_line, push_stages,
                      read_line, reading, slot_name, tokens_adj, way)
from ..base import guarded as G
from ..base import LANGUAGE, Board, Language, ui
from ..base.fit import fit_width
from ..base.panel import rule_chip

MODES = ("count", "remove", "slide")
TEXTS = {
    "title": Text("Line lab"),
    "what-count": Text("Click a slot and choose a card, predict how many tokens leave its line, then step through what "
                       "the card does."),
    "what-remove": Text("Click a slot and choose a card, predict which tokens leave its line, then step through what the "
                        "card does."),
    "what-slide": Text("Click a slot and choose a card, predict how its line reads after the slide, then step through "
                       "what the card does."),
    "pick-slot": Text("Click a slot at the end of a line that has no card yet."),
    "pick-colour": Text("{slot}: which card do you place?"),
    "colour": Text("a {colour} card"),
    "count": Text("Predict: how many tokens leave the line of {slot}?"),
    "remove": Text("Predict: which tokens leave the line of {slot}, the farthest first?"),
    "slide": Text("Predict: how will the line of {slot} read {way}?"),
    "nothing": Text("nothing leaves"),
    "stage-place": Text("The card goes into {slot}."),
    "stage-of": Text("Stage {i} of {n}"),
    # what a wrong prediction got wrong
    "k-other": Text("k counts only the {colour} tokens of the line, white never: there are {k}."),
    "took-colour": Text("Those are tokens of the card's colour, but the removal takes the first k tokens met from the "
                        "far end, whatever their colour (MU13)."),
    "took-near": Text("Those are the tokens next to the card; the removal starts at the far end (MU13)."),
    "took-none": Text("Something does leave: the line holds a token of the card's colour, so k is not 0 (MU13)."),
    "SHIFT_TOWARD_CARD": Text("That is how the line would read if the tokens slid toward the card; they slide away from it, "
                              "toward the far end (MU14)."),
    "COMPACT_SHIFT": Text("That packs the tokens with no gaps; the slide keeps the gaps between them (MU13)."),
    "COUNT_CELLS": Text("That clears k cells, holes included; the removal takes k tokens and skips empty cells (MU13)."),
    "SHIFT_ON_ZERO": Text("With k = 0 nothing moves at all (MU13)."),
    "unchanged": Text("Something changes: the line holds a token of the card's colour (MU13)."),
}
ALL_CARDS = {"Y": 1, "B": 1, "R": 1, "G": 1}


def lab_game(seed: int = 1) -> Game[State]:
    """A phase-1 position where the learner holds one card of each colour (so any card may be placed)."""
    return game(hands=[ALL_CARDS, {"Y": 1}], turn=0, seed=seed)


class LineLab(G.VBox):
    """Board, then the chosen line: predict first, then Next and Back through the stages."""

    def __init__(self, game: Optional[Game[State]] = None, language: Language = LANGUAGE, seed: int = 1,
                 mode: str = "slide"):
        if mode not in MODES:
            raise ValueError(f"a line lab's mode is one of {', '.join(MODES)}, not {str(mode)[:40]!r}")
        self.game = game if game is not None else lab_game(seed)
        self.language, self.mode = language, mode
        self.rng = random.Random(seed)
        self.slot: Optional[str] = None
        self.colour: Optional[str] = None
        self.options: dict[str, str] = {}        # offered answer -> what misreading it stands for ("" the truth)
        self.guess: Optional[str] = None
        self.frames: list[str] = []              # the stages told for the chosen card, in order
        self.told: dict[str, Any] = {}           # stage -> the engine's event telling it
        self.frame = 0
        self.board = Board(on_target=self.click, on_choice=self.choose)
        self.line = Board()
        self.line.add_class("tutor-muros-linelab-line")
        self.text = G.HTML()
        self.back = G.Button(layout=W.Layout(width="auto"))
        self.next = G.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.back.on_click(lambda _b: self.show(self.frame - 1))
        self.next.on_click(lambda _b: self.show(self.frame + 1))
        self.steps = G.HBox([self.back, self.next])
        right = G.VBox([self.line, self.steps, self.text])
        right.add_class("tutor-panel")
        self.head = G.HTML()
        self.head.add_class("tutor-lab-head")
        table = G.Box([G.VBox([self.board]), right], layout=W.Layout())
        table.add_class("tutor-table")
        super().__init__([self.head, table])
        self.add_class("tutor-muros-linelab")
        language.observe(self._relabel, "code")
        self.render()

    def _relabel(self, _change: object) -> None:
        self.render()

    # -- the learner's clicks ----------------------------------------------------------------------
    def click(self, target: Any) -> None:
        """A board target: a slot chooses the line; a card of the hand, once a slot is chosen, the card."""
        if target in self._open_slots():
            self.pick_slot(target)
        elif self.slot is not None and target in CARD_COLOURS:
            self.choose(target)

    def pick_slot(self, slot: Any) -> None:
        """A slot of the board: its line is the one the lab works on (anything else is ignored)."""
        if not isinstance(slot, str) or slot not in self._open_slots():
            return
        self.slot, self.colour, self.guess, self.frames, self.options = slot, None, None, [], {}
        self.render()

    def choose(self, value: Any) -> None:
        """A card colour (first), then a predicted answer; anything else is ignored."""
        if self.slot is None or not isinstance(value, str):
            return
        if self.colour is None and value in CARD_COLOURS:
            self.colour = value
            self._make_options()
        elif self.colour is not None and self.guess is None and value in self.options:
            self.guess = value
            self._make_frames()
            self.frame = 0
        else:
            return
        self.render()

    def place(self, slot: str, colour: str) -> None:
        """Choose a slot and a card at once (for lessons and tests)."""
        self.pick_slot(slot)
        self.choose(colour)

    # -- the engine's answer ---------------------------------------------------------------------------
    @property
    def line_now(self) -> str:
        assert self.slot is not None
        return read_line(self.game.state.board, self.slot)

    @property
    def truth(self) -> str:
        """The right answer in the lab's mode: k, the tokens removed (far first), or the line read as on the board."""
        assert self.slot is not None and self.colour is not None
        k, _, slid, gone = push_stages(self.line_now, self.colour)
        return str(k) if self.mode == "count" else gone if self.mode == "remove" else reading(slid, self.slot)

    @property
    def right(self) -> Optional[bool]:
        """Whether the prediction matched the engine (None before one is made)."""
        return None if self.guess is None else self.guess == self.truth

    def _open_slots(self) -> list[str]:
        return sorted({p[0] for p in self.game.click_paths().values()}, key=SLOTS.index)

    def _make_options(self) -> None:
        """The engine's answer among the answers the common misreadings give, each with its misreading."""
        assert self.slot is not None and self.colour is not None
        line, c = self.line_now, self.colour
        k = line.count(c)
        found: dict[str, str] = {}
        if self.mode == "count":
            for n in range(max(5, k) + 1):
                found[str(n)] = "k-other"
        elif self.mode == "remove":
            near = "".join(t for t in line if t != EMPTY)[:max(k, 1)]
            found = {c * max(k, 1): "took-colour", near: "took-near", "": "took-none"}
        else:
            found = {reading(line, self.slot): "unchanged"}
            for variant in ("SHIFT_TOWARD_CARD", "COMPACT_SHIFT", "COUNT_CELLS", "SHIFT_ON_ZERO"):
                found.setdefault(reading(push_line(line, c, {variant})[0], self.slot), variant)
        found[self.truth] = ""
        keys = list(found)
        if self.mode != "count":
            self.rng.shuffle(keys)
        self.options = {key: found[key] for key in keys}

    def _make_frames(self) -> None:
        """The stages the engine tells for this card, as far as the lab's mode goes: the count (MU13.1-2), the
        removal (MU13.3), the slide (MU13.4)."""
        step = self.game.fork().play(f"{self.colour}@{self.slot}")
        self.told = {e.kind: e for e in step.events}
        upto = {"count": ("count", "zero"), "remove": ("count", "zero", "remove"),
                "slide": ("count", "zero", "remove", "slide")}[self.mode]
        self.frames = ["place"] + [k for k in ("count", "zero", "remove", "slide") if k in self.told and k in upto]

    def _label(self, key: str, lang: str) -> str:
        if self.mode == "remove":
            return join([tokens_adj(t, 1) for t in key])(lang) if key else TEXTS["nothing"](lang)
        return key

    def _verdict(self, lang: str) -> str:
        """What a wrong prediction got wrong, from the misreading its answer stands for."""
        why = self.options.get(self.guess or "", "")
        assert self.colour is not None
        if why == "k-other":
            return TEXTS["k-other"].format(colour=colour(self.colour), k=self.truth)(lang)
        return TEXTS[why](lang) if why else ""

    def _picture(self, kind: str, lang: str) -> str:
        """The line at one stage, as it lies on the board."""
        assert self.slot is not None and self.colour is not None
        line = self.line_now
        _, after, slid, _ = push_stages(line, self.colour)
        counted = [i for i, t in enumerate(line) if t == self.colour] if kind in ("count", "remove") else []
        gone = [i for i in range(len(line)) if line[i] != EMPTY and after[i] == EMPTY] if kind == "remove" else []
        return line_svg(slid if kind == "slide" else line, self.slot, self.colour, ring=counted, cross=gone, lang=lang)

    # -- drawing ----------------------------------------------------------------------------------------
    def show(self, frame: int) -> None:
        """Stage `frame` of the revealed line."""
        if self.frames and isinstance(frame, int) and 0 <= frame < len(self.frames):
            self.frame = frame
            self.render()

    def render(self) -> None:
        lang = check_lang(self.language.code)
        lit = [self.slot, f"line:{self.slot}"] if self.slot else []
        self.head.value = (f'<h4 class="tutor-lab-title">{escape(TEXTS["title"](lang))}</h4>'
                           f'<div class="tutor-lesson-text"><p>{escape(TEXTS["what-" + self.mode](lang))}</p></div>')
        with self.board.hold_sync():
            if self.slot is None:
                svg = self.game.svg(seat=0, lang=lang, legal=self._open_slots())
                self.board.offer(TEXTS["pick-slot"](lang), ())
            elif self.colour is None:
                svg = self.game.svg(seat=0, lang=lang, legal=list(CARD_COLOURS), picked=[self.slot], highlight=lit)
                self.board.offer(TEXTS["pick-colour"].format(slot=slot_name(self.slot))(lang), [
                    {"action": c, "label": f"{GLYPH[c]} " + TEXTS["colour"].format(colour=colour(c))(lang)}
                    for c in CARD_COLOURS])
            else:
                svg = self.game.svg(seat=0, lang=lang, picked=[self.slot], highlight=lit)
                if self.guess is None:
                    ask = TEXTS[self.mode].format(slot=slot_name(self.slot), way=way(self.slot))(lang)
                    self.board.offer(ask, [{"action": key, "label": self._label(key, lang), "cls": "tutor-mono"}
                                           for key in self.options])
                else:
                    self.board.offer("", ())
            self.board.svg = fit_width(svg)
        self._render_stage(lang)

    def _render_stage(self, lang: str) -> None:
        self.back.description = ui("back", lang)
        self.next.description = ui("next", lang)
        if not self.frames:
            self.line.svg = fit_width(line_svg(self.line_now, self.slot, self.colour, lang=lang)) if self.slot else ""
            self.text.value = ""
            self.steps.layout.display = "none"
            return
        assert self.slot is not None
        self.steps.layout.display = ""
        kind = self.frames[self.frame]
        self.line.svg = fit_width(self._picture(kind, lang))
        self.back.disabled = self.frame == 0
        self.next.disabled = self.frame == len(self.frames) - 1
        if kind == "place":
            body = escape(TEXTS["stage-place"].format(slot=slot_name(self.slot))(lang))
        else:
            event = self.told[kind]
            body = f"{rule_chip('muros', event.rule, lang)} {escape(event.text(lang))}"
        head = escape(TEXTS["stage-of"](lang).format(i=self.frame + 1, n=len(self.frames)))
        mark = "tutor-quiz-mark-right" if self.right else "tutor-quiz-mark-wrong"
        verdict = escape(ui("right" if self.right else "wrong", lang))
        answer = escape(self._label(self.truth, lang))
        differs = "" if self.right else f" {escape(self._verdict(lang))}"
        self.text.value = (f'<p class="{mark}">{verdict} <span class="tutor-mono">{answer}</span>{differs}</p>'
                           f"<p><b>{head}</b></p><p>{body}</p>")

    def close(self) -> None:
        """Stop following the language and close the lab's widgets."""
        language = getattr(self, "language", None)     # None if __init__ refused its arguments
        if language is not None:
            try:
                language.unobserve(self._relabel, "code")
            except ValueError:
                pass
        super().close()

