"""Golden narrated playthrough of one seeded game (sensible bots) in English and Spanish.

Regenerate with TUTOR_REGEN_GOLDEN=1 after an intended rules or text change; review the diff.
"""
import os
import random
from pathlib import Path

import pytest

import tutor
from tutor.matschig import sensible_bot

GOLDEN = Path(__file__).with_name("golden")


def narrate(lang: str) -> str:
    """The whole game told step by step, with the start table and the result."""
    g = tutor.new_game("matschig", players=4, seed=2024, rounds=2)
    rng = random.Random(2024)
    lines = [g.text(lang), ""]
    while not g.is_over:
        step = g.play(sensible_bot(g, g.to_move, rng))
        lines.append(str(step))
        lines.extend("    " + line for line in step.text(lang).splitlines())
    lines += ["", g.text(lang), f"result: {g.result()}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_golden_playthrough(lang):
    path = GOLDEN / f"playthrough.{lang}.txt"
    text = narrate(lang)
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1" or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
