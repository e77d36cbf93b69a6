"""Rules.unreachable for Muros: random legal play under every variant always passes, and each kind of
impossible position is named (MU2, MU3, MU5, MU6, MU9, MU10, MU13, MU16, MU17, MU19), in every language."""
from __future__ import annotations

import random

import pytest

from tutor.core import Game
from tutor.core.i18n import LANGS
from tutor.muros import RULES, VARIANTS, make_position
from tutor.muros.board import LINE_VARIANT_CONFLICTS, LINES, SLOTS

from muros_helpers import make_state

VARIANT_SETS = [frozenset()] + [frozenset({v}) for v in sorted(VARIANTS)] + [
    frozenset({"COUNT_CELLS", "COMPACT_SHIFT", "SHIFT_ON_ZERO", "ALLOW_PASS", "MANDATORY_TAKE"}),
    frozenset({"SHIFT_TOWARD_CARD", "COMPACT_SHIFT", "HIDDEN_CAPTURES", "TIER_BEST_SINGLE"})]


def test_no_variant_set_here_is_refused() -> None:
    assert not any(clash <= v for v in VARIANT_SETS for clash in LINE_VARIANT_CONFLICTS)


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(sorted(v)) or "default")
def test_MU2_MU13_random_legal_play_is_never_called_unreachable(variants: frozenset[str]) -> None:
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        g = Game(RULES, players=2 + seed % 3, seed=seed, variants=variants)
        while True:
            assert g.unreachable() == (), (seed, g.state.placed, g.unreachable()[0]("en"))
            checked += 1
            if g.is_over:
                break
            g.play(rng.choice(g.legal_actions()))
    assert checked > 12 * 36


def reasons(**position) -> list[str]:
    """The English reasons for a position made by make_position (which checks the format only)."""
    state = RULES.restore(make_position(**position))
    found = RULES.unreachable(state)
    for r in found:
        told = [r(lang) for lang in LANGS]
        assert all(told) and len(set(told)) == len(LANGS), told
    return [r("en") for r in found]


def test_a_fresh_deal_and_a_deal_with_one_move_are_reachable() -> None:
    assert reasons(players=3, turn=1, seed=4) == []


def test_MU13_holes_with_no_card_placed_are_unreachable() -> None:
    found = reasons(rows={5: "Y.RB.GGW."}, turn=0)
    assert any("no card has been placed" in r for r in found)
    assert any("neither its row nor its column holds a card" in r for r in found)


def test_MU16_holes_on_lines_with_cards_are_allowed() -> None:
    assert reasons(rows={5: "Y.RB.GGW."}, slots={"N2": "B", "S5": "Y", "N9": "R"}, turn=0) == []


def test_MU16_a_hole_off_every_carded_line_is_unreachable() -> None:
    found = reasons(rows={5: "Y.RB.GGW."}, slots={"N2": "B", "S5": "Y"}, turn=0)
    assert any("row 5, column 9" in r for r in found)


def test_MU13_more_tokens_removed_than_phase1_cards_could_remove() -> None:
    board = ["." * 9] * 2 + ["?" * 9] * 7
    found = reasons(board=board, slots={"N1": "Y"}, turn=1)
    assert any("remove at most 9" in r for r in found)


def test_MU3_MU6_a_hand_short_of_the_deal_before_its_owner_played() -> None:
    found = reasons(hands=[{"Y": 6}, {"B": 1}], turn=0)
    assert any("0 cards have been placed" in r for r in found)
    found = reasons(hands=[{"Y": 6}, {"B": 5}], slots={"W1": "R"}, turn=1)   # P2 short 1, but P1 placed it
    assert any("P2 holds 5 cards" in r and "has had 0 turns" in r for r in found)


def test_MU3_MU6_hands_that_follow_the_turns_are_reachable() -> None:
    assert reasons(rows={1: "YBYWGWBYG"}, hands=[{"Y": 5}, {"B": 6}], slots={"W1": "R"}, turn=1) == []


def test_MU13_all_tokens_on_the_board_with_a_card_beside_its_own_colour() -> None:
    found = reasons(rows={3: "RBYRGWBRG"}, slots={"W3": "R"}, turn=1, hands=[{"Y": 5}, {"B": 6}])
    assert any("No token has left the game" in r and "row 3" in r for r in found)
    assert reasons(rows={3: "YBYWGWBYG"}, slots={"W3": "R"}, turn=1, hands=[{"Y": 5}, {"B": 6}]) == []


def test_MU13_phase2_with_every_token_on_the_board_is_unreachable() -> None:
    """The issue's case: 20 cards placed, all 81 tokens on the board."""
    g = Game(RULES, seed=1, position=make_position(placed=20, turn=0, seed=1))
    assert any("No token has left the game" in r("en") for r in g.unreachable())


def test_MU19_captures_need_a_line_whose_cards_differ() -> None:
    state = make_state(placed=18, hands=({"R": 1}, {"R": 1}), seed=2)
    red = state.board.index("R")
    caught = state._replace(board=state.board[:red] + "." + state.board[red + 1:],
                            captured=((0, 0, 1, 0), (0, 0, 0, 0)))
    assert any("P1 has captured 1 red token, but no line holds a red card facing" in r("en")
               for r in RULES.unreachable(caught))


def test_MU9_MU10_line_cards_against_the_phase() -> None:
    state = make_state(slots={"W1": "R"}, placed=1, hands=({"R": 1}, {"R": 1}), seed=3)
    two = state._replace(slots=tuple("Y" if s == "E1" else c for s, c in zip(SLOTS, state.slots)), placed=2)
    assert any("Both ends of row 1" in r("en") for r in RULES.unreachable(two))
    bare = make_state(placed=18, hands=({"R": 1}, {"R": 1}), seed=3)
    line = next(a for a, b in LINES if bare.slot(a) or bare.slot(b))
    full = bare._replace(slots=tuple("" if s in line_slots(line) else c for s, c in zip(SLOTS, bare.slots)))
    assert any("holds no card, but phase 1 ends" in r("en") for r in RULES.unreachable(full))


def line_slots(first: str) -> tuple[str, str]:
    return next((a, b) for a, b in LINES if a == first)


def test_MU2_MU5_counts_that_do_not_add_up() -> None:
    state = make_state(turn=0, seed=5)
    lost = state._replace(board="." + state.board[1:])
    assert any("The set has 17" in r("en") or "The set has 13" in r("en") for r in RULES.unreachable(lost))
    extra = state._replace(piles=(state.piles[0] + 1,) + state.piles[1:])
    assert any("There are 9 yellow cards" in r("en") for r in RULES.unreachable(extra))
