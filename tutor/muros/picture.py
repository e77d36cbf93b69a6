"""The Muros board as SVG, in the tutor's one svg vocabulary (seat, lang, legal, picked, highlight, region).

Click targets: each slot is a whole cell (data-action="W3"), so on a phone, where the 11 cells across
fill the screen's width, a slot is as wide as a cell; the cards of the hand to move ("R") and the face-up
piles ("R pile") below the board; a Pass square in the bottom-right corner with ALLOW_PASS. Tokens and
cards show a shape per colour (words.GLYPH), the same in every language, so colour is never the only cue
and no English letter shows. Highlight parts: a slot, a cell "r3c4", a whole line "line:W3", and the rows
"counts", "hand" and "piles". Regions drawn alone: "line:W3" (one line with its two slots), "cards"
(hands and piles) and "score" (tokens on the board and captures).

The keyboard grid (issue 36): every slot, every cell (its token named even when it is not a target: role img)
and every card of a hand or pile drawn carries data-row and data-col (slots and cells rows 0-10 and columns 0-10
as they lie, then a row per hand and the piles) and an aria-label in the learner's language: "slot W4 (left end
of row 4), empty", "row 3, column 5: red token", "red card from your hand, 2 left, you may play it"."""
from __future__ import annotations

from html import escape
from typing import Callable, Iterable, NamedTuple, Optional

from ..core.i18n import Joined, Text, check_lang, seat_label
from .board import CARD_COLOURS, LINE_CELLS, SIZE, SLOT_INDEX, SLOTS, opposite, read_line
from .state import ALLOW_PASS, HIDDEN_CAPTURES, MurosState
from .words import cards, colour, legend, slot_name, slot_where

# Okabe-Ito colours (safe for the common colour-vision deficiencies); the shape is always drawn too.
PALETTE = {"Y": "#F0E442", "B": "#0072B2", "R": "#D55E00", "G": "#009E73", "W": "#FFFFFF"}
INK = {"Y": "#000000", "B": "#FFFFFF", "R": "#FFFFFF", "G": "#000000", "W": "#000000"}
CELL = 40
ROW = 0.8            # an info row's height, in cells
# A row of click targets (hands, piles) is a whole cell high: on a phone, where the 11 cells across fill
# the screen's width, its targets are as high as a slot (35 px at 390 px), not the 28 px of an info row.
TARGET_ROW = 1.0
REGIONS = ("cards", "score")  # besides "line:<slot>"

WORDS = {
    "board": Text("Muros board"),
    "slot-empty": Text("slot {slot}, empty"),
    "slot-card": Text("slot {slot}, {colour} card"),
    "legal": Text(", you may play here"),
    "hand": Text("Your hand"), "hand-of": Text("{seat}'s hand"),
    "others": Text("Other hands"), "piles": Text("Face-up piles"),
    "on-board": Text("Tokens on the board"),
    "captured": Text("Captured by {seat}"),
    "hidden": Text("{n} hidden"), "pass": Text("Pass"),
    "line": Text("The line of {slot}"),
    "cell": Text("row {r}, column {c}: {what}"),
    "cell-token": Text("{colour} token"), "cell-empty": Text("empty", context="muros.picture"),
    "cell-take": Text(", you may take the {colour} tokens"),
    "from-hand": Text("{colour} card from your hand, {left}"),
    "from-hand-of": Text("{colour} card from {seat}'s hand, {left}"),
    "from-pile": Text("{colour} card from the face-up pile, {left}"),
    "play-it": Text(", you may play it"), "picked": Text(", picked"),
}
# The rows of the board's grid (data-row, data-col on every target and cell): the slots and cells are rows 0
# to SIZE + 1, then each hand drawn and the piles below them, one row each (board.js moves by these).
HAND_ROW = SIZE + 2


def grid(row: int, col: int) -> str:
    """A part's place in the board's keyboard grid (data-row, data-col)."""
    return f' data-row="{row}" data-col="{col}"'


