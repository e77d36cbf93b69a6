"""The active player's turn: throw (M6, M8), or pass and maybe swap 3 cards (M7), and the
deadlock guard (M24)."""
from __future__ import annotations

from itertools import combinations

from ..core.errors import IllegalAction
from . import variants as V
from .cards import IS_MUD, KIND, SAND, WATER, can_throw, missing_type, remove, sort_cards
from .eventdata import (deadlock_data, drawn_data, event, no_data, pass_data, swap_data,
                        throw_data)
from .mud import Events, check_seat, open_window, put, refuse
from .notation import fmt_throw
from .rounds import end_round
from .state import MatschigState

State = MatschigState


def swap_possible(s: State, hand: tuple) -> bool:
    """M7, A2: a swap needs the house rule on, 3 cards in hand and 3 in the draw pile."""
    return V.SWAP3_OFF not in s.variants and len(hand) >= 3 and len(s.deck) >= 3


def swaps(hand: tuple) -> list[str]:
    """M7: every distinct three cards of the hand to swap (hands are kept in card order, so each
    combination is already canonical)."""
    return [f"swap {a} {b} {c}" for a, b, c in dict.fromkeys(combinations(hand, 3))]


def _sub_multisets(cards: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every distinct non-empty sub-multiset of cards, in input order (A1)."""
    out: dict = {}
    for r in range(1, len(cards) + 1):
        out.update(dict.fromkeys(combinations(cards, r)))
    return list(out)


def turn_actions(s: State) -> list[str]:
    """M6-M8: every throw (a must when possible), else pass and every swap."""
    seat = s.active
    hand = s.hands[seat]
    if can_throw(hand):  # M6: must throw
        others = [t for t in range(s.players) if t != seat]
        if V.MULTI_CARD_THROW in s.variants:  # A1: any cards, so every sub-multiset of each type
            waters = _sub_multisets(tuple(c for c in hand if KIND[c] == WATER))
            sands = _sub_multisets(tuple(c for c in hand if KIND[c] == SAND))
        else:  # M8: one water and one sand
            waters = [(c,) for c in dict.fromkeys(hand) if KIND[c] == WATER]
            sands = [(c,) for c in dict.fromkeys(hand) if KIND[c] == SAND]
        acts = [fmt_throw(w + sd, t) for w in waters for sd in sands for t in others]
        if V.VOLUNTARY_SWAP in s.variants and swap_possible(s, hand):  # A2
            acts += swaps(hand)
        return acts
    acts = ["pass"]  # M7
    if swap_possible(s, hand):
        acts += swaps(hand)
    return acts


def turn_step(s: State, verb: str, arg: tuple) -> tuple[State, Events]:
    """M6-M8: the active player throws, passes, or passes and swaps."""
    ev: Events = []
    seat = s.active
    hand = s.hands[seat]
    if verb == "throw":
        return _throw(s, seat, hand, arg[0], arg[1], ev), ev
    if verb == "pass":
        if can_throw(hand):  # M6: passing is not allowed
            raise _must_throw(seat, hand)
        nxt = (seat + 1) % s.players  # M7: the turn goes left
        ev.append(event("M7", "pass", pass_data, seat, missing_type(hand), nxt,
                        swap_possible(s, hand)))
        return _after_pass(s, ev, s.hands, s.deck, s.out, s.passes + 1), ev
    return _swap(s, seat, hand, arg[0], ev), ev


def _throw(s: State, seat: int, hand: tuple, cards: tuple, target: int, ev: Events) -> State:
    """M8: one water and one sand card at another player; then the window opens (M10, M11)."""
    if not can_throw(hand):  # M6/M7: no water or no sand in hand
        raise refuse("M7", "cannot-throw", seat=seat, missing=missing_type(hand))
    for c in cards:
        if not IS_MUD[c]:
            raise refuse("M8", "throw-not-mud", card=c)
    waters = [c for c in cards if KIND[c] == WATER]
    sands = [c for c in cards if KIND[c] == SAND]
    if not waters or not sands:
        raise refuse("M8", "throw-both-kinds", cards=list(cards))
    if V.MULTI_CARD_THROW not in s.variants and (len(waters) != 1 or len(sands) != 1):
        raise refuse("M8", "throw-one-each", cards=list(cards))  # A1
    check_seat(s, target, "M8")
    if target == seat:
        raise refuse("M8", "throw-at-self", seat=seat)
    left = remove(hand, cards)
    if left is None:
        raise refuse("M8", "not-in-hand", cards=list(cards), hand=list(hand))
    mud = sort_cards(cards)
    # A1: a throw of several cards of a type is the variant's (MULTI_CARD_THROW); one of each is M8's
    ev.append(event("A1" if len(mud) > 2 else "M8", "throw", throw_data, seat, mud, target))
    return open_window(s, ev, put(s.hands, seat, left), s.out, mud, seat, seat, target, 0,
                       first=True)


def _must_throw(seat: int, hand: tuple) -> IllegalAction:
    return refuse("M6", "must-throw", seat=seat, waters=[c for c in hand if KIND[c] == WATER],
                  sands=[c for c in hand if KIND[c] == SAND])


def _swap(s: State, seat: int, hand: tuple, cards: tuple, ev: Events) -> State:
    """M7 (house rule): pass, put 3 cards out of play and draw the top 3 of the draw pile."""
    if V.SWAP3_OFF in s.variants:  # A2
        raise refuse("A2", "swap-off")  # the variant applied
    if can_throw(hand) and V.VOLUNTARY_SWAP not in s.variants:  # M6 before M7
        raise _must_throw(seat, hand)
    if len(cards) != 3:
        raise refuse("M7", "swap-three", got=len(cards))
    if len(s.deck) < 3:
        raise refuse("M7", "swap-deck-short", deck=len(s.deck))
    left = remove(hand, cards)
    if left is None:
        raise refuse("M7", "not-in-hand", cards=list(cards), hand=list(hand))
    cards = sort_cards(cards)
    drawn = sort_cards(s.deck[-3:])  # M7: the top three of the draw pile
    ev.append(event("M7", "swap", swap_data, seat, cards, len(s.deck) - 3, (seat + 1) % s.players))
    ev.append(event("M7", "drawn", drawn_data, seat, drawn))
    hands = put(s.hands, seat, sort_cards(left + drawn))
    return _after_pass(s, ev, hands, s.deck[:-3], s.out + cards, 0)


def _after_pass(s: State, ev: Events, hands: tuple, deck: tuple, out: tuple, passes: int) -> State:
    """The position after a pass or a swap that left hands, deck, out and passes so: the turn
    goes left (M7), or the round ends (M24, M25)."""
    if passes >= s.players:  # M24 deadlock guard
        ev.append(event("M24", "deadlock", deadlock_data, passes))
        ev.append(event("A20", "house-rule", no_data))  # the guard is this tutor's own rule
    elif V.PLAY_OUT in s.variants and not deck and not any(map(can_throw, hands)):  # M25
        ev.append(event("M25", "played-out", no_data))
    else:
        return s._replace(hands=hands, deck=deck, out=out, passes=passes,
                          active=(s.active + 1) % s.players)
    return end_round(s._replace(hands=hands, deck=deck, out=out, passes=passes), ev)
