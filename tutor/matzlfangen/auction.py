"""The auction (R-BID-*), Treiben's trump choice (R-BID-5) and the Rufen call (R-CALL-*)."""
from __future__ import annotations

from typing import NoReturn, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import BIT, CARD_STR, SUITS, card_str, cards_of, sau_of, suit
from .notation import BIDDABLE, CONTRACTS
from .raises import open_window
from .state import DECLARERS, DEFENDERS, GAME, UNKNOWN, State, event, forehand


def contracts_allowed(variants: frozenset) -> tuple[str, ...]:
    """§3.1 contracts one may bid (A1: V-CONTRACTS-3 keeps only Treiben and Durch above Rufen)."""
    if "V-CONTRACTS-3" in variants:
        return ("treiben", "durch")
    return BIDDABLE


def treiben_suits(s: State) -> list[int]:
    """A3: suits Treiben may name (V-TREIBEN-NOT-TURNED: not the turned suit)."""
    return [i for i in range(4) if not ("V-TREIBEN-NOT-TURNED" in s.variants and i == suit(s.turned))]


# The level (index in CONTRACTS) and the suit named (or None) of every text a bid is kept as in State.bids;
# "weiter" is level 0 like Rufen.
_KEPT = {"weiter": (0, None), **{name: (CONTRACTS.index(name), None) for name in BIDDABLE},
         **{f"{name} {letter}": (CONTRACTS.index(name), i)
            for name in BIDDABLE for i, letter in enumerate(SUITS)}}
BID_TEXTS = frozenset(_KEPT)  # every speech an auction keeps in State.bids


def speech(said: str) -> tuple[str, Optional[tuple[str, Optional[int]]]]:
    """A speech as State.bids keeps it ("weiter", "durch", "treiben H") -> the (verb, argument) speak() takes."""
    level, named = _KEPT[said]
    return ("weiter", None) if said == "weiter" else ("bid", (CONTRACTS[level], named))


def high_bid(bids: tuple[tuple[int, str], ...]) -> tuple[int, int, str]:
    """(seat, level, kept text) of the highest of these bids; (-1, 0, "weiter") when nobody bid above
    Rufen."""
    seat, level, top = -1, 0, "weiter"
    for who, what in bids:
        lv = _KEPT[what][0]
        if lv > level:
            seat, level, top = who, lv, what
    return seat, level, top


def bid_actions(s: State) -> list[str]:
    """R-BID-2: weiter, or any contract higher than Rufen and every bid so far (V-TREIBEN-NAME-WITH-BID:
    Treiben with each suit it may name)."""
    out = ["weiter"]
    level = high_bid(s.bids)[1]
    for name in contracts_allowed(s.variants):
        if CONTRACTS.index(name) <= level:
            continue
        if name == "treiben" and "V-TREIBEN-NAME-WITH-BID" in s.variants:
            out.extend(f"bid treiben {SUITS[i]}" for i in treiben_suits(s))
        else:
            out.append(f"bid {name}")
    return out


def speak(s: State, verb: str, arg: Optional[tuple[str, Optional[int]]]) -> tuple[State, list[Event]]:
    """R-BID-1/2, the auction's step: one speech, weiter or a bid (refused unless higher and on offer)."""
    seat = s.turn
    if verb == "weiter":
        # R-BID-2: a pass; forehand's weiter says he would play Rufen (R-BID-3).
        fh = seat == forehand(s)
        said = event("R-BID-3" if fh else "R-BID-2", "weiter", seat=seat, forehand=fh,
                     schafkopf="V-BID-SCHAFKOPF" in s.variants)
        passed = s.passed[:seat] + (True,) + s.passed[seat + 1:]
        return _next_speaker(s, s.bids + ((seat, "weiter"),), passed, [said])
    name, named = arg  # type: ignore[misc]
    kept = name if named is None else f"{name} {SUITS[named]}"
    if f"bid {kept}" not in bid_actions(s):
        check_bid(s, name, named)  # refuses what is not on offer, saying why
    said = event("R-BID-2", "bid", seat=seat, contract=name, suit=None if named is None else SUITS[named])
    return _next_speaker(s, s.bids + ((seat, kept),), s.passed, [said])


