"""The printable handouts (make handouts): one self-contained page per course and language, with every
lesson's heading, rule IDs and rule texts, each board as a picture, and no code."""
from __future__ import annotations

import re
from html import escape as html_escape
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS, Text, rule_text
from tutor.lessons import LESSONS
from tutor.notebooks.handouts import write_handouts
from tutor.widgets.front import CATALOGUE, handout

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("handouts")
    written = write_handouts(ROOT, out)
    assert sorted(p.name for p in written) == sorted(handout(c.game, lg) for c in CATALOGUE for lg in LANGS)
    return {p.name: p.read_text(encoding="utf-8") for p in written}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_a_handout_gives_every_lesson_its_heading_rules_and_picture(pages, course, lang: str) -> None:
    page = pages[handout(course.game, lang)]
    lessons = LESSONS[course.game]
    for item in lessons:
        heading = re.search(rf"<h[23][^>]*>[^<]*{re.escape(html_escape(item.title(lang), quote=False))} "
                            rf"\({re.escape(', '.join(item.rules))}\)", page)
        assert heading, (item.id, lang)
        for rule in item.rules:
            words = html_escape(rule_text(course.game, rule, lang), quote=False)
            assert f"<strong>{rule}</strong> {words}" in page, (rule, lang)
    alt = Text("The board at the start of the lesson.")(lang)
    assert page.count(f'<img alt="{alt} ') == len(lessons)   # then the position in words (test_picture_alt)
    assert page.count('src="data:image/svg+xml;charset=utf-8,<svg ') == len(lessons)   # drawn, as stored
    assert f'<html lang="{lang}">' in page


@pytest.mark.parametrize("name", [handout(c.game, lg) for c in CATALOGUE for lg in LANGS])
def test_a_handout_is_a_page_to_print_with_no_code_scripts_or_outside_requests(pages, name: str) -> None:
    page = pages[name]
    assert "<script" not in page.lower()
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)
    assert "lesson(" not in page and "tutor.widgets" not in page and "Run All" not in page
    assert "@page" in page and "@media print" in page
