"""Muros positions: the format (g.position()), its checks (MU1-MU12, MU17, A9), make_position for
lessons, and the views per seat (MU3, A10)."""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tutor
from tutor import muros
from tutor.core import testing
from tutor.muros import RULES, check_snapshot, make_position
from tutor.muros.board import TOKENS_PER_COLOUR
from tutor.core import SVG_KEYWORDS

from muros_helpers import play_random


def _tokens(pos: dict) -> dict[str, int]:
    board = "".join(pos["board"])
    return {t: board.count(t) + pos["removed"][t] + sum(c.get(t, 0) for c in pos["captured"])
            for t in TOKENS_PER_COLOUR}


# -- the format ----------------------------------------------------------------------------------

def test_position_is_json_and_names_every_field() -> None:
    """g.position() is plain JSON data with the documented fields, and survives a JSON round trip."""
    game = tutor.new_game("muros", players=3, seed=9, variants={"COMPACT_SHIFT"})
    pos = game.position()
    assert list(pos) == ["game", "players", "variants", "board", "slots", "hands", "piles", "captured",
                         "removed", "turn", "passes"]
    assert pos["variants"] == ["COMPACT_SHIFT"] and len(pos["board"]) == 9 and pos["slots"] == {}
    assert json.loads(json.dumps(pos)) == pos
    for field in pos:
        assert f'"{field}"' in muros.__doc__


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_from_its_own_position_goes_on_exactly_alike(players: int) -> None:
    """Issue 13 property: at random reachable states, a game made from g.position() has the same legal
    actions and views and gives the same steps; it saves, loads and undoes like any other."""
    rng = random.Random(players)
    for seed in range(4):
        game = tutor.new_game("muros", players=players, seed=seed, variants={"ALLOW_PASS"} if seed == 3 else ())
        play_random(game, rng, steps=rng.randrange(37))
        testing.check_position(game, rng, steps=10)
        copy_ = tutor.new_game("muros", seed=seed + 1, position=game.position())
        assert copy_.to_json() == tutor.load_game(copy_.to_json()).to_json()
        assert json.loads(copy_.to_json())["start"] == game.position()


def test_new_game_refuses_a_setup_that_differs_from_the_position() -> None:
    """players= or variants= that contradict the position are a ValueError; agreeing ones are fine."""
    pos = make_position(players=3)
    assert tutor.new_game("muros", players=3, position=pos).players == 3
    with pytest.raises(ValueError, match="players=2, but the position is for 3 players"):
        tutor.new_game("muros", players=2, position=pos)
    with pytest.raises(ValueError, match="differ from the position's"):
        tutor.new_game("muros", variants={"COMPACT_SHIFT"}, position=pos)


# -- the checks, by rule ---------------------------------------------------------------------------

