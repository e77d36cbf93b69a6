"""Narration cites the rule actually applied, under every variant: over random games, each event that a variant
changes names that variant's rule (A5, A6, A10-A13, A15, A16) exactly when the variant is in play, and what the
next-turn narration says (who plays next, whether the final target took mud) matches the game."""
from __future__ import annotations

import os
import random

import pytest

from tutor.core.i18n import rule_ids
from tutor.matschig import RULES
from tutor.matschig import variants as V

GAMES = int(os.environ.get("TUTOR_NARRATION_GAMES", "3"))
SETS: list[frozenset[str]] = [frozenset()] + [frozenset({v}) for v in sorted(V.VARIANTS - {V.RACE_REALTIME})]
# event kind -> (the rule it cites under the variant, the variant, whether the event can show only under it)
BY_VARIANT = {"window-skipped": ("A6", V.COMPLETE_ONLY_AFTER_THROW), "race-draw": ("A5", V.RACE_RANDOM),
              "whole-game-score": ("A15", V.ONE_TYPE_WHOLE_GAME)}


def games(variants: frozenset):
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = RULES.start(rng.choice([3, 4, 5]), seed, variants, {"rounds": 2})
        while RULES.to_move(state) is not None:
            before = state
            _, state, events = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            yield before, state, events


@pytest.mark.parametrize("variants", SETS, ids=lambda v: "+".join(sorted(v)) or "default")
def test_events_cite_the_rule_applied(variants: frozenset) -> None:
    known = set(rule_ids("matschig"))
    seen = 0
    for before, after, events in games(variants):
        for e in events:
            assert e.rule in known
            if e.kind in BY_VARIANT:
                rule, variant = BY_VARIANT[e.kind]
                assert variant in variants and e.rule == rule
            if e.kind == "next-turn":
                seen += 1
                clockwise = V.CLOCKWISE_TURNS in variants
                assert e.rule == ("A12" if clockwise else "M23")
                assert after.active == e.data["seat"]
                final = before.target
                assert e.data["final_target"] == final
                if not clockwise:
                    assert e.data["seat"] == final          # the final target plays next, took mud or not
                    took = len(after.piles[final]) > len(before.piles[final])
                    assert e.data["took"] == took
            if e.kind == "refill":
                assert e.rule == "M21" or (e.rule == "A11" and V.PLAY_OUT in variants)
            if e.kind == "mg-reveal":
                changed = e.data["outcome"] in ("keep", "redraw")
                assert e.rule == ("A10" if changed else "M19e")
                assert not changed or variants & {V.MG_KEEP_DEFENCE_CARD, V.MG_REDRAW_ON_SPECIAL}
            if e.kind == "new-round":
                assert e.rule == ("A13" if V.DIRTIEST_STARTS in variants else "M29")
            if e.kind == "game-end":
                assert e.rule == ("A16" if e.data["tiebreak"] else "M30")
                assert not e.data["tiebreak"] or V.TIEBREAK_FEWER_CARDS in variants
    assert seen > 0


def test_the_next_turn_text_says_whether_the_final_target_took_mud() -> None:
    said: dict[bool, set[tuple[str, str]]] = {True: set(), False: set()}
    for _, _, events in games(frozenset()):
        for e in events:
            if e.kind == "next-turn":
                said[e.data["took"]].add((e.text("en"), e.text("es")))
    assert said[True] and said[False]
    assert not {t for t, _ in said[True]} & {t for t, _ in said[False]}
