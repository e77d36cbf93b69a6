"""Could a game have reached this state? The necessary conditions the rules give, each told in words.

Checked in this order, and each a reason of its own when it fails (the package docstring lists them with
the position format):
- R-DECK-1: each of the 32 cards is in exactly one place;
- R-SEAT-4: P4 deals the first deal of a game and the deal passes clockwise, so deal n is dealt by P(n+3);
- R-SETTLE-1: one settlement per finished deal, each one a deal could pay, and the scores their totals;
- R-DEAL-2, R-DEAL-3: each seat holds 8 cards less those it has played, the turn-up among the dealer's;
- R-PLAY-1, R-TRICK-1: the first trick led by the opening leader, each other by the last trick's winner,
  each won by its highest trump or else its highest card of the led suit;
- R-PLAY-2: whoever held the led suit followed it (no variant lifts that);
- and at last the deal replayed from its dealt hands through the bids, call, raises and cards recorded, which
  must arrive at this very state (snapshot.check_snapshot)."""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from ..core.i18n import Text, seat_label
from .auction import contracts_allowed
from .cards import BIT, CARD_STR, SUIT_MASK, cards_of, suit
from .raises import opening_leader
from .scoring import DURCHS, MAX_RAISES, settle
from .state import State, forehand_of
from .tricks import winner_index

FIRST_DEALER = 3  # R-SEAT-4: any fair method picks the first dealer; the engine lets P4 deal, so P1 is forehand


def dealer_of(deal_no: int) -> int:
    """R-SEAT-4: the seat that deals deal `deal_no` (0-based) of a game: P4 first, then clockwise."""
    return (FIRST_DEALER + deal_no) % 4


def unreachable(s: State) -> tuple[Text, ...]:
    """Why no game could arrive at s, each reason in words (empty: none of the checks found one)."""
    cards = _cards_placed(s)
    if cards:
        return tuple(cards)  # the other checks read where the cards are
    reasons = [*_dealers(s), *_settlements(s)]
    if s.phase != "cut":
        dealt = _dealt(s)
        reasons += dealt
        if not dealt:
            reasons += _tricks(s)
    if not reasons:
        reasons += _replayed(s)
    return tuple(reasons)


def _cards_placed(s: State) -> list[Text]:
    """R-DECK-1: each card is in exactly one place (the pack before the cut; else hands, trick and tricks)."""
    places = [0] * 32
    for c in s.deck:
        places[c] += 1
    for h in s.hands:
        for c in cards_of(h):
            places[c] += 1
    for c in s.trick:
        places[c] += 1
    for _, played, _ in s.tricks:
        for c in played:
            places[c] += 1
    twice = [CARD_STR[c] for c in range(32) if places[c] > 1]
    missing = [CARD_STR[c] for c in range(32) if places[c] == 0]
    out = []
    if twice:
        out.append(Text("The pack holds each card once, but {join} lies in two places (R-DECK-1).").format(join=' '.join(twice)))
    if missing:
        out.append(Text("All 32 cards are in play in every deal, but {join} is nowhere: not in a hand, the trick or the "
                        "tricks taken (R-DECK-1).").format(join=' '.join(missing)))
    if s.phase == "cut" and len(s.deck) != 32 or s.phase != "cut" and s.deck:
        out.append(Text("Before the cut all 32 cards are in the shuffled pack, and after it none is (R-DEAL-2)."))
    return out


def _dealers(s: State) -> list[Text]:
    """R-SEAT-4: P4 deals first, then the deal passes clockwise."""
    due = dealer_of(s.deal_no)
    if s.dealer == due:
        return []
    if s.deal_no == 0:
        return [Text("P4 deals the first deal of a game, but here {seat_label} deals it (R-SEAT-4).").format(seat_label=seat_label(s.dealer))]
    n = s.deal_no + 1
    return [Text("P4 deals the first deal and the deal passes clockwise, so deal {n} is dealt by {seat_label}, "
                 "not by {seat_label2} (R-SEAT-4).").format(n=n, seat_label=seat_label(due), seat_label2=seat_label(s.dealer))]


@lru_cache(maxsize=64)
def payments(variants: frozenset, deal_no: int) -> frozenset[tuple[int, ...]]:
    """Every settlement (4 deltas) that deal `deal_no` of a game with these variants could pay (R-SETTLE-1):
    Rufen by that deal's forehand with any partner, or a solo by any seat, at any value the contract, the
    raises and the Matzl can give."""
    contracts = ("rufen", *contracts_allowed(variants))
    out: set[tuple[int, ...]] = set()
    for contract in contracts:
        if contract in DURCHS:
            bases = {7 if contract == "trumpf-durch" and "V-TDURCH-7" in variants else 6}
        else:
            bases = {1, 2, 3} | ({2, 3, 4} if contract == "neid" and "V-NEID-BASE2" in variants else set())
        values = {0}  # R-MATZL-2: absolution (and V-TIE-VOID's void deal)
        for base in bases:
            for r in range(MAX_RAISES + 1):
                v = (1 + r) * base if "V-SPR-MULT" in variants else base + r
                values |= {v, v + 1, r if "V-MATZL-RAISES-DUE" in variants else 0}
        for v in values:
            for signed in (v, -v):
                if contract == "rufen":
                    fh = forehand_of(dealer_of(deal_no))
                    out |= {settle(contract, fh, p, signed, variants) for p in range(4) if p != fh}
                else:
                    out |= {settle(contract, d, None, signed, variants) for d in range(4)}
    return frozenset(out)


