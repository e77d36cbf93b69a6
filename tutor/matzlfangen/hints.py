"""The bot's plan for the seat to move, and the hint that tells it (R-... named).

plan(state) reads only what the seat to move may know: its own hand, its own side (the hidden Rufen partner
knows it holds the called card) and the public table (turn-up, bids, contract, trump, call, raises, public
sides, tricks). It never looks at another hand, so a hint reveals nothing (see tests: hints agree across
positions that differ only in cards the seat cannot see). HintBot (core.bots) plays the same plan."""
from __future__ import annotations

from typing import Any, NamedTuple, Optional

from ..core import i18n
from ..core.rules import Hint
from . import hint_texts  # noqa: F401  (registers the hint texts this module renders)
from .auction import bid_actions, call_actions, trump_actions
from .cards import CARD_INDEX, CARD_POINTS, CARD_STR, SUITS, cards_of, matzl_of, sau_of, strength, suit
from .deal import cut_actions
from .play import partner_forced, play_context
from .raises import raise_actions
from .state import DECLARERS, GAME, State, forehand, knows_ally, partner_known, side
from .tricks import REASON_RULE, winner_index

STRONG_TRUMPS = 4  # raise with this many trumps including the trump Sau
SOLO_LENGTH = 5    # bid a solo with this many cards of one suit
FREE = ("lead", "free", "free-ut", "free-exempt")  # legal-set reasons that leave every card free


class Plan(NamedTuple):
    """An action and why: (text kind, data) clauses told in order, and the rule IDs behind them."""

    action: str
    clauses: tuple[tuple[str, dict[str, Any]], ...]
    rules: tuple[str, ...]


def hint(s: State, lang: str = "en") -> Hint:
    """Hint(action, text, rules) for the seat to move, told in lang from that seat's view."""
    p = plan(s)
    trump = SUITS[s.trump] if s.trump >= 0 else None
    head = i18n.render(GAME, "hint-action", {"action": p.action, "trump": trump}, lang)
    why = "; ".join(i18n.render(GAME, kind, data, lang) for kind, data in p.clauses)
    return Hint(p.action, f"{head}: {why}.", tuple(dict.fromkeys(p.rules)))


def plan(s: State) -> Plan:
    """The bot's choice for the seat to move, with its reasons."""
    return _PLANNERS[s.phase](s)


