"""The seeds the Matzlfangen course tries first for rare positions (tutor/lessons/matzlfangen/seeds.py) still
fit: a change to the engine or its hints that moves them shows here, before a generator has to search."""
from __future__ import annotations

import pytest

from tutor.lessons.matzlfangen.searches import SEARCHES
from tutor.lessons.matzlfangen.seeds import KNOWN


@pytest.mark.parametrize("key", sorted(KNOWN))
def test_known_seeds_still_fit_their_search(key):
    assert key in SEARCHES
    misfits = [seed for seed in KNOWN[key][:8] if SEARCHES[key](seed) is None]
    assert not misfits, f"{key}: seeds {misfits} no longer fit; rewrite seeds.py with searches.regenerate()"


def test_a_seed_that_does_not_fit_is_found_out():
    assert SEARCHES["v-tie-void"](0) is None  # deal 0 does not end 65 to 65
