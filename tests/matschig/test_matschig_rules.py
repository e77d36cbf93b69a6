"""Scenario tests on crafted positions, named by rule ID (rules/matschig.md)."""
import pytest

import tutor
from tutor import IllegalAction
from tutor.matschig import RULES
from tutor.matschig.cards import HAND_SIZE
from tutor.matschig.state import DEFEND, OVER, RACE

from matschig_helpers import craft, decline_all, find, kinds, play


@pytest.mark.parametrize("players", [2, 7, 0])
def test_M1_player_count_outside_3_to_6_refused(players):
    with pytest.raises(ValueError, match="3 to 6"):
        tutor.new_game("matschig", players=players, seed=1)


def test_M2_M4_deal_seven_each_and_empty_piles():
    g = tutor.new_game("matschig", players=5, seed=3)
    s = g.state
    assert all(len(h) == HAND_SIZE for h in s.hands)
    assert len(s.deck) == 110 - 35 and all(p == () for p in s.piles)


def test_M3_start_player_random_but_seeded():
    starters = {tutor.new_game("matschig", players=4, seed=k).state.starter for k in range(30)}
    assert len(starters) > 1
    assert tutor.new_game("matschig", seed=9).state.starter == tutor.new_game("matschig", seed=9).state.starter


def test_M5_completion_order_is_clockwise_from_the_sender():
    s = craft(players=5, hands={3: "W2 S4", 4: "W2", 1: "W2", 0: "W3 S5"}, active=0, starter=3)
    s2, ev, _ = play(s, "throw W3 S5 at P3")
    assert find(ev, "mud-imperfect").data["eligible"] == [1, 2, 3, 4]
    assert s2.queue == (1, 2, 3, 4)
    s = craft(players=5, hands={3: "W3 S5"}, active=3)
    s2, _, _ = play(s, "throw W3 S5 at P1")
    assert s2.queue == (4, 0, 1, 2)  # from the sender's left, round the table


def test_M6_must_throw_when_holding_water_and_sand():
    s = craft(hands={0: "W1 S1"})
    assert "pass" not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "pass")
    assert err.value.rule == "M6" and "must throw" in err.value.text("en")
    assert "debe lanzar" in err.value.text("es")


def test_M7_swap_three_cards_when_passing():
    s = craft(hands={0: "W1 W2 W3 U1"})
    assert "swap W1 W2 W3" in RULES.legal_actions(s)
    s2, ev, canon = play(s, "swap w3 w1 W2")
    assert canon == ["swap W1 W2 W3"]
    assert len(s2.hands[0]) == 4 and s2.out == s.out + ("W1", "W2", "W3")
    assert s2.active == 1 and s2.passes == 0


def test_M7_swap_needs_three_cards_in_the_draw_pile():
    s = craft(hands={0: "W1 W2 W3 U1"}, deck_size=2)
    assert RULES.legal_actions(s) == ["pass"]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "swap W1 W2 W3")
    assert err.value.kind == "swap-deck-short"


def test_M7_swap_must_be_exactly_three_cards():
    s = craft(hands={0: "W1 W2 W3 U1"})
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "swap W1 W2")
    assert err.value.rule == "M7" and err.value.kind == "swap-three"


def test_M8_throw_one_water_one_sand_at_another_player():
    s = craft(hands={0: "W1 W2 S1 S2"})
    legal = RULES.legal_actions(s)
    assert "throw W1 S2 at P3" in legal and not any(a.endswith("at P1") for a in legal)
    for bad, kind in [("throw W1 S1 at P1", "throw-at-self"), ("throw W1 W2 S1 at P2", "throw-one-each"),
                      ("throw W1 U1 at P2", "throw-not-mud"), ("throw W1 W2 at P2", "throw-both-kinds"),
                      ("throw W1 S1 at P9", "no-such-seat"), ("throw W7 S1 at P2", "not-in-hand")]:
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, bad)
        assert err.value.rule == "M8" and err.value.kind == kind, bad


def test_M9_perfect_means_equal_sums():
    s = craft(hands={0: "W4 S4"})
    _, ev, _ = play(s, "throw W4 S4 at P2")
    assert find(ev, "mud-perfect").data["water"] == 4


def test_M11_imperfect_throw_opens_a_window():
    s = craft(hands={0: "W4 S2", 1: "S2"})
    s2, ev, _ = play(s, "throw W4 S2 at P3")
    assert s2.phase == RACE and find(ev, "race-ask").data == {
        "seat": 1, "card": "S2", "target": 2, "secret": False, "holds": True}


def test_M12_wrong_completing_card_refused():
    s = craft(hands={0: "W4 S2", 1: "S2 S3"})
    s2, _, _ = play(s, "throw W4 S2 at P3")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "complete S3 at P1")
    assert err.value.rule == "M12" and err.value.data["need"] == "S2"


