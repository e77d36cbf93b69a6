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
def _minimal_groups(values: tuple[int, ...], need: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Each group of umbrella `values` (sorted high to low) stopping a card worth `need` (M18) with
    no superfluous member: (its text up to the '>', e.g. 'U3+U2', the values left over).

    Keyed by values alone (no card names), so every mud card of that value shares the entry.
    """
    out = []
    # A group taken high to low has no superfluous member exactly when it reaches `need` with its
    # last (smallest) umbrella: so grow groups while they are short and emit each once it reaches.
    # Short groups: (index to go on from, their text so far, indices taken, their sum).
    short: list[tuple[int, str, tuple[int, ...], int]] = [(0, "", (), 0)]
    while short:
        start, text, picked, total = short.pop()
        tried = None
        for i in range(start, len(values)):
            v = values[i]
            if v == tried:  # an equal umbrella in the same place gives the same group
                continue
            tried = v
            group = f"{text}+U{v}" if text else f"U{v}"
            if total + v < need:
                short.append((i + 1, group, picked + (i,), total + v))
            elif picked:
                out.append((group, tuple([w for j, w in enumerate(values)
                                          if j != i and j not in picked])))
            else:  # one umbrella alone (the usual group)
                out.append((group, values[:i] + values[i + 1:]))
    return tuple(out)


@lru_cache(maxsize=65536)
def umbrella_actions(mud: tuple[str, ...], umbrellas: tuple[str, ...]) -> tuple[str, ...]:
    """Every canonical umbrella defence of this mud with these umbrellas (M18), sorted."""
    if not umbrellas:
        return ()
    # a miss here (a few dozen a game while the cache is young) is the cost that counts, so even
    # its sorting comes from the small caches below: muds and umbrella sets recur far more often
    # than the two together
    return _umbrella_texts(_group_order(mud), _values_high_to_low(umbrellas))


@lru_cache(maxsize=4096)
def _group_order(mud: tuple[str, ...]) -> tuple[str, ...]:
    """The mud cards of a mud in group order (card order)."""
    return tuple(sorted([c for c in mud if IS_MUD[c]], key=ORDER.__getitem__))


@lru_cache(maxsize=4096)
def _values_high_to_low(umbrellas: tuple[str, ...]) -> tuple[int, ...]:
    """The values of some umbrellas, high to low."""
    return tuple(sorted([VALUE[u] for u in umbrellas], reverse=True))


# keyed by what the answer depends on (the mud's cards sorted, the umbrella values), so a mud met
# in another order (a completion appends its card) shares the entry of its sorted form
@lru_cache(maxsize=65536)
def _umbrella_texts(cards: tuple[str, ...], values: tuple[int, ...]) -> tuple[str, ...]:
    if len(cards) == 2 and cards[0] != cards[1]:  # the usual mud, one water and one sand (M8):
        # each card alone, then both, with what the first card's group left
        first, second = cards
        need = VALUE[second]
        groups = _minimal_groups(values, VALUE[first])
        texts = [f"umbrellas {group}>{first}" for group, _ in groups]
        texts += [f"umbrellas {group}>{second}" for group, _ in _minimal_groups(values, need)]
        for group, left in groups:  # both cards guarded
            texts += [f"umbrellas {group}>{first} {other}>{second}"
                      for other, _ in _minimal_groups(left, need)]
        texts.sort()
        return tuple(texts)
    # card by card (in group order), every partial defence: (its text, umbrellas left, the group
    # that guards the card just seen, e.g. 'U3+U2'); the first guards nothing, every later one
    # adds a group to an earlier one. Copies of one mud card are guarded first copy first, with
    # groups in fmt_umbrellas' order (of 'U3+U2>S5' texts: the same as 'U3+U2>'), so each defence
    # is reached exactly once.
    partial: list[tuple[str, tuple[int, ...], str]] = [("umbrellas", values, "")]
    texts: list[str] = []
    fresh = 0  # partial[fresh:] guard the card just seen
    seen = None
    last_card = len(cards) - 1
    for i, card in enumerate(cards):
        need = VALUE[card]
        if card == seen:
            extended = [(f"{text} {group}>{card}", rest, group)
                        for text, left, last in partial[fresh:]
                        for group, rest in _minimal_groups(left, need) if group + ">" >= last + ">"]
        elif i == last_card:  # the texts alone: no defence grows from these
            texts += [f"{text} {group}>{card}" for text, left, _ in partial
                      for group, _ in _minimal_groups(left, need)]
            break
        else:
            extended = [(f"{text} {group}>{card}", rest, group) for text, left, _ in partial
                        for group, rest in _minimal_groups(left, need)]
        texts += [text for text, _, _ in extended]
        fresh = len(partial)
        partial += extended
        seen = card
    texts.sort()
    return tuple(texts)


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
