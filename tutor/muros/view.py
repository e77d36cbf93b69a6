"""Muros displays as pure functions of state: a monospace diagram and an SVG board."""
from __future__ import annotations

from html import escape
from typing import Any, Iterable, Optional

from ..core.i18n import check_lang, count, seat_label
from .board import CARD_COLOURS, SIZE, SLOTS
from .state import HIDDEN_CAPTURES, PHASE1_CARDS, MurosState

# Okabe-Ito colours (safe for the common colour-vision deficiencies); the letter is always drawn too.
PALETTE = {"Y": "#F0E442", "B": "#0072B2", "R": "#D55E00", "G": "#009E73", "W": "#FFFFFF"}
INK = {"Y": "#000000", "B": "#FFFFFF", "R": "#FFFFFF", "G": "#000000", "W": "#000000"}


def _slot_char(state: MurosState, slot: str) -> str:
    return state.slots[SLOTS.index(slot)] or "-"


_WORDS = {
    "en": {"over": "game over after {n} cards",
           "status": "phase {phase} · {n} of 36 cards placed · {seat} to move",
           "hands": "hands", "piles": "face-up piles", "captured": "captured tokens",
           "board": "Muros board",
           "legend": "Y yellow · B blue · R red · G green · W white · . empty cell · - empty slot; "
                     "slots W/E: left/right end of a row, N/S: top/bottom end of a column"},
    "es": {"over": "partida terminada tras {n} cartas",
           "status": "fase {phase} · {n} de 36 cartas colocadas · turno de {seat}",
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
                                        seat=seat_label(state.turn))
    lines.append(status)
    hidden_caps = HIDDEN_CAPTURES in state.variants

    def shown(s: int, counts, noun: tuple[str, str], hidden: bool) -> str:
        if seat is None or s == seat or not hidden:
            return f"{seat_label(s)} " + _counts(counts)
        return f"{seat_label(s)} " + count(sum(counts), *noun)

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


_BOARD_WORDS: dict[str, dict[str, Any]] = {
    "en": {"slot-empty": "slot {slot}, empty", "slot-card": "slot {slot}, {colour} card",
           "legal": ", you may play here", "hand": "Your hand", "hand-of": "{seat}'s hand",
           "piles": "Face-up piles", "captured": "Captured", "hidden": "{n} hidden",
           "others": "Other hands (cards)", "on-board": "Tokens on the board",
           "colour": {"Y": "yellow", "B": "blue", "R": "red", "G": "green"}},
    "es": {"slot-empty": "ranura {slot}, vacía", "slot-card": "ranura {slot}, carta {colour}",
           "legal": ", puedes jugar aquí", "hand": "Tu mano", "hand-of": "Mano de {seat}",
           "piles": "Mazos boca arriba", "captured": "Capturadas", "hidden": "{n} ocultas",
           "others": "Otras manos (cartas)", "on-board": "Fichas en el tablero",
           "colour": {"Y": "amarilla", "B": "azul", "R": "roja", "G": "verde"}},
}


def board_svg(state: MurosState, slots: Iterable[str] = (), cells: Iterable[tuple[int, int]] = (),
              cell: int = 40, title: Optional[str] = None, lang: str = "en", legal: Iterable[str] = (),
              seat: Optional[int] = None, info: bool = False) -> str:
    """SVG of the board and its slots, as `seat` may see it (None: everything).

    Every slot carries data-action="W3" (the slot it stands for) and an aria-label in lang; the slots
    in `legal` also carry the class tutor-legal. `slots` and `cells` (0-based (row, col)) are outlined
    as highlights (the last move, say). info=True adds rows for the hands, piles and captures, hands
    other than seat's shown only as a count (MU3) and other captures too under HIDDEN_CAPTURES."""
    words = _BOARD_WORDS[check_lang(lang)]
    hi_slots, hi_cells, legal_slots = set(slots), {tuple(c) for c in cells}, set(legal)
    side = (SIZE + 2) * cell
    rows = _info_rows(state, seat, lang) if info else []
    height = side + len(rows) * cell * 0.75 + (cell * 0.25 if rows else 0)
    quiet = " tutor-all-legal" if legal_slots and legal_slots == {s for s in SLOTS if not _filled(state, s)} else ""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-muros-svg{quiet}" width="{side}" '
           f'height="{height:.0f}" viewBox="0 0 {side} {height:.0f}" role="group" '
           f'aria-label="{escape(title or _WORDS[check_lang(lang)]["board"])}">',
           f'<rect x="{cell}" y="{cell}" width="{SIZE * cell}" height="{SIZE * cell}" fill="#d8d2c4"/>']
    r_tok = cell * 0.4
    for r in range(SIZE):
        for c in range(SIZE):
            x, y = (c + 1) * cell, (r + 1) * cell
            t = state.board[r * SIZE + c]
            lit = (r, c) in hi_cells
            out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="none" stroke="#b0a890"/>')
            if lit:  # a changed cell: a thick dark frame, so colour is never the only cue
                out.append(f'<rect class="tutor-changed" x="{x + 2}" y="{y + 2}" width="{cell - 4}" '
                           f'height="{cell - 4}" fill="none" stroke="#000" stroke-width="3"/>')
            if t == ".":
                continue
            cx, cy = x + cell / 2, y + cell / 2
            # White tokens get a darker, wider rim, so they never read as holes.
            rim = ' stroke="#222" stroke-width="2"' if t == "W" else ' stroke="#333" stroke-width="1"'
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{r_tok}" fill="{PALETTE[t]}"{rim}/>')
            out.append(f'<text x="{cx}" y="{cy + cell * 0.14}" text-anchor="middle" font-family="sans-serif" '
                       f'font-size="{cell * 0.4:.0f}" font-weight="bold" fill="{INK[t]}">{t}</text>')
    for slot in SLOTS:
        x, y = slot_xy(slot, cell)
        colour = state.slots[SLOTS.index(slot)]
        lit = slot in hi_slots
        fill = PALETTE[colour] if colour else "#f4f4f4"
        width = 3.5 if lit else 1
        classes = ("tutor-slot" + ("" if colour else " tutor-empty") + (" tutor-legal" if slot in legal_slots else "")
                   + (" tutor-hl" if lit else ""))
        name = (words["slot-card"].format(slot=slot, colour=words["colour"][colour]) if colour
                else words["slot-empty"].format(slot=slot)) + (words["legal"] if slot in legal_slots else "")
        out.append(f'<g class="{classes}" data-action="{slot}" aria-label="{escape(name)}">')
        out.append(f'<rect class="tutor-mark" x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" '
                   f'rx="5" fill="{fill}" stroke="#222" stroke-width="{width}"/>')
        label, ink = (colour, INK[colour]) if colour else (slot, "#555")
        size = cell * (0.4 if colour else 0.28)
        out.append(f'<text x="{x + cell / 2}" y="{y + cell / 2 + size * 0.35}" text-anchor="middle" '
                   f'font-family="sans-serif" font-size="{size:.0f}" fill="{ink}" pointer-events="none">'
                   f"{label}</text></g>")
    for i, (head, parts) in enumerate(rows):
        top = side + cell * 0.25 + i * cell * 0.75
        out.append(f'<text x="4" y="{top + cell * 0.5:.0f}" font-family="sans-serif" font-size="{cell * 0.32:.0f}" '
                   f'font-weight="bold">{escape(head)}</text>')
        at = cell * 4.4
        for letter, n in parts:
            if letter:
                out.append(f'<rect x="{at:.0f}" y="{top + cell * 0.12:.0f}" width="{cell * 0.5:.0f}" '
                           f'height="{cell * 0.5:.0f}" rx="3" fill="{PALETTE[letter]}" stroke="#222"/>'
                           f'<text x="{at + cell * 0.25:.0f}" y="{top + cell * 0.5:.0f}" text-anchor="middle" '
                           f'font-family="sans-serif" font-size="{cell * 0.3:.0f}" fill="{INK[letter]}">{letter}</text>')
                at += cell * 0.55
            out.append(f'<text x="{at:.0f}" y="{top + cell * 0.5:.0f}" font-family="sans-serif" '
                       f'font-size="{cell * 0.32:.0f}">{escape(str(n))}</text>')
            at += cell * (0.45 if letter else 0.3) + cell * 0.12 * len(str(n))
    out.append("</svg>")
    return "".join(out)