def test_M13_target_may_complete():
    s = craft(hands={0: "W4 S2", 2: "S2"})
    s2, _, _ = play(s, "throw W4 S2 at P3", "decline")
    assert RULES.to_move(s2) == 2 and "complete S2 at P1" in RULES.legal_actions(s2)
    s3, ev, _ = play(s2, "complete S2 at P1")
    assert s3.target == 0 and s3.phase == DEFEND


def test_M14_declines_pass_the_question_on_then_window_closes():
    s = craft(hands={0: "W4 S2", 1: "S2", 3: "S2"})
    s2, ev, _ = play(s, "throw W4 S2 at P3", "decline")
    assert RULES.to_move(s2) == 2
    s3, ev, _ = play(s2, "decline", "decline")
    assert find(ev, "window-closed").data["reason"] == "declined"
    assert s3.phase == DEFEND and s3.target == 2


def test_M14_every_eligible_seat_is_asked_holding_the_card_or_not():
    """The order of the questions tells nobody who holds the completing card."""
    holders = {1: "S2", 2: "", 3: ""}
    others = {1: "", 2: "S2", 3: ""}
    for hands in (holders, others):
        s = craft(hands={0: "W4 S2", **hands})
        asked = []
        s, _, _ = play(s, "throw W4 S2 at P3")
        while s.phase == RACE:
            asked.append(RULES.to_move(s))
            s, _, _ = play(s, "decline")
        assert asked == [1, 2, 3]


def test_M14_a_seat_without_the_card_may_only_decline():
    s = craft(hands={0: "W4 S2", 2: "S2"})
    s2, ev, _ = play(s, "throw W4 S2 at P3")
    assert RULES.to_move(s2) == 1 and RULES.legal_actions(s2) == ["decline"]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "complete S2 at P4")
    assert err.value.rule == "M12" and err.value.kind == "not-in-hand"
    assert find(ev, "race-ask").data["holds"] is False


def test_M15_completer_cannot_target_self():
    s = craft(hands={0: "W4 S2", 1: "S2"})
    s2, _, _ = play(s, "throw W4 S2 at P3")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "complete S2 at P2")
    assert err.value.rule == "M15"


def test_M15_completed_mud_cannot_be_completed_again_after_pipe():
    s = craft(hands={0: "W4 S2", 1: "S2", 2: "PIPE S1"})
    s2, ev, _ = play(s, "throw W4 S2 at P4", "complete S2 at P3", "PIPE at P1")
    assert "mud-perfect" in kinds(ev) and s2.phase == DEFEND and s2.target == 0


def test_M16_exactly_one_special_card():
    s = craft(hands={0: "W4 S4", 1: "BLOWER FLAMETHROWER"})
    s2, _, _ = play(s, "throw W4 S4 at P2")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "BLOWER FLAMETHROWER")
    assert err.value.rule == "M16" and err.value.kind == "one-special-only"


def test_M17_accept_puts_all_mud_on_the_pile():
    s = craft(hands={0: "W4 S4"})
    s2, ev, _ = play(s, "throw W4 S4 at P2", "accept")
    assert s2.piles[1] == ("W4", "S4") and find(ev, "accept").data["points"] == 8


def test_M18_seed_example_two_groups_stop_W2_and_S5():
    s = craft(hands={0: "W2 S5", 1: "U4 U5"})
    s, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    s2, ev, canon = play(s, "umbrellas U5>S5 U4>W2")
    assert canon[0] == "umbrellas U4>W2 U5>S5"
    assert s2.piles[1] == () and {"W2", "S5", "U4", "U5"} <= set(s2.out)


