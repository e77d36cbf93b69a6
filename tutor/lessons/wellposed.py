"""The course audit for well-posed questions and coherent boards, over many seeds, with a report per lesson.

    python -m tutor.lessons.wellposed <game|all> [--seeds 100] [--worlds 2] [--lesson ID ...] [--no-texts]

Checks (each finding has a kind; `KINDS` lists them in report order):
- unreachable-board / unreachable-question: game.unreachable() gives a reason on a lesson's start board or
  on a question's position;
- unshown-fact: the key differs on another world that keeps what the prompt states and the picture shows
  (tutor.lessons.worlds: the pictured seat's hidden cards re-dealt, and the course's WORLDS), or two
  questions of a course show the same prompt, picture and choices with different keys;
- seat-feedback: the explanation, told again on such a re-dealt world of the pictured seat, differs: it
  tells what that seat may not know;
- feedback-in-picture: the picture prints the answer as a result ("... = 2") or prints a line of the
  explanation that holds the answer (tutor.lessons.pictures);
- later-rule: a question cites (in q.rules or in its prompt or explanation, every language) a rule ID the
  course first teaches in a later lesson (appendix lessons may use the whole course);
- repeat: a set asks the same prompt on the same position (and highlight) twice, or shows the same prompt,
  picture and choices twice;
- set-fault: the set a quiz shows for the lesson (tutor.lessons.sets.draw at the lesson's place in its course,
  as the apps draw it) reads as repetitive (tutor.lessons.sets.faults: a prompt twice, one answer three times
  running or throughout, the right choice always in one place); the table gives the share of the seeds' raw
  sets with such a fault, which draw passes over;
- one-answer: over the seeds, one answer is the key of more than 80% of a lesson's questions;
- right-position: among questions offering the same choices (not Yes/No), the right one sits at the same
  place in more than 80% of them (ask(..., order=rng) shuffles the choices with the set's rng);
- own-rule: under half of a lesson's questions change their key when the lesson's rule is read another way
  (see below), where such a reading exists;
- shared-board / variant-idle (appendix lessons, tutor.lessons.boards): two variant lessons start on one
  position, or the lesson's variant changes nothing on its board;
- text-pointer: a rule text or a lesson or question text points at a source, a section or the engine
  (tutor.lessons.pointers);
- crash: auditing a lesson raised an error (the report goes on with the other lessons).

The lesson's rule read another way: each variant the lesson names in `rules`, each variant whose appendix
lesson names one of this lesson's rules or whose rulebook text cites one of them, toggled alone on the
question's position; and the course's own counterfactual readings: a course package may export
`COUNTERFACTUALS: Mapping[lesson_id, Callable[[Question], Optional[Game]]]`, a game read under the other
reading (a Rules subclass with one rule changed, say) at the question's position, or None where it does
not apply. A question is decided by its lesson's rule when some such reading changes its key.
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

from ..core import Game
from ..core.i18n import LANGS, rule_ids, rule_text
from ..core.registry import rules_for
from . import LESSONS
from .audit import facts_of, restored
from .boards import board_findings, shared_boards
from .model import Lesson, Question
from .pictures import picture, printed_feedback
from .pointers import scan
from .sets import draw, faults
from .worlds import own_worlds, seat_worlds

KINDS = ("unreachable-board", "unreachable-question", "unshown-fact", "seat-feedback", "feedback-in-picture",
         "later-rule", "repeat", "set-fault", "one-answer", "right-position", "own-rule", "shared-board",
         "variant-idle", "text-pointer", "crash")
TOP_SHARE = 0.8       # no answer (and no place of the right choice) above this share
OWN_SHARE = 0.5       # the lesson's rule decides at least this share, where it can be read another way
YES_NO = frozenset({"yes", "no"})

Counterfactual = Callable[[Question], Optional[Game[Any]]]


@dataclass(frozen=True)
class Finding:
    """One thing the audit found: its kind, the lesson, the seed (-1: not a question's), what, and the
    question's prompt (en) when it is a question's."""

    kind: str
    lesson: str
    seed: int
    detail: str
    prompt: str = ""


@dataclass
class Figures:
    """A lesson's figures over the seeds."""

    questions: int = 0
    top_answer: float = 0.0                 # share of the most common answer
    top_place: Optional[float] = None       # share of the most common place of the right choice (not yes/no)
    own_rule: Optional[float] = None        # share of questions whose key changes under another reading
    repeats: int = 0
    worlds: int = 0                         # other worlds the key was read on
    set_faults: Optional[float] = None      # share of the seeds' sets with a sets.faults fault (before draw)


@dataclass
class CourseAudit:
    """Everything one run saw on one game's course."""

    game: str
    seeds: int
    findings: list[Finding] = field(default_factory=list)
    figures: dict[str, Figures] = field(default_factory=dict)
    untaught: list[str] = field(default_factory=list)   # rule IDs no lesson names in its rules
    questions: int = 0

    def of(self, kind: str) -> list[Finding]:
        """The findings of one kind."""
        return [f for f in self.findings if f.kind == kind]

    def counts(self) -> dict[str, int]:
        """kind -> how many findings."""
        found = Counter(f.kind for f in self.findings)
        return {kind: found[kind] for kind in KINDS}


# -- rule IDs in texts -----------------------------------------------------------------------------------

def id_pattern(game: str) -> "re.Pattern[str]":
    """A pattern that finds the game's rule IDs in a text (whole IDs only: M1 is not found in M19)."""
    importlib.import_module(f"tutor.{game}")  # its rulebook
    ids = sorted(rule_ids(game), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")


def cited(q: Question, pattern: "re.Pattern[str]") -> set[str]:
    """Rule IDs a question cites: its rules, and IDs in its prompt and explanation in every language."""
    found = set(q.rules)
    for lang in LANGS:
        found.update(pattern.findall(q.prompt(lang)))
        found.update(pattern.findall(q.explain(lang)))
    return found


def teaching_order(game: str) -> dict[str, int]:
    """rule ID -> the index (course first, then appendix) of the first lesson naming it in its rules."""
    lessons = [l for l in LESSONS[game] if not l.appendix] + [l for l in LESSONS[game] if l.appendix]
    first: dict[str, int] = {}
    for i, lesson in enumerate(lessons):
        for rule in lesson.rules:
            first.setdefault(rule, i)
    return first


# -- the lesson's rule read another way ------------------------------------------------------------------

def own_variants(game: str, lesson: Lesson) -> list[str]:
    """Variants that read one of the lesson's rules another way (see the module docstring)."""
    known = rules_for(game).known_variants
    rules = set(lesson.rules)
    base = rules - known
    out = {r for r in rules if r in known}
    pattern = id_pattern(game)
    for other in LESSONS[game]:
        if other.appendix and base & set(other.rules):
            out |= {r for r in other.rules if r in known}
    for variant in known:
        if base & set(pattern.findall(rule_text(game, variant, "en"))):
            out.add(variant)
    return sorted(out)


def counterfactuals(game: str) -> Mapping[str, Counterfactual]:
    """The course's COUNTERFACTUALS (lesson ID -> a game under another reading), if any."""
    return getattr(importlib.import_module(f"{__package__}.{game}"), "COUNTERFACTUALS", {})


def decided_by_own_rule(q: Question, variants: Sequence[str], other: Optional[Counterfactual]) -> Optional[bool]:
    """True if some other reading of the lesson's rule changes the question's key; None if no other
    reading can be read on its position (each variant refused there, no counterfactual)."""
    assert q.key is not None
    chosen = frozenset(q.game.variants)
    read = False
    for variant in variants:
        toggled = chosen - {variant} if variant in chosen else chosen | {variant}
        try:
            flipped = q.key(restored(q.game, toggled))
        except ValueError:  # the position cannot be read with that choice of variants
            continue
        read = True
        if flipped != q.answer:
            return True
    if other is not None:
        game = other(q)
        if game is not None:
            read = True
            if q.key(game) != q.answer:
                return True
    return False if read else None


# -- the audit -------------------------------------------------------------------------------------------

def question_sets(lesson: Lesson, seeds: Iterable[int]) -> list[tuple[int, Sequence[Question]]]:
    """(seed, the set made from random.Random(seed)) for each seed: one set is what a Quiz shows."""
    if lesson.questions is None:
        return []
    return [(seed, lesson.questions(random.Random(seed))) for seed in seeds]


def _where(q: Question) -> str:
    return json.dumps([q.game.position(), q.seat, {k: str(v) for k, v in q.highlight.items()}], sort_keys=True)


class Course:
    """What the audit knows of one game's course: its lessons in teaching order, where each rule is first
    taught, the fact checks, the other readings, and the reachability reasons already read."""

    def __init__(self, game: str, worlds: int = 2):
        self.game, self.worlds = game, worlds
        self.lessons = LESSONS[game]
        self.order = [l for l in self.lessons if not l.appendix] + [l for l in self.lessons if l.appendix]
        self.index = {l.id: i for i, l in enumerate(self.order)}
        self.first = teaching_order(game)
        self.pattern = id_pattern(game)
        self.checks = facts_of(game)
        self.readings = counterfactuals(game)
        self._unreachable: dict[str, tuple[str, ...]] = {}
        # a question asked again (same prompt, position, explanation and key): the same findings and verdict
        self._asked: dict[tuple[str, ...], tuple[list[tuple[str, str]], str, Optional[bool]]] = {}
        # what a learner is shown (prompt, picture, choices) -> (the key, the seed it was asked with)
        self._shown: dict[str, tuple[frozenset[str], int]] = {}

    def unreachable(self, game: Game[Any]) -> tuple[str, ...]:
        """The reasons no game could reach this position (read once per position)."""
        where = json.dumps(game.position(), sort_keys=True)
        if where not in self._unreachable:
            self._unreachable[where] = tuple(t("en") for t in game.unreachable())
        return self._unreachable[where]

    def later_rules(self, lesson: Lesson, q: Question) -> list[str]:
        """Rule IDs the question cites that the course first teaches after the lesson (none in the appendix)."""
        if lesson.appendix:
            return []
        at = self.index.get(lesson.id, len(self.order))
        return sorted(r for r in cited(q, self.pattern) if self.first.get(r, -1) > at)

    def question(self, lesson: Lesson, q: Question, rng: random.Random,
                 figures: Figures) -> tuple[list[tuple[str, str]], str]:
        """(kind, detail) for everything wrong with one question, apart from how its set varies; and what the
        learner is shown (prompt, picture and choices, every language) as one text."""
        out = [("unreachable-question", reason) for reason in self.unreachable(q.game)]
        svgs = {lang: picture(q, lang) for lang in LANGS}
        shown = json.dumps([[q.prompt(lang), svgs[lang], [c.label(lang) for c in q.choices]] for lang in LANGS])
        late = self.later_rules(lesson, q)
        if late:
            out.append(("later-rule", "cites " + ", ".join(f"{r} (first taught in {self.order[self.first[r]].id})"
                                                           for r in late)))
        for lang in LANGS:
            printed = printed_feedback(q, lang, svgs[lang])
            if printed:
                out.append(("feedback-in-picture", f"the {lang} picture prints {printed!r}"))
                break
        if q.key is not None:
            out += self.other_worlds(q, rng, figures)
        return out, shown

    def other_worlds(self, q: Question, rng: random.Random, figures: Figures) -> list[tuple[str, str]]:
        """(kind, detail) where the key, or the explanation told to the pictured seat, changes on a world
        that keeps what the question shows (the first such world of each source)."""
        assert q.key is not None
        out: list[tuple[str, str]] = []
        seat = f"P{q.seat + 1}" if q.seat is not None else "?"
        for world in seat_worlds(q, rng, self.worlds, self.checks):
            figures.worlds += 1
            if q.key(world) != q.answer:
                out.append(("unshown-fact", f"the key is {sorted(q.answer)} but {sorted(q.key(world))} once the "
                                            f"cards {seat} cannot see are re-dealt"))
                break
            told = q.retell(world, "en") if q.retell is not None else q.explain("en")
            if q.retell is not None and any(q.retell(world, lang) != q.explain(lang) for lang in LANGS):
                out.append(("seat-feedback", f"the explanation changes once the cards {seat} cannot see are "
                                             f"re-dealt: {q.explain('en')[:110]!r} / {told[:110]!r}"))
                break
        for world in own_worlds(q, rng, self.worlds):
            figures.worlds += 1
            if q.key(world) != q.answer:
                out.append(("unshown-fact", f"the key is {sorted(q.answer)} but {sorted(q.key(world))} in a world "
                                            "that keeps what the prompt states and the picture shows"))
                break
        return out

    def lesson(self, lesson: Lesson, seeds: int, report: CourseAudit) -> None:
        """Audit one lesson's question sets over seeds 0..seeds-1 into the report."""
        figures = report.figures.setdefault(lesson.id, Figures())
        variants = own_variants(self.game, lesson)
        other = self.readings.get(lesson.id)
        answers: Counter[tuple[str, ...]] = Counter()
        places: Counter[int] = Counter()
        by_choices: dict[tuple[str, ...], Counter[int]] = defaultdict(Counter)
        decided = asked = 0
        rng = random.Random(f"{self.game}:{lesson.id}")
        faulty = 0
        for seed, qs in question_sets(lesson, range(seeds)):
            faulty += bool(faults(qs))
            seen: set[str] = set()
            for q in qs:
                report.questions += 1
                figures.questions += 1
                prompt = q.prompt("en")
                where = _where(q)
                again = (lesson.id, prompt, where, q.explain("en"), *sorted(q.answer))
                if again not in self._asked:
                    verdict = None
                    if q.key is not None and (variants or other is not None):
                        verdict = decided_by_own_rule(q, variants, other)
                    self._asked[again] = (*self.question(lesson, q, rng, figures), verdict)
                found, shown, verdict = list(self._asked[again][0]), self._asked[again][1], self._asked[again][2]
                before = self._shown.setdefault(shown, (q.answer, seed))
                if before[0] != q.answer:
                    found.append(("unshown-fact", "the same prompt, picture and choices have the key "
                                                  f"{sorted(before[0])} in seed {before[1]} and {sorted(q.answer)} "
                                                  "here"))
                if prompt + where in seen or shown in seen:
                    figures.repeats += 1
                    found.append(("repeat", "the set asks this twice on one position (or one picture)"))
                seen.update((prompt + where, shown))
                report.findings += [Finding(kind, lesson.id, seed, detail, prompt) for kind, detail in found]
                answers[tuple(sorted(q.answer))] += 1
                keys = tuple(c.key for c in q.choices)
                if not q.multi and frozenset(keys) != YES_NO:
                    place = keys.index(next(iter(q.answer)))
                    places[place] += 1
                    by_choices[tuple(sorted(keys))][place] += 1
                if verdict is not None:
                    asked += 1
                    decided += verdict
        if not figures.questions:
            return
        figures.set_faults = faulty / seeds
        report.findings += self.drawn(lesson)
        top, count = answers.most_common(1)[0]
        figures.top_answer = count / figures.questions
        if figures.top_answer > TOP_SHARE:
            report.findings.append(Finding("one-answer", lesson.id, -1, f"{' '.join(top) or '-'} is the key of "
                                           f"{count} of {figures.questions} questions"))
        if places:
            figures.top_place = places.most_common(1)[0][1] / sum(places.values())
        for keys, where_right in by_choices.items():
            total = sum(where_right.values())
            place, count = where_right.most_common(1)[0]
            if total >= 10 and count / total > TOP_SHARE:
                report.findings.append(Finding("right-position", lesson.id, -1, f"the right choice is choice "
                                               f"{place + 1} in {count} of {total} questions offering "
                                               f"{', '.join(keys)[:80]}"))
        if asked:
            figures.own_rule = decided / asked
            if figures.own_rule < OWN_SHARE:
                report.findings.append(Finding("own-rule", lesson.id, -1, f"only {decided} of {asked} keys change "
                                               f"when the lesson's rule is read another way "
                                               f"({', '.join(variants) or 'counterfactual'})"))

    def drawn(self, lesson: Lesson) -> list[Finding]:
        """A set-fault finding for each fault of the set a quiz shows for the lesson at its place in the course
        (its index in LESSONS[game], as the apps and documents give it; 0 for a lesson not in the course)."""
        assert lesson.questions is not None
        index = next((i for i, l in enumerate(self.lessons) if l.id == lesson.id), 0)
        seed, qs = draw(lesson.questions, index)
        return [Finding("set-fault", lesson.id, seed, f"the set drawn for course place {index} has {fault}")
                for fault in faults(qs)]


def run(game: str, seeds: int = 100, worlds: int = 2, lessons: Optional[Iterable[str]] = None,
        texts: bool = True) -> CourseAudit:
    """Audit one game's course over seeds 0..seeds-1; `worlds` re-dealt worlds per question and source;
    only the named lessons if given; the texts' pointers too unless texts=False."""
    course = Course(game, worlds)
    report = CourseAudit(game, seeds)
    named = {r for l in course.lessons for r in l.rules}
    report.untaught = [r for r in rule_ids(game) if r not in named]
    wanted = [l for l in course.lessons if lessons is None or l.id in set(lessons)]
    for lesson in wanted:
        try:
            report.findings += [Finding(kind, lesson_id, -1, detail)
                                for kind, lesson_id, detail in board_findings(game, [lesson])]
        except Exception as err:  # noqa: BLE001 - as below
            report.findings.append(Finding("crash", lesson.id, -1, f"board: {type(err).__name__}: {err}"[:300]))
    starts = [l for l in wanted if l.appendix]
    report.findings += [Finding(kind, lesson_id, -1, detail)
                        for kind, lesson_id, detail in shared_boards(starts)]
    for lesson in wanted:
        try:
            course.lesson(lesson, seeds, report)
        except Exception as err:  # noqa: BLE001 - the report goes on with the other lessons and names this one
            report.findings.append(Finding("crash", lesson.id, -1, f"{type(err).__name__}: {err}"[:300]))
    if texts:
        report.findings += [Finding("text-pointer", where.split(":")[0], -1, f"{where} ({lang}): {found}")
                            for where, lang, found in scan(game)]
    return report


# -- the report ------------------------------------------------------------------------------------------

def _share(x: Optional[float]) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def render(report: CourseAudit, limit: int = 6) -> str:
    """The findings grouped by kind and lesson (a few examples each), then the table per lesson."""
    out = [f"# {report.game}: {report.questions} questions over {report.seeds} seeds; "
           f"{len(report.findings)} findings"]
    for kind in KINDS:
        found = report.of(kind)
        out.append(f"\n## {kind}: {len(found)}")
        by_lesson: dict[str, list[Finding]] = defaultdict(list)
        for f in found:
            by_lesson[f.lesson].append(f)
        for lesson, items in by_lesson.items():
            out.append(f"  {lesson}: {len(items)}")
            shown = Counter(f.detail for f in items)
            for detail, n in shown.most_common(limit):
                example = next(f for f in items if f.detail == detail)
                at = f" [seed {example.seed}]" if example.seed >= 0 else ""
                asked = f" <- {example.prompt[:100]!r}" if example.prompt else ""
                out.append(f"    {n}x{at} {detail}{asked}")
            if len(shown) > limit:
                out.append(f"    ... {len(shown) - limit} more")
    out.append(f"\nrule IDs no lesson names: {', '.join(report.untaught) or 'none'}")
    out.append("\nlesson                      questions  top answer  right place  own rule  repeats  set faults"
               "  worlds")
    for lesson, row in report.figures.items():
        out.append(f"{lesson:<28}{row.questions:>9}  {_share(row.top_answer):>10}  {_share(row.top_place):>11}  "
                   f"{_share(row.own_rule):>8}  {row.repeats:>7}  {_share(row.set_faults):>10}  {row.worlds:>6}")
    out.append("\ncounts: " + ", ".join(f"{k} {n}" for k, n in report.counts().items()))
    return "\n".join(out)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command line: audit one game (or all) and print the report; exit 1 when anything was found."""
    from .. import GAMES
    parser = argparse.ArgumentParser(prog="python -m tutor.lessons.wellposed", description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=[*GAMES, "all"])
    parser.add_argument("--seeds", type=int, default=100, help="question sets per lesson (seeds 0..N-1)")
    parser.add_argument("--worlds", type=int, default=2, help="re-dealt worlds per question and source")
    parser.add_argument("--lesson", action="append", help="only this lesson (repeatable)")
    parser.add_argument("--examples", type=int, default=6, help="examples shown per kind and lesson")
    parser.add_argument("--no-texts", action="store_true", help="leave out the scan of rule and lesson texts")
    args = parser.parse_args(argv)
    found = 0
    for game in (GAMES if args.game == "all" else [args.game]):
        report = run(game, args.seeds, args.worlds, args.lesson, texts=not args.no_texts)
        print(render(report, args.examples))
        found += len(report.findings)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
