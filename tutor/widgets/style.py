"""Shared looks: Okabe-Ito token styles with letters, cell sizes, and the small CSS the widgets use."""
from __future__ import annotations

import ipywidgets as W

from ..muros.view import INK, PALETTE

EMPTY_CELL = "#d8d2c4"
# An empty cell shows a dot: ipywidgets 8 keeps a button's old text when its description becomes "".
EMPTY_MARK = "·"
SLOT_IDLE = "#f4f4f4"
SLOT_LEGAL = "#fff3a0"
SIZES = {"normal": 34, "large": 56}

# Outlines are the second cue (besides colour) for highlights: thick black border, never colour alone.
CSS = """<style>
.tutor-muros-board .tutor-legal { outline: 3px dashed #000; outline-offset: -4px; font-weight: bold; }
.tutor-muros-board .tutor-hl { box-shadow: inset 0 0 0 3px #000; }
.tutor-explain { border: 1px solid #999; padding: 6px; border-radius: 4px; }
.tutor-explain .tutor-rule { font-family: monospace; font-weight: bold; }
.tutor-rule-text { background: #f6f6f0; padding: 4px 8px; border-left: 4px solid #0072B2; }
.tutor-step-strip .tutor-hl { box-shadow: inset 0 0 0 4px #000; }
</style>"""


class Looks:
    """One board's shared Layout and ButtonStyle objects (sharing keeps the widget model count low)."""

    def __init__(self, size: str = "normal"):
        px = SIZES[size]
        self.px = px
        font = f"{round(px * 0.45)}px"
        self.cell_layout = W.Layout(width=f"{px}px", height=f"{px}px", padding="0", margin="0")
        self.spacer_layout = W.Layout(width=f"{px}px", height=f"{px}px")
        self.token = {t: W.ButtonStyle(button_color=PALETTE[t], text_color=INK[t], font_weight="bold",
                                       font_size=font) for t in PALETTE}
        self.token["."] = W.ButtonStyle(button_color=EMPTY_CELL, text_color="#777", font_size=font)
        self.card = {c: W.ButtonStyle(button_color=PALETTE[c], text_color=INK[c], font_weight="bold",
                                      font_size=font) for c in "YBRG"}
        small = f"{round(px * 0.3)}px"
        self.slot_idle = W.ButtonStyle(button_color=SLOT_IDLE, text_color="#666", font_size=small)
        self.slot_legal = W.ButtonStyle(button_color=SLOT_LEGAL, text_color="#000", font_size=small,
                                        font_weight="bold")

    def grid_columns(self) -> str:
        """The CSS grid template of the 11x11 board (slots around 9x9 cells)."""
        return f"repeat(11, {self.px}px)"


_CHOICE: dict[str, W.ButtonStyle] = {}


def choice_style(letter: str = "") -> W.ButtonStyle:
    """A chooser button coloured like its card (plain for ""), with readable ink; shared instances."""
    if letter not in _CHOICE:
        _CHOICE[letter] = (W.ButtonStyle(button_color=PALETTE[letter], text_color=INK[letter], font_weight="bold")
                           if letter else W.ButtonStyle())
    return _CHOICE[letter]


def css() -> W.HTML:
    """An HTML widget carrying the widgets' CSS (include once per output)."""
    return W.HTML(CSS, layout=W.Layout(height="0px", overflow="hidden"))
