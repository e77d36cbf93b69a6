"""Issue 24: a language switch after many lesson visits. Each visit used to leave its Quiz, Table and panel
observing the shared language (21 widgets and an observer per visit: 464 ms per switch after 500 visits,
2 ms fresh). Measured two ways a learner visits lessons: the course app's player moving from lesson to
lesson, and a notebook making one lesson view per visit and closing the one it replaces; with the course's
labs (a view makes each lab once and keeps it, so the app is counted after one visit of every lesson).
Now: 0 widgets and 0 observers left per visit either way (they were 15 and 37 widgets before close_all).

Run: .venv/bin/python bench/bench_lesson_visits.py [game] [visits]     (default: the template, 500)
"""
from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from tutor.widgets.base import ClickAdapter, Language, LessonPlayer, LessonView, Progress
from tutor.widgets.base.observers import count, open_widgets


def lessons_of(game: str) -> tuple[list[Any], Any, Any]:
    """The course's lessons, the board adapter its app uses and its labs."""
    if game == "countdown":
        from tutor.lessons.example import LESSONS
        return list(LESSONS), ClickAdapter(), {}
    from tutor.lessons import LESSONS as COURSES
    from tutor.widgets.notebook import _adapter, _labs
    return list(COURSES[game]), _adapter(game), _labs(game)


def switch_ms(lang: Language, times: int = 6) -> float:
    """Median wall time of one language switch (every widget following `lang` redraws)."""
    out = []
    for _ in range(times):
        t0 = time.perf_counter()
        lang.code = "es" if lang.code == "en" else "en"
        out.append((time.perf_counter() - t0) * 1000)
    return statistics.median(out)


def main(game: str = "countdown", visits: int = 500) -> None:
    lessons, adapter, labs = lessons_of(game)
    print(f"{game}: {len(lessons)} lessons, {visits} visits")

    lang = Language()
    before = open_widgets()
    player = LessonPlayer(lessons, adapter, lang, progress=Progress(), labs=labs)
    for i in range(len(lessons)):   # every lesson once: each lab is made once and kept (the learner's own)
        player.go(i)
    fresh, observers, alive = switch_ms(lang), count(lang, "code"), open_widgets()
    for i in range(visits):
        player.go(i % len(lessons))
    after = open_widgets()
    print(f"  course app:    switch {fresh:.1f} ms after one visit each -> {switch_ms(lang):.1f} ms after {visits} "
          f"visits more; "
          f"language observers {observers} -> {count(lang, 'code')}; live widgets {alive} -> {after} "
          f"({(after - alive) / visits:.1f} left per visit)")
    player.close()
    print(f"                 player closed: language observers {count(lang, 'code')}, "
          f"widgets left {open_widgets() - before}")

    lang = Language()
    base, alive = count(lang, "code"), open_widgets()
    view = LessonView(lessons[0], adapter, lang, Progress(), labs=labs)
    fresh = switch_ms(lang)
    for i in range(visits):
        view.close()
        view = LessonView(lessons[i % len(lessons)], adapter, lang, Progress(), labs=labs)
    slow = switch_ms(lang)
    view.close()
    left = open_widgets() - alive
    print(f"  notebook cells: switch {fresh:.1f} ms with one view -> {slow:.1f} ms after {visits} "
          f"views made and closed; language observers {base} -> {count(lang, 'code')}; "
          f"widgets left {left} ({left / (visits + 1):.1f} per view)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "countdown", int(sys.argv[2]) if len(sys.argv) > 2 else 500)
