"""Bots: a random player and a rule-aware player; both choose(game_or_state, seat, rng) -> action."""
from __future__ import annotations

import random as _random
from typing import Any, Optional

from .cards import BIT, CARD_INDEX, CARD_POINTS, CARD_STR, cards_of, matzl_of, sau_of, strength
from .rules import RULES
from .state import DEFENDERS, State, forehand, knows_ally, side
from .tricks import winner_index


def _state(game_or_state: Any) -> State:
    return game_or_state if isinstance(game_or_state, State) else game_or_state.state


def choose_random(game_or_state: Any, seat: Optional[int] = None, rng: Any = None) -> str:
    """Any legal action, uniformly at random."""
    rng = rng or _random
    return rng.choice(RULES.legal_actions(_state(game_or_state)))


def _longest_suit(hand: tuple[int, ...]) -> tuple[int, int]:
    """(suit, count) of the suit with most cards, points breaking ties."""
    best = max(range(4), key=lambda s: (sum(1 for c in hand if c >> 3 == s),
                                        sum(CARD_POINTS[c] for c in hand if c >> 3 == s)))
    return best, sum(1 for c in hand if c >> 3 == best)


def choose_rule(game_or_state: Any, seat: Optional[int] = None, rng: Any = None) -> str:
    """A rule-aware choice: Treiben with 5+ trumps, keep the trump Sau for the Matzl, lead strong suits."""
    s = _state(game_or_state)
    rng = rng or _random
    legal = RULES.legal_actions(s)
    me = s.turn
    hand = cards_of(s.hands[me])
    if s.phase == "cut":
        return "cut" if "cut" in legal else legal[-1]
    if s.phase == "auction":
        suit, n = _longest_suit(hand)
        if n >= 5:
            for a in legal:
                if a.startswith("bid treiben") and (a == "bid treiben" or a.endswith(" " + "ELHS"[suit])):
                    return a
        return "weiter"
    if s.phase == "trump":
        suit, _ = _longest_suit(hand)
        want = "trump " + "ELHS"[suit]
        return want if want in legal else legal[0]
    if s.phase == "call":
        saus = [a for a in legal if a.endswith("A")]
        return rng.choice(saus) if saus else legal[0]
    if s.phase == "raise":
        trumps = [c for c in hand if s.trump >= 0 and c >> 3 == s.trump]
        strong = len(trumps) >= 4 and sau_of(s.trump) in trumps if s.trump >= 0 else False
        return "raise" if strong and "raise" in legal else "no raise"
    if s.phase == "claim":
        return "claim"
    cards = [CARD_INDEX[a[5:]] for a in legal if a.startswith("play ")]
    return "play " + CARD_STR[_pick_card(s, me, cards)]


def _pick_card(s: State, me: int, cards: list[int]) -> int:
    """Choose a card among the legal ones (a simple, readable heuristic)."""
    if len(cards) == 1:
        return cards[0]
    trump = s.trump if s.trump >= 0 else None
    ten_out = trump is not None and not any(matzl_of(trump) in t[1] for t in s.tricks) \
        and matzl_of(trump) not in s.trick
    keep = sau_of(trump) if trump is not None and ten_out and not s.hands[me] & BIT[matzl_of(trump)] else None
    pool = [c for c in cards if c != keep] or cards  # keep the trump Sau to catch the Matzl
    if not s.trick:
        plain_saus = [c for c in pool if c == sau_of(c >> 3) and c >> 3 != trump]
        if plain_saus:
            return plain_saus[0]
        if side(s, me) != DEFENDERS or s.contract == "rufen" and me == forehand(s):
            trumps = [c for c in pool if trump is not None and c >> 3 == trump and c != matzl_of(trump)]
            if trumps:
                return min(trumps, key=strength)
        return min(pool, key=lambda c: (CARD_POINTS[c], strength(c)))
    lead = winner_index(s.trick, trump)
    winner = (s.leader + lead) % 4
    if trump is not None and matzl_of(trump) in s.trick and sau_of(trump) in cards \
            and not knows_ally(s, me, (s.leader + s.trick.index(matzl_of(trump))) % 4):
        return sau_of(trump)  # catch the Matzl
    if knows_ally(s, me, winner):
        return max(pool, key=lambda c: (CARD_POINTS[c] if c != matzl_of(trump or 0) or trump is None else -1,
                                        -strength(c)))
    winners = [c for c in pool if winner_index(s.trick + (c,), trump) == len(s.trick)]
    if winners:
        return min(winners, key=lambda c: (strength(c) + (10 if trump is not None and c >> 3 == trump else 0)))
    return min(pool, key=lambda c: (CARD_POINTS[c], strength(c)))


class RandomBot:
    """A bot object wrapping choose_random."""

    def choose(self, game_or_state: Any, seat: Optional[int] = None, rng: Any = None) -> str:
        """A uniformly random legal action."""
        return choose_random(game_or_state, seat, rng)


class RuleBot:
    """A bot object wrapping choose_rule."""

    def choose(self, game_or_state: Any, seat: Optional[int] = None, rng: Any = None) -> str:
        """A rule-aware legal action."""
        return choose_rule(game_or_state, seat, rng)
