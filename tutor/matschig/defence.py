"""Umbrella groups (M18) and water-suit choices (M19d): checking and listing them."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Iterable

from ..core.errors import IllegalAction
from .cards import IS_MUD, KIND, UMBRELLA, VALUE, WATERSUIT_LIMIT, sort_cards
from .notation import fmt_umbrellas, fmt_watersuit

GAME = "matschig"
Group = tuple[tuple[str, ...], str]  # (umbrellas, the mud card they guard)


def _refuse(rule: str, kind: str, **data: object) -> IllegalAction:
    return IllegalAction(GAME, rule, kind, data)


def check_groups(mud: tuple[str, ...], hand: Iterable[str], groups: tuple[Group, ...]
                 ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Validate an umbrella defence (M18): return (stopped, taken, umbrellas used) or refuse.

    Each group guards one mud card and must add up to at least its value; a group may hold more
    umbrellas than it needs, and each umbrella is one card, in one group only.
    """
    if not groups:
        raise _refuse("M18", "no-umbrellas")
    guarded: Counter = Counter()
    for umbrellas, card in groups:
        for u in umbrellas:
            if KIND[u] != UMBRELLA:
                raise _refuse("M18", "not-an-umbrella", card=u)
        if card not in mud:
            raise _refuse("M18", "card-not-in-mud", card=card, mud=list(mud))
        guarded[card] += 1
        if guarded[card] > mud.count(card):
            raise _refuse("M18", "card-guarded-twice", card=card)
        total = sum(VALUE[u] for u in umbrellas)
        if total < VALUE[card]:  # M18: values are never partly reduced
            raise _refuse("M18", "group-too-small", umbrellas=list(umbrellas), sum=total,
                          card=card, value=VALUE[card])
    have = Counter(c for c in hand if KIND[c] == UMBRELLA)
    need = Counter(u for umbrellas, _ in groups for u in umbrellas)
    for u in sort_cards(need):
        if need[u] <= have[u]:
            continue
        in_groups = sum(1 for umbrellas, _ in groups if u in umbrellas)
        if have[u] and in_groups > 1:  # M18: one umbrella guards one mud card
            raise _refuse("M18", "umbrella-used-twice", card=u, held=have[u], groups=in_groups)
        raise _refuse("M18", "umbrella-not-in-hand", card=u, held=have[u], needed=need[u],
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


def sub_multisets(items: tuple[str, ...]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every distinct sub-multiset of items (equal items next to each other), with what is left:
    [(chosen, rest), ...], the empty choice first."""
    out: list[tuple[tuple[str, ...], tuple[str, ...]]] = [((), ())]
    i = 0
    while i < len(items):
        j = i
        while j < len(items) and items[j] == items[i]:
            j += 1
        copies = j - i  # choose 0 to `copies` of this item
        out = [(chosen + (items[i],) * m, rest + (items[i],) * (copies - m))
               for chosen, rest in out for m in range(copies + 1)]
        i = j
    return out


# A contained memo: legal_actions, the defence text and the hint all ask for the same list, and a
# hand of many umbrellas against a 3-card mud has thousands of defences.
@lru_cache(maxsize=1024)
def umbrella_actions(mud: tuple[str, ...], umbrellas: tuple[str, ...]) -> tuple[str, ...]:
    """Every canonical umbrella defence of this mud with these umbrellas (M18), sorted: each mud
    card is left unguarded or gets a group of the umbrellas still unused that reaches its value."""
    cards = sort_cards(c for c in mud if IS_MUD[c])
    texts: set[str] = set()

    def walk(i: int, left: tuple[str, ...], groups: tuple[Group, ...]) -> None:
        if i == len(cards):
            if groups:
                texts.add(fmt_umbrellas(groups))
            return
        walk(i + 1, left, groups)  # card i taken
        for chosen, rest in sub_multisets(left):
            if chosen and sum(VALUE[u] for u in chosen) >= VALUE[cards[i]]:
                walk(i + 1, rest, groups + ((chosen, cards[i]),))

    walk(0, sort_cards(umbrellas), ())
    return tuple(sorted(texts))


def check_watersuit(mud: tuple[str, ...], chosen: tuple[str, ...], all_or_nothing: bool
                    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Validate a water-suit choice (M19d, A9): return (stopped, taken) or refuse."""
    total = sum(VALUE[c] for c in mud)
    if not chosen:
        raise _refuse("M19d", "watersuit-choose", mud=list(mud), total=total)
    left = list(mud)
    for c in chosen:
        if c not in left:
            raise _refuse("M19d", "watersuit-not-in-mud", card=c, mud=list(mud))
        left.remove(c)
    stopped_sum = sum(VALUE[c] for c in chosen)
    if stopped_sum > WATERSUIT_LIMIT:
        raise _refuse("M19d", "watersuit-over-13", cards=list(chosen), sum=stopped_sum)
    if all_or_nothing and left:  # A9 WATERSUIT_ALL_OR_NOTHING
        raise _refuse("A9", "watersuit-all-or-nothing", mud=list(mud), total=total)
    return tuple(chosen), tuple(left)


def watersuit_actions(mud: tuple[str, ...], all_or_nothing: bool) -> list[str]:
    """Every canonical water-suit defence of this mud (M19d), sorted."""
    found = set()
    for r in range(1, len(mud) + 1):
        if all_or_nothing and r != len(mud):
            continue
        for combo in combinations(mud, r):
            if sum(VALUE[c] for c in combo) <= WATERSUIT_LIMIT:
                found.add(fmt_watersuit(combo))
    return sorted(found)
