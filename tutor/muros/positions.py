"""Muros positions: the documented position format, its checks, and make_position for lessons.

A position is the JSON-able dict that g.position() returns and new_game("muros", position=...)
starts from (the format is described in the package docstring, tutor/muros/__init__.py).
check_snapshot refuses anything that breaks an invariant of the rules with a ValueError that
names what is wrong; make_position lets a lesson write only what matters and fills the rest
deterministically from a seed.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Mapping, Optional, Sequence

from ..core import rng
from ..core.arguments import typed_arguments
from ..core.i18n import seat_label
from .board import (CARD_COLOURS, CARDS_PER_COLOUR, LINES, SIZE, SLOT_INDEX, SLOTS, TOKEN_COLOURS,
                    TOKENS_PER_COLOUR, check_line_variants)
from .state import ALL_CARDS, ALLOW_PASS, HAND_SIZE, HIDDEN_CAPTURES, PHASE1_CARDS, VARIANTS, MurosState

FIELDS = ("game", "players", "variants", "board", "slots", "hands", "piles", "captured", "removed",
          "turn", "passes")
FILL = "?"  # in make_position: a cell the seed fills

# -- snapshot and restore --------------------------------------------------------------------------

def _named(counts: Sequence[int], colours: str = CARD_COLOURS) -> dict[str, int]:
    return dict(zip(colours, counts))


def snapshot(state: MurosState) -> dict:
    """The position format of a state (see the package docstring)."""
    return {
        "game": "muros",
        "players": state.players,
        "variants": sorted(state.variants),
        "board": [state.row(r) for r in range(SIZE)],
        "slots": {s: c for s, c in zip(SLOTS, state.slots) if c},
        "hands": [_named(h) for h in state.hands],
        "piles": _named(state.piles),
        "captured": [_named(c) for c in state.captured],
        "removed": _named(state.removed, TOKEN_COLOURS),
        "turn": state.turn,
        "passes": state.passes,
    }


def restore(snap: Mapping[str, Any]) -> MurosState:
    """The state a position describes; a ValueError naming what is wrong if it is not possible."""
    check_snapshot(snap)
    slots = tuple(snap["slots"].get(s, "") for s in SLOTS)
    return MurosState(
        players=snap["players"], variants=frozenset(snap["variants"]), board="".join(snap["board"]),
        slots=slots, hands=tuple(_counts(h) for h in snap["hands"]), piles=_counts(snap["piles"]),
        captured=tuple(_counts(c) for c in snap["captured"]),
        removed=_counts(snap["removed"], TOKEN_COLOURS), placed=sum(1 for c in slots if c),
        turn=snap["turn"], passes=snap["passes"])


def _counts(named: Mapping[str, int], colours: str = CARD_COLOURS) -> Any:
    return tuple(named[c] for c in colours)


# -- checks ------------------------------------------------------------------------------------------

def _refuse(message: str) -> ValueError:
    return ValueError(f"Muros position: {message}")


def _show(value: Any, limit: int = 40) -> str:
    """A short repr of a bad value (never a huge echo)."""
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _check_counts(value: Any, colours: str, what: str) -> None:
    """A dict with exactly one whole number >= 0 per colour."""
    if not isinstance(value, Mapping) or set(value) != set(colours):
        raise _refuse(f"{what} must be a dict with a count for each of {', '.join(colours)}, "
                      f"not {_show(value)}")
    bad = [c for c in colours if not _is_count(value[c])]
    if bad:
        raise _refuse(f"{what}[{bad[0]!r}] must be a whole number >= 0, not {_show(value[bad[0]])}")


def check_snapshot(snap: Any) -> None:
    """Raise ValueError (naming what is wrong) unless snap is a possible Muros position.

    Fields and types first, then the invariants of the rules: 81 tokens 17/17/17/17/13 on the
    board, removed and captured (MU2); 36 cards, 9 per colour, in hands, piles and slots (MU5, A11);
    no hand above its deal (MU3); one card per line in phase 1 and at least one after it (MU9,
    MU10); no capture before phase 2 (MU17); whose turn (MU8, MU12, A9)."""
    if not isinstance(snap, Mapping):
        raise _refuse(f"a position is a dict made by g.position() or make_position(), not {type(snap).__name__}")
    missing = [f for f in FIELDS if f not in snap]
    unknown = sorted(_show(k) for k in snap if k not in FIELDS)
    if unknown:
        raise _refuse(f"unknown field(s) {', '.join(unknown)}; the fields are {', '.join(FIELDS)}")
    if missing:
        raise _refuse(f"missing field(s) {', '.join(missing)}; the fields are {', '.join(FIELDS)}")
    if snap["game"] != "muros":
        raise _refuse(f"'game' must be 'muros', not {_show(snap['game'])}")
    players = snap["players"]
    if type(players) is not int or players not in HAND_SIZE:
        raise _refuse(f"Muros has 2 to 4 players (MU1), not {_show(players)}")
    variants = _check_variants(snap["variants"])
    _check_board(snap["board"])
    _check_slots(snap["slots"])
    for name, colours in (("hands", CARD_COLOURS), ("captured", CARD_COLOURS)):
        value = snap[name]
        if not isinstance(value, list) or len(value) != players:
            raise _refuse(f"'{name}' must be a list with one dict per seat ({players}), not {_show(value)}")
        for seat, counts in enumerate(value):
            _check_counts(counts, colours, f"{name}[{seat}]")
    _check_counts(snap["piles"], CARD_COLOURS, "piles")
    _check_counts(snap["removed"], TOKEN_COLOURS, "removed")
    turn, passes = snap["turn"], snap["passes"]
    if turn is not None and (type(turn) is not int or not 0 <= turn < players):
        raise _refuse(f"'turn' must be the seat to move, 0 to {players - 1}, or None when the game "
                      f"is over, not {_show(turn)}")
    if not _is_count(passes):
        raise _refuse(f"'passes' must be a whole number >= 0, not {_show(passes)}")
    _check_tokens(snap)
    _check_cards(snap, players)
    _check_lines(snap)
    _check_turn(snap, players, variants)


def _check_variants(value: Any) -> frozenset[str]:
    if not isinstance(value, list) or not all(type(v) is str for v in value):
        raise _refuse(f"'variants' must be a list of variant names, not {_show(value)}")
    unknown = sorted(_show(v) for v in value if v not in VARIANTS)
    if unknown:
        raise _refuse(f"unknown variant(s) {', '.join(unknown)}; known: {', '.join(sorted(VARIANTS))}")
    if len(set(value)) != len(value):
        raise _refuse(f"'variants' names a variant twice: {_show(value)}")
    chosen = frozenset(value)
    try:
        check_line_variants(chosen)
    except ValueError as err:
        raise _refuse(str(err)) from None
    return chosen


def _check_board(board: Any) -> None:
    if (not isinstance(board, list) or len(board) != SIZE
            or not all(type(row) is str and len(row) == SIZE for row in board)):
        raise _refuse(f"'board' must be a list of 9 rows (top first), each 9 characters West to East, "
                      f"not {_show(board)}")
    for r, row in enumerate(board):
        bad = [t for t in row if t not in TOKEN_COLOURS + "."]
        if bad:
            raise _refuse(f"board row {r + 1} holds {bad[0]!r}; a cell is one of Y B R G W or '.' (empty)")


def _check_slots(slots: Any) -> None:
    if not isinstance(slots, Mapping):
        raise _refuse(f"'slots' must be a dict of the filled slots, like {{'W3': 'R'}}, not {_show(slots)}")
    for slot, card in slots.items():
        if slot not in SLOT_INDEX:
            raise _refuse(f"unknown slot {_show(slot)} in 'slots'; slots are W1-W9, E1-E9, N1-N9, S1-S9")
        if type(card) is not str or len(card) != 1 or card not in CARD_COLOURS:
            raise _refuse(f"slot {slot} holds {_show(card)}; a card is one of Y B R G")


def _check_tokens(snap: Mapping[str, Any]) -> None:
    """MU2: every token is on the board, removed (MU15) or captured (MU19); white is never captured."""
    board = "".join(snap["board"])
    for t, expected in TOKENS_PER_COLOUR.items():
        captured = sum(c[t] for c in snap["captured"]) if t != "W" else 0
        found = board.count(t) + snap["removed"][t] + captured
        if found != expected:
            raise _refuse(f"expected {expected} {t} tokens on the board, removed and captured together "
                          f"(MU2), found {found}")


def _check_cards(snap: Mapping[str, Any], players: int) -> None:
    """MU5/A11: 9 cards per colour in hands, piles and slots; MU3: no hand above its deal."""
    slots = list(snap["slots"].values())
    for c in CARD_COLOURS:
        found = slots.count(c) + snap["piles"][c] + sum(h[c] for h in snap["hands"])
        if found != CARDS_PER_COLOUR:
            raise _refuse(f"expected {CARDS_PER_COLOUR} {c} cards in hands, piles and slots together "
                          f"(MU5), found {found}")
    for seat, hand in enumerate(snap["hands"]):
        if sum(hand.values()) > HAND_SIZE[players]:
            raise _refuse(f"{seat_label(seat)} holds {sum(hand.values())} cards, but with {players} players "
                          f"a hand is dealt {HAND_SIZE[players]} and never grows (MU3)")


def _check_lines(snap: Mapping[str, Any]) -> None:
    """MU9/MU10: at most one card per line while phase 1 lasts, at least one once it is over;
    MU17: captures happen only in phase 2."""
    slots = snap["slots"]
    placed = len(slots)
    for a, b in LINES:
        cards = (a in slots) + (b in slots)
        if cards == 2 and placed <= PHASE1_CARDS:
            raise _refuse(f"{a} and {b} both hold a card, but with {placed} cards placed the game is in "
                          f"phase 1, where a card never faces another (MU9)")
        if cards == 0 and placed >= PHASE1_CARDS:
            raise _refuse(f"the line of {a} and {b} holds no card, but with {placed} cards placed phase 1 "
                          f"is over and every line holds one (MU10)")
    if placed <= PHASE1_CARDS and any(any(c.values()) for c in snap["captured"]):
        raise _refuse(f"tokens are captured only in phase 2 (MU17, MU19), but only {placed} cards are placed")


def _check_turn(snap: Mapping[str, Any], players: int, variants: frozenset[str]) -> None:
    """MU12: over after the 36th card; A9: or after a round of passes; MU8: the seat to move can play."""
    turn, passes, placed = snap["turn"], snap["passes"], len(snap["slots"])
    if passes and ALLOW_PASS not in variants:
        raise _refuse(f"'passes' is {passes}, but passing needs the variant ALLOW_PASS (MU8)")
    if passes > players:
        raise _refuse(f"'passes' counts passes in a row, at most one per player ({players}), not {passes}")
    if placed == ALL_CARDS:
        if turn is not None or passes:
            raise _refuse("all 36 cards are placed, so the game is over (MU12): 'turn' must be None "
                          "and 'passes' 0")
        return
    if turn is None:
        if passes != players:
            raise _refuse(f"'turn' is None (game over) but only {placed} cards are placed; the game ends "
                          f"early only when every player passes in a row (ALLOW_PASS)")
        return
    if passes == players:
        raise _refuse("every player has passed in a row, so the game is over: 'turn' must be None")
    if not any(snap["hands"][turn].values()) and not any(snap["piles"].values()):
        raise _refuse(f"{seat_label(turn)} is to move but has no card in hand and every pile is empty, "
                      "so their turn would be skipped (MU8)")


# -- make_position -------------------------------------------------------------------------------------

Cell = tuple[int, int]


@typed_arguments
def make_position(rows: Optional[Mapping[int, str]] = None, *, cols: Optional[Mapping[int, str]] = None,
                  cells: Optional[Mapping[Cell, str]] = None, board: Optional[Sequence[str]] = None,
                  hands: Optional[Sequence[Mapping[str, int]]] = None, players: Optional[int] = None,
                  slots: Optional[Mapping[str, str]] = None, placed: Optional[int] = None,
                  piles: Optional[Mapping[str, int]] = None,
                  captured: Optional[Sequence[Mapping[str, int]]] = None, turn: Optional[int] = 0,
                  passes: int = 0, variants: Iterable[str] = (), fill: bool = True, seed: int = 0) -> dict:
    """A checked position from the few things a lesson cares about; the seed fills the rest.

        make_position(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1}])

    rows / cols: {number: 9 characters} (1-based; a row West to East, a column North to South);
    cells: {(row, col): token} (1-based); board: 9 row strings. Characters are Y B R G W, "." for an
    empty cell and "?" for one the seed fills (spaces are ignored). Unnamed cells are filled from
    the tokens left (fill=False leaves them empty); tokens that find no cell are `removed`.
    hands: one dict per seat (players is then their number); left out, each seat is dealt
    its MU3 hand less one card per round already played. slots: {"W3": "R"}; placed: how many cards
    are on the board in all (more than `slots` names: the seed places the others, one per line
    first (MU10), and keeps off the lines the lesson names while it can). piles: left out, every
    card not in a hand or a slot. captured: one dict per seat. turn: the seat to move (None once
    the game is over). Anything impossible is a ValueError saying what is wrong.
    """
    if type(seed) is not int or not 0 <= seed < 2**64:
        raise ValueError(f"make_position: seed must be a whole number from 0 to 2**64 - 1, not {_show(seed)}")
    chance = rng.seed_state(seed)
    players = _players(hands, players)
    names = _variant_names(variants)
    grid = _grid(board, rows, cols, cells)
    caps = [_colour_counts(c, CARD_COLOURS, f"captured[{i}]") for i, c in enumerate(captured or [])]
    if captured is not None and len(caps) != players:
        raise ValueError(f"make_position: captured needs one dict per seat ({players}), not {len(caps)}")
    caps = caps or [dict.fromkeys(CARD_COLOURS, 0) for _ in range(players)]
    grid, removed, chance = _fill_board(grid, caps, fill, chance)
    slot_cards, chance = _fill_slots(slots or {}, placed, rows or {}, cols or {}, hands, piles, players,
                                     chance)
    deck, chance = _cards_left(slot_cards, hands, piles, players, chance)
    if hands is None:
        per_seat = max(0, HAND_SIZE[players] - len(slot_cards) // players)
        dealt = []
        for _ in range(players):
            take, deck = deck[:per_seat], deck[per_seat:]
            dealt.append({c: take.count(c) for c in CARD_COLOURS})
    else:
        dealt = [_colour_counts(h, CARD_COLOURS, f"hands[{i}]") for i, h in enumerate(hands)]
    pile_counts = ({c: deck.count(c) for c in CARD_COLOURS} if piles is None
                   else _colour_counts(piles, CARD_COLOURS, "piles"))
    position = {
        "game": "muros", "players": players, "variants": names,
        "board": ["".join(grid[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)],
        "slots": {s: slot_cards[s] for s in SLOTS if s in slot_cards},
        "hands": dealt, "piles": pile_counts, "captured": caps, "removed": removed,
        "turn": turn, "passes": passes,
    }
    check_snapshot(position)
    return position


def _players(hands: Optional[Sequence[Mapping[str, int]]], players: Optional[int]) -> int:
    if hands is not None:
        if isinstance(hands, (str, Mapping)) or not isinstance(hands, Sequence):
            raise ValueError(f"make_position: hands is a list with one dict per seat, not {_show(hands)}")
        if players is not None and players != len(hands):
            raise ValueError(f"make_position: players={_show(players)} but {len(hands)} hands are given")
        players = len(hands)
    players = 2 if players is None else players
    if type(players) is not int or players not in HAND_SIZE:
        raise ValueError(f"make_position: Muros has 2 to 4 players (MU1), not {_show(players)}")
    return players


def _variant_names(variants: Iterable[str]) -> list[str]:
    if isinstance(variants, str):
        variants = [variants]
    try:
        names = sorted(set(variants))
    except TypeError:
        raise ValueError(f"make_position: variants is a set of variant names, not {_show(variants)}") from None
    _check_variants(names)
    return names


def _colour_counts(spec: Any, colours: str, what: str) -> dict[str, int]:
    """{colour: count} with every colour present (missing ones 0); a ValueError for anything else."""
    if not isinstance(spec, Mapping):
        raise ValueError(f"make_position: {what} is a dict like {{'R': 2}}, not {_show(spec)}")
    unknown = [k for k in spec if k not in set(colours)]
    if unknown:
        raise ValueError(f"make_position: {what} names {_show(unknown[0])}; the colours are {', '.join(colours)}")
    bad = [k for k, n in spec.items() if not _is_count(n)]
    if bad:
        raise ValueError(f"make_position: {what}[{bad[0]!r}] must be a whole number >= 0, not {_show(spec[bad[0]])}")
    return {c: spec.get(c, 0) for c in colours}


def _grid(board: Optional[Sequence[str]], rows: Optional[Mapping[int, str]],
          cols: Optional[Mapping[int, str]], cells: Optional[Mapping[Cell, str]]) -> list[str]:
    """The 81 cells as given (FILL where nothing is said); two different values for a cell refuse."""
    grid = [FILL] * (SIZE * SIZE)
    said: dict[int, str] = {}

    def put(index: int, token: str, where: str) -> None:
        if len(token) != 1 or token not in TOKEN_COLOURS + "." + FILL:
            raise ValueError(f"make_position: {where} holds {token!r}; a cell is Y B R G W, '.' or '?'")
        if token == FILL:
            return
        if said.get(index, token) != token:
            raise ValueError(f"make_position: cell (row {index // SIZE + 1}, column {index % SIZE + 1}) "
                             f"is given as both {said[index]} and {token}")
        said[index] = grid[index] = token

    def line(text: Any, where: str) -> str:
        flat = "".join(text.split()) if type(text) is str else None
        if flat is None or len(flat) != SIZE:
            raise ValueError(f"make_position: {where} must be 9 characters, not {_show(text)}")
        return flat

    if board is not None:
        if isinstance(board, str) or not isinstance(board, Sequence) or len(board) != SIZE:
            raise ValueError(f"make_position: board is a list of 9 row strings, not {_show(board)}")
        for r, text in enumerate(board):
            for c, t in enumerate(line(text, f"board row {r + 1}")):
                put(r * SIZE + c, t, f"board row {r + 1}")
    for name, spec in (("row", rows), ("column", cols)):
        if spec is None:
            continue
        if not isinstance(spec, Mapping):
            raise ValueError(f"make_position: {name}s is a dict like {{3: 'RBYRGWBRG'}}, not {_show(spec)}")
        for number, text in spec.items():
            if type(number) is not int or not 1 <= number <= SIZE:
                raise ValueError(f"make_position: a {name} number is 1 to 9, not {_show(number)}")
            for i, t in enumerate(line(text, f"{name} {number}")):
                index = (number - 1) * SIZE + i if name == "row" else i * SIZE + number - 1
                put(index, t, f"{name} {number}")
    for key, t in (cells or {}).items():
        if (not isinstance(key, tuple) or len(key) != 2 or not all(type(k) is int and 1 <= k <= SIZE for k in key)):
            raise ValueError(f"make_position: a cell is (row, column), each 1 to 9, not {_show(key)}")
        if type(t) is not str:
            raise ValueError(f"make_position: cell {key} holds {_show(t)}; a cell is Y B R G W, '.' or '?'")
        put((key[0] - 1) * SIZE + key[1] - 1, t, f"cell {key}")
    return grid


def _fill_board(grid: list[str], caps: list[dict[str, int]], fill: bool, chance: int):
    """MU2: the tokens not named (nor captured) fill the FILL cells in a seeded order; the rest are removed."""
    left = dict(TOKENS_PER_COLOUR)
    for t in grid:
        if t in left:
            left[t] -= 1
    for cap in caps:
        for c, n in cap.items():
            left[c] -= n
    over = [t for t, n in left.items() if n < 0]
    if over:
        t = over[0]
        raise ValueError(f"make_position: the board and the captures use {TOKENS_PER_COLOUR[t] - left[t]} "
                         f"{t} tokens, but there are {TOKENS_PER_COLOUR[t]} (MU2)")
    bag, chance = rng.shuffled("".join(t * n for t, n in left.items()), chance)
    free = [i for i, t in enumerate(grid) if t == FILL]
    for i in free:
        grid[i] = bag.pop(0) if fill and bag else "."
    removed = {t: bag.count(t) for t in TOKEN_COLOURS}
    return grid, removed, chance


def _fill_slots(given: Mapping[str, str], placed: Optional[int], rows: Mapping[int, str],
                cols: Mapping[int, str], hands, piles, players: int, chance: int):
    """The given slots plus the cards the seed places (MU9/MU10 order) until `placed` are on the board."""
    if not isinstance(given, Mapping):
        raise ValueError(f"make_position: slots is a dict like {{'W3': 'R'}}, not {_show(given)}")
    _check_slots_spec(given)
    target = len(given) if placed is None else placed
    if type(target) is not int or not len(given) <= target <= ALL_CARDS:
        raise ValueError(f"make_position: placed must be a whole number from {len(given)} (the slots "
                         f"given) to 36, not {_show(placed)}")
    # The seed's cards go first on lines the lesson does not name, then on its rows and columns,
    # and last on the lines of the slots it gives.
    named = {f"W{r}" for r in rows} | {f"N{c}" for c in cols}
    shuffled, chance = rng.shuffled(list(LINES), chance)
    order = sorted(shuffled, key=lambda line: (2 if line[0] in given or line[1] in given
                                               else 1 if line[0] in named else 0))
    cards = dict(given)
    deck, chance = _cards_left(cards, hands, piles, players, chance, strict=False)
    auto = target - len(given)

    def put(slot: str) -> None:
        nonlocal auto
        if not deck:
            raise ValueError(f"make_position: no card is left to place {target} cards; the hands and "
                             "piles given hold the rest")
        cards[slot] = deck.pop(0)
        auto -= 1

    for a, b in order:                                   # phase 1: one card on every line (MU9, MU10)
        if auto and a not in cards and b not in cards:
            end, chance = rng.randbelow(2, chance)
            put((a, b)[end])
    for a, b in order:                                   # phase 2: a second card, facing the first (MU11)
        if auto and (a in cards) != (b in cards):
            put(b if a in cards else a)
    if auto:
        raise ValueError(f"make_position: {target} cards do not fit: the slots given leave room for "
                         f"{target - auto}")
    return cards, chance


def _check_slots_spec(given: Mapping[str, Any]) -> None:
    for slot, card in given.items():
        if slot not in SLOT_INDEX:
            raise ValueError(f"make_position: unknown slot {_show(slot)}; slots are W1-W9, E1-E9, N1-N9, S1-S9")
        if type(card) is not str or card not in CARD_COLOURS or len(card) != 1:
            raise ValueError(f"make_position: slot {slot} holds {_show(card)}; a card is one of Y B R G")


def _cards_left(slot_cards: Mapping[str, str], hands, piles, players: int, chance: int,
                strict: bool = True) -> tuple[list[str], int]:
    """The cards not in the slots, nor in the hands or piles given, in a seeded order (A11: 9 per colour)."""
    left = dict.fromkeys(CARD_COLOURS, CARDS_PER_COLOUR)
    for c in slot_cards.values():
        left[c] -= 1
    for i, h in enumerate(hands or []):
        for c, n in _colour_counts(h, CARD_COLOURS, f"hands[{i}]").items():
            left[c] -= n
    if piles is not None:
        for c, n in _colour_counts(piles, CARD_COLOURS, "piles").items():
            left[c] -= n
    over = [c for c, n in left.items() if n < 0]
    if over and strict:
        c = over[0]
        raise ValueError(f"make_position: the slots, hands and piles use {CARDS_PER_COLOUR - left[c]} {c} "
                         f"cards, but there are {CARDS_PER_COLOUR} (A11)")
    deck, chance = rng.shuffled("".join(c * max(n, 0) for c, n in left.items()), chance)
    return deck, chance


# -- what a seat cannot see (for non-interference tests) ------------------------------------------------

def conceal(position: Mapping[str, Any], seat: int, chance: random.Random) -> dict:
    """The position with the other seats' hands re-dealt among themselves (same sizes): what `seat`
    cannot see (MU3). The piles, the board and the slots are public (MU4); with 2 players the other
    hand follows from them, so it stays as it is."""
    out = dict(position)
    others = [s for s in range(position["players"]) if s != seat]
    pool = [c for s in others for c in CARD_COLOURS for _ in range(position["hands"][s][c])]
    chance.shuffle(pool)
    hands = [dict(h) for h in position["hands"]]
    for s in others:
        size = sum(position["hands"][s].values())
        take, pool = pool[:size], pool[size:]
        hands[s] = {c: take.count(c) for c in CARD_COLOURS}
    out["hands"] = hands
    return out


def conceal_captures(position: Mapping[str, Any], seat: int, chance: random.Random) -> dict:
    """With HIDDEN_CAPTURES (A10): conceal() and the other seats' captures reshuffled between colours,
    keeping each seat's total and each colour's total (both of which everyone can count)."""
    out = conceal(position, seat, chance)
    caps = [dict(c) for c in position["captured"]]
    others = [s for s in range(position["players"]) if s != seat]
    if HIDDEN_CAPTURES in position["variants"] and len(others) > 1:
        for _ in range(50):   # swap one token of colour x (a -> b) for one of colour y (b -> a)
            a, b = chance.sample(others, 2)
            x, y = chance.sample(CARD_COLOURS, 2)
            if caps[a][x] and caps[b][y]:
                caps[a][x] -= 1
                caps[b][x] += 1
                caps[b][y] -= 1
                caps[a][y] += 1
    out["captured"] = caps
    return out



# -- what a seat may see ----------------------------------------------------------------------------------

def seat_view(state: MurosState, seat: Optional[int]) -> dict:
    """What `seat` may see: its own hand, others' hand sizes (MU3), captures unless HIDDEN_CAPTURES (A10)."""
    hidden = HIDDEN_CAPTURES in state.variants
    hands: list[Any] = []
    captured: list[Any] = []
    for s in range(state.players):
        own = seat is None or s == seat
        hands.append(_named(state.hands[s]) if own else sum(state.hands[s]))
        captured.append(_named(state.captured[s]) if own or not hidden else sum(state.captured[s]))
    return {
        "game": "muros", "seat": seat, "players": state.players, "to_move": state.turn,
        "phase": state.phase, "placed": state.placed,
        "board": [state.row(r) for r in range(SIZE)],
        "slots": {s: (c or None) for s, c in zip(SLOTS, state.slots)},
        "hands": hands, "piles": _named(state.piles), "captured": captured,
        "removed": _named(state.removed, TOKEN_COLOURS), "variants": sorted(state.variants),
    }
