"""The quiz shows the course audit's sets (a seed the audit reads, the choices in its shuffled order), passes
over a set that reads as repetitive to the next varied one, and labels its picture as the question's board;
each lab is named with one sentence of what to do, fits its column, and keeps no text from a state the
learner has left; the mud lab answers the first prediction at once and fills in its sums."""
from __future__ import annotations

import random

import pytest

from tutor.template.countdown import RULES
from tutor.core import Game
from tutor.core.i18n import Text
from tutor.lessons import LESSONS
from tutor.lessons.model import NO, YES, Choice, Question
from tutor.widgets.base import Language
from tutor.widgets.base.fit import fit_width
from tutor.widgets.base.progress import Progress
from tutor.lessons.sets import AUDITED, faults
from tutor.widgets.base.quiz import Quiz
from tutor.widgets.matschig.mudlab import MudLab
from tutor.widgets.matzlfangen.tricklab import TrickLab
from tutor.widgets.muros.linelab import LineLab
from fixture_texts import FixtureText as Text   # the tests' own made-up texts

GAME = Game(RULES, players=2, seed=3, variants={"NO_MULLIGAN"})
ABC = (Choice("a", Text("a", "a")), Choice("b", Text("b", "b")), Choice("c", Text("c", "c")))


def _q(prompt: str, answer: str, choices: tuple[Choice, ...] = (YES, NO)) -> Question:
    return Question(Text(prompt, prompt), GAME, choices, frozenset({answer}), lambda lang: "why", ("EX1",))


def _seeded(sets: dict[int, list[Question]], other: list[Question]):
    """A maker that gives `sets[s]` for random.Random(s) (told apart by its first number), else `other`."""
    seeds = {random.Random(s).random(): s for s in range(AUDITED)}

    def make(rng: random.Random) -> list[Question]:
        return sets.get(seeds[rng.random()], other)
    return make


VARIED = [_q("One?", "yes"), _q("Two?", "no"), _q("Three?", "b", ABC)]


def _lesson(game: str, lesson_id: str):
    return next(l for l in LESSONS[game] if l.id == lesson_id)


# -- the quiz ----------------------------------------------------------------------------------------------

def test_faults_name_each_way_a_set_repeats_itself() -> None:
    assert faults(VARIED) == []
    assert faults([_q("One?", "yes"), _q("One?", "no")]) == ["a prompt asked twice"]
    assert faults([_q("A?", "no"), _q("B?", "no"), _q("C?", "no"), _q("D?", "yes")]) == \
        ["one answer three times running"]
    assert "one answer throughout" in faults([_q("A?", "no"), _q("B?", "no"), _q("C?", "no")])
    first = [_q(p, "a", ABC) for p in ("A?", "B?", "C?")]
    first[1] = _q("B?", "b", (ABC[1], ABC[0], ABC[2]))                 # b is right, and shown first
    assert faults(first) == ["the right choice always in one place"]
    first[2] = _q("C?", "c", ABC)                                       # c, shown third
    assert faults(first) == []


def test_the_quiz_shows_the_audited_set_of_its_seed_with_its_choices_in_the_shuffled_order() -> None:
    lesson = _lesson("matschig", "perfect")
    quiz = Quiz(lesson.questions, seed=5, language=Language(), progress=Progress())
    assert 0 <= quiz.drawn < AUDITED and faults(quiz.questions) == []
    audited = lesson.questions(random.Random(quiz.drawn))
    assert [q.prompt("en") for q in quiz.questions] == [q.prompt("en") for q in audited]
    for shown, made in zip(quiz.questions, audited):
        assert [c.key for c in shown.choices] == [c.key for c in made.choices] and shown.answer == made.answer
    assert [c["action"] for c in quiz.picture.choices] == [c.key for c in quiz.question.choices]


def test_a_repetitive_set_is_passed_over_for_the_next_varied_audited_one() -> None:
    repeated = [_q("Same?", "yes"), _q("Same?", "no"), _q("Other?", "b", ABC)]
    all_no = [_q("A?", "no"), _q("B?", "no"), _q("C?", "no")]
    make = _seeded({4: repeated, 5: all_no}, VARIED)
    quiz = Quiz(make, seed=4, language=Language(), progress=Progress())
    assert quiz.drawn == 6 and [q.prompt("en") for q in quiz.questions] == ["One?", "Two?", "Three?"]
    assert Quiz(make, seed=3, language=Language(), progress=Progress()).drawn == 3


def test_only_repetitive_sets_give_the_one_with_fewest_faults() -> None:
    worst = [_q("A?", "no"), _q("A?", "no"), _q("A?", "no")]                   # three faults
    one = [_q("A?", "yes"), _q("A?", "no"), _q("C?", "b", ABC)]                 # one fault
    make = _seeded({s: (one if s == 9 else worst) for s in range(AUDITED)}, worst)
    quiz = Quiz(make, seed=7, language=Language(), progress=Progress())
    assert quiz.drawn == 9


def test_retry_draws_the_next_audited_set_and_wraps_within_the_audited_seeds() -> None:
    quiz = Quiz(_seeded({}, VARIED), seed=AUDITED - 1, language=Language(), progress=Progress())
    assert quiz.drawn == AUDITED - 1
    quiz.retry()
    assert quiz.drawn == 0 and quiz.score == (0, 0)
    quiz.retry()
    assert quiz.drawn == 1


