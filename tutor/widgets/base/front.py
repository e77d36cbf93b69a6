"""The front page: every course with a link to open it as a notebook and as an app (no code), in the
chosen language."""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Mapping, Sequence

import anywidget
import traitlets

from ...core.i18n import NAMES
from ...lessons.model import Text
from . import guarded as G
from .assets import asset
from .language import LANGUAGE, Language, LanguageSwitch
from .observers import Observers, close_own


@dataclass(frozen=True)
class Entry:
    """One course or classroom on the front page."""

    title: Text
    blurb: Text
    notebook: str            # the app's notebook, from the server's root, e.g. "notebooks/app/01_muros.ipynb"
    ready: bool = True
    documents: Mapping[str, str] = field(default_factory=dict)  # lang -> the notebook to read, from the root
    handouts: Mapping[str, str] = field(default_factory=dict)   # lang -> the printable page's file name
    rules: Mapping[str, str] = field(default_factory=dict)      # lang -> the rules reference, from the root


WORDS = {
    "intro": Text("Learn a game's rules by playing them: click the board, and the panel beside it tells you what "
                  "happened and which rule made it happen. Click a rule ID to read the rule."),
    "app": Text("Open as an app"),
    "notebook": Text("Open the notebook"),
    "soon": Text("coming soon"),
    "the-app": Text("app"),
    "the-notebook": Text("notebook"),
    "the-handout": Text("handout to print"),
    "the-rules": Text("every rule, shown happening"),
    "missing": Text("not made yet: `make handouts` writes it"),
    "run": Text("In a notebook, run it with Run ▸ Run All; the app starts by itself."),
}


class Links(G.PageMessages, anywidget.AnyWidget):
    """HTML whose notebook and app links are made in the browser from the page's base URL."""

    _esm = asset("links.js")
    _css = (".tutor-front-list a { color: #0b5cad; text-decoration: underline; cursor: pointer; }"
            ".tutor-front-list li { margin-bottom: .6em; } .tutor-front-lang { display: inline-block; }"
            ".tutor-front-list a.tutor-front-missing { color: #555; text-decoration: none; cursor: help; }")
    html = traitlets.Unicode("").tag(sync=True)


class FrontPage(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """The courses, each with its notebook and app links, and the language switch."""

    def __init__(self, entries: Sequence[Entry], language: Language = LANGUAGE):
        self.entries, self.language = list(entries), language
        self.links = Links()
        super().__init__([LanguageSwitch(language), self.links])
        self.add_class("tutor-front")
        self._watch = Observers()
        self._watch.observe(language, self._relabel, "code")
        self.render()

    def _relabel(self, _change: object) -> None:
        self.render()

    def close(self) -> None:
        """Stop following the language and close the page's widgets (the switch too)."""
        close_own(self)
        super().close()

    def render(self) -> None:
        lang = self.language.code
        rows = []
        for e in self.entries:
            if e.ready and e.documents:
                links = "<br>".join(self._per_language(e, lg, lang)
                                    for lg in sorted(e.documents, key=lambda lg: lg != lang))
            elif e.ready:
                links = (f'<a data-app="{escape(e.notebook)}">{escape(WORDS["app"](lang))}</a> · '
                         f'<a data-notebook="{escape(e.notebook)}">{escape(WORDS["notebook"](lang))}</a>')
            else:
                links = f"<i>{escape(WORDS['soon'](lang))}</i>"
            rows.append(f"<li><b>{escape(e.title(lang))}</b>: {escape(e.blurb(lang))}<br>{links}</li>")
        self.links.html = (f"<p>{escape(WORDS['intro'](lang))}</p>"
                           f"<ul class='tutor-front-list'>{''.join(rows)}</ul><p><small>"
                           f"{escape(WORDS['run'](lang))}</small></p>")

    @staticmethod
    def _per_language(e: Entry, lg: str, lang: str) -> str:
        """One language's links of an entry (app, notebook, handout), worded in the page's language."""
        links = [f'<a data-app="{escape(e.notebook)}" data-lang="{lg}">{escape(WORDS["the-app"](lang))}</a>',
                 f'<a data-notebook="{escape(e.documents[lg])}">{escape(WORDS["the-notebook"](lang))}</a>']
        if lg in e.handouts:
            links.append(f'<a data-handout="{escape(e.handouts[lg])}" data-missing="{escape(WORDS["missing"](lang))}">'
                         f'{escape(WORDS["the-handout"](lang))}</a>')
        if lg in e.rules:
            links.append(f'<a data-rules="{escape(e.rules[lg])}">{escape(WORDS["the-rules"](lang))}</a>')
        return (f'<span class="tutor-front-lang" lang="{lg}">{escape(NAMES[lg])}: '
                f'{" · ".join(links)}</span>')

