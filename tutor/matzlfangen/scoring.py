"""Deal result, game value (§7.2, R-SCORE-*, R-MATZL-2/3) and zero-sum settlement (§7.3)."""
from __future__ import annotations

from typing import Any, Iterable, NamedTuple, Optional

from ..core.arguments import typed_arguments
from .cards import DEAL_POINTS, WIN_POINTS
from .notation import CONTRACTS

DURCHS = ("durch", "trumpf-durch")
# R-SPR-2: the names of the raises, in order.
RAISE_NAMES = ("Schuß", "Re", "Sub", "Dut", "Hirsch", "Gams", "Jager", "Gweih", "Auffi", "Drauffi")
MAX_RAISES = len(RAISE_NAMES)

Step = tuple[str, str, dict[str, Any]]  # (rule, kind, data) of one explanation event


class Value(NamedTuple):
    """Signed game value for the declaring side (+ they win, - they lose, 0 void) and its steps."""

    value: int
    winners: Optional[str]  # "declarers", "defenders" or None (void)
    steps: tuple[Step, ...]


def value_of(contract: str, decl_points: int, decl_tricks: int, raises: int,
             matzl: Optional[str], bonus_claimed: bool, variants: Iterable[str] = ()) -> Value:
    """§7.2: the game value, explained step by step (base, raises, Matzl)."""
    v = variants if isinstance(variants, frozenset) else frozenset(variants)
    steps: list[Step] = []
    def_points, def_tricks = DEAL_POINTS - decl_points, 8 - decl_tricks
    outcome = {"contract": contract, "decl_points": decl_points, "def_points": def_points,
               "decl_tricks": decl_tricks}
    if contract in DURCHS:
        # R-SCORE-3: only all 8 tricks win a Durch; card points do not matter.
        won = decl_tricks == 8
        steps.append(("R-SCORE-3", "outcome-durch", {**outcome, "won": won}))
        base = 7 if contract == "trumpf-durch" and "V-TDURCH-7" in v else 6  # A14, A15
        steps.append(("V-TDURCH-7" if base == 7 else "R-VALUE-1", "value-base",
                      {"base": base, "why": "durch", "contract": contract}))
    else:
        # R-SCORE-2: 66 wins; DEFAULT A10: 65-65 is lost by the declarers (V-TIE-VOID: void).
        if decl_points == 65 and "V-TIE-VOID" in v:
            steps.append(("V-TIE-VOID", "outcome-void", outcome))
            return Value(0, None, tuple(steps))
        won = decl_points >= WIN_POINTS
        steps.append(("R-SCORE-2", "outcome-points", {**outcome, "won": won}))
        lose_points, lose_tricks = (def_points, def_tricks) if won else (decl_points, decl_tricks)
        limit = 31 if "V-WASSER-30" in v else 30  # A11: "under 30" is 0-29 (variant: 0-30)
        if lose_tricks == 0:
            base, why = 3, "no-trick"
        elif lose_points < limit:
            base, why = 2, "kein-wasser"
        else:
            base, why = 1, "straight"
        # V-WASSER-30 is cited where it changed the base: losers with exactly 30 (and a trick)
        at30 = why == "kein-wasser" and lose_points == 30
        rule = "V-WASSER-30" if at30 else "R-VALUE-1"
        if contract == "neid" and "V-NEID-BASE2" in v:
            base, rule = base + 1, "V-NEID-BASE2"  # A13 variant: 2/3/4
        steps.append((rule, "value-base", {"base": base, "why": why, "contract": contract,
                                           "lose_points": lose_points, "lose_tricks": lose_tricks, "at30": at30}))
    if "V-SPR-MULT" in v:
        value = (1 + raises) * base  # A6 variant: raises multiply
        steps.append(("V-SPR-MULT", "value-raises", {"raises": raises, "base": base, "value": value,
                                                     "mult": True}))
    else:
        value = base + raises  # R-SPR-1: each raise adds one game point
        steps.append(("R-SPR-1", "value-raises", {"raises": raises, "base": base, "value": value,
                                                  "mult": False}))
    winners = "declarers" if won else "defenders"
    if matzl is not None and matzl != winners:
        # R-MATZL-2 absolution: the losing side caught the Matzl and pays nothing (A19: raises too).
        due = raises if "V-MATZL-RAISES-DUE" in v else 0
        steps.append(("V-MATZL-RAISES-DUE" if due else "R-MATZL-2", "value-absolution",
                      {"side": matzl, "before": value, "value": due, "raises": raises}))
        value = due
    elif matzl is not None and matzl == winners:
        auto = "V-MATZL-AUTO" in v
        if bonus_claimed or auto:
            steps.append(("V-MATZL-AUTO" if auto else "R-MATZL-3", "value-bonus",
                          {"side": matzl, "before": value, "value": value + 1, "auto": auto}))
            value += 1  # R-MATZL-3
        else:
            steps.append(("R-MATZL-3", "value-bonus-lost", {"side": matzl, "value": value}))
    return Value(value if won else -value, winners, tuple(steps))


