"""The rules reference on the static site (used by site/build.py): docs/rules/<game>[.es].md, written by
`make reference`, as HTML pages rules/<game>[.es].html with their pictures, and the landing page's links to
them (each learner sees the links of the page's language). The markdown is rendered by markdown-it-py (the
project's jupytext already needs it); links between the pages keep their anchors (`muros.html#MU13`)."""
from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

from markdown_it import MarkdownIt

from tutor.core.registry import entries

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "docs" / "rules"
LANGS = ("en", "es")
GAMES = {e.name: e.title("en") for e in entries()}   # every game of tutor/games.py -> its name

WORDS = {
    "back": ("← Rules tutor", "← Tutor de reglas"),
    "heading": ("Every rule, shown happening", "Cada regla, vista en juego"),
    "blurb": ("Each game's rules, one entry per rule ID: its text, its variants and a position where the engine "
              "shows it happening.",
              "Las reglas de cada juego, una entrada por regla: su texto, sus variantes y una posición donde el "
              "motor la muestra en juego."),
}
STYLE = """body { font: 17px/1.5 system-ui, sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em; color: #222; }
img { max-width: 100%; height: auto; } a { color: #1a55a0; } code, pre { font-size: .9em; }
pre { overflow-x: auto; background: #f4f4f4; padding: .6em; } details { margin: .4em 0 1em; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .2em .5em; vertical-align: top; }
h3 { margin-top: 2em; border-top: 1px solid #ddd; padding-top: .6em; }"""


def page_lang(name: str) -> str:
    """The language of a reference file: muros.es.md is Spanish, muros.md English."""
    return "es" if name.endswith(".es.md") else "en"


def html_name(md_name: str) -> str:
    """The site page of a reference file: muros.es.md -> muros.es.html."""
    return md_name.removesuffix(".md") + ".html"


def _relinked(body: str) -> str:
    """Links between the reference's pages point at their HTML twins, anchors kept."""
    return re.sub(r'href="([\w.-]+)\.md(#[^"]*)?"', lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', body)


def render(md: str, lang: str) -> str:
    """One reference page as a whole HTML page in its language, with a link back to the landing page."""
    body = _relinked(MarkdownIt("commonmark", {"html": True}).enable("table").render(md))
    title = re.search(r"^# (.+)$", md, re.M)
    back = WORDS["back"][LANGS.index(lang)]
    return (f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{html.escape(title.group(1) if title else 'Rules')}</title>\n<style>\n{STYLE}\n</style>\n"
            f'</head>\n<body>\n<nav><a href="../index.html?lang={lang}">{html.escape(back)}</a></nav>\n'
            f"<main>\n{body}</main>\n</body>\n</html>\n")


def rule_pages(out: Path, src: Path = SRC) -> list[str]:
    """Write every reference page as out/rules/<name>.html and copy its pictures; the pages written."""
    if not src.is_dir():
        return []
    dest = out / "rules"
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for md in sorted(src.glob("*.md")):
        (dest / html_name(md.name)).write_text(render(md.read_text(encoding="utf-8"), page_lang(md.name)),
                                               encoding="utf-8")
        written.append(html_name(md.name))
    if (src / "pictures").is_dir():
        shutil.copytree(src / "pictures", dest / "pictures", dirs_exist_ok=True)
    return written


def both(pair: tuple[str, str], tag: str = "span") -> str:
    """A text in every language, each in its own element (the landing page shows the page's language)."""
    return "".join(f'<{tag} lang="{lg}">{html.escape(text)}</{tag}>' for lg, text in zip(LANGS, pair))


def landing_block(pages: list[str]) -> str:
    """The landing page's links to the reference, one per game in each language (the page shows its own)."""
    if not pages:
        return ""
    items = []
    for game, name in GAMES.items():
        links = []
        for lg in LANGS:
            page = f"{game}.html" if lg == "en" else f"{game}.{lg}.html"
            if page in pages:
                links.append(f'<a class="rules" lang="{lg}" hreflang="{lg}" data-rules="{game}" '
                             f'href="rules/{page}">{html.escape(name)}</a>')
        if links:
            items.append(f"<li>{''.join(links)}</li>")
    return (f'<h2>{both(WORDS["heading"])}</h2>\n<p>{both(WORDS["blurb"])}</p>\n'
            f'<ul class="rules-list">{"".join(items)}</ul>')
