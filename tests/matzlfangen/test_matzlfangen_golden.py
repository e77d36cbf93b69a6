"""Golden narrated playthrough of one seeded deal, in English and Spanish (TUTOR_REGEN_GOLDEN=1 rewrites)."""
import os
import random
from pathlib import Path

import pytest

import tutor
from tutor.matzlfangen.bots import choose_rule

GOLDEN = Path(__file__).parent / "golden"


def narrate(lang: str) -> str:
    """One seeded deal played by the rule-aware bot, every step told in lang."""
    g = tutor.new_game("matzlfangen", players=4, seed=2074)
    rng = random.Random(7)
    lines = [g.text(lang), ""]
    while not g.is_over:
        step = g.play(choose_rule(g, g.to_move, rng))
        lines.append(str(step))
        lines.extend("   " + line for line in step.text(lang).splitlines())
    lines += ["", g.text(lang), ""]
    return "\n".join(lines)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_golden_playthrough(lang):
    path = GOLDEN / f"deal.{lang}.txt"
    text = narrate(lang)
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1" or not path.exists():
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    assert "[R-TRICK-1]" in text and "[R-SETTLE-1]" in text
