"""Positions: the whole state as JSON-able data (snapshot), checked and restored."""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Optional

from . import variants as V
from .cards import CARDS, HAND_SIZE, completing, sort_cards
from .deck import DECK_SIZE, deck_counter, deck_name
from .state import OVER, PHASES, RACE, TURN, MatschigState

_FIELDS = MatschigState._fields
_LISTS = ("deck", "out", "mud")
_SEAT_LISTS = ("hands", "piles", "received")


def snapshot(s: MatschigState) -> dict:
    """The whole state as a JSON-able dict (lists, ints, strings)."""
    d: dict[str, Any] = {}
    for name, value in zip(_FIELDS, s):
        if name == "variants":
            d[name] = sorted(value)
        elif name in _SEAT_LISTS:
            d[name] = [list(x) for x in value]
        elif name == "claims":
            d[name] = [list(x) for x in value]
        elif isinstance(value, tuple):
            d[name] = list(value)
        else:
            d[name] = value
    return d


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise ValueError(f"matschig save state: {message}")


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def from_snapshot(d: Mapping[str, Any]) -> MatschigState:
    """Rebuild a state from snapshot(); ValueError saying what was expected if it is impossible."""
    _need(isinstance(d, Mapping), "expected an object")
    missing = [f for f in _FIELDS if f not in d]
    _need(not missing, f"expected the fields {', '.join(_FIELDS)}; missing {', '.join(missing)}")
    n = d["players"]
    _need(_is_int(n) and 3 <= n <= 6, f"expected 3 to 6 players, found {n!r}")
    _need(isinstance(d["variants"], list) and all(isinstance(v, str) for v in d["variants"]),
          "expected 'variants' to be a list of names")
    variants = V.check_variants(d["variants"])
    for key in ("rounds", "round", "rng", "starter", "active", "thrower", "sender", "target",
                "pipes", "passes"):
        _need(_is_int(d[key]), f"expected {key!r} to be a whole number, found {d[key]!r}")
    for key in _LISTS:
        _need(isinstance(d[key], list) and all(c in CARDS for c in d[key]),
              f"expected {key!r} to be a list of card names")
    for key in _SEAT_LISTS:
        _need(isinstance(d[key], list) and len(d[key]) == n
              and all(isinstance(h, list) and all(c in CARDS for c in h) for h in d[key]),
              f"expected {key!r} to hold one list of card names per seat ({n})")
    _need(isinstance(d["totals"], list) and len(d["totals"]) == n
          and all(_is_int(t) and t >= 0 for t in d["totals"]),
          f"expected 'totals' to be {n} non-negative whole numbers")
    rounds = n if V.ROUNDS_PER_PLAYER in variants else None
    _need(d["rounds"] == rounds if rounds else d["rounds"] in (2, 3),
          f"expected 'rounds' to be {rounds or '2 or 3'}, found {d['rounds']}")
    _need(1 <= d["round"] <= d["rounds"], f"expected 'round' from 1 to {d['rounds']}")
    _need(0 <= d["rng"] < 2 ** 64, "expected 'rng' to be a 64-bit state")
    _need(d["phase"] in PHASES, f"expected 'phase' to be one of {', '.join(PHASES)}")
    seen = Counter(d["deck"]) + Counter(d["out"]) + Counter(d["mud"])
    for key in ("hands", "piles"):
        for h in d[key]:
            seen += Counter(h)
    expected = deck_counter(variants)
    if seen != expected:
        wrong = [f"{c}: {seen[c]} found, {expected[c]} expected" for c in CARDS
                 if seen[c] != expected[c]]
        raise ValueError(
            f"matschig save state: expected all {DECK_SIZE} cards of {deck_name(variants)} to be "
            "accounted for exactly once (draw pile, hands, mud piles, out of play, mud in flight); "
            + "; ".join(wrong))
    # Every reachable hand is kept in card order, and the listing of swaps relies on it.
    _need(all(h == list(sort_cards(h)) for h in d["hands"]),
          "expected each hand in card order (W1..W7, S1..S7, U1..U7, then the special cards)")
    limit = HAND_SIZE + (n - 1 if V.MG_KEEP_DEFENCE_CARD in variants else 0)
    _need(all(len(h) <= limit for h in d["hands"]), f"expected no hand above {limit} cards")
    seats = range(n)
    _need(d["starter"] in seats and d["active"] in seats, "expected 'starter' and 'active' to be seats")
    _need(d["passes"] in range(n), f"expected 'passes' from 0 to {n - 1}")
    phase = d["phase"]
    if phase in (TURN, OVER):
        _need(not d["mud"] and not d["queue"] and not d["claims"],
              "expected no mud in flight and no race between turns")
    else:
        _need(bool(d["mud"]) and all(d[k] in seats for k in ("thrower", "sender", "target"))
              and d["target"] != d["sender"],
              "expected a mud in flight with a thrower, a sender and a different target")
    if phase == RACE:
        card = completing(d["mud"])
        _need(card is not None and bool(d["queue"])
              and all(_is_int(q) and q in seats and card in d["hands"][q] for q in d["queue"]),
              "expected an imperfect mud and a queue of seats holding the completing card")
    else:
        _need(not d["queue"], "expected an empty race queue outside a race")
    _need(isinstance(d["claims"], list) and all(
        isinstance(c, list) and len(c) == 2 and all(_is_int(x) and x in seats for x in c)
        for c in d["claims"]), "expected 'claims' to be [seat, target] pairs")
    if phase == OVER:
        _need(d["round"] == d["rounds"], "expected a finished game to be in its last round")
    values = {}
    for name in _FIELDS:
        v = d[name]
        if name == "variants":
            v = variants
        elif name in _SEAT_LISTS:
            v = tuple(tuple(x) for x in v)
        elif name == "claims":
            v = tuple(tuple(x) for x in v)
        elif isinstance(v, list):
            v = tuple(v)
        values[name] = v
    return MatschigState(**values)


