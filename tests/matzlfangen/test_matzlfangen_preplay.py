"""The internals of the steps before the first card (start, cut, auction, raise window) agree with the
rules they implement: the series built by position, the deal's hands, the kept bids and the bids on offer,
the barred side, the shared events, the one-step handlers and the variant check's memo."""
import random
from collections.abc import Mapping
from itertools import combinations

import pytest

from tutor import IllegalAction
from tutor.core.rng import seed_state
from tutor.matzlfangen import RULES
from tutor.matzlfangen.auction import _offers, _treiben_suits, check_bid, high_bid
from tutor.matzlfangen.cards import SUITS, mask_of
from tutor.matzlfangen.deal import (_FROM_FOREHAND, _MAY_SAY, FRESH_DEAL, _hands_from_forehand, begin_deal,
                                    new_series)
from tutor.matzlfangen.notation import BIDDABLE, CONTRACTS
from tutor.matzlfangen.raises import _CLOSED, barred_side, reveal_if_known
from tutor.matzlfangen.scoring import MAX_RAISES, RAISE_NAMES
from tutor.matzlfangen.state import DECLARERS, DEFENDERS, State, replace


def test_R_DEAL_1_new_series_is_the_first_deal_built_field_by_field():
    for variants in (frozenset(), frozenset({"V-KNOCK-ANY"})):
        for seed in (0, 7, -3, 10**9):
            by_name = State(variants=variants, deals=2, deal_no=0, dealer=3, scores=(0, 0, 0, 0),
                            rng=seed_state(seed), phase="cut", turn=-1, deck=(), history=(), **FRESH_DEAL)
            assert new_series(variants, 2, 3, seed_state(seed)) == begin_deal(by_name, 3)


def test_R_DEAL_2_and_R_DEAL_4_hands_are_the_packets_of_4_plus_4_and_of_8_from_forehand():
    for i in range(4):  # the i-th seat from forehand
        assert _FROM_FOREHAND[4][i] == (*range(4 * i, 4 * i + 4), *range(16 + 4 * i, 20 + 4 * i))
        assert _FROM_FOREHAND[8][i] == tuple(range(8 * i, 8 * i + 8))
    r = random.Random(5)
    for _ in range(50):
        deck = tuple(r.sample(range(32), 32))
        for packet in (4, 8):
            hands = _hands_from_forehand(deck, packet)
            assert hands == tuple(mask_of(deck[p] for p in positions) for positions in _FROM_FOREHAND[packet])
            assert sum(hands) == (1 << 32) - 1  # every card, none twice
            assert hands[3] >> deck[31] & 1  # the turn-up goes to the dealer, the last from forehand


def test_R_DEAL_2_every_seat_gets_its_share_whoever_deals():
    for seed in range(8):
        s = begin_deal(RULES.start(4, seed, frozenset(), {}), seed % 4)
        deck, fh = s.deck, (seed % 4 + 1) % 4
        for verb, packet in (("cut", 4), ("knock", 8)):
            hands = RULES.apply(s, verb)[1].hands
            for i in range(4):
                assert hands[(fh + i) % 4] == mask_of(deck[p] for p in _FROM_FOREHAND[packet][i])


def test_R_BID_2_high_bid_gives_the_seat_level_and_kept_text():
    assert high_bid(()) == (-1, 0, "weiter")
    assert high_bid(((0, "weiter"), (1, "weiter"))) == (-1, 0, "weiter")
    assert high_bid(((0, "treiben H"), (1, "weiter"), (2, "durch"), (3, "weiter"))) == (2, 3, "durch")
    assert high_bid(((0, "weiter"), (1, "treiben S"), (2, "weiter"))) == (1, 1, "treiben S")


def _defined_variant_sets():
    """Every set of the variants that change the bids on offer (all are defined together)."""
    names = ("V-CONTRACTS-3", "V-TREIBEN-NAME-WITH-BID", "V-TREIBEN-NOT-TURNED", "V-BID-SCHAFKOPF")
    return [frozenset(c) for k in range(len(names) + 1) for c in combinations(names, k)]


