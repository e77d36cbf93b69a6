"""Issue 24: a language switch after many lesson visits. Each visit used to leave its Quiz, Table and panel
observing the shared language (21 widgets and an observer per visit: 464 ms per switch after 500 visits,
2 ms fresh). Measured two ways a learner visits lessons: the course app's player moving from lesson to
lesson, and a notebook making one lesson view per visit and closing the one it replaces.

Run: .venv/bin/python bench/bench_lesson_visits.py [game] [visits]     (default: the template, 500)
"""
from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from tutor.widgets.base import ClickAdapter, Language, LessonPlayer, LessonView, Progress
from tutor.widgets.base.observers import count, open_widgets


def lessons_of(game: str) -> tuple[list[Any], Any]:
    """The course's lessons and the board adapter its app uses."""
    if game == "countdown":
        from tutor.lessons.example import LESSONS
        return list(LESSONS), ClickAdapter()
    from tutor.lessons import LESSONS as COURSES
    from tutor.widgets.notebook import _adapter
    return list(COURSES[game]), _adapter(game)


def switch_ms(lang: Language, times: int = 6) -> float:
    """Median wall time of one language switch (every widget following `lang` redraws)."""
    out = []
    for _ in range(times):
        t0 = time.perf_counter()
        lang.code = "es" if lang.code == "en" else "en"
        out.append((time.perf_counter() - t0) * 1000)
    return statistics.median(out)


def main(game: str = "countdown", visits: int = 500) -> None:
    lessons, adapter = lessons_of(game)
    print(f"{game}: {len(lessons)} lessons, {visits} visits")

    lang = Language()
    player = LessonPlayer(lessons, adapter, lang, progress=Progress())
    fresh, observers, alive = switch_ms(lang), count(lang, "code"), open_widgets()
    for i in range(visits):
        player.go(i % len(lessons))
    print(f"  course app:    switch {fresh:.1f} ms fresh -> {switch_ms(lang):.1f} ms after {visits} visits; "
          f"language observers {observers} -> {count(lang, 'code')}; live widgets {alive} -> {open_widgets()}")
    player.close()

    lang = Language()
    base, alive = count(lang, "code"), open_widgets()
    view = LessonView(lessons[0], adapter, lang, Progress())
    fresh = switch_ms(lang)
    for i in range(visits):
        view.close()
        view = LessonView(lessons[i % len(lessons)], adapter, lang, Progress())
    print(f"  notebook cells: switch {fresh:.1f} ms with one view -> {switch_ms(lang):.1f} ms after {visits} "
          f"views made and closed; language observers {base} -> {count(lang, 'code')}; "
          f"live widgets {alive} -> {open_widgets()}")
    view.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "countdown", int(sys.argv[2]) if len(sys.argv) > 2 else 500)
