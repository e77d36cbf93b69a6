"""The conformance suite of tutor.core.testing on Matschig: random games end, refusals change
nothing, save/load, undo/redo and positions are exact, rule IDs exist, hints are legal, and a seat's
view, board, narration and choices reveal nothing it cannot see (with matschig.conceal)."""
import pytest

from tutor.core.testing import check_game
from tutor.matschig import conceal

VARIANT_SETS = [
    (),
    ("RACE_RANDOM",),
    ("MULTI_CARD_THROW", "VOLUNTARY_SWAP"),
    ("MG_KEEP_DEFENCE_CARD", "DIRTIEST_STARTS"),
    ("MG_REDRAW_ON_SPECIAL", "RACE_TARGET_FIRST", "TARGET_CANNOT_COMPLETE"),
    ("THROWER_NEVER_COMPLETES", "COMPLETE_ONLY_AFTER_THROW", "MUST_REDIRECT"),
    ("PERFECT_BLOCKS_PIPE", "WATERSUIT_ALL_OR_NOTHING", "DECK_FANFOR_1998"),
    ("ROUNDS_PER_PLAYER", "ONE_TYPE_WHOLE_GAME", "TIEBREAK_FEWER_CARDS", "SWAP3_OFF",
     "CLOCKWISE_TURNS"),
]
SETUPS = ({"players": 3}, {"players": 4}, {"players": 6, "rounds": 2})


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "default")
def test_conformance_with_narration_per_seat(variants):
    assert check_game("matschig", games=3, seed=len(variants), conceal=conceal,
                      variant_sets=[variants], setups=SETUPS) == 9


def test_conformance_with_play_out():
    """A11 PLAY_OUT ends a round when nobody can throw, which the end itself tells everyone about
    the hidden hands, as the rule means it to; so its games run without the concealed twin."""
    assert check_game("matschig", games=4, seed=11, variant_sets=[("PLAY_OUT",)],
                      setups=SETUPS) == 12
