"""Every concrete claim a Matschig rule text makes (a case, a number, a comparison), checked on the engine and keyed
by rule ID, so the texts can be reworded or translated without touching these tests. A rule text with nothing
concrete to check is listed in NO_CLAIM with the reason."""
from __future__ import annotations

from typing import Callable

import pytest

import tutor
from tutor import IllegalAction
from tutor.core.i18n import rule_ids
from tutor.matschig import DECKS, RULES, completing_card, is_perfect, make_position, round_score
from tutor.matschig.position import restore
from tutor.matschig.rulebook import RULEBOOK
from tutor.matschig.state import DEFEND, RACE, MatschigState

from matschig_helpers import craft, find, kinds, play


def at(**position) -> MatschigState:
    return restore(make_position(**position))


def defence(**position) -> MatschigState:
    """The target P1's defence of a mud P2 threw, nobody completing it."""
    return at(thrower=1, target=0, race=False, **position)


def pile_after(state: MatschigState, action: str, seat: int = 0) -> tuple:
    return play(state, action)[0].piles[seat]


def m1() -> None:
    assert (RULES.min_players, RULES.max_players) == (3, 6)


def m2() -> None:
    s = RULES.start(5, 3, frozenset(), {})
    assert all(len(h) == 7 for h in s.hands) and len(s.deck) == 110 - 35


def m6() -> None:
    with pytest.raises(IllegalAction) as err:
        RULES.apply(craft(hands={0: "W1 S1"}), "pass")
    assert err.value.rule == "M6"


def m7() -> None:
    s = craft(hands={0: "W1 W2 W3 U1"}, deck_size=3)
    after = play(s, "swap W1 W2 W3")[0]
    assert after.active == 1 and len(after.hands[0]) == 4
    assert "swap W1 W2 W3" not in RULES.legal_actions(craft(hands={0: "W1 W2 W3 U1"}, deck_size=2))


def m8() -> None:
    s = craft(hands={0: "W1 W2 S1"})
    for bad in ("throw W1 W2 at P2", "throw W1 S1 at P1"):
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)


def m9() -> None:
    assert is_perfect("W3 S3") and is_perfect("W3 S5 W2") and not is_perfect("W3 S5")


def m10() -> None:
    s, ev, _ = play(craft(hands={0: "W4 S4", 2: "W1 S1"}, active=0), "throw W4 S4 at P3")
    assert s.phase == DEFEND and "mud-perfect" in kinds(ev)   # no race: nobody completes it
    piped = craft(hands={0: "W4 S4", 2: "PIPE U1"}, active=0)
    s = play(piped, "throw W4 S4 at P3")[0]
    assert "PIPE at P2" in RULES.legal_actions(s)              # the target's own pipe still sends it on


def m11() -> None:
    s = play(craft(hands={0: "W3 S5", 1: "W2"}, active=0), "throw W3 S5 at P3")[0]
    assert s.phase == RACE


def m12() -> None:
    assert completing_card("W3 S5") == "W2" and completing_card("W3 S1") == "S2"


def m13() -> None:
    s = play(craft(hands={0: "W3 S5", 2: "W2"}, active=0), "throw W3 S5 at P3")[0]
    assert 2 in s.queue and 0 not in s.queue           # the target is asked, the sender is not


def m14() -> None:
    s = play(craft(hands={0: "W3 S5", 3: "W2"}, active=0), "throw W3 S5 at P3")[0]
    assert s.queue == (1, 2, 3)                        # P2 and P3 hold no water 2, and are asked all the same
    assert RULES.legal_actions(s) == ["decline"]


def m15() -> None:
    s = play(craft(hands={0: "W3 S5", 1: "W2"}, active=0), "throw W3 S5 at P3")[0]
    s = play(s, "complete W2 at P1")[0]
    assert is_perfect(" ".join(s.mud)) and s.sender == 1 and s.target == 0
    with pytest.raises(IllegalAction):
        RULES.apply(play(craft(hands={0: "W3 S5", 1: "W2"}, active=0), "throw W3 S5 at P3")[0], "complete W2 at P2")


def m16() -> None:
    with pytest.raises(IllegalAction) as err:
        RULES.apply(defence(hands=["U2 U5 BLOWER W1 W2 S1 S2"], thrown="W2 S5"), "umbrellas U2>W2 BLOWER")
    assert err.value.rule in ("M16", "M19")


