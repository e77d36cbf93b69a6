"""The course audit for well-posed questions (tutor.lessons.wellposed) over every game, at 100 seeds
(TUTOR_AUDIT_SEEDS for more; TUTOR_AUDIT_WORLDS re-dealt worlds a question, 1 by default): reachable
boards, keys that need nothing unshown, explanations from the learner's seat, pictures that do not print
the feedback, no rule before its lesson, sets without repeats, quiz sets as the apps draw them that read as
varied (tutor.lessons.sets), answers and their places that vary, the lesson's own rule deciding, variant
lessons on boards of their own where the variant is at work, and texts without source pointers. Each check is
also shown to catch the kind of fault it is for."""
from __future__ import annotations

import dataclasses
import functools
import json
import os
import random
from typing import Any, Callable

import pytest

from tutor import GAMES
from tutor.core import Game
from tutor.core.i18n import LANGS, Verbatim
from tutor.lessons import LESSONS, Lesson, Question
from tutor.lessons.boards import board_findings
from tutor.lessons.model import NO, YES, ask
from tutor.lessons.pictures import printed_feedback
from tutor.lessons.pointers import pointers
from tutor.lessons.sets import AUDITED, TRIES, draw, faults
from tutor.lessons.wellposed import KINDS, Course, CourseAudit, decided_by_own_rule, own_variants, render, run

SEEDS = int(os.environ.get("TUTOR_AUDIT_SEEDS", "100"))
WORLDS = int(os.environ.get("TUTOR_AUDIT_WORLDS", "1"))  # re-dealt worlds per distinct question and source


@functools.lru_cache(maxsize=None)
def audited(game: str) -> CourseAudit:
    """One audit run per game, shared by the checks below."""
    return run(game, SEEDS, WORLDS)


# The own-rule check asserts on every lesson with questions whose rule can be read another way: a variant
# the lesson names, a variant whose appendix lesson names one of the lesson's rules (or whose rulebook text
# cites one), or the course's COUNTERFACTUALS entry. There, a question the other reading leaves unchanged
# does not test the lesson's rule, and most must. A lesson with no other reading has nothing to swap: its
# share shows as "-" in the table and is not asserted.
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_the_course_audit_finds_nothing(game: str, kind: str) -> None:
    report = audited(game)
    assert report.questions > 0
    found = report.of(kind)
    shown = "\n".join(f"{f.lesson} seed {f.seed}: {f.detail} <- {f.prompt[:80]!r}" for f in found[:12])
    assert not found, f"{game}: {len(found)} {kind} findings over {SEEDS} seeds:\n{shown}"


@pytest.mark.parametrize("game", GAMES)
def test_the_report_has_a_row_per_lesson_and_a_count_per_kind(game: str) -> None:
    report = audited(game)
    text = render(report)
    assert set(report.figures) == {l.id for l in LESSONS[game]}
    assert all(f"\n{lesson_id} " in text for lesson_id in report.figures)
    assert all(f"{kind} {n}" in text for kind, n in report.counts().items())


# -- each check catches what it is for ----------------------------------------------------------------------

def _lesson(game: str, lesson_id: str) -> Lesson:
    return next(l for l in LESSONS[game] if l.id == lesson_id)


def _first(game: str, lesson_id: str, seed: int = 0) -> Question:
    maker = _lesson(game, lesson_id).questions
    assert maker is not None
    return maker(random.Random(seed))[0]


def _audit_lesson(lesson: Lesson, seeds: int = 10) -> CourseAudit:
    report = CourseAudit(lesson.game, seeds)
    Course(lesson.game).lesson(lesson, seeds, report)
    return report


def test_a_score_picture_that_prints_the_game_value_is_caught_and_card_labels_are_not() -> None:
    """Lessons value and absolution drawn whole (not cut to their score region) print the value step by step,
    "1 + 1 = 2": the check must see that; cards and follow-suit pictures print card names, which it must not
    take for feedback."""
    caught = asked = 0
    for lesson_id in ("value", "absolution"):
        for seed in range(6):
            for q in _lesson("matzlfangen", lesson_id).questions(random.Random(seed)):  # type: ignore[misc]
                whole = dataclasses.replace(q, highlight={k: v for k, v in q.highlight.items() if k != "region"})
                asked += 1
                caught += any(printed_feedback(whole, lang) for lang in LANGS)
    assert asked and caught / asked >= 0.9
    for lesson_id in ("cards", "follow", "free"):
        for seed in range(6):
            for q in _lesson("matzlfangen", lesson_id).questions(random.Random(seed)):  # type: ignore[misc]
                assert all(printed_feedback(q, lang) is None for lang in LANGS)


