"""The front page's list of courses, made from the games' entries (tutor/games.py, the one place that names
the games), and where each lives: its app, its document in each language, its printable handout."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.i18n import LANGS, SOURCE
from ..core.registry import entries
from ..lessons.model import Text
from .base import LANGUAGE, Entry, FrontPage, Language


@dataclass(frozen=True)
class Course:
    """One game's course and its classroom, with the blurbs the front page gives them."""

    game: str
    number: int                  # the course's place on the front page: its files start with it
    title: Text
    blurb: Text
    classroom: Text              # the classroom's blurb

    @property
    def stem(self) -> str:
        """The file name of its course notebooks, without a folder or suffix: "01_muros"."""
        return f"{self.number:02d}_{self.game}"


CATALOGUE = [Course(e.name, e.number, e.title, e.blurb, e.classroom) for e in entries()]

IN_CLASS = Text("{title} in class")


def app(stem: str) -> str:
    """The app notebook of a course or classroom stem, from the server's root."""
    return f"notebooks/app/{stem}.ipynb"


def document(stem: str, lang: str) -> str:
    """The course (or classroom) document in one language, from the server's root."""
    if lang not in LANGS:
        raise ValueError(f"no notebooks in {lang!r}; languages: {', '.join(LANGS)}")
    return f"notebooks/{lang}/{stem}.ipynb"


def handout(game: str, lang: str) -> str:
    """The file name of a course's printable page, made by `make handouts` in build/handouts/."""
    if lang not in LANGS:
        raise ValueError(f"no handouts in {lang!r}; languages: {', '.join(LANGS)}")
    return f"{game}.{lang}.html"


def reference(game: str, lang: str) -> str:
    """A game's rules reference in one language (`make reference` writes it), from the project's root."""
    if lang not in LANGS:
        raise ValueError(f"no rules reference in {lang!r}; languages: {', '.join(LANGS)}")
    return f"docs/rules/{game}.md" if lang == SOURCE else f"docs/rules/{game}.{lang}.md"


# An app page's title (its tab), set by the language switch in the page's language: the app notebooks that
# `make documents` writes read these texts when they run.
APP_TITLE = {"course": Text("{title} · course"),
             "classroom": Text("{title} · in class")}


PAGE = {
    "title": Text("Rules tutor"),
    "intro": Text("Learn a game's rules by playing them: on each course's board, every move is explained by the "
                  "rule that made it happen. Each course is an **app** (the lessons, no code in sight), a "
                  "**notebook** to read, with each lesson's board (*Run ▸ Run All* makes the boards live), and a "
                  "classroom for the projector."),
    "live": Text("Run this page (*Run ▸ Run All*) to add below the language switch and each course's links as "
                 "apps that start by themselves and as pages to print (`make handouts` writes them)."),
    "lang": Text("In English", context="widgets.front"),
    "app": Text("app"),
    "notebook": Text("notebook"),
    "in-class": Text("in class"),
    "rules": Text("every rule, shown happening"),
}


def source(notebook: str) -> str:
    """The jupytext source of a notebook path: it is in every clone, and JupyterLab (with jupytext, as
    `make lab` and Binder set it up) opens it as the notebook."""
    return notebook.removesuffix(".ipynb") + ".py"


def front_markdown(lang: str) -> str:
    """The front page's text in one language, as markdown that reads before any cell runs: every course with
    its app, its notebooks and its rules reference, linked from notebooks/ (the front page's folder) to files
    every clone has."""
    from ..widgets.markdown import escape

    def link(text: str, path: str) -> str:
        return f"[{escape(text)}]({path.removeprefix('notebooks/')})"

    words = {k: v(lang) for k, v in PAGE.items()}
    rows = [f"{words['intro']}\n"]
    for c in CATALOGUE:
        room = f"classroom_{c.game}"
        rows.append(f"- **{escape(c.title(lang))}**: {escape(c.blurb(lang))}  \n"
                    f"{link(words['app'], source(app(c.stem)))} · "
                    f"{link(words['notebook'], document(c.stem, lang))} · "
                    f"{link(words['rules'], '../' + reference(c.game, lang))} · "
                    f"{escape(words['in-class'])}: {link(words['app'], source(app(room)))}, "
                    f"{link(words['notebook'], document(room, lang))}")
    rows.append(f"\n{words['live']}")
    return "\n".join(rows)


def _entries() -> list[Entry]:
    out = []
    for c in CATALOGUE:
        out.append(Entry(c.title, c.blurb, app(c.stem), documents={lg: document(c.stem, lg) for lg in LANGS},
                         handouts={lg: handout(c.game, lg) for lg in LANGS},
                         rules={lg: reference(c.game, lg) for lg in LANGS}))
        room = f"classroom_{c.game}"
        out.append(Entry(IN_CLASS.format(title=c.title),
                         c.classroom, app(room), documents={lg: document(room, lg) for lg in LANGS}))
    return out


COURSES = _entries()


def front_page(language: Language = LANGUAGE) -> FrontPage:
    """Every course, with links to its app, its notebook and its handout in each language."""
    return FrontPage(COURSES, language)
