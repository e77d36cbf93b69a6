"""The narration of random games under every variant says what the engine did: the counts it tells are the
counts moved, and no step tells a rule the variant replaces (MU13-MU15, MU19, MU26, COUNT_CELLS,
SHIFT_ON_ZERO, TIER_BEST_SINGLE)."""
from __future__ import annotations

import random

import pytest

from tutor.core import Game
from tutor.muros import RULES, VARIANTS, read_line
from tutor.muros.board import EMPTY

VARIANT_SETS = [frozenset()] + [frozenset({v}) for v in sorted(VARIANTS)]


def games(variants: frozenset[str], count: int = 8):
    """Random games to the end under these variants, step by step: (before, step, after)."""
    for seed in range(count):
        rng = random.Random(seed)
        g = Game(RULES, players=2 + seed % 3, seed=seed, variants=variants)
        while not g.is_over:
            before = g.state
            step = g.play(rng.choice(g.legal_actions()))
            yield before, step, g.state


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(sorted(v)) or "default")
def test_MU13_MU15_MU19_told_counts_are_the_counts_moved(variants: frozenset[str]) -> None:
    by_cells = "COUNT_CELLS" in variants
    told = 0
    for before, step, after in games(variants):
        kinds = {e.kind: e for e in step.events}
        gone = sum(after.removed) - sum(before.removed)
        if "count" in kinds:
            count = kinds["count"]
            k, slot = count.data["k"], count.data["slot"]
            assert read_line(before.board, slot).count(count.data["colour"]) == k
            en = count.text("en")
            assert f"k = {k}" in en
            # the count tells what k will do: tokens leave (default) or cells are cleared (COUNT_CELLS)
            assert ("must leave" in en) != by_cells and ("cleared" in en) == by_cells
            removed = kinds["remove"].data["removed"]
            assert len(removed) == gone
            assert gone == k if not by_cells else gone <= k
            if not gone:
                assert "no token leaves the game" in kinds["remove"].text("en")
            told += 1
        if "slide" in kinds:
            slide = kinds["slide"]
            line = read_line(after.board, slide.data["slot"])
            assert slide.data["left"] == len(line) - line.count(EMPTY)
        if "zero" in kinds:
            moved = before.board != after.board
            en = kinds["zero"].text("en")
            assert ("still slide" in en) == moved and gone == 0
            assert ("slide" in kinds) == moved
        if "capture" in kinds:
            n = kinds["capture"].data["n"]
            assert n == sum(map(sum, after.captured)) - sum(map(sum, before.captured)) > 0
            en = kinds["capture"].text("en")
            assert (f"the {n} " in en and "the cells stay" in en) if n > 1 else ("token of" in en and "its cell" in en)
        if "majority" in kinds:
            en, es = kinds["majority"].text("en"), kinds["majority"].text("es")
            tied = len(kinds["majority"].data["tiers"][0]) > 1
            best = "TIER_BEST_SINGLE" in variants
            assert ("added together" in en) == (tied and not best)
            assert ("se suman" in es) == (tied and not best)
            assert ("best single colour" in en) == (tied and best)
    assert told > 0


def test_TIER_BEST_SINGLE_the_end_tells_the_variant_on_a_tie() -> None:
    from tutor.lessons.muros.variants import tier_game
    g = tier_game(random.Random(4))
    before = Game(RULES, seed=g.seed, position=dict(g.position()))
    assert before.is_over
    from tutor.lessons.muros.scoring import outcome, told
    text = told(outcome(g))("en")
    assert "best single colour" in text and "added together" not in text


def test_COUNT_CELLS_why_tells_the_tokens_that_left_not_k() -> None:
    """Why a phase-1 card was played, under COUNT_CELLS, when a hole among the far cells kept a token in:
    the explanation says the cells were cleared and how many tokens left, never that k tokens left."""
    told = 0
    for seed in range(10):
        rng = random.Random(seed)
        g = Game(RULES, players=2, seed=seed, variants=("COUNT_CELLS",))
        while not g.is_over and g.state.placed < 18:
            g.play(rng.choice(g.legal_actions()))
            step = g.history[-1]
            data = {e.kind: e.data for e in step.events}
            if "count" in data and len(data["remove"]["removed"]) != data["count"]["k"]:
                text = g.why(len(g.history) - 1, lang="en").text
                gone = len(data["remove"]["removed"])
                assert "cells were cleared" in text or "cell was cleared" in text
                assert ("no token left" in text) if gone == 0 else (f"so {gone} token" in text)
                told += 1
    assert told > 0
