"""The rules reference on the static site (used by site/build.py): docs/rules/<game>[.<lang>].md, written
by `make reference` for every language of tutor/locale/languages.json (the source language's without a
suffix), as HTML pages rules/<game>[.<lang>].html with their pictures, and the landing page's links to
them (each learner sees the links of the page's language). The markdown is rendered by markdown-it-py (the
project's jupytext already needs it); links between the pages keep their anchors (`muros.html#MU13`)."""
from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

from markdown_it import MarkdownIt

from tutor.core.i18n import LANGS, SOURCE, Text
from tutor.core.registry import entries

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "docs" / "rules"
GAMES = {e.name: e.title for e in entries()}   # every game of tutor/games.py -> its name

WORDS = {
    "back": Text("← Rules tutor"),
    "heading": Text("Every rule, shown happening"),
    "blurb": Text("Each game's rules, one entry per rule ID: its text, its variants and a position where the "
                  "engine shows it happening."),
}
STYLE = """body { font: 17px/1.5 system-ui, sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em; color: #222; }
img { max-width: 100%; height: auto; } a { color: #1a55a0; } code, pre { font-size: .9em; }
pre { overflow-x: auto; background: #f4f4f4; padding: .6em; } details { margin: .4em 0 1em; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .2em .5em; vertical-align: top; }
h3 { margin-top: 2em; border-top: 1px solid #ddd; padding-top: .6em; }"""


def page_lang(name: str) -> str:
    """The language of a reference file: muros.de.md is German, muros.md the source language's (English)."""
    suffix = name.removesuffix(".md").rpartition(".")[2] if name.count(".") > 1 else ""
    return suffix if suffix in LANGS else SOURCE


def page_name(game: str, lang: str) -> str:
    """The site page of a game's reference in a language: muros.html (the source language), muros.de.html."""
    return f"{game}.html" if lang == SOURCE else f"{game}.{lang}.html"


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
    back = WORDS["back"](lang)
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


def in_every_language(text: Text, tag: str = "span") -> str:
    """A text in every language, each in its own element (the landing page shows the page's language)."""
    return "".join(f'<{tag} lang="{lg}">{html.escape(text(lg))}</{tag}>' for lg in LANGS)


def landing_block(pages: list[str]) -> str:
    """The landing page's links to the reference, one per game in each language (the page shows its own)."""
    if not pages:
        return ""
    items = []
    for game, name in GAMES.items():
        links = []
        for lg in LANGS:
            page = page_name(game, lg)
            if page in pages:
                links.append(f'<a class="rules" lang="{lg}" hreflang="{lg}" data-rules="{game}" '
                             f'href="rules/{page}">{html.escape(name(lg))}</a>')
        if links:
            items.append(f"<li>{''.join(links)}</li>")
    return (f'<h2>{in_every_language(WORDS["heading"])}</h2>\n<p>{in_every_language(WORDS["blurb"])}</p>\n'
            f'<ul class="rules-list">{"".join(items)}</ul>')
