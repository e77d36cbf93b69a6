"""Closed widgets are given back (issue 34): a lesson view, a player, a table, a quiz, a classroom, a progress
view and a front page, once closed, are garbage-collected with everything they made, and leave no observer
on the shared language or progress. anywidget was given the front-end code as file paths, which tied every
widget to a class-wide file-watch signal that close() does not undo: about 120 KiB kept per lesson visit."""
from __future__ import annotations

import gc
import importlib
import pkgutil
import weakref
from typing import Any, Callable, Iterator

import anywidget
import ipywidgets as W
import pytest
from countdown_game import new_game
from test_lesson_view import _course

import tutor.widgets.base as base
from tutor.lessons import LESSONS, Text
from tutor.widgets.base import (Classroom, ClickAdapter, Entry, FrontPage, Language, LanguageSwitch, LessonPlayer,
                                LessonView, Progress, ProgressView, Quiz, Scenario, Session, Table)
from tutor.widgets.base.observers import count
from tutor.widgets.notebook import _adapter, _labs
from fixture_texts import FixtureText as Text   # the tests' own made-up texts


def _tree(widget: Any) -> Iterator[Any]:
    """A widget and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from _tree(child)


def _refs(widget: Any) -> list[weakref.ref[Any]]:
    """Weak references to a widget, every widget inside it, and their layouts; not the progress's browser
    store, which lives as long as the kernel (one per Progress, shared by every view)."""
    out = []
    for w in _tree(widget):
        if getattr(w, "kernel_wide", False):
            continue
        out.append(weakref.ref(w))
        if isinstance(getattr(w, "layout", None), W.Layout):
            out.append(weakref.ref(w.layout))
    return out


def _alive(refs: list[weakref.ref[Any]]) -> list[str]:
    gc.collect()
    return [type(r()).__name__ for r in refs if r() is not None]


def _freed_after_close(make: Callable[[], Any]) -> list[str]:
    """The classes of what is still alive after the widget `make` builds is closed and dropped."""
    widget = make()
    refs = _refs(widget)
    widget.close()
    del widget
    return _alive(refs)


def test_every_front_end_is_given_as_text_so_no_widget_is_tied_to_a_file_watch() -> None:
    import tutor.widgets
    ours = set()
    for info in pkgutil.walk_packages(tutor.widgets.__path__, "tutor.widgets."):
        module = importlib.import_module(info.name)
        ours |= {c for c in vars(module).values() if isinstance(c, type) and issubclass(c, anywidget.AnyWidget)
                 and c.__module__ == module.__name__}
    assert {"Board", "Stage", "LanguageSwitch", "ProgressStore", "Download", "Links"} <= {c.__name__ for c in ours}
    for cls in ours:
        for key in ("_esm", "_css"):
            code = cls.__dict__.get(key)
            assert code is None or type(code) is str, f"{cls.__name__}.{key} is a {type(code).__name__}"
    board = base.Board()
    assert "export default" in board._esm and ".tutor-table" in board._css   # the code itself reaches the page
    board.close()


def test_a_closed_lesson_view_and_player_are_collected_and_leave_no_observer() -> None:
    lang, progress = Language(), Progress()
    before = count(lang, "code"), count(progress, "version")
    course = _course()
    assert _freed_after_close(lambda: LessonView(course[0], ClickAdapter(), lang, progress, course=course)) == []

    def visited() -> LessonView:
        view = LessonView(course[0], ClickAdapter(), lang, progress)
        view.table.board.click(view.table.board.legal_targets()[0])   # a move, a quiz answered, a restart
        view.advance()
        assert view.quiz is not None
        view.quiz.picture.choose(sorted(view.quiz.question.answer)[0])
        view.restart()
        return view
    assert _freed_after_close(visited) == []

    def player() -> LessonPlayer:
        p = LessonPlayer(course, ClickAdapter(), lang, progress)
        for i in (1, 2, 0):
            p.go(i)
        return p
    assert _freed_after_close(player) == []
    assert (count(lang, "code"), count(progress, "version")) == before


def test_a_real_course_lesson_with_its_lab_is_collected_once_closed() -> None:
    lang, progress = Language(), Progress()
    lessons = [lesson for lesson in LESSONS["muros"] if lesson.lab is not None]
    view = LessonView(lessons[0], _adapter("muros"), lang, progress, labs=_labs("muros"))
    assert view.lab_box.children                    # the lab is made and shown
    refs = _refs(view) + [weakref.ref(view.session)]
    view.close()
    del view
    assert _alive(refs) == []
    assert count(lang, "code") == 0 and count(progress, "version") == 0


@pytest.mark.parametrize("make", [
    lambda lang: Table(Session(new_game(), seat=0, bots={1: "hint"}), ClickAdapter(), lang),
    lambda lang: Quiz(lambda rng: _course()[0].questions(rng), language=lang, progress=Progress()),
    lambda lang: Classroom([Scenario(Text("A", "A"), ("EX3",), Text("B", "B"), new_game)], ClickAdapter(), lang),
    lambda lang: ProgressView("muros", Progress(), lang),
    lambda lang: FrontPage([Entry(Text("A", "A"), Text("a", "a"), "notebooks/app/a.ipynb")], lang),
    lambda lang: LanguageSwitch(lang),
], ids=["table", "quiz", "classroom", "progress view", "front page", "language switch"])
def test_every_closed_widget_of_the_toolkit_is_collected(make: Callable[[Language], Any]) -> None:
    lang = Language()
    assert _freed_after_close(lambda: make(lang)) == []
    assert count(lang, "code") == 0
