"""The language from the first screen, kernel side (issue 35): the page's pick is taken once, the page's title
reaches the front end in every language, every app notebook names its page (once its generator writes the
title), and Continue and the bots' Next are different words in each language. The choice itself
(navigator.languages) is tested in Chromium: tests/browser/test_flow_language.py."""
from __future__ import annotations

import re

import pytest

from tutor.core.i18n import LANGS, Text
from tutor.widgets.base.language import Language, LanguageSwitch, titles
from tutor.widgets.base.texts import ui


def test_the_page_title_reaches_the_front_end_in_every_language():
    language = Language()
    switch = LanguageSwitch(language)
    assert switch.titles == {}                                  # no title: the page keeps its own
    language.title = Text("Muros · course", "Muros · curso")
    assert switch.titles == {"en": "Muros · course", "es": "Muros · curso"}
    switch.close()


def test_a_title_set_before_the_switch_is_made_is_sent_with_it():
    language = Language(title=Text("Muros · in class", "Muros · en clase"))
    switch = LanguageSwitch(language)
    assert switch.titles == titles(language.title) and set(switch.titles) == set(LANGS)
    switch.close()


def test_the_page_language_the_browser_picks_is_taken_once():
    language = Language()
    switch = LanguageSwitch(language)
    switch.page = "es"                                          # the browser's language, told at creation
    assert language.code == "es" and switch.value == "es"
    second = LanguageSwitch(language)
    second.page = "en"                                          # a later switch of the same kernel
    assert language.code == "es"
    switch.close()
    second.close()


def test_a_language_the_tutor_does_not_have_is_not_taken():
    language = Language()
    switch = LanguageSwitch(language)
    with pytest.raises(Exception):
        switch.titles = "fr"                                    # a dict of titles, never a bare text
    switch.page = "fr"
    assert language.code == "en" and not language.from_page
    switch.close()


def test_every_app_notebook_gives_its_page_a_title_in_both_languages():
    from tutor.notebooks.sources import sources

    apps = {path: text for path, text in sources().items() if path.startswith("notebooks/app/")}
    assert len(apps) == 6
    for path, text in apps.items():
        found = re.search(r"LANGUAGE\.title = Text\((['\"])(.+?)\1, (['\"])(.+?)\3\)", text)
        assert found, f"{path} sets no page title"
        en, es = found.group(2), found.group(4)
        assert en != es and " · " in en and " · " in es, path
        assert not re.search(r"\d\d_|classroom_|\.ipynb", en + es), path    # a name for people, not a file's


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
