"""Matzlfangen notation: parse lenient text into actions and format them canonically.

Parsing is linear and strict about characters: a text longer than MAX_ACTION, or holding anything but
ASCII letters, digits, spaces, tabs, '-' and '_', is refused before it is read, so a lookalike letter
(a dotless ı, a long ſ, a Kelvin sign K, fullwidth letters) never turns into an action. A refusal
quotes at most QUOTE characters of the input."""
from __future__ import annotations

import re
from typing import Optional, Union

from ..core.errors import NotationError
from .cards import CARD_INDEX, CARD_STR, SUITS
from .state import GAME

# R-BID-2 / §3.1: contracts from lowest to highest; Rufen is what forehand plays when all say weiter.
CONTRACTS = ("rufen", "treiben", "neid", "durch", "trumpf-durch")
BIDDABLE = CONTRACTS[1:]
SIMPLE = ("cut", "knock", "weiter", "raise", "no raise", "claim", "waive")
EXPECTED = ("cut, knock, weiter, bid treiben|neid|durch|trumpf-durch, trump H, call EA, "
            "raise, no raise, play HX, claim, waive")
MAX_ACTION = 64  # characters; the longest action, "bid trumpf-durch H", has 18
MAX_CARD_LIST = 200  # characters of a card list for the rule functions (32 cards need 95)
QUOTE = 60  # characters of a refused text quoted back

_ACTION_TEXT = re.compile(r"[A-Za-z0-9 \t_-]*", re.ASCII)  # one character class: a linear match
_CARD_LIST_TEXT = re.compile(r"[A-Za-z0-9 \t,]*", re.ASCII)

# An action: (verb, argument). Argument: None, a card int, a suit int, or (contract, suit or None).
Action = tuple[str, Union[None, int, tuple[str, Optional[int]]]]

_ALIASES = {"no-raise": "no raise", "noraise": "no raise", "no_raise": "no raise",
            "trumpfdurch": "trumpf-durch", "trumpf_durch": "trumpf-durch",
            "neid-spiel": "neid", "neidspiel": "neid"}


def shown(text: str) -> str:
    """The start of a text as a refusal quotes it: at most QUOTE characters."""
    return text if len(text) <= QUOTE else text[:QUOTE - 3] + "..."


def _checked(text: object, limit: int, pattern: re.Pattern[str], kind: str) -> str:
    """text as a plain str if it is short enough and holds only allowed characters, else NotationError."""
    if not isinstance(text, str):
        raise NotationError(GAME, None, kind, {"got": shown(type(text).__name__), "expected": EXPECTED})
    plain = str.__str__(text)  # a plain str, never the caller's str subclass
    if len(plain) > limit:
        raise NotationError(GAME, None, "too-long", {"got": shown(plain), "length": len(plain), "limit": limit})
    if not pattern.fullmatch(plain):
        raise NotationError(GAME, None, kind, {"got": shown(plain.strip()), "expected": EXPECTED})
    return plain


def parse_card(text: str) -> int:
    """A card code such as 'HX' (any case, spaces ignored; 'H10' for the Ten) -> card int; else
    NotationError."""
    code = "".join(_checked(text, MAX_ACTION, _ACTION_TEXT, "bad-card").split()).upper()
    if len(code) == 3 and code.endswith("10"):
        code = code[0] + "X"  # people write H10 for the Herz Zehn
    if code not in CARD_INDEX:
        raise NotationError(GAME, None, "bad-card", {"got": shown(str.__str__(text).strip())})
    return CARD_INDEX[code]


def parse_cards(text: str) -> list[int]:
    """A card list ('S7 SA H8', commas allowed) -> card ints, order kept; '' is an empty list."""
    plain = _checked(text, MAX_CARD_LIST, _CARD_LIST_TEXT, "bad-card")
    return [parse_card(t) for t in plain.replace(",", " ").split()]


def parse_suit(text: str) -> int:
    """A suit letter E/L/H/S (any case) -> suit index; NotationError otherwise."""
    code = _checked(text, MAX_ACTION, _ACTION_TEXT, "bad-suit").strip().upper()
    if len(code) != 1 or code not in SUITS:
        raise NotationError(GAME, None, "bad-suit", {"got": shown(code)})
    return SUITS.index(code)


def parse_action(text: str) -> Action:
    """Text -> (verb, argument); NotationError saying what was expected. format_action gives its canonical
    text, always a plain str."""
    return _parse_action(_checked(text, MAX_ACTION, _ACTION_TEXT, "bad-action"))


def _parse_action(text: str) -> Action:
    """A checked, lenient text (any case, extra spaces, aliases) -> (verb, argument)."""
    words = text.lower().split()
    if not words:
        raise NotationError(GAME, None, "bad-action", {"got": shown(text), "expected": EXPECTED})
    joined = " ".join(words)
    joined = _ALIASES.get(joined, joined)
    if joined in SIMPLE:
        return (joined, None)
    verb, rest = words[0], words[1:]
    if verb == "bid" and rest:
        name = _ALIASES.get(rest[0], rest[0])
        if len(rest) >= 2 and f"{name}-{rest[1]}" == "trumpf-durch":
            name, rest = "trumpf-durch", ["trumpf-durch"] + rest[2:]
        if name not in CONTRACTS:  # "bid rufen" is read, and refused by the rules with R-BID-3
            raise NotationError(GAME, None, "bad-contract", {"got": shown(" ".join(rest))})
        if len(rest) == 1:
            return ("bid", (name, None))
        if len(rest) == 2:
            return ("bid", (name, parse_suit(rest[1])))
    elif verb == "trump" and len(rest) == 1:
        return ("trump", parse_suit(rest[0]))
    elif verb in ("call", "play") and len(rest) == 1:
        return (verb, parse_card(rest[0]))
    raise NotationError(GAME, None, "bad-action", {"got": shown(text.strip()), "expected": EXPECTED})


def format_action(action: Action) -> str:
    """(verb, argument) -> canonical text such as 'play HX' or 'bid treiben H'."""
    verb, arg = action
    if verb in ("play", "call") and isinstance(arg, int):
        return f"{verb} {CARD_STR[arg]}"
    if verb == "trump" and isinstance(arg, int):
        return f"trump {SUITS[arg]}"
    if verb == "bid" and isinstance(arg, tuple):
        name, s = arg
        return f"bid {name}" if s is None else f"bid {name} {SUITS[s]}"
    return verb