def _filled(state: MurosState, slot: str) -> bool:
    return bool(state.slots[SLOTS.index(slot)])


def _info_rows(state: MurosState, seat: Optional[int], lang: str) -> list[tuple[str, list[tuple[str, object]]]]:
    """(heading, [(colour letter or "", count or text)]) rows: hands, piles and (from the first capture on)
    captures, as seat may see them: another hand only as its size (MU3), other captures only as a total
    under HIDDEN_CAPTURES."""
    words = _BOARD_WORDS[lang]
    rows: list[tuple[str, list[tuple[str, object]]]] = []
    others: list[tuple[str, object]] = []
    for s, hand in enumerate(state.hands):
        if seat is None or s == seat:
            head = words["hand"] if s == seat else words["hand-of"].format(seat=seat_label(s))
            rows.append((head, [(c, n) for c, n in zip(CARD_COLOURS, hand)]))
        else:
            others.append(("", f"{seat_label(s)}: {sum(hand)}"))
    if others:
        rows.append((words["others"], others))
    rows.append((words["piles"], [(c, n) for c, n in zip(CARD_COLOURS, state.piles)]))
    on_board = state.board_counts()
    rows.append((words["on-board"], [(c, on_board[c]) for c in CARD_COLOURS]))
    if any(map(any, state.captured)):
        hidden_caps = HIDDEN_CAPTURES in state.variants
        for s, caps in enumerate(state.captured):
            head = f"{words['captured']} {seat_label(s)}"
            if seat is None or s == seat or not hidden_caps:
                rows.append((head, [(c, n) for c, n in zip(CARD_COLOURS, caps)]))
            else:
                rows.append((head, [("", words["hidden"].format(n=sum(caps)))]))
    return rows


