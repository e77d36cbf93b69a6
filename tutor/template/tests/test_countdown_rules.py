"""Countdown's rules, each tested by its ID: what the redactor tells each seat, the refusals, the notation, the
variants, positions, the end, and the non-interference check catching a leak."""
from __future__ import annotations

import pytest

from tutor.core import Game, IllegalAction, NotationError
from tutor.template.countdown import RULES, conceal


def new(**kw) -> Game:
    return Game(RULES, **{"players": 2, "seed": 3, **kw})


def test_EX2_a_mulligan_is_told_in_full_only_to_its_player() -> None:
    """The redactor: others learn that P1 drew 3 cards, not which."""
    game = new()
    step = game.play("mulligan")
    hand = " ".join(map(str, game.state.hands[0]))
    assert step.text("en", seat=0) == f"[EX2] P1 mulligans and draws {hand}."
    assert step.text("en", seat=1) == "[EX2] P1 mulligans and draws 3 cards."
    assert step.text("es", seat=1) == "[EX2] P1 cambia su mano y roba 3 cartas."
    assert step.text("en") == step.text("en", seat=0)  # seat None: the projector sees everything


def test_EX4_pass_only_when_nothing_fits_and_a_verb_of_another_phase_cites_its_phase_rule() -> None:
    game = new(variants={"NO_MULLIGAN"})
    with pytest.raises(IllegalAction) as refused:
        game.play("pass")
    assert refused.value.rule == "EX4"
    with pytest.raises(IllegalAction) as wrong:
        game.play("keep")
    assert wrong.value.rule == "EX3" and "this is the play" in str(wrong.value)
    assert "estamos en la fase de juego" in wrong.value.text("es")


def test_notation_is_exact_ascii_and_short() -> None:
    """An action means one thing or is refused: no lookalikes, no padding, no huge echoes."""
    game = new()
    for bad in ("KEEP", "keep ", "kеep", "play\u00a01", "play １", "x" * 100_000):
        with pytest.raises(NotationError) as refused:
            game.play(bad)
        assert len(str(refused.value)) < 160
    assert game.history == []


def test_variant_conflicts_are_refused_by_core() -> None:
    with pytest.raises(ValueError, match="MULLIGAN_TWICE and NO_MULLIGAN cannot be combined"):
        new(variants={"NO_MULLIGAN", "MULLIGAN_TWICE"})


def test_a_bad_position_is_refused_naming_what_is_wrong() -> None:
    position = new().position()
    with pytest.raises(ValueError, match="at most four of each"):
        Game(RULES, seed=1, position=dict(position, deck=position["deck"] + [3, 3]))
    with pytest.raises(ValueError, match="missing rng"):
        Game(RULES, seed=1, position={k: v for k, v in position.items() if k != "rng"})
    with pytest.raises(ValueError, match="players=3, but the position is for 2 players"):
        Game(RULES, players=3, seed=1, position=position)


def test_result_names_the_rule_that_ended_the_game() -> None:
    game = new(variants={"NO_MULLIGAN"})
    while not game.is_over:
        game.play(game.hint().action)
    assert game.result().termination == "EX5"


def test_the_non_interference_check_catches_a_leak(monkeypatch) -> None:
    """With every event told to every seat in full (no redaction), another player's mulligan names
    its cards, and the check fails."""
    import random

    from tutor.core import Event
    from tutor.core.testing import check_seat_narration

    game = new()
    game.play("keep")  # P2 to decide next
    monkeypatch.setattr(Event, "seen_by", lambda event, seat: event)
    rng = random.Random(5)
    with pytest.raises(AssertionError, match="seat 0 is told something it cannot see"):
        for _ in range(20):  # P2 mulligans in some of these runs; one is enough
            check_seat_narration(game, 0, conceal, rng)


def test_the_non_interference_check_catches_a_click_refusal_that_names_a_hidden_card(monkeypatch) -> None:
    """A refusal for a drawn target that plays nothing must not tell the clicking seat another's hand."""
    import random

    from tutor.template.countdown.rules import CountdownRules
    from tutor.core.testing import check_seat_narration

    game = new(variants={"NO_MULLIGAN"})
    check_seat_narration(game, 0, conceal, random.Random(1))    # the template tells nothing hidden
    leaky = lambda self, state, token, lang="en": f"P2 holds {state.hands[1]}"  # noqa: E731
    monkeypatch.setattr(CountdownRules, "why_not_click", leaky)
    with pytest.raises(AssertionError, match="seat 0 is shown something it cannot see"):
        for seed in range(20):
            check_seat_narration(game, 0, conceal, random.Random(seed))
