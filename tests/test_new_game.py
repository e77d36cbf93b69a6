"""`python -m tutor new <game>` on a copy of the repository makes a game that passes every game-generic test:
the conformance suite and the game's own tests (tests/<game>), the layers, the course audit (tests/lessons),
the documents (tests/notebooks), the rules' demos and the rule index, the widget storm, the README's course
list and the message catalogs. A bad
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
from typing import NamedTuple

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
            "tests/notebooks/test_documents.py", "tests/widgets/base/test_storm.py", "tests/demos",
            "tests/widgets/test_rule_index.py"]
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


class Made(NamedTuple):
    root: Path                # the copy, with the new game in it
    lacking: set[str]         # what the message catalogs lacked before the game was made


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Made:
    """The working tree as it is (uncommitted changes too), with the new game made in it and its documents run."""
    root = tmp_path_factory.mktemp("repo") / "main"
    shutil.copytree(ROOT, root, ignore=SKIPPED, symlinks=True)
    lacking = set(run(root, "-m", "tutor.catalogs", "check").stdout.splitlines())
    new = run(root, "-m", "tutor", "new", GAME)
    assert new.returncode == 0, new.stdout + new.stderr
    documents = sorted(p.relative_to(root).as_posix() for p in (root / "notebooks").glob(f"*/*{GAME}.py")
                       if p.parent.name != "app")
    ran = run(root, "-m", "tutor.notebooks", "run", *documents)
    assert ran.returncode == 0 and len(documents) >= 4, ran.stdout + ran.stderr[-3000:]
    return Made(root, lacking)


def test_the_new_game_has_its_package_course_apps_tests_entry_texts_and_notebooks(made: Made) -> None:
    root = made.root
    for path in (f"tutor/{GAME}/__init__.py", f"tutor/{GAME}/rules.py", f"tutor/{GAME}/demos.json",
                 f"tutor/lessons/{GAME}.py", f"tutor/widgets/{GAME}/course.py",
                 f"tests/{GAME}/test_{GAME}_conformance.py"):
        assert (root / path).is_file(), path
    listed = run(root, "-c", "import tutor; from tutor.core.registry import entry; "
                             f"e = entry({GAME!r}); print(tutor.GAMES[-1], e.stem, e.title('en'))")
    assert listed.returncode == 0, listed.stderr
    last, stem, title = listed.stdout.split()
    assert last == GAME and title == "Sprint"
    for folder in ("app", "en", "es"):
        assert (root / "notebooks" / folder / f"{stem}.py").is_file(), folder
        assert (root / "notebooks" / folder / f"classroom_{GAME}.py").is_file(), folder
    assert "**Sprint**: 2 lessons" in (root / "README.md").read_text(encoding="utf-8")
    assert f"classroom_{GAME}" in (root / "notebooks" / "00_start_here.py").read_text(encoding="utf-8")
    for po in sorted((root / "tutor" / "locale").glob("*/LC_MESSAGES/tutor.po")):
        assert re.search(r'^msgid "Sprint"\nmsgstr "Sprint"$', po.read_text(encoding="utf-8"), re.M), po


def test_the_new_game_passes_every_game_generic_test(made: Made) -> None:
    root = made.root
    result = run(root, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", GAME, f"tests/{GAME}", *PER_GAME)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    passed = int(re.search(r"(\d+) passed", result.stdout).group(1))   # type: ignore[union-attr]
    assert passed >= 60, result.stdout[-2000:]   # every kind of check above ran for the game, not none
    whole = run(root, "-m", "pytest", "-q", "-p", "no:cacheprovider", *WHOLE)
    assert whole.returncode == 0, whole.stdout[-6000:] + whole.stderr[-3000:]
    lacking = set(run(root, "-m", "tutor.catalogs", "check").stdout.splitlines()) - made.lacking
    assert not lacking, "the new game's texts lack translations:\n" + "\n".join(sorted(lacking)[:20])


@pytest.mark.parametrize("name,reason", [
    ("9lives", "not a game name"), ("Sprint", "not a game name"), ("class", "not a game name"),
    ("sprint-2", "not a game name"), (GAME, "a game already"), ("muros", "a game already"), ("core", "taken"),
])
def test_a_bad_name_is_refused_with_its_reason_and_changes_nothing(made: Made, name: str, reason: str) -> None:
    before = fingerprint(made.root)
    refused = run(made.root, "-m", "tutor", "new", name)
    assert refused.returncode == 2 and reason in refused.stderr and "nothing was changed" in refused.stderr
    assert fingerprint(made.root) == before
