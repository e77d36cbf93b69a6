"""LineLab (predict, then step through one placement) and VariantsTable (the readings side by side)."""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

import ipywidgets as W

import tutor
from ..core import Game, Step
from ..core.i18n import rule_text
from ..muros import LINE_CELLS, push_line, read_line
from ..muros.notation import parse
from ..muros.view import INK, PALETTE
from .labels import Lang, colour_name, label, line_name, resolve
from .player import StepPlayer

# The readings compared in the variants table: (name, variant set); None is the project's default.
READINGS: tuple[tuple[Optional[str], frozenset[str]], ...] = (
    (None, frozenset()),
    ("SHIFT_TOWARD_CARD", frozenset({"SHIFT_TOWARD_CARD"})),
    ("COMPACT_SHIFT", frozenset({"COMPACT_SHIFT"})),
    ("COUNT_CELLS", frozenset({"COUNT_CELLS"})),
    ("SHIFT_ON_ZERO", frozenset({"SHIFT_ON_ZERO"})),
)


def as_on_board(slot: str, line: str) -> str:
    """A line written from the card's end, turned to read as on the board (West->East, North->South)."""
    return line[::-1] if slot[0] in "ES" else line


def chips(line: str) -> str:
    """A line as coloured letter chips (monospace; '.' for an empty cell)."""
    out = []
    for t in line:
        if t == ".":
            out.append("<span style='display:inline-block;width:1.4em;text-align:center;color:#777'>·</span>")
        else:
            out.append(f"<span style='display:inline-block;width:1.4em;text-align:center;font-weight:bold;"
                       f"background:{PALETTE[t]};color:{INK[t]};border:1px solid #333;border-radius:50%'>{t}</span>")
    return f"<span style='font-family:monospace'>{''.join(out)}</span>"


class LineLab(W.VBox):
    """Pick a line and a card colour, predict the result, then step through count, remove and slide."""

    def __init__(self, game: Optional[Game] = None, *, seed: int = 1, players: int = 2,
                 variants: Iterable[str] = (), lang: Optional[Lang] = None):
        self.lang = resolve(lang)
        self.game = game if game is not None else tutor.new_game("muros", players=players, seed=seed,
                                                                 variants=variants)
        self._by_slot: dict[str, dict[str, str]] = {}
        for a in self.game.legal_actions():
            p = parse(a)
            if p is not None and p.take is None:
                self._by_slot.setdefault(p.slot, {}).setdefault(p.colour, a)
        self.step: Optional[Step] = None
        self.slot_pick = W.Dropdown(options=list(self._by_slot), layout=W.Layout(width="14em"))
        self.slot_pick.add_class("tutor-lab-slot")
        self.colour_pick = W.ToggleButtons(style=W.ToggleButtonsStyle(button_width="3em"))
        self.colour_pick.add_class("tutor-lab-colour")
        self.picture = W.HTML()
        self.before = W.HTML()
        self.guess = W.Text(layout=W.Layout(width="14em"))
        self.guess.add_class("tutor-lab-guess")
        self.hint = W.HTML()
        self.reveal_button = W.Button(layout=W.Layout(width="auto"), button_style="info")
        self.reveal_button.add_class("tutor-lab-reveal")
        self.feedback = W.HTML()
        self.feedback.add_class("tutor-lab-feedback")
        self.player = StepPlayer(lang=self.lang)
        self.slot_pick.observe(lambda _c: self._slot_changed(), "value")
        self.colour_pick.observe(lambda _c: self._reset(), "value")
        self.reveal_button.on_click(lambda _b: self.reveal())
        controls = W.HBox([self.slot_pick, self.colour_pick], layout=W.Layout(align_items="center"))
        guess = W.HBox([self.guess, self.reveal_button], layout=W.Layout(align_items="center"))
        super().__init__([controls, W.HBox([self.picture, W.VBox([self.before, self.hint, guess, self.feedback])]),
                          self.player])
        self.add_class("tutor-line-lab")
        self.lang.observe(lambda _c: self.render(), "code")
        self._slot_changed()

    # -- API ------------------------------------------------------------------------
    @property
    def slot(self) -> str:
        """The slot chosen."""
        return self.slot_pick.value

    @property
    def colour(self) -> str:
        """The card colour chosen."""
        return self.colour_pick.value

    @property
    def line(self) -> str:
        """The chosen line now, written from the card's end."""
        return read_line(self.game.state.board, self.slot)

    @property
    def result(self) -> Optional[str]:
        """The line after the placement (from the card's end), as the engine played it; None before."""
        if self.step is None:
            return None
        final = [e for e in self.step.events if e.kind in ("slide", "zero")]
        return final[-1].data["line"]

    def choose(self, slot: str, colour: str) -> None:
        """Pick a slot and a colour, as the learner would."""
        self.slot_pick.value = slot
        self.colour_pick.value = colour

    def predict(self, text: str) -> None:
        """Type a prediction (as on the board) into the field."""
        self.guess.value = text

    def reveal(self) -> None:
        """Play the placement on a copy of the game, check the prediction, load the stages."""
        trial = self.game.fork()
        self.step = trial.play(self._by_slot[self.slot][self.colour])
        self.player.load(self.step)
        self.render()

    # -- internals --------------------------------------------------------------------------
    def _slot_changed(self) -> None:
        colours = list(self._by_slot.get(self.slot, {}))
        keep = self.colour_pick.value if self.colour_pick.value in colours else colours[0]
        self.colour_pick.options = colours
        self.colour_pick.value = keep
        self._reset()

    def _reset(self) -> None:
        self.step = None
        self.player.load(None)
        self.render()

    def render(self) -> None:
        """Every text in the current language."""
        lang = self.lang.code
        self.slot_pick.description = label("lab-slot", lang)
        self.colour_pick.description = label("lab-colour", lang)
        self.colour_pick.tooltips = [colour_name(c, lang) for c in self.colour_pick.options]
        self.reveal_button.description = label("lab-reveal", lang)
        self.guess.description = label("lab-predict", lang)
        self.hint.value = f"<small>{label('lab-predict-hint', lang)}</small>"
        name = line_name(self.slot, lang, capital=True)
        self.before.value = label("lab-before", lang, line=name, cells=chips(as_on_board(self.slot, self.line)))
        self.picture.value = self.game.svg(slots=[self.slot], cells=LINE_CELLS[self.slot], cell=22)
        self.feedback.value = self._feedback(lang)

    def _feedback(self, lang: str) -> str:
        if self.result is None:
            return ""
        result = as_on_board(self.slot, self.result)
        names = {"line": line_name(self.slot, lang), "Line": line_name(self.slot, lang, capital=True)}
        guess = self.guess.value.strip().upper().replace(" ", "")
        shown = chips(result)
        if not guess:
            return label("lab-no-guess", lang, result=shown, **names)
        if len(guess) != 9 or set(guess) - set("YBRGW."):
            return label("lab-bad-guess", lang) + " " + label("lab-no-guess", lang, result=shown, **names)
        key = "lab-right" if guess == result else "lab-wrong"
        return label(key, lang, result=shown, guess=escape(guess), **names)

    @property
    def correct(self) -> Optional[bool]:
        """Whether the prediction matched the engine (None before reveal)."""
        if self.result is None:
            return None
        return self.guess.value.strip().upper().replace(" ", "") == as_on_board(self.slot, self.result)


