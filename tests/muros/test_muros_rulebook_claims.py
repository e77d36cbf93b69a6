"""Every concrete claim of a Muros rulebook text (tutor/muros/rulebook.py) proven on the engine, one test per
rule ID (a number, a case, a comparison): the tests key on rule IDs and engine facts, never on the wording."""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pytest

from tutor.core import Game, IllegalAction
from tutor.core.i18n import LANGS, rule_text
from tutor.muros import (CARD_COLOURS, HAND_SIZE, LINES, line_cells, RULES, SLOTS, TOKENS_PER_COLOUR, VARIANTS, make_position,
                         opposite, push_line, read_line)
from tutor.muros.rulebook import RULEBOOK

from muros_helpers import make_state

CLAIMS: set[str] = set()   # the rule IDs proven below


def claim(rule: str):
    """Mark a test as the proof of a rule text's claims."""
    CLAIMS.add(rule)
    return lambda test: test


Steps = list[tuple[Any, Any, Any]]


@lru_cache(maxsize=None)
def steps(variants: frozenset[str] = frozenset(), games: int = 6) -> Steps:
    """(state before, step, state after) of random games played to the end."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        g = Game(RULES, players=2 + seed % 3, seed=seed, variants=variants)
        while not g.is_over:
            before = g.state
            step = g.play(rng.choice(g.legal_actions()))
            out.append((before, step, g.state))
    return out


def kinds(step: Any) -> set[str]:
    return {e.kind for e in step.events}


def slot_of(action: str) -> str:
    return action.split("@")[1].split()[0]


def final(board: list[str], captured: list[dict[str, int]], variants: tuple[str, ...] = ()) -> Game:
    """A finished game with this board left and these captures."""
    return Game(RULES, seed=0, position=make_position(board=board, fill=False, captured=captured, placed=36, turn=None,
                                                      hands=[{}] * len(captured), piles={}, variants=variants))


@claim("MU1")
def test_MU1_two_to_four_players() -> None:
    for n in (2, 3, 4):
        assert Game(RULES, players=n, seed=0).players == n
    for n in (1, 5):
        with pytest.raises(ValueError):
            Game(RULES, players=n, seed=0)


@claim("MU2")
def test_MU2_81_tokens_at_random_in_a_full_grid() -> None:
    boards = {Game(RULES, seed=s).state.board for s in range(5)}
    assert len(boards) == 5
    for board in boards:
        assert len(board) == 81 and "." not in board
        assert {t: board.count(t) for t in "YBRGW"} == TOKENS_PER_COLOUR == {"Y": 17, "B": 17, "R": 17, "G": 17, "W": 13}


@claim("MU3")
def test_MU3_36_cards_dealt_6_5_4_and_kept_secret() -> None:
    for players, size in ((2, 6), (3, 5), (4, 4)):
        g = Game(RULES, players=players, seed=players)
        assert [sum(h) for h in g.state.hands] == [size] * players == [HAND_SIZE[players]] * players
        assert sum(map(sum, g.state.hands)) + sum(g.state.piles) == 36
        assert all(isinstance(g.view(0)["hands"][s], int) for s in range(1, players))


@claim("MU4")
def test_MU4_the_rest_lie_face_up_in_four_piles_anyone_may_use() -> None:
    for players in (2, 3, 4):
        g = Game(RULES, players=players, seed=9)
        assert sum(g.state.piles) == 36 - players * HAND_SIZE[players] and len(g.state.piles) == 4
        for _ in range(players):              # every seat in turn may play from a pile
            pile = [a for a in g.legal_actions() if " pile" in a]
            assert pile
            g.play(pile[0])


@claim("MU5")
def test_MU5_36_cards_for_36_slots_every_slot_filled_at_the_end() -> None:
    assert len(SLOTS) == 36
    ends = [after for _b, _s, after in steps() if after.turn is None]
    assert ends and all(all(after.slots) for after in ends)


@claim("MU6")
def test_MU6_a_random_start_and_clockwise_turns() -> None:
    assert {Game(RULES, players=3, seed=s).to_move for s in range(30)} == {0, 1, 2}
    for before, step, after in steps():
        if after.turn is not None and "skip" not in kinds(step):
            assert after.turn == (step.seat + 1) % before.players


@claim("MU7")
def test_MU7_one_card_a_turn_from_hand_or_pile() -> None:
    for before, step, after in steps():
        seat, colour = step.seat, CARD_COLOURS.index(step.action[0])
        assert after.placed == before.placed + 1
        from_pile = before.piles[colour] - after.piles[colour]
        from_hand = before.hands[seat][colour] - after.hands[seat][colour]
        assert (from_pile, from_hand) in ((1, 0), (0, 1))


@claim("MU8")
def test_MU8_no_pass_while_a_card_can_be_placed_and_a_skip_only_without_one() -> None:
    for before, step, after in steps():
        assert step.action != "pass"
        for e in step.events:
            if e.kind == "skip":
                assert not any(after.piles) and not any(after.hands[e.data["seat"]])
    assert any("skip" in kinds(s) for _b, s, _a in steps(frozenset(), 12))


@claim("MU9")
def test_MU9_phase_1_is_placements_1_to_18_and_no_card_faces_another() -> None:
    phase1 = [(b, s) for b, s, _a in steps() if b.placed < 18]
    assert {b.placed for b, _s in phase1} == set(range(18))
    assert all(not b.slot(opposite(slot_of(s.action))) for b, s in phase1)


@claim("MU10")
def test_MU10_each_of_the_18_lines_holds_one_card_when_phase_1_ends() -> None:
    assert len(LINES) == 18
    for _b, _s, after in steps():
        if after.placed == 18:
            assert all(bool(after.slot(a)) + bool(after.slot(b)) == 1 for a, b in LINES)


@claim("MU11")
def test_MU11_phase_2_any_empty_slot_and_the_card_faces_the_other_end() -> None:
    for before, step, _a in steps():
        if before.placed >= 18:
            assert before.slot(opposite(slot_of(step.action)))
            legal = {slot_of(a) for a in RULES.legal_actions(before)}
            assert legal == {s for s in SLOTS if not before.slot(s)}


@claim("MU12")
def test_MU12_the_game_ends_with_the_36th_card() -> None:
    for _b, _s, after in steps():
        assert (after.turn is None) == (after.placed == 36)


@claim("MU13")
def test_MU13_count_remove_from_the_far_end_and_slide_keeping_the_gaps() -> None:
    assert push_line("RBYRGWBRG", "R") == ("...RBYRGW", "GRB")      # any colour leaves, far first
    assert push_line("Y.RB.GGW."[::-1], "G") == ("....WGG.B", "YR")  # empty cells skipped, the gap kept
    for before, step, after in steps():
        if "count" in kinds(step):
            slot = slot_of(step.action)
            line, now = read_line(before.board, slot), read_line(after.board, slot)
            k = line.count(step.action[0])
            tokens = [t for t in line if t != "."]
            assert [t for t in now if t != "."] == tokens[:len(tokens) - k]   # the first k from the far end left
            assert not tokens[:len(tokens) - k] or now[-1] != "."            # the far cell holds a token


@claim("MU14")
def test_MU14_the_slide_goes_away_from_the_card_new_gaps_next_to_it() -> None:
    for before, step, after in steps():
        if "count" in kinds(step):
            now = read_line(after.board, slot_of(step.action))
            assert now[0] == "."                                 # the cell next to the card is emptied
    assert push_line("RBYRGWBRG", "R", {"SHIFT_TOWARD_CARD"})[0] == "RBYRGW..."


@claim("MU15")
def test_MU15_removed_tokens_leave_the_game_and_nobody_scores_them() -> None:
    for before, step, after in steps():
        if "remove" in kinds(step):
            assert after.captured == before.captured
            assert sum(after.removed) - sum(before.removed) == len(next(e for e in step.events
                                                                         if e.kind == "remove").data["removed"]) > 0


@claim("MU16")
def test_MU16_crossing_lines_change_and_a_hole_fills_only_by_a_slide() -> None:
    crossed = False
    for before, step, after in steps():
        slot = slot_of(step.action) if "@" in step.action else None
        changed = [i for i in range(81) if before.board[i] != after.board[i]]
        if slot is not None and changed:
            line = {r * 9 + c for r, c in line_cells(slot)}
            assert set(changed) <= line                          # only the card's own line changes ...
            crossed = True                                       # (each of its cells is in one crossing line)
        for i in changed:
            if before.board[i] == "." and after.board[i] != ".":
                assert "slide" in kinds(step)                    # an empty cell fills again only by a slide
    assert crossed


@claim("MU17")
def test_MU17_phase_2_removes_nothing_and_slides_nothing() -> None:
    for before, step, after in steps():
        if before.placed >= 18:
            assert not kinds(step) & {"remove", "slide", "count"} and after.removed == before.removed
            assert all(a == b or a == "." for a, b in zip(after.board, before.board))


@claim("MU18")
def test_MU18_same_colour_blocks_and_nothing_happens() -> None:
    blocks = [(b, s, a) for b, s, a in steps() if "block" in kinds(s)]
    assert blocks
    for before, step, after in blocks:
        assert before.slot(opposite(slot_of(step.action))) == step.action[0]
        assert after.board == before.board and after.captured == before.captured


@claim("MU19")
def test_MU19_a_different_colour_takes_all_of_one_of_the_two_colours() -> None:
    seen = 0
    for before, step, after in steps():
        for e in step.events:
            if e.kind == "capture":
                slot = e.data["slot"]
                assert e.data["take"] in (step.action[0], before.slot(opposite(slot)))
                assert read_line(after.board, slot).count(e.data["take"]) == 0
                assert e.data["n"] == read_line(before.board, slot).count(e.data["take"])
                seen += 1
    assert seen


@claim("MU20")
def test_MU20_choosing_is_optional_unless_the_variant_makes_it_compulsory() -> None:
    state = make_state(slots={"E5": "G"}, placed=18, hands=({"Y": 1}, {"R": 1}), rows={5: "B.GGW...."}, seed=5)
    assert "Y@W5 take none" in RULES.legal_actions(state)
    forced = state._replace(variants=frozenset({"MANDATORY_TAKE"}))
    assert not any(a.endswith("take none") for a in RULES.legal_actions(forced))
    assert "Y@W5 take Y" in RULES.legal_actions(forced)     # a colour the line lacks: still a choice


@claim("MU21")
def test_MU21_a_colour_with_no_token_in_the_line_takes_nothing_and_is_valid() -> None:
    state = make_state(slots={"E5": "G"}, placed=18, hands=({"Y": 1}, {"R": 1}), rows={5: "B.GGW...."}, seed=5)
    _a, after, events = RULES.apply(state, "Y@W5 take Y")
    assert after.captured == state.captured and [e.kind for e in events][-1] == "capture-none"


@claim("MU22")
def test_MU22_captures_lie_face_up() -> None:
    for _b, _s, after in steps():
        if any(map(any, after.captured)):
            g = Game(RULES, seed=0, position=RULES.snapshot(after))
            assert all(isinstance(c, dict) for c in g.view(0)["captured"])
            return
    pytest.fail("no capture in the sample games")


@claim("MU23")
def test_MU23_the_four_card_colours_left_on_the_board_count_white_never() -> None:
    board = ["RRRW.....", "BBWWW....", *(["." * 9] * 7)]
    g = final(board, [{"B": 1}, {"R": 1}])
    assert g.result().winners == (1,)                  # red 3 leads; the 4 white tokens count for nothing


@claim("MU24")
def test_MU24_the_most_of_the_majority_colour_wins_whatever_else() -> None:
    board = ["RRRRR....", "BBB......", *(["." * 9] * 7)]
    g = final(board, [{"R": 1, "B": 9}, {"R": 2}])
    assert g.result().winners == (1,)


@claim("MU25")
def test_MU25_a_tie_goes_to_the_second_colour_then_the_third_and_fourth() -> None:
    board = ["RRRRR....", "BBB......", "GG.......", "Y........", *(["." * 9] * 5)]
    assert final(board, [{"R": 2, "B": 1}, {"R": 2, "B": 2}]).result().winners == (1,)
    assert final(board, [{"R": 2, "B": 1, "G": 1}, {"R": 2, "B": 1}]).result().winners == (0,)
    assert final(board, [{"R": 2, "B": 1, "Y": 2}, {"R": 2, "B": 1, "Y": 1}]).result().winners == (0,)


@claim("MU26")
def test_MU26_tied_colours_form_a_tier_their_captures_added() -> None:
    board = ["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)]        # red 7, blue 7, green 3, yellow 0
    caps = [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]
    assert final(board, caps).result().winners == (1,)            # 5-5, then green 0-2
    assert final(board, caps, ("TIER_BEST_SINGLE",)).result().winners == (0,)   # best single 4 against 3


@claim("MU27")
def test_MU27_still_tied_after_the_last_tier_share_the_win() -> None:
    board = ["RRRRR....", *(["." * 9] * 8)]
    assert final(board, [{"R": 2, "B": 1}, {"R": 2, "B": 1}]).result().winners == (0, 1)


@claim("COUNT_CELLS")
def test_COUNT_CELLS_clears_k_far_cells_holes_included_and_slides_exactly_k() -> None:
    line = "Y.RB.GGW."[::-1]                                        # a green card at the East end
    assert push_line(line, "G", {"COUNT_CELLS"}) == ("...WGG.BR", "Y")   # the hole counts: one token leaves
    assert push_line(line, "G") == ("....WGG.B", "YR")
    assert push_line("B.RR.W.G.", "G", {"COUNT_CELLS"}) == (".B.RR.W.G", "")   # an empty cell cleared, slid by 1


@claim("COMPACT_SHIFT")
def test_COMPACT_SHIFT_packs_the_tokens_with_no_gaps() -> None:
    assert push_line("B.RR.W.G.", "G", {"COMPACT_SHIFT"}) == (".....BRRW", "G")


@claim("SHIFT_TOWARD_CARD")
def test_SHIFT_TOWARD_CARD_slides_toward_the_card_gap_at_the_far_end() -> None:
    assert push_line("RBYRGWBRG", "R", {"SHIFT_TOWARD_CARD"}) == ("RBYRGW...", "GRB")


@claim("SHIFT_ON_ZERO")
def test_SHIFT_ON_ZERO_slides_with_k_0_until_the_far_end_holds_a_token() -> None:
    assert push_line("RB.Y.....", "G", {"SHIFT_ON_ZERO"}) == (".....RB.Y", "")
    assert push_line("RB.Y.....", "G") == ("RB.Y.....", "")


@claim("MANDATORY_TAKE")
def test_MANDATORY_TAKE_must_choose_one_of_the_two_colours() -> None:
    state = make_state(slots={"E5": "G"}, placed=18, hands=({"Y": 1}, {"R": 1}), rows={5: "B.GGW...."}, seed=5,
                       variants=("MANDATORY_TAKE",))
    with pytest.raises(IllegalAction):
        RULES.apply(state, "Y@W5 take none")
    _a, after, _e = RULES.apply(state, "Y@W5 take Y")
    assert after.captured == state.captured                      # the absent colour still takes nothing


@claim("TIER_BEST_SINGLE")
def test_TIER_BEST_SINGLE_compares_the_best_single_colour_of_a_tier() -> None:
    board = ["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)]
    caps = [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]
    g = final(board, caps, ("TIER_BEST_SINGLE",))
    assert g.result().winners == (0,)


@claim("ALLOW_PASS")
def test_ALLOW_PASS_a_player_may_pass_and_a_round_of_passes_ends_the_game() -> None:
    g = Game(RULES, players=3, seed=4, variants=("ALLOW_PASS",))
    assert "pass" in g.legal_actions()
    for _ in range(2):
        g.play("pass")
        assert not g.is_over
    g.play("pass")
    assert g.is_over and g.state.placed == 0


@claim("HIDDEN_CAPTURES")
def test_HIDDEN_CAPTURES_others_see_only_how_many() -> None:
    for _b, _s, after in steps(frozenset({"HIDDEN_CAPTURES"})):
        if any(after.captured[1]):
            g = Game(RULES, seed=0, position=RULES.snapshot(after))
            assert g.view(0)["captured"][1] == sum(after.captured[1])
            assert isinstance(g.view(1)["captured"][1], dict)
            return
    pytest.fail("no capture by P2 in the sample games")


def test_every_rule_text_has_its_claims_proven_here() -> None:
    assert CLAIMS == set(RULEBOOK) == {f"MU{n}" for n in range(1, 28)} | VARIANTS
    for rule in RULEBOOK:
        told = [rule_text("muros", rule, lang) for lang in LANGS]
        assert all(told) and len(set(told)) == len(LANGS)
