"""Muros hints: the placement that most improves the standing of the seat to move, judged from
that seat's view only, and the rules that make it good or forced.

Every legal action is tried on the position as the seat knows it (seen_state) and judged, in order:
1. standing: how the seat would rank if the game ended now (MU24-MU26), against the best rival;
2. a placement before a pass (ALLOW_PASS), unless every placement lowers the standing;
3. threat: the most tokens of the majority colour a rival could take in one move next (MU19);
4. exposure: in phase 1, the tokens of the card's colour left in its line, which whoever faces
   the card in phase 2 may take (MU19);
5. a card from a face-up pile before one from the hand (MU4, MU7: the hand is the seat's alone);
6. "take none" before taking a colour the line does not hold (MU21);
and the first action of legal_actions() among equals. A HintBot (tutor.core.bots) plays the same choice.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Optional

from ..core import Hint
from ..core.i18n import render
from . import hinttexts  # noqa: F401  (registers the hint sentences)
from .board import CARD_COLOURS, CARDS_PER_COLOUR, LINES, LINE_VARIANTS, opposite, push_line, read_line
from .moves import apply, legal_actions
from .notation import Placement, parse, write
from .scoring import ranking_keys, tiers
from .state import HIDDEN_CAPTURES, PHASE1_CARDS, MurosState

TIERS = 4  # at most four colours, so at most four tiers


def seen_state(state: MurosState, seat: int) -> MurosState:
    """The position as `seat` knows it: the other hands re-dealt, in colour order, from the cards it
    cannot see (same sizes, MU3); with HIDDEN_CAPTURES (A10) the others' captures count as none."""
    unseen = [CARDS_PER_COLOUR - state.slots.count(c) - state.piles[i] - state.hands[seat][i]
              for i, c in enumerate(CARD_COLOURS)]
    pool = [i for i, n in enumerate(unseen) for _ in range(n)]
    hands: list[Any] = list(state.hands)
    for s in range(state.players):
        if s != seat:
            size = sum(state.hands[s])
            dealt, pool = pool[:size], pool[size:]
            hands[s] = tuple(dealt.count(i) for i in range(len(CARD_COLOURS)))
    captured: tuple[Any, ...] = state.captured
    if HIDDEN_CAPTURES in state.variants:
        captured = tuple(c if s == seat else (0,) * len(CARD_COLOURS) for s, c in enumerate(captured))
    return state._replace(hands=tuple(hands), captured=captured)


def standing(state: MurosState, seat: int) -> tuple[int, ...]:
    """MU24-MU26 if the game ended now: the seat's captures per tier minus the best rival's, then its own."""
    counts = state.board_counts()
    caps = [dict(zip(CARD_COLOURS, c)) for c in state.captured]
    keys = ranking_keys(counts, caps, state.variants)
    mine = keys[seat]
    rival = max(k for s, k in enumerate(keys) if s != seat)
    pad = (0,) * (TIERS - len(mine))
    return tuple(m - r for m, r in zip(mine, rival)) + pad + mine + pad


def _usable_by_rivals(state: MurosState, seat: int) -> set[str]:
    """Colours a rival may still play, as `seat` sees it: a face-up pile (MU4) or a card it cannot see."""
    out = set()
    for i, c in enumerate(CARD_COLOURS):
        unseen = CARDS_PER_COLOUR - state.slots.count(c) - state.piles[i] - state.hands[seat][i]
        if state.piles[i] or unseen:
            out.add(c)
    return out


def threat(state: MurosState, seat: int) -> int:
    """The most tokens of the majority colour(s) a rival could take in one phase-2 move now (MU19)."""
    if state.turn is None or state.placed < PHASE1_CARDS:
        return 0
    top = set(tiers(state.board_counts())[0])
    usable = _usable_by_rivals(state, seat)
    best = 0
    for a, b in LINES:
        card_a, card_b = state.slot(a), state.slot(b)
        if bool(card_a) == bool(card_b):
            continue
        facing, free = (card_a, b) if card_a else (card_b, a)
        takeable = {c for c in usable if c != facing}           # their own card's colour ...
        if takeable:
            takeable.add(facing)                                # ... or the facing card's
        line = read_line(state.board, free)
        best = max([best] + [line.count(c) for c in takeable & top])
    return best


class Judgement(NamedTuple):
    """One legal action tried on the seat's view, with what the hint weighs."""

    action: str
    placement: Optional[Placement]
    after: MurosState
    standing: tuple[int, ...]
    threat: int
    exposed: int
    taken: int


def judge(seen: MurosState, seat: int, action: str) -> Judgement:
    """Play action on the seen position and measure the result (see the module docstring)."""
    p = parse(action)
    _, after, _ = apply(seen, action)
    exposed = taken = 0
    if p is not None and seen.placed < PHASE1_CARDS:
        exposed = read_line(after.board, p.slot).count(p.colour)
    if p is not None and p.take not in (None, "none"):
        i = CARD_COLOURS.index(p.take)
        taken = after.captured[seat][i] - seen.captured[seat][i]
    return Judgement(action, p, after, standing(after, seat), threat(after, seat), exposed, taken)


