"""StepPlayer: each stage's line equals push_stages (MU13, MU14, MU15), for every variant."""
import random

import pytest

import tutor
from tutor.muros import push_stages, random_action
from tutor.widgets import Lang, StepPlayer, frames_of

VARIANT_SETS = [(), ("COMPACT_SHIFT",), ("SHIFT_TOWARD_CARD",), ("COUNT_CELLS",), ("SHIFT_ON_ZERO",),
                ("SHIFT_TOWARD_CARD", "COMPACT_SHIFT")]


def phase1_steps(variants, seed):
    g = tutor.new_game("muros", players=3, seed=seed, variants=variants)
    rng = random.Random(seed)
    while g.state.placed < 18:
        g.play(random_action(g, rng))
    return g.history


@pytest.mark.parametrize("variants", VARIANT_SETS)
def test_MU13_frames_follow_push_stages(variants):
    for seed in (1, 2):
        for step in phase1_steps(variants, seed):
            frames = frames_of(step)
            place = step.events[0].data
            line = frames[0].line
            k, after, slid, _ = push_stages(line, place["colour"], frozenset(variants))
            lines = [f.line for f in frames]
            if k == 0:
                assert lines[:2] == [line, line] and lines[-1] == slid
                assert [f.stage for f in frames][:2] == ["place", "zero"]
            else:
                assert lines[:3] == [line, line, after]
                assert lines[-1] == slid
                assert [f.stage for f in frames][:3] == ["place", "count", "remove"]


def test_next_and_back_walk_the_stages_and_show_the_line():
    step = phase1_steps((), 1)[0]
    p = StepPlayer(step, lang=Lang())
    shown = []
    for _ in range(len(p.frames)):
        shown.append(p.shown_line())
        assert p.frame.event.rule in p.text.value
        p.next_button.click()
    assert shown == [f.line for f in p.frames]
    assert p.next_button.disabled
    p.back_button.click()
    assert p.index == len(p.frames) - 2
    assert "Stage" in p.where.value


def test_east_and_south_cards_sit_at_the_right_end():
    steps = [s for s in phase1_steps((), 1) if s.action[2] in "ES"]
    p = StepPlayer(steps[0], lang=Lang())
    assert p.strip.children[-1] is p.card
    assert p.shown_line() == p.frames[0].line


def test_counted_and_removed_cells_are_outlined():
    step = next(s for s in phase1_steps((), 1) if any(e.kind == "count" for e in s.events))
    p = StepPlayer(step, lang=Lang())
    p.next()
    count = p.frame
    assert all(count.line[i] == step.events[0].data["colour"] for i in count.marked)
    outlined = [b for b in p.tokens if "tutor-hl" in b._dom_classes]
    assert len(outlined) == len(count.marked)


def test_a_phase2_step_has_no_frames():
    g = tutor.new_game("muros", players=2, seed=1)
    rng = random.Random(1)
    while g.state.placed < 19:
        g.play(random_action(g, rng))
    p = StepPlayer(g.history[-1], lang=Lang())
    assert p.frames == [] and "phase-1" in p.text.value
