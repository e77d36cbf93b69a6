"""The lesson's live region (announce.py, issue 36): each event is said once, in the learner's language: a step
(who did what, its rules), a refusal, the task done or out of reach with its way back, a question and its
verdict; a redraw or a language switch says nothing; the focus goes to what needs an answer next."""
from __future__ import annotations

from tutor.lessons import LESSONS, Lesson
from tutor.widgets.base import ClickAdapter, Language, LessonView, Progress
from tutor.widgets.base.announce import Announcer, first_sentence, plain
from tutor.widgets.base.lessonview import BOARD, CONTINUE, FIRST_CHOICE, QUESTIONS, TASK


def lesson(game: str, lesson_id: str) -> Lesson:
    return next(item for item in LESSONS[game] if item.id == lesson_id)


class Heard:
    """Every announcement of a view, in order, and its focus requests."""

    def __init__(self, view: LessonView):
        self.said: list[str] = []
        self.focus: list[tuple[str, ...]] = []
        view.news.observe(lambda _c: self.said.append(view.news.text), "said")
        view.news.observe(lambda _c: self.focus.append(tuple(view.news.focus)), "focus_at")


def at_task(game: str, lesson_id: str, lang: Language | None = None) -> tuple[LessonView, Heard]:
    view = LessonView(lesson(game, lesson_id), ClickAdapter(), lang or Language(), Progress(), course=LESSONS[game])
    heard = Heard(view)
    view.advance()
    assert view.stage == TASK
    return view, heard


def test_the_region_says_each_text_once_and_again_for_a_new_event() -> None:
    news = Announcer()
    news.say("  Step 1:\n P1  ")
    news.say("")                                   # nothing to say: no announcement
    news.say("Step 1: P1")                         # the same words for a new event are said again
    assert news.said == 2 and news.text == "Step 1: P1"
    assert plain("<b>It is</b> P2&#x27;s <i>turn</i>") == "It is P2's turn"
    assert first_sentence("P1 plays the Eichel Sau. Allowed: any.") == "P1 plays the Eichel Sau."


def test_the_task_is_said_when_it_starts_and_the_focus_goes_to_the_board() -> None:
    view, heard = at_task("muros", "count")
    assert heard.said == ["Your task: " + view.lesson.task.text("en")]
    assert heard.focus == [BOARD]


def test_a_move_that_does_the_task_is_one_announcement_then_continue_has_the_focus() -> None:
    view, heard = at_task("muros", "count")
    view.session.play_as_learner("R@W3")
    assert len(heard.said) == 2
    said = heard.said[-1]
    assert said.startswith("Step 1: P1 (you). P1 places a red card from their hand in W3")
    assert "Rules: MU9, MU13, MU15, MU14, MU16." in said
    assert said.endswith("Task done: " + view.lesson.task.done("en"))
    assert heard.focus[-1] == CONTINUE


def test_a_refusal_is_said_once_in_the_learners_language() -> None:
    lang = Language()
    view, heard = at_task("matschig", "goal", lang)
    lang.code = "es"
    assert len(heard.said) == 1                    # a language switch says nothing
    view.table.board.click("S3")                   # sand before water: refused
    assert len(heard.said) == 2
    reason = plain(view.table.board.note)
    assert heard.said[-1] == reason and "agua" in reason
    view.table.board.click("W2")                   # a legal pick clears the refusal: nothing more is said
    assert len(heard.said) == 2


def test_a_lost_task_says_its_way_back_once_and_taking_it_back_is_said() -> None:
    view, heard = at_task("muros", "count")
    view.session.play_as_learner("Y@W1")
    said = heard.said[-1]
    assert said.startswith("Step 1: P1 (you).")
    assert "This can no longer be done from here:" in said and "Take your move back" in said
    view.render()                                  # a redraw says nothing
    assert said == heard.said[-1] and len(heard.said) == 2
    view.take_back()
    assert heard.said[-1] == "Back to the start of the task." and heard.focus[-1] == BOARD
    view.restart()
    assert heard.said[-1] == "The task starts again from its first position." and heard.focus[-1] == BOARD


def test_a_bot_step_is_said_in_spanish() -> None:
    lang = Language()
    lang.code = "es"
    view, heard = at_task("matschig", "perfect", lang)
    assert heard.said[0].startswith("Tu tarea: ")
    view.session.play_as_learner("throw W4 S4 at P2")
    assert heard.said[-1].startswith("Paso 1: P1 (tú). P1 lanza agua 4 y arena 4 a P2.")
    assert "Reglas: M8, M10, M16." in heard.said[-1] and "Tarea hecha: " in heard.said[-1]
    assert view.session.bot_to_move
    view.table.next_bot()
    assert heard.said[-1].startswith("Paso 2: P2 (bot).") and len(heard.said) == 3


