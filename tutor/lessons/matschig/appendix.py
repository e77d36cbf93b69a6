"""The appendix: one lesson per variant, each beside the default. A variant lesson asks one question twice on the
same position, once by the default rules and once with the variant (its facts state which rules are in play);
each key is read on its own game, and the explanation gives the other answer too."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Sequence

from ...matschig import VARIANT_NAME, make_position, round_score, say_variant
from ..model import Choice, Lesson, Question, Text, ask
from .common import BOTS, GAME, LEARNER, MGame, from_position

Make = Callable[[random.Random, frozenset], MGame]


def variant_name(variant: str) -> Text:
    return Text(VARIANT_NAME["en"][variant], VARIANT_NAME["es"][variant])


def side_by_side(variant: str, default: Text, changed: Text) -> Text:
    """The lesson text: the default and the variant side by side (the variant by its name; its ID is a chip)."""
    def cell(title: str, body: str) -> str:
        return f'<td style="vertical-align:top;padding:4px 10px;border:1px solid #ccc"><b>{title}</b><br>{body}</td>'
    name = variant_name(variant)
    return Text(f"<table><tr>{cell('By default', default.en)}{cell(name.en.capitalize(), changed.en)}</tr></table>",
                f"<table><tr>{cell('Por defecto', default.es)}{cell(name.es.capitalize(), changed.es)}</tr></table>")


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
            rule = Text("With {say_variant}").format(say_variant=say_variant(variant)) if chosen else \
                Text("By default")
            other_rule = Text("by default") if chosen else \
                Text("with {say_variant}").format(say_variant=say_variant(variant))

            def explain(key: str, lang: str, other: str = other, rule: Text = rule, other_rule: Text = other_rule) -> str:
                return f"{rule(lang)}: {labels[key](lang)}. {other_rule(lang).capitalize()}: {labels[other](lang)}. " \
                       f"{why(lang)}"
            out.append(ask(g, Text("{rule}: {prompt}").format(rule=rule, prompt=prompt), choices, answer,
                           lambda key: [key], explain, tuple(rules), seat=LEARNER,
                           facts={"variants": sorted(chosen), **facts(g)}))
        if rng.random() < 0.5:
            out.reverse()
        return out
    return make_questions


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
