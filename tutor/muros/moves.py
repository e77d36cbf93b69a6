"""Muros moves as pure functions of the state: the legal actions and what one action does (MU7-MU27),
told as events; the redactor that tells an event to one seat. rules.py wraps these as MurosRules."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..core import Event, IllegalAction, LazyData, register_redactor
from . import board as B
from .board import CARD_COLOURS, EMPTY, SLOT_INDEX, SLOTS, TOKEN_COLOURS
from .notation import PASS, Placement, parse, write
from .scoring import TIER_BEST_SINGLE, best_seats, ranking_keys, tiers
from .state import ALL_CARDS, ALLOW_PASS, HIDDEN_CAPTURES, MANDATORY_TAKE, PHASE1_CARDS, MurosState

GAME = "muros"
# The canonical text of every placement, written once by notation.write: legal_actions lists up to
# 288 of them per call, and looking them up keeps Muros above its aim of 500 random games/s.
_TEXT = {(colour, slot, pile, take): write(Placement(colour, slot, pile, take))
         for colour in CARD_COLOURS for slot in SLOTS for pile in (False, True)
         for take in (None, "none", *CARD_COLOURS)}
Events = tuple[Event, ...]


def event(rule: str, kind: str, data: Mapping[str, Any]) -> Event:
    """A Muros event citing `rule`: data is a dict, or LazyData for the phase-1 explanations, which
    are built only when read (hints try every legal placement and read none of them)."""
    return Event(GAME, rule, kind, data)


def _refuse(rule: str, kind: str, **data: Any) -> IllegalAction:
    return IllegalAction(GAME, rule, kind, data)


def _plus(counts: tuple, i: int, n: int) -> tuple:
    return counts[:i] + (counts[i] + n,) + counts[i + 1:]



# -- what may be played ---------------------------------------------------


def legal_actions(state: MurosState) -> list[str]:
    """Every legal placement for the seat to move, line by line (MU7, MU9, MU11, MU18-MU20)."""
    seat = state.turn
    if seat is None:
        return []
    # MU7: the cards the seat may place: each colour in its hand, then each face-up pile left (MU4)
    usable = [(colour, pile) for pile in (False, True)
              for colour, n in zip(CARD_COLOURS, state.piles if pile else state.hands[seat]) if n]
    phase1 = state.placed < PHASE1_CARDS
    decline = () if MANDATORY_TAKE in state.variants else ("none",)          # MU20 / A6
    cards = dict(zip(SLOTS, state.slots))
    out: list[str] = []
    for a, b in B.LINES:
        for slot, other in ((a, b), (b, a)):
            facing = cards[other]
            # MU9: in phase 1 only a line with no card; MU11: in phase 2 every empty slot faces one
            if cards[slot] or bool(facing) == phase1:
                continue
            for colour, pile in usable:
                if not facing or colour == facing:                         # phase 1, or MU18 blocked
                    out.append(_TEXT[colour, slot, pile, None])
                else:                                                      # MU19: take either colour
                    out += [_TEXT[colour, slot, pile, take] for take in (colour, facing) + decline]
    if ALLOW_PASS in state.variants:                                       # A9
        out.append(PASS)
    return out


def plausible_actions(state: MurosState) -> list[str]:
    """What a learner might try at `state`, legal or not: each card colour, from the hand and from its pile,
    at each slot; in phase 2 each capture choice on a line that faces another colour (and a take on a
    blocked one); pass. A capture in phase 1 is left out: nothing there offers one."""
    if state.turn is None:
        return []
    phase1 = state.placed < PHASE1_CARDS
    cards = dict(zip(SLOTS, state.slots))
    out: list[str] = []
    for slot in SLOTS:
        facing = cards[B.opposite(slot)]
        for colour in CARD_COLOURS:
            for pile in (False, True):
                out.append(_TEXT[colour, slot, pile, None])
                if phase1 or cards[slot]:
                    continue
                takes = (colour,) if colour == facing else (*CARD_COLOURS, "none")
                out += [_TEXT[colour, slot, pile, take] for take in takes]
    out.append(PASS)
    return out


# -- playing ----------------------------------------------------------------


def apply(state: MurosState, action: str) -> tuple[str, MurosState, Events]:
    """Validate and play one action: (canonical text, new state, events); refusals raise."""
    seat = state.turn
    p = parse(action)
    if seat is None:                                                       # MU12
        raise _refuse("MU12", "game-over", placed=state.placed)
    if p is None:
        return _pass(state, seat)
    ci, si = CARD_COLOURS.index(p.colour), SLOT_INDEX[p.slot]
    phase, opposite, facing = _check(state, seat, p)
    # The card leaves its source and lands in the slot.
    hands, piles = state.hands, state.piles
    if p.pile:
        piles = _plus(piles, ci, -1)
    else:
        hands = hands[:seat] + (_plus(hands[seat], ci, -1),) + hands[seat + 1:]
    slots = state.slots[:si] + (p.colour,) + state.slots[si + 1:]
    placed = state.placed + 1
    events = [event("MU9" if phase == 1 else "MU11", "place", dict(
        seat=seat, colour=p.colour, slot=p.slot, source="pile" if p.pile else "hand", placement=placed,
        phase=phase, opposite=opposite, facing=facing))]
    board, captured, removed = state.board, state.captured, state.removed
    if phase == 1:
        board, removed = _push(state, p, events)
    else:
        if state.placed == PHASE1_CARDS:                                   # MU17, told once
            events.append(event("MU17", "phase2-rules", dict(placement=placed)))
        board, captured = _capture(state, p, seat, facing, events)
    if placed == PHASE1_CARDS:                                             # MU10 -> MU11
        events.append(event("MU10", "phase2", dict(placed=placed)))
    turn = None if placed == ALL_CARDS else _next_turn(state.players, hands, piles, seat, events)
    new = MurosState(state.players, state.variants, board, slots, hands, piles, captured,
                     removed, placed, turn, 0)
    if turn is None:                                                       # MU12
        _final_events(new, events, "MU12")
    return write(p), new, tuple(events)


def _check(state: MurosState, seat: int, p: Placement) -> tuple[int, str, str]:
    """Refuse an illegal placement, the slot first (MU5, MU9), then the card's source (MU4, MU7), then
    the capture choice (MU17-MU20); else (phase, opposite slot, the card facing it or '')."""
    ci, si = CARD_COLOURS.index(p.colour), SLOT_INDEX[p.slot]
    if state.slots[si]:                                                    # MU5
        raise _refuse("MU5", "slot-taken", slot=p.slot, there=state.slots[si])
    opposite = B.opposite(p.slot)
    facing = state.slots[SLOT_INDEX[opposite]]
    phase = 1 if state.placed < PHASE1_CARDS else 2
    if phase == 1 and facing:                                              # MU9
        raise _refuse("MU9", "facing", slot=p.slot, opposite=opposite, there=facing)
    if p.pile:
        if not state.piles[ci]:                                            # MU4
            raise _refuse("MU4", "pile-empty", colour=p.colour, slot=p.slot)
    elif not state.hands[seat][ci]:                                       # MU7
        raise _refuse("MU7", "not-in-hand", seat=seat, colour=p.colour, slot=p.slot,
                      hand=dict(zip(CARD_COLOURS, state.hands[seat])), pile=state.piles[ci] > 0)
    if phase == 1:
        if p.take is not None:                                             # MU17
            raise _refuse("MU17", "take-phase1", slot=p.slot)
    elif p.colour == facing:   # MU11: in phase 2 every empty slot faces a card (MU10)
        if p.take is not None:                                             # MU18
            raise _refuse("MU18", "blocked-take", slot=p.slot, colour=p.colour, opposite=opposite)
    elif p.take is None:                                                   # MU19
        raise _refuse("MU19", "choose-take", slot=p.slot, colour=p.colour, facing=facing,
                      opposite=opposite, mandatory=MANDATORY_TAKE in state.variants)
    elif p.take == "none" and MANDATORY_TAKE in state.variants:           # A6 overrides MU20
        raise _refuse(MANDATORY_TAKE, "must-take", slot=p.slot, colour=p.colour, facing=facing)
    elif p.take not in ("none", p.colour, facing):                         # MU19
        raise _refuse("MU19", "bad-take", slot=p.slot, take=p.take, colour=p.colour, facing=facing)
    return phase, opposite, facing


def _push(state: MurosState, p: Placement, events: list) -> tuple[str, tuple]:
    """MU13-MU16: count, remove from the far end, slide; events for every stage."""
    line = B.read_line(state.board, p.slot)
    k, after, slid, gone = B.push_stages(line, p.colour, state.variants)
    v = state.variants
    if k == 0:
        zero_slides = B.SHIFT_ON_ZERO in v and slid != line                # A4 changes MU13.2
        events.append(event(B.SHIFT_ON_ZERO if zero_slides else "MU13", "zero", dict(
            slot=p.slot, colour=p.colour, line=line, cells=B.LINE_CELLS[p.slot], shift_on_zero=B.SHIFT_ON_ZERO in v,
            slides=slid != line)))
    else:
        by_cells = B.COUNT_CELLS in v                                      # A2 changes the removal
        events.append(event("MU13", "count", LazyData(_count_data, p, k, line, by_cells)))
        events.append(event(B.COUNT_CELLS if by_cells else "MU15", "remove",
                            LazyData(_remove_data, p, k, line, after, gone, by_cells)))
    if k or slid != after:
        events.append(event(_slide_rule(after, slid, v), "slide", LazyData(_slide_data, p, after, slid, v)))
    board = B.write_line(state.board, p.slot, slid) if slid != line else state.board
    crossing = _new_holes(state.board, board, p.slot)
    if crossing:                                                           # MU16
        events.append(event("MU16", "holes", dict(slot=p.slot, lines=crossing)))
    removed = list(state.removed)
    for t in gone:
        removed[TOKEN_COLOURS.index(t)] += 1
    return board, tuple(removed)


def _slide_rule(after: str, slid: str, v: frozenset) -> str:
    """The rule a slide follows: a line variant where it shapes this slide (A1, A3), else MU14. The direction
    decides even a slide where nothing moves (the tokens already touch the card's end)."""
    if slid.count(EMPTY) == B.SIZE:
        return "MU14"
    if B.SHIFT_TOWARD_CARD in v:
        return B.SHIFT_TOWARD_CARD
    if B.COMPACT_SHIFT in v and slid != after and B.SIZE - slid.count(EMPTY) > 1:
        return B.COMPACT_SHIFT
    return "MU14"


def _holes(line: str) -> int:
    """Empty cells between two tokens of a line (MU16's holes)."""
    return line.strip(EMPTY).count(EMPTY)


def _new_holes(before: str, after: str, slot: str) -> list[int]:
    """MU16: the crossing lines (numbered 1-9) of the slot's line with more holes after the move."""
    size, row = B.SIZE, slot[0] in "WE"
    out = []
    for r, c in B.LINE_CELLS[slot]:
        i = r * size + c
        if before[i] != after[i]:
            n, start, step = (c, c, size) if row else (r, r * size, 1)
            if _holes(after[start:start + step * size:step]) > _holes(before[start:start + step * size:step]):
                out.append(n + 1)
    return sorted(out)


def _capture(state: MurosState, p: Placement, seat: int, facing: str, events: list):
    """MU17-MU22: block on the same colour, else take all tokens of the chosen colour."""
    facing_slot = B.opposite(p.slot)
    if p.colour == facing:                                                 # MU18
        events.append(event("MU18", "block", dict(slot=p.slot, colour=p.colour, opposite=facing_slot)))
        return state.board, state.captured
    if p.take == "none":                                                   # MU20
        events.append(event("MU20", "decline", dict(seat=seat, slot=p.slot, colour=p.colour, facing=facing)))
        return state.board, state.captured
    take = p.take or ""                                                    # a colour here
    hits = [i for i in B.LINE_INDEX[p.slot] if state.board[i] == take]
    if not hits:                                                           # MU21
        events.append(event("MU21", "capture-none", dict(seat=seat, slot=p.slot, take=p.take)))
        return state.board, state.captured
    cells = list(state.board)
    for i in hits:
        cells[i] = EMPTY                                                   # MU19: nothing shifts
    ti = CARD_COLOURS.index(take)
    mine = _plus(state.captured[seat], ti, len(hits))
    captured = state.captured[:seat] + (mine,) + state.captured[seat + 1:]
    hidden = HIDDEN_CAPTURES in state.variants
    events.append(event("MU19", "capture", dict(seat=seat, slot=p.slot, take=p.take, n=len(hits),
                                                cells=[[i // 9, i % 9] for i in hits], total=mine[ti],
                                                hidden=hidden)))
    events.append(event(HIDDEN_CAPTURES if hidden else "MU22", "kept", dict(   # MU22 / A10
        seat=seat, captured=dict(zip(CARD_COLOURS, mine)), n=sum(mine), hidden=hidden)))
    return "".join(cells), captured


def _pass(state: MurosState, seat: int):
    """A9 ALLOW_PASS: a voluntary pass; a full round of passes ends the game."""
    if ALLOW_PASS not in state.variants:                                   # MU8
        raise _refuse("MU8", "no-pass", seat=seat)
    events = [event(ALLOW_PASS, "pass", dict(seat=seat))]
    if state.passes + 1 >= state.players:
        new = state._replace(turn=None, passes=state.passes + 1)
        events.append(event(ALLOW_PASS, "all-passed", dict(players=state.players, placed=state.placed)))
        _final_events(new, events, None)
        return PASS, new, tuple(events)
    turn = _next_turn(state.players, state.hands, state.piles, seat, events)
    return PASS, state._replace(turn=turn, passes=state.passes + 1), tuple(events)


def _next_turn(players: int, hands, piles, seat: int, events: list) -> int:
    """MU6 clockwise turns; MU8 skips a seat with no usable card."""
    has_pile = any(piles)
    nxt = seat
    for _ in range(players):
        nxt = (nxt + 1) % players
        if has_pile or any(hands[nxt]):
            return nxt
        events.append(event("MU8", "skip", dict(seat=nxt)))
    raise AssertionError("cards left to place but nobody holds one")  # impossible by MU5


def _final_events(state: MurosState, events: list, rule: Optional[str]) -> None:
    """MU23-MU27 told as events: board count, tiers, each seat's key, winners."""
    if rule:
        events.append(event(rule, "end", dict(placed=state.placed)))
    counts = state.board_counts()
    events.append(event("MU23", "board-count", dict(counts=counts, white=state.board.count("W"))))
    levels = tiers(counts)
    best = TIER_BEST_SINGLE in state.variants                             # A8 changes MU26
    tied = len(levels[0]) > 1
    events.append(event((TIER_BEST_SINGLE if best else "MU26") if tied else "MU24", "majority",
                        dict(tiers=levels, counts=counts, best_single=best)))
    caps = [captured_dict(state, s) for s in range(state.players)]
    keys = ranking_keys(counts, caps, state.variants)
    data: dict[str, Any] = dict(keys=[list(k) for k in keys], tiers=levels, best_single=best)
    added = ranking_keys(counts, caps) if best else keys
    if added != keys:                                                      # what A8 changed: told beside it
        data["added"] = [list(k) for k in added]
    events.append(event(TIER_BEST_SINGLE if "added" in data else "MU25", "ranking", data))
    won = best_seats(keys)                                                 # as result() says
    events.append(event("MU27" if len(won) > 1 else "MU24", "winner",
                        dict(winners=won, keys=[list(k) for k in keys])))


def captured_dict(state: MurosState, seat: int) -> dict[str, int]:
    return dict(zip(CARD_COLOURS, state.captured[seat]))


# Explanation data of the phase-1 stages, built only when an event is read (LazyData).


def _count_data(p: Placement, k: int, line: str, by_cells: bool) -> dict:
    cells = B.LINE_CELLS[p.slot]
    return {"slot": p.slot, "colour": p.colour, "k": k, "line": line, "cells": cells, "by_cells": by_cells,
            "counted": [cell for cell, t in zip(cells, line) if t == p.colour]}


def _remove_data(p: Placement, k: int, line: str, after: str, gone: str, by_cells: bool) -> dict:
    # removal only empties cells, so the cells that differ are the ones taken (far first)
    taken = [cell for cell, a, b in zip(B.LINE_CELLS[p.slot], line, after) if a != b][::-1]
    return {"slot": p.slot, "k": k, "removed": gone, "cells": taken, "line": after,
            "far": B.opposite(p.slot), "by_cells": by_cells, "counted_colour": p.colour}


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


def redact(ev: Event, seat: int) -> Optional[Event]:
    """How a Muros event reads to `seat`: every event is public (cards are played face up, MU4/MU7)
    except the deal, where a seat learns only its own hand (MU3), and, with HIDDEN_CAPTURES (A10),
    another seat's captures by colour (its running total after a capture, its supply)."""
    if ev.kind == "deal":
        return event(ev.rule, "deal-seen", dict(size=ev.data["size"], players=ev.data["players"], seat=seat,
                                                hand=ev.data["hands"][seat]))
    if ev.kind in ("capture", "kept") and ev.data["hidden"] and ev.data["seat"] != seat:
        if ev.kind == "capture":
            return event(ev.rule, "capture-hidden", {k: v for k, v in ev.data.items() if k != "total"})
        return event(ev.rule, "kept-hidden", dict(seat=ev.data["seat"], n=ev.data["n"]))
    return ev


register_redactor(GAME, redact)
