"""`python -m tutor new <game>` on a copy of the repository makes a game that passes every game-generic test:
the conformance suite and the game's own tests (tests/<game>), the layers, the course audit (tests/lessons),
the documents (tests/notebooks), the widget storm, the README's course list and the message catalogs. A bad
name is refused with its reason and changes nothing. Nothing here names the template: a new game is all it
takes to check it."""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable
GAME = "sprint"
SKIPPED = shutil.ignore_patterns(".git", "build", ".venv", "node_modules", "__pycache__", ".mypy_cache",
                                 "*.ipynb", "*.pyc")
# The game-generic tests, run for the new game only (`-k sprint`: each is parametrized by game).
PER_GAME = ["tests/core", "tests/test_layers.py", "tests/lessons/test_courses.py", "tests/lessons/test_audit.py",
            "tests/lessons/test_lesson_hints.py", "tests/lessons/test_language.py",
            "tests/lessons/test_wellposed.py", "tests/notebooks/test_cells.py", "tests/notebooks/test_markdown.py",
            "tests/notebooks/test_documents.py", "tests/widgets/base/test_storm.py"]
# The tests that read every game at once: the new one must not make them fail.
WHOLE = ["tests/widgets/base/test_lesson_readme.py", "tests/notebooks/test_documents.py::"
         "test_every_notebook_source_is_the_one_the_course_data_makes",
         "tests/notebooks/test_documents.py::test_every_notebook_source_there_is_one_the_generator_makes"]


def run(copy: Path, *args: str, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    """A command of the project's Python in the copy, which it imports instead of this checkout."""
    env = dict(os.environ, PYTHONPATH=str(copy), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([PYTHON, *args], cwd=copy, env=env, capture_output=True, text=True, timeout=timeout)


def fingerprint(root: Path) -> dict[str, str]:
    """Every file of a tree (no bytecode) -> the hash of its bytes."""
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The working tree as it is (uncommitted changes too), with the new game made in it."""
    target = tmp_path_factory.mktemp("repo") / "main"
    shutil.copytree(ROOT, target, ignore=SKIPPED, symlinks=True)
    made = run(target, "-m", "tutor", "new", GAME)
    assert made.returncode == 0, made.stdout + made.stderr
    return target


def test_the_new_game_has_its_package_course_apps_tests_entry_texts_and_notebooks(copy: Path) -> None:
    for path in (f"tutor/{GAME}/__init__.py", f"tutor/{GAME}/rules.py", f"tutor/lessons/{GAME}.py",
                 f"tutor/widgets/{GAME}/course.py", f"tests/{GAME}/test_{GAME}_conformance.py"):
        assert (copy / path).is_file(), path
    listed = run(copy, "-c", "import tutor; from tutor.core.registry import entry; "
                             f"e = entry({GAME!r}); print(tutor.GAMES, e.stem, e.title('en'))")
    assert listed.returncode == 0, listed.stderr
    games, stem, title = listed.stdout.rsplit(" ", 2)
    assert f"'{GAME}')" in games and title.strip() == "Sprint"
    for folder in ("app", "en", "es"):
        assert (copy / "notebooks" / folder / f"{stem}.py").is_file(), folder
        assert (copy / "notebooks" / folder / f"classroom_{GAME}.py").is_file(), folder
    assert "**Sprint**: 2 lessons" in (copy / "README.md").read_text(encoding="utf-8")
    assert f"classroom_{GAME}" in (copy / "notebooks" / "00_start_here.py").read_text(encoding="utf-8")
    for po in sorted((copy / "tutor" / "locale").glob("*/LC_MESSAGES/tutor.po")):
        assert re.search(r'^msgid "Sprint"\nmsgstr "Sprint"$', po.read_text(encoding="utf-8"), re.M), po


def test_the_new_game_passes_every_game_generic_test(copy: Path) -> None:
    result = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", GAME, f"tests/{GAME}", *PER_GAME)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    passed = int(re.search(r"(\d+) passed", result.stdout).group(1))   # type: ignore[union-attr]
    assert passed >= 40, result.stdout[-2000:]   # every kind of check above ran for the game, not none
    whole = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", *WHOLE)
    assert whole.returncode == 0, whole.stdout[-6000:] + whole.stderr[-3000:]
    catalogs = run(copy, "-m", "tutor.catalogs", "check")
    assert catalogs.returncode == 0, catalogs.stdout[-3000:]


@pytest.mark.parametrize("name,reason", [
    ("9lives", "not a game name"), ("Sprint", "not a game name"), ("class", "not a game name"),
    ("sprint-2", "not a game name"), (GAME, "a game already"), ("muros", "a game already"), ("core", "taken"),
])
def test_a_bad_name_is_refused_with_its_reason_and_changes_nothing(copy: Path, name: str, reason: str) -> None:
    before = fingerprint(copy)
    refused = run(copy, "-m", "tutor", "new", name)
    assert refused.returncode == 2 and reason in refused.stderr and "nothing was changed" in refused.stderr
    assert fingerprint(copy) == before
