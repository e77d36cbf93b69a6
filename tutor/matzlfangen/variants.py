"""The named variants of §8 and the combinations that are not defined."""
from __future__ import annotations

from typing import Any, Iterable

KNOWN_VARIANTS = frozenset({
    "V-CONTRACTS-3", "V-BID-SCHAFKOPF", "V-TREIBEN-NOT-TURNED", "V-TREIBEN-NAME-WITH-BID", "V-CALL-ANY",
    "V-CALL-SK", "V-SPR-UNTIL-TRICK1", "V-SPR-MULT", "V-SPR-ANYONE-FIRST", "V-UT-FREE", "V-HEAD-LITERAL",
    "V-PARTNER-EXEMPT", "V-TIE-VOID", "V-WASSER-30", "V-NEID-BASE2", "V-TDURCH-7", "V-DURCH-STOP",
    "V-SOLO-FLAT", "V-MATZL-NO-DURCH", "V-MATZL-RAISES-DUE", "V-MATZL-AUTO", "V-KNOCK-ANY",
    "V-TURNUP-TABLE", "V-SOLO-LEADS",
})

# Pairs that contradict each other or name a contract the other removes.
_CONFLICTS = (
    ("V-CALL-ANY", "V-CALL-SK", "they set different limits on the called card (A4)"),
    ("V-CONTRACTS-3", "V-NEID-BASE2", "V-CONTRACTS-3 removes the Neid-Spiel"),
    ("V-CONTRACTS-3", "V-TDURCH-7", "V-CONTRACTS-3 removes Trumpf-Durch"),
    ("V-CONTRACTS-3", "V-MATZL-NO-DURCH", "V-CONTRACTS-3 removes Trumpf-Durch"),
)


def check_variants(variants: Iterable[Any]) -> None:
    """Raise ValueError for anything but known names, or for a combination that is not defined."""
    unknown = [v for v in variants if not isinstance(v, str) or v not in KNOWN_VARIANTS]
    if unknown:
        shown = ", ".join(sorted(repr(v)[:60] for v in unknown))
        raise ValueError(f"unknown matzlfangen variant {shown}; known: {', '.join(sorted(KNOWN_VARIANTS))}")
    for a, b, why in _CONFLICTS:
        if a in variants and b in variants:
            raise ValueError(f"variants {a} and {b} cannot be combined: {why}")