def test_M18_umbrella_group_below_value_refused():
    s = craft(hands={0: "W2 S5", 1: "U3 U1"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "umbrellas U3+U1>S5")
    assert err.value.kind == "group-too-small" and err.value.data["sum"] == 4


def test_M18_umbrella_not_held_or_card_not_in_mud_refused():
    s = craft(hands={0: "W2 S5", 1: "U3"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    for bad, kind in [("umbrellas U6>S5", "umbrella-not-in-hand"),
                      ("umbrellas U3>W3", "card-not-in-mud"),
                      ("umbrellas W2>S5", "not-an-umbrella")]:
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s2, bad)
        assert err.value.rule == "M18" and err.value.kind == kind


def test_M18_a_group_may_hold_more_umbrellas_than_it_needs():
    s = craft(hands={0: "W2 S5", 1: "U7 U1"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    assert "umbrellas U7+U1>S5" in RULES.legal_actions(s2)
    s3, ev, _ = play(s2, "umbrellas U7+U1>S5")
    assert s3.piles[1] == ("W2",) and {"U7", "U1", "S5"} <= set(s3.out)
    assert "U1" not in s3.hands[1]  # the spare umbrella is spent with its group


def test_M18_one_umbrella_guards_one_mud_card():
    s = craft(hands={0: "W2 S5", 1: "U7 U1"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "umbrellas U7>W2 U7>S5")
    assert err.value.rule == "M18" and err.value.kind == "umbrella-used-twice"
    assert "one umbrella guards one mud card" in err.value.text("en")
    assert "un paraguas protege una sola carta de barro" in err.value.text("es")
    s = craft(hands={0: "W2 S5", 1: "U7 U7"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    assert "umbrellas U7>W2 U7>S5" in RULES.legal_actions(s2)  # two U7s: one for each card


def test_M19_special_card_not_in_hand_refused():
    s = craft(hands={0: "W2 S5", 1: "U3"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "BLOWER")
    assert err.value.rule == "M19"


def test_M19a_pipe_to_the_thrower_allowed_not_to_self():
    s = craft(hands={0: "W3 S3", 1: "PIPE"})
    s2, _, _ = play(s, "throw W3 S3 at P2")
    assert "PIPE at P1" in RULES.legal_actions(s2) and "PIPE at P2" not in RULES.legal_actions(s2)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "PIPE at P2")
    assert err.value.rule == "M19a"
    s3, ev, _ = play(s2, "pipe at p1")
    assert s3.target == 0 and s3.sender == 1 and "PIPE" in s3.out


def test_M19c_flamethrower_takes_the_sand():
    s = craft(hands={0: "W3 S4", 1: "FLAMETHROWER"})
    s2, _ = decline_all(play(s, "throw W3 S4 at P2")[0])
    s2, ev, _ = play(s2, "flamethrower")
    assert s2.piles[1] == ("S4",) and "W3" in s2.out


def test_M19d_water_suit_over_13_refused():
    s = craft(hands={0: "W7 S7", 1: "WATERSUIT"})
    s2, _, _ = play(s, "throw W7 S7 at P2")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "WATERSUIT W7 S7")
    assert err.value.kind == "watersuit-over-13"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "WATERSUIT")
    assert err.value.kind == "watersuit-choose"


def test_M19e_machinegun_non_mud_card_saves():
    s = craft(players=3, hands={0: "W5 S5 U1 U1 U1 U1 U2", 1: "MACHINEGUN U3 U3 U3 U3 U5 U5",
                                  2: "W6 W6 W6 S6 S6 S6 U2"},
              deck="W1 W2 W3 W4 S1 S2 S3 S4 S7 U4")
    s2, ev, _ = play(s, "throw W5 S5 at P2", "MACHINEGUN")
    reveals = [(e.data["seat"], e.data["card"], e.data["outcome"]) for e in ev if e.kind == "mg-reveal"]
    assert reveals == [(2, "U4", "safe"), (0, "S7", "mud")]
    assert s2.piles == (("S7",), (), ()) and "U4" in s2.out and "W5" in s2.out


def test_M20_M21_refill_clockwise_from_thrower():
    s = craft(hands={1: "W3 S3", 2: "S2 PIPE"}, active=1)
    s2, ev, _ = play(s, "throw W3 S3 at P3", "PIPE at P1", "accept")
    assert find(ev, "refill").data["draws"] == [[1, 7], [2, 6], [3, 7], [0, 7]]


def test_M24_everybody_passes_round_ends():
    s = craft(players=3, hands={0: "W1", 1: "W2", 2: "W3"}, variants={"SWAP3_OFF"})
    s2, ev, _ = play(s, "pass", "pass", "pass")
    assert "deadlock" in kinds(ev) and s2.round == 2


def test_M26_round_scores_sum_or_one_type():
    s = craft(players=3, hands={0: "W1"}, piles={0: "W3 W4 W4 S2", 1: "S3 S4 S1"},
              variants={"SWAP3_OFF"})
    s2, ev, _ = play(s, "pass", "pass", "pass")
    rows = find(ev, "round-score").data["rows"]
    assert [r["points"] for r in rows] == [13, 3, 0] and s2.totals == (13, 3, 0)


def test_M28_rounds_option_and_M30_game_end():
    with pytest.raises(ValueError):
        tutor.new_game("matschig", rounds=4)
    s = craft(players=3, round=2, rounds=2, totals=(5, 1, 1), variants={"SWAP3_OFF"})
    s2, ev, _ = play(s, "pass", "pass", "pass")
    assert s2.phase == OVER and RULES.to_move(s2) is None
    assert RULES.result(s2) == tutor.Result((5, 1, 1), (1, 2), "M30")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "pass")
    assert err.value.rule == "M30"


def test_M29_M3_next_round_reshuffles_left_of_previous_starter():
    s = craft(players=3, starter=2, active=2, variants={"SWAP3_OFF"})
    s2, ev, _ = play(s, "pass", "pass", "pass")
    assert s2.round == 2 and s2.starter == 0 and s2.out == ()
    assert all(len(h) == 7 for h in s2.hands) and find(ev, "new-round").data["why"] == "left"
