"""Positions: the whole state as JSON-able data (the position format documented in the package
docstring), checked field by field, restored, and concealed for one seat (conceal, for the
non-interference tests). make.py writes one for a lesson (make_position)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping

from . import variants as V
from .cards import CARDS, HAND_SIZE, IS_MUD, KIND, SAND, WATER, completing, sort_cards, sums
from .deck import DECK_SIZE, deck_counter, deck_name
from .mud import eligible, in_deck
from .state import DEFEND, OVER, PHASES, RACE, TURN, MatschigState

State = MatschigState
FIELDS = MatschigState._fields
_INTS = ("players", "rounds", "round", "rng", "starter", "active", "thrower", "sender", "target",
         "pipes", "passes")
_CARD_LISTS = ("deck", "out", "mud")
_SEAT_LISTS = ("hands", "piles", "received")


def snapshot(s: State) -> dict:
    """The whole state as a JSON-able dict (lists, ints, strings): the position format."""
    d: dict[str, Any] = {}
    value: Any
    for name, value in zip(FIELDS, s):
        if name == "variants":
            d[name] = sorted(value)
        elif name in _SEAT_LISTS or name == "claims":
            d[name] = [list(x) for x in value]
        elif isinstance(value, tuple):
            d[name] = list(value)
        else:
            d[name] = value
    return d


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise ValueError(f"matschig position: {message}")


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_int(x: Any) -> bool:
    return type(x) is int


def _is_cards(x: Any) -> bool:
    return isinstance(x, list) and all(type(c) is str and c in CARDS for c in x)


def check_snapshot(d: Any) -> None:
    """ValueError naming what is wrong unless d is a possible Matschig position: every field of
    the right type, the 110 cards each in exactly one place, the seats, the phase and whose turn."""
    _need(isinstance(d, Mapping), f"expected a dict made by g.position() or make_position(), "
                                  f"not {type(d).__name__}")
    missing = [f for f in FIELDS if f not in d]
    _need(not missing, f"missing {', '.join(missing)} (the fields are {', '.join(FIELDS)})")
    extra = sorted(str(k)[:30] for k in d if k not in FIELDS)
    _need(not extra, f"unexpected field {', '.join(extra)} (the fields are {', '.join(FIELDS)})")
    for key in _INTS:
        _need(_is_int(d[key]), f"expected {key!r} to be a whole number, found {_show(d[key])}")
    n = d["players"]
    _need(3 <= n <= 6, f"expected 3 to 6 players, found {n}")
    _need(isinstance(d["variants"], list) and all(type(v) is str for v in d["variants"]),
          f"expected 'variants' to be a list of variant names, found {_show(d['variants'])}")
    variants = V.check_variants(d["variants"])
    _need(len(variants) == len(d["variants"]), "expected each variant once")
    _need(type(d["phase"]) is str and d["phase"] in PHASES,
          f"expected 'phase' to be one of {', '.join(PHASES)}, found {_show(d['phase'])}")
    for key in _CARD_LISTS:
        _need(_is_cards(d[key]), f"expected {key!r} to be a list of card names ({CARDS[0]}, ...), "
                                 f"found {_show(d[key])}")
    for key in _SEAT_LISTS:
        _need(isinstance(d[key], list) and len(d[key]) == n and all(_is_cards(h) for h in d[key]),
              f"expected {key!r} to hold one list of card names per seat ({n}), "
              f"found {_show(d[key])}")
    _need(isinstance(d["totals"], list) and len(d["totals"]) == n
          and all(_is_int(t) and t >= 0 for t in d["totals"]),
          f"expected 'totals' to be {n} whole numbers from 0 up, found {_show(d['totals'])}")
    _need(isinstance(d["queue"], list) and all(_is_int(q) for q in d["queue"]),
          f"expected 'queue' to be a list of seats, found {_show(d['queue'])}")
    _need(isinstance(d["claims"], list) and all(
        isinstance(c, list) and len(c) == 2 and all(_is_int(x) for x in c) for c in d["claims"]),
        f"expected 'claims' to be [seat, target] pairs, found {_show(d['claims'])}")
    _check_setup(d, n, variants)
    _check_cards(d, n, variants)
    _check_phase(d, n, variants)


def _check_setup(d: Mapping, n: int, variants: frozenset) -> None:
    rounds = n if V.ROUNDS_PER_PLAYER in variants else None
    _need(d["rounds"] == rounds if rounds else d["rounds"] in (2, 3),
          f"expected 'rounds' to be {rounds or '2 or 3'}, found {d['rounds']}")
    _need(1 <= d["round"] <= d["rounds"], f"expected 'round' from 1 to {d['rounds']}, "
                                          f"found {d['round']}")
    _need(0 <= d["rng"] < 2 ** 64, "expected 'rng' to be a 64-bit state (0 to 2**64 - 1)")
    seats = range(n)
    _need(d["starter"] in seats and d["active"] in seats,
          f"expected 'starter' and 'active' to be seats from 0 to {n - 1}")
    if d["round"] == 1:
        _need(not any(d["received"]) and not any(d["totals"]),
              "expected no points and no mud received from earlier rounds in round 1")


def _check_cards(d: Mapping, n: int, variants: frozenset) -> None:
    seen = Counter(d["deck"]) + Counter(d["out"]) + Counter(d["mud"])
    for key in ("hands", "piles"):
        for h in d[key]:
            seen += Counter(h)
    expected = deck_counter(variants)
    if seen != expected:
        wrong = [f"{c}: {seen[c]} found, {expected[c]} expected" for c in CARDS
                 if seen[c] != expected[c]]
        _need(False, f"expected all {DECK_SIZE} cards of {deck_name(variants)} to be accounted for "
                     "exactly once (draw pile, hands, mud piles, out of play, mud in flight); "
                     + "; ".join(wrong[:6]) + ("; ..." if len(wrong) > 6 else ""))
    _need(all(h == list(sort_cards(h)) for h in d["hands"]),
          "expected each hand in card order (W1..W7, S1..S7, U1..U7, then the special cards)")
    limit = HAND_SIZE + (n - 1 if V.MG_KEEP_DEFENCE_CARD in variants else 0)
    _need(all(len(h) <= limit for h in d["hands"]), f"expected no hand above {limit} cards")
    _need(all(IS_MUD[c] for key in ("piles", "received") for p in d[key] for c in p),
          "expected only mud cards (water and sand) in 'piles' and 'received'")


def _check_phase(d: Mapping, n: int, variants: frozenset) -> None:
    phase, seats = d["phase"], range(n)
    if phase in (TURN, OVER):
        _need(not d["mud"] and not d["queue"] and not d["claims"] and d["pipes"] == 0
              and d["thrower"] == d["sender"] == d["target"] == -1,
              "expected no mud in flight between turns: empty 'mud', 'queue' and 'claims', "
              "'pipes' 0 and 'thrower', 'sender', 'target' -1")
        _need(d["passes"] in range(n if phase == TURN else 1),
              f"expected 'passes' from 0 to {n - 1} ({'0' if phase == OVER else 'a turn'})")
        if phase == OVER:
            _need(d["round"] == d["rounds"], "expected a finished game to be in its last round")
        return
    mud = d["mud"]
    _need(all(k in seats for k in (d["thrower"], d["sender"], d["target"])),
          f"expected a mud in flight to have 'thrower', 'sender' and 'target' seats from 0 to {n - 1}")
    _need(d["target"] != d["sender"], "expected the target of a mud in flight to be another seat "
                                      "than its sender")
    _need(d["active"] == d["thrower"], "expected 'active' to be the thrower while the mud flies")
    _need(d["passes"] == 0 and d["pipes"] >= 0, "expected 'passes' 0 and 'pipes' from 0 up "
                                                "while the mud flies")
    _need(all(IS_MUD[c] for c in mud) and {KIND[c] for c in mud} == {WATER, SAND},
          f"expected the mud in flight to hold water and sand cards only, both, found {mud}")
    w, sd = sums(mud)
    if V.MULTI_CARD_THROW not in variants:
        _need(len(mud) == 2 or (len(mud) == 3 and w == sd),
              f"expected the mud in flight to be one water and one sand card, or three once "
              f"completed (then perfect), found {' '.join(mud)}")
    if phase == DEFEND:
        _need(not d["queue"] and not d["claims"], "expected no race queue and no claims in a defence")
        return
    card = completing(mud)
    _need(w != sd and in_deck(card, variants),
          f"expected a race only for an imperfect mud that one card of the deck completes, found "
          f"{' '.join(mud)}")
    order = eligible(d["sender"], d["target"], d["thrower"], n, variants)
    queue = tuple(d["queue"])
    _need(bool(queue) and order[len(order) - len(queue):] == queue,
          f"expected the race 'queue' to be the seats still to be asked, in order (M14): the end of "
          f"{list(order)}, found {d['queue']}")
    asked = order[:len(order) - len(queue)]
    claims = d["claims"]
    _need(not claims or V.RACE_RANDOM in variants, "expected 'claims' only with RACE_RANDOM")
    claimants = [c[0] for c in claims]
    _need(len(set(claimants)) == len(claimants) and all(q in asked for q in claimants),
          "expected each claim from a different seat already asked")
    for q, t in claims:
        _need(card in d["hands"][q], f"expected the claiming seat {q} to hold {card}")
        _need(t in seats and t != q and not (V.MUST_REDIRECT in variants and t == d["target"]),
              f"expected claim [{q}, {t}] to name a target the claiming seat may choose")


def restore(d: Mapping[str, Any]) -> State:
    """The state a position describes; ValueError naming what is wrong if it is not possible."""
    check_snapshot(d)
    values: dict[str, Any] = {}
    for name in FIELDS:
        v = d[name]
        if name == "variants":
            v = frozenset(v)
        elif name in _SEAT_LISTS or name == "claims":
            v = tuple(tuple(x) for x in v)
        elif isinstance(v, list):
            v = tuple(v)
        values[name] = v
    return MatschigState(**values)


# -- the same position as another seat might be in it ------------------------------------------------
KEEP_ON_TOP = 40  # draw-pile cards conceal leaves in place: the next draws and reveals show them


def conceal(position: dict, seat: int, rng: random.Random, keep: int = KEEP_ON_TOP) -> dict:
    """The position with what `seat` cannot see dealt again: the other hands and the lower part
    of the draw pile are shuffled together and dealt back in the same sizes. The top `keep` cards of
    the draw pile stay, as the next refills and machine-gun reveals turn them up (keep=0: the whole pile
    is dealt again, what a seat knows before anyone draws); a secret claim (A5) keeps the card it was
    made with."""
    out = dict(position, hands=[list(h) for h in position["hands"]], deck=list(position["deck"]))
    card = completing(position["mud"]) if position["claims"] else None
    kept = {q: [card] for q, _ in position["claims"]}
    others = [q for q in range(position["players"]) if q != seat]
    bottom = max(0, len(out["deck"]) - keep)
    pool = out["deck"][:bottom]
    for q in others:
        hand = list(out["hands"][q])
        for c in kept.get(q, []):
            hand.remove(c)
        pool += hand
    rng.shuffle(pool)
    for q in others:
        size = len(out["hands"][q]) - len(kept.get(q, []))
        out["hands"][q] = list(sort_cards(pool[:size] + kept.get(q, [])))
        pool = pool[size:]
    out["deck"] = pool + out["deck"][bottom:]
    return out
