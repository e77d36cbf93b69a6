"""Every Python example in README.md runs, each block on its own as a reader would paste it, and every comment
in it is checked against the engine. A comment that starts with a Python value (`# ['play SA']`,
`# 'R-PLAY-3: ...'`) states the result of the expression on its line: the value must match it, where `...` at
the end of a text or as a list's last item means "and more". Every other comment is a claim in words, checked
below by hand (CLAIMS); a comment that is neither fails, so no new claim goes unchecked."""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path
from typing import Any, Callable

import pytest

import tutor

README = Path(__file__).resolve().parents[1] / "README.md"


def blocks() -> list[tuple[int, str]]:
    """(the README line before the block's first, the block's code) for each python block."""
    text = README.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start(1)), m.group(1))
            for m in re.finditer(r"^```python\n(.*?)^```", text, re.S | re.M)]


def comments(code: str) -> dict[int, str]:
    """Line number -> the comment on that line (without '#')."""
    found = {}
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.COMMENT:
            found[tok.start[0]] = tok.string[1:].strip()
    return found


def stated_value(comment: str) -> tuple[bool, Any]:
    """(True, value) when the comment starts with a Python value (the longest prefix that is one)."""
    for end in range(len(comment), 0, -1):
        if end < len(comment) and comment[end] not in " :,;(":
            continue
        try:
            return True, ast.literal_eval(comment[:end])
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            continue
    return False, None


def matches(stated: Any, actual: Any) -> bool:
    """The value matches what the comment states; `...` ends a text or a list that goes on."""
    if stated is Ellipsis:
        return True
    if isinstance(stated, str) and stated.endswith("..."):
        return isinstance(actual, str) and actual.startswith(stated[:-3].rstrip())
    if isinstance(stated, (list, tuple)):
        if not isinstance(actual, type(stated)):
            return False
        if stated and stated[-1] is Ellipsis:
            head = stated[:-1]
            return len(actual) >= len(head) and all(matches(s, a) for s, a in zip(head, actual))
        return len(stated) == len(actual) and all(matches(s, a) for s, a in zip(stated, actual))
    return bool(stated == actual)


# Claims in words: the comment's text (its start) -> a check run in the block's namespace right after the
# statement it ends (for a comment on a line of its own: the statement after it).
def _refused_moves_name_the_rule(ns: dict) -> None:
    g = ns["g"]
    before = g.to_json()
    with pytest.raises(tutor.IllegalAction, match="MU9"):
        g.play("R@E3")
    assert g.to_json() == before


def _every_event_with_its_rule_in_spanish(ns: dict) -> None:
    lines = ns["step"].text("es").splitlines()
    assert lines and all(re.match(r"\[(MU\d+|[A-Z_]+)\] ", line) for line in lines)   # a rule or a variant
    assert "coloca" in lines[0]


def _muros_p1_to_move(ns: dict) -> None:
    g = ns["g"]
    assert g.to_move == 0 and "RBYRGWBRG" in g.text("en").replace(" ", "")


def _matschig_throw(ns: dict) -> None:
    view = ns["g"].view(0)
    assert sorted(view["hands"][0]) == sorted(["U7", "U2", "BLOWER"])
    assert (view["mud"], view["thrower"], view["target"]) == (["W5", "S2"], 2, 0)


def _p4_may_complete(ns: dict) -> None:
    g = ns["g"]
    assert g.to_move == 3 and g.view(3)["phase"] == "race" and g.view(3)["queue"][0] == 3
    assert "S3" in g.view(3)["hands"][3]
    assert sorted(g.legal_actions()) == ["complete S3 at P1", "complete S3 at P2", "complete S3 at P3", "decline"]


def _matzlfangen_trick(ns: dict) -> None:
    g = ns["g"]
    view = g.view(0)
    assert sorted(view["hands"][0]) == sorted(["S7", "SA", "H8", "EX"]) and view["trump"] == "H"
    assert [play["card"] for play in view["trick"]] == ["SK"] and g.to_move == 0


CLAIMS: dict[str, Callable[[dict], None]] = {
    "refused moves raise tutor.IllegalAction naming the rule": _refused_moves_name_the_rule,
    "every event with its rule ID, in Spanish": _every_event_with_its_rule_in_spanish,
    "Muros: one row and the hands; P1 to move.": _muros_p1_to_move,
    "Matschig: P3 threw W5 S2 at P1, who holds two umbrellas and the blower.": _matschig_throw,
    "The completion race (M14) asks P4 first: P4 holds an S3": _p4_may_complete,
    "Matzlfangen: P1 holds S7 SA H8 EX, the Schellen König was led, Herz is trump.": _matzlfangen_trick,
}


def check_claim(note: str, namespace: dict) -> None:
    check = next((c for text, c in CLAIMS.items() if note.startswith(text)), None)
    assert check is not None, f"a README comment is neither a stated value nor a known claim: {note!r}"
    check(namespace)


@pytest.mark.parametrize("index", range(len(blocks())))
def test_each_python_example_runs_and_says_what_the_engine_does(index: int) -> None:
    offset, code = blocks()[index]
    lines = code.splitlines()
    notes = comments(code)
    namespace: dict = {}
    checked, previous_end = 0, 0
    for statement in ast.parse(code).body:
        last = statement.end_lineno or statement.lineno
        value = run(ast.increment_lineno(statement, offset), namespace)
        for line, note in sorted(notes.items()):
            if not previous_end < line <= last:
                continue
            own_line = lines[line - 1].lstrip().startswith("#")
            is_value, stated = stated_value(note)
            if line == last and not own_line and is_value and isinstance(statement, ast.Expr):
                assert matches(stated, value), f"README says {note!r} but the engine gives {value!r}"
            else:                  # a line of its own (about the statement after it), or words
                check_claim(note, namespace)
            checked += 1
        previous_end = last
    assert checked == len(notes)


def run(statement: ast.stmt, namespace: dict) -> Any:
    if isinstance(statement, ast.Expr):
        return eval(compile(ast.Expression(statement.value), str(README), "eval"), namespace)
    exec(compile(ast.Module([statement], type_ignores=[]), str(README), "exec"), namespace)
    return None


def test_the_comment_checker_reads_values_and_their_ellipses() -> None:
    assert stated_value("['play SA']") == (True, ["play SA"])
    assert stated_value("('MU9', 'MU13'): the placement that helps P1 most") == (True, ("MU9", "MU13"))
    assert stated_value("'R-PLAY-3: S7 ...'") == (True, "R-PLAY-3: S7 ...")
    assert stated_value("['Y@W1', ...]") == (True, ["Y@W1", ...])
    assert stated_value("what P1 is told of it") == (False, None)
    assert matches(["Y@W1", ...], ["Y@W1", "G@W1"]) and not matches(["Y@W1", ...], ["R@W1", "Y@W1"])
    assert matches("R-PLAY-3: S7 ...", "R-PLAY-3: S7 does not head") and not matches("R-PLAY-3: S7 ...", "MU9")
    assert matches((3, ["decline"]), (3, ["decline"])) and not matches((3, ["decline"]), (3, ["decline", "x"]))
