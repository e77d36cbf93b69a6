"""Positions (issue 13 §1): g.position(), new_game(position=...), make_position(), and a bad
position refused with a ValueError that names what is wrong (never TypeError or KeyError)."""
import copy
import json
import random

import pytest

import tutor
from tutor.matschig import RULES, conceal, make_position
from tutor.matschig.position import FIELDS, check_snapshot


def _random_positions(count: int = 40):
    r = random.Random(9)
    variant_sets = [(), ("RACE_RANDOM",), ("MULTI_CARD_THROW",), ("ROUNDS_PER_PLAYER",),
                    ("MG_KEEP_DEFENCE_CARD", "DECK_FANFOR_1998")]
    for k in range(count):
        g = tutor.new_game("matschig", players=3 + k % 4, seed=k, variants=variant_sets[k % 5])
        for _ in range(r.randrange(0, 150)):
            if g.is_over:
                break
            g.play(r.choice(g.legal_actions()))
        yield g


def test_position_round_trips_and_the_game_goes_on_alike():
    r = random.Random(1)
    for g in _random_positions(20):
        pos = g.position()
        assert json.loads(json.dumps(pos)) == pos and set(pos) == set(FIELDS)
        copy_ = tutor.new_game("matschig", position=pos)
        assert copy_.position() == pos
        assert (copy_.players, copy_.variants) == (g.players, g.variants)
        for _ in range(10):
            if g.is_over:
                break
            assert copy_.legal_actions() == g.legal_actions() and copy_.view(None) == g.view(None)
            action = r.choice(g.legal_actions())
            assert copy_.play(action).text("es") == g.play(action).text("es")


def test_a_game_from_a_position_saves_loads_and_undoes():
    pos = make_position(hands=["W3 S5", "U4 U1", None, None], thrown="W2 S2", thrower=3,
                        target=1, seed=7)
    g = tutor.new_game("matschig", position=pos)
    g.play(g.legal_actions()[0])
    again = tutor.load_game(g.to_json())
    assert again.to_json() == g.to_json() and again.position() == g.position()
    g.undo()  # back at the position it started from, also after a save
    assert g.position() == pos and tutor.load_game(g.to_json()).position() == pos


def test_make_position_fills_the_rest_deterministically():
    a = make_position(hands=["W3 S5 U2", None, None], piles=["", "S1 S2"], seed=5)
    b = make_position(hands=["W3 S5 U2", None, None], piles=["", "S1 S2"], seed=5)
    c = make_position(hands=["W3 S5 U2", None, None], piles=["", "S1 S2"], seed=6)
    assert a == b and a != c
    assert a["hands"][0] == ["W3", "S5", "U2"] and len(a["hands"][1]) == 7
    assert a["piles"] == [[], ["S1", "S2"], []] and a["phase"] == "turn" and a["active"] == 0
    check_snapshot(a)


def test_make_position_with_a_throw_starts_the_race_or_the_defence():
    raced = make_position(hands=["", "", "W2", ""], thrown="W3 S5", thrower=0, target=1)
    assert raced["phase"] == "race" and raced["queue"] == [1, 2, 3] and raced["mud"] == ["W3", "S5"]
    skipped = make_position(hands=["", "", "W2", ""], thrown="W3 S5", thrower=0, target=1, race=False)
    assert skipped["phase"] == "defend" and skipped["target"] == 1
    perfect = make_position(thrown="W4 S4", thrower=2, target=0, players=3)
    assert perfect["phase"] == "defend" and perfect["hands"][2] != []


def test_make_position_deck_and_deck_size():
    pos = make_position(hands=["W1 S1", "U1", "U2"], deck="S7 W7", seed=1)
    assert pos["deck"] == ["S7", "W7"] and len(pos["out"]) == 110 - 6
    pos = make_position(hands=["W1 S1", "U1", "U2"], deck_size=5)
    assert len(pos["deck"]) == 5


@pytest.mark.parametrize("kwargs,message", [
    ({"hands": ["W1"] * 7}, "3 to 6 players"),
    ({"hands": ["W1 W1 W1 W1 W1 W1", "", ""]}, "W1 6 times"),
    ({"hands": ["W9", "", ""]}, "not a card"),
    ({"hands": [42, "", ""]}, "hands must be a list, each item a text"),
    ({"thrown": "W3 S5", "hands": ["", "", ""]}, "thrower and its target"),
    ({"thrown": "W3 W5", "thrower": 0, "target": 1, "hands": ["", "", ""]}, "no sand card"),
    ({"thrown": "W3 S5", "thrower": 0, "target": 0, "hands": ["", "", ""]}, "at themselves"),
    ({"hands": ["", "", ""], "to_move": 5}, "seat number"),
    ({"hands": ["", "", ""], "deck_size": 500}, "deck_size"),
    ({"hands": ["", "", ""], "seed": -1}, "seed"),
    ({"hands": ["", "", ""], "totals": [1, 0, 0]}, "no points"),
    ({"hands": ["", "", ""], "variants": {"NOPE"}}, "unknown matschig variant"),
])
def test_make_position_refuses_bad_input_with_a_value_error(kwargs, message):
    with pytest.raises(ValueError, match=message):
        make_position(**kwargs)


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("deck"), "missing deck"),
    (lambda d: d.update(extra=1), "unexpected field extra"),
    (lambda d: d.update(players="4"), "'players' to be a whole number"),
    (lambda d: d.update(players=True), "'players' to be a whole number"),
    (lambda d: d.update(phase="dancing"), "'phase' to be one of"),
    (lambda d: d.update(deck=[["W1"]]), "'deck' to be a list of card names"),
    (lambda d: d.update(deck={"W1": 1}), "'deck' to be a list of card names"),
    (lambda d: d["hands"].pop(), "one list of card names per seat"),
    (lambda d: d["hands"][0].append("W1"), "accounted for"),
    (lambda d: d["hands"][0].reverse(), "card order"),
    (lambda d: d.update(variants=[["X"]]), "list of variant names"),
    (lambda d: d.update(variants=["RACE_RANDOM", "RACE_RANDOM"]), "each variant once"),
    (lambda d: d.update(variants="RACE_RANDOM"), "list of variant names"),
    (lambda d: d.update(totals=[0, 0]), "'totals'"),
    (lambda d: d.update(claims=[[1]]), "'claims'"),
    (lambda d: d.update(queue=[None]), "'queue'"),
    (lambda d: d.update(active=9), "'active' to be seats"),
    (lambda d: d.update(rng=2**64), "64-bit"),
    (lambda d: d.update(rounds=7), "'rounds'"),
    (lambda d: d.update(round=4), "'round' from 1 to 3"),
    (lambda d: d.update(passes=4), "'passes'"),
    (lambda d: d["mud"].append(d["deck"].pop()), "no mud in flight"),
])
def test_bad_positions_are_refused_naming_what_is_wrong(change, message):
    pos = make_position(hands=["W3 S5", "U4", "", ""], seed=2)
    change(pos)
    with pytest.raises(ValueError, match=message):
        check_snapshot(pos)
    with pytest.raises(ValueError):
        tutor.new_game("matschig", position=pos)


