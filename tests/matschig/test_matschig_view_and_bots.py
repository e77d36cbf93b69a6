"""Display (text diagram, SVG) and the two bots."""
import random

import pytest

import tutor
from tutor.matschig import RULES, random_bot, sensible_bot

from matschig_helpers import craft, play


def test_text_diagram_shows_table_and_mud_in_flight():
    s = craft(hands={0: "W3 S5", 1: "U2"}, starter=0)
    s2, _, _ = play(s, "throw W3 S5 at P2")
    text = RULES.text(s2)
    assert "round 1/3" in text and "P2 to move" in text
    assert "mud in flight: W3 S5 (water 3, sand 5, needs W2) P1 -> P2" in text
    g = tutor.new_game("matschig", seed=3)
    assert repr(g) == g.text()


def test_svg_is_a_pure_function_of_state():
    g = tutor.new_game("matschig", players=3, seed=8)
    svg = g.svg()
    assert svg.startswith("<svg") and svg.endswith("</svg>") and svg == g.svg()
    assert "W" in svg and g.svg(seat=0) != svg and g.svg(highlight=1) != svg


def test_bots_play_legal_actions_and_refuse_wrong_seat():
    g = tutor.new_game("matschig", players=5, seed=12)
    rng = random.Random(1)
    for bot in (random_bot, sensible_bot):
        for _ in range(40):
            if g.is_over:
                break
            action = bot(g, g.to_move, rng)
            assert action in g.legal_actions()
            g.play(action)
    if not g.is_over:
        with pytest.raises(ValueError):
            random_bot(g.state, (g.to_move + 1) % 5, rng)


def test_sensible_bot_throws_perfect_mud_at_the_leader():
    s = craft(hands={0: "W3 W4 S4 S6"}, totals=(5, 9, 2, 7))
    assert sensible_bot(s, 0, random.Random(0)) == "throw W4 S4 at P3"


def test_sensible_bot_defends_the_largest_card_first():
    s = craft(hands={0: "W2 S6", 1: "U6"})
    s2, _, _ = play(s, "throw W2 S6 at P2")
    assert sensible_bot(s2, 1, random.Random(0)) == "umbrellas U6>S6"


def test_sensible_bot_completes_to_send_mud_to_the_leader():
    s = craft(hands={0: "W3 S5", 2: "W2"}, totals=(0, 8, 9, 3))
    s2, _, _ = play(s, "throw W3 S5 at P2")
    assert sensible_bot(s2, 2, random.Random(0)) == "complete W2 at P1"
