"""How long the course audit for well-posed questions takes (tutor.lessons.wellposed), per game: making the
question sets alone, then the whole audit with 0, 1 and 2 re-dealt worlds per question and source; with the
findings per kind. The test (tests/lessons/test_wellposed.py) runs the audit at TUTOR_AUDIT_SEEDS seeds.

    .venv/bin/python bench/bench_audit.py [seeds] [game ...]
"""
from __future__ import annotations

import sys
import time

from tutor import GAMES
from tutor.lessons import LESSONS
from tutor.lessons.wellposed import question_sets, run


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    games = sys.argv[2:] or list(GAMES)
    print(f"seeds {seeds}; times are process CPU seconds")
    for game in games:
        start = time.process_time()
        asked = sum(len(qs) for lesson in LESSONS[game] for _seed, qs in question_sets(lesson, range(seeds)))
        made = time.process_time() - start
        print(f"{game}: {asked} questions made in {made:.1f} s ({1000 * made / max(asked, 1):.2f} ms each)")
        for worlds in (0, 1, 2):
            start = time.process_time()
            report = run(game, seeds, worlds, texts=False)
            spent = time.process_time() - start
            found = ", ".join(f"{k} {n}" for k, n in report.counts().items() if n)
            print(f"  audit, {worlds} worlds: {spent:.1f} s ({1000 * spent / max(report.questions, 1):.2f} ms a "
                  f"question); findings: {found or 'none'}")


if __name__ == "__main__":
    main()
