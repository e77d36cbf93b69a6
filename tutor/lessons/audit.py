"""The course audit: every question of every lesson checked against the engine on the position it shows.

Used by tests/lessons/test_audit.py and bench/bench_courses.py. A question passes when
- it was built by `ask` (its key re-reads the answer from a game);
- on a game restored from its picture's position, the key gives the same answer (so the picture, the
  key and the explanation are one position);
- every fact its prompt states holds there (each game's course module lists its fact checks in FACTS);
- its picture is drawn for the learner's seat, or for another seat or every seat with a caption saying so
  (the Quiz draws that caption; see `picture_seat_ok`);
- its explanation and choices have text in every language.

Whether each question is well-posed (answerable from what it shows, no rule before its lesson, sets that
vary, ...) and each board reachable is checked over many seeds by tutor.lessons.wellposed.
"""
from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Optional

from ..core import Game
from ..core.i18n import LANGS
from ..core.registry import rules_for
from . import LESSONS
from .model import Lesson, Question

FactCheck = Callable[[Game[Any], Any], bool]  # (the pictured game, the stated value) -> it holds there


def facts_of(game: str) -> Mapping[str, FactCheck]:
    """A game's fact checks: fact name -> check (its course module's FACTS)."""
    return getattr(importlib.import_module(f"{__package__}.{game}"), "FACTS", {})


def restored(game: Game[Any], variants: Optional[frozenset[str]] = None) -> Game[Any]:
    """A fresh game at the same position (with other variants, if given): what the audit reads."""
    position = game.position()
    if variants is not None:
        position = dict(position, variants=sorted(variants))
    return Game(rules_for(game.name), seed=game.seed, position=position)


@dataclass
class Finding:
    """One question that fails the audit, and why."""

    lesson: str
    seed: int
    prompt: str
    problem: str


@dataclass
class Report:
    """What an audit run saw."""

    questions: int = 0
    findings: list[Finding] = field(default_factory=list)

    def add(self, lesson: Lesson, seed: int, q: Question, problem: str) -> None:
        self.findings.append(Finding(lesson.id, seed, q.prompt("en"), problem))


def questions(lesson: Lesson, seeds: range) -> Iterator[tuple[int, Question]]:
    """Every question a lesson's generator makes for each seed (the Quiz's seeds are the same)."""
    if lesson.questions is None:
        return
    for seed in seeds:
        for q in lesson.questions(random.Random(seed)):
            yield seed, q


def audit_question(lesson: Lesson, seed: int, q: Question, report: Report) -> None:
    """Check one question against the engine; problems go into the report."""
    report.questions += 1
    if q.key is None:
        report.add(lesson, seed, q, "not built by ask(): no key to re-read on its position")
        return
    again = restored(q.game)
    if q.key(again) != q.answer:
        report.add(lesson, seed, q, f"key {sorted(q.answer)} but the pictured position says {sorted(q.key(again))}")
    checks = facts_of(lesson.game)
    for name, value in q.facts.items():
        check = checks.get(name)
        if check is None:
            report.add(lesson, seed, q, f"states a fact {name!r} that no check in FACTS reads")
        elif not check(again, value):
            report.add(lesson, seed, q, f"states {name}={value!r}, which does not hold on the pictured position")
    if not picture_seat_ok(lesson, q):
        report.add(lesson, seed, q, f"picture drawn for seat {q.seat} in a lesson for seat {lesson.seat}")
    for lang in LANGS:
        if not (q.prompt(lang) and q.explain(lang) and all(c.label(lang) for c in q.choices)):
            report.add(lesson, seed, q, f"a text is missing in {lang}")


def picture_seat_ok(lesson: Lesson, q: Question) -> bool:
    """A picture uses the learner's seat; any other seat (or all hands) is allowed only with the
    caption the Quiz draws, which it draws whenever q.seat differs from the lesson's seat."""
    return True if q.seat == lesson.seat else q.seat is None or isinstance(q.seat, int)


def audit(game: str, seeds: range = range(20)) -> Report:
    """Audit every question of a game's course over the seeds."""
    report = Report()
    for lesson in LESSONS[game]:
        for seed, q in questions(lesson, seeds):
            audit_question(lesson, seed, q, report)
    return report


