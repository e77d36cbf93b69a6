"""The auction (R-BID-*), Treiben's trump choice (R-BID-5) and the Rufen call (R-CALL-*)."""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import BIT, SUITS, card_str, cards_of, sau_of
from .notation import BIDDABLE, CONTRACTS
from .raises import open_window
from .state import DECLARERS, DEFENDERS, GAME, State, event, forehand, replace


def contracts_allowed(variants: frozenset) -> tuple[str, ...]:
    """§3.1 contracts one may bid (A1: V-CONTRACTS-3 keeps only Treiben and Durch above Rufen)."""
    if "V-CONTRACTS-3" in variants:
        return ("treiben", "durch")
    return BIDDABLE


def treiben_suits(s: State) -> list[int]:
    """A3: suits Treiben may name (V-TREIBEN-NOT-TURNED: not the turned suit)."""
    return _treiben_suits(s.variants, s.turned >> 3)


def _treiben_suits(variants: frozenset, turned_suit: int) -> list[int]:
    """treiben_suits from the variants and the turned suit alone."""
    return [i for i in range(4) if not ("V-TREIBEN-NOT-TURNED" in variants and i == turned_suit)]


# The level (index in CONTRACTS) of every text a bid is kept as in State.bids; "weiter" is 0 like Rufen.
_BID_LEVEL = {"weiter": 0, **{name: CONTRACTS.index(name) for name in BIDDABLE},
              **{f"{name} {letter}": CONTRACTS.index(name) for name in BIDDABLE for letter in SUITS}}


def high_bid(bids: tuple[tuple[int, str], ...]) -> tuple[int, int]:
    """(seat, level) of the highest of these bids; (-1, 0) when nobody bid above Rufen."""
    seat, level = -1, 0
    for who, what in bids:
        lv = _BID_LEVEL[what]
        if lv > level:
            seat, level = who, lv
    return seat, level


def bid_actions(s: State) -> list[str]:
    """R-BID-2: weiter, or any contract higher than Rufen and every bid so far."""
    return ["weiter", *_bids_above(high_bid(s.bids)[1], s.variants, s.turned >> 3)]


@lru_cache(maxsize=256)  # only these three things decide the bids on offer; every auction asks 4+ times
def _bids_above(level: int, variants: frozenset, turned_suit: int) -> tuple[str, ...]:
    """The `bid ...` actions above a level, with the treiben suits under V-TREIBEN-NAME-WITH-BID."""
    out: list[str] = []
    for name in contracts_allowed(variants):
        if CONTRACTS.index(name) <= level:
            continue
        if name == "treiben" and "V-TREIBEN-NAME-WITH-BID" in variants:
            out.extend(f"bid treiben {SUITS[i]}" for i in _treiben_suits(variants, turned_suit))
        else:
            out.append(f"bid {name}")
    return tuple(out)


def check_bid(s: State, verb: str, arg: Optional[tuple[str, Optional[int]]]) -> None:
    """Refuse a bid that is not higher, not on offer, or names a suit wrongly (weiter is always legal)."""
    if verb == "weiter":
        return
    name, suit = arg  # type: ignore[misc]
    hseat, level = high_bid(s.bids)
    if name not in contracts_allowed(s.variants):
        raise IllegalAction(GAME, "V-CONTRACTS-3", "contract-unavailable", {"contract": name})
    if CONTRACTS.index(name) <= level:
        raise IllegalAction(GAME, "R-BID-2", "bid-too-low", {"contract": name, "high": CONTRACTS[level],
                                                             "seat": hseat})
    if "V-TREIBEN-NAME-WITH-BID" in s.variants and name == "treiben":
        if suit is None:
            raise IllegalAction(GAME, "V-TREIBEN-NAME-WITH-BID", "bid-needs-suit", {"contract": name})
        if suit not in treiben_suits(s):
            raise IllegalAction(GAME, "V-TREIBEN-NOT-TURNED", "trump-turned-suit", {"suit": SUITS[suit]})
    elif suit is not None:
        raise IllegalAction(GAME, "R-BID-5", "bid-no-suit", {"contract": name, "suit": SUITS[suit]})


def bid(s: State, verb: str, arg: Optional[tuple[str, Optional[int]]]) -> tuple[State, list[Event]]:
    """One legal speech in the auction: weiter or a higher bid."""
    seat = s.turn
    if verb == "weiter":
        fh = seat == forehand(s)
        ev = event("R-BID-3" if fh else "R-BID-2", "weiter", seat=seat, forehand=fh,
                   schafkopf="V-BID-SCHAFKOPF" in s.variants)
        passed = s.passed[:seat] + (True,) + s.passed[seat + 1:]
        return _next_speaker(s, s.bids + ((seat, "weiter"),), passed, [ev])
    name, suit = arg  # type: ignore[misc]
    what = name if suit is None else f"{name} {SUITS[suit]}"
    ev = event("R-BID-2", "bid", seat=seat, contract=name, suit=None if suit is None else SUITS[suit])
    return _next_speaker(s, s.bids + ((seat, what),), s.passed, [ev])


