"""Why a move was made (why.py), told to one seat from what that seat may know: the move itself and the
board are public (MU4, MU7, MU22); the mover's hand (MU3, 3-4 players) and, with HIDDEN_CAPTURES, the
captures (A10) are not."""
from __future__ import annotations

import random

import pytest

import tutor
from tutor.core import testing
from tutor.core.bots import HINT_BOT
from tutor.core.i18n import LANGS
from tutor.muros import conceal, conceal_captures, game, make_position

from muros_helpers import play_random


@pytest.mark.parametrize("players", [3, 4])
def test_why_told_to_another_seat_does_not_depend_on_the_hidden_hands(players: int) -> None:
    """Two positions that differ only in the hands `seat` cannot see: the same moves are explained to `seat`
    in the same words, in words only."""
    rng = random.Random(players)
    for seed in range(4):
        g = tutor.new_game("muros", players=players, seed=seed)
        play_random(g, rng, steps=rng.randrange(10, 30))
        for seat in range(players):
            a = tutor.new_game("muros", position=g.position())
            b = tutor.new_game("muros", position=conceal(g.position(), seat, rng))
            for _ in range(players):
                if a.is_over or a.to_move == seat:
                    break
                shared = [x for x in a.legal_actions() if b.why_not(x) is None]
                if not shared:
                    break
                x = rng.choice(shared)
                a.play(x)
                b.play(x)
                for lang in LANGS:
                    told = a.why(len(a.history) - 1, seat=seat, lang=lang)
                    assert told == b.why(len(b.history) - 1, seat=seat, lang=lang) and "@" not in told.text


def test_why_is_told_in_words_with_what_the_move_did() -> None:
    g = game(players=3, rows={3: "RBYRGWBRG"}, hands=[{"Y": 1}, {"R": 1}, {"Y": 1}], turn=1, seed=5)
    g.play("R@W3")
    told = g.why(0, seat=0, lang="en")
    assert told.text.startswith("P2 placed a red card from their hand in W3 (left end of row 3).")
    assert "With 3 red tokens in row 3, k = 3: that many tokens left the line (MU13)." in told.text
    assert "MU13" in told.rules and "hint recommends" not in told.text
    es = g.why(0, seat=0, lang="es").text
    assert es.startswith("P2 colocó una carta roja de su mano en O3") and "salieron de la línea" in es


def test_the_mover_and_the_teacher_hear_the_plan_others_do_not() -> None:
    g = game(players=3, turn=1, seed=7)
    g.play(HINT_BOT.choose(g))
    assert "hint recommends" in g.why(0, seat=1).text and "hint recommends" in g.why(0, seat=None).text
    assert "hint recommends" not in g.why(0, seat=0).text


def test_HIDDEN_CAPTURES_why_tells_others_no_standing() -> None:
    pos = make_position(players=3, placed=22, rows={2: "RRR......"}, slots={"W2": "B"},
                        hands=[{"Y": 1}, {"R": 1}, {"G": 1}], captured=[{"R": 2}, {"B": 3}, {}], turn=1, seed=3,
                        variants={"HIDDEN_CAPTURES"}, fill=False)
    g = tutor.new_game("muros", position=pos)
    g.play("R@E2 take R")
    told = g.why(0, seat=0).text
    assert "P2 took the 3 red tokens of row 2 (MU19)." in told and "now has" not in told
    assert "P2 now has" in g.why(0, seat=None).text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_HIDDEN_CAPTURES_conformance_with_the_captures_concealed(players: int) -> None:
    """Every Muros variant that hides something passes the non-interference check with its own conceal: the
    other hands (every variant, tests/muros/test_muros_conformance.py) and, with HIDDEN_CAPTURES, how the
    others' captures split by colour, from phase-2 positions until the final count reveals them (MU23)."""
    rng = random.Random(players)
    for seed in range(4):
        caps = [{c: rng.randrange(3) for c in "YBRG"} for _ in range(players)]
        placed = rng.randrange(19, 24)
        pos = make_position(players=players, placed=placed, captured=caps, turn=0, seed=seed,
                            variants={"HIDDEN_CAPTURES"})
        g = tutor.new_game("muros", position=pos)
        for seat in range(players):
            testing.check_seat_narration(g, seat, conceal_captures, rng, steps=36 - placed - 1)
