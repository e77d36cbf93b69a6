"""Golden narrated playthroughs of one seeded deal, in English and Spanish: as the teacher's projector tells
it (deal.<lang>.txt) and as P1 reads it, with P1's hints (deal.P1.<lang>.txt). A missing file fails;
TUTOR_REGEN_GOLDEN=1 rewrites them after the diff has been reviewed."""
import os
import sys
from pathlib import Path
from typing import Optional

import pytest

import tutor
from tutor.matzlfangen import PlanBot

GOLDEN = Path(__file__).parent / "golden"


def narrate(lang: str, seat: Optional[int] = None) -> str:
    """One seeded deal played by the plan bot, every step told in lang (seat: as that seat reads it, with
    its hints before its own moves)."""
    g = tutor.new_game("matzlfangen", players=4, seed=2074)
    bot = PlanBot()
    lines = [g.text(lang, seat=seat), ""]
    while not g.is_over:
        if seat is not None and g.to_move == seat:
            hint = g.hint(lang)
            lines.append(f"   ? {hint.text} [{', '.join(hint.rules)}]")
        step = g.play(bot.choose(g))
        lines.append(str(step))
        lines.extend("   " + line for line in step.text(lang, seat=seat).splitlines())
    lines += ["", g.text(lang, seat=seat), ""]
    return "\n".join(lines)


@pytest.mark.parametrize("lang,seat", [("en", None), ("es", None), ("en", 0), ("es", 0)])
def test_golden_playthrough(lang, seat):
    path = GOLDEN / (f"deal.{lang}.txt" if seat is None else f"deal.P{seat + 1}.{lang}.txt")
    text = narrate(lang, seat)
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: review narrate()'s text, then write it with TUTOR_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
    assert "[R-TRICK-1]" in text and "[R-SETTLE-1]" in text


def test_a_missing_golden_file_fails_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "GOLDEN", tmp_path)
    monkeypatch.delenv("TUTOR_REGEN_GOLDEN", raising=False)
    with pytest.raises(AssertionError, match="missing"):
        test_golden_playthrough("en", None)
    assert not list(tmp_path.iterdir())
