"""The engine's speed-ups change nothing: the end rule, the state builders (replace, in_flight,
new_turn, _after_pass), the cached action lists, seat tables, throw and swap texts and hand
splits, the umbrella enumeration, the direct parse of listed umbrella texts and the umbrella
check, the deck in card order."""
import random
from collections import Counter
from itertools import combinations, product

import pytest

import tutor
from tutor import IllegalAction
from tutor.matschig import RULES
from tutor.matschig import rules as R
from tutor.matschig.cards import CARDS, KIND, SAND, SPECIAL, UMBRELLA, WATER, defence_cards
from tutor.matschig.deck import DECK_SIZE, deck_cards, deck_counter
from tutor.matschig.defence import _groups_by_need, check_groups, umbrella_actions
from tutor.matschig.notation import (fmt_complete, fmt_pipe, fmt_throw, fmt_umbrellas,
                                     parse_action, parse_listed_umbrellas)
from tutor.matschig.state import OVER, MatschigState, in_flight, new_turn, replace

from matschig_helpers import craft, play


def _finished_game(seed: int = 5):
    g = tutor.new_game("matschig", players=3, seed=seed, rounds=2)
    r = random.Random(seed)
    while not g.is_over:
        g.play(r.choice(g.legal_actions()))
    return g


def test_M30_is_the_end_rule_cited_after_the_game():
    g = _finished_game()
    assert RULES.end_rule == "M30" and g.legal_actions() == [] and g.state.phase == OVER
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.play("pass")
    assert err.value.rule == "M30" and err.value.text("en").startswith("M30: The game is over")
    assert g.why_not("accept").rule == "M30"
    with pytest.raises(IllegalAction) as err:  # the Rules object alone cites the same rule
        RULES.apply(g.state, "pass")
    assert err.value.rule == "M30"
    assert g.to_json() == before  # refusals change nothing


def _states(games: int = 6):
    r = random.Random(1)
    for k in range(games):
        g = tutor.new_game("matschig", players=3 + k % 4, seed=k)
        for _ in range(60):
            yield g.state
            g.play(r.choice(g.legal_actions()))


def test_replace_equals_namedtuple_replace():
    r = random.Random(2)
    fields = MatschigState._fields
    for s in _states():
        names = r.sample(fields, r.randint(0, 5))
        changes = {name: r.choice([(), -1, 0, "turn", ("W1",)]) for name in names}
        new = replace(s, **changes)
        assert new == s._replace(**changes) and type(new) is MatschigState
        assert new._fields == fields and new.players == new[0]
    with pytest.raises(KeyError):
        replace(s, no_such_field=1)


def test_in_flight_equals_replace_of_the_same_fields():
    r = random.Random(5)
    for s in _states():
        hands, out, mud = r.choice([s.hands, ((),) * s.players]), r.choice([s.out, ()]), ("W1",)
        phase, queue = r.choice([("defend", ()), ("race", (1,))])
        new = in_flight(s, hands, out, phase, mud, 0, 1, 2, queue, 3, 0)
        assert new == replace(s, hands=hands, out=out, phase=phase, mud=mud, thrower=0, sender=1,
                              target=2, queue=queue, claims=(), pipes=3, passes=0)
        assert type(new) is MatschigState


def test_new_turn_equals_replace_with_the_mud_fields_at_their_defaults():
    defaults = MatschigState._field_defaults
    for s in _states():
        new = new_turn(s, s.deck[1:], s.hands, s.piles, s.out + s.deck[:1], 2)
        assert new == replace(s, deck=s.deck[1:], out=s.out + s.deck[:1], phase="turn", active=2,
                              **defaults)
        assert type(new) is MatschigState


def test_seat_tables_match_their_definitions():
    for n in range(3, 7):
        for seat in range(n):
            assert R._OTHERS[n][seat] == tuple(q for q in range(n) if q != seat)
            assert R._CLOCKWISE[n][seat] == tuple((seat + k) % n for k in range(n))
            # M13, M14 without A4/A5: every seat but the sender, from its left (_eligible's base)
            assert R._LEFT_OF[n][seat] == R._eligible(seat, (seat + 1) % n, seat, n, frozenset())


