"""Spritzen: alternating raises of +1 (R-SPR-1..5) and the partner reveal they cause (R-CALL-3)."""
from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import card_str
from .scoring import MAX_RAISES, RAISE_NAMES
from .state import (DECLARERS, DEFENDERS, FIELD, GAME, SIDE_NAME, UNKNOWN, State, event, forehand, make,
                    partner_known, replace, side)

_PHASE, _TURN, _RAISE_PASSES = FIELD["phase"], FIELD["turn"], FIELD["raise_passes"]


def side_may_raise(s: State, sd: int) -> bool:
    """R-SPR-4: defenders say Schuß (V-SPR-ANYONE-FIRST: either side), then the sides alternate."""
    if len(s.raises) >= MAX_RAISES:
        return False  # R-SPR-2: Drauffi is the last
    if not s.raises:
        return sd == DEFENDERS or "V-SPR-ANYONE-FIRST" in s.variants
    return s.raises[-1][1] != sd


def can_raise(s: State, seat: int) -> bool:
    """True if this seat may make the next raise now (its side's turn, window open)."""
    if s.phase == "raise":
        return side_may_raise(s, side(s, seat))
    # V-SPR-UNTIL-TRICK1: the window stays open until the first trick is gathered.
    return (s.phase == "play" and not s.tricks and "V-SPR-UNTIL-TRICK1" in s.variants
            and side_may_raise(s, side(s, seat)))


def open_window(s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-3/5: the contract is fixed; raising turns start with forehand."""
    events.append(event("R-SPR-5", "raise-open", forehand=forehand(s), contract=s.contract,
                        anyone="V-SPR-ANYONE-FIRST" in s.variants))
    return _ask_from(s, forehand(s), 0, events)


def _ask_from(s: State, seat: int, passes: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-5: ask the next seat that might raise (after `passes` passes in a row); a seat publicly
    unable to raise passes silently."""
    if len(s.raises) < MAX_RAISES:
        public = s.public_side
        for i in range(4 - passes):
            cand = (seat + i) % 4
            known = public[cand]
            if known != UNKNOWN and not side_may_raise(s, known):
                passes += 1
                continue
            fields = list(s)  # replace(), by position: about four times a deal
            fields[_PHASE], fields[_TURN], fields[_RAISE_PASSES] = "raise", cand, passes
            return make(fields), events
    return close_window(s, passes, events)


def close_window(s: State, passes: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-3: raising ends (after `passes` passes in a row); R-PLAY-1: the opening leader is told."""
    events.append(event("R-SPR-3", "raise-closed", raises=len(s.raises),
                        names=[RAISE_NAMES[i] for i in range(len(s.raises))],
                        until_trick1="V-SPR-UNTIL-TRICK1" in s.variants))
    if s.contract in ("durch", "trumpf-durch"):
        leader, why, rule = s.declarer, "declarer", "R-PLAY-1"
    elif s.contract != "rufen" and "V-SOLO-LEADS" in s.variants:
        leader, why, rule = s.declarer, "soloist", "V-SOLO-LEADS"
    else:
        leader, why, rule = forehand(s), "forehand", "R-PLAY-1"
    events.append(event(rule, "play-start", seat=leader, why=why, contract=s.contract))
    return replace(s, raise_passes=passes, phase="play", turn=leader, leader=leader, trick=()), events


def raise_actions(s: State) -> list[str]:
    """R-SPR-5: raise (if it is this seat's side's turn) or no raise."""
    return ["raise", "no raise"] if can_raise(s, s.turn) else ["no raise"]


def check_raise(s: State) -> None:
    """Refuse a raise the seat to move may not make now, saying which rule forbids it."""
    seat, sd = s.turn, side(s, s.turn)
    if not can_raise(s, seat):
        if s.phase == "play":
            until = "V-SPR-UNTIL-TRICK1" in s.variants
            if not (until and not s.tricks):
                raise IllegalAction(GAME, "V-SPR-UNTIL-TRICK1" if until else "R-SPR-3", "raise-closed",
                                    {"seat": seat, "until_trick1": until})
        if len(s.raises) >= MAX_RAISES:
            raise IllegalAction(GAME, "R-SPR-2", "raise-max", {"seat": seat})
        if not s.raises:
            raise IllegalAction(GAME, "R-SPR-4", "raise-first", {"seat": seat})
        raise IllegalAction(GAME, "R-SPR-4", "raise-wrong-side", {
            "seat": seat, "last": RAISE_NAMES[len(s.raises) - 1], "side": SIDE_NAME[sd]})


def raise_(s: State) -> tuple[State, list[Event]]:
    """One (legal) raise by the seat to move: +1 game point, and it may reveal the Rufen partner."""
    seat, sd = s.turn, side(s, s.turn)
    n = len(s.raises)
    events = [event("V-SPR-MULT" if "V-SPR-MULT" in s.variants else "R-SPR-1", "raise", seat=seat,
                    name=RAISE_NAMES[n], n=n + 1, side=SIDE_NAME[sd],
                    mult="V-SPR-MULT" in s.variants)]
    public = list(s.public_side)
    public[seat] = sd
    s = replace(s, raises=s.raises + ((seat, sd),), public_side=tuple(public))
    s = reveal_if_known(s, events, "raise" if seat == s.partner else "deduction")
    if s.phase == "play":
        return s, events  # V-SPR-UNTIL-TRICK1: the same seat still has to play its card
    return _ask_from(s, (seat + 1) % 4, 0, events)


def no_raise(s: State) -> tuple[State, list[Event]]:
    """R-SPR-5: this seat passes; four passes in a row close the window."""
    events = [event("R-SPR-5", "no-raise", seat=s.turn)]
    return _ask_from(s, (s.turn + 1) % 4, s.raise_passes + 1, events)


def reveal_if_known(s: State, events: list[Event], how: str) -> State:
    """R-CALL-3: once the partner has shown itself (or the other two are known), all sides are public."""
    if s.contract != "rufen" or partner_known(s):
        return s
    known_def = sum(1 for x in range(4) if s.public_side[x] == DEFENDERS)
    if s.public_side[s.partner] != DECLARERS and known_def < 2:
        return s
    events.append(event("R-CALL-3", "partner-revealed", partner=s.partner, declarer=s.declarer,
                        card=card_str(s.called), how=how))
    return replace(s, public_side=tuple(side(s, x) for x in range(4)))
