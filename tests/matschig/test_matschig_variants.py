"""One or more tests per named variant of rules/matschig.md §6 (A1-A17)."""
from collections import Counter

import pytest

import tutor
from tutor import IllegalAction
from tutor.matschig import RULES, VARIANTS, completing_card
from tutor.matschig.state import DEFEND, RACE

from matschig_helpers import craft, decline_all, find, kinds, play


def test_A1_MULTI_CARD_THROW_allows_several_of_each():
    s = craft(hands={0: "W1 W2 S3 S4"}, variants={"MULTI_CARD_THROW"})
    legal = RULES.legal_actions(s)
    assert "throw W1 W2 S3 at P2" in legal and "throw W1 W2 S3 S4 at P4" in legal
    s2, ev, _ = play(s, "throw S3 W2 W1 at P2")
    assert "mud-perfect" in kinds(ev) and s2.mud == ("W1", "W2", "S3")


def test_A2_SWAP3_OFF_only_pass():
    s = craft(hands={0: "W1 W2 W3"}, variants={"SWAP3_OFF"})
    assert RULES.legal_actions(s) == ["pass"]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "swap W1 W2 W3")
    assert err.value.kind == "swap-off"


def test_A2_VOLUNTARY_SWAP_even_when_able_to_throw():
    s = craft(hands={0: "W1 S1 U1"}, variants={"VOLUNTARY_SWAP"})
    assert "swap W1 S1 U1" in RULES.legal_actions(s) and "pass" not in RULES.legal_actions(s)
    s2, ev, _ = play(s, "swap W1 S1 U1")
    assert s2.active == 1 and "swap" in kinds(ev)


def test_A4_TARGET_CANNOT_COMPLETE():
    s = craft(hands={0: "W3 S5", 1: "W2", 2: "W2"}, variants={"TARGET_CANNOT_COMPLETE"})
    s2, ev, _ = play(s, "throw W3 S5 at P2")
    assert s2.queue == (2, 3) and 1 not in find(ev, "mud-imperfect").data["eligible"]


def test_A4_THROWER_NEVER_COMPLETES_even_after_a_pipe():
    base = {0: "W3 S5 W2", 1: "PIPE"}
    s = craft(hands=base, variants={"THROWER_NEVER_COMPLETES"})
    s2, _ = decline_all(play(s, "throw W3 S5 at P2")[0])
    s2, ev, _ = play(s2, "PIPE at P3")
    assert 0 not in find(ev, "mud-imperfect").data["eligible"] and s2.queue == (2, 3)
    s = craft(hands=base)  # default: after the pipe the thrower may complete
    s2, _ = decline_all(play(s, "throw W3 S5 at P2")[0])
    s2, ev, _ = play(s2, "PIPE at P3")
    assert s2.phase == RACE and s2.queue == (2, 3, 0)


def test_A5_RACE_TARGET_FIRST_asks_the_target_first():
    s = craft(hands={0: "W3 S5", 1: "W2", 3: "W2"}, variants={"RACE_TARGET_FIRST"})
    s2, _, _ = play(s, "throw W3 S5 at P4")
    assert s2.queue == (3, 1, 2)


def test_A5_RACE_RANDOM_secret_claims_then_seeded_draw():
    s = craft(hands={0: "W3 S5", 1: "W2", 2: "W2", 3: "W2"}, variants={"RACE_RANDOM"})
    s2, ev, _ = play(s, "throw W3 S5 at P2", "complete W2 at P1", "decline", "complete W2 at P3")
    draw = find(ev, "race-draw").data
    assert draw["claimants"] == [1, 3] and draw["seat"] in (1, 3)
    assert s2.phase == DEFEND and s2.sender == draw["seat"]
    assert s2.target == (0 if draw["seat"] == 1 else 2)
    s_again, _, _ = play(s, "throw W3 S5 at P2", "complete W2 at P1", "decline", "complete W2 at P3")
    assert s_again == s2  # the draw comes from the seeded RNG in the state


def test_A5_RACE_REALTIME_refused_needs_live_ui():
    with pytest.raises(ValueError, match="live table"):
        tutor.new_game("matschig", variants={"RACE_REALTIME"})


def test_A6_COMPLETE_ONLY_AFTER_THROW_no_window_after_pipe():
    s = craft(hands={0: "W3 S5", 1: "PIPE", 2: "W2"}, variants={"COMPLETE_ONLY_AFTER_THROW"})
    s2, _ = decline_all(play(s, "throw W3 S5 at P2")[0])
    s2, ev, _ = play(s2, "PIPE at P4")
    assert "window-skipped" in kinds(ev) and s2.phase == DEFEND and s2.target == 3


