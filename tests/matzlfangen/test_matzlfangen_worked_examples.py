"""§7.4 worked examples driven through the engine on crafted deals (seats: P4 deals, P1 = A forehand)."""
from mz_helpers import Table

from tutor.matzlfangen import game_value
from tutor.matzlfangen.scoring import settle

EX1 = ["LA LX LK SA SX SK E9 H7", "EX EK LO LU SO SU H9 H8", "EA HA HO HU E8 E7 L9 S9",
       "HX EO EU L8 L7 S8 S7 HK"]
EX2 = ["SA EX EK LA LX HA HX E9", "SX SK SO SU S9 S8 S7 EA", "EO EU LK LO LU HK HO E8",
       "E7 L9 L8 L7 HU H9 H8 H7"]
EX3 = ["EO EU E9 LK LO HA HX SK", "E8 E7 LU L9 HK HO SO SU", "EA EX EK LA LX H7 SA SX",
       "L8 L7 HU H9 H8 S9 S8 S7"]


def test_R_MATZL_3_example1_rufen_raises_and_bonus():
    t = Table(EX1)
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    assert t.find("auction-won") == [{"seat": 0, "contract": "rufen"}]
    assert t.state.trump == 2  # Herz, the turned suit (R-BID-3 / §3.1)
    t.play("call EA")
    assert t.state.partner == 2
    assert t.state.turn == 1  # P1 is a known declarer, so P2 is asked first for Schuß
    t.play("raise")  # B: Schuß
    assert t.find("partner-revealed") == []
    evs = t.play("raise")  # C: Re -> reveals C
    assert [e.kind for e in evs][:2] == ["raise", "partner-revealed"]
    assert evs[1].data["how"] == "raise" and evs[1].data["partner"] == 2
    t.play("no raise", "no raise")
    assert t.state.phase == "play" and t.state.turn == 0
    assert [d["name"] for d in t.find("raise")] == ["Schuß", "Re"]
    t.play("play H7", "play H9", "play HA", "play HX")  # C's Sau catches D's Matzl
    caught = t.find("matzl-caught")
    assert caught == [{"seat": 2, "owner": 3, "card": "HX", "side": "declarers", "knowers": [0, 1, 2, 3]}]
    t.finish_with_bots()
    pts = t.find("deal-points")[0]
    assert pts["decl_points"] + pts["def_points"] == 130
    won = pts["decl_points"] >= 66
    v = game_value("rufen", pts["decl_points"], pts["decl_tricks"], 2, "declarers", won)
    assert ("claim" in t.kinds()) == won
    deltas = t.find("settlement")[0]["deltas"]
    assert deltas == [v, -v, v, -v]
    assert sum(deltas) == 0


def test_R_MATZL_2_example2_treiben_kein_wasser_absolution():
    t = Table(EX2)
    t.play("cut", "weiter", "bid treiben", "weiter", "weiter", "trump S")
    assert t.state.declarer == 1 and t.state.trump == 3
    t.play("no raise")         # P1
    t.play("no raise")         # P3 (P2, the soloist, cannot say Schuß and is skipped)
    t.play("raise")            # P4: Schuß
    t.play("raise")            # P2: Re
    t.play("no raise", "no raise", "no raise")
    assert t.state.phase == "play" and t.state.turn == 0  # R-PLAY-1: forehand leads in Treiben
    t.play("play E9", "play EA", "play E8", "play E7")
    t.play("play SX", "play LU", "play L7")
    assert t.legal() == ["play SA"]  # Stichzwang: A must catch the Matzl
    t.play("play SA")
    assert t.find("matzl-caught")[0]["side"] == "defenders"
    t.finish_with_bots()
    pts = t.find("deal-points")[0]
    assert pts["decl_points"] == 107 and pts["def_points"] == 23
    base = [d for d in t.find("value-base")][0]
    assert base["base"] == 2 and base["why"] == "kein-wasser"
    assert t.find("value-raises")[0]["value"] == 4
    assert t.find("value-absolution")[0]["before"] == 4
    assert t.find("settlement")[0]["deltas"] == [0, 0, 0, 0]
    assert "claim-offer" not in t.kinds()


def _play_durch(t: Table, leads: list[str]) -> None:
    from tutor.matzlfangen import RULES
    while t.state.phase == "play":
        if t.state.turn == 2 and not t.state.trick and leads:
            t.play(leads.pop(0))
        else:
            t.play(RULES.hint(t.state).action)


def test_R_SCORE_3_example3_durch_fails():
    t = Table(EX3)
    t.play("cut", "weiter", "weiter", "bid durch", "weiter")
    assert t.state.trump == -1
    t.play("raise")     # A: Schuß
    t.play("no raise")  # C
    assert t.state.phase == "play" and t.state.turn == 2  # R-PLAY-1: the Durch declarer leads
    _play_durch(t, ["play EA", "play EX", "play EK", "play LA", "play LX", "play H7"])
    winners = [d["seat"] for d in t.find("trick-won")]
    assert winners[:5] == [2] * 5 and winners[5] != 2
    assert t.find("matzl-caught") == [] and t.find("matzl-kept") == []
    assert t.find("settlement")[0]["deltas"] == [7, 7, -21, 7]


def test_V_DURCH_STOP_example3_stops_at_first_lost_trick():
    t = Table(EX3, variants={"V-DURCH-STOP"})
    t.play("cut", "weiter", "weiter", "bid durch", "weiter", "raise", "no raise")
    _play_durch(t, ["play EA", "play EX", "play EK", "play LA", "play LX", "play H7"])
    assert len(t.state.tricks) == 6
    assert "durch-stopped" in t.kinds()
    assert t.find("settlement")[0]["deltas"] == [7, 7, -21, 7]


def test_R_SETTLE_1_example4_rufen_lost_badly():
    assert game_value("rufen", 25, 2, 0) == -2
    assert settle("rufen", 0, 2, -2) == (-2, 2, -2, 2)
    assert settle("treiben", 1, None, 4) == (-4, 12, -4, -4)
    assert settle("durch", 2, None, -7) == (7, 7, -21, 7)


def test_V_SOLO_FLAT_settlement():
    assert settle("treiben", 1, None, 4, {"V-SOLO-FLAT"}) == (-1, 4, -2, -1)
    assert settle("treiben", 1, None, -3, {"V-SOLO-FLAT"}) == (1, -3, 1, 1)
