"""Handouts: one printable page per course and language, from the executed course document: the lessons'
headings, texts and rules, each board as a picture (its alt and "The board in words" the position in the
engine's words) with its task said as what to look at; no code, no live widgets, no scripts, nothing fetched
from elsewhere. Each lesson is a section that A4 keeps together where it
fits a page: a heading never ends a page, a rule box and a board with its task are never split."""
from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Iterator, Optional

from nbformat import NotebookNode

from ..core.i18n import Text
from ..lessons.model import Lesson
from ..lessons.printed import paper_task
from ..widgets.front import CATALOGUE, handout
from ..widgets.notebook import WORDS as CELL_WORDS, board_alt, board_words, find_lesson, picture_html
from .pictures import svg_of
from .sources import NOTEBOOK_ONLY, section_text

__all__ = ["handout_html", "write_handouts"]

_LESSON_CELL = re.compile(r'^lesson\("(\w+)", "([\w-]+)"\)$')
_MARK = re.compile(r"^(#+ \d+\.) ")

WORDS = {
    "title": Text("{game}: the rules, lesson by lesson"),
    "lead": Text("Each lesson gives its idea, the rules it teaches as the rulebook words them, and the board it "
                 "starts from, with what to look at on it. The live version of each board is in the course "
                 "notebook and the app."),
    "contents": Text("Lessons"),
}

CSS = """
@page { size: A4; margin: 14mm 16mm; }
body { font: 16px/1.5 system-ui, "Segoe UI", Roboto, sans-serif; color: #1d1d1f; margin: 0; }
main { max-width: 52em; margin: 1.5em auto; padding: 0 1.2em; }
h1 { font-size: 1.9em; margin: 0 0 .2em; }
h2 { font-size: 1.35em; margin: 1.6em 0 .4em; padding-top: .4em; border-top: 2px solid #d0d0d7; }
h3 { font-size: 1.15em; margin: 1.3em 0 .3em; }
h1, h2, h3 { break-after: avoid; page-break-after: avoid; }
p.lead { color: #444; }
blockquote { margin: .4em 0 .6em; padding: .1em .9em; border-left: 4px solid #8a8fb0; background: #f5f5fa; }
blockquote p { margin: .35em 0; }
blockquote, table, tr, .board { break-inside: avoid; page-break-inside: avoid; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { border: 1px solid #b8b8c2; padding: .25em .5em; vertical-align: top; text-align: left; }
section.lesson { break-inside: avoid; page-break-inside: avoid; }
.board { margin: .6em 0 0; }
.board img { display: block; max-width: 100%; max-height: 120mm; height: auto; margin: 0 auto .4em; }
.board details { margin: 0 0 .4em; }
.board details pre { font-size: .85em; white-space: pre-wrap; }
.board .task { border: 1px solid #d0d0d7; border-radius: 6px; padding: .3em .8em; margin: 0; }
.anchor-link { display: none; }
nav.contents p { font-weight: 600; margin: 1.2em 0 .3em; }
nav.contents ul { list-style: none; padding: 0; margin: 0; columns: 2; column-gap: 2em; font-size: .9em; }
nav.contents li { break-inside: avoid; margin: 0 0 .2em; }
nav.contents li.level3 { padding-left: 1em; }
@media print {
  body { font-size: 10.5pt; line-height: 1.4; }
  main { max-width: none; margin: 0; padding: 0; }
  h2 { border-top: none; margin-top: 1.1em; }
  .board img { max-height: 80mm; }
  blockquote { background: none; }
  .board details { display: none; }
}
"""


def handout_html(nb: NotebookNode, title: str, lang: str) -> str:
    """A printable page from an executed course document: each lesson a section with its heading, text and
    rules (in their paper form, from the course data), its board as a picture and its task; no code."""
    heading = escape(WORDS["title"](lang).format(game=title))
    body = "\n".join(_blocks(nb, lang))
    contents = "".join(f"<li class='level{level}'>{text}</li>"
                       for level, text in re.findall(r'<h([23])[^>]*>(.*?)<a class="anchor-link"', body))
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{heading}</title>\n<style>{CSS}</style>\n</head>\n"
            f"<body>\n<main>\n<h1>{heading}</h1>\n<p class='lead'>{escape(WORDS['lead'](lang))}</p>\n"
            f"<nav class='contents'><p>{escape(WORDS['contents'](lang))}</p><ul>{contents}</ul></nav>\n"
            f"{body}\n</main>\n</body>\n</html>\n")


def _blocks(nb: NotebookNode, lang: str) -> Iterator[str]:
    """The page's sections: a lesson's markdown cell with the board cell after it, or a part's heading."""
    cells = [c for c in nb.cells if not set(NOTEBOOK_ONLY["tags"]) & set(c.metadata.get("tags", ()))]
    for i, cell in enumerate(cells):
        if cell.cell_type != "markdown":
            continue
        after = cells[i + 1] if i + 1 < len(cells) else None
        item = _lesson_of(after)
        mark = _MARK.match(cell.source)
        if item is None or mark is None or after is None:
            yield f"<section class='part'>\n{_markdown(cell.source)}\n</section>"
            continue
        text = _markdown(section_text(item, mark[1], lang))
        yield f"<section class='lesson'>\n{text}\n{_board(after, item, lang)}\n</section>"


def _markdown(source: str) -> str:
    """HTML of a cell's markdown, as nbconvert renders it, with its letters as letters (UTF-8 page)."""
    from nbconvert.filters.markdown import markdown2html
    html = re.sub(r"&#(\d+);", lambda m: chr(int(m[1])) if int(m[1]) > 127 else m[0], markdown2html(source))
    return re.sub(r">([^<]*)<", lambda m: ">" + m[1].replace("&quot;", '"') + "<", html)  # text, not attributes


def _lesson_of(cell: Optional[NotebookNode]) -> Optional[Lesson]:
    """The lesson a document's code cell shows (None for any other cell)."""
    found = _LESSON_CELL.match(cell.source.strip()) if cell is not None and cell.cell_type == "code" else None
    return find_lesson(found[1], found[2]) if found else None


def _board(cell: NotebookNode, item: Lesson, lang: str) -> str:
    """The lesson's picture as the executed cell drew it, with the position in words as its alt and its
    longer description (the engine's words for the lesson's start, as its seat sees it), and its task."""
    stored = (svg_of(o["data"]["text/html"]) for o in cell.get("outputs", ()) if "text/html" in o.get("data", {}))
    svgs = [svg for svg in stored if svg is not None]
    start = item.start()
    alt = board_alt(start, item.seat, lang, CELL_WORDS["picture"](lang))
    pictures = [picture_html(svg, alt, board_words(start, item.seat, lang), lang) for svg in svgs[:1]]
    task = paper_task(item, lang)
    words = ""
    if task is not None:
        from ..widgets.markdown import escape as md_escape
        words = _markdown(CELL_WORDS["task"](lang).format(task=md_escape(task)))
        words = words.replace("<p>", "<p class='task'>", 1)
    return f"<div class='board'>\n{''.join(pictures[:1])}\n{words}\n</div>"


def write_handouts(root: Path, out: Path) -> list[Path]:
    """Every course's handout in every language, from the committed executed documents, into out/."""
    import nbformat
    from ..core.i18n import LANGS

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for course in CATALOGUE:
        for lang in LANGS:
            source = root / "notebooks" / lang / f"{course.stem}.ipynb"
            nb = nbformat.read(source, as_version=4)
            target = out / handout(course.game, lang)
            target.write_text(handout_html(nb, course.title(lang), lang), encoding="utf-8")
            written.append(target)
    return written
