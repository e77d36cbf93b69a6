"""Parse (leniently) and format (canonically) Matschig cards and actions; see shared/api.md."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional

from ..core.errors import NotationError
from .cards import CARDS, ORDER, SPECIALS, VALUE, PIPE, WATERSUIT, sort_cards

GAME = "matschig"
CARD_LIST = "W1..W7, S1..S7, U1..U7, PIPE, BLOWER, FLAMETHROWER, WATERSUIT, MACHINEGUN"
FORMS = ("throw W3 S5 at P2 | pass | swap W1 U2 PIPE | complete W2 at P3 | decline | accept | "
         "umbrellas U4>W2 U3+U2>S5 | PIPE at P3 | BLOWER | FLAMETHROWER | WATERSUIT W7 | MACHINEGUN")
_CARD_SET = frozenset(CARDS)
_SPECIAL_SET = frozenset(SPECIALS)
_SPACES = re.compile(r"\s*([>+])\s*")
_SEAT = re.compile(r"P([1-9][0-9]?)")

# A parsed action is a plain tuple:
#   ("throw", cards, target) ("pass",) ("swap", cards) ("complete", card, target)
#   ("decline",) ("accept",) ("defend", groups, specials, pipe_target, suit_cards)
# where groups is a tuple of (umbrella cards, mud card).
Parsed = tuple


def _err(kind: str, **data) -> NotationError:
    return NotationError(GAME, None, kind, data)


def parse_card(token: str) -> str:
    """One card name, any case ('w3' -> 'W3'); NotationError if it is no Matschig card."""
    card = token.strip().upper()
    if card not in _CARD_SET:
        raise _err("bad-card", token=token, expected=CARD_LIST)
    return card


def parse_cards(text: str) -> tuple[str, ...]:
    """A space- or comma-separated card list, in input order."""
    return tuple(parse_card(t) for t in text.replace(",", " ").split())


def parse_seat(token: str) -> int:
    """'P3' -> seat 2; NotationError if it is not P1, P2, ..."""
    m = _SEAT.fullmatch(token.upper())
    if not m:
        raise _err("bad-seat", token=token)
    return int(m.group(1)) - 1


def _target(tokens: list[str], what: str) -> tuple[list[str], int]:
    """Split '... at P3' into the words before 'at' and the seat."""
    upper = [t.upper() for t in tokens]
    if "AT" not in upper:
        raise _err("missing-target", action=what)
    i = upper.index("AT")
    if i != len(tokens) - 2:
        raise _err("extra-words", action=what, words=" ".join(tokens[i + 1:]))
    return tokens[:i], parse_seat(tokens[i + 1])


@lru_cache(maxsize=16384)
def parse_action(text: str) -> Parsed:
    """Any Matschig action text -> parsed tuple; NotationError saying what was expected.

    Cached: parsing is a pure function of the text and the result is an immutable tuple.
    """
    if ">" in text or "+" in text:
        text = _SPACES.sub(r"\1", text)
    words = text.replace(",", " ").split()
    if not words:
        raise _err("empty", forms=FORMS)
    head = words[0].lower()
    rest = words[1:]
    if head == "throw":
        before, seat = _target(rest, "throw")
        if not before:
            raise _err("no-cards", action="throw")
        return ("throw", tuple(parse_card(t) for t in before), seat)
    if head == "complete":
        before, seat = _target(rest, "complete")
        if len(before) != 1:
            raise _err("one-card", action="complete", got=" ".join(before) or "-")
        return ("complete", parse_card(before[0]), seat)
    if head == "swap":
        return ("swap", tuple(parse_card(t) for t in rest))
    if head in ("pass", "decline", "accept"):
        if rest:
            raise _err("extra-words", action=head, words=" ".join(rest))
        return (head,)
    if head in ("umbrellas", "umbrella") or head.upper() in _SPECIAL_SET or ">" in head:
        return _parse_defence(words[1:] if head in ("umbrellas", "umbrella") else words,
                              head in ("umbrellas", "umbrella"))
    raise _err("unknown-action", word=words[0], forms=FORMS)


@lru_cache(maxsize=4096)
def parse_listed_umbrellas(text: str) -> Parsed:
    """parse_action() of a canonical umbrella defence, as legal_actions lists it.

    Split directly: a canonical text ("umbrellas U4>W2 U3+U2>S5") needs none of parse_action's
    leniency or checks. Cached apart from parse_action: the defences actually played recur (a
    few thousand texts), while the many more that are only listed would crowd them out there.
    """
    groups = []
    for token in text[10:].split(" "):
        umbrellas, _, card = token.partition(">")
        groups.append((tuple(umbrellas.split("+")), card))
    return ("defend", tuple(groups), (), None, ())


def parse_listed_swap(text: str) -> Parsed:
    """parse_action() of a canonical swap ("swap W1 U2 PIPE"), as legal_actions lists it.

    Not cached: swap texts seldom recur, and splitting one costs less than a cache miss.
    """
    return ("swap", tuple(text[5:].split(" ")))


def _parse_defence(tokens: list[str], said_umbrellas: bool) -> Parsed:
    groups: list[tuple[tuple[str, ...], str]] = []
    specials: list[str] = []
    suit_cards: list[str] = []
    pipe_target: Optional[int] = None
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        up = tok.upper()
        if ">" in tok:
            left, _, right = tok.partition(">")
            if not left or not right or ">" in right:
                raise _err("bad-group", token=tok)
            groups.append((tuple(parse_card(u) for u in left.split("+")), parse_card(right)))
        elif up in _SPECIAL_SET:
            specials.append(up)
        elif up == "AT" and i + 1 < len(tokens):
            pipe_target = parse_seat(tokens[i + 1])
            i += 1
        elif WATERSUIT in specials and not groups:
            suit_cards.append(parse_card(tok))
        else:
            card = parse_card(tok)  # raises for garbage
            raise _err("bad-group", token=card)
        i += 1
    if said_umbrellas and not groups:
        raise _err("no-groups")
    if pipe_target is not None and PIPE not in specials:
        raise _err("at-without-pipe")
    return ("defend", tuple(groups), tuple(specials), pipe_target, tuple(suit_cards))


# -- canonical forms ---------------------------------------------------------------
def seat_name(seat: int) -> str:
    """Seat 0 -> 'P1'."""
    return f"P{seat + 1}"


def fmt_cards(cards) -> str:
    """Cards in canonical order, space separated."""
    return " ".join(sort_cards(cards))


def fmt_throw(cards, target: int) -> str:
    """Canonical throw: 'throw W3 S5 at P2' (water then sand, low to high)."""
    return f"throw {fmt_cards(cards)} at {seat_name(target)}"


def fmt_swap(cards) -> str:
    """Canonical swap: 'swap W1 U2 PIPE'."""
    return f"swap {fmt_cards(cards)}"


def fmt_complete(card: str, target: int) -> str:
    """Canonical completion: 'complete W2 at P3'."""
    return f"complete {card} at {seat_name(target)}"


def fmt_group(umbrellas, card: str) -> str:
    """One umbrella group, biggest umbrella first: 'U3+U2>S5'."""
    return "+".join(sorted(umbrellas, key=lambda u: (-VALUE[u], u))) + ">" + card


def fmt_umbrellas(groups) -> str:
    """Canonical umbrella defence: groups ordered by mud card, then by umbrellas."""
    parts = sorted(((ORDER[c], fmt_group(us, c)) for us, c in groups))
    return "umbrellas " + " ".join(p for _, p in parts)


def fmt_pipe(target: int) -> str:
    """Canonical pipe: 'PIPE at P3'."""
    return f"PIPE at {seat_name(target)}"


def fmt_watersuit(cards) -> str:
    """Canonical water suit: 'WATERSUIT W4 S3' (the mud cards it stops)."""
    return f"WATERSUIT {fmt_cards(cards)}"