def test_listed_umbrella_texts_parse_as_parse_action_does():
    checked = 0
    for s in _states(8):
        if s.phase != "defend":
            continue
        for text in RULES.legal_actions(s):
            if text.startswith("umbrellas "):
                assert parse_listed_umbrellas(text) == parse_action(text), text
                checked += 1
    assert checked > 50


def test_throw_texts_table_matches_the_notation():
    for players in range(3, 7):
        for seat in range(players):
            by_water = R._THROW_AT[players][seat]
            assert list(by_water) == [c for c in CARDS if KIND[c] == WATER]
            for w, by_sand in by_water.items():
                assert list(by_sand) == [c for c in CARDS if KIND[c] == SAND]
                for sd, texts in by_sand.items():
                    expected = tuple(fmt_throw((w, sd), t) for t in range(players) if t != seat)
                    assert texts == expected


def test_cached_race_and_pipe_lists_match_the_notation():
    for players in range(3, 7):
        for seat in range(players):
            pipes = tuple(fmt_pipe(t) for t in range(players) if t != seat)
            assert R._pipes(seat, players) == pipes
            for bar in range(players):
                expected = [fmt_complete("W2", t) for t in range(players) if t not in (seat, bar)]
                assert R._race_actions("W2", seat, bar, players) == tuple(expected) + ("decline",)


def test_hand_splits_match_their_definitions():
    for s in _states(3):
        for hand in s.hands:
            assert R._mud_cards(hand) == (tuple(c for c in hand if KIND[c] == WATER),
                                          tuple(c for c in hand if KIND[c] == SAND))
            waters = [c for c in hand if KIND[c] == WATER]
            sands = [c for c in hand if KIND[c] == SAND]
            distinct = (list(dict.fromkeys(waters)), list(dict.fromkeys(sands)))
            assert R._distinct_mud(hand) == distinct
            assert defence_cards(hand) == (
                tuple(c for c in hand if KIND[c] == UMBRELLA),
                tuple(dict.fromkeys(c for c in hand if KIND[c] == SPECIAL)))


def test_swap_texts_are_every_distinct_three_cards_joined():
    for s in _states(3):
        for hand in s.hands:
            expected = list(dict.fromkeys("swap " + " ".join(c) for c in combinations(hand, 3)))
            assert R._swaps(hand) == expected


def test_after_pass_builds_the_next_turn_in_one_state():
    for s in _states(4):
        if s.phase != "turn":
            continue
        hands, deck, out = s.hands, s.deck[:-3], s.out + s.deck[-3:]
        new = R._after_pass(s, [], hands, deck, out, 0)
        assert new == replace(s, deck=deck, out=out, passes=0, active=(s.active + 1) % s.players)
        assert type(new) is MatschigState


def test_legal_actions_are_a_fresh_list_each_time():
    for s in _states(2):
        first = RULES.legal_actions(s)
        again = list(first)
        first.clear()  # a caller may change its list; the cached parts stay whole
        assert RULES.legal_actions(s) == again


def _brute_force_umbrellas(mud, umbrellas):
    """Every umbrella defence check_groups accepts, found by trying all assignments."""
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
             (("W7", "S7", "S1"), ("U7",)), (("W2",), ())]
    for _ in range(100):
        mud = tuple(r.choice(muds) for _ in range(r.randint(1, 3)))
        hand = tuple(sorted((r.choice(umbrellas) for _ in range(r.randint(0, 3))), key=CARDS.index))
        cases.append((mud, hand))
    for _ in range(12):  # longer muds (multi-card throws, equal cards) and fuller hands
        mud = tuple(r.choice(muds[:4] + muds[7:11]) for _ in range(r.randint(3, 4)))
        hand = tuple(sorted((r.choice(umbrellas) for _ in range(r.randint(3, 4))), key=CARDS.index))
        cases.append((mud, hand))
    for mud, hand in cases:
        assert umbrella_actions(mud, hand) == _brute_force_umbrellas(mud, hand), (mud, hand)


