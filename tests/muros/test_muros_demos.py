"""What the Muros rule demos need from the engine: the set-up told as events (MU1-MU6) and, to each seat,
only its own hand; the plausible actions a learner might try, their refusals and their words; the events
that cite MU16, MU17, MU22 and the variants they change; and the search hints that find every demo."""
from __future__ import annotations

import random
import re

import pytest

import tutor
from tutor.core import Event, Game, IllegalAction
from tutor.core.i18n import LANGS, rule_ids
from tutor.demos import Demo
from tutor.lessons.muros.line import new_holes
from tutor.muros import RULES, conceal, demoplay, make_position
from tutor.muros.state import HAND_SIZE

from muros_helpers import make_state

SETUP_RULES = ["MU1", "MU2", "MU3", "MU4", "MU5", "MU6"]


# -- the set-up ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_setup_cites_MU1_to_MU6_in_order_in_every_language(players: int) -> None:
    g = tutor.new_game("muros", players=players, seed=players)
    assert [e.rule for e in g.setup] == SETUP_RULES
    for e in g.setup:
        texts = {lang: e.text(lang) for lang in LANGS}
        assert all(t and "{" not in t for t in texts.values()) and len(set(texts.values())) == len(LANGS)
    deal = next(e for e in g.setup if e.rule == "MU3").text("en")
    assert f"each player is dealt {HAND_SIZE[players]}" in deal and deal.count(" holds ") == players
    first = next(e for e in g.setup if e.rule == "MU6").text("en")
    assert first.startswith(f"P{g.to_move + 1} is drawn at random to start")


def test_the_setup_tells_the_piles_and_who_starts_as_the_game_has_them() -> None:
    g = tutor.new_game("muros", players=3, seed=8)
    piles = next(e for e in g.setup if e.rule == "MU4")
    assert piles.data["piles"] == g.view(0)["piles"] and piles.data["n"] == 36 - 3 * HAND_SIZE[3]
    order = next(e for e in g.setup if e.rule == "MU6").data["order"]
    assert order[0] == g.to_move and sorted(order) == [0, 1, 2]


def test_a_game_under_way_has_no_setup_to_tell() -> None:
    """Game.setup tells a deal; a game started from a position with cards placed was not dealt there."""
    g = tutor.new_game("muros", position=make_position(players=2, placed=5, seed=3))
    assert g.setup == ()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seat_is_told_its_own_hand_and_no_other(players: int) -> None:
    """MU3: the deal to seat k names k's hand only, the same hand the omniscient narration gives k."""
    g = tutor.new_game("muros", players=players, seed=11)
    deal = next(e for e in g.setup if e.rule == "MU3")
    told = deal.text("en")
    for seat in range(players):
        mine = deal.text("en", seat=seat)
        own = re.search(rf"P{seat + 1} holds [^;.]+", mine)
        assert own and own.group(0) in told, (mine, told)
        assert [f"P{s + 1} holds" in mine for s in range(players)] == [s == seat for s in range(players)]
        hidden = ("the other hand is hidden", "la otra mano está oculta") if players == 2 else \
            ("the other hands are hidden", "las demás manos están ocultas")
        assert hidden[0] in mine and hidden[1] in deal.text("es", seat=seat)


@pytest.mark.parametrize("players", [3, 4])
def test_a_seats_setup_narration_is_the_same_whatever_the_other_hands(players: int) -> None:
    """Non-interference: deals that differ only in the other hands tell a seat the same set-up."""
    rng = random.Random(players)
    for seed in range(4):
        start = tutor.new_game("muros", players=players, seed=seed).position()
        for seat in range(players):
            worlds = [start] + [conceal(start, seat, rng) for _ in range(6)]
            told = {tuple(e.text(lang, seat=seat) for e in tutor.new_game("muros", position=w).setup
                          for lang in LANGS) for w in worlds}
            assert len(told) == 1
            assert any(w["hands"] != start["hands"] for w in worlds)   # the test can fail: the others differ


# -- what a learner might try ----------------------------------------------------------------------------

def _refused_by(state, actions) -> set[str]:
    out = set()
    for action in actions:
        try:
            RULES.apply(state, action)
        except IllegalAction as err:
            out.add(err.rule)
    return out


