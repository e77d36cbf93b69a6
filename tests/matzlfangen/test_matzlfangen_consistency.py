"""The engine agrees with itself: the end rule, the trick table, card sets as bit masks,
apply() accepting exactly the listed actions, settlement, and the end of a series told in full."""
import random

import pytest
from mz_helpers import Table

import tutor
from tutor import IllegalAction
from tutor.matzlfangen import RULES, State
from tutor.matzlfangen.tricks import beats, winner_index


def _finished_game(seed: int = 4):
    g = tutor.new_game("matzlfangen", players=4, seed=seed)
    r = random.Random(seed)
    while not g.is_over:
        g.play(r.choice(g.legal_actions()))
    return g


def test_R_SETTLE_1_is_the_end_rule_cited_after_the_series():
    g = _finished_game()
    assert RULES.end_rule == "R-SETTLE-1" and g.legal_actions() == []
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.play("cut")
    assert err.value.rule == "R-SETTLE-1" and err.value.text("en").startswith("R-SETTLE-1: The game is over")
    assert g.why_not("play HX").rule == "R-SETTLE-1"
    with pytest.raises(IllegalAction) as err:  # the Rules object alone cites the same rule
        RULES.apply(g.state, "cut")
    assert err.value.rule == "R-SETTLE-1"
    assert g.to_json() == before  # refusals change nothing


def _winner_by_beats(trick, trump):
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trick[0] >> 3, trump):
            best = i
    return best


def test_R_TRICK_1_table_agrees_with_beats():
    r = random.Random(5)
    for _ in range(3000):
        trick = r.sample(range(32), r.randint(1, 4))
        trump = r.choice([None, 0, 1, 2, 3])
        assert winner_index(trick, trump) == _winner_by_beats(trick, trump)


def _random_variants(r: random.Random) -> frozenset:
    from tutor.matzlfangen.variants import KNOWN_VARIANTS, check_variants
    while True:
        v = frozenset(x for x in sorted(KNOWN_VARIANTS) if r.random() < 0.25)
        try:
            check_variants(v)
            return v
        except ValueError:
            pass


def _outcome(state, action):
    """apply() as comparable data: the canonical action, the new state and every event read in full."""
    try:
        canonical, new, events = RULES.apply(state, action)
    except IllegalAction as err:
        return ("refused", err.rule, err.kind, err.data)
    return canonical, new, [(e.rule, e.kind, dict(e.data), e.text("en"), e.text("es")) for e in events]


def test_apply_accepts_exactly_the_listed_actions():
    """legal_actions() is the single source of truth: apply() accepts a canonical action exactly when it is
    listed, and an equal copy of a state gives the same answer, read in full."""
    r = random.Random(8)
    probes = ["raise", "no raise", "weiter", "bid durch", "call EA", "trump H", "play HX", "play S7", "claim"]
    for n in range(60):
        s = RULES.start(4, n, _random_variants(r), {"deals": r.choice([1, 2])})
        while s.phase != "over":
            legal = RULES.legal_actions(s)
            for action in legal + probes:
                first = _outcome(s, action)
                assert (first[0] != "refused") == (action in legal), (s, action)
                assert _outcome(State(*s), action) == first, (s, action)
            assert RULES.legal_actions(s) == legal
            _, s, _ = RULES.apply(s, r.choice(legal))


def test_R_DECK_1_card_sets_as_bit_masks_round_trip():
    from tutor.matzlfangen.cards import cards_of, mask_of
    r = random.Random(3)
    for _ in range(500):
        cards = r.sample(range(32), r.randint(0, 32))
        assert cards_of(mask_of(cards)) == tuple(sorted(cards))  # pack order: E L H S, Sau down to 7
    assert mask_of([]) == 0 and cards_of(0) == ()


def test_R_PLAY_2_legal_cards_keep_the_order_of_the_hand_given():
    from tutor.matzlfangen.tricks import legal_with_reason
    from tutor.matzlfangen.notation import parse_cards
    hand = parse_cards("S7 H8 SA EX SK")  # not in pack order
    assert legal_with_reason(hand, parse_cards("S9"), 2) == (parse_cards("S7 SA SK")[1:], "head")
    assert legal_with_reason(hand, parse_cards("S9 H7"), 2) == (parse_cards("S7 SA SK"), "follow-trumped")
    assert legal_with_reason(hand, [], 2) == (hand, "lead")


def test_R_SETTLE_1_settle_matches_the_seat_by_seat_rule():
    """settle() fills the deltas from defaults: the same numbers as asking each seat for its side."""
    from tutor.matzlfangen.scoring import settle
    for contract in ("rufen", "treiben", "neid", "durch", "trumpf-durch"):
        for declarer in range(4):
            partner = (declarer + 2) % 4 if contract == "rufen" else None
            for v in range(-15, 16):
                if contract == "rufen":
                    want = tuple(v if x in (declarer, partner) else -v for x in range(4))
                else:
                    want = tuple(3 * v if x == declarer else -v for x in range(4))
                assert settle(contract, declarer, partner, v) == want
                assert sum(settle(contract, declarer, partner, v, {"V-SOLO-FLAT"})) == 0


def test_the_last_card_ends_the_series_with_every_explanation_in_full():
    """The end of a deal (points, value steps, settlement, series over) reads the same through its lazy
    events."""
    r = random.Random(21)
    for n in range(40):
        s = RULES.start(4, n, _random_variants(r), {"deals": 1})
        while s.phase != "over":
            _, s, events = RULES.apply(s, r.choice(RULES.legal_actions(s)))
        kinds = [e.kind for e in events]
        assert kinds[-1] == "series-over" and "settlement" in kinds
        over = dict(events[-1].data)
        assert over["scores"] == list(s.scores) and over["deals"] == 1
        assert over["winners"] == [x for x in range(4) if s.scores[x] == max(s.scores)]
        settled = next(e for e in events if e.kind == "settlement").data
        assert settled["scores"] == list(s.scores) and sum(settled["deltas"]) == 0
