"""Display per seat (view, text diagram, SVG; A18), the svg vocabulary and its regions, and the bots of
tutor.core.bots on Matschig (the hint bot plays the hint)."""
import re

import pytest

import tutor
from tutor.core.bots import HINT_BOT, RandomBot
from tutor.matschig import RULES, make_position

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


def _defence():
    return tutor.new_game("matschig", position=make_position(
        hands=["W3 S5 U2 U4 PIPE", "U4 U1 BLOWER", None, None], seed=4, thrown="W2 S6", thrower=1, target=0,
        race=False))


def test_svg_takes_exactly_the_shared_keywords_and_each_changes_the_drawing():
    g = _defence()
    samples = {"lang": "es", "legal": ["U2"], "picked": ["U2"], "highlight": ["P2"], "region": "mud"}
    assert RULES.svg_highlights == set(samples)
    for keyword, value in samples.items():
        assert g.svg(**{keyword: value}) != g.svg(), keyword
    with pytest.raises(TypeError):
        g.svg(colour="red")
    with pytest.raises(TypeError):
        RULES.svg(g.state, None, colour="red")  # the Rules object refuses it too
    with pytest.raises(ValueError):
        g.svg(region="deck")
    with pytest.raises(ValueError):
        g.svg(legal="U2")
    # an outline never shows a hidden card: P1's view is the same whichever card is named
    assert g.svg(seat=0, highlight=["U1"]) == g.svg(seat=0)


def test_M18_picked_umbrellas_are_drawn_on_the_mud_card_they_guard_with_their_sum():
    g = _defence()
    svg = g.svg(seat=0, picked=["U4", "mud W2", "U2"], legal=["mud W2", "mud S6"])
    assert 'data-group="U4&gt;W2" data-ok="1"' in svg and "4 ≥ 2 ✓" in svg
    lifted = re.findall(r'class="tutor-card tutor-picked" data-card="(\w+)"', svg)
    assert sorted(lifted) == ["U2", "U4"]
    assert 'class="tutor-mud-card tutor-legal" data-card="S6" data-action="mud S6"' in svg
    small = g.svg(seat=0, picked=["U2", "mud S6"])
    assert "2 &lt; 6 ✗" in small or "2 < 6 ✗" in small


def test_a_partial_throw_is_drawn_with_its_sums():
    g = tutor.new_game("matschig", position=make_position(hands=["W3 S5 U2 U4 PIPE S1 W1"], seed=4))
    svg = g.svg(seat=0, picked=["W3", "S5"], legal=["P2", "P3", "P4"])
    assert "Your mud:" in svg and "water 3 · sand 5 — not perfect: a water 2 completes it" in svg
    assert svg.count('class="tutor-seat tutor-legal"') == 3


@pytest.mark.parametrize("region", ["hand", "mud", "piles"])
def test_a_region_draws_that_part_alone_and_smaller(region):
    g = _defence()
    whole, part = g.svg(seat=0), g.svg(seat=0, region=region)
    height = lambda svg: float(re.search(r'height="([\d.]+)"', svg).group(1))  # noqa: E731
    assert height(part) < height(whole) / 2 and f'data-region="{region}"' in part
    if region == "hand":
        assert part.count("data-card=") == 5 and "data-seat" not in part
    if region == "mud":
        assert 'data-mud="W2 S6"' in part and "data-seat" not in part
    if region == "piles":
        assert part.count("data-seat=") == 4 and "tutor-card" not in part


def test_targets_are_at_least_34_px_on_a_390_px_phone():
    g = _defence()
    svg = g.svg(seat=0)
    scale = 390 / float(re.search(r'width="([\d.]+)"', svg).group(1))
    rects = re.findall(r'data-action="([^"]*)"[^>]*>(?:<title>[^<]*</title>)?<rect class="tutor-mark" x="[\d.-]+" '
                       r'y="[\d.-]+" width="([\d.]+)" height="([\d.]+)"', svg)
    assert len(rects) >= 10
    for token, w, h in rects:
        assert float(w) * scale >= 34 and float(h) * scale >= 34, (token, w, h)


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


def test_the_core_bots_play_legal_actions():
    g = tutor.new_game("matschig", players=5, seed=12)
    for bot in (RandomBot(1), HINT_BOT):
        for _ in range(40):
            if g.is_over:
                break
            action = bot.choose(g)
            assert action in g.legal_actions()
            g.play(action)


def test_the_hint_bot_plays_the_hint_and_why_tells_its_reasoning_to_the_teacher():
    g = tutor.new_game("matschig", players=4, seed=7)
    for _ in range(60):
        if g.is_over:
            break
        hint = g.hint("es")
        assert HINT_BOT.choose(g) == hint.action and hint.text and hint.rules
        g.play(HINT_BOT.choose(g))
        why = g.why(len(g.history) - 1, lang="es")
        assert why.action == hint.action and hint.text in why.text


def test_the_hint_throws_perfect_mud_at_the_leader():
    s = craft(hands={0: "W3 W4 S4 S6"}, totals=(5, 9, 2, 7), round=2)
    assert RULES.hint(s).action == "throw W4 S4 at P3"


def test_M26_the_hint_defends_the_largest_card_first():
    s = craft(hands={0: "W2 S6", 1: "U6"})
    s2, _ = decline_all(play(s, "throw W2 S6 at P2")[0])
    assert RULES.hint(s2).action == "umbrellas U6>S6"


def test_M15_the_hint_completes_to_send_mud_to_the_leader():
    s = craft(hands={0: "W3 S5", 2: "W2"}, totals=(0, 8, 9, 3), round=2)
    s2, _, _ = play(s, "throw W3 S5 at P2", "decline")
    assert RULES.hint(s2).action == "complete W2 at P1"
