"""Issue 13 §4: the rule and text fixes, named by rule ID (the rules file as updated)."""
import random
import re

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.core import i18n
from tutor.core.bots import HINT_BOT
from tutor.matzlfangen.cards import card_name
from tutor.matzlfangen.scoring import settle


def _random_games(n: int, seed: int = 0, variants=()):
    r = random.Random(seed)
    for i in range(n):
        g = tutor.new_game("matzlfangen", seed=r.randrange(10**6), variants=variants)
        while not g.is_over:
            g.play(r.choice(g.legal_actions()))
        yield g


def test_R_DECK_6_only_the_trump_ten_is_called_the_matzl():
    assert card_name("HX", trump="H")("en") == "Herz Zehn (the Matzl)"
    assert card_name("HX", trump="H")("de") == "Herz-Zehn (der Matzl)"
    for lang in LANGS:
        assert "Matzl" not in card_name("EX", trump="H")(lang) and "Matzl" not in card_name("HX", None)(lang)
    for g in _random_games(25, seed=6):
        trump = "ELHS"[g.state.trump] if g.state.trump >= 0 else None
        names = {"Eichel": "E", "Laub": "L", "Herz": "H", "Schellen": "S"}
        for step in g.history:
            for lang in LANGS:
                for seat in (None, 0, 1, 2, 3):
                    for suit in re.findall(r"\b(Eichel|Laub|Herz|Schellen)[ -]Zehn \((?:the|el|der|den|dem) Matzl\)",
                                           step.text(lang, seat=seat)):
                        assert names[suit] == trump
    for lang in LANGS:
        assert "Matzl" not in i18n.rule_text("matzlfangen", "R-DECK-3", lang)
        assert "Matzl" in i18n.rule_text("matzlfangen", "R-DECK-6", lang)


def test_R_DECK_3_koenig_ober_and_unter_are_glossed():
    from tutor.matzlfangen import RANK_GLOSS
    from tutor.lessons import LESSONS
    first = LESSONS["matzlfangen"][0]
    for rank, en, es in (("K", "the king", "el rey"), ("O", "the upper knave", "el caballo"),
                         ("U", "the lower knave", "la sota"), ("A", 'the "ace"', "el «as»")):
        assert RANK_GLOSS[rank]("en") == en and RANK_GLOSS[rank]("es") == es
        assert en.replace('"', "") in first.text("en").replace("“", "").replace("”", "") and es in first.text("es")
    for word in ("King", "upper knave", "lower knave"):
        assert word in i18n.rule_text("matzlfangen", "R-DECK-3", "en")
    for word in ("el rey", "el caballo", "la sota"):
        assert word in i18n.rule_text("matzlfangen", "R-DECK-3", "es")


def test_R_MATZL_3_the_claim_prompt_comes_after_the_deals_result():
    g = tutor.new_game("matzlfangen", seed=2074)
    bot = HINT_BOT
    while not g.is_over:
        step = g.play(bot.choose(g))
        kinds = [e.kind for e in step.events]
        if "claim-offer" in kinds:
            offer = kinds.index("claim-offer")
            assert offer == len(kinds) - 1  # the last thing told before the claim
            for result in ("deal-points", "outcome-points", "value-base", "value-raises"):
                assert kinds.index(result) < offer
            assert "value-bonus" not in kinds and "value-bonus-lost" not in kinds
            after = [e.kind for e in g.play("claim").events]
            assert after[:3] == ["claim", "value-bonus", "settlement"]
            return
    raise AssertionError("seed 2074 is expected to offer the Matzl claim")


def test_R_VALUE_1_and_R_SETTLE_1_are_in_the_rulebook_and_cited():
    for rule in ("R-VALUE-1", "R-SETTLE-1"):
        for lang in LANGS:
            assert i18n.rule_text("matzlfangen", rule, lang)
    rules = {e.rule for g in _random_games(10, seed=3) for s in g.history for e in s.events}
    assert {"R-VALUE-1", "R-SETTLE-1"} <= rules
    assert next(_random_games(1)).result().termination == "R-SETTLE-1"


