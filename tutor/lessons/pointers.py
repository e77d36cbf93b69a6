"""Texts a learner reads carry no source pointers, section numbers or engine constants: the rulebook's
rule texts and the course's lesson and question texts, in every language.

A pointer is: a section sign; a source reference in brackets ("(A2)", "[S10]") that is not one of the game's
rule IDs; a section number heading a title ("A3. ..."); a formula in engine notation ("floor(",
"-+"); an identifier in capitals with underscores, or any variant ID, in prose (a variant is named in words;
its ID appears only as a rule chip); words about the machinery or the sources ("engine", "rules summary",
"the 2012 box", a ".json" file)."""
from __future__ import annotations

import importlib
import random
import re
from typing import Iterator

from ..core.i18n import LANGS, rule_ids, rule_text
from ..core.registry import rules_for
from . import LESSONS

_FIXED = [
    ("section sign", re.compile(r"§")),
    ("source in brackets", re.compile(r"\[S\d+\]")),
    ("engine formula", re.compile(r"\b(?:floor|ceil|round|min|max)\(|-\+|\+-")),
    ("engine constant", re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")),
    ("the machinery", re.compile(r"\b(?:engine|motor del juego)\b", re.I)),
    ("a source", re.compile(r"rules? summary|resumen de (?:las )?reglas|\b(?:19|20)\d\d box\b|"
                            r"caja de (?:19|20)\d\d|\.json\b|\bseeds?/", re.I)),
    ("section number", re.compile(r"\b(?:section|sección|apartado)\s+\d", re.I)),
]
# an appendix or source section in brackets: (A2), (A1-A8), (A4, A6); board squares such as (E7) are not
_BRACKETED = re.compile(r"\(\s*(A\d+[a-z]?(?:\s*[-–,/y&]\s*A?\d+[a-z]?)*)\s*\)")
_CODE = re.compile(r"A\d+[a-z]?")
_HEADING = re.compile(r"^\s*[A-Z]{1,2}\d+[a-z]?[.:)]\s")


def pointers(game: str, text: str, title: bool = False) -> list[str]:
    """What in the text points at a source, a section or the engine: (kind: the words found) each."""
    importlib.import_module(f"tutor.{game}")  # its rulebook
    ids = set(rule_ids(game))
    variants = rules_for(game).known_variants
    found = [f"{kind}: {m.group(0)}" for kind, pattern in _FIXED for m in pattern.finditer(text)
             if not (kind == "engine constant" and m.group(0) in variants)]
    for m in _BRACKETED.finditer(text):
        codes = _CODE.findall(m.group(1))
        if any(c not in ids for c in codes):
            found.append(f"source in brackets: {m.group(0)}")
    found += [f"variant ID in prose: {v}" for v in sorted(variants)
              if re.search(r"(?<![\w-])" + re.escape(v) + r"(?![\w-])", text)]
    if title and _HEADING.match(text):
        found.append(f"section number: {_HEADING.match(text).group(0).strip()}")  # type: ignore[union-attr]
    return found


def texts(game: str, seeds: range = range(3)) -> Iterator[tuple[str, str, str, bool]]:
    """(where, lang, text, is a title) for every rule text and every lesson and question text."""
    importlib.import_module(f"tutor.{game}")
    for rule in rule_ids(game):
        for lang in LANGS:
            yield f"rule {rule}", lang, rule_text(game, rule, lang), False
    for lesson in LESSONS[game]:
        for lang in LANGS:
            yield f"{lesson.id}:title", lang, lesson.title(lang), True
            yield f"{lesson.id}:text", lang, lesson.text(lang), False
            if lesson.task is not None:
                yield f"{lesson.id}:task", lang, lesson.task.text(lang), False
                yield f"{lesson.id}:done", lang, lesson.task.done(lang), False
            for i, hint in enumerate(lesson.hints):
                yield f"{lesson.id}:hint{i + 1}", lang, hint(lang), False
        if lesson.questions is None:
            continue
        for seed in seeds:
            for q in lesson.questions(random.Random(seed)):
                for lang in LANGS:
                    yield f"{lesson.id}:question", lang, q.prompt(lang), False
                    yield f"{lesson.id}:explanation", lang, q.explain(lang), False
                    for c in q.choices:
                        yield f"{lesson.id}:choice", lang, c.label(lang), False


def scan(game: str, seeds: range = range(3)) -> list[tuple[str, str, str]]:
    """(where, lang, pointer) for every pointer in the game's rule texts and course texts, each once."""
    out: dict[tuple[str, str, str], None] = {}
    for where, lang, text, title in texts(game, seeds):
        for found in pointers(game, text, title):
            out[(where, lang, found)] = None
    return list(out)
