"""The two contained speed-ups that stay (design principle 12) change nothing: the positional state
builders equal NamedTuple._replace of the same fields, and the umbrella enumeration (M18) lists
exactly the defences the umbrella check accepts. Also: event data is read-only, and the end rule is
cited after the end."""
import random
from collections.abc import Mapping
from itertools import combinations, product

import pytest

import tutor
from tutor import IllegalAction
from tutor.matschig import RULES
from tutor.matschig.cards import CARDS, KIND, SAND, UMBRELLA, WATER
from tutor.matschig.defence import check_groups, sub_multisets, umbrella_actions
from tutor.matschig.notation import fmt_umbrellas
from tutor.matschig.state import OVER, MatschigState, in_flight, new_turn


def _states(games: int = 6):
    r = random.Random(1)
    for k in range(games):
        g = tutor.new_game("matschig", players=3 + k % 4, seed=k)
        for _ in range(60):
            if g.is_over:
                break
            yield g.state
            g.play(r.choice(g.legal_actions()))


def test_M30_is_the_end_rule_cited_after_the_game():
    g = tutor.new_game("matschig", players=3, seed=5, rounds=2)
    r = random.Random(5)
    while not g.is_over:
        g.play(r.choice(g.legal_actions()))
    assert g.legal_actions() == [] and g.state.phase == OVER and g.result().termination == "M30"
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.play("pass")
    assert err.value.rule == "M30" and g.why_not("accept").rule == "M30"
    with pytest.raises(IllegalAction) as err:  # the Rules object alone cites the same rule
        RULES.apply(g.state, "pass")
    assert err.value.rule == "M30" and g.to_json() == before


def test_in_flight_and_new_turn_equal_replace_of_the_same_fields():
    r = random.Random(5)
    defaults = MatschigState._field_defaults
    for s in _states():
        hands, out, mud = r.choice([s.hands, ((),) * s.players]), r.choice([s.out, ()]), ("W1",)
        phase, queue = r.choice([("defend", ()), ("race", (1,))])
        new = in_flight(s, hands, out, phase, mud, 0, 1, 2, queue, 3, 0)
        assert new == s._replace(hands=hands, out=out, phase=phase, mud=mud, thrower=0, sender=1,
                                 target=2, queue=queue, claims=(), pipes=3, passes=0)
        turn = new_turn(s, s.deck[1:], s.hands, s.piles, s.out + s.deck[:1], 2)
        assert turn == s._replace(deck=s.deck[1:], out=s.out + s.deck[:1], phase="turn", active=2,
                                  **defaults)


def _brute_force_umbrellas(mud, umbrellas):
    """Every umbrella defence check_groups accepts, found by trying every choice of umbrellas
    for every mud card."""
    found = set()
    subsets = [()] + list(dict.fromkeys(
        c for r in range(1, len(umbrellas) + 1) for c in combinations(umbrellas, r)))
    for choice in product(subsets, repeat=len(mud)):
        groups = tuple((us, card) for us, card in zip(choice, mud) if us)
        try:
            check_groups(mud, umbrellas, groups)
        except IllegalAction:
            continue
        found.add(fmt_umbrellas(groups))
    return tuple(sorted(found))


def test_M18_umbrella_enumeration_equals_brute_force():
    r = random.Random(3)
    muds = [c for c in CARDS if KIND[c] in (WATER, SAND)]
    umbrellas = [c for c in CARDS if KIND[c] == UMBRELLA]
    cases = [(("W5", "S7"), ("U1", "U4", "U4", "U5")), (("W3", "W3", "S6"), ("U2", "U3", "U3")),
             (("W7", "S7", "S1"), ("U7",)), (("W2",), ()), (("W2", "S5"), ("U1", "U7"))]
    for _ in range(80):
        mud = tuple(r.choice(muds) for _ in range(r.randint(1, 3)))
        hand = tuple(sorted((r.choice(umbrellas) for _ in range(r.randint(0, 3))), key=CARDS.index))
        cases.append((mud, hand))
    for _ in range(8):  # longer muds (multi-card throws, equal cards) and fuller hands
        mud = tuple(r.choice(muds[:4] + muds[7:11]) for _ in range(r.randint(3, 4)))
        hand = tuple(sorted((r.choice(umbrellas) for _ in range(r.randint(3, 4))), key=CARDS.index))
        cases.append((mud, hand))
    for mud, hand in cases:
        assert umbrella_actions(mud, hand) == _brute_force_umbrellas(mud, hand), (mud, hand)
    # M18: spare umbrellas are allowed, so a group may hold more than it needs
    assert "umbrellas U7+U1>S5" in umbrella_actions(("W2", "S5"), ("U1", "U7"))


def test_sub_multisets_are_every_distinct_choice_with_its_rest():
    assert sorted(sub_multisets(("U1", "U1", "U3"))) == sorted([
        ((), ("U1", "U1", "U3")), (("U3",), ("U1", "U1")), (("U1",), ("U1", "U3")),
        (("U1", "U3"), ("U1",)), (("U1", "U1"), ("U3",)), (("U1", "U1", "U3"), ())])


def test_event_data_is_read_only_everywhere():
    g = tutor.new_game("matschig", players=4, seed=3, rounds=2)
    r = random.Random(3)
    checked = 0
    while not g.is_over and checked < 300:
        for e in g.play(r.choice(g.legal_actions())).events:
            assert isinstance(e.data, Mapping) and not isinstance(e.data, dict)
            with pytest.raises(TypeError):
                e.data["seat"] = 9  # type: ignore[index]
            before = dict(e.data)
            for value in e.data.values():
                if isinstance(value, list):
                    value.append("X")  # a copy: the next reader still sees the event as it was
            assert dict(e.data) == before
            checked += 1
    assert checked >= 100
