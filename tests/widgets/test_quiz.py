"""Quiz: answers are checked with push_line and why_not; wrong answers are explained."""
from tutor.muros import push_line
from tutor.widgets import Lang, Quiz, is_right, make_questions


def test_line_questions_have_one_right_answer_from_push_line():
    for q in make_questions(seed=7, n=6):
        if q.kind != "line":
            continue
        right = [i for i in range(len(q.choices)) if is_right(q, i)]
        assert len(right) == 1
        assert q.choices[right[0]] == push_line(q.before, q.colour)[0]
        assert q.readings[right[0]] == "default"


def test_right_and_wrong_answers_give_feedback():
    qs = make_questions(seed=7, n=4)
    quiz = Quiz(qs, lang=Lang())
    q = quiz.question
    assert q.kind == "line"
    wrong = next(i for i in range(len(q.choices)) if not is_right(q, i))
    assert quiz.answer(wrong) is False
    assert "Not this one" in quiz.feedback.value
    reading = q.readings[wrong]
    assert reading in quiz.feedback.value or "unchanged" in quiz.feedback.value
    assert "MU13" in quiz.feedback.value
    right = next(i for i in range(len(q.choices)) if is_right(q, i))
    quiz.buttons[right].click()
    assert "Right!" in quiz.feedback.value
    assert quiz.score == 0                       # the first answer counts
    quiz.next_button.click()
    assert quiz.index == 1


def test_legality_questions_use_why_not():
    qs = make_questions(seed=7, n=4)
    legal_qs = [q for q in qs if q.kind == "legal"]
    assert legal_qs
    quiz = Quiz(legal_qs, lang=Lang())
    q = quiz.question
    right = 0 if q.reason is None else 1
    assert quiz.answer(right) is True and quiz.score == 1
    assert "Right!" in quiz.feedback.value
    if q.reason is not None:
        assert q.reason.rule in quiz.feedback.value
