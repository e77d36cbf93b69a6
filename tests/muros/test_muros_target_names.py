"""Issue 36: the Muros board's own names: its 81 cells exposed with their tokens, slots and cards named as a
learner says them, the slots around the cells in the keyboard grid. (Every game's targets named, gridded and
in the learner's language: tests/widgets/base/test_target_names.py.)"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets" / "base"))

from tutor.muros import RULES  # noqa: E402


def test_the_81_cells_are_exposed_with_their_token_and_the_issues_names() -> None:
    from a11y_names import parts
    from tutor.core import Game
    game = Game(RULES, seed=2)
    svg = game.svg(seat=0, lang="en", legal=["W4", "R"])
    cells = [p for p in parts(svg) if 1 <= p["row"] <= 9 and 1 <= p["col"] <= 9]
    assert len(cells) == 81 and all(p["role"] == "img" for p in cells)
    assert cells[0]["name"].startswith("row 1, column 1: ") and cells[0]["name"].endswith(" token")
    named = {p["action"]: p["name"] for p in parts(svg) if p["action"]}
    assert named["W4"] == "slot W4 (left end of row 4), empty, you may play here"
    hand = [p["name"] for p in parts(svg) if p["row"] == 11]   # the hit areas inside the hand's targets
    assert len(hand) == 4 and hand[2].startswith("red card from your hand, ")
    es = {p["action"]: p["name"] for p in parts(game.svg(seat=0, lang="es", legal=["W4"])) if p["action"]}
    assert es["W4"] == "ranura O4 (extremo izquierdo de la fila 4), vacía, puedes jugar aquí"
    assert [p["name"] for p in parts(game.svg(seat=0, lang="es")) if p["row"] == 12][2].startswith(
        "carta roja del mazo boca arriba, ")


def test_the_slots_lie_around_the_cells_in_the_grid() -> None:
    from tutor.muros.picture import slot_cell
    assert [slot_cell(s) for s in ("W3", "N5", "E3", "S5")] == [(3, 0), (0, 5), (3, 10), (10, 5)]
