"""Bad input to Muros: garbage actions, unknown variants, corrupt or tampered save files; bots."""
from __future__ import annotations

import json
import random

import pytest

import tutor
from tutor import muros
from tutor.muros import RULES

from muros_helpers import full_phase1, game_at, make_state, play_random


def _game(seed: int = 4, steps: int = 20) -> tutor.Game:
    game = tutor.new_game("muros", players=3, seed=seed)
    play_random(game, random.Random(seed), steps=steps)
    return game


@pytest.mark.parametrize("text", ["", "   ", "hello", "R@W0", "R@X3", "P@W3", "R W3", "R@W3 pyle",
                                  "R@W3 take", "R@W3 take W", "R@W10", "R@@W3", "pass please",
                                  "R@W3 take none extra"])
def test_garbage_action_text_is_refused_saying_what_was_expected(text: str) -> None:
    """Text that is not a Muros action: NotationError (a ValueError) with the expected shape."""
    game = _game()
    before = game.to_json()
    with pytest.raises(tutor.NotationError) as err:
        game.play(text)
    assert isinstance(err.value, ValueError) and err.value.rule is None
    assert "is not a Muros action" in str(err.value) and "R@W3" in str(err.value)
    assert "no es una acción de Muros" in err.value.text("es")
    assert game.to_json() == before


@pytest.mark.parametrize("value", [None, 3, ["R@W3"], b"R@W3"])
def test_non_text_actions_are_refused(value) -> None:
    """Non-string actions: a ValueError saying an action must be text; nothing changes."""
    game = _game()
    before = game.to_json()
    with pytest.raises(ValueError, match="must be text"):
        game.play(value)
    assert game.to_json() == before


def test_notation_is_case_and_space_tolerant_and_canonical() -> None:
    """' r @ w3  PILE ' is read as R@W3 pile; the step records the canonical text."""
    state = make_state(hands=({}, {"Y": 1}), piles={"R": 1})
    game = game_at(state)
    assert game.play(" r @ w3  PILE ").action == "R@W3 pile"


def test_unknown_variants_list_the_known_ones() -> None:
    """An unknown variant name is a ValueError listing every known Muros variant."""
    with pytest.raises(ValueError) as err:
        tutor.new_game("muros", players=2, seed=1, variants={"COMPACT_SHIFTS"})
    message = str(err.value)
    assert "'COMPACT_SHIFTS'" in message
    for name in muros.VARIANTS:
        assert name in message
    with pytest.raises(ValueError, match="known:"):
        muros.push_line("RBYRGWBRG", "R", variants={"COMPACT"})


@pytest.mark.parametrize("line,colour,message", [
    ("RBYRGWBR", "R", "a line is 9 characters"), ("RBYRGWBRX", "R", "a line is 9 characters"),
    ("RBYRGWBRG", "W", "a card colour is one of"), ("RBYRGWBRG", "RB", "a card colour is one of"),
])
def test_push_line_refuses_bad_input(line: str, colour: str, message: str) -> None:
    """push_line: a malformed line or colour says what was expected."""
    with pytest.raises(ValueError, match=message):
        muros.push_line(line, colour)


def test_unknown_slot_in_line_cells() -> None:
    """line_cells of an unknown slot names the slots that exist."""
    with pytest.raises(ValueError, match="expected W1..W9, E1..E9, N1..N9 or S1..S9"):
        muros.line_cells("X1")


# -- save files --------------------------------------------------------------------------------

def _tampered(edit) -> str:
    data = json.loads(_game().to_json())
    edit(data)
    return json.dumps(data)


def _swap_first_two_different(board: str) -> str:
    i = next(i for i in range(1, 81) if board[i] != board[0] and board[i] != "." and board[0] != ".")
    cells = list(board)
    cells[0], cells[i] = cells[i], cells[0]
    return "".join(cells)


