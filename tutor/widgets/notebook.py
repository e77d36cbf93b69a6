"""What the course documents' cells call (notebooks/en, notebooks/es): one lesson or classroom scenario per
cell, shown twice: as a picture of its start (the engine's SVG, its alt and "The board in words" the engine's
text view of the position as the lesson's seat sees it) with its task in words, which every viewer shows, also
without a kernel; and as the live board, which hides the picture once it is drawn.

    from tutor.widgets.notebook import language, lesson, scenario, progress
    language("es")                  # the document's language, for every cell below
    lesson("muros", "count")        # the lesson's board, task, hints, questions and lab; Undo, Redo, steps
    scenario("muros", 2)            # the second classroom scenario, stepped with "Play the step"
    rule("matschig", "M19d")        # any rule's demo (tutor.demo) on a live board: Play the step, Undo, Redo
    progress("muros")               # the rules seen and answered (the app's progress too: one PROGRESS)
"""
from __future__ import annotations

import importlib
import re
from html import escape
from typing import Any, Callable, Mapping, Optional

import ipywidgets as W
from IPython.display import display

from ..core import SVG_KEYWORDS, Game
from ..core.i18n import SOURCE, Text, check_lang
from ..lessons import LESSONS
from ..lessons.model import Lesson
from ..lessons.printed import live_only, paper_task
from ..notebooks.pictures import small, svg_url
from . import base
from .markdown import escape as md_escape
from .base import LANGUAGE, PROGRESS, Classroom, ClickAdapter, Language, Progress, ProgressView, Scenario
from .base import guarded as G
from .base.progress import few

__all__ = ["language", "lesson", "scenario", "rule", "progress", "picture", "picture_bundle", "picture_html",
           "board_alt", "board_words", "Cell", "find_lesson", "scenarios"]

# The static outputs stand before the live one in the same output area; once the live view is drawn
# (a kernel runs), they step aside, so the board shows once. Without a kernel nothing matches.
_STYLE = ("<style>.jp-OutputArea:has(.tutor-nb-live) > .jp-OutputArea-child:not(:has(.tutor-nb-live)),"
          ".output:has(.tutor-nb-live) > .output_area:not(:has(.tutor-nb-live)) {display: none}</style>")

WORDS = {
    "picture": Text("The board at the start of the lesson."),
    "scenario-picture": Text("The board before the step."),
    "rule-picture": Text("The board before the rule's step."),
    "in-words": Text("The board in words"),
    "task": Text("**Your task:** {task}"),
    "live": Text("▶ Run this cell (or Run ▸ Run All) to play on the live board."),
    "live-progress": Text("▶ Run the notebook to see your progress here."),
}


def language(code: str, lang_state: Language = LANGUAGE) -> None:
    """Set the language of every tutor widget in this kernel (a document sets its own at the top)."""
    lang_state.code = check_lang(code)


def _course(game: str, what: str = "course") -> list[Lesson]:
    """A game's lessons; a game without a course is a ValueError naming the games that have one."""
    if not isinstance(game, str) or game not in LESSONS:
        said = repr(few([game])(SOURCE)) if isinstance(game, str) else f"a {type(game).__name__}"
        raise ValueError(f"no {what} for {said}; games: {', '.join(LESSONS)}")
    return list(LESSONS[game])


def find_lesson(game: str, lesson_id: str) -> Lesson:
    """A lesson of a game's course by its id; an unknown id is a ValueError listing the known ones."""
    lessons = _course(game)
    for item in lessons:
        if item.id == lesson_id:
            return item
    said = repr(few([lesson_id])(SOURCE)) if isinstance(lesson_id, str) else f"a {type(lesson_id).__name__}"
    raise ValueError(f"{game} has no lesson {said}; lessons: {', '.join(x.id for x in lessons)}")


def scenarios(game: str) -> list[Scenario]:
    """A game's classroom scenarios, in order."""
    _course(game, "classroom")
    return list(importlib.import_module(f"tutor.widgets.{game}.course").SCENARIOS)