def cell_name(r: int, c: int, t: str, lang: str, takes: str = "") -> str:
    """A board cell in words: "row 3, column 5: red token" (1-based), with what may be taken from it."""
    what: Text = WORDS["cell-empty"] if t == "." else WORDS["cell-token"].format(colour=colour(t))
    if t != "." and t in takes:
        what = Joined([what, WORDS["cell-take"].format(colour=colour(t))])
    return WORDS["cell"].format(r=r + 1, c=c + 1, what=what)(lang)


def shape(c: str, cx: float, cy: float, r: float) -> str:
    """The colour's shape (words.GLYPH) drawn at (cx, cy) in its ink: triangle, square, diamond, dot, ring."""
    ink = INK[c]
    if c == "Y":
        return (f'<path d="M{cx:.1f} {cy - 0.62 * r:.1f} L{cx + 0.58 * r:.1f} {cy + 0.42 * r:.1f} '
                f'L{cx - 0.58 * r:.1f} {cy + 0.42 * r:.1f}Z" fill="{ink}"/>')
    if c == "B":
        return f'<rect x="{cx - 0.42 * r:.1f}" y="{cy - 0.42 * r:.1f}" width="{0.84 * r:.1f}" height="{0.84 * r:.1f}" fill="{ink}"/>'
    if c == "R":
        return (f'<path d="M{cx:.1f} {cy - 0.6 * r:.1f} L{cx + 0.5 * r:.1f} {cy:.1f} L{cx:.1f} {cy + 0.6 * r:.1f} '
                f'L{cx - 0.5 * r:.1f} {cy:.1f}Z" fill="{ink}"/>')
    if c == "G":
        return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{0.3 * r:.1f}" fill="{ink}"/>'
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{0.34 * r:.1f}" fill="none" stroke="#222" stroke-width="2"/>'


def token(t: str, cx: float, cy: float, r: float) -> str:
    """A token: a disc of its colour with its shape; white gets a dark, wide rim so it never reads as a hole."""
    rim = ' stroke="#222" stroke-width="2"' if t == "W" else ' stroke="#333" stroke-width="1"'
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{PALETTE[t]}"{rim}/>' + shape(t, cx, cy, r)


def card(c: str, x: float, y: float, size: float, width: float = 1.5) -> str:
    """A card: a rounded square of its colour with its shape."""
    return (f'<rect class="tutor-mark" x="{x:.1f}" y="{y:.1f}" width="{size:.1f}" height="{size:.1f}" rx="5" '
            f'fill="{PALETTE[c]}" stroke="#222" stroke-width="{width}"/>' + shape(c, x + size / 2, y + size / 2, size * 0.42))


def slot_xy(slot: str) -> tuple[int, int]:
    """Top-left corner of a slot's cell (board cells start at (CELL, CELL))."""
    side, i = slot[0], int(slot[1:])
    return {"W": (0, i * CELL), "E": ((SIZE + 1) * CELL, i * CELL), "N": (i * CELL, 0)}.get(side, (i * CELL, (SIZE + 1) * CELL))


def slot_cell(slot: str) -> tuple[int, int]:
    """A slot's (row, column) in the 11 x 11 keyboard grid: W3 is (3, 0), N5 (0, 5), E3 (3, 10), S5 (10, 5)."""
    x, y = slot_xy(slot)
    return y // CELL, x // CELL


