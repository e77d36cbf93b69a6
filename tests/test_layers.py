"""The layers hold, read from the source (every import statement, also those inside functions): core imports
nothing of tutor outside core; each game's modules form a one-way stack (no import loops); a game's course
(tutor/lessons/<game>) and its labs and apps (tutor/widgets/<game>) reach the game only through its public
face, `tutor.<game>`; widgets/base imports no game. Reported per game of tutor/games.py (a game made from the
template by `python -m tutor new` is checked like every other: tests/test_new_game.py)."""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Optional

import pytest

import tutor

ROOT = Path(tutor.__file__).parent


class Import(NamedTuple):
    source: str   # the importing module
    target: str   # the module imported (a submodule when `from package import submodule`)
    line: int


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@lru_cache(maxsize=None)
def modules() -> dict[str, Path]:
    """Every module of the package: dotted name -> file."""
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _resolve(source: str, is_package: bool, node: ast.ImportFrom) -> str:
    parts = source.split(".")
    if node.level:
        base = parts if is_package else parts[:-1]
        base = base[:len(base) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))
    return node.module or ""


@lru_cache(maxsize=None)
def imports_of(source: str) -> tuple[Import, ...]:
    """The tutor modules `source` imports, wherever the import statement is (not under TYPE_CHECKING)."""
    path = modules()[source]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped |= {id(n) for child in node.body for n in ast.walk(child)}
    out = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            out += [Import(source, a.name, node.lineno) for a in node.names if a.name.split(".")[0] == "tutor"]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(source, path.name == "__init__.py", node)
            if base.split(".")[0] != "tutor":
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.append(Import(source, sub if sub in modules() else base, node.lineno))
    return tuple(dict.fromkeys(out))


def under(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def modules_under(prefix: str) -> list[str]:
    return [m for m in modules() if under(m, prefix)]


def shown(found: list[Import]) -> str:
    return "\n".join(f"  {i.source} (line {i.line}) imports {i.target}" for i in found[:20])


def cycle_in(names: list[str], edges: Optional[dict[str, list[str]]] = None) -> list[str]:
    """One import loop among these modules (as a list that starts and ends on the same module), or [].
    `edges` (module -> modules it imports) replaces the source, to test the search itself."""
    inside = set(names)
    targets = edges or {m: [i.target for i in imports_of(m)] for m in names}
    graph = {m: sorted({t for t in targets.get(m, []) if t in inside and t != m}) for m in names}
    state: dict[str, int] = {}   # 1: on the current path, 2: done
    path: list[str] = []

    def visit(m: str) -> list[str]:
        state[m] = 1
        path.append(m)
        for n in graph[m]:
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        state[m] = 2
        path.pop()
        return []

    for m in names:
        if m not in state:
            found = visit(m)
            if found:
                return found
    return []


def public_face(game: str) -> str:
    return f"tutor.{game}"


def allowed_for_course(game: str, target: str, own: str, app: bool) -> bool:
    """What a course (app=False) or a game's labs and apps (app=True) may import."""
    face = public_face(game)
    if target in (face, "tutor", "tutor.lessons.model") or under(target, own):
        return True
    if under(target, "tutor.core"):
        return True
    if app:
        return under(target, "tutor.widgets.base") or target == "tutor.lessons" or \
            under(target, f"tutor.lessons.{game}")
    return False


def test_core_imports_nothing_of_tutor_outside_core() -> None:
    found = [i for m in modules_under("tutor.core") for i in imports_of(m) if not under(i.target, "tutor.core")]
    assert not found, "core imports from above it:\n" + shown(found)


@pytest.mark.parametrize("game", tutor.GAMES)
def test_a_games_modules_form_a_one_way_stack(game: str) -> None:
    loop = cycle_in(modules_under(f"tutor.{game}"))
    assert not loop, f"{game}: import loop " + " -> ".join(loop)


@pytest.mark.parametrize("game", tutor.GAMES)
def test_a_game_imports_no_course_and_no_widget(game: str) -> None:
    found = [i for m in modules_under(f"tutor.{game}") for i in imports_of(m)
             if not (under(i.target, f"tutor.{game}") or under(i.target, "tutor.core") or i.target == "tutor")]
    assert not found, f"{game} imports from above it:\n" + shown(found)


@pytest.mark.parametrize("game", tutor.GAMES)
def test_a_course_reaches_its_game_only_through_its_public_face(game: str) -> None:
    own = f"tutor.lessons.{game}"
    found = [i for m in modules_under(own) for i in imports_of(m) if not allowed_for_course(game, i.target, own, False)]
    assert modules_under(own), f"{game} has no course module {own}"
    assert not found, f"the {game} course imports game internals or other layers:\n" + shown(found)


@pytest.mark.parametrize("game", tutor.GAMES)
def test_a_games_labs_and_apps_reach_it_only_through_its_public_face(game: str) -> None:
    own = f"tutor.widgets.{game}"
    found = [i for m in modules_under(own) for i in imports_of(m) if not allowed_for_course(game, i.target, own, True)]
    assert not found, f"the {game} labs and apps import game internals:\n" + shown(found)


def test_widgets_base_imports_no_game() -> None:
    games = [f"tutor.{g}" for g in tutor.GAMES] + [f"tutor.lessons.{g}" for g in tutor.GAMES] + \
        [f"tutor.widgets.{g}" for g in tutor.GAMES] + ["tutor.template"]
    found = [i for m in modules_under("tutor.widgets.base") for i in imports_of(m)
             if any(under(i.target, g) for g in games)]
    assert not found, "widgets/base imports a game:\n" + shown(found)


def test_the_walker_sees_relative_absolute_and_deferred_imports() -> None:
    """The checks above read what they claim to: a few imports known to be there."""
    table = {i.target for i in imports_of("tutor.widgets.base.table")}
    assert {"tutor.core", "tutor.widgets.base.board", "tutor.lessons.model"} <= table
    assert "tutor.core.i18n" in {i.target for i in imports_of("tutor.template")}   # absolute
    assert "tutor.core.bots" in {i.target for i in imports_of("tutor.lessons.audit")}  # inside a function
    assert cycle_in(["tutor.core.game", "tutor.core.rules"]) == []
    loop = {"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": []}
    assert cycle_in(["d", "a", "b", "c"], loop) == ["a", "b", "c", "a"]
    assert cycle_in(["a", "b", "d"], loop) == []

