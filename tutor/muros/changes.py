"""Which rules each named variant changes (rulebook §7, the ambiguities): the rules reference lists them
under each rule, and each variant's entry links back. The rulebook's texts name some of these in words
(MU14, MU20, MU22, MU26); this is the one explicit table, checked against VARIANTS by the tests."""
from __future__ import annotations

CHANGES: dict[str, tuple[str, ...]] = {
    "SHIFT_TOWARD_CARD": ("MU13", "MU14"),   # A1: the direction of the slide
    "COUNT_CELLS": ("MU13",),                # A2: k counts cells, holes included
    "COMPACT_SHIFT": ("MU13",),              # A3: no gaps kept in the slide
    "SHIFT_ON_ZERO": ("MU13",),              # A4: k = 0 still slides
    "MANDATORY_TAKE": ("MU19", "MU20"),      # A6: the phase-2 capture is compulsory
    "TIER_BEST_SINGLE": ("MU26",),           # A8: a tier compares the best single colour
    "ALLOW_PASS": ("MU8", "MU12"),           # A9: passing allowed; all passing ends the game
    "HIDDEN_CAPTURES": ("MU22",),            # A10: captures kept hidden
}
