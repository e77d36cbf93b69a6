"""Umbrella groups (M18) and water-suit choices (M19d): checking and enumerating them."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Iterable

from ..core.errors import IllegalAction
from .cards import IS_MUD, KIND, ORDER, UMBRELLA, VALUE, WATERSUIT_LIMIT, remove, sort_cards
from .notation import fmt_watersuit

GAME = "matschig"
Group = tuple[tuple[str, ...], str]


def _refuse(rule: str, kind: str, **data) -> IllegalAction:
    return IllegalAction(GAME, rule, kind, data)


def check_groups(mud: tuple[str, ...], hand: Iterable[str], groups: tuple[Group, ...]
                 ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Validate an umbrella defence (M18): return (stopped, taken, umbrellas used) or refuse.

    Engine reading: a group may not hold a superfluous umbrella (one the group reaches the
    card's value without); the list of legal actions stays small and nothing is lost.
    """
    if not groups:
        raise _refuse("M18", "no-umbrellas")
    used: list[str] = []
    guarded: dict[str, int] = {}
    for umbrellas, card in groups:
        for u in umbrellas:
            if KIND[u] != UMBRELLA:
                raise _refuse("M18", "not-an-umbrella", card=u)
        if card not in mud:
            raise _refuse("M18", "card-not-in-mud", card=card, mud=list(mud))
        guarded[card] = guarded.get(card, 0) + 1
        if guarded[card] > mud.count(card):
            raise _refuse("M18", "card-guarded-twice", card=card)
        total = sum(VALUE[u] for u in umbrellas)
        if total < VALUE[card]:  # M18: values are never partly reduced
            raise _refuse("M18", "group-too-small", umbrellas=list(umbrellas), sum=total,
                          card=card, value=VALUE[card])
        if len(umbrellas) > 1 and total - min(VALUE[u] for u in umbrellas) >= VALUE[card]:
            raise _refuse("M18", "umbrella-superfluous", umbrellas=list(umbrellas), card=card,
                          value=VALUE[card], spare=min(umbrellas, key=VALUE.__getitem__))
        used.extend(umbrellas)
    if remove(hand, used) is None:  # cheap multiset check; only a refusal counts the copies
        have = Counter(c for c in hand if KIND[c] == UMBRELLA)
        need = Counter(used)
        missing = [u for u in need if need[u] > have[u]]
        raise _refuse("M18", "umbrella-not-in-hand", cards=sorted(missing),
                      hand=list(sort_cards(have.elements())))
    return split_groups(mud, groups)


