"""The front page offers every course, per language, as an app, a notebook and a handout, and every
link points at a notebook that exists (the layout in tutor.widgets.front)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS
from tutor.widgets.base import Language
from tutor.widgets.front import CATALOGUE, COURSES, app, document, front_page, handout

ROOT = Path(__file__).resolve().parents[2]


def test_each_course_and_classroom_links_its_app_and_its_notebook_in_each_language() -> None:
    html = front_page(Language()).links.html
    for c in CATALOGUE:
        for stem in (c.stem, f"classroom_{c.game}"):
            for lang in LANGS:
                assert f'data-app="{app(stem)}" data-lang="{lang}"' in html
                assert f'data-notebook="{document(stem, lang)}"' in html
        for lang in LANGS:
            assert f'data-handout="{handout(c.game, lang)}"' in html


def test_every_linked_notebook_has_its_source() -> None:
    for entry in COURSES:
        for path in (entry.notebook, *entry.documents.values()):
            assert (ROOT / path).with_suffix(".py").is_file(), path


def test_the_links_are_worded_in_the_pages_language_and_its_own_language_comes_first() -> None:
    lang = Language()
    page = front_page(lang)
    first = re.search(r'<span class="tutor-front-lang" lang="(\w+)">([^:]*):', page.links.html)
    assert first and first.groups() == ("en", "English")   # each language named in itself
    assert "handout to print" in page.links.html
    lang.code = "es"
    html = page.links.html
    first = re.search(r'<span class="tutor-front-lang" lang="(\w+)">([^:]*):', html)
    assert first and first.groups() == ("es", "Español")
    words = re.sub(r"<[^>]+>", " ", html)
    assert "aplicación" in words and "cuaderno" in words and "hoja para imprimir" in words
    assert not re.search(r"\b(app|notebook|handout|In English|Open)\b", words)


def test_paths_outside_the_languages_are_refused() -> None:
    with pytest.raises(ValueError, match="no notebooks in 'fr'"):
        document("01_muros", "fr")
    with pytest.raises(ValueError, match="no handouts in 'fr'"):
        handout("muros", "fr")
