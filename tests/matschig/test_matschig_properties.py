"""Hypothesis properties: cards accounted for, games end, refusals change nothing, saves and
undo/redo reproduce, apply accepts exactly what legal_actions lists."""
import random
from collections import Counter

from hypothesis import given, settings, strategies as st

import tutor
from tutor.matschig import RULES
from tutor.matschig.deck import deck_counter

SAFE_VARIANTS = ["MULTI_CARD_THROW", "SWAP3_OFF", "TARGET_CANNOT_COMPLETE",
                 "THROWER_NEVER_COMPLETES", "RACE_RANDOM", "COMPLETE_ONLY_AFTER_THROW",
                 "MUST_REDIRECT", "PERFECT_BLOCKS_PIPE", "WATERSUIT_ALL_OR_NOTHING",
                 "MG_REDRAW_ON_SPECIAL", "PLAY_OUT", "CLOCKWISE_TURNS", "DIRTIEST_STARTS",
                 "ONE_TYPE_WHOLE_GAME", "TIEBREAK_FEWER_CARDS", "DECK_FANFOR_1998"]
MAX_STEPS = 5000

games = st.tuples(st.integers(3, 6), st.integers(0, 2**31), st.sets(st.sampled_from(SAFE_VARIANTS),
                                                                        max_size=4))


def account(s):
    seen = Counter(s.deck) + Counter(s.out) + Counter(s.mud)
    for h in s.hands + s.piles:
        seen += Counter(h)
    return seen


@settings(max_examples=25, deadline=None)
@given(games)
def test_every_card_in_exactly_one_place_and_games_end(params):
    players, seed, variants = params
    g = tutor.new_game("matschig", players=players, seed=seed, variants=variants)
    rng = random.Random(seed)
    expected = deck_counter(g.variants)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal and len(legal) == len(set(legal))
        step = g.play(rng.choice(legal))
        assert step.action in legal
        assert account(g.state) == expected
        steps += 1
        assert steps < MAX_STEPS
    result = g.result()
    assert len(result.scores) == players and min(result.scores) == result.scores[result.winners[0]]


TOKENS = ["throw", "complete", "swap", "at", "P1", "P2", "P3", "P4", "P7", "W1", "W3", "S2", "S5",
          "U1", "U4", "U3+U2>S5", "U4>W2", "U7>W7", "umbrellas", "PIPE", "BLOWER", "WATERSUIT",
          "MACHINEGUN", "FLAMETHROWER", "accept", "decline", "pass", "W7", "S7"]


@settings(max_examples=20, deadline=None)
@given(st.integers(3, 6), st.integers(0, 2**31),
       st.lists(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=5), min_size=5, max_size=20))
def test_refusals_change_nothing_and_apply_accepts_only_listed_actions(players, seed, attempts):
    g = tutor.new_game("matschig", players=players, seed=seed)
    rng = random.Random(seed)
    for words in attempts:
        for _ in range(rng.randrange(1, 12)):
            if g.is_over:
                return
            g.play(rng.choice(g.legal_actions()))
        if g.is_over:
            return
        text = " ".join(words)
        before = g.to_json()
        legal = set(g.legal_actions())
        try:
            canonical, _, _ = RULES.apply(g.state, text)
        except ValueError:
            try:
                g.play(text)
            except ValueError:
                pass
            else:
                raise AssertionError("play accepted what apply refused")
            assert g.to_json() == before
        else:
            assert canonical in legal, (text, canonical)


@settings(max_examples=15, deadline=None)
@given(st.integers(3, 6), st.integers(0, 2**31), st.integers(1, 120))
def test_save_load_and_undo_redo_reproduce(players, seed, steps):
    g = tutor.new_game("matschig", players=players, seed=seed, rounds=2)
    rng = random.Random(seed)
    snaps = [g.to_json()]
    for _ in range(steps):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_actions()))
        snaps.append(g.to_json())
    text = g.to_json()
    assert tutor.load_game(text).to_json() == text
    played = len(g.history)
    for _ in range(played):
        g.undo()
    assert RULES.snapshot(g.state) == RULES.snapshot(tutor.load_game(snaps[0]).state)
    for _ in range(played):
        g.redo()
    assert g.to_json() == text
    replay = tutor.new_game("matschig", players=players, seed=seed, rounds=2)
    for step in g.history:
        replay.play(step.action)
    assert RULES.snapshot(replay.state) == RULES.snapshot(g.state)


@settings(max_examples=20, deadline=None)
@given(st.integers(3, 6), st.integers(0, 2**31), st.integers(0, 200))
def test_view_hides_other_hands_and_deck(players, seed, steps):
    g = tutor.new_game("matschig", players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_actions()))
    for seat in range(players):
        v = g.view(seat)
        assert list(v["hands"]) == [seat] and "deck" not in v
        assert v["deck_count"] == len(g.state.deck)
    assert len(g.view(None)["hands"]) == players and "deck" in g.view(None)
