"""Trick play (R-PLAY-*, R-TRICK-1), the Matzl (R-MATZL-*), the deal's end and its settlement."""
from __future__ import annotations

from operator import add
from typing import NoReturn, Optional

from ..core.errors import IllegalAction
from ..core.events import Event, LazyEvent, lazy_event
from .cards import (BIT, CARD_POINTS, CARD_STR, DECK, LAST_TRICK_BONUS, SUIT_CARDS, SUIT_MASK, SUITS,
                    card_str, cards_of, cards_str, matzl_of)
from .deal import begin_deal
from .fixed_events import fixed_event
from .raises import can_raise, reveal_if_known
from .scoring import DURCHS, Value, settle, value_of
from .state import (DECLARERS, DEFENDERS, FIELD, GAME, SIDE_NAME, State, event, knows_ally, make, new_event,
                    replace, side)
from .tricks import DEFAULT, REASON_RULE, PlayRules, legal_mask, plain_legal, play_rules, winner_index


_TURN, _LEADER, _MATZL = FIELD["turn"], FIELD["leader"], FIELD["matzl"]
_SCORES, _HISTORY, _PHASE = FIELD["scores"], FIELD["history"], FIELD["phase"]
# A card changes the state's last fields only, so play_card and _gather keep all the others as one slice.
assert State._fields[_MATZL:] == ("matzl", "matzl_seat", "claimed", "leader", "tricks", "turn", "hands",
                                  "trick")
# (suit, 8 bits of that suit) -> the `play XX` texts of those cards, so a legal set turns into its
# actions a suit at a time, in hand order.
_SUIT_PLAYS = tuple(tuple(tuple("play " + CARD_STR[c] for c in cards) for cards in by_bits)
                    for by_bits in SUIT_CARDS)
# The two events of every card and trick, as lazy_event() makes them but without its partial() (~1%).
_told = tuple.__new__
# A set of cards of one suit -> its `play XX` texts, as above.
_ONE_SUIT_PLAYS = {bits << 8 * suit: _SUIT_PLAYS[suit][bits] for suit in range(4) for bits in range(1, 256)}
# (card,) for each card, made once: a card joins a trick as trick + _ALONE[card].
_ALONE = tuple((c,) for c in DECK)
# One slot, replaced whole (so threads cannot mix it up): (state, answer) of the last question.
# legal_actions() and then apply() ask it about the same immutable state, so the answer is reused.
_memo: list = [(None, None)]


def play_context(s: State) -> tuple[int, str]:
    """§5.2 for the seat to move: its legal cards (a set, cards.BIT) and the reason (tricks.REASON_RULE)."""
    last, answer = _memo[0]
    if last is s:
        return answer
    answer = _context(s)
    _memo[0] = (s, answer)
    return answer


def _context(s: State) -> tuple[int, str]:
    """play_context without the memo."""
    seat, trick = s.turn, s.trick
    if not trick:
        return s.hands[seat], "lead"  # R-PLAY-1: any lead is legal (under every variant)
    trump = None if s.trump < 0 else s.trump
    opts = _OPTS.get(s.variants) or _OPTS.setdefault(s.variants, play_rules(s.variants))
    if opts is DEFAULT:
        return plain_legal(s.hands[seat], trick, trump)
    return legal_mask(s.hands[seat], trick, trump, opts, *_variant_facts(s, seat, opts, trump))


_OPTS: dict[frozenset, PlayRules] = {}  # the variants of a game -> their PlayRules (a handful of entries)


def _variant_facts(s: State, seat: int, opts: PlayRules,
                   trump: Optional[int]) -> tuple[bool, Optional[int], bool]:
    """What V-PARTNER-EXEMPT and V-CALL-SK ask of the position: (partner_winning, called, called_first)."""
    hand, trick = s.hands[seat], s.trick
    partner_winning = False
    if opts.partner_exempt:
        partner_winning = knows_ally(s, seat, (s.leader + winner_index(trick, trump)) % 4)
    called, first = None, False
    if opts.call_sk and s.contract == "rufen" and seat == s.partner and hand & BIT[s.called]:
        called = s.called
        cs = s.called >> 3
        first = trick[0] >> 3 == cs and not any(t[1][0] >> 3 == cs for t in s.tricks)
    return partner_winning, called, first


