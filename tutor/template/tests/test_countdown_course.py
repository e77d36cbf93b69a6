"""Countdown's course and apps: every question keyed on its pictured position, every stated fact true there,
every task done by following its Hint, every rule covered or said why not; the app and the classroom run on
the one ClickAdapter, from clicks on the engine's drawing; make_position names a wrong argument."""
from __future__ import annotations

import random

import pytest

from tutor.core import Game
from tutor.core.i18n import LANGS, rule_ids
from tutor.template.countdown import GAME, RULES, make_position
from tutor.template.lessons.countdown import FACTS, LESSONS, NOT_COVERED
from tutor.template.widgets.countdown.course import ADAPTER, SCENARIOS, classroom, course
from tutor.widgets.base import Language

SEEDS = range(20)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda l: l.id)
def test_every_question_is_keyed_on_its_pictured_position_and_states_only_true_facts(lesson) -> None:
    asked = 0
    for seed in SEEDS:
        for q in lesson.questions(random.Random(seed)):
            again = Game(RULES, seed=q.game.seed, position=q.game.position())
            assert q.key is not None and q.key(again) == q.answer, q.prompt("en")
            assert q.facts and all(FACTS[name](again, value) for name, value in q.facts.items()), q.prompt("en")
            assert q.seat == 0   # the learner's own view: no caption needed
            for lang in LANGS:
                assert q.prompt(lang) and q.explain(lang) and all(c.label(lang) for c in q.choices)
            asked += 1
    assert asked >= len(SEEDS) * 2


def test_a_stated_fact_that_is_false_is_caught() -> None:
    assert LESSONS[0].questions is not None
    q = LESSONS[0].questions(random.Random(0))[0]
    left, hand = q.facts["left"], q.facts["hand"]
    assert isinstance(left, int) and isinstance(hand, list)
    assert not FACTS["left"](q.game, left + 1)
    assert not FACTS["hand"](q.game, [*hand, 3])


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda l: l.id)
def test_following_the_lessons_hint_does_its_task(lesson) -> None:
    game = lesson.start()
    for _ in range(20):
        if lesson.task.check(game) or game.is_over:
            break
        if game.to_move in lesson.bots:
            game.play(game.hint().action)
        else:
            game.play(lesson.hint(game).action)
    assert lesson.task.check(game)


def test_every_rule_is_taught_or_said_why_not() -> None:
    taught = {r for lesson in LESSONS if lesson.checked for r in lesson.rules}
    assert set(rule_ids(GAME)) == taught | set(NOT_COVERED) and not taught & set(NOT_COVERED)


def test_the_course_app_runs_on_the_one_click_adapter_from_clicks_on_the_drawing() -> None:
    lang = Language()
    box = course(lang)
    player = box.player
    assert isinstance(player.adapter, ADAPTER)
    for index, lesson in enumerate(LESSONS):
        player.go(index)
        view = player.view
        assert view.lesson is lesson and view.table.board.svg.startswith("<svg")
        while not view.task_done:
            hint = lesson.hint(view.session.game)
            token = RULES.click_path(view.session.game.state, hint.action)[0]
            assert token in view.table.board.legal_targets()
            view.table.board.click(token)
        lang.code = "es" if lang.code == "en" else "en"
    player.close()


def test_the_classroom_plays_each_scenario_to_its_end() -> None:
    room = classroom(Language()).room
    for index, scenario in enumerate(SCENARIOS):
        room.show(index)
        for _ in scenario.steps:
            room.play_step()
        assert room.session.game.is_over, scenario.title("en")
    assert room.table.board.badge  # the projector shows every hand, and says so


@pytest.mark.parametrize("bad,named", [
    ({"hands": 5}, "hands"), ({"hands": [[1, 2], "3"]}, "hands"), ({"left": "3"}, "left"), ({"left": 0}, "left"),
    ({"turn": 2}, "turn"), ({"phase": "over"}, "phase"), ({"seed": -1}, "seed"), ({"start": 12}, "start"),
    ({"variants": "OPEN_HANDS"}, "variants"), ({"hands": [[1, 1, 1], [1, 1]]}, "at most four"),
])
def test_make_position_refuses_a_wrong_argument_naming_it(bad: dict, named: str) -> None:
    with pytest.raises(ValueError, match=named):
        make_position(**bad)


def test_make_position_fills_the_rest_from_the_seed() -> None:
    a = make_position([[1, 3], [2]], left=6, seed=1)
    assert a == make_position([[1, 3], [2]], left=6, seed=1) != make_position([[1, 3], [2]], left=6, seed=2)
    game = Game(RULES, position=a)
    assert game.view(0)["left"] == 6 and game.view(0)["hands"][0] == [1, 3] and game.to_move == 0
