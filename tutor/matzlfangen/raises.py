"""Spritzen: alternating raises of +1 (R-SPR-1..5) and the partner reveal they cause (R-CALL-3)."""
from __future__ import annotations

from typing import NoReturn, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import CARD_STR, SUITS, matzl_of
from .scoring import DURCHS, MAX_RAISES, RAISE_NAMES
from .state import DECLARERS, DEFENDERS, GAME, SIDE_NAME, UNKNOWN, State, event, forehand, forehand_of, side


def barred_side(raises: tuple[tuple[int, int], ...], variants: frozenset) -> Optional[int]:
    """R-SPR-4: the side that may not make the next raise: the declarers before Schuß (defenders say it;
    V-SPR-ANYONE-FIRST: None, either side may), then the side that raised last (the sides alternate)."""
    if raises:
        return raises[-1][1]
    return None if "V-SPR-ANYONE-FIRST" in variants else DECLARERS


def side_may_raise(s: State, sd: int) -> bool:
    """R-SPR-4: True if side `sd` may make the next raise; R-SPR-2: never after Drauffi, the last."""
    return len(s.raises) < MAX_RAISES and sd != barred_side(s.raises, s.variants)


def can_raise(s: State, seat: int) -> bool:
    """True if this seat may make the next raise now (its side's turn, window open)."""
    if s.phase == "raise":
        return side_may_raise(s, side(s, seat))
    # V-SPR-UNTIL-TRICK1: the window stays open until the first trick is gathered.
    return (s.phase == "play" and not s.tricks and "V-SPR-UNTIL-TRICK1" in s.variants
            and side_may_raise(s, side(s, seat)))


