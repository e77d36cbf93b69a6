"""The course notebooks as documents, generated from the course data (tutor.lessons) and kept in git:

    python -m tutor.notebooks write      # notebooks/**.py from the course data (make documents does all three)
    python -m tutor.notebooks run        # notebooks/en|es/*.ipynb: each document executed, outputs kept
    python -m tutor.notebooks handouts   # build/handouts/<game>.<lang>.html, one printable page each
    python -m tutor.notebooks check      # says which sources are out of date with the course data

A source is never edited by hand; the tests (tests/notebooks) fail when one differs from the data."""
from __future__ import annotations

from pathlib import Path

__all__ = ["stale", "REGENERATE"]

REGENERATE = "make documents"   # the command that brings every notebook up to date with the course data


def stale(root: Path) -> list[str]:
    """The generated sources (paths from root) whose file is missing or differs from the course data."""
    from .sources import sources
    return [path for path, text in sources().items()
            if not (root / path).is_file() or (root / path).read_text(encoding="utf-8") != text]