def _swap_card(pos, in_mud, in_deck):
    """Exchange a card of the mud in flight with a card of the draw pile."""
    pos["mud"][pos["mud"].index(in_mud)] = in_deck
    pos["deck"][pos["deck"].index(in_deck)] = in_mud


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(queue=[3, 2]), "queue"),
    (lambda d: d.update(queue=[]), "queue"),
    (lambda d: d.update(target=0), "another seat than its sender"),
    (lambda d: d.update(active=2), "'active' to be the thrower"),
    (lambda d: d.update(claims=[[1, 0]]), "claims' only with RACE_RANDOM"),
    (lambda d: _swap_card(d, "S5", "S3"), "imperfect mud"),
])
def test_bad_races_are_refused(change, message):
    pos = make_position(hands=["", "", "W2", ""], thrown="W3 S5", thrower=0, target=1)
    change(pos)
    with pytest.raises(ValueError, match=message):
        check_snapshot(pos)


JUNK = [None, "x", [], {}, -1, 1.5, True, [[]], {"a": 1}, [None], 10**30, ["W1", 3]]


def test_corrupt_positions_are_value_errors_never_type_or_key_errors():
    r = random.Random(4)
    for g in _random_positions(30):
        for _ in range(30):
            pos = copy.deepcopy(g.position())
            field = r.choice(FIELDS)
            value = pos[field]
            if isinstance(value, list) and value and r.random() < 0.5:
                i = r.randrange(len(value))
                if isinstance(value[i], list) and value[i] and r.random() < 0.5:
                    value[i][r.randrange(len(value[i]))] = r.choice(JUNK)
                else:
                    value[i] = r.choice(JUNK)
            else:
                pos[field] = r.choice(JUNK)
            try:
                check_snapshot(pos)
            except ValueError:
                continue
            tutor.new_game("matschig", position=pos)  # accepted: then it is a real position
    for bad in (None, [], "position", 42, {"players": []}):
        with pytest.raises(ValueError):
            check_snapshot(bad)


def test_setup_of_and_options_from_a_position():
    g = tutor.new_game("matschig", players=5, seed=3, rounds=2, variants={"CLOCKWISE_TURNS"})
    again = tutor.new_game("matschig", position=g.position())
    assert (again.players, again.variants, again.options) == (5, g.variants, {"rounds": 2})
    with pytest.raises(ValueError, match="rounds=3, but the position has rounds=2"):
        tutor.new_game("matschig", position=g.position(), rounds=3)
    with pytest.raises(ValueError, match="players=4"):
        tutor.new_game("matschig", position=g.position(), players=4)
    per_player = tutor.new_game("matschig", players=5, seed=3, variants={"ROUNDS_PER_PLAYER"})
    loaded = tutor.load_game(tutor.new_game("matschig", position=per_player.position()).to_json())
    assert loaded.state.rounds == 5 and loaded.options == {"rounds": 3}


def test_rounds_must_be_a_whole_number_and_saves_with_others_are_refused():
    """Issue 14, defect 4: rounds=3.0 is refused, and a save that holds it cannot be loaded."""
    with pytest.raises(ValueError, match="rounds must be one of 2, 3, not 3.0"):
        tutor.new_game("matschig", rounds=3.0)
    data = json.loads(tutor.new_game("matschig", seed=1).to_json())
    data["options"] = {"rounds": 3.0}
    with pytest.raises(ValueError, match="rounds"):
        tutor.load_game(json.dumps(data))
    g = tutor.new_game("matschig", seed=1, rounds=2)
    assert tutor.load_game(g.to_json()).options == {"rounds": 2}


def test_conceal_changes_only_what_the_seat_cannot_see():
    r = random.Random(6)
    for g in _random_positions(20):
        pos = g.position()
        for seat in range(g.players):
            other = conceal(pos, seat, r)
            check_snapshot(other)
            assert other["hands"][seat] == pos["hands"][seat]
            assert [len(h) for h in other["hands"]] == [len(h) for h in pos["hands"]]
            assert other["deck"][-40:] == pos["deck"][-40:]
            assert {k: v for k, v in other.items() if k not in ("hands", "deck")} == \
                {k: v for k, v in pos.items() if k not in ("hands", "deck")}
            assert RULES.view(RULES.restore(other), seat) == g.view(seat)