def play_actions(s: State) -> list[str]:
    """Every `play XX` now legal (and `raise` while V-SPR-UNTIL-TRICK1 keeps the window open)."""
    answer = _context(s)  # a new state each time in play; play_card() then finds it in the memo
    _memo[0] = (s, answer)
    legal = answer[0]
    one = _ONE_SUIT_PLAYS.get(legal)  # most legal sets lie in one suit: following, heading, trumping
    if one is not None:
        out = [*one]
    else:
        e, l, h, sc = _SUIT_PLAYS
        out = [*e[legal & 255], *l[legal >> 8 & 255], *h[legal >> 16 & 255], *sc[legal >> 24]]
    if not s.tricks and "V-SPR-UNTIL-TRICK1" in s.variants and can_raise(s, s.turn):
        out.append("raise")
    return out


_REFUSAL = {"head": ("R-PLAY-3", "must-head"), "trump": ("R-PLAY-4", "must-trump"),
            "over-trump": ("R-PLAY-4", "must-over-trump"), "under-trump": ("R-PLAY-4", "must-under-trump"),
            "called-sau": ("V-CALL-SK", "called-sau-play")}


def _play_data(s: State, card: int) -> dict:
    """The explanation of a `play` event: the card, the legal set and its reason (for its LazyEvent)."""
    legal, reason = play_context(s)
    trick = s.trick
    return {"seat": s.turn, "card": CARD_STR[card], "legal": cards_str(cards_of(legal)), "reason": reason,
            "led": SUITS[trick[0] >> 3] if trick else None, "trump": SUITS[s.trump] if s.trump >= 0 else None,
            "trick_no": len(s.tricks) + 1}


def play_card(s: State, card: int) -> tuple[State, tuple[Event, ...]]:
    """The seat to move plays a card (refused, saying why, unless legal now: R-PLAY-1..5), then the trick
    is completed if it is the fourth; the events come as a tuple."""
    last, answer = _memo[0]  # play_context(s), inlined: after legal_actions() the memo has the answer
    legal, reason = answer if last is s else play_context(s)
    if not legal & BIT[card]:
        trick = s.trick
        _refuse(s, s.turn, card, legal, reason, SUITS[trick[0] >> 3] if trick else None,
                SUITS[s.trump] if s.trump >= 0 else None)
    # The event's rule depends on the reason; its other data is read lazily.
    ev = _told(LazyEvent, (GAME, REASON_RULE[reason], "play", _play_data, s, card))
    if card == s.called:
        seat, events = s.turn, [ev]
        s = reveal_if_known(replace(s, public_side=s.public_side[:seat] + (DECLARERS,)
                                    + s.public_side[seat + 1:]), events, "play")
    else:
        events = None
    seat, trick = s.turn, s.trick + _ALONE[card]
    hands = list(s.hands)
    hands[seat] ^= BIT[card]
    if len(trick) == 4:
        return _gather(s, tuple(hands), trick, [ev] if events is None else events)
    after = make(s[:_TURN] + ((seat + 1) % 4, tuple(hands), trick))
    return after, ((ev,) if events is None else tuple(events))


def _refuse(s: State, seat: int, card: int, legal: int, reason: str, led: Optional[str],
            trump: Optional[str]) -> NoReturn:
    """Raise the IllegalAction that explains why this card may not be played now."""
    hand = s.hands[seat]
    if not hand & BIT[card]:
        raise IllegalAction(GAME, "R-PLAY-1", "not-in-hand", {"seat": seat, "card": card_str(card),
                                                              "hand": cards_str(cards_of(hand))})
    data = {"seat": seat, "card": card_str(card), "legal": cards_str(cards_of(legal)), "led": led,
            "trump": trump}
    if led is not None and card >> 3 != s.trick[0] >> 3 and hand & SUIT_MASK[s.trick[0] >> 3]:
        raise IllegalAction(GAME, "R-PLAY-2", "must-follow", data)
    rule, kind = _REFUSAL.get(reason, ("V-CALL-SK", "called-sau-keep"))
    raise IllegalAction(GAME, rule, kind, data)


def _matzl_counts(s: State) -> bool:
    """R-MATZL-1 / A18: the Matzl rule applies with trumps, and in Trumpf-Durch unless V-MATZL-NO-DURCH."""
    if s.trump < 0:
        return False
    return not (s.contract == "trumpf-durch" and "V-MATZL-NO-DURCH" in s.variants)