def _refused(pos: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        check_snapshot(pos)
    with pytest.raises(ValueError, match=message):
        tutor.new_game("muros", position=pos)


def test_MU2_every_token_is_accounted_for() -> None:
    """MU2: 17 of each card colour and 13 white, on the board, removed or captured."""
    pos = make_position()
    pos["removed"]["W"] += 1
    _refused(pos, r"expected 13 W tokens on the board, removed and captured together \(MU2\), found 14")


def test_MU3_a_hand_never_holds_more_than_its_deal() -> None:
    """MU3: with 4 players a hand is dealt 4 cards and never grows."""
    pos = make_position(players=4)
    pos["hands"][2]["Y"] += 2
    pos["piles"]["Y"] -= 2
    _refused(pos, r"P3 holds 6 cards, but with 4 players a hand is dealt 4 and never grows \(MU3\)")


def test_MU5_every_card_is_accounted_for() -> None:
    """MU5/A11: 9 cards of each colour in hands, piles and slots."""
    pos = make_position()
    pos["piles"]["G"] -= 1
    _refused(pos, r"expected 9 G cards in hands, piles and slots together \(MU5\), found 8")


def test_MU9_no_line_holds_two_cards_in_phase_1() -> None:
    """MU9: before the 18th card no card faces another."""
    pos = make_position(slots={"W4": "R"})
    pos["slots"]["E4"] = "R"
    pos["piles"]["R"] -= 1
    _refused(pos, r"W4 and E4 both hold a card, but with 2 cards placed the game is in phase 1")


def test_MU17_nothing_is_captured_in_phase_1() -> None:
    """MU17/MU19: captures happen only in phase 2."""
    with pytest.raises(ValueError, match=r"captured only in phase 2 \(MU17, MU19\), but only 5 cards are placed"):
        make_position(placed=5, captured=[{"R": 1}, {}])
    assert make_position(placed=19, captured=[{"R": 1}, {}])["captured"][0]["R"] == 1


def test_MU12_the_game_is_over_exactly_after_the_36th_card() -> None:
    """MU12: 36 cards placed means nobody moves; fewer means someone does (without ALLOW_PASS)."""
    with pytest.raises(ValueError, match=r"all 36 cards are placed, so the game is over \(MU12\)"):
        make_position(placed=36, hands=[{}, {}], piles={})
    over = tutor.new_game("muros", position=make_position(placed=36, hands=[{}, {}], piles={}, turn=None))
    assert over.is_over and over.legal_actions() == [] and over.result().winners
    with pytest.raises(ValueError, match="the game ends early only when every player passes in a row"):
        make_position(turn=None)


def test_MU8_the_seat_to_move_has_a_card_to_play() -> None:
    """MU8: a seat with no card in hand and no face-up card would be skipped, so it cannot be to move."""
    with pytest.raises(ValueError, match=r"P2 is to move but has no card in hand and every pile is empty.*\(MU8\)"):
        make_position(placed=34, slots={"W1": "B"}, hands=[{"R": 1}, {}, {"B": 1}], piles={}, turn=1)


def test_ALLOW_PASS_passes_need_the_variant_and_end_the_game_after_a_round() -> None:
    """A9: 'passes' counts passes in a row; without ALLOW_PASS it is 0; a full round ends the game."""
    with pytest.raises(ValueError, match=r"passing needs the variant ALLOW_PASS \(MU8\)"):
        make_position(passes=1)
    pos = make_position(passes=1, variants={"ALLOW_PASS"})
    game = tutor.new_game("muros", position=pos)
    game.play("pass")
    assert game.is_over and [e.kind for e in game.history[-1].events][:2] == ["pass", "all-passed"]
    with pytest.raises(ValueError, match="every player has passed in a row, so the game is over"):
        make_position(passes=2, variants={"ALLOW_PASS"})


def test_variants_of_a_position_are_checked_like_new_game_s() -> None:
    """Unknown names, repeats and the undefined COUNT_CELLS + SHIFT_TOWARD_CARD are refused."""
    pos = make_position()
    for bad, message in [(["NOPE"], "unknown variant"), (["ALLOW_PASS", "ALLOW_PASS"], "names a variant twice"),
                         (["COUNT_CELLS", "SHIFT_TOWARD_CARD"], "cannot be combined"), ("ALLOW_PASS", "a list")]:
        other = dict(pos, variants=bad)
        _refused(other, message)


JUNK = [None, True, 1.5, -1, "x", [], {}, [1, 2], {"Y": "1"}, 2**70, "R" * 200]


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10), st.sampled_from(range(len(JUNK))), st.integers(0, 2**32))
def test_a_bad_position_is_always_a_value_error_never_type_or_key(field: int, junk: int, seed: int) -> None:
    """Any one field (or one entry inside it) replaced by junk: a ValueError saying what is wrong."""
    rng = random.Random(seed)
    game = tutor.new_game("muros", players=rng.choice([2, 3, 4]), seed=seed)
    play_random(game, rng, steps=rng.randrange(40))
    pos = copy.deepcopy(game.position())
    name = list(pos)[field]
    value = pos[name]
    if isinstance(value, list) and value and rng.random() < 0.5:
        value[rng.randrange(len(value))] = JUNK[junk]
    elif isinstance(value, dict) and value and rng.random() < 0.5:
        value[rng.choice(sorted(value))] = JUNK[junk]
    else:
        pos[name] = JUNK[junk]
    try:
        check_snapshot(pos)
    except ValueError as err:
        assert str(err).startswith("Muros position: ") and len(str(err)) < 400
    else:
        tutor.new_game("muros", position=pos)      # a harmless change (e.g. a turn that is also possible)


def test_a_position_that_is_not_a_dict_or_not_json_is_refused() -> None:
    """Not a mapping, or values JSON cannot hold: ValueError."""
    with pytest.raises(ValueError, match="a muros position is a dict"):
        tutor.new_game("muros", position=["board"])
    pos = make_position()
    pos["board"] = tuple(pos["board"])
    with pytest.raises(ValueError, match="'board' must be a list of 9 rows"):
        check_snapshot(pos)


