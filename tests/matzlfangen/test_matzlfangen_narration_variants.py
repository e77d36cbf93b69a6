"""The narration over random games under each variant: every step cites a rule the game plays by (a variant
only when the table plays it), its texts name no other variant, the value it tells is the value settled, the
settlement it tells is the one paid, and a step that applies a variant's rule cites that variant."""
from __future__ import annotations

import random
import re

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.matzlfangen import KNOWN_VARIANTS
from tutor.matzlfangen.rulebook import RULE_IDS
from tutor.matzlfangen.scoring import settle

VARIANT_SETS = [()] + [(v,) for v in sorted(KNOWN_VARIANTS)]
SEEDS = range(6)
VALUE_STEPS = ("value-raises", "value-absolution", "value-bonus", "value-bonus-lost")  # each tells V so far
# value steps that apply a variant's rule: (event kind, the data that shows it applied) -> the variant cited
APPLIED = {
    "V-TIE-VOID": lambda e: e.kind == "outcome-void",
    "V-SPR-MULT": lambda e: e.kind == "value-raises" and e.data["mult"],
    "V-MATZL-AUTO": lambda e: e.kind == "value-bonus" and e.data["auto"],
    "V-MATZL-RAISES-DUE": lambda e: e.kind == "value-absolution" and e.data["value"] > 0,
    "V-DURCH-STOP": lambda e: e.kind == "durch-stopped",
    "V-SOLO-FLAT": lambda e: e.kind == "settlement" and e.data["flat"],
}


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "default")
def test_narration_cites_the_rules_applied_and_agrees_with_the_settlement(variants: tuple[str, ...]) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        g = tutor.new_game("matzlfangen", seed=seed, variants=variants, deals=2)
        while not g.is_over:
            step = g.play(rng.choice(g.legal_actions()))
            for e in step.events:
                assert e.rule in RULE_IDS, e
                assert not e.rule.startswith("V-") or e.rule in variants, (e.rule, variants)
                for variant, applied in APPLIED.items():
                    if applied(e):
                        assert e.rule == variant and variant in variants, (e.kind, e.rule, variants)
            for lang in LANGS:
                for seat in (None, 0, 1, 2, 3):
                    told = step.text(lang, seat=seat)
                    named = set(re.findall(r"\bV-[A-Z0-9-]+\b", told))
                    assert named <= set(variants), (named, variants, told)
                    assert set(re.findall(r"\bR-[A-Z]+-\d+\b", told)) <= set(RULE_IDS)
            settled = [e for e in step.events if e.kind == "settlement"]
            for e in settled:
                d = e.data
                assert sum(d["deltas"]) == 0 and list(g.state.history[-1]) == list(d["deltas"])
                signed = d["value"] if d["winners"] == "declarers" else -d["value"]
                assert tuple(d["deltas"]) == settle(d["contract"], d["declarer"], d["partner"], signed, variants)
                told_value = [x for x in step.events if x.kind in VALUE_STEPS]
                if told_value:  # the last value step told tells the value that was settled
                    assert told_value[-1].data["value"] == d["value"], (told_value[-1], d)
