"""conceal: a position as one seat knows it, with everything that seat cannot see re-dealt, for the
non-interference tests of tutor.core.testing (check_game(..., conceal=conceal))."""
from __future__ import annotations

import random
from typing import Optional, Sequence

from . import deal
from .cards import cards_of, mask_of
from .snapshot import check_snapshot, read, snapshot
from .state import State, forehand_of, partner_known
from .tricks import plain_legal

TRIES = 400  # re-deals tried before the position itself is given back


def conceal(position: dict, seat: int, rng: random.Random) -> dict:
    """The position as `seat` knows it, with everything else re-dealt: the cards it cannot see go among the
    other hands (same counts; before the cut, among the deck places that reach neither it nor the turn-up),
    keeping what the table knows (the turn-up in the dealer's hand, the called card with a known partner).
    Tries until the rules can reach the result (a re-deal must fit every card played so far), else gives the
    position itself. For non-interference tests (tutor.core.testing.check_game)."""
    s = read(position)
    if s.phase == "cut":
        return _conceal_deck(s, seat, rng)
    others = [x for x in range(4) if x != seat]
    known = 0
    if s.turned >= 0:
        known |= 1 << s.turned  # R-DEAL-3: everyone knows the dealer holds it
    if s.called >= 0 and partner_known(s):
        known |= 1 << s.called  # R-CALL-3: the partner is public
    loose = {x: [c for c in cards_of(s.hands[x] & ~known)] for x in others}
    cards = [c for x in others for c in loose[x]]
    allowed = {x: _could_hold(s, x) for x in others}
    for _ in range(TRIES):
        dealt = _redeal(cards, {x: len(loose[x]) for x in others}, allowed, rng)
        if dealt is None:
            continue
        hands = list(s.hands)
        for x in others:
            hands[x] = (s.hands[x] & known) | mask_of(dealt[x])
        candidate = snapshot(s._replace(hands=tuple(hands), partner=_holder(s, hands)))
        try:
            check_snapshot(candidate)
        except ValueError:
            continue
        return candidate
    return dict(position)


def _holder(s: State, hands: Sequence[int]) -> int:
    """The seat holding the called card after a re-deal, the partner (R-CALL-2); as before if it was played."""
    if s.called < 0:
        return s.partner
    return next((x for x in range(4) if hands[x] >> s.called & 1), s.partner)


def _could_hold(s: State, x: int) -> int:
    """The cards seat x could hold now without making one of its earlier plays illegal under the default
    compulsions (R-PLAY-2..4): a filter that makes a fitting re-deal likely (check_snapshot decides)."""
    played: list[tuple[int, tuple[int, ...]]] = []  # (card, the trick before it) of each play by x
    for leader, cards, _ in [*s.tricks, (s.leader, s.trick, -1)]:
        for i, c in enumerate(cards):
            if (leader + i) % 4 == x:
                played.append((c, tuple(cards[:i])))
    trump = s.trump if s.trump >= 0 else None
    ok = 0
    for c in range(32):
        fits = True
        for k, (card, before) in enumerate(played):
            later = mask_of(p for p, _ in played[k:])  # x held this card and all it played afterwards
            if before and not plain_legal(later | 1 << c, before, trump)[0] >> card & 1:
                fits = False
                break
        if fits:
            ok |= 1 << c
    return ok


def _redeal(cards: list[int], counts: dict[int, int], allowed: dict[int, int],
            rng: random.Random) -> Optional[dict[int, list[int]]]:
    """A random deal of `cards`, counts[x] to each seat x, each card to a seat allowed to hold it; None if
    this random order got stuck."""
    left = dict(counts)
    out: dict[int, list[int]] = {x: [] for x in counts}
    order = list(cards)
    rng.shuffle(order)
    order.sort(key=lambda c: sum(1 for x in counts if allowed[x] >> c & 1))  # the most constrained first
    for c in order:
        seats = [x for x in counts if left[x] and allowed[x] >> c & 1]
        if not seats:
            return None
        x = rng.choice(seats)
        out[x].append(c)
        left[x] -= 1
    return out


def _conceal_deck(s: State, seat: int, rng: random.Random) -> dict:
    """Before the cut: shuffle the deck places that reach neither `seat` (in a 4 + 4 or an 8 deal) nor the
    turn-up, which everyone sees."""
    fh = forehand_of(s.dealer)
    keep = {p for packet in (4, 8) for p in deal.FROM_FOREHAND[packet][(seat - fh) % 4]}
    keep.add(deal.TURN_UP_POSITION)
    places = [p for p in range(32) if p not in keep]
    cards = [s.deck[p] for p in places]
    rng.shuffle(cards)
    deck = list(s.deck)
    for p, c in zip(places, cards):
        deck[p] = c
    return snapshot(s._replace(deck=tuple(deck)))