def test_the_question_picture_is_labelled_as_the_question_board_in_both_languages() -> None:
    lang = Language()
    quiz = Quiz(_seeded({}, VARIED), language=lang, progress=Progress())
    assert quiz.picture.badge == "The question's board"
    assert quiz.picture.layout.border                                      # framed apart from the lesson's
    lang.code = "es"
    assert quiz.picture.badge == "El tablero de la pregunta"


def test_a_checked_verdict_goes_with_its_question() -> None:
    quiz = Quiz(_seeded({}, VARIED), language=Language(), progress=Progress())
    quiz.pick("yes")
    quiz.check()
    assert "Right" in quiz.feedback.value
    quiz.next()
    assert quiz.feedback.value == ""


# -- the labs ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("make, title", [
    (lambda lang: LineLab(language=lang, mode="count"), ("Line lab", "Laboratorio de líneas")),
    (lambda lang: MudLab(lang), ("Mud lab", "Laboratorio de barro")),
    (lambda lang: TrickLab(lang), ("Trick lab", "Laboratorio de bazas")),
])
def test_each_lab_is_named_with_one_sentence_of_what_to_do(make, title) -> None:
    lang = Language()
    lab = make(lang)
    assert lab.children[0] is lab.head and f">{title[0]}</h4>" in lab.head.value
    sentence = lab.head.value.split("</h4>")[1]
    assert sentence.count(".") == 1 and len(sentence) > 60
    lang.code = "es"
    assert f">{title[1]}</h4>" in lab.head.value and title[0] not in lab.head.value


def test_the_line_lab_says_what_to_predict_in_its_mode() -> None:
    heads = {mode: LineLab(language=Language(), mode=mode).head.value for mode in ("count", "remove", "slide")}
    assert "how many tokens" in heads["count"] and "which tokens" in heads["remove"] and "slide" in heads["slide"]


def test_every_lab_drawing_fits_its_column() -> None:
    line = LineLab(language=Language(), mode="slide")
    line.place(line._open_slots()[0], "R")
    drawings = [line.board.svg, line.line.svg, MudLab(Language()).board.svg, TrickLab(Language()).board.svg]
    assert all(svg.startswith('<svg style="max-width:100%;height:auto"') for svg in drawings)
    merged = '<svg style="max-width:100%;height:auto;color:red" width="9"/>'
    assert fit_width('<svg style="color:red" width="9"/>') == merged


def test_the_mud_lab_answers_the_first_prediction_and_fills_in_the_sums() -> None:
    lab = MudLab(Language())
    lab.build("W3 S5")
    assert "water ? · sand ?" in lab.board.svg and "✔" not in lab.text.value
    lab.answer("imperfect")
    assert "✔ Right." in lab.text.value and "water 3 ≠ sand 5" in lab.text.value
    assert 'data-rule="M9"' in lab.text.value
    assert "water 3 · sand 5" in lab.board.svg and "water ? · sand ?" not in lab.board.svg
    assert "stroke-dasharray" not in lab.board.svg and "completes water 3 and sand 5?" in lab.text.value
    lab.answer("W2")                                                   # the card that completes it
    assert "stroke-dasharray" in lab.board.svg and lab.text.value.count("✔ Right.") == 2


def test_a_wrong_first_prediction_is_told_at_once() -> None:
    lab = MudLab(Language())
    lab.build("W4 S4")
    lab.answer("imperfect")
    assert "✘ Not quite." in lab.text.value and "water 4 = sand 4" in lab.text.value


def test_a_new_card_in_the_mud_clears_every_verdict() -> None:
    lab = MudLab(Language())
    lab.build("W3 S5")
    lab.predict(False, "S2")
    assert "Not quite" in lab.text.value
    lab.pick("W4")
    assert "Right" not in lab.text.value and "Not quite" not in lab.text.value and "You said" not in lab.text.value
    assert "water ? · sand ?" in lab.board.svg and lab.text.value == "<p>Predict: is water 4 and sand 5 perfect?</p>"


def test_a_new_slot_in_the_line_lab_clears_the_verdict_and_the_stages() -> None:
    lab = LineLab(language=Language(), mode="count")
    slot = lab._open_slots()[0]
    lab.place(slot, "R")
    lab.choose(next(iter(lab.options)))
    assert "tutor-quiz-mark" in lab.text.value and lab.steps.layout.display == ""
    lab.pick_slot(lab._open_slots()[1])
    assert lab.text.value == "" and lab.steps.layout.display == "none" and lab.guess is None


def test_a_refusal_in_the_trick_lab_goes_once_a_card_is_played() -> None:
    for seed in range(1, 40):
        lab = TrickLab(Language(), seed=seed)
        kept = [c for c in lab.hand if c not in lab.legal]
        if kept:
            break
    else:
        pytest.fail("no trick with a card kept out in 40 seeds")
    lab.mark(*lab.legal)
    lab.check()
    lab.play(kept[0])
    assert lab.note and lab.note in lab.feedback.value
    lab.play(lab.legal[0])
    assert lab.note == "" and lab.stage == "winner"
