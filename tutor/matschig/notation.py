"""Parse (leniently) and format (canonically) Matschig cards and actions; see help(tutor.matschig).

Parsing is linear in the input and refuses long or non-ASCII text before reading it, so an action
means one thing or is refused: a dotless ı or a fullwidth letter never turns into a card name.
"""
from __future__ import annotations

import re
from typing import Any, Iterable, Optional

from ..core.errors import NotationError
from ..core.i18n import seat_label
from .cards import CARDS, ORDER, PIPE, SPECIALS, VALUE, WATERSUIT, sort_cards

GAME = "matschig"
CARD_LIST = "W1..W7, S1..S7, U1..U7, PIPE, BLOWER, FLAMETHROWER, WATERSUIT, MACHINEGUN"
FORMS = ("throw W3 S5 at P2 | pass | swap W1 U2 PIPE | complete W2 at P3 | decline | accept | "
         "umbrellas U4>W2 U3+U2>S5 | PIPE at P3 | BLOWER | FLAMETHROWER | WATERSUIT W7 | MACHINEGUN")
ACTION_LIMIT = 200   # characters in an action; the longest real one has about 80
LIST_LIMIT = 1000    # characters in a list of cards (a mud pile of a whole round fits easily)
QUOTE_LIMIT = 60     # characters of the input a refusal quotes
_CARD_SET = frozenset(CARDS)
_SPECIAL_SET = frozenset(SPECIALS)
_SEAT = re.compile(r"P([1-9][0-9]?)", re.ASCII)
_PLAIN = re.compile(r"[\x20-\x7e\t\r\n]*", re.ASCII)  # printable ASCII, tabs and line ends
_UMBRELLA_WORDS = ("umbrellas", "umbrella")