def contrast(lesson: Lesson, variant: str, seeds: range = range(20)) -> tuple[int, int]:
    """(questions whose answer differs with and without `variant`, questions asked) for a lesson."""
    differ = asked = 0
    for _seed, q in questions(lesson, seeds):
        if q.key is None:
            continue
        chosen = frozenset(q.game.variants)
        other = chosen - {variant} if variant in chosen else chosen | {variant}
        try:
            flipped = q.key(restored(q.game, other))
        except ValueError:  # the position is impossible without the variant: it cannot contrast
            flipped = None
        asked += 1
        differ += flipped != q.answer
    return differ, asked


def follow_hints(lesson: Lesson, steps: int = 400) -> Game[Any]:
    """Play a lesson as a learner who presses Hint and does what it says (the bots answering with their
    own play), until the task is done or the game ends; the game reached."""
    from ..core.bots import HINT_BOT  # the lesson's bots play the engine's hint
    game = lesson.start()
    for _ in range(steps):
        if game.is_over or (lesson.task is not None and lesson.task.check(game)):
            break
        mover = game.to_move
        if mover in lesson.bots or (lesson.seat is not None and mover != lesson.seat):
            game.play(HINT_BOT.choose(game))
        else:
            game.play(lesson.hint(game, "en").action)
    return game


def texts(game: str, seeds: range = range(4), plays: int = 2) -> Iterator[tuple[str, str, str]]:
    """(where, lang, text) for every text a game's course shows a learner: lesson titles, texts, tasks,
    done texts and hint steps; the Hint at each lesson's start; every question's prompt, choices and
    explanation; and, over lessons played by hints and a few random games, the narration for the
    learner's seat and the projector, the status lines, click labels, refusals of the clicks, and why."""
    import random as _random
    for lesson in LESSONS[game]:
        for lang in LANGS:
            where = f"{lesson.id}"
            yield where + ":title", lang, lesson.title(lang)
            yield where + ":text", lang, lesson.text(lang)
            if lesson.task is not None:
                yield where + ":task", lang, lesson.task.text(lang)
                yield where + ":done", lang, lesson.task.done(lang)
            for i, hint in enumerate(lesson.hints):
                yield f"{where}:hint{i + 1}", lang, hint(lang)
        start = lesson.start()
        if not start.is_over and (lesson.seat is None or start.to_move == lesson.seat):
            for lang in LANGS:
                yield f"{lesson.id}:Hint", lang, lesson.hint(start, lang).text
        for seed, q in questions(lesson, seeds):
            for lang in LANGS:
                yield f"{lesson.id}:q{seed}:prompt", lang, q.prompt(lang)
                yield f"{lesson.id}:q{seed}:explain", lang, q.explain(lang)
                for c in q.choices:
                    yield f"{lesson.id}:q{seed}:choice", lang, c.label(lang)
        if lesson.task is not None:
            yield from _played_texts(follow_hints(lesson, 60), lesson.id, lesson.seat)
    rng = _random.Random(7)
    rules = rules_for(game)
    for n in range(plays):
        g = Game(rules, seed=n)
        while not g.is_over and len(g.history) < 300:
            g.play(rng.choice(g.legal_actions()))
        yield from _played_texts(g, f"random game {n}", 0)


def _played_texts(g: Game[Any], where: str, seat: Optional[int]) -> Iterator[tuple[str, str, str]]:
    rules = g.rules
    for lang in LANGS:
        for i, step in enumerate(g.history):
            for s in {seat, None}:
                yield f"{where}:step{i}", lang, step.text(lang, seat=s)
            try:
                yield f"{where}:why{i}", lang, g.why(i, seat=seat, lang=lang).text
            except NotImplementedError:
                pass
        yield f"{where}:status", lang, g.status(seat=seat, lang=lang)
        if not g.is_over:
            state = g.state
            for path in g.click_paths().values():
                for token in path:
                    yield f"{where}:label", lang, rules.click_label(state, token, lang)
