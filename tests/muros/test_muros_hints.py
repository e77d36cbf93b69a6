"""g.hint() and the hint bot (hints.py): the placement that most improves the seat's standing, from
its view only, and the rule IDs that make it good or forced; named by the rule each test shows."""
from __future__ import annotations

import random

import pytest

import tutor
from tutor.core.bots import HINT_BOT, RandomBot
from tutor import muros
from tutor.core import i18n
from tutor.core.i18n import LANGS
from tutor.muros import make_position
from tutor.muros.notation import parse

from muros_helpers import play_random


def _game(**kw) -> tutor.Game:
    return tutor.new_game("muros", position=make_position(**kw))


def _hints(game: tutor.Game) -> tuple:
    return game.hint("en"), game.hint("es")


def test_MU24_MU19_hint_takes_the_majority_colour() -> None:
    """Red leads on the board; the only line with red to take is row 2: the hint takes its 3 reds,
    from a face-up pile (MU7), and says red decides the winner (MU24)."""
    game = _game(rows={1: "RRRRRRRRR", 2: "RRRGG...."}, slots={"W1": "Y", "E1": "Y", "W2": "R"}, placed=19,
                 hands=[{"G": 1}, {"Y": 1}], fill=False)
    en, es = _hints(game)
    p = parse(en.action)
    assert (p.slot, p.take, p.pile) == ("E2", "R", True) and es.action == en.action
    assert en.rules[:2] == ("MU19", "MU24") and "MU7" in en.rules
    assert "You take the 3 red tokens of row 2 (MU19)" in en.text
    assert "you would have 3 against 0 for P2" in en.text
    assert "Te llevas las 3 fichas rojas de la fila 2 (MU19)" in es.text
    assert "El rojo es el color con más fichas en el tablero" in es.text
    assert HINT_BOT.choose(game) == en.action


def _decline_game() -> tutor.Game:
    """Red 5 against blue 4 on the board; P1 has 2 red captured, P2 3 blue; row 2 (RR) is the only
    open line with tokens, facing a red card in W2; the piles hold 4 blue cards."""
    closed = {"W1": "Y", "E1": "Y", "W3": "G", "E3": "G", "N1": "Y", "S1": "G", "N2": "Y", "S2": "G",
              "N3": "B", "S3": "B", "N4": "B", "S4": "B", "W2": "R"}
    return _game(rows={1: "BBBB.....", 2: "RR.......", 3: "RRR......"}, slots=closed, placed=30,
                 hands=[{"G": 1}, {"Y": 1}], piles={"B": 4}, captured=[{"R": 2}, {"B": 3}], fill=False)


def test_MU20_hint_takes_nothing_when_taking_would_hand_over_the_majority() -> None:
    """Taking the two reds of row 2 would make blue the majority (MU24), where P2 leads: the hint
    closes row 2 taking nothing (MU20) rather than leave those reds to a rival (MU19)."""
    game = _decline_game()
    en, es = _hints(game)
    assert en.action == "B@E2 pile take none"
    assert en.rules == ("MU20", "MU24", "MU19", "MU7")
    assert "Taking red would make blue the majority on the board, a worse standing (MU24)" in en.text
    assert "Llevarse las rojas haría que el azul pasara a ser mayoría en el tablero" in es.text
    assert "drops from 2 to 0 (MU19)" in en.text and "baja de 2 a 0 (MU19)" in es.text
    taking = game.fork()
    taking.play("B@E2 pile take R")
    assert taking.state.board_counts()["B"] > taking.state.board_counts()["R"]     # blue would lead


def _last_line(rows: dict, facing: str, hand: dict, **kw) -> tutor.Game:
    """35 cards placed: only E2 is open, facing a `facing` card in W2; P1 holds the last card."""
    return _game(rows=rows, slots={"W2": facing}, placed=35, hands=[hand, {}], piles={}, fill=False, **kw)


def test_MU18_MU11_a_forced_block_is_told_as_the_only_legal_action() -> None:
    """P1's last card is red and faces red: R@E2 is the only action (MU11) and blocks the line (MU18)."""
    game = _last_line({2: "RR......."}, "R", {"R": 1})
    assert game.legal_actions() == ["R@E2"]
    en, es = _hints(game)
    assert en.action == "R@E2" and en.rules[:2] == ("MU11", "MU18")
    assert "It is your only legal move." in en.text and "Es tu única jugada legal." in es.text
    assert "row 2 is blocked and nobody can take its tokens any more (MU18)" in en.text
    assert "la fila 2 queda bloqueada y ya nadie podrá llevarse sus fichas (MU18)" in es.text


