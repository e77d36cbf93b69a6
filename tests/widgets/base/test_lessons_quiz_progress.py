"""Lesson player, quiz, progress and classroom of the toolkit, on lessons written for the template game."""
from __future__ import annotations

import json
import random

import pytest
from countdown_game import new_game

from tutor.lessons import Choice, Lesson, Question, Task, Text
from tutor.widgets.base import Classroom, ClickAdapter, Language, LessonPlayer, Progress, ProgressView, Quiz, Scenario
from fixture_texts import FixtureText as Text   # the tests' own made-up texts


def _questions(rng: random.Random) -> list[Question]:
    """Which cards may P1 play? The engine answers (EX3: no larger than the counters left)."""
    out = []
    for _ in range(3):
        game = new_game(seed=rng.randrange(1000))
        legal = {a.split()[-1] for a in game.legal_actions() if a.startswith("play")}
        hand = sorted({str(c) for c in game.state.hands[0]})
        out.append(Question(Text("Which of your cards fit?", "¿Qué cartas tuyas caben?"), game,
                            tuple(Choice(c, Text(c, c)) for c in hand), frozenset(legal),
                            Text("A card fits if it is no larger than the counters left."),
                            ("EX3",), seat=0, multi=True))
    return out


LESSONS = [
    Lesson("play", "countdown", ("EX3",), Text("Play a card", "Juega una carta"),
           Text("<p>Play any card.</p>", "<p>Juega cualquier carta.</p>"), new_game, seat=0, bots={1: "hint"},
           task=Task(Text("Play a 2 or a 3.", "Juega un 2 o un 3."),
                     lambda g: any(s.seat == 0 and s.action in ("play 2", "play 3") for s in g.history),
                     Text("Bigger cards bring the end closer.", "Las cartas altas acercan el final.")),
           hints=(Text("Look at your hand.", "Mira tu mano."), Text("Click the 3.", "Haz clic en el 3."))),
    Lesson("fit", "countdown", ("EX3",), Text("What fits", "Qué cabe"), Text("<p>Q</p>", "<p>P</p>"), new_game,
           questions=_questions),
]


def test_the_lesson_player_checks_the_task_and_moves_on() -> None:
    lang = Language()
    player = LessonPlayer(LESSONS, ClickAdapter(), lang, Progress())
    assert "Play a 2 or a 3." in player.task.value and "Done" not in player.task.value
    player.view.advance()                       # read -> the task
    player.view.hint_button.click()
    assert "Look at your hand." in player.task.value and "Click the 3." not in player.task.value
    big = max(player.table.board.legal_targets())
    assert big in ("card 2", "card 3")          # this deal holds a 2 or a 3 that fits
    player.table.board.click(big)
    assert "✔ Done!" in player.task.value and player.done
    lang.code = "es"
    assert "Juega un 2 o un 3." in player.task.value and "Juega una carta" in player.head.value
    player.go(1)
    assert player.index == 1 and player.quiz_box.children and player.view.on_next is None
    assert player.prev_button.disabled is False
    player.view.restart_button.click()
    assert player.session.game.history == []


def test_the_quiz_shows_the_position_marks_answers_and_keeps_a_score() -> None:
    progress = Progress()
    quiz = Quiz(_questions, seed=1, language=Language(), game="countdown", progress=progress)
    q = quiz.question
    assert quiz.picture.svg.startswith("<svg") and len(quiz.picture.choices) == len(q.choices)
    for key in q.answer:
        quiz.picture.choose(key)
    assert quiz.check() is True and quiz.score == (1, 1) and progress.right["countdown"] == {"EX3"}
    assert "Right" in quiz.feedback.value and 'data-rule="EX3"' in quiz.feedback.value
    quiz.next()
    wrong = next(c.key for c in quiz.question.choices)
    quiz.picked = set()
    quiz.picture.choose(wrong)
    expected = frozenset({wrong}) == quiz.question.answer
    assert quiz.check() is expected and quiz.score == (1 + expected, 2)
    quiz.retry()
    assert quiz.score == (0, 0) and quiz.index == 0


def test_progress_saves_and_loads_and_refuses_a_bad_file() -> None:
    progress = Progress()
    progress.saw("muros", ["MU9", "MU13"])
    progress.answered("muros", ["MU9"])
    view = ProgressView("muros", progress, Language())
    assert "MU9, MU13" in view.summary.value and json.loads(view.save.payload)["right"]["muros"] == ["MU9"]
    other = Progress()
    other.load(progress.to_json())
    assert other.seen["muros"] == {"MU9", "MU13"}
    for bad in ("{", '{"format": "x"}', json.dumps({"format": "tutor-progress/1", "seen": {"chess": []},
                                                     "right": {}})):
        with pytest.raises(ValueError):
            other.load(bad)
    assert other.seen["muros"] == {"MU9", "MU13"}


def test_the_classroom_frames_one_rule_and_plays_its_steps() -> None:
    game = new_game()
    first = game.legal_actions()[0]
    scenario = Scenario(Text("A card", "Una carta"), ("EX3",), Text("Watch the counters.", "Mira las fichas."),
                        new_game, steps=(first,), after=Text("Fewer counters.", "Menos fichas."))
    room = Classroom([scenario], ClickAdapter(), Language())
    assert "Watch the counters." in room.frame.value and "Fewer counters." not in room.frame.value
    assert room.session.game.history == []
    room.step_button.click()
    assert len(room.session.game.history) == 1 and room.step_button.disabled
    assert "Fewer counters." in room.frame.value
    room.step_button.click()  # pressed again: nothing happens, no stray refusal
    assert len(room.session.game.history) == 1 and room.session.note is None
    room.reset_button.click()
    assert room.session.game.history == [] and "tutor-classroom" in room._dom_classes
