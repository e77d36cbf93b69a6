"""Matzlfangen notation: parse lenient text into actions and format them canonically."""
from __future__ import annotations

from typing import Optional, Union

from ..core.errors import NotationError
from .cards import CARD_INDEX, CARD_STR, SUITS

GAME = "matzlfangen"
# R-BID-2 / §3.1: contracts from lowest to highest; Rufen is what forehand plays when all say weiter.
CONTRACTS = ("rufen", "treiben", "neid", "durch", "trumpf-durch")
BIDDABLE = CONTRACTS[1:]
SIMPLE = ("cut", "knock", "weiter", "raise", "no raise", "claim", "waive")
EXPECTED = ("cut, knock, weiter, bid treiben|neid|durch|trumpf-durch, trump H, call EA, "
            "raise, no raise, play HX, claim, waive")

# An action: (verb, argument). Argument: None, a card int, a suit int, or (contract, suit or None).
Action = tuple[str, Union[None, int, tuple[str, Optional[int]]]]

_ALIASES = {"no-raise": "no raise", "noraise": "no raise", "no_raise": "no raise",
            "trumpfdurch": "trumpf-durch", "trumpf_durch": "trumpf-durch",
            "neid-spiel": "neid", "neidspiel": "neid"}


def parse_card(text: str) -> int:
    """A card code such as 'HX' (any case, spaces ignored) -> card int; NotationError if not one."""
    code = "".join(str(text).split()).upper()
    if code.endswith("10") and len(code) == 3:
        code = code[0] + "X"  # people write H10 for the Herz Zehn
    if code not in CARD_INDEX:
        raise NotationError(GAME, None, "bad-card", {"got": str(text).strip()})
    return CARD_INDEX[code]


def parse_cards(text: str) -> list[int]:
    """A space-separated card list ('S7 SA H8') -> card ints, order kept; '' is an empty list."""
    return [parse_card(t) for t in str(text).replace(",", " ").split()]


def parse_suit(text: str) -> int:
    """A suit letter E/L/H/S (any case) -> suit index; NotationError otherwise."""
    code = str(text).strip().upper()
    if len(code) != 1 or code not in SUITS:
        raise NotationError(GAME, None, "bad-suit", {"got": str(text).strip()})
    return SUITS.index(code)


def parse_action(text: str) -> Action:
    """Text -> (verb, argument); NotationError saying what was expected."""
    hit = _CANONICAL.get(text)
    if hit is not None:
        return hit
    return _parse_action(text)


def parse_canonical(text: str) -> tuple[str, Action]:
    """Text -> (canonical text, (verb, argument)); canonical text is returned as given (the fast path)."""
    hit = _CANONICAL.get(text)
    if hit is not None:
        return text, hit
    action = _parse_action(text)
    return format_action(action), action


def _parse_action(text: str) -> Action:
    words = str(text).lower().split()
    if not words:
        raise NotationError(GAME, None, "bad-action", {"got": str(text), "expected": EXPECTED})
    joined = " ".join(words)
    joined = _ALIASES.get(joined, joined)
    if joined in SIMPLE:
        return (joined, None)
    verb, rest = words[0], words[1:]
    if verb == "bid" and rest:
        name = _ALIASES.get(rest[0], rest[0])
        if len(rest) >= 2 and f"{name}-{rest[1]}" == "trumpf-durch":
            name, rest = "trumpf-durch", ["trumpf-durch"] + rest[2:]
        if name not in BIDDABLE:
            raise NotationError(GAME, None, "bad-contract", {"got": " ".join(rest)})
        if len(rest) == 1:
            return ("bid", (name, None))
        if len(rest) == 2:
            return ("bid", (name, parse_suit(rest[1])))
    elif verb == "trump" and len(rest) == 1:
        return ("trump", parse_suit(rest[0]))
    elif verb in ("call", "play") and len(rest) == 1:
        return (verb, parse_card(rest[0]))
    raise NotationError(GAME, None, "bad-action", {"got": str(text).strip(), "expected": EXPECTED})


def format_action(action: Action) -> str:
    """(verb, argument) -> canonical text such as 'play HX' or 'bid treiben H'."""
    hit = _FORMAT.get(action)
    if hit is not None:
        return hit
    verb, arg = action
    if verb in ("play", "call"):
        return f"{verb} {CARD_STR[arg]}"
    if verb == "trump":
        return f"trump {SUITS[arg]}"
    if verb == "bid":
        name, s = arg
        return f"bid {name}" if s is None else f"bid {name} {SUITS[s]}"
    return verb


def _all_canonical() -> dict[str, Action]:
    """Every canonical action text, pre-parsed (the fast path for engines and bots)."""
    out: dict[str, Action] = {v: (v, None) for v in SIMPLE}
    for c in range(32):
        out[f"play {CARD_STR[c]}"] = ("play", c)
        out[f"call {CARD_STR[c]}"] = ("call", c)
    for i, letter in enumerate(SUITS):
        out[f"trump {letter}"] = ("trump", i)
    for name in BIDDABLE:
        out[f"bid {name}"] = ("bid", (name, None))
        for i, letter in enumerate(SUITS):
            out[f"bid {name} {letter}"] = ("bid", (name, i))
    return out


_CANONICAL = _all_canonical()
CANONICAL_ACTIONS = _CANONICAL  # every canonical action text -> its (verb, argument); do not change it
_FORMAT = {v: k for k, v in _CANONICAL.items()}
