"""The rules reference on the static site (site/rulepages.py), without building the site: each page of
docs/rules as an HTML page in its language whose links, anchors and pictures resolve, a reference in every
language of tutor/locale/languages.json (German too), the landing page's links to each game's reference in
each language, and every picture drawn by a real browser."""
from __future__ import annotations

import re
import sys
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from sitetest_common import ARTIFACTS, CHROMIUM, ROOT, need_chromium

from tutor.core.i18n import LANGS, SOURCE

sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402
import pages  # noqa: E402
import rulepages  # noqa: E402

DOCS = ROOT / "docs" / "rules"


class Parts(HTMLParser):
    """The ids, links and picture sources of a page, and its language."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.refs: list[str] = []
        self.lang = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"] or "")
        if tag == "html":
            self.lang = a.get("lang") or ""
        for key in ("href", "src"):
            if a.get(key):
                self.refs.append(a[key] or "")


@lru_cache(maxsize=None)
def parts(path: Path) -> Parts:
    p = Parts()
    p.feed(path.read_text(encoding="utf-8"))
    return p


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    root = tmp_path_factory.mktemp("site")
    return root, rulepages.rule_pages(root, DOCS)


def test_every_reference_page_is_a_site_page_in_its_language(out: tuple[Path, list[str]]) -> None:
    root, written = out
    assert written == sorted(rulepages.html_name(p.name) for p in DOCS.glob("*.md"))
    for name in written:
        lang = rulepages.page_lang(name.replace(".html", ".md"))
        p = parts(root / "rules" / name)
        assert p.lang == lang
        assert f"../index.html?lang={lang}" in p.refs
        md = (DOCS / name.replace(".html", ".md")).read_text(encoding="utf-8")
        assert set(re.findall(r'^<a id="([^"]+)"></a>$', md, re.M)) <= p.ids


def test_the_reference_is_there_in_every_language(out: tuple[Path, list[str]]) -> None:
    root, written = out
    for game in rulepages.GAMES:
        for lang in LANGS:
            name = rulepages.page_name(game, lang)
            assert name in written, f"{name}: no {lang} reference (make reference writes one per language)"
            assert parts(root / "rules" / name).lang == lang
            assert f'<a href="../index.html?lang={lang}">{rulepages.html.escape(rulepages.WORDS["back"](lang))}' \
                in (root / "rules" / name).read_text(encoding="utf-8")
    assert rulepages.page_lang("muros.md") == SOURCE and rulepages.page_lang("muros.de.md") == "de"
    assert rulepages.page_name("muros", "de") == "muros.de.html"
    assert rulepages.page_name("muros", SOURCE) == "muros.html"


def test_every_link_anchor_and_picture_of_the_site_pages_resolves(out: tuple[Path, list[str]]) -> None:
    root, written = out
    for name in written:
        for ref in parts(root / "rules" / name).refs:
            url = urlsplit(ref)
            assert not url.scheme and not url.netloc, f"{name}: {ref} leaves the site"
            target = (root / "rules" / unquote(url.path)) if url.path else root / "rules" / name
            if url.path.startswith("../index.html"):
                continue                                   # the landing page, written by site/build.py
            assert target.is_file(), f"{name}: {ref}"
            assert not url.path.endswith(".md"), f"{name}: {ref} still points at the markdown"
            if url.fragment:
                assert url.fragment in parts(target).ids, f"{name}: {ref}"


def test_the_landing_page_links_each_games_reference_in_each_language(out: tuple[Path, list[str]]) -> None:
    root, written = out
    assert "<!--rules-->" in (ROOT / "site" / "landing.html").read_text()
    page = pages.landing_page(pages.entries(set(), set()), 30, None)
    page = page.replace("<!--rules-->", rulepages.landing_block(written))
    for game in rulepages.GAMES:
        for lang in LANGS:
            name = rulepages.page_name(game, lang)
            link = re.search(rf'<a class="rules" lang="{lang}" hreflang="{lang}" data-rules="{game}" '
                             rf'href="rules/{re.escape(name)}">', page)
            assert link, (game, lang)
            assert (root / "rules" / name).is_file()
    for key in ("heading", "blurb"):
        for lang in LANGS:
            assert f'<span lang="{lang}">{rulepages.html.escape(rulepages.WORDS[key](lang))}</span>' in page
    assert rulepages.landing_block([]) == ""                  # no reference built: no heading either


def test_the_site_rebuilds_when_the_reference_changes() -> None:
    assert DOCS / "muros.md" in build.input_files()
    assert any(p.parent.name == "pictures" for p in build.input_files())


def test_every_picture_is_drawn_by_a_browser(out: tuple[Path, list[str]]) -> None:
    pw = need_chromium()
    root, written = out
    with pw.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page(viewport={"width": 390, "height": 844})
        for name in written:
            page.goto((root / "rules" / name).as_uri())
            broken = page.evaluate("""() => [...document.images].filter(i => !i.complete || i.naturalWidth === 0)
                                      .map(i => i.getAttribute('src'))""")
            count = page.evaluate("document.images.length")
            assert count > 0 and not broken, (name, broken)
        first = rulepages.html_name(sorted(DOCS.glob("*.es.md"))[0].name)
        page.goto((root / "rules" / first).as_uri())
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "site_rules_es_390.png"))
        browser.close()
