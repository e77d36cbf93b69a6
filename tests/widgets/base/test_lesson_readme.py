"""The README's course list is the registry's (tutor/games.py) with the app's counts: each course's lessons and
variant lessons, counted the way the lesson picker and the course bar count them
(tutor.widgets.base.coursemap.counts). `python -m tutor readme` writes it; a new game's line comes with it."""
from __future__ import annotations

import re
from pathlib import Path

from tutor.__main__ import README_END, README_START, readme_text
from tutor.core.registry import entries
from tutor.lessons import LESSONS
from tutor.widgets.base.coursemap import counts

README = Path(__file__).resolve().parents[3] / "README.md"
LINE = re.compile(r"^- \*\*(.+?)\*\*: (\d+) lessons?(?: and (\d+) variant lessons?)?,", re.M)


def course_list(text: str) -> str:
    return text[text.index(README_START):text.index(README_END)]


def test_the_readme_gives_each_course_the_counts_the_app_shows() -> None:
    lines = LINE.findall(course_list(README.read_text(encoding="utf-8")))
    said = {title: (int(main), int(variants or 0)) for title, main, variants in lines}
    assert said == {e.title("en"): counts(LESSONS[e.name]) for e in entries()}


def test_the_readme_course_list_is_the_one_the_registry_makes() -> None:
    text = README.read_text(encoding="utf-8")
    assert readme_text(text) == text, "README.md's course list is out of date: run `python -m tutor readme`"