def test_plausible_actions_hold_the_legal_ones_and_every_card_at_every_slot() -> None:
    g = tutor.new_game("muros", players=2, seed=4)
    tries = RULES.plausible_actions(g.state)
    assert set(g.legal_actions()) <= set(tries)
    assert {a for a in tries if "take" not in a and a != "pass"} == {
        f"{c}@{side}{i}{' pile' if pile else ''}" for c in "YBRG" for side in "WENS" for i in range(1, 10)
        for pile in (False, True)}
    assert "pass" in tries and not any("take" in a for a in tries)     # no capture offered in phase 1


def test_plausible_actions_are_refused_by_the_rules_a_learner_meets() -> None:
    phase1 = make_state(slots={"W3": "R"}, hands=({"B": 1, "G": 5}, {"G": 4}))   # no green left in the piles
    assert {"MU4", "MU5", "MU7", "MU8", "MU9"} <= _refused_by(phase1, RULES.plausible_actions(phase1))
    phase2 = make_state(slots={"W2": "B", "W4": "R"}, placed=18, hands=({"R": 1, "B": 1}, {"Y": 1}),
                        variants={"MANDATORY_TAKE"})
    assert {"MU18", "MU19", "MANDATORY_TAKE"} <= _refused_by(phase2, RULES.plausible_actions(phase2))
    assert RULES.plausible_actions(make_state(slots={"W9": "Y"}, placed=36, hands=({}, {}), piles={},
                                              turn=None)) == []


def test_every_plausible_action_is_said_in_words_in_every_language() -> None:
    """The demo's "watch" line words the action tried, a refused one too; never notation."""
    state = make_state({2: "RRRBBWWWW"}, slots={"W2": "B", "W4": "R"}, placed=18, hands=({"R": 1, "B": 1}, {"Y": 1}))
    for action in RULES.plausible_actions(state):
        words = {lang: RULES.describe(state, action, lang) for lang in LANGS}
        for text in words.values():
            assert text and not re.search(r"@|take ([YBRG]|none)\b", text), (action, text)
    assert RULES.describe(state, "R@E2 take Y", "en").endswith("take the yellow tokens of row 2 (there are none)")
    assert RULES.describe(state, "R@E2 take Y", "es").endswith("llévate las fichas amarillas de la fila 2 "
                                                                "(no hay ninguna)")


# -- the events the demos show ---------------------------------------------------------------------------

def _games(variants=(), seeds=range(4)):
    for seed in seeds:
        g = Game(RULES, players=2 + seed % 3, seed=seed, variants=variants)
        rng = random.Random(seed)
        while not g.is_over:
            before = g.state
            step = g.play(rng.choice(g.legal_actions()))
            yield before, step, g.state


def test_MU16_names_the_crossing_lines_that_get_a_new_hole() -> None:
    """MU16 is told after a phase-1 card exactly when a crossing line gains a hole, naming those lines."""
    told = 0
    for before, step, after in _games():
        slot = step.action.split("@")[1][:2] if "@" in step.action else None
        holes = [e for e in step.events if e.rule == "MU16"]
        if slot is None or before.placed >= 18:
            assert not holes
            continue
        expected = new_holes(before.board, after.board, slot)
        assert [e.data["lines"] for e in holes] == ([expected] if expected else [])
        told += bool(holes)
    assert told > 0


def test_MU16_text_agrees_in_number() -> None:
    for lines, en, es in [([3], "reach column 3, which now has a hole", "alcanzan a la columna 3, que ahora tiene"),
                          ([2, 5], "reach columns 2 and 5, which now each have", "alcanzan a las columnas 2 y 5, que")]:
        event = Event("muros", "MU16", "holes", {"slot": "W4", "lines": lines})
        assert en in event.text("en") and es in event.text("es")


