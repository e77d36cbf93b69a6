"""Trick play (R-PLAY-*, R-TRICK-1), the Matzl (R-MATZL-*), the deal's end and its settlement."""
from __future__ import annotations

from typing import NoReturn, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from .cards import (BIT, CARD_POINTS, CARD_STR, DEAL_POINTS, LAST_TRICK_BONUS, SUIT_MASK, SUITS, card_str,
                    cards_of, cards_str, matzl_of, suit)
from .deal import begin_deal
from .raises import can_raise, reveal_if_known
from .scoring import DURCHS, Value, settle, value_of
from .state import DECLARERS, GAME, SIDE_NAME, UNKNOWN, State, event, knows_ally, knows_sides, side
from .tricks import REASON_RULE, PlayRules, legal_mask, play_rules, winner_index

# The compulsions that R-PLAY-6 keeps even when your partner is winning the trick (V-PARTNER-EXEMPT would
# lift them): heading, trumping, over-trumping and trumping low.
COMPULSIONS = ("head", "trump", "over-trump", "under-trump")


def play_context(s: State) -> tuple[int, str]:
    """§5.2 for the seat to move: its legal cards (a set, cards.BIT) and the reason (tricks.REASON_RULE)."""
    seat, trick = s.turn, s.trick
    if not trick:
        return s.hands[seat], "lead"  # R-PLAY-1: any lead is legal (under every variant)
    trump = None if s.trump < 0 else s.trump
    opts = play_rules(s.variants)
    return legal_mask(s.hands[seat], trick, trump, opts, *_variant_facts(s, seat, opts, trump))


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
        cs = suit(s.called)
        first = suit(trick[0]) == cs and not any(suit(t[1][0]) == cs for t in s.tricks)
    return partner_winning, called, first


def play_actions(s: State) -> list[str]:
    """Every `play XX` now legal (and `raise` while V-SPR-UNTIL-TRICK1 keeps the window open)."""
    out = ["play " + CARD_STR[c] for c in cards_of(play_context(s)[0])]
    if not s.tricks and "V-SPR-UNTIL-TRICK1" in s.variants and can_raise(s, s.turn):
        out.append("raise")
    return out


_REFUSAL = {"head": ("R-PLAY-3", "must-head"), "trump": ("R-PLAY-4", "must-trump"),
            "over-trump": ("R-PLAY-4", "must-over-trump"), "under-trump": ("R-PLAY-4", "must-under-trump"),
            "called-sau": ("V-CALL-SK", "called-sau-play")}


def partner_forced(s: State, legal: int, reason: str) -> Optional[int]:
    """R-PLAY-6: the partner (true side) who is winning the trick, if a compulsion still forces the seat to
    move to play a card it could otherwise keep (V-PARTNER-EXEMPT's set is larger); else None."""
    seat, trick = s.turn, s.trick
    if not trick or reason not in COMPULSIONS:
        return None
    winning = (s.leader + winner_index(trick, None if s.trump < 0 else s.trump)) % 4
    if side(s, winning) != side(s, seat):
        return None
    hand = s.hands[seat]
    exempt = hand & SUIT_MASK[suit(trick[0])] or hand  # follow suit, or anything when void
    return winning if legal != exempt else None


# Under these variants a player's own knowledge (its trumps, its partner) can decide which rule let a card
# through, so the table reads the card only by how it was played.
_LENIENT = frozenset({"V-UT-FREE", "V-PARTNER-EXEMPT"})
_HOW_RULE = {"lead": "R-PLAY-1", "follow": "R-PLAY-2", "trump": "R-PLAY-4", "discard": "R-PLAY-2"}
# Under the other rules the card and the trick show which compulsion applied: the reason's reading.
_REASON_HOW = {"lead": "lead", "head": "head", "follow": "follow", "follow-trumped": "follow-trumped",
               "trump": "trump", "over-trump": "over-trump", "under-trump": "under-trump",
               "free": "discard-no-trump", "called-sau": "follow"}


