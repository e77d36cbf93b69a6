"""The public rule functions of tutor.matschig: is_perfect, completing_card, round_score,
umbrellas_stop."""
import pytest

from tutor import IllegalAction, matschig


def test_M9_is_perfect():
    assert matschig.is_perfect("W3 S5 W2") is True
    assert matschig.is_perfect("W3 S5") is False
    assert matschig.is_perfect("w4 s4", variants={"MULTI_CARD_THROW"}) is True


def test_M12_completing_card():
    assert matschig.completing_card("W3 S5") == "W2"
    assert matschig.completing_card("W3 S1") == "S2"
    assert matschig.completing_card("W3 S3") is None


def test_M26_round_score():
    assert matschig.round_score("W3 W4 W4 S2") == 13
    assert matschig.round_score("S3 S4 S1") == 3
    assert matschig.round_score("") == 0


def test_M18_umbrellas_stop():
    assert matschig.umbrellas_stop("W2 S5", "U4>W2 U5>S5") == ""
    assert matschig.umbrellas_stop("W2 S5", "U7>S5") == "W2"
    assert matschig.umbrellas_stop("W2 S5", "umbrellas U3+U2>S5") == "W2"
    with pytest.raises(IllegalAction) as err:
        matschig.umbrellas_stop("W2 S5", "U4>S5")
    assert err.value.rule == "M18"
    with pytest.raises(IllegalAction) as err:
        matschig.umbrellas_stop("W2 S5", "U4>W3")
    assert err.value.kind == "card-not-in-mud"
    with pytest.raises(IllegalAction) as err:
        matschig.umbrellas_stop("W2 S5", "U4>W2 BLOWER")
    assert err.value.rule == "M16"


def test_rule_functions_reject_non_mud_and_unknown_variants():
    with pytest.raises(IllegalAction):
        matschig.is_perfect("W3 U5")
    with pytest.raises(ValueError):
        matschig.round_score("W3", variants={"NOPE"})
    with pytest.raises(ValueError):
        matschig.completing_card("W3 Q5")
