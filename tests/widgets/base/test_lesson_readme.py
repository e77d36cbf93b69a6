"""The README's course counts are the app's: each course's lessons and variant lessons, counted the way
the lesson picker and the course bar count them (tutor.widgets.base.coursemap.counts)."""
from __future__ import annotations

import re
from pathlib import Path

from tutor.lessons import LESSONS
from tutor.widgets.base.coursemap import counts

README = Path(__file__).resolve().parents[3] / "README.md"
LINE = re.compile(r"\*\*(\w+)\*\*: (\d+) lessons and (\d+) variant lessons")


def test_the_readme_gives_each_course_the_counts_the_app_shows() -> None:
    said = {name.lower(): (int(main), int(variants)) for name, main, variants in LINE.findall(README.read_text())}
    assert said == {game: counts(lessons) for game, lessons in LESSONS.items()}
