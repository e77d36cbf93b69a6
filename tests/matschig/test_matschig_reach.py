"""Rules.unreachable for Matschig: random legal play under every variant always passes; each kind of position
no game could reach is refused with its reason, in English and Spanish."""
from __future__ import annotations

import os
import random

import pytest

from tutor.core.i18n import LANGS

from tutor.matschig import RULES, make_position
from tutor.matschig import variants as V
from tutor.matschig.position import restore
from tutor.matschig.state import MatschigState

GAMES = int(os.environ.get("TUTOR_REACH_GAMES", "4"))
SINGLE = sorted(V.VARIANTS - {V.RACE_REALTIME})
MIXES = [frozenset({V.MULTI_CARD_THROW, V.MG_KEEP_DEFENCE_CARD, V.PLAY_OUT}),
         frozenset({V.SWAP3_OFF, V.PLAY_OUT, V.DIRTIEST_STARTS}),
         frozenset({V.VOLUNTARY_SWAP, V.RACE_RANDOM, V.ONE_TYPE_WHOLE_GAME, V.MG_REDRAW_ON_SPECIAL})]


def reasons(state: MatschigState) -> list[str]:
    found = RULES.unreachable(state)
    assert all(len({r(lang) for lang in LANGS}) == len(LANGS) for r in found)  # every reason in every language
    return [r("en") for r in found]


def at(**position) -> MatschigState:
    return restore(make_position(**position))


def changed(state: MatschigState, **fields) -> MatschigState:
    return state._replace(**fields)


@pytest.mark.parametrize("variants", [frozenset()] + [frozenset({v}) for v in SINGLE] + MIXES,
                         ids=lambda v: "+".join(sorted(v)) or "default")
def test_random_legal_play_is_always_reachable(variants: frozenset) -> None:
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = RULES.start(rng.randint(3, 6), seed, variants, {"rounds": 2})
        steps = 0
        while True:
            assert reasons(state) == [], (seed, steps, state.phase)
            if RULES.to_move(state) is None:
                break
            _, state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            steps += 1
        assert steps > 0


def test_M2_every_card_accounted_for() -> None:
    state = RULES.start(4, 1, frozenset(), {})
    broken = changed(state, deck=state.deck[:-1])
    assert any("accounted for" in r for r in reasons(broken))


@pytest.mark.parametrize("kind, other", [("W", "S"), ("S", "W")])
def test_M17_a_pile_of_one_type_needs_the_other_type_and_a_defence_card_out_of_play(kind: str, other: str) -> None:
    bare = at(piles=["", f"{kind}2 {kind}5"], seed=3)
    assert not bare.out and any("P2's mud pile holds only" in r for r in reasons(bare))
    without_defence = at(piles=["", f"{kind}2 {kind}5"], out=f"{other}3", seed=3)
    assert any("no umbrella and no special card" in r for r in reasons(without_defence))
    explained = at(piles=["", f"{kind}2 {kind}5"], out=f"{other}3 U4", seed=3)
    assert reasons(explained) == []
    mixed = at(piles=["", "W2 S5"], seed=3)  # an accepted mud: nothing need be out of play
    assert reasons(mixed) == []


def test_M21_between_turns_every_hand_holds_7() -> None:
    short = at(hands=["W1 W2 U1"], seed=4)
    assert any("every hand holds 7 cards" in r and "P1 holds 3" in r for r in reasons(short))
    # the round goes on with an empty draw pile and hands of 2 or 3 cards: not under the default rules
    dry = at(hands=["W1 W2 U1", "W3 U2", "S1 U3", "S2 U4"], deck_size=0, seed=4)
    assert any("every hand holds 7 cards" in r for r in reasons(dry))
    full = at(hands=["W1 W2 W5 U1 U5 U6 PIPE"], deck_size=0, seed=4)
    assert reasons(full) == []


