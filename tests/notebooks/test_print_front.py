"""Paper and the front page: a course document reads (and prints) with no click instructions, a task said
as what to look at, the click sentences said by the live board only; the front page reads before any cell
runs, and every link of it leads to a file every clone has."""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import jupytext  # type: ignore[import-untyped]
import pytest

from tutor.core.i18n import LANGS, Text
from tutor.lessons import LESSONS
from tutor.lessons.printed import PAPER_TASKS, PAPER_TEXTS, clicks, live_only, paper_task, paper_text
from tutor.notebooks.sources import sources
from tutor.widgets.front import CATALOGUE
from tutor.widgets.notebook import find_lesson, lesson
from fixture_texts import FixtureText as Text   # the tests' own made-up texts

ROOT = Path(__file__).resolve().parents[2]
FRONT = "notebooks/00_start_here.py"
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _markdown(path: str) -> list[str]:
    nb = jupytext.reads(sources()[path], fmt="py:percent")
    return [c.source for c in nb.cells if c.cell_type == "markdown"]


def test_the_click_words_are_found_and_a_turn_is_not_one() -> None:
    assert clicks("Place one card: click a slot.") == ["click"]
    assert clicks("Haz clic en una ranura. Pulsa Siguiente.") == ["clic", "Pulsa"]
    assert clicks("Toca una carta.") == ["Toca"]
    assert clicks("Cuando te toca, juegas; se salta a quien no le toca subir.") == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_a_course_document_reads_with_no_click_instructions(course, lang: str) -> None:
    text = "\n".join(_markdown(f"notebooks/{lang}/{course.stem}.py"))
    assert clicks(text) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(LESSONS))
def test_every_lesson_on_paper_says_what_to_look_at(game: str, lang: str) -> None:
    said = {item.id: clicks(f"{paper_text(item, lang)} {paper_task(item, lang) or ''}") for item in LESSONS[game]}
    assert {k: v for k, v in said.items() if v} == {}


def test_a_click_task_is_said_as_what_to_look_at_in_both_languages() -> None:
    goal = find_lesson("muros", "goal")
    assert "click" in goal.task.text("en") and "clic" in goal.task.text("es")
    assert "look at where it would go" in paper_task(goal, "en")
    assert "mira dónde iría" in paper_task(goal, "es")


def test_every_paper_form_belongs_to_a_lesson_and_differs_in_both_languages() -> None:
    for game, lesson_id in (*PAPER_TASKS, *PAPER_TEXTS):
        item = find_lesson(game, lesson_id)
        for lang in LANGS:
            assert paper_text(item, lang) != item.text(lang) or (game, lesson_id) in PAPER_TASKS
    for swaps in PAPER_TEXTS.values():
        for swap in swaps:
            assert all(swap.live(lang) != swap.paper(lang) for lang in LANGS)


def test_a_lesson_text_that_no_longer_says_the_sentence_is_refused() -> None:
    item = find_lesson("muros", "where")
    changed = dataclasses.replace(item, text=Text("<p>Another text.</p>", "<p>Otro texto.</p>"))
    with pytest.raises(ValueError, match="update tutor/lessons/printed.py"):
        paper_text(changed, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_live_cell_says_what_to_click_and_the_picture_what_to_look_at(lang: str) -> None:
    from tutor.widgets.base import Language
    cell = lesson("muros", "where", language=Language(code=lang))
    try:
        item = find_lesson("muros", "where")
        assert cell.do == tuple(live_only(item, lang)) and clicks(" ".join(cell.do))
        words = " ".join(b.get("text/markdown", "") for b in cell.static)
        assert paper_task(item, lang) in words.replace("\\", "") and clicks(words) == []
    finally:
        cell.live.close()


# -- the front page ---------------------------------------------------------------------------------------
def test_the_front_page_reads_before_it_runs_in_both_languages() -> None:
    nb = jupytext.reads(sources()[FRONT], fmt="py:percent")
    kinds = [c.cell_type for c in nb.cells]
    assert kinds[-1] == "code" and kinds[:-1] == ["markdown"] * (len(kinds) - 1)   # the widget adds to the text
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    for course in CATALOGUE:
        for lang in LANGS:
            assert course.blurb(lang) in text.replace("\\", "")
    assert "Learn a game's rules" in text and "Aprende las reglas" in text
    assert (ROOT / FRONT).read_text(encoding="utf-8") == sources()[FRONT]


def test_every_link_of_the_front_page_leads_to_a_file_every_clone_has() -> None:
    links = [m for text in _markdown(FRONT) for m in LINK.findall(text)]
    assert len(links) == len(CATALOGUE) * 5 * len(LANGS)   # app and notebook, course and classroom; the rules reference
    for link in links:
        assert not re.match(r"\w+:|/", link), link                 # relative: it works under any base URL
        target = ROOT / "notebooks" / link
        assert target.is_file(), link
        assert target.suffix in (".py", ".md") or target.with_suffix(".py").is_file(), link   # the site converts it


def test_the_apps_are_linked_as_sources_and_the_documents_as_committed_notebooks() -> None:
    links = {m for text in _markdown(FRONT) for m in LINK.findall(text)}
    for course in CATALOGUE:
        assert f"app/{course.stem}.py" in links and f"app/classroom_{course.game}.py" in links
        for lang in LANGS:
            assert f"{lang}/{course.stem}.ipynb" in links
            assert (ROOT / "notebooks" / lang / f"{course.stem}.ipynb").is_file()   # committed, executed