_LINE_WORDS = {"en": {"line": "The line of {slot}, the card at its end"},
               "es": {"line": "La línea de {slot}, con la carta en su extremo"}}


def line_svg(line: str, slot: str, colour: Optional[str] = None, ring: Iterable[int] = (),
             cross: Iterable[int] = (), cell: int = 40, lang: str = "en") -> str:
    """One line as it lies on the board, the card at its slot's end: a row across (W, E), a column down
    (N, S). `line` is written from the card's end (index 0 next to the card), as MU13 reads it; cells in
    `ring` are ringed (counted), cells in `cross` are crossed out (removed)."""
    words = _LINE_WORDS[check_lang(lang)]
    ringed, crossed = set(ring), set(cross)
    side = slot[0]
    if side in "ES":                                 # the card sits at the high end: draw reversed
        place = {i: SIZE - i - 1 for i in range(SIZE)}
        card_at = SIZE
    else:
        place = {i: i + 1 for i in range(SIZE)}
        card_at = 0
    horizontal = side in "WE"
    length = (SIZE + 1) * cell
    width, height = (length, cell) if horizontal else (cell, length)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-muros-line" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(words["line"].format(slot=slot))}">']

    def xy(pos: int) -> tuple[int, int]:
        return (pos * cell, 0) if horizontal else (0, pos * cell)

    x, y = xy(card_at)
    fill = PALETTE[colour] if colour else "#f4f4f4"
    label = colour or slot
    out.append(f'<rect x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" rx="5" fill="{fill}" '
               f'stroke="#222" stroke-width="2"><title>{escape(slot)}</title></rect>'
               f'<text x="{x + cell / 2}" y="{y + cell * 0.64:.0f}" text-anchor="middle" font-family="sans-serif" '
               f'font-size="{cell * 0.36:.0f}" fill="{INK[colour] if colour else "#555"}">{label}</text>')
    for i, token in enumerate(line):
        x, y = xy(place[i])
        out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#d8d2c4" stroke="#b0a890"/>')
        cx, cy = x + cell / 2, y + cell / 2
        if token != ".":
            rim = ' stroke="#222" stroke-width="2"' if token == "W" else ' stroke="#333"'
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{cell * 0.4}" fill="{PALETTE[token]}"{rim}/>'
                       f'<text x="{cx}" y="{cy + cell * 0.14:.0f}" text-anchor="middle" font-family="sans-serif" '
                       f'font-size="{cell * 0.4:.0f}" font-weight="bold" fill="{INK[token]}">{token}</text>')
        if i in ringed:
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{cell * 0.47}" fill="none" stroke="#000" stroke-width="3" '
                       f'stroke-dasharray="4 2"/>')
        if i in crossed:
            out.append(f'<path d="M{x + 6} {y + 6} L{x + cell - 6} {y + cell - 6} M{x + cell - 6} {y + 6} '
                       f'L{x + 6} {y + cell - 6}" stroke="#000" stroke-width="4"/>')
    out.append("</svg>")
    return "".join(out)
