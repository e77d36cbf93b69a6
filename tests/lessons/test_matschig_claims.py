"""Every fact a Matschig lesson text or done text states, proven with the engine on the lesson's own position
(one test per claim, named after the lesson and the rule)."""
from __future__ import annotations

from collections import Counter

import pytest

import tutor
from tutor.lessons import LESSONS
from tutor.matschig import DECKS, is_perfect, make_position, round_score

LESSON = {lesson.id: lesson for lesson in LESSONS["matschig"]}


def start(lesson_id: str) -> tutor.Game:
    return LESSON[lesson_id].start()


def after(g: tutor.Game, *actions: str) -> tutor.Game:
    branch = g.fork()
    for action in actions:
        branch.play(action)
    return branch


def game(**kw) -> tutor.Game:
    return tutor.new_game("matschig", position=make_position(players=4, **kw))


def test_goal_the_deck_water_and_sand_1_to_7_five_each_28_umbrellas_12_specials_of_5_kinds_110_cards() -> None:
    deck = DECKS["DECK_AMIGO_DEFAULT"]
    assert all(deck[f"{k}{v}"] == 5 for k in "WS" for v in range(1, 8))
    assert sum(deck[f"U{v}"] for v in range(1, 8)) == 28 and all(deck[f"U{v}"] for v in range(1, 8))
    specials = {c: n for c, n in deck.items() if len(c) > 2}
    assert len(specials) == 5 and sum(specials.values()) == 12 and sum(deck.values()) == 110
    assert "A17" in LESSON["goal"].rules  # the lesson quotes the rule that calls these counts a best guess


def test_goal_M26_a_pile_scores_its_sum_or_1_point_a_card_when_one_type() -> None:
    assert "M26" in LESSON["goal"].rules
    assert round_score("W5 S6") == 11 and round_score("S1 S2") == 2 and round_score("W7") == 1


def test_goal_M30_the_lowest_total_wins() -> None:
    g = tutor.new_game("matschig", players=4, seed=5, rounds=2)
    while not g.is_over:
        g.play(g.hint().action)
    result = g.result()
    assert set(result.winners) == {q for q, t in enumerate(result.scores) if t == min(result.scores)}


def test_throw_M8_umbrellas_and_specials_are_not_mud_and_nobody_throws_at_themselves() -> None:
    g = start("throw")
    assert g.why_not("throw U3 S2 at P2").rule == "M8" and g.why_not("throw W1 FLAMETHROWER at P2").rule == "M8"
    assert g.why_not("throw W1 S2 at P1").rule == "M8"
    assert g.why_not("pass").rule == "M6"                      # who can throw must throw


def test_pass_M7_a_swap_needs_at_least_3_cards_in_the_draw_pile_and_play_goes_left() -> None:
    for left, ok in ((2, False), (3, True), (5, True)):
        g = game(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], deck_size=left, seed=1)
        assert (g.why_not("swap W1 W2 U3") is None) is ok
    g = start("pass")
    swapped = after(g, "swap W1 W2 U3")
    assert swapped.to_move == 1 and {"W1", "W2", "U3"} <= set(swapped.view()["out"])
    assert len(swapped.view()["hands"][0]) == 7
    text = LESSON["pass"].text
    assert "at least 3" in text("en") and "al menos 3" in text("es") and "mindestens 3" in text("de")


def test_accept_M17_here_accepting_is_all_you_can_do_and_the_pile_scores_8() -> None:
    g = start("accept")
    assert g.legal_actions() == ["accept"]
    pile = after(g, "accept").view()["piles"][0]
    assert Counter(pile) == Counter(["S4", "W2", "S2"]) and round_score(" ".join(pile)) == 8


def test_umbrellas_M18_each_claim_of_the_text() -> None:
    g = start("umbrellas")  # U4 U5 U1 U3 against W2 S5
    assert g.why_not("umbrellas U3+U1>S5") is not None and g.why_not("umbrellas U4+U1>S5") is None  # at least
    assert g.why_not("umbrellas U5+U1>S5") is None                                   # more than it needs
    assert g.why_not("umbrellas U4>S5").rule == "M18"                               # never partly reduced
    one = game(hands=["U7 W1 W3 S1 S3 S6 W6"], thrown="W2 S5", thrower=1, target=0, race=False, seed=2)
    refused = one.why_not("umbrellas U7>W2 U7>S5")
    assert refused.rule == "M18" and "one umbrella guards one mud card" in refused
    done = after(g, "umbrellas U4>W2 U5>S5")
    assert {"U4", "U5", "W2", "S5"} <= set(done.view()["out"]) and done.view()["piles"][0] == []


def test_perfect_M9_M10_water_4_sand_4_is_perfect_and_only_the_targets_pipe_can_send_it_on() -> None:
    assert is_perfect("W4 S4") and not is_perfect("W3 S5")
    thrown = after(start("perfect"), "throw W4 S4 at P3")
    assert thrown.view()["phase"] == "defend" and thrown.to_move == 2          # no completion window
    piped = game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0, seed=3)
    assert piped.why_not("PIPE at P2") is None                                 # back at the thrower


