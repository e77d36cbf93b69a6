"""The auction (R-BID-*), Treiben's trump choice (R-BID-5) and the Rufen call (R-CALL-*)."""
from __future__ import annotations

from itertools import product
from typing import NoReturn, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import BIT, CARD_STR, SUITS, card_str, cards_of, sau_of
from .fixed_events import fixed_event
from .notation import BIDDABLE, CONTRACTS
from .raises import open_window
from .state import (DECLARERS, DEFENDERS, FIELD, GAME, UNKNOWN, State, event, forehand_of, make, replace)


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


# The level (index in CONTRACTS) and the suit named (or None) of every text a bid is kept as in State.bids;
# "weiter" is level 0 like Rufen.
_KEPT = {"weiter": (0, None), **{name: (CONTRACTS.index(name), None) for name in BIDDABLE},
         **{f"{name} {letter}": (CONTRACTS.index(name), i)
            for name in BIDDABLE for i, letter in enumerate(SUITS)}}
_LEVEL = {text: level for text, (level, _) in _KEPT.items()}
BID_TEXTS = frozenset(_KEPT)  # every speech an auction keeps in State.bids
_BIDS, _PASSED, _CONTRACT, _DECLARER = FIELD["bids"], FIELD["passed"], FIELD["contract"], FIELD["declarer"]
_TRUMP, _PUBLIC_SIDE, _PHASE, _TURN = FIELD["trump"], FIELD["public_side"], FIELD["phase"], FIELD["turn"]
_CALLED, _PARTNER = FIELD["called"], FIELD["partner"]
# The public sides once the auction is won, by declarer: in Rufen only the declarer's (R-CALL-3: the partner
# stays hidden); in a solo everyone's.
_RUFEN_PUBLIC = tuple(tuple(DECLARERS if x == fh else UNKNOWN for x in range(4)) for fh in range(4))
_SOLO_PUBLIC = tuple(tuple(DECLARERS if x == d else DEFENDERS for x in range(4)) for d in range(4))

# What a speech adds, made once: [seat] the kept weiter; [seat][passed] the passes with this seat's.
_SAID_WEITER = tuple(((x, "weiter"),) for x in range(4))
_PASSING = tuple({p: p[:x] + (True,) + p[x + 1:] for p in product((False, True), repeat=4)} for x in range(4))
# (seat, contract, suit or None) -> (the kept bid, its event, its action), for every bid one may say.
_SAID_BID = {(x, name, i): (((x, kept),), fixed_event("R-BID-2", "bid", seat=x, contract=name, suit=letter),
                            f"bid {kept}")
             for x in range(4) for name in BIDDABLE for i, letter in ((None, None), *enumerate(SUITS))
             for kept in (name if letter is None else f"{name} {letter}",)}

# The auction's events whose data is fixed (see fixed_events), by the seats and suits they name.
# [dealer][seat][V-BID-SCHAFKOPF]: a weiter; forehand's is R-BID-3 (he would play Rufen).
_WEITER = tuple(tuple(tuple(fixed_event("R-BID-3" if x == forehand_of(d) else "R-BID-2", "weiter", seat=x,
                                        forehand=x == forehand_of(d), schafkopf=sk) for sk in (False, True))
                      for x in range(4)) for d in range(4))
# [forehand][turned suit]: nobody bid, so forehand plays Rufen in the turned suit and calls (R-BID-3).
_RUFEN_WON = tuple(tuple((fixed_event("R-BID-3", "auction-won", seat=fh, contract="rufen"),
                          fixed_event("R-BID-3", "trumps", suit=SUITS[t], contract="rufen", why="turned"),
                          fixed_event("R-CALL-1", "call-prompt", seat=fh))
                         for t in range(4)) for fh in range(4))
_WON = tuple({name: fixed_event("R-BID-4", "auction-won", seat=x, contract=name) for name in BIDDABLE}
             for x in range(4))
