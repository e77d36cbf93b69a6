"""rules/muros.md §4.2 worked examples (all variants of the table), §5 phase 2, §6 scoring."""
from __future__ import annotations

import pytest

import tutor
from tutor import muros
from tutor.muros.board import TOKEN_COLOURS

from muros_helpers import apply, game_at, make_state, north_south, west_east

# (example, row, slot, colour, line West->East): the §4.2 inputs.
EXAMPLES = {
    "ex1": (3, "W3", "R", "RBYRGWBRG"),
    "ex2": (5, "E5", "G", "Y.RB.GGW."),
    "ex3": (7, "W7", "G", "B.RR.W.G."),
}
# The §4.2 variant table: variant -> example -> (result West->East, removed far-first).
TABLE = {
    "default": {"ex1": ("...RBYRGW", "GRB"), "ex2": ("B.GGW....", "YR"), "ex3": ("...B.RR.W", "G")},
    "COUNT_CELLS": {"ex1": ("...RBYRGW", "GRB"), "ex2": ("RB.GGW...", "Y"), "ex3": (".B.RR.W.G", "")},
    "COMPACT_SHIFT": {"ex1": ("...RBYRGW", "GRB"), "ex2": ("BGGW.....", "YR"), "ex3": (".....BRRW", "G")},
    "SHIFT_TOWARD_CARD": {"ex1": ("RBYRGW...", "GRB"), "ex2": ("....B.GGW", "YR"), "ex3": ("B.RR.W...", "G")},
}
CASES = [(variant, ex) for variant in TABLE for ex in EXAMPLES]


def _variants(name: str) -> set[str]:
    return set() if name == "default" else {name}


def _from_card(slot: str, west_east_line: str) -> str:
    return west_east_line[::-1] if slot[0] in "ES" else west_east_line


@pytest.mark.parametrize("variant,ex", CASES)
def test_MU13_worked_example_through_push_line(variant: str, ex: str) -> None:
    """§4.2 table through muros.push_line (the line written from the card's end)."""
    _, slot, colour, line = EXAMPLES[ex]
    expected_line, expected_removed = TABLE[variant][ex]
    new, removed = muros.push_line(_from_card(slot, line), colour, variants=_variants(variant))
    assert new == _from_card(slot, expected_line)
    assert removed == expected_removed


@pytest.mark.parametrize("variant,ex", CASES)
def test_MU13_worked_example_through_a_game_placement(variant: str, ex: str) -> None:
    """§4.2 table through Game.play: the row changes the same way and `removed` counts the tokens."""
    row, slot, colour, line = EXAMPLES[ex]
    state = make_state({row: line}, hands=({colour: 1}, {"Y": 1}), variants=_variants(variant))
    game = game_at(state)
    step = game.play(f"{colour}@{slot}")
    after = game.state
    expected_line, expected_removed = TABLE[variant][ex]
    assert west_east(after, row) == expected_line
    for i, t in enumerate(TOKEN_COLOURS):
        assert after.removed[i] - state.removed[i] == expected_removed.count(t)
    # MU16: no other row changes
    for r in range(1, 10):
        if r != row:
            assert west_east(after, r) == west_east(state, r)
    kinds = [e.kind for e in step.events]
    assert kinds[:3] == ["place", "count", "remove"]
    remove = step.events[2]
    assert remove.rule == ("COUNT_CELLS" if variant == "COUNT_CELLS" else "MU15")   # A2 cites itself
    assert remove.data["removed"] == expected_removed
    assert step.events[1].data["k"] == line.count(colour)


def test_MU13_example1_narration_matches_the_rulebook_steps() -> None:
    """Example 1: k = 3 counted at indices 0, 3, 7; G, R, B removed; slide East by 3."""
    state = make_state({3: "RBYRGWBRG"}, hands=({"R": 1}, {"Y": 1}))
    _, _, events = apply(state, "R@W3")
    count, remove, slide = events[1:4]
    assert count.data["counted"] == [(2, 0), (2, 3), (2, 7)]
    assert remove.data["cells"] == [(2, 8), (2, 7), (2, 6)]
    assert slide.rule == "MU14" and slide.data["distance"] == 3 and slide.data["toward"] == "far"
    assert "They need not be red" in remove.text("en")


