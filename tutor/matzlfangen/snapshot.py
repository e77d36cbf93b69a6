"""The position format (described in the package docstring): snapshot(state) -> dict, and back.

A position is refused with a ValueError naming what is wrong. read() checks every field's type and range
and that the 32 cards are each in exactly one place; check_snapshot() then replays the deal's recorded
decisions through the engine (replay.rebuild) and compares: so every invariant the rules keep (seats,
phase, whose turn, contract, declarer and partner, sides, tricks and their winners, the Matzl, scores) is
checked by the very code that keeps it."""
from __future__ import annotations

import json
from typing import Any, Mapping, NoReturn, Optional, Sequence

from ..core.i18n import seat_label
from .auction import BID_TEXTS
from .cards import CARD_INDEX, CARD_STR, SUITS, cards_of, mask_of
from .notation import CONTRACTS
from .replay import rebuild
from .scoring import MAX_RAISES
from .state import DECLARERS, DEFENDERS, PHASES, SIDE_NAME, UNKNOWN, State
from .variants import KNOWN_VARIANTS, check_variants

# The fields of a position, in the order they are checked and compared (see the package docstring).
FIELDS = ("variants", "deals", "deal_no", "dealer", "history", "scores", "rng", "phase", "deck", "knock_asked",
          "packets", "hands", "turned", "bids", "passed", "contract", "declarer", "trump", "called", "partner",
          "public_side", "raises", "raise_passes", "leader", "tricks", "trick", "matzl", "matzl_seat",
          "claimed", "turn")
MAX_DEALS = 10**6  # deals in a series (a position's deals and history stay a sane size)
SIDE_NAMES = {**SIDE_NAME, UNKNOWN: None}  # the sides as a position writes them, null while hidden
_SIDE_OF = {"declarers": DECLARERS, "defenders": DEFENDERS, None: UNKNOWN}


def snapshot(s: State) -> dict:
    """Every field of the state as JSON-able data: cards as codes ("HX"), suits as letters, seats 0..3,
    sides as "declarers"/"defenders", and null where there is nothing yet."""
    def seat(x: int) -> Optional[int]:
        return x if x >= 0 else None

    return {
        "variants": sorted(s.variants), "deals": s.deals, "deal_no": s.deal_no, "dealer": s.dealer,
        "history": [list(h) for h in s.history], "scores": list(s.scores), "rng": s.rng, "phase": s.phase,
        "deck": [CARD_STR[c] for c in s.deck], "knock_asked": s.knock_asked, "packets": s.packets,
        "hands": [[CARD_STR[c] for c in cards_of(h)] for h in s.hands],
        "turned": CARD_STR[s.turned] if s.turned >= 0 else None,
        "bids": [[who, what] for who, what in s.bids], "passed": list(s.passed),
        "contract": s.contract or None, "declarer": seat(s.declarer),
        "trump": SUITS[s.trump] if s.trump >= 0 else None,
        "called": CARD_STR[s.called] if s.called >= 0 else None, "partner": seat(s.partner),
        "public_side": [SIDE_NAMES[x] for x in s.public_side],
        "raises": [[who, SIDE_NAMES[sd]] for who, sd in s.raises], "raise_passes": s.raise_passes,
        "leader": seat(s.leader),
        "tricks": [[ld, [CARD_STR[c] for c in cards], w] for ld, cards, w in s.tricks],
        "trick": [CARD_STR[c] for c in s.trick],
        "matzl": s.matzl or None, "matzl_seat": seat(s.matzl_seat),
        "claimed": None if s.claimed < 0 else bool(s.claimed), "turn": seat(s.turn),
    }


def setup_of(s: State) -> tuple[int, frozenset[str], dict[str, Any]]:
    """(players, variants, options) of a state: always 4 players, and the series length."""
    return 4, frozenset(s.variants), {"deals": s.deals}


def check_snapshot(snap: Any) -> None:
    """ValueError naming what is wrong if snap is not a position the rules can reach."""
    given = read(snap)
    reached = rebuild(given)
    if reached != given:
        mine, theirs = snapshot(given), snapshot(reached)
        key = next(k for k in FIELDS if mine[k] != theirs[k])
        _fail(f"{key} is {_short(mine[key])}, but the deal as written (its hands, bids, call, raises and "
              f"cards played) gives {_short(theirs[key])}")


def restore(snap: Any) -> State:
    """The state a position describes; a ValueError naming what is wrong if the rules cannot reach it."""
    check_snapshot(snap)
    return read(snap)


def _fail(msg: str) -> NoReturn:
    raise ValueError(f"matzlfangen position: {msg}")