def test_a_question_citing_a_rule_taught_later_is_caught_unless_in_the_appendix() -> None:
    course = Course("matzlfangen")
    follow = _lesson("matzlfangen", "follow")
    q = _first("matzlfangen", "follow")
    later = next(r for r in course.first if course.first[r] > course.index["follow"] and r.startswith("R-"))
    assert course.later_rules(follow, dataclasses.replace(q, rules=(*q.rules, later))) == [later]
    told = dataclasses.replace(q, explain=lambda lang: f"{q.explain(lang)} ({later})")
    assert course.later_rules(follow, told) == [later]
    assert course.later_rules(dataclasses.replace(follow, appendix=True), told) == []
    earlier = dataclasses.replace(q, rules=("R-PLAY-2",), explain=lambda lang: "R-PLAY-22")  # no such ID
    assert course.later_rules(follow, earlier) == []


def test_a_set_that_asks_one_question_twice_with_one_answer_in_one_place_is_caught() -> None:
    lesson = _lesson("matzlfangen", "cards")
    q = _first("matzlfangen", "cards")
    report = _audit_lesson(dataclasses.replace(lesson, questions=lambda rng: [q, q]))
    counts = report.counts()
    assert counts["repeat"] == 10 and counts["one-answer"] == 1 and counts["right-position"] == 1
    assert report.figures["cards"].top_answer == 1.0 and report.figures["cards"].repeats == 10


def _by_seed(faulty: Callable[[int], bool], q: Question) -> Callable[[random.Random], list[Question]]:
    """A maker whose set from Random(seed) repeats q three times where faulty(seed), else is a varied set."""
    seeds = {random.Random(s).random(): s for s in range(AUDITED)}
    varied = list(_lesson("matzlfangen", "cards").questions(random.Random(0)))  # type: ignore[misc]
    assert not faults(varied)
    return lambda rng: [q, q, q] if faulty(seeds[rng.random()]) else varied


def test_a_drawn_set_that_reads_as_repetitive_is_caught_with_the_share_of_faulty_seeds_in_the_table() -> None:
    """The set a quiz shows for lesson follow (course place 1) is draw's from seed 1: faulty from seed 1 to
    1 + TRIES - 1 there is nothing varied to draw, and the audit names each fault of the set shown."""
    follow = _lesson("matzlfangen", "follow")
    assert LESSONS["matzlfangen"].index(follow) == 1
    q = _first("matzlfangen", "cards")
    report = _audit_lesson(dataclasses.replace(follow, questions=_by_seed(lambda s: 1 <= s <= TRIES, q)), 10)
    found = report.of("set-fault")
    assert {f.seed for f in found} == {1}
    assert sorted(f.detail for f in found) == sorted(f"the set drawn for course place 1 has {fault}"
                                                     for fault in faults([q, q, q]))
    assert report.figures["follow"].set_faults == TRIES / 10
    assert f"{100 * TRIES / 10:.0f}%" in render(report).split("set faults")[-1]


def test_faulty_seeds_the_quiz_passes_over_are_counted_but_not_found() -> None:
    """Seeds 1 and 2 are faulty: the quiz at course place 1 shows seed 3's varied set, so nothing is found,
    and the table still gives 3 faulty sets in 10."""
    follow = _lesson("matzlfangen", "follow")
    q = _first("matzlfangen", "cards")
    make = _by_seed(lambda s: s in (1, 2, 5), q)
    assert draw(make, 1)[0] == 3
    report = _audit_lesson(dataclasses.replace(follow, questions=make), 10)
    assert report.of("set-fault") == [] and report.figures["follow"].set_faults == 0.3


def test_two_questions_showing_the_same_prompt_picture_and_choices_with_other_keys_are_caught() -> None:
    """A learner shown the same thing twice cannot give two right answers: the key needs something unshown."""
    lesson = _lesson("matzlfangen", "cards")
    q = _first("matzlfangen", "cards")
    wrong = next(c.key for c in q.choices if c.key not in q.answer)
    other = dataclasses.replace(q, answer=frozenset({wrong}))
    report = _audit_lesson(dataclasses.replace(lesson, questions=lambda rng: [q if rng.random() < 0.5 else other]))
    assert report.counts()["unshown-fact"] >= 1
    assert _audit_lesson(dataclasses.replace(lesson, questions=_only(q))).counts()["unshown-fact"] == 0


def _seat_question(game: Game[Any], fact: Any, key: Any, explain: Any) -> Question:
    return ask(game, Verbatim("?"), [YES, NO], fact, key, explain, ["R-PLAY-2"], seat=0)


def _only(q: Question) -> Callable[[random.Random], list[Question]]:
    return lambda rng: [q]


