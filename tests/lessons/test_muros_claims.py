"""Every fact a Muros lesson, task, done text or hint step states about its position, proven with the engine
on that position; every question pictured from the learner's seat; nothing cited before it is taught."""
from __future__ import annotations

import random
from typing import Any

import pytest

from tutor.core import Game
from tutor.core.i18n import LANGS
from tutor.lessons import LESSONS
from tutor.lessons.audit import follow_hints, texts
from tutor.muros import LINES, read_line

COURSE = {lesson.id: lesson for lesson in LESSONS["muros"]}


def _start(lesson_id: str) -> Game[Any]:
    return COURSE[lesson_id].start()


def _done(lesson_id: str) -> Game[Any]:
    g = follow_hints(COURSE[lesson_id])
    task = COURSE[lesson_id].task
    assert task is not None and task.check(g)
    return g


def _since(lesson_id: str, g: Game[Any]) -> int:
    """How many steps the lesson's start already holds (a board built by play from a deal)."""
    return len(COURSE[lesson_id].start().history)


def _learner_events(g: Game[Any], lesson_id: str = "") -> list:
    skip = _since(lesson_id, g) if lesson_id else 0
    return [e for step in g.history[skip:] if step.seat == 0 for e in step.events]


def test_goal_81_tokens_36_slots_one_secret_hand_and_open_piles() -> None:
    g = _start("goal")
    assert len(g.state.board.replace(".", "")) == 81 and len(g.state.slots) == 36
    assert g.to_move == 0 and isinstance(g.view(1)["hands"][0], int)       # your hand is secret
    assert any(a.endswith(" pile") for a in g.legal_actions())             # a face-up pile anyone may use
    done = _done("goal")                                                   # one card a turn; then the next
    assert [s.seat for s in done.history] == [0] and done.to_move == 1


def test_where_only_two_lines_have_no_card_yet_and_a_card_fills_one() -> None:
    g = _start("where")
    empty = [(a, b) for a, b in LINES if not g.state.slot(a) and not g.state.slot(b)]
    assert len(empty) == 2 and g.state.placed == 16
    done = _done("where")
    mine = done.history[_since("where", done)].action.split("@")[1].split()[0]
    assert any(mine in line for line in empty)


def test_count_row_3_holds_3_red_tokens_and_three_leave() -> None:
    g = _start("count")
    assert read_line(g.state.board, "W3").count("R") == 3
    counted = [e for e in _learner_events(_done("count")) if e.kind == "count"]
    assert counted and counted[0].data["k"] == 3
    assert len([e for e in _learner_events(_done("count")) if e.kind == "remove"][0].data["removed"]) == 3


def test_slide_row_5_has_gaps_and_the_slide_keeps_one() -> None:
    row = read_line(_start("slide").state.board, "W5")
    assert "." in row.strip(".")
    assert any(e.kind == "slide" for e in _learner_events(_done("slide")))


def test_capture_hint_a_line_with_3_tokens_of_a_colour_and_a_card_to_face() -> None:
    """The hint: a line with 3 or more tokens of one colour and a card at one end; a card of another colour
    facing it, one of the two cards of that colour, captures them (MU19)."""
    g = _start("capture")
    best = 0
    for action in g.legal_actions():
        branch = g.fork()
        branch.play(action)
        best = max([best] + [e.data["n"] for e in branch.history[-1].events if e.kind == "capture"])
    assert best >= 3
    done = _done("capture")
    assert any(e.kind == "capture" and e.data["n"] >= 3 for e in _learner_events(done, "capture"))


def test_MU2_MU13_every_lesson_and_question_board_could_arise_in_play() -> None:
    for lesson in LESSONS["muros"]:
        assert lesson.start().unreachable() == (), lesson.id
        if lesson.questions is None:
            continue
        for seed in range(4):
            for q in lesson.questions(random.Random(seed)):
                assert q.game.unreachable() == (), (lesson.id, seed, q.prompt("en"))


def test_boards_built_by_play_show_how_they_arose_and_restart_at_the_task() -> None:
    """A lesson played from a deal keeps its moves (Undo walks back to the deal); its start, asked again (the
    lesson's Restart), is the same position, at the end of that history."""
    built = [lesson for lesson in LESSONS["muros"] if lesson.start().history]
    assert {"where", "phase2", "block", "capture", "skip", "v-mandatory", "v-hidden"} <= {l.id for l in built}
    for lesson in built:
        g = lesson.start()
        assert g.position() == lesson.start().position() and not g.future
        first = g.fork()
        first.goto(0)
        assert first.state.placed == 0 and first.position()["removed"] == {c: 0 for c in "YBRGW"}


