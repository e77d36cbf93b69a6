"""Does a question's picture print its feedback? The words the picture shows, read against the key and the
explanation: a result printed as "... = 2" where 2 is a right answer's label, or a line of the explanation
(four words or more) that holds a right answer's label. Card names, seat names and short labels are not
feedback: a line must say something the explanation says, with the answer in it."""
from __future__ import annotations

import html
import re
from typing import Optional

from .model import Question

_TEXT = re.compile(r"<text\b[^>]*>(.*?)</text>", re.S)
_TAG = re.compile(r"<[^>]+>")
_SPACE = re.compile(r"\s+")
_RESULT = re.compile(r"=\s*([^\s,;:.()]+)")
_CLAUSE = re.compile(r"(?<=[.;:!?])\s+")
MIN_WORDS = 4


def picture(q: Question, lang: str) -> str:
    """The question's picture as the Quiz draws it (tutor.widgets.base.quiz.picture)."""
    game = q.game
    if "lang" in game.rules.svg_highlights:
        return game.svg(seat=q.seat, lang=lang, **q.highlight)
    return game.svg(seat=q.seat, **q.highlight)


def words_shown(svg: str) -> list[str]:
    """The text runs an SVG shows, tags removed, entities read, spaces collapsed."""
    runs = (_SPACE.sub(" ", html.unescape(_TAG.sub("", m))).strip() for m in _TEXT.findall(svg))
    return [r for r in runs if r]


def _holds(text: str, label: str) -> bool:
    """True if the label occurs in the text as a whole (not inside a longer word or number)."""
    return re.search(r"(?<![\w])" + re.escape(label) + r"(?![\w])", text) is not None


def clauses(text: str) -> list[str]:
    """A text's clauses (split at . ; : ! ?), of three words or more."""
    parts = (p.strip(" .;:!?") for p in _CLAUSE.split(_SPACE.sub(" ", text)))
    return [p for p in parts if len(p.split()) >= 3]


def printed_feedback(q: Question, lang: str, svg: Optional[str] = None) -> Optional[str]:
    """What the picture (in lang; `svg` if already drawn) prints of the question's feedback, or None: a right
    answer printed as a result ("= 2"), or a clause of the explanation the picture shows word for word with a
    right answer in it, or half the explanation's clauses or more, shown word for word."""
    labels = [c.label(lang) for c in q.choices if c.key in q.answer]
    labels = [label for label in labels if label and label.lower() not in ("yes", "no", "sí")]
    shown = " ".join(words_shown(picture(q, lang) if svg is None else svg))
    for result in _RESULT.findall(shown):
        if result in labels:
            return f"= {result}"
    said = clauses(q.explain(lang))
    echoed = [c for c in said if c in shown]
    for clause in echoed:
        if len(clause.split()) >= MIN_WORDS and any(_holds(clause, label) for label in labels):
            return clause
    if said and 2 * len(echoed) >= len(said):
        return " / ".join(echoed)
    return None
