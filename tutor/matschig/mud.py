"""A mud in flight: the completion window and race (M10-M15), the defence (M16-M19), and what
follows once it is resolved (M20-M23)."""
from __future__ import annotations

from typing import Any, Optional

from ..core.errors import IllegalAction, NotationError
from ..core.events import Event
from ..core.rng import randbelow
from . import variants as V
from .cards import (BLOWER, FLAMETHROWER, HAND_SIZE, IS_MUD, KIND, PIPE, SAND, SPECIAL, WATER,
                    WATERSUIT, can_throw, defence_cards, mud_info, remove, sort_cards)
from .deck import DECKS, deck_name
from .defence import check_groups, check_watersuit, umbrella_actions, watersuit_actions
from .eventdata import (GAME, accept_data, cancel_data, claim_data, complete_data, decline_data,
                        defence_data, draw_data, drawn_data, event, final_target_data, imperfect_data,
                        machinegun_data, mg_empty_data, next_turn_data, no_data, perfect_data,
                        pipe_data, race_ask_data, refill_data, refill_order_data, reveal_data,
                        shortfall_data, skipped_data, spent_data, umbrellas_data, watersuit_data, window_closed_data)
from .notation import fmt_complete, fmt_pipe
from .rounds import clockwise, end_round
from .state import DEFEND, RACE, MatschigState, in_flight, new_turn

State = MatschigState
Events = list[Event]


def refuse(rule: Optional[str], kind: str, **data: Any) -> IllegalAction:
    """The IllegalAction citing `rule`, told by the refusal text `kind`."""
    return IllegalAction(GAME, rule, kind, data)


def put(items: tuple, i: int, value: Any) -> tuple:
    """items with item i replaced by value."""
    changed = list(items)
    changed[i] = value
    return tuple(changed)


def check_seat(s: State, seat: int, rule: str) -> None:
    """Refuse a seat number this game does not have."""
    if not 0 <= seat < s.players:
        raise refuse(rule, "no-such-seat", seat=seat, players=s.players)


# -- the completion window and race (M10-M15) -----------------------------------------------------
def eligible(sender: int, target: int, thrower: int, players: int, variants: frozenset
             ) -> tuple[int, ...]:
    """M13, M14: who may complete, in the order they are asked: every seat but the sender,
    clockwise from its left (A4 and A5 narrow or reorder it)."""
    seats = clockwise(sender, players)[1:]
    if V.TARGET_CANNOT_COMPLETE in variants:  # A4
        seats = tuple(q for q in seats if q != target)
    if V.THROWER_NEVER_COMPLETES in variants:  # A4
        seats = tuple(q for q in seats if q != thrower)
    if V.RACE_TARGET_FIRST in variants and target in seats:  # A5
        seats = (target,) + tuple(q for q in seats if q != target)
    return seats


def in_deck(card: Optional[str], variants: frozenset) -> bool:
    """True if the game's deck has this card at all (DECK_FANFOR_1998 has no 6s) (A17)."""
    return card is not None and DECKS[deck_name(variants)].get(card, 0) > 0


def open_window(s: State, ev: Events, hands: tuple, out: tuple, mud: tuple, thrower: int,
                sender: int, target: int, pipes: int, first: bool) -> State:
    """M10-M14 once `sender` threw (first) or piped `mud` at `target`: the position in flight, a
    race (M14) or the target's defence (M16)."""
    w, sd, card = mud_info(mud)
    if w == sd:  # M10: perfect mud cannot be completed
        # M9: a mud of several cards of one type is perfect by its sums; two cards by their values (M10)
        ev.append(event("M9" if len(mud) > 2 else "M10", "mud-perfect", perfect_data, mud, w, sd, target,
                        not first))
    elif not first and V.COMPLETE_ONLY_AFTER_THROW in s.variants:  # A6
        ev.append(event("A6", "window-skipped", skipped_data, mud, w, sd))  # the variant applied
    else:
        asked = eligible(sender, target, thrower, s.players, s.variants)
        exists = in_deck(card, s.variants)
        barred = tuple(q for q in eligible(sender, target, thrower, s.players, s.variants - V.NARROWING)
                       if q not in asked) if exists and s.variants & V.NARROWING else ()
        by = tuple(sorted(V.NARROWING & s.variants)) if barred else ()
        ev.append(event("A4" if barred else "M12", "mud-imperfect", imperfect_data, mud, w, sd, card, exists,
                        sender, asked, barred, by))
        if exists and asked:
            # M14: every eligible seat is asked in turn, holding the card or not, so the order
            # of the questions tells nobody who holds it
            s = in_flight(s, hands, out, RACE, mud, thrower, sender, target, asked, pipes, 0)
            ev.append(race_ask(s))
            return s
        why = "no-card" if not exists else "nobody"
        ev.append(event("M11", "window-closed", window_closed_data, why, card, target, len(asked)))
    s = in_flight(s, hands, out, DEFEND, mud, thrower, sender, target, (), pipes, 0)
    return to_defence(s, ev)