def picture(game: Game[Any], seat: Optional[int], lang: str) -> str:
    """The engine's drawing of a position as seat sees it, in lang when the game draws words."""
    if "lang" in game.rules.svg_highlights:
        return game.svg(seat=seat, lang=lang)
    return game.svg(seat=seat)


def board_words(game: Game[Any], seat: Optional[int], lang: str) -> str:
    """The position in words as seat sees it: the engine's text view of it, in lang."""
    return game.text(lang, seat=seat)


def board_alt(game: Game[Any], seat: Optional[int], lang: str, lead: str) -> str:
    """A picture's short text alternative: lead, then the game's name and its state line from the engine's
    text view (phase, turn); the whole view goes in the picture's longer description."""
    line = next((x for x in board_words(game, seat, lang).splitlines() if x[:1].isalpha()), "")
    parts = [" ".join(p.split()) for p in re.split(r"\s{2,}| · ", line.strip()) if p.strip()]
    name = game.rules.name.capitalize()
    if parts and parts[0].lower() == name.lower():
        parts = parts[1:]
    status = re.sub(r", \(", " (", ", ".join(parts))   # the text view's columns, read as a list
    return f"{lead} {name}: {status}." if status else f"{lead} {name}."


def picture_html(svg: str, alt: str, words: str = "", lang: str = "en") -> str:
    """A picture as HTML: the drawing (small, as tutor.notebooks.pictures.small makes it) as an <img> with its
    short alt, then (given words) the board in words in a <details> a screen reader or a curious reader opens."""
    img = f'<img alt="{escape(alt)}" src="{svg_url(svg)}">'
    if not words:
        return img
    return (f'{img}<details class="tutor-board-words"><summary>{escape(WORDS["in-words"](lang))}</summary>'
            f'<pre lang="{lang}">{escape(words, quote=False)}</pre></details>')


def picture_bundle(svg: str, alt: str, words: str = "", lang: str = "en") -> dict[str, str]:
    """A picture as one output, its drawing stored once: the engine's SVG made small in an <img> with its alt
    and the board in words (HTML: what every viewer of a document shows, an untrusted one too; see
    tutor.notebooks.pictures), and as plain text the alt and the board in words."""
    return {"text/html": picture_html(small(svg), alt, words, lang),
            "text/plain": f"{alt}\n{words}" if words else alt}


def _picture(game: Game[Any], seat: Optional[int], lang: str, lead: str) -> dict[str, str]:
    """The picture output of a position: its drawing, its short alt and its words, all as seat sees it."""
    return picture_bundle(picture(game, seat, lang), board_alt(game, seat, lang, lead),
                          board_words(game, seat, lang), lang)


class Cell:
    """One document cell: static outputs (a picture, a task) and a live widget, displayed in that order;
    do: sentences (HTML) said above the live widget only (what to click, which paper leaves out)."""

    def __init__(self, static: list[dict[str, str]], live: W.Widget, placeholder: str, do: tuple[str, ...] = ()):
        self.static, self.live = static, live
        self.placeholder, self.do = placeholder, do

    def _ipython_display_(self) -> None:
        for bundle in self.static:
            display(bundle, raw=True)
        display(_Live(self.live, self.placeholder, self.do))


class _Live(G.VBox):
    """The live widget, marked so the static outputs before it step aside; its text stands in for it
    wherever widgets cannot be drawn."""

    def __init__(self, child: W.Widget, placeholder: str, do: tuple[str, ...] = ()):
        note = [G.HTML("".join(f"<p>{line}</p>" for line in do))] if do else []
        for w in note:
            w.add_class("tutor-nb-do")
        super().__init__([G.HTML(_STYLE), *note, child])
        self.add_class("tutor-nb-live")
        self.placeholder = placeholder

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        data = dict(super()._repr_mimebundle_(**kwargs))
        data["text/plain"] = self.placeholder
        return data