def test_MU25_a_colour_outside_the_majority_is_taken_for_the_tie_break() -> None:
    """Red leads but cannot be taken; green can: the hint takes the two greens, naming MU25."""
    game = _last_line({1: "RRRRRRRRR", 2: "GG......."}, "G", {"B": 1})
    en, es = _hints(game)
    assert en.action == "B@E2 take G"
    assert en.rules[:2] == ("MU19", "MU25")
    assert "Green is not the majority colour; it counts only in the tie-break (MU25)" in en.text
    assert "El verde no es el color mayoritario; solo cuenta para el desempate (MU25)" in es.text


def test_MU9_MU13_MU19_phase1_hint_leaves_nothing_for_the_facing_card() -> None:
    """Phase 1, only row 5 is free (MU9): a red card in W5 would leave 3 reds there for whoever faces it
    in phase 2 (MU19); the hint picks a placement that leaves none, and tells MU9 and MU13."""
    game = _game(rows={5: "RRRBBBBBB"}, placed=17, slots={"N1": "Y"}, hands=[{"R": 1, "B": 1}, {"Y": 1}])
    assert {parse(a).slot for a in game.legal_actions()} == {"W5", "E5"}
    en, es = _hints(game)
    p = parse(en.action)
    after = game.fork()
    after.play(en.action)
    line = muros.read_line(after.state.board, p.slot)
    assert line.count(p.colour) == 0
    assert en.rules[:3] == ("MU9", "MU13", "MU19")
    assert "In phase 1 a card goes only on a line with no card yet (MU9)" in en.text
    assert "It leaves no" in en.text and "No deja ninguna ficha" in es.text
    red_west = game.fork()
    red_west.play("R@W5")
    assert muros.read_line(red_west.state.board, "W5").count("R") == 3      # what the hint avoided


def test_ALLOW_PASS_hint_passes_when_every_placement_hurts() -> None:
    """A9 with MANDATORY_TAKE: yellow leads (P1 2, P2 0); P1's last card, green, must take yellow (then
    green leads, where P2 has 3) or green (then blue becomes second, where P2 has 5): passing is best."""
    game = _last_line({1: "YYYGGBBB.", 2: "YYGG....."}, "Y", {"G": 1}, captured=[{"Y": 2}, {"G": 3, "B": 5}],
                      variants={"MANDATORY_TAKE", "ALLOW_PASS"})
    assert set(game.legal_actions()) == {"G@E2 take G", "G@E2 take Y", "pass"}
    en, es = _hints(game)
    assert en.action == "pass" and en.rules == ("MU8", "ALLOW_PASS")
    assert "every placement would leave you worse placed" in en.text
    assert "la variante «se puede pasar»" in es.text


def test_hint_speaks_only_from_the_view_of_the_seat_to_move() -> None:
    """The hint's text names no colour of another hand: it is the same for every re-deal of the others."""
    rng = random.Random(7)
    game = tutor.new_game("muros", players=3, seed=7)
    play_random(game, rng, steps=22)
    base = game.hint("en")
    for _ in range(5):
        other = tutor.new_game("muros", position=muros.conceal(game.position(), game.to_move, rng))
        assert other.hint("en") == base


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hints_are_legal_and_name_known_rules_through_whole_games(players: int) -> None:
    """Through whole games (the hint bot playing every seat): each hint is legal, the same action in
    every language, told in each language, with rule IDs of the rulebook."""
    book = set(i18n.rule_ids("muros"))
    for seed in range(2):
        game = tutor.new_game("muros", players=players, seed=seed, variants={"ALLOW_PASS"} if seed else ())
        while not game.is_over:
            told = [game.hint(lang) for lang in LANGS]
            en = told[0]
            assert all(h.action == en.action and h.rules == en.rules for h in told) and en.action in game.legal_actions()
            assert set(en.rules) <= book and len({h.text for h in told}) == len(LANGS)
            game.play(HINT_BOT.choose(game))


def test_the_hint_bot_plays_whole_games_and_beats_random_play() -> None:
    """The hint bot wins most games against a random player, seat order swapped."""
    wins = 0
    for seed in range(10):
        game = tutor.new_game("muros", players=2, seed=seed)
        hint_seat = seed % 2
        chance = RandomBot(seed)
        while not game.is_over:
            bot = HINT_BOT if game.to_move == hint_seat else chance
            game.play(bot.choose(game))
        wins += hint_seat in game.result().winners
    assert wins >= 6
