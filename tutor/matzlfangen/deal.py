"""Shuffling, the cut or the knock, and the deal with its turn-up (R-SEAT-*, R-DEAL-*)."""
from __future__ import annotations

from functools import lru_cache
from typing import NoReturn

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.rng import shuffled
from .cards import BIT, CARD_STR, DECK
from .fixed_events import fixed_event
from .state import FIELD, GAME, UNKNOWN, State, cutter_of, forehand_of, make, replace


# Everything a new deal starts afresh (R-DEAL-1): no cards out, no auction, no contract, no tricks.
FRESH_DEAL = dict(knock_asked=0, packets=0, turned=-1, bids=(), passed=(False,) * 4, contract="", declarer=-1,
                  trump=-1, called=-1, partner=-1, public_side=(UNKNOWN,) * 4, raises=(), raise_passes=0,
                  matzl="", matzl_seat=-1, claimed=-1, leader=-1, tricks=(), hands=(0, 0, 0, 0), trick=())
_FRESH_VALUES = tuple(FRESH_DEAL.values())[:-2]  # all but hands and trick, which follow the seat to move
# _shuffle builds a State as one tuple of its fields, in this order.
assert State._fields == ("variants", "deals", "deal_no", "dealer", "scores", "history", "rng", "phase", "deck",
                         *list(FRESH_DEAL)[:-2], "turn", "hands", "trick")
_PHASE, _DECK, _PACKETS, _TURNED = FIELD["phase"], FIELD["deck"], FIELD["packets"], FIELD["turned"]
_TURN, _HANDS = FIELD["turn"], FIELD["hands"]

# R-DEAL-2/4: the deck positions the i-th seat from forehand receives: two packets of 4, or 8 at once.
_FROM_FOREHAND = {4: tuple((*range(4 * i, 4 * i + 4), *range(16 + 4 * i, 20 + 4 * i)) for i in range(4)),
                  8: tuple(tuple(range(8 * i, 8 * i + 8)) for i in range(4))}
_PAIR = tuple(tuple(BIT[a] | BIT[b] for b in DECK) for a in DECK)  # [a][b]: the set of cards a and b
_CUTTER_SAYS, _OTHERS_SAY = ("cut", "knock"), ("knock", "weiter")
# [dealer][seat]: what this seat may say (R-DEAL-4 / A21): the cutter cuts or knocks, any other seat asked
# (V-KNOCK-ANY) knocks or lets it pass.
_MAY_SAY = tuple(tuple(_CUTTER_SAYS if seat == cutter_of(dealer) else _OTHERS_SAY for seat in range(4))
                 for dealer in range(4))

# The events of a deal that only tell who and what (their data is fixed), made once.
_SAYS = {verb: tuple(fixed_event(rule, verb, seat=x) for x in range(4))  # who cut, knocked or let it pass
         for verb, rule in (("cut", "R-DEAL-1"), ("knock", "R-DEAL-4"), ("no-knock", "V-KNOCK-ANY"))}
_DEALT = {packet: tuple(fixed_event("R-DEAL-2" if packet == 4 else "R-DEAL-4", "dealt", packets=text,
                                    forehand=forehand_of(dealer), dealer=dealer) for dealer in range(4))
          for packet, text in ((4, "4+4"), (8, "8"))}
# [table][dealer][card]; R-DEAL-3: the dealer's last card is shown, its suit is the turned suit; DEFAULT: the
# dealer takes it up and everyone knows he holds it (V-TURNUP-TABLE: it stays face up).
_TURN_UP = tuple(tuple(tuple(fixed_event("V-TURNUP-TABLE" if table else "R-DEAL-3", "turn-up", card=code,
                                         suit=code[0], dealer=dealer, table=table) for code in CARD_STR)
                       for dealer in range(4)) for table in (False, True))
_AUCTION_START = tuple(fixed_event("R-BID-1", "auction-start", forehand=fh) for fh in range(4))
# [packet][V-TURNUP-TABLE][dealer][turned card]: the three events that end every deal, in order.
_DEAL_TOLD = {packet: tuple(tuple(tuple((_DEALT[packet][dealer], _TURN_UP[table][dealer][card],
                                         _AUCTION_START[forehand_of(dealer)]) for card in DECK)
                                  for dealer in range(4)) for table in (False, True)) for packet in (4, 8)}


def new_series(variants: frozenset, deals: int, dealer: int, rng: int) -> State:
    """The first deal of a series of `deals` (checked variants, seeded RNG state): shuffled, to be cut."""
    return _shuffle((variants, deals, 0), dealer, (0, 0, 0, 0), rng, (), variants)


def begin_deal(s: State, dealer: int) -> State:
    """R-DEAL-1: the dealer shuffles (from the state's RNG); the cut/knock decision is next."""
    return _shuffle(s[:3], dealer, s.scores, s.rng, s.history, s.variants)


