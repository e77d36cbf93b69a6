"""The steps before the first card (start, cut, auction, raise window) agree with the rules they implement:
the deal's packets, the bids on offer, the barred side, the first seat asked to raise, the checks made before
a step changes anything."""
import random
from itertools import combinations

import pytest

from tutor import IllegalAction
from tutor.matzlfangen import RULES
from tutor.matzlfangen.auction import bid_actions, check_bid, high_bid, treiben_suits
from tutor.matzlfangen.cards import SUITS, mask_of
from tutor.matzlfangen.deal import FROM_FOREHAND, begin_deal, deck_for, hands_from_deck
from tutor.matzlfangen.notation import BIDDABLE, CONTRACTS
from tutor.matzlfangen.raises import barred_side, reveal_if_known
from tutor.matzlfangen.scoring import RAISE_NAMES
from tutor.matzlfangen.state import DECLARERS, DEFENDERS


def test_R_DEAL_2_and_R_DEAL_4_hands_are_the_packets_of_4_plus_4_and_of_8_from_forehand():
    for i in range(4):  # the i-th seat from forehand
        assert FROM_FOREHAND[4][i] == (*range(4 * i, 4 * i + 4), *range(16 + 4 * i, 20 + 4 * i))
        assert FROM_FOREHAND[8][i] == tuple(range(8 * i, 8 * i + 8))
    r = random.Random(5)
    for _ in range(50):
        deck = tuple(r.sample(range(32), 32))
        dealer = r.randrange(4)
        for packet in (4, 8):
            hands = hands_from_deck(deck, packet, dealer)
            assert sum(hands) == (1 << 32) - 1  # every card, none twice
            assert hands[dealer] >> deck[31] & 1  # R-DEAL-3: the turn-up goes to the dealer
            for i in range(4):
                assert hands[(dealer + 1 + i) % 4] == mask_of(deck[p] for p in FROM_FOREHAND[packet][i])


def test_R_DEAL_3_deck_for_deals_the_given_hands_with_the_given_turn_up():
    r = random.Random(6)
    for _ in range(50):
        cards = r.sample(range(32), 32)
        hands = [cards[8 * x:8 * x + 8] for x in range(4)]
        dealer, packet = r.randrange(4), r.choice((4, 8))
        turned = r.choice(hands[dealer])
        deck = deck_for(hands, packet, dealer, turned)
        assert deck[31] == turned and sorted(deck) == list(range(32))
        assert hands_from_deck(deck, packet, dealer) == tuple(mask_of(h) for h in hands)


def test_R_DEAL_2_every_seat_gets_its_share_whoever_deals():
    for seed in range(8):
        s = begin_deal(RULES.start(4, seed, frozenset(), {}), seed % 4)
        deck, fh = s.deck, (seed % 4 + 1) % 4
        assert s.turn == (seed % 4 + 3) % 4  # R-DEAL-1: the seat on the dealer's right decides
        for packet, action in ((4, "cut"), (8, "knock")):
            hands = RULES.apply(s, action)[1].hands
            for i in range(4):
                assert hands[(fh + i) % 4] == mask_of(deck[p] for p in FROM_FOREHAND[packet][i])


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
    base = RULES.apply(RULES.start(4, 3, frozenset(), {}), "cut")[1]
    top = {level: () if level == 0 else ((0, CONTRACTS[level]),) for level in range(len(CONTRACTS))}
    for variants in _defined_variant_sets():
        for turned in range(0, 32, 8):
            for level, bids in top.items():
                s = base._replace(variants=variants, turned=turned, bids=bids)
                offer = bid_actions(s)
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
                    assert len([a for a in offer if a.startswith("bid treiben")]) == len(treiben_suits(s))


def test_R_SPR_4_barred_side_defenders_first_then_alternating():
    assert barred_side((), frozenset()) == DECLARERS  # the defenders say Schuß
    assert barred_side((), frozenset({"V-SPR-ANYONE-FIRST"})) is None  # either side may
    assert barred_side(((1, DEFENDERS),), frozenset()) == DEFENDERS
    assert barred_side(((1, DEFENDERS), (0, DECLARERS)), frozenset({"V-SPR-ANYONE-FIRST"})) == DECLARERS


def test_R_CALL_3_reveal_if_known_keeps_the_state_when_nothing_is_revealed():
    s = RULES.start(4, 1, frozenset(), {})
    assert reveal_if_known(s, "raise") == (s, [])  # no contract yet: nothing to reveal
    rufen = s._replace(contract="rufen", declarer=0, partner=2, called=0, trump=2,
                       public_side=(DECLARERS, -1, -1, -1))
    assert reveal_if_known(rufen, "raise") == (rufen, [])
    shown = rufen._replace(public_side=(DECLARERS, -1, DECLARERS, -1))
    revealed, events = reveal_if_known(shown, "raise")
    assert revealed.public_side == (DECLARERS, DEFENDERS, DECLARERS, DEFENDERS)
    assert [(e.rule, e.kind, e.data["how"]) for e in events] == [("R-CALL-3", "partner-revealed", "raise")]


def test_each_phase_step_checks_before_it_changes_anything():
    """A refused step leaves no trace: the same state answers the same legal list and still accepts a legal
    action afterwards."""
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
    for _ in range(2):
        with pytest.raises(ValueError, match="cannot be combined"):
            RULES.start(4, 1, bad, {})
    assert RULES.start(4, 1, frozenset({"V-CALL-ANY"}), {}).variants == {"V-CALL-ANY"}


def test_R_DEAL_4_the_cutter_cuts_or_knocks_and_the_others_knock_or_not():
    for dealer in range(4):
        for seat in range(4):
            s = begin_deal(RULES.start(4, 1, frozenset({"V-KNOCK-ANY"}), {}), dealer)._replace(turn=seat)
            cutter = seat == (dealer + 3) % 4  # R-DEAL-1: the dealer's right
            assert RULES.legal_actions(s) == (["cut", "knock"] if cutter else ["knock", "weiter"])


def test_R_SPR_3_the_window_closes_with_the_raises_made_and_their_names():
    until = frozenset({"V-SPR-UNTIL-TRICK1"})
    for seed in range(20):
        s = RULES.start(4, seed, until if seed % 2 else frozenset(), {})
        r = random.Random(seed)
        while s.phase != "play":
            _, s, events = RULES.apply(s, r.choice(RULES.legal_actions(s)))
        closed = [dict(e.data) for e in events if e.kind == "raise-closed"]
        n = len(s.raises)
        assert closed == [{"raises": n, "names": list(RAISE_NAMES[:n]), "until_trick1": bool(seed % 2)}]


def test_R_SPR_5_the_window_opens_naming_the_first_seat_really_asked():
    """The declarer, publicly barred from Schuß, is skipped: "turns start with" names the seat asked."""
    for seed in range(30):
        s = RULES.start(4, seed, frozenset(), {})
        r = random.Random(seed)
        while s.phase not in ("raise", "play"):
            _, s, events = RULES.apply(s, r.choice(RULES.legal_actions(s)))
        opened = [dict(e.data) for e in events if e.kind == "raise-open"]
        assert len(opened) == 1 and opened[0]["first"] == s.turn != s.declarer
        text = next(e for e in events if e.kind == "raise-open").text("en")
        assert f"P{s.turn + 1} is asked first" in text and f"P{s.declarer + 1} is asked" not in text