def settle(contract: str, declarer: int, partner: Optional[int], signed_value: int,
           variants: Iterable[str] = ()) -> tuple[int, int, int, int]:
    """§7.3 (R-SETTLE-1): zero-sum points per seat for a signed value (+ = declarers won)."""
    if contract == "rufen":
        deltas = [-signed_value] * 4  # each defender pays (or wins) the value, each declarer wins (or pays) it
        for seat in (declarer, partner):
            if seat is not None:
                deltas[seat] = signed_value
        return tuple(deltas)  # type: ignore[return-value]
    if "V-SOLO-FLAT" in variants:
        # A17 variant: the soloist gets +-V in all; each defender -+floor(V/3), and the remainder goes one
        # point each to the defenders in clockwise order from the soloist's left. The sum stays zero.
        share, extra = divmod(abs(signed_value), 3)
        sign = 1 if signed_value > 0 else -1
        deltas = [0, 0, 0, 0]
        deltas[declarer] = signed_value
        for i in range(1, 4):
            deltas[(declarer + i) % 4] = -sign * (share + (1 if i <= extra else 0))
        return tuple(deltas)  # type: ignore[return-value]
    deltas = [-signed_value] * 4  # each defender pays (or wins) the value, the soloist wins (or pays) 3 times it
    deltas[declarer] = 3 * signed_value
    return tuple(deltas)  # type: ignore[return-value]


def _quote(value: Any) -> str:
    """repr(value) cut to about 60 characters: a refusal never echoes a huge input."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


@typed_arguments
def game_value(contract: str, declarer_points: int, declarer_tricks: int, raises: int = 0,
               matzl: Optional[str] = None, bonus_claimed: bool = False,
               variants: Iterable[str] = ()) -> int:
    """§7.2 as a rule function: the game value signed for the declaring side."""
    if isinstance(contract, str) and contract.isascii():
        contract = contract.strip().lower()  # "Rufen" is rufen
    if contract not in CONTRACTS:
        raise ValueError(f"contract must be one of {', '.join(CONTRACTS)}, not {_quote(contract)}")
    for name, value, high in (("declarer_points", declarer_points, DEAL_POINTS),
                              ("declarer_tricks", declarer_tricks, 8), ("raises", raises, MAX_RAISES)):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= high:
            raise ValueError(f"{name} must be a whole number from 0 to {high}, not {_quote(value)}")
    if matzl not in (None, "declarers", "defenders"):
        raise ValueError(f'matzl must be "declarers", "defenders" or None, not {_quote(matzl)}')
    if matzl is not None and contract == "durch":
        raise ValueError("plain Durch has no trumps, so no Matzl can be caught (R-MATZL-1)")
    return value_of(contract, declarer_points, declarer_tricks, raises, matzl, bonus_claimed,
                    variants).value
