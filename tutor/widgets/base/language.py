"""The language every widget of a notebook follows, and the switch that changes it for all at once. The
switch's front end (language.js, the same in Lab, Voilà and the static site) reads the page once, when the
switch is made (before the progress store sends the browser's copy): a link's ?lang=de, a path in a
language's folder (notebooks/es/...), the language the learner last picked on this site, or else the first
of the browser's languages the tutor has; and it remembers the learner's pick for the next page. On an app
page (Voilà, the static site) the page follows the language too: its html lang and its title
(Language.title, which an app notebook sets: "Muros · course" read in the page's language). The languages
are those of tutor/locale/languages.json (tutor.core.i18n.LANGS), each named in itself on its button."""
from __future__ import annotations

import json
from typing import Any

import anywidget
import traitlets

from ...core.i18n import LANGS, NAMES, SOURCE, Text
from .assets import asset
from .guarded import PageMessages
from .observers import Observers


class Language(traitlets.HasTraits):
    """The chosen language (one of LANGS); widgets observe `code` and redraw their texts. `from_page`: the
    page's language has been taken (once per kernel: a later switch made does not take it again). `title`:
    the page's title in each language (None: the page keeps its own)."""

    code = traitlets.Enum(LANGS, default_value=SOURCE)
    from_page = traitlets.Bool(False)
    title = traitlets.Instance(Text, allow_none=True)


LANGUAGE = Language()  # one per kernel: the switch at the top of a notebook changes every widget

LABELS = {code: NAMES[code] for code in LANGS}   # the switch's buttons: every language, named in itself
SWITCH_NAME = Text("Language", context="the language switch's name")
LANGS_LINE = "const LANGS = [];"                  # language.js's list, filled in where it is served


def with_languages(script: str) -> str:
    """language.js, or its page's-language part, with the tutor's languages in its LANGS line."""
    if script.count(LANGS_LINE) != 1:
        raise ValueError(f"language.js has no single {LANGS_LINE!r} line to put the languages in")
    return script.replace(LANGS_LINE, f"const LANGS = {json.dumps(list(LANGS))};")


def switch_name() -> str:
    """The switch's accessible name in every language at once ("Language · Idioma · Sprache"): it stays
    the same whichever language is chosen."""
    return " · ".join(dict.fromkeys(SWITCH_NAME(code) for code in LANGS))


def titles(title: Text | None) -> dict[str, str]:
    """A page title as the front end takes it: {language: title}, empty for none."""
    return {} if title is None else {code: title(code) for code in LANGS}


class LanguageSwitch(PageMessages, anywidget.AnyWidget):
    """English / Español / Deutsch (every language of LANGS) for every tutor widget of the notebook. `value`
    is the language (linked to language.code); `page` is what the page asked for (set by the front end;
    taken once per Language); `titles` the page's title per language (from language.title; the front end
    sets the app page's); `switch_name` the buttons' group name, the same in every language."""

    _esm = with_languages(asset("language.js"))
    page_writes = frozenset({"value", "page"})   # a language the tutor does not have is ignored
    value = traitlets.Enum(LANGS, default_value=SOURCE).tag(sync=True)
    labels = traitlets.Dict(LABELS).tag(sync=True)
    switch_name = traitlets.Unicode("").tag(sync=True)
    page = traitlets.Unicode("").tag(sync=True)
    titles = traitlets.Dict({}).tag(sync=True)

    def __init__(self, language: Language = LANGUAGE):
        super().__init__(value=language.code, titles=titles(language.title), switch_name=switch_name())
        self.add_class("tutor-language")
        self.language = language
        self._watch = Observers()
        self._watch.observe(language, self._followed, "code")
        self._watch.observe(language, self._titled, "title")
        self.observe(self._picked, "value")
        self.observe(self._page, "page")

    def _followed(self, change: dict[str, Any]) -> None:
        self.value = change["new"]

    def _titled(self, change: dict[str, Any]) -> None:
        self.titles = titles(change["new"])

    def _picked(self, change: dict[str, Any]) -> None:
        self.language.code = change["new"]

    def close(self) -> None:
        """Stop following the shared language (it keeps the language chosen) and close the switch, with
        its layout."""
        self._watch.close()
        self.layout.close()
        super().close()

    def _page(self, change: dict[str, Any]) -> None:
        if change["new"] in LANGS and not self.language.from_page:
            self.language.from_page = True
            self.language.code = change["new"]