def board_svg(state: MurosState, seat: Optional[int] = None, *, lang: str = "en", legal: Iterable[str] = (),
              picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
    """The board as `seat` may see it (None: every hand): slots, tokens and, below, the tokens left on the
    board, the hands (others only as a count, MU3), the piles and the captures (HIDDEN_CAPTURES: others
    only as a count). `legal` marks click targets (class tutor-legal), `picked` draws clicks made so far,
    `highlight` frames parts, `region` draws one part alone."""
    check_lang(lang)
    legal, picked, lit = frozenset(legal), frozenset(picked), frozenset(highlight)
    if region is not None:
        return _region(state, seat, lang, region, legal, picked, lit)
    side = (SIZE + 2) * CELL
    rows = _info_rows(state, seat, lang, legal, picked, lit)
    height = side + sum(row.height for row in rows) + 0.7 * CELL
    empty = {s for s in SLOTS if not state.slot(s)}
    quiet = " tutor-all-legal" if legal and legal & empty == empty and not legal - empty - {"pass"} else ""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-muros-svg{quiet}" width="{side}" '
           f'height="{height:.0f}" viewBox="0 0 {side} {height:.0f}" role="group" '
           f'aria-label="{escape(WORDS["board"](lang))}">',
           f'<rect x="{CELL}" y="{CELL}" width="{SIZE * CELL}" height="{SIZE * CELL}" fill="#d8d2c4"/>']
    out += _cells(state, lit, _takes(legal, picked), lang)
    out += [_slot(state, s, lang, legal, picked, lit) for s in SLOTS]
    if ALLOW_PASS in state.variants:
        out.append(_pass(lang, "pass" in legal))
    top: float = side
    for row in rows:
        out.append(row.draw(top))
        top += row.height
    out.append(f'<text x="4" y="{top + 0.45 * CELL:.0f}" font-family="sans-serif" font-size="{0.3 * CELL:.0f}">'
               f"{escape(legend()(lang))}</text></svg>")
    return "".join(out)


def _takes(legal: frozenset[str], picked: frozenset[str]) -> dict[tuple[int, int], str]:
    """In phase 2, once a slot is picked: its line's cells whose token may be taken -> "take X" (MU19)."""
    slot = next((p for p in picked if p in SLOT_INDEX), None)
    if slot is None or not any(t.startswith("take ") for t in legal):
        return {}
    colours = "".join(t[5:] for t in legal if t.startswith("take ") and t[5:] in CARD_COLOURS)
    return {cell: colours for cell in LINE_CELLS[slot]}


def _cells(state: MurosState, lit: frozenset[str], takes: dict[tuple[int, int], str], lang: str) -> list[str]:
    """The grid and its tokens, each cell named in the keyboard grid; in a picked phase-2 line, a token whose
    colour may be taken is a target."""
    out = []
    for r in range(SIZE):
        for c in range(SIZE):
            x, y = (c + 1) * CELL, (r + 1) * CELL
            t = state.board[r * SIZE + c]
            take = t != "." and t in takes.get((r, c), "")
            name = escape(cell_name(r, c, t, lang, takes.get((r, c), "")))
            out.append(f'<g class="tutor-take tutor-legal" data-action="take {t}"{grid(r + 1, c + 1)} aria-label="{name}">'
                       if take else f'<g class="tutor-cell"{grid(r + 1, c + 1)} role="img" aria-label="{name}">')
            out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="none" stroke="#b0a890"/>')
            if t != ".":
                out.append(token(t, x + CELL / 2, y + CELL / 2, CELL * 0.4))
            out.append("</g>")
            if f"r{r + 1}c{c + 1}" in lit:  # a changed cell: a thick dark frame, so colour is never the only cue
                out.append(f'<rect class="tutor-changed" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" '
                           f'height="{CELL - 4}" fill="none" stroke="#000" stroke-width="3"/>')
    for part in lit:
        if part.startswith("line:") and part[5:] in SLOT_INDEX:
            (r0, c0), (r1, c1) = LINE_CELLS[part[5:]][0], LINE_CELLS[part[5:]][-1]
            x, y = (min(c0, c1) + 1) * CELL, (min(r0, r1) + 1) * CELL
            w, h = (abs(c1 - c0) + 1) * CELL, (abs(r1 - r0) + 1) * CELL
            out.append(f'<rect class="tutor-hl" x="{x + 1}" y="{y + 1}" width="{w - 2}" height="{h - 2}" fill="none" '
                       f'stroke="#000" stroke-width="3" stroke-dasharray="8 4"/>')
    return out


