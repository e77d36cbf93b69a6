"""The shape of the Muros code: the package is a one-way stack under rules.py (no import loop), the course
and the labs use only its public face (tutor.muros), and every file stays small enough to hold."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "tutor"
PACKAGE = ROOT / "muros"
USERS = [ROOT / "lessons" / "muros", ROOT / "widgets" / "muros"]


def _imports(path: Path, module: str) -> set[str]:
    """The modules a file imports, as dotted names (relative imports resolved from the file's `module`)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = module.split(".")
            if node.level:
                base = base[: len(base) - node.level]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.add(name)
            out.update(f"{name}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return out


def _graph() -> dict[str, set[str]]:
    modules = {f"tutor.muros.{p.stem}": p for p in PACKAGE.glob("*.py") if p.stem != "__init__"}
    return {name: {m for m in _imports(path, name) if m in modules} - {name}
            for name, path in modules.items()}


def _loop(graph: dict[str, set[str]]) -> list[str]:
    """An import loop of the graph (the modules around it), or [] if there is none."""
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str]:
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return []
        for dep in sorted(graph[name]):
            found = visit(dep, path + [name])
            if found:
                return found
        done.add(name)
        return []

    for name in sorted(graph):
        found = visit(name, [])
        if found:
            return found
    return []


def test_the_muros_modules_form_a_one_way_stack_under_rules() -> None:
    graph = _graph()
    assert _loop(graph) == [], f"import loop: {' -> '.join(_loop(graph))}"
    assert not any("tutor.muros.rules" in deps for deps in graph.values()), "only the package imports rules.py"
    assert "tutor.muros.rules" not in graph["tutor.muros.hints"]


def test_the_loop_check_finds_a_loop() -> None:
    graph = _graph()
    graph["tutor.muros.board"].add("tutor.muros.hints")          # hints -> moves -> board -> hints
    assert "tutor.muros.board" in _loop(graph) and "tutor.muros.hints" in _loop(graph)


@pytest.mark.parametrize("folder", USERS, ids=lambda p: p.parent.name)
def test_the_course_and_the_labs_import_only_the_public_face(folder: Path) -> None:
    """tutor.lessons.muros and tutor.widgets.muros import tutor.muros itself, never a module inside it."""
    for path in folder.glob("*.py"):
        module = "tutor." + ".".join(path.relative_to(ROOT).with_suffix("").parts)
        inner = sorted(m for m in _imports(path, module) if m.startswith("tutor.muros.")
                       and m.split(".")[2] in {p.stem for p in PACKAGE.glob("*.py")})
        assert not inner, f"{path.name} imports Muros internals: {inner}"


@pytest.mark.parametrize("folder,limit", [(PACKAGE, 700), (USERS[0], 400), (USERS[1], 700)],
                         ids=["engine", "course", "widgets"])
def test_no_file_is_too_long_to_hold(folder: Path, limit: int) -> None:
    long = {p.name: n for p in folder.glob("*.py") if (n := len(p.read_text(encoding="utf-8").splitlines())) > limit}
    assert not long, f"files over {limit} lines: {long}"