def check_bid(s: State, name: str, named: Optional[int]) -> None:
    """Refuse a bid that is not higher, not on offer, or names a suit (`named`) wrongly; Rufen is never bid
    (R-BID-3: it is what forehand plays when nobody bids above it)."""
    if name == "rufen":
        raise IllegalAction(GAME, "R-BID-3", "bid-rufen", {"forehand": forehand(s)})
    if name not in contracts_allowed(s.variants):
        raise IllegalAction(GAME, "V-CONTRACTS-3", "contract-unavailable", {"contract": name})
    hseat, level, _ = high_bid(s.bids)
    if _KEPT[name][0] <= level:
        raise IllegalAction(GAME, "R-BID-2", "bid-too-low", {"contract": name, "high": CONTRACTS[level],
                                                             "seat": hseat})
    if "V-TREIBEN-NAME-WITH-BID" in s.variants and name == "treiben":
        if named is None:
            raise IllegalAction(GAME, "V-TREIBEN-NAME-WITH-BID", "bid-needs-suit", {"contract": name})
        if named not in treiben_suits(s):
            raise IllegalAction(GAME, "V-TREIBEN-NOT-TURNED", "trump-turned-suit", {"suit": SUITS[named]})
    elif named is not None:
        raise IllegalAction(GAME, "R-BID-5", "bid-no-suit", {"contract": name, "suit": SUITS[named]})


def _next_speaker(s: State, bids: tuple, passed: tuple, events: list[Event]) -> tuple[State, list[Event]]:
    """R-BID-1: one round clockwise (the new bids and passes given); V-BID-SCHAFKOPF: outbid players may
    speak again."""
    if "V-BID-SCHAFKOPF" not in s.variants:
        if len(bids) < 4:
            return s._replace(bids=bids, passed=passed, turn=(s.turn + 1) % 4), events
        return _resolve(s._replace(bids=bids, passed=passed), events)
    hseat = high_bid(bids)[0]
    for i in range(1, 5):
        seat = (s.turn + i) % 4
        if not passed[seat] and seat != hseat:
            return s._replace(bids=bids, passed=passed, turn=seat), events
    return _resolve(s._replace(bids=bids, passed=passed), events)