def test_complete_M12_M15_each_claim_of_the_text() -> None:
    g = start("complete")  # P4 threw W3 S5 at P2; P1 holds W2
    assert g.view()["completing_card"] == "W2"
    assert game(hands=["W3 S1 U1 U2 U3 U4 PIPE"], seed=4).fork().play("throw W3 S1 at P2").events[1].data["card"] == "S2"
    assert g.view()["queue"] == [0, 1, 2]                      # from the sender's left, the target included
    assert sorted(a for a in g.legal_actions() if a.startswith("complete")) == [
        "complete W2 at P2", "complete W2 at P3", "complete W2 at P4"]
    done = after(g, "complete W2 at P4")
    assert done.view()["phase"] == "defend" and is_perfect(" ".join(done.view()["mud"]))


def test_one_defence_M16_M19_never_combined_and_one_special_at_most() -> None:
    g = start("one-defence")
    assert g.why_not("umbrellas U3>W3 BLOWER").rule == "M16"
    two = game(hands=["U3 BLOWER FLAMETHROWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False, seed=5)
    assert two.why_not("BLOWER FLAMETHROWER").rule == "M16"


def test_blower_M19b_M19c_the_flamethrower_keeps_the_sand_pile_one_type_at_3_points() -> None:
    g = start("blower")
    assert after(g, "BLOWER").view()["piles"][0] == ["S3", "S4", "W5"]
    pile = after(g, "FLAMETHROWER").view()["piles"][0]
    assert sorted(pile) == ["S2", "S3", "S4"] and round_score(" ".join(pile)) == 3


def test_watersuit_M19d_only_a_perfect_14_is_above_13() -> None:
    two = [(w, s) for w in range(1, 8) for s in range(1, 8) if w + s > 13]
    assert two == [(7, 7)]
    three = {2 * max(w, s) for w in range(1, 8) for s in range(1, 8) if w != s and abs(w - s) <= 7}
    assert max(three) == 14 and all(2 * max(w, s) < 14 for w in range(1, 7) for s in range(1, 7))
    g = start("watersuit")
    suits = [a for a in g.legal_actions() if a.startswith("WATERSUIT")]
    assert sorted(suits) == ["WATERSUIT S7", "WATERSUIT W7"]


def test_watersuit_M26_a_bigger_card_that_keeps_the_pile_one_type_can_cost_less() -> None:
    mud = "W7 S4 S3"
    assert round_score("W1 W1 S3") == 5 and round_score("W1 W1 W7") == 3
    assert sum(int(c[1]) for c in mud.split()) == 14 and is_perfect(mud)


def test_pipe_M19a_a_new_window_opens_without_the_piper() -> None:
    piped = after(start("pipe"), "PIPE at P3")
    assert piped.view()["phase"] == "race" and 0 not in piped.view()["queue"] and 1 in piped.view()["queue"]


def test_machinegun_M19e_the_mud_goes_and_the_others_reveal_from_the_left() -> None:
    fired = after(start("machinegun"), "MACHINEGUN")
    reveals = [e.data["seat"] for e in fired.history[-1].events if e.kind == "mg-reveal"]
    assert reveals[:3] == [1, 2, 3] and fired.view()["piles"][0] == []
    empty = game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6", thrower=1, target=0, race=False, deck="W2",
                 seed=6)
    told = after(empty, "MACHINEGUN").history[-1].events
    assert any(e.kind == "mg-empty" and e.data["seats"] == [2, 3] for e in told)


def test_refill_M21_M23_you_play_next_and_the_thrower_drew_2() -> None:
    done = after(start("refill"), "accept")
    assert done.to_move == 0
    refill = next(e for e in done.history[-1].events if e.kind == "refill")
    assert [q for q, _ in refill.data["draws"]] == [1] and refill.data["draws"][0][1] == 2


def test_rounds_M26_M28_M29_each_claim_of_the_text() -> None:
    assert (round_score("S3 S4 S1"), round_score("W3 W4 W4 S2")) == (3, 13)
    assert tutor.new_game("matschig", players=4, seed=1).view()["rounds"] == 3
    g = start("rounds")
    ended = after(g, "accept")
    assert ended.view()["round"] == 2 and all(p == [] for p in ended.view()["piles"])
    assert ended.view()["starter"] == (g.view()["starter"] + 1) % 4


def test_one_type_M26_sand_3_5_6_7_is_4_and_with_water_1_it_is_22() -> None:
    assert round_score("S3 S5 S6 S7") == 4 and round_score("S3 S5 S6 S7 W1") == 22
    g = start("one-type")
    for action in ("umbrellas U1>W1", "FLAMETHROWER"):
        pile = after(g, action).view()["piles"][0]
        assert {c[0] for c in pile} == {"S"}


@pytest.mark.parametrize("lesson_id", ["perfect", "watersuit", "pipe"])
def test_no_text_says_perfect_mud_can_never_be_sent_back(lesson_id: str) -> None:
    lesson = LESSON[lesson_id]
    texts = [lesson.text("en")] + ([lesson.task.done("en")] if lesson.task else [])
    assert not any("send it back at you" in t and "nobody can" in t for t in texts)


def test_umbrellas_the_hint_steps_are_the_clicks_of_a_defence_that_does_the_task() -> None:
    g = start("umbrellas")
    assert g.click_paths()["umbrellas U3>W2 U5>S5"][:4] == ("U3", "mud W2", "U5", "mud S5")
    assert LESSON["umbrellas"].task.check(after(g, "umbrellas U3>W2 U5>S5"))
    hint = LESSON["umbrellas"].hints[1]
    assert "umbrella 3, then water 2" in hint("en") and "Regenschirm 3, dann auf Wasser 2" in hint("de")