def table_reading(s: State, card: int, reason: str) -> tuple[str, str]:
    """How the table sees a card played by the seat to move, and the rule it can tell from that alone.

    how: "lead"; "follow", "head" (following and beating the best card), "follow-trumped"; "trump",
    "over-trump", "under-trump" (not following, a trump); "discard-no-trump" (neither the led suit nor a
    trump) or "discard" (not the led suit; a trump lead, Durch, or a lenient variant). Under the default
    compulsions the card and the trick decide which one applied, so everyone can tell the reason's rule
    (REASON_RULE); under the _LENIENT variants a player's hidden trumps or partner may have, so the table
    reads only how the card was played (_HOW_RULE)."""
    trick, trump = s.trick, s.trump if s.trump >= 0 else None
    if _LENIENT & s.variants:
        how = ("lead" if not trick else "follow" if suit(card) == suit(trick[0]) else
               "trump" if suit(card) == trump else "discard")
        return how, _HOW_RULE[how]
    how = _REASON_HOW[reason]
    if how == "discard-no-trump" and (trump is None or suit(trick[0]) == trump):
        how = "discard"  # with no trumps, or to a trump lead, "no such suit" says it all
    return how, REASON_RULE[reason]


def play_card(s: State, card: int) -> tuple[State, list[Event]]:
    """The seat to move plays a card (refused, saying why, unless legal now: R-PLAY-1..6), then the trick
    is completed if it is the fourth."""
    seat, trick = s.turn, s.trick
    legal, reason = play_context(s)
    trump = SUITS[s.trump] if s.trump >= 0 else None
    led = SUITS[suit(trick[0])] if trick else None
    if not legal & BIT[card]:
        _refuse(s, seat, card, legal, reason, led, trump)
    ally = partner_forced(s, legal, reason)
    how, rule = table_reading(s, card, reason)
    # The event's rule is what the whole table can tell (see table_reading); the reason, the legal cards
    # and R-PLAY-6 are in its data, told to the player itself (redact.py) and to the projector.
    events = [event(rule, "play", seat=seat, card=CARD_STR[card], legal=cards_str(cards_of(legal)),
                    reason=reason, led=led, trump=trump, trick_no=len(s.tricks) + 1, how=how,
                    partner_winning=ally, partner_known=ally is not None and knows_ally(s, seat, ally))]
    if card == s.called:  # R-CALL-3: the called card shows the partner
        s, revealed = reveal_if_known(
            s._replace(public_side=s.public_side[:seat] + (DECLARERS,) + s.public_side[seat + 1:]), "play")
        events += revealed
    hands = list(s.hands)
    hands[seat] ^= BIT[card]
    trick = trick + (card,)
    if len(trick) == 4:
        return _gather(s, tuple(hands), trick, events)
    return s._replace(turn=(seat + 1) % 4, hands=tuple(hands), trick=trick), events


def _refuse(s: State, seat: int, card: int, legal: int, reason: str, led: Optional[str],
            trump: Optional[str]) -> NoReturn:
    """Raise the IllegalAction that explains why this card may not be played now."""
    hand = s.hands[seat]
    if not hand & BIT[card]:
        raise IllegalAction(GAME, "R-PLAY-1", "not-in-hand", {"seat": seat, "card": card_str(card),
                                                              "hand": cards_str(cards_of(hand))})
    data = {"seat": seat, "card": card_str(card), "legal": cards_str(cards_of(legal)), "led": led,
            "trump": trump}
    if led is not None and suit(card) != suit(s.trick[0]) and hand & SUIT_MASK[suit(s.trick[0])]:
        raise IllegalAction(GAME, "R-PLAY-2", "must-follow", data)
    rule, kind = _REFUSAL.get(reason, ("V-CALL-SK", "called-sau-keep"))
    if reason == "head" and _trumped(s) and "V-HEAD-LITERAL" in s.variants:
        rule, data["literal"] = "V-HEAD-LITERAL", True  # heading a trumped trick: only this variant asks it
    ally = partner_forced(s, legal, reason)
    if ally is not None and knows_ally(s, seat, ally):  # R-PLAY-6, told only to a player who knows it
        rule, data["partner"] = "R-PLAY-6", ally
    raise IllegalAction(GAME, rule, kind, data)