def _next_speaker(s: State, bids: tuple, passed: tuple, events: list[Event]) -> tuple[State, list[Event]]:
    """R-BID-1: one round clockwise (the new bids and passes given); V-BID-SCHAFKOPF: outbid players may
    speak again."""
    if "V-BID-SCHAFKOPF" not in s.variants:
        if len(bids) < 4:
            return replace(s, bids=bids, passed=passed, turn=(s.turn + 1) % 4), events
        return _resolve(replace(s, bids=bids, passed=passed), events)
    hseat, _ = high_bid(bids)
    for i in range(1, 5):
        seat = (s.turn + i) % 4
        if not passed[seat] and seat != hseat:
            return replace(s, bids=bids, passed=passed, turn=seat), events
    return _resolve(replace(s, bids=bids, passed=passed), events)


def _resolve(s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """R-BID-3/4: the highest bidder declares; with no bid, forehand plays Rufen."""
    hseat, level = high_bid(s.bids)
    fh = forehand(s)
    turned = s.turned >> 3
    if hseat < 0:
        events.append(event("R-BID-3", "auction-won", seat=fh, contract="rufen"))
        # R-CALL-3: only forehand's side is public; the partner stays hidden.
        public = tuple(DECLARERS if x == fh else -1 for x in range(4))
        events.append(event("R-BID-3", "trumps", suit=SUITS[turned], contract="rufen", why="turned"))
        events.append(event("R-CALL-1", "call-prompt", seat=fh))
        return replace(s, contract="rufen", declarer=fh, trump=turned, public_side=public, phase="call",
                       turn=fh), events
    contract, declarer = CONTRACTS[level], hseat
    parts = [w for who, w in s.bids if who == hseat][-1].split()
    suit = SUITS.index(parts[1]) if len(parts) > 1 else None
    events.append(event("R-BID-4", "auction-won", seat=hseat, contract=contract))
    public = tuple(DECLARERS if seat == declarer else DEFENDERS for seat in range(4))
    if contract == "treiben" and suit is None:
        events.append(event("R-BID-5", "trump-prompt", seat=declarer))
        return replace(s, contract=contract, declarer=declarer, public_side=public, phase="trump",
                       turn=declarer), events
    if contract == "treiben":
        events.append(event("V-TREIBEN-NAME-WITH-BID", "trumps", suit=SUITS[suit], contract=contract,
                            why="chosen"))
        trump = suit
    elif contract == "durch":
        events.append(event("R-PLAY-5", "trumps", suit=None, contract=contract, why="none"))
        trump = -1
    else:
        events.append(event("R-BID-5", "trumps", suit=SUITS[turned], contract=contract, why="turned"))
        trump = turned
    return open_window(replace(s, contract=contract, declarer=declarer, public_side=public, trump=trump), events)


def trump_actions(s: State) -> list[str]:
    """R-BID-5: the Treiben soloist names any suit (V-TREIBEN-NOT-TURNED: not the turned one)."""
    return [f"trump {SUITS[i]}" for i in treiben_suits(s)]


def check_trump(s: State, suit: int) -> None:
    """Refuse a trump suit the soloist may not name."""
    if suit not in treiben_suits(s):
        raise IllegalAction(GAME, "V-TREIBEN-NOT-TURNED", "trump-turned-suit", {"suit": SUITS[suit]})


def name_trump(s: State, suit: int) -> tuple[State, list[Event]]:
    """The Treiben soloist names a (legal) trump suit."""
    ev = event("R-BID-5", "trump-chosen", seat=s.turn, suit=SUITS[suit], turned=SUITS[s.turned >> 3])
    return open_window(replace(s, trump=suit), [ev])


def callable_cards(s: State) -> list[int]:
    """R-CALL-1 (A4 variants): the cards forehand may call."""
    hand = set(cards_of(s.hands[s.declarer]))
    plain = [c for c in range(32) if c not in hand and c >> 3 != s.trump]
    if "V-CALL-ANY" in s.variants:
        return [c for c in range(32) if c not in hand]
    if "V-CALL-SK" in s.variants:
        held = {c >> 3 for c in hand}
        sk = [c for c in plain if c == sau_of(c >> 3) and c >> 3 in held and c not in hand]
        return sk or plain  # no Sau can be called: fall back to the DEFAULT choice
    return plain


def call_actions(s: State) -> list[str]:
    """Every `call XX` forehand may say."""
    return [f"call {card_str(c)}" for c in callable_cards(s)]


def check_call(s: State, card: int) -> None:
    """Refuse a card forehand may not call, saying why."""
    if card not in callable_cards(s):
        data = {"card": card_str(card), "trump": SUITS[s.trump]}
        if s.hands[s.declarer] & BIT[card]:
            raise IllegalAction(GAME, "R-CALL-1", "call-held", data)
        if card >> 3 == s.trump and "V-CALL-ANY" not in s.variants:
            raise IllegalAction(GAME, "R-CALL-1", "call-trump", data)
        if card != sau_of(card >> 3):
            raise IllegalAction(GAME, "V-CALL-SK", "call-sk-sau", data)
        raise IllegalAction(GAME, "V-CALL-SK", "call-sk-suit", data)


def call(s: State, card: int) -> tuple[State, list[Event]]:
    """R-CALL-1/2: forehand calls a (callable) card; its holder becomes the (secret) partner."""
    partner = next(seat for seat in range(4) if s.hands[seat] & BIT[card])
    ev = event("R-CALL-2", "call", seat=s.turn, card=card_str(card))
    return open_window(replace(s, called=card, partner=partner), [ev])
