"""What a document's cells show (tutor.widgets.notebook): a picture and the task for every viewer, the live
lesson for a kernel, the same progress as the app, and a board a teacher can step back and forth."""
from __future__ import annotations

import re

import pytest

from tutor import GAMES
from tutor.lessons import LESSONS
from tutor.notebooks.pictures import small, svg_of
from tutor.widgets import base
from tutor.widgets.base import Language, Progress
from tutor.widgets.base.observers import count
from tutor.widgets.notebook import (WORDS, Cell, _Live, board_alt, find_lesson, language, lesson, picture,
                                    progress, scenario, scenarios)

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _restart(view) -> None:
    """The lesson's start again: LessonView.restart (the player's own restart until it exists)."""
    if hasattr(view, "restart"):
        view.restart()
    else:
        view.go(view.index)


def test_a_lesson_cell_shows_its_start_as_the_engines_picture_and_its_task_in_words() -> None:
    lang = Language()
    item = find_lesson("muros", "count")
    cell = lesson("muros", "count", language=lang, progress=Progress())
    picture_bundle, task_bundle = cell.static
    # stored once, as HTML: the one form an untrusted notebook shows in JupyterLab (see tutor.notebooks.pictures)
    assert set(picture_bundle) == {"text/html", "text/plain"}
    assert svg_of(picture_bundle["text/html"]) == small(picture(item.start(), item.seat, "en"))
    alt = board_alt(item.start(), item.seat, "en", "The board at the start of the lesson.")
    assert picture_bundle["text/html"].startswith(f'<img alt="{alt}" src="data:image/svg+xml;charset=utf-8,<svg ')
    assert task_bundle["text/markdown"] == f"**Your task:** {item.task.text('en')}"
    assert task_bundle["text/plain"] == f"Your task: {item.task.text('en')}"


def test_the_picture_and_the_words_follow_the_documents_language() -> None:
    lang = Language()
    language("es", lang)
    item = find_lesson("muros", "count")
    cell = lesson("muros", "count", language=lang, progress=Progress())
    assert svg_of(cell.static[0]["text/html"]) == small(picture(item.start(), item.seat, "es"))
    assert cell.static[1]["text/markdown"].startswith("**Tu tarea:** ")
    assert cell.placeholder == WORDS["live"]("es")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        language("fr", lang)
    assert lang.code == "es"


def test_the_live_view_stands_in_with_words_where_no_widget_can_be_drawn() -> None:
    cell = lesson("muros", "count", language=Language(), progress=Progress())
    live = _Live(cell.live, cell.placeholder)
    bundle = live._repr_mimebundle_()
    assert bundle["text/plain"] == WORDS["live"]("en")
    assert bundle[WIDGET_VIEW]["model_id"] == live.model_id
    assert "tutor-nb-live" in live._dom_classes
    assert ":has(.tutor-nb-live)" in live.children[0].value   # the picture steps aside once the board shows


def test_a_cell_displays_its_static_outputs_before_the_live_one(monkeypatch) -> None:
    shown: list = []
    monkeypatch.setattr("tutor.widgets.notebook.display", lambda obj, raw=False: shown.append((obj, raw)))
    cell = lesson("muros", "slide", language=Language(), progress=Progress())
    cell._ipython_display_()
    assert [raw for _o, raw in shown] == [True, True, False]
    assert "text/html" in shown[0][0] and "text/markdown" in shown[1][0]
    assert isinstance(shown[2][0], _Live) and shown[2][0].children[1] is cell.live


def test_unknown_lessons_and_scenarios_are_refused_with_what_exists() -> None:
    with pytest.raises(ValueError, match=r"muros has no lesson 'nope'; lessons: goal, where"):
        lesson("muros", "nope")
    count = len(scenarios("muros"))
    with pytest.raises(ValueError, match=rf"muros has scenarios 1 to {count}, not {count + 1}"):
        scenario("muros", count + 1)
    with pytest.raises(ValueError, match="no classroom for 'chess'"):
        scenarios("chess")


def test_a_task_done_in_a_notebook_cell_is_progress_the_app_shares() -> None:
    """The cell reports to the Progress it is given; by default that is the kernel's one PROGRESS, which
    the app's lesson player and the progress cell use too."""
    mine, lang = Progress(), Language()
    cell = lesson("muros", "count", language=lang, progress=mine)
    view, item = cell.live, find_lesson("muros", "count")
    step = view.session.play(item.hint(view.session.game, "en").action)
    assert item.task.check(view.session.game)
    assert set(step.rules) & mine.seen["muros"]
    report = progress("muros", language=lang, state=mine).live
    assert any(rule in report.summary.value for rule in step.rules)
    assert lesson("muros", "count").live.progress is base.PROGRESS
    assert progress("muros").live.progress is base.PROGRESS
    assert mine._store is not None   # the cell keeps its progress in the browser, as the app does


def test_a_teacher_steps_a_lessons_board_back_forward_and_to_its_start() -> None:
    cell = lesson("muros", "count", language=Language(), progress=Progress())
    view, item = cell.live, find_lesson("muros", "count")
    start = view.session.game.position()
    view.session.play(item.hint(view.session.game, "en").action)
    after = view.session.game.position()
    view.table.press("undo")
    assert view.session.game.position() == start
    view.table.press("redo")
    assert view.session.game.position() == after
    _restart(view)
    assert view.session.game.position() == start
    labels = " ".join(c.get("label", "") for c in view.table.board.controls)
    assert "Undo" in labels and "Redo" in labels


def test_a_scenario_cell_shows_the_board_before_its_step_and_plays_it() -> None:
    sc = scenarios("muros")[1]
    cell = scenario("muros", 2, language=Language())
    assert svg_of(cell.static[0]["text/html"]) == small(picture(sc.start(), None, "en"))
    room = cell.live
    assert isinstance(cell, Cell) and not room.session.game.history
    room.play_step()
    assert [s.action for s in room.session.game.history] == list(sc.steps)


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_picture_is_the_same_drawing_each_time(game: str) -> None:
    """The stored pictures must not change between runs: no ids, addresses or times in the drawing."""
    for item in LESSONS[game]:
        first = picture(item.start(), item.seat, "en")
        assert first == picture(item.start(), item.seat, "en"), item.id
        assert not re.search(r"0x[0-9a-f]{6,}|\b[0-9a-f]{32}\b", first), item.id


@pytest.mark.parametrize("game", GAMES)
def test_a_lessons_lab_shows_in_its_cell_and_closing_the_cell_lets_go_of_the_language(game: str) -> None:
    """Every lab a lesson names is the course's own (course.LABS); closed with the view, no lab of it
    still follows the language."""
    lang = Language()
    for item in LESSONS[game]:
        if item.lab is None:
            continue
        view = lesson(game, item.id, language=lang, progress=Progress()).live
        assert len(view.lab_box.children) == 1, item.id
        lang.code = "es"
        lang.code = "en"
        view.close()
        assert count(lang, "code") == 0, item.id
