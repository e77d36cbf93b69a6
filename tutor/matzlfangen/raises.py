"""Spritzen: alternating raises of +1 (R-SPR-1..5) and the partner reveal they cause (R-CALL-3)."""
from __future__ import annotations

from typing import NoReturn, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import CARD_STR, SUITS, matzl_of
from .fixed_events import fixed_event
from .notation import CONTRACTS
from .scoring import MAX_RAISES, RAISE_NAMES
from .state import (DECLARERS, DEFENDERS, FIELD, GAME, SIDE_NAME, UNKNOWN, State, event, forehand_of, make,
                    replace, side)

_PHASE, _TURN, _RAISE_PASSES = FIELD["phase"], FIELD["turn"], FIELD["raise_passes"]
_RAISES, _PUBLIC_SIDE, _LEADER, _TRICK = FIELD["raises"], FIELD["public_side"], FIELD["leader"], FIELD["trick"]
_VARIANTS, _DEALER = FIELD["variants"], FIELD["dealer"]
_CONTRACT, _DECLARER = FIELD["contract"], FIELD["declarer"]

# The raise window's events whose data is fixed (see fixed_events), by the seats and names they tell.
_NO_RAISE = tuple(fixed_event("R-SPR-5", "no-raise", seat=x) for x in range(4))
# [V-SPR-MULT][seat][side][n]: the n-th raise (0-based), by this seat for this side.
_RAISE = tuple(tuple(tuple(tuple(fixed_event("V-SPR-MULT" if mult else "R-SPR-1", "raise", seat=x, name=name,
                                             n=n + 1, side=SIDE_NAME[sd], mult=mult)
                                 for n, name in enumerate(RAISE_NAMES)) for sd in (DEFENDERS, DECLARERS))
                     for x in range(4)) for mult in (False, True))
assert (DEFENDERS, DECLARERS) == (0, 1)  # the sides index _RAISE
# [why][leader][contract]: who leads the first trick and why: the declarer in a Durch (R-PLAY-1), the
# soloist (V-SOLO-LEADS), else forehand (R-PLAY-1).
_PLAY_START = {why: tuple({name: fixed_event(rule, "play-start", seat=x, why=why, contract=name)
                           for name in CONTRACTS} for x in range(4))
               for rule, why in (("R-PLAY-1", "declarer"), ("V-SOLO-LEADS", "soloist"),
                                 ("R-PLAY-1", "forehand"))}
# [seat][side]: the raise kept in State.raises.
_RAISED = tuple((((x, DEFENDERS),), ((x, DECLARERS),)) for x in range(4))
# [V-SPR-UNTIL-TRICK1][raises made]: the window closes.
_CLOSED = tuple(tuple(fixed_event("R-SPR-3", "raise-closed", raises=n, names=list(RAISE_NAMES[:n]),
                                  until_trick1=until) for n in range(MAX_RAISES + 1)) for until in (False, True))


def barred_side(raises: tuple[tuple[int, int], ...], variants: frozenset) -> Optional[int]:
    """R-SPR-4: the side that may not make the next raise: the declarers before Schuß (defenders say it;
    V-SPR-ANYONE-FIRST: None, either side may), then the side that raised last (the sides alternate)."""
    if raises:
        return raises[-1][1]
    return None if "V-SPR-ANYONE-FIRST" in variants else DECLARERS


def side_may_raise(s: State, sd: int) -> bool:
    """R-SPR-4: True if side `sd` may make the next raise; R-SPR-2: never after Drauffi, the last."""
    return _may_raise(s.raises, s.variants, sd)


def _may_raise(raises: tuple[tuple[int, int], ...], variants: frozenset, sd: int) -> bool:
    """side_may_raise (R-SPR-2/4) from the raises so far and the variants."""
    if raises:  # barred_side's first case, without the call
        return len(raises) < MAX_RAISES and sd != raises[-1][1]
    return sd != barred_side(raises, variants)


def can_raise(s: State, seat: int) -> bool:
    """True if this seat may make the next raise now (its side's turn, window open)."""
    if s.phase == "raise":
        return side_may_raise(s, side(s, seat))
    # V-SPR-UNTIL-TRICK1: the window stays open until the first trick is gathered.
    return (s.phase == "play" and not s.tricks and "V-SPR-UNTIL-TRICK1" in s.variants
            and side_may_raise(s, side(s, seat)))


