"""The presenter's own words: its heading follows the language, and a refused step names the seat it was
refused to (the teacher's screen never speaks to "you"); on the template game and on Matschig. The
classroom apps keep no English heading of their own."""
from __future__ import annotations

import re

from countdown_game import new_game

from tutor.lessons import Text
from tutor.widgets.base import Classroom, ClickAdapter, Language, Scenario
from tutor.widgets.base.classroom import game_title
from fixture_texts import FixtureText as Text   # the tests' own made-up texts


def _room(language: Language, n: int = 2, steps: tuple[str, ...] = ()) -> Classroom:
    scenarios = [Scenario(Text(f"Card {i}", f"Carta {i}"), ("EX3",), Text("Watch.", "Mira."), new_game, steps=steps)
                 for i in range(n)]
    return Classroom(scenarios, ClickAdapter(), language)


def test_the_heading_follows_the_language() -> None:
    language = Language()
    room = _room(language)
    name = game_title(room.session.game.name)
    assert f"{name} in class" in room.heading.value and 'role="heading"' in room.heading.value
    language.code = "es"
    assert f"{name} en clase" in room.heading.value and "in class" not in room.heading.value
    room.close()


def test_a_single_scenario_has_no_heading_of_its_own() -> None:
    room = _room(Language(), n=1)
    assert room.heading.value == "" and room.heading.layout.display == "none"
    room.close()


def test_a_refused_step_names_the_seat_it_was_refused_to() -> None:
    from tutor.widgets.matschig.course import classroom
    language = Language()
    room = classroom(language).room
    room.show(2)           # umbrellas that stop one card but not the other: the second step is refused
    mover = room.session.game.to_move
    while room.session.note is None and room.played < len(room.scenario.steps):
        mover = room.session.game.to_move
        room.play_step()
    seat = f"P{mover + 1}"
    text, kind = room.session.note("en")
    assert kind == "bad" and text.startswith("M18: ") and f"refused for {seat}, who is told: “" in text
    assert "one umbrella guards one mud card" in text
    text, _ = room.session.note("es")
    assert text.startswith("M18: ") and f"rechazado para {seat}, a quien se le dice: «" in text
    room.close()


def test_no_classroom_app_keeps_an_english_heading() -> None:
    from tutor.notebooks.sources import sources

    rooms = {path: text for path, text in sources().items() if path.startswith("notebooks/app/classroom_")}
    assert len(rooms) == 3
    for path, text in rooms.items():
        assert not re.search(r"^# # .* in class$", text, re.M), path


def test_a_board_click_refused_on_the_projector_is_told_to_the_seat() -> None:
    """The teacher clicks a slot on the board that the rules refuse: the reason is the seat's, quoted."""
    from tutor.widgets.muros.course import classroom
    room = classroom(Language()).room
    room.show(0)
    s = room.session
    mover = s.game.to_move
    refused = next(t for t in room.table.board.targets() if room.table.adapter.step(s, (), t, "en").why)
    room.table.click(refused)
    text, kind = s.note("en")
    assert kind == "bad" and f"refused for P{mover + 1}, who is told: “" in text
    assert "rechazado para" in s.note("es")[0]
    room.close()