_TRUMP_PROMPT = tuple(fixed_event("R-BID-5", "trump-prompt", seat=x) for x in range(4))
# (contract, trump suit or -1) -> the trumps of a won solo: the turned suit, the suit named with a Treiben
# bid, or none in Durch.
_SOLO_TRUMPS = {**{(name, t): fixed_event("R-BID-5", "trumps", suit=SUITS[t], contract=name, why="turned")
                   for name in ("neid", "trumpf-durch") for t in range(4)},
                **{("treiben", t): fixed_event("V-TREIBEN-NAME-WITH-BID", "trumps", suit=SUITS[t],
                                               contract="treiben", why="chosen") for t in range(4)},
                ("durch", -1): fixed_event("R-PLAY-5", "trumps", suit=None, contract="durch", why="none")}


def speech(said: str) -> tuple[str, Optional[tuple[str, Optional[int]]]]:
    """A speech as State.bids keeps it ("weiter", "durch", "treiben H") -> the (verb, argument) speak() takes."""
    level, suit = _KEPT[said]
    return ("weiter", None) if said == "weiter" else ("bid", (CONTRACTS[level], suit))


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
    """R-BID-2: weiter, or any contract higher than Rufen and every bid so far."""
    return ["weiter", *_bids_above(_level(s.bids), s.variants, s.turned >> 3)]


def _level(bids: tuple[tuple[int, str], ...]) -> int:
    """high_bid's level alone: that of the highest bid, 0 when nobody bid above Rufen."""
    level = 0
    for _, what in bids:
        lv = _LEVEL[what]
        if lv > level:
            level = lv
    return level


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


def speak(s: State, verb: str, arg: Optional[tuple[str, Optional[int]]]) -> tuple[State, list[Event]]:
    """R-BID-1/2, the auction's step: one speech, weiter or a bid (refused unless higher and on offer)."""
    seat = s.turn
    if verb == "weiter":
        ev = _WEITER[s.dealer][seat]["V-BID-SCHAFKOPF" in s.variants]
        return _next_speaker(s, s.bids + _SAID_WEITER[seat], _PASSING[seat][s.passed], [ev])
    name, suit = arg  # type: ignore[misc]
    said, ev, text = _SAID_BID[seat, name, suit]
    if text not in bid_actions(s):
        check_bid(s, name, suit)  # refuses what is not on offer, saying why
    return _next_speaker(s, s.bids + said, s.passed, [ev])


def check_bid(s: State, name: str, suit: Optional[int]) -> None:
    """Refuse a bid that is not higher, not on offer, or names a suit wrongly."""
    if name not in contracts_allowed(s.variants):
        raise IllegalAction(GAME, "V-CONTRACTS-3", "contract-unavailable", {"contract": name})
    hseat, level, _ = high_bid(s.bids)
    if _KEPT[name][0] <= level:
        raise IllegalAction(GAME, "R-BID-2", "bid-too-low", {"contract": name, "high": CONTRACTS[level],
                                                             "seat": hseat})
    if "V-TREIBEN-NAME-WITH-BID" in s.variants and name == "treiben":
        if suit is None:
            raise IllegalAction(GAME, "V-TREIBEN-NAME-WITH-BID", "bid-needs-suit", {"contract": name})
        if suit not in treiben_suits(s):
            raise IllegalAction(GAME, "V-TREIBEN-NOT-TURNED", "trump-turned-suit", {"suit": SUITS[suit]})
    elif suit is not None:
        raise IllegalAction(GAME, "R-BID-5", "bid-no-suit", {"contract": name, "suit": SUITS[suit]})


def _next_speaker(s: State, bids: tuple, passed: tuple, events: list[Event]) -> tuple[State, list[Event]]:
    """R-BID-1: one round clockwise (the new bids and passes given); V-BID-SCHAFKOPF: outbid players may
    speak again."""
    if "V-BID-SCHAFKOPF" not in s.variants:
        if len(bids) < 4:
            fields = list(s)
            fields[_BIDS], fields[_PASSED], fields[_TURN] = bids, passed, (s.turn + 1) % 4
            return make(fields), events
        return _resolve(s, bids, passed, events)
    hseat = high_bid(bids)[0]
    for i in range(1, 5):
        seat = (s.turn + i) % 4
        if not passed[seat] and seat != hseat:
            return replace(s, bids=bids, passed=passed, turn=seat), events
    return _resolve(s, bids, passed, events)