def lesson(game: str, lesson_id: str, *, steps: bool = True, language: Language = LANGUAGE,
           progress: Progress = PROGRESS) -> Cell:
    """A lesson's cell: its start as a picture and its task in words, then the live lesson (task, Hint,
    board, lab, questions), which reports to the same progress as the app. steps: Undo, Redo and the
    step slider on the board, so a teacher can step a section forward and back."""
    item = find_lesson(game, lesson_id)
    lang = language.code
    static = [_picture(item.start(), item.seat, lang, WORDS["picture"](lang))]
    task = paper_task(item, lang)   # the picture's reader looks; the live board says what to click
    if task is not None:
        static.append({"text/markdown": WORDS["task"](lang).format(task=md_escape(task)),
                       "text/plain": WORDS["task"](lang).replace("**", "").format(task=task)})
    return Cell(static, _lesson_view(item, steps, language, progress), WORDS["live"](lang),
                tuple(live_only(item, lang)))


def _lesson_view(item: Lesson, steps: bool, language: Language, progress: Progress) -> W.Widget:
    progress.persist()   # kept in the learner's browser from the first lesson cell on, as in the app
    labs = _labs(item.game)
    view_class = getattr(base, "LessonView", None)
    if view_class is None:   # until the single-lesson view exists: the player with this one lesson
        return base.LessonPlayer([item], _adapter(item.game), language, progress, labs=labs)
    controls = tuple(dict.fromkeys((*item.controls, "undo", "history"))) if steps else None
    return view_class(item, _adapter(item.game), language=language, progress=progress, labs=labs,
                      show_text=False, course=tuple(LESSONS[item.game]), controls=controls)


def scenario(game: str, number: int, *, language: Language = LANGUAGE) -> Cell:
    """A classroom scenario's cell (number counts from 1): the board before its step as a picture, then
    the live board with "Play the step" and "Reset"."""
    found = scenarios(game)
    if not 1 <= number <= len(found):
        raise ValueError(f"{game} has scenarios 1 to {len(found)}, not {number}")
    sc, lang = found[number - 1], language.code
    static = [_picture(sc.start(), None, lang, WORDS["scenario-picture"](lang))]
    room = Classroom([sc], _adapter(game), language)
    for single in ("picker", "next_button"):   # one scenario per cell: nothing to pick or go on to
        widget = getattr(room, single, None)
        if widget is not None:
            widget.layout.display = "none"
    return Cell(static, room, WORDS["live"](lang))


def rule(game: str, rule_id: str, *, language: Language = LANGUAGE) -> Cell:
    """A rule's demo (tutor.demo): the rule's text and what to watch, its position as a picture, then the live
    board with "Play the step" (or Space), "Back to the start", Undo and Redo. An unknown game or rule ID, or a
    rule with no demo yet, is the Demo API's ValueError."""
    from ..demos import demo
    from .base.ruleindex import RuleDemo
    shown, lang = demo(game, rule_id), language.code
    text = [shown.title(lang), shown.watch(lang)]
    static = [{"text/markdown": "\n\n".join(md_escape(line) for line in text), "text/plain": "\n".join(text)},
              _picture(shown.game, None, lang, WORDS["rule-picture"](lang))]
    return Cell(static, RuleDemo(shown, _adapter(game), language), WORDS["live"](lang))


def progress(game: str, *, language: Language = LANGUAGE, state: Progress = PROGRESS) -> Cell:
    """The learner's progress in a game: the same progress the app's lessons record."""
    return Cell([], ProgressView(game, state, language), WORDS["live-progress"](language.code))


def _adapter(game: str) -> ClickAdapter:
    """The game's board adapter: the course module's ADAPTER, else the one ClickAdapter; a game that does
    not speak the shared svg vocabulary has none (ValueError)."""
    course = importlib.import_module(f"tutor.widgets.{game}.course")
    make: Callable[[], ClickAdapter] = getattr(course, "ADAPTER", ClickAdapter)
    from .. import rules_for
    if rules_for(game).svg_highlights != SVG_KEYWORDS:
        raise ValueError(f"{game} does not speak the shared svg vocabulary: its board cannot follow click paths")
    return make()


def _labs(game: str) -> Mapping[str, Callable[[Language], W.Widget]]:
    """The game's labs by name: its course module's LABS (none without)."""
    course = importlib.import_module(f"tutor.widgets.{game}.course")
    labs: Mapping[str, Callable[[Language], W.Widget]] = getattr(course, "LABS", {})
    return labs