def m17() -> None:
    assert sorted(pile_after(defence(hands=["U1 W1 W3 S1 S2 S3 S4"], thrown="W2 S5"), "accept")) == ["S5", "W2"]


def m18() -> None:
    s = defence(hands=["U4 U5 U7 W1 S1 S2 S3"], thrown="W2 S5")
    after = play(s, "umbrellas U7>S5")[0]
    assert after.piles[0] == ("W2",) and {"U7", "S5"} <= set(after.out)     # one umbrella, one card
    assert "umbrellas U5+U4>S5" in RULES.legal_actions(s)                    # a group may hold more than needed
    with pytest.raises(IllegalAction):
        RULES.apply(defence(hands=["U4 W1 W3 S1 S2 S3 S4"], thrown="W2 S5"), "umbrellas U4>S5")


def m19() -> None:
    after = play(defence(hands=["BLOWER W1 W3 S1 S2 S3 S4"], thrown="W2 S5"), "BLOWER")[0]
    assert "BLOWER" in after.out and "BLOWER" not in after.hands[0]


def m19a() -> None:
    s = play(defence(hands=["PIPE W1 W3 S1 S2 S3 S4"], thrown="W3 S5"), "PIPE at P3")[0]
    assert s.sender == 0 and s.target == 2 and s.phase == RACE


def m19b() -> None:
    s = defence(hands=["BLOWER W1 W3 S1 S2 S3 S4"], thrown="W2 S5")
    after = play(s, "BLOWER")[0]
    assert after.piles[0] == ("W2",) and "S5" in after.out


def m19c() -> None:
    after = play(defence(hands=["FLAMETHROWER W1 W3 S1 S2 S3 S4"], thrown="W2 S5"), "FLAMETHROWER")[0]
    assert after.piles[0] == ("S5",) and "W2" in after.out


def m19d() -> None:
    # up to 13 is stopped whole; a mud of two cards reaches 14 only as 7 against 7
    for thrown in ("W6 S7", "W7 S6", "W4 S3"):
        s = defence(hands=["WATERSUIT W1 W3 S1 S2 U3 U4"], thrown=thrown)
        assert any(not pile_after(s, a) for a in RULES.legal_actions(s) if a.startswith("WATERSUIT"))
    s = defence(hands=["WATERSUIT W1 W3 S1 S2 U3 U4"], thrown="W7 S7", piles=["W2"])
    uses = [a for a in RULES.legal_actions(s) if a.startswith("WATERSUIT")]
    assert uses and all(pile_after(s, a) for a in uses)                       # 14: one card always stays
    # the smallest card is not always the cheapest: a completed 14, water 7, sand 4 and sand 3, against a pile
    # of water alone: letting water 7 through scores 2, letting sand 3 through scores 5
    three = craft(hands={0: "WATERSUIT W1", 1: "W7 S4", 2: "S3"}, piles={0: "W2"}, active=1)
    three = play(three, "throw W7 S4 at P3", "complete S3 at P1")[0]
    assert sorted(three.mud) == ["S3", "S4", "W7"] and three.target == 0
    assert round_score(" ".join(pile_after(three, "WATERSUIT S4 S3"))) == 2
    assert round_score(" ".join(pile_after(three, "WATERSUIT W7 S4"))) == 5


def m19e() -> None:
    s = defence(hands=["MACHINEGUN W1 W3 S1 S2 S3 S4"], thrown="W4 S6", deck="W2 W3 W4 U1 PIPE S1 W5")
    after, ev, _ = play(s, "MACHINEGUN")
    assert {"W4", "S6", "PIPE"} <= set(after.out)
    assert [e.data["seat"] for e in ev if e.kind == "mg-reveal"] == [1, 2, 3]   # from the target's left
    assert after.piles[1] == ("W5",) and after.piles[2] == ("S1",) and after.piles[3] == ()   # the pipe saves


def m20() -> None:
    s = play(defence(hands=["PIPE W1 W3 S1 S2 S3 S4"], thrown="W3 S3"), "PIPE at P3")[0]
    assert s.target == 2                                  # the last player sent the mud makes the choice


