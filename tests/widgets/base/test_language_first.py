"""The language from the first screen, kernel side (issue 35): the page's pick is taken once (German as any
other), the page's title reaches the front end in every language, the switch offers every language of
tutor/locale/languages.json named in itself and its front end gets that list (no list of its own), every app
notebook names its page in every language, and Continue and the bots' Next are different words in each
language. The choice itself (navigator.languages) is tested in Chromium: tests/browser/test_flow_language.py
and tests/site/test_site_language.py."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS, NAMES, SOURCE, Text
from tutor.widgets.base.language import LABELS, Language, LanguageSwitch, switch_name, titles
from tutor.widgets.base.texts import ui

ROOT = Path(__file__).resolve().parents[3]
LANGUAGE_JS = ROOT / "tutor" / "widgets" / "base" / "language.js"
sys.path.insert(0, str(ROOT / "site"))
from pages import page_language_js, source_titles  # noqa: E402  (the site reads the app titles so too)

COURSE_TITLE = Text("{title} · course").format(title=Text("Muros"))      # as an app notebook writes it


def test_the_page_title_reaches_the_front_end_in_every_language():
    language = Language()
    switch = LanguageSwitch(language)
    assert switch.titles == {}                                  # no title: the page keeps its own
    language.title = COURSE_TITLE
    assert switch.titles == {lang: COURSE_TITLE(lang) for lang in LANGS} and list(switch.titles) == list(LANGS)
    assert switch.titles["es"] == "Muros · curso" and switch.titles["de"] == "Muros · Kurs"
    switch.close()


def test_a_title_set_before_the_switch_is_made_is_sent_with_it():
    language = Language(title=Text("{title} · in class").format(title=Text("Muros")))
    switch = LanguageSwitch(language)
    assert switch.titles == titles(language.title) and set(switch.titles) == set(LANGS)
    switch.close()


def test_the_page_language_the_browser_picks_is_taken_once():
    language = Language()
    switch = LanguageSwitch(language)
    switch.page = "de"                                          # the browser's language, told at creation
    assert language.code == "de" and switch.value == "de"
    second = LanguageSwitch(language)
    second.page = "es"                                          # a later switch of the same kernel
    assert language.code == "de" and second.value == "de"
    switch.close()
    second.close()


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_the_page_asks_for_is_taken(lang):
    language = Language()
    switch = LanguageSwitch(language)
    switch.page = lang
    assert language.code == lang and switch.value == lang and language.from_page
    switch.close()


def test_the_switch_offers_every_language_named_in_itself():
    switch = LanguageSwitch(Language())
    assert switch.labels == LABELS and list(switch.labels) == list(LANGS)
    assert switch.labels["en"] == "English" and switch.labels["es"] == "Español" and switch.labels["de"] == "Deutsch"
    assert switch.value == SOURCE
    name = switch.switch_name                      # the buttons' group: one name in every language
    assert name == switch_name() and len(name.split(" · ")) == len(LANGS)
    assert {"Language", "Idioma", "Sprache"} <= set(name.split(" · "))
    switch.close()


def test_the_front_end_gets_the_languages_from_the_one_list():
    """language.js names no language itself: the switch's code and the pages' copy of its rule get
    tutor/locale/languages.json's list put in."""
    source = LANGUAGE_JS.read_text(encoding="utf-8")
    assert not re.search(r"""["'](en|es|de)["']\s*[,\]]""", source)         # no list of codes in the file
    line = f"const LANGS = {json.dumps(list(LANGS))};"
    assert LanguageSwitch._esm.count(line) == 1 and "const LANGS = [];" not in LanguageSwitch._esm
    page = page_language_js()
    assert page.count(line) == 1 and "export " not in page and "function pageLanguage" in page


def test_a_language_the_tutor_does_not_have_is_not_taken():
    language = Language()
    switch = LanguageSwitch(language)
    with pytest.raises(Exception):
        switch.titles = "fr"                                    # a dict of titles, never a bare text
    switch.page = "fr"
    assert language.code == "en" and not language.from_page
    switch.close()


def test_every_app_notebook_gives_its_page_a_title_in_every_language():
    from tutor.notebooks.sources import sources

    apps = {path: text for path, text in sources().items() if path.startswith("notebooks/app/")}
    assert len(apps) == 6
    for path, text in apps.items():
        assert re.search(r"^LANGUAGE\.title = Text\(", text, re.M), f"{path} sets no page title"
        found = source_titles(text)
        assert list(found) == list(LANGS), path
        assert len(set(found.values())) == len(LANGS), (path, found)      # each language in its own words
        for title in found.values():
            assert " · " in title, (path, title)
            assert not re.search(r"\d\d_|classroom_|\.ipynb", title), path    # a name for people, not a file's


def skeleton(label: str) -> str:
    """The first word's first two consonants: "Seguir" and "Siguiente" -> "sg", "Continuar" -> "cn"."""
    return re.sub(r"[^bcdfghjklmnpqrstvwxyzñ]", "", label.split()[0].lower())[:2]


def test_the_old_spanish_pair_is_caught_by_the_skeleton():
    assert skeleton("Seguir") == skeleton("Siguiente: juega P2 ▶")


@pytest.mark.parametrize("lang", LANGS)
def test_continue_and_the_bots_next_are_different_words(lang):
    go_on = skeleton(ui("continue", lang))
    for other in (ui("next-bot", lang, seat="P2"), ui("next", lang), ui("next-lesson", lang)):
        assert skeleton(other) != go_on, (ui("continue", lang), other)
