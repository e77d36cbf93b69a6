"""The front page's links, and the board widget's message handling (what a browser click sends)."""
from __future__ import annotations

from tutor.lessons.model import Text
from tutor.widgets.base import Board, Entry, FrontPage, Language
from fixture_texts import FixtureText as Text   # the tests' own made-up texts

# The real course list and its per-language links are tested in tests/notebooks/test_front.py.
ENTRIES = [Entry(Text("Ready", "Lista"), Text("a course", "un curso"), "notebooks/app/01_ready.ipynb"),
           Entry(Text("Later", "Después"), Text("a course", "un curso"), "notebooks/app/02_later.ipynb", ready=False)]


def test_the_front_page_links_every_ready_course_as_app_and_notebook_in_both_languages() -> None:
    lang = Language()
    page = FrontPage(ENTRIES, lang)
    html = page.links.html
    for entry in ENTRIES:
        if entry.ready:
            assert f'data-app="{entry.notebook}"' in html and f'data-notebook="{entry.notebook}"' in html
        else:
            assert f'data-app="{entry.notebook}"' not in html
    assert "Open as an app" in html
    lang.code = "es"
    assert "Abrir como aplicación" in page.links.html and "Open" not in page.links.html


def test_the_board_answers_only_well_formed_messages() -> None:
    """A click message names a target; anything else from the page is ignored, and a disabled control
    does nothing, as in the browser."""
    seen: list[tuple] = []
    board = Board(svg='<svg><g data-action="W3" class="tutor-slot tutor-legal"></g></svg>',
                  on_target=lambda t: seen.append(("target", t)), on_choice=lambda a: seen.append(("choice", a)),
                  on_control=lambda c, v: seen.append(("control", c, v)))
    board.controls = [{"id": "undo", "label": "Undo", "disabled": True}, {"id": "next", "label": "Next"},
                      {"id": "goto", "type": "range", "label": "Step 1 of 2", "value": 1, "max": 2}]
    for content in ({"click": "W3"}, {"choose": "R@W3"}, {"control": "next"}, {"control": "undo"},
                    {"control": "goto", "value": 2}, {"control": "goto", "value": "2"}, {"click": 5},
                    "garbage", {"other": 1}):
        board._message(board, content, [])
    assert seen == [("target", "W3"), ("choice", "R@W3"), ("control", "next", None), ("control", "goto", 2),
                    ("control", "goto", None)]
    assert board.targets() == ["W3"] and board.legal_targets() == ["W3"]
