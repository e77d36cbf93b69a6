"""Hypothesis properties over random legal deals (R-DECK-4/5, R-TRICK-1, §5.2, §7.3, save/load, undo)."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tutor
from tutor.matzlfangen import KNOWN_VARIANTS, legal_cards, trick_winner
from tutor.matzlfangen.cards import CARD_POINTS, CARD_STR, cards_of
from tutor.matzlfangen.variants import check_variants

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _ok(vs: frozenset) -> bool:
    try:
        check_variants(vs)
    except ValueError:
        return False
    return True


variant_sets = st.frozensets(st.sampled_from(sorted(KNOWN_VARIANTS)), max_size=5).filter(_ok)


def _all_cards(s) -> list[int]:
    return list(s.deck) + [c for h in s.hands for c in cards_of(h)] + list(s.trick) + [c for t in s.tricks for c in t[1]]


def _play(seed: int, variants: frozenset, rseed: int, deals: int = 1):
    g = tutor.new_game("matzlfangen", players=4, seed=seed, variants=variants, deals=deals)
    r = random.Random(rseed)
    return g, r


@SETTINGS
@given(st.integers(0, 10**6), variant_sets, st.integers(0, 10**6))
def test_invariants_over_random_deals(seed, variants, rseed):
    g, r = _play(seed, variants, rseed)
    while not g.is_over:
        s = g.state
        assert sorted(_all_cards(s)) == list(range(32))  # 32 cards always accounted for
        acts = g.legal_actions()
        assert acts and len(set(acts)) == len(acts)
        if s.phase == "play":
            hand = " ".join(CARD_STR[c] for c in cards_of(s.hands[s.turn]))
            trick = " ".join(CARD_STR[c] for c in s.trick)
            trump = "ELHS"[s.trump] if s.trump >= 0 else None
            plain = {"V-HEAD-LITERAL", "V-UT-FREE"} & set(variants)
            if not {"V-PARTNER-EXEMPT", "V-CALL-SK"} & set(variants):
                offered = [a[5:] for a in acts if a.startswith("play ")]
                assert offered == legal_cards(hand, trick, trump, plain)
        step = g.play(r.choice(acts))
        for e in step.events:
            if e.kind == "trick-won":
                cards = " ".join(e.data["cards"])
                idx = trick_winner(cards, s.trump >= 0 and "ELHS"[s.trump] or None)
                assert (e.data["leader"] + idx) % 4 == e.data["seat"]
                assert e.data["card"] == e.data["cards"][idx]
    s = g.state
    assert sum(g.result().scores) == 0
    last = s.history[-1]
    assert sum(last) == 0
    if len(s.tricks) == 8:
        assert sum(CARD_POINTS[c] for t in s.tricks for c in t[1]) == 120


@SETTINGS
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_deal_points_sum_to_130(seed, rseed):
    g, r = _play(seed, frozenset(), rseed)
    totals = None
    while not g.is_over:
        for e in g.play(r.choice(g.legal_actions())).events:
            if e.kind == "deal-points":
                totals = e.data
    assert totals["decl_points"] + totals["def_points"] == 130
    assert totals["decl_tricks"] + totals["def_tricks"] == 8


@SETTINGS
@given(st.integers(0, 10**6), st.integers(0, 10**6), st.integers(0, 80),
       st.sampled_from(["play ZZ", "play EA", "raise", "bid durch", "call HA", "claim", "trump Q", "", "knock",
                        "no raise", "bid treiben H", "weiter", "cut"]))
def test_refused_action_changes_nothing(seed, rseed, steps, attempt):
    g, r = _play(seed, frozenset(), rseed, deals=2)
    for _ in range(steps):
        if g.is_over:
            break
        g.play(r.choice(g.legal_actions()))
    if g.is_over:
        return
    before = g.to_json()
    legal = g.legal_actions()
    try:
        g.play(attempt)
    except ValueError:
        assert g.to_json() == before
        assert attempt not in legal
        assert g.why_not(attempt) is not None
    else:
        assert attempt in legal or attempt.lower() in legal


@SETTINGS
@given(st.integers(0, 10**6), variant_sets, st.integers(0, 10**6), st.integers(1, 2))
def test_save_load_and_undo_redo_reproduce(seed, variants, rseed, deals):
    g, r = _play(seed, variants, rseed, deals)
    while not g.is_over:
        g.play(r.choice(g.legal_actions()))
    text = g.to_json()
    h = tutor.load_game(text)
    assert h.to_json() == text and h.state == g.state
    n = len(g.history)
    snaps = [g.rules.snapshot(g.state)]
    for _ in range(min(n, 15)):
        g.undo()
        snaps.append(g.rules.snapshot(g.state))
    mid = tutor.load_game(g.to_json())
    assert mid.state == g.state
    for i in range(min(n, 15)):
        g.redo()
        assert g.rules.snapshot(g.state) == snaps[-2 - i]
    assert g.to_json() == text
