"""tutor.lessons.sets: faults names each way a question set reads as repetitive to a learner (and nothing in
a varied set); draw takes the first varied set among the audited seeds from the one given, wrapping within
them, trying at most TRIES seeds, else the set with the fewest faults."""
from __future__ import annotations

import random
from typing import Mapping, Sequence

import pytest

from tutor.core.i18n import Verbatim
from tutor.lessons.model import NO, YES, Choice, Question
from tutor.lessons.sets import AUDITED, TRIES, YES_NO, draw, faults, place

ABC = tuple(Choice(k, Verbatim(k.upper())) for k in "abc")


def _q(prompt: str, answer: str | frozenset[str], choices: Sequence[Choice] = ABC, multi: bool = False) -> Question:
    """A made-up question: only its prompt, choices and key matter to sets."""
    keys = frozenset({answer}) if isinstance(answer, str) else answer
    return Question(Verbatim(prompt), None, tuple(choices), keys,  # type: ignore[arg-type]  # no game needed
                    Verbatim(""), (), seat=0, multi=multi)


def _yn(prompt: str, answer: str) -> Question:
    return _q(prompt, answer, (YES, NO))


VARIED = [_q("A?", "a"), _q("B?", "b"), _q("C?", "a"), _q("D?", "c")]
REPEATED = [_q("A?", "a"), _q("A?", "b")]                 # one fault: a prompt asked twice
WORST = [_q("A?", "a"), _q("A?", "a"), _q("A?", "a")]     # four faults


def _seed_of(rng: random.Random) -> int:
    """The audited seed a maker's rng was made from (read by the first number it gives)."""
    first = {random.Random(s).random(): s for s in range(AUDITED)}
    return first[rng.random()]


class Maker:
    """A set maker that gives `sets[seed]` (else `other`) and remembers the seeds it was asked for."""

    def __init__(self, sets: Mapping[int, list[Question]], other: list[Question]):
        self.sets, self.other = sets, other
        self.asked: list[int] = []

    def __call__(self, rng: random.Random) -> list[Question]:
        seed = _seed_of(rng)
        self.asked.append(seed)
        return self.sets.get(seed, self.other)


# -- faults ---------------------------------------------------------------------------------------------------

def test_a_varied_set_has_no_fault() -> None:
    assert faults(VARIED) == []
    assert faults([]) == [] and faults([_q("A?", "a")]) == []


def test_one_prompt_asked_twice_is_a_fault_even_with_other_answers() -> None:
    assert faults([_q("A?", "a"), _q("B?", "b"), _q("A?", "c")]) == ["a prompt asked twice"]


def test_one_answer_three_times_running_is_a_fault_but_twice_running_is_not() -> None:
    assert faults([_yn("A?", "no"), _yn("B?", "no"), _yn("C?", "no"), _yn("D?", "yes")]) == \
        ["one answer three times running"]
    assert faults([_yn("A?", "no"), _yn("B?", "no"), _yn("C?", "yes"), _yn("D?", "no")]) == []


def test_one_answer_throughout_is_a_fault_from_three_questions_on() -> None:
    assert "one answer throughout" in faults([_yn("A?", "yes"), _yn("B?", "yes"), _yn("C?", "yes")])
    assert faults([_yn("A?", "yes"), _yn("B?", "yes")]) == []


def test_the_right_choice_always_in_one_place_is_a_fault() -> None:
    first = [_q("A?", "a"), _q("B?", "a", (ABC[0], ABC[2], ABC[1])), _q("C?", "b", (ABC[1], ABC[0], ABC[2]))]
    assert [place(q) for q in first] == [0, 0, 0]
    assert faults(first) == ["the right choice always in one place"]
    moved = [*first[:2], _q("C?", "b")]
    assert faults(moved) == []


def test_yes_no_and_multi_questions_are_not_counted_for_the_place_and_two_places_are_too_few() -> None:
    yes_first = [_yn("A?", "yes"), _yn("B?", "no"), _yn("C?", "yes"), _yn("D?", "no")]
    assert [place(q) for q in yes_first] == [0, 1, 0, 1] and faults(yes_first) == []
    multi = [_q(f"{p}?", frozenset({"a", k}), multi=True) for p, k in zip("ABC", "bca")]
    assert faults(multi) == []
    assert faults([_q("A?", "a"), _q("B?", "a", (ABC[0], ABC[2], ABC[1])), _yn("C?", "no")]) == []


def test_place_counts_from_zero_and_reads_the_first_right_choice() -> None:
    assert place(_q("A?", "c")) == 2
    assert place(_q("A?", frozenset({"b", "c"}), multi=True)) == 1
    assert YES_NO == {YES.key, NO.key}


def test_every_fault_of_the_worst_set_is_named_once() -> None:
    assert faults(WORST) == ["a prompt asked twice", "one answer three times running", "one answer throughout",
                             "the right choice always in one place"]


# -- draw -----------------------------------------------------------------------------------------------------

def test_draw_takes_the_seed_given_when_its_set_is_varied() -> None:
    make = Maker({}, VARIED)
    assert draw(make, 7) == (7, VARIED) and make.asked == [7]


def test_draw_passes_over_faulty_sets_to_the_next_varied_one() -> None:
    make = Maker({s: WORST for s in range(5, 8)}, VARIED)
    assert draw(make, 5) == (8, VARIED) and make.asked == [5, 6, 7, 8]


def test_draw_wraps_within_the_audited_seeds() -> None:
    make = Maker({AUDITED - 1: REPEATED}, VARIED)
    assert draw(make, AUDITED - 1) == (0, VARIED) and make.asked == [AUDITED - 1, 0]


def test_draw_tries_at_most_tries_seeds_and_then_takes_the_set_with_fewest_faults() -> None:
    make = Maker({3 + TRIES - 2: REPEATED, 3 + TRIES: VARIED}, WORST)   # the varied one is one seed too far
    seed, questions = draw(make, 3)
    assert make.asked == list(range(3, 3 + TRIES))
    assert seed == 3 + TRIES - 2 and questions == REPEATED


@pytest.mark.parametrize("sets", [{}, {0: WORST}])
def test_among_equally_faulty_sets_draw_keeps_the_first(sets: Mapping[int, list[Question]]) -> None:
    assert draw(Maker(sets, REPEATED), 0)[0] == (1 if sets else 0)
