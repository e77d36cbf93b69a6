"""Could a Muros position arise in play? The necessary conditions the rules give, each told in words.

Every reason names what is wrong on the board, in the hands or in the counts, in the learner's language;
an empty answer means no reason is known (a position that passes may still be out of reach).
"""
from __future__ import annotations

from typing import Optional

from ..core.i18n import Text, seat_label
from .board import CARD_COLOURS, CARDS_PER_COLOUR, EMPTY, LINE_INDEX, LINES, SIZE, TOKEN_COLOURS, TOKENS_PER_COLOUR
from .state import ALLOW_PASS, HAND_SIZE, PHASE1_CARDS, MurosState
from .words import Capitalized, cards, colour, line_name, some_tokens, tokens_object

MOST_PER_LINE = SIZE   # a card moves or takes only the 9 tokens of its own line (MU13, MU19)


def unreachable(state: MurosState) -> tuple[Text, ...]:
    """Why no game could arrive at `state` (empty: no reason known)."""
    reasons: list[Text] = []
    for check in (_tokens, _cards, _lines, _removed, _captured, _holes, _untouched, _hands):
        reasons += check(state)
    return tuple(reasons)


def turns_taken(state: MurosState) -> Optional[tuple[int, ...]]:
    """How many cards each seat has placed, when the turn order alone tells it: every turn so far was a
    placement (no pass, and no seat skipped, MU8), so the seat to move and the number of cards placed
    fix who started (MU6) and everyone's turns since. None when a pass or a skip may have happened."""
    if state.turn is None or ALLOW_PASS in state.variants:
        return None
    if not any(state.piles) and not all(any(h) for h in state.hands):
        return None   # a seat with an empty hand may have been skipped once the piles ran out
    rounds, extra = divmod(state.placed, state.players)
    before = {(state.turn - i) % state.players for i in range(1, extra + 1)}
    return tuple(rounds + (seat in before) for seat in range(state.players))


def _tokens(state: MurosState) -> list[Text]:
    """MU2, MU15, MU19: the 81 tokens of the set-up are on the board, out of the game or captured."""
    out = []
    for i, t in enumerate(TOKEN_COLOURS):
        caught = sum(c[i] for c in state.captured) if t != "W" else 0
        found = state.board.count(t) + state.removed[i] + caught
        if found != TOKENS_PER_COLOUR[t]:
            out.append(Text("The set has {tokens}, but the board, the tokens out of the game and the captures "
                            "hold {found} (MU2).").format(tokens=tokens_object(TOKENS_PER_COLOUR[t], t), found=found))
    return out


def _cards(state: MurosState) -> list[Text]:
    """MU5, A11: 9 cards of each colour, in the hands, the piles and the slots."""
    out = []
    for i, c in enumerate(CARD_COLOURS):
        found = state.slots.count(c) + state.piles[i] + sum(h[i] for h in state.hands)
        if found != CARDS_PER_COLOUR:
            out.append(Text("There are {n} {colour} cards, but the hands, the piles and the slots hold {found} "
                            "(MU5).").format(n=CARDS_PER_COLOUR, colour=colour(c), found=found))
    filled = sum(1 for s in state.slots if s)
    if filled != state.placed:
        out.append(Text("{filled} slots hold a card, but {placed} cards are counted as placed (MU5).").format(filled=filled, placed=state.placed))
    return out


def _line_cards(state: MurosState) -> list[tuple[str, str, str, str]]:
    """Each line as (its first slot, its other slot, the card in each or '')."""
    return [(a, b, state.slot(a), state.slot(b)) for a, b in LINES]


def _lines(state: MurosState) -> list[Text]:
    """MU9, MU10: one card per line in phase 1, and every line holds one once phase 1 is over."""
    out = []
    for a, _b, ca, cb in _line_cards(state):
        if ca and cb and state.placed <= PHASE1_CARDS:
            out.append(Text("Both ends of {line_name} hold a card, but with {placed} cards placed the game is still in phase "
                            "1, where a card never faces another (MU9).").format(line_name=line_name(a), placed=state.placed))
        if not ca and not cb and state.placed >= PHASE1_CARDS:
            out.append(Text("{line} holds no card, but phase 1 ends with a card on every line (MU10).").format(
                line=Capitalized(line_name(a))))
    return out


def _removed(state: MurosState) -> list[Text]:
    """MU13, MU15, MU17: only a phase-1 card removes tokens, at most the 9 of its line."""
    gone = sum(state.removed)
    phase1 = min(state.placed, PHASE1_CARDS)
    if gone <= MOST_PER_LINE * phase1:
        return []
    if phase1 == 0:
        return [Text("{some_tokens} have left the game, but no card has been placed yet, and only a card removes "
                     "tokens (MU13, MU15).").format(some_tokens=some_tokens(gone))]
    return [Text("{some_tokens} have left the game, but {cards} placed in phase 1 remove at most {value}: each "
                 "removes only tokens of its own line (MU13, MU17).").format(some_tokens=some_tokens(gone), cards=cards(phase1), value=MOST_PER_LINE * phase1)]


