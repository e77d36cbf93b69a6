"""The message catalogs: every text of the code translated in every language, and no language in the code."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from tutor import catalogs
from tutor.core.i18n import LANGS, LOCALE, NAMES, SOURCE, MissingText, Text, Word, translate

ROOT = Path(__file__).resolve().parents[2]
TARGETS = [lang for lang in LANGS if lang != SOURCE]


@pytest.fixture(scope="module")
def extracted() -> dict:
    messages, errors = catalogs.extract()
    assert not errors, "\n".join(errors)
    return messages


def test_every_text_is_written_once_in_english_as_a_literal(extracted: dict) -> None:
    assert len(extracted) > 1000


@pytest.mark.parametrize("lang", TARGETS)
def test_every_text_of_the_code_is_translated(lang: str, extracted: dict) -> None:
    found = [p for p in catalogs.problems() if p.startswith(f"{lang}:")]
    assert not found, f"{len(found)} problems in the {lang} catalog, e.g.:\n" + "\n".join(found[:20])


@pytest.mark.parametrize("lang", TARGETS)
def test_a_text_missing_from_a_catalog_is_an_error_never_english(lang: str) -> None:
    with pytest.raises(MissingText, match=lang):
        Text("A sentence no catalog has, made up for this test.")(lang)
    assert Text("A sentence no catalog has, made up for this test.")(SOURCE).startswith("A sentence")


@pytest.mark.parametrize("lang", TARGETS)
def test_plurals_follow_each_catalogs_own_rule(lang: str, extracted: dict) -> None:
    cat = catalogs.read(lang)
    plurals = [m for m in cat if m.id and isinstance(m.id, tuple)]
    assert plurals, "the tutor counts things: some texts have plural forms"
    assert cat.num_plurals == 2 and "n != 1" in cat.plural_expr
    for m in plurals:
        one = translate(m.id[0], lang, context=m.context, plural=m.id[1], n=1)
        many = translate(m.id[0], lang, context=m.context, plural=m.id[1], n=3)
        assert (one, many) == (m.string[0], m.string[1])


@pytest.mark.parametrize("lang", TARGETS)
def test_word_forms_belong_to_words_of_the_code(lang: str, extracted: dict) -> None:
    words = set(extracted)      # a Word, or a Text whose forms a translation asks for ({card:acc})
    forms = [m for m in catalogs.read(lang) if m.id and catalogs.is_form(m.context)]
    for m in forms:
        base = m.context.split("|")[0]
        assert (base, m.id) in words, f"{lang}: the form {m.context!r} of {m.id!r} is of no text in the code"


def test_the_languages_are_listed_in_one_place() -> None:
    listed = json.loads((LOCALE / "languages.json").read_text(encoding="utf-8"))
    assert tuple(lang["code"] for lang in listed["languages"]) == LANGS
    assert SOURCE in LANGS and set(NAMES) == set(LANGS)
    for lang in TARGETS:
        assert catalogs.po_path(lang).exists(), f"{lang} is listed but has no catalog"
    stray = [p.parent.parent.name for p in LOCALE.glob("*/LC_MESSAGES/*.po") if p.parent.parent.name not in LANGS]
    assert not stray, f"catalogs of languages not listed in languages.json: {stray}"


def _code_files() -> list[Path]:
    return [p for folder in catalogs.SCANNED for p in sorted((ROOT / folder).rglob("*.py"))]


def _language_choices(path: Path) -> list[str]:
    """Places where code picks words by language: lang == "xx", {"en": ..., "es": ...}, text.en, Text(a, b)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = path.relative_to(ROOT).as_posix()
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Constant) and s.value in LANGS for s in sides) and \
                    any(isinstance(s, ast.Name) and "lang" in s.id for s in sides):
                out.append(f"{rel}:{node.lineno}: a branch on the language")
        elif isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if len(keys & set(LANGS)) >= 2:
                out.append(f"{rel}:{node.lineno}: a table of texts by language")
        elif isinstance(node, ast.Attribute) and node.attr in LANGS and isinstance(node.ctx, ast.Load):
            out.append(f"{rel}:{node.lineno}: a text read in one language by name (.{node.attr})")
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Text" and len(node.args) > 1:
            out.append(f"{rel}:{node.lineno}: Text() with a second text")
    return out


def test_no_code_picks_words_by_language() -> None:
    found = [hit for path in _code_files() for hit in _language_choices(path)]
    assert not found, f"{len(found)} places:\n" + "\n".join(found[:40])


def test_no_transition_shim_is_left() -> None:
    found = [f"{p.relative_to(ROOT)}:{i}" for p in [*_code_files(), ROOT / "tutor/core/i18n.py"]
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if "TRANSITION" in line]
    assert not found, found


def test_no_page_script_lists_the_languages_itself() -> None:
    hard = re.compile(r"""\[\s*["']en["']\s*,\s*["']es["']""")
    found = [str(p.relative_to(ROOT)) for ext in ("*.js", "*.html", "*.mjs")
             for p in [*ROOT.joinpath("tutor").rglob(ext), *ROOT.joinpath("site").rglob(ext)] if hard.search(p.read_text())]
    assert not found, f"these pages list the languages by hand instead of reading languages.json: {found}"
