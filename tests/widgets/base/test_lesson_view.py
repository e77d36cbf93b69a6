"""The lesson in steps (LessonView, LessonPlayer), the Hint ladder, rule chips for rules taught later, the
picker's ticks and stars, the questions' neutral and marked states, whose view a picture is, the game
controls a lesson asks for, and the presenter's keys; on lessons written for the template game."""
from __future__ import annotations

import random

import pytest
from countdown_game import new_game

from tutor.lessons import Choice, Lesson, Question, Task, Text
from tutor.widgets.base import Classroom, ClickAdapter, Language, LessonPlayer, LessonView, Progress, Quiz, Scenario
from tutor.widgets.base.coursemap import Chips, counts, stars
from tutor.widgets.base.observers import count, open_widgets
from fixture_texts import FixtureText as Text   # the tests' own made-up texts

PLAYED_2 = Task(Text("Play a 2.", "Juega un 2."),
                lambda g: any(s.seat == 0 and s.action == "play 2" for s in g.history),
                Text("A 2 takes two counters.", "Un 2 quita dos fichas."))


def _hand_question(seat, region=None):
    """Which card of P1's hand fits? (one right answer: the engine's legal plays, with seed 3: 1 and 2)."""
    def make(rng: random.Random) -> list[Question]:
        game = new_game()
        highlight = {"region": region} if region else {}
        return [Question(Text("Which cards fit?", "¿Qué cartas caben?"), game,
                         (Choice("1", Text("the 1", "el 1")), Choice("2", Text("the 2", "el 2")),
                          Choice("3", Text("the 3", "el 3"))), frozenset({"1", "2"}),
                         Text("No larger than the counters left."), ("EX3",), seat=seat, multi=True,
                         highlight=highlight),
                Question(Text("Who moves?", "¿Quién mueve?"), game,
                         (Choice("P1", Text("P1", "P1")), Choice("P2", Text("P2", "P2"))), frozenset({"P1"}),
                         Text("P1 starts."), ("EX1",), seat=seat)]
    return make


def _course() -> list[Lesson]:
    return [
        Lesson("two", "countdown", ("EX3",), Text("Play a card", "Juega una carta"),
               Text("<p>Cards take counters.</p>", "<p>Las cartas quitan fichas.</p>"), new_game, seat=0,
               bots={1: "hint"}, task=PLAYED_2, hints=(Text("Look at your hand.", "Mira tu mano."),),
               questions=_hand_question(0)),
        Lesson("pass", "countdown", ("EX4",), Text("Passing", "Pasar"), Text("<p>Pass.</p>", "<p>Pasa.</p>"),
               new_game, seat=0, controls=("undo",)),
        Lesson("end", "countdown", ("EX5",), Text("The end", "El final"), Text("<p>E</p>", "<p>F</p>"),
               new_game, seat=0, appendix=True),
    ]


def _click_move(view: LessonView, action: str) -> None:
    """Play an action by clicks, as the browser would: each token of its click path on the board."""
    for token in view.session.game.click_paths()[action]:
        view.table.board.click(token)


def test_a_lesson_goes_read_task_questions_with_one_continue_and_reports_its_finish() -> None:
    progress, course = Progress(), _course()
    view = LessonView(course[0], ClickAdapter(), Language(), progress, course=course)
    assert view.steps == ["read", "task", "questions"] and view.stage == "read"
    assert "Cards take counters." in view.text.value and view.task.layout.display == "none"
    assert 'aria-current="step">1. Read' in view.stages.value
    assert view.continue_button.description == "Continue" and not view.continue_button.disabled
    view.continue_button.click()
    assert view.stage == "task" and view.continue_button.disabled and view.task.layout.display == ""
    assert "<details" in view.text.value            # the text folds once the task is on
    view.continue_button.click()                    # refused: the task is not done
    assert view.stage == "task"
    _click_move(view, "play 2")
    assert view.task_done and "✔ Done!" in view.task.value and not view.continue_button.disabled
    assert progress.done.get("countdown", set()) == set()      # questions still to answer
    view.continue_button.click()
    assert view.stage == "questions" and view.table.panel.layout.display == "none"
    quiz = view.quiz
    assert quiz is not None and view.continue_button.description == "Check" and view.continue_button.disabled
    quiz.picture.choose("1")
    quiz.picture.choose("2")
    assert not view.continue_button.disabled
    view.continue_button.click()                    # Check
    assert quiz.marks[0] is True and view.continue_button.description == "Continue"
    view.continue_button.click()                    # the next question
    quiz.picture.choose("P2")
    view.continue_button.click()                    # Check: wrong
    assert quiz.finished and progress.done["countdown"] == {"two"} and progress.scores["countdown"]["two"] == (1, 2)
    view.continue_button.click()
    assert view.stage == "done" and "Lesson finished" in view.finish.value and "★★☆" in view.finish.value
    assert view.continue_button.layout.display == "none"   # alone, a view has no next lesson
    view.restart()
    assert view.stage == "task" and view.session.game.history == [] and not view.task_done


