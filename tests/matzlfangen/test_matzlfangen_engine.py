"""Scenario tests of the deal, auction, call, Spritzen and play, named by rule ID."""
import pytest
from mz_helpers import EX1_HANDS, Table

import tutor
from tutor import IllegalAction
from tutor.matzlfangen.cards import CARD_INDEX, cards_of


def test_R_DEAL_2_four_plus_four_from_forehand():
    t = Table(seed=3)
    deck = t.state.deck
    t.play("cut")
    assert cards_of(t.state.hands[0]) == tuple(sorted(deck[0:4] + deck[16:20]))
    assert cards_of(t.state.hands[3]) == tuple(sorted(deck[12:16] + deck[28:32]))
    assert t.state.turned == deck[31] and deck[31] in cards_of(t.state.hands[3])  # R-DEAL-3


def test_R_DEAL_4_knock_deals_eight_at_once():
    t = Table(seed=3)
    deck = t.state.deck
    assert t.state.turn == 2  # R-DEAL-1: the player on the dealer's (P4's) right
    evs = t.play("knock")
    assert cards_of(t.state.hands[0]) == tuple(sorted(deck[0:8]))
    assert cards_of(t.state.hands[1]) == tuple(sorted(deck[8:16]))
    assert t.state.turned == deck[31]
    assert [e.kind for e in evs][:4] == ["deal-start", "knock", "dealt", "turn-up"]


def test_R_SEAT_4_dealer_rotates_and_scores_run():
    g = tutor.new_game("matzlfangen", players=4, seed=9, deals=3)
    dealers = []
    import random
    r = random.Random(1)
    while not g.is_over:
        dealers.append(g.state.dealer)
        g.play(r.choice(g.legal_actions()))
    assert sorted(set(dealers)) == [0, 1, 3]
    assert len(g.state.history) == 3
    assert sum(g.result().scores) == 0
    assert list(g.result().scores) == [sum(h[i] for h in g.state.history) for i in range(4)]


def test_R_BID_1_each_speaks_once_and_R_BID_3_forehand_plays_rufen():
    t = Table(EX1_HANDS)
    t.play("cut")
    assert t.legal() == ["weiter", "bid treiben", "bid neid", "bid durch", "bid trumpf-durch"]
    t.play("weiter", "weiter", "weiter")
    assert t.state.turn == 3
    t.play("weiter")
    assert t.state.contract == "rufen" and t.state.declarer == 0 and t.state.phase == "call"


def test_R_BID_2_bids_must_be_higher():
    t = Table(EX1_HANDS)
    t.play("cut", "bid durch")
    assert t.legal() == ["weiter", "bid trumpf-durch"]
    with pytest.raises(IllegalAction) as err:
        t.play("bid treiben")
    assert err.value.rule == "R-BID-2" and err.value.kind == "bid-too-low"
    t.play("weiter", "bid trumpf-durch", "weiter")
    assert t.state.contract == "trumpf-durch" and t.state.declarer == 2  # R-BID-4
    assert t.state.trump == 2  # turned suit Herz
    t.play("no raise", "no raise", "no raise")
    assert t.state.turn == 2  # R-PLAY-1: Trumpf-Durch declarer leads


def test_neid_takes_turned_suit_and_forehand_leads():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "bid neid", "weiter", "weiter")
    assert t.state.contract == "neid" and t.state.trump == 2 and t.state.phase == "raise"
    while t.state.phase == "raise":
        t.play("no raise")
    assert t.state.turn == 0


def test_R_BID_5_treiben_names_any_suit_including_turned():
    t = Table(EX1_HANDS)
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter")
    assert t.state.phase == "trump" and t.state.turn == 0
    assert t.legal() == ["trump E", "trump L", "trump H", "trump S"]
    t.play("trump H")
    assert t.state.trump == 2


def test_R_CALL_1_non_trump_not_held():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    calls = t.legal()
    assert "call EA" in calls and "call LA" not in calls and "call HA" not in calls
    assert len(calls) == 24 - 7  # 24 non-trumps, P1 holds 7 of them
    with pytest.raises(IllegalAction) as err:
        t.play("call LA")
    assert err.value.kind == "call-held" and err.value.rule == "R-CALL-1"
    with pytest.raises(IllegalAction) as err:
        t.play("call HA")
    assert err.value.kind == "call-trump"


def test_R_CALL_3_partner_revealed_by_playing_the_called_card():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    assert t.state.public_side[2] == -1
    t.play("play E9", "play EK")
    evs = t.play("play EA")
    assert [e.kind for e in evs] == ["play", "partner-revealed"]
    assert evs[1].data["how"] == "play"


