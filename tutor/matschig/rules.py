"""The turn and reaction machine as pure functions: legal_actions(state), apply(state, action)."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any, Callable, Optional

from ..core.errors import IllegalAction, NotationError
from ..core.events import Event, LazyData
from ..core.rng import randbelow, seed_state, shuffled
from ..core.rules import Listed
from . import variants as V
from .cards import (BLOWER, CARDS, FLAMETHROWER, HAND_SIZE, IS_MUD, KIND, MACHINEGUN, ORDER,
                    PIPE, SAND, SPECIAL, WATER, WATERSUIT, defence_cards, mud_info, remove,
                    sort_cards)
from .deck import deck_cards
from .defence import (check_groups, check_watersuit, split_groups, umbrella_actions,
                      watersuit_actions)
from .eventdata import (GAME, accept_data, cancel_data, complete_data, decline_data,
                        defence_data, imperfect_data, new_event, next_turn_data, perfect_data,
                        pipe_data, race_ask_data, refill_data, round_score_data, shared_event,
                        throw_data, umbrellas_data, watersuit_data, window_closed_data)
from .notation import (fmt_complete, fmt_pipe, fmt_swap, fmt_throw, fmt_umbrellas,
                       fmt_watersuit, parse_action, parse_listed_swap, parse_listed_umbrellas)
from .scoring import score_pile, winners
from .state import (DEFEND, OVER, RACE, TURN, MatschigState, in_flight, new_turn,
                    replace)

State = MatschigState
_CARD_ORDER = ORDER.__getitem__  # the sort key of cards: W1..W7 S1..S7 U1..U7 PIPE..MACHINEGUN


def _refuse(rule: Optional[str], kind: str, **data: Any) -> IllegalAction:
    return IllegalAction(GAME, rule, kind, data)


def _put(items: tuple, i: int, value: Any) -> tuple:
    changed = list(items)  # one copy: cheaper than joining two slices around the new item
    changed[i] = value
    return tuple(changed)


def can_throw(hand: tuple[str, ...]) -> bool:
    """True if the hand holds at least one water and one sand card (M6)."""
    has_w = has_s = False
    for c in hand:
        k = KIND[c]
        if k == WATER:
            has_w = True
        elif k == SAND:
            has_s = True
    return has_w and has_s


def _mud_cards(hand: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(waters, sands) of a hand, in hand order (M6, M8)."""
    return tuple([c for c in hand if KIND[c] == WATER]), tuple([c for c in hand if KIND[c] == SAND])


