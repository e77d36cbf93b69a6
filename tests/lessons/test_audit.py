"""The course audit in the tests: every question generator of every lesson, every game, over many seeds:
the key is what the engine says on the pictured position, every stated fact holds there, and a variant
lesson's questions change their answer with the variant. (More seeds: TUTOR_AUDIT_SEEDS=300.)"""
from __future__ import annotations

import os
import random
from typing import Optional

import pytest

from tutor import GAMES, rules_for
from tutor.core.i18n import LANGS, Verbatim
from tutor.lessons import LESSONS, Choice, Question
from tutor.lessons.model import ask
from tutor.lessons.audit import audit, contrast, restored

SEEDS = range(int(os.environ.get("TUTOR_AUDIT_SEEDS", "12")))


@pytest.mark.parametrize("game", GAMES)
def test_every_question_is_keyed_and_pictured_on_one_position(game: str) -> None:
    report = audit(game, SEEDS)
    assert report.questions > 0
    shown = "\n".join(f"{f.lesson} seed {f.seed}: {f.problem} ({f.prompt[:80]})" for f in report.findings[:15])
    assert not report.findings, f"{len(report.findings)} of {report.questions} questions fail the audit:\n{shown}"


def _variant_lessons() -> list[tuple[str, str, str]]:
    """(game, lesson id, variant ID) for every appendix lesson's variant with questions."""
    out = []
    for game in GAMES:
        variants = rules_for(game).known_variants
        for lesson in LESSONS[game]:
            if lesson.appendix and lesson.questions is not None:
                out += [(game, lesson.id, r) for r in lesson.rules if r in variants]
    return out


@pytest.mark.parametrize("game,lesson_id,variant", _variant_lessons())
def test_a_variant_lessons_questions_change_their_answer_with_the_variant(game: str, lesson_id: str,
                                                                          variant: str) -> None:
    lesson = next(l for l in LESSONS[game] if l.id == lesson_id)
    differ, asked = contrast(lesson, variant, SEEDS)
    assert asked and differ / asked >= 0.9, f"{variant}: only {differ} of {asked} answers change with the variant"


def test_ask_shuffles_the_choices_with_the_sets_rng_and_keeps_the_key() -> None:
    """ask(..., order=rng): the choices in a seeded shuffle (the same seed, the same order), so the right one
    moves between sets; the key and the explanation are the same as without it."""
    game = next(l for l in LESSONS["matschig"] if l.questions is not None).start()
    choices = [Choice(str(n), Verbatim(str(n))) for n in range(6)]

    def question(rng: Optional[random.Random] = None) -> Question:
        return ask(game, Verbatim("?"), choices, lambda g: 3, lambda v: [str(v)], lambda v: Verbatim(f"{v} told"),
                   ["M1"], seat=0, order=rng)

    plain = question()
    orders = {tuple(c.key for c in question(random.Random(seed)).choices) for seed in range(12)}
    assert tuple(c.key for c in plain.choices) == tuple("012345")
    assert len(orders) > 6 and all(sorted(o) == list("012345") for o in orders)
    assert {o.index("3") for o in orders} != {3}
    again = question(random.Random(5)), question(random.Random(5))
    assert again[0].choices == again[1].choices and again[0].answer == plain.answer == frozenset({"3"})
    assert again[0].explain("de") == plain.explain("es") == "3 told"


def test_a_questions_explanation_can_be_told_again_on_another_game() -> None:
    """Question.retell(game, lang) reads the fact on that game: on the pictured game it is the explanation."""
    for game in GAMES:
        for lesson in LESSONS[game]:
            if lesson.questions is None:
                continue
            for q in lesson.questions(random.Random(1)):
                assert q.retell is not None
                assert all(q.retell(restored(q.game), lang) == q.explain(lang) for lang in LANGS)
