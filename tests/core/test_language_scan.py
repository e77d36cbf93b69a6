"""The language scan over every catalog: a Spanish text holds no English word, a German one neither English
nor Spanish (German game words are German in every language, so they are no finding)."""
from __future__ import annotations

import re

import pytest

from tutor import catalogs
from tutor.core.i18n import LANGS, SOURCE

# Words of one language that the others do not spell the same way (German has "hand", "will", "also";
# Spanish has "no", "a", "me"), each a sure sign of a sentence left untranslated.
ENGLISH = {"the", "and", "with", "you", "your", "is", "are", "this", "that", "which", "of", "card", "cards",
           "token", "tokens", "trick", "tricks", "player", "players", "turn", "board", "rule", "rules", "move",
           "moves", "step", "steps", "lesson", "lessons", "plays", "played", "wins", "takes", "must", "may",
           "cannot", "when", "what", "why", "how", "there", "their", "they", "from", "into", "each", "every",
           "only", "other", "before", "after", "first", "last", "yes", "pile", "water", "umbrella", "mud",
           "row", "column", "slot", "colour", "red", "blue", "green", "yellow", "white", "trumps", "suit",
           "follow", "lead", "led", "nothing", "here", "now", "next", "back", "again", "hint", "question"}
SPANISH = {"el", "la", "las", "del", "una", "uno", "que", "con", "por", "para", "carta", "cartas", "ficha",
           "fichas", "baza", "bazas", "jugador", "jugadores", "regla", "reglas", "paso", "pasos", "lección",
           "sí", "pero", "cuando", "porque", "también", "está", "están", "hay", "tu", "tus", "su", "sus", "fila",
           "columna", "mazo", "barro", "agua", "arena", "paraguas", "triunfo", "turno", "mano", "palo", "aún"}
FOREIGN = {"es": ENGLISH, "de": ENGLISH | SPANISH}
QUOTED = re.compile(r"\{[^{}]*\}|«[^»]*»|“[^”]*”|„[^“”]*[“”]|\"[^\"]*\"|`[^`]*`|\([^()]*\b[A-Z]+[-_][A-Z0-9_-]+\)")


def words(text: str) -> set[str]:
    """The lower-case words of a text once placeholders, quotations, code and variant names are set aside."""
    prose = QUOTED.sub(" ", text)
    prose = re.sub(r"\b[A-Z][A-Z0-9_-]*[0-9_-][A-Z0-9_-]*\b", " ", prose)   # rule and variant IDs: MU13, V-UT-FREE
    return set(re.findall(r"[a-zäöüßáéíóúñ]+", prose.lower()))


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != SOURCE and lang in FOREIGN])
def test_no_word_of_another_language_is_left_in_a_catalog(lang: str) -> None:
    found = []
    for m in catalogs.read(lang):
        if not m.id:
            continue
        for text in catalogs.strings_of(m):
            stray = words(text) & FOREIGN[lang]
            if stray:
                found.append(f"{sorted(stray)} in {text[:90]!r}")
    assert not found, f"{len(found)} {lang} texts hold words of another language, e.g.:\n" + "\n".join(found[:25])


def test_every_language_but_the_source_is_scanned() -> None:
    assert {lang for lang in LANGS if lang != SOURCE} <= set(FOREIGN)


def test_the_scan_finds_a_sentence_left_in_english() -> None:
    assert words("P1 takes the card") & ENGLISH == {"takes", "the", "card"}
    assert not words("P1 nimmt «the card» ({seat}, MU13)") & ENGLISH