def split_groups(mud: tuple[str, ...], groups: tuple[Group, ...]
                 ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(stopped, taken, umbrellas used) of umbrella groups already known to be valid (M18)."""
    taken = list(mud)
    used: list[str] = []
    for umbrellas, card in groups:
        taken.remove(card)
        used.extend(umbrellas)
    stopped = tuple(card for _, card in groups)
    return stopped, tuple(taken), tuple(used)


# a card is worth at most 7 (M18): no group needs to grow past that
_MOST = 7


@lru_cache(maxsize=8192)
def _groups_by_need(values: tuple[int, ...]
                    ) -> tuple[tuple[tuple[str, tuple[int, ...]], ...], ...]:
    """Each group of umbrella `values` (sorted high to low) with no superfluous member (M18), by
    the card value it stops: [need] holds (its text up to the '>', e.g. 'U3+U2', the values left).

    Keyed by values alone (no card names), so every mud card shares the entry; one walk serves
    all seven needs, as the same hands meet muds of every value.
    """
    by_need: list[tuple[tuple[str, tuple[int, ...]], ...]] = [()] * (_MOST + 1)
    # A group taken high to low has no superfluous member exactly when its last (smallest)
    # umbrella makes it reach the need: so group g + [v] stops the needs above sum(g) up to
    # sum(g) + v, and only groups still short of the highest need grow on.
    # Short groups: (index to go on from, their text so far, the values passed over, their sum).
    short: list[tuple[int, str, tuple[int, ...], int]] = [(0, "", (), 0)]
    while short:
        start, text, passed, total = short.pop()
        tried = None
        for i in range(start, len(values)):
            v = values[i]
            if v == tried:  # an equal umbrella in the same place gives the same group
                continue
            tried = v
            group = f"{text}+U{v}" if text else f"U{v}"
            skipped = passed + values[start:i]
            entry = ((group, skipped + values[i + 1:]),)
            reach = total + v
            for need in range(total + 1, min(reach, _MOST) + 1):
                by_need[need] += entry
            if reach < _MOST:
                short.append((i + 1, group, skipped, reach))
    return tuple(by_need)


@lru_cache(maxsize=65536)
def umbrella_actions(mud: tuple[str, ...], umbrellas: tuple[str, ...]) -> tuple[str, ...]:
    """Every canonical umbrella defence of this mud with these umbrellas (M18), sorted."""
    if not umbrellas:
        return ()
    # a miss here (a few dozen a game while the cache is young) is the cost that counts, so even
    # its sorting comes from the small caches below: muds and umbrella sets recur far more often
    # than the two together. No second cache by sorted mud: it hit for about one miss in twenty.
    cards = _group_order(mud)
    values = _values_high_to_low(umbrellas)
    texts: list[str] = []
    if len(cards) == 2 and cards[0] != cards[1]:  # the usual mud, one water and one sand (M8):
        # each card alone, then both, with what the first card's group left
        first, second = cards
        by_need = _groups_by_need(values)
        need = VALUE[second]
        for group, left in by_need[VALUE[first]]:
            guard = f"umbrellas {group}>{first}"
            texts.append(guard)
            for other, _ in _groups_by_need(left)[need]:  # both cards guarded
                texts.append(f"{guard} {other}>{second}")
        for group, _ in by_need[need]:
            texts.append(f"umbrellas {group}>{second}")
        texts.sort()
        return tuple(texts)
    # card by card (in group order), every partial defence: (its text, umbrellas left, the group
    # that guards the card just seen, e.g. 'U3+U2'); the first guards nothing, every later one
    # adds a group to an earlier one. Copies of one mud card are guarded first copy first, with
    # groups in fmt_umbrellas' order (of 'U3+U2>S5' texts: the same as 'U3+U2>'), so each defence
    # is reached exactly once.
    partial: list[tuple[str, tuple[int, ...], str]] = [("umbrellas", values, "")]
    fresh = 0  # partial[fresh:] guard the card just seen
    seen = None
    last_card = len(cards) - 1
    for i, card in enumerate(cards):
        need = VALUE[card]
        if card == seen:
            grown = []
            for text, left, last in partial[fresh:]:
                for group, rest in _groups_by_need(left)[need]:
                    if group + ">" >= last + ">":
                        grown.append((f"{text} {group}>{card}", rest, group))
        elif i == last_card:  # the texts alone: no defence grows from these
            for text, left, _ in partial:
                for group, _ in _groups_by_need(left)[need]:
                    texts.append(f"{text} {group}>{card}")
            break
        else:
            grown = []
            for text, left, _ in partial:
                for group, rest in _groups_by_need(left)[need]:
                    grown.append((f"{text} {group}>{card}", rest, group))
        for text, _, _ in grown:
            texts.append(text)
        fresh = len(partial)
        partial += grown
        seen = card
    texts.sort()
    return tuple(texts)


@lru_cache(maxsize=4096)
def _group_order(mud: tuple[str, ...]) -> tuple[str, ...]:
    """The mud cards of a mud in group order (card order)."""
    return tuple(sorted([c for c in mud if IS_MUD[c]], key=ORDER.__getitem__))


@lru_cache(maxsize=4096)
def _values_high_to_low(umbrellas: tuple[str, ...]) -> tuple[int, ...]:
    """The values of some umbrellas, high to low."""
    return tuple(sorted([VALUE[u] for u in umbrellas], reverse=True))


def check_watersuit(mud: tuple[str, ...], chosen: tuple[str, ...], all_or_nothing: bool
                    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Validate a water-suit choice (M19d, A9): return (stopped, taken) or refuse.

    An empty choice means "the whole mud".
    """
    total = sum(VALUE[c] for c in mud)
    if not chosen:
        if total > WATERSUIT_LIMIT:
            raise _refuse("M19d", "watersuit-choose", mud=list(mud), total=total)
        chosen = mud
    left = list(mud)
    for c in chosen:
        if c not in left:
            raise _refuse("M19d", "watersuit-not-in-mud", card=c, mud=list(mud))
        left.remove(c)
    stopped_sum = sum(VALUE[c] for c in chosen)
    if stopped_sum > WATERSUIT_LIMIT:
        raise _refuse("M19d", "watersuit-over-13", cards=list(chosen), sum=stopped_sum)
    if all_or_nothing and left:  # A9 WATERSUIT_ALL_OR_NOTHING
        raise _refuse("M19d", "watersuit-all-or-nothing", mud=list(mud), total=total)
    return tuple(chosen), tuple(left)


@lru_cache(maxsize=2048)
def watersuit_actions(mud: tuple[str, ...], all_or_nothing: bool) -> tuple[str, ...]:
    """Every canonical water-suit defence of this mud (M19d), sorted."""
    found = set()
    for r in range(1, len(mud) + 1):
        if all_or_nothing and r != len(mud):
            continue
        for combo in combinations(mud, r):
            if sum(VALUE[c] for c in combo) <= WATERSUIT_LIMIT:
                found.add(fmt_watersuit(combo))
    return tuple(sorted(found))
