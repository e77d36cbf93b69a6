"""Issue 37 on Matzlfangen: the set-up told as events (the pack and the table, R-DECK-*, R-SEAT-*), the tries a
learner might make (plausible_actions) worded in both languages, the variants cited in the events they change,
and the demo search hints (tutor/matzlfangen/demoplay.py) that give every rule ID a demo."""
from __future__ import annotations

import random
import re

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.core import Game, TutorError, i18n
from tutor.core.i18n import rule_ids, seat_label
from tutor.demos import demos
from tutor.demos.search import Finder
from tutor.matzlfangen import RULES, conceal, demoplay
from tutor.matzlfangen.cards import CARD_STR, card_name, cards_of
from tutor.matzlfangen.scoring import value_of
from tutor.matzlfangen.setup_texts import SETUP

from mz_helpers import EX1_HANDS, Table

SETUP_RULES = {"R-SEAT-1", "R-SEAT-2", "R-SEAT-4", "R-DECK-1", "R-DECK-2", "R-DECK-3", "R-DECK-4", "R-DECK-6"}
# notation, never learner words: a card code, a contract as notation writes it, a suit letter after "trump"
CODE = re.compile(r"\b[ELHS][AXKOU987]\b|\bbid (rufen|treiben|neid|durch|trumpf-durch)\b|\btrump [ELHS]\b")


def _random_game(seed: int, steps: int, variants=()) -> Game:
    g = tutor.new_game("matzlfangen", seed=seed, variants=variants)
    rng = random.Random(seed)
    while not g.is_over and len(g.history) < steps:
        g.play(rng.choice(g.legal_actions()))
    return g


# -- the set-up ------------------------------------------------------------------------------------------------------
def test_a_new_game_tells_the_pack_and_the_table_citing_the_set_up_rules():
    setup = tutor.new_game("matzlfangen", seed=3).setup
    assert {e.rule for e in setup} == SETUP_RULES
    text = "\n".join(e.text("en") for e in setup)
    assert "32 German-suited cards" in text and "120 in the pack" in text
    assert "In a new game P4 deals first" in text and "Sau (the \"ace\") > Zehn (the ten)" in text
    assert "Zehn (the ten) of the trump suit" in text


@pytest.mark.parametrize("kind", sorted(SETUP))
def test_every_set_up_kind_is_told_in_every_language(kind):
    samples = {e.kind: e.data for seed, steps in ((1, 0), (2, 12), (5, 30)) for e in
               tutor.new_game("matzlfangen", position=_random_game(seed, steps).position()).setup}
    samples.update({e.kind: e.data for e in tutor.new_game("matzlfangen", seed=0, variants={"V-KNOCK-ANY"}).setup})
    said = {lang: i18n.render("matzlfangen", kind, samples[kind], lang) for lang in LANGS}
    assert all(said.values()) and len(set(said.values())) == len(LANGS) and "{" not in "".join(said.values())
    assert not re.search(r"\b(the|and|deals|players|suit)\b", said["es"]), said["es"]
    assert not re.search(r"\b(the|and|deals|players|suit|el|la|y|palos)\b", said["de"]), said["de"]


def test_the_set_up_is_the_same_under_every_variant_but_the_one_that_changes_it():
    """A variant is shown by the set-up only if it changes who decides first (V-KNOCK-ANY)."""
    plain = [(e.rule, e.text("en")) for e in tutor.new_game("matzlfangen", seed=4).setup]
    for v in sorted(RULES.known_variants - {"V-KNOCK-ANY"}):
        assert [(e.rule, e.text("en")) for e in tutor.new_game("matzlfangen", seed=4, variants={v}).setup] == plain
    knock = tutor.new_game("matzlfangen", seed=4, variants={"V-KNOCK-ANY"}).setup
    assert knock[-1].rule == "V-KNOCK-ANY" and "P1 (Vorhand), then P2, may knock" in knock[-1].text("en")


def test_a_position_after_the_cut_tells_its_deal_and_names_the_matzl_once_trumps_are_known():
    g = _random_game(2, 14)
    assert g.state.phase == "play" and g.state.trump >= 0
    setup = tutor.new_game("matzlfangen", position=g.position()).setup
    rules = [e.rule for e in setup]
    assert {"R-SEAT-3", "R-DEAL-3"} <= set(rules) and ("R-DEAL-2" in rules or "R-DEAL-4" in rules)
    matzl = next(e for e in setup if e.rule == "R-DECK-6")
    ten = CARD_STR[g.state.trump * 8 + 1]
    assert f"so the {card_name(ten)('en')} is the Matzl" in matzl.text("en")
    assert f"así que el {card_name(ten)('es')} es el Matzl" in matzl.text("es")
    assert f"also ist die {card_name(ten)('de')} der Matzl" in matzl.text("de")