def test_questions_are_said_with_the_focus_on_the_first_choice_then_the_verdict_on_continue() -> None:
    view, heard = at_task("muros", "count")
    view.session.play_as_learner("R@W3")
    view.advance()
    quiz = view.quiz
    assert view.stage == QUESTIONS and quiz is not None
    assert heard.said[-1].startswith(f"Question 1 of {len(quiz.questions)}: {quiz.question.prompt('en')}")
    assert heard.focus[-1] == FIRST_CHOICE
    quiz.pick(quiz.question.choices[0].key)
    before = len(heard.said)
    view.advance()                                 # Check
    assert len(heard.said) == before + 1 and heard.said[-1].startswith(("✔ Right.", "✘ Not quite."))
    assert quiz.question.explain("en")[:30] in heard.said[-1]
    assert heard.focus[-1] == CONTINUE
    if not quiz.last:
        view.advance()
        assert heard.said[-1].startswith("Question 2 of") and heard.focus[-1] == FIRST_CHOICE


def test_the_progress_view_says_what_happened_once_and_its_start_over_is_a_guarded_dialog() -> None:
    from tutor.widgets.base.announce import DialogGuard
    from tutor.widgets.base.progress import ProgressView
    lang = Language()
    view = ProgressView("muros", Progress(), lang)
    said: list[str] = []
    view.news.observe(lambda _c: said.append(view.news.text), "said")
    guard = next(w for w in view.confirm.children if isinstance(w, DialogGuard))
    assert (guard.dialog, guard.cancel, guard.opener) == (".tutor-confirm", ".tutor-keep", ".tutor-start-over")
    assert "tutor-confirm" in view.confirm._dom_classes and "tutor-keep" in view.keep._dom_classes
    view.start_over.click()
    assert said == []                               # asking is seen and focused, not said
    lang.code = "es"
    view.erase.click()
    assert said == ["Progreso borrado: el curso vuelve a empezar desde la primera lección."]
    lang.code = "en"                                # a language switch says nothing again
    assert len(said) == 1


def test_a_tables_own_region_says_steps_back_and_refusals_once() -> None:
    from countdown_game import new_game
    from tutor.widgets.base import Session
    from tutor.widgets.base.announce import SessionNews
    lang = Language()
    session = Session(new_game(), seat=0, bots={1: "hint"})
    news = SessionNews(session, lang)
    said: list[str] = []
    news.observe(lambda _c: said.append(news.text), "said")
    session.play(session.game.legal_actions()[0])
    assert len(said) == 1 and said[0].startswith("Step 1: P1 (you). ")
    lang.code = "es"
    assert len(said) == 1                              # a language switch says nothing
    session.next_bot()
    assert len(said) == 2 and said[-1].startswith("Paso 2: P2 (bot). ")
    session.undo()                                     # back over the bot's reply to the learner's decision
    assert len(said) == 3 and said[-1] == "De vuelta al inicio de la partida."
    session.try_play("not a move")
    assert len(said) == 4 and said[-1] == plain(session.note("es")[0])
    news.close()
    session.play(session.game.legal_actions()[0])     # a closed region follows the session no more
    assert len(said) == 4


def test_a_lesson_views_table_has_no_region_of_its_own() -> None:
    """The view's region says each event once: its table makes none (a table elsewhere has one)."""
    from tutor.lessons import LESSONS
    from tutor.widgets.base import ClickAdapter, LessonView, Progress
    from tutor.widgets.base.announce import SessionNews
    view = LessonView(LESSONS["muros"][0], ClickAdapter(), Language(), Progress(), course=LESSONS["muros"])
    assert view.table.news is None
    assert not any(isinstance(w, SessionNews) for w in view.table.children[0].children)
    view.close()


def test_a_language_switch_hushes_the_region_and_says_nothing() -> None:
    from tutor.lessons import LESSONS
    from tutor.widgets.base import ClickAdapter, LessonView, Progress
    lang = Language()
    view = LessonView(LESSONS["muros"][1], ClickAdapter(), lang, Progress(), course=LESSONS["muros"])
    view.news.say("Your task: something.")
    said = view.news.said
    lang.code = "es"
    assert view.news.text == "" and view.news.said == said   # emptied, not announced
    view.close()
