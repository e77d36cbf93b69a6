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


@lru_cache(maxsize=None)
def _minimal_groups(values: tuple[int, ...], need: int) -> list[tuple[int, ...]]:
    """Sub-multisets of values (sorted desc) with sum >= need and no superfluous member."""
    out = set()
    for r in range(1, len(values) + 1):
        for combo in combinations(values, r):
            total = sum(combo)
            if total >= need and (r == 1 or total - min(combo) < need):
                out.add(combo)
    return sorted(out)


@lru_cache(maxsize=None)
def _group_text(combo: tuple[int, ...], card: str) -> str:
    return "+".join(f"U{v}" for v in combo) + ">" + card  # combo is sorted high to low


@lru_cache(maxsize=65536)
def umbrella_actions(mud: tuple[str, ...], umbrellas: tuple[str, ...]) -> tuple[str, ...]:
    """Every canonical umbrella defence of this mud with these umbrellas (M18), sorted."""
    values = tuple(sorted((VALUE[u] for u in umbrellas), reverse=True))
    if not values:
        return ()
    cards = tuple(sorted((c for c in mud if IS_MUD[c]), key=ORDER.__getitem__))  # group order
    return _umbrella_texts(cards, values)


# keyed by what the answer depends on (the mud's cards sorted, the umbrella values), so a mud met
# in another order (a completion appends its card) shares the entry of its sorted form
@lru_cache(maxsize=65536)
def _umbrella_texts(cards: tuple[str, ...], values: tuple[int, ...]) -> tuple[str, ...]:
    repeated = len(set(cards)) < len(cards)
    found: set[str] = set()
    for parts in _group_choices(cards, values):
        if parts:
            if repeated:  # equal mud cards: order their groups the way fmt_umbrellas does
                parts = sorted(parts, key=lambda p: (ORDER[p.split(">")[1]], p))
            found.add("umbrellas " + " ".join(parts))
    return tuple(sorted(found))


@lru_cache(maxsize=16384)
def _group_choices(cards: tuple[str, ...], values: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """Every way to guard some of `cards` with minimal groups of umbrella `values`, as group texts.

    Recursive on the later cards and cached, so muds that end alike share their sub-answers.
    """
    if not cards:
        return ((),)
    card, later = cards[0], cards[1:]
    out = list(_group_choices(later, values))  # this card left unguarded
    for combo in _minimal_groups(values, VALUE[card]):
        rest = list(values)
        for v in combo:
            rest.remove(v)
        text = _group_text(combo, card)
        out += [(text,) + parts for parts in _group_choices(later, tuple(rest))]
    return tuple(out)


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