def _resolve(s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """R-BID-3/4 once the auction ends with s's bids: the highest bidder declares; with no bid, forehand
    plays Rufen."""
    hseat, level, top = high_bid(s.bids)
    turned = suit(s.turned)
    if hseat < 0:  # R-BID-3: nobody bid, so forehand plays Rufen in the turned suit and calls a partner
        fh = forehand(s)
        won = [event("R-BID-3", "auction-won", seat=fh, contract="rufen"),
               event("R-BID-3", "trumps", suit=SUITS[turned], contract="rufen", why="turned"),
               event("R-CALL-1", "call-prompt", seat=fh)]
        # R-CALL-3: only the declarer's side is public; the partner stays hidden.
        public = tuple(DECLARERS if x == fh else UNKNOWN for x in range(4))
        return s._replace(contract="rufen", declarer=fh, trump=turned, public_side=public, phase="call",
                          turn=fh), events + won
    # R-BID-4: the highest bidder plays a solo, and everyone's side is public.
    contract, named = CONTRACTS[level], _KEPT[top][1]
    events = events + [event("R-BID-4", "auction-won", seat=hseat, contract=contract)]
    s = s._replace(contract=contract, declarer=hseat,
                   public_side=tuple(DECLARERS if x == hseat else DEFENDERS for x in range(4)))
    if contract == "treiben" and named is None:  # R-BID-5: the soloist names the trumps next
        prompt = event("R-BID-5", "trump-prompt", seat=hseat)
        return s._replace(phase="trump", turn=hseat), events + [prompt]
    if contract == "treiben":  # V-TREIBEN-NAME-WITH-BID: the suit named with the bid
        assert named is not None  # a Treiben without its suit went to the trump phase above
        trump = named
        trumps = event("V-TREIBEN-NAME-WITH-BID", "trumps", suit=SUITS[named], contract=contract, why="chosen")
    elif contract == "durch":  # R-PLAY-5: no trumps
        trump = -1
        trumps = event("R-PLAY-5", "trumps", suit=None, contract=contract, why="none")
    else:  # R-BID-5: the turned suit
        trump = turned
        trumps = event("R-BID-5", "trumps", suit=SUITS[turned], contract=contract, why="turned")
    return open_window(s._replace(trump=trump), events + [trumps])


def trump_actions(s: State) -> list[str]:
    """R-BID-5: the Treiben soloist names any suit (V-TREIBEN-NOT-TURNED: not the turned one)."""
    return [f"trump {SUITS[i]}" for i in treiben_suits(s)]


def name_trump(s: State, verb: str, trump: int) -> tuple[State, list[Event]]:
    """R-BID-5, the trump phase's step: the Treiben soloist names a trump suit (refused if it may not be
    named)."""
    if trump not in treiben_suits(s):
        raise IllegalAction(GAME, "V-TREIBEN-NOT-TURNED", "trump-turned-suit", {"suit": SUITS[trump]})
    chosen = event("R-BID-5", "trump-chosen", seat=s.turn, suit=SUITS[trump], turned=SUITS[suit(s.turned)])
    return open_window(s._replace(trump=trump), [chosen])


def callable_cards(s: State) -> list[int]:
    """R-CALL-1 (A4 variants): the cards forehand may call."""
    hand = set(cards_of(s.hands[s.declarer]))
    plain = [c for c in range(32) if c not in hand and suit(c) != s.trump]
    if "V-CALL-ANY" in s.variants:
        return [c for c in range(32) if c not in hand]
    if "V-CALL-SK" in s.variants:
        held = {suit(c) for c in hand}
        sk = [c for c in plain if c == sau_of(suit(c)) and suit(c) in held]
        return sk or plain  # no Sau can be called: fall back to the DEFAULT choice
    return plain


def call_actions(s: State) -> list[str]:
    """Every `call XX` forehand may say."""
    return [f"call {card_str(c)}" for c in callable_cards(s)]


def call(s: State, verb: str, card: int) -> tuple[State, list[Event]]:
    """R-CALL-1/2, the call phase's step: forehand calls a card (refused unless callable); its holder becomes
    the (secret) partner."""
    if card not in callable_cards(s):
        _refuse_call(s, card)
    partner = next(seat for seat in range(4) if s.hands[seat] & BIT[card])
    # The call is public; who holds the card is not (the redactor tells each seat only what it knows).
    # V-CALL-ANY is cited where it let the call through: a trump called
    trump_called = suit(card) == s.trump
    called = event("V-CALL-ANY" if trump_called else "R-CALL-2", "call", seat=s.turn, card=CARD_STR[card],
                   partner=partner, trump=SUITS[s.trump], any=trump_called)
    return open_window(s._replace(called=card, partner=partner), [called])


def _refuse_call(s: State, card: int) -> NoReturn:
    """Refuse a card forehand may not call, saying why."""
    data = {"card": card_str(card), "trump": SUITS[s.trump]}
    if s.hands[s.declarer] & BIT[card]:
        raise IllegalAction(GAME, "R-CALL-1", "call-held", data)
    if suit(card) == s.trump and "V-CALL-ANY" not in s.variants:
        raise IllegalAction(GAME, "R-CALL-1", "call-trump", data)
    if card != sau_of(suit(card)):
        raise IllegalAction(GAME, "V-CALL-SK", "call-sk-sau", data)
    raise IllegalAction(GAME, "V-CALL-SK", "call-sk-suit", data)