def race_ask(s: State) -> Event:
    """M14: the event asking the first seat of the race queue (whether it holds the card is for
    that seat alone: see the redactor)."""
    seat = s.queue[0]
    card = mud_info(s.mud)[2]
    # M13: the target may complete too (the asking order itself is M14)
    return event("M13" if seat == s.target else "M14", "race-ask", race_ask_data, seat, card, s.target,
                 V.RACE_RANDOM in s.variants, card in s.hands[seat])


def race_actions(s: State) -> list[str]:
    """M14, M15: complete at any seat but oneself (A7: nor at the target), or decline; a seat
    without the completing card may only decline."""
    seat = s.queue[0]
    card = mud_info(s.mud)[2]
    if card is None or card not in s.hands[seat]:
        return ["decline"]
    bar = s.target if V.MUST_REDIRECT in s.variants else seat
    return [fmt_complete(card, t) for t in range(s.players) if t != seat and t != bar] + ["decline"]


def race_step(s: State, verb: str, arg: tuple) -> tuple[State, Events]:
    """M12-M15: the asked seat completes (naming a new target) or declines."""
    ev: Events = []
    seat = s.queue[0]
    w, sd, need = mud_info(s.mud)
    secret = V.RACE_RANDOM in s.variants  # A5: answers stay secret until all have answered
    if verb == "decline":
        ev.append(event("M14", "decline", decline_data, seat, need, secret))
        return next_in_race(s, s.queue[1:], s.claims, ev), ev
    card, target = arg
    if card != need:
        raise refuse("M12", "not-completing-card", card=card, need=need, water=w, sand=sd)
    if card not in s.hands[seat]:
        raise refuse("M12", "not-in-hand", cards=[card], hand=list(s.hands[seat]))
    check_seat(s, target, "M15")
    if target == seat:
        raise refuse("M15", "complete-at-self", seat=seat)
    if V.MUST_REDIRECT in s.variants and target == s.target:  # A7
        raise refuse("A7", "must-redirect", target=target)
    if secret:  # A5: a secret claim; the draw comes when all have answered
        ev.append(event("M14", "race-claim", claim_data, seat, target))
        return next_in_race(s, s.queue[1:], s.claims + ((seat, target),), ev), ev
    return do_complete(s, seat, card, target, ev), ev


def do_complete(s: State, seat: int, card: str, target: int, ev: Events) -> State:
    """M15: seat adds card (the mud is now perfect) and sends it at target, who defends."""
    mud = s.mud + (card,)
    w, sd, _ = mud_info(mud)
    ev.append(event("M15", "complete", complete_data, seat, card, target, s.target, s.thrower,
                    mud, w, sd))
    hands = put(s.hands, seat, remove(s.hands[seat], (card,)))
    s = in_flight(s, hands, s.out, DEFEND, mud, s.thrower, seat, target, (), s.pipes, 0)
    return to_defence(s, ev)


def next_in_race(s: State, queue: tuple, claims: tuple, ev: Events) -> State:
    """M14 once the seat asked first answered: ask the next of `queue`, or (A5) draw one of the
    secret `claims`, or close the window."""
    card = mud_info(s.mud)[2]
    if queue:
        s = s._replace(queue=queue, claims=claims)
        ev.append(race_ask(s))
        return s
    if claims:  # A5 RACE_RANDOM: the seeded RNG picks one claim
        i, rng = randbelow(len(claims), s.rng)
        seat, target = claims[i]
        ev.append(event("A5", "race-draw", draw_data, seat, tuple(q for q, _ in claims)))  # RACE_RANDOM's draw
        assert card is not None  # a race is only opened for a mud one card completes
        return do_complete(s._replace(rng=rng), seat, card, target, ev)
    asked = len(eligible(s.sender, s.target, s.thrower, s.players, s.variants))
    ev.append(event("M11", "window-closed", window_closed_data, "declined", card, s.target, asked))
    return to_defence(s._replace(phase=DEFEND, queue=(), claims=()), ev)


# -- the defence (M16-M19) --------------------------------------------------------------------------
def to_defence(s: State, ev: Events) -> State:
    """M16: the target of s (a DEFEND state) now defends."""
    w, sd, _ = mud_info(s.mud)
    blocked = V.PERFECT_BLOCKS_PIPE in s.variants and w == sd  # A8
    ev.append(event("M16", "defence-options", defence_data, s.target, s.hands[s.target], s.mud,
                    s.piles[s.target], blocked, V.WATERSUIT_ALL_OR_NOTHING in s.variants))
    return s


