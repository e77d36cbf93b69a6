"""Hints: a good action for the seat to move and why, worked out from that seat's view alone.

A defence is scored exactly: the one that leaves the target's mud pile with the
smallest score under M26, ties to fewer cards spent (then to the smaller value taken, umbrellas
before special cards, and the cheaper umbrellas). Elsewhere the plan is simple and said in the hint:
- on your turn, throw a perfect mud if you can (nobody can complete it and take it over: M10), else
  the pair with the smallest gap, at the player with the fewest points;
  if you cannot throw, swap your three lowest mud cards (M7), or pass;
- in a race, complete when the mud flies at you or at anyone but the leader, and send it at the
  leader (M15); otherwise, or without the card, decline.
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple, Optional, Sequence

from ..core import i18n
from ..core.rules import Hint
from .cards import (BLOWER, FLAMETHROWER, KIND, MACHINEGUN, PIPE, SAND, VALUE, WATER,
                    WATERSUIT, completing, missing_type, sort_cards)
from .defence import split_groups, umbrella_actions, watersuit_actions
from .notation import fmt_complete, fmt_pipe, fmt_throw, parse_action, parse_seat
from .scoring import score_pile

GAME = "matschig"
# ties between defences that leave the same score with as many cards: the ordinary cards first,
# then the special cards from the narrowest to the most useful
_RANK = {"accept": 0, "umbrellas": 0, BLOWER: 1, FLAMETHROWER: 1, WATERSUIT: 2, PIPE: 3,
         MACHINEGUN: 4}


class Outcome(NamedTuple):
    """What one defence does for its target: the mud cards it takes now, the cards it spends
    from the hand, and the score of its mud pile after it (M26)."""

    action: str
    kind: str                 # "accept", "umbrellas" or the special card
    taken: tuple[str, ...]
    spent: tuple[str, ...]
    score: int


def outcome(mud: Sequence[str], pile: Sequence[str], action: str) -> Outcome:
    """The outcome of one legal defence of `mud` by a target whose mud pile is `pile`."""
    mud = tuple(mud)
    parsed = parse_action(action)
    taken: tuple[str, ...]
    spent: tuple[str, ...]
    if parsed[0] == "accept":  # M17
        kind, taken, spent = "accept", mud, ()
    else:
        groups, specials, _, suit = parsed[1:]
        if groups:  # M18
            _, taken, used = split_groups(mud, groups)
            kind, spent = "umbrellas", tuple(used)
        else:
            kind = specials[0]
            spent = (kind,)
            if kind == BLOWER:  # M19b: the target takes the water
                taken = tuple(c for c in mud if KIND[c] == WATER)
            elif kind == FLAMETHROWER:  # M19c: the target takes the sand
                taken = tuple(c for c in mud if KIND[c] == SAND)
            elif kind == WATERSUIT:  # M19d: the target takes what the suit does not stop
                left = list(mud)
                for c in suit:
                    left.remove(c)
                taken = tuple(left)
            else:  # M19a, M19e: the pipe sends it on, the machine gun discards it
                taken = ()
    return Outcome(action, kind, taken, spent, score_pile(tuple(pile) + taken)[0])


def preference(o: Outcome) -> tuple:
    """The sort key of defences, best first: the smallest score (M26), then fewer cards spent;
    then the smaller value taken (a pile of one type counts its values once it is mixed), then
    ordinary cards before special ones, and the cheaper umbrellas."""
    return (o.score, len(o.spent), sum(VALUE[c] for c in o.taken), _RANK[o.kind],
            sum(VALUE[c] for c in o.spent), o.action)


def best_defence(mud: Sequence[str], pile: Sequence[str], actions: Sequence[str]) -> Outcome:
    """The best of some legal defences (see preference)."""
    return min((outcome(mud, pile, a) for a in actions), key=preference)


def defence_summary(mud: tuple[str, ...], pile: tuple[str, ...], umbrellas: tuple[str, ...],
                    specials: tuple[str, ...], pipe_blocked: bool, all_or_nothing: bool
                    ) -> list[dict]:
    """Each kind of defence a hand allows, with its best choice and the score it leaves (M16-M19):
    [{"kind", "action" (None: no choice of that kind works, or for the pipe any target), "taken",
    "score"}, ...]."""
    rows = [_row("accept", outcome(mud, pile, "accept"))]
    if umbrellas:
        rows.append(_row("umbrellas", _best(mud, pile, umbrella_actions(mud, umbrellas))))
    for special in specials:
        if special == PIPE:
            if not pipe_blocked:  # A8
                rows.append(_row(PIPE, outcome(mud, pile, fmt_pipe(0)), any_target=True))
        elif special == WATERSUIT:
            rows.append(_row(WATERSUIT, _best(mud, pile, watersuit_actions(mud, all_or_nothing))))
        else:
            rows.append(_row(special, outcome(mud, pile, special)))
    return rows


def _best(mud: tuple[str, ...], pile: tuple[str, ...], actions: Sequence[str]
          ) -> Optional[Outcome]:
    return best_defence(mud, pile, actions) if actions else None


def _row(kind: str, o: Optional[Outcome], any_target: bool = False) -> dict:
    """One kind of defence: its best action, what that choice stops (umbrella groups [[umbrellas, card],
    ...] or the water suit's cards; None when nothing of that kind works), what it takes and the score."""
    if o is None:
        return {"kind": kind, "action": None, "best": None, "taken": None, "score": None}
    best: Optional[list] = []
    parsed = parse_action(o.action)
    if kind == "umbrellas":
        best = [[list(us), c] for us, c in parsed[1]]
    elif kind == WATERSUIT:
        best = list(parsed[4])
    return {"kind": kind, "action": None if any_target else o.action, "best": best, "taken": list(o.taken),
            "score": o.score}


# -- the plan for the seat to move ------------------------------------------------------------------
def standing(seen: Mapping[str, Any], seat: int) -> int:
    """A seat's points so far as everyone sees them: its total plus its mud pile now (M26)."""
    return seen["totals"][seat] + score_pile(seen["piles"][seat])[0]


def by_standing(seen: Mapping[str, Any], me: int) -> list[int]:
    """The other seats, the one with the fewest points (the leader) first; ties in seat order."""
    return sorted((q for q in range(seen["players"]) if q != me), key=lambda q: (standing(seen, q), q))


Plan = tuple[str, str, dict, tuple[str, ...]]  # (action, hint kind, its data, rule IDs)


def plan(seen: Mapping[str, Any], legal: Sequence[str]) -> Plan:
    """What the seat to move should do, from its view (seen) and its legal actions alone."""
    phase = seen["phase"]
    if phase == "turn":
        return _turn_plan(seen, legal)
    if phase == "race":
        return _race_plan(seen, legal)
    return _defence_plan(seen, legal)


def _turn_plan(seen: Mapping[str, Any], legal: Sequence[str]) -> Plan:
    me = seen["to_move"]
    hand = seen["hands"][me]
    throws = [a for a in legal if a.startswith("throw ")]
    if throws:  # M6: a player who can throw must
        def gap(action: str) -> tuple:
            cards = parse_action(action)[1]
            w = sum(VALUE[c] for c in cards if KIND[c] == WATER)
            sd = sum(VALUE[c] for c in cards if KIND[c] == SAND)
            return (abs(w - sd), -(w + sd), cards)
        mud = min(gap(a) for a in throws)[2]
        target = next(q for q in by_standing(seen, me) if fmt_throw(mud, q) in throws)
        action = fmt_throw(mud, target)
        perfect = _perfect(mud)
        data = {"action": action, "cards": list(mud), "target": target, "card": completing(mud),
                "points": standing(seen, target)}
        if perfect:  # M9, M10: nobody can complete it, so nobody can send it on
            return action, "hint-throw-perfect", data, ("M8", "M10")
        return action, "hint-throw", data, ("M8", "M12")
    missing = missing_type(hand)
    mud_cards = sorted((c for c in hand if KIND[c] in (WATER, SAND)), key=lambda c: (VALUE[c], c))
    if len(mud_cards) >= 3:
        swap = "swap " + " ".join(sort_cards(mud_cards[:3]))
        if swap in legal:  # M7: three new cards may bring the missing type
            return swap, "hint-swap", {"action": swap, "cards": list(sort_cards(mud_cards[:3])),
                                       "missing": missing}, ("M6", "M7")
    return "pass", "hint-pass", {"action": "pass", "missing": missing,
                                 "swap": any(a.startswith("swap ") for a in legal)}, ("M6", "M7")


def _perfect(mud: Sequence[str]) -> bool:
    w = sum(VALUE[c] for c in mud if KIND[c] == WATER)
    return w == sum(VALUE[c] for c in mud if KIND[c] == SAND)


def _race_plan(seen: Mapping[str, Any], legal: Sequence[str]) -> Plan:
    me = seen["to_move"]
    card = seen["completing_card"]
    target = seen["target"]
    completes = [a for a in legal if a.startswith("complete ")]
    if not completes:  # M12: without the card a seat can only decline
        return "decline", "hint-decline-no-card", {"action": "decline", "card": card}, ("M12", "M14")
    order = by_standing(seen, me)
    leader = order[0]
    if target == me or target != leader:
        to = next(q for q in order if fmt_complete(card, q) in completes)
        action = fmt_complete(card, to)
        return action, "hint-complete", {"action": action, "card": card, "target": to,
                                         "was_mine": target == me,
                                         "points": standing(seen, to)}, ("M13", "M15")
    return "decline", "hint-decline", {"action": "decline", "card": card, "target": target,
                                       "points": standing(seen, target)}, ("M14",)


def _defence_plan(seen: Mapping[str, Any], legal: Sequence[str]) -> Plan:
    me = seen["to_move"]
    mud, pile = tuple(seen["mud"]), tuple(seen["piles"][me])
    options = [outcome(mud, pile, a) for a in legal]
    best = min(options, key=preference)
    if best.kind == PIPE:  # any pipe scores the same: send it at the leader
        order = by_standing(seen, me)
        to = next(q for q in order if fmt_pipe(q) in legal)
        best = best._replace(action=fmt_pipe(to))
    accept = next(o for o in options if o.kind == "accept")
    tie = any(o.score == best.score and len(o.spent) > len(best.spent) for o in options)
    parsed = parse_action(best.action)
    data = {"action": best.action, "kind": best.kind, "cards": list(mud), "taken": list(best.taken),
            "stopped": _stopped(mud, best), "spent": list(best.spent),
            "groups": [[list(us), c] for us, c in parsed[1]] if best.kind == "umbrellas" else [],
            "before": score_pile(pile)[0], "score": best.score, "accept": accept.score,
            "tie": tie, "target": parse_seat(best.action.split()[-1]) if best.kind == PIPE else None}
    return best.action, "hint-defend", data, ("M26", _DEFENCE_RULE[best.kind])


_DEFENCE_RULE = {"accept": "M17", "umbrellas": "M18", PIPE: "M19a", BLOWER: "M19b",
                 FLAMETHROWER: "M19c", WATERSUIT: "M19d", MACHINEGUN: "M19e"}


def _stopped(mud: tuple[str, ...], o: Outcome) -> list[str]:
    """The mud cards a defence keeps off the target (not those a pipe sends on)."""
    if o.kind in ("accept", PIPE):
        return []
    left = list(mud)
    for c in o.taken:
        left.remove(c)
    return left


def render_plan(kind: str, data: Mapping[str, Any], lang: str = "en") -> str:
    """A plan's hint kind and data told in lang."""
    return i18n.render(GAME, kind, data, lang)


def hint(seen: Mapping[str, Any], legal: Sequence[str], lang: str = "en") -> Hint:
    """The plan told in lang, with its rule IDs."""
    action, kind, data, rules = plan(seen, legal)
    return Hint(action, render_plan(kind, data, lang), rules)