class VariantsTable(W.VBox):
    """One line, one card: the default reading and each named variant side by side (push_line)."""

    def __init__(self, line: str, colour: str, slot: str = "W1", lang: Optional[Lang] = None,
                 readings=READINGS):
        self.lang = resolve(lang)
        self.line, self.colour, self.slot = line, colour, slot
        self.readings = readings
        self.html = W.HTML()
        super().__init__([self.html])
        self.add_class("tutor-variants")
        self.lang.observe(lambda _c: self.render(), "code")
        self.render()

    def rows(self) -> list[tuple[str, str, str]]:
        """(reading, new line, removed tokens) per reading, lines from the card's end."""
        out = []
        for name, variants in self.readings:
            new, removed = push_line(self.line, self.colour, variants)
            out.append((name or "default", new, removed))
        return out

    def render(self) -> None:
        """The table in the current language."""
        lang = self.lang.code
        head = (f"<tr><th>{label('variant', lang)}</th><th>{label('result', lang)}</th>"
                f"<th>{label('removed', lang)}</th><th>{label('meaning', lang)}</th></tr>")
        body = []
        for (name, variants), (_n, new, removed) in zip(self.readings, self.rows()):
            title = label("default-reading", lang) if name is None else f"<code>{name}</code>"
            meaning = label("default-meaning", lang) if name is None else rule_text("muros", name, lang)
            gone = chips(removed) if removed else label("nothing", lang)
            body.append(f"<tr><td>{title}</td><td>{chips(new)}</td><td>{gone}</td><td>{meaning}</td></tr>")
        caption = label("variants-caption", lang, colour=colour_name(self.colour, lang), slot=self.slot,
                        line=chips(self.line))
        self.html.value = (f"<div>{caption}</div><table style='border-collapse:collapse' cellpadding='4' "
                           f"border='1'>{head}{''.join(body)}</table>")
