"""Bad input to Muros: garbage actions, unknown variants, corrupt or tampered save files; bots."""
from __future__ import annotations

import json
import random

import pytest

import tutor
from tutor.core.bots import HINT_BOT, RandomBot
from tutor import muros
from tutor.muros import RULES

from muros_helpers import game_at, make_state, play_random


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
    game = game_at(make_state(hands=({}, {"Y": 1})))
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


def _swap_first_two_different(board: list) -> list:
    flat = "".join(board)
    i = next(i for i in range(1, 81) if flat[i] != flat[0] and flat[i] != "." and flat[0] != ".")
    cells = list(flat)
    cells[0], cells[i] = cells[i], cells[0]
    return ["".join(cells[r * 9:(r + 1) * 9]) for r in range(9)]


def _set_cell(board: list, row: int, col: int, token: str) -> list:
    return board[:row] + [board[row][:col] + token + board[row][col + 1:]] + board[row + 1:]


def _one_slot_emptied(slots: dict) -> dict:
    """The slots with the first filled one emptied (its card is then nowhere)."""
    out = dict(slots)
    del out[next(iter(out))]
    return out


@pytest.mark.parametrize("edit,message", [
    (lambda d: d["state"].update(board=_set_cell(d["state"]["board"], 0, 0, ".")),
     "expected 1[37] [YBRGW] tokens on the board, removed and captured together \\(MU2\\)"),
    (lambda d: d["state"].update(board=d["state"]["board"][:8]), "'board' must be a list of 9 rows"),
    (lambda d: d["state"].update(board=_set_cell(d["state"]["board"], 2, 3, "X")), "board row 3 holds 'X'"),
    (lambda d: d["state"].update(removed={"Y": 0, "B": 0, "R": 0, "G": 0, "W": 0}),
     "expected 1[37] [YBRGW] tokens on the board, removed and captured"),
    (lambda d: d["state"].update(slots=_one_slot_emptied(d["state"]["slots"])), "cards in hands, piles and slots"),
    (lambda d: d["state"]["piles"].update(Y=d["state"]["piles"]["Y"] + 1),
     "expected 9 Y cards in hands, piles and slots together"),
    (lambda d: d["state"].update(hands=[{"Y": 1, "B": 1, "R": 1, "G": 1}]), "'hands' must be a list with one dict per seat \\(3\\)"),
    (lambda d: d["state"]["hands"][0].pop("Y"), "hands\\[0\\] must be a dict with a count for each of Y, B, R, G"),
    (lambda d: d["state"]["hands"][0].update(Y="1"), "hands\\[0\\]\\['Y'\\] must be a whole number >= 0, not '1'"),
    (lambda d: d["state"]["captured"][1].update(R=True), "captured\\[1\\]\\['R'\\] must be a whole number >= 0, not True"),
    (lambda d: d["state"].update(players=[3]), "Muros has 2 to 4 players"),
    (lambda d: d["state"].update(players=7), "Muros has 2 to 4 players"),
    (lambda d: d["state"].pop("board"), "missing field\\(s\\) board; the fields are game, players"),
    (lambda d: d["state"].update(hand=[]), "unknown field\\(s\\) 'hand'"),
    (lambda d: d["state"].update(placed=3), "unknown field\\(s\\) 'placed'"),
    (lambda d: d["state"].update(game="matschig"), "'game' must be 'muros'"),
    (lambda d: d["state"].update(variants=["COMPACT"]), "unknown variant\\(s\\) 'COMPACT'"),
    (lambda d: d["state"].update(variants=[None]), "'variants' must be a list of variant names"),
    (lambda d: d["state"].update(slots={"W0": "R"}), "unknown slot 'W0' in 'slots'"),
    (lambda d: d["state"].update(slots={"W1": "W"}), "slot W1 holds 'W'; a card is one of Y B R G"),
    (lambda d: d["state"].update(turn=3), "'turn' must be the seat to move, 0 to 2"),
    (lambda d: d["state"].update(turn="0"), "'turn' must be the seat to move"),
    (lambda d: d["state"].update(passes=1), "passing needs the variant ALLOW_PASS"),
    (lambda d: d["state"].update(board=_swap_first_two_different(d["state"]["board"])),
     "does not match its own move list"),
    (lambda d: d["state"].update(turn=(d["state"]["turn"] + 1) % 3), "does not match its own move list"),
    (lambda d: d.update(game="murus"), "unknown game 'murus'; known: muros, matschig, matzlfangen"),
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
    data["state"]["passes"] += 1
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
    """The hint bot and a random bot (tutor.core.bots) only ever return actions from legal_actions()."""
    game = tutor.new_game("muros", players=players, seed=players, variants={"MANDATORY_TAKE"})
    chance = RandomBot(players)
    while not game.is_over:
        bot = HINT_BOT if game.to_move == 0 else chance
        action = bot.choose(game)
        assert action in game.legal_actions()
        game.play(action)
    assert game.result().winners


# -- notation hardening (issue 14: defects 6, 8, 9 and the length cap) ---------------------------

@pytest.mark.parametrize("text", ["Y@W1 p\u0131le", "Y@W1 P\u0130LE", "R@W3 take\u00a0G", "\uff32@W3", "R@W\uff13",
                                  "\u212a@W3", "R@W3 ta\u212ae G", "R@W3\u2003pile", "Y@W1 pile\u0307"])
def test_lookalike_letters_and_spaces_are_refused_not_misread(text: str) -> None:
    """Defect 6: a dotless ı, a Kelvin sign, a non-breaking space or a full-width letter is not
    read as its ASCII lookalike: the action is refused, never logged as another one."""
    game = tutor.new_game("muros", players=2, seed=1)
    before = game.to_json()
    with pytest.raises(tutor.NotationError):
        game.play(text)
    assert game.to_json() == before


def test_MU4_Y_at_W1_pile_with_a_dotless_i_is_not_played_from_the_hand() -> None:
    """Defect 6 as reported: "Y@W1 pıle" was logged as Y@W1 (from the hand); now only the exact
    word "pile" means the face-up pile."""
    game = game_at(make_state(hands=({"Y": 1}, {"Y": 1})))
    with pytest.raises(tutor.NotationError):
        game.play("Y@W1 p\u0131le")
    step = game.play("Y@W1 pile")
    assert step.action == "Y@W1 pile" and step.events[0].data["source"] == "pile"
    assert game.state.hands[0] == (1, 0, 0, 0)


def test_actions_longer_than_the_cap_are_refused_quoting_only_their_start() -> None:
    """Every parser caps its input: a long text is a NotationError quoting at most 60 characters."""
    game = tutor.new_game("muros", players=2, seed=1)
    for text in ["R@W3" + " " * 100_000, "x" * 1_000_000, " " * 65]:
        with pytest.raises(tutor.NotationError) as err:
            game.play(text)
        assert "at most 64 characters" in err.value.text("en") and "como mucho 64 caracteres" in err.value.text("es")
        assert len(str(err.value)) < 800
    assert game.why_not("pass" + " " * 60).rule == "MU8"      # 64 characters: read, then refused by MU8
    assert "at most 64" in game.why_not("pass" + " " * 61)      # 65 characters: not read at all


def test_refusals_quote_at_most_60_characters_of_the_input() -> None:
    """Defect 9 stays fixed for Muros: a bad action is quoted by its first 60 characters only."""
    game = tutor.new_game("muros", players=2, seed=1)
    reason = game.why_not("Z" * 64)
    assert reason is not None and "Z" * 60 in reason and "Z" * 61 not in reason


class _Sneaky(str):
    """A str subclass that lies about itself (a hostile caller)."""

    def lower(self):  # noqa: D401
        return "pile"

    def strip(self, *args):
        return "R@W3 pile"

    def __hash__(self):
        return hash("R@W3")

    def __eq__(self, other):
        return True


def test_a_str_subclass_is_read_by_its_characters_and_logged_as_plain_str() -> None:
    """Defect 8/10: a str subclass never enters the parse cache and the log holds a plain str."""
    game = tutor.new_game("muros", players=2, seed=1)
    hand_colour = next(c for c, n in game.view(game.to_move)["hands"][game.to_move].items() if n)
    step = game.play(_Sneaky(f"{hand_colour}@W3"))
    assert type(step.action) is str and step.action == f"{hand_colour}@W3"
    assert step.events[0].data["source"] == "hand"
    assert type(tutor.load_game(game.to_json()).history[0].action) is str


def test_parsing_keeps_little_alive_however_many_texts_it_reads() -> None:
    """Defect 8: whatever is parsed, and however often, only a bounded amount stays in memory: tens of
    thousands of distinct short actions, and long texts that would read as an action if they were read."""
    import gc
    import tracemalloc

    from tutor.muros.notation import parse
    short = [f"{colour}@{slot}" + " " * n for n in range(40) for colour in "YBRGybrg"
             for slot in muros.SLOTS + tuple(s.lower() for s in muros.SLOTS)]
    tracemalloc.start()
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    for text in short:
        parse(text)
    for k in range(50):
        with pytest.raises(tutor.NotationError):
            parse("R@W3" + " " * (100_000 + k))
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert len(set(short)) > 20_000 and kept < 1_000_000
