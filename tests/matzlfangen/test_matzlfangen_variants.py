"""One scenario per named variant of §8 (the value-only ones are also in test_functions.py)."""
import pytest
from mz_helpers import EX1_HANDS, Table

import tutor
from tutor import IllegalAction
from tutor.matzlfangen import KNOWN_VARIANTS


def _to_play(t: Table) -> None:
    while t.state.phase == "raise":
        t.play("no raise")


def test_V_CONTRACTS_3():
    t = Table(EX1_HANDS, {"V-CONTRACTS-3"})
    t.play("cut")
    assert t.legal() == ["weiter", "bid treiben", "bid durch"]
    with pytest.raises(IllegalAction) as err:
        t.play("bid neid")
    assert err.value.rule == "V-CONTRACTS-3"


def test_V_BID_SCHAFKOPF_outbid_player_speaks_again():
    t = Table(EX1_HANDS, {"V-BID-SCHAFKOPF"})
    t.play("cut", "bid treiben", "bid durch", "weiter", "weiter")
    assert t.state.phase == "auction" and t.state.turn == 0
    assert t.legal() == ["weiter", "bid trumpf-durch"]
    t.play("bid trumpf-durch")
    assert t.state.turn == 1
    t.play("weiter")
    assert t.state.contract == "trumpf-durch" and t.state.declarer == 0


