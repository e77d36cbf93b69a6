"""Announcer: one polite live region, visually hidden, that a screen reader reads once per event (announce.js);
and the lesson's focus requests (the focus goes to what needs an answer next). What a lesson says is made here
from the engine's texts, in the learner's language: a step's short form (who did what, and its rules), a note
(a refusal), the task done or lost and its way back. Nothing is said again on a redraw or a language switch."""
from __future__ import annotations

import re
from html import unescape
from typing import Any, Iterable, Optional, Sequence

import anywidget
import traitlets

from ...core import Step
from .assets import asset
from .guarded import PageMessages
from .observers import Observers
from .panel import step_heading
from .texts import ui

_TAG = re.compile(r"<[^>]+>")
_SPACE = re.compile(r"\s+")
_SENTENCE = re.compile(r"^(.+?[.!?])(?=\s|$)")


class Announcer(PageMessages, anywidget.AnyWidget):
    """A polite live region (say(): read once, even when the words repeat a former event's) and a focus request
    (focus_on(): the first visible, enabled element of the selectors, inside `container`, gets the focus if the
    focus was in it or nowhere). The page writes nothing back."""

    _esm = asset("announce.js")
    text = traitlets.Unicode("").tag(sync=True)       # the last thing said
    said = traitlets.Int(0).tag(sync=True)            # one more per announcement: the page reads `text` again
    focus = traitlets.List(traitlets.Unicode()).tag(sync=True)   # CSS selectors, the first found wins
    focus_at = traitlets.Int(0).tag(sync=True)        # one more per focus request
    container = traitlets.Unicode(".tutor-lesson-view").tag(sync=True)   # the box the region speaks for

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.add_class("tutor-announce")

    def say(self, text: str) -> None:
        """Announce text once (nothing for an empty text)."""
        text = _SPACE.sub(" ", text).strip()
        if text:
            with self.hold_sync():
                self.text = text
                self.said += 1

    def hush(self) -> None:
        """Empty the region without saying anything (its last words were in a language no longer shown)."""
        self.text = ""

    def focus_on(self, *selectors: str) -> None:
        """Ask the page to move the focus to the first of the selectors found visible and enabled."""
        with self.hold_sync():
            self.focus = list(selectors)
            self.focus_at += 1


class SessionNews(Announcer):
    """A table's live region outside a lesson (a notebook's game, the classroom): each new step of the session
    said in its short form, a step taken back said as such, and each note (a refusal, a hint, a why), once, in
    the language of the moment. A lesson view's table has none (the view's own region says more, in one text)."""

    def __init__(self, session: Any, language: Any, **kwargs: Any):
        super().__init__(container=".tutor-table", **kwargs)
        self.session, self.language = session, language
        self._heard = len(session.game.history)
        self._game = session.game
        self._watch = Observers()
        self._watch.observe(session, self._moved, "version")
        self._watch.observe(session, self._noted, "note")
        self._watch.observe(language, lambda _c: self.hush(), "code")

    def _moved(self, _change: object) -> None:
        s, lang = self.session, self.language.code
        n, new_game = len(s.game.history), s.game is not self._game
        heard, self._heard, self._game = self._heard, n, s.game
        if new_game:
            return
        if n > heard:
            self.say(step_news(s.game.history[-1], s.viewer, list(s.bots), lang))
        elif n < heard:
            self.say(ui("said-back", lang, n=n) if n else ui("said-back-game", lang))

    def _noted(self, _change: object) -> None:
        note = self.session.note
        if note is not None:
            self.say(plain(note(self.language.code)[0]))

    def close(self) -> None:
        """Stop following the session, and close."""
        self._watch.close()
        super().close()


def plain(html: str) -> str:
    """The words of some HTML, as a screen reader reads them (tags dropped, spaces joined)."""
    return _SPACE.sub(" ", unescape(_TAG.sub(" ", html))).strip()


def first_sentence(text: str) -> str:
    """The first sentence of an engine's event text (the whole text when it has one)."""
    found = _SENTENCE.match(text.strip())
    return found.group(1) if found else text.strip()


def step_news(step: Step, seat: Optional[int], bots: Sequence[int], lang: str) -> str:
    """A step's short form: 'Step 2: P1 (you). <what happened, a sentence per event>. Rules: MU9, MU13.'"""
    events = list(step.seen_by(seat))
    said = " ".join(first_sentence(e.text(lang)) for e in events)
    rules = _unique(e.rule for e in events if e.rule)
    tail = f" {ui('rules-taught', lang)}: {', '.join(rules)}." if rules else ""
    return f"{step_heading(step, seat, bots, lang)}. {said}{tail}"


def _unique(items: Iterable[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        if item not in out:
            out.append(item)
    return out


class DialogGuard(PageMessages, anywidget.AnyWidget):
    """Put inside a box of widgets that shows as a dialog (dialog.js): named as an alert dialog by its question,
    the focus on its cancel button while it shows and kept inside it, Escape presses cancel, and on closing the
    focus goes back to the button that opened it (or `opener`). Draws nothing."""

    _esm = asset("dialog.js")
    dialog = traitlets.Unicode("").tag(sync=True)     # CSS selector of the dialog box (an ancestor)
    question = traitlets.Unicode("").tag(sync=True)   # CSS selector of its question, inside it
    cancel = traitlets.Unicode("").tag(sync=True)     # CSS selector of its safe answer, inside it
    opener = traitlets.Unicode("").tag(sync=True)     # CSS selector of the opener, if the one pressed is gone

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.add_class("tutor-announce")   # never seen, never taking room