@pytest.mark.parametrize("lesson_id", ["v-count-cells", "v-compact", "v-toward", "v-zero"])
def test_variant_lessons_own_board_where_the_variant_changes_the_line(lesson_id: str) -> None:
    lesson = COURSE[lesson_id]
    g = lesson.start()
    variant = lesson.rules[1]
    others = [l.start().position()["board"] for l in LESSONS["muros"] if l.id != lesson_id and l.appendix]
    assert g.position()["board"] not in others
    done = _done(lesson_id)
    action = next(s.action for s in done.history if s.seat == 0)
    plain = Game(g.rules, seed=g.seed, position=dict(g.position(), variants=[]))
    plain.play(action)
    slot = action.split("@")[1].split()[0]
    assert read_line(plain.state.board, slot) != read_line(done.state_at(1).board, slot)
    assert variant in done.variants


def test_phase2_the_first_card_faces_the_card_at_the_other_end() -> None:
    g = _start("phase2")
    assert g.state.placed == 18
    done = _done("phase2")
    start = _since("phase2", done)
    slot = done.history[start].action.split("@")[1].split()[0]
    opposite = {"W": "E", "E": "W", "N": "S", "S": "N"}[slot[0]] + slot[1:]
    assert done.state_at(start).slot(opposite)


def test_block_nothing_was_taken() -> None:
    done = _done("block")
    start = _since("block", done)
    assert any(e.kind == "block" for e in _learner_events(done, "block"))
    assert done.state.captured[0] == done.state_at(start).captured[0]


def test_skip_p2_had_nothing_to_play_so_p3_moved() -> None:
    done = _done("skip")
    start = _since("skip", done)
    g = done.fork()
    while not g.is_over and len(g.history) < start + 2:
        g.play(g.hint().action)
    mine = g.history[start:]
    skipped = [e.data["seat"] for step in mine for e in step.events if e.kind == "skip"]
    assert skipped[:1] == [1] and mine[0].seat == 0 and mine[1].seat == 2


def test_v_pass_the_pass_square_is_in_the_bottom_right_corner() -> None:
    svg = _start("v-pass").svg(seat=0, lang="en", legal=["pass"])
    at = svg.index('data-action="pass"')
    assert '<rect x="400" y="400" width="40" height="40"' in svg[at:at + 200]


def test_every_question_is_pictured_from_the_learners_seat() -> None:
    for lesson in LESSONS["muros"]:
        if lesson.questions is None:
            continue
        for seed in range(6):
            for q in lesson.questions(random.Random(seed)):
                assert q.seat == lesson.seat == 0, (lesson.id, q.prompt("en"))


def test_lesson_1_cites_no_rule_it_does_not_teach() -> None:
    """Lesson 1 names only the goal and the turn: no capture (MU19) in its texts, questions or Hint."""
    goal = COURSE["goal"]
    assert "MU19" not in goal.rules and goal.controls == ()
    cited = [text for where, _lang, text in texts("muros", seeds=range(6), plays=0) if where.startswith("goal:")
             and ":step" not in where and ":why" not in where]
    assert cited and not any("MU19" in text for text in cited)
    for seed in range(6):
        for q in goal.questions(random.Random(seed)):
            assert "MU19" not in q.rules


@pytest.mark.parametrize("seed", range(8))
def test_lesson_1_first_question_has_one_answer_as_written(seed: int) -> None:
    first = COURSE["goal"].questions(random.Random(seed))[0]
    counts = first.game.state.board_counts()
    assert not first.multi and len(first.answer) == 1 and sorted(counts.values())[-1] > sorted(counts.values())[-2]


def test_the_line_labs_ask_only_what_their_lesson_taught() -> None:
    labs = {lesson.id: lesson.lab for lesson in LESSONS["muros"] if lesson.lab}
    assert labs == {"count": "line-count", "remove": "line-remove", "slide": "line-slide"}
    order = [lesson.id for lesson in LESSONS["muros"]]
    assert order.index("count") < order.index("remove") < order.index("slide")


@pytest.mark.parametrize("lesson_id", ["goal", "where", "count", "remove", "slide", "crossing", "phase2", "block",
                                       "capture", "skip", "full", "v-pass"])
def test_the_hint_inside_a_lesson_says_a_move_in_words(lesson_id: str) -> None:
    lesson = COURSE[lesson_id]
    g = lesson.start()
    if g.to_move != lesson.seat:
        return
    for lang in LANGS:
        hint = lesson.hint(g, lang)
        assert hint.action in g.legal_actions() and "@" not in hint.text and " pile" not in hint.text.replace(
            "face-up pile", "")
