"""The engine's speed-ups change nothing: the end rule, the legal-card memo, replace(),
card sets as bit masks, apply() accepting exactly the listed actions."""
import random

import pytest
from mz_helpers import Table

import tutor
from tutor import IllegalAction
from tutor.matzlfangen import RULES
from tutor.matzlfangen.play import play_context
from tutor.matzlfangen.state import State, replace
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


def test_legal_cards_are_computed_once_per_state_and_stay_right():
    t = Table(seed=11)
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    t.play(RULES.legal_actions(t.state)[0])  # Rufen: forehand calls a card
    while t.state.phase == "raise":
        t.play("no raise")
    s = t.state
    assert s.phase == "play"
    assert play_context(s) is play_context(s)  # the memo answers the same state
    first = RULES.legal_actions(s)
    first.clear()  # a caller may change the list it got; the next answer is whole again
    legal = RULES.legal_actions(s)
    assert legal and legal == RULES.legal_actions(s)
    a = RULES.apply(s, legal[0])
    RULES.legal_actions(a[1])  # another state in between
    assert RULES.apply(s, legal[0]) == a  # same state, same action: same result
    wrong = [f"play {c}" for c in ("EA", "EX", "LA", "HA", "SA", "S7") if f"play {c}" not in legal]
    for action in wrong:
        with pytest.raises(IllegalAction):
            RULES.apply(s, action)
    assert RULES.legal_actions(s) == legal


def test_replace_is_namedtuple_replace():
    s = Table(seed=2).state
    changes = {"turn": 1, "phase": "auction", "bids": ((0, "weiter"),), "matzl": "defenders"}
    assert replace(s, **changes) == s._replace(**changes)
    assert type(replace(s, turn=2)) is type(s)
    with pytest.raises(KeyError):
        replace(s, no_such_field=1)


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


def test_apply_accepts_exactly_the_listed_actions_and_the_legal_card_memo_changes_nothing():
    """legal_actions() is the single source of truth: apply() accepts a canonical action exactly when it is
    listed. A state legal_actions() just answered (its legal cards memoised) and an equal copy (never
    memoised) give the same answer, read in full."""
    r = random.Random(8)
    probes = ["raise", "no raise", "weiter", "bid durch", "call EA", "trump H", "play HX", "play S7", "claim"]
    for n in range(60):
        s = RULES.start(4, n, _random_variants(r), {"deals": r.choice([1, 2])})
        while s.phase != "over":
            legal = RULES.legal_actions(s)
            for action in legal + probes:
                RULES.legal_actions(s)
                warm = _outcome(s, action)  # s is the state legal_actions() just answered for
                assert (warm[0] != "refused") == (action in legal), (s, action)
                cold = _outcome(State(*s), action)  # an equal copy: the memo does not know it
                assert warm == cold, (s, action)
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


def test_R_MATZL_1_and_R_DECK_5_shared_end_events_read_like_their_dicts():
    """The last-trick and Matzl events are made once and shared: read in full they are the plain data, and no
    reader can change what the next deal reads."""
    from tutor.matzlfangen.play import _LAST_TRICK, _MATZL_CAUGHT, _MATZL_KEPT
    assert dict(_LAST_TRICK[2].data) == {"seat": 2, "bonus": 10} and _LAST_TRICK[2].rule == "R-DECK-5"
    kept = _MATZL_KEPT[2][1][3]  # Herz trumps: the HX of seat 1, trick won by seat 3
    assert (kept.rule, kept.kind, dict(kept.data)) == ("R-MATZL-1", "matzl-kept",
                                                       {"seat": 3, "owner": 1, "card": "HX"})
    caught = _MATZL_CAUGHT[0][0][1][1]
    assert dict(caught.data) == {"seat": 1, "owner": 0, "card": "EX", "side": "declarers"}
    assert caught.text("en") and caught.text("es")
    with pytest.raises(TypeError):
        caught.data["side"] = "defenders"  # type: ignore[index]


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


def test_R_PLAY_1_and_R_TRICK_1_each_card_and_trick_is_told_by_one_lazy_event_equal_to_its_plain_event():
    """A card and a trick are told by LazyEvents (one object each): each equals, and reads as, the plain
    Event with the same data, in a game and in its replay."""
    from tutor.core import Event, LazyEvent
    g = _finished_game(7)
    told = [e for step in g.history for e in step.events if e.kind in ("play", "trick-won")]
    assert len(told) == 40 and all(type(e) is LazyEvent for e in told)
    for e in told:
        plain = Event(e.game, e.rule, e.kind, dict(e.data))
        assert e == plain and e.text("en") == plain.text("en") and e.text("es") == plain.text("es")
    assert [s.events for s in tutor.load_game(g.to_json()).history] == [s.events for s in g.history]
    first = told[0].data
    assert set(first) == {"seat", "card", "legal", "reason", "led", "trump", "trick_no"}
    assert first["card"] in first["legal"] and first["reason"] == "lead" and first["trick_no"] == 1