# A parsed action is a plain tuple:
#   ("throw", cards, target) ("pass",) ("swap", cards) ("complete", card, target)
#   ("decline",) ("accept",) ("defend", groups, specials, pipe_target, suit_cards)
# where groups is a tuple of (umbrella cards, mud card).
Parsed = tuple


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """text cut to about `limit` characters, so a refusal never echoes a huge input."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _err(kind: str, **data: Any) -> NotationError:
    return NotationError(GAME, None, kind, data)


def plain_text(text: Any, limit: int) -> str:
    """text as a plain str, refused (NotationError) unless it is text of at most `limit`
    characters of printable ASCII."""
    if not isinstance(text, str):
        raise _err("not-text", got=type(text).__name__)
    text = str.__str__(text)  # a plain copy: a str subclass cannot change how it reads later
    if len(text) > limit:
        raise _err("too-long", limit=limit, length=len(text))
    if not _PLAIN.fullmatch(text):
        bad = next(c for c in text if not _PLAIN.fullmatch(c))
        raise _err("bad-character", char=repr(bad), position=text.index(bad) + 1)
    return text


def parse_card(token: str) -> str:
    """One card name, any case ('w3' -> 'W3'); NotationError if it is no Matschig card."""
    card = plain_text(token, ACTION_LIMIT).strip().upper()
    if card not in _CARD_SET:
        raise _err("bad-card", token=quote(token), expected=CARD_LIST)
    return card


def parse_cards(text: str) -> tuple[str, ...]:
    """A space- or comma-separated card list, in input order."""
    return tuple(parse_card(t) for t in plain_text(text, LIST_LIMIT).replace(",", " ").split())


def parse_seat(token: str) -> int:
    """'P3' -> seat 2; NotationError if it is not P1, P2, ..."""
    m = _SEAT.fullmatch(token.upper())
    if not m:
        raise _err("bad-seat", token=quote(token))
    return int(m.group(1)) - 1


def _target(tokens: list[str], what: str) -> tuple[list[str], int]:
    """Split '... at P3' into the words before 'at' and the seat."""
    upper = [t.upper() for t in tokens]
    if "AT" not in upper:
        raise _err("missing-target", action=what)
    i = upper.index("AT")
    if i != len(tokens) - 2:
        raise _err("extra-words", action=what, words=quote(" ".join(tokens[i + 1:])))
    return tokens[:i], parse_seat(tokens[i + 1])


def words(text: str) -> list[str]:
    """The words of an action: split at spaces and commas, with umbrella groups written with
    spaces joined up again ('U3 + U2 > S5' -> 'U3+U2>S5'). One pass over the words."""
    out: list[str] = []
    for word in text.replace(",", " ").split():
        if out and (word[0] in ">+" or out[-1][-1] in ">+"):
            out[-1] += word
        else:
            out.append(word)
    return out


def parse_action(text: str) -> Parsed:
    """Any Matschig action text -> parsed tuple; NotationError saying what was expected."""
    tokens = words(plain_text(text, ACTION_LIMIT))
    if not tokens:
        raise _err("empty", forms=FORMS)
    head = tokens[0].lower()
    rest = tokens[1:]
    if head == "throw":
        before, seat = _target(rest, "throw")
        if not before:
            raise _err("no-cards", action="throw")
        return ("throw", tuple(parse_card(t) for t in before), seat)
    if head == "complete":
        before, seat = _target(rest, "complete")
        if len(before) != 1:
            raise _err("one-card", action="complete", got=quote(" ".join(before)) or "-")
        return ("complete", parse_card(before[0]), seat)
    if head == "swap":
        return ("swap", tuple(parse_card(t) for t in rest))
    if head in ("pass", "decline", "accept"):
        if rest:
            raise _err("extra-words", action=head, words=quote(" ".join(rest)))
        return (head,)
    if head in _UMBRELLA_WORDS:
        return _parse_defence(rest, said_umbrellas=True)
    if head.upper() in _SPECIAL_SET or ">" in head:
        return _parse_defence(tokens, said_umbrellas=False)
    raise _err("unknown-action", word=quote(tokens[0]), forms=FORMS)


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
                raise _err("bad-group", token=quote(tok))
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


# -- canonical forms (a seat is written as people read it: seat 0 is P1) --------------------
def fmt_cards(cards: Iterable[str]) -> str:
    """Cards in canonical order, space separated."""
    return " ".join(sort_cards(cards))


def fmt_throw(cards: Iterable[str], target: int) -> str:
    """Canonical throw: 'throw W3 S5 at P2' (water then sand, low to high)."""
    return f"throw {fmt_cards(cards)} at {seat_label(target)}"


def fmt_swap(cards: Iterable[str]) -> str:
    """Canonical swap: 'swap W1 U2 PIPE'."""
    return f"swap {fmt_cards(cards)}"


def fmt_complete(card: str, target: int) -> str:
    """Canonical completion: 'complete W2 at P3'."""
    return f"complete {card} at {seat_label(target)}"


def fmt_group(umbrellas: Iterable[str], card: str) -> str:
    """One umbrella group, biggest umbrella first: 'U3+U2>S5'."""
    return "+".join(sorted(umbrellas, key=lambda u: (-VALUE[u], u))) + ">" + card


def fmt_umbrellas(groups: Iterable[tuple[Iterable[str], str]]) -> str:
    """Canonical umbrella defence: groups ordered by mud card, then by umbrellas."""
    parts = sorted(((ORDER[c], fmt_group(us, c)) for us, c in groups))
    return "umbrellas " + " ".join(p for _, p in parts)


def fmt_pipe(target: int) -> str:
    """Canonical pipe: 'PIPE at P3'."""
    return f"PIPE at {seat_label(target)}"


def fmt_watersuit(cards: Iterable[str]) -> str:
    """Canonical water suit: 'WATERSUIT W4 S3' (the mud cards it stops)."""
    return f"WATERSUIT {fmt_cards(cards)}"


def fmt_action(verb: str, arg: tuple) -> str:
    """The canonical text of a parsed action, given as its verb and the rest of parse_action's
    tuple: fmt_action("throw", (("S5", "W3"), 1)) -> 'throw W3 S5 at P2'."""
    if verb == "throw":
        return fmt_throw(arg[0], arg[1])
    if verb == "swap":
        return fmt_swap(arg[0])
    if verb == "complete":
        return fmt_complete(arg[0], arg[1])
    if verb != "defend":
        return verb  # pass, decline, accept
    groups, specials, pipe_target, suit_cards = arg
    parts = [fmt_umbrellas(groups)] if groups else []
    for special in specials:
        if special == PIPE and pipe_target is not None:
            parts.append(fmt_pipe(pipe_target))
        elif special == WATERSUIT and suit_cards:
            parts.append(fmt_watersuit(suit_cards))
        else:
            parts.append(special)
    return " ".join(parts)