def test_moving_on_the_board_while_reading_starts_the_task() -> None:
    view = LessonView(_course()[0], ClickAdapter(), Language(), Progress())
    _click_move(view, "play 1")
    assert view.stage == "task" and not view.task_done


def test_the_hint_ladder_climbs_from_the_lesson_hints_to_the_move_in_words() -> None:
    lang = Language()
    view = LessonView(_course()[0], ClickAdapter(), lang, Progress(), show_text=False)
    assert view.stage == "task" and view.hint_button.description == "Hint"
    view.hint_button.click()
    assert "Look at your hand." in view.task.value and "tutor-hint-move" not in view.task.value
    assert view.hint_button.description == "Another hint"
    view.hint_button.click()
    assert "Try this: play the 2." in view.task.value and "play 2" not in view.task.value   # words, not notation
    assert view.hint_button.disabled and view.hint_button.description == "No more hints"
    lang.code = "es"
    assert "Mira tu mano." in view.task.value and "jugar el 2" in view.task.value
    assert view.hint_button.description == "No hay más pistas"
    view.hint_button.click()                        # past the top: nothing more
    assert view.rung == 2
    lang.code = "en"
    _click_move(view, "play 1")                     # not the task; now the bot is to move
    assert "P2 (a bot) is to move: press Next" in view.task.value and "Try this" not in view.task.value


def test_a_rule_chip_for_a_rule_taught_later_says_in_which_lesson() -> None:
    course = _course()
    chips = Chips(course, 0)
    assert chips.later("EX3", "en") is None                        # taught here
    assert chips.later("EX4", "en") == "You will meet it in lesson 2."
    assert chips.later("EX4", "es") == "La verás en la lección 2."
    assert chips.later("EX5", "en") == "You will meet it in variant 1."
    assert chips.later("EX1", "en") is None                        # taught nowhere: a plain chip
    html = chips("countdown", "EX4", "es")
    assert 'data-rule="EX4"' in html and "La verás en la lección 2." in html
    assert "lección" not in Chips(course, 1)("countdown", "EX4", "es")   # in lesson 2 it is taught
    assert counts(course) == (2, 1)


def test_the_picker_ticks_finished_lessons_shows_stars_and_the_course_bar_counts_lessons_only() -> None:
    progress, lang = Progress(), Language()
    player = LessonPlayer(_course(), ClickAdapter(), lang, progress)
    assert player.picker.options[0][0] == "1. Play a card"
    assert player.picker.options[2][0] == "Variant 1 of 1: The end"
    assert '<progress max="2" value="0"' in player.bar.value and "0 of 2 lessons done" in player.bar.value
    progress.scored("countdown", "two", 2, 2)
    progress.finish("countdown", "two")
    progress.finish("countdown", "end")             # a variant: not counted in the course bar
    assert player.picker.options[0][0] == "✓ 1. Play a card ★★★"
    assert player.picker.options[2][0].startswith("✓ Variant 1 of 1")
    assert '<progress max="2" value="1"' in player.bar.value and 'role' not in player.bar.value
    lang.code = "es"
    assert "1 de 2 lecciones hechas" in player.bar.value and player.picker.options[1][0] == "2. Pasar"
    assert stars(0, 0) == 0 and stars(1, 3) == 1 and stars(3, 5) == 2 and stars(5, 5) == 3