def _gather(s: State, hands: tuple[int, ...], trick: tuple[int, ...],
            events: list[Event]) -> tuple[State, tuple[Event, ...]]:
    """R-TRICK-1: the fourth card is down (`s`: the state before it; `hands`: the hands after it); its
    highest trump, else its highest card of the led suit, wins the trick."""
    trump, leader = s.trump, s.leader
    trump = None if trump < 0 else trump
    wi = winner_index(trick, trump)
    winner = (leader + wi) % 4
    tricks = s.tricks + ((leader, trick, winner),)
    n = len(tricks)
    events.append(_told(LazyEvent, (GAME, "R-TRICK-1", "trick-won", _trick_data, leader, trick, trump, wi,
                                    n)))
    caught = None
    if trump is not None and trump * 8 + 1 in trick:  # the Matzl, matzl_of(trump), fell in this trick
        caught = _matzl(s, trick, trump, winner, events)
    if caught is None:
        after = make(s[:_LEADER] + (winner, tricks, winner, hands, ()))
    else:
        after = make(s[:_MATZL] + (caught, winner, s.claimed, winner, tricks, winner, hands, ()))
    if n == 8:
        events.append(_LAST_TRICK[winner])  # R-DECK-5
        return end_of_play(after, events)
    if winner != s.declarer and s.contract in DURCHS and "V-DURCH-STOP" in s.variants:
        events.append(event("V-DURCH-STOP", "durch-stopped", seat=winner, declarer=s.declarer, trick_no=n))
        return end_of_play(after, events)
    return after, tuple(events)


# R-DECK-5: the last trick's bonus, by the seat that won it.
_LAST_TRICK = tuple(fixed_event("R-DECK-5", "last-trick", seat=x, bonus=LAST_TRICK_BONUS) for x in range(4))


def _matzl(s: State, trick: tuple[int, ...], trump: int, winner: int, events: list[Event]) -> Optional[str]:
    """R-MATZL-1: the trump Ten fell in this trick (won by `winner`; `s`: the state before its last card):
    caught if the other side won it (the side that caught it is returned), else kept (None)."""
    if not _matzl_counts(s):
        return None
    owner = (s.leader + trick.index(matzl_of(trump))) % 4
    won_by = side(s, winner)
    if side(s, owner) != won_by:
        events.append(_MATZL_CAUGHT[trump][owner][winner][won_by])
        return SIDE_NAME[won_by]
    events.append(_MATZL_KEPT[trump][owner][winner])
    return None


# R-MATZL-1: [trump][owner][winner] -> the Matzl kept, and [...][winning side] -> the Matzl caught.
_MATZL_KEPT = tuple(tuple(tuple(fixed_event("R-MATZL-1", "matzl-kept", seat=winner, owner=owner,
                                            card=CARD_STR[matzl_of(trump)]) for winner in range(4))
                          for owner in range(4)) for trump in range(4))
_MATZL_CAUGHT = tuple(tuple(tuple(tuple(fixed_event("R-MATZL-1", "matzl-caught", seat=winner, owner=owner,
                                                    card=CARD_STR[matzl_of(trump)], side=SIDE_NAME[won_by])
                                        for won_by in (DEFENDERS, DECLARERS))  # 0, 1
                                  for winner in range(4)) for owner in range(4)) for trump in range(4))


def _trick_data(leader: int, trick: tuple[int, ...], trump: Optional[int], wi: int, n: int) -> dict:
    """The explanation of a `trick-won` event: who won trick n with which card, and why (LazyEvent data)."""
    best, led = trick[wi], trick[0] >> 3
    why = "suit" if trump is None or best >> 3 != trump else ("trump-led" if led == trump else "trumped")
    return {"seat": (leader + wi) % 4, "card": CARD_STR[best], "cards": cards_str(trick), "leader": leader,
            "points": sum([CARD_POINTS[c] for c in trick]), "why": why, "led": SUITS[led], "trick_no": n}


