"""How a Muros action is clicked and said: its click path (a slot, then the card and its source, then in
phase 2 the tokens to take), each click in words, why a click plays nothing, the action in words, the
status line over the board, and what to frame after a move. Never notation in what a person reads."""
from __future__ import annotations

import re
from typing import Optional, Union

from ..core import IllegalAction, NotationError
from ..core.i18n import Joined, Text, Verbatim, check_lang, seat_label
from .board import SLOT_INDEX, SIZE, opposite, read_line
from .moves import apply
from .notation import PASS, Placement, parse
from .scoring import tiers, winners
from .state import PHASE1_CARDS, MurosState
from .words import colour, colour_noun, join, line_name, slot_where

CARD_TOKEN = re.compile(r"([YBRG])( pile)?")
TAKE_TOKEN = re.compile(r"take ([YBRG]|none)")
P = seat_label


def click_path(state: MurosState, action: str) -> tuple[str, ...]:
    """R@W3 -> ("W3", "R"); R@W3 pile take G -> ("W3", "R pile", "take G"); pass -> ("pass",)."""
    p = parse(action)
    if p is None:
        return (PASS,)
    path = (p.slot, p.colour + (" pile" if p.pile else ""))
    return path + ((f"take {p.take}",) if p.take is not None else ())


def cell_token(index: int) -> str:
    """A board cell as a highlight part: "r3c4" for row 3, column 4 (1-based)."""
    return f"r{index // SIZE + 1}c{index % SIZE + 1}"


_CARD = Text("a {c} card from your hand")
_PILE = Text("a {c} card from the face-up pile")
_TAKE = Text("take the {c} tokens")
_NOTHING = Text("take nothing")
_SLOT = Text("slot {where}")
_PASS = Text("pass", context="muros.clicks#2")


def label(token: str) -> Text:
    """One click in words, as a Text: "slot W3 (left end of row 3)", "a red card from the face-up pile",
    "take the blue tokens", "take nothing", "pass"; anything else as it is."""
    if token in SLOT_INDEX:
        return _SLOT.format(where=slot_where(token))
    card = CARD_TOKEN.fullmatch(token)
    if card:
        return (_PILE if card.group(2) else _CARD).format(c=colour(card.group(1)))
    take = TAKE_TOKEN.fullmatch(token)
    if take:
        c = take.group(1)
        return _NOTHING if c == "none" else _TAKE.format(c=colour(c))
    return _PASS if token == PASS else Verbatim(token)


def click_label(state: MurosState, token: str, lang: str = "en") -> str:
    """One click in words: "slot W3 (left end of row 3)", "a red card from the face-up pile", "take the
    blue tokens", "take nothing", "pass" (Spanish: "ranura O3 (extremo izquierdo de la fila 3)", ...)."""
    return label(token)(check_lang(lang))


_SLOT_FIRST = Text("Click a slot first: the card goes into the slot you choose.")
_NO_CARD = Text("You hold no {c} card.")
_NO_PILE = Text("The face-up {n} pile is empty.")
_NOT_A_TARGET = Text("That is not a part of the board you can click.")


def why_not_click(state: MurosState, token: str, lang: str = "en") -> str:
    """Why a click on `token` plays nothing now, with the rule: a slot that takes no card (MU5, MU9),
    a pass that is not allowed (MU8), a card or a capture clicked before a slot."""
    check_lang(lang)
    if state.turn is None:
        return _refusal(state, "R@W1", lang)                    # MU12: the game is over
    if token == PASS:
        return _refusal(state, PASS, lang)
    if token in SLOT_INDEX:
        why = _refusal(state, f"Y@{token}", lang)  # the slot is checked before the card (MU5, MU9)
        return why if why.startswith(("MU5", "MU9")) else ""
    card = CARD_TOKEN.fullmatch(token)
    if card:
        i = "YBRG".index(card.group(1))
        have = state.piles[i] if card.group(2) else state.hands[state.turn][i]
        if not have:
            c = card.group(1)
            return (_NO_PILE if card.group(2) else _NO_CARD).format(c=colour(c), n=colour_noun(c))(lang)
        return _SLOT_FIRST(lang)
    if TAKE_TOKEN.fullmatch(token):
        return _SLOT_FIRST(lang)
    return _NOT_A_TARGET(lang)


