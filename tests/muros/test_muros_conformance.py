"""The conformance suite (tutor.core.testing) on Muros, with Muros's own definition of what a seat
cannot see: the other hands (MU3) and, with HIDDEN_CAPTURES, the others' captures by colour (A10)."""
from __future__ import annotations

import random

import pytest

import tutor
from tutor.core import testing
from tutor.core.i18n import LANGS
from tutor.muros import conceal, conceal_captures, hint, make_position, seen_state

from muros_helpers import make_state, play_random

VARIANT_SETS = [(), ("COMPACT_SHIFT", "MANDATORY_TAKE"), ("COUNT_CELLS", "SHIFT_ON_ZERO"),
                ("SHIFT_TOWARD_CARD", "TIER_BEST_SINGLE"), ("ALLOW_PASS",), ("HIDDEN_CAPTURES",)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_suite_with_non_interference(players: int) -> None:
    """Random games end; refusals change nothing; save/load, undo/redo and positions are exact; rule
    IDs exist; hints are legal; no seat is shown another seat's hand (MU3), under every variant."""
    checked = testing.check_game("muros", games=3, seed=players, conceal=conceal, variant_sets=VARIANT_SETS,
                                 setups=[{"players": players}])
    assert checked == 3 * len(VARIANT_SETS)


def test_conceal_changes_only_other_hands_keeping_their_sizes() -> None:
    """conceal() is a fair test double: same public position, other hands re-dealt with the same sizes."""
    game = tutor.new_game("muros", players=4, seed=5)
    pos = game.position()
    rng = random.Random(5)
    changed = False
    for _ in range(20):
        other = conceal(pos, 1, rng)
        assert {k: v for k, v in other.items() if k != "hands"} == {k: v for k, v in pos.items() if k != "hands"}
        assert other["hands"][1] == pos["hands"][1]
        assert [sum(h.values()) for h in other["hands"]] == [sum(h.values()) for h in pos["hands"]]
        tutor.new_game("muros", position=other)           # still a Muros position
        changed |= other["hands"] != pos["hands"]
    assert changed


@pytest.mark.parametrize("seed", range(4))
def test_HIDDEN_CAPTURES_others_captures_do_not_reach_a_seat(seed: int) -> None:
    """A10: with HIDDEN_CAPTURES, positions that differ in how the other seats' captures split by colour
    show a seat the same view, text, SVG, narration and choices for the next moves (the scoring at
    the end reveals them, so the check stops well before it)."""
    pos = make_position(players=4, placed=22, captured=[dict.fromkeys("YBRG", 2)] * 4, seed=seed,
                        variants={"HIDDEN_CAPTURES"})
    game = tutor.new_game("muros", position=pos)
    rng = random.Random(seed)
    assert conceal_captures(pos, 0, rng)["captured"] != pos["captured"]
    for seat in range(4):
        testing.check_seat_narration(game, seat, conceal_captures, rng, steps=10)


def test_HIDDEN_CAPTURES_capture_totals_are_told_only_to_their_owner() -> None:
    """A10: the capturing seat hears its new total; the others hear what was taken, not the total."""
    state = make_state({2: "RRR......"}, slots={"W2": "B"}, placed=20, hands=({"R": 1}, {"Y": 1}, {}),
                       captured=[{"R": 2}, {}, {}], variants={"HIDDEN_CAPTURES"})
    step = tutor.new_game("muros", position=tutor.rules_for("muros").snapshot(state)).play("R@E2 take R")
    mine, theirs = step.text("en", seat=0), step.text("en", seat=1)
    assert "now has 5 red tokens" in mine and "now has 5 red tokens" in step.text("en")
    assert "takes the 3 red tokens of row 2" in theirs and "now has" not in theirs and "how many P1 has, 5" in theirs
    assert "ya tiene 5 fichas rojas" not in step.text("es", seat=2)


@pytest.mark.parametrize("players", [3, 4])
def test_hints_depend_only_on_what_the_seat_to_move_sees(players: int) -> None:
    """g.hint() is the same for positions that differ only in the other hands (MU3)."""
    rng = random.Random(players)
    for seed in range(6):
        game = tutor.new_game("muros", players=players, seed=seed)
        play_random(game, rng, steps=rng.randrange(30))
        if game.is_over:
            continue
        pos = game.position()
        other = tutor.new_game("muros", position=conceal(pos, game.to_move, rng))
        for lang in LANGS:
            assert other.hint(lang) == game.hint(lang)
        assert seen_state(other.state, game.to_move) == seen_state(game.state, game.to_move)
        assert hint(game.state).action in game.legal_actions()
