"""apply() trusts what legal_actions listed for that very state (and gives exactly what full
validation gives), and lazily built event data reads the same whenever it is read."""
import random

import pytest

import tutor
from tutor import IllegalAction
from tutor.core import LazyData
from tutor.matschig import RULES
from tutor.matschig import rules as R
from tutor.matschig.state import replace
from tutor.matschig.variants import VARIANTS, check_variants

from matschig_helpers import craft


def _variant_sets(r: random.Random, count: int):
    names = sorted(VARIANTS)
    yield frozenset()
    while count > 1:
        chosen = {v for v in names if r.random() < 0.15}
        try:
            check_variants(chosen)
        except ValueError:
            continue
        count -= 1
        yield frozenset(chosen)


def _events(events) -> list:
    return [(e.game, e.rule, e.kind, dict(e.data), e.text("en"), e.text("es")) for e in events]


def _forget() -> None:
    R.LISTED.forget()  # no listed actions: apply validates everything


def test_listed_actions_trusted_path_equals_full_validation():
    r = random.Random(11)
    checked = 0
    for k, variants in enumerate(_variant_sets(r, 16)):
        g = tutor.new_game("matschig", players=3 + k % 4, seed=k, variants=variants,
                           rounds=r.choice((2, 3)))
        while not g.is_over:
            s = g.state
            acts = RULES.legal_actions(s)
            assert R.LISTED.last[0] is s and R.LISTED.last[1] == tuple(acts)
            chosen = r.choice(acts)
            for action in dict.fromkeys(r.sample(acts, min(4, len(acts))) + [chosen]):
                R.LISTED.remember(s, acts)
                fast = RULES.apply(s, action)  # trusted: listed for this very state
                _forget()
                full = RULES.apply(s, action)  # full validation accepts every listed action
                assert fast[0] == full[0] == action  # listed actions are canonical
                assert fast[1] == full[1] and type(fast[1]) is type(full[1])
                assert _events(fast[2]) == _events(full[2])
                checked += 1
            R.LISTED.remember(s, acts)
            g.play(chosen)
    assert checked > 2500


def test_trust_needs_the_very_same_state_object():
    s = craft(players=3, hands={0: "W1 S1 W2", 1: "W3 S3"}, active=0)
    twin = replace(s)  # equal, but another object
    assert twin == s and twin is not s
    acts = RULES.legal_actions(s)
    assert "throw W1 S1 at P2" in acts
    assert RULES.apply(twin, "throw W1 S1 at P2")[0] == "throw W1 S1 at P2"
    # listed for s, but s's seat 0 no longer holds W1 in `other`: refused by full validation
    other = replace(s, hands=(("S1", "W2"),) + s.hands[1:])
    RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(other, "throw W1 S1 at P2")
    assert err.value.kind == "not-in-hand"


def test_a_changed_caller_list_earns_no_trust():
    s = craft(players=3, hands={0: "W1 S1 W2", 1: "W3 S3"}, active=0)
    acts = RULES.legal_actions(s)
    acts.append("throw W3 S1 at P2")  # the caller's copy; the engine keeps its own
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "throw W3 S1 at P2")
    assert err.value.kind == "not-in-hand"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, "throw W1 S1 at P1")
    assert err.value.kind == "throw-at-self"


def test_lazy_event_data_reads_the_same_later_and_twice():
    r = random.Random(4)
    g = tutor.new_game("matschig", players=4, seed=9)
    now = []
    while not g.is_over:
        step = g.play(r.choice(g.legal_actions()))
        now.append(_events(step.events))
    later = [_events(step.events) for step in g.history]
    assert later == now  # built after the game ended: the same as built at once
    lazy = [e for step in g.history for e in step.events if isinstance(e.data, LazyData)]
    kinds = {e.kind for e in lazy}
    assert {"throw", "defence-options", "mud-imperfect"} <= kinds
    assert all(type(e.data[k]) is type(dict(e.data)[k]) for e in lazy for k in e.data)