def test_A7_MUST_REDIRECT_completer_picks_a_new_target():
    s = craft(hands={0: "W3 S5", 2: "W2"}, variants={"MUST_REDIRECT"})
    s2, _, _ = play(s, "throw W3 S5 at P2", "decline")
    assert "complete W2 at P2" not in RULES.legal_actions(s2)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "complete W2 at P2")
    assert err.value.kind == "must-redirect" and err.value.rule == "A7"


def test_A8_PERFECT_BLOCKS_PIPE():
    s = craft(hands={0: "W3 S3", 1: "PIPE"}, variants={"PERFECT_BLOCKS_PIPE"})
    s2, _, _ = play(s, "throw W3 S3 at P2")
    assert not any(a.startswith("PIPE") for a in RULES.legal_actions(s2))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "PIPE at P3")
    assert err.value.kind == "pipe-perfect"


def test_A9_WATERSUIT_ALL_OR_NOTHING():
    s = craft(hands={0: "W7 S7 W4 S3", 1: "WATERSUIT"}, variants={"WATERSUIT_ALL_OR_NOTHING"})
    s2, _, _ = play(s, "throw W7 S7 at P2")
    assert not any(a.startswith("WATERSUIT") for a in RULES.legal_actions(s2))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s2, "WATERSUIT W7")
    assert err.value.kind == "watersuit-all-or-nothing"
    s = craft(hands={0: "W4 S3", 1: "WATERSUIT"}, variants={"WATERSUIT_ALL_OR_NOTHING"})
    s2, _ = decline_all(play(s, "throw W4 S3 at P2")[0])
    assert [a for a in RULES.legal_actions(s2) if a.startswith("WATERSUIT")] == ["WATERSUIT W4 S3"]


FULL = {0: "W5 S5 U1 U1 U1 U1 U2", 1: "MACHINEGUN U3 U3 U3 U3 U5 U5", 2: "W6 W6 W6 S6 S6 S6 U2"}


def test_A10_MG_REDRAW_ON_SPECIAL():
    s = craft(players=3, hands=FULL, deck="W1 W2 W3 W4 S1 S2 S3 S4 S7 PIPE",
              variants={"MG_REDRAW_ON_SPECIAL"})
    s2, ev, _ = play(s, "throw W5 S5 at P2", "MACHINEGUN")
    reveals = [(e.data["seat"], e.data["card"], e.data["outcome"]) for e in ev if e.kind == "mg-reveal"]
    assert reveals == [(2, "PIPE", "redraw"), (2, "S7", "mud"), (0, "S4", "mud")]


def test_A10_MG_KEEP_DEFENCE_CARD():
    s = craft(players=3, hands=FULL, deck="W1 W2 W3 W4 S1 S2 S3 S4 S7 U4",
              variants={"MG_KEEP_DEFENCE_CARD"})
    s2, ev, _ = play(s, "throw W5 S5 at P2", "MACHINEGUN")
    assert "U4" in s2.hands[2] and len(s2.hands[2]) == 8


def test_A11_PLAY_OUT_refills_as_far_as_possible():
    s = craft(hands={0: "W1 S1 U1 U1 U1 U2 U2", 1: "U3 U3 U3 U3 U4 U4 U4"}, deck_size=1,
              variants={"PLAY_OUT"})
    s2, ev, _ = play(s, "throw W1 S1 at P2", "accept")
    assert find(ev, "refill").data == {"draws": [[0, 1]], "deck": 0}
    assert "shortfall" not in kinds(ev)  # PLAY_OUT: no shortfall end, partial refill instead
    assert "played-out" in kinds(ev) and s2.round == 2  # nobody can throw any more


def test_A11_PLAY_OUT_round_ends_when_pile_empty_and_nobody_can_throw():
    s = craft(players=3, hands={0: "W1 S1", 1: "U1", 2: "U2"}, deck_size=0, variants={"PLAY_OUT"})
    s2, ev, _ = play(s, "throw W1 S1 at P2", "accept")
    assert "played-out" in kinds(ev) and s2.round == 2


def test_A12_CLOCKWISE_TURNS():
    s = craft(hands={0: "W1 S1"}, variants={"CLOCKWISE_TURNS"})
    s2, ev, _ = play(s, "throw W1 S1 at P3", "accept")
    assert s2.active == 1 and find(ev, "next-turn").data["why"] == "clockwise"


