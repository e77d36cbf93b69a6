"""Rebuild a position from its deal's recorded decisions, through the engine's own steps.

A Matzlfangen state records every decision of the current deal: the cut or knock (packets, knock_asked),
the bids, the trump named, the called card, who raised, the cards played (tricks, trick) and the Matzl
claim. With the hands as dealt (each seat's cards now plus the cards it has played) the engine can play the
deal again from its shuffled pack; the state it reaches must be the position itself. snapshot.py uses this
to check a position, and position.py to build one from what a lesson writes."""
from __future__ import annotations

from typing import Any, Callable, NoReturn, Sequence

from ..core.errors import TutorError
from ..core.events import Event
from ..core.i18n import seat_label
from . import auction, deal, play, raises
from .cards import CARD_STR, cards_of
from .scoring import MAX_RAISES
from .state import State

_Step = Callable[[State], tuple[State, Sequence[Event]]]


def _fail(msg: str) -> NoReturn:
    raise ValueError(f"matzlfangen position: {msg}")


def _do(t: State, where: str, step: _Step) -> State:
    """One step of the replay; a refusal becomes a ValueError that says which recorded decision failed."""
    try:
        return step(t)[0]
    except TutorError as err:
        _fail(f"{where}: {err.text('en')}")


def dealt_hands(s: State) -> list[list[int]]:
    """The 8 cards each seat was dealt: the cards it holds plus those it has played (R-DEAL-2), checked to
    be 8 each with the turned card among the dealer's (R-DEAL-3)."""
    played: list[list[int]] = [[], [], [], []]
    for leader, cards, _ in s.tricks:
        for i, c in enumerate(cards):
            played[(leader + i) % 4].append(c)
    if s.trick and s.leader < 0:
        _fail("leader must name the seat that led the current trick")
    for i, c in enumerate(s.trick):
        played[(s.leader + i) % 4].append(c)
    hands = [list(cards_of(s.hands[x])) + played[x] for x in range(4)]
    for x in range(4):
        if len(hands[x]) != 8:
            held = len(hands[x]) - len(played[x])
            _fail(f"{seat_label(x)} holds {held} cards and has played {len(played[x])}, but every player is dealt "
                  "8 cards (R-DEAL-2)")
    if s.packets not in (4, 8):
        _fail("packets must be 4 (cut: dealt 4 + 4) or 8 (knocked) once the cards are dealt (R-DEAL-2/4)")
    if s.turned < 0:
        _fail("turned must name the dealer's turned-up card once the cards are dealt (R-DEAL-3)")
    if s.turned not in hands[s.dealer]:
        _fail(f"the turned card {CARD_STR[s.turned]} is the dealer's own last card (R-DEAL-3), but the dealer "
              f"{seat_label(s.dealer)} neither holds it nor has played it")
    return hands


def rebuild(s: State) -> State:
    """The state the engine reaches from a fresh deal of s's series by the decisions s records; a
    ValueError naming the decision the rules refuse."""
    before = s.history[:s.deal_no]  # the deals settled before this one
    scores = tuple(sum(h[x] for h in before) for x in range(4))
    if s.phase == "cut":
        deck = s.deck
    else:
        deck = deck_for_position(s)
    t = deal.fresh_deal(s.variants, s.deals, s.deal_no, s.dealer, scores, before, s.rng, deck)
    for _ in range(s.knock_asked):  # V-KNOCK-ANY: players asked before the cut who did not knock
        t = _do(t, "knock_asked", lambda u: deal.cut(u, "weiter", None))
    if s.phase == "cut":
        return t
    packet_verb = "cut" if s.packets == 4 else "knock"
    t = _do(t, "packets", lambda u: deal.cut(u, packet_verb, None))
    t = _auction(t, s)
    if t.phase == "auction" and s.phase != "auction":
        _fail(f"bids: the speeches recorded do not end the auction (R-BID-1), but the phase is {s.phase!r}")
    if t.phase == "trump" and s.phase != "trump":
        if s.trump < 0:
            _fail(f"trump: the Treiben soloist has not named the trumps (R-BID-5), but the phase is {s.phase!r}")
        t = _do(t, "trump", lambda u: auction.name_trump(u, "trump", s.trump))
    if t.phase == "call" and s.phase != "call":
        if s.called < 0:
            _fail(f"called: forehand has not called a card (R-CALL-1), but the phase is {s.phase!r}")
        t = _do(t, "called", lambda u: auction.call(u, "call", s.called))
    raisers = [seat for seat, _ in s.raises]
    # V-SPR-UNTIL-TRICK1: a raise may also come in trick 1. Only the tenth can be told apart: if the window
    # closed by passes (raise_passes 4) with all ten raises made, the last came at its raiser's card.
    late = ("V-SPR-UNTIL-TRICK1" in s.variants and s.phase != "raise" and len(raisers) == MAX_RAISES
            and s.raise_passes == 4)
    t = _raise_window(t, s, raisers[:-1] if late else raisers)
    return _cards(t, s, raisers[-1] if late else None)


