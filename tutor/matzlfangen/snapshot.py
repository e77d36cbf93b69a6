"""Save-file form of the state, and the checks that refuse impossible or tampered states."""
from __future__ import annotations

from typing import Any, Mapping

from .cards import CARD_INDEX, CARD_STR, cards_of
from .notation import CONTRACTS
from .state import PHASES, State
from .variants import KNOWN_VARIANTS


def snapshot(s: State) -> dict:
    """Every field of the state as JSON-able data, cards as codes."""
    return {
        "variants": sorted(s.variants), "deals": s.deals, "deal_no": s.deal_no, "dealer": s.dealer,
        "scores": list(s.scores), "rng": s.rng, "phase": s.phase, "turn": s.turn,
        "deck": [CARD_STR[c] for c in s.deck], "knock_asked": s.knock_asked, "packets": s.packets,
        "hands": [[CARD_STR[c] for c in cards_of(h)] for h in s.hands],
        "turned": CARD_STR[s.turned] if s.turned >= 0 else None,
        "bids": [[seat, what] for seat, what in s.bids], "passed": list(s.passed),
        "contract": s.contract, "declarer": s.declarer, "trump": s.trump,
        "called": CARD_STR[s.called] if s.called >= 0 else None, "partner": s.partner,
        "public_side": list(s.public_side), "raises": [[a, b] for a, b in s.raises],
        "raise_passes": s.raise_passes, "leader": s.leader, "trick": [CARD_STR[c] for c in s.trick],
        "tricks": [[ld, [CARD_STR[c] for c in cards], w] for ld, cards, w in s.tricks],
        "matzl": s.matzl, "matzl_seat": s.matzl_seat, "claimed": s.claimed,
        "history": [list(h) for h in s.history],
    }


def _fail(msg: str) -> None:
    raise ValueError(f"matzlfangen save file: {msg}")


def _seat(snap: Mapping[str, Any], key: str, allow_none: bool = True) -> None:
    v = snap[key]
    if not isinstance(v, int) or isinstance(v, bool) or not (-1 if allow_none else 0) <= v <= 3:
        _fail(f"{key!r} must be a seat 0..3{' or -1' if allow_none else ''}, found {v!r}")


def _cards(value: Any, where: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(c, str) and c in CARD_INDEX for c in value):
        _fail(f"{where} must be a list of card codes like 'HX', found {value!r}")
    return [CARD_INDEX[c] for c in value]


def check_snapshot(snap: Mapping[str, Any]) -> None:
    """ValueError saying what was expected if snap is not a possible Matzlfangen state."""
    keys = ("variants", "deals", "deal_no", "dealer", "scores", "rng", "phase", "turn", "deck",
            "knock_asked", "packets", "hands", "turned", "bids", "passed", "contract", "declarer",
            "trump", "called", "partner", "public_side", "raises", "raise_passes", "leader", "trick",
            "tricks", "matzl", "matzl_seat", "claimed", "history")
    if not isinstance(snap, Mapping):
        _fail("the state must be an object")
    missing = [k for k in keys if k not in snap]
    if missing:
        _fail(f"the state lacks {', '.join(missing)}")
    if snap["phase"] not in PHASES:
        _fail(f"phase must be one of {', '.join(PHASES)}, found {snap['phase']!r}")
    if not isinstance(snap["variants"], list) or not set(snap["variants"]) <= KNOWN_VARIANTS:
        _fail(f"variants must be known names, found {snap['variants']!r}")
    for key in ("dealer", "declarer", "partner", "leader", "turn", "matzl_seat"):
        _seat(snap, key, key != "dealer")
    if snap["contract"] not in ("",) + CONTRACTS:
        _fail(f"contract must be one of {', '.join(CONTRACTS)} (or empty), found {snap['contract']!r}")
    scores = snap["scores"]
    if not isinstance(scores, list) or len(scores) != 4 or not all(isinstance(x, int) for x in scores):
        _fail(f"scores must be 4 whole numbers, found {scores!r}")
    if sum(scores) != 0:
        _fail(f"scores are zero-sum game points and must add up to 0, found {scores} (sum {sum(scores)})")
    if not isinstance(snap["deals"], int) or not 0 <= snap["deal_no"] < snap["deals"]:
        _fail("deal_no must be below deals")
    hands = snap["hands"]
    if not isinstance(hands, list) or len(hands) != 4:
        _fail(f"hands must be 4 lists of cards, found {hands!r}")
    every = _cards(snap["deck"], "deck")
    for i, h in enumerate(hands):
        every += _cards(h, f"hand of P{i + 1}")
    every += _cards(snap["trick"], "the current trick")
    tricks = snap["tricks"]
    if not isinstance(tricks, list) or len(tricks) > 8:
        _fail("tricks must be a list of at most 8 tricks")
    for n, t in enumerate(tricks):
        if not (isinstance(t, list) and len(t) == 3 and isinstance(t[0], int) and isinstance(t[2], int)):
            _fail(f"trick {n + 1} must be [leader, cards, winner], found {t!r}")
        cards = _cards(t[1], f"trick {n + 1}")
        if len(cards) != 4:
            _fail(f"trick {n + 1} must hold 4 cards, found {len(cards)}")
        every += cards
    dup = sorted({CARD_STR[c] for c in every if every.count(c) > 1})
    if dup:
        _fail(f"each of the 32 cards exists once, but {', '.join(dup)} appear(s) twice")
    if len(every) != 32:
        lost = sorted(set(CARD_STR) - {CARD_STR[c] for c in every})
        _fail(f"all 32 cards must be accounted for (deck, hands, trick, tricks); missing {', '.join(lost)}")
    if snap["phase"] == "cut" and len(snap["deck"]) != 32:
        _fail("before the cut the 32 cards must all be in the shuffled deck")
    if snap["phase"] in ("auction", "trump", "call", "raise"):
        bad = [i + 1 for i, h in enumerate(hands) if len(h) != 8]
        if bad:
            _fail(f"before the first trick every hand holds 8 cards; P{bad[0]} does not")
    if snap["turned"] is not None and snap["turned"] not in CARD_INDEX:
        _fail(f"turned must be a card code, found {snap['turned']!r}")
    if snap["called"] is not None and snap["called"] not in CARD_INDEX:
        _fail(f"called must be a card code, found {snap['called']!r}")
    if not isinstance(snap["trump"], int) or not -1 <= snap["trump"] <= 3:
        _fail(f"trump must be a suit index 0..3 or -1, found {snap['trump']!r}")
    if not isinstance(snap["raises"], list) or len(snap["raises"]) > 10:
        _fail("raises must be a list of at most 10 (Schuß .. Drauffi)")
    if not isinstance(snap["rng"], int) or not 0 <= snap["rng"] < 2 ** 64:
        _fail("rng must be a 64-bit whole number")