def _trumped(s: State) -> bool:
    """True if a trump is winning the current trick and the led suit is not trumps."""
    if s.trump < 0 or not s.trick or suit(s.trick[0]) == s.trump:
        return False
    return suit(s.trick[winner_index(s.trick, s.trump)]) == s.trump


def _matzl_counts(s: State) -> bool:
    """R-MATZL-1 / A18: the Matzl rule applies with trumps, and in Trumpf-Durch unless V-MATZL-NO-DURCH."""
    if s.trump < 0:
        return False
    return not (s.contract == "trumpf-durch" and "V-MATZL-NO-DURCH" in s.variants)


def _gather(s: State, hands: tuple[int, ...], trick: tuple[int, ...],
            events: list[Event]) -> tuple[State, list[Event]]:
    """R-TRICK-1: the fourth card is down (`s`: the state before it; `hands`: the hands after it); its
    highest trump, else its highest card of the led suit, wins the trick."""
    leader = s.leader
    trump = None if s.trump < 0 else s.trump
    wi = winner_index(trick, trump)
    winner = (leader + wi) % 4
    tricks = s.tricks + ((leader, trick, winner),)
    n = len(tricks)
    events.append(event("R-TRICK-1", "trick-won", **_trick_data(leader, trick, trump, wi, n)))
    after = s._replace(leader=winner, tricks=tricks, turn=winner, hands=hands, trick=())
    if trump is not None and matzl_of(trump) in trick:
        caught = _matzl(s, trick, trump, winner, events)
        if caught is not None:
            after = after._replace(matzl=caught, matzl_seat=winner)
    if n == 8:
        events.append(event("R-DECK-5", "last-trick", seat=winner, bonus=LAST_TRICK_BONUS))
        return end_of_play(after, events)
    if winner != s.declarer and s.contract in DURCHS and "V-DURCH-STOP" in s.variants:
        events.append(event("V-DURCH-STOP", "durch-stopped", seat=winner, declarer=s.declarer, trick_no=n))
        return end_of_play(after, events)
    return after, events


def _matzl(s: State, trick: tuple[int, ...], trump: int, winner: int, events: list[Event]) -> Optional[str]:
    """R-MATZL-1: the trump Ten fell in this trick (won by `winner`; `s`: the state before its last card):
    caught if the other side won it (the side that caught it is returned), else kept (None).

    While a Rufen partner is hidden the sides of the owner and the winner may not be public: the event keeps
    the seats that know both (`knowers`; a seat that wins its own Ten knows it was never caught) so the
    redactor tells the others only that the Ten fell; the side shows when the partner is revealed."""
    if not _matzl_counts(s):
        return None
    owner = (s.leader + trick.index(matzl_of(trump))) % 4
    won_by = side(s, winner)
    knowers = [x for x in range(4)  # a seat that wins its own Ten keeps it: everyone can tell that
               if owner == winner or (_knows_side(s, x, owner) and _knows_side(s, x, winner))]
    data = {"seat": winner, "owner": owner, "card": CARD_STR[matzl_of(trump)], "knowers": knowers}
    if side(s, owner) != won_by:
        events.append(event("R-MATZL-1", "matzl-caught", side=SIDE_NAME[won_by], **data))
        return SIDE_NAME[won_by]
    events.append(event("R-MATZL-1", "matzl-kept", **data))
    return None


def _knows_side(s: State, seat: int, other: int) -> bool:
    """True if `seat` knows the side of `other`: its own, a public one, or any once it knows every side."""
    return other == seat or s.public_side[other] != UNKNOWN or knows_sides(s, seat)


def _trick_data(leader: int, trick: tuple[int, ...], trump: Optional[int], wi: int, n: int) -> dict:
    """The explanation of a `trick-won` event: who won trick n with which card, and why."""
    best, led = trick[wi], suit(trick[0])
    why = "suit" if trump is None or suit(best) != trump else ("trump-led" if led == trump else "trumped")
    return {"seat": (leader + wi) % 4, "card": CARD_STR[best], "cards": cards_str(trick), "leader": leader,
            "points": sum(CARD_POINTS[c] for c in trick), "why": why, "led": SUITS[led], "trick_no": n}