def deck_for_position(s: State) -> tuple[int, ...]:
    """The shuffled pack that deals s's hands as dealt (dealt_hands), s's turned card last."""
    return deal.deck_for(dealt_hands(s), s.packets, s.dealer, s.turned)


def _auction(t: State, s: State) -> State:
    """R-BID-1: the speeches s records, each by the seat whose turn it is."""
    for i, (seat, said) in enumerate(s.bids):
        if t.phase != "auction":
            _fail(f"bids[{i}] comes after the auction is over (R-BID-1)")
        if t.turn != seat:
            _fail(f"bids[{i}] is spoken by {seat_label(seat)}, but {seat_label(t.turn)} speaks then (R-BID-1)")
        verb, arg = auction.speech(said)
        t = _do(t, f"bids[{i}]", lambda u: auction.speak(u, verb, arg))
    return t


def _raise_window(t: State, s: State, raisers: list[int]) -> State:
    """R-SPR-5: the seats asked say no raise until the next recorded raiser's turn; then the window runs on
    as s says (to s's raise_passes if it is still open, else until it closes)."""
    for i, seat in enumerate(raisers):
        while t.phase == "raise" and t.turn != seat:
            t = _do(t, f"raises[{i}]", lambda u: raises.answer(u, "no raise", None))
        if t.phase != "raise":
            _fail(f"raises[{i}] by {seat_label(seat)} comes after the raising is over (R-SPR-5)")
        t = _do(t, f"raises[{i}]", lambda u: raises.answer(u, "raise", None))
    while t.phase == "raise" and (s.phase != "raise" or t.raise_passes < s.raise_passes):
        t = _do(t, "raise_passes", lambda u: raises.answer(u, "no raise", None))
    return t


def _cards(t: State, s: State, late_raiser: Any) -> State:
    """R-PLAY-1: the tricks and the current trick, card by card, each led by the seat the rules name;
    then the Matzl claim s records (R-MATZL-3)."""
    tricks = [(f"tricks[{k}]", leader, cards) for k, (leader, cards, _) in enumerate(s.tricks)]
    if s.trick:
        tricks.append(("trick", s.leader, s.trick))
    for where, leader, cards in tricks:
        if t.phase != "play":
            return t  # the deal is over or not at play yet: the comparison names the field
        if t.turn != leader:
            _fail(f"{where} is led by {seat_label(leader)}, but {seat_label(t.turn)} leads it: the opening leader "
                  "(R-PLAY-1) or the winner of the trick before")
        for card in cards:
            if late_raiser is not None and not t.tricks and t.turn == late_raiser:
                t = _do(t, f"raises[{MAX_RAISES - 1}]", raises.raise_)
                late_raiser = None
            if t.phase != "play":
                _fail(f"{where}: {CARD_STR[card]} is played after the deal is over")
            seat = t.turn
            t = _do(t, f"{where}: {seat_label(seat)} plays {CARD_STR[card]}", lambda u: play.play_card(u, card))
    if late_raiser is not None and t.phase == "play" and not t.tricks and t.turn == late_raiser:
        t = _do(t, f"raises[{MAX_RAISES - 1}]", raises.raise_)
    if t.phase == "claim" and s.claimed >= 0:
        t = _do(t, "claimed", lambda u: play.apply_claim(u, bool(s.claimed)))
    return t
