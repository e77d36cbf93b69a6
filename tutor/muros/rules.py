"""Muros as pure functions: legal actions, apply (MU7-MU27), positions, views, hints."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..core import Event, Hint, IllegalAction, LazyData, Result, Rules, register_redactor
from . import board as B
from . import positions
from .board import CARD_COLOURS, EMPTY, SLOT_INDEX, SLOTS, TOKEN_COLOURS
from .notation import PASS, Placement, parse, write
from .scoring import TIER_BEST_SINGLE, best_seats, ranking_keys, tiers, winners
from .state import (ALL_CARDS, ALLOW_PASS, HIDDEN_CAPTURES, MANDATORY_TAKE, PHASE1_CARDS, VARIANTS,
                    MurosState, setup)

_CI = {c: i for i, c in enumerate(CARD_COLOURS)}
_TI = {c: i for i, c in enumerate(TOKEN_COLOURS)}
_OPP_INDEX = tuple(SLOT_INDEX[B.opposite(s)] for s in SLOTS)
_OPP_NAME = {s: B.opposite(s) for s in SLOTS}
# Canonical action texts, built once: _TEXT[slot index][colour][pile][take]
_TAKES = (None, "none") + tuple(CARD_COLOURS)
_TEXT = [[[{t: write(Placement(c, s, pile, t)) for t in _TAKES} for pile in (False, True)]
          for c in CARD_COLOURS] for s in SLOTS]


def _phase2_texts(si: int, ci: int, pile: bool, facing: str, mandatory: bool) -> tuple[str, ...]:
    texts, colour = _TEXT[si][ci][pile], CARD_COLOURS[ci]
    if colour == facing:
        return (texts[None],)                                          # MU18 blocked
    return tuple(texts[t] for t in (colour, facing) + (() if mandatory else ("none",)))   # MU19/MU20


# The 18 lines as (slot index at one end, slot index at the other end).
_LINES = tuple((SLOT_INDEX[s], SLOT_INDEX[B.opposite(s)]) for s in SLOTS if s[0] in "WN")
_NUMBERED_LINES = tuple((li, a, b) for li, (a, b) in enumerate(_LINES))
_LINE_ACTIONS: dict[tuple, tuple[str, ...]] = {}


def _line_actions(key: tuple) -> tuple[str, ...]:
    """The actions on one line for the usable cards in `mask` (MU9, MU11, MU18-MU20); cached."""
    li, card_a, card_b, flags = key
    mask, mandatory, phase1 = flags & 0xFF, bool(flags & 0x100), bool(flags & 0x200)
    out: list[str] = []
    for si, facing, here in ((_LINES[li][0], card_b, card_a), (_LINES[li][1], card_a, card_b)):
        if here or (phase1 and facing) or (not phase1 and not facing):
            continue
        for pile in (False, True):
            for ci in range(4):
                if mask >> (ci + 4 * pile) & 1:
                    if facing:
                        out += _phase2_texts(si, ci, pile, facing, mandatory)
                    else:
                        out.append(_TEXT[si][ci][pile][None])
    _LINE_ACTIONS[key] = result = tuple(out)
    return result


def _ev(rule: str, kind: str, **data: Any) -> Event:
    return Event("muros", rule, kind, data)


def _refuse(rule: str, kind: str, **data: Any) -> IllegalAction:
    return IllegalAction("muros", rule, kind, data)


def _plus(counts: tuple, i: int, n: int) -> tuple:
    return counts[:i] + (counts[i] + n,) + counts[i + 1:]


class MurosRules(Rules[MurosState]):
    """Muros (rules/muros.md, MU1-MU27) with every named variant as a switch."""

    name = "muros"
    min_players, max_players, default_players = 2, 4, 2
    known_variants = VARIANTS
    end_rule = "MU12"
    variant_conflicts = B.LINE_VARIANT_CONFLICTS     # checked by core when a game starts

    def start(self, players, seed, variants, options) -> MurosState:
        return setup(players, seed, variants)

    def to_move(self, state: MurosState) -> Optional[int]:
        return state.turn

    # -- what may be played ---------------------------------------------------
    def legal_actions(self, state: MurosState) -> list[str]:
        """Every legal placement for the seat to move (MU7, MU9, MU11, MU19, MU20)."""
        seat = state.turn
        if seat is None:
            return []
        hand, piles, slots = state.hands[seat], state.piles, state.slots
        # Which (colour, source) cards the seat can use, as an 8-bit mask: hand Y B R G, pile Y B R G.
        mask = ((hand[0] > 0) | (hand[1] > 0) << 1 | (hand[2] > 0) << 2 | (hand[3] > 0) << 3
                | (piles[0] > 0) << 4 | (piles[1] > 0) << 5 | (piles[2] > 0) << 6 | (piles[3] > 0) << 7)
        # One int for everything but the line: the card mask, MANDATORY_TAKE, phase 1.
        flags = mask | (MANDATORY_TAKE in state.variants) << 8 | (state.placed < PHASE1_CARDS) << 9
        out: list[str] = []
        get = _LINE_ACTIONS.get
        for li, a, b in _NUMBERED_LINES:
            card_a, card_b = slots[a], slots[b]
            if card_a and card_b:
                continue
            key = (li, card_a, card_b, flags)
            actions = get(key)
            out += _line_actions(key) if actions is None else actions
        if ALLOW_PASS in state.variants:
            out.append(PASS)
        return out

    # -- playing ----------------------------------------------------------------
    def apply(self, state: MurosState, action: str):
        """Validate and play one action: (canonical text, new state, events); refusals raise."""
        seat = state.turn
        p = parse(action)
        if seat is None:                                                       # MU12
            raise _refuse("MU12", "game-over", placed=state.placed)
        if p is None:
            return self._pass(state, seat)
        ci = _CI[p.colour]
        si = SLOT_INDEX[p.slot]
        if p.pile:
            if not state.piles[ci]:                                            # MU4
                raise _refuse("MU4", "pile-empty", colour=p.colour, slot=p.slot)
        elif not state.hands[seat][ci]:                                       # MU7
            raise _refuse("MU7", "not-in-hand", seat=seat, colour=p.colour, slot=p.slot,
                          hand=dict(zip(CARD_COLOURS, state.hands[seat])), pile=state.piles[ci] > 0)
        if state.slots[si]:                                                    # MU5
            raise _refuse("MU5", "slot-taken", slot=p.slot, there=state.slots[si])
        facing = state.slots[_OPP_INDEX[si]]
        opposite = _OPP_NAME[p.slot]
        phase = 1 if state.placed < PHASE1_CARDS else 2
        if phase == 1:
            if facing:                                                         # MU9
                raise _refuse("MU9", "facing", slot=p.slot, opposite=opposite, there=facing)
            if p.take is not None:                                             # MU17
                raise _refuse("MU17", "take-phase1", slot=p.slot)
        else:   # MU11: in phase 2 every empty slot faces a card, as every line holds one (MU10)
            if p.colour == facing and p.take is not None:                      # MU18
                raise _refuse("MU18", "blocked-take", slot=p.slot, colour=p.colour, opposite=opposite)
            if p.colour != facing:
                if p.take is None:                                             # MU19
                    raise _refuse("MU19", "choose-take", slot=p.slot, colour=p.colour, facing=facing,
                                  opposite=opposite, mandatory=MANDATORY_TAKE in state.variants)
                if p.take == "none" and MANDATORY_TAKE in state.variants:     # MU20 / A6
                    raise _refuse("MU20", "must-take", slot=p.slot, colour=p.colour, facing=facing)
                if p.take not in ("none", p.colour, facing):                   # MU19
                    raise _refuse("MU19", "bad-take", slot=p.slot, take=p.take, colour=p.colour,
                                  facing=facing)

        # The card leaves its source and lands in the slot.
        hands, piles = state.hands, state.piles
        if p.pile:
            piles = _plus(piles, ci, -1)
        else:
            hands = hands[:seat] + (_plus(hands[seat], ci, -1),) + hands[seat + 1:]
        slots = state.slots[:si] + (p.colour,) + state.slots[si + 1:]
        placed = state.placed + 1
        events = [_ev("MU9" if phase == 1 else "MU11", "place", seat=seat, colour=p.colour, slot=p.slot,
                      source="pile" if p.pile else "hand", placement=placed, phase=phase,
                      opposite=opposite, facing=facing)]
        board, captured, removed = state.board, state.captured, state.removed
        if phase == 1:
            board, removed = self._push(state, p, events)
        else:
            board, captured = self._capture(state, p, seat, facing, events)
        if placed == PHASE1_CARDS:                                             # MU10 -> MU11
            events.append(_ev("MU10", "phase2", placed=placed))
        turn = None if placed == ALL_CARDS else self._next_turn(state.players, hands, piles, seat, events)
        new = MurosState(state.players, state.variants, board, slots, hands, piles, captured,
                         removed, placed, turn, 0)
        if turn is None:                                                       # MU12
            self._final_events(new, events, "MU12")
        return _TEXT[si][ci][p.pile][p.take], new, tuple(events)

    def _push(self, state: MurosState, p: Placement, events: list) -> tuple[str, tuple]:
        """MU13-MU16: count, remove from the far end, slide; events for every stage."""
        line = B.read_line(state.board, p.slot)
        k, after, slid, gone = B.push_stages(line, p.colour, state.variants)
        v = state.variants
        if k == 0:
            events.append(_ev("MU13", "zero", slot=p.slot, colour=p.colour, line=line,
                              cells=B.LINE_CELLS[p.slot], shift_on_zero=B.SHIFT_ON_ZERO in v))
        else:
            events.append(Event("muros", "MU13", "count", LazyData(_count_data, p, k, line)))
            events.append(Event("muros", "MU15", "remove",
                                LazyData(_remove_data, p, k, line, after, gone, B.COUNT_CELLS in v)))
        if k or slid != after:
            events.append(Event("muros", "MU14", "slide", LazyData(_slide_data, p, after, slid, v)))
        board = B.write_line(state.board, p.slot, slid) if slid != line else state.board
        removed = list(state.removed)
        for t in gone:
            removed[_TI[t]] += 1
        return board, tuple(removed)

    def _capture(self, state: MurosState, p: Placement, seat: int, facing: str, events: list):
        """MU17-MU22: block on the same colour, else take all tokens of the chosen colour."""
        if p.colour == facing:                                                 # MU18
            events.append(_ev("MU18", "block", slot=p.slot, colour=p.colour, opposite=_OPP_NAME[p.slot]))
            return state.board, state.captured
        if p.take == "none":                                                   # MU20
            events.append(_ev("MU20", "decline", seat=seat, slot=p.slot, colour=p.colour, facing=facing))
            return state.board, state.captured
        take = p.take or ""                                                    # a colour here
        hits = [i for i in B.LINE_INDEX[p.slot] if state.board[i] == take]
        if not hits:                                                           # MU21
            events.append(_ev("MU21", "capture-none", seat=seat, slot=p.slot, take=p.take))
            return state.board, state.captured
        cells = list(state.board)
        for i in hits:
            cells[i] = EMPTY                                                   # MU19: nothing shifts
        mine = _plus(state.captured[seat], _CI[take], len(hits))
        captured = state.captured[:seat] + (mine,) + state.captured[seat + 1:]
        events.append(_ev("MU19", "capture", seat=seat, slot=p.slot, take=p.take, n=len(hits),
                          cells=[[i // 9, i % 9] for i in hits], total=mine[_CI[take]],
                          hidden=HIDDEN_CAPTURES in state.variants))
        return "".join(cells), captured

    def _pass(self, state: MurosState, seat: int):
        """A9 ALLOW_PASS: a voluntary pass; a full round of passes ends the game."""
        if ALLOW_PASS not in state.variants:                                   # MU8
            raise _refuse("MU8", "no-pass", seat=seat)
        events = [_ev("MU8", "pass", seat=seat)]
        if state.passes + 1 >= state.players:
            new = state._replace(turn=None, passes=state.passes + 1)
            events.append(_ev("MU8", "all-passed", players=state.players, placed=state.placed))
            self._final_events(new, events, None)
            return PASS, new, tuple(events)
        turn = self._next_turn(state.players, state.hands, state.piles, seat, events)
        return PASS, state._replace(turn=turn, passes=state.passes + 1), tuple(events)

    @staticmethod
    def _next_turn(players: int, hands, piles, seat: int, events: list) -> int:
        """MU6 clockwise turns; MU8 skips a seat with no usable card."""
        has_pile = any(piles)
        nxt = seat
        for _ in range(players):
            nxt = (nxt + 1) % players
            if has_pile or any(hands[nxt]):
                return nxt
            events.append(_ev("MU8", "skip", seat=nxt))
        raise AssertionError("cards left to place but nobody holds one")  # impossible by MU5

    def _final_events(self, state: MurosState, events: list, rule: Optional[str]) -> None:
        """MU23-MU27 told as events: board count, tiers, each seat's key, winners."""
        if rule:
            events.append(_ev(rule, "end", placed=state.placed))
        counts = state.board_counts()
        events.append(_ev("MU23", "board-count", counts=counts, white=state.board.count("W")))
        levels = tiers(counts)
        events.append(_ev("MU26" if len(levels[0]) > 1 else "MU24", "majority", tiers=levels, counts=counts))
        caps = [self._captured_dict(state, s) for s in range(state.players)]
        keys = ranking_keys(counts, caps, state.variants)
        events.append(_ev("MU25", "ranking", keys=[list(k) for k in keys], tiers=levels,
                          best_single=TIER_BEST_SINGLE in state.variants))
        won = best_seats(keys)                                                 # as result() says
        events.append(_ev("MU27" if len(won) > 1 else "MU24", "winner", winners=won,
                          keys=[list(k) for k in keys]))

    @staticmethod
    def _captured_dict(state: MurosState, seat: int) -> dict[str, int]:
        return dict(zip(CARD_COLOURS, state.captured[seat]))

    # -- results and views ---------------------------------------------------------
    def result(self, state: MurosState) -> Result:
        counts = state.board_counts()
        caps = [self._captured_dict(state, s) for s in range(state.players)]
        top = tiers(counts)[0]
        scores = tuple(sum(c[col] for col in top) for c in caps)
        ended_by = "MU12" if state.placed == ALL_CARDS else "MU8"    # MU8: every player passed (ALLOW_PASS)
        return Result(scores, tuple(winners(counts, caps, state.variants & {TIER_BEST_SINGLE})), ended_by)

    def view(self, state: MurosState, seat: Optional[int]) -> dict:
        """What `seat` may see: its own hand, others' hand sizes, captures unless HIDDEN_CAPTURES."""
        hidden = HIDDEN_CAPTURES in state.variants
        hands: list[Any] = []
        captured: list[Any] = []
        for s in range(state.players):
            own = seat is None or s == seat
            hands.append(dict(zip(CARD_COLOURS, state.hands[s])) if own else sum(state.hands[s]))
            captured.append(self._captured_dict(state, s) if own or not hidden
                            else sum(state.captured[s]))
        return {
            "game": "muros", "seat": seat, "players": state.players, "to_move": state.turn,
            "phase": state.phase, "placed": state.placed,
            "board": [state.row(r) for r in range(B.SIZE)],
            "slots": {s: (c or None) for s, c in zip(SLOTS, state.slots)},
            "hands": hands, "piles": dict(zip(CARD_COLOURS, state.piles)), "captured": captured,
            "removed": dict(zip(TOKEN_COLOURS, state.removed)),
            "variants": sorted(state.variants),
        }

    # -- positions (the format: the package docstring) --------------------------------
    def snapshot(self, state: MurosState) -> dict:
        return positions.snapshot(state)

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """Refuse a position that breaks MU1-MU12, MU17 or A9 with a ValueError naming what is wrong."""
        positions.check_snapshot(snap)

    def restore(self, snap: Mapping[str, Any]) -> MurosState:
        return positions.restore(snap)

    def setup_of(self, state: MurosState) -> tuple[int, frozenset[str], dict[str, Any]]:
        return state.players, state.variants, {}

    def hint(self, state: MurosState, lang: str = "en") -> Hint:
        """The placement that most improves the standing of the seat to move, from its view only."""
        from .hints import hint
        return hint(state, lang)

    # -- display -------------------------------------------------------------------
    svg_highlights = frozenset({"slots", "cells", "cell", "title", "lang", "legal", "info"})  # board_svg's

    def text(self, state: MurosState, lang: str = "en", seat: Optional[int] = None) -> str:
        """The diagram as `seat` may see it: other hands (MU3) and HIDDEN_CAPTURES as counts."""
        from .view import text_diagram
        return text_diagram(state, lang, seat)

    def svg(self, state: MurosState, seat: Optional[int] = None, **highlights: Any) -> str:
        """The board and slots, with highlights; with info=True also hands (others' as counts), piles and
        captures, as `seat` may see them."""
        from .view import board_svg
        return board_svg(state, seat=seat, **highlights)


