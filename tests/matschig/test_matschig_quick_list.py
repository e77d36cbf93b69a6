"""Every case of the quick test list, rules/matschig.md §5."""
import pytest

from tutor import IllegalAction
from tutor.matschig import RULES, completing_card, round_score
from tutor.matschig.state import DEFEND, RACE, TURN

from matschig_helpers import craft, decline_all, find, kinds, play


def test_M6_M7_water_but_no_sand_must_pass():
    s = craft(hands={0: "W1 W3 W5 U2 U3 PIPE BLOWER", 1: "W2 S2"})
    legal = RULES.legal_actions(s)
    assert legal[0] == "pass"
    assert all(a == "pass" or a.startswith("swap ") for a in legal)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "throw W1 S2 at P2")
    assert err.value.rule == "M7"
    s2, ev, _ = play(s, "pass")
    assert s2.active == 1 and find(ev, "pass").data["missing"] == "S"


def test_M10_perfect_throw_has_no_completion_window():
    s = craft(hands={0: "W3 S3", 1: "U1", 2: "W1 S1"})
    s2, ev, _ = play(s, "throw W3 S3 at P2")
    assert kinds(ev) == ["throw", "mud-perfect", "defence-options"]
    assert s2.phase == DEFEND and s2.target == 1


def test_M12_M15_third_player_completes_and_may_target_the_thrower():
    s = craft(hands={0: "W3 S5", 1: "U1", 2: "W2 S4"})
    s2, ev, _ = play(s, "throw W3 S5 at P2", "decline")  # P2, asked first, has no W2
    assert s2.phase == RACE and RULES.to_move(s2) == 2
    legal = RULES.legal_actions(s2)
    assert legal == ["complete W2 at P1", "complete W2 at P2", "complete W2 at P4", "decline"]
    s3, ev, _ = play(s2, "complete W2 at P1")
    assert s3.mud == ("W3", "S5", "W2") and s3.target == 0 and s3.sender == 2
    assert find(ev, "complete").data["water"] == 5 == find(ev, "complete").data["sand"]


def test_M12_W3_S1_is_completed_by_a_sand_2():
    assert completing_card("W3 S1") == "S2"
    s = craft(hands={0: "W3 S1"})
    _, ev, _ = play(s, "throw W3 S1 at P2")
    assert find(ev, "mud-imperfect").data["card"] == "S2"


def test_M13_thrower_holding_the_completing_card_is_not_eligible():
    s = craft(hands={0: "W3 S5 W2"})
    s2, ev, _ = play(s, "throw W3 S5 at P2")
    assert 0 not in find(ev, "mud-imperfect").data["eligible"] and 0 not in s2.queue
    s3, ev = decline_all(s2)
    assert find(ev, "window-closed").data["reason"] == "declined"
    assert s3.phase == DEFEND and "W2" in s3.hands[0]


def test_M18_a_lone_umbrella_7_stops_only_one_of_W2_S5():
    s = craft(hands={0: "W2 S5", 1: "U7"})
    s2, _ = decline_all(play(s, "throw W2 S5 at P2")[0])
    umb = [a for a in RULES.legal_actions(s2) if a.startswith("umbrellas")]
    assert umb == ["umbrellas U7>S5", "umbrellas U7>W2"]  # one or the other, in canonical order
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "umbrellas U7>W2 U7>S5")
    assert err.value.rule == "M18"
    s3, ev, _ = play(s2, "umbrellas U7>S5")
    assert s3.piles[1] == ("W2",)


def test_M18_umbrellas_3_plus_2_stop_S5():
    s = craft(hands={0: "W5 S5", 1: "U3 U2"})
    s2, ev, canon = play(s, "throw W5 S5 at P2", "umbrellas U2+U3>S5")
    assert canon[1] == "umbrellas U3+U2>S5"
    assert find(ev, "umbrellas").data["stopped"] == ["S5"] and s2.piles[1] == ("W5",)


def test_M18_umbrella_4_against_S5_is_illegal():
    s = craft(hands={0: "W5 S5", 1: "U4"})
    s2, _, _ = play(s, "throw W5 S5 at P2")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "umbrellas U4>S5")
    assert err.value.rule == "M18" and err.value.kind == "group-too-small"


def test_M16_umbrella_and_blower_together_is_illegal():
    s = craft(hands={0: "W5 S5", 1: "U5 BLOWER"})
    s2, _, _ = play(s, "throw W5 S5 at P2")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "umbrellas U5>S5 BLOWER")
    assert err.value.rule == "M16" and err.value.kind == "umbrellas-and-special"


