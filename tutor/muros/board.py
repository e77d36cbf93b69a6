"""Muros geometry and the line algorithm: slots, lines, push_line (MU13, MU14)."""
from __future__ import annotations

from typing import Iterable

from ..core.arguments import typed_arguments

SIZE = 9
EMPTY = "."
CARD_COLOURS = "YBRG"          # MU1: cards come in four colours
TOKEN_COLOURS = "YBRGW"        # white is a token colour only
TOKENS_PER_COLOUR = {"Y": 17, "B": 17, "R": 17, "G": 17, "W": 13}   # 81 tokens (MU2)
CARDS_PER_COLOUR = 9           # A11: 36 cards, 9 of each colour (ASSUMPTION)
SIDES = "WENS"
SLOTS: tuple[str, ...] = tuple(f"{side}{i}" for side in SIDES for i in range(1, SIZE + 1))
SLOT_INDEX = {s: n for n, s in enumerate(SLOTS)}
_OPPOSITE_SIDE = {"W": "E", "E": "W", "N": "S", "S": "N"}
# The 18 lines by their two end slots: rows 1..9 (W, E), then columns 1..9 (N, S).
LINES: tuple[tuple[str, str], ...] = tuple((f"{a}{i}", f"{b}{i}") for a, b in ("WE", "NS")
                                           for i in range(1, SIZE + 1))

# Variants that change the line algorithm.
COUNT_CELLS = "COUNT_CELLS"
COMPACT_SHIFT = "COMPACT_SHIFT"
SHIFT_TOWARD_CARD = "SHIFT_TOWARD_CARD"
SHIFT_ON_ZERO = "SHIFT_ON_ZERO"
LINE_VARIANTS = frozenset({COUNT_CELLS, COMPACT_SHIFT, SHIFT_TOWARD_CARD, SHIFT_ON_ZERO})
# rules/muros.md §4.2: COUNT_CELLS is not defined together with SHIFT_TOWARD_CARD
LINE_VARIANT_CONFLICTS = (frozenset({COUNT_CELLS, SHIFT_TOWARD_CARD}),)


def opposite(slot: str) -> str:
    """The slot at the other end of the same line: W3 <-> E3, N5 <-> S5 (MU9, A5)."""
    return _OPPOSITE_SIDE[slot[0]] + slot[1:]


def _line_cells(slot: str) -> tuple[tuple[int, int], ...]:
    side, i = slot[0], int(slot[1:]) - 1
    if side == "W":
        return tuple((i, c) for c in range(SIZE))
    if side == "E":
        return tuple((i, c) for c in range(SIZE - 1, -1, -1))
    if side == "N":
        return tuple((r, i) for r in range(SIZE))
    return tuple((r, i) for r in range(SIZE - 1, -1, -1))


# (row, col) of the slot's line, from the cell next to the card (0) to the far end (8).
LINE_CELLS: dict[str, tuple[tuple[int, int], ...]] = {s: _line_cells(s) for s in SLOTS}
# The same as flat board indices (row * 9 + col), for the hot path.
LINE_INDEX: dict[str, tuple[int, ...]] = {s: tuple(r * SIZE + c for r, c in LINE_CELLS[s]) for s in SLOTS}


def line_cells(slot: str) -> tuple[tuple[int, int], ...]:
    """The 9 cells (row, col), 0-based, of the slot's line, nearest the card first."""
    try:
        return LINE_CELLS[slot]
    except KeyError:
        raise ValueError(f"unknown slot {slot!r}: expected W1..W9, E1..E9, N1..N9 or S1..S9") from None


def read_line(board: str, slot: str) -> str:
    """The slot's line read from the card's end (board: 81 characters, row by row)."""
    side, i = slot[0], int(slot[1:]) - 1
    if side == "W":
        return board[i * SIZE:(i + 1) * SIZE]
    if side == "E":
        return board[i * SIZE:(i + 1) * SIZE][::-1]
    if side == "N":
        return board[i::SIZE]
    return board[i::SIZE][::-1]


def write_line(board: str, slot: str, line: str) -> str:
    """The board with the slot's line replaced by `line` (written from the card's end)."""
    side, i = slot[0], int(slot[1:]) - 1
    if side in "WE":
        return board[:i * SIZE] + (line if side == "W" else line[::-1]) + board[(i + 1) * SIZE:]
    cells = bytearray(board, "ascii")
    cells[i::SIZE] = (line if side == "N" else line[::-1]).encode("ascii")
    return cells.decode("ascii")


