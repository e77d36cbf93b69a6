"""The appendix: one lesson per variant, each beside the default. A variant lesson asks one question twice on the
same position, once by the default rules and once with the variant (its facts state which rules are in play);
each key is read on its own game, and the explanation gives the other answer too."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Sequence

from ...core.i18n import Capitalized, Joined, Verbatim
from ...matschig import VARIANT_NAME, make_position, round_score
from ..model import Choice, Lesson, Question, Text, ask
from .common import BOTS, GAME, LEARNER, MGame, from_position

Make = Callable[[random.Random, frozenset], MGame]


def side_by_side(variant: str, default: Text, changed: Text) -> Text:
    """The lesson text: the default and the variant side by side (the variant by its name; its ID is a chip)."""
    def cell(title: Text, body: Text) -> Text:
        return Joined([Verbatim('<td style="vertical-align:top;padding:4px 10px;border:1px solid #ccc"><b>'), title,
                       Verbatim("</b><br>"), body, Verbatim("</td>")])
    return Joined([Verbatim("<table><tr>"), cell(Text("By default"), default),
                   cell(Capitalized(VARIANT_NAME[variant]), changed), Verbatim("</tr></table>")])


def contrast(variant: str, rules: Sequence[str], prompt: Text, make: Make, answer: Callable[[MGame], str],
             choices: tuple[Choice, ...], why: Text, facts: Callable[[MGame], dict]
             ) -> Callable[[random.Random], list[Question]]:
    """Two questions on one position, by default and with the variant; the order varies with the seed."""
    labels = {c.key: c.label for c in choices}

    def make_questions(rng: random.Random) -> list[Question]:
        seed = rng.randrange(10**6)
        games = {chosen: make(random.Random(seed), chosen) for chosen in (frozenset(), frozenset({variant}))}
        answers = {chosen: answer(g) for chosen, g in games.items()}
        out = []
        for chosen, g in games.items():
            other = answers[frozenset({variant}) - chosen]
            with_variant = Text("With the variant “{name}”").format(name=VARIANT_NAME[variant])
            rule, other_rule = (with_variant, Text("By default")) if chosen else (Text("By default"), with_variant)
            out.append(ask(g, Text("{rule}: {prompt}").format(rule=rule, prompt=prompt), choices, answer,
                           lambda key: [key], _explain(rule, other_rule, labels, other, why), tuple(rules),
                           seat=LEARNER, facts={"variants": sorted(chosen), **facts(g)}))
        if rng.random() < 0.5:
            out.reverse()
        return out
    return make_questions


def _explain(rule: Text, other_rule: Text, labels: dict[str, Text], other: str, why: Text) -> Callable[[str], Text]:
    """The explanation of a contrast question: the answer under its rules, the other rules' answer, and why."""
    return lambda key: Joined([rule, Verbatim(": "), labels[key], Verbatim(". "), other_rule, Verbatim(": "),
                               labels[other], Verbatim(". "), why])


def variant_lesson(lesson_id: str, variant: str, rules: Sequence[str], title: Text, text: Text,
                   start: Callable[[], MGame], questions: Callable[[random.Random], list[Question]]) -> Lesson:
    """An appendix lesson: the variant ID is among its rules (a rule chip), its questions contrast it."""
    return Lesson(lesson_id, GAME, (variant, *rules), title, text, start, seat=LEARNER, bots=BOTS,
                  questions=questions, appendix=True)


def maker(players: int = 4, **position: Any) -> Make:
    """A maker of the question's position under some variants, the rest filled from the seed."""
    return lambda rng, variants: from_position(make_position(players=players, seed=rng.randrange(10**6),
                                                             variants=variants, **position))


def last_round(received: Iterable[Iterable[str]], variants: Iterable[str], seed: int, accept: str = "W3 S3",
               piles: Sequence[str] = ("W1 W2",), target: int = 2) -> MGame:
    """The last round (2 of 2) about to end: P2 has thrown `accept` at `target` with 1 card left in the draw pile
    and the mud piles `piles`; `received` are the mud cards of round 1 (their round score is in the totals)."""
    got = [list(r) for r in received]
    totals = [round_score(" ".join(r)) if r else 0 for r in got]
    position = make_position(players=4, hands=["W4 W6 S3 S5 S7 W2 S2"], piles=list(piles), thrown=accept, thrower=1,
                             target=target, race=False, deck_size=1, rounds=2, round=2, totals=totals, seed=seed,
                             variants=variants)
    position["received"] = got
    return from_position(position)