def test_a_durch_has_no_matzl_in_its_set_up():
    t = Table(EX1_HANDS)
    t.play("cut", "bid durch", "weiter", "weiter", "weiter")
    matzl = next(e for e in RULES.setup_events(t.state) if e.rule == "R-DECK-6")
    assert "this deal has no Matzl" in matzl.text("en") and "no hay Matzl" in matzl.text("es")


def test_a_later_deal_of_a_series_says_who_deals_it():
    g = tutor.new_game("matzlfangen", seed=6, deals=3)
    rng = random.Random(6)
    while g.state.deal_no == 0:
        g.play(rng.choice(g.legal_actions()))
    dealer = next(e for e in tutor.new_game("matzlfangen", position=g.position()).setup if e.rule == "R-SEAT-4")
    assert dealer.text("en") == ("Deal 2 of 3: P4 dealt the first deal and the deal passes clockwise, so P1 deals "
                                 "this one. Its forehand, P2, deals the next.")


def test_no_seat_is_told_in_the_set_up_a_card_it_cannot_see():
    """Non-interference: re-dealing the cards a seat cannot see changes nothing of the set-up it is told, and the
    set-up never names a card another seat holds (but the turn-up, which everyone saw)."""
    rng = random.Random(8)
    checked = 0
    for seed in range(12):
        g = _random_game(seed, rng.randrange(0, 40), variants={"V-TURNUP-TABLE"} if seed % 3 == 0 else ())
        position = g.position()
        for seat in range(4):
            told = [e.seen_by(seat).text(lang) for e in RULES.setup_events(g.state) for lang in LANGS]
            other = RULES.restore(conceal(position, seat, rng))
            assert [e.seen_by(seat).text(lang) for e in RULES.setup_events(other) for lang in LANGS] == told
            hidden = {CARD_STR[c] for x in range(4) if x != seat for c in cards_of(g.state.hands[x])}
            hidden.discard(CARD_STR[g.state.turned] if g.state.turned >= 0 else "")
            names = {card_name(c)(lang) for c in hidden for lang in LANGS}
            assert not any(n in t for n in names for t in told if "Matzl" not in t), (seed, seat)
            checked += 1
    assert checked == 48


# -- what a learner might try ----------------------------------------------------------------------------------------
def test_plausible_actions_hold_the_legal_ones_and_every_card_of_the_hand_and_stay_few():
    for seed in range(6):
        g = tutor.new_game("matzlfangen", seed=seed, variants={"V-TREIBEN-NAME-WITH-BID"} if seed == 2 else ())
        rng = random.Random(seed)
        while not g.is_over:
            tries = RULES.plausible_actions(g.state)
            assert set(g.legal_actions()) <= set(tries) and len(tries) <= 32
            if g.state.phase == "play":
                hand = {f"play {CARD_STR[c]}" for c in cards_of(g.state.hands[g.state.turn])}
                assert hand <= set(tries)
            g.play(rng.choice(g.legal_actions()))
        assert RULES.plausible_actions(g.state) == []


def test_every_try_is_said_in_words_in_both_languages_legal_or_not():
    """The demo's "watch" line says the try with describe(): in words, never in notation, also when refused."""
    seen = 0
    for seed in range(4):
        g = _random_game(seed, 0, variants={"V-TREIBEN-NAME-WITH-BID"} if seed % 2 else ())
        rng = random.Random(seed)
        while not g.is_over:
            for action in RULES.plausible_actions(g.state):
                en, es = g.describe(action, "en"), g.describe(action, "es")
                assert en != es and not CODE.search(en) and not CODE.search(es), (action, en, es)
                seen += 1
            g.play(rng.choice(g.legal_actions()))
    assert seen > 300
    t = Table(EX1_HANDS)
    t.play("cut", "bid durch")
    assert RULES.describe(t.state, "bid durch H", "en") == "bid Durch with Herz (Hearts) as trumps"


def test_the_tries_find_the_refusals_of_the_bidding_the_call_the_raises_and_the_tricks():
    refused = set()
    for seed in range(10):
        for variants in ((), ("V-CONTRACTS-3",), ("V-CALL-SK",)):
            s = RULES.start(4, seed, frozenset(variants), {"deals": 1})
            rng = random.Random(seed)
            while RULES.to_move(s) is not None:
                for action in RULES.plausible_actions(s):
                    try:
                        RULES.apply(s, action)
                    except TutorError as err:
                        refused.add(err.rule)
                legal = RULES.legal_actions(s)
                pick = "weiter" if "weiter" in legal and rng.random() < 0.7 else rng.choice(legal)
                s = RULES.apply(s, pick)[1]
    assert {"R-BID-2", "R-BID-3", "R-CALL-1", "R-SPR-4", "R-SPR-3", "R-PLAY-2", "R-PLAY-3", "R-PLAY-4", "R-PLAY-6",
            "V-CONTRACTS-3", "V-CALL-SK"} <= refused