def test_a_key_or_an_explanation_that_reads_hidden_cards_is_caught() -> None:
    """A key that reads the whole table (other hands too) changes once the cards P1 cannot see are re-dealt;
    an explanation that tells them changes too; one that reads only P1's view changes in neither."""
    lesson = _lesson("matzlfangen", "follow")
    game = _first("matzlfangen", "follow").game
    everything = json.dumps(game.view(None), sort_keys=True)
    whole = _seat_question(game, lambda g: json.dumps(g.view(None), sort_keys=True),
                           lambda v: ["yes" if v == everything else "no"], lambda v: Verbatim("why"))
    tells = _seat_question(game, lambda g: json.dumps(g.view(None), sort_keys=True), lambda v: ["yes"],
                           lambda v: Verbatim(v))
    fair = _seat_question(game, lambda g: json.dumps(g.view(0), sort_keys=True), lambda v: ["yes"],
                          lambda v: Verbatim(v))
    kinds = {name: _audit_lesson(dataclasses.replace(lesson, questions=_only(q)), 1).counts()
             for name, q in (("whole", whole), ("tells", tells), ("fair", fair))}
    assert kinds["whole"]["unshown-fact"] == 1
    assert kinds["tells"]["seat-feedback"] == 1 and kinds["tells"]["unshown-fact"] == 0
    assert kinds["fair"]["seat-feedback"] == 0 and kinds["fair"]["unshown-fact"] == 0


def test_a_lessons_rule_is_read_another_way_by_the_variants_its_appendix_lessons_pair_with_it() -> None:
    """Muros v-count-cells names MU13 and COUNT_CELLS: the lesson teaching MU13 is read under COUNT_CELLS too;
    a lesson whose rules no variant reads has no other reading."""
    count = _lesson("muros", "count")
    assert "MU13" in count.rules and "COUNT_CELLS" in own_variants("muros", count)
    assert own_variants("muros", dataclasses.replace(count, rules=("MU1",))) == []
    assert own_variants("muros", dataclasses.replace(count, rules=("ALLOW_PASS",))) == ["ALLOW_PASS"]


def test_the_lessons_own_rule_decides_when_its_variant_changes_the_key() -> None:
    q = _first("matschig", "v-multi")
    assert decided_by_own_rule(q, ["MULTI_CARD_THROW"], None) is True
    assert decided_by_own_rule(q, [], None) is None                # no other reading: not counted
    assert decided_by_own_rule(q, [], lambda question: question.game) is False  # a reading that changes nothing


def test_variant_lessons_on_one_board_or_with_an_idle_variant_are_caught() -> None:
    follow = _lesson("matzlfangen", "follow")
    twin = dataclasses.replace(follow, id="twin", appendix=True, rules=("V-TIE-VOID",))
    other = dataclasses.replace(twin, id="other")
    found = board_findings("matzlfangen", [twin, other])
    assert ("shared-board", "twin", "starts on the same board as other") in found
    assert ("variant-idle", "twin", "V-TIE-VOID changes nothing on the lesson's board") in found
    multi = _lesson("matschig", "v-multi")
    assert not [f for f in board_findings("matschig", [multi]) if f[0] == "variant-idle"]


def test_an_unreachable_board_is_reported_with_each_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    follow = _lesson("matzlfangen", "follow")
    rules = type(follow.start().rules)
    monkeypatch.setattr(rules, "unreachable", lambda self, state: (Verbatim("no deal gives this"),
                                                                   Verbatim("nor this")))
    found = board_findings("matzlfangen", [follow])
    assert [f for f in found if f[0] == "unreachable-board"] == [
        ("unreachable-board", "follow", "no deal gives this"), ("unreachable-board", "follow", "nor this")]
    report = _audit_lesson(follow, 1)
    assert report.counts()["unreachable-question"] == 2 * report.questions


@pytest.mark.parametrize("text", ["A variant (A2): count the cells.", "Game value (§7.2): base 1",
                                  "each defender -+floor(V/3)", "Engine guard: a hand never exceeds 7",
                                  "Under MULTI_CARD_THROW a throw holds several cards", "see the rules summary",
                                  "as the 2012 box says", "the decks in decks.json", "Sources [S10] agree"])
def test_a_source_pointer_in_a_text_is_found(text: str) -> None:
    game = "matschig" if "MULTI" in text else "muros"
    assert pointers(game, text)


@pytest.mark.parametrize("game,text", [("muros", "P1 places a card at (E7), beside P2 (P2 holds 3)."),
                                       ("matschig", "A variant (A12): the player left of the thrower goes next."),
                                       ("matzlfangen", "P4 leads the Schellen Zehn; 66 of 130 win.")])
def test_ordinary_words_squares_and_rule_ids_are_not_pointers(game: str, text: str) -> None:
    assert pointers(game, text) == []


def test_a_variant_id_in_prose_is_a_pointer_but_its_name_in_words_is_not() -> None:
    assert pointers("matzlfangen", "Under V-UT-FREE you trump only to win.")
    assert pointers("matzlfangen", "With the variant trump only to win, you trump only to win.") == []
