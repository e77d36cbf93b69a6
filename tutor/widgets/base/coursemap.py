"""Where a course teaches each rule, and how lessons are numbered (lessons 1..n, then variants 1..m), so a
rule chip can say "you will meet it in lesson 9" and the picker, the header and the README agree."""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from ...core.i18n import rule_text
from ...lessons.model import Lesson
from .panel import rule_chip
from .texts import ui


def numbers(lessons: Sequence[Lesson]) -> list[tuple[bool, int]]:
    """Per lesson: (is a variant, its number among the lessons or among the variants, from 1)."""
    out, main, extra = [], 0, 0
    for lesson in lessons:
        if lesson.appendix:
            extra += 1
            out.append((True, extra))
        else:
            main += 1
            out.append((False, main))
    return out


def counts(lessons: Sequence[Lesson]) -> tuple[int, int]:
    """(lessons, variant lessons) of a course: the numbers the app and the README show."""
    variants = sum(1 for lesson in lessons if lesson.appendix)
    return len(lessons) - variants, variants


def first_taught(lessons: Sequence[Lesson]) -> dict[str, int]:
    """Rule ID -> the index of the first lesson that teaches it."""
    out: dict[str, int] = {}
    for i, lesson in enumerate(lessons):
        for rule in lesson.rules:
            out.setdefault(rule, i)
    return out


class Chips:
    """Rule chips for one lesson of a course: a rule taught in a later lesson says where."""

    def __init__(self, lessons: Sequence[Lesson] = (), at: int = 0):
        self.numbers = numbers(lessons)
        self.taught = first_taught(lessons)
        self.at = at

    def later(self, rule: str, lang: str) -> Optional[str]:
        """'You will meet it in lesson 9.' for a rule first taught after this lesson; else None."""
        where = self.taught.get(rule)
        if where is None or where <= self.at:
            return None
        variant, n = self.numbers[where]
        return ui("later-variant" if variant else "later-lesson", lang, n=n)

    def __call__(self, game: str, rule: str, lang: str) -> str:
        """The chip of a rule ID; one not yet taught carries the lesson that teaches it."""
        note = self.later(rule, lang)
        if note is None:
            return rule_chip(game, rule, lang)
        try:
            text = rule_text(game, rule, lang)
        except KeyError:
            return rule_chip(game, rule, lang)
        return (f'<details class="tutor-rule tutor-rule-later" data-rule="{escape(rule)}"><summary>'
                f'{escape(rule)}</summary><div><i class="tutor-later">{escape(note)}</i> {escape(text)}</div>'
                f"</details>")


def stars(right: int, asked: int) -> int:
    """Stars for a quiz score: 3 all right, 2 at least half, 1 otherwise (0 with nothing asked)."""
    if asked <= 0:
        return 0
    if right >= asked:
        return 3
    return 2 if 2 * right >= asked else 1
