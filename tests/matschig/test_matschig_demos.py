"""Issue 37 on Matschig: the set-up told as events (M1-M5, M28 or A14, A17 or the deck variant named, A18, A3),
each hand told to its own seat only; RACE_REALTIME refused as a TutorError citing it; the tries a learner might make
(plausible_actions) worded in both languages; the rules a step now cites (M9, M11, M13, M19, M20, M27, A1, A4,
A19, A20); and the search hints (tutor/matschig/demoplay.py) that give every rule ID a stored demo."""
from __future__ import annotations

import random
import re

import pytest

from tutor.core.i18n import LANGS

import tutor
from tutor.core import TutorError
from tutor.core.i18n import rule_ids
from tutor.demos import demos
from tutor.demos.search import Finder
from tutor.matschig import RULES, conceal, demoplay, make_position

SETUP_RULES = {"M1", "M2", "M3", "M4", "M5", "M28", "A3", "A17", "A18"}
NOTATION = re.compile(r"\b[WSU][1-7]\b|\b(PIPE|BLOWER|FLAMETHROWER|WATERSUIT|MACHINEGUN)\b|>")


def _random_game(seed: int, steps: int, variants=(), players: int = 4) -> tutor.Game:
    g = tutor.new_game("matschig", players=players, seed=seed, variants=variants)
    rng = random.Random(seed)
    while not g.is_over and len(g.history) < steps:
        g.play(rng.choice(g.legal_actions()))
    return g


def _told(events, seat, lang="en"):
    return [seen.text(lang) for seen in (e.seen_by(seat) for e in events) if seen is not None]


# -- the set-up --------------------------------------------------------------------------------------------------
def test_a_new_game_tells_its_set_up_citing_the_set_up_rules():
    g = tutor.new_game("matschig", players=5, seed=3)
    assert {e.rule for e in g.setup} == SETUP_RULES
    en = "\n".join(e.text("en") for e in g.setup)
    assert "5 players: P1, P2, P3, P4 and P5" in en and "then P1 again" in en
    assert "the other 75 form the draw pile" in en and "The game has 3 rounds." in en
    assert f"P{g.state.starter + 1} is chosen at random to start round 1." in en
    es = "\n".join(e.text("es") for e in g.setup)
    assert "Juegan 5" in es and "las otras 75 forman el mazo" in es and not NOTATION.search(es + en)


def test_each_seat_is_told_its_own_dealt_hand_and_no_other():
    g = tutor.new_game("matschig", players=4, seed=7)
    dealt = [e for e in g.setup if e.kind == "dealt"]
    assert [e.data["seat"] for e in dealt] == [0, 1, 2, 3] and all(e.rule == "M2" for e in dealt)
    for seat in range(4):
        mine = [e for e in (d.seen_by(seat) for d in dealt) if e is not None]
        assert [e.data["seat"] for e in mine] == [seat]
        assert mine[0].data["cards"] == list(g.state.hands[seat])


def test_no_seat_is_told_in_the_set_up_a_card_it_cannot_see():
    """Non-interference: re-dealing what a seat cannot see changes nothing of the set-up it is told."""
    rng = random.Random(5)
    for seed in range(8):
        g = _random_game(seed, 0 if seed % 2 else rng.randrange(1, 30), players=3 + seed % 4)
        position = g.position()
        for seat in range(g.state.players):
            told = [_told(RULES.setup_events(g.state), seat, lang) for lang in LANGS]
            other = RULES.restore(conceal(position, seat, rng, keep=0))
            assert [_told(RULES.setup_events(other), seat, lang) for lang in LANGS] == told


def test_a_position_in_play_tells_the_table_but_not_a_deal_it_did_not_see():
    g = _random_game(2, 12)
    again = tutor.new_game("matschig", position=g.position())
    assert {e.rule for e in again.setup} == {"M1", "M5", "A17", "M28", "A18"}


def test_the_deck_and_the_rounds_cite_the_variant_that_sets_them():
    fanfor = tutor.new_game("matschig", seed=1, variants={"DECK_FANFOR_1998"}).setup
    assert "DECK_FANFOR_1998" in {e.rule for e in fanfor} and "A17" not in {e.rule for e in fanfor}
    deck = next(e for e in fanfor if e.kind == "deck")
    assert "1 to 5 (6 of each) and 7 (5)" in deck.text("en") and "del 1 al 5 (6 de cada) y el 7 (5)" in deck.text("es")
    amigo = tutor.new_game("matschig", seed=1, variants={"DECK_AMIGO_DEFAULT"}).setup
    assert "DECK_AMIGO_DEFAULT" in {e.rule for e in amigo}
    per_player = tutor.new_game("matschig", players=5, seed=1, variants={"ROUNDS_PER_PLAYER"}).setup
    rounds = next(e for e in per_player if e.kind == "rounds")
    assert rounds.rule == "A14" and "5 rounds" in rounds.text("en") and "5 rondas" in rounds.text("es")
    two = tutor.new_game("matschig", seed=1, rounds=2).setup
    assert "The game has 2 rounds (3 by default)." in [e.text("en") for e in two]


def test_a_new_round_tells_each_seat_its_new_hand_in_the_step():
    g = _random_game(0, 400, players=3)
    step = next(s for s in g.history if "M29" in s.rules)
    dealt = [e for e in step.events if e.kind == "dealt"]
    assert [e.data["seat"] for e in dealt] == [0, 1, 2]
    for seat in range(3):
        assert [e.data["seat"] for e in step.seen_by(seat) if e.kind == "dealt"] == [seat]
    assert "M27" in step.rules  # points are bad: who leads after the round