def test_MU13_example4_k_zero_changes_nothing() -> None:
    """Example 4: column 2 WWBYY.GBW, red card in N2: no red token, nothing changes (MU13.2)."""
    assert muros.push_line("WWBYY.GBW", "R") == ("WWBYY.GBW", "")
    state = make_state(cols={2: "WWBYY.GBW"}, hands=({"R": 1}, {"Y": 1}))
    game = game_at(state)
    step = game.play("R@N2")
    assert game.state.board == state.board and game.state.removed == state.removed
    assert [e.kind for e in step.events] == ["place", "zero"]
    assert north_south(game.state, 2) == "WWBYY.GBW"


@pytest.mark.parametrize("variant", ["COUNT_CELLS", "COMPACT_SHIFT", "SHIFT_TOWARD_CARD"])
def test_MU13_example4_k_zero_changes_nothing_in_line_variants(variant: str) -> None:
    """A4 default: k = 0 is no change whatever the other line variants say."""
    assert muros.push_line("WWBYY.GBW", "R", variants={variant}) == ("WWBYY.GBW", "")


def test_SHIFT_ON_ZERO_example4_slides_to_fill_the_far_end() -> None:
    """A4 SHIFT_ON_ZERO: k = 0 still slides away from the card until the far cell holds a token."""
    # Example 4's far cell already holds a token, so the rigid slide moves nothing...
    assert muros.push_line("WWBYY.GBW", "R", variants={"SHIFT_ON_ZERO"}) == ("WWBYY.GBW", "")
    # ...with COMPACT_SHIFT the hole at index 5 closes toward the far end.
    assert muros.push_line("WWBYY.GBW", "R", variants={"SHIFT_ON_ZERO", "COMPACT_SHIFT"}) == (".WWBYYGBW", "")
    # An empty far cell is filled by the slide, nothing removed.
    assert muros.push_line("WWBYY.GB.", "R", variants={"SHIFT_ON_ZERO"}) == (".WWBYY.GB", "")
    assert muros.push_line("WWBYY.GB.", "R") == ("WWBYY.GB.", "")


def test_SHIFT_ON_ZERO_through_a_game() -> None:
    """SHIFT_ON_ZERO through Game.play: the column slides one cell South, `removed` unchanged."""
    state = make_state(cols={2: "WWBYY.GB."}, hands=({"R": 1}, {"Y": 1}), variants={"SHIFT_ON_ZERO"})
    game = game_at(state)
    step = game.play("R@N2")
    assert north_south(game.state, 2) == ".WWBYY.GB"
    assert game.state.removed == state.removed
    assert [e.kind for e in step.events] == ["place", "zero", "slide", "holes"]   # row 1 now has a hole (MU16)
    assert step.events[1].data["shift_on_zero"] is True and step.events[1].rule == "SHIFT_ON_ZERO"


def test_COUNT_CELLS_with_SHIFT_TOWARD_CARD_is_refused() -> None:
    """§4.2: COUNT_CELLS is not defined together with SHIFT_TOWARD_CARD (refuse the combination)."""
    with pytest.raises(ValueError, match="COUNT_CELLS and SHIFT_TOWARD_CARD cannot be combined"):
        tutor.new_game("muros", players=2, seed=1, variants={"COUNT_CELLS", "SHIFT_TOWARD_CARD"})
    with pytest.raises(ValueError, match="cannot be combined"):
        muros.push_line("RBYRGWBRG", "R", variants={"COUNT_CELLS", "SHIFT_TOWARD_CARD"})


# -- §5 phase 2 -------------------------------------------------------------------------------

def _phase2_example_state(variants=()) -> object:
    """Row 5 = B.GGW.... with a green card in E5, in phase 2 (18 cards placed)."""
    return make_state({5: "B.GGW...."}, slots={"E5": "G"}, placed=18, hands=({"Y": 1, "G": 1}, {"Y": 1}),
                      variants=variants)


