"""The internals of the steps before the first card (start, cut, auction, raise window) agree with the
rules they implement: the series template, the deal's shares, the kept bids, the barred side, the one-step
handlers and the variant check's memo."""
import random

import pytest

from tutor import IllegalAction
from tutor.core.rng import seed_state
from tutor.matzlfangen import RULES
from tutor.matzlfangen.auction import high_bid
from tutor.matzlfangen.cards import mask_of
from tutor.matzlfangen.deal import FRESH_DEAL, _SHARES, begin_deal, new_series
from tutor.matzlfangen.raises import barred_side, reveal_if_known
from tutor.matzlfangen.state import DECLARERS, DEFENDERS, State, replace


def test_R_DEAL_1_new_series_is_the_first_deal_built_field_by_field():
    for variants in (frozenset(), frozenset({"V-KNOCK-ANY"})):
        for seed in (0, 7, -3, 10**9):
            by_name = State(variants=variants, deals=2, deal_no=0, dealer=3, scores=(0, 0, 0, 0),
                            rng=seed_state(seed), phase="cut", turn=-1, deck=(), history=(), **FRESH_DEAL)
            assert new_series(variants, 2, 3, seed_state(seed)) == begin_deal(by_name, 3)


def test_R_DEAL_2_and_R_DEAL_4_shares_are_the_packets_of_4_plus_4_and_of_8_from_forehand():
    deck = tuple(random.Random(5).sample(range(32), 32))
    for fh in range(4):
        for i in range(4):  # the i-th seat from forehand
            seat = (fh + i) % 4
            assert _SHARES[4, fh][seat](deck) == deck[4 * i:4 * i + 4] + deck[16 + 4 * i:20 + 4 * i]
            assert _SHARES[8, fh][seat](deck) == deck[8 * i:8 * i + 8]
        for packet in (4, 8):  # every card, none twice; the turn-up deck[31] goes to the dealer
            assert sum(mask_of(share(deck)) for share in _SHARES[packet, fh]) == (1 << 32) - 1
            assert deck[31] in _SHARES[packet, fh][(fh + 3) % 4](deck)


def test_R_BID_2_high_bid_gives_the_seat_level_and_kept_text():
    assert high_bid(()) == (-1, 0, "weiter")
    assert high_bid(((0, "weiter"), (1, "weiter"))) == (-1, 0, "weiter")
    assert high_bid(((0, "treiben H"), (1, "weiter"), (2, "durch"), (3, "weiter"))) == (2, 3, "durch")
    assert high_bid(((0, "weiter"), (1, "treiben S"), (2, "weiter"))) == (1, 1, "treiben S")


def test_R_SPR_4_barred_side_defenders_first_then_alternating():
    assert barred_side((), frozenset()) == DECLARERS  # the defenders say Schuß
    assert barred_side((), frozenset({"V-SPR-ANYONE-FIRST"})) is None  # either side may
    assert barred_side(((1, DEFENDERS),), frozenset()) == DEFENDERS
    assert barred_side(((1, DEFENDERS), (0, DECLARERS)), frozenset({"V-SPR-ANYONE-FIRST"})) == DECLARERS


def test_R_CALL_3_reveal_if_known_keeps_the_state_when_nothing_is_revealed():
    s = RULES.start(4, 1, frozenset(), {})
    events: list = []
    assert reveal_if_known(s, events, "raise") is s and events == []  # no contract yet: nothing to reveal
    rufen = replace(s, contract="rufen", declarer=0, partner=2, called=0, public_side=(DECLARERS, -1, -1, -1))
    assert reveal_if_known(rufen, events, "raise") is rufen and events == []
    shown = replace(rufen, public_side=(DECLARERS, -1, DECLARERS, -1))
    revealed = reveal_if_known(shown, events, "raise")
    assert revealed.public_side == (DECLARERS, DEFENDERS, DECLARERS, DEFENDERS)
    assert [(e.rule, e.kind, e.data["how"]) for e in events] == [("R-CALL-3", "partner-revealed", "raise")]


def test_each_phase_step_checks_before_it_changes_anything():
    """A refused step (the check inside each phase's handler) leaves no trace: the same state answers the
    same legal list and still accepts a legal action afterwards."""
    r = random.Random(2)
    probes = ["knock", "weiter", "cut", "bid treiben", "bid durch", "raise", "no raise", "trump E", "call SA"]
    for seed in range(40):
        s = RULES.start(4, seed, frozenset(), {})
        while s.phase != "play":
            legal = RULES.legal_actions(s)
            for action in probes:
                if action not in legal:
                    with pytest.raises(IllegalAction):
                        RULES.apply(s, action)
            assert RULES.legal_actions(s) == legal
            _, s, _ = RULES.apply(s, r.choice(legal))


def test_an_undefined_variant_set_is_refused_at_every_start():
    bad = frozenset({"V-CALL-ANY", "V-CALL-SK"})
    for _ in range(2):  # the memo keeps accepted sets only
        with pytest.raises(ValueError, match="cannot be combined"):
            RULES.start(4, 1, bad, {})
    assert RULES.start(4, 1, frozenset({"V-CALL-ANY"}), {}).variants == {"V-CALL-ANY"}