def preference(j: Judgement) -> tuple:
    """The order of the module docstring, as one comparable key (higher is better)."""
    p = j.placement
    empty_take = p is not None and p.take not in (None, "none") and j.taken == 0
    return (j.standing, p is not None, -j.threat, -j.exposed, p is not None and p.pile, not empty_take)


def judge_all(state: MurosState) -> tuple[MurosState, list[Judgement]]:
    """The seat to move's view and every legal action judged on it, in legal_actions() order."""
    seat = state.turn
    if seat is None:
        raise ValueError("the game is over, so there is no move to judge")
    seen = seen_state(state, seat)
    return seen, [judge(seen, seat, a) for a in legal_actions(seen)]


def best_action(state: MurosState) -> str:
    """The action the hint recommends (what HINT_BOT plays)."""
    _, judged = judge_all(state)
    return max(judged, key=preference).action


def hint(state: MurosState, lang: str = "en") -> Hint:
    """Hint(action, text, rules) for the seat to move, told from its view only."""
    seen, judged = judge_all(state)
    best = max(judged, key=preference)
    parts = _reasons(seen, best, judged)
    text = " ".join(render("muros", kind, data, lang) for kind, data, _ in parts)
    rules = tuple(dict.fromkeys(r for _, _, rs in parts for r in rs))
    return Hint(best.action, text, rules)


Part = tuple[str, dict[str, Any], tuple[str, ...]]  # (text kind, its data, the rule IDs it names)


def _reasons(seen: MurosState, best: Judgement, judged: list[Judgement]) -> list[Part]:
    """The sentences that explain `best`, each with the rules it rests on."""
    seat, p = seen.turn, best.placement
    assert seat is not None
    if p is None:
        return [("hint-pass", {}, ("MU8", "ALLOW_PASS"))]
    phase1 = seen.placed < PHASE1_CARDS
    parts: list[Part] = [("hint-play", {"state": seen, "action": best.action}, ())]
    if len(judged) == 1:
        parts.append(("hint-only", {}, ("MU9",) if phase1 else ("MU11",)))
    if phase1:
        line = read_line(seen.board, p.slot)
        k, gone = line.count(p.colour), len(push_line(line, p.colour, seen.variants & LINE_VARIANTS)[1])
        parts += [("hint-mu9", {}, ("MU9",)),
                  ("hint-push", {"slot": p.slot, "colour": p.colour, "k": k, "gone": gone}, ("MU13",)),
                  ("hint-exposed", {"slot": p.slot, "colour": p.colour, "exposed": best.exposed}, ("MU19",))]
    else:
        parts += _phase2_reasons(seen, seat, best, judged)
    if p.pile:
        parts.append(("hint-pile", {}, ("MU7",)))
    return parts


def _phase2_reasons(seen: MurosState, seat: int, best: Judgement, judged: list[Judgement]) -> list[Part]:
    p = best.placement
    assert p is not None
    facing = seen.slot(opposite(p.slot))
    parts: list[Part] = []
    top = tiers(best.after.board_counts())[0]
    if p.colour == facing:
        parts.append(("hint-block", {"slot": p.slot, "opposite": opposite(p.slot)}, ("MU18",)))
    elif p.take == "none":
        parts.append(("hint-decline", {}, ("MU20",)))
        for colour in (p.colour, facing):
            other = next(j for j in judged if j.action == write(p._replace(take=colour)))
            if other.standing < best.standing:
                new_top = tiers(other.after.board_counts())[0]
                changed = new_top if new_top != top else []
                parts.append(("hint-decline-why", {"take": colour, "new_top": changed},
                              ("MU24",) if changed else ("MU25",)))
                break
    elif best.taken:
        parts.append(("hint-capture", {"slot": p.slot, "take": p.take, "n": best.taken}, ("MU19",)))
        if p.take not in top:
            parts.append(("hint-tiebreak", {"take": p.take}, ("MU25",)))
    else:
        parts.append(("hint-capture-none", {"slot": p.slot, "take": p.take}, ("MU21",)))
    parts.append(_standing_part(best.after, seat, top))
    before = threat(seen, seat)
    if best.threat < before:
        parts.append(("hint-deny", {"before": before, "after": best.threat}, ("MU19",)))
    return parts


def _standing_part(after: MurosState, seat: int, top: list[str]) -> Part:
    """The majority colour (or tied tier) and the seat's captures of it against the best rival's."""
    caps = [dict(zip(CARD_COLOURS, c)) for c in after.captured]
    keys = ranking_keys(after.board_counts(), caps, after.variants)
    rule = ("MU24",) if len(top) == 1 else ("MU26",)
    data: dict[str, Any] = {"top": top, "mine": keys[seat][0], "rival": None, "rival_seat": None}
    if HIDDEN_CAPTURES not in after.variants:
        rival = max((s for s in range(after.players) if s != seat), key=lambda s: keys[s])
        data.update(rival=keys[rival][0], rival_seat=rival)
    return ("hint-standing", data, rule)
