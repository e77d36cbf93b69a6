"""Shuffling, the cut or the knock, and the deal with its turn-up (R-SEAT-*, R-DEAL-*)."""
from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.rng import shuffled
from .cards import DECK, card_str, mask_of
from .state import FIELD, GAME, UNKNOWN, State, cutter, event, forehand, make, replace


# Everything a new deal starts afresh (R-DEAL-1): no cards out, no auction, no contract, no tricks.
FRESH_DEAL = dict(knock_asked=0, packets=0, hands=(0, 0, 0, 0), turned=-1, bids=(), passed=(False,) * 4,
                  contract="", declarer=-1, trump=-1, called=-1, partner=-1, public_side=(UNKNOWN,) * 4,
                  raises=(), raise_passes=0, leader=-1, trick=(), tricks=(), matzl="", matzl_seat=-1,
                  claimed=-1)
# FRESH_DEAL's fields are one run of State's fields, so begin_deal can set them as one slice.
_FRESH = slice(FIELD["knock_asked"], FIELD["claimed"] + 1)
assert State._fields[_FRESH] == tuple(FRESH_DEAL)
_FRESH_VALUES = list(FRESH_DEAL.values())
_DEALER, _RNG, _PHASE = FIELD["dealer"], FIELD["rng"], FIELD["phase"]
_TURN, _DECK = FIELD["turn"], FIELD["deck"]


def begin_deal(s: State, dealer: int) -> State:
    """R-DEAL-1: the dealer shuffles (from the state's RNG); the cut/knock decision is next."""
    deck, rng = shuffled(DECK, s.rng)
    # The cutter sits on the dealer's right; under V-KNOCK-ANY forehand (dealer's left) is asked first.
    turn = (dealer + 1) % 4 if "V-KNOCK-ANY" in s.variants else (dealer + 3) % 4
    fields = list(s)  # replace(), by position: once a deal
    fields[_FRESH] = _FRESH_VALUES
    fields[_DEALER], fields[_RNG], fields[_PHASE] = dealer, rng, "cut"
    fields[_TURN], fields[_DECK] = turn, tuple(deck)
    return make(fields)


def cut_actions(s: State) -> list[str]:
    """R-DEAL-4 / A21: the cutter may cut or knock; under V-KNOCK-ANY others may knock first."""
    if s.turn == cutter(s):
        return ["cut", "knock"]
    return ["knock", "weiter"]


def check_cut(s: State, verb: str) -> None:
    """Refuse a cut/knock/weiter that this seat may not say now."""
    if verb not in cut_actions(s):
        rule = "V-KNOCK-ANY" if "V-KNOCK-ANY" in s.variants else "R-DEAL-1"
        raise IllegalAction(GAME, rule, "cut-choice", {"seat": s.turn, "got": verb,
                                                       "cutter": cutter(s), "legal": cut_actions(s)})


def cut(s: State, verb: str) -> tuple[State, list[Event]]:
    """Cut (deal 4 + 4) or knock (deal 8 at once), or let the knock pass on (a verb known to be legal)."""
    seat = s.turn
    head = event("R-SEAT-3", "deal-start", deal=s.deal_no + 1, deals=s.deals, dealer=s.dealer,
                 forehand=forehand(s), cutter=cutter(s))
    events = [head] if s.knock_asked == 0 else []
    if verb == "weiter":  # V-KNOCK-ANY: this player does not knock
        events.append(event("V-KNOCK-ANY", "no-knock", seat=seat))
        return replace(s, turn=(seat + 1) % 4, knock_asked=s.knock_asked + 1), events
    if verb == "cut":
        events.append(event("R-DEAL-1", "cut", seat=seat))
        return deal(s, 4, events)
    events.append(event("R-DEAL-4", "knock", seat=seat))
    return deal(s, 8, events)


def deal(s: State, packet: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-DEAL-2/4 (engine note): 4 + 4 or 8 at once from forehand; deck[31] is the dealer's turn-up."""
    deck, fh = s.deck, forehand(s)
    hands = [0, 0, 0, 0]
    for i in range(4):
        cards = deck[4 * i:4 * i + 4] + deck[16 + 4 * i:20 + 4 * i] if packet == 4 else deck[8 * i:8 * i + 8]
        hands[(fh + i) % 4] = mask_of(cards)
    turned = deck[31]
    events.append(event("R-DEAL-2" if packet == 4 else "R-DEAL-4", "dealt", packets="4+4" if packet == 4
                        else "8", forehand=fh, dealer=s.dealer))
    # R-DEAL-3: the dealer's last card is shown; its suit is the turned suit; DEFAULT: the dealer
    # takes it up and everyone knows he holds it (V-TURNUP-TABLE: it stays face up).
    events.append(event("V-TURNUP-TABLE" if "V-TURNUP-TABLE" in s.variants else "R-DEAL-3", "turn-up",
                        card=card_str(turned), suit=card_str(turned)[0], dealer=s.dealer,
                        table="V-TURNUP-TABLE" in s.variants))
    s = replace(s, deck=(), packets=packet, hands=tuple(hands),
                turned=turned, phase="auction", turn=fh)
    events.append(event("R-BID-1", "auction-start", forehand=fh))
    return s, events
