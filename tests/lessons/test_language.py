"""The language scan: every English, Spanish and German text a course produces (lessons, done texts, hints,
questions, explanations, labels, refusals, statuses, why, narration of whole games) is free of the listed
faults. Each game adds its own patterns in tests/lessons/patterns_<game>.py (PATTERNS: lang -> [(regex, why)])."""
from __future__ import annotations

import importlib
import re

import pytest

from tutor import GAMES
from tutor.lessons.audit import texts

# (regex, what is wrong) per language; "any" applies to every language.
COMMON: dict[str, list[tuple[str, str]]] = {
    "any": [
        (r"\(s\)", "a plural written as (s): use i18n.plural/count"),
        (r"(?<!\[)\b[A-Z]{3,}_[A-Z_]{3,}\b(?!\])", "a variant ID as prose (show it as a rule chip)"),
        (r"\b(seed|engine|review|motor|semilla)\b", "an internal word"),
        (r"\{[a-z_]+\}", "an unfilled template"),
        (r"\b(None|True|False|NaN)\b", "a Python value in learner text"),
    ],
    "en": [(r"\b1 [a-z]+s\b(?<!\b1 is)", "a plural after 1"), (r"\bonly 0 are\b", "'only 0 are left'")],
    "es": [
        (r"\b1 (?!de\b)[a-záéíóúñ]+s\b", "un plural tras 1"),
        (r"\bes vacío\b", "'es vacío' (está vacío)"), (r"¿Cuál son\b", "'¿Cuál son?' (¿Cuáles son?)"),
        (r"\bEran legales\b", "'Eran legales' with one card"),
        (r"\b(the|and|with|from|your|card|cards|pass|throw|swap|raise|raises|trick|trump|take|none)\b",
         "an English word in Spanish"),
    ],
    "de": [
        (r"\b(the|and|with|from|your|card|cards|pass|throw|swap|raise|raises|trick|trump|take|none|yes|no)\b",
         "an English word in German"),
        (r"\b(carta|cartas|ficha|fichas|mazo|jugador|partida|y el|la fila)\b", "a Spanish word in German"),
    ],
}


def patterns(game: str) -> dict[str, list[tuple[str, str]]]:
    out = {lang: list(rules) for lang, rules in COMMON.items()}
    try:
        extra = importlib.import_module(f"patterns_{game}").PATTERNS
    except ModuleNotFoundError:
        extra = {}
    for lang, rules in extra.items():
        out.setdefault(lang, []).extend(rules)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_text_a_course_shows_has_a_listed_fault(game: str) -> None:
    rules = patterns(game)
    found: dict[str, list[str]] = {}
    for where, lang, text in texts(game):
        plain = re.sub(r"<[^>]+>", " ", text)
        for regex, why in rules["any"] + rules.get(lang, []):
            if re.search(regex, plain):
                found.setdefault(why, []).append(f"{where} [{lang}]: {plain[:120]}")
    shown = "\n".join(f"{why} ({len(hits)}): {hits[0]}" for why, hits in found.items())
    assert not found, f"{sum(map(len, found.values()))} texts with a listed fault:\n{shown}"