def pipe_blocked(s: State) -> bool:
    """A8: with PERFECT_BLOCKS_PIPE, a perfect mud cannot be piped on."""
    if V.PERFECT_BLOCKS_PIPE not in s.variants:
        return False
    w, sd, _ = mud_info(s.mud)
    return w == sd


def defence_actions(s: State) -> list[str]:
    """M16: accept, every umbrella defence (M18), every special card held (M19)."""
    seat = s.target
    acts = ["accept"]
    umbrellas, specials = defence_cards(s.hands[seat])
    if umbrellas:
        acts += umbrella_actions(s.mud, umbrellas)
    for special in specials:
        if special == PIPE:
            if not pipe_blocked(s):
                acts += [fmt_pipe(t) for t in range(s.players) if t != seat]
        elif special == WATERSUIT:
            acts += watersuit_actions(s.mud, V.WATERSUIT_ALL_OR_NOTHING in s.variants)
        else:
            acts.append(special)
    return acts


def defence_step(s: State, verb: str, arg: tuple) -> tuple[State, Events]:
    """M16-M19: the target accepts, opens umbrellas or plays one special card."""
    ev: Events = []
    seat = s.target
    hand = s.hands[seat]
    if verb == "accept":  # M17: all the mud onto the target's pile
        pile = s.piles[seat] + s.mud
        ev.append(event("M17", "accept", accept_data, seat, s.mud, pile))
        return resolve(s, s.hands, put(s.piles, seat, pile), s.out, ev), ev
    groups, specials, pipe_target, suit_cards = arg
    if groups and specials:  # M16: umbrellas and a special card never together
        raise refuse("M16", "umbrellas-and-special", specials=list(specials))
    if len(specials) > 1:  # M16: exactly one special card
        raise refuse("M16", "one-special-only", specials=list(specials))
    if groups:  # M18
        stopped, taken, used = check_groups(s.mud, hand, groups)
        pile = s.piles[seat] + taken
        ev.append(event("M18", "umbrellas", umbrellas_data, seat, groups, stopped, taken, pile))
        hands = put(s.hands, seat, remove(hand, used))
        return resolve(s, hands, put(s.piles, seat, pile), s.out + stopped + sort_cards(used),
                       ev), ev
    special = specials[0]
    if special == PIPE and pipe_target is None:
        raise NotationError(GAME, None, "missing-target", {"action": PIPE})
    if special not in hand:
        raise refuse("M19", "special-not-in-hand", card=special, hand=list(hand))
    if special == PIPE:
        return pipe(s, pipe_target, ev), ev
    ev_spent = event("M19", "spent", spent_data, seat, special)  # told right after the card's own event
    hands = put(s.hands, seat, remove(hand, (special,)))
    out = s.out + (special,)
    mud = s.mud
    if special in (BLOWER, FLAMETHROWER):  # M19b: the sand goes; M19c: the water goes
        kept = WATER if special == BLOWER else SAND
        taken = tuple(c for c in mud if KIND[c] == kept)
        gone = tuple(c for c in mud if KIND[c] != kept)
        rule, kind = ("M19b", "blower") if special == BLOWER else ("M19c", "flamethrower")
        pile = s.piles[seat] + taken
        ev += [event(rule, kind, cancel_data, seat, gone, taken, pile), ev_spent]
        return resolve(s, hands, put(s.piles, seat, pile), out + gone, ev), ev
    if special == WATERSUIT:  # M19d
        stopped, taken = check_watersuit(mud, suit_cards, V.WATERSUIT_ALL_OR_NOTHING in s.variants)
        pile = s.piles[seat] + taken
        ev += [event("M19d", "watersuit", watersuit_data, seat, stopped, taken, pile), ev_spent]
        return resolve(s, hands, put(s.piles, seat, pile), out + stopped, ev), ev
    return machinegun(s._replace(hands=hands, out=out), ev, ev_spent), ev


def pipe(s: State, target: int, ev: Events) -> State:
    """M19a: the target sends the whole mud on and becomes the sender; a new window opens."""
    seat = s.target
    check_seat(s, target, "M19a")
    if target == seat:
        raise refuse("M19a", "pipe-at-self", seat=seat)
    if pipe_blocked(s):  # A8
        raise refuse("A8", "pipe-perfect", cards=list(s.mud))
    ev += [event("M19a", "pipe", pipe_data, seat, target, s.mud), event("M19", "spent", spent_data, seat, PIPE)]
    hands = put(s.hands, seat, remove(s.hands[seat], (PIPE,)))
    return open_window(s, ev, hands, s.out + (PIPE,), s.mud, s.thrower, seat, target,
                       s.pipes + 1, first=False)


