"""Issue 24: a language switch after many lesson visits. Each visit used to leave its Quiz, Table and panel
observing the shared language (21 widgets and an observer per visit: 464 ms per switch after 500 visits,
2 ms fresh). Measured two ways a learner visits lessons: the course app's player moving from lesson to
lesson, and a notebook making one lesson view per visit and closing the one it replaces; with the course's
labs (a view makes each lab once and keeps it, so the app is counted after one visit of every lesson).
Now: 0 widgets and 0 observers left per visit either way (they were 15 and 37 widgets before close_all).

Issue 34: memory per visit (tracemalloc, 300 visits after a warm-up visit of every lesson). The widgets gave
anywidget their front-end code as file paths, which tied every widget to a class-wide file-watch signal: no
closed view was ever freed. With the code passed as text (KiB per visit, app / notebook cells):
    template  82.6 / 208.0  ->  0.8 / 0.1     (closed views alive: 300 of 300 -> 0)
    muros    119.5 / 338.3  ->  2.9 / 0.1     (the app's rest: the engine's bounded caches filling)

Run: .venv/bin/python bench/bench_lesson_visits.py [game] [visits]     (default: the template, 500)
"""
from __future__ import annotations

import gc
import statistics
import sys
import time
import tracemalloc
import weakref
from typing import Any

from tutor.widgets.base import ClickAdapter, Language, LessonPlayer, LessonView, Progress
from tutor.widgets.base.observers import count, open_widgets


def lessons_of(game: str) -> tuple[list[Any], Any, Any]:
    """The course's lessons, the board adapter its app uses and its labs."""
    if game == "countdown":
        from tutor.template.lessons.countdown import LESSONS
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


def memory(game: str, visits: int = 300) -> None:
    """KiB kept per lesson visit, both ways, and how many closed lesson views are still alive."""
    lessons, adapter, labs = lessons_of(game)
    lang, progress = Language(), Progress()
    player = LessonPlayer(lessons, adapter, lang, progress=progress, labs=labs)
    for i in range(len(lessons)):              # warm-up: labs made, caches filled
        player.go(i)
    gc.collect()
    tracemalloc.start()
    start = tracemalloc.get_traced_memory()[0]
    for i in range(visits):
        player.go(i % len(lessons))
    gc.collect()
    app = (tracemalloc.get_traced_memory()[0] - start) / visits / 1024
    player.close()
    for i in range(len(lessons)):              # warm-up of the notebook's way
        LessonView(lessons[i], adapter, lang, progress, labs=labs).close()
    gc.collect()
    start = tracemalloc.get_traced_memory()[0]
    alive = []
    for i in range(visits):
        view = LessonView(lessons[i % len(lessons)], adapter, lang, progress, labs=labs)
        view.close()
        alive.append(weakref.ref(view))
        del view
    gc.collect()
    cells = (tracemalloc.get_traced_memory()[0] - start) / visits / 1024
    tracemalloc.stop()
    left = sum(1 for ref in alive if ref() is not None)
    print(f"  memory:        course app {app:.1f} KiB per visit; notebook cells {cells:.1f} KiB per view made "
          f"and closed ({left} of {visits} closed views still alive) [{visits} visits, tracemalloc]")


if __name__ == "__main__":
    which = sys.argv[1] if len(sys.argv) > 1 else "countdown"
    main(which, int(sys.argv[2]) if len(sys.argv) > 2 else 500)
    memory(which)