# -- make_position ----------------------------------------------------------------------------------

def test_make_position_keeps_what_the_lesson_wrote_and_fills_the_rest_from_the_seed() -> None:
    """One row and the hands, as in the docstring; the seed decides the rest, the same way each time."""
    pos = make_position(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1, "G": 1}])
    assert pos["board"][2] == "RBYRGWBRG" and "." not in "".join(pos["board"])
    assert pos["hands"] == [{"Y": 0, "B": 0, "R": 2, "G": 0}, {"Y": 1, "B": 0, "R": 0, "G": 1}]
    assert pos["piles"] == {"Y": 8, "B": 9, "R": 7, "G": 8} and pos["turn"] == 0 and pos["players"] == 2
    assert _tokens(pos) == TOKENS_PER_COLOUR
    assert make_position(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1, "G": 1}]) == pos
    other = make_position(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1, "G": 1}], seed=1)
    assert other["board"][2] == pos["board"][2] and other["board"] != pos["board"]
    game = tutor.new_game("muros", position=pos)
    step = game.play("R@W3")
    assert muros.read_line(game.state.board, "W3") == "...RBYRGW"          # §4.2 example 1
    assert step.events[2].data["removed"] == "GRB"


def test_make_position_columns_cells_holes_and_fill_false() -> None:
    """Columns read North to South, cells are (row, column), '.' is a hole, '?' is left to the seed;
    with fill=False the unnamed cells stay empty and the unused tokens count as removed (MU15)."""
    pos = make_position(cols={2: "WWBY..GBW"}, cells={(9, 9): "G", (1, 1): "?"}, rows={5: "Y.RB.GGW."}, fill=False)
    assert [row[1] for row in pos["board"]] == list("WWBY..GBW")
    assert pos["board"][8][8] == "G" and pos["board"][0][0] == "." and pos["board"][4] == "Y.RB.GGW."
    assert sum(pos["removed"].values()) == 81 - sum(c != "." for row in pos["board"] for c in row)
    with pytest.raises(ValueError, match=r"cell \(row 5, column 2\) is given as both \. and W"):
        make_position(rows={5: "Y.RB.GGW."}, cols={2: "WWBYWWGBW"})


def test_make_position_places_the_cards_a_lesson_does_not_name_line_by_line() -> None:
    """placed=20: every line holds a card (MU10), two lines hold two, and the lesson's lines are left alone."""
    pos = make_position(rows={5: "B.GGW...."}, slots={"E5": "G"}, placed=20, hands=[{"Y": 1}, {"G": 1}])
    slots = pos["slots"]
    assert len(slots) == 20 and slots["E5"] == "G" and "W5" not in slots
    per_line = [(a in slots) + (b in slots) for a, b in muros.LINES]
    assert min(per_line) == 1 and per_line.count(2) == 2
    game = tutor.new_game("muros", position=pos)
    assert {"Y@W5 take G", "Y@W5 take Y", "Y@W5 take none"} <= set(game.legal_actions())


@pytest.mark.parametrize("kwargs,message", [
    (dict(rows={1: "RRRRRRRRR", 2: "RRRRRRRRR"}), r"use 18 R tokens, but there are 17 \(MU2\)"),
    (dict(rows={1: "RRRRRRRR"}), "row 1 must be 9 characters"),
    (dict(rows={0: "RRRRRRRRR"}), "a row number is 1 to 9"),
    (dict(rows={1: "RRRRRRRRX"}), "row 1 holds 'X'"),
    (dict(cells={(0, 1): "R"}), r"a cell is \(row, column\), each 1 to 9"),
    (dict(slots={"Q1": "R"}), "unknown slot 'Q1'"),
    (dict(slots={"W1": "W"}), "slot W1 holds 'W'"),
    (dict(placed=37), "placed must be a whole number from 0"),
    (dict(hands=[{"R": 1}], players=None), r"Muros has 2 to 4 players \(MU1\), not 1"),
    (dict(hands=[{"R": 1}, {}], players=3), "players=3 but 2 hands are given"),
    (dict(hands=[{"X": 1}, {}]), "hands\\[0\\] names 'X'"),
    (dict(hands=[{"R": 10}, {}]), r"use 10 R cards, but there are 9 \(A11\)"),
    (dict(captured=[{"R": 1}]), "captured needs one dict per seat"),
    (dict(seed=-1), "seed must be a whole number"),
    (dict(variants={"COUNT_CELLS", "SHIFT_TOWARD_CARD"}), "cannot be combined"),
    (dict(turn=5), "'turn' must be the seat to move, 0 to 1"),
])
def test_make_position_refuses_what_cannot_be(kwargs: dict, message: str) -> None:
    """Every impossible request is a ValueError naming what is wrong."""
    with pytest.raises(ValueError, match=message):
        make_position(**kwargs)