def test_A13_DIRTIEST_STARTS():
    s = craft(players=3, totals=(1, 9, 9), starter=0, variants={"DIRTIEST_STARTS", "SWAP3_OFF"})
    s2, ev, _ = play(s, "pass", "pass", "pass")
    assert s2.starter == 1 and find(ev, "new-round").data["why"] == "dirtiest"


def test_A14_ROUNDS_PER_PLAYER():
    g = tutor.new_game("matschig", players=5, seed=1, variants={"ROUNDS_PER_PLAYER"})
    assert g.state.rounds == 5


def test_A15_ONE_TYPE_WHOLE_GAME():
    s = craft(players=3, rounds=2, round=2, totals=(2, 0, 0), variants={"ONE_TYPE_WHOLE_GAME", "SWAP3_OFF"},
              piles={0: "S5"})
    s = s._replace(received=(("W4", "W3"), (), ()))  # round 1: two waters (2 points one-type)
    s2, ev, _ = play(s, "pass", "pass", "pass")
    assert find(ev, "round-score").data["totals"] == [3, 0, 0]
    assert s2.totals == (12, 0, 0) and "whole-game-score" in kinds(ev)


def test_A16_TIEBREAK_FEWER_CARDS():
    s = craft(players=3, rounds=2, round=2, variants={"TIEBREAK_FEWER_CARDS", "SWAP3_OFF"},
              piles={0: "W1 W1", 1: "S2"})
    s2, ev, _ = play(s, "pass", "pass", "pass")
    # P1 2 points (2 cards), P2 1 point, P3 0 points: P3 wins outright
    assert RULES.result(s2).winners == (2,)
    s = craft(players=3, rounds=2, round=2, variants={"TIEBREAK_FEWER_CARDS", "SWAP3_OFF"},
              piles={0: "W1 W1", 1: "S2 S3", 2: "W2"}, totals=(0, 0, 1))
    s2, ev, _ = play(s, "pass", "pass", "pass")
    assert s2.totals == (2, 2, 2) and RULES.result(s2).winners == (2,)
    assert find(ev, "game-end").data["tiebreak"] is True


def test_A17_decks_are_data_and_selectable():
    amigo = Counter(tutor.new_game("matschig", seed=1).state.deck)
    g = tutor.new_game("matschig", seed=1, variants={"DECK_FANFOR_1998"})
    s = g.state
    every = Counter(s.deck)
    for h in s.hands:
        every += Counter(h)
    assert sum(every.values()) == 110 and every["W6"] == 0 and every["W1"] == 6
    assert completing_card("W1 S7", variants={"DECK_FANFOR_1998"}) is None
    assert completing_card("W1 S7", variants={"DECK_AMIGO_DEFAULT"}) == "W6"
    assert sum(amigo.values()) == 110 - 28


@pytest.mark.parametrize("name", ["SWAP3_ON_PASS", "RACE_SEAT_ORDER", "SHORTFALL_ENDS",
                                  "DECK_AMIGO_DEFAULT"])
def test_defaults_may_be_named(name):
    g = tutor.new_game("matschig", seed=2, variants={name})
    assert name in g.variants


@pytest.mark.parametrize("combo", [
    {"RACE_TARGET_FIRST", "RACE_RANDOM"}, {"RACE_SEAT_ORDER", "RACE_TARGET_FIRST"},
    {"DECK_AMIGO_DEFAULT", "DECK_FANFOR_1998"}, {"SWAP3_OFF", "VOLUNTARY_SWAP"},
    {"SWAP3_OFF", "SWAP3_ON_PASS"}, {"PLAY_OUT", "SHORTFALL_ENDS"},
    {"MG_REDRAW_ON_SPECIAL", "MG_KEEP_DEFENCE_CARD"}, {"DIRTIEST_STARTS", "ROUNDS_PER_PLAYER"}])
def test_undefined_combinations_refused(combo):
    with pytest.raises(ValueError, match="cannot be combined"):
        tutor.new_game("matschig", variants=combo)


def test_unknown_variant_lists_known_ones():
    with pytest.raises(ValueError) as err:
        tutor.new_game("matschig", variants={"MUDDY_BOOTS"})
    assert "MUDDY_BOOTS" in str(err.value) and "PLAY_OUT" in str(err.value)
    assert len(VARIANTS) == 25
