"""Every §7 variant through whole seeded games (tutor.new_game), checked on the events it changes."""
from __future__ import annotations

import random
from typing import Iterator

import pytest

import tutor
from tutor import muros
from tutor.core import Event

from muros_helpers import play_random


def _events(variants: set[str], seeds: range = range(3), players: int = 3) -> Iterator[tuple]:
    """(state before, event) for every event of random games with these variants."""
    for seed in seeds:
        game = tutor.new_game("muros", players=players, seed=seed, variants=variants)
        rng = random.Random(seed)
        while not game.is_over:
            legal = [a for a in game.legal_actions() if a != "pass"]
            before = game.state
            step = game.play(rng.choice(legal))
            for event in step.events:
                yield before, event


def _slides(variants: set[str]) -> list[Event]:
    return [e for _, e in _events(variants) if e.kind == "slide" and e.data["left"]]


def test_COMPACT_SHIFT_through_games_leaves_no_gaps_in_slid_lines() -> None:
    """A3 COMPACT_SHIFT: every slid line is one block of tokens against the far end."""
    slides = _slides({"COMPACT_SHIFT"})
    assert slides
    for e in slides:
        n = e.data["left"]
        assert e.data["line"] == "." * (9 - n) + e.data["line"].replace(".", "") and e.data["compact"]


def test_SHIFT_TOWARD_CARD_through_games_fills_the_cell_next_to_the_card() -> None:
    """A1 SHIFT_TOWARD_CARD: after a slide the cell next to the card holds a token."""
    slides = _slides({"SHIFT_TOWARD_CARD"})
    assert slides
    for e in slides:
        assert e.data["line"][0] != "." and e.data["toward"] == "card"
        assert e.data["line"].strip(".") == e.data["before"].strip(".")


def test_default_slides_fill_the_far_cell_and_keep_gaps() -> None:
    """MU13.4 default: after a slide the far cell holds a token and the inner gaps are kept."""
    slides = _slides(set())
    assert slides
    for e in slides:
        assert e.data["line"][-1] != "." and e.data["line"].strip(".") == e.data["before"].strip(".")


def test_COUNT_CELLS_through_games_clears_the_k_far_cells() -> None:
    """A2 COUNT_CELLS: the k far cells are cleared (holes count) and the line slides exactly k."""
    seen = 0
    for before, e in _events({"COUNT_CELLS"}):
        if e.kind == "remove":
            line = muros.read_line(before.board, e.data["slot"])
            k = e.data["k"]
            assert e.data["by_cells"] and e.data["removed"] == line[9 - k:][::-1].replace(".", "")
            seen += 1
        if e.kind == "slide" and e.data["left"]:
            assert e.data["line"] == "." * e.data["distance"] + e.data["before"][: 9 - e.data["distance"]]
    assert seen


def test_SHIFT_ON_ZERO_through_games_slides_on_k_zero() -> None:
    """A4 SHIFT_ON_ZERO: a k = 0 placement with an empty far cell still slides."""
    zero_slides = 0
    last = None
    for _, e in _events({"SHIFT_ON_ZERO"}, seeds=range(6)):
        if e.kind == "slide" and last == "zero":
            assert e.data["line"][-1] != "."
            zero_slides += 1
        last = e.kind
    assert zero_slides


def test_MANDATORY_TAKE_through_games_never_declines() -> None:
    """A6 MANDATORY_TAKE: no 'take none' is ever legal and no decline event happens."""
    game = tutor.new_game("muros", players=2, seed=5, variants={"MANDATORY_TAKE"})
    rng = random.Random(5)
    choices = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert not [a for a in legal if a.endswith("take none")]
        choices += sum(1 for a in legal if " take " in a)
        assert "decline" not in [e.kind for e in game.play(rng.choice(legal)).events]
    assert choices


def test_TIER_BEST_SINGLE_through_a_whole_game_matches_winners() -> None:
    """A8 TIER_BEST_SINGLE: the game result is muros.winners with that variant."""
    for seed in range(4):
        game = tutor.new_game("muros", players=4, seed=seed, variants={"TIER_BEST_SINGLE"})
        play_random(game, random.Random(seed))
        state = game.state
        caps = [dict(zip("YBRG", c)) for c in state.captured]
        assert list(game.result().winners) == muros.winners(state.board_counts(), caps, {"TIER_BEST_SINGLE"})


def test_ALLOW_PASS_pass_is_legal_and_the_turn_moves_on() -> None:
    """A9 ALLOW_PASS: 'pass' is legal; it hands the turn on and changes nothing else."""
    game = tutor.new_game("muros", players=3, seed=1, variants={"ALLOW_PASS"})
    assert game.legal_actions()[-1] == "pass"
    seat, before = game.to_move, game.state
    step = game.play("pass")
    assert [e.kind for e in step.events] == ["pass"] and step.events[0].rule == "ALLOW_PASS"
    assert game.to_move == (seat + 1) % 3
    assert game.state.board == before.board and game.state.hands == before.hands


def test_ALLOW_PASS_all_players_passing_in_a_row_ends_the_game() -> None:
    """A9 ALLOW_PASS: when every player passes in a row the game ends and is scored."""
    game = tutor.new_game("muros", players=2, seed=1, variants={"ALLOW_PASS"})
    game.play("pass")
    game.play(game.legal_actions()[0])      # a placement resets the run of passes
    game.play("pass")
    assert not game.is_over
    step = game.play("pass")
    assert game.is_over and game.state.placed == 1
    kinds = [e.kind for e in step.events]
    assert kinds[:2] == ["pass", "all-passed"] and kinds[-1] == "winner"
    assert "Both players passed in a row" in step.events[1].text("en")
    assert game.result().winners == (0, 1)        # nobody captured anything: a shared win


def test_HIDDEN_CAPTURES_through_a_game_hides_other_seats_captures() -> None:
    """A10 HIDDEN_CAPTURES: in view(seat) other seats' captures are a count, own captures a dict."""
    game = tutor.new_game("muros", players=3, seed=2, variants={"HIDDEN_CAPTURES"})
    play_random(game, random.Random(2))
    for seat in range(3):
        caps = game.view(seat)["captured"]
        for other in range(3):
            if other == seat:
                assert caps[other] == dict(zip("YBRG", game.state.captured[other]))
            else:
                assert caps[other] == sum(game.state.captured[other])
    assert any(game.state.captured[s] != (0, 0, 0, 0) for s in range(3))


@pytest.mark.parametrize("variant", sorted(muros.VARIANTS))
def test_every_variant_plays_a_whole_game(variant: str) -> None:
    """Each named variant alone plays a full seeded game to a result."""
    game = tutor.new_game("muros", players=2, seed=3, variants={variant})
    play_random(game, random.Random(3))
    assert game.is_over and game.result().winners and game.variants == {variant}
