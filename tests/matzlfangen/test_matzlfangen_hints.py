"""Hints (issue 13 §3): the plan for the seat to move, from its view only, naming the rule that makes the
choice good or forced; the bot plays the same plan and can say why."""
import random

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.core import i18n
from tutor.core.testing import random_game
from tutor.core.bots import HINT_BOT
from tutor.matzlfangen import conceal, make_position


def _positions(n: int = 60, seed: int = 3):
    r = random.Random(seed)
    for i in range(n):
        g = random_game("matzlfangen", r.randrange(10**6), r, deals=r.choice((1, 2)))
        g.goto(r.randrange(len(g.history)))  # never the end: someone is to move
        yield g, r


def test_hints_are_legal_told_in_both_languages_with_known_rule_ids():
    known = set(i18n.rule_ids("matzlfangen"))
    for g, _ in _positions():
        for lang in LANGS:
            hint = g.hint(lang)
            assert hint.action in g.legal_actions() and hint.rules and set(hint.rules) <= known
            assert all(rule in hint.text for rule in hint.rules), hint


def test_hints_come_from_the_seats_view_only():
    """Positions that differ only in the cards the seat to move cannot see give the same hint."""
    differ = 0
    for g, r in _positions(80, seed=5):
        seat = g.to_move
        pos = g.position()
        other = tutor.new_game("matzlfangen", position=conceal(pos, seat, r))
        differ += other.position() != pos
        for lang in LANGS:
            assert other.hint(lang) == g.hint(lang), (pos, seat)
    assert differ > 40


@pytest.mark.parametrize("hand,trick,card,rule", [
    ("S7 SA H8 EX", "SK", "SA", "R-PLAY-3"),   # §5.3 example 1: follow and head
    ("H9 HA E7", "SK HO", "HA", "R-PLAY-4"),   # example 3: must over-trump
    ("HA H7 LK", "HX", "HA", "R-PLAY-3"),      # example 5: Stichzwang catches the Matzl
])
def test_R_PLAY_a_forced_card_is_hinted_with_the_compulsion(hand, trick, card, rule):
    pos = make_position(hands=[hand, None, None, None], trick=trick, to_move=0, trump="H")
    hint = tutor.new_game("matzlfangen", position=pos).hint("en")
    assert hint.action == f"play {card}" and hint.rules[0] == rule and "only legal card" in hint.text


def test_R_PLAY_6_the_hint_names_it_when_a_known_partner_is_winning():
    """Treiben by P1: P2 and P3 defend together. P1 leads H8, P2 wins with HK: P3 must still head with HA."""
    pos = make_position(hands=["E7 E8 E9 EU EO EK EX", "L7 L8 L9 LU LO LK LX", "HA H7 S7 S8 S9 SU SO SK",
                               "HX HO HU H9 LA EA SA SX"], contract="treiben", declarer=0, trump="E",
                        trick="H8 HK", to_move=2)
    g = tutor.new_game("matzlfangen", position=pos)
    hint = g.hint("en")
    assert hint.action == "play HA" and hint.rules[:2] == ("R-PLAY-6", "R-PLAY-3")
    assert "partner P2 is winning" in hint.text and "aunque tu compañero P2" in g.hint("es").text
    refusal = g.why_not("play H7")
    assert refusal.rule == "R-PLAY-6" and "partner P2" in refusal


def test_R_MATZL_1_a_forced_trump_sau_is_hinted_as_catching_the_matzl():
    """§5.3 example 5, the trump Ten led by the soloist P4: Stichzwang makes P1 catch it."""
    pos = make_position(hands=["HA H7 EA E7", None, None, None], contract="treiben", declarer=3, trump="H",
                        trick="HX", to_move=0, seed=1)
    hint = tutor.new_game("matzlfangen", position=pos).hint("en")
    assert hint.action == "play HA" and hint.rules == ("R-PLAY-3", "R-MATZL-1") and "catch the Matzl" in hint.text


def test_R_MATZL_1_the_plan_keeps_the_trump_sau_while_the_matzl_is_out():
    """P2's Treiben in Herz; P2 leads LA and P1, without Laub, must trump: the cheapest trump wins it, and the
    Sau waits for the Matzl."""
    pos = make_position(hands=["HA H7 H8 E7 E8 E9 EU EO", None, None, None], contract="treiben", declarer=1,
                        dealer=0, trump="H", trick="LA L8 L9", to_move=0, seed=3)
    g = tutor.new_game("matzlfangen", position=pos)
    assert g.legal_actions() == ["play HA", "play H8", "play H7"]
    hint = g.hint("en")
    assert hint.action == "play H7" and hint.rules == ("R-PLAY-4", "R-TRICK-1", "R-MATZL-1")
    assert "keep the trump Sau" in hint.text and "guarda la Sau de triunfo" in g.hint("es").text


def test_the_hint_bot_plays_the_hint_and_why_tells_its_own_seat_the_plan():
    g = tutor.new_game("matzlfangen", seed=11)
    while not g.is_over:
        before = g.hint("es")
        assert HINT_BOT.choose(g) == before.action
        g.play(HINT_BOT.choose(g))
        mine = g.why(len(g.history) - 1, seat=g.history[-1].seat, lang="es")
        assert mine.action == before.action and before.text in mine.text  # its own seat hears the plan it followed
