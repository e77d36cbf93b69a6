"""The set-up told as events (Rules.setup_events): the table (R-SEAT-1, R-SEAT-2, R-SEAT-4) and the pack
(R-DECK-1..4, R-DECK-6); for a game that starts after the cut, the deal as the whole table saw it too (R-SEAT-3,
R-DEAL-2..4); under V-KNOCK-ANY, who may knock before the cut. Every one is public: none names a card that a
seat cannot see (the turn-up is shown to all), so each seat reads them as they are (redact.py).

R-DECK-5 (the last trick's 10) is told where it happens, at the last trick; R-SEAT-3 and the deal are told by
the cut's step in a game that starts before the cut."""
from __future__ import annotations

from ..core.events import Event
from .cards import CARD_STR, RANK_POINTS, RANKS, SUITS, TOTAL_POINTS, suit
from .reachable import FIRST_DEALER
from .state import State, cutter_of, event, forehand_of


def setup_events(s: State) -> tuple[Event, ...]:
    """The set-up of a game that starts at s, in the order a teacher tells it: the players, the direction,
    the pack, its suits, ranks and points, the Matzl, who deals (and, past the cut, the deal itself)."""
    events = [event("R-SEAT-1", "setup-seats", players=4),
              event("R-SEAT-2", "setup-clockwise", order=[0, 1, 2, 3]),
              event("R-DECK-1", "setup-pack", cards=32, suits=len(SUITS), per_suit=len(RANKS)),
              event("R-DECK-2", "setup-suits", suits=list(SUITS)),
              event("R-DECK-3", "setup-ranks", ranks=list(RANKS)),
              event("R-DECK-4", "setup-points", points=list(RANK_POINTS), suit_total=sum(RANK_POINTS),
                    total=TOTAL_POINTS),
              _matzl(s),
              _dealer(s)]
    if s.phase != "cut":
        events += _dealt(s)
    elif "V-KNOCK-ANY" in s.variants and not s.knock_asked:
        events.append(_knock_first(s))
    return tuple(events)


def _knock_first(s: State) -> Event:
    """V-KNOCK-ANY: forehand, then the second player, may knock before the cutter cuts or knocks."""
    fh = forehand_of(s.dealer)
    return event("V-KNOCK-ANY", "setup-knock", forehand=fh, second=(fh + 1) % 4, cutter=cutter_of(s.dealer))


def _matzl(s: State) -> Event:
    """R-DECK-6: the Matzl is the trump Ten; named once the trumps are (a Durch has none)."""
    trump = SUITS[s.trump] if s.trump >= 0 else None
    return event("R-DECK-6", "setup-matzl", trump=trump, card=None if trump is None else trump + "X",
                 durch=s.contract == "durch")


def _dealer(s: State) -> Event:
    """R-SEAT-4: P4 deals a game's first deal, then the deal passes clockwise (this deal's forehand next)."""
    return event("R-SEAT-4", "setup-dealer", deal=s.deal_no + 1, deals=s.deals, dealer=s.dealer,
                 first=FIRST_DEALER, forehand=forehand_of(s.dealer))


def _dealt(s: State) -> list[Event]:
    """The deal of a game that starts after the cut, as everyone saw it: who dealt, how, and the turn-up."""
    fh = forehand_of(s.dealer)
    code = CARD_STR[s.turned]
    table = "V-TURNUP-TABLE" in s.variants
    return [event("R-SEAT-3", "deal-start", deal=s.deal_no + 1, deals=s.deals, dealer=s.dealer, forehand=fh,
                  cutter=cutter_of(s.dealer)),
            event("R-DEAL-2" if s.packets == 4 else "R-DEAL-4", "dealt", packets="4+4" if s.packets == 4 else "8",
                  forehand=fh, dealer=s.dealer),
            event("V-TURNUP-TABLE" if table else "R-DEAL-3", "turn-up", card=code, suit=SUITS[suit(s.turned)],
                  dealer=s.dealer, table=table)]