def test_R_BID_2_a_bid_is_on_offer_exactly_when_check_bid_accepts_it():
    """speak() lets a bid on offer through without check_bid: both must agree on every bid."""
    base = RULES.apply(RULES.start(4, 3, frozenset(), {}), "cut")[1]
    top = {level: () if level == 0 else ((0, CONTRACTS[level]),) for level in range(len(CONTRACTS))}
    for variants in _defined_variant_sets():
        for turned in range(0, 32, 8):
            for level, bids in top.items():
                s = replace(base, variants=variants, turned=turned, bids=bids)
                offer = _offers(variants)[turned >> 3][level]
                assert offer[0] == "weiter"
                for name in BIDDABLE:
                    for suit in (None, 0, 1, 2, 3):
                        text = f"bid {name}" + ("" if suit is None else f" {SUITS[suit]}")
                        try:
                            check_bid(s, name, suit)
                            accepted = True
                        except IllegalAction:
                            accepted = False
                        assert accepted == (text in offer), (variants, turned, level, text)
                if level == 0 and "V-TREIBEN-NAME-WITH-BID" in variants and "V-CONTRACTS-3" not in variants:
                    assert len([a for a in offer if a.startswith("bid treiben")]) == len(
                        _treiben_suits(variants, turned >> 3))


def test_events_before_the_first_card_share_no_data_a_reader_could_change():
    """Events made once are shared by every game, so their data is read-only; data a reader may change
    (a dict, a list inside it) belongs to one event alone."""
    kept, shared, own = [], 0, set()
    for seed in range(30):
        s = RULES.start(4, seed, frozenset({"V-KNOCK-ANY", "V-SPR-ANYONE-FIRST"} if seed % 3 else ()), {})
        r = random.Random(seed)
        while s.phase != "play":
            _, s, events = RULES.apply(s, r.choice(RULES.legal_actions(s)))
            kept.extend(events)  # alive to the end, so no id is reused
            for e in events:
                if isinstance(e.data, dict):
                    lists = [id(v) for v in e.data.values() if isinstance(v, list)]
                    assert own.isdisjoint([id(e.data), *lists])
                    own.update([id(e.data), *lists])
                else:
                    shared += 1
                    assert isinstance(e.data, Mapping) and not isinstance(e.data, dict)
                    with pytest.raises(TypeError):
                        e.data["seat"] = 9  # type: ignore[index]
                    assert dict(e.data) == e.data and dict(e.data) is not dict(e.data)
    assert shared > len(kept) // 2


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


def test_R_DEAL_4_the_choices_by_dealer_and_seat_are_the_cutters_and_the_others():
    for dealer in range(4):
        for seat in range(4):
            cutter = seat == (dealer + 3) % 4  # R-DEAL-1: the dealer's right
            assert _MAY_SAY[dealer][seat] == (("cut", "knock") if cutter else ("knock", "weiter"))


def test_R_SPR_3_the_window_closes_with_the_raises_made_and_their_names():
    for until in (False, True):
        for n in range(MAX_RAISES + 1):
            event = _CLOSED[until][n]
            assert (event.game, event.rule, event.kind) == ("matzlfangen", "R-SPR-3", "raise-closed")
            assert event.data == {"raises": n, "names": list(RAISE_NAMES[:n]), "until_trick1": until}
    until = frozenset({"V-SPR-UNTIL-TRICK1"})
    for seed in range(20):  # through the rules: the event told is the one for the raises made
        s = RULES.start(4, seed, until if seed % 2 else frozenset(), {})
        r = random.Random(seed)
        while s.phase != "play":
            _, s, events = RULES.apply(s, r.choice(RULES.legal_actions(s)))
        closed = [e for e in events if e.kind == "raise-closed"]
        assert closed == [_CLOSED[bool(seed % 2)][len(s.raises)]]