def open_window(s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """R-SPR-3/5: the contract is fixed in s (`events`: what fixed it); raising turns go clockwise from
    forehand, skipping a seat publicly unable to raise (so the event names the first seat really asked,
    not forehand)."""
    after, closing = _ask_from(s, forehand(s), 0)
    first = after.turn if after.phase == "raise" else None
    opened = event("R-SPR-5", "raise-open", first=first, contract=s.contract,
                   anyone="V-SPR-ANYONE-FIRST" in s.variants)
    return after, [*events, opened, *closing]


def _ask_from(s: State, seat: int, passes: int) -> tuple[State, list[Event]]:
    """R-SPR-5: ask the next seat, from `seat` on, that might raise (after `passes` passes in a row); a seat
    publicly unable to raise passes silently. Four passes in a row, or Drauffi, close the window."""
    if len(s.raises) < MAX_RAISES:
        barred = barred_side(s.raises, s.variants)
        for i in range(4 - passes):
            cand = (seat + i) % 4
            if s.public_side[cand] == barred:  # known to be on the side that may not raise (never UNKNOWN)
                passes += 1
                continue
            return s._replace(phase="raise", turn=cand, raise_passes=passes), []
    return close_window(s, passes)


def close_window(s: State, passes: int) -> tuple[State, list[Event]]:
    """R-SPR-3: raising ends (after `passes` passes in a row); R-PLAY-1: the opening leader is told."""
    n = len(s.raises)
    # R-SPR-2: after Drauffi, the tenth name, nobody may raise again (not even under V-SPR-UNTIL-TRICK1)
    closed = event("R-SPR-2" if n == MAX_RAISES else "R-SPR-3", "raise-closed", raises=n,
                   names=list(RAISE_NAMES[:n]), until_trick1="V-SPR-UNTIL-TRICK1" in s.variants and n < MAX_RAISES)
    leader, rule, why = opening_leader(s.contract, s.declarer, s.dealer, s.variants)
    start = event(rule, "play-start", seat=leader, why=why, contract=s.contract)
    return s._replace(raise_passes=passes, phase="play", turn=leader, leader=leader, trick=()), [closed, start]


def opening_leader(contract: str, declarer: int, dealer: int, variants: frozenset) -> tuple[int, str, str]:
    """R-PLAY-1: who leads the first trick, the rule that says so, and why: the declarer in a Durch, the
    soloist under V-SOLO-LEADS, else forehand (R-SEAT-3)."""
    if contract in DURCHS:
        return declarer, "R-PLAY-1", "declarer"
    if contract != "rufen" and "V-SOLO-LEADS" in variants:
        return declarer, "V-SOLO-LEADS", "soloist"
    return forehand_of(dealer), "R-PLAY-1", "forehand"


def raise_actions(s: State) -> list[str]:
    """R-SPR-5, in the raise window: raise (if it is this seat's side's turn) or no raise."""
    return ["raise", "no raise"] if side_may_raise(s, side(s, s.turn)) else ["no raise"]


def answer(s: State, verb: str, arg: None) -> tuple[State, list[Event]]:
    """R-SPR-5, the raise window's step: the seat asked says `raise` (refused unless its side may) or
    `no raise`; four passes in a row close the window."""
    if verb == "raise":
        return raise_(s)
    passed = event("R-SPR-5", "no-raise", seat=s.turn)
    after, events = _ask_from(s, (s.turn + 1) % 4, s.raise_passes + 1)
    return after, [passed, *events]


def raise_(s: State) -> tuple[State, list[Event]]:
    """One raise by the seat to move (refused unless it may raise now): +1 game point (R-SPR-1;
    V-SPR-MULT: a multiplier), and it may reveal the Rufen partner (R-CALL-3)."""
    seat = s.turn
    sd = side(s, seat)
    if not can_raise(s, seat):
        _refuse_raise(s, seat, sd)
    n = len(s.raises)
    mult = "V-SPR-MULT" in s.variants
    events = [event("V-SPR-MULT" if mult else "R-SPR-1", "raise", seat=seat, name=RAISE_NAMES[n], n=n + 1,
                    side=SIDE_NAME[sd], mult=mult)]
    public = s.public_side
    if public[seat] != sd:  # the raiser's side is public from now on (in a solo it already was)
        public = public[:seat] + (sd,) + public[seat + 1:]
    public, revealed = _revealed(s, public, "raise" if seat == s.partner else "deduction")
    after = s._replace(raises=s.raises + ((seat, sd),), public_side=public)
    if s.phase == "play":
        return after, events + revealed  # V-SPR-UNTIL-TRICK1: the same seat still has to play its card
    after, asked = _ask_from(after, (seat + 1) % 4, 0)
    return after, events + revealed + asked


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


def reveal_if_known(s: State, how: str) -> tuple[State, list[Event]]:
    """R-CALL-3: once the partner has shown itself (or the other two are known), all sides are public:
    the state with them and the partner-revealed event, or s itself and no event."""
    public, revealed = _revealed(s, s.public_side, how)
    return (s._replace(public_side=public), revealed) if revealed else (s, [])


def _revealed(s: State, public: tuple[int, ...], how: str) -> tuple[tuple[int, ...], list[Event]]:
    """R-CALL-3 for the public sides `public` of a deal like s: every true side, with the partner-revealed
    event, once they show the Rufen partner (or both defenders); else `public` itself and no event."""
    if s.contract != "rufen" or UNKNOWN not in public:
        return public, []
    if public[s.partner] != DECLARERS and public.count(DEFENDERS) < 2:
        return public, []
    # A Matzl that fell while the sides were hidden was told without its side (R-MATZL-1): say it now.
    fell = [n + 1 for n, (_, cards, _) in enumerate(s.tricks) if matzl_of(s.trump) in cards]
    revealed = event("R-CALL-3", "partner-revealed", partner=s.partner, declarer=s.declarer,
                     card=CARD_STR[s.called], how=how, trump=SUITS[s.trump],
                     matzl=(s.matzl or "kept") if fell else None, matzl_trick=fell[0] if fell else None)
    return tuple(side(s, x) for x in range(4)), [revealed]
