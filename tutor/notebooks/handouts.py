"""Handouts: one printable page per course and language, made with nbconvert from the executed course
document: the lessons' headings, texts and rules, each board as a picture with its task; no code, no live
widgets, no scripts, nothing fetched from elsewhere."""
from __future__ import annotations

import copy
from html import escape
from pathlib import Path

from nbformat import NotebookNode

from ..core.i18n import Text
from ..widgets.front import CATALOGUE, handout
from .sources import NOTEBOOK_ONLY

__all__ = ["handout_html", "write_handouts"]

_KEEP = ("image/svg+xml", "text/markdown")  # the outputs a page shows: pictures and tasks

WORDS = {
    "title": Text("{game}: the rules, lesson by lesson", "{game}: las reglas, lección a lección"),
    "lead": Text("Each lesson gives its idea, the rules it teaches as the rulebook words them, and the board "
                 "it starts from. The live version of each board is in the course notebook and the app.",
                 "Cada lección da su idea, las reglas que enseña tal como las dice el reglamento y el tablero "
                 "con el que empieza. La versión interactiva de cada tablero está en el cuaderno del curso y en "
                 "la aplicación."),
}

CSS = """
@page { size: A4; margin: 14mm 16mm; }
body { font: 16px/1.5 system-ui, "Segoe UI", Roboto, sans-serif; color: #1d1d1f; margin: 0; }
main { max-width: 52em; margin: 1.5em auto; padding: 0 1.2em; }
h1 { font-size: 1.9em; margin: 0 0 .2em; }
h2 { font-size: 1.35em; margin: 1.6em 0 .4em; padding-top: .4em; border-top: 2px solid #d0d0d7; }
h3 { font-size: 1.15em; margin: 1.3em 0 .3em; }
h2, h3 { break-after: avoid; }
p.lead { color: #444; }
blockquote { margin: .4em 0 .6em; padding: .1em .9em; border-left: 4px solid #8a8fb0; background: #f5f5fa; }
blockquote p { margin: .35em 0; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { border: 1px solid #b8b8c2; padding: .25em .5em; vertical-align: top; text-align: left; }
.jp-OutputArea-output img { display: block; max-width: 100%; max-height: 120mm; margin: .6em auto; }
.jp-OutputArea-output { break-inside: avoid; }
.jp-RenderedMarkdown.jp-OutputArea-output { border: 1px solid #d0d0d7; border-radius: 6px; padding: 0 .8em; }
.anchor-link { display: none; }
.jp-Cell-inputWrapper .jp-InputPrompt, .jp-OutputPrompt, .jp-Collapser { display: none; }
@media print {
  body { font-size: 11pt; }
  main { max-width: none; margin: 0; padding: 0; }
  h2 { border-top: none; }
}
"""


def handout_html(nb: NotebookNode, title: str, lang: str) -> str:
    """A printable page from an executed course document: its markdown, pictures and tasks, no code."""
    from nbconvert import HTMLExporter

    page = copy.deepcopy(nb)
    cells = []
    for cell in page.cells:
        if set(NOTEBOOK_ONLY["tags"]) & set(cell.metadata.get("tags", ())):
            continue
        if cell.cell_type == "code":
            cell.outputs = [o for o in cell.get("outputs", ()) if any(k in o.get("data", {}) for k in _KEEP)]
            if not cell.outputs:
                continue
        cells.append(cell)
    page.cells = cells
    exporter = HTMLExporter(template_name="basic", exclude_input=True, exclude_input_prompt=True,
                            exclude_output_prompt=True)
    body, _resources = exporter.from_notebook_node(page)   # a picture is its output's <img>, with its alt
    head = (f"<h1>{escape(WORDS['title'](lang).format(game=title))}</h1>"
            f"<p class='lead'>{escape(WORDS['lead'](lang))}</p>")
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(WORDS['title'](lang).format(game=title))}</title>\n<style>{CSS}</style>\n</head>\n"
            f"<body>\n<main>\n{head}\n{body}\n</main>\n</body>\n</html>\n")


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