def _distinct_mud(hand: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The distinct water cards and the distinct sand cards of a hand, in hand order (M6, M8)."""
    waters, sands = [], []
    for c in dict.fromkeys(hand):  # one pass over the distinct cards
        k = KIND[c]
        if k == WATER:
            waters.append(c)
        elif k == SAND:
            sands.append(c)
    return waters, sands


# -- setup -------------------------------------------------------------------------------
def deal(players: int, variants: frozenset, rng: int) -> tuple[tuple, tuple, int]:
    """Shuffle all 110 cards and deal 7 to each seat (M2): (deck, hands, rng)."""
    cards, rng = shuffled(deck_cards(variants), rng)
    hands = tuple(sort_cards(cards[HAND_SIZE * q: HAND_SIZE * (q + 1)]) for q in range(players))
    return tuple(cards[HAND_SIZE * players:]), hands, rng


def start(players: int, seed: int, variants: frozenset, rounds: int) -> State:
    """The first position of a game (M1-M4)."""
    if not isinstance(players, int) or not 3 <= players <= 6:  # M1
        raise ValueError(f"matschig is played by 3 to 6 players, not {players!r}")
    variants = V.check_variants(variants)
    if V.ROUNDS_PER_PLAYER in variants:  # A14
        rounds = players
    rng = seed_state(seed)
    starter, rng = randbelow(players, rng)  # M3: round 1 start player at random
    deck, hands, rng = deal(players, variants, rng)
    empty = ((),) * players
    return State(players, variants, rounds, 1, rng, deck, hands, empty, (), (0,) * players,
                 empty, starter, TURN, starter)


def to_move(s: State) -> Optional[int]:
    """The seat that decides now, or None when the game is over."""
    phase = s.phase
    if phase == TURN:
        return s.active
    if phase == DEFEND:
        return s.target
    if phase == RACE:
        return s.queue[0]
    return None


# -- legal actions -------------------------------------------------------------------------
def _swap_possible(s: State, hand: tuple) -> bool:
    return V.SWAP3_OFF not in s.variants and len(hand) >= 3 and len(s.deck) >= 3  # M7, A2


def _swaps(hand: tuple) -> list[str]:
    """M7: every distinct three cards of the hand to swap, as texts."""
    # hands are kept sorted, so every combination is already in canonical order
    return [f"swap {a} {b} {c}" for a, b, c in dict.fromkeys(combinations(hand, 3))]


def _sub_multisets(cards: tuple[str, ...]) -> list[tuple[str, ...]]:
    out: dict = {}
    for r in range(1, len(cards) + 1):
        out.update(dict.fromkeys(combinations(cards, r)))
    return list(out)


# legal_actions is the single source of truth: apply() trusts a text listed for this very state.
LISTED = Listed()


def legal_actions(s: State) -> list[str]:
    """Every action the seat to move may play, in canonical notation."""
    # LISTED.remember(s, acts), inlined (as is LISTED.has in apply): the two method calls cost a
    # few per cent of a step; `last` is Listed's documented one tuple, replaced whole
    acts = _LEGAL[s.phase](s)
    LISTED.last = (s, tuple(acts))
    return acts


def _turn_actions(s: State) -> list[str]:
    seat = s.active
    hand = s.hands[seat]
    waters, sands = _distinct_mud(hand)
    if waters and sands:  # M6: must throw
        n = s.players
        if V.MULTI_CARD_THROW in s.variants:  # A1: any cards, so every sub-multiset of each kind
            waters, sands = _mud_cards(hand)
            acts = [fmt_throw(w + sd, t) for w in _sub_multisets(waters)
                    for sd in _sub_multisets(sands) for t in _OTHERS[n][seat]]
        else:  # M8: one water and one sand
            acts = []
            throws = _THROW_AT[n][seat]
            for w in waters:
                by_sand = throws[w]
                for sd in sands:
                    acts += by_sand[sd]
        if V.VOLUNTARY_SWAP in s.variants and _swap_possible(s, hand):
            acts += _swaps(hand)
        return acts
    acts = ["pass"]  # M7
    if _swap_possible(s, hand):
        acts += _swaps(hand)
    return acts


def _race_answers(s: State) -> list[str]:  # M14, M15
    seat = s.queue[0]
    bar = s.target if V.MUST_REDIRECT in s.variants else seat
    return list(_race_actions(mud_info(s.mud)[2], seat, bar, s.players))


def _defence_actions(s: State) -> list[str]:  # M16
    seat = s.target
    acts = ["accept"]
    umbrellas, specials = defence_cards(s.hands[seat])
    if umbrellas:
        acts += umbrella_actions(s.mud, umbrellas)
    for special in specials:
        if special == PIPE:
            if not _pipe_blocked(s):
                acts += _pipes(seat, s.players)
        elif special == WATERSUIT:
            acts += watersuit_actions(s.mud, V.WATERSUIT_ALL_OR_NOTHING in s.variants)
        else:
            acts.append(special)
    return acts


_LEGAL: dict[str, Callable[[State], list[str]]] = {
    TURN: _turn_actions, RACE: _race_answers, DEFEND: _defence_actions, OVER: lambda s: []}

# every seat but `seat`, in seat order: _OTHERS[players][seat]
_OTHERS = tuple(tuple(tuple(q for q in range(n) if q != seat) for seat in range(n))
                for n in range(7))

# M8: the texts of one-water-one-sand throws by `seat` at every other seat, in seat order (M1: at
# most 6 seats): _THROW_AT[players][seat][water][sand]; a turn's list is then built by extending
# it with ready tuples, not by string formatting
_THROW_AT = tuple(tuple({w: {sd: tuple(f"throw {w} {sd} at P{t + 1}" for t in others)
                             for sd in CARDS if KIND[sd] == SAND}
                         for w in CARDS if KIND[w] == WATER} for others in by_seat)
                  for by_seat in _OTHERS)


# The two action lists below depend on a few small values only, so they are cached as tuples
# (legal_actions copies them into a fresh list for its caller).
@lru_cache(maxsize=1024)
def _race_actions(card: Optional[str], seat: int, bar: int, players: int) -> tuple[str, ...]:
    """M14, M15: complete at any seat but oneself and `bar` (A7: the target), or decline."""
    completes = tuple(fmt_complete(card, t) for t in range(players) if t != seat and t != bar)
    return completes + ("decline",)


@lru_cache(maxsize=64)
def _pipes(seat: int, players: int) -> tuple[str, ...]:
    """M19a: the pipe aimed at every other seat."""
    return tuple(fmt_pipe(t) for t in range(players) if t != seat)


def _pipe_blocked(s: State) -> bool:
    """A8: with PERFECT_BLOCKS_PIPE, a perfect mud cannot be piped on."""
    if V.PERFECT_BLOCKS_PIPE not in s.variants:
        return False
    w, sd, _ = mud_info(s.mud)
    return w == sd


# canonical text of parsed umbrella groups; parse_action's results are hashable and recur
_umbrellas_text = lru_cache(maxsize=16384)(fmt_umbrellas)


# -- apply ---------------------------------------------------------------------------------
_PHASE_RULE = {TURN: "M6", RACE: "M14", DEFEND: "M16"}
_PHASE_KINDS = {TURN: ("throw", "pass", "swap"), RACE: ("complete", "decline"),
                DEFEND: ("accept", "defend")}


def apply(s: State, text: str) -> tuple[str, State, tuple[Event, ...]]:
    """Play one action: (canonical action, new state, events). Refusals raise and change nothing."""
    if not isinstance(text, str):
        raise NotationError(GAME, None, "not-text", {"got": type(text).__name__})
    if s.phase == OVER:
        raise _refuse("M30", "game-over")
    # listed: legal_actions offered exactly this text for this very state, so it is canonical and
    # legal; the handlers then skip their checks (refusals always come from the full path)
    listed_state, listed_acts = LISTED.last  # LISTED.has(s, text), inlined
    listed = text if listed_state is s and type(text) is str and text in listed_acts else None
    if listed is None:
        act = parse_action(text)
    elif text.startswith("umbrellas "):
        act = parse_listed_umbrellas(text)
    elif text.startswith("swap "):
        act = parse_listed_swap(text)
    else:
        act = parse_action(text)
    if listed is None and act[0] not in _PHASE_KINDS[s.phase]:
        raise _refuse(_PHASE_RULE[s.phase], "wrong-phase", seat=to_move(s), phase=s.phase,
                      got=act[0])
    ev: list[Event] = []
    canonical, new = _HANDLERS[act[0]](s, act, ev, listed)
    return canonical, new, tuple(ev)


# -- the turn: throw, pass, swap ----------------------------------------------------------------
def _throw(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    _, cards, target = act
    seat = s.active
    hand = s.hands[seat]
    if listed is None:
        _check_throw(s, seat, hand, cards, target)
    left = remove(hand, cards)
    if left is None:
        raise _refuse("M8", "not-in-hand", cards=list(cards), hand=list(hand))
    mud = cards if listed else sort_cards(cards)  # a listed throw is canonical: already sorted
    ev.append(shared_event("M8", "throw", throw_data, seat, mud, target))
    return listed or fmt_throw(mud, target), _open_window(
        s, ev, _put(s.hands, seat, left), s.out, mud, seat, seat, target, 0, 0, first=True)


def _check_throw(s: State, seat: int, hand: tuple, cards: tuple, target: int) -> None:
    if not all(_mud_cards(hand)):  # M6/M7: no water or no sand in hand
        raise _refuse("M7", "cannot-throw", seat=seat, missing=_missing(hand))
    for c in cards:
        if not IS_MUD[c]:
            raise _refuse("M8", "throw-not-mud", card=c)
    waters = [c for c in cards if KIND[c] == WATER]
    sands = [c for c in cards if KIND[c] == SAND]
    if not waters or not sands:
        raise _refuse("M8", "throw-both-kinds", cards=list(cards))
    if V.MULTI_CARD_THROW not in s.variants and (len(waters) != 1 or len(sands) != 1):
        raise _refuse("M8", "throw-one-each", cards=list(cards))  # A1
    _check_seat(s, target, "M8")
    if target == seat:
        raise _refuse("M8", "throw-at-self", seat=seat)


def _missing(hand: tuple) -> str:
    kinds = {KIND[c] for c in hand}
    if WATER not in kinds and SAND not in kinds:
        return "both"
    return WATER if WATER not in kinds else SAND


def _check_seat(s: State, seat: int, rule: str) -> None:
    if not 0 <= seat < s.players:
        raise _refuse(rule, "no-such-seat", seat=seat, players=s.players)


def _must_throw(seat: int, hand: tuple) -> IllegalAction:
    return _refuse("M6", "must-throw", seat=seat, waters=[c for c in hand if KIND[c] == WATER],
                   sands=[c for c in hand if KIND[c] == SAND])


def _pass(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    seat = s.active
    hand = s.hands[seat]
    if listed is None and can_throw(hand):  # M6: passing is not allowed
        raise _must_throw(seat, hand)
    nxt = (seat + 1) % s.players  # M7: the turn goes left
    ev.append(new_event((GAME, "M7", "pass", {"seat": seat, "missing": _missing(hand), "next": nxt,
                                              "swap_open": _swap_possible(s, hand)})))
    return "pass", _after_pass(s, ev, s.hands, s.deck, s.out, s.passes + 1)


def _swap(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    cards = act[1]
    seat = s.active
    hand = s.hands[seat]
    if listed is None:
        if V.SWAP3_OFF in s.variants:  # A2
            raise _refuse("M7", "swap-off")
        if can_throw(hand) and V.VOLUNTARY_SWAP not in s.variants:  # M6 before M7
            raise _must_throw(seat, hand)
        if len(cards) != 3:
            raise _refuse("M7", "swap-three", got=len(cards))
        if len(s.deck) < 3:
            raise _refuse("M7", "swap-deck-short", deck=len(s.deck))
    left = remove(hand, cards)
    if left is None:
        raise _refuse("M7", "not-in-hand", cards=list(cards), hand=list(hand))
    cards = sort_cards(cards)
    nxt = (seat + 1) % s.players
    ev.append(new_event((GAME, "M7", "swap", {"seat": seat, "cards": list(cards),
                                              "deck": len(s.deck) - 3, "next": nxt})))
    hands = _put(s.hands, seat, sort_cards(left + s.deck[-3:]))  # M7: draw the top three
    return listed or fmt_swap(cards), _after_pass(s, ev, hands, s.deck[:-3], s.out + cards, 0)


def _after_pass(s: State, ev: list, hands: tuple, deck: tuple, out: tuple, passes: int) -> State:
    """The position after a pass or a swap that left hands, deck, out and passes so: the turn
    goes left (M7), or the round ends (M24, M25). One state is built either way."""
    if passes >= s.players:  # M24 deadlock guard
        ev.append(new_event((GAME, "M24", "deadlock", {"passes": passes})))
    elif V.PLAY_OUT in s.variants and not deck and not any(map(can_throw, hands)):  # M25
        ev.append(new_event((GAME, "M25", "played-out", {})))
    else:
        return replace(s, hands=hands, deck=deck, out=out, passes=passes,
                       active=(s.active + 1) % s.players)
    return _end_round(replace(s, hands=hands, deck=deck, out=out, passes=passes), ev)


# -- the completion race (M11-M15) --------------------------------------------------------------
# the variants that narrow or reorder the race (A4, A5)
_RACE_VARIANTS = frozenset({V.TARGET_CANNOT_COMPLETE, V.THROWER_NEVER_COMPLETES,
                            V.RACE_TARGET_FIRST})


@lru_cache(maxsize=1024)
def _eligible(sender: int, target: int, thrower: int, players: int, variants: frozenset
              ) -> tuple[int, ...]:
    """M13, M14: who may complete, in the order they are asked (A4, A5 narrow or reorder it)."""
    eligible = tuple((sender + k) % players for k in range(1, players))  # all but the sender
    if V.TARGET_CANNOT_COMPLETE in variants:  # A4
        eligible = tuple(q for q in eligible if q != target)
    if V.THROWER_NEVER_COMPLETES in variants:  # A4
        eligible = tuple(q for q in eligible if q != thrower)
    if V.RACE_TARGET_FIRST in variants and target in eligible:  # A5
        eligible = (target,) + tuple(q for q in eligible if q != target)
    return eligible


def _open_window(s: State, ev: list, hands: tuple, out: tuple, mud: tuple, thrower: int,
                 sender: int, target: int, pipes: int, passes: int, first: bool) -> State:
    """M10-M14 once `sender` threw (first) or piped `mud` at `target`: the position in flight, a
    race (M14) or the target's defence (M16), built once from in_flight()'s other fields."""
    w, sd, card = mud_info(mud)
    if w == sd:  # M10: perfect mud cannot be completed
        ev.append(shared_event("M10", "mud-perfect", perfect_data, mud, w, sd, target, not first))
    elif not first and V.COMPLETE_ONLY_AFTER_THROW in s.variants:  # A6
        ev.append(new_event((GAME, "M11", "window-skipped",
                             {"cards": list(mud), "water": w, "sand": sd})))
    else:
        variants = s.variants
        if variants.isdisjoint(_RACE_VARIANTS):  # M13, M14: all but the sender, from its left
            eligible = _LEFT_OF[s.players][sender]
        else:
            eligible = _eligible(sender, target, thrower, s.players, variants)  # A4, A5
        ev.append(shared_event("M12", "mud-imperfect", imperfect_data, mud, w, sd, card, sender,
                               eligible))
        holders = ()
        if card:
            for q in eligible:
                if card in hands[q]:
                    holders += (q,)
        if holders:
            s = in_flight(s, hands, out, RACE, mud, thrower, sender, target, holders, pipes,
                          passes)
            ev.append(_race_ask(s, card))
            return s
        ev.append(shared_event("M14", "window-closed", window_closed_data, "nobody", card, target))
    s = in_flight(s, hands, out, DEFEND, mud, thrower, sender, target, (), pipes, passes)
    return _to_defence(s, ev, w, sd)


def _race_ask(s: State, card: Optional[str]) -> Event:
    return shared_event("M14", "race-ask", race_ask_data, s.queue[0], card, s.target,
                        V.RACE_RANDOM in s.variants)


def _complete(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    _, card, target = act
    seat = s.queue[0]
    if listed is None:
        w, sd, need = mud_info(s.mud)
        if card != need:
            raise _refuse("M12", "not-completing-card", card=card, need=need, water=w, sand=sd)
        if card not in s.hands[seat]:
            raise _refuse("M12", "not-in-hand", cards=[card], hand=list(s.hands[seat]))
        _check_seat(s, target, "M15")
        if target == seat:
            raise _refuse("M15", "complete-at-self", seat=seat)
        if V.MUST_REDIRECT in s.variants and target == s.target:  # A7
            raise _refuse("M15", "must-redirect", target=target)
    canonical = listed or fmt_complete(card, target)
    if V.RACE_RANDOM in s.variants:  # A5: a secret claim; the draw comes when all answered
        ev.append(new_event((GAME, "M14", "race-claim", {"seat": seat})))
        return canonical, _next_in_race(s, s.queue[1:], s.claims + ((seat, target),), ev)
    return canonical, _do_complete(s, seat, card, target, ev)


def _decline(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    ev.append(shared_event("M14", "decline", decline_data, s.queue[0], mud_info(s.mud)[2]))
    return "decline", _next_in_race(s, s.queue[1:], s.claims, ev)


def _do_complete(s: State, seat: int, card: str, target: int, ev: list) -> State:
    mud = s.mud + (card,)  # M15: the mud is now perfect
    w, sd, _ = mud_info(mud)
    ev.append(new_event((GAME, "M15", "complete", LazyData(complete_data, seat, card, target,
                                                           s.target, s.thrower, mud, w, sd))))
    # built as DEFEND with the race cleared: the one state of this step
    hands = _put(s.hands, seat, remove(s.hands[seat], (card,)))
    s = in_flight(s, hands, s.out, DEFEND, mud, s.thrower, seat, target, (), s.pipes, s.passes)
    return _to_defence(s, ev, w, sd)


def _next_in_race(s: State, queue: tuple, claims: tuple, ev: list) -> State:
    """M14 once the seat asked first answered: ask the next of `queue`, or (A5) draw one of the
    secret `claims`, or close the window; the one state this builds is the race's next."""
    w, sd, card = mud_info(s.mud)
    if queue:
        s = replace(s, queue=queue, claims=claims)
        ev.append(_race_ask(s, card))
        return s
    if claims:  # A5 RACE_RANDOM: the seeded RNG picks one claim
        i, rng = randbelow(len(claims), s.rng)
        seat, target = claims[i]
        ev.append(new_event((GAME, "M14", "race-draw", {"seat": seat,
                                                        "claimants": [q for q, _ in claims]})))
        return _do_complete(replace(s, rng=rng), seat, card, target, ev)
    ev.append(shared_event("M14", "window-closed", window_closed_data, "declined", card,
                           s.target))
    return _to_defence(replace(s, phase=DEFEND, queue=(), claims=()), ev, w, sd)


# -- the defence (M16-M19) ----------------------------------------------------------------------
def _to_defence(s: State, ev: list, w: int, sd: int) -> State:
    """M16: the target of s (a DEFEND state) now defends; w and sd are the sums of s.mud."""
    blocked = V.PERFECT_BLOCKS_PIPE in s.variants and w == sd  # A8
    ev.append(new_event((GAME, "M16", "defence-options", LazyData(
        defence_data, s.target, s.hands[s.target], s.mud, w, sd, blocked))))
    return s


def _accept(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    seat = s.target
    ev.append(shared_event("M17", "accept", accept_data, seat, s.mud))
    piles = _put(s.piles, seat, s.piles[seat] + s.mud)
    return "accept", _resolve(s, s.hands, piles, s.out, ev)


def _defend(s: State, act: tuple, ev: list, listed: Optional[str]) -> tuple[str, State]:
    _, groups, specials, pipe_target, suit_cards = act
    seat = s.target
    hand = s.hands[seat]
    if listed is None:
        if groups and specials:  # M16: umbrellas and a special card never together
            raise _refuse("M16", "umbrellas-and-special", specials=list(specials))
        if len(specials) > 1:  # M16: exactly one special card
            raise _refuse("M16", "one-special-only", specials=list(specials))
    if groups:
        if listed is None:
            stopped, taken, used = check_groups(s.mud, hand, groups)  # M18
        else:
            stopped, taken, used = split_groups(s.mud, groups)
        ev.append(new_event((GAME, "M18", "umbrellas",
                             LazyData(umbrellas_data, seat, groups, stopped, taken))))
        hands = _put(s.hands, seat, remove(hand, used))
        piles = _put(s.piles, seat, s.piles[seat] + taken)
        return (listed or _umbrellas_text(groups),
                _resolve(s, hands, piles, s.out + stopped + sort_cards(used), ev))
    special = specials[0]
    if listed is None and special not in hand:
        raise _refuse("M19", "special-not-in-hand", card=special, hand=list(hand))
    if special == PIPE:
        return _pipe(s, pipe_target, ev, listed)
    hands = _put(s.hands, seat, remove(hand, (special,)))
    out = s.out + (special,)
    mud = s.mud
    if special == BLOWER:  # M19b
        taken = tuple([c for c in mud if KIND[c] == WATER])
        gone = tuple([c for c in mud if KIND[c] == SAND])
        ev.append(new_event((GAME, "M19b", "blower", LazyData(cancel_data, seat, gone, taken))))
        return BLOWER, _resolve(s, hands, _put(s.piles, seat, s.piles[seat] + taken),
                                out + gone, ev)
    if special == FLAMETHROWER:  # M19c
        taken = tuple([c for c in mud if KIND[c] == SAND])
        gone = tuple([c for c in mud if KIND[c] == WATER])
        ev.append(new_event((GAME, "M19c", "flamethrower",
                             LazyData(cancel_data, seat, gone, taken))))
        return FLAMETHROWER, _resolve(s, hands, _put(s.piles, seat, s.piles[seat] + taken),
                                      out + gone, ev)
    if special == WATERSUIT:  # M19d
        stopped, taken = check_watersuit(mud, suit_cards, V.WATERSUIT_ALL_OR_NOTHING in s.variants)
        ev.append(new_event((GAME, "M19d", "watersuit",
                             LazyData(watersuit_data, seat, stopped, taken))))
        return (listed or fmt_watersuit(stopped),
                _resolve(s, hands, _put(s.piles, seat, s.piles[seat] + taken), out + stopped, ev))
    return MACHINEGUN, _machinegun(replace(s, hands=hands, out=out), ev)


def _pipe(s: State, target: Optional[int], ev: list, listed: Optional[str]) -> tuple[str, State]:
    seat = s.target
    if listed is None:
        if target is None:
            raise NotationError(GAME, None, "missing-target", {"action": PIPE})
        _check_seat(s, target, "M19a")
        if target == seat:
            raise _refuse("M19a", "pipe-at-self", seat=seat)
        if _pipe_blocked(s):  # A8
            raise _refuse("M19a", "pipe-perfect", cards=list(s.mud))
    ev.append(new_event((GAME, "M19a", "pipe", LazyData(pipe_data, seat, target, s.mud))))
    hands = _put(s.hands, seat, remove(s.hands[seat], (PIPE,)))
    # M19a: a new window
    return listed or fmt_pipe(target), _open_window(
        s, ev, hands, s.out + (PIPE,), s.mud, s.thrower, seat, target, s.pipes + 1, s.passes,
        first=False)


def _machinegun(s: State, ev: list) -> State:
    """M19e: the mud is discarded; every other player reveals the top card of the draw pile."""
    seat, n = s.target, s.players
    ev.append(new_event((GAME, "M19e", "machinegun", {"seat": seat, "cancelled": list(s.mud)})))
    deck, hands, piles, out = list(s.deck), list(s.hands), list(s.piles), s.out + s.mud
    order = [(seat + k) % n for k in range(1, n)]
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
            ev.append(new_event((GAME, "M19e", "mg-reveal",
                                 {"seat": q, "card": card, "outcome": outcome})))
        if not revealed:  # the draw pile is empty: this player and all after are safe
            ev.append(new_event((GAME, "M19e", "mg-empty", {"seats": order[i:]})))
            break
    s = replace(s, deck=tuple(deck))
    return _resolve(s, tuple(hands), tuple(piles), out, ev)


_HANDLERS: dict[str, Callable[[State, tuple, list, Optional[str]], tuple[str, State]]] = {
    "throw": _throw, "pass": _pass, "swap": _swap, "complete": _complete, "decline": _decline,
    "accept": _accept, "defend": _defend}


# -- after the mud (M20-M23) ---------------------------------------------------------------------
def _resolve(s: State, hands: tuple, piles: tuple, out: tuple, ev: list) -> State:
    """M20-M23 once the mud is dealt with (hands, piles, out as it left them): refill the hands
    and start the next turn.

    The round may end instead (M22, M25); _end_round resets every field of the mud in flight.
    """
    final = s.target  # M20
    n, thrower, variants, deck = s.players, s.thrower, s.variants, s.deck
    play_out = V.PLAY_OUT in variants
    top = len(deck)  # the draw pile's top card is its last
    drawn = list(hands)
    draws: list[int] = []  # seat, cards drawn, seat, cards drawn, ... (see refill_data)
    # one pass clockwise from the thrower (M21/A19); a hand above 7 (A10) draws none. The pile
    # runs short at some seat exactly when it holds fewer cards than all the hands miss.
    for q in _CLOCKWISE[n][thrower]:
        k = HAND_SIZE - len(hands[q])
        if k <= 0:
            continue
        if k > top:
            if not play_out:  # M22: nobody draws, the round ends now
                need = sum([HAND_SIZE - len(h) for h in hands if len(h) < HAND_SIZE])
                ev.append(new_event((GAME, "M22", "shortfall", {"need": need, "deck": len(deck)})))
                return _end_round(replace(s, hands=hands, piles=piles, out=out), ev)
            if not top:  # A11: the pile is empty, the others draw nothing
                break
            k = top
        drawn[q] = tuple(sorted(hands[q] + deck[top - k:top], key=_CARD_ORDER))
        top -= k
        draws += (q, k)
    deck = deck[:top]
    ev.append(new_event((GAME, "M21", "refill", LazyData(refill_data, top, *draws))))
    hands = tuple(drawn)
    if play_out and not deck and not any(map(can_throw, hands)):  # M25, A11
        ev.append(new_event((GAME, "M25", "played-out", {})))
        return _end_round(replace(s, hands=hands, deck=deck, piles=piles, out=out), ev)
    clockwise = V.CLOCKWISE_TURNS in variants  # A12
    nxt = (thrower + 1) % n if clockwise else final  # M23: the "embarrado" starts
    ev.append(shared_event("M23", "next-turn", next_turn_data, nxt, final, thrower,
                           "clockwise" if clockwise else "target"))
    return new_turn(s, deck, hands, piles, out, nxt)

# every seat clockwise from `first` (M21): _CLOCKWISE[players][first]
_CLOCKWISE = tuple(tuple(tuple((first + k) % n for k in range(n)) for first in range(n))
                   for n in range(7))
# every seat but `seat`, clockwise from its left: _LEFT_OF[players][seat] (M13, M14)
_LEFT_OF = tuple(tuple(order[1:] for order in by_seat) for by_seat in _CLOCKWISE)


# -- round end, next round, game end (M25-M30) --------------------------------------------------
def _end_round(s: State, ev: list) -> State:
    scores = tuple(map(score_pile, s.piles))  # M26: (points, how) per seat
    totals = tuple(t + p for t, (p, _) in zip(s.totals, scores))
    received = tuple(r + p for r, p in zip(s.received, s.piles))
    ev.append(new_event((GAME, "M26", "round-score",
                         LazyData(round_score_data, s.round, s.piles, scores, totals))))
    base = dict(mud=(), queue=(), claims=(), thrower=-1, sender=-1, target=-1, pipes=0, passes=0)
    if s.round >= s.rounds:
        if V.ONE_TYPE_WHOLE_GAME in s.variants:  # A15: the one-type rule once, on everything
            totals = tuple(score_pile(r)[0] for r in received)
            ev.append(new_event((GAME, "M26", "whole-game-score", {
                "totals": list(totals),
                "rows": [{"seat": q, "cards": len(r), "how": score_pile(r)[1]}
                         for q, r in enumerate(received)]})))
        won, tiebreak = winners(totals, received, V.TIEBREAK_FEWER_CARDS in s.variants)
        ev.append(new_event((GAME, "M30", "game-end", {"totals": list(totals), "winners": list(won),
                                                       "tiebreak": tiebreak, "rounds": s.rounds})))
        return replace(s, phase=OVER, totals=totals, received=received, **base)
    n = s.players
    if V.DIRTIEST_STARTS in s.variants:  # A13: highest total; ties to the next seat clockwise
        order = [(s.starter + k) % n for k in range(1, n + 1)]
        starter = max(order, key=lambda q: (totals[q], -order.index(q)))
        why = "dirtiest"
    else:  # M3: left of the previous start player
        starter, why = (s.starter + 1) % n, "left"
    deck, hands, rng = deal(n, s.variants, s.rng)  # M29: gather and reshuffle all cards
    ev.append(new_event((GAME, "M29", "new-round", {"round": s.round + 1, "rounds": s.rounds,
                                                    "starter": starter, "why": why,
                                                    "totals": list(totals)})))
    empty = ((),) * n
    return replace(s, round=s.round + 1, rng=rng, deck=deck, hands=hands, piles=empty, out=(),
                   totals=totals, received=received, starter=starter, phase=TURN,
                   active=starter, **base)