def test_R_SPR_4_defenders_first_and_alternation():
    t = Table(EX1_HANDS)
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump L")
    assert t.state.turn == 1  # P1 is the soloist: skipped, defenders asked from P2
    t.play("raise")
    assert t.state.turn == 0  # declarers' turn: P3, P4 are known defenders and skipped
    closed = Table(EX1_HANDS)
    closed.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump L", "raise", "no raise")
    assert closed.state.phase == "play"  # only the soloist could answer: 4 passes in a row
    t.play("raise")
    assert [d["name"] for d in t.find("raise")] == ["Schuß", "Re"]
    assert t.state.turn == 1


def test_R_SPR_2_at_most_ten_raises():
    t = Table(EX1_HANDS)
    t.play("cut", "bid treiben", "weiter", "weiter", "weiter", "trump L")
    for _ in range(10):
        t.play("raise")
    assert t.find("raise")[-1]["name"] == "Drauffi"
    assert t.state.phase == "play"


def test_R_SPR_3_raise_after_window_refused():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    before = t.state
    with pytest.raises(IllegalAction) as err:
        t.play("raise")
    assert err.value.rule == "R-SPR-3" and err.value.kind == "raise-too-late"
    assert t.state is before


def test_R_SPR_5_hidden_partner_asked_wrong_side_refused():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    assert t.state.turn == 1
    t.play("no raise")
    assert t.state.turn == 2 and t.legal() == ["no raise"]  # the hidden partner may not say Schuß
    with pytest.raises(IllegalAction) as err:
        t.play("raise")
    assert err.value.kind == "raise-first"


def test_R_PLAY_2_refusal_teaches_farbzwang():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    t.play("play SA")
    with pytest.raises(IllegalAction) as err:
        t.play("play H9")
    assert err.value.rule == "R-PLAY-2"
    assert "Schellen" in err.value.text("en") and "Farbzwang" in err.value.text("en")
    assert "Farbzwang" in err.value.text("es")
    with pytest.raises(IllegalAction) as err:
        t.play("play EA")
    assert err.value.kind == "not-in-hand"


def test_R_PLAY_3_play_event_explains_the_legal_set():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    t.play("play SK")
    assert t.legal() == ["play SO", "play SU"] or t.legal() == ["play SU", "play SO"]
    t.play("play SO")
    with pytest.raises(IllegalAction) as err:
        t.play("play L9")
    assert err.value.kind == "must-follow"
    ev = t.play("play S9")[0]
    assert ev.data["reason"] == "follow" and ev.data["legal"] == ["S9"]


def test_R_TRICK_1_and_R_DECK_5_in_a_played_deal():
    t = Table(EX1_HANDS)
    t.play("cut")
    t.finish_with_bots(3)
    tricks = t.find("trick-won")
    assert len(tricks) == 8
    assert sum(d["points"] for d in tricks) == 120
    assert t.find("last-trick")[0]["seat"] == tricks[-1]["seat"]


def test_view_hides_other_hands_and_hidden_partner():
    g = tutor.new_game("matzlfangen", seed=4)
    for a in ("cut", "weiter", "weiter", "weiter", "weiter"):
        g.play(a)
    g.play(g.legal_actions()[0])
    partner = g.state.partner
    other = next(x for x in (1, 2, 3) if x != partner)
    v = g.view(other)
    assert v["hands"][other] is not None and v["hands"][(other + 1) % 4] is None
    assert v["partner"] is None and v["turned"] is not None
    assert v["known_cards"][3] == [v["turned"]]
    assert g.view(partner)["partner"] == partner
    assert g.view(0)["partner"] is None
    assert g.view()["partner"] == partner and all(h is not None for h in g.view()["hands"])


def test_text_and_svg_are_pure():
    g = tutor.new_game("matzlfangen", seed=4)
    g.play("cut")
    assert "P1" in repr(g) and "Turn-up" in g.text()
    svg = g.svg(highlight=["HX"])
    assert svg.startswith("<svg") and svg == g.svg(highlight=["HX"])
    assert g.svg(seat=0).count('data-card=') < svg.count('data-card=')


def test_players_must_be_four():
    for n in (2, 3, 5):
        with pytest.raises(ValueError):
            tutor.new_game("matzlfangen", players=n, seed=1)
    with pytest.raises(ValueError):
        tutor.new_game("matzlfangen", seed=1, deals=0)


def test_card_index_is_complete():
    assert len(CARD_INDEX) == 32
