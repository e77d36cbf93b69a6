"""What a learner might try that the rules refuse (Rules.plausible_actions): a few tries per position, each the
classic mistake of its phase, so the rule demos (tutor.demos) find every refusal without trying everything."""
from __future__ import annotations

from . import variants as V
from .cards import KIND, PIPE, SAND, SPECIAL, WATER, WATERSUIT, can_throw, mud_info, mud_points
from .cards import WATERSUIT_LIMIT
from .mud import pipe_blocked
from .notation import fmt_complete, fmt_pipe, fmt_swap, fmt_throw, fmt_watersuit
from .state import DEFEND, RACE, TURN, MatschigState

State = MatschigState


def _turn(s: State) -> list[str]:
    """M6: a pass (or a swap) while able to throw; M8: a throw at oneself or of two waters; A2: a swap without it."""
    seat, hand = s.active, s.hands[s.active]
    if not can_throw(hand):
        return [fmt_swap(hand[:3])] if V.SWAP3_OFF in s.variants and len(hand) >= 3 else []
    waters = [c for c in hand if KIND[c] == WATER]
    sands = [c for c in hand if KIND[c] == SAND]
    tries = ["pass", fmt_throw((waters[0], sands[0]), seat)]
    if not s.variants & {V.VOLUNTARY_SWAP, V.SWAP3_OFF} and len(hand) >= 3:
        tries.append(fmt_swap(hand[:3]))
    if len(waters) > 1 and V.MULTI_CARD_THROW not in s.variants:
        tries.append(fmt_throw((waters[0], waters[1], sands[0]), (seat + 1) % s.players))
    return tries


def _race(s: State) -> list[str]:
    """M15: completing at oneself; A7: at the target under MUST_REDIRECT; M12: with a card that does not fit."""
    seat = s.queue[0]
    hand = s.hands[seat]
    need = mud_info(s.mud)[2]
    tries = []
    if need is not None and need in hand:
        tries.append(fmt_complete(need, seat))
        if V.MUST_REDIRECT in s.variants:
            tries.append(fmt_complete(need, s.target))
    wrong = next((c for c in hand if need is not None and KIND[c] == KIND[need] and c != need), None)
    if wrong is not None:
        tries.append(fmt_complete(wrong, (seat + 1) % s.players))
    return tries


def _defence(s: State) -> list[str]:
    """M19: two special cards at once; M19a, A8: a pipe at oneself or on a perfect mud; M19d, A9: a water suit
    over 13, or on part of the mud when it is all or nothing."""
    seat = s.target
    hand = s.hands[seat]
    specials = list(dict.fromkeys(c for c in hand if KIND[c] == SPECIAL))
    tries = []
    plain = [c for c in specials if c != PIPE]
    if len(plain) > 1:
        tries.append(f"{plain[0]} {plain[1]}")
    if PIPE in specials:
        tries.append(fmt_pipe(seat))
        if pipe_blocked(s):
            tries.append(fmt_pipe((seat + 1) % s.players))
    if WATERSUIT in specials:
        if mud_points(s.mud) > WATERSUIT_LIMIT:
            tries.append(fmt_watersuit(s.mud))
        if V.WATERSUIT_ALL_OR_NOTHING in s.variants and len(s.mud) > 1:
            tries.append(fmt_watersuit(s.mud[:1]))
    return tries


def plausible_actions(s: State) -> list[str]:
    """A few actions a learner might try at s, legal or not (the legal ones are tried by the search anyway)."""
    if s.phase == TURN:
        return _turn(s)
    if s.phase == RACE:
        return _race(s)
    if s.phase == DEFEND:
        return _defence(s)
    return []
