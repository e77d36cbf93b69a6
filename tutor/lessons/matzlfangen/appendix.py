"""The appendix's shape: one lesson per variant, its rule side by side with the default, a position played
under it, and questions whose answer the variant changes (tests/lessons/test_audit.py: at least 90% of them
answer otherwise without it)."""
from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from ...core.i18n import Joined, Verbatim
from ..model import Lesson, Question, Text
from .common import GAME, Table

HEAD = Text("<tr><th></th><th>Rule</th></tr>")
BY_DEFAULT = Text("By default")
WITH_IT = Text("At a table that plays this variant")
# The lead of a contrast question, asked at a table that keeps the default rule the variant changes.
STANDARD = Text("This table plays by the standard rules.")


def lead(on: bool, rule: Text) -> Text:
    """A variant question's first sentence: the variant's rule at a table that plays it, else STANDARD."""
    return rule if on else STANDARD


def table_facts(on: bool, variant: str) -> dict[str, str]:
    """The stated fact behind `lead`: the table plays the variant, or it does not (FACTS checks either)."""
    return {"variant": variant} if on else {"without": variant}


def side_by_side(variant: str, intro: Text, default: Text, changed: Text) -> Text:
    """The variant's text: a sentence, then a two-row table (the default rule, the variant's); the variant is
    named in words, its ID shown only as the lesson's rule chip."""
    return Joined([Verbatim("<p>"), intro, Verbatim("</p>"),
                   Verbatim('<table class="tutor-variants" style="border-collapse:collapse" border="1" cellpadding="4">'),
                   HEAD, Verbatim("<tr><td>"), BY_DEFAULT, Verbatim("</td><td>"), default, Verbatim("</td></tr>"),
                   Verbatim("<tr><td>"), WITH_IT, Verbatim("</td><td>"), changed, Verbatim("</td></tr></table>")])


def variant_lesson(variant: str, title: Text, intro: Text, default: Text, changed: Text,
                   start: Callable[[], Table], questions: Callable[[random.Random], Sequence[Question]],
                   seat: Optional[int] = 0, rules: tuple[str, ...] = ()) -> Lesson:
    """One appendix lesson: the variant, its rule beside the default, a position under it, its questions."""
    return Lesson(f"v-{variant[2:].lower()}", GAME, (variant, *rules),
                  Text("Variant: {title}").format(title=title),
                  side_by_side(variant, intro, default, changed), start, seat=seat, questions=questions,
                  appendix=True)
