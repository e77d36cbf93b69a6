"""Bad set-ups and corrupt saves are ValueErrors that say what was expected (issue 14, defects 2-5),
and the teaching surface's keywords are strict (an unknown keyword is a TypeError)."""
from __future__ import annotations

import json

import pytest

import tutor


def _save(**changes) -> str:
    data = json.loads(tutor.new_game("muros", players=2, seed=4).to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("name", ["seed", "players", "variants", "rules", "self", "position"])
def test_a_save_whose_options_name_a_set_up_argument_is_a_value_error(name: str) -> None:
    with pytest.raises(ValueError, match=f"muros has no option '{name}'"):
        tutor.load_game(_save(options={name: 1}))


def test_variants_of_mixed_types_are_value_errors() -> None:
    with pytest.raises(ValueError, match="unknown muros variant"):
        tutor.new_game("muros", variants={1, "x"})
    with pytest.raises(ValueError, match="'variants' must be a list of variant names"):
        tutor.load_game(_save(variants=[None, "X"]))
    with pytest.raises(ValueError, match="variants must be a set of names"):
        tutor.new_game("muros", variants=[["COMPACT_SHIFT"]])


def test_deep_nesting_is_refused_before_parsing() -> None:
    with pytest.raises(ValueError, match="nests lists and objects at most 32 deep"):
        tutor.load_game("[" * 1000 + "]" * 1000)
    with pytest.raises(ValueError, match="must be the JSON text"):
        tutor.load_game('{"a": "[[[[' + "]" * 10)


def test_options_must_have_their_exact_type() -> None:
    """rounds=3.0 would be accepted and then fail to load; it is refused at the start."""
    with pytest.raises(ValueError, match="rounds must be a int like 3, not 3.0|rounds must be one of"):
        tutor.new_game("matschig", rounds=3.0)
    with pytest.raises(ValueError, match="deals must be"):
        tutor.new_game("matzlfangen", deals=True)


@pytest.mark.parametrize("seed", [10**4400, 2**64, -1, 1.5, "7"], ids=["4401-digits", "2**64", "-1", "1.5", "text"])
def test_seeds_are_whole_numbers_below_2_to_the_64(seed) -> None:
    with pytest.raises(ValueError, match="a seed must be a whole number from 0 to 2\\*\\*64 - 1") as refused:
        tutor.new_game("muros", seed=seed)
    assert len(str(refused.value)) < 140  # a huge seed is not echoed


def test_the_largest_seed_saves_and_loads() -> None:
    game = tutor.new_game("muros", seed=2**64 - 1)
    assert tutor.load_game(game.to_json()).seed == 2**64 - 1


@pytest.mark.parametrize("name", tutor.GAMES)
def test_seat_is_a_keyword_of_view_text_and_svg_and_unknown_keywords_are_type_errors(name: str) -> None:
    game = tutor.new_game(name, seed=3)
    assert game.view(seat=0) == game.view(0)
    assert isinstance(game.text("es", seat=1), str) and game.svg(seat=1).startswith("<svg")
    with pytest.raises(TypeError, match="unexpected keyword"):
        game.svg(hide_everything=True)
    with pytest.raises(TypeError):
        game.text("en", 0)  # seat only by keyword
    with pytest.raises(ValueError, match="a seat is a number"):
        game.svg(seat=9)


@pytest.mark.parametrize("name", tutor.GAMES)
def test_a_game_from_a_position_saves_with_its_start_and_loads(name: str) -> None:
    game = tutor.new_game(name, seed=11)
    for _ in range(5):   # a few steps in, whatever the game's length, and never at the end
        if not game.is_over:
            game.play(game.legal_actions()[-1])
    if game.is_over:
        game.undo()
    copy = tutor.new_game(name, seed=99, position=game.position())
    copy.play(copy.legal_actions()[0])
    again = tutor.load_game(copy.to_json())
    assert again.position() == copy.position() and len(again.history) == 1
    assert json.loads(copy.to_json())["start"] == game.position()
    again.undo()
    assert again.position() == game.position()


def test_a_position_that_is_not_a_dict_or_not_json_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="a muros position is a dict"):
        tutor.new_game("muros", position="RBYRGWBRG")
    with pytest.raises(ValueError, match="holds only JSON data"):
        tutor.new_game("muros", position={"x": object()})
