"""Typed state: a game's course and labs annotate the games they read as Game[<that game's State>], so a
misspelt state field fails mypy; a bare `Game` or `Game[Any]` there would let it pass."""
from __future__ import annotations

import ast
import pathlib

import pytest

from tutor import GAMES

ROOT = pathlib.Path(__file__).resolve().parents[1] / "tutor"


def _untyped_games(path: pathlib.Path) -> list[str]:
    """Annotations in a module that name Game without its state type, as 'line: annotation'."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            annotations = [a.annotation for a in node.args.args + node.args.kwonlyargs if a.annotation] + \
                          ([node.returns] if node.returns else [])
        elif isinstance(node, ast.AnnAssign):
            annotations = [node.annotation]
        else:
            continue
        for ann in annotations:
            text = ast.unparse(ann)
            for sub in ast.walk(ann):
                bare = isinstance(sub, ast.Name) and sub.id == "Game"
                anyed = isinstance(sub, ast.Subscript) and ast.unparse(sub.value) == "Game" and \
                    ast.unparse(sub.slice) == "Any"
                if anyed or (bare and not any(isinstance(p, ast.Subscript) and p.value is sub for p in ast.walk(ann))):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text}")
                    break
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_games_course_and_labs_read_typed_games(game: str) -> None:
    files = [p for d in (ROOT / "lessons" / game, ROOT / "widgets" / game) if d.is_dir() for p in d.rglob("*.py")]
    assert files, f"{game} has no course package"
    untyped = [hit for p in files for hit in _untyped_games(p)]
    assert not untyped, "annotate these as Game[State]:\n" + "\n".join(untyped)
