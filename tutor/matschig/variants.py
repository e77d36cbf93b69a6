"""Named variants of rules/matschig.md §6 and the combinations that are not defined."""
from __future__ import annotations

from typing import Iterable

from ..core.errors import TutorError

from .deck import DECK_AMIGO_DEFAULT, DECK_FANFOR_1998

# Defaults that may also be named explicitly.
SWAP3_ON_PASS = "SWAP3_ON_PASS"          # A2 (M7) default
RACE_SEAT_ORDER = "RACE_SEAT_ORDER"      # A5 (M14) default
SHORTFALL_ENDS = "SHORTFALL_ENDS"        # A11 (M22) default

MULTI_CARD_THROW = "MULTI_CARD_THROW"                    # A1
SWAP3_OFF = "SWAP3_OFF"                                  # A2
VOLUNTARY_SWAP = "VOLUNTARY_SWAP"                        # A2
TARGET_CANNOT_COMPLETE = "TARGET_CANNOT_COMPLETE"        # A4
THROWER_NEVER_COMPLETES = "THROWER_NEVER_COMPLETES"      # A4
RACE_TARGET_FIRST = "RACE_TARGET_FIRST"                  # A5
RACE_RANDOM = "RACE_RANDOM"                              # A5
RACE_REALTIME = "RACE_REALTIME"                          # A5: refused here (needs a live UI)
COMPLETE_ONLY_AFTER_THROW = "COMPLETE_ONLY_AFTER_THROW"  # A6
MUST_REDIRECT = "MUST_REDIRECT"                          # A7
PERFECT_BLOCKS_PIPE = "PERFECT_BLOCKS_PIPE"              # A8
WATERSUIT_ALL_OR_NOTHING = "WATERSUIT_ALL_OR_NOTHING"    # A9
MG_REDRAW_ON_SPECIAL = "MG_REDRAW_ON_SPECIAL"            # A10
MG_KEEP_DEFENCE_CARD = "MG_KEEP_DEFENCE_CARD"            # A10
PLAY_OUT = "PLAY_OUT"                                    # A11
CLOCKWISE_TURNS = "CLOCKWISE_TURNS"                      # A12
DIRTIEST_STARTS = "DIRTIEST_STARTS"                      # A13
ROUNDS_PER_PLAYER = "ROUNDS_PER_PLAYER"                  # A14
ONE_TYPE_WHOLE_GAME = "ONE_TYPE_WHOLE_GAME"              # A15
TIEBREAK_FEWER_CARDS = "TIEBREAK_FEWER_CARDS"            # A16

# A4: the variants that narrow who may complete
NARROWING: frozenset[str] = frozenset({TARGET_CANNOT_COMPLETE, THROWER_NEVER_COMPLETES})

VARIANTS: frozenset[str] = frozenset({
    SWAP3_ON_PASS, RACE_SEAT_ORDER, SHORTFALL_ENDS, MULTI_CARD_THROW, SWAP3_OFF, VOLUNTARY_SWAP,
    TARGET_CANNOT_COMPLETE, THROWER_NEVER_COMPLETES, RACE_TARGET_FIRST, RACE_RANDOM,
    RACE_REALTIME, COMPLETE_ONLY_AFTER_THROW, MUST_REDIRECT, PERFECT_BLOCKS_PIPE,
    WATERSUIT_ALL_OR_NOTHING, MG_REDRAW_ON_SPECIAL, MG_KEEP_DEFENCE_CARD, PLAY_OUT,
    CLOCKWISE_TURNS, DIRTIEST_STARTS, ROUNDS_PER_PLAYER, ONE_TYPE_WHOLE_GAME,
    TIEBREAK_FEWER_CARDS, DECK_AMIGO_DEFAULT, DECK_FANFOR_1998,
})

# Groups of which at most one may be chosen: alternative readings of the same rule (and under
# ROUNDS_PER_PLAYER each player starts one round, so DIRTIEST_STARTS cannot choose who does).
_EXCLUSIVE = (
    (SWAP3_ON_PASS, SWAP3_OFF),
    (SWAP3_OFF, VOLUNTARY_SWAP),
    (RACE_SEAT_ORDER, RACE_TARGET_FIRST, RACE_RANDOM, RACE_REALTIME),
    (SHORTFALL_ENDS, PLAY_OUT),
    (DECK_AMIGO_DEFAULT, DECK_FANFOR_1998),
    (MG_REDRAW_ON_SPECIAL, MG_KEEP_DEFENCE_CARD),
    (DIRTIEST_STARTS, ROUNDS_PER_PLAYER),
)


# every pair of variants that cannot be chosen together (core's Rules.variant_conflicts)
CONFLICTS: tuple[frozenset[str], ...] = tuple(
    frozenset({a, b}) for group in _EXCLUSIVE for i, a in enumerate(group) for b in group[i + 1:])


def refuse_unplayable(chosen: frozenset[str]) -> None:
    """TutorError (a ValueError) citing RACE_REALTIME: a named variant that needs a live table, refused by design
    (its text, "race-realtime", is in refusals.py)."""
    if RACE_REALTIME in chosen:
        raise TutorError("matschig", RACE_REALTIME, "race-realtime")


def refuse_conflicts(chosen: frozenset[str]) -> None:
    """ValueError for a combination of variants that is not defined (two readings of one rule)."""
    for clash in CONFLICTS:
        if clash <= chosen:
            raise ValueError(f"the matschig variants {' and '.join(sorted(clash))} cannot be combined: "
                             "each answers the same question of the rules another way")


def check_variants(variants: Iterable[str]) -> frozenset[str]:
    """The variants as a frozenset, checked as new_game checks them (for the rule functions and
    positions): ValueError for unknown names, RACE_REALTIME or undefined combinations."""
    if isinstance(variants, str):
        variants = {variants}
    try:
        chosen = frozenset(variants)
    except TypeError:
        raise ValueError("variants must be a set of variant names") from None
    unknown = sorted(repr(v)[:40] for v in chosen if type(v) is not str or v not in VARIANTS)
    if unknown:
        raise ValueError(f"unknown matschig {'variant' if len(unknown) == 1 else 'variants'} "
                         f"{', '.join(unknown)}; known: {', '.join(sorted(VARIANTS))}")
    refuse_unplayable(chosen)
    refuse_conflicts(chosen)
    return chosen