def _settlements(s: State) -> list[Text]:
    """R-SETTLE-1: one settlement per finished deal, each one a deal could pay; the scores their totals."""
    out = []
    settled = s.deal_no + (s.phase == "over")
    if len(s.history) != settled:
        out.append(Text("Before this point {settled} deals have been settled, but the record holds {len} settlements "
                        "(R-SETTLE-1).").format(settled=settled, len=len(s.history)))
    for i, deltas in enumerate(s.history):
        if tuple(deltas) not in payments(frozenset(s.variants), i):
            shown = ", ".join(f"{seat_label(x)} {d:+d}" for x, d in enumerate(deltas))
            out.append(Text("No deal pays {shown}, as deal {value} is said to have paid: each side wins or pays the game "
                            "value, the soloist three times it (R-SETTLE-1).").format(shown=shown, value=i + 1))
    totals = tuple(sum(h[x] for h in s.history) for x in range(4))
    if tuple(s.scores) != totals:
        out.append(Text("The scores are the sums of the deals settled, {list}, but they read {list2} (R-SETTLE-1).").format(list=list(totals), list2=list(s.scores)))
    return out


def _played_by(s: State) -> list[list[int]]:
    """The cards each seat has played this deal, tricks and current trick."""
    played: list[list[int]] = [[], [], [], []]
    for leader, cards, _ in s.tricks:
        for i, c in enumerate(cards):
            played[(leader + i) % 4].append(c)
    for i, c in enumerate(s.trick):
        played[(max(s.leader, 0) + i) % 4].append(c)
    return played


def _dealt(s: State) -> list[Text]:
    """R-DEAL-2: 8 cards each, less those played; R-DEAL-3: the turn-up is the dealer's own card."""
    out = []
    played = _played_by(s)
    for x in range(4):
        held = bin(s.hands[x]).count("1")
        if held + len(played[x]) != 8:
            out.append(Text("Every player is dealt 8 cards, but {seat_label} holds {held} and has played {len} (R-DEAL-2).").format(seat_label=seat_label(x), held=held, len=len(played[x])))
    if s.packets not in (4, 8):
        out.append(Text("Once the cards are dealt they came in packets of 4 (after a cut) or of 8 (after a knock) "
                        "(R-DEAL-2, R-DEAL-4)."))
    if s.turned < 0 or not (s.hands[s.dealer] & BIT[s.turned] or s.turned in played[s.dealer]):
        out.append(Text("The turn-up is the dealer's own last card, but the dealer {seat_label} neither holds it nor has "
                        "played it (R-DEAL-3).").format(seat_label=seat_label(s.dealer)))
    return out


def _tricks(s: State) -> list[Text]:
    """R-PLAY-1 and R-TRICK-1: who led each trick and who won it; R-PLAY-2: the led suit followed."""
    if not s.tricks and not s.trick:
        return []
    if s.declarer < 0 or s.phase not in ("play", "claim", "over"):
        return [Text("Cards are played only once the contract is fixed and the raising is over (R-SPR-3).")]
    trump: Optional[int] = None if s.trump < 0 else s.trump
    # the hand each seat held before the first trick: what it holds now and what it has played
    hands = list(s.hands)
    for x, gone in enumerate(_played_by(s)):
        for c in gone:
            hands[x] |= BIT[c]
    due = opening_leader(s.contract, s.declarer, s.dealer, frozenset(s.variants))[0]
    rows: list[tuple[int, tuple[int, ...], int, int]] = [(leader, tuple(cards), winner, k)
                                                         for k, (leader, cards, winner) in enumerate(s.tricks)]
    if s.trick:
        rows.append((s.leader, s.trick, -1, len(s.tricks)))
    for leader, cards, winner, k in rows:
        if leader != due:
            first = k == 0
            if first:
                return [Text("Trick {n} is led by {due}, who leads the first trick, not by {leader} (R-PLAY-1).").format(
                    n=k + 1, due=seat_label(due), leader=seat_label(leader))]
            return [Text("Trick {n} is led by {due}, who won the trick before, not by {leader} (R-PLAY-1, "
                         "R-TRICK-1).").format(n=k + 1, due=seat_label(due), leader=seat_label(leader))]
        led = suit(cards[0])
        for i, c in enumerate(cards):
            seat = (leader + i) % 4
            if i and suit(c) != led and hands[seat] & SUIT_MASK[led]:
                return [Text("In trick {value} {seat_label} played {card_str} while holding a card of the led suit, which it "
                             "had to play (R-PLAY-2).").format(value=k + 1, seat_label=seat_label(seat), card_str=CARD_STR[c])]
            hands[seat] &= ~BIT[c]
        if winner >= 0:
            right = (leader + winner_index(cards, trump)) % 4
            if winner != right:
                return [Text("Trick {value} is won by {seat_label}, with the highest trump or else the highest card of the "
                             "led suit, not by {seat_label2} (R-TRICK-1).").format(value=k + 1, seat_label=seat_label(right), seat_label2=seat_label(winner))]
            due = winner
    return []


def _replayed(s: State) -> list[Text]:
    """The deal replayed by the engine from its dealt hands through every decision recorded must arrive at s."""
    from .snapshot import check_snapshot, snapshot  # snapshot imports the replay that imports this package
    try:
        check_snapshot(snapshot(s))
    except ValueError as err:
        detail = str(err).removeprefix("matzlfangen position: ")
        return [Text("Played again from the cards as dealt, the bids, call, raises and cards recorded do not arrive "
                     "at this position: {detail}.").format(detail=detail)]
    return []
