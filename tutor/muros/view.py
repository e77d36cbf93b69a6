"""The Muros board as monospace text, as one seat may see it (the SVG board is in picture.py).

Each language's catalog says how the diagram writes a colour: English keeps the game's letters (Y B R G W
for tokens and cards, W/E/N/S for the slots); Spanish and German show a shape per colour (words.GLYPH), so
their readers meet no English letter."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from ..core.i18n import Joined, Text, Word, check_lang, seat_label
from .board import CARD_COLOURS, SIZE, SLOTS
from .state import HIDDEN_CAPTURES, PHASE1_CARDS, MurosState
from .words import cards, colour_noun, some_tokens

WORDS = {
    "over": Text("game over after {n} cards"),
    "status": Text("phase {phase} · {n} of 36 cards placed · {seat} to move"),
    "hands": Text("hands"), "piles": Text("face-up piles"),
    "captured": Text("captured tokens"),
    "legend": Text("{shapes} · . empty cell · - empty slot; slots W/E: left/right end of a row, N/S: top/bottom end "
                   "of a column"),
}
_CODE = {"Y": Word("Y", context="muros diagram"), "B": Word("B", context="muros diagram"),
         "R": Word("R", context="muros diagram"), "G": Word("G", context="muros diagram"),
         "W": Word("W", context="muros diagram")}


def code(c: str, lang: str) -> str:
    """A token or card colour as the diagram writes it in lang: the letter in English, the shape in Spanish and German."""
    return _CODE[c](lang)


def text_diagram(state: MurosState, lang: str = "en", seat: Optional[int] = None) -> str:
    """The board with its slots, then phase, hands, piles and captures, in plain text (in lang), as
    `seat` may see it: another seat's hand (MU3), and its captures under HIDDEN_CAPTURES (A10), only as
    a count. seat None shows everything."""
    check_lang(lang)

    def slot(name: str) -> str:
        c = state.slots[SLOTS.index(name)]
        return code(c, lang) if c else "-"

    cols = " ".join(str(c) for c in range(1, SIZE + 1))
    lines = [f"      {cols}", "    N " + " ".join(slot(f"N{c}") for c in range(1, SIZE + 1))]
    for r in range(SIZE):
        row = " ".join(code(t, lang) if t != "." else "." for t in state.row(r))
        lines.append(f" {r + 1} {slot(f'W{r + 1}')}  {row}  {slot(f'E{r + 1}')}")
    lines.append("    S " + " ".join(slot(f"S{c}") for c in range(1, SIZE + 1)))
    if state.turn is None:
        lines.append(WORDS["over"].format(n=state.placed)(lang))
    else:
        lines.append(WORDS["status"].format(phase=1 if state.placed < PHASE1_CARDS else 2, n=state.placed,
                                            seat=seat_label(state.turn))(lang))
    hidden_caps = HIDDEN_CAPTURES in state.variants

    def shown(s: int, counts: Sequence[int], noun: Callable[[int], Text], hidden: bool) -> str:
        if seat is None or s == seat or not hidden:
            return f"{seat_label(s)} " + _counts(counts, lang)
        return f"{seat_label(s)} " + noun(sum(counts))(lang)

    lines.append(f"{WORDS['hands'](lang)}: " + " | ".join(shown(s, h, cards, True)
                                                        for s, h in enumerate(state.hands)))
    lines.append(f"{WORDS['piles'](lang)}: {_counts(state.piles, lang)}")
    lines.append(f"{WORDS['captured'](lang)}: " + " | ".join(shown(s, c, some_tokens, hidden_caps)
                                                           for s, c in enumerate(state.captured)))
    shapes = Joined([Joined([_CODE[c], colour_noun(c)], " ") for c in "YBRGW"], " · ")   # as the diagram writes them
    lines.append(WORDS["legend"].format(shapes=shapes)(lang))
    return "\n".join(lines)


def _counts(counts: Sequence[int], lang: str) -> str:
    return " ".join(f"{code(c, lang)}{n}" for c, n in zip(CARD_COLOURS, counts))


__all__ = ["WORDS", "code", "text_diagram"]
