"""Shuffling, the cut or the knock, and the deal with its turn-up (R-SEAT-*, R-DEAL-*)."""
from __future__ import annotations

from operator import itemgetter
from typing import NoReturn

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.rng import shuffled
from .cards import CARD_STR, DECK, mask_of
from .state import FIELD, GAME, UNKNOWN, State, cutter, forehand, make, new_event, replace


# Everything a new deal starts afresh (R-DEAL-1): no cards out, no auction, no contract, no tricks.
FRESH_DEAL = dict(knock_asked=0, packets=0, hands=(0, 0, 0, 0), turned=-1, bids=(), passed=(False,) * 4,
                  contract="", declarer=-1, trump=-1, called=-1, partner=-1, public_side=(UNKNOWN,) * 4,
                  raises=(), raise_passes=0, leader=-1, trick=(), tricks=(), matzl="", matzl_seat=-1,
                  claimed=-1)
# FRESH_DEAL's fields are one run of State's fields, so begin_deal can set them as one slice.
_FRESH = slice(FIELD["knock_asked"], FIELD["claimed"] + 1)
assert State._fields[_FRESH] == tuple(FRESH_DEAL)
_FRESH_VALUES = list(FRESH_DEAL.values())
# A series before its first shuffle; new_series fills in the variants, deals and RNG by position.
_SERIES = State(variants=frozenset(), deals=1, deal_no=0, dealer=0, scores=(0, 0, 0, 0), rng=0, phase="cut",
                turn=-1, deck=(), history=(), **FRESH_DEAL)
_VARIANTS, _DEALS, _DEALER, _RNG = FIELD["variants"], FIELD["deals"], FIELD["dealer"], FIELD["rng"]
_PHASE, _TURN, _DECK = FIELD["phase"], FIELD["turn"], FIELD["deck"]
_PACKETS, _HANDS, _TURNED = FIELD["packets"], FIELD["hands"], FIELD["turned"]

# R-DEAL-2/4: the deck positions the i-th seat from forehand receives: two packets of 4, or 8 at once.
_FROM_FOREHAND = {4: tuple((*range(4 * i, 4 * i + 4), *range(16 + 4 * i, 20 + 4 * i)) for i in range(4)),
                  8: tuple(tuple(range(8 * i, 8 * i + 8)) for i in range(4))}
# The same by (packet size, forehand) for seats P1..P4: a hand is mask_of(_SHARES[packet, fh][seat](deck)).
_SHARES = {(packet, fh): tuple(itemgetter(*positions[(seat - fh) % 4]) for seat in range(4))
           for packet, positions in _FROM_FOREHAND.items() for fh in range(4)}
_CUTTER_SAYS, _OTHERS_SAY = ("cut", "knock"), ("knock", "weiter")


def new_series(variants: frozenset, deals: int, dealer: int, rng: int) -> State:
    """The first deal of a series of `deals` (checked variants, seeded RNG state): shuffled, to be cut."""
    fields = list(_SERIES)
    fields[_VARIANTS], fields[_DEALS], fields[_RNG] = variants, deals, rng
    return _shuffle(fields, dealer)


def begin_deal(s: State, dealer: int) -> State:
    """R-DEAL-1: the dealer shuffles (from the state's RNG); the cut/knock decision is next."""
    fields = list(s)
    fields[_FRESH] = _FRESH_VALUES
    return _shuffle(fields, dealer)


def _shuffle(fields: list, dealer: int) -> State:
    """The state of `fields` (a fresh deal's) once `dealer` has shuffled from its RNG."""
    deck, fields[_RNG] = shuffled(DECK, fields[_RNG])
    # The cutter sits on the dealer's right; under V-KNOCK-ANY forehand (dealer's left) is asked first.
    turn = (dealer + 1) % 4 if "V-KNOCK-ANY" in fields[_VARIANTS] else (dealer + 3) % 4
    fields[_DEALER], fields[_PHASE], fields[_TURN], fields[_DECK] = dealer, "cut", turn, tuple(deck)
    return make(fields)


def cut_actions(s: State) -> list[str]:
    """R-DEAL-4 / A21: the cutter may cut or knock; under V-KNOCK-ANY others may knock first."""
    return list(_CUTTER_SAYS if s.turn == cutter(s) else _OTHERS_SAY)


def cut(s: State, verb: str, arg: None) -> tuple[State, list[Event]]:
    """The cut phase's step: cut (deal 4 + 4) or knock (deal 8 at once), or let the knock pass on; refused
    if this seat may not say it."""
    seat, cut_seat = s.turn, cutter(s)
    if verb not in (_CUTTER_SAYS if seat == cut_seat else _OTHERS_SAY):
        _refuse_cut(s, verb, cut_seat)
    events = [] if s.knock_asked else [new_event((GAME, "R-SEAT-3", "deal-start", {
        "deal": s.deal_no + 1, "deals": s.deals, "dealer": s.dealer, "forehand": forehand(s),
        "cutter": cut_seat}))]
    if verb == "weiter":  # V-KNOCK-ANY: this player does not knock
        events.append(new_event((GAME, "V-KNOCK-ANY", "no-knock", {"seat": seat})))
        return replace(s, turn=(seat + 1) % 4, knock_asked=s.knock_asked + 1), events
    if verb == "cut":
        events.append(new_event((GAME, "R-DEAL-1", "cut", {"seat": seat})))
        return deal(s, 4, events)
    events.append(new_event((GAME, "R-DEAL-4", "knock", {"seat": seat})))
    return deal(s, 8, events)


def _refuse_cut(s: State, verb: str, cut_seat: int) -> NoReturn:
    """Refuse a cut/knock/weiter that this seat may not say now."""
    rule = "V-KNOCK-ANY" if "V-KNOCK-ANY" in s.variants else "R-DEAL-1"
    raise IllegalAction(GAME, rule, "cut-choice", {"seat": s.turn, "got": verb, "cutter": cut_seat,
                                                   "legal": cut_actions(s)})


def deal(s: State, packet: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-DEAL-2/4 (engine note): 4 + 4 or 8 at once from forehand; deck[31] is the dealer's turn-up."""
    deck, dealer, fh, table = s.deck, s.dealer, forehand(s), "V-TURNUP-TABLE" in s.variants
    hands = tuple([mask_of(share(deck)) for share in _SHARES[packet, fh]])
    turned = deck[31]
    code = CARD_STR[turned]
    events.append(new_event((GAME, "R-DEAL-2" if packet == 4 else "R-DEAL-4", "dealt", {
        "packets": "4+4" if packet == 4 else "8", "forehand": fh, "dealer": dealer})))
    # R-DEAL-3: the dealer's last card is shown; its suit is the turned suit; DEFAULT: the dealer
    # takes it up and everyone knows he holds it (V-TURNUP-TABLE: it stays face up).
    events.append(new_event((GAME, "V-TURNUP-TABLE" if table else "R-DEAL-3", "turn-up", {
        "card": code, "suit": code[0], "dealer": dealer, "table": table})))
    events.append(new_event((GAME, "R-BID-1", "auction-start", {"forehand": fh})))
    fields = list(s)
    fields[_DECK], fields[_PACKETS], fields[_HANDS], fields[_TURNED] = (), packet, hands, turned
    fields[_PHASE], fields[_TURN] = "auction", fh
    return make(fields), events