def machinegun(s: State, ev: Events, spent: Event) -> State:
    """M19e: the mud is discarded (the card spent, M19); every other player reveals the top card of the draw pile."""
    seat, n = s.target, s.players
    ev += [event("M19e", "machinegun", machinegun_data, seat, s.mud), spent]
    deck, hands, piles, out = list(s.deck), list(s.hands), list(s.piles), s.out + s.mud
    order = clockwise(seat, n)[1:]
    for i, q in enumerate(order):
        revealed = False
        while deck and not revealed:
            card = deck.pop()
            if IS_MUD[card]:
                piles[q] = piles[q] + (card,)
                outcome = "mud"
            elif V.MG_KEEP_DEFENCE_CARD in s.variants:  # A10
                hands[q] = sort_cards(hands[q] + (card,))
                outcome = "keep"
            else:
                out += (card,)
                redraw = V.MG_REDRAW_ON_SPECIAL in s.variants and KIND[card] == SPECIAL  # A10
                outcome = "redraw" if redraw else "safe"
            revealed = outcome != "redraw"
            ev.append(event("A10" if outcome in ("keep", "redraw") else "M19e", "mg-reveal", reveal_data, q, card,
                             outcome))
        if not revealed:  # the draw pile is empty: this player and all after are safe
            ev.append(event("M19e", "mg-empty", mg_empty_data, order[i:]))
            break
    s = s._replace(deck=tuple(deck))
    return resolve(s, tuple(hands), tuple(piles), out, ev)


# -- after the mud (M20-M23) ------------------------------------------------------------------------
def resolve(s: State, hands: tuple, piles: tuple, out: tuple, ev: Events) -> State:
    """M20-M23 once the mud is dealt with (hands, piles, out as it left them): refill the hands
    and start the next turn; or the round ends (M22, M25)."""
    final = s.target  # M20
    took = len(piles[final]) > len(s.piles[final])  # the final target really took mud
    if s.pipes or s.sender != s.thrower:  # M20 matters once the mud changed hands
        ev.append(event("M20", "final-target", final_target_data, final, s.thrower))
    n, thrower, variants, deck = s.players, s.thrower, s.variants, s.deck
    play_out = V.PLAY_OUT in variants
    top = len(deck)  # the draw pile's top card is its last
    drawn = list(hands)
    draws: list[tuple[int, tuple[str, ...]]] = []
    short = False
    # one pass clockwise from the thrower (M21, A19); a hand above 7 (A10) draws none. The pile
    # runs short at some seat exactly when it holds fewer cards than all the hands miss.
    for q in clockwise(thrower, n):
        k = HAND_SIZE - len(hands[q])
        if k <= 0:
            continue
        if k > top:
            if not play_out:  # M22: nobody draws, the round ends now
                need = sum(HAND_SIZE - len(h) for h in hands if len(h) < HAND_SIZE)
                ev.append(event("M22", "shortfall", shortfall_data, need, len(deck)))
                return end_round(s._replace(hands=hands, piles=piles, out=out), ev)
            short = True  # A11: refilled as far as the pile allows
            if not top:  # the pile is empty, the others draw nothing
                break
            k = top
        cards = deck[top - k:top]
        drawn[q] = sort_cards(hands[q] + cards)
        top -= k
        draws.append((q, sort_cards(cards)))
    deck = deck[:top]
    ev.append(event("A11" if short else "M21", "refill", refill_data, top, tuple((q, len(c)) for q, c in draws)))
    if short:  # A19: the order of the refill decides who comes up short
        full = {q for q, c in draws if len(hands[q]) + len(c) >= HAND_SIZE}
        left = tuple(q for q in clockwise(thrower, n) if len(hands[q]) < HAND_SIZE and q not in full)
        ev.append(event("A19", "refill-order", refill_order_data, thrower, left))
    ev.extend(event("M21", "drawn", drawn_data, q, cards) for q, cards in draws)
    hands = tuple(drawn)
    if play_out and not deck and not any(map(can_throw, hands)):  # M25, A11
        ev.append(event("M25", "played-out", no_data))
        return end_round(s._replace(hands=hands, deck=deck, piles=piles, out=out), ev)
    by_clock = V.CLOCKWISE_TURNS in variants  # A12
    nxt = (thrower + 1) % n if by_clock else final  # M23: the "embarrado" starts
    ev.append(event("A12" if by_clock else "M23", "next-turn", next_turn_data, nxt, final, thrower,
                    "clockwise" if by_clock else "target", took))
    return new_turn(s, deck, hands, piles, out, nxt)
