"""Which rules each named variant changes: rulebook.VARIANT_RULES ties each variant to the ambiguity it
answers (A1-A20); AMBIGUITY_RULES ties each ambiguity that has variants to the rules (M1-M30) it reads
differently. The rules reference lists the variants under each rule; the tests check every variant."""
from __future__ import annotations

from .rulebook import VARIANT_RULES

AMBIGUITY_RULES: dict[str, tuple[str, ...]] = {
    "A1": ("M8",), "A2": ("M7",), "A4": ("M13",), "A5": ("M14",), "A6": ("M11", "M19a"), "A7": ("M15",),
    "A8": ("M19a",), "A9": ("M19d",), "A10": ("M19e",), "A11": ("M22", "M25"), "A12": ("M23",),
    "A13": ("M3",), "A14": ("M28",), "A15": ("M26",), "A16": ("M30",), "A17": ("M2",),
}

CHANGES: dict[str, tuple[str, ...]] = {
    variant: (ambiguity, *AMBIGUITY_RULES.get(ambiguity, ()))
    for variant, (ambiguity, _text) in VARIANT_RULES.items()
}