def test_the_player_goes_on_with_continue_and_opens_a_loaded_lesson_once() -> None:
    progress = Progress()
    player = LessonPlayer(_course(), ClickAdapter(), Language(), progress)
    assert progress.at["countdown"] == "two" and player.view.on_next is not None
    player.go(1)
    view = player.view
    assert view.steps == ["read"] and progress.at["countdown"] == "pass"
    view.continue_button.click()                    # a reading lesson: Continue finishes it
    assert view.stage == "done" and "pass" in progress.done["countdown"]
    assert view.continue_button.description == "Next lesson ▶"
    view.continue_button.click()
    assert player.index == 2 and player.view.on_next is None
    progress.at["countdown"] = "two"                # what a load from the browser does
    progress.version += 1
    assert player.index == 0
    player.go(1)
    progress.version += 1                           # the same load seen again: the learner stays
    assert player.index == 1
    progress.at["countdown"] = "no such lesson"
    progress.version += 1
    assert player.index == 1
    with pytest.raises(ValueError, match="start"):
        LessonPlayer(_course(), ClickAdapter(), Language(), progress, start=7)


def test_questions_show_a_neutral_pick_and_mark_right_and_wrong_only_after_check() -> None:
    quiz = Quiz(_hand_question(0), language=Language(), game="countdown", progress=Progress(), buttons=False)
    assert "Mark every one that applies." in quiz.head.value
    quiz.picture.choose("1")
    quiz.picture.choose("3")
    picked = {c["action"]: c for c in quiz.picture.choices}
    assert picked["1"]["cls"] == "tutor-picked" and picked["1"]["label"] == "the 1"     # no ✓ before Check
    assert all("tutor-right" not in c["cls"] and "tutor-wrong" not in c["cls"] for c in picked.values())
    assert quiz.check() is False
    marked = {c["action"]: c for c in quiz.picture.choices}
    assert "tutor-right" in marked["1"]["cls"] and marked["1"]["label"] == "✓ the 1"
    assert "tutor-right" in marked["2"]["cls"] and "tutor-picked" not in marked["2"]["cls"]   # the one missed
    assert "tutor-wrong" in marked["3"]["cls"] and marked["3"]["label"] == "✗ the 3"
    quiz.picture.choose("2")                        # checked: picks no longer change anything
    assert quiz.picked == {"1", "3"}
    quiz.next()
    assert "Choose one." in quiz.head.value
    quiz.language.code = "es"
    assert "Elige una opción." in quiz.head.value


def test_a_question_picture_says_whose_view_it_is_and_is_cut_to_its_region() -> None:
    lang = Language()
    own = Quiz(_hand_question(0), language=lang, progress=Progress(), seat=0)
    assert own.caption.value == ""
    other = Quiz(_hand_question(1), language=lang, progress=Progress(), seat=0)
    assert "As P2 sees it" in other.caption.value
    everyone = Quiz(_hand_question(None), language=lang, progress=Progress(), seat=0)
    assert "All hands shown" in everyone.caption.value
    hand = Quiz(_hand_question(0, region="hand"), language=lang, progress=Progress(), seat=0)
    assert "tutor-quiz-region" in hand.picture._dom_classes and "tutor-quiz-region" not in own.picture._dom_classes
    assert len(hand.picture.svg) < len(own.picture.svg)
    lang.code = "es"
    assert "Así lo ve P2" in other.caption.value and "Se ven todas las manos" in everyone.caption.value


def test_a_lesson_shows_only_the_game_controls_it_asks_for_and_next_where_bots_play() -> None:
    course = _course()
    with_bots = LessonView(course[0], ClickAdapter(), Language(), Progress())
    assert [c["id"] for c in with_bots.table.board.controls] == ["next"]
    undo = LessonView(course[1], ClickAdapter(), Language(), Progress())
    assert [c["id"] for c in undo.table.board.controls] == ["undo", "redo"]
    teacher = LessonView(course[1], ClickAdapter(), Language(), Progress(), controls=("undo", "history"))
    assert [c["id"] for c in teacher.table.board.controls] == ["undo", "redo", "goto"]
    with pytest.raises(ValueError, match="unknown controls"):
        LessonView(course[1], ClickAdapter(), Language(), Progress(), controls=("rewind",))
    with pytest.raises(ValueError, match="Lesson"):
        LessonView("two", ClickAdapter(), Language(), Progress())   # type: ignore[arg-type]


