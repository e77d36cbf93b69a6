"""Notation (lenient in, canonical out) and bad input: clear errors, nothing changes."""
import json

import pytest

import tutor
from tutor import IllegalAction, NotationError
from tutor.matschig import RULES
from tutor.matschig.notation import parse_action, parse_card

from matschig_helpers import craft, play


@pytest.mark.parametrize("text,expected", [
    ("throw W3 S5 at P2", ("throw", ("W3", "S5"), 1)),
    ("  THROW  s5,w3  AT  p2 ", ("throw", ("S5", "W3"), 1)),
    ("pass", ("pass",)), ("Swap w1 u2 pipe", ("swap", ("W1", "U2", "PIPE"))),
    ("complete w2 at p3", ("complete", "W2", 2)), ("decline", ("decline",)), ("ACCEPT", ("accept",)),
    ("umbrellas U4>W2 U5>S5", ("defend", ((("U4",), "W2"), (("U5",), "S5")), (), None, ())),
    ("umbrellas U3 + U2 > S5", ("defend", ((("U3", "U2"), "S5"),), (), None, ())),
    ("U3+U2>S5", ("defend", ((("U3", "U2"), "S5"),), (), None, ())),
    ("pipe at P3", ("defend", (), ("PIPE",), 2, ())), ("blower", ("defend", (), ("BLOWER",), None, ())),
    ("WATERSUIT W7", ("defend", (), ("WATERSUIT",), None, ("W7",))),
    ("MachineGun", ("defend", (), ("MACHINEGUN",), None, ())),
])
def test_parse_lenient(text, expected):
    assert parse_action(text) == expected


@pytest.mark.parametrize("text,kind", [
    ("", "empty"), ("jump", "unknown-action"), ("throw W9 S1 at P2", "bad-card"),
    ("throw W1 S1 at Q2", "bad-seat"), ("throw W1 S1", "missing-target"),
    ("throw at P2", "no-cards"), ("pass now", "extra-words"), ("complete W1 W2 at P2", "one-card"),
    ("umbrellas", "no-groups"), ("umbrellas U4 W2", "bad-group"), ("umbrellas U4>", "bad-group"),
    ("BLOWER at P2", "at-without-pipe"), ("throw W1 S1 at P2 P3", "extra-words"),
])
def test_garbage_is_a_notation_error_saying_what_was_expected(text, kind):
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert err.value.kind == kind and err.value.rule is None
    assert err.value.text("en") and err.value.text("es")


def test_unknown_card_names_the_card_list():
    with pytest.raises(ValueError, match="W1..W7"):
        parse_card("Z3")


def test_canonical_forms_round_trip_through_apply():
    s = craft(hands={0: "W3 S5", 1: "U2 U3 U4"})
    _, _, canon = play(s, "throw s5 w3 at p2", "umbrellas u2+u3>s5")
    assert canon == ["throw W3 S5 at P2", "umbrellas U3+U2>S5"]


def _game_in_defence():
    g = tutor.new_game("matschig", players=4, seed=11)
    while g.state.phase != "defend":
        g.play(g.legal_actions()[0])
    return g


@pytest.mark.parametrize("bad", [
    "throw W1 S1 at P2", "umbrellas U9>W1", "umbrellas U1>W9", "PIPE at P9", "PIPE at P5",
    "BLOWER FLAMETHROWER", "umbrellas U1>W1 BLOWER", "complete W1 at P1", "WATERSUIT W1 W1 W1",
    "nonsense", "", "pass", "decline",
])
def test_refused_actions_change_nothing(bad):
    g = _game_in_defence()
    before = g.to_json()
    with pytest.raises(ValueError):
        g.play(bad)
    assert g.to_json() == before
    assert g.why_not(bad) is not None


def test_impossible_target_and_not_your_turn():
    g = tutor.new_game("matschig", players=3, seed=4)
    act = next(a for a in g.legal_actions() if a.startswith("throw"))
    with pytest.raises(IllegalAction) as err:
        g.play(act.rsplit(" ", 1)[0] + " P4")
    assert err.value.rule == "M8" and err.value.kind == "no-such-seat"
    with pytest.raises(IllegalAction) as err:
        g.play("accept")
    assert err.value.kind == "wrong-phase"


def test_non_text_action_refused():
    g = tutor.new_game("matschig", seed=1)
    with pytest.raises(NotationError):
        g.play(42)
    with pytest.raises(NotationError):
        RULES.apply(g.state, None)


def _save():
    g = tutor.new_game("matschig", players=4, seed=21)
    for _ in range(15):
        g.play(g.legal_actions()[-1])
    return g, json.loads(g.to_json())


def test_save_round_trip():
    g, data = _save()
    assert tutor.load_game(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("tamper,message", [
    (lambda d: d["state"]["hands"][0].append("W1"), "accounted for"),
    (lambda d: d["state"]["deck"].pop(), "accounted for"),
    (lambda d: d["state"].update(players=9), "3 to 6"),
    (lambda d: d["state"].update(phase="dancing"), "phase"),
    (lambda d: d["state"].pop("deck"), "missing deck"),
    (lambda d: d["state"]["hands"][0].__setitem__(0, "X9"), "card names"),
    (lambda d: d["state"].update(variants=["NOPE"]), "unknown matschig variant"),
    (lambda d: d["state"].update(rounds=7), "rounds"),
    (lambda d: d["state"].update(totals="lots"), "totals"),
    (lambda d: d["state"].update(rng=-1), "rng"),
    (lambda d: d["state"]["hands"][0].reverse(), "card order"),
])
def test_tampered_saves_refused_with_clear_message(tamper, message):
    _, data = _save()
    tamper(data)
    with pytest.raises(ValueError, match=message):
        tutor.load_game(json.dumps(data))


def test_tampered_position_not_matching_moves_refused():
    _, data = _save()
    data["state"]["totals"] = [1, 0, 0, 0]
    with pytest.raises(ValueError, match="does not match"):
        tutor.load_game(json.dumps(data))


def test_corrupt_save_text_refused():
    with pytest.raises(ValueError):
        tutor.load_game("{not json")
    with pytest.raises(ValueError):
        RULES.check_snapshot({"players": "x"})
    with pytest.raises(ValueError):
        RULES.check_snapshot([1, 2])