def _slot(state: MurosState, slot: str, lang: str, legal: frozenset[str], picked: frozenset[str],
          lit: frozenset[str]) -> str:
    """One slot: the whole cell is the target; the mark inside shows its card or its name."""
    x, y = slot_xy(slot)
    c = state.slot(slot)
    name = slot_name(slot)(lang)
    classes = ("tutor-slot" + ("" if c else " tutor-empty") + (" tutor-legal" if slot in legal else "")
               + (" tutor-hl" if slot in lit else "") + (" tutor-picked" if slot in picked else ""))
    where = slot_where(slot)
    label = (WORDS["slot-card"].format(slot=where, colour=colour(c)) if c
             else WORDS["slot-empty"].format(slot=where))(lang) + (WORDS["legal"](lang) if slot in legal else "")
    width = 4 if slot in lit or slot in picked else 1
    row, col = slot_cell(slot)
    out = [f'<g class="{classes}" data-action="{slot}"{grid(row, col)} aria-label="{escape(label)}">',
           f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#fff" fill-opacity="0"/>']
    if c:
        out.append(card(c, x + 3, y + 3, CELL - 6, width))
    else:
        out.append(f'<rect class="tutor-mark" x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" rx="5" '
                   f'fill="#f4f4f4" stroke="#222" stroke-width="{width}"/>'
                   f'<text x="{x + CELL / 2}" y="{y + CELL * 0.6:.0f}" text-anchor="middle" font-family="sans-serif" '
                   f'font-size="{CELL * 0.3:.0f}" fill="#444" pointer-events="none">{name}</text>')
    if slot in picked:
        out.append(f'<rect x="{x + 1}" y="{y + 1}" width="{CELL - 2}" height="{CELL - 2}" rx="6" fill="none" '
                   f'stroke="#000" stroke-width="3" stroke-dasharray="5 3"/>')
    return "".join(out) + "</g>"


def _pass(lang: str, legal: bool) -> str:
    """ALLOW_PASS: a Pass target in the board's empty bottom-right corner."""
    x = y = (SIZE + 1) * CELL
    return (f'<g class="tutor-slot{" tutor-legal" if legal else ""}" data-action="pass"{grid(SIZE + 1, SIZE + 1)} '
            f'aria-label="{escape(WORDS["pass"](lang))}"><rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" '
            f'fill="#fff" fill-opacity="0"/><rect class="tutor-mark" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" '
            f'height="{CELL - 4}" rx="5" fill="#fff" stroke="#222"/><text x="{x + CELL / 2:.0f}" y="{y + CELL * 0.6:.0f}" '
            f'text-anchor="middle" font-family="sans-serif" font-size="{CELL * 0.26:.0f}" pointer-events="none">'
            f'{escape(WORDS["pass"](lang))}</text></g>')


def _baseline(top: float, high: float) -> float:
    """Where a row's text stands: centred in the row."""
    return top + high / 2 + CELL * 0.11


def _head(text: str, top: float, high: float, frame: bool) -> str:
    """A row's heading, framed when the row is highlighted."""
    box = (f'<rect class="tutor-hl" x="1" y="{top + 1:.0f}" width="{(SIZE + 2) * CELL - 2}" height="{high - 2:.0f}" '
           'fill="none" stroke="#000" stroke-width="3"/>' if frame else "")
    return box + (f'<text x="4" y="{_baseline(top, high):.0f}" font-family="sans-serif" '
                  f'font-size="{CELL * 0.32:.0f}" font-weight="bold">{escape(text)}</text>')


def _note(text: str, top: float, high: float) -> str:
    return (f'<text x="{CHIPS_AT:.0f}" y="{_baseline(top, high):.0f}" font-family="sans-serif" '
            f'font-size="{CELL * 0.32:.0f}">{escape(text)}</text>')


CHIPS_AT = CELL * 4.4   # where a row's cards or tokens start, after its heading


def _chips(kind: str, counts: Iterable[tuple[str, int]], top: float, high: float, targets: dict[str, str],
           legal: frozenset[str] = frozenset(), picked: frozenset[str] = frozenset(),
           place: Optional["Place"] = None) -> str:
    """Cards or tokens with their counts; a chip that is a click target is one group carrying it, as high
    as its row. With a `place` (a hand or the piles) every chip is a named part of the keyboard grid."""
    at, out, size = CHIPS_AT, [], CELL * 0.62
    y = top + (high - size) / 2
    for col, (c, n) in enumerate(counts):
        target = targets.get(c)
        pic = (token(c, at + size / 2, y + size / 2, size * 0.45) if kind == "token"
               else card(c, at, y, size, 3.5 if target in picked else 1.5))
        text = (f'<text x="{at + size + 3:.0f}" y="{_baseline(top, high):.0f}" font-family="sans-serif" '
                f'font-size="{CELL * 0.32:.0f}">{n}</text>')
        # in a hand or the piles the hit area is the chip's part of the keyboard grid, named
        role = "" if target else ' role="img"'
        named = "" if place is None else f'{grid(place.row, col)}{role} aria-label="{escape(place.name(c, n, target))}"'
        hit = (f'<rect x="{at - 2:.0f}" y="{top:.0f}" width="{size + CELL * 0.55:.0f}" height="{high:.0f}" '
               f'fill="#fff" fill-opacity="0"{named}/>')
        if target is not None:
            cls = "tutor-card" + (" tutor-legal" if target in legal else "") + (" tutor-picked" if target in picked else "")
            out.append(f'<g class="{cls}" data-action="{escape(target)}">{hit}{pic}{text}</g>')
        elif place is not None:
            out.append(f'<g class="tutor-card-count">{hit}{pic}{text}</g>')
        else:
            out.append(pic + text)
        at += size + CELL * 0.62
    return "".join(out)


def left(n: int, whose: str) -> Text:
    """How many cards are left in your hand ("own"), another seat's ("other") or a pile (""): "2 left", "none
    left" (Spanish with its pronoun: "te quedan 2", "no le queda ninguna", "queda 1")."""
    if whose == "own":
        return (Text("{n} left", plural="{n} left", n=n, context="muros your hand").format() if n else
                Text("none left", context="muros your hand"))
    if whose == "other":
        return (Text("{n} left", plural="{n} left", n=n, context="muros hand of").format() if n else
                Text("none left", context="muros hand of"))
    return (Text("{n} left", plural="{n} left", n=n, context="muros pile").format() if n else
            Text("none left", context="muros pile"))


class Place(NamedTuple):
    """A row of cards in the keyboard grid (a hand, the piles): its row and how a chip there is named."""

    row: int
    lang: str
    words: Text                       # "{colour} card from your hand, {n} left" and the like
    seat: str = ""
    legal: frozenset[str] = frozenset()
    picked: frozenset[str] = frozenset()

    def name(self, c: str, n: int, target: Optional[str]) -> str:
        """"red card from your hand, 2 left, you may play it"."""
        whose = "own" if self.words is WORDS["from-hand"] else "other" if self.words is WORDS["from-hand-of"] else ""
        text = self.words.format(colour=colour(c), left=left(n, whose), seat=self.seat)(self.lang)
        if target is not None and target in self.picked:
            return text + WORDS["picked"](self.lang)
        return text + (WORDS["play-it"](self.lang) if target is not None and target in self.legal else "")


Body = Callable[[float, float], str]   # (top, height) -> a row's contents drawn there


class Row(NamedTuple):
    """A row below the board: its height, and how to draw it at a given top."""

    height: float
    draw: Callable[[float], str]


def _info_rows(state: MurosState, seat: Optional[int], lang: str, legal: frozenset[str], picked: frozenset[str],
               lit: frozenset[str]) -> list[Row]:
    """The rows below the board: tokens left on it, hands, piles, captures, as `seat` may see them."""
    return [_counts_row(state, lang, lit)] + _card_rows(state, seat, lang, legal, picked, lit) + \
        _capture_rows(state, seat, lang)


def _counts_row(state: MurosState, lang: str, lit: frozenset[str]) -> Row:
    counts = state.board_counts()
    return _row(WORDS["on-board"](lang), "counts" in lit, _chip_row("token", [(c, counts[c]) for c in CARD_COLOURS]))


def _row(head: str, frame: bool, body: Body, targets: bool = False) -> Row:
    """A row: its heading, then its body, at the row's top; a row that may carry click targets (a hand,
    the piles) is taller, whether or not it carries any now, so the board never changes height in play."""
    high = (TARGET_ROW if targets else ROW) * CELL
    return Row(high, lambda top: _head(head, top, high, frame) + body(top, high))


def _chip_row(kind: str, counts: list[tuple[str, int]], targets: Optional[dict[str, str]] = None,
              legal: frozenset[str] = frozenset(), picked: frozenset[str] = frozenset(),
              place: Optional[Place] = None) -> Body:
    return lambda top, high: _chips(kind, counts, top, high, targets or {}, legal, picked, place)


def _note_row(text: str) -> Body:
    return lambda top, high: _note(text, top, high)


def _card_rows(state: MurosState, seat: Optional[int], lang: str, legal: frozenset[str], picked: frozenset[str],
               lit: frozenset[str]) -> list[Row]:
    """The hands `seat` may see (the one to move carries its cards as click targets), the sizes of the
    others (MU3), and the face-up piles (MU4)."""
    rows: list[Row] = []
    others = []
    for s, hand in enumerate(state.hands):
        if seat is None or s == seat:
            own = s == seat
            head = (WORDS["hand"] if own else WORDS["hand-of"].format(seat=seat_label(s)))(lang)
            targets = {c: c for c, n in zip(CARD_COLOURS, hand) if n} if s == state.turn else {}
            place = Place(HAND_ROW + len(rows), lang, WORDS["from-hand" if own else "from-hand-of"], seat_label(s),
                          legal, picked)
            rows.append(_row(head, "hand" in lit, _chip_row("card", list(zip(CARD_COLOURS, hand)), targets, legal,
                                                            picked, place), targets=True))
        else:
            n = sum(hand)
            others.append(f"{seat_label(s)}: " + cards(n)(lang))
    place = Place(HAND_ROW + len(rows), lang, WORDS["from-pile"], "", legal, picked)
    if others:
        rows.append(_row(WORDS["others"](lang), False, _note_row(" · ".join(others))))
    piles = {c: f"{c} pile" for c, n in zip(CARD_COLOURS, state.piles) if n}
    rows.append(_row(WORDS["piles"](lang), "piles" in lit,
                     _chip_row("card", list(zip(CARD_COLOURS, state.piles)), piles, legal, picked, place),
                     targets=True))
    return rows


def _capture_rows(state: MurosState, seat: Optional[int], lang: str, always: bool = False) -> list[Row]:
    """A row per seat once anything is captured; another seat's only as a total under HIDDEN_CAPTURES."""
    if not always and not any(map(any, state.captured)):
        return []
    rows: list[Row] = []
    for s, caps in enumerate(state.captured):
        head = WORDS["captured"].format(seat=seat_label(s))(lang)
        if seat is None or s == seat or HIDDEN_CAPTURES not in state.variants:
            rows.append(_row(head, False, _chip_row("token", list(zip(CARD_COLOURS, caps)))))
        else:
            rows.append(_row(head, False, _note_row(WORDS["hidden"].format(n=sum(caps))(lang))))
    return rows


def _region(state: MurosState, seat: Optional[int], lang: str, region: str, legal: frozenset[str],
            picked: frozenset[str], lit: frozenset[str]) -> str:
    """One part of the board drawn alone, for a question about it."""
    if region.startswith("line:") and region[5:] in SLOT_INDEX:
        slot = region[5:]
        return line_svg(read_line(state.board, slot), slot, state.slot(slot) or None,
                        facing=state.slot(opposite(slot)) or None, lang=lang)
    if region not in REGIONS:
        raise ValueError(f"unknown Muros region {region[:40]!r}: expected 'line:' and a slot (W1-W9, E1-E9, "
                         f"N1-N9, S1-S9), or one of {', '.join(REGIONS)}")
    rows = ([_counts_row(state, lang, lit)] + _capture_rows(state, seat, lang, always=True) if region == "score"
            else _card_rows(state, seat, lang, legal, picked, lit))
    width, height = (SIZE + 2) * CELL, sum(row.height for row in rows) + 4
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-muros-svg tutor-region" width="{width}" '
           f'height="{height:.0f}" viewBox="0 0 {width} {height:.0f}" role="group" '
           f'aria-label="{escape(WORDS["board"](lang))}">']
    top: float = 2
    for row in rows:
        out.append(row.draw(top))
        top += row.height
    return "".join(out) + "</svg>"