def _slide_away(line: str, compact: bool) -> str:
    """Slide the tokens toward the far end until the far cell holds one (MU13.4)."""
    if compact:                                          # A3 COMPACT_SHIFT
        tokens = line.replace(EMPTY, "")
        return EMPTY * (SIZE - len(tokens)) + tokens
    stripped = line.rstrip(EMPTY)
    return EMPTY * (SIZE - len(stripped)) + stripped     # rigid: inner gaps kept


def _slide_toward(line: str, compact: bool) -> str:
    """A1 SHIFT_TOWARD_CARD: slide toward the card until the near cell holds a token."""
    if compact:
        tokens = line.replace(EMPTY, "")
        return tokens + EMPTY * (SIZE - len(tokens))
    stripped = line.lstrip(EMPTY)
    return stripped + EMPTY * (SIZE - len(stripped))


@typed_arguments
def push_stages(line: str, colour: str, variants: Iterable[str] = ()) -> tuple[int, str, str, str]:
    """MU13 in stages: (k counted, line after removal, line after the slide, removed tokens)."""
    v = variants if isinstance(variants, (set, frozenset)) else frozenset(variants)
    k = line.count(colour)                               # MU13.1 (white never counts)
    if k == 0:                                           # MU13.2 / A4
        if SHIFT_ON_ZERO in v:
            slid = (_slide_toward if SHIFT_TOWARD_CARD in v else _slide_away)(line, COMPACT_SHIFT in v)
            return 0, line, slid, ""
        return 0, line, line, ""
    if COUNT_CELLS in v:                                 # A2: clear the k far cells
        removed = "".join(t for t in reversed(line[SIZE - k:]) if t != EMPTY)
        cleared = line[: SIZE - k] + EMPTY * k
        if COMPACT_SHIFT in v:
            return k, cleared, _slide_away(cleared, True), removed
        return k, cleared, EMPTY * k + line[: SIZE - k], removed
    cells = list(line)                                   # MU13.3: k tokens from the far end
    taken: list[str] = []
    i = SIZE - 1
    while len(taken) < k:
        if cells[i] != EMPTY:
            taken.append(cells[i])
            cells[i] = EMPTY
        i -= 1
    after = "".join(cells)
    if SHIFT_TOWARD_CARD in v:                           # MU14 / A1
        slid = _slide_toward(after, COMPACT_SHIFT in v)
    else:
        slid = _slide_away(after, COMPACT_SHIFT in v)    # MU13.4
    return k, after, slid, "".join(taken)


def check_line_variants(variants: Iterable[str]) -> None:
    """Refuse the one undefined combination (LINE_VARIANT_CONFLICTS): COUNT_CELLS with SHIFT_TOWARD_CARD."""
    v = set(variants)
    if any(clash <= v for clash in LINE_VARIANT_CONFLICTS):
        raise ValueError("COUNT_CELLS and SHIFT_TOWARD_CARD cannot be combined: COUNT_CELLS "
                         "slides the line k cells away from the card, SHIFT_TOWARD_CARD toward it")


@typed_arguments
def push_line(line: str, colour: str, variants: Iterable[str] = ()) -> tuple[str, str]:
    """MU13: place a `colour` card at index 0 of `line`; returns (new line, removed far-first).

    >>> push_line("RBYRGWBRG", "R")
    ('...RBYRGW', 'GRB')
    """
    if not isinstance(line, str) or len(line) != SIZE or any(t not in TOKEN_COLOURS + EMPTY for t in line):
        raise ValueError(f"a line is 9 characters from {TOKEN_COLOURS} or '.', written from "
                         f"the card's end; got {line!r}")
    if not isinstance(colour, str) or len(colour) != 1 or colour not in CARD_COLOURS:
        raise ValueError(f"a card colour is one of {', '.join(CARD_COLOURS)}; got {colour!r}")
    v = frozenset(variants)
    unknown = v - LINE_VARIANTS
    if unknown:
        raise ValueError(f"unknown line variant(s) {sorted(unknown)}; known: {sorted(LINE_VARIANTS)}")
    check_line_variants(v)
    _, _, slid, removed = push_stages(line, colour, v)
    return slid, removed