def tally(s: State) -> tuple[int, int]:
    """R-SCORE-1: (declaring side's card points incl. the last-trick 10, its tricks)."""
    pts = tricks = 0
    for _, cards, winner in s.tricks:
        if side(s, winner) == DECLARERS:
            tricks += 1
            pts += sum(CARD_POINTS[c] for c in cards)
    if len(s.tricks) == 8 and side(s, s.tricks[-1][2]) == DECLARERS:  # R-DECK-5: the last trick's 10
        pts += LAST_TRICK_BONUS
    return pts, tricks


def end_of_play(s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """The cards are counted (R-SCORE-1) and the deal's result told; a side that caught the Matzl and won
    is then offered its bonus (R-MATZL-3), else the deal is settled."""
    pts, tricks = tally(s)
    events.append(event("R-SCORE-1", "deal-points", **_points_data(s, pts, tricks)))
    val = value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, False, s.variants)
    if s.matzl and s.matzl == val.winners and "V-MATZL-AUTO" not in s.variants:
        # The result and the value so far come first; the bonus step (the last) waits for the answer.
        told = len(val.steps) - 1
        events.extend(event(rule, kind, **data) for rule, kind, data in val.steps[:told])
        events.append(event("R-MATZL-3", "claim-offer", seat=s.matzl_seat, side=s.matzl, value=abs(val.value)))
        return s._replace(phase="claim", turn=s.matzl_seat), events
    return finish(s, events, val)


def _points_data(s: State, pts: int, tricks: int) -> dict:
    """The explanation of a `deal-points` event: both sides' points and tricks."""
    return {"decl_points": pts, "def_points": DEAL_POINTS - pts if len(s.tricks) == 8 else None,
            "decl_tricks": tricks, "def_tricks": len(s.tricks) - tricks, "declarer": s.declarer,
            "partner": s.partner if s.partner >= 0 else None, "contract": s.contract}


def apply_claim(s: State, claim: bool) -> tuple[State, list[Event]]:
    """R-MATZL-3: the catching side claims (+1) or waives its bonus; the deal is then settled."""
    events = [event("R-MATZL-3", "claim" if claim else "waive", seat=s.turn, side=s.matzl)]
    s = s._replace(claimed=int(claim))
    pts, tricks = tally(s)
    val = value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, claim, s.variants)
    return finish(s, events, val, told=len(val.steps) - 1)


def finish(s: State, events: list[Event], val: Value, told: int = 0) -> tuple[State, list[Event]]:
    """§7.2 the value `val` step by step (from step `told` on: the earlier ones were told already), §7.3
    the settlement, then the next deal (R-SEAT-4) or the end of the series."""
    events.extend(event(rule, kind, **data) for rule, kind, data in val.steps[told:])
    deltas = settle(s.contract, s.declarer, s.partner if s.partner >= 0 else None, val.value, s.variants)
    scores = tuple(a + b for a, b in zip(s.scores, deltas))
    flat = s.contract != "rufen" and "V-SOLO-FLAT" in s.variants
    events.append(event("V-SOLO-FLAT" if flat else "R-SETTLE-1", "settlement", deltas=list(deltas),
                        scores=list(scores), value=abs(val.value), winners=val.winners, contract=s.contract,
                        declarer=s.declarer, partner=s.partner if s.partner >= 0 else None, flat=flat))
    history = s.history + (deltas,)
    if s.deal_no + 1 < s.deals:
        nxt = (s.dealer + 1) % 4
        events.append(event("R-SEAT-4", "next-deal", deal=s.deal_no + 2, deals=s.deals, dealer=nxt))
        return begin_deal(s._replace(scores=scores, history=history, deal_no=s.deal_no + 1), nxt), events
    top = max(scores)
    events.append(event("R-SETTLE-1", "series-over", scores=list(scores),
                        winners=[x for x in range(4) if scores[x] == top], deals=s.deals))
    return s._replace(scores=scores, history=history, phase="over", turn=-1), events
