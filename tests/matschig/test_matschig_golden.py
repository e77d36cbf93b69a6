"""Golden narrated playthroughs of one seeded game (HintBot at every seat) in English and Spanish:
the teacher's omniscient narration, and the same game as P1 is told it (seat 0).

Regenerate with TUTOR_REGEN_GOLDEN=1 after an intended rules or text change and review the diff;
without it a missing file is a failure, never written.
"""
import os
from pathlib import Path
from typing import Optional

import pytest

import tutor
from tutor.matschig import HintBot

GOLDEN = Path(__file__).with_name("golden")


def narrate(lang: str, seat: Optional[int] = None) -> str:
    """The whole game told step by step (as `seat` is told it), with the start table and the result."""
    g = tutor.new_game("matschig", players=4, seed=2024, rounds=2)
    bot = HintBot()
    lines = [g.text(lang, seat=seat), ""]
    while not g.is_over:
        step = g.play(bot.choose(g))
        lines.append(str(step) if seat is None or step.seat == seat else
                     f"{step.index + 1}. P{step.seat + 1}")
        lines.extend("    " + line for line in step.text(lang, seat=seat).splitlines())
    lines += ["", g.text(lang, seat=seat), f"result: {g.result()}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("lang,seat,name", [
    ("en", None, "playthrough.en.txt"), ("es", None, "playthrough.es.txt"),
    ("en", 0, "playthrough.P1.en.txt"), ("es", 0, "playthrough.P1.es.txt")])
def test_golden_playthrough(lang, seat, name):
    path = GOLDEN / name
    text = narrate(lang, seat)
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with TUTOR_REGEN_GOLDEN=1 and review it"
    assert text == path.read_text(encoding="utf-8")


def test_a_missing_golden_file_fails(tmp_path, monkeypatch):
    """The golden test fails (and writes nothing) when its file is missing."""
    monkeypatch.setitem(globals(), "GOLDEN", tmp_path)
    monkeypatch.delenv("TUTOR_REGEN_GOLDEN", raising=False)
    with pytest.raises(AssertionError, match="is missing"):
        test_golden_playthrough("en", None, "playthrough.en.txt")
    assert not list(tmp_path.iterdir())
