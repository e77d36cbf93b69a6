"""Issue 25 on Matzlfangen: one click per action, each click in words in both languages, why a click plays
nothing (with the best card so far after a refusal to beat or to trump), the action in words, the status line
from the engine, the card just played framed, and the one svg vocabulary (regions for question pictures,
card targets a phone can tap)."""
from __future__ import annotations

import random
import re

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.core.rules import SVG_KEYWORDS
from tutor.core.testing import random_game
from tutor.matzlfangen import REGIONS, RULES, make_position

NOTATION = re.compile(r"(?<![-\w])[ELHS][AXKOU987]\b|\btrump [ELHS]\b|\bbid [a-z]|\bno raise\b")


def _games(n: int = 30):
    rng = random.Random(8)
    for seed in range(n):
        yield random_game("matzlfangen", seed=seed, rng=rng, stop_after=rng.randrange(0, 60))


def test_every_action_is_one_click_and_its_token_is_the_action():
    for g in _games():
        paths = g.click_paths()
        assert all(path == (action,) for action, path in paths.items())


def test_every_click_and_action_is_said_in_words_in_both_languages():
    english = re.compile(r"\b(play|raise|pass|cut|knock|claim|waive|bid|call|the|trumps)\b")
    for g in _games():
        for action in g.legal_actions():
            for lang in LANGS:
                label = RULES.click_label(g.state, action, lang)
                described = g.describe(action, lang)
                assert label and not NOTATION.search(label), label
                assert described[0].islower() and not NOTATION.search(described), described
            for lang in LANGS[1:]:
                label = RULES.click_label(g.state, action, lang)
                assert not english.search(label), label


def test_R_PLAY_3_a_refused_card_names_the_compulsion_and_the_best_card_so_far():
    g = tutor.new_game("matzlfangen", position=make_position(hands=["LA L7 EX H9 S8", None, None, None], trick="LK",
                                                            to_move=0, contract="treiben", declarer=3, trump="H",
                                                            seed=3))
    why = RULES.why_not_click(g.state, "play L7", "en")
    assert why.startswith("R-PLAY-3") and "Stichzwang" in why and "best card so far is the Laub König, played by P4" in why
    assert "la mejor carta hasta ahora es el Laub König".lower() in RULES.why_not_click(g.state, "play L7", "es").lower()
    assert RULES.why_not_click(g.state, "play LA", "en") == ""  # legal: nothing to say
    follow = RULES.why_not_click(g.state, "play EX", "en")
    assert follow.startswith("R-PLAY-2") and "best card" not in follow  # following suit is not about beating


def test_a_click_of_another_phase_is_refused_in_words():
    g = tutor.new_game("matzlfangen", seed=13)
    g.play("cut")
    card = g.view(0)["hands"][0][0]
    for lang in LANGS:
        why = RULES.why_not_click(g.state, f"play {card}", lang)
        assert why.startswith("R-BID-1") and not NOTATION.search(why.split(":", 1)[1]), why


def test_the_status_line_comes_from_the_engine_and_tells_each_seat_its_own_turn():
    g = tutor.new_game("matzlfangen", seed=2, deals=2)
    g.play("cut")
    assert g.status(seat=0) == "Deal 1 of 2 · Auction · your turn (P1): say weiter or bid"
    assert g.status(seat=1) == "Deal 1 of 2 · Auction · P1 to move"
    assert g.status(seat=None, lang="es") == "Reparto 1 de 2 · Subasta · le toca a P1: di weiter o puja"


def test_the_card_just_played_is_framed():
    g = tutor.new_game("matzlfangen", seed=4)
    while not g.history or not g.history[-1].action.startswith("play "):
        g.play(g.hint().action)
    card = g.history[-1].action.split()[1]
    assert RULES.move_highlight(g.state_at(len(g.history) - 1), g.history[-1].action, g.state) == (card,)
    assert RULES.move_highlight(g.state, "no raise", g.state) == ()


def test_svg_speaks_exactly_the_shared_vocabulary():
    assert RULES.svg_highlights == SVG_KEYWORDS
    g = tutor.new_game("matzlfangen", seed=1)
    with pytest.raises(TypeError):
        g.svg(seat=0, marked=["HA"])
    with pytest.raises(TypeError):
        g.svg(seat=0, winner=False)


@pytest.mark.parametrize("region", REGIONS)
def test_a_region_draws_one_part_alone_and_never_another_hand(region):
    g = tutor.new_game("matzlfangen", position=make_position(hands=["LA L7 EX H9 S8", None, None, None], trick="LK",
                                                            to_move=0, contract="treiben", declarer=3, trump="H",
                                                            seed=3))
    svg = g.svg(seat=0, lang="en", region=region)
    full = g.svg(seat=0, lang="en")
    assert svg.startswith("<svg") and len(svg) < len(full) and "data-action" not in svg
    faces = set(re.findall(r'data-card="(\w\w)"', svg))
    assert faces <= {"LA", "L7", "EX", "H9", "S8", "LK"}, faces
    with pytest.raises(ValueError):
        g.svg(seat=0, region="everything")


def test_the_trick_region_never_shows_who_wins():
    g = tutor.new_game("matzlfangen", position=make_position(hands=["LA L7 EX H9 S8", None, None, None], trick="LK",
                                                            to_move=0, contract="treiben", declarer=3, trump="H",
                                                            seed=3))
    assert "★" not in g.svg(seat=0, region="trick") and "★" in g.svg(seat=0)
    assert "Winning now" in g.svg(seat=0) and "Winning" not in g.svg(seat=0, region="play")


def _targets(svg: str) -> list[tuple[str, float, float]]:
    """(data-action, width, height) of each card target drawn."""
    out = []
    for m in re.finditer(r'<g class="(?:mz-card|mz-option)[^"]*" data-action="([^"]+)"[^>]*>(.*?)</g>', svg):
        rect = re.search(r'<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)"', m.group(2))
        if rect and m.group(1).split()[0] in ("play", "call"):
            out.append((m.group(1), float(rect.group(1)), float(rect.group(2))))
    return out


def test_card_targets_are_at_least_34_px_on_a_390_px_phone():
    scale = 390 / 620
    hand = tutor.new_game("matzlfangen", seed=5)
    while hand.state.phase != "play" or hand.to_move != 0:
        hand.play(hand.hint().action)
    call = tutor.new_game("matzlfangen", position=make_position(phase="call", seed=14))
    anyone = tutor.new_game("matzlfangen", position=make_position(phase="call", seed=14, variants={"V-CALL-ANY"}))
    for g in (hand, call, anyone):
        targets = _targets(g.svg(seat=0, legal=g.legal_actions()))
        assert targets
        for action, width, height in targets:
            assert width * scale >= 34 and height * scale >= 34, (action, width, height)
