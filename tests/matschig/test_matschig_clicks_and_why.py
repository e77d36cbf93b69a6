"""The engine's teaching surface: click paths and their labels, why a click plays nothing, an action in words,
the status line, why a move was made told from what the asking seat may know (never who holds the completing
card), make_position's refusals of wrong types, and the shape of the package (a one-way import stack, small
files, a course and labs that use only its public face)."""
from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS

import tutor
from tutor.matschig import conceal, make_position

ROOT = Path(tutor.__file__).parent
CODE = re.compile(r"\b[WSU][1-7]\b|[A-Z]{4,}|>")


def _game(**kw) -> tutor.Game:
    return tutor.new_game("matschig", position=make_position(players=4, **kw))


# -- click paths ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("position,action,path", [
    (dict(hands=["W3 S5 U1 U2 U3 U4 PIPE"]), "throw W3 S5 at P2", ("W3", "S5", "P2")),
    (dict(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"]), "swap W1 U3 PIPE", ("W1", "U3", "PIPE")),
    (dict(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"]), "pass", ("pass",)),
    (dict(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1), "complete W2 at P3",
     ("W2", "P3")),
    (dict(hands=["U4 U5 U1 U3 W3 S6 S1"], thrown="W2 S5", thrower=1, target=0, race=False),
     "umbrellas U4>W2 U5>S5", ("U4", "mud W2", "U5", "mud S5", "done")),
    (dict(hands=["U4 U5 U1 U3 W3 S6 S1"], thrown="W2 S5", thrower=1, target=0, race=False),
     "umbrellas U3+U1+U4>S5".replace("U3+U1+U4", "U4+U3+U1"), ("U4", "U3", "U1", "mud S5", "done")),
    (dict(hands=["PIPE WATERSUIT W1 S1 S4 W6 U2"], thrown="W3 S5", thrower=1, target=0, race=False), "PIPE at P3",
     ("PIPE", "P3")),
    (dict(hands=["PIPE WATERSUIT W1 S1 S4 W6 U2"], thrown="W3 S5", thrower=1, target=0, race=False),
     "WATERSUIT W3 S5", ("WATERSUIT", "mud W3", "mud S5", "done")),
])
def test_click_paths_name_the_drawn_parts_in_order(position, action, path) -> None:
    g = _game(**position)
    assert g.click_paths()[action] == path


def test_a_voluntary_swap_starts_with_the_swap_button() -> None:
    g = _game(hands=["W1 S2 U3 U4 U5 PIPE BLOWER"], variants={"VOLUNTARY_SWAP"})
    assert g.click_paths()["swap W1 S2 U3"] == ("swap", "W1", "S2", "U3")
    assert 'data-action="swap"' in g.svg(seat=0)


def test_a_hand_card_and_a_mud_card_of_one_code_are_different_targets() -> None:
    g = _game(hands=["U4 W2 S5 U5 U1 U3 S1"], thrown="W2 S5", thrower=1, target=0, race=False)
    svg = g.svg(seat=0, legal=["U4"])
    assert svg.count('data-action="W2"') == 1 and svg.count('data-action="mud W2"') == 1


@pytest.mark.parametrize("lang", LANGS)
def test_labels_descriptions_status_and_refusals_are_in_words(lang) -> None:
    rng = random.Random(3)
    for seed in range(6):
        g = tutor.new_game("matschig", players=4, seed=seed, variants={"MULTI_CARD_THROW"} if seed == 5 else set())
        for _ in range(40):
            if g.is_over:
                break
            rules, state = g.rules, g.state
            for action, path in g.click_paths().items():
                assert not CODE.search(g.describe(action, lang)), g.describe(action, lang)
                for token in path:
                    label = rules.click_label(state, token, lang)
                    assert not CODE.search(label), label
            for token in ("pass", "decline", "accept", "done", "P2", "mud W2"):
                why = rules.why_not_click(state, token, lang)
                assert why and not CODE.search(why.split(":", 1)[-1]), why
            assert not CODE.search(g.status(seat=0, lang=lang))
            g.play(rng.choice(g.legal_actions()))


def test_accept_is_labelled_with_the_score_it_would_leave() -> None:
    g = _game(hands=["U4 U5 U1 U3 W3 S6 S1"], piles=["S2"], thrown="W2 S5", thrower=1, target=0, race=False)
    assert g.rules.click_label(g.state, "accept", "en") == "Accept all → 9 points"
    assert g.rules.click_label(g.state, "accept", "es") == "Aceptarlo todo → 9 puntos"


def test_M16_a_mud_card_in_hand_does_not_defend() -> None:
    g = _game(hands=["U3 U4 BLOWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False)
    assert g.rules.why_not_click(g.state, "W1", "en").startswith("M16: Water and sand cards do not defend")


# -- why a move was made, from what the asking seat may know ------------------------------------------------
def test_M14_why_a_seat_declined_never_tells_whether_it_held_the_card() -> None:
    holds = _game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1)
    lacks = tutor.new_game("matschig", position=conceal(holds.position(), 2, random.Random(1)))
    assert "W2" in holds.view()["hands"][0]
    for g in (holds, lacks):
        g.play("decline")
    for lang in LANGS:
        told = holds.why(0, seat=2, lang=lang)
        assert told == lacks.why(0, seat=2, lang=lang)
        assert "water 2" not in told.text and "agua 2" not in told.text and "hold" not in told.text.split(".")[0]
    assert "tells nothing about P1's hand" in holds.why(0, seat=2).text
    assert "spend your water 2" in holds.why(0, seat=None).text      # the teacher's view: all hands shown
    assert holds.why(0, seat=None).text.startswith("P1's own reasoning (all hands shown)")


def test_A5_why_a_secret_answer_stays_secret() -> None:
    g = _game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, variants={"RACE_RANDOM"})
    g.play("complete W2 at P3")
    told = g.why(0, seat=2)
    assert told.action == "" and "in secret" in told.text and "water 2" not in told.text


def test_why_a_throw_uses_only_the_public_table() -> None:
    g = _game(hands=["W3 S3 U1 U2 U3 U4 PIPE"], piles=["", "W1 S6"])
    g.play("throw W3 S3 at P3")
    told = g.why(0, seat=1).text
    assert "had to throw" in told and "fewest points" in told and "perfect" in told


# -- make_position: wrong types are a ValueError naming the argument -----------------------------------------
@pytest.mark.parametrize("kw,named", [
    (dict(hands=5), "hands"), (dict(piles=3), "piles"), (dict(hands="W3 S5"), "hands"),
    (dict(hands=[5]), "hands"), (dict(piles=[None]), "piles"), (dict(seed="x"), "seed"),
    (dict(players=2.5), "players"), (dict(rounds=4), "rounds"), (dict(totals=5), "totals"),
    (dict(deck_size="2"), "deck_size"), (dict(to_move=1.0), "to_move"), (dict(race=1), "race"),
    (dict(thrown=7, thrower=1, target=0), "thrown"), (dict(variants=5), "variants"),
    (dict(deck=3), "deck"), (dict(out=[1]), "out"), (dict(thrower="P2", target=0, thrown="W1 S1"), "thrower"),
])
def test_make_position_refuses_a_wrong_type_naming_the_argument(kw, named) -> None:
    with pytest.raises(ValueError, match=rf"make_position: {named}\b"):
        make_position(**kw)


# -- the package's shape ---------------------------------------------------------------------------------------------
def _imports(path: Path, package: str) -> set[str]:
    """The modules of `package` a source file imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = path.relative_to(ROOT.parent).with_suffix("").parts
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = list(here[:-1])
            if node.level:
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            for alias in node.names:
                full = f"{name}.{alias.name}"
                out.add(full if full.startswith(package + ".") and (ROOT.parent / (full.replace(".", "/") + ".py"))
                        .exists() else name)
    return {m for m in out if m == package or m.startswith(package + ".")}


def test_the_engine_modules_form_a_one_way_stack() -> None:
    package = "tutor.matschig"
    graph = {f"{package}.{p.stem}": _imports(p, package) - {package} for p in (ROOT / "matschig").glob("*.py")
             if p.stem != "__init__"}
    order: list[str] = []
    done: set[str] = set()

    def visit(node: str, stack: tuple[str, ...]) -> None:
        assert node not in stack, f"import loop: {' -> '.join(stack + (node,))}"
        if node in done:
            return
        for dep in sorted(graph.get(node, ())):
            visit(dep, stack + (node,))
        done.add(node)
        order.append(node)
    for node in sorted(graph):
        visit(node, ())
    below_rules = {m for m in graph if m != f"{package}.rules" and f"{package}.rules" not in _reach(graph, m)}
    assert {f"{package}.{m}" for m in ("mud", "position", "rounds", "turn", "variants")} <= below_rules


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for dep in graph.get(todo.pop(), ()):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    return seen


def test_the_course_and_the_labs_use_only_the_public_face() -> None:
    for folder in (ROOT / "lessons" / "matschig", ROOT / "widgets" / "matschig"):
        for path in folder.glob("*.py"):
            inner = {m for m in _imports(path, "tutor.matschig") if m != "tutor.matschig"}
            assert not inner, f"{path.name} imports {sorted(inner)}"


def test_no_file_of_the_game_course_or_labs_is_over_700_lines() -> None:
    for folder in (ROOT / "matschig", ROOT / "lessons" / "matschig", ROOT / "widgets" / "matschig"):
        for path in folder.glob("*.py"):
            assert len(path.read_text(encoding="utf-8").splitlines()) <= 700, path


@pytest.mark.parametrize("lang", LANGS)
def test_every_drawn_target_is_labelled_with_no_blank_left(lang):
    """Every target the board draws, in every phase a random game passes through, is named in full words
    ("Accept all" before a defence, "Accept all → 3 points" in one), never with a {placeholder} left."""
    import random
    import re

    from tutor.matschig.clicks import click_label
    seen_phases = set()
    for seed in range(6):
        g = tutor.new_game("matschig", seed=seed)
        rng = random.Random(seed)
        for _ in range(80):
            if g.is_over:
                break
            seen_phases.add(g.state.phase)
            for token in set(re.findall(r'data-action="([^"]+)"', g.svg(seat=g.to_move))):
                label = click_label(g.state, token, lang)
                assert label and "{" not in label and "}" not in label, (seed, token, label)
            g.play(rng.choice(g.legal_actions()))
    assert len(seen_phases) >= 3
