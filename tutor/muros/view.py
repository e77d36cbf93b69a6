"""Muros displays as pure functions of state: a monospace diagram and an SVG board."""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

from ..core.i18n import check_lang, count
from .board import CARD_COLOURS, SIZE, SLOTS
from .state import HIDDEN_CAPTURES, PHASE1_CARDS, MurosState

# Okabe-Ito colours (safe for the common colour-vision deficiencies); the letter is always drawn too.
PALETTE = {"Y": "#F0E442", "B": "#0072B2", "R": "#D55E00", "G": "#009E73", "W": "#FFFFFF"}
INK = {"Y": "#000000", "B": "#FFFFFF", "R": "#FFFFFF", "G": "#000000", "W": "#000000"}


def _slot_char(state: MurosState, slot: str) -> str:
    return state.slots[SLOTS.index(slot)] or "-"


_WORDS = {
    "en": {"over": "game over after {n} cards",
           "status": "phase {phase} · {n} of 36 cards placed · P{seat} to move",
           "hands": "hands", "piles": "face-up piles", "captured": "captured tokens",
           "board": "Muros board",
           "legend": "Y yellow · B blue · R red · G green · W white · . empty cell · - empty slot; "
                     "slots W/E: left/right end of a row, N/S: top/bottom end of a column"},
    "es": {"over": "partida terminada tras {n} cartas",
           "status": "fase {phase} · {n} de 36 cartas colocadas · turno de P{seat}",
           "hands": "manos", "piles": "mazos boca arriba", "captured": "fichas capturadas",
           "board": "Tablero de Muros",
           "legend": "Y amarillo · B azul · R rojo · G verde · W blanco · . casilla vacía · - ranura vacía; "
                     "ranuras W/E: extremo izquierdo/derecho de una fila, N/S: extremo superior/inferior "
                     "de una columna"},
}


_NOUNS = {"en": {"cards": ("card", "cards"), "tokens": ("token", "tokens")},
          "es": {"cards": ("carta", "cartas"), "tokens": ("ficha", "fichas")}}


def text_diagram(state: MurosState, lang: str = "en", seat: Optional[int] = None) -> str:
    """The board with its slots, then phase, hands, piles and captures, in plain text (en or es),
    as `seat` may see it: another seat's hand (MU3), and its captures under HIDDEN_CAPTURES (A10),
    only as a count. seat None shows everything."""
    words = _WORDS[check_lang(lang)]
    cols = " ".join(str(c) for c in range(1, SIZE + 1))
    lines = [f"      {cols}",
             "    N " + " ".join(_slot_char(state, f"N{c}") for c in range(1, SIZE + 1))]
    for r in range(SIZE):
        row = " ".join(state.row(r))
        lines.append(f" {r + 1} {_slot_char(state, f'W{r + 1}')}  {row}  {_slot_char(state, f'E{r + 1}')}")
    lines.append("    S " + " ".join(_slot_char(state, f"S{c}") for c in range(1, SIZE + 1)))
    if state.turn is None:
        status = words["over"].format(n=state.placed)
    else:
        status = words["status"].format(phase=1 if state.placed < PHASE1_CARDS else 2, n=state.placed,
                                        seat=state.turn + 1)
    lines.append(status)
    hidden_caps = HIDDEN_CAPTURES in state.variants

    def shown(s: int, counts, noun: tuple[str, str], hidden: bool) -> str:
        if seat is None or s == seat or not hidden:
            return f"P{s + 1} " + _counts(counts)
        return f"P{s + 1} " + count(sum(counts), *noun)

    nouns = _NOUNS[lang]
    hands = " | ".join(shown(s, h, nouns["cards"], True) for s, h in enumerate(state.hands))
    lines.append(f"{words['hands']}: {hands}")
    lines.append(f"{words['piles']}: {_counts(state.piles)}")
    caps = " | ".join(shown(s, c, nouns["tokens"], hidden_caps) for s, c in enumerate(state.captured))
    lines.append(f"{words['captured']}: {caps}")
    lines.append(words["legend"])
    return "\n".join(lines)


def _counts(counts) -> str:
    return " ".join(f"{c}{n}" for c, n in zip(CARD_COLOURS, counts))


def slot_xy(slot: str, cell: int) -> tuple[int, int]:
    """Top-left corner of a slot's square in the SVG (board cells start at (cell, cell))."""
    side, i = slot[0], int(slot[1:])
    if side == "W":
        return 0, i * cell
    if side == "E":
        return (SIZE + 1) * cell, i * cell
    if side == "N":
        return i * cell, 0
    return i * cell, (SIZE + 1) * cell


def board_svg(state: MurosState, slots: Iterable[str] = (), cells: Iterable[tuple[int, int]] = (),
              cell: int = 40, title: Optional[str] = None, lang: str = "en") -> str:
    """SVG of board and slots; `slots` and `cells` (0-based (row, col)) are outlined as highlights."""
    hi_slots, hi_cells = set(slots), {tuple(c) for c in cells}
    side = (SIZE + 2) * cell
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-muros-svg" width="{side}" '
           f'height="{side}" viewBox="0 0 {side} {side}" role="img" '
           f'aria-label="{escape(title or _WORDS[check_lang(lang)]["board"])}">',
           f'<rect x="{cell}" y="{cell}" width="{SIZE * cell}" height="{SIZE * cell}" fill="#d8d2c4"/>']
    r_tok = cell * 0.4
    for r in range(SIZE):
        for c in range(SIZE):
            x, y = (c + 1) * cell, (r + 1) * cell
            t = state.board[r * SIZE + c]
            stroke = ' stroke="#000" stroke-width="3"' if (r, c) in hi_cells else ""
            out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="none" stroke="#b0a890"/>')
            if t == ".":
                if stroke:
                    out.append(f'<rect x="{x + 2}" y="{y + 2}" width="{cell - 4}" height="{cell - 4}" fill="none"{stroke}/>')
                continue
            cx, cy = x + cell / 2, y + cell / 2
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{r_tok}" fill="{PALETTE[t]}" stroke="#333"/>')
            if stroke:
                out.append(f'<circle cx="{cx}" cy="{cy}" r="{r_tok + 2}" fill="none"{stroke}/>')
            out.append(f'<text x="{cx}" y="{cy + cell * 0.14}" text-anchor="middle" font-family="sans-serif" '
                       f'font-size="{cell * 0.4:.0f}" font-weight="bold" fill="{INK[t]}">{t}</text>')
    for slot in SLOTS:
        x, y = slot_xy(slot, cell)
        colour = state.slots[SLOTS.index(slot)]
        lit = slot in hi_slots
        fill = PALETTE[colour] if colour else ("#fff7c0" if lit else "#f4f4f4")
        width = 3 if lit else 1
        out.append(f'<rect x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" rx="5" '
                   f'fill="{fill}" stroke="#222" stroke-width="{width}"><title>{slot}</title></rect>')
        label, ink = (colour, INK[colour]) if colour else (slot, "#666")
        size = cell * (0.4 if colour else 0.28)
        out.append(f'<text x="{x + cell / 2}" y="{y + cell / 2 + size * 0.35}" text-anchor="middle" '
                   f'font-family="sans-serif" font-size="{size:.0f}" fill="{ink}">{label}</text>')
    out.append("</svg>")
    return "".join(out)
