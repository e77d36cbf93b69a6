"""Golden narrated playthrough of one seeded 3-player game, in every language (LANGS), replayed from a
recorded action list (golden/playthrough.actions), so a better hint never rewrites a rules golden.

Regenerate the transcripts after an intended change with:  TUTOR_REGEN_GOLDEN=1 .venv/bin/pytest tests/muros
(the action list is recorded only when it is missing: the hint bot for P1 and P3, a seeded random bot for P2).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import tutor
from tutor.core import Game
from tutor.core.bots import HINT_BOT, RandomBot
from tutor.core.i18n import LANGS

GOLDEN = Path(__file__).parent / "golden"
SEED = 2011            # the year of the English rules post (S1)
RESULT = {"en": "Result: scores {scores}; winners {winners}.",      # the test's own line under each transcript
          "es": "Resultado: puntos {scores}; ganadores {winners}.",
          "de": "Ergebnis: Punkte {scores}; Gewinner {winners}."}


def record() -> list[str]:
    """A fresh action list for the seeded game (only when the file is missing)."""
    game = tutor.new_game("muros", players=3, seed=SEED)
    bots = {0: HINT_BOT, 1: RandomBot(SEED), 2: HINT_BOT}
    while not game.is_over:
        game.play(bots[game.to_move].choose(game))
    return [step.action for step in game.history]


def actions() -> list[str]:
    path = GOLDEN / "playthrough.actions"
    if not path.exists() and os.environ.get("TUTOR_REGEN_GOLDEN"):
        path.write_text("\n".join(record()) + "\n", encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with TUTOR_REGEN_GOLDEN=1 to record it"
    return path.read_text(encoding="utf-8").split("\n")[:-1]


def playthrough(lang: str, moves: list[str]) -> str:
    """The whole game told in `lang`: initial diagram, each step with its events, final diagram."""
    game: Game = tutor.new_game("muros", players=3, seed=SEED)
    out = [game.text(lang), ""]
    for action in moves:
        step = game.play(action)
        out += [str(step), step.text(lang), ""]
    assert game.is_over, "the recorded actions end before the game does"
    result = game.result()
    out += [game.text(lang), RESULT[lang].format(scores=" ".join(map(str, result.scores)),
                                             winners=" ".join(f"P{s + 1}" for s in result.winners))]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("lang", LANGS)
def test_golden_playthrough(lang: str) -> None:
    """The recorded game narrates exactly as the stored transcript (a rules change shows as a diff)."""
    path = GOLDEN / f"playthrough.{lang}.txt"
    text = playthrough(lang, actions())
    if os.environ.get("TUTOR_REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with TUTOR_REGEN_GOLDEN=1 to create it"
    assert text == path.read_text(encoding="utf-8")


def test_the_golden_replays_actions_not_a_bot() -> None:
    """The transcript follows the file: another action list tells another game."""
    moves = actions()
    assert len(moves) == 36 and playthrough("en", moves) != playthrough("en", _other(moves))


def _other(moves: list[str]) -> list[str]:
    game = tutor.new_game("muros", players=3, seed=SEED)
    out = []
    for i, action in enumerate(moves):
        choice = game.legal_actions()[-1] if i == 0 else (action if action in game.legal_actions()
                                                           else game.legal_actions()[0])
        game.play(choice)
        out.append(choice)
    while not game.is_over:
        out.append(game.legal_actions()[0])
        game.play(out[-1])
    return out


def test_golden_test_fails_and_writes_nothing_when_its_file_is_missing(tmp_path, monkeypatch) -> None:
    """Without TUTOR_REGEN_GOLDEN a missing transcript is a failure, never silently written."""
    monkeypatch.delenv("TUTOR_REGEN_GOLDEN", raising=False)
    monkeypatch.setitem(globals(), "GOLDEN", tmp_path)
    with pytest.raises(AssertionError, match="is missing"):
        test_golden_playthrough("en")
    assert list(tmp_path.iterdir()) == []