def _captured(state: MurosState) -> list[Text]:
    """MU17-MU19: a capture needs a full line whose two cards differ, one of them of the captured colour."""
    out = []
    open_lines = [(ca, cb) for _a, _b, ca, cb in _line_cards(state) if ca and cb and ca != cb]
    for seat, caps in enumerate(state.captured):
        for i, c in enumerate(CARD_COLOURS):
            if not caps[i]:
                continue
            lines = sum(1 for pair in open_lines if c in pair)
            if caps[i] > MOST_PER_LINE * lines:
                if lines == 0:
                    out.append(Text("{seat_label} has captured {tokens}, but no line holds a {colour} card facing a card of another "
                                    "colour, and only such a pair captures them (MU19).").format(seat_label=seat_label(seat), tokens=tokens_object(caps[i], c), colour=colour(c)))
                else:
                    out.append(Text("{seat_label} has captured {tokens}, more than the lines with a {colour} card facing another "
                                    "colour could give ({lines}, 9 tokens each) (MU19).").format(seat_label=seat_label(seat), tokens=tokens_object(caps[i], c), colour=colour(c), lines=lines))
    return out


def _holes(state: MurosState) -> list[Text]:
    """MU13, MU16, MU19: a cell empties only when a card works on its row or its column."""
    carded = {index for a, b, ca, cb in _line_cards(state) if ca or cb for index in LINE_INDEX[a]}
    lonely = [i for i, t in enumerate(state.board) if t == EMPTY and i not in carded]
    if not lonely:
        return []
    r, c = divmod(lonely[0], SIZE)
    if len(lonely) == 1:
        said = Text("The cell in row {r}, column {c} is empty, but neither its row nor its column holds a card, and "
                    "only a card empties the cells of its own line (MU13, MU16).")
    else:
        said = Text("The cell in row {r}, column {c} is empty (and {more} more), but neither its row nor its column "
                    "holds a card, and only a card empties the cells of its own line (MU13, MU16).")
    return [said.format(r=r + 1, c=c + 1, more=len(lonely) - 1)]


def _untouched(state: MurosState) -> list[Text]:
    """MU13: with no token out of the game, every phase-1 card found no token of its colour in its line.

    Had one found k >= 1, k tokens would have left (under COUNT_CELLS too: there were no holes yet), and
    without a removal nothing slides, so the board is the set-up grid less the captures, which only
    take tokens away. So each line still holds no token of the colour of its first card."""
    if any(state.removed) or not state.placed:
        return []
    out = []
    for a, b, ca, cb in _line_cards(state):
        line = [state.board[i] for i in LINE_INDEX[a]]
        present = [(slot, c) for slot, c in ((a, ca), (b, cb)) if c and c in line]
        if present and len(present) == (bool(ca) + bool(cb)):
            slot, c = present[0]
            out.append(Text("No token has left the game, so no phase-1 card found its own colour in its line; yet "
                            "{line} holds {colour} tokens beside its {colour} card, and it would have removed them "
                            "(MU13).").format(line=line_name(slot), colour=colour(c)))
    return out


def _hands(state: MurosState) -> list[Text]:
    """MU3, MU6, MU7: each hand starts at its deal and loses one card for each card its owner places
    from it; turns go round the table one card at a time."""
    out = []
    dealt = HAND_SIZE.get(state.players, 0)
    short = [dealt - sum(h) for h in state.hands]
    for seat, n in enumerate(short):
        if n < 0:
            out.append(Text("{seat_label} holds {cards}, more than the {dealt} dealt to each of {players} players (MU3).").format(seat_label=seat_label(seat), cards=cards(sum(state.hands[seat])), dealt=dealt, players=state.players))
    if sum(short) > state.placed:
        out.append(Text("The hands hold {sum} cards fewer than the deal, but only {cards} have been placed, and a card "
                        "leaves a hand only to be placed (MU3, MU7).").format(sum=sum(short), cards=cards(state.placed)))
        return out
    turns = turns_taken(state)
    if turns is None:
        return out
    for seat, (n, had) in enumerate(zip(short, turns)):
        if n > had:
            out.append(Text("{seat} holds {held} of the {dealt} dealt, so has placed at least {least}; but with {placed} "
                            "placed and {mover} to move, {seat} has had {had} turn (MU3, MU6).",
                            plural="{seat} holds {held} of the {dealt} dealt, so has placed at least {least}; but with "
                            "{placed} placed and {mover} to move, {seat} has had {had} turns (MU3, MU6).",
                            n=had).format(seat=seat_label(seat), held=cards(dealt - n), dealt=dealt, least=n,
                                          placed=cards(state.placed), mover=seat_label(state.turn), had=had))
    return out


__all__ = ["unreachable", "turns_taken"]