def test_M18_groups_by_need_equal_brute_force():
    r = random.Random(4)
    for _ in range(200):
        values = tuple(sorted((r.randint(1, 7) for _ in range(r.randint(0, 7))), reverse=True))
        by_need = _groups_by_need(values)
        assert len(by_need) == 8 and by_need[0] == ()
        for need in range(1, 8):
            expected = set()
            for k in range(1, len(values) + 1):
                for combo in combinations(values, k):
                    total = sum(combo)
                    if total >= need and (k == 1 or total - min(combo) < need):
                        rest = list(values)
                        for v in combo:
                            rest.remove(v)
                        expected.add(("+".join(f"U{v}" for v in combo), tuple(rest)))
            found = by_need[need]
            assert len(found) == len(set(found)) and set(found) == expected, (values, need)


def test_deck_cards_is_the_deck_in_card_order():
    for variants in (frozenset(), frozenset({"DECK_FANFOR_1998"})):
        cards = deck_cards(variants)
        assert cards == tuple(sorted(cards, key=CARDS.index))
        assert Counter(cards) == deck_counter(variants) and len(cards) == DECK_SIZE


def test_M18_check_groups_refusals_unchanged():
    mud = ("W3", "W3", "S6")
    with pytest.raises(IllegalAction) as err:
        check_groups(mud, ("U3", "U4"), ((("U3",), "W3"), (("U4",), "W3"), (("U3",), "W3")))
    assert err.value.kind == "card-guarded-twice" and err.value.data == {"card": "W3"}
    with pytest.raises(IllegalAction) as err:
        check_groups(mud, ("W1", "U3", "U4"),
                     ((("U3",), "W3"), (("U3",), "W3"), (("U4", "U4"), "S6")))
    assert err.value.kind == "umbrella-not-in-hand"
    assert err.value.data == {"cards": ["U3", "U4"], "hand": ["U3", "U4"]}
    assert check_groups(mud, ("U3", "U7"), ((("U7",), "S6"), (("U3",), "W3"))) == (
        ("S6", "W3"), ("W3",), ("U7", "U3"))


def test_M20_M23_a_new_turn_resets_the_mud_in_flight():
    s = craft(players=3, hands={0: "W1 S1 W2 S2 U1", 1: "W3 S3"}, active=0)
    s, events, _ = play(s, "throw W1 S1 at P2")
    s, events, _ = play(s, "accept") if s.phase == "defend" else play(s, "decline", "accept")
    defaults = MatschigState._field_defaults
    assert s.phase == "turn" and all(getattr(s, f) == v for f, v in defaults.items())
    assert events[-1].kind == "next-turn" and s.active == events[-1].data["seat"]


def test_event_data_shared_between_steps_and_games_is_read_only():
    """Events that recur (a throw, the next turn, ...) are made once and shared, so data seen in more
    than one place must be a read-only mapping; a dict a reader could change belongs to one event."""
    from collections.abc import Mapping
    kept, places = [], Counter()
    for seed in range(6):
        g = tutor.new_game("matschig", players=3 + seed % 4, seed=seed, rounds=2)
        r = random.Random(seed)
        while not g.is_over:
            kept.extend(g.play(r.choice(g.legal_actions())).events)  # kept alive: no id is reused
    for e in kept:
        places[id(e.data)] += 1
    shared = [e for e in kept if places[id(e.data)] > 1]
    assert len(shared) > len(kept) // 4
    for e in shared:
        assert isinstance(e.data, Mapping) and not isinstance(e.data, dict)
        with pytest.raises(TypeError):
            e.data["seat"] = 9  # type: ignore[index]
        assert dict(e.data) == e.data and dict(e.data) is not dict(e.data)
        before = dict(e.data)
        for value in e.data.values():
            if isinstance(value, list):
                value.append("X")  # a copy: the next reader still sees the event as it happened
        assert dict(e.data) == before
