"""LessonView: one lesson in steps — read, do the task on the board, answer the questions — with one
primary button (Continue) moving on, one Hint that climbs a ladder (the lesson's hint steps, then the
move said in words), the game controls the lesson asks for, and its lab. LessonPlayer shows a course
through one LessonView; a notebook shows one lesson per cell with it.

A lesson is a path the learner cannot fall off: when the engine says a move made the task impossible
(Lesson.lost), the task box says why, and the way back is offered (take the move back, or try the task
again) and is Hint's last rung. Continue, when off, says why in words beside it; one line over the
buttons says the current result (a phone keeps that line and the buttons in view).

Every event is said once in a polite live region (announce.py), in the learner's language: a step (who did
what, its rules), a refusal, the task done or lost with its way back, a question and its verdict. The focus
goes to what needs an answer: Continue once the task is done or an answer checked, a question's first choice,
the board when the task starts or a way back was taken."""
from __future__ import annotations

from html import escape
from typing import Callable, Iterable, Mapping, Optional, Sequence

import ipywidgets as W
import traitlets

from ...core import Hint, TutorError
from ...core.i18n import Text, seat_label
from ...lessons.model import CONTROLS, Lesson
from ...lessons.printed import paper_task
from . import guarded as G
from .announce import Announcer, plain, step_news
from .clicks import ClickAdapter
from .coursemap import Chips, numbers, stars
from .language import LANGUAGE, Language
from .locking import locked
from .observers import Observers, close_all
from .presenter import Stage
from .progress import PROGRESS, Progress
from .quiz import Quiz
from .session import Session
from .table import Table
from .texts import ui

READ, TASK, QUESTIONS, DONE = "read", "task", "questions", "done"
Labs = Mapping[str, Callable[[Language], W.Widget]]
# Where the focus goes (announce.js: the first found visible and enabled): the board's tab stop, Continue, a
# question's first choice.
BOARD = (".tutor-table .tutor-board-svg [data-row][tabindex='0']", ".tutor-table .tutor-board-svg [data-row]")
CONTINUE = (".tutor-continue",)
FIRST_CHOICE = (".tutor-quiz-box .tutor-choices button",)


def lesson_controls(lesson: Lesson, override: Optional[Iterable[str]] = None) -> tuple[str, ...]:
    """The game controls a lesson shows: its own (or the override); Next is added where bots play."""
    names = list(lesson.controls if override is None else override)
    unknown = set(names) - CONTROLS
    if unknown:
        raise ValueError(f"unknown controls {sorted(map(str, unknown))[:5]}; known: {sorted(CONTROLS)}")
    if lesson.bots and "next" not in names:
        names.append("next")   # a bot's turn needs a way on
    return tuple(names)


