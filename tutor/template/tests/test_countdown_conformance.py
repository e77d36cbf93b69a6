"""Countdown passes the conformance suite, with the seats' non-interference: random games end, refusals change
nothing, saves, undo and positions are exact, every rule ID has its text, hints are legal, and nothing a seat is
shown depends on what it cannot see (tutor.core.testing)."""
from __future__ import annotations

from tutor.core.testing import check_game
from tutor.template.countdown import RULES, conceal


def test_the_conformance_suite_with_non_interference() -> None:
    """One line gives the game every generic check; a variant set and a setup each multiply the games."""
    assert check_game(RULES, games=6, conceal=conceal,
                      variant_sets=[(), ("OPEN_HANDS",), ("NO_MULLIGAN",), ("MULLIGAN_TWICE",)],
                      setups=[{"players": 2}, {"players": 3, "start": 15}]) == 48
