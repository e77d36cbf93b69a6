"""Golden narrated playthroughs of one seeded deal, in every language, replayed from a recorded action list
(golden/deal.actions, one action a line), so a better hint never rewrites a rules golden: as the teacher's
projector tells it (deal.<lang>.txt) and as P1 reads it (deal.P1.<lang>.txt). A missing file fails;
TUTOR_REGEN_GOLDEN=1 rewrites the transcripts after the diff has been reviewed (and records the action list
with the hint bot, if it is missing)."""
import os
import sys
from pathlib import Path
from typing import Optional

import pytest

import tutor
from tutor.core.bots import HINT_BOT
from tutor.core.i18n import LANGS

GOLDEN = Path(__file__).parent / "golden"
SEED = 2074


def actions() -> list[str]:
    """The recorded actions of the deal (recorded with the hint bot when regenerating and missing)."""
    path = GOLDEN / "deal.actions"
    if not path.exists() and os.environ.get("TUTOR_REGEN_GOLDEN") == "1":
        g = tutor.new_game("matzlfangen", players=4, seed=SEED)
        while not g.is_over:
            g.play(HINT_BOT.choose(g))
        path.write_text("".join(f"{step.action}\n" for step in g.history), encoding="utf-8")
    assert path.exists(), f"{path} is missing: record it with TUTOR_REGEN_GOLDEN=1"
    return path.read_text(encoding="utf-8").splitlines()


def narrate(lang: str, seat: Optional[int] = None) -> str:
    """The recorded deal replayed, every step told in lang (seat: as that seat reads it)."""
    g = tutor.new_game("matzlfangen", players=4, seed=SEED)
    lines = [g.text(lang, seat=seat), ""]
    for action in actions():
        step = g.play(action)
        lines.append(str(step))
        lines.extend("   " + line for line in step.text(lang, seat=seat).splitlines())
    assert g.is_over, "the recorded actions end before the deal does"
    lines += ["", g.text(lang, seat=seat), ""]
    return "\n".join(lines)


@pytest.mark.parametrize("lang,seat", [(lang, seat) for seat in (None, 0) for lang in LANGS])
def test_golden_playthrough(lang, seat):
    path = GOLDEN / (f"deal.{lang}.txt" if seat is None else f"deal.P{seat + 1}.{lang}.txt")
    text = narrate(lang, seat)
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: review narrate()'s text, then write it with TUTOR_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
    assert "[R-TRICK-1]" in text and "[R-SETTLE-1]" in text


def test_the_golden_deal_does_not_depend_on_the_hints(monkeypatch):
    """Replaying the recorded actions never asks for a hint: a different plan would change nothing."""
    from tutor.matzlfangen import RULES

    def no_hint(*_a, **_k):
        raise AssertionError("the golden replay asked for a hint")
    monkeypatch.setattr(type(RULES), "hint", no_hint)
    assert narrate("en") == (GOLDEN / "deal.en.txt").read_text(encoding="utf-8")


def test_a_missing_golden_file_fails_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "GOLDEN", tmp_path)
    monkeypatch.delenv("TUTOR_REGEN_GOLDEN", raising=False)
    with pytest.raises(AssertionError, match="missing"):
        test_golden_playthrough("en", None)
    assert not list(tmp_path.iterdir())
