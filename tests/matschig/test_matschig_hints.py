"""Hints (the teaching surface): a legal action for the seat to move, worked out
from that seat's view only; a defence is the one leaving the smallest mud-pile score under M26,
ties to fewer cards spent."""
import random

import pytest

import tutor
from tutor.core import i18n
from tutor.matschig import RULES, conceal, make_position
from tutor.matschig.hints import best_defence, outcome

from matschig_helpers import craft, play


def _issue_13_position(hand: str):
    """P1's mud pile holds W4 W5 (one type: 2 points); P3 completes W5 S2 with S3 and sends the
    perfect mud W5 S2 S3 at P1, who holds `hand`."""
    pos = make_position(hands=[hand, "W1", "S3", "W2"], piles=["W4 W5"], thrown="W5 S2",
                        thrower=1, target=3, seed=1)
    g = tutor.new_game("matschig", position=pos)
    g.play("complete S3 at P1")
    assert g.to_move == 0 and g.state.mud == ("W5", "S2", "S3")
    return g


def test_M26_defence_hint_leaves_the_smallest_mud_pile_score():
    g = _issue_13_position("U7 U2")
    hint = g.hint()
    assert hint.action == "umbrellas U2>S2 U7>S3"  # takes W5: one type, 3 cards, 3 points
    assert "umbrellas U7>W5 U2>S2" in g.legal_actions()  # takes S3: mixed, 12 points
    assert outcome(g.state.mud, g.state.piles[0], "umbrellas U7>W5 U2>S2").score == 12
    assert outcome(g.state.mud, g.state.piles[0], hint.action).score == 3
    assert "M26" in hint.rules and "M18" in hint.rules
    assert "3 points (now 2)" in hint.text and "accepting would bring it to 19" in hint.text


def test_M26_ties_go_to_fewer_cards_spent():
    g = _issue_13_position("U7 U2 BLOWER")
    hint = g.hint("es")
    assert hint.action == "BLOWER"  # 3 points with one card, the umbrellas need two
    assert hint.rules == ("M26", "M19b")
    assert "Juega la sopladora" in hint.text and "BLOWER" not in hint.text and "valdría 3 puntos" in hint.text


def test_M16_defence_options_tell_the_target_what_each_choice_costs():
    g = _issue_13_position("U7 U2 BLOWER")
    options = [e for e in g.history[-1].events if e.kind == "defence-options"][0]
    text = options.text("en")
    assert "accept, taking all of it: 19 points (+17)" in text  # not the 10 points of the mud
    assert "at best umbrella 2 on sand 2 and umbrella 7 on sand 3, taking water 5: 3 points (+1)" in text
    assert "blower: the sand goes and the water stays, taking water 5: 3 points (+1)" in text
    assert "scores 2 points now" in text


def test_M19d_water_suit_hint_for_a_3_card_mud_of_14_leaves_the_smallest_card():
    pos = make_position(hands=["WATERSUIT", "W1", "S3", "W2"], thrown="W7 S4", thrower=1,
                        target=3, seed=2)
    g = tutor.new_game("matschig", position=pos)
    g.play("complete S3 at P1")
    assert g.hint().action == "WATERSUIT W7 S4"
    options = [e for e in g.history[-1].events if e.kind == "defence-options"][0].text("en")
    assert "water suit, at best stopping water 7 and sand 4, taking sand 3" in options


def test_M19a_a_pipe_goes_to_the_player_with_the_fewest_points():
    s = craft(hands={0: "W3 S3", 1: "PIPE"}, totals=(4, 9, 7, 2), round=2)
    s2, _, _ = play(s, "throw W3 S3 at P2")
    hint = RULES.hint(s2)
    assert hint.action == "PIPE at P4" and "P4" in hint.text


def test_M12_M14_race_hints():
    s = craft(hands={0: "W3 S5", 1: "W2"}, totals=(1, 5, 0, 9), round=2)
    s2, _, _ = play(s, "throw W3 S5 at P2")  # at P2 itself, who holds the W2
    hint = RULES.hint(s2)
    assert hint.action == "complete W2 at P3" and hint.rules == ("M13", "M15")
    s3, _, _ = play(s2, "decline")
    hint = RULES.hint(s3)  # P3 holds no W2
    assert hint.action == "decline" and "no water 2" in hint.text


def test_M6_M7_turn_hints():
    s = craft(hands={0: "W1 W2 W5 U3"})
    assert RULES.hint(s).action == "swap W1 W2 W5"
    assert "no sand card" in RULES.hint(s).text
    s = craft(hands={0: "W1 U3"})
    assert RULES.hint(s).action == "pass"
    s = craft(hands={0: "W3 S5 S4"}, totals=(0, 3, 1, 2), round=2)
    hint = RULES.hint(s)
    assert hint.action == "throw W3 S4 at P3" and hint.rules == ("M8", "M12")


def test_best_defence_is_the_minimum_of_the_listed_choices():
    rng = random.Random(8)
    checked = 0
    for seed in range(30):
        g = tutor.new_game("matschig", players=4, seed=seed)
        while not g.is_over and checked < 150:
            if g.state.phase == "defend":
                seat = g.to_move
                best = best_defence(g.state.mud, g.state.piles[seat], g.legal_actions())
                scores = [outcome(g.state.mud, g.state.piles[seat], a).score
                          for a in g.legal_actions()]
                assert best.score == min(scores)
                assert outcome(g.state.mud, g.state.piles[seat], g.hint().action).score == best.score
                checked += 1
            g.play(rng.choice(g.legal_actions()))
    assert checked >= 100


@pytest.mark.parametrize("seed", range(6))
def test_hint_is_told_from_the_seat_view_only(seed):
    """Dealing again the cards the seat to move cannot see changes neither its hint nor its text."""
    rng = random.Random(seed)
    g = tutor.new_game("matschig", players=3 + seed % 4, seed=seed)
    for _ in range(120):
        if g.is_over:
            break
        seat = g.to_move
        other = tutor.new_game("matschig", position=conceal(g.position(), seat, rng))
        for lang in i18n.LANGS:
            assert other.hint(lang) == g.hint(lang)
        g.play(rng.choice(g.legal_actions()))