def tally(s: State) -> tuple[int, int]:
    """R-SCORE-1: (declaring side's card points incl. the last-trick 10, its tricks)."""
    pts = tricks = 0
    declarer, partner, points = s.declarer, s.partner, CARD_POINTS
    for _, (a, b, c, d), winner in s.tricks:
        if winner == declarer or winner == partner:  # side(s, winner) == DECLARERS, inlined
            tricks += 1
            pts += points[a] + points[b] + points[c] + points[d]
    if len(s.tricks) == 8 and s.tricks[-1][2] in (declarer, partner):  # R-DECK-5: the last trick's 10
        pts += LAST_TRICK_BONUS
    return pts, tricks


def end_of_play(s: State, events: list[Event]) -> tuple[State, tuple[Event, ...]]:
    """The cards are counted; the catching side may claim its Matzl bonus (R-MATZL-3)."""
    pts, tricks = tally(s)
    events.append(lazy_event((GAME, "R-SCORE-1", "deal-points", _points_data, s, pts, tricks)))
    val = value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, False, s.variants)
    if s.matzl and s.matzl == val.winners and "V-MATZL-AUTO" not in s.variants:
        events.append(event("R-MATZL-3", "claim-offer", seat=s.matzl_seat, side=s.matzl))
        return replace(s, phase="claim", turn=s.matzl_seat), tuple(events)
    return finish(s, events, val)


def _points_data(s: State, pts: int, tricks: int) -> dict:
    """The explanation of a `deal-points` event: both sides' points and tricks (for its LazyEvent)."""
    return {"decl_points": pts, "def_points": 130 - pts if len(s.tricks) == 8 else None,
            "decl_tricks": tricks, "def_tricks": len(s.tricks) - tricks, "declarer": s.declarer,
            "partner": s.partner if s.partner >= 0 else None, "contract": s.contract}


def apply_claim(s: State, claim: bool) -> tuple[State, tuple[Event, ...]]:
    """R-MATZL-3: the catching side claims (+1) or waives its bonus."""
    events = [event("R-MATZL-3", "claim" if claim else "waive", seat=s.turn, side=s.matzl)]
    s = replace(s, claimed=int(claim))
    pts, tricks = tally(s)
    return finish(s, events, value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, claim,
                                      s.variants))


def finish(s: State, events: list[Event], val: Value) -> tuple[State, tuple[Event, ...]]:
    """§7.2 the value `val` step by step, §7.3 settlement, then the next deal (R-SEAT-4) or the end."""
    for rule, kind, data in val.steps:
        events.append(new_event((GAME, rule, kind, data)))
    deltas = settle(s.contract, s.declarer, s.partner if s.partner >= 0 else None, val.value, s.variants)
    scores = tuple(map(add, s.scores, deltas))
    rule = "V-SOLO-FLAT" if s.contract != "rufen" and "V-SOLO-FLAT" in s.variants else "R-SETTLE-1"
    events.append(lazy_event((GAME, rule, "settlement", _settlement_data, s, val, deltas, scores)))
    history = s.history + (deltas,)
    if s.deal_no + 1 < s.deals:
        nxt = (s.dealer + 1) % 4
        events.append(event("R-SEAT-4", "next-deal", deal=s.deal_no + 2, deals=s.deals, dealer=nxt))
        nxt_state = begin_deal(replace(s, scores=scores, history=history, deal_no=s.deal_no + 1), nxt)
        return nxt_state, tuple(events)
    events.append(lazy_event((GAME, "R-SETTLE-1", "series-over", _series_data, scores, s.deals)))
    fields = list(s)
    fields[_SCORES], fields[_HISTORY], fields[_PHASE], fields[_TURN] = scores, history, "over", -1
    return make(fields), tuple(events)


def _settlement_data(s: State, val: Value, deltas: tuple[int, ...], scores: tuple[int, ...]) -> dict:
    """The explanation of a `settlement` event: what each seat gets and why (for its LazyEvent)."""
    return {"deltas": list(deltas), "scores": list(scores), "value": abs(val.value), "winners": val.winners,
            "contract": s.contract, "declarer": s.declarer, "partner": s.partner if s.partner >= 0 else None}


def _series_data(scores: tuple[int, ...], deals: int) -> dict:
    """The explanation of the `series-over` event: the final scores and the seats with the most."""
    top = max(scores)
    return {"scores": list(scores), "winners": [x for x in range(4) if scores[x] == top], "deals": deals}