def test_V_BID_SCHAFKOPF_all_pass_is_rufen():
    t = Table(EX1_HANDS, {"V-BID-SCHAFKOPF"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    assert t.state.contract == "rufen"


def test_V_TREIBEN_NOT_TURNED():
    t = Table(EX1_HANDS, {"V-TREIBEN-NOT-TURNED"})
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter")
    assert "trump H" not in t.legal()
    with pytest.raises(IllegalAction) as err:
        t.play("trump H")
    assert err.value.rule == "V-TREIBEN-NOT-TURNED"


def test_V_TREIBEN_NAME_WITH_BID():
    t = Table(EX1_HANDS, {"V-TREIBEN-NAME-WITH-BID"})
    t.play("cut")
    assert "bid treiben S" in t.legal() and "bid treiben" not in t.legal()
    with pytest.raises(IllegalAction):
        t.play("bid treiben")
    t.play("bid treiben s", "weiter", "weiter", "weiter")
    assert t.state.trump == 3 and t.state.phase == "raise"
    assert t.state.bids[0] == (0, "treiben S")


def test_V_CALL_ANY_may_call_a_trump():
    t = Table(EX1_HANDS, {"V-CALL-ANY"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    assert "call HA" in t.legal()
    t.play("call HA")
    assert t.state.partner == 2


def test_V_CALL_SK_only_sau_of_a_held_suit_and_duties():
    t = Table(EX1_HANDS, {"V-CALL-SK"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    assert t.legal() == ["call EA"]  # P1 holds Eichel (E9) but no Eichel Sau; holds LA and SA
    with pytest.raises(IllegalAction) as err:
        t.play("call EX")
    assert err.value.kind == "call-sk-sau"
    t.play("call EA")
    _to_play(t)
    t.play("play E9", "play EK")
    assert t.legal() == ["play EA"]  # the called Sau falls when its suit is first led
    with pytest.raises(IllegalAction) as err:
        t.play("play E8")
    assert err.value.kind == "called-sau-play"


def test_V_SPR_UNTIL_TRICK1_raise_while_playing_trick1():
    t = Table(EX1_HANDS, {"V-SPR-UNTIL-TRICK1"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    _to_play(t)
    t.play("play SA")
    assert "raise" in t.legal()  # P2, a defender, may still say Schuß
    t.play("raise")
    assert t.state.turn == 1 and t.state.phase == "play"
    t.play("play SO")
    t.play("play S9", "play S8")
    with pytest.raises(IllegalAction) as err:
        t.play("raise")
    assert err.value.rule == "V-SPR-UNTIL-TRICK1"


def test_V_SPR_MULT_raise_event_and_value():
    t = Table(EX1_HANDS, {"V-SPR-MULT"})
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump L", "raise")
    assert t.find("raise")[0]["mult"] is True
    t.finish_with_bots()
    steps = t.find("value-raises")[0]
    assert steps["value"] == (1 + steps["raises"]) * steps["base"]


def test_V_SPR_ANYONE_FIRST_declarers_may_say_schuss():
    t = Table(EX1_HANDS, {"V-SPR-ANYONE-FIRST"})
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump L")
    assert t.state.turn == 0 and "raise" in t.legal()
    t.play("raise")
    assert t.find("raise")[0]["side"] == "declarers"


def test_V_UT_FREE_and_V_HEAD_LITERAL_in_engine():
    # P1 leads SK, P2 plays ... crafted through legal_cards is in test_functions; here the engine flag
    t = Table(EX1_HANDS, {"V-UT-FREE", "V-HEAD-LITERAL"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    _to_play(t)
    t.play("play SK", "play SU")
    assert t.legal() == ["play S9"]


EXEMPT_HANDS = ["H8 E7 E8 E9 EU EO EK EX", "HK L7 L8 L9 LU LO LK LX", "HA H7 S7 S8 S9 SU SO SK",
                "HX HO HU H9 LA EA SA SX"]


@pytest.mark.parametrize("variants,expected", [((), ["play HA"]),
                                               ({"V-PARTNER-EXEMPT"}, ["play HA", "play H7"])])
def test_V_PARTNER_EXEMPT_known_partner_winning(variants, expected):
    t = Table(EXEMPT_HANDS, variants)
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump E")
    _to_play(t)
    t.play("play H8", "play HK")  # P2, a fellow defender of P3, is winning
    assert t.legal() == expected  # R-PLAY-6 by default: Stichzwang even for your partner


def test_V_TIE_VOID_WASSER_NEID_TDURCH_RAISES_DUE_in_value():
    from tutor.matzlfangen import game_value
    assert game_value("rufen", 65, 3, 1, variants={"V-TIE-VOID"}) == 0
    assert game_value("treiben", 100, 7, variants={"V-WASSER-30"}) == 2
    assert game_value("neid", 70, 5, variants={"V-NEID-BASE2"}) == 2
    assert game_value("trumpf-durch", 120, 7, variants={"V-TDURCH-7"}) == -7
    assert game_value("treiben", 50, 3, 3, "declarers", variants={"V-MATZL-RAISES-DUE"}) == -3


def test_V_MATZL_AUTO_no_claim_phase():
    from test_matzlfangen_worked_examples import EX1
    t = Table(EX1, {"V-MATZL-AUTO"})
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA", "raise", "raise", "no raise", "no raise")
    t.play("play H7", "play H9", "play HA", "play HX")
    t.finish_with_bots()
    assert "claim-offer" not in t.kinds()
    if t.find("value-bonus"):
        assert t.find("value-bonus")[0]["auto"] is True


def test_V_MATZL_NO_DURCH_no_matzl_in_trumpf_durch():
    t = Table(EX1_HANDS, {"V-MATZL-NO-DURCH"})
    t.play("cut", "weiter", "weiter", "bid trumpf-durch", "weiter")
    t.finish_with_bots()
    assert t.find("matzl-caught") == [] and t.find("matzl-kept") == []


def test_R_MATZL_1_applies_in_trumpf_durch_by_default():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "bid trumpf-durch", "weiter")
    t.finish_with_bots()
    assert len(t.find("matzl-caught") + t.find("matzl-kept")) == 1


def test_V_KNOCK_ANY_forehand_asked_first():
    t = Table(EX1_HANDS, {"V-KNOCK-ANY"})
    assert t.state.turn == 0 and t.legal() == ["knock", "weiter"]
    t.play("weiter", "weiter")
    assert t.state.turn == 2 and t.legal() == ["cut", "knock"]
    t2 = Table(seed=1, variants={"V-KNOCK-ANY"})
    t2.play("knock")
    assert t2.state.packets == 8 and t2.find("knock")[0]["seat"] == 0


def test_V_TURNUP_TABLE_view():
    g = tutor.new_game("matzlfangen", seed=2, variants={"V-TURNUP-TABLE"})
    g.play("cut")
    assert g.view(0)["turnup_on_table"] is True
    g2 = tutor.new_game("matzlfangen", seed=2)
    g2.play("cut")
    assert g2.view(0)["turnup_on_table"] is False and g2.view(0)["turnup_with_dealer"] is True


def test_V_SOLO_LEADS():
    t = Table(EX1_HANDS, {"V-SOLO-LEADS"})
    t.play("cut", "weiter", "bid treiben", "weiter", "weiter", "trump L")
    _to_play(t)
    assert t.state.turn == 1


def test_unknown_and_conflicting_variants():
    with pytest.raises(ValueError, match="known"):
        tutor.new_game("matzlfangen", seed=1, variants={"V-NOPE"})
    with pytest.raises(ValueError, match="cannot be combined"):
        tutor.new_game("matzlfangen", seed=1, variants={"V-CALL-ANY", "V-CALL-SK"})
    with pytest.raises(ValueError):
        tutor.new_game("matzlfangen", seed=1, variants={"V-CONTRACTS-3", "V-NEID-BASE2"})
    assert len(KNOWN_VARIANTS) == 24
