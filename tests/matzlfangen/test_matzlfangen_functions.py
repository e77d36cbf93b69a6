"""The rule functions of api.md: legal_cards, trick_winner, card_points, game_value (§5.3, §7.4)."""
import pytest

from tutor import IllegalAction, NotationError
from tutor.matzlfangen import card_points, game_value, legal_cards, trick_winner


def test_api_examples():
    assert legal_cards("S7 SA H8 EX", trick="SK", trump="H") == ["SA"]
    assert trick_winner("SK H8 SA", trump="H") == 1
    assert card_points("HX SA EK") == 25
    assert game_value("rufen", declarer_points=94, declarer_tricks=6, raises=2, matzl=None,
                      bonus_claimed=False) == 3


# §5.3 tutor examples, trump = Herz
def test_R_PLAY_3_example1_follow_and_head():
    assert legal_cards("S7 SA H8 EX", "SK", "H") == ["SA"]


def test_R_PLAY_3_example2_trumped_trick_any_led_suit_card():
    assert legal_cards("S7 SA HU", "SK H8", "H") == ["S7", "SA"]


def test_R_PLAY_4_example3_must_over_trump():
    assert legal_cards("H9 HA E7", "SK HO", "H") == ["HA"]


def test_R_PLAY_4_example4_under_trump_default():
    assert legal_cards("H9 H7 EX", "SK HA", "H") == ["H9", "H7"]


def test_V_UT_FREE_example4_any_card():
    assert legal_cards("H9 H7 EX", "SK HA", "H", variants={"V-UT-FREE"}) == ["H9", "H7", "EX"]


def test_R_PLAY_3_example5_catch_the_matzl():
    assert legal_cards("HA H7 LK", "HX", "H") == ["HA"]


def test_V_HEAD_LITERAL_trumped_trick_still_head():
    assert legal_cards("S7 SA HU", "SK H8", "H", variants={"V-HEAD-LITERAL"}) == ["SA"]


def test_R_PLAY_1_lead_any_card():
    assert legal_cards("S7 SA HU", "", "H") == ["S7", "SA", "HU"]


def test_R_PLAY_5_free_discard_and_durch():
    assert legal_cards("E7 LA", "SK", "H") == ["E7", "LA"]
    assert legal_cards("E7 LA H9", "SK", None) == ["E7", "LA", "H9"]


def test_R_PLAY_4_must_trump_any_trump_wins():
    assert legal_cards("E7 H7 HK", "SK", "H") == ["H7", "HK"]


def test_R_PLAY_2_follow_cannot_head():
    assert legal_cards("S7 S8 HA", "SK", "H") == ["S7", "S8"]


def test_R_PLAY_6_and_V_PARTNER_EXEMPT():
    assert legal_cards("S7 SA", "SK", "H", partner_winning=True) == ["SA"]  # R-PLAY-6
    assert legal_cards("S7 SA", "SK", "H", {"V-PARTNER-EXEMPT"}, partner_winning=True) == ["S7", "SA"]
    assert legal_cards("E7 H7", "SK", "H", {"V-PARTNER-EXEMPT"}, partner_winning=True) == ["E7", "H7"]


def test_V_CALL_SK_called_sau_duties():
    assert legal_cards("EA E7 H9", "EK", "H", {"V-CALL-SK"}, called="EA", called_first=True) == ["EA"]
    assert legal_cards("EA L7", "SK", "H", {"V-CALL-SK"}, called="EA") == ["L7"]


def test_R_TRICK_1_winner():
    assert trick_winner("SK S7 SA S8", "H") == 2
    assert trick_winner("SK H7 HA E8", "H") == 2
    assert trick_winner("SK E7 EA", "H") == 0       # off-suit never wins
    assert trick_winner("SK SA HX", None) == 1       # Durch: no trumps


def test_R_DECK_4_points():
    assert card_points("EA EX EK EO EU E9 E8 E7") == 30
    assert card_points("") == 0


def test_R_VALUE_1_worked_examples():
    # §7.4 example 1: 94 points, 2 raises, Matzl caught by the winners and claimed -> 4; unclaimed 3
    assert game_value("rufen", 94, 6, 2, "declarers", True) == 4
    assert game_value("rufen", 94, 6, 2, "declarers", False) == 3
    # example 2: Treiben 103 for the soloist, defenders under 30, 2 raises, Matzl caught by losers -> 0
    assert game_value("treiben", 103, 7, 2, "defenders", False) == 0
    # example 3: Durch lost after 5 tricks, one raise -> -7
    assert game_value("durch", 60, 5, 1) == -7
    # example 4: Rufen lost with 25 -> -2; with no trick -> -3
    assert game_value("rufen", 25, 1, 0) == -2
    assert game_value("rufen", 0, 0, 0) == -3


def test_R_SCORE_2_tie_and_V_TIE_VOID():
    assert game_value("rufen", 65, 4) == -1
    assert game_value("rufen", 65, 4, variants={"V-TIE-VOID"}) == 0


def test_value_variants():
    assert game_value("treiben", 101, 7) == 2   # defenders 29: kein Wasser
    assert game_value("treiben", 100, 7) == 1   # defenders 30: not under 30
    assert game_value("treiben", 100, 7, variants={"V-WASSER-30"}) == 2
    assert game_value("treiben", 99, 7, variants={"V-WASSER-30"}) == 1
    assert game_value("treiben", 100, 6, variants={"V-WASSER-30"}) == 2
    assert game_value("neid", 90, 6, variants={"V-NEID-BASE2"}) == 2
    assert game_value("trumpf-durch", 130, 8, variants={"V-TDURCH-7"}) == 7
    assert game_value("trumpf-durch", 130, 8) == 6
    assert game_value("rufen", 90, 6, 2, variants={"V-SPR-MULT"}) == 3
    assert game_value("rufen", 110, 7, 2, variants={"V-SPR-MULT"}) == 6
    assert game_value("rufen", 30, 3, 2, "declarers", variants={"V-MATZL-RAISES-DUE"}) == -2
    assert game_value("rufen", 94, 6, 2, "declarers", variants={"V-MATZL-AUTO"}) == 4


def test_bad_input_to_functions():
    with pytest.raises(NotationError):
        legal_cards("S7 ZZ", "SK", "H")
    with pytest.raises(NotationError):
        legal_cards("S7", "SK", "Q")
    with pytest.raises(ValueError):
        legal_cards("S7 S7", "SK", "H")
    with pytest.raises(ValueError):
        legal_cards("S7", "SK", "H", variants={"V-NOPE"})
    with pytest.raises(ValueError):
        trick_winner("", "H")
    with pytest.raises(ValueError):
        game_value("skat", 66, 4)
    with pytest.raises(ValueError):
        game_value("durch", 66, 4, matzl="declarers")
    assert not issubclass(NotationError, IllegalAction)