def _refusal(state: MurosState, action: str, lang: str) -> str:
    try:
        apply(state, action)
    except (IllegalAction, NotationError) as err:
        return err.text(lang)
    return ""


_PLACE = Text("place {card} in {where}")
_TAKE_N = Text(" and take {what} of {line}")
_TAKE_NO = Text(" and take the {c} tokens of {line} (there are none)")
_TAKE_NONE = Text(" and take nothing")
_BLOCKS = Text(", the colour of the card facing it, which blocks {line}")
_PASS_DO = Text("pass", context="muros.clicks")


def said(state: MurosState, action: str) -> Text:
    """The action in words for the seat to move, as a Text: "place a red card from your hand in W3 (left
    end of row 3) and take the 4 blue tokens of row 3"; never notation."""
    p = parse(action)
    if p is None:
        return _PASS_DO
    card = label(p.colour + (" pile" if p.pile else ""))
    return Joined([_PLACE.format(card=card, where=slot_where(p.slot)), _consequence(state, p)])


def describe(state: MurosState, action: str, lang: str = "en") -> str:
    """The action in words for the seat to move (said(), read in lang)."""
    return said(state, action)(check_lang(lang))


def _consequence(state: MurosState, p: Placement) -> Union[Text, str]:
    if p.take == "none":
        return _TAKE_NONE
    if p.take is not None:
        n = read_line(state.board, p.slot).count(p.take)
        if n == 0:
            return _TAKE_NO.format(c=colour(p.take), line=line_name(p.slot))
        return _TAKE_N.format(what=_the_tokens(n, p.take), line=line_name(p.slot))
    if state.placed >= PHASE1_CARDS and state.slot(opposite(p.slot)) == p.colour:
        return _BLOCKS.format(line=line_name(p.slot))
    return ""


def _the_tokens(n: int, c: str) -> Text:
    return Text("the {colour} token", plural="the {n} {colour} tokens", n=n,
                context="muros take").format(colour=colour(c))


_STATUS = Text("Phase {phase} · {placed} of 36 cards placed · ")
_YOU = Text("your turn ({seat}): {what}")
_OTHER = Text("{seat} to move")
_WHAT = {1: Text("choose a slot on a line with no card yet"),
         2: Text("choose an empty slot; your card will face the card at the other end")}
_OVER = Text("The game is over after {placed} cards: {who}.")
_WINS = Text("{seats} wins")
_SHARE = Text("{seats} share the win")


def status(state: MurosState, seat: Optional[int], lang: str = "en") -> str:
    """The line over the board for `seat`: phase, cards placed, whose turn and what to decide; at the
    end, who won (the captures are counted in the open then, MU23-MU27)."""
    check_lang(lang)
    if state.turn is None:
        counts = state.board_counts()
        caps = [dict(zip("YBRG", c)) for c in state.captured]
        won = [P(s) for s in winners(counts, caps, state.variants & {"TIER_BEST_SINGLE"})]
        who = (_WINS if len(won) == 1 else _SHARE).format(seats=join(won))
        return _OVER.format(placed=state.placed, who=who)(lang)
    phase = 1 if state.placed < PHASE1_CARDS else 2
    head = _STATUS.format(phase=phase, placed=state.placed)
    if seat == state.turn:
        return Joined([head, _YOU.format(seat=P(seat), what=_WHAT[phase])])(lang)
    return Joined([head, _OTHER.format(seat=P(state.turn))])(lang)


def move_highlight(before: MurosState, action: str, after: MurosState) -> tuple[str, ...]:
    """The slot the card went into and every cell the move changed ("r3c4")."""
    p = parse(action)
    if p is None:
        return ()
    changed = tuple(cell_token(i) for i in range(SIZE * SIZE) if before.board[i] != after.board[i])
    return (p.slot,) + changed


def majority(state: MurosState) -> list[str]:
    """The colours with the most tokens on the board now (MU24; several when tied, MU26)."""
    return tiers(state.board_counts())[0]