def _suit_lengths(hand: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """(count, points, suit) of each suit of a hand, longest (then richest) first."""
    rows = [(sum(1 for c in hand if suit(c) == x), sum(CARD_POINTS[c] for c in hand if suit(c) == x), x)
            for x in range(4)]
    return sorted(rows, key=lambda r: (-r[0], -r[1], r[2]))


def _cut(s: State) -> Plan:
    """R-DEAL-1/4: cut; knocking only changes the packets."""
    if "cut" in cut_actions(s):
        return Plan("cut", (("hint-cut", {}),), ("R-DEAL-1", "R-DEAL-4"))
    return Plan("weiter", (("hint-no-knock", {}),), ("V-KNOCK-ANY",))


def _auction(s: State) -> Plan:
    """R-BID-2: a solo with a long suit (Treiben, or the Neid-Spiel in the turned suit), else weiter."""
    me, legal = s.turn, bid_actions(s)
    n, _, longest = _suit_lengths(cards_of(s.hands[me]))[0]
    letter = SUITS[longest]
    if n >= SOLO_LENGTH:
        for action in ("bid treiben", f"bid treiben {letter}"):
            if action in legal:
                return Plan(action, (("hint-treiben", {"suit": letter, "n": n}),), ("R-BID-2", "R-BID-5",
                                                                                     "R-SCORE-2"))
        if longest == suit(s.turned) and "bid neid" in legal:
            return Plan("bid neid", (("hint-neid", {"suit": letter, "n": n}),), ("R-BID-2", "R-BID-5"))
        return Plan("weiter", (("hint-outbid", {"suit": letter, "n": n}),), ("R-BID-2",))
    if me == forehand(s):
        return Plan("weiter", (("hint-weiter-forehand", {"n": n}),), ("R-BID-3",))
    return Plan("weiter", (("hint-weiter", {"n": n}),), ("R-BID-2",))


def _trump(s: State) -> Plan:
    """R-BID-5: name the longest suit one may name."""
    legal = trump_actions(s)
    for n, _, x in _suit_lengths(cards_of(s.hands[s.turn])):
        if f"trump {SUITS[x]}" in legal:
            return Plan(f"trump {SUITS[x]}", (("hint-trump", {"suit": SUITS[x], "n": n}),), ("R-BID-5",))
    return Plan(legal[0], (("hint-trump", {"suit": legal[0][-1], "n": 0}),), ("R-BID-5",))


def _call(s: State) -> Plan:
    """R-CALL-1/2: call the Sau of the suit one holds most of; without one, the highest card one lacks."""
    hand = cards_of(s.hands[s.turn])
    callable_cards = [CARD_INDEX[a[5:]] for a in call_actions(s)]
    held = {x: sum(1 for c in hand if suit(c) == x) for x in range(4)}
    saus = [c for c in callable_cards if c == sau_of(suit(c))]
    if saus:
        card = max(saus, key=lambda c: (held[suit(c)], -suit(c)))
        return Plan(f"call {CARD_STR[card]}", (("hint-call-sau", {"card": CARD_STR[card], "n": held[suit(card)]}),),
                    ("R-CALL-1", "R-CALL-2"))
    card = max(callable_cards, key=lambda c: (strength(c), held[suit(c)], -suit(c)))
    return Plan(f"call {CARD_STR[card]}", (("hint-call-other", {"card": CARD_STR[card]}),), ("R-CALL-1", "R-CALL-2"))


def _raise(s: State) -> Plan:
    """R-SPR-1/4: raise with a strong hand (4 trumps including the trump Sau) when one's side may."""
    me = s.turn
    if "raise" not in raise_actions(s):
        return Plan("no raise", (("hint-not-your-raise", {"first": not s.raises}),), ("R-SPR-4",))
    hand = cards_of(s.hands[me])
    trumps = [c for c in hand if s.trump >= 0 and suit(c) == s.trump]
    has_sau = s.trump >= 0 and sau_of(s.trump) in hand
    if len(trumps) >= STRONG_TRUMPS and has_sau:
        clauses: list[tuple[str, dict[str, Any]]] = [("hint-raise", {"n": len(trumps)})]
        rules = ["R-SPR-1"]
        if s.contract == "rufen" and me == s.partner and not partner_known(s):
            clauses.append(("hint-reveal", {"declarer": s.declarer}))
            rules.append("R-SPR-4")
        return Plan("raise", tuple(clauses), tuple(rules))
    return Plan("no raise", (("hint-no-raise", {"n": len(trumps), "sau": has_sau, "trumps": s.trump >= 0}),),
                ("R-SPR-1",))


def _claim(s: State) -> Plan:
    """R-MATZL-3: claim the bonus (an unclaimed one is lost)."""
    return Plan("claim", (("hint-claim", {}),), ("R-MATZL-3",))


def _play(s: State) -> Plan:
    """§5.2 and the card plan: lead a Sau or draw trumps, catch the Matzl, give points to a partner who
    wins, win cheaply, else give away the fewest points; the trump Sau waits for the Matzl."""
    me = s.turn
    trump = s.trump if s.trump >= 0 else None
    legal, reason = play_context(s)
    cards = list(cards_of(legal))
    ally = partner_forced(s, legal, reason)
    known_ally = ally if ally is not None and knows_ally(s, me, ally) else None
    rules: list[str] = []
    clauses: list[tuple[str, dict[str, Any]]] = []
    if reason not in FREE:  # a compulsion narrows the choice (R-PLAY-6 first when it is what forces it)
        rules.extend(["R-PLAY-6", REASON_RULE[reason]] if known_ally is not None else [REASON_RULE[reason]])
        clauses.append(("hint-forced" if len(cards) == 1 else "hint-compelled",
                        {"reason": reason, "rule": REASON_RULE[reason], "partner": known_ally}))
    if len(cards) == 1:
        if not clauses:
            clauses.append(("hint-last", {}))
            rules.append("R-PLAY-1")
        caught = _catches_matzl(s, me, cards[0], trump)
        if caught is not None:  # §5.3 example 5: Stichzwang makes you catch the Matzl
            clauses.append(("hint-catch-matzl", caught))
            rules.append("R-MATZL-1")
        return Plan(f"play {CARD_STR[cards[0]]}", tuple(clauses), tuple(rules))
    card, kind, data, why = _choose_card(s, me, cards, trump)
    clauses.append((kind, data))
    rules.extend(why)
    keep = _kept_sau(s, me, trump)
    if keep is not None and keep in cards and card != keep:
        clauses.append(("hint-keep-sau", {"card": CARD_STR[keep], "trump": SUITS[trump or 0]}))
        rules.append("R-MATZL-1")
    return Plan(f"play {CARD_STR[card]}", tuple(clauses), tuple(rules))


def _catches_matzl(s: State, me: int, card: int, trump: Optional[int]) -> Optional[dict[str, Any]]:
    """R-MATZL-1: the clause data if playing `card` (the trump Sau) catches a Matzl in the trick that no
    known ally of the seat played; else None."""
    if trump is None or card != sau_of(trump) or matzl_of(trump) not in s.trick:
        return None
    owner = (s.leader + s.trick.index(matzl_of(trump))) % 4
    return None if knows_ally(s, me, owner) else {"owner": owner, "card": CARD_STR[matzl_of(trump)]}


def _kept_sau(s: State, me: int, trump: Optional[int]) -> Optional[int]:
    """R-MATZL-1: the trump Sau to hold back while the Matzl (the trump Ten) is still out and not one's own."""
    if trump is None:
        return None
    matzl = matzl_of(trump)
    if matzl in s.trick or any(matzl in cards for _, cards, _ in s.tricks) or s.hands[me] >> matzl & 1:
        return None
    return sau_of(trump)


def _choose_card(s: State, me: int, cards: list[int],
                 trump: Optional[int]) -> tuple[int, str, dict[str, Any], tuple[str, ...]]:
    """The card plan among several legal cards: (card, clause kind, clause data, rule IDs)."""
    keep = _kept_sau(s, me, trump)
    pool = [c for c in cards if c != keep] or cards
    matzl = matzl_of(trump) if trump is not None else None
    if not s.trick:
        saus = [c for c in pool if c == sau_of(suit(c)) and suit(c) != trump]
        if saus:
            return saus[0], "hint-lead-sau", {"card": CARD_STR[saus[0]]}, ("R-DECK-3", "R-TRICK-1")
        if side(s, me) == DECLARERS:
            trumps = [c for c in pool if trump is not None and suit(c) == trump and c != matzl]
            if trumps:
                low = min(trumps, key=strength)
                return low, "hint-lead-trump", {"card": CARD_STR[low]}, ("R-PLAY-2",)
        cheap = min(pool, key=lambda c: (CARD_POINTS[c], strength(c)))
        return cheap, "hint-lead-cheap", {"card": CARD_STR[cheap]}, ("R-DECK-4",)
    winner = (s.leader + winner_index(s.trick, trump)) % 4
    caught = None if trump is None or sau_of(trump) not in cards else _catches_matzl(s, me, sau_of(trump), trump)
    if caught is not None and trump is not None:
        return sau_of(trump), "hint-catch-matzl", caught, ("R-MATZL-1",)
    if knows_ally(s, me, winner):
        rich = max(pool, key=lambda c: (CARD_POINTS[c] if c != matzl else -1, -strength(c)))
        return rich, "hint-smear", {"partner": winner}, ("R-DECK-4",)
    winners = [c for c in pool if winner_index(s.trick + (c,), trump) == len(s.trick)]
    if winners:
        best = min(winners, key=lambda c: strength(c) + (10 if trump is not None and suit(c) == trump else 0))
        return best, "hint-win", {}, ("R-TRICK-1",)
    cheap = min(pool, key=lambda c: (CARD_POINTS[c], strength(c)))
    return cheap, "hint-lose", {}, ("R-DECK-4",)


_PLANNERS = {"cut": _cut, "auction": _auction, "trump": _trump, "call": _call, "raise": _raise,
             "play": _play, "claim": _claim}