def test_closing_a_view_or_a_player_lets_go_of_the_language_and_progress_and_leaves_no_dangling_widget() -> None:
    lang, progress = Language(), Progress()
    before = count(lang, "code"), count(progress, "version")
    player = LessonPlayer(_course(), ClickAdapter(), lang, progress)
    for i in (1, 0, 2, 0):                          # lessons change: the old quiz goes, nothing dangles
        player.go(i)
        assert all(w.comm is not None for w in _tree(player)), i
    old_quiz = player.view.quiz
    player.view.restart()
    assert old_quiz is not None and old_quiz.comm is None
    view = player.view
    player.close()
    assert view.comm is None and all(w.comm is None for w in _tree(view))
    assert (count(lang, "code"), count(progress, "version")) == before
    alone = LessonView(_course()[0], ClickAdapter(), lang, progress)
    alone.close()
    alone.close()                                   # twice: nothing more happens
    assert (count(lang, "code"), count(progress, "version")) == before


def test_twenty_lesson_visits_leave_no_widget_layout_or_style_open() -> None:
    """Issue 24: each visit left the quiz's and the view's layouts and styles open (15 widgets per visit
    in the app, 37 per view a notebook made and closed)."""
    lang, progress = Language(), Progress()
    before = open_widgets(), count(lang, "code"), count(progress, "version")
    player = LessonPlayer(_course(), ClickAdapter(), lang, progress)
    player.go(1)
    shown = open_widgets()                          # one lesson on show, its quiz gone
    for i in range(20):
        player.go(i % 3)
    player.go(1)
    assert open_widgets() == shown
    player.close()
    assert (open_widgets(), count(lang, "code"), count(progress, "version")) == before
    for i in range(20):
        view = LessonView(_course()[i % 3], ClickAdapter(), lang, progress)
        view.restart()                              # a fresh quiz replaces the old one
        view.close()
    assert (open_widgets(), count(lang, "code"), count(progress, "version")) == before


def test_the_tables_rule_chips_in_a_lesson_say_where_a_later_lesson_teaches_the_rule() -> None:
    """The panel's events, the end card and Why carry the course map's chips (EX5 comes in variant 1)."""
    course = _course()

    def play_out(view: LessonView) -> None:
        s = view.session
        while not s.game.is_over:
            s.play(s.game.hint().action)

    view = LessonView(course[0], ClickAdapter(), Language(), Progress(), course=course)
    play_out(view)
    later = "You will meet it in variant 1."
    assert 'data-rule="EX5"' in view.table.panel.value and later in view.table.panel.value
    assert later in view.table.board.footer
    view.load(course[2])                            # the lesson that teaches EX5: a plain chip
    play_out(view)
    assert 'data-rule="EX5"' in view.table.panel.value and "You will meet it" not in view.table.panel.value
    assert "You will meet it" not in view.table.board.footer
    alone = LessonView(course[0], ClickAdapter(), Language(), Progress())   # no course: plain chips
    play_out(alone)
    assert 'data-rule="EX5"' in alone.table.panel.value and "You will meet it" not in alone.table.panel.value


def _tree(widget):
    """A widget and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from _tree(child)


def test_the_presenter_keys_step_change_scenario_and_hide_the_explanation() -> None:
    game = new_game()
    first = game.legal_actions()[0]
    scenarios = [Scenario(Text(f"Card {i}", f"Carta {i}"), ("EX3",), Text("Watch.", "Mira."), new_game,
                          steps=(first,), after=Text("Fewer counters.", "Menos fichas.")) for i in range(2)]
    room = Classroom(scenarios, ClickAdapter(), Language())
    assert "tutor-presenter" in room._dom_classes and room.stage.listen and room.stage.full_label
    room.stage.press("step")
    assert len(room.session.game.history) == 1 and "Fewer counters." in room.frame.value
    room.stage.press("explain")
    assert room.table.panel.layout.display == "none" and "Fewer counters." not in room.frame.value
    assert "Press E" in room.hidden_note.value
    room.stage.press("next")
    assert room.index == 1 and room.session.game.history == []
    room.stage.press("next")                        # past the last: stays
    assert room.index == 1
    room.stage.press("prev")
    room.stage.press("explain")
    assert room.index == 0 and room.table.panel.layout.display == ""
    room.stage.press("step")
    room.stage.press("reset")
    assert room.session.game.history == []
    room.stage.press("dance")                       # not a key the presenter knows
    room._dom_classes  # still alive
    room.stage._message(None, {"key": "step"}, None)
    assert len(room.session.game.history) == 1
