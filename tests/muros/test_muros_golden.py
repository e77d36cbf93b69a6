"""Golden narrated playthrough of one seeded 3-player game, in English and Spanish.

Regenerate after an intended change with:  TUTOR_REGEN_GOLDEN=1 .venv/bin/pytest tests/muros
"""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

import tutor
from tutor.muros import greedy_action, random_action

GOLDEN = Path(__file__).parent / "golden"
SEED = 2011            # the year of the English rules post (S1)
RESULT = {"en": "Result: scores {scores}; winners {winners}.",
          "es": "Resultado: puntos {scores}; ganadores {winners}."}


def playthrough(lang: str) -> str:
    """The whole game told in `lang`: initial diagram, each step with its events, final diagram."""
    game = tutor.new_game("muros", players=3, seed=SEED)
    bots = {0: greedy_action, 1: random_action, 2: greedy_action}
    rng = random.Random(SEED)
    out = [game.text(lang), ""]
    while not game.is_over:
        step = game.play(bots[game.to_move](game, rng))
        out += [str(step), step.text(lang), ""]
    result = game.result()
    out += [game.text(lang), RESULT[lang].format(scores=" ".join(map(str, result.scores)),
                                             winners=" ".join(f"P{s + 1}" for s in result.winners))]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_golden_playthrough(lang: str) -> None:
    """The seeded game narrates exactly as the stored transcript (a rules change shows as a diff)."""
    path = GOLDEN / f"playthrough.{lang}.txt"
    text = playthrough(lang)
    if os.environ.get("TUTOR_REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with TUTOR_REGEN_GOLDEN=1 to create it"
    assert text == path.read_text(encoding="utf-8")


def test_golden_playthrough_is_repeatable() -> None:
    """Same seed, same bots' RNG: the same transcript twice (the golden test depends on it)."""
    assert playthrough("en") == playthrough("en")


def test_golden_test_fails_and_writes_nothing_when_its_file_is_missing(tmp_path, monkeypatch) -> None:
    """Without TUTOR_REGEN_GOLDEN a missing transcript is a failure, never silently written."""
    monkeypatch.delenv("TUTOR_REGEN_GOLDEN", raising=False)
    monkeypatch.setitem(globals(), "GOLDEN", tmp_path)
    with pytest.raises(AssertionError, match="is missing"):
        test_golden_playthrough("en")
    assert list(tmp_path.iterdir()) == []