def _shuffle(head: tuple, dealer: int, scores: tuple, rng: int, history: tuple, variants: frozenset) -> State:
    """A fresh deal (variants, deals, deal_no in `head`) once `dealer` has shuffled from the RNG state."""
    deck, rng = shuffled(DECK, rng)
    # The cutter sits on the dealer's right; under V-KNOCK-ANY forehand (dealer's left) is asked first.
    turn = forehand_of(dealer) if "V-KNOCK-ANY" in variants else cutter_of(dealer)
    return make(head + (dealer, scores, history, rng, "cut", tuple(deck)) + _FRESH_VALUES
                + (turn, FRESH_DEAL["hands"], FRESH_DEAL["trick"]))


def cut_actions(s: State) -> list[str]:
    """R-DEAL-4 / A21: the cutter may cut or knock; under V-KNOCK-ANY others may knock first."""
    return list(_MAY_SAY[s.dealer][s.turn])


def cut(s: State, verb: str, arg: None) -> tuple[State, list[Event]]:
    """The cut phase's step: cut (deal 4 + 4) or knock (deal 8 at once), or let the knock pass on; refused
    if this seat may not say it."""
    seat, dealer, knock_asked = s.turn, s.dealer, s.knock_asked
    if verb not in _MAY_SAY[dealer][seat]:
        _refuse_cut(s, verb, cutter_of(dealer))
    events = [] if knock_asked else [_deal_start(s.deal_no, s.deals, dealer)]
    if verb == "weiter":  # V-KNOCK-ANY: this player does not knock
        events.append(_SAYS["no-knock"][seat])
        return replace(s, turn=(seat + 1) % 4, knock_asked=knock_asked + 1), events
    events.append(_SAYS[verb][seat])
    return deal(s, 4 if verb == "cut" else 8, events)


@lru_cache(maxsize=64)  # a few series lengths and dealers come back deal after deal
def _deal_start(deal_no: int, deals: int, dealer: int) -> Event:
    """R-SEAT-3: the deal-start event of deal `deal_no` (0-based) of `deals`, by `dealer`."""
    return fixed_event("R-SEAT-3", "deal-start", deal=deal_no + 1, deals=deals, dealer=dealer,
                       forehand=forehand_of(dealer), cutter=cutter_of(dealer))


def _refuse_cut(s: State, verb: str, cut_seat: int) -> NoReturn:
    """Refuse a cut/knock/weiter that this seat may not say now."""
    rule = "V-KNOCK-ANY" if "V-KNOCK-ANY" in s.variants else "R-DEAL-1"
    raise IllegalAction(GAME, rule, "cut-choice", {"seat": s.turn, "got": verb, "cutter": cut_seat,
                                                   "legal": cut_actions(s)})


def deal(s: State, packet: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-DEAL-2/4 (engine note): 4 + 4 or 8 at once from forehand; deck[31] is the dealer's turn-up."""
    deck, dealer = s.deck, s.dealer
    fh = forehand_of(dealer)
    turned = deck[31]
    hands = _hands_from_forehand(deck, packet)
    if fh:  # the i-th hand from forehand belongs to seat (fh + i) % 4
        hands = hands[4 - fh:] + hands[:4 - fh]
    events += _DEAL_TOLD[packet]["V-TURNUP-TABLE" in s.variants][dealer][turned]
    fields = list(s)  # the deck is gone into the hands
    fields[_PHASE], fields[_DECK], fields[_PACKETS], fields[_TURNED] = "auction", (), packet, turned
    fields[_TURN], fields[_HANDS] = fh, hands
    return make(fields), events


def _hands_from_forehand(deck: tuple[int, ...], packet: int) -> tuple[int, ...]:
    """R-DEAL-2/4: the hands (bit sets) of the seats in turn from forehand (the positions _FROM_FOREHAND
    lists): two packets of 4 each, or 8 at once."""
    # Unrolled over the table of card pairs: a loop over the 32 cards costs four times as much.
    (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15,
     c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31) = deck
    p = _PAIR
    if packet == 4:
        return (p[c0][c1] | p[c2][c3] | p[c16][c17] | p[c18][c19],
                p[c4][c5] | p[c6][c7] | p[c20][c21] | p[c22][c23],
                p[c8][c9] | p[c10][c11] | p[c24][c25] | p[c26][c27],
                p[c12][c13] | p[c14][c15] | p[c28][c29] | p[c30][c31])
    return (p[c0][c1] | p[c2][c3] | p[c4][c5] | p[c6][c7],
            p[c8][c9] | p[c10][c11] | p[c12][c13] | p[c14][c15],
            p[c16][c17] | p[c18][c19] | p[c20][c21] | p[c22][c23],
            p[c24][c25] | p[c26][c27] | p[c28][c29] | p[c30][c31])
