"""Issue 36: every target of each game's board is a named part of the keyboard grid (data-row, data-col and
aria-label, drawn by the engine), in English and Spanish, each named differently, over many random positions,
for the seat to move and for the projector. (Muros's own names: tests/muros/test_muros_target_names.py.)"""
from __future__ import annotations

from typing import Any

import pytest
from a11y_names import check_names, drawings, ungridded_targets

from tutor.matschig import RULES as MATSCHIG
from tutor.matzlfangen import RULES as MATZLFANGEN
from tutor.muros import RULES as MUROS
from tutor.core.i18n import LANGS

GAMES = {"muros": MUROS, "matschig": MATSCHIG, "matzlfangen": MATZLFANGEN}


@pytest.mark.parametrize("rules", GAMES.values(), ids=GAMES.keys())
def test_every_target_of_random_positions_is_named_in_each_language_and_differently(rules: Any) -> None:
    seen = 0
    for _game, _lang, svg in drawings(rules, 12, 60, 36):
        seen += len([p for p in check_names(svg) if p["action"]])
    assert seen > 100


@pytest.mark.parametrize("rules", GAMES.values(), ids=GAMES.keys())
def test_every_target_is_in_the_keyboard_grid_for_the_seat_and_the_projector(rules: Any) -> None:
    for game, lang, svg in drawings(rules, 8, 60, 7):
        assert not ungridded_targets(svg), (lang, ungridded_targets(svg))
        legal = sorted({p[0] for p in game.click_paths().values() if p})
        wide = game.svg(seat=None, lang=lang, legal=legal)
        check_names(wide)
        assert not ungridded_targets(wide), (lang, ungridded_targets(wide))


@pytest.mark.parametrize("rules", GAMES.values(), ids=GAMES.keys())
def test_a_name_is_in_the_learners_language(rules: Any) -> None:
    names = {lang: [p["name"] for _g, lg, svg in drawings(rules, 3, 20, 3) if lg == lang for p in check_names(svg)]
             for lang in LANGS}
    assert len(names["en"]) == len(names["es"]) and names["en"] != names["es"]