# -- the variants cited where they change an event -------------------------------------------------------------------
def test_a_trump_called_under_v_call_any_cites_it_and_a_plain_call_does_not():
    t = Table(EX1_HANDS, variants={"V-CALL-ANY"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    s = t.state
    held = set(cards_of(s.hands[s.declarer]))
    trump = next(c for c in range(32) if c // 8 == s.trump and c not in held)
    plain = next(c for c in range(32) if c // 8 != s.trump and c not in held)
    for card, rule in ((trump, "V-CALL-ANY"), (plain, "R-CALL-2")):
        call = next(e for e in RULES.apply(s, f"call {CARD_STR[card]}")[2] if e.kind == "call")
        assert call.rule == rule
        said = "a trump: at this table any card may be called, trumps too" in call.text("en")
        assert said == (rule == "V-CALL-ANY")
        other = next(x for x in range(4) if x not in (s.declarer, call.data["partner"]))
        seen = call.seen_by(other)
        assert seen.kind == "call-seen" and seat_label(call.data["partner"]) not in seen.text("en")
        assert ("que es triunfo" in seen.text("es")) == (rule == "V-CALL-ANY")


def test_losers_on_exactly_30_cite_v_wasser_30_and_are_not_said_to_be_under_30():
    on = value_of("rufen", 100, 6, 0, None, False, {"V-WASSER-30"}).steps[1]
    off = value_of("rufen", 100, 6, 0, None, False, ()).steps[1]
    assert on[0] == "V-WASSER-30" and off[0] == "R-VALUE-1"
    text = i18n.render("matzlfangen", on[1], on[2], "en")
    assert "the losers have 30, which at this table also counts as kein Wasser" in text and "under 30" not in text
    assert value_of("rufen", 101, 6, 0, None, False, {"V-WASSER-30"}).steps[1][0] == "R-VALUE-1"  # 29: the rule


def test_drauffi_closes_the_raising_citing_r_spr_2_even_where_raising_lasts_until_trick_1():
    for variants in ((), ("V-SPR-UNTIL-TRICK1",)):
        t = Table(EX1_HANDS, variants=variants)
        t.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump H")
        while t.state.phase == "raise":
            t.play("raise" if "raise" in t.legal() else "no raise")
        closed = next(e for e in t.events if e.kind == "raise-closed")
        assert closed.rule == "R-SPR-2" and len(t.state.raises) == 10
        assert closed.text("en").endswith("Drauffi is the tenth name, the last raise there is.")
        if variants:
            with pytest.raises(TutorError) as refused:
                RULES.apply(t.state, "raise")
            assert refused.value.rule == "R-SPR-2"
            assert RULES.describe(t.state, "raise", "en") == "raise after Drauffi"


def test_heading_a_trumped_trick_is_refused_citing_v_head_literal_only_at_its_table():
    from tutor.matzlfangen import make_position
    pos = make_position(hands=["LA L7 HU E9", None, None, None], trick="LK H8", to_move=0, contract="treiben",
                        declarer=3, trump="H", seed=5, variants={"V-HEAD-LITERAL"})
    g = tutor.new_game("matzlfangen", position=pos)
    refused = g.why_not("play L7")
    assert refused.rule == "V-HEAD-LITERAL"
    assert "does not beat the best Laub (Leaves) card" in refused.text("en") and "baza fallada" in refused.text("es")
    plain = tutor.new_game("matzlfangen", position=dict(g.position(), variants=[]))
    assert "play L7" in plain.legal_actions()


# -- the demo search hints -------------------------------------------------------------------------------------------
def test_the_search_hints_give_every_rule_a_demo_and_base_rules_one_by_the_default_rules():
    finder = Finder("matzlfangen")
    demoplay.search(finder)
    assert finder.missing() == []
    for rule, d in finder.found.items():
        d.check()
        if rule.startswith("R-"):
            assert d.variants == (), (rule, d.variants)
        else:
            assert d.variants == (rule,), (rule, d.variants)


def test_a_scan_finds_a_rare_deal_end_as_a_replay_that_checks():
    finder = Finder("matzlfangen", wanted={"V-TIE-VOID"})
    demoplay.scan(finder, "V-TIE-VOID", lambda seed: demoplay._policy("rufen"), seeds=400)
    d = finder.found["V-TIE-VOID"]
    d.check()
    assert d.kind == "step" and "65 to 65" in "\n".join(d.happened("en"))
    assert any("65 a 65" in line for line in d.happened("es"))


def test_the_stored_demos_cover_every_rule_id():
    assert set(demos("matzlfangen")) == set(rule_ids("matzlfangen"))