@pytest.mark.parametrize("edit,message", [
    (lambda d: d["state"].update(board=d["state"]["board"].replace("R", ".", 1)),
     "expected 17 R tokens on the board, removed and captured together"),
    (lambda d: d["state"].update(board=d["state"]["board"][:80]), "the board must be 81 cells"),
    (lambda d: d["state"].update(removed=[0, 0, 0, 0, 0]), "expected 1[37] [YBRGW] tokens on the board, removed and captured"),
    (lambda d: d["state"].update(slots="R" + d["state"]["slots"][1:] if d["state"]["slots"][0] == "-"
                                 else "-" + d["state"]["slots"][1:]), "cards in hands, piles and slots"),
    (lambda d: d["state"]["piles"].__setitem__(0, d["state"]["piles"][0] + 1),
     "expected 9 Y cards in hands, piles and slots together"),
    (lambda d: d["state"].update(hands=[[1, 1, 1, 1]]), "hands must be 3 list"),
    (lambda d: d["state"].update(players=[3]), "Muros has 2 to 4 players"),
    (lambda d: d["state"].update(players=7), "Muros has 2 to 4 players"),
    (lambda d: d["state"].pop("board"), "the Muros state needs players, board"),
    (lambda d: d["state"].update(placed=3), "'placed' must equal the filled slots"),
    (lambda d: d["state"].update(board=_swap_first_two_different(d["state"]["board"])),
     "does not match its own move list"),
    (lambda d: d["state"].update(turn=(d["state"]["turn"] + 1) % 3), "does not match its own move list"),
    (lambda d: d.update(game="murus"), "unknown game 'murus'; known: matschig, muros, matzlfangen"),
    (lambda d: d.update(players=5), "muros is played by 2 to 4 players|Muros has 2 to 4"),
    (lambda d: d["actions"].__setitem__(3, "R@Q3"), "action 4 \\('R@Q3'\\) cannot be replayed"),
])
def test_corrupt_or_tampered_save_files_are_refused(edit, message: str) -> None:
    """A save file that breaks MU2-MU5 or does not match its moves: ValueError saying what was expected."""
    with pytest.raises(ValueError, match=message):
        tutor.load_game(_tampered(edit))


def test_load_game_refuses_what_is_not_a_save() -> None:
    """Not JSON, or JSON of the wrong shape: a ValueError naming the expected format."""
    with pytest.raises(ValueError, match="JSON text made by to_json"):
        tutor.load_game("R@W3")
    with pytest.raises(ValueError, match="tutor-save/1"):
        tutor.load_game(json.dumps({"format": "muros-save"}))


def test_a_failed_load_leaves_the_source_game_unchanged() -> None:
    """Refusing a tampered copy changes nothing in the game it came from."""
    game = _game()
    before = game.to_json()
    data = json.loads(before)
    data["state"]["placed"] += 1
    with pytest.raises(ValueError):
        tutor.load_game(json.dumps(data))
    assert game.to_json() == before


def test_rules_apply_on_a_finished_state_is_refused() -> None:
    """RULES.apply on a finished position refuses (MU12) instead of failing inside."""
    game = tutor.new_game("muros", players=2, seed=6)
    play_random(game, random.Random(6))
    with pytest.raises(tutor.IllegalAction) as err:
        RULES.apply(game.state, "R@W1")
    assert err.value.rule == "MU12" and "game is over" in err.value.text("en")
    assert "ha terminado" in err.value.text("es")


# -- bots --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_always_play_legal_actions(players: int) -> None:
    """random and greedy bots only ever return actions from legal_actions()."""
    game = tutor.new_game("muros", players=players, seed=players, variants={"MANDATORY_TAKE"})
    rng = random.Random(players)
    while not game.is_over:
        bot = muros.BOTS["greedy" if game.to_move == 0 else "random"]
        action = bot(game, rng)
        assert action in game.legal_actions()
        game.play(action)
    assert game.result().winners


def test_greedy_prefers_capturing_the_leading_colour() -> None:
    """Greedy bot: red leads on the board; G@E2 take R (3 red) beats every other placement."""
    state = make_state({1: "RRRRRRRRR", 2: "RRRGG...."}, slots=full_phase1({"W2": "R"}),
                       hands=({"G": 1}, {"Y": 1}), piles={}, fill=False)
    for seed in range(5):
        assert muros.greedy_action(state, random.Random(seed)) == "G@E2 take R"
    assert muros.random_action(state, random.Random(0)) in RULES.legal_actions(state)
