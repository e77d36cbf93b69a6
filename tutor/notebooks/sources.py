"""The notebook sources (jupytext py:percent), generated from the course data: a document per course and
language with a section per lesson, a classroom document per game and language with a section per
scenario, the one-cell apps and the front page. Never edited by hand: `make documents` writes them."""
from __future__ import annotations

import copy
from typing import Any, Iterable, Optional

import nbformat
from nbformat import NotebookNode

from ..core.i18n import LANGS, SOURCE, Text, rule_text
from ..lessons import LESSONS
from ..lessons.model import Lesson
from ..lessons.printed import paper_text
from ..widgets.front import APP_TITLE, CATALOGUE, IN_CLASS, PAGE, Course, front_markdown
from ..widgets.markdown import escape, to_markdown
from ..widgets.notebook import scenarios

__all__ = ["sources", "notebook_text", "section_text", "HIDDEN"]

HIDDEN = {"jupyter": {"source_hidden": True}, "tags": ["hide-input"]}  # code a reader need not see
NOTEBOOK_ONLY = {"tags": ["notebook-only"]}  # cells a printed handout leaves out (how to run, progress)
_META = {"jupytext": {"formats": "ipynb,py:percent"},
         "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}}

WORDS = {
    "intro": Text("This notebook walks through the rules of {game}, one lesson per section. Each section explains "
                  "an idea, quotes the rules it teaches from the rulebook, and shows the lesson's board: the "
                  "picture is the position the lesson starts from.\n\nRun the notebook (*Run ▸ Run All*) to play: "
                  "each board then checks your task, gives hints and asks its questions. **Undo**, **Redo** and "
                  "the step slider move a board back and forward, so a teacher can show a section step by step."),
    "rulebook": Text("From the rulebook:"),
    "appendix": Text("Appendix: variants"),
    "appendix-intro": Text("Each variant below changes one rule and leaves the rest of the game as it is. A table agrees on "
                           "its variants before play."),
    "progress": Text("Your progress"),
    "progress-intro": Text("The rules you have seen on a board and the ones you have answered, in this notebook and in the "
                           "app alike."),
    "classroom-intro": Text("Prepared positions for the projector, one rule each. Read a section's framing to the class and "
                            "let them guess; then press **Play the step ▶** on the board. The picture shows the position "
                            "before the step; **↺ Reset** brings the board back to it."),
    "after": Text("**After the step:** {text}"),
    "front": Text("Rules tutor"),
}


def sources() -> dict[str, str]:
    """Every generated notebook source: path from the repository root -> its py:percent text."""
    out = {"notebooks/00_start_here.py": notebook_text(_front())}
    for course in CATALOGUE:
        room = f"classroom_{course.game}"
        out[f"notebooks/app/{course.stem}.py"] = notebook_text(_app(course.title(SOURCE), course, "course"))
        out[f"notebooks/app/{room}.py"] = notebook_text(_app(None, course, "classroom"))   # it draws its own
        for lang in LANGS:
            out[f"notebooks/{lang}/{course.stem}.py"] = notebook_text(course_document(course, lang))
            out[f"notebooks/{lang}/{room}.py"] = notebook_text(classroom_document(course, lang))
    return out


def notebook_text(nb: NotebookNode) -> str:
    """The py:percent text of a notebook, as jupytext writes it (so `make paired` leaves it as it is)."""
    import jupytext  # type: ignore[import-untyped]
    return str(jupytext.writes(nb, fmt="py:percent"))


def course_document(course: Course, lang: str) -> NotebookNode:
    """A course in one language: the lessons in order, each a section, then the appendix of variants."""
    game = course.game
    intro = WORDS["intro"](lang).format(game=escape(course.title(lang)))
    cells = [_md(f"# {escape(course.title(lang))}\n\n{intro}", NOTEBOOK_ONLY),
             _code(f'from tutor.widgets.notebook import language, lesson, progress\n\nlanguage("{lang}")')]
    lessons = LESSONS[game]
    main = [item for item in lessons if not item.appendix]
    extra = [item for item in lessons if item.appendix]
    for number, item in enumerate(main, 1):
        cells += _section(item, f"## {number}.", lang)
    if extra:
        cells.append(_md(f"## {escape(WORDS['appendix'](lang))}\n\n{escape(WORDS['appendix-intro'](lang))}"))
        # numbered on from the course, so no heading reads like a rule ID (Matschig's A1-A20 are rules)
        for number, item in enumerate(extra, len(main) + 1):
            cells += _section(item, f"### {number}.", lang)
    cells.append(_md(f"## {escape(WORDS['progress'](lang))}\n\n{escape(WORDS['progress-intro'](lang))}",
                     NOTEBOOK_ONLY))
    cells.append(_code(f'progress("{game}")', NOTEBOOK_ONLY))
    return _notebook(cells)


def _section(item: Lesson, mark: str, lang: str) -> list[NotebookNode]:
    """A lesson's section: heading with its number, title and rule IDs; its text; its rules; its board."""
    return [_md(section_text(item, mark, lang)), _code(f'lesson("{item.game}", "{item.id}")')]


def section_text(item: Lesson, mark: str, lang: str) -> str:
    """A lesson section's markdown: its heading, its text in its paper form (it reads before the cell runs
    and on paper: what to click is said by the live board) and the rulebook's words of its rules."""
    head = f"{mark} {escape(item.title(lang))} ({', '.join(item.rules)})"
    parts = (head, to_markdown(paper_text(item, lang)), _rules(item.game, item.rules, lang))
    return "\n\n".join(part for part in parts if part)


def _rules(game: str, rules: Iterable[str], lang: str) -> str:
    """The rulebook's text of each rule, quoted under its ID."""
    quoted = [f"> **{rule}** {escape(rule_text(game, rule, lang))}" for rule in rules]
    return f"{escape(WORDS['rulebook'](lang))}\n\n" + "\n>\n".join(quoted) if quoted else ""


def classroom_document(course: Course, lang: str) -> NotebookNode:
    """A classroom in one language: a section per scenario, its framing, the board, what the step shows."""
    game = course.game
    title = IN_CLASS.format(title=course.title(lang))(lang)
    cells = [_md(f"# {escape(title)}\n\n{WORDS['classroom-intro'](lang)}"),
             _code(f'from tutor.widgets.notebook import language, scenario\n\nlanguage("{lang}")')]
    for number, sc in enumerate(scenarios(game), 1):
        head = f"## {number}. {escape(sc.title(lang))} ({', '.join(sc.rules)})"
        cells.append(_md("\n\n".join((head, escape(sc.explain(lang)), _rules(game, sc.rules, lang)))))
        cells.append(_code(f'scenario("{game}", {number})'))
        if sc.after is not None:
            cells.append(_md(WORDS["after"](lang).format(text=escape(sc.after(lang)))))
    return _notebook(cells)




def _app(heading: Optional[str], course: Course, function: str) -> NotebookNode:
    """A one-cell app: the course player or the classroom, with no code showing, under `heading` (None: no
    heading: the widget draws its own in the page's language); it names its page in each language."""
    # the same English texts as APP_TITLE and the course's title: the catalogs translate them in the page
    title = f"Text({APP_TITLE[function].msgid!r}).format(title=Text({course.title.msgid!r}))"
    code = (f"from tutor.core.i18n import Text\nfrom tutor.widgets.base import LANGUAGE\n"
            f"from tutor.widgets.{course.game}.course import {function}\n\n"
            f"LANGUAGE.title = {title}\n{function}()")
    head = [_md(f"# {escape(heading)}")] if heading is not None else []
    return _notebook([*head, _code(code)])


def _front() -> NotebookNode:
    """The front page: its text and links in markdown in each language (it reads before anything runs),
    then the live list (the language switch, the apps and handouts linked for the server it is on)."""
    title = " · ".join(WORDS["front"](lang) for lang in LANGS)
    cells = [_md(f"# {title}")]
    cells += [_md(f"## {escape(PAGE['lang'](lang))}\n\n{front_markdown(lang)}") for lang in LANGS]
    return _notebook([*cells, _code("from tutor.widgets.front import front_page\n\nfront_page()")])


def _md(text: str, metadata: Optional[dict[str, Any]] = None) -> NotebookNode:
    return nbformat.v4.new_markdown_cell(text, metadata=copy.deepcopy(metadata or {}))


def _code(source: str, extra: Optional[dict[str, Any]] = None) -> NotebookNode:
    """A code cell with its input hidden (and extra tags, if any)."""
    metadata = copy.deepcopy(HIDDEN)
    metadata["tags"] += (extra or {}).get("tags", [])
    return nbformat.v4.new_code_cell(source, metadata=metadata)


def _notebook(cells: list[Any]) -> NotebookNode:
    nb = nbformat.v4.new_notebook(metadata=dict(_META))
    nb.cells = cells
    return nb