# -- RACE_REALTIME -----------------------------------------------------------------------------------------------
def test_race_realtime_is_refused_as_a_tutor_error_citing_it():
    with pytest.raises(TutorError) as err:
        tutor.new_game("matschig", variants={"RACE_REALTIME"})
    assert isinstance(err.value, ValueError) and err.value.rule == "RACE_REALTIME"
    assert "live table" in err.value.text("en") and "mesa en vivo" in err.value.text("es")


# -- what a learner might try ------------------------------------------------------------------------------------
@pytest.mark.parametrize("variants", [(), ("SWAP3_OFF",), ("MUST_REDIRECT",), ("PERFECT_BLOCKS_PIPE",),
                                      ("WATERSUIT_ALL_OR_NOTHING",)])
def test_plausible_actions_are_few_and_worded_in_both_languages(variants):
    for seed in range(3):
        g = tutor.new_game("matschig", seed=seed, variants=variants)
        rng = random.Random(seed)
        while not g.is_over and len(g.history) < 150:
            tries = RULES.plausible_actions(g.state)
            assert len(tries) <= 5
            for action in tries:
                en, es = g.describe(action, "en"), g.describe(action, "es")
                assert en and es and en != es and not NOTATION.search(en + es), action
            g.play(rng.choice(g.legal_actions()))


def test_a_pass_while_able_to_throw_is_among_the_tries_and_refused_by_M6():
    g = tutor.new_game("matschig", position=make_position(hands=["W3 S5 U1", None, None, None], seed=1))
    assert "pass" in RULES.plausible_actions(g.state)
    assert g.why_not("pass").rule == "M6"
    assert g.why_not(f"throw W3 S5 at P{g.state.active + 1}").rule == "M8"


def test_two_special_cards_at_once_are_worded_as_tried():
    g = tutor.new_game("matschig", position=make_position(hands=["BLOWER FLAMETHROWER W1 S1"], thrown="W2 S5",
                                                          thrower=1, target=0, race=False, seed=1))
    assert "BLOWER FLAMETHROWER" in RULES.plausible_actions(g.state)
    assert g.describe("BLOWER FLAMETHROWER", "en") == "play the blower and the flamethrower together"
    assert g.describe("BLOWER FLAMETHROWER", "es") == "juega la sopladora y el lanzallamas a la vez"
    assert g.why_not("BLOWER FLAMETHROWER").rule == "M16"


# -- the rules a step now cites ------------------------------------------------------------------------------------
def test_a_special_card_played_is_told_spent_citing_M19():
    g = tutor.new_game("matschig", position=make_position(hands=["BLOWER W1 S1"], thrown="W2 S5", thrower=1,
                                                          target=0, race=False, seed=1))
    step = g.play("BLOWER")
    assert step.rules[:2] == ("M19b", "M19")
    assert "the blower is spent" in step.text("en") and "la sopladora ya se ha usado" in step.text("es")


def test_the_target_asked_in_the_race_cites_M13_and_the_window_closing_M11():
    g = tutor.new_game("matschig", position=make_position(hands=["W3 S5", "", "", ""], to_move=0, seed=2))
    step = g.play("throw W3 S5 at P2")
    ask = step.events[-1]
    assert ask.kind == "race-ask" and ask.rule == "M13" and "P2, the target, may complete it too" in ask.text("en")
    while g.state.phase == "race":
        step = g.play("decline")
    assert "M11" in step.rules


def test_a_mud_of_several_cards_of_a_type_is_perfect_by_its_sums_M9():
    g = tutor.new_game("matschig", variants={"MULTI_CARD_THROW"},
                       position=make_position(hands=["W2 W3 S5", "", "", ""], to_move=0, seed=2,
                                              variants={"MULTI_CARD_THROW"}))
    step = g.play("throw W2 W3 S5 at P2")
    assert step.rules[:2] == ("A1", "M9")
    assert "water 2 + 3 = 5 = sand 5" in step.text("en") and "agua 2 + 3 = 5 = arena 5" in step.text("es")


def test_a_narrowed_race_cites_A4_and_names_who_may_not_complete():
    g = tutor.new_game("matschig", variants={"TARGET_CANNOT_COMPLETE"},
                       position=make_position(hands=["W3 S5", "", "", ""], to_move=0, seed=2,
                                              variants={"TARGET_CANNOT_COMPLETE"}))
    step = g.play("throw W3 S5 at P2")
    told = next(e for e in step.events if e.kind == "mud-imperfect")
    assert told.rule == "A4" and "Anyone but P1 and P2 (the variant “the target may not complete”)" in told.text("en")


# -- the demos ------------------------------------------------------------------------------------------------------
def test_every_rule_id_has_a_stored_demo_that_shows_it():
    stored = demos("matschig")
    assert list(stored) == list(rule_ids("matschig"))
    for rule, d in stored.items():
        if d.kind == "refused":  # shown by its refusal (Demo.check still wants no action only for a set-up)
            got = d.outcome().refusal
            assert got is not None and got.rule == rule and got.text("en") != got.text("es")
            continue
        d.check()


def test_a_demo_of_a_rule_the_default_rules_show_plays_with_no_variant():
    stored = demos("matschig")
    default = [r for r in rule_ids("matschig") if re.fullmatch(r"M\d+[a-e]?", r) and r != "M25"]  # M25: PLAY_OUT
    assert [r for r in default if stored[r].variants] == []


def test_the_search_hints_find_every_rule():
    f = Finder("matschig")
    f.refused_variants()
    demoplay.search(f)
    assert f.missing() == []


def test_every_demo_is_told_in_both_languages_without_notation():
    for rule, d in demos("matschig").items():
        if d.kind == "refused":
            continue
        en, es = d.text("en"), d.text("es")
        body = "\n".join(en.split("\n")[1:]) + "\n".join(es.split("\n")[1:])
        assert en != es and not NOTATION.search(body), (rule, body)