class LessonView(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """One lesson: its text (optional), task, board, Hint ladder, questions and lab, in steps. Every change
    and redraw holds the progress's re-entrant lock (its session's too), so two threads take turns."""

    stage = traitlets.Unicode(READ)
    finished = traitlets.Bool(False)

    def __init__(self, lesson: Lesson, adapter: ClickAdapter, language: Language = LANGUAGE,
                 progress: Progress = PROGRESS, labs: Optional[Labs] = None, show_text: bool = True,
                 course: Sequence[Lesson] = (), controls: Optional[Iterable[str]] = None):
        if not isinstance(lesson, Lesson):
            raise ValueError(f"a lesson view shows a tutor.lessons.model.Lesson, not {type(lesson).__name__}")
        super().__init__()
        self.language, self.progress, self.show_text = language, progress, show_text
        self.labs = dict(labs or {})
        self.course = list(course)
        self.override = None if controls is None else tuple(controls)
        self.on_next: Optional[Callable[[], None]] = None   # the way on after the lesson (LessonPlayer)
        self._lab_cache: dict[str, W.Widget] = {}
        self.lesson = lesson
        self.rung = 0              # rungs of the Hint ladder shown
        self.task_done = False
        self._since = 0            # the steps the lesson's position had at its start (Lesson.lost reads after)
        self._lost: tuple[int, Optional[Text]] = (-1, None)   # (session version, Lesson.lost there)
        self._heard = 0            # the steps the board had when the live region last spoke of them
        self._was_lost = False     # the task was out of reach when last said
        self.news = Announcer()    # the lesson's live region, and its focus requests
        self.quiz: Optional[Quiz] = None
        self._chips = self._course_chips()
        # one re-entrant lock for the view, its table, quiz and session, and the progress they report to
        self.session = Session(lesson.start(), seat=lesson.seat, bots=lesson.bots, lock=progress.lock)
        self.lock = self.session.lock
        self.table = Table(self.session, adapter, language, hints=False,
                           controls=lesson_controls(lesson, self.override), chip=self._chip,
                           news=False)   # the view's own region says each event, once
        self.stage_widget = Stage(language=language, names="pick-lesson")   # names the lesson list (a player's)
        self.stages = G.HTML()
        self.stages.add_class("tutor-stages-row")
        self.head = G.HTML()
        self.head.add_class("tutor-lesson-head")
        self.text = G.HTML()
        self.text.add_class("tutor-lesson-text")
        self.task = G.HTML()
        self.task.add_class("tutor-task-box")
        self.quiz_box = G.VBox()
        self.quiz_box.add_class("tutor-quiz-box")
        self.finish = G.HTML()
        self.finish.add_class("tutor-finish")
        self.asks = G.HTML()                   # when a question asks about the lesson's own board, says so
        self.asks.add_class("tutor-asks-board")
        self.feedback = G.HTML()               # one line: the current result (done, why not, the last step)
        self.feedback.add_class("tutor-lesson-feedback")
        self.why_off = G.HTML()                # why Continue is off, in words beside it
        self.why_off.add_class("tutor-continue-why")
        self.continue_button = G.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.continue_button.add_class("tutor-continue")
        self.hint_button = G.Button(layout=W.Layout(width="auto"))
        self.hint_button.add_class("tutor-hint-button")
        self.restart_button = G.Button(layout=W.Layout(width="auto"))
        self.restart_button.add_class("tutor-restart")
        self.take_back_button = G.Button(layout=W.Layout(width="auto"))
        self.take_back_button.add_class("tutor-take-back")
        self.try_again_button = G.Button(layout=W.Layout(width="auto"))
        self.try_again_button.add_class("tutor-try-again")
        for b in (self.continue_button, self.hint_button, self.restart_button, self.take_back_button,
                  self.try_again_button):
            b.add_class("tutor-button")
        self.continue_button.on_click(lambda _b: self.advance())
        self.hint_button.on_click(lambda _b: self.hint())
        self.restart_button.on_click(lambda _b: self.restart())
        self.take_back_button.on_click(lambda _b: self.take_back())
        self.try_again_button.on_click(lambda _b: self.restart())
        bar = G.HBox([self.continue_button, self.take_back_button, self.try_again_button, self.hint_button,
                      self.restart_button])
        bar.add_class("tutor-lesson-bar")
        self.actions = G.VBox([self.feedback, bar, self.why_off])   # a phone keeps it in view (phone.css)
        self.actions.add_class("tutor-lesson-actions")
        side = G.VBox([self.stages, self.head, self.text, self.task, self.asks, self.quiz_box, self.finish,
                       self.actions])
        side.add_class("tutor-side")
        self.side = side   # LessonPlayer puts the course's bar and picker on top of it
        self.lab_box = G.VBox()
        self.lab_box.add_class("tutor-lab")
        self.children = (self.stage_widget, self.news, side, self.table, self.lab_box)
        self.add_class("tutor-lesson")
        self.add_class("tutor-lesson-view")
        self._watch = Observers()
        self._watch.observe(self.session, self._moved, "version")
        self._watch.observe(self.session, self._noted, "note")
        self._watch.observe(language, self._relabel, "code")
        self.load(lesson)

    # -- reading ----------------------------------------------------------------------------------------
    @property
    def steps(self) -> list[str]:
        """The lesson's steps, in order (a lesson without a task or questions skips that step)."""
        out = [READ] if self.show_text else []
        if self.lesson.task is not None:
            out.append(TASK)
        if self.lesson.questions is not None:
            out.append(QUESTIONS)
        return out

    @property
    def index(self) -> Optional[int]:
        """The lesson's place in the course given (None without one)."""
        return next((i for i, l in enumerate(self.course) if l is self.lesson), None)

    @property
    def chips(self) -> Chips:
        """The rule chips of this lesson: a rule a later lesson of the course teaches says which."""
        return self._chips

    def _course_chips(self) -> Chips:
        at = self.index
        return Chips(self.course, at if at is not None else len(self.course))

    def _chip(self, game: str, rule: str, lang: str) -> str:
        """The table's chips (panel, Why, end card) follow the lesson shown."""
        return self._chips(game, rule, lang)

    # -- acting -----------------------------------------------------------------------------------------
    @locked
    def load(self, lesson: Lesson) -> None:
        """Show another lesson (of the same game) in this view, at its start."""
        self.lesson = lesson
        self._chips = self._course_chips()
        self.session.seat = lesson.seat
        self.session.bots = lesson.bots
        self.table.shown = frozenset(lesson_controls(lesson, self.override))
        lab = lesson.lab
        self.lab_box.children = (self._lab(lab),) if lab is not None and lab in self.labs else ()
        self.finished = False
        self._start(self.steps[0] if self.steps else DONE)

    @locked
    def restart(self) -> None:
        """The lesson's start position again: task, hints and questions from the beginning (the text
        is not asked again)."""
        steps = [s for s in self.steps if s != READ]
        self._start(steps[0] if steps else (READ if self.show_text else DONE))
        if self.stage == TASK:
            self.news.say(ui("said-restart", self.language.code))
            self.news.focus_on(*BOARD)

    @locked
    def _start(self, stage: str) -> None:
        lesson = self.lesson
        self.rung, self.task_done = 0, False
        self.table.cancel()
        if self.quiz is not None:
            self.quiz.unobserve(self._quiz_changed, "changed")
            self.quiz.close()
            self.quiz = None
        if lesson.questions is not None:
            self.quiz = Quiz(lesson.questions, seed=self.index or 0, language=self.language, game=lesson.game,
                             progress=self.progress, seat=lesson.seat, buttons=False, chip=self.chips,
                             lock=self.lock)
            self.quiz.observe(self._quiz_changed, "changed")
        self.quiz_box.children = (self.quiz,) if self.quiz is not None else ()
        self.stage = stage
        game = lesson.start()
        self._since = self._heard = len(game.history)   # a lesson's first position is not news
        self._was_lost = False
        self.session.replace(game)   # redraws through _moved
        self.render()

    def _lab(self, name: str) -> W.Widget:
        """A game's lab, made once and kept (it keeps the learner's own experiments)."""
        if name not in self._lab_cache:
            self._lab_cache[name] = self.labs[name](self.language)
        return self._lab_cache[name]

    @locked
    def advance(self) -> None:
        """The one primary button: on to the next step, Check a picked answer, the next question, or
        (after the last step) the next lesson."""
        stage, quiz = self.stage, self.quiz
        if stage == QUESTIONS and quiz is not None:
            if not quiz.marked:
                if quiz.check() is not None:
                    self._say_verdict(quiz)
            elif not quiz.last:
                quiz.next()
                self._say_question(quiz)
            else:
                self._go_to(DONE)
            return
        if stage == TASK and not self._task_ok():
            return
        if stage == DONE:
            if self.on_next is not None:
                self.on_next()
            return
        steps = self.steps
        after = steps[steps.index(stage) + 1:] if stage in steps else []
        self._go_to(after[0] if after else DONE)

    @locked
    def _go_to(self, stage: str) -> None:
        self.stage = stage
        if stage == DONE:
            self._check_finished(force=True)
        self.render()
        lang = self.language.code
        if stage == TASK and self.lesson.task is not None:
            self.news.say(ui("said-task", lang, task=self.lesson.task.text(lang)))
            self.news.focus_on(*BOARD)
        elif stage == QUESTIONS and self.quiz is not None:
            self._say_question(self.quiz)
        elif stage == DONE:
            self.news.say(self._finish_words(lang))
            self.news.focus_on(*CONTINUE)

    def _say_question(self, quiz: Quiz) -> None:
        """A question shown: its count, prompt and how to answer said; the focus on its first choice."""
        lang, q = self.language.code, quiz.question
        how = ui("choose-many" if q.multi else "choose-one", lang)
        self.news.say(ui("said-question", lang, i=quiz.index + 1, n=len(quiz.questions), prompt=q.prompt(lang),
                         how=how))
        self.news.focus_on(*FIRST_CHOICE)

    def _say_verdict(self, quiz: Quiz) -> None:
        """An answer checked: right or not and the reason said; the focus on Continue."""
        self.news.say(plain(quiz.feedback.value))
        self.news.focus_on(*CONTINUE)

    @locked
    def hint(self) -> None:
        """One more rung of the Hint ladder: the lesson's hint steps, then the move in words; once the task
        can no longer be done, the last rung at once: the way back."""
        rungs = len(self.lesson.hints) + 1
        if self.rung < rungs:
            self.rung = rungs if self.lost is not None else self.rung + 1
            if self.stage == READ:
                self.stage = TASK if self.lesson.task is not None else self.stage
            self.render()

    @locked
    def take_back(self) -> None:
        """Back to just before the learner's last move of the lesson (a replay through the session)."""
        at = self.lesson.before_last_move(self.session.game, self._since, self.session.seat)
        if at is not None:
            self.table.cancel()
            self.session.goto(at)   # redraws through _moved
            self.news.focus_on(*BOARD)   # the button pressed is gone: back to the board

    @property
    def lost(self) -> Optional[Text]:
        """Why the task can no longer be done from the board's position (the engine's Lesson.lost); None
        while it can, once it is done, or outside the task."""
        lesson = self.lesson
        if lesson.task is None or self.task_done or self.stage not in (READ, TASK):
            return None
        version = self.session.version
        if self._lost[0] != version:
            self._lost = (version, lesson.lost(self.session.game, self._since, self.session.seat))
        return self._lost[1]

    def move_hint(self, lang: str) -> Optional[Hint]:
        """The last rung: a move toward the task, in words (None when the learner is not to move, or the
        task can no longer be done)."""
        if not self.session.learner_to_move or self.lost is not None:
            return None
        try:
            return self.lesson.hint(self.session.game, lang)
        except TutorError:
            return None

    def _task_ok(self) -> bool:
        return self.lesson.task is None or self.task_done

    @locked
    def _moved(self, _change: object = None) -> None:
        game, lesson = self.session.game, self.lesson
        if game.history:
            self.progress.saw(game.name, game.history[-1].rules)
            if self.stage == READ and lesson.task is not None:
                self.stage = TASK    # the learner went straight to the board
        task = lesson.task
        done = task is not None and not self.task_done and task.check(game)
        if done:
            self.task_done = True
            self._check_finished()
        self.render()
        self._say_moved(done)

    def _say_moved(self, done: bool) -> None:
        """One announcement for one change of position: the new step (or the way back to an earlier one),
        then the task done, or out of reach with its way back; the focus on Continue once it is done."""
        lang, game, task = self.language.code, self.session.game, self.lesson.task
        n, said = len(game.history), []
        if n > self._heard:
            said.append(step_news(game.history[-1], self.session.viewer, list(self.session.bots), lang))
        elif n < self._heard:
            said.append(ui("said-back", lang, n=n) if n > self._since else ui("said-back-start", lang))
        self._heard = n
        lost = self.lost
        if done and task is not None:
            said.append(ui("said-task-done", lang, done=task.done(lang)))
        elif lost is not None and not self._was_lost:
            said.append(f'{ui("task-lost", lang, why=lost(lang))} {ui("way-back", lang)}')
        self._was_lost = lost is not None
        self.news.say(" ".join(said))
        if done:
            self.news.focus_on(*CONTINUE)

    @locked
    def _noted(self, _change: object) -> None:
        self.feedback.value = self._feedback_html(self.language.code)
        note = self.session.note
        if note is not None:    # a refusal (or a hint, a why): said once, in the learner's language
            self.news.say(plain(note(self.language.code)[0]))

    @locked
    def _quiz_changed(self, _change: object) -> None:
        self._check_finished()
        self.render()

    def _check_finished(self, force: bool = False) -> None:
        """Report the lesson finished (task done, every question answered) and its quiz score, once."""
        lesson, quiz = self.lesson, self.quiz
        ok = self._task_ok() and (quiz is None or quiz.finished)
        if not ok or (not force and lesson.task is None and quiz is None):
            return
        if quiz is not None:
            self.progress.scored(lesson.game, lesson.id, *quiz.score)
        self.progress.finish(lesson.game, lesson.id)
        self.finished = True

    @locked
    def _relabel(self, _change: object) -> None:
        self.news.hush()   # nothing said again, and nothing left in the language before
        self.render()

    @locked
    def close(self) -> None:
        """Close the view and every widget it made, with their layouts and styles (not the shared language
        and progress); closing twice does nothing more."""
        if hasattr(self, "_watch"):   # (a view refused in __init__ has nothing of its own to close)
            self._watch.close()
            for w in list(self.children) + list(self._lab_cache.values()):
                close_all(w)
            self.layout.close()
        super().close()

    # -- drawing ----------------------------------------------------------------------------------------
    @locked
    def render(self) -> None:
        lang, lesson, stage = self.language.code, self.lesson, self.stage
        chips = self.chips
        self.stages.value = self._stages_html(lang)
        where = ""
        at = self.index
        if at is not None:
            variant, n = numbers(self.course)[at]
            total = sum(1 for l in self.course if l.appendix == variant)
            where = ui("variant-of" if variant else "lesson-of", lang, i=n, n=total)
        rule_chips = " ".join(chips(lesson.game, r, lang) for r in lesson.rules)
        title = f"<h3>{escape(lesson.title(lang))}</h3>" if self.show_text else ""
        place = f"{escape(where)} · " if where else ""
        self.head.value = (f'{title}<div class="tutor-lesson-meta">{place}{escape(ui("rules-taught", lang))}: '
                           f"{rule_chips}</div>")
        text = lesson.text(lang) if self.show_text else ""
        if stage == READ or not text:
            self.text.value = text
        else:
            self.text.value = (f'<details class="tutor-lesson-again"><summary>{escape(ui("lesson-text", lang))}'
                               f"</summary>{text}</details>")
        self.text.layout.display = "" if text else "none"
        self.task.value = self._task_html(lang)
        self.task.layout.display = "" if stage in (TASK, DONE) and lesson.task is not None else "none"
        self.quiz_box.layout.display = "" if stage == QUESTIONS or (stage == DONE and self.quiz) else "none"
        self.finish.value = self._finish_html(lang) if stage == DONE else ""
        self.finish.layout.display = "" if stage == DONE else "none"
        # one board in focus: while a question shows its own picture, the lesson's board and lab step aside
        asking = stage == QUESTIONS and self.quiz is not None
        self.lab_box.layout.display = "" if stage != READ and not asking else "none"
        self.table.panel.layout.display = "none" if stage == QUESTIONS else ""
        self.table.children[0].layout.display = "none" if asking else ""
        if asking:     # a wide lesson gives the question's picture the board's column (phone.css)
            self.add_class("tutor-asking")
        else:
            self.remove_class("tutor-asking")
        about = asking and self._asks_lesson_board()
        self.asks.value = f'<div class="tutor-caption">{escape(ui("asks-lesson-board", lang))}</div>' if about else ""
        self.asks.layout.display = "" if about else "none"
        self.feedback.value = self._feedback_html(lang)
        self._buttons(lang)

    def _asks_lesson_board(self) -> bool:
        """True if the question shown pictures the lesson's board as it is now."""
        quiz = self.quiz
        if quiz is None:
            return False
        try:
            return bool(quiz.question.game.position() == self.session.game.position())
        except Exception:   # a position some engine cannot snapshot is not the board's
            return False

    def _feedback_html(self, lang: str) -> str:
        """The one current line: the lesson finished, the quiz's verdict, the task done or out of reach, the
        session's note (a refusal, a hint), or what the last step did; nothing from a state left behind."""
        stage, quiz, task = self.stage, self.quiz, self.lesson.task
        if stage == DONE:
            return f"<b>{escape(ui('lesson-finished', lang))}</b>"
        if stage == QUESTIONS:
            if quiz is None or not quiz.marked:
                return ""
            right = bool(quiz.marks[quiz.index])
            return (f'<span class="tutor-quiz-mark-{"right" if right else "wrong"}">'
                    f'{escape(ui("right" if right else "wrong", lang))}</span>')
        if task is not None and self.task_done:
            return f'<span class="tutor-good"><b>{escape(ui("task-done", lang))}</b> {escape(task.done(lang))}</span>'
        lost = self.lost
        if lost is not None:
            return f'<span class="tutor-bad">{escape(ui("task-lost", lang, why=lost(lang)))}</span>'
        note = self.session.note
        if note is not None:
            text, kind = note(lang)
            return f'<span class="tutor-{"good" if kind == "good" else "bad"}">{text}</span>'
        game = self.session.game
        if game.history and stage == TASK:
            step = game.history[-1]
            return escape(" ".join(e.text(lang) for e in step.seen_by(self.session.viewer)))
        return ""

    def _buttons(self, lang: str) -> None:
        stage, quiz = self.stage, self.quiz
        b = self.continue_button
        b.layout.display = ""
        if stage == QUESTIONS and quiz is not None:
            b.description = ui("check", lang) if not quiz.marked else ui("continue", lang)
            b.disabled = not quiz.marked and not quiz.picked
        elif stage == DONE:
            b.description = ui("next-lesson", lang)
            b.disabled = False
            b.layout.display = "" if self.on_next is not None else "none"
        else:
            b.description = ui("continue", lang)
            b.disabled = stage == TASK and not self._task_ok()
        b.tooltip = ui("task-todo", lang) if b.disabled and stage == TASK else ""
        lost = self.lost
        why = ""
        if b.disabled and stage == TASK:
            why = ui("continue-off-lost" if lost is not None else "continue-off-task", lang)
        elif b.disabled and stage == QUESTIONS:
            why = ui("check-off", lang)
        self.why_off.value = escape(why) if why else ""
        self.why_off.layout.display = "" if why else "none"
        rungs = len(self.lesson.hints) + 1
        self.hint_button.description = ui("more-hint" if self.rung == 0 else (
            "another-hint" if self.rung < rungs else "no-more-hints"), lang)
        self.hint_button.disabled = self.rung >= rungs
        self.hint_button.layout.display = "" if stage in (READ, TASK) and self.lesson.task is not None \
            and not self.task_done else "none"
        self.restart_button.description = ui("restart", lang)
        self.restart_button.layout.display = "none" if lost is not None else ""
        back = lost is not None and self.lesson.before_last_move(self.session.game, self._since,
                                                                  self.session.seat) is not None
        self.take_back_button.description = ui("take-back", lang)
        self.take_back_button.layout.display = "" if back else "none"
        self.try_again_button.description = ui("try-again", lang)
        self.try_again_button.layout.display = "" if lost is not None else "none"

    def _stages_html(self, lang: str) -> str:
        steps = self.steps
        if len(steps) < 2:
            return ""
        now = steps.index(self.stage) if self.stage in steps else len(steps)
        items = []
        for i, s in enumerate(steps):
            label = escape(ui(f"stage-{s}", lang))
            if i < now:
                items.append(f'<li class="tutor-stage-done">✓ {label}</li>')
            elif i == now:
                items.append(f'<li class="tutor-stage-now" aria-current="step">{i + 1}. {label}</li>')
            else:
                items.append(f"<li>{i + 1}. {label}</li>")
        return f'<ol class="tutor-stages" aria-label="{escape(ui("stages", lang))}">{"".join(items)}</ol>'

    def _task_html(self, lang: str) -> str:
        task = self.lesson.task
        if task is None:
            return ""
        chips = self.chips
        said = escape(task.text(lang))
        paper = paper_task(self.lesson, lang)   # printed, the task says what to look at, not what to click
        if paper is not None and paper != task.text(lang):
            said = (f'<span class="tutor-live-only">{said}</span>'
                    f'<span class="tutor-paper-only">{escape(paper)}</span>')
        parts = [f"<b>{escape(ui('task', lang))}:</b> {said}"]
        lost = self.lost
        if self.task_done:
            parts.append(f'<div class="tutor-task-said"><b>{escape(ui("task-done", lang))}</b> '
                         f"{escape(task.done(lang))}</div>")
        elif lost is not None:
            parts.append(f'<div class="tutor-task-lost"><b>{escape(ui("task-lost", lang, why=lost(lang)))}'
                         f'</b> {escape(ui("way-back", lang))}</div>')
        if not self.task_done and self.rung:
            rungs = []
            for i, h in enumerate(self.lesson.hints[:self.rung]):
                rungs.append(f"<li><b>{escape(ui('hint-rung', lang, i=i + 1))}</b> {escape(h(lang))}</li>")
            if self.rung > len(self.lesson.hints):
                move = self.move_hint(lang)
                if lost is not None:
                    rungs.append(f'<li class="tutor-hint-move"><b>{escape(ui("hint-way-back", lang))}</b> '
                                 f'{escape(ui("way-back-buttons", lang))}</li>')
                elif move is not None:
                    rule_chips = " ".join(chips(self.lesson.game, r, lang) for r in move.rules)
                    rungs.append(f'<li class="tutor-hint-move"><b>{escape(ui("hint-move", lang))}</b> '
                                 f"{escape(move.text)} {rule_chips}</li>")
                elif self.session.bot_to_move:   # the move waits for a bot: say how to go on
                    seat = seat_label(self.session.game.to_move)
                    rungs.append(f'<li class="tutor-hint-move">{escape(ui("bot-turn", lang, seat=seat))}</li>')
            parts.append(f'<ol class="tutor-hints">{"".join(rungs)}</ol>')
        cls = "tutor-task tutor-done" if self.task_done else ("tutor-task tutor-lost" if lost else "tutor-task")
        return f'<div class="{cls}">{"".join(parts)}</div>'

    def _finish_words(self, lang: str) -> str:
        """The lesson's end as the live region says it: finished, the questions' score, the course's end."""
        said, quiz = [ui("lesson-finished", lang)], self.quiz
        if quiz is not None:
            said.append(ui("quiz-done", lang, right=quiz.score[0], asked=quiz.score[1]))
        if self.on_next is None and self.index is not None and self.index == len(self.course) - 1:
            said.append(ui("course-finished", lang))
        return " ".join(said)

    def _finish_html(self, lang: str) -> str:
        quiz = self.quiz
        parts = [f"<b>{escape(ui('lesson-finished', lang))}</b>"]
        if quiz is not None:
            right, asked = quiz.score
            n = stars(right, asked)
            parts.append(f' <span class="tutor-stars" role="img" aria-label="{escape(ui("stars", lang, right=right, asked=asked))}">'
                         f'{"★" * n}{"☆" * (3 - n)}</span> {escape(ui("quiz-done", lang, right=right, asked=asked))}')
        if self.on_next is None and self.index is not None and self.index == len(self.course) - 1:
            parts.append(f"<p>{escape(ui('course-finished', lang))}</p>")
        return f'<div class="tutor-finish-box">{"".join(parts)}</div>'