@pytest.mark.parametrize("declarer,value,deltas", [
    (0, 5, (5, -2, -2, -1)), (0, -5, (-5, 2, 2, 1)), (0, 4, (4, -2, -1, -1)), (0, 3, (3, -1, -1, -1)),
    (2, 5, (-2, -1, 5, -2)), (1, 7, (-2, 7, -3, -2)), (3, 1, (-1, 0, 0, 1)), (3, -2, (1, 1, 0, -2)),
])
def test_V_SOLO_FLAT_the_remainder_goes_one_point_each_clockwise_from_the_soloists_left(declarer, value, deltas):
    assert settle("treiben", declarer, None, value, {"V-SOLO-FLAT"}) == deltas and sum(deltas) == 0


def test_R_SETTLE_1_a_solo_pays_three_times():
    assert settle("treiben", 1, None, 4) == (-4, 12, -4, -4)
    assert settle("durch", 2, None, -7) == (7, 7, -21, 7)


def _texts(kind: str, lang: str):
    for g in _random_games(20, seed=11):
        for step in g.history:
            for e in step.events:
                if e.kind == kind:
                    yield e, e.text(lang)


def test_plurals_come_from_the_i18n_layer():
    for e, text in _texts("raise-closed", "en"):
        n = e.data["raises"]
        assert ("with 1 raise:" in text) if n == 1 else (f"with {n} raises" in text or n == 0)
    for e, text in _texts("deal-points", "es"):
        n = e.data["decl_tricks"]
        assert f"en {n} {'baza' if n == 1 else 'bazas'}" in text
    assert i18n.render("matzlfangen", "value-raises", {"raises": 1, "base": 2, "value": 3, "mult": False},
                       "en") == "Step 2: 1 raise adds 1: 2 + 1 = 3."
    assert i18n.render("matzlfangen", "series-over", {"scores": [0] * 4, "winners": [0, 1, 2, 3], "deals": 1},
                       "es").startswith("Se acabó la serie de 1 reparto:")


def test_spanish_agrees_with_el_bando_and_uses_one_word_for_the_dealer_and_the_turned_card():
    for side in ("declarers", "defenders"):
        offer = i18n.render("matzlfangen", "claim-offer", {"side": side, "seat": 0, "value": 2}, "es")
        assert offer.startswith("El bando") and "cazó el Matzl y ganó" in offer
        caught = i18n.render("matzlfangen", "matzl-caught", {"side": side, "seat": 0, "owner": 1, "card": "HX",
                                                             "hidden_partner": None}, "es")
        assert "pierde, no paga nada" in caught
    g = tutor.new_game("matzlfangen", seed=3)
    texts = [g.text("es"), g.text("es", seat=0)]
    for step in next(_random_games(1, seed=4)).history:
        texts.append(step.text("es"))
    texts += [i18n.rule_text("matzlfangen", r, "es") for r in i18n.rule_ids("matzlfangen")]
    joined = "\n".join(texts)
    assert "el que da" not in joined and "Carta vuelta" not in joined and "subidas: ninguno" not in joined
    assert "repartidor" in joined and "volteada" in joined


def test_R_PLAY_3_spanish_legal_cards_agree_in_number():
    one = i18n.render("matzlfangen", "play", {"seat": 0, "card": "SA", "legal": ["SA"], "reason": "head",
                                              "led": "S", "trump": "H", "trick_no": 1, "partner": None}, "es")
    two = i18n.render("matzlfangen", "play", {"seat": 0, "card": "SA", "legal": ["SA", "SX"], "reason": "head",
                                              "led": "S", "trump": "H", "trick_no": 1, "partner": None}, "es")
    assert "Solo se podía jugar la Schellen Sau" in one and "Se podían jugar Schellen Sau y Schellen Zehn" in two
