"""Every concrete claim of a Matzlfangen rule text (tutor/matzlfangen/rulebook.py), checked on the engine: one
test per rule ID, named after it, keyed on engine facts (not on the text's English wording). The last tests
check that each rule ID has such a test and that no rule text points at a source, a section or the engine."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from mz_helpers import EX1_HANDS, Table

from tutor.matzlfangen import (CARD_POINTS, CARD_STR, DEAL_POINTS, LAST_TRICK_BONUS, RAISE_NAMES, RULES, SUIT_NAMES,
                               SUITS, WIN_POINTS, card_points, game_value, legal_cards, trick_winner)
from tutor.matzlfangen.cards import CARD_INDEX, cards_of
from tutor.matzlfangen.deal import hands_from_deck
from tutor.matzlfangen.play import tally
from tutor.core.i18n import LANGS
from tutor.matzlfangen.rulebook import _BOOK, RULE_IDS
from tutor.matzlfangen.scoring import MAX_RAISES, settle
from tutor.matzlfangen.state import DECLARERS, DEFENDERS, UNKNOWN, side

RANKS = "AXKOU987"


def dealt(hands=EX1_HANDS, variants=(), deals: int = 1) -> Table:
    """The worked example's deal (P4 deals, P1 is forehand; P4's last card, HK, is the turn-up), cut."""
    t = Table(hands, variants, deals=deals)
    t.play("cut")
    return t


def auction(t: Table, *speeches: str) -> Table:
    t.play(*speeches)
    return t


def played_out(t: Table) -> Table:
    while t.state.phase not in ("claim", "over"):
        t.play(RULES.hint(t.state).action)
    return t


# -- the cards --------------------------------------------------------------------------------------------------
def test_R_DECK_1_32_cards_in_4_suits_of_8():
    assert len(CARD_STR) == 32 and len(set(CARD_STR)) == 32
    assert {s: sum(c[0] == s for c in CARD_STR) for s in SUITS} == {s: 8 for s in SUITS}


def test_R_DECK_2_four_suits_none_outranks_another():
    assert [SUIT_NAMES[s]("en").split()[0] for s in SUITS] == ["Eichel", "Laub", "Herz", "Schellen"]
    for a in SUITS:  # without trumps the led suit wins, whichever suits meet
        for b in SUITS:
            if a != b:
                assert trick_winner(f"{a}7 {b}A") == 0


def test_R_DECK_3_the_same_order_in_every_suit_trumps_too_and_no_permanent_trumps():
    for s in SUITS:
        for trump in (None, s):
            for hi, lo in zip(RANKS, RANKS[1:]):
                assert trick_winner(f"{s}{lo} {s}{hi}", trump=trump) == 1
    assert trick_winner("E7 LO HU", trump="S") == 0  # an Ober or Unter of another suit is a plain card


def test_R_DECK_4_card_points_and_120_in_all():
    assert [card_points(f"H{r}") for r in RANKS] == [11, 10, 4, 3, 2, 0, 0, 0]
    assert sum(CARD_POINTS) == 120


def test_R_DECK_5_the_last_trick_adds_10_and_a_deal_holds_130():
    assert LAST_TRICK_BONUS == 10 and DEAL_POINTS == 130
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA")
    s = played_out(t).state
    points, _ = tally(s)
    cards = sum(CARD_POINTS[c] for _, trick, w in s.tricks if side(s, w) == DECLARERS for c in trick)
    assert points - cards == (10 if side(s, s.tricks[-1][2]) == DECLARERS else 0)
    defenders = sum(CARD_POINTS[c] for _, trick, w in s.tricks if side(s, w) == DEFENDERS for c in trick)
    assert points + defenders + (10 if side(s, s.tricks[-1][2]) == DEFENDERS else 0) == 130


def test_R_DECK_6_the_matzl_is_the_trump_ten_and_a_durch_has_none():
    t = auction(dealt(), "weiter", "weiter", "weiter", "bid durch")
    while t.state.phase == "raise":
        t.play("no raise")
    played_out(t)
    assert t.state.trump < 0 and t.state.matzl == ""
    with pytest.raises(ValueError):
        game_value("durch", 0, 8, matzl="defenders")


# -- seats and the deal -------------------------------------------------------------------------------------------
def test_R_SEAT_1_four_players_and_the_contract_sets_the_sides():
    assert RULES.min_players == RULES.max_players == 4
    rufen = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA").state
    assert sorted(side(rufen, x) for x in range(4)) == [DEFENDERS, DEFENDERS, DECLARERS, DECLARERS]
    solo = auction(dealt(), "bid treiben", "weiter", "weiter", "weiter").state
    assert sorted(side(solo, x) for x in range(4)) == [DEFENDERS, DEFENDERS, DEFENDERS, DECLARERS]


def test_R_SEAT_2_dealing_bidding_and_play_go_clockwise():
    t = dealt()
    speakers = []
    while t.state.phase == "auction":
        speakers.append(t.state.turn)
        t.play("weiter")
    assert speakers == [0, 1, 2, 3]
    t.play("call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    order = []
    while len(t.state.trick) < 3:
        order.append(t.state.turn)
        t.play(RULES.hint(t.state).action)
    order.append(t.state.turn)
    assert order == [(order[0] + i) % 4 for i in range(4)]


def test_R_SEAT_3_vorhand_sits_on_the_dealers_left():
    t = dealt()
    assert t.state.dealer == 3 and t.state.turn == 0  # P1, on P4's left, speaks first


def test_R_SEAT_4_p4_deals_first_and_this_deals_forehand_deals_next():
    t = Table(seed=5, deals=3)
    dealers = []
    while t.state.phase != "over":
        if t.state.phase == "cut":
            dealers.append(t.state.dealer)
        t.play(RULES.hint(t.state).action)
    assert dealers[0] == 3 and dealers == [3, 0, 1]


def test_R_DEAL_1_the_player_on_the_dealers_right_cuts():
    t = Table(EX1_HANDS)
    assert t.state.turn == 2 and set(t.legal()) == {"cut", "knock"}  # P3 sits on P4's right


def test_R_DEAL_2_two_packets_of_4_from_forehand():
    deck = list(range(32))
    hands = hands_from_deck(deck, 4, 3)
    assert set(cards_of(hands[0])) == {0, 1, 2, 3, 16, 17, 18, 19}  # forehand P1 gets the first packet
    assert all(len(cards_of(h)) == 8 for h in hands)


def test_R_DEAL_3_the_dealers_last_card_is_turned_and_known_to_all():
    t = dealt()
    turned = CARD_STR[t.state.turned]
    assert turned == "HK" and turned in EX1_HANDS[3].split() and t.state.hands[3] >> t.state.turned & 1
    assert all(RULES.view(t.state, seat)["turned"] == "HK" for seat in range(4))


def test_R_DEAL_4_a_knock_deals_all_8_in_one_packet_and_the_last_is_still_turned():
    t = Table(EX1_HANDS)
    t.play("knock")
    deck = list(Table(EX1_HANDS).state.deck)
    assert t.state.packets == 8 and t.state.hands == hands_from_deck(deck, 8, 3)
    assert t.state.turned == deck[31] and t.state.hands[3] >> deck[31] & 1


# -- the auction and the call --------------------------------------------------------------------------------------
def test_R_BID_1_the_auction_starts_with_forehand_and_everyone_speaks_once():
    t = auction(dealt(), "weiter", "bid treiben", "weiter", "weiter")
    assert [who for who, _ in t.state.bids] == [0, 1, 2, 3] and t.state.phase != "auction"


def test_R_BID_2_weiter_or_a_higher_contract_in_the_order_of_the_text():
    t = dealt()
    assert {a for a in t.legal() if a.startswith("bid")} == {"bid treiben", "bid neid", "bid durch",
                                                                "bid trumpf-durch"}
    t.play("bid neid")
    assert {a for a in t.legal() if a.startswith("bid")} == {"bid durch", "bid trumpf-durch"}
    assert "weiter" in t.legal()


def test_R_BID_3_all_weiter_and_forehand_plays_rufen():
    s = auction(dealt(), "weiter", "weiter", "weiter", "weiter").state
    assert (s.contract, s.declarer) == ("rufen", 0)


def test_R_BID_4_the_highest_bid_wins_and_its_bidder_declares():
    s = auction(dealt(), "bid treiben", "weiter", "bid durch", "weiter").state
    assert (s.contract, s.declarer) == ("durch", 2)


def test_R_BID_5_what_the_declarer_names_and_which_trumps_each_contract_has():
    t = auction(dealt(), "bid treiben", "weiter", "weiter", "weiter")
    assert sorted(t.legal()) == ["trump E", "trump H", "trump L", "trump S"]  # any suit, the turned one too
    for contract in ("neid", "trumpf-durch"):
        s = auction(dealt(), f"bid {contract}", "weiter", "weiter", "weiter").state
        assert SUITS[s.trump] == "H"  # the turned suit (HK)
    assert auction(dealt(), "bid durch", "weiter", "weiter", "weiter").state.trump < 0
    rufen = auction(dealt(), "weiter", "weiter", "weiter", "weiter")
    assert rufen.state.phase == "call"


def test_R_CALL_1_a_card_that_is_no_trump_and_not_in_forehands_hand():
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter")
    calls = {a.split()[1] for a in t.legal()}
    held = set(EX1_HANDS[0].split())
    assert calls == {c for c in CARD_STR if c[0] != "H" and c not in held}


def test_R_CALL_2_the_holder_is_the_partner_and_one_always_exists():
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter")
    for action in t.legal():
        card = action.split()[1]
        after = Table(EX1_HANDS)
        after.play("cut", "weiter", "weiter", "weiter", "weiter", action)
        holder = next(x for x in range(4) if card in EX1_HANDS[x].split())
        assert after.state.partner == holder != 0


def test_R_CALL_3_the_partnership_is_secret_until_the_card_is_played_or_the_partner_raises():
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA")
    assert t.state.partner == 2 and t.state.public_side[2] == UNKNOWN
    t.play("raise")  # P2 (a defender) says Schuß
    assert t.state.public_side[2] == UNKNOWN
    t.play("raise")  # P3 answers Re: only the declaring side may, so P3 is shown as P1's partner
    assert t.state.public_side[2] == DECLARERS


# -- raising ----------------------------------------------------------------------------------------------------
def test_R_SPR_1_each_raise_adds_one_no_doubling():
    assert [game_value("treiben", 80, 5, raises=r) for r in range(4)] == [1, 2, 3, 4]


def test_R_SPR_2_the_names_in_order_and_at_most_10():
    assert RAISE_NAMES == ("Schuß", "Re", "Sub", "Dut", "Hirsch", "Gams", "Jager", "Gweih", "Auffi", "Drauffi")
    assert MAX_RAISES == 10
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA")
    while t.state.phase == "raise":
        t.play("raise" if "raise" in t.legal() else "no raise")
    assert len(t.state.raises) == 10 and t.state.phase == "play"


def test_R_SPR_3_raising_only_before_the_first_card():
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    assert "raise" not in t.legal()
    t.play(t.legal()[0])
    assert "raise" not in t.legal()


def test_R_SPR_4_defenders_first_then_alternating_any_member_and_a_partners_raise_reveals():
    t = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA")
    assert t.state.turn == 1  # P1 declares and may not say Schuß: the defenders raise first
    t.play("raise")  # P2, a defender
    t.play("raise")  # P3, the hidden partner, answers Re
    assert [sd for _, sd in t.state.raises] == [DEFENDERS, DECLARERS] and t.state.public_side[2] == DECLARERS


def test_R_SPR_5_asked_in_turn_and_over_when_everyone_able_has_passed():
    t = auction(dealt(), "bid treiben", "weiter", "weiter", "weiter", "trump H")
    asked = []
    while t.state.phase == "raise":
        asked.append(t.state.turn)
        t.play("no raise")
    assert asked == [1, 2, 3]  # P1, the soloist, may not say Schuß: skipped; the others pass in a row


# -- trick play -------------------------------------------------------------------------------------------------
def test_R_PLAY_1_who_leads_and_only_cards_from_your_hand():
    rufen = auction(dealt(), "weiter", "weiter", "weiter", "weiter", "call EA")
    while rufen.state.phase == "raise":
        rufen.play("no raise")
    assert rufen.state.turn == 0  # forehand
    durch = auction(dealt(), "weiter", "weiter", "bid durch", "weiter")
    while durch.state.phase == "raise":
        durch.play("no raise")
    assert durch.state.turn == 2  # the declarer
    assert all(CARD_INDEX[a.split()[1]] in cards_of(durch.state.hands[2]) for a in durch.legal())


def test_R_PLAY_2_follow_suit_and_a_trump_lead_asks_for_trumps():
    assert legal_cards("S7 SA H8 EX", trick="SK", trump="H") == ["SA"]
    assert legal_cards("S7 H8 EX", trick="HK", trump="H") == ["H8"]


def test_R_PLAY_3_head_if_you_can_and_a_trumped_trick_frees_the_suit():
    assert legal_cards("S7 SA H8 EX", trick="SK", trump="H") == ["SA"]
    assert legal_cards("S7 SA HU", trick="SK H8", trump="H") == ["S7", "SA"]


def test_R_PLAY_4_trump_over_trump_if_able_else_a_lower_trump():
    assert legal_cards("H9 HA E7", trick="SK", trump="H") == ["H9", "HA"]
    assert legal_cards("H9 HA E7", trick="SK HO", trump="H") == ["HA"]
    assert legal_cards("H9 H7 EX", trick="SK HA", trump="H") == ["H9", "H7"]


def test_R_PLAY_5_free_without_the_suit_and_trumps_and_no_trumps_in_durch():
    assert legal_cards("EA E9 L8", trick="SK", trump="H") == ["EA", "E9", "L8"]
    assert legal_cards("EA H9 L8", trick="SK", trump=None) == ["EA", "H9", "L8"]


def test_R_PLAY_6_the_compulsions_hold_when_your_partner_is_winning():
    assert legal_cards("LA L7 E8", trick="LK", trump="H", partner_winning=True) == ["LA"]


def test_R_TRICK_1_the_highest_trump_else_the_highest_of_the_led_suit():
    assert trick_winner("SK H8 SA", trump="H") == 1
    assert trick_winner("SK H8 HO", trump="H") == 2
    assert trick_winner("SK EA SA", trump="H") == 2


# -- the Matzl, the result, the value, the settlement ---------------------------------------------------------------
def test_R_MATZL_1_caught_only_from_the_other_side_and_not_in_plain_durch():
    assert game_value("treiben", 80, 5, matzl="declarers", bonus_claimed=True) == 2
    with pytest.raises(ValueError):
        game_value("durch", 0, 8, matzl="declarers")


def test_R_MATZL_2_absolution_raises_included():
    assert game_value("treiben", 80, 5, raises=3, matzl="defenders") == 0
    assert game_value("treiben", 20, 2, raises=3, matzl="declarers") == 0


def test_R_MATZL_3_the_bonus_is_claimed_or_lost():
    assert game_value("treiben", 80, 5, matzl="declarers", bonus_claimed=True) == 2
    assert game_value("treiben", 80, 5, matzl="declarers", bonus_claimed=False) == 1


def test_R_SCORE_1_each_sides_points_and_the_last_trick_make_130():
    t = played_out(auction(dealt(), "bid treiben", "weiter", "weiter", "weiter", "trump H", *["no raise"] * 3))
    s = t.state
    points, _ = tally(s)
    other = sum(CARD_POINTS[c] for _, trick, w in s.tricks if side(s, w) == DEFENDERS for c in trick)
    other += 10 if side(s, s.tricks[-1][2]) == DEFENDERS else 0
    assert points + other == 130


def test_R_SCORE_2_66_wins_and_65_65_loses():
    assert WIN_POINTS == 66
    assert game_value("rufen", 66, 4) > 0 and game_value("treiben", 65, 4) < 0 and game_value("neid", 65, 4) < 0


def test_R_SCORE_3_a_durch_wins_only_with_8_tricks_and_all_8_are_played():
    assert game_value("durch", 20, 8) > 0 and game_value("trumpf-durch", 125, 7) < 0
    t = auction(dealt(), "weiter", "weiter", "bid durch", "weiter")
    while t.state.phase == "raise":
        t.play("no raise")
    played_out(t)
    assert len(t.state.tricks) == 8


def test_R_VALUE_1_base_1_2_under_30_3_without_a_trick_durch_6_then_raises_then_the_matzl():
    assert game_value("treiben", 100, 6) == 1 and game_value("treiben", 101, 7) == 2
    assert game_value("treiben", 130, 8) == 3 and game_value("rufen", 29, 1) == -2
    assert game_value("rufen", 30, 1) == -1
    assert game_value("durch", 0, 8) == 6 == game_value("trumpf-durch", 0, 8)
    assert game_value("treiben", 101, 7, raises=2, matzl="declarers", bonus_claimed=True) == 5


def test_R_SETTLE_1_zero_sum_rufen_v_each_solo_3v():
    assert settle("rufen", 0, 2, 3) == (3, -3, 3, -3)
    assert settle("treiben", 1, None, 2) == (-2, 6, -2, -2)
    assert settle("treiben", 1, None, -2) == (2, -6, 2, 2)


# -- variants the other test files do not yet check claim by claim ---------------------------------------------------
def test_V_WASSER_30_30_points_count_as_kein_wasser():
    assert game_value("rufen", 30, 2) == -1 and game_value("rufen", 30, 2, variants={"V-WASSER-30"}) == -2
    assert game_value("rufen", 31, 2, variants={"V-WASSER-30"}) == -1


def test_V_NEID_BASE2_a_neid_spiel_is_worth_2_3_or_4():
    v = {"V-NEID-BASE2"}
    assert [game_value("neid", p, t, variants=v) for p, t in ((100, 6), (101, 7), (130, 8))] == [2, 3, 4]
    assert game_value("treiben", 100, 6, variants=v) == 1


def test_V_TDURCH_7_a_trumpf_durch_is_worth_7():
    assert game_value("trumpf-durch", 0, 8, variants={"V-TDURCH-7"}) == 7
    assert game_value("durch", 0, 8, variants={"V-TDURCH-7"}) == 6


def test_V_MATZL_RAISES_DUE_absolution_cancels_the_base_not_the_raises():
    v = {"V-MATZL-RAISES-DUE"}
    assert game_value("treiben", 80, 5, raises=2, matzl="defenders", variants=v) == 2
    assert game_value("treiben", 80, 5, raises=2, matzl="defenders") == 0


def test_V_TIE_VOID_a_65_65_split_is_void():
    assert game_value("treiben", 65, 4, variants={"V-TIE-VOID"}) == 0
    assert game_value("treiben", 65, 4, raises=2, variants={"V-TIE-VOID"}) == 0


def test_V_SOLO_FLAT_v_in_all_a_third_each_the_rest_clockwise():
    assert settle("treiben", 0, None, 5, {"V-SOLO-FLAT"}) == (5, -2, -2, -1)
    assert settle("treiben", 2, None, -4, {"V-SOLO-FLAT"}) == (1, 1, -4, 2)


# -- the texts themselves ---------------------------------------------------------------------------------------------
TESTS = Path(__file__).parent


def test_every_rule_text_has_a_claim_test_named_after_its_id():
    names = set()
    for path in [*TESTS.glob("test_*.py"), TESTS.parent / "lessons" / "test_matzlfangen_claims.py"]:
        names |= set(re.findall(r"def (test_\w+)", path.read_text()))
    missing = [rid for rid in RULE_IDS
               if not any(re.match(f"test_{rid.replace('-', '_')}(_|$)", n) for n in names)]
    assert not missing, f"rule texts without a claim test: {missing}"


POINTERS = re.compile(r"§|\(A\d|\b[A-Z]{2,}_[A-Z_]+\b|[Ee]ngine|rules summary|`|\[S\d|decks\.json|source")


@pytest.mark.parametrize("rule", RULE_IDS)
def test_no_rule_text_points_at_a_source_a_section_or_the_engine(rule):
    for text in (_BOOK[rule](lang) for lang in LANGS):
        assert not POINTERS.search(text), (rule, text)
        others = set(re.findall(r"\bV-[A-Z0-9-]+", text)) - {rule}
        assert not others, (rule, text)  # a variant is named in words


def test_R_DECK_5_says_nothing_about_66_which_r_score_2_decides():
    assert all("66" not in _BOOK["R-DECK-5"](lang) and "66" in _BOOK["R-SCORE-2"](lang) for lang in LANGS)