def test_MU19_phase2_example_yellow_card_takes_green() -> None:
    """§5: yellow into W5, take green: 2 tokens captured, row becomes B...W...."""
    state = _phase2_example_state()
    game = game_at(state)
    assert {"Y@W5 take G", "Y@W5 take Y", "Y@W5 take none"} <= set(game.legal_actions())
    step = game.play("Y@W5 take G")
    assert west_east(game.state, 5) == "B...W...."
    assert game.state.captured[0] == (0, 0, 0, 2)
    capture = next(e for e in step.events if e.kind == "capture")
    assert capture.rule == "MU19" and capture.data["n"] == 2 and capture.data["cells"] == [[4, 2], [4, 3]]


def test_MU21_phase2_example_yellow_card_takes_yellow_zero_tokens() -> None:
    """§5: yellow into W5, take yellow: no yellow in the row, a valid choice that takes nothing."""
    game = game_at(_phase2_example_state())
    step = game.play("Y@W5 take Y")
    assert west_east(game.state, 5) == "B.GGW...."
    assert game.state.captured[0] == (0, 0, 0, 0)
    assert step.events[-1].kind == "capture-none" and step.events[-1].rule == "MU21"


def test_MU20_phase2_example_yellow_card_takes_nothing() -> None:
    """§5: yellow into W5, take none: nothing happens (taking is optional)."""
    game = game_at(_phase2_example_state())
    step = game.play("Y@W5 take none")
    assert game.state.board == _phase2_example_state().board
    assert step.events[-1].kind == "decline"


def test_MU18_phase2_example_green_card_is_blocked() -> None:
    """§5: green into W5 faces green: blocked, nothing happens, the only action is G@W5."""
    game = game_at(_phase2_example_state())
    g_actions = [a for a in game.legal_actions() if a.startswith("G@W5")]
    assert g_actions == ["G@W5", "G@W5 pile"]
    step = game.play("G@W5")
    assert game.state.board == _phase2_example_state().board
    assert game.state.captured == _phase2_example_state().captured
    assert [e.kind for e in step.events] == ["place", "phase2-rules", "block"]    # card 19 tells MU17


def test_MANDATORY_TAKE_phase2_example_refuses_none() -> None:
    """A6 MANDATORY_TAKE: take none is refused (citing the variant, which overrides MU20) and not listed;
    take G still works."""
    game = game_at(_phase2_example_state({"MANDATORY_TAKE"}))
    legal = game.legal_actions()
    assert "Y@W5 take none" not in legal and "Y@W5 take G" in legal and "Y@W5 take Y" in legal
    before = game.to_json()
    with pytest.raises(tutor.IllegalAction) as err:
        game.play("Y@W5 take none")
    assert err.value.rule == "MANDATORY_TAKE" and game.to_json() == before
    assert "“compulsory capture”" in err.value.text("en") and "«captura obligatoria»" in err.value.text("es")
    game.play("Y@W5 take G")
    assert game.state.captured[0] == (0, 0, 0, 2)


# -- §6 scoring -------------------------------------------------------------------------------

SCORING_BOARD = {"Y": 0, "B": 7, "R": 7, "G": 3}
SCORING_CAPTURED = [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]


def test_MU26_scoring_example_P2_wins_on_the_second_tier() -> None:
    """§6: tiers {R,B},{G},{Y}; keys P1 (5,0,5), P2 (5,2,0): P2 wins."""
    assert muros.tiers(SCORING_BOARD) == [["B", "R"], ["G"], ["Y"]]
    assert muros.ranking_key(SCORING_CAPTURED[0], SCORING_BOARD) == (5, 0, 5)
    assert muros.ranking_key(SCORING_CAPTURED[1], SCORING_BOARD) == (5, 2, 0)
    assert muros.winners(SCORING_BOARD, SCORING_CAPTURED) == [1]


def test_TIER_BEST_SINGLE_scoring_example() -> None:
    """A8 TIER_BEST_SINGLE: P1's best in {R,B} is 4 against P2's 3, so P1 wins instead."""
    assert muros.ranking_key(SCORING_CAPTURED[0], SCORING_BOARD, {"TIER_BEST_SINGLE"}) == (4, 0, 5)
    assert muros.ranking_key(SCORING_CAPTURED[1], SCORING_BOARD, {"TIER_BEST_SINGLE"}) == (3, 2, 0)
    assert muros.winners(SCORING_BOARD, SCORING_CAPTURED, variants={"TIER_BEST_SINGLE"}) == [0]
