"""The conformance suite (tutor.core.testing) on Matzlfangen: random games end, refusals change nothing,
save/load, undo/redo and positions are exact, rule IDs exist, hints are legal, and a seat's view, board,
narration and choices do not change when the cards it cannot see are re-dealt (conceal)."""
import random

import pytest

from tutor.core.testing import check_game
from tutor.matzlfangen import KNOWN_VARIANTS, conceal
from tutor.matzlfangen.variants import check_variants


def test_conformance_default_rules():
    assert check_game("matzlfangen", games=16, seed=1, conceal=conceal, setups=({}, {"deals": 2})) == 32


def _defined_sets(n: int, seed: int) -> list[frozenset]:
    r = random.Random(seed)
    out: list[frozenset] = []
    while len(out) < n:
        chosen = frozenset(v for v in sorted(KNOWN_VARIANTS) if r.random() < 0.25)
        try:
            check_variants(chosen)
        except ValueError:
            continue
        out.append(chosen)
    return out


def test_conformance_under_variants():
    named = [frozenset({"V-KNOCK-ANY", "V-SPR-UNTIL-TRICK1", "V-TURNUP-TABLE"}),
             frozenset({"V-PARTNER-EXEMPT", "V-CALL-SK", "V-UT-FREE"}),
             frozenset({"V-BID-SCHAFKOPF", "V-TREIBEN-NAME-WITH-BID", "V-DURCH-STOP", "V-SOLO-LEADS"}),
             frozenset({"V-CALL-ANY", "V-SOLO-FLAT", "V-MATZL-AUTO", "V-HEAD-LITERAL"})]
    sets = named + _defined_sets(12, seed=2)
    assert check_game("matzlfangen", games=3, seed=2, conceal=conceal, variant_sets=sets) == 3 * len(sets)


@pytest.mark.parametrize("variant", sorted(KNOWN_VARIANTS))
def test_conformance_with_conceal_under_each_variant_alone(variant):
    """Every variant, alone (those that hide something, or change what a seat is told, among them): no seat is
    shown, told, hinted or explained anything that depends on cards it cannot see."""
    assert check_game("matzlfangen", games=3, seed=7, conceal=conceal, variant_sets=[{variant}]) == 3
