"""The course audit in the tests: every question generator of every lesson, every game, over many seeds:
the key is what the engine says on the pictured position, every stated fact holds there, and a variant
lesson's questions change their answer with the variant. (More seeds: TUTOR_AUDIT_SEEDS=300.)"""
from __future__ import annotations

import os

import pytest

from tutor import GAMES, rules_for
from tutor.lessons import LESSONS
from tutor.lessons.audit import audit, contrast

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
