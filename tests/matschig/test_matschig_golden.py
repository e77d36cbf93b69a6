"""Golden narrated playthroughs of one seeded game in English and Spanish: the teacher's omniscient narration,
and the same game as P1 is told it (seat 0).

The game is replayed from a recorded action list (golden/playthrough.actions), never played by a bot, so a
better hint never rewrites a rules golden. TUTOR_REGEN_GOLDEN=1 records the list afresh (the engine's hint at
every seat) and rewrites the narrations; review the diff. Without it a missing file is a failure, never
written.
"""
import os
from pathlib import Path
from typing import Optional

import pytest

import tutor
from tutor.core.bots import HINT_BOT

GOLDEN = Path(__file__).with_name("golden")
ACTIONS = "playthrough.actions"


def _game() -> tutor.Game:
    return tutor.new_game("matschig", players=4, seed=2024, rounds=2)


def record() -> list[str]:
    """A whole game's actions, each seat playing the engine's hint (only when regenerating)."""
    g = _game()
    while not g.is_over:
        g.play(HINT_BOT.choose(g))
    return [step.action for step in g.history]


def actions() -> list[str]:
    path = GOLDEN / ACTIONS
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        path.write_text("\n".join(record()) + "\n", encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with TUTOR_REGEN_GOLDEN=1 and review it"
    return path.read_text(encoding="utf-8").splitlines()


def narrate(lang: str, seat: Optional[int] = None) -> str:
    """The recorded game told step by step (as `seat` is told it), with the start table and the result."""
    g = _game()
    lines = [g.text(lang, seat=seat), ""]
    for action in actions():
        step = g.play(action)
        lines.append(str(step) if seat is None or step.seat == seat else f"{step.index + 1}. P{step.seat + 1}")
        lines.extend("    " + line for line in step.text(lang, seat=seat).splitlines())
    lines += ["", g.text(lang, seat=seat), f"result: {g.result()}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("lang,seat,name", [
    ("en", None, "playthrough.en.txt"), ("es", None, "playthrough.es.txt"),
    ("en", 0, "playthrough.P1.en.txt"), ("es", 0, "playthrough.P1.es.txt"),
    ("de", None, "playthrough.de.txt"), ("de", 0, "playthrough.P1.de.txt")])
def test_golden_playthrough(lang, seat, name):
    path = GOLDEN / name
    text = narrate(lang, seat)
    if os.environ.get("TUTOR_REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with TUTOR_REGEN_GOLDEN=1 and review it"
    assert text == path.read_text(encoding="utf-8")


def test_the_recorded_game_is_a_whole_game():
    """The action list is a complete legal game: every action is legal where it is played, and it ends."""
    g = _game()
    for action in actions():
        assert action in g.legal_actions()
        g.play(action)
    assert g.is_over


def test_a_missing_golden_file_fails(tmp_path, monkeypatch):
    """The golden test fails (and writes nothing) when its file is missing."""
    monkeypatch.setitem(globals(), "GOLDEN", tmp_path)
    monkeypatch.delenv("TUTOR_REGEN_GOLDEN", raising=False)
    with pytest.raises(AssertionError, match="is missing"):
        test_golden_playthrough("en", None, "playthrough.en.txt")
    assert not list(tmp_path.iterdir())
