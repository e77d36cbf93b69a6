"""Issue 33 on the Matzlfangen course: the other readings (COUNTERFACTUALS) of the Matzl, value and settlement
lessons retell a finished deal as the misreading would count it, and change the key of the questions that turn
on the lesson's rule."""
from __future__ import annotations

import random

from tutor.lessons import LESSONS
from tutor.lessons.matzlfangen import COUNTERFACTUALS
from tutor.lessons.model import Question
from tutor.matzlfangen import deal_value

GAME = "matzlfangen"
BY_ID = {lesson.id: lesson for lesson in LESSONS[GAME]}


def questions(lesson_id: str, seeds: int = 6) -> list[Question]:
    made = BY_ID[lesson_id].questions
    assert made is not None
    return [q for seed in range(seeds) for q in made(random.Random(seed))]


def reread(lesson_id: str, q: Question):
    other = COUNTERFACTUALS[lesson_id](q)
    assert other is not None
    return other


def test_matzl_read_as_any_ten_nobody_catches_it():
    qs = [q for q in questions("matzl") if q.game.state.matzl]
    assert qs, "the Matzl lesson asks about caught Matzln"
    for q in qs:
        other = reread("matzl", q)
        assert other.state.matzl == "" and other.position()["hands"] == q.game.position()["hands"]
        assert q.key is not None and q.key(other) != q.answer


def test_matzl_reading_leaves_a_kept_matzl_alone():
    kept = [q for q in questions("matzl") if not q.game.state.matzl]
    assert kept
    for q in kept:
        assert q.key is not None and q.key(reread("matzl", q)) == q.answer


def test_absolution_without_the_matzl_the_losers_pay_the_value():
    """R-MATZL-2 read away: the side that caught the Matzl and lost pays base + raises again."""
    let_off = [q for q in questions("absolution") if deal_value(q.game.state).value == 0
               and not q.game.variants]
    assert let_off
    for q in let_off:
        other = reread("absolution", q)
        assert deal_value(other.state).value == deal_value(other.state).steps[-1][2]["value"] > 0
        assert q.key is not None and q.key(other) != q.answer


def test_value_without_raises_is_the_base():
    raised = [q for q in questions("value") if q.game.state.raises and deal_value(q.game.state).value]
    assert raised  # (a deal the Matzl let off is worth 0 with or without its raises)
    for q in raised:
        before, after = deal_value(q.game.state), deal_value(reread("value", q).state)
        assert after.value == before.value - len(q.game.state.raises)
        assert q.key is not None and q.key(reread("value", q)) != q.answer


def test_settle_solo_read_even_pays_the_soloist_v_and_no_longer_sums_to_zero():
    for q in questions("settle"):
        s = q.game.state
        other = reread("settle", q).state
        value = deal_value(s).value * (1 if deal_value(s).winners == "declarers" else -1)
        assert q.key is not None
        if s.contract == "rufen":
            assert other.history == s.history and q.key(reread("settle", q)) == q.answer
        else:
            assert other.history[-1] == tuple(value if x == s.declarer else -value for x in range(4))
            assert sum(other.history[-1]) != 0 and q.key(reread("settle", q)) != q.answer
