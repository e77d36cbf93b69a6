"""Issue 36: every target of the Muros board is a named part of the keyboard grid (data-row, data-col and
aria-label, drawn by the engine), in English and Spanish, each named differently, over many random positions,
for the seat to move and for the projector."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets" / "base"))
from a11y_names import check_names, drawings, ungridded_targets  # noqa: E402

from tutor.muros import RULES  # noqa: E402


def test_every_target_of_random_positions_is_named_in_each_language_and_differently() -> None:
    seen = 0
    for _game, _lang, svg in drawings(RULES, 12, 60, 36):
        seen += len([p for p in check_names(svg) if p["action"]])
    assert seen > 100


def test_every_target_is_in_the_keyboard_grid_for_the_seat_and_the_projector() -> None:
    for game, lang, svg in drawings(RULES, 8, 60, 7):
        assert not ungridded_targets(svg), (lang, ungridded_targets(svg))
        legal = sorted({p[0] for p in game.click_paths().values() if p})
        wide = game.svg(seat=None, lang=lang, legal=legal)
        check_names(wide)
        assert not ungridded_targets(wide), (lang, ungridded_targets(wide))


def test_a_name_is_in_the_learners_language() -> None:
    names = {lang: [p["name"] for _g, lg, svg in drawings(RULES, 3, 20, 3) if lg == lang for p in check_names(svg)]
             for lang in ("en", "es")}
    assert len(names["en"]) == len(names["es"]) and names["en"] != names["es"]


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