def line_svg(line: str, slot: str, card_colour: Optional[str] = None, ring: Iterable[int] = (),
             cross: Iterable[int] = (), facing: Optional[str] = None, lang: str = "en") -> str:
    """One line as it lies on the board, with its two slots: a row across, a column down. `line` is
    written from `slot`'s end (index 0 next to the card), as MU13 reads it; `card_colour` is the card in
    `slot`, `facing` the one at the other end; cells in `ring` are ringed (counted), in `cross` crossed
    out (removed), both by their index in `line`."""
    check_lang(lang)
    ringed, crossed = set(ring), set(cross)
    far_first = slot[0] in "ES"                         # the card sits at the right or bottom end
    at = {i: (SIZE - i if far_first else i + 1) for i in range(SIZE)}
    horizontal = slot[0] in "WE"
    length = (SIZE + 2) * CELL
    width, height = (length, CELL) if horizontal else (CELL, length)
    name = slot_name(slot)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-muros-line" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(WORDS["line"].format(slot=name)(lang))}">']

    def xy(pos: int) -> tuple[int, int]:
        return (pos * CELL, 0) if horizontal else (0, pos * CELL)

    ends = {slot: card_colour, opposite(slot): facing}
    for end, c in ends.items():
        x, y = xy(SIZE + 1 if (end[0] in "ES") else 0)
        if c:
            out.append(card(c, x + 3, y + 3, CELL - 6, 2))
        else:
            out.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="#f4f4f4" '
                       f'stroke="#222" stroke-width="{2 if end == slot else 1}"/><text x="{x + CELL / 2}" '
                       f'y="{y + CELL * 0.6:.0f}" text-anchor="middle" font-family="sans-serif" '
                       f'font-size="{CELL * 0.3:.0f}" fill="#444">{slot_name(end)(lang)}</text>')
    for i, t in enumerate(line):
        x, y = xy(at[i])
        out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#d8d2c4" stroke="#b0a890"/>')
        cx, cy = x + CELL / 2, y + CELL / 2
        if t != ".":
            out.append(token(t, cx, cy, CELL * 0.4))
        if i in ringed:
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{CELL * 0.47}" fill="none" stroke="#000" stroke-width="3" '
                       f'stroke-dasharray="4 2"/>')
        if i in crossed:
            out.append(f'<path d="M{x + 6} {y + 6} L{x + CELL - 6} {y + CELL - 6} M{x + CELL - 6} {y + 6} '
                       f'L{x + 6} {y + CELL - 6}" stroke="#000" stroke-width="4"/>')
    return "".join(out) + "</svg>"