# The raise window works on `fields`, the list of the state being built (see state.make): the step that
# opens it or speaks in it sets its own changes there first, so each step builds one new state.
def open_window(fields: list, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-3/5: the contract is fixed (in `fields`); raising turns go clockwise from forehand, skipping
    a seat publicly unable to raise (so the event names the first seat really asked, not forehand)."""
    anyone = "V-SPR-ANYONE-FIRST" in fields[_VARIANTS]
    later: list[Event] = []
    state, later = _ask_from(fields, forehand_of(fields[_DEALER]), 0, later)
    first = state.turn if state.phase == "raise" else None
    events.append(event("R-SPR-5", "raise-open", first=first, contract=fields[_CONTRACT], anyone=anyone))
    return state, events + later


def _ask_from(fields: list, seat: int, passes: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-5: ask the next seat that might raise (after `passes` passes in a row); a seat publicly
    unable to raise passes silently."""
    raises = fields[_RAISES]
    if len(raises) < MAX_RAISES:
        barred = raises[-1][1] if raises else barred_side(raises, fields[_VARIANTS])
        public = fields[_PUBLIC_SIDE]
        for i in range(4 - passes):
            cand = (seat + i) % 4
            if public[cand] == barred:  # known to be on the side that may not raise (never UNKNOWN)
                passes += 1
                continue
            fields[_PHASE], fields[_TURN], fields[_RAISE_PASSES] = "raise", cand, passes
            return make(fields), events
    return close_window(fields, passes, events)


def close_window(fields: list, passes: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-3: raising ends (after `passes` passes in a row); R-PLAY-1: the opening leader is told."""
    n, variants = len(fields[_RAISES]), fields[_VARIANTS]
    contract, declarer = fields[_CONTRACT], fields[_DECLARER]
    events.append(_CLOSED["V-SPR-UNTIL-TRICK1" in variants][n])
    if contract in ("durch", "trumpf-durch"):  # R-PLAY-1
        leader, why = declarer, "declarer"
    elif contract != "rufen" and "V-SOLO-LEADS" in variants:
        leader, why = declarer, "soloist"
    else:  # R-PLAY-1: forehand (R-SEAT-3)
        leader, why = forehand_of(fields[_DEALER]), "forehand"
    events.append(_PLAY_START[why][leader][contract])
    fields[_RAISE_PASSES], fields[_PHASE], fields[_TURN] = passes, "play", leader
    fields[_LEADER], fields[_TRICK] = leader, ()
    return make(fields), events


def raise_actions(s: State) -> list[str]:
    """R-SPR-5, in the raise window: raise (if it is this seat's side's turn) or no raise."""
    seat = s.turn
    sd = DECLARERS if seat == s.declarer or seat == s.partner else DEFENDERS  # side(s, seat)
    return ["raise", "no raise"] if _may_raise(s.raises, s.variants, sd) else ["no raise"]


def answer(s: State, verb: str, arg: None) -> tuple[State, list[Event]]:
    """R-SPR-5, the raise window's step: the seat asked says `raise` (refused unless its side may) or
    `no raise`; four passes in a row close the window."""
    if verb == "raise":
        return raise_(s)
    seat = s.turn
    return _ask_from(list(s), (seat + 1) % 4, s.raise_passes + 1, [_NO_RAISE[seat]])


def raise_(s: State) -> tuple[State, list[Event]]:
    """One raise by the seat to move (refused unless it may raise now): +1 game point, and it may reveal
    the Rufen partner."""
    seat, raises, variants, phase = s.turn, s.raises, s.variants, s.phase
    sd = DECLARERS if seat == s.declarer or seat == s.partner else DEFENDERS  # side(s, seat)
    if not (_may_raise(raises, variants, sd) if phase == "raise" else can_raise(s, seat)):
        _refuse_raise(s, seat, sd)
    events = [_RAISE["V-SPR-MULT" in variants][seat][sd][len(raises)]]
    fields = list(s)
    fields[_RAISES] = raises + _RAISED[seat][sd]
    public = s.public_side
    if public[seat] != sd:  # the raiser's side is public from now on (in a solo it already was)
        public = public[:seat] + (sd,) + public[seat + 1:]
    if s.contract == "rufen":  # _revealed keeps any other contract's sides, all public already
        public = _revealed(s, public, events, "raise" if seat == s.partner else "deduction")
    fields[_PUBLIC_SIDE] = public
    if phase == "play":
        return make(fields), events  # V-SPR-UNTIL-TRICK1: the same seat still has to play its card
    return _ask_from(fields, (seat + 1) % 4, 0, events)


def _refuse_raise(s: State, seat: int, sd: int) -> NoReturn:
    """Refuse a raise the seat to move may not make now, saying which rule forbids it."""
    if s.phase == "play":
        until = "V-SPR-UNTIL-TRICK1" in s.variants
        if not (until and not s.tricks):
            raise IllegalAction(GAME, "V-SPR-UNTIL-TRICK1" if until else "R-SPR-3", "raise-too-late",
                                {"seat": seat, "until_trick1": until})
    if len(s.raises) >= MAX_RAISES:
        raise IllegalAction(GAME, "R-SPR-2", "raise-max", {"seat": seat})
    if not s.raises:
        raise IllegalAction(GAME, "R-SPR-4", "raise-first", {"seat": seat})
    raise IllegalAction(GAME, "R-SPR-4", "raise-wrong-side", {
        "seat": seat, "last": RAISE_NAMES[len(s.raises) - 1], "side": SIDE_NAME[sd]})


def reveal_if_known(s: State, events: list[Event], how: str) -> State:
    """R-CALL-3: once the partner has shown itself (or the other two are known), all sides are public."""
    public = _revealed(s, s.public_side, events, how)
    return s if public is s.public_side else replace(s, public_side=public)


def _revealed(s: State, public: tuple[int, ...], events: list[Event], how: str) -> tuple[int, ...]:
    """R-CALL-3 for the public sides `public` of a deal like s: every true side once they show the Rufen
    partner (or both defenders), with the partner-revealed event; else `public` itself."""
    if s.contract != "rufen" or UNKNOWN not in public:
        return public
    if public[s.partner] != DECLARERS and public.count(DEFENDERS) < 2:
        return public
    # A Matzl that fell while the sides were hidden was told without its side (R-MATZL-1): say it now.
    fell = [n + 1 for n, (_, cards, _) in enumerate(s.tricks) if matzl_of(s.trump) in cards]
    events.append(event("R-CALL-3", "partner-revealed", partner=s.partner, declarer=s.declarer,
                        card=CARD_STR[s.called], how=how, trump=SUITS[s.trump],
                        matzl=(s.matzl or "kept") if fell else None, matzl_trick=fell[0] if fell else None))
    return tuple(side(s, x) for x in range(4))