def test_A11_playing_the_pile_out_lets_hands_run_short_once_it_is_empty() -> None:
    dry = at(hands=["W1 W2 U1", "W3 U2", "S1 U3", "S2 U4"], deck_size=0, seed=4, variants={"PLAY_OUT"})
    assert reasons(dry) == []
    not_dry = at(hands=["W1 W2 U1", "W3 U2", "S1 U3", "S2 U4"], deck_size=5, seed=4, variants={"PLAY_OUT"})
    assert any("every hand holds 7 cards" in r for r in reasons(not_dry))


@pytest.mark.parametrize("size", [4, 6])
def test_M8_a_defender_holds_7_while_the_mud_flies(size: int) -> None:
    cards = " ".join(f"U{v}" for v in range(1, size + 1))
    odd = at(hands=[cards], thrown="W2 S5", thrower=1, target=0, race=False, seed=5)
    assert any("the hands are" in r and "short of 7" in r for r in reasons(odd))
    full = at(hands=["U1 U2 U3 U4 U5 U6 U7"], thrown="W2 S5", thrower=1, target=0, race=False, seed=5)
    assert reasons(full) == []


def test_M8_the_thrower_holds_at_most_5_while_the_mud_flies() -> None:
    state = at(hands=["U1 U2 U3 U4 U5 U6 U7"], thrown="W2 S5", thrower=1, target=0, race=False, seed=5)
    thrower_full = changed(state, thrower=2, sender=2)  # P3, who threw nothing, named as the thrower
    assert any("P3 threw this mud" in r for r in reasons(thrower_full))


def test_M19a_every_pipe_played_is_out_of_play() -> None:
    state = at(hands=["U1 U2 U3 U4 U5 U6 U7"], thrown="W2 S5", thrower=1, target=0, race=False, seed=5)
    assert any("pipes" in r for r in reasons(changed(state, pipes=1)))


def test_M2_a_draw_pile_as_dealt_means_nothing_has_happened() -> None:
    fresh = RULES.start(4, 7, frozenset(), {})
    assert reasons(fresh) == []
    moved = changed(fresh, active=(fresh.starter + 1) % 4)
    assert any("start player" in r for r in reasons(moved))


def test_M6_who_just_passed_held_no_water_and_sand_pair() -> None:
    state = at(hands=["W1 W2 W5 U1 U5 U6 PIPE", "W3 S4 W6 U2 U7 BLOWER MACHINEGUN"], to_move=2, deck_size=4,
               seed=6)
    assert any("P2 passed" in r for r in reasons(changed(state, passes=1)))
    assert reasons(changed(state, passes=0)) == []


def test_M26_totals_lie_between_the_card_count_and_the_sum_of_values() -> None:
    state = at(rounds=2, round=2, totals=[15, 0, 0, 0], seed=8)
    assert any("P1 has 15 points from 0 mud cards" in r for r in reasons(state))
    ok = changed(state, received=(("W4", "S5", "W6"), (), (), ()))
    assert reasons(ok) == []
    one_type = changed(state, totals=(3, 0, 0, 0), received=(("W4", "W5", "W6"), (), (), ()))
    assert reasons(one_type) == []  # one type: 1 point a card


def test_A13_the_dirtiest_player_starts_a_later_round() -> None:
    state = at(rounds=2, round=2, totals=[2, 9, 0, 0], variants={"DIRTIEST_STARTS"}, seed=9)
    state = changed(state, received=(("W1", "W1"), ("W4", "S5"), (), ()), starter=0, active=0)
    assert any("dirtiest" in r for r in reasons(state))
    assert reasons(changed(state, starter=1, active=1)) == []


def test_A2_without_the_swap_mud_leaves_play_only_with_a_defence_card() -> None:
    state = at(piles=["W2 S3"], out="W1 W4 S6 S7", seed=10, variants={"SWAP3_OFF"})
    assert any("Without the swap" in r for r in reasons(state))
    assert reasons(changed(state, variants=frozenset())) == []  # with the swap, any 3 cards may leave