# -- views per seat ------------------------------------------------------------------------------------

def test_MU3_text_shows_other_hands_only_as_counts() -> None:
    """MU3: text(seat=k) lists seat k's cards and only the size of the other hands; seat=None all."""
    game = tutor.new_game("muros", position=make_position(hands=[{"R": 2, "B": 1}, {"Y": 2}, {"G": 1}]))
    mine = game.text("en", seat=0)
    assert "P1 Y0 B1 R2 G0 | P2 2 cards | P3 1 card" in mine
    assert "P1 3 cartas | P2 2 cartas | P3 ▲0 ■0 ◆0 ●1" in game.text("es", seat=2)
    assert "P2 Y2 B0 R0 G0" in game.text("en")


def test_HIDDEN_CAPTURES_text_shows_other_captures_only_as_counts() -> None:
    """A10: with HIDDEN_CAPTURES the others' captures are a count in the text as in the view."""
    pos = make_position(placed=20, captured=[{"R": 2, "G": 1}, {"B": 4}], variants={"HIDDEN_CAPTURES"})
    game = tutor.new_game("muros", position=pos)
    assert "captured tokens: P1 Y0 B0 R2 G1 | P2 4 tokens" in game.text("en", seat=0)
    assert "fichas capturadas: P1 3 fichas | P2 ▲0 ■4 ◆0 ●0" in game.text("es", seat=1)


def test_svg_draws_the_seats_own_hand_and_only_the_size_of_the_others() -> None:
    """MU3: the board for seat k shows k's cards; another seat's hand only as a count."""
    game = tutor.new_game("muros", position=make_position(hands=[{"R": 2, "B": 1}, {"Y": 2}, {"G": 1}]))
    mine = game.svg(seat=0)
    assert "Your hand" in mine and "P2: 2 cards · P3: 1 card" in mine and "P2&#x27;s hand" not in mine
    assert game.svg(seat=0) != game.svg(seat=1) and "P2's hand" in game.svg().replace("&#x27;", "'")
    with pytest.raises(TypeError, match="unexpected keyword"):
        game.svg(seat=0, hands=True)


def test_svg_speaks_the_shared_vocabulary() -> None:
    """svg() takes exactly SVG_KEYWORDS: legal slots are marked, picked and highlighted parts framed."""
    assert RULES.svg_highlights == SVG_KEYWORDS
    game = tutor.new_game("muros", players=2, seed=2)
    plain = game.svg(lang="es")
    marked = game.svg(lang="es", legal=["W3"], picked=["W3"], highlight=["r2c4", "line:N5", "counts"])
    assert 'tutor-legal' not in plain and marked.count("tutor-legal") == 1
    assert 'stroke-dasharray="5 3"' in marked and "tutor-changed" in marked and 'stroke-dasharray="8 4"' in marked
    assert "ranura O3" in marked and 'aria-label="slot' not in marked and "Your hand" not in marked


@pytest.mark.parametrize("kwargs", [
    dict(hands=[{5: 1}, {}]), dict(hands=[{"YB": 1}, {}]), dict(hands="RR"), dict(hands=[[1], [2]]),
    dict(cells={(1, 1): "YB"}), dict(cells={(1, 1): 5}), dict(cells={"r1c1": "R"}), dict(variants={1, "x"}),
    dict(variants=5), dict(piles=[1]), dict(rows=[1]), dict(rows={1: 5}), dict(slots=["W1"]),
    dict(slots={"W1": ["R"]}), dict(captured=[[1], [2]]), dict(turn="x"), dict(passes=None), dict(board="x" * 81),
    dict(board=["RRRRRRRRR"] * 8), dict(placed="3"), dict(players=2.0), dict(seed="1"),
])
def test_make_position_answers_bad_arguments_with_value_errors(kwargs: dict) -> None:
    """Arguments of the wrong type or shape are ValueErrors naming the argument and saying what was
    expected, never TypeErrors."""
    (name,) = kwargs
    with pytest.raises(ValueError, match=name.rstrip("s")):
        make_position(**kwargs)
