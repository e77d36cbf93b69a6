"""The committed notebooks against the course data: every source is what the generator makes from
tutor.lessons today, every executed document holds those cells with a picture per board, and each lesson
has its own numbered heading (JupyterLab's table of contents lists the headings)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import jupytext
import nbformat
import pytest

from tutor.core.i18n import LANGS, rule_text
from tutor.lessons import LESSONS
from tutor.notebooks import REGENERATE, stale
from tutor.notebooks.run import WIDGET_VIEW, sanitize
from tutor.notebooks.sources import sources
from tutor.widgets.front import CATALOGUE
from tutor.widgets.markdown import escape
from tutor.widgets.notebook import scenarios

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = sorted(p.relative_to(ROOT).as_posix() for lang in LANGS for p in (ROOT / "notebooks" / lang).glob("*.py"))
GENERATED = sources()


def test_every_notebook_source_is_the_one_the_course_data_makes() -> None:
    old = stale(ROOT)
    assert not old, f"out of date with the course data (run `{REGENERATE}`): {', '.join(old)}"


def test_every_notebook_source_there_is_one_the_generator_makes() -> None:
    """A source left from an old layout would be built into the site and Binder: each must be generated."""
    present = {p.relative_to(ROOT).as_posix() for p in (ROOT / "notebooks").rglob("*.py")}
    assert present == set(GENERATED), f"not made by `{REGENERATE}`: {sorted(present - set(GENERATED))}"


@pytest.mark.parametrize("path", DOCUMENTS)
def test_each_executed_document_holds_the_cells_of_its_source(path: str) -> None:
    executed = ROOT / path.replace(".py", ".ipynb")
    assert executed.is_file(), f"{executed.name} is missing: run `{REGENERATE}`"
    nb = nbformat.read(executed, as_version=4)
    source = jupytext.read(ROOT / path)
    assert [(c.cell_type, c.source) for c in nb.cells] == [(c.cell_type, c.source) for c in source.cells], (
        f"{executed.name} is out of date with {path}: run `{REGENERATE}`")
    assert all(c.execution_count for c in nb.cells if c.cell_type == "code"), f"{executed.name} was not run"


@pytest.mark.parametrize("path", DOCUMENTS)
def test_each_executed_document_shows_a_picture_per_board_and_nothing_that_changes_per_run(path: str) -> None:
    executed = ROOT / path.replace(".py", ".ipynb")
    text = executed.read_text(encoding="utf-8")
    nb = nbformat.reads(text, as_version=4)
    boards = [c for c in nb.cells if c.cell_type == "code" and re.match(r"(lesson|scenario)\(", c.source)]
    assert boards
    for cell in boards:
        kinds = [set(o.get("data", {})) for o in cell.outputs]
        assert kinds[0] == {"text/html", "text/plain"}, cell.source   # the picture, stored once (HTML)
        assert kinds[-1] == {"text/plain"}, cell.source          # the words standing in for the live board
    assert "widgets" not in nb.metadata and WIDGET_VIEW not in text
    assert not re.search(r"\b[0-9a-f]{32}\b|0x[0-9a-f]{6,}|\"execution\":", text)
    assert text == nbformat.writes(sanitize(nbformat.reads(text, as_version=4))) + "\n"


def _headings(path: str) -> list[str]:
    nb = jupytext.read(ROOT / path)
    return [line for c in nb.cells if c.cell_type == "markdown" for line in c.source.splitlines()
            if line.startswith("#")]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_every_lesson_has_its_numbered_heading_with_title_and_rule_ids(course, lang: str) -> None:
    headings = _headings(f"notebooks/{lang}/{course.stem}.py")
    main = [x for x in LESSONS[course.game] if not x.appendix]
    extra = [x for x in LESSONS[course.game] if x.appendix]
    expected = [f"## {n}. {escape(x.title(lang))} ({', '.join(x.rules)})" for n, x in enumerate(main, 1)]
    expected += [f"### {n}. {escape(x.title(lang))} ({', '.join(x.rules)})"
                 for n, x in enumerate(extra, len(main) + 1)]
    lessons = [h for h in headings if re.match(r"#{2,3} A?\d+\. ", h)]
    assert lessons == expected
    assert headings[0] == f"# {course.title(lang)}" and len(set(headings)) == len(headings)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_each_section_quotes_its_rules_and_shows_its_lesson(course, lang: str) -> None:
    nb = jupytext.read(ROOT / f"notebooks/{lang}/{course.stem}.py")
    text = "\n".join(c.source for c in nb.cells)
    for item in LESSONS[course.game]:
        assert f'lesson("{course.game}", "{item.id}")' in text
        for rule in item.rules:
            assert f"> **{rule}** {escape(rule_text(course.game, rule, lang))}" in text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_the_classroom_document_has_a_section_per_scenario(course, lang: str) -> None:
    headings = _headings(f"notebooks/{lang}/classroom_{course.game}.py")
    found = scenarios(course.game)
    assert [h for h in headings if h.startswith("## ")] == [
        f"## {n}. {escape(s.title(lang))} ({', '.join(s.rules)})" for n, s in enumerate(found, 1)]


def test_the_documents_hide_their_code_and_set_their_language() -> None:
    for path in DOCUMENTS:
        nb = jupytext.read(ROOT / path)
        code = [c for c in nb.cells if c.cell_type == "code"]
        assert all(c.metadata.get("jupyter", {}).get("source_hidden") for c in code), path
        lang = path.split("/")[1]
        assert f'language("{lang}")' in code[0].source, path


def test_the_generated_sources_are_what_jupytext_writes_back() -> None:
    """`make paired` (jupytext --sync) must leave a generated source as it is."""
    for path, text in GENERATED.items():
        assert jupytext.writes(jupytext.reads(text, fmt="py:percent"), fmt="py:percent") == text, path


def test_the_sanitizer_drops_widget_state_views_and_timings() -> None:
    nb = nbformat.v4.new_notebook(metadata={"widgets": {"state": {}}, "jupytext": {"formats": "ipynb,py:percent",
                                                                                  "text_representation": {}}})
    cell = nbformat.v4.new_code_cell("x", metadata={"execution": {"iopub.status.busy": "2025"}})
    cell.outputs = [nbformat.v4.new_output("display_data", data={WIDGET_VIEW: {"model_id": "a" * 32},
                                                                 "text/plain": "words"})]
    nb.cells = [cell]
    clean = json.loads(nbformat.writes(sanitize(nb)))
    assert "widgets" not in clean["metadata"] and clean["metadata"]["jupytext"] == {"formats": "ipynb,py:percent"}
    assert clean["cells"][0]["id"] == "cell-000" and "execution" not in clean["cells"][0]["metadata"]
    assert clean["cells"][0]["outputs"][0]["data"] == {"text/plain": ["words"]}