def test_MU17_is_told_once_on_the_first_card_of_phase_2() -> None:
    for seed in range(3):
        g = tutor.new_game("muros", players=2 + seed, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        told = [i for i, step in enumerate(g.history) if "MU17" in step.rules]
        assert told == [18]


def test_MU22_tells_the_supply_after_each_capture_and_HIDDEN_CAPTURES_only_how_many_to_the_others() -> None:
    for variants in [(), ("HIDDEN_CAPTURES",)]:
        seen = 0
        for _, step, after in _games(variants):
            for e in step.events:
                if e.kind == "kept":
                    seen += 1
                    assert e.rule == ("HIDDEN_CAPTURES" if variants else "MU22")
                    assert e.data["captured"] == dict(zip("YBRG", after.captured[step.seat]))
                    other = (step.seat + 1) % after.players
                    assert e.seen_by(other).kind == ("kept-hidden" if variants else "kept")
                    assert e.seen_by(step.seat).kind == "kept"
        assert seen > 0


@pytest.mark.parametrize("variant, kind", [("COMPACT_SHIFT", "slide"), ("SHIFT_TOWARD_CARD", "slide"),
                                           ("COUNT_CELLS", "remove"), ("SHIFT_ON_ZERO", "zero"),
                                           ("ALLOW_PASS", "pass"), ("HIDDEN_CAPTURES", "kept")])
def test_a_variant_is_cited_by_the_event_it_changes(variant: str, kind: str) -> None:
    """The event a variant changes cites the variant, and no event cites a variant that is off."""
    cited = 0
    for _, step, _ in _games((variant,)):
        cited += sum(e.rule == variant for e in step.events if e.kind == kind)
    if variant == "ALLOW_PASS":
        g = tutor.new_game("muros", seed=1, variants={"ALLOW_PASS"})
        cited += sum(e.rule == variant for e in g.play("pass").events)
    assert cited > 0
    variants = set(RULES.known_variants)
    assert not [e for _, step, _ in _games(seeds=range(2)) for e in step.events if e.rule in variants]


def test_MANDATORY_TAKE_and_TIER_BEST_SINGLE_cite_themselves_where_they_decide() -> None:
    state = make_state(slots={"W2": "B"}, placed=18, hands=({"R": 1}, {"Y": 1}), variants={"MANDATORY_TAKE"})
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, "R@E2 take none")
    assert err.value.rule == "MANDATORY_TAKE"
    tied = make_state({1: "RRBB....."}, slots={"W9": "Y"}, placed=35, hands=({"R": 1}, {}), piles={}, fill=False,
                      captured=[{"R": 3}, {"R": 2, "B": 2}], variants={"TIER_BEST_SINGLE"})
    told = {e.kind: e for e in RULES.apply(tied, "R@E9 take none")[2]}
    assert told["majority"].rule == told["ranking"].rule == "TIER_BEST_SINGLE"
    assert told["ranking"].data["keys"] == [[3, 0], [2, 0]] and told["ranking"].data["added"] == [[3, 0], [4, 0]]
    assert "Added up, as without the variant “best single colour”, they would be P1 3, 0; P2 4, 0." in \
        told["ranking"].text("en")
    assert "Sumadas, como sin la variante «mejor color suelto», serían P1 3, 0; P2 4, 0." in told["ranking"].text("es")


# -- the search hints --------------------------------------------------------------------------------------

class _Finder:
    """What demoplay.hunt uses of tutor.demos.search.Finder: rules, new_demo, _keep and missing."""

    new_demo = Demo

    def __init__(self) -> None:
        self.rules, self.found = RULES, {}

    def _keep(self, d: Demo) -> None:
        self.found.setdefault(d.rule, d)

    def missing(self) -> list[str]:
        return [r for r in rule_ids("muros") if r not in self.found]


@pytest.mark.parametrize("variant", ["TIER_BEST_SINGLE", "HIDDEN_CAPTURES", "COUNT_CELLS"])
def test_a_hunted_variant_demo_cites_it_where_switching_it_off_changes_the_outcome(variant: str) -> None:
    finder = _Finder()
    policy = demoplay.split if variant == "TIER_BEST_SINGLE" else None
    assert demoplay.hunt(finder, variant, frozenset({variant}), policy=policy)
    d = finder.found[variant]
    d.check()
    on = d.game
    assert d.kind == "step" and variant in on.play(d.action).rules
    off = tutor.new_game("muros", position=d.game.position() | {"variants": []})
    off.play(d.action)
    assert _material(on) != _material(off)


def _material(g: Game) -> tuple:
    """What a game's state is, its variants aside: the position, each seat's view, the scores and winners."""
    bare = lambda d: {k: v for k, v in d.items() if k != "variants"}   # noqa: E731
    return (bare(g.position()), [bare(g.view(s)) for s in range(g.players)], g.result()[:2] if g.is_over else None)
