"""Shuffling, the cut or the knock, and the deal with its turn-up (R-SEAT-*, R-DEAL-*)."""
from __future__ import annotations

from typing import NoReturn, Sequence

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.rng import shuffled
from .cards import CARD_STR, DECK, mask_of
from .state import GAME, UNKNOWN, State, cutter_of, event, forehand_of

# R-DEAL-2/4 (engine note): the deck positions the i-th seat from forehand receives: two packets of 4
# (deck[0..3] + deck[16..19] for forehand, ...), or 8 at once (deck[0..7], ...). deck[31], the last
# position of the dealer (4th from forehand), is the turn-up in both.
FROM_FOREHAND = {4: tuple((*range(4 * i, 4 * i + 4), *range(16 + 4 * i, 20 + 4 * i)) for i in range(4)),
                 8: tuple(tuple(range(8 * i, 8 * i + 8)) for i in range(4))}
TURN_UP_POSITION = 31


def new_series(variants: frozenset, deals: int, dealer: int, rng: int) -> State:
    """The first deal of a series of `deals` (checked variants, seeded RNG state): shuffled, to be cut."""
    deck, rng = shuffled(DECK, rng)
    return fresh_deal(variants, deals, 0, dealer, (0, 0, 0, 0), (), rng, tuple(deck))


def begin_deal(s: State, dealer: int) -> State:
    """R-DEAL-1: the next deal of s's series: `dealer` shuffles (from the state's RNG); the cut is next."""
    deck, rng = shuffled(DECK, s.rng)
    return fresh_deal(s.variants, s.deals, s.deal_no, dealer, s.scores, s.history, rng, tuple(deck))


def fresh_deal(variants: frozenset, deals: int, deal_no: int, dealer: int, scores: tuple[int, ...],
               history: tuple[tuple[int, ...], ...], rng: int, deck: tuple[int, ...]) -> State:
    """A deal whose pack (`deck`, top first) is shuffled and not cut yet: no cards out, no auction, no
    contract, no tricks. The cutter on the dealer's right decides first (V-KNOCK-ANY: forehand is asked
    first whether to knock)."""
    turn = forehand_of(dealer) if "V-KNOCK-ANY" in variants else cutter_of(dealer)
    return State(variants=variants, deals=deals, deal_no=deal_no, dealer=dealer, scores=scores,
                 history=history, rng=rng, phase="cut", deck=deck, knock_asked=0, packets=0, turned=-1,
                 bids=(), passed=(False,) * 4, contract="", declarer=-1, trump=-1, called=-1, partner=-1,
                 public_side=(UNKNOWN,) * 4, raises=(), raise_passes=0, matzl="", matzl_seat=-1, claimed=-1,
                 leader=-1, tricks=(), turn=turn, hands=(0, 0, 0, 0), trick=())


def hands_from_deck(deck: Sequence[int], packet: int, dealer: int) -> tuple[int, ...]:
    """R-DEAL-2/4: the hand (a card set) of each seat 0..3 when `dealer` deals `deck` in packets of 4 or 8."""
    fh = forehand_of(dealer)
    hands = [0, 0, 0, 0]
    for i, positions in enumerate(FROM_FOREHAND[packet]):
        hands[(fh + i) % 4] = mask_of(deck[p] for p in positions)
    return tuple(hands)


def deck_for(hands: Sequence[Sequence[int]], packet: int, dealer: int, turned: int) -> tuple[int, ...]:
    """The pack that `dealer`, dealing in packets of `packet`, turns into these 8-card hands (one per seat),
    with `turned` (a card of the dealer's) as the turn-up: hands_from_deck's inverse."""
    fh = forehand_of(dealer)
    deck = [0] * 32
    for i, positions in enumerate(FROM_FOREHAND[packet]):
        seat = (fh + i) % 4
        cards = [c for c in hands[seat] if c != turned] + ([turned] if seat == dealer else [])
        for p, c in zip(positions, cards):
            deck[p] = c
    return tuple(deck)


def cut_actions(s: State) -> list[str]:
    """R-DEAL-4 / A21: the cutter may cut or knock; under V-KNOCK-ANY the others asked may knock or not."""
    return ["cut", "knock"] if s.turn == cutter_of(s.dealer) else ["knock", "weiter"]


def cut(s: State, verb: str, arg: None) -> tuple[State, list[Event]]:
    """The cut phase's step: cut (deal 4 + 4) or knock (deal 8 at once), or let the knock pass on; refused
    if this seat may not say it."""
    if verb not in cut_actions(s):
        _refuse_cut(s, verb)
    events = [] if s.knock_asked else [_deal_start(s)]
    if verb == "weiter":  # V-KNOCK-ANY: this player does not knock
        events.append(event("V-KNOCK-ANY", "no-knock", seat=s.turn))
        return s._replace(turn=(s.turn + 1) % 4, knock_asked=s.knock_asked + 1), events
    if verb == "cut":
        events.append(event("R-DEAL-1", "cut", seat=s.turn))
        return deal(s, 4, events)
    events.append(event("R-DEAL-4", "knock", seat=s.turn))
    return deal(s, 8, events)


def _deal_start(s: State) -> Event:
    """R-SEAT-3: who deals this deal, who is forehand and who cuts."""
    return event("R-SEAT-3", "deal-start", deal=s.deal_no + 1, deals=s.deals, dealer=s.dealer,
                 forehand=forehand_of(s.dealer), cutter=cutter_of(s.dealer))


def _refuse_cut(s: State, verb: str) -> NoReturn:
    """Refuse a cut/knock/weiter that this seat may not say now."""
    rule = "V-KNOCK-ANY" if "V-KNOCK-ANY" in s.variants else "R-DEAL-1"
    raise IllegalAction(GAME, rule, "cut-choice", {"seat": s.turn, "got": verb, "cutter": cutter_of(s.dealer),
                                                   "legal": cut_actions(s)})


def deal(s: State, packet: int, events: list[Event]) -> tuple[State, list[Event]]:
    """R-DEAL-2/4: 4 + 4 or 8 at once from forehand; R-DEAL-3: deck[31] is the dealer's turn-up."""
    dealer, fh = s.dealer, forehand_of(s.dealer)
    turned = s.deck[TURN_UP_POSITION]
    packets = "4+4" if packet == 4 else "8"
    events.append(event("R-DEAL-2" if packet == 4 else "R-DEAL-4", "dealt", packets=packets, forehand=fh,
                        dealer=dealer))
    # R-DEAL-3: the dealer's last card is shown; its suit is the turned suit. DEFAULT: the dealer takes it
    # up and everyone knows it is there (V-TURNUP-TABLE: it stays face up).
    table = "V-TURNUP-TABLE" in s.variants
    code = CARD_STR[turned]
    events.append(event("V-TURNUP-TABLE" if table else "R-DEAL-3", "turn-up", card=code, suit=code[0],
                        dealer=dealer, table=table))
    events.append(event("R-BID-1", "auction-start", forehand=fh))
    return s._replace(phase="auction", deck=(), packets=packet, turned=turned, turn=fh,
                      hands=hands_from_deck(s.deck, packet, dealer)), events