def m21() -> None:
    s = craft(hands={1: "W3 S3", 2: "S2 PIPE"}, active=1)
    ev = play(s, "throw W3 S3 at P3", "PIPE at P1", "accept")[1]
    assert find(ev, "refill").data["draws"][0][0] == 1        # the thrower draws first


def m22() -> None:
    s = defence(hands=["W1 W3 S1 S2 S3 S4 U1"], thrown="W2 S2", deck_size=1)
    after, ev, _ = play(s, "accept")
    assert "shortfall" in kinds(ev) and after.round == 2


def m23() -> None:
    s = defence(hands=["U2 U5 W1 W3 S1 S2 S3"], thrown="W2 S5")
    after, ev, _ = play(s, "umbrellas U2>W2 U5>S5")
    assert after.piles[0] == () and after.active == 0       # stopped it all, and plays next all the same
    mg = defence(hands=["MACHINEGUN W1 W3 S1 S2 S3 S4"], thrown="W4 S6", deck="W2 W3 W4 W1 S1 W5")
    after = play(mg, "MACHINEGUN")[0]
    assert after.active == 0 and after.piles[0] == () and all(after.piles[1:])


def m24() -> None:
    s = craft(players=3, hands={0: "W1", 1: "W2", 2: "W3"}, variants={"SWAP3_OFF"})
    assert play(s, "pass", "pass", "pass")[0].round == 2


def m26() -> None:
    assert round_score("W3 W4 W4 S2") == 13 and round_score("S3 S4 S1") == 3


def m27_m30() -> None:
    s = craft(players=3, round=2, rounds=2, totals=(5, 1, 1), variants={"SWAP3_OFF"})
    assert RULES.result(play(s, "pass", "pass", "pass")[0]).winners == (1, 2)


def m28() -> None:
    assert tutor.new_game("matschig", seed=1).state.rounds == 3
    assert tutor.new_game("matschig", seed=1, rounds=2).state.rounds == 2


def a9() -> None:
    s = defence(hands=["WATERSUIT W1 W3 S1 S2 U3 U4"], thrown="W7 S7", variants={"WATERSUIT_ALL_OR_NOTHING"})
    assert not any(a.startswith("WATERSUIT") for a in RULES.legal_actions(s))


def a12() -> None:
    s = defence(hands=["W1 W3 S1 S2 S3 S4 U1"], thrown="W2 S2", variants={"CLOCKWISE_TURNS"})
    assert play(s, "accept")[0].active == 2


def a17() -> None:
    assert all(sum(deck.values()) == 110 for deck in DECKS.values())
    assert not any(c.endswith("6") and c[0] in "WS" for c in DECKS["DECK_FANFOR_1998"])
    assert DECKS["DECK_AMIGO_DEFAULT"]["W6"] == 5


CLAIMS: dict[str, Callable[[], None]] = {
    "M1": m1, "M2": m2, "M6": m6, "M7": m7, "M8": m8, "M9": m9, "M10": m10, "M11": m11, "M12": m12, "M13": m13,
    "M14": m14, "M15": m15, "M16": m16, "M17": m17, "M18": m18, "M19": m19, "M19a": m19a, "M19b": m19b,
    "M19c": m19c, "M19d": m19d, "M19e": m19e, "M20": m20, "M21": m21, "M22": m22, "M23": m23, "M24": m24,
    "M26": m26, "M27": m27_m30, "M28": m28, "M30": m27_m30, "A9": a9, "A12": a12, "A17": a17,
}
# rule texts with nothing concrete beyond what their own tests in test_matschig_rules.py and
# test_matschig_variants.py already prove, or that only name a reading (the variant chips)
NO_CLAIM = {"M3", "M4", "M5", "M25", "M29", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A10", "A11", "A13",
            "A14", "A15", "A16", "A18", "A19", "A20"}


@pytest.mark.parametrize("rule", sorted(CLAIMS))
def test_rule_text_claim_holds_on_the_engine(rule: str) -> None:
    assert rule in RULEBOOK
    CLAIMS[rule]()


def test_every_rule_text_is_checked_or_listed_as_claim_free() -> None:
    variants = {r for r in rule_ids("matschig") if not r[0] in "MA" or "_" in r}
    assert set(rule_ids("matschig")) - variants == set(CLAIMS) | NO_CLAIM