def _resolve(s: State, bids: tuple, passed: tuple, events: list[Event]) -> tuple[State, list[Event]]:
    """R-BID-3/4 once the auction ends with these bids and passes: the highest bidder declares; with no
    bid, forehand plays Rufen."""
    hseat, level, top = high_bid(bids)
    turned = s.turned >> 3
    fields = list(s)
    fields[_BIDS], fields[_PASSED] = bids, passed
    if hseat < 0:
        fh = forehand_of(s.dealer)
        events += _RUFEN_WON[fh][turned]
        fields[_CONTRACT], fields[_DECLARER], fields[_TRUMP] = "rufen", fh, turned
        fields[_PUBLIC_SIDE], fields[_PHASE], fields[_TURN] = _RUFEN_PUBLIC[fh], "call", fh
        return make(fields), events
    contract, suit = CONTRACTS[level], _KEPT[top][1]
    events.append(_WON[hseat][contract])
    fields[_CONTRACT], fields[_DECLARER], fields[_PUBLIC_SIDE] = contract, hseat, _SOLO_PUBLIC[hseat]
    if contract == "treiben" and suit is None:
        events.append(_TRUMP_PROMPT[hseat])
        fields[_PHASE], fields[_TURN] = "trump", hseat
        return make(fields), events
    # Treiben: the suit named with the bid (V-TREIBEN-NAME-WITH-BID); Durch: none (R-PLAY-5); else the
    # turned suit (R-BID-5).
    if contract == "treiben":
        assert suit is not None  # a Treiben without its suit went to the trump phase above
        trump = suit
    else:
        trump = -1 if contract == "durch" else turned
    events.append(_SOLO_TRUMPS[contract, trump])
    fields[_TRUMP] = trump
    return open_window(fields, events)


def trump_actions(s: State) -> list[str]:
    """R-BID-5: the Treiben soloist names any suit (V-TREIBEN-NOT-TURNED: not the turned one)."""
    return [f"trump {SUITS[i]}" for i in treiben_suits(s)]


def name_trump(s: State, verb: str, suit: int) -> tuple[State, list[Event]]:
    """The trump phase's step: the Treiben soloist names a trump suit (refused if it may not be named)."""
    if suit not in treiben_suits(s):
        raise IllegalAction(GAME, "V-TREIBEN-NOT-TURNED", "trump-turned-suit", {"suit": SUITS[suit]})
    ev = event("R-BID-5", "trump-chosen", seat=s.turn, suit=SUITS[suit], turned=SUITS[s.turned >> 3])
    fields = list(s)
    fields[_TRUMP] = suit
    return open_window(fields, [ev])


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


def call(s: State, verb: str, card: int) -> tuple[State, list[Event]]:
    """R-CALL-1/2, the call phase's step: forehand calls a card (refused unless callable); its holder becomes
    the (secret) partner."""
    if card not in callable_cards(s):
        _refuse_call(s, card)
    partner = next(seat for seat in range(4) if s.hands[seat] & BIT[card])
    # The call is public; who holds the card is not (the redactor tells each seat only what it knows).
    ev = event("R-CALL-2", "call", seat=s.turn, card=CARD_STR[card], partner=partner, trump=SUITS[s.trump])
    fields = list(s)
    fields[_CALLED], fields[_PARTNER] = card, partner
    return open_window(fields, [ev])


def _refuse_call(s: State, card: int) -> NoReturn:
    """Refuse a card forehand may not call, saying why."""
    data = {"card": card_str(card), "trump": SUITS[s.trump]}
    if s.hands[s.declarer] & BIT[card]:
        raise IllegalAction(GAME, "R-CALL-1", "call-held", data)
    if card >> 3 == s.trump and "V-CALL-ANY" not in s.variants:
        raise IllegalAction(GAME, "R-CALL-1", "call-trump", data)
    if card != sau_of(card >> 3):
        raise IllegalAction(GAME, "V-CALL-SK", "call-sk-sau", data)
    raise IllegalAction(GAME, "V-CALL-SK", "call-sk-suit", data)

