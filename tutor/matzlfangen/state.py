"""The immutable state of a Matzlfangen series of deals, and small questions about it."""
from __future__ import annotations

from typing import Any, NamedTuple

from ..core.events import Event

GAME = "matzlfangen"
PHASES = ("cut", "auction", "trump", "call", "raise", "play", "claim", "over")
DECLARERS, DEFENDERS, UNKNOWN = 1, 0, -1
SIDE_NAME = {DECLARERS: "declarers", DEFENDERS: "defenders"}


class State(NamedTuple):
    """Everything about the position; cards are ints 0..31 (see cards.py), seats 0..3. A step makes the
    next state with s._replace(field=value, ...)."""

    variants: frozenset
    deals: int                                   # deals in the series
    deal_no: int                                 # 0-based number of this deal
    dealer: int
    scores: tuple[int, ...]                      # running game points, before this deal settles
    history: tuple[tuple[int, ...], ...]         # settled deltas of each finished deal
    rng: int                                     # the seeded RNG state (core.rng)
    phase: str                                   # one of PHASES
    deck: tuple[int, ...]                        # the shuffled pack, only while phase == "cut"
    knock_asked: int                             # V-KNOCK-ANY: seats asked so far
    packets: int                                 # 4 (4 + 4) or 8 (knocked); 0 before the deal
    turned: int                                  # the turn-up card, -1 before the deal
    bids: tuple[tuple[int, str], ...]            # (seat, "weiter" | contract [+ " " + suit letter])
    passed: tuple[bool, ...]                     # seats out of the auction (V-BID-SCHAFKOPF)
    contract: str                                # "" until the auction is over
    declarer: int                                # -1 until the auction is over
    trump: int                                   # suit index; -1 for none (Durch) or not yet named
    called: int                                  # the called card in Rufen, else -1
    partner: int                                 # the Rufen partner (true membership), else -1
    public_side: tuple[int, ...]                 # per seat: side as everyone knows it, or UNKNOWN
    raises: tuple[tuple[int, int], ...]          # (seat, side) per raise, in order
    raise_passes: int                            # R-SPR-5: passes in a row
    matzl: str                                   # "", "declarers" or "defenders": who caught it
    matzl_seat: int                              # the seat that won the Matzl trick, else -1
    claimed: int                                 # -1 not decided, 0 waived, 1 claimed
    leader: int                                  # who leads the current trick
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # (leader, cards, winner) per trick
    turn: int                                    # seat to move, -1 when over
    hands: tuple[int, ...]                       # per seat, the cards held as a set (cards.BIT)
    trick: tuple[int, ...]                       # cards of the current trick in play order


def event(rule: str, kind: str, **data: Any) -> Event:
    """The one way to make a Matzlfangen Event: the rule it applies, its kind, its data (read-only, see
    core.events.EventData)."""
    return Event(GAME, rule, kind, data)


def forehand(s: State) -> int:
    """R-SEAT-3: the player to the dealer's left."""
    return forehand_of(s.dealer)


def forehand_of(dealer: int) -> int:
    """R-SEAT-3: the seat on this dealer's left (Vorhand, forehand)."""
    return (dealer + 1) % 4


def cutter_of(dealer: int) -> int:
    """R-DEAL-1: the seat on this dealer's right, who cuts."""
    return (dealer + 3) % 4


def side(s: State, seat: int) -> int:
    """True side of a seat (DECLARERS or DEFENDERS) once the contract is fixed."""
    return DECLARERS if seat == s.declarer or seat == s.partner else DEFENDERS


def partner_known(s: State) -> bool:
    """True if the Rufen partner is public (or there is no hidden partner)."""
    return s.contract != "rufen" or UNKNOWN not in s.public_side


def knows_sides(s: State, seat: int) -> bool:
    """True if `seat` knows every player's side: they are public, or it is the hidden Rufen partner
    (R-CALL-3: the partner knows its role from the deal, and everyone knows the declarer)."""
    return partner_known(s) or seat == s.partner


def knows_ally(s: State, seat: int, other: int) -> bool:
    """True if `seat` knows that `other` (another seat) is on its side."""
    if seat == other or s.declarer < 0 or side(s, seat) != side(s, other):
        return False
    if knows_sides(s, seat):
        return True
    return s.public_side[other] == side(s, seat)