def test_M19b_blower_against_W3_S5_W2_takes_the_water():
    s = craft(hands={0: "W3 S5", 1: "BLOWER", 2: "W2"})
    s2, ev, _ = play(s, "throw W3 S5 at P4", "decline", "complete W2 at P2", "BLOWER")
    assert sorted(s2.piles[1]) == ["W2", "W3"]
    assert round_score(" ".join(s2.piles[1])) == 2


def test_M19d_water_suit_against_W7_S7_stops_one_7():
    s = craft(hands={0: "W7 S7", 1: "WATERSUIT"})
    s2, _, _ = play(s, "throw W7 S7 at P2")
    suits = [a for a in RULES.legal_actions(s2) if a.startswith("WATERSUIT")]
    assert suits == ["WATERSUIT S7", "WATERSUIT W7"]
    s3, ev, _ = play(s2, "WATERSUIT W7")
    assert s3.piles[1] == ("S7",) and find(ev, "watersuit").data["stopped"] == ["W7"]


def test_M19d_water_suit_against_W4_S3_stops_both():
    s = craft(hands={0: "W4 S3", 1: "WATERSUIT"})
    s2, _ = decline_all(play(s, "throw W4 S3 at P2")[0])
    assert [a for a in RULES.legal_actions(s2) if a.startswith("WATERSUIT")] == [
        "WATERSUIT S3", "WATERSUIT W4", "WATERSUIT W4 S3"]
    s2, ev, canon = play(s2, "WATERSUIT S3 W4")
    assert canon == ["WATERSUIT W4 S3"] and s2.piles[1] == ()


def test_M19d_water_suit_against_W7_S4_S3_leaves_only_S3():
    """The best choice keeps out everything but the smallest card (rules file, M19d)."""
    s = craft(hands={0: "W7 S4", 1: "WATERSUIT", 2: "S3"})
    s2, _, _ = play(s, "throw W7 S4 at P3", "decline", "complete S3 at P2")
    assert s2.mud == ("W7", "S4", "S3") and s2.target == 1
    assert "WATERSUIT W7 S4 S3" not in RULES.legal_actions(s2)  # 14 is above 13
    assert RULES.hint(s2).action == "WATERSUIT W7 S4"
    s3, ev, _ = play(s2, "WATERSUIT W7 S4")
    assert s3.piles[1] == ("S3",)


def test_M19e_machinegun_with_two_cards_left_four_players():
    s = craft(players=4, hands={0: "W5 S5", 1: "MACHINEGUN"}, deck="S2 W1")
    s2, ev, _ = play(s, "throw W5 S5 at P2", "MACHINEGUN")
    reveals = [e.data for e in ev if e.kind == "mg-reveal"]
    assert [(r["seat"], r["card"], r["outcome"]) for r in reveals] == [(2, "W1", "mud"), (3, "S2", "mud")]
    assert find(ev, "mg-empty").data["seats"] == [0]
    assert s2.piles[1] == () and s2.round == 2  # the shortfall then ends the round


def test_M19a_pipe_against_imperfect_mud_opens_a_new_window_without_the_piper():
    s = craft(hands={0: "W3 S5", 1: "PIPE W2", 2: "W2"})
    s2, ev, _ = play(s, "throw W3 S5 at P2")
    assert RULES.to_move(s2) == 1  # P2, the target, may complete first as P1's left neighbour
    s3, ev, _ = play(s2, "decline")
    assert RULES.to_move(s3) == 2
    s4, ev, _ = play(s3, "decline", "decline", "PIPE at P4")
    window = find(ev, "mud-imperfect").data
    assert 1 not in window["eligible"] and window["sender"] == 1
    assert RULES.to_move(s4) == 2 and s4.phase == RACE and s4.queue == (2, 3, 0)


def test_M22_draw_pile_5_need_6_round_ends_without_refill():
    s = craft(hands={0: "W1 S1 W2 S2 W3 S3 U1", 1: "W4 S4 W5 S5 U2",
                     2: "W7 S7 W1 S1 U3", 3: "W3 S3 W4 S4 W5 S5 U4"}, deck_size=5)
    s2, ev, _ = play(s, "throw W1 S1 at P2", "accept")  # need 2 (P1) + 2 (P2) + 2 (P3) = 6
    short = find(ev, "shortfall").data
    assert short == {"need": 6, "deck": 5}
    assert "refill" not in kinds(ev) and s2.round == 2


def test_M23_the_player_who_took_the_mud_moves_next():
    s = craft(hands={0: "W1 S1"})
    s2, ev, _ = play(s, "throw W1 S1 at P3", "accept")
    assert s2.phase == TURN and s2.active == 2 and find(ev, "next-turn").data["seat"] == 2