# Explanation data of the phase-1 stages, built only when an event is read (LazyData).
def _count_data(p: Placement, k: int, line: str) -> dict:
    cells = B.LINE_CELLS[p.slot]
    return {"slot": p.slot, "colour": p.colour, "k": k, "line": line, "cells": cells,
            "counted": [cell for cell, t in zip(cells, line) if t == p.colour]}


def _remove_data(p: Placement, k: int, line: str, after: str, gone: str, by_cells: bool) -> dict:
    # removal only empties cells, so the cells that differ are the ones taken (far first)
    taken = [cell for cell, a, b in zip(B.LINE_CELLS[p.slot], line, after) if a != b][::-1]
    return {"slot": p.slot, "k": k, "removed": gone, "cells": taken, "line": after,
            "far": _OPP_NAME[p.slot], "by_cells": by_cells, "counted_colour": p.colour}


def _slide_data(p: Placement, after: str, slid: str, v: frozenset) -> dict:
    return {"slot": p.slot, "line": slid, "before": after, "distance": _slide_distance(after, slid),
            "toward": "card" if B.SHIFT_TOWARD_CARD in v else "far", "compact": B.COMPACT_SHIFT in v,
            "cells": B.LINE_CELLS[p.slot], "left": B.SIZE - slid.count(EMPTY)}


def _slide_distance(before: str, after: str) -> int:
    """How far the tokens moved: exact for a rigid slide, the largest move for a compact one."""
    if before == after:
        return 0
    if before.strip(EMPTY) == after.strip(EMPTY):                 # a rigid slide: one shift for all
        return abs(before.index(after.strip(EMPTY)) - after.index(after.strip(EMPTY)))
    src = [i for i, t in enumerate(before) if t != EMPTY]
    dst = [i for i, t in enumerate(after) if t != EMPTY]
    return max((abs(d - s) for s, d in zip(src, dst)), default=0)


def redact(event: Event, seat: int) -> Optional[Event]:
    """How a Muros event reads to `seat`: every event is public (cards are played face up, MU4/MU7)
    except, with HIDDEN_CAPTURES (A10), another seat's running total after a capture."""
    if event.kind == "capture" and event.data["hidden"] and event.data["seat"] != seat:
        data = {k: v for k, v in event.data.items() if k != "total"}
        return Event("muros", event.rule, "capture-hidden", data)
    return event


register_redactor("muros", redact)
RULES = MurosRules()