def _short(value: Any) -> str:
    """A value as JSON, cut to about 80 characters (a refusal never echoes a huge input)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = f"a {type(value).__name__}"
    return text if len(text) <= 80 else text[:77] + "..."


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _whole(snap: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = snap[key]
    if not _is_int(value) or not low <= value <= high:
        _fail(f"{key} must be a whole number from {low} to {high}, found {_short(value)}")
    return value


def _seat(snap: Mapping[str, Any], key: str, none: bool = False) -> int:
    """A seat 0..3 (or null, kept as -1, where `none` allows it)."""
    value = snap[key]
    if value is None and none:
        return -1
    if not _is_int(value) or not 0 <= value <= 3:
        _fail(f"{key} must be a seat 0..3{' or null' if none else ''}, found {_short(value)}")
    return value


def _list(value: Any, where: str, length: Optional[int] = None, most: Optional[int] = None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length) \
            or (most is not None and len(value) > most):
        size = f" of {length}" if length is not None else f" of at most {most}" if most is not None else ""
        _fail(f"{where} must be a list{size}, found {_short(value)}")
    return value


def _cards(value: Any, where: str, most: int = 32) -> list[int]:
    items = _list(value, where, most=most)
    bad = [c for c in items if not isinstance(c, str) or c not in CARD_INDEX]
    if bad:
        _fail(f"{where} must list card codes like 'HX', found {_short(bad[0])}")
    return [CARD_INDEX[c] for c in items]


def _card(value: Any, where: str) -> int:
    """A card code, or null (kept as -1)."""
    if value is None:
        return -1
    if not isinstance(value, str) or value not in CARD_INDEX:
        _fail(f"{where} must be a card code like 'HX' or null, found {_short(value)}")
    return CARD_INDEX[value]


def _choice(snap: Mapping[str, Any], key: str, allowed: Sequence[Any]) -> Any:
    value = snap[key]
    if isinstance(value, bool) or not any(type(value) is type(a) and value == a for a in allowed):
        _fail(f"{key} must be one of {', '.join(map(_short, allowed))}, found {_short(value)}")
    return value


def _variants(value: Any) -> frozenset[str]:
    names = _list(value, "variants")
    for v in names:
        if not isinstance(v, str) or v not in KNOWN_VARIANTS:
            _fail(f"variants must be names from {', '.join(sorted(KNOWN_VARIANTS))}; found {_short(v)}")
    if len(set(names)) != len(names):
        _fail(f"variants lists a name twice: {_short(names)}")
    chosen = frozenset(names)
    try:
        check_variants(chosen)
    except ValueError as err:
        _fail(str(err))
    return chosen


def _deltas(value: Any, where: str) -> tuple[int, ...]:
    items = _list(value, where, length=4)
    if not all(_is_int(x) for x in items):
        _fail(f"{where} must be 4 whole numbers, found {_short(items)}")
    return tuple(items)


def read(snap: Any) -> State:
    """The State a position's fields describe, checked field by field (types, ranges, the 32 cards), but
    not yet for consistency with the rules (check_snapshot does that)."""
    if not isinstance(snap, Mapping):
        _fail(f"a position is a dict of the fields {', '.join(FIELDS)}, not {type(snap).__name__}")
    missing = [k for k in FIELDS if k not in snap]
    if missing:
        _fail(f"the position lacks {', '.join(missing)}")
    unknown = [k for k in snap if k not in FIELDS]
    if unknown:
        _fail(f"unknown field {_short(str(unknown[0]))}; the fields are {', '.join(FIELDS)}")
    variants = _variants(snap["variants"])
    deals = _whole(snap, "deals", 1, MAX_DEALS)
    deal_no = _whole(snap, "deal_no", 0, deals - 1)
    dealer = _seat(snap, "dealer")
    phase = _choice(snap, "phase", PHASES)
    if phase == "over" and deal_no != deals - 1:
        _fail(f"phase 'over' comes after the last deal, but deal_no is {deal_no} of {deals} (0-based)")
    history = tuple(_deltas(h, f"history[{i}]") for i, h in enumerate(_list(snap["history"], "history")))
    settled = deal_no + (phase == "over")
    if len(history) != settled:
        _fail(f"history must hold {settled} settled deal{'' if settled == 1 else 's'} (one list of 4 deltas "
              f"per deal before this point), found {len(history)}")
    for i, deltas in enumerate(history):
        if sum(deltas) != 0:
            _fail(f"history[{i}] must add up to 0 (game points are zero-sum), found {list(deltas)}")
    scores = _deltas(snap["scores"], "scores")
    totals = tuple(sum(h[x] for h in history) for x in range(4))
    if scores != totals:
        _fail(f"scores must be the running totals of history, {list(totals)}, found {list(scores)}")
    rng = _whole(snap, "rng", 0, 2**64 - 1)
    deck = _cards(snap["deck"], "deck")
    knock_asked = _whole(snap, "knock_asked", 0, 2)
    packets = _choice(snap, "packets", (0, 4, 8))
    hands = [_cards(h, f"hands[{x}]", most=8) for x, h in enumerate(_list(snap["hands"], "hands", length=4))]
    turned = _card(snap["turned"], "turned")
    bids = []
    for i, b in enumerate(_list(snap["bids"], "bids", most=64)):
        if not (isinstance(b, list) and len(b) == 2 and _is_int(b[0]) and 0 <= b[0] <= 3
                and isinstance(b[1], str) and b[1] in BID_TEXTS):
            _fail(f"bids[{i}] must be [seat, speech] with a speech like 'weiter', 'durch' or 'treiben H', "
                  f"found {_short(b)}")
        bids.append((b[0], b[1]))
    passed = _list(snap["passed"], "passed", length=4)
    if not all(isinstance(p, bool) for p in passed):
        _fail(f"passed must be 4 true/false values, found {_short(passed)}")
    contract = snap["contract"]
    if contract is not None and contract not in CONTRACTS:
        _fail(f"contract must be one of {', '.join(CONTRACTS)} or null, found {_short(contract)}")
    declarer = _seat(snap, "declarer", none=True)
    trump = snap["trump"]
    if trump is not None and (not isinstance(trump, str) or len(trump) != 1 or trump not in SUITS):
        _fail(f"trump must be a suit letter E, L, H or S, or null, found {_short(trump)}")
    called = _card(snap["called"], "called")
    partner = _seat(snap, "partner", none=True)
    public = _list(snap["public_side"], "public_side", length=4)
    if not all(isinstance(x, (str, type(None))) and x in _SIDE_OF for x in public):
        _fail(f"public_side must give each seat 'declarers', 'defenders' or null, found {_short(public)}")
    raises = []
    for i, r in enumerate(_list(snap["raises"], "raises", most=MAX_RAISES)):
        if not (isinstance(r, list) and len(r) == 2 and _is_int(r[0]) and 0 <= r[0] <= 3
                and r[1] in ("declarers", "defenders")):
            _fail(f"raises[{i}] must be [seat, 'declarers' or 'defenders'], found {_short(r)}")
        raises.append((r[0], _SIDE_OF[r[1]]))
    raise_passes = _whole(snap, "raise_passes", 0, 4)
    leader = _seat(snap, "leader", none=True)
    tricks = []
    for i, t in enumerate(_list(snap["tricks"], "tricks", most=8)):
        if not (isinstance(t, list) and len(t) == 3):
            _fail(f"tricks[{i}] must be [leader, [4 cards], winner], found {_short(t)}")
        cards = _cards(t[1], f"tricks[{i}] cards", most=4)
        if len(cards) != 4 or not all(_is_int(x) and 0 <= x <= 3 for x in (t[0], t[2])):
            _fail(f"tricks[{i}] must be [leader, [4 cards], winner] with seats 0..3, found {_short(t)}")
        tricks.append((t[0], tuple(cards), t[2]))
    trick = _cards(snap["trick"], "trick", most=3)
    matzl = snap["matzl"]
    if matzl not in (None, "declarers", "defenders") or isinstance(matzl, (list, dict)):
        _fail(f"matzl must be 'declarers', 'defenders' or null, found {_short(matzl)}")
    matzl_seat = _seat(snap, "matzl_seat", none=True)
    claimed = snap["claimed"]
    if claimed is not None and not isinstance(claimed, bool):
        _fail(f"claimed must be true, false or null, found {_short(claimed)}")
    turn = _seat(snap, "turn", none=phase == "over")
    if phase == "over" and turn >= 0:
        _fail(f"turn must be null once the series is over, found {turn}")
    _check_cards(phase, deck, hands, trick, tricks)
    return State(
        variants=variants, deals=deals, deal_no=deal_no, dealer=dealer, scores=scores, history=history,
        rng=rng, phase=phase, deck=tuple(deck), knock_asked=knock_asked, packets=packets, turned=turned,
        bids=tuple(bids), passed=tuple(passed), contract=contract or "", declarer=declarer,
        trump=-1 if trump is None else SUITS.index(trump), called=called, partner=partner,
        public_side=tuple(_SIDE_OF[x] for x in public), raises=tuple(raises), raise_passes=raise_passes,
        matzl=matzl or "", matzl_seat=matzl_seat, claimed=-1 if claimed is None else int(claimed),
        leader=leader, tricks=tuple(tricks), turn=turn, hands=tuple(mask_of(h) for h in hands),
        trick=tuple(trick))


def _check_cards(phase: str, deck: list[int], hands: list[list[int]], trick: list[int],
                 tricks: list[tuple[int, tuple[int, ...], int]]) -> None:
    """R-DECK-1: each of the 32 cards is in exactly one place: all in the deck before the cut, else in the
    hands, the current trick and the tricks played."""
    places: dict[int, list[str]] = {}
    for where, cards in [("the deck", deck), *((f"{seat_label(x)}'s hand", h) for x, h in enumerate(hands)),
                         ("the current trick", trick),
                         *((f"trick {i + 1}", list(t[1])) for i, t in enumerate(tricks))]:
        for c in cards:
            places.setdefault(c, []).append(where)
    twice = [(c, ws) for c, ws in places.items() if len(ws) > 1]
    if twice:
        c, ws = twice[0]
        _fail(f"each card is in one place, but {CARD_STR[c]} is in {' and in '.join(ws)}")
    missing = [CARD_STR[c] for c in range(32) if c not in places]
    if missing:
        _fail(f"all 32 cards must be somewhere; missing {' '.join(missing)}")
    if phase == "cut" and len(deck) != 32:
        _fail("before the cut all 32 cards are in the shuffled deck (hands, trick and tricks are empty)")
    if phase != "cut" and deck:
        _fail("after the cut the deck is empty: all 32 cards are in the hands, the trick and the tricks")
