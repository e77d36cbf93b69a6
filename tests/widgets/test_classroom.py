"""Classroom mode: large board, all hands, and each prepared scenario shows its rule in one click."""
import pytest

from tutor.widgets import SCENARIOS, Lang, MurosTutor, majority

from .helpers import assert_board_matches


@pytest.fixture
def room():
    return MurosTutor(classroom=True, lang=Lang())


def test_classroom_is_large_and_shows_every_hand(room):
    assert room.board.seat is None and room.board.looks.px >= 50
    assert "(hidden)" not in room.board.info.value
    assert "tutor-muros-classroom" in room._dom_classes


@pytest.mark.parametrize("key", list(SCENARIOS))
def test_each_scenario_shows_its_rule(room, key):
    sc = SCENARIOS[key]
    room.scenarios.picker.value = key
    assert_board_matches(room.board)
    before = majority(room.game)
    room.scenarios.step_button.click()
    if sc.kind == "facing":
        assert "MU9" in room.board.note.value and len(room.game.history) == len(sc.actions)
        return
    step = room.game.history[-1]
    assert step.action == sc.action
    assert any(e.kind == sc.kind for e in step.events)
    for rule in sc.rules:
        if rule != "MU24":
            assert rule in room.panel.text()
    if key == "sc-capture":
        assert majority(room.game) != before
    if key in ("sc-gap", "sc-zero"):
        assert room.player.frames and room.player.frame.stage == "place"
    if key == "sc-gap":
        slide = next(e for e in step.events if e.kind == "slide")
        assert "." in slide.data["before"].strip(".")


def test_one_more_step_and_reset(room):
    room.scenarios.bot_button.click()
    n = len(room.game.history)
    assert n == len(room.scenarios.scenario.actions) + 1
    room.scenarios.reset_button.click()
    assert len(room.game.history) == n - 1


def test_scenarios_are_reproduced_by_the_search():
    from tutor.widgets import find_scenarios
    found = find_scenarios(seeds=range(1, 3))
    for key in ("sc-zero", "sc-gap", "sc-block", "sc-capture"):
        assert found[key].action == SCENARIOS[key].action
        assert found[key].actions == SCENARIOS[key].actions


def test_spanish_relabels_the_picker_without_reloading(room):
    room.scenarios.picker.value = "sc-capture"
    room.scenarios.step_button.click()
    n = len(room.game.history)
    assert "Majority colour on the board now: B" in room.scenarios.info.value
    room.lang.code = "es"
    assert room.scenarios.picker.label.startswith("Fase 2: una captura")
    assert room.scenarios.step_button.description == "▶ Jugar el paso"
    assert len(room.game.history) == n                  # relabelling kept the position
    assert "Color mayoritario" in room.scenarios.info.value
