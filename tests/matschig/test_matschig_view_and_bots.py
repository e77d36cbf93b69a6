"""Display per seat (view, text diagram, SVG; A18) and the bots (HintBot plays the hint)."""
import random

import pytest

import tutor
from tutor.matschig import RULES, HintBot, make_position, random_bot, sensible_bot

from matschig_helpers import craft, decline_all, play


def _game(**kw):
    pos = make_position(hands=["W3 S5 U2 PIPE", "U4 U1 BLOWER", None, None], seed=4, **kw)
    return tutor.new_game("matschig", position=pos)


def test_text_diagram_shows_table_and_mud_in_flight():
    s = craft(hands={0: "W3 S5", 1: "U2"}, starter=0)
    s2, _, _ = play(s, "throw W3 S5 at P2")
    text = RULES.text(s2)
    assert "round 1/3" in text and "P2 to move" in text
    assert "mud in flight: W3 S5 (water 3, sand 5, needs W2) P1 -> P2" in text
    g = tutor.new_game("matschig", seed=3)
    assert repr(g) == g.text()


def test_A18_text_for_a_seat_shows_its_own_hand_and_only_the_size_of_the_others():
    g = _game()
    mine = g.text("en", seat=0)
    assert "hand: W3 S5 U2 PIPE" in mine and "U4 U1" not in mine and "hand: 7 cards" in mine
    assert "hand: U1 U4 BLOWER" in g.text("en", seat=1) and "W3 S5" not in g.text("en", seat=1)
    assert "hand: U1 U4 BLOWER" in g.text("en")  # seat None: the teacher's projector


def test_A18_svg_for_a_seat_draws_only_what_it_may_see():
    g = _game()
    everything, p1, p2 = g.svg(), g.svg(seat=0), g.svg(seat=1)
    assert 'data-card="BLOWER"' in everything and 'data-card="PIPE"' in everything
    assert ">pipe<" in p1 and 'data-card="BLOWER"' not in p1 and 'data-card="U4"' not in p1
    assert ">blower<" in p2 and 'data-card="PIPE"' not in p2
    assert p1.count("data-card=") == 4  # P1's own hand only; the others as their sizes
    assert 'data-seat="1" data-hand="3"' in p1 and 'data-seat="2" data-hand="7"' in p1


def test_svg_takes_exactly_its_highlight_keywords():
    """Every keyword the Rules list is taken by the board and changes it; any other is refused."""
    g = _game()
    samples = {"highlight": 1, "cards": ["W3"], "lang": "es", "legal": ["W3"], "picked": ["W3"],
               "targets": {"W3": "throw:W3"}, "seats": {1: "throw W3 S5 at P2"}, "mud_targets": {},
               "groups": [], "buttons": [("pass", "Pass", False)], "badges": {"PIPE": "→ 0"}}
    g = tutor.new_game("matschig", position=make_position(
        hands=["W3 S5 U2 PIPE", "U4 U1 BLOWER", None, None], seed=4, thrown="W2 S6", thrower=1, target=0,
        race=False))
    samples.update(mud_targets={"W2": "umb:U2>W2"}, groups=[(("U2",), "W2")])
    for keyword in RULES.svg_highlights:
        assert g.svg(**{keyword: samples[keyword]}) != g.svg(), keyword
    assert g.svg(**samples) != g.svg()
    with pytest.raises(TypeError):
        g.svg(colour="red")
    with pytest.raises(TypeError):
        RULES.svg(g.state, None, colour="red")  # the Rules object refuses it too
    with pytest.raises(ValueError):
        g.svg(highlight=9)
    with pytest.raises(ValueError):
        g.svg(cards=["X9"])
    # an outline never shows a hidden card: P1's view is the same whichever card is named
    assert g.svg(seat=0, cards=["U1"]) == g.svg(seat=0)


def test_svg_is_a_pure_function_of_state():
    g = tutor.new_game("matschig", players=3, seed=8)
    svg = g.svg()
    assert svg.startswith("<svg") and svg.endswith("</svg>") and svg == g.svg()


def test_A18_view_hides_other_hands_the_deck_and_secret_claims():
    s = craft(hands={0: "W3 S5", 1: "W2", 2: "W2"}, variants={"RACE_RANDOM"})
    s2, _, _ = play(s, "throw W3 S5 at P2", "complete W2 at P1")
    assert RULES.view(s2, None)["claims"] == [[1, 0]]
    assert RULES.view(s2, 1)["claims"] == [[1, 0]] and RULES.view(s2, 2)["claims"] == []
    v = RULES.view(s2, 2)
    assert list(v["hands"]) == [2] and "deck" not in v and v["queue"] == [2, 3]


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


def test_hint_bot_plays_its_own_explanation():
    g = tutor.new_game("matschig", players=4, seed=7)
    bot = HintBot()
    for _ in range(60):
        if g.is_over:
            break
        why = bot.explain(g, "es")
        assert bot.choose(g) == why.action == g.hint().action and why.text and why.rules
        g.play(bot.choose(g))


def test_sensible_bot_throws_perfect_mud_at_the_leader():
    s = craft(hands={0: "W3 W4 S4 S6"}, totals=(5, 9, 2, 7), round=2)
    assert sensible_bot(s, 0, random.Random(0)) == "throw W4 S4 at P3"


def test_M26_sensible_bot_defends_the_largest_card_first():
    s = craft(hands={0: "W2 S6", 1: "U6"})
    s2, _ = decline_all(play(s, "throw W2 S6 at P2")[0])
    assert sensible_bot(s2, 1, random.Random(0)) == "umbrellas U6>S6"


def test_M15_sensible_bot_completes_to_send_mud_to_the_leader():
    s = craft(hands={0: "W3 S5", 2: "W2"}, totals=(0, 8, 9, 3), round=2)
    s2, _, _ = play(s, "throw W3 S5 at P2", "decline")
    assert sensible_bot(s2, 2, random.Random(0)) == "complete W2 at P1"
