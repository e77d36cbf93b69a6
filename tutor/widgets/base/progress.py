"""Progress: the rules this learner has seen in action and answered right, the lessons finished, quiz
scores and the lesson open, per game. Kept in the browser (per site, through ProgressStore's front end,
the same in Lab, Voilà and the static site), so a reload comes back to it; exported to a file and imported
back (an import adds to what is there); "Start over" clears it."""
from __future__ import annotations

import json
import threading
import time
from html import escape
from typing import Any, Iterable, Optional

import anywidget
import ipywidgets as W
import traitlets

from ... import GAMES, rules_for
from ...core.i18n import SOURCE, Text, Verbatim, rule_ids
from . import guarded as G
from .announce import Announcer, DialogGuard
from .assets import asset
from .language import LANGUAGE, Language
from .locking import locked
from .observers import Observers, close_all, close_own
from .texts import ui

FORMAT = "tutor-progress/2"
FORMATS = ("tutor-progress/1", FORMAT)      # /1 held only the rules seen and answered
STORAGE_KEY = "tutor-progress"               # the browser's localStorage key, one per site origin
MAX_TEXT = 500_000     # characters of a progress text; every lesson and rule of every course is far less
NAMED = 3              # unknown items a refusal names (the rest are counted)
NAME_CHARS = 24        # characters of each unknown item a refusal shows


class ProgressError(ValueError):
    """A progress text that cannot be taken; `why` says it in the learner's language."""

    def __init__(self, message: str, why: Text):
        super().__init__(message)
        self.why = why


def _bad(message: str, why: Text) -> ProgressError:
    return ProgressError(message, why)


class Progress(traitlets.HasTraits):
    """Per game: the rule IDs seen in action and answered right, the lessons finished, each lesson's best
    quiz score, and the lesson the learner is on. Every change bumps `version`; a load, a restore from
    the browser and a clear bump `loaded` too (a lesson player then reopens `at[game]`)."""

    version = traitlets.Int(0)
    loaded = traitlets.Int(0)

    def __init__(self) -> None:
        super().__init__()
        # held by every change and read, and by the lessons and quizzes that report here (re-entrant): the
        # widgets of one progress never wait on each other's locks, so two threads cannot deadlock them
        self.lock = threading.RLock()
        self._empty()
        self.since = 0.0                      # when it was last cleared (time.time()); 0: never
        self._store: Optional[ProgressStore] = None

    def _empty(self) -> None:
        self.seen: dict[str, set[str]] = {g: set() for g in GAMES}
        self.right: dict[str, set[str]] = {g: set() for g in GAMES}
        self.done: dict[str, set[str]] = {g: set() for g in GAMES}                    # lesson IDs finished
        self.scores: dict[str, dict[str, tuple[int, int]]] = {g: {} for g in GAMES}  # lesson ID -> (right, asked)
        self.at: dict[str, str] = {}                                                 # game -> lesson ID open

    @locked
    def finish(self, game: str, lesson: str) -> None:
        """A lesson is finished (its task done and its questions answered)."""
        if lesson not in self.done.setdefault(game, set()):
            self.done[game].add(lesson)
            self.version += 1

    @locked
    def scored(self, game: str, lesson: str, right: int, asked: int) -> None:
        """A lesson's quiz score; the best one is kept (most right, then fewest asked)."""
        if _better((right, asked), self.scores.setdefault(game, {}).get(lesson)):
            self.scores[game][lesson] = (right, asked)
            self.version += 1

    @locked
    def visit(self, game: str, lesson: str) -> None:
        """The learner opened this lesson (a reload comes back to it)."""
        if self.at.get(game) != lesson:
            self.at[game] = lesson
            self.version += 1

    def saw(self, game: str, rules: Iterable[str]) -> None:
        """Rules the learner has seen applied on a board (only IDs of the game's rulebook are kept)."""
        self._add(self.seen, game, rules)

    def answered(self, game: str, rules: Iterable[str]) -> None:
        """Rules the learner answered a question on, rightly (only IDs of the game's rulebook are kept)."""
        self._add(self.right, game, rules)

    @locked
    def _add(self, table: dict[str, set[str]], game: str, rules: Iterable[str]) -> None:
        new = (set(rules) & rule_book(game)) - table.setdefault(game, set())
        if new:
            table[game] |= new
            self.version += 1

    @locked
    def clear(self) -> None:
        """Start over: everything forgotten, here and (through the store) in the browser's other tabs."""
        self._empty()
        self.since = time.time()
        self.version += 1
        self.loaded += 1

    # -- the JSON text: the file export, the browser's copy -------------------------------------------
    @locked
    def to_json(self) -> str:
        """The progress as JSON text (what Save writes and the browser keeps)."""
        return json.dumps({
            "format": FORMAT, "since": self.since,
            "seen": {g: sorted(r) for g, r in self.seen.items() if r},
            "right": {g: sorted(r) for g, r in self.right.items() if r},
            "done": {g: sorted(d) for g, d in self.done.items() if d},
            "scores": {g: {k: list(v) for k, v in sorted(s.items())} for g, s in self.scores.items() if s},
            "at": dict(sorted(self.at.items()))}, sort_keys=True)

    @locked
    def load(self, text: str) -> None:
        """Add the progress saved in text (a file the learner chose) to this one: rules and finished lessons
        join, the better score of each lesson stays, the lesson open is left alone. A ProgressError (a
        ValueError) saying what was expected changes nothing: bad JSON, an unknown game or lesson ID."""
        data = _parse(text, strict=True)
        self._merge(data, position=False)
        self.version += 1
        self.loaded += 1

    @locked
    def restore(self, text: str, position: bool = True) -> bool:
        """Take the copy the browser kept (this site's own, maybe from an older version or another tab):
        unknown games and lessons are dropped, nothing is refused; position: take its lessons open too (a
        reload; not a change made in another tab). A copy cleared after this progress replaces it; one
        older than this progress's last clear is ignored. Returns whether anything changed."""
        try:
            data = _parse(text, strict=False)
        except ValueError:
            return False
        if data["since"] < self.since:
            return False
        before = self.to_json()
        if data["since"] > self.since:
            self._empty()
            self.since = data["since"]
        self._merge(data, position)
        if self.to_json() == before:
            return False
        self.version += 1
        self.loaded += 1
        return True

    def _merge(self, data: dict[str, Any], position: bool) -> None:
        for g in GAMES:
            self.seen.setdefault(g, set()).update(data["seen"].get(g, ()))
            self.right.setdefault(g, set()).update(data["right"].get(g, ()))
            self.done.setdefault(g, set()).update(data["done"].get(g, ()))
            table = self.scores.setdefault(g, {})
            for lesson, score in data["scores"].get(g, {}).items():
                if _better(score, table.get(lesson)):
                    table[lesson] = score
        if position:
            self.at.update(data["at"])

    def persist(self) -> "ProgressStore":
        """The widget that keeps this progress in the learner's browser (made once; its front end needs no
        view: creating it is enough). Every course view asks for it."""
        if self._store is None:
            self._store = ProgressStore(progress=self)
        return self._store


def _better(score: tuple[int, int], old: Optional[tuple[int, int]]) -> bool:
    return old is None or (score[0], -score[1]) > (old[0], -old[1])


def lesson_ids(game: str) -> set[str]:
    """The IDs of a game's lessons (tutor.lessons.LESSONS)."""
    from ...lessons import LESSONS
    return {lesson.id for lesson in LESSONS[game]}


def rule_book(game: str) -> frozenset[str]:
    """The rule IDs of a game's rulebook (none for a game the tutor does not know)."""
    if game in GAMES:
        rules_for(game)          # the engine registers its rulebook when it is loaded
    return frozenset(rule_ids(game))


def few(names: Iterable[str]) -> Text:
    """Unknown names as a refusal shows them: the first NAMED, each cut to NAME_CHARS, the rest counted."""
    names = sorted(names)
    shown = ", ".join(n if len(n) <= NAME_CHARS else n[:NAME_CHARS - 1] + "…" for n in names[:NAMED])
    more = len(names) - NAMED
    if more <= 0:
        return Verbatim(shown)
    return Text("{shown} and {more} more").format(shown=shown, more=more)


def _parse(text: Any, strict: bool) -> dict[str, Any]:
    """The checked contents of a progress text. strict (a file): anything unknown is an error; not strict
    (the browser's copy): unknown games and lessons are dropped."""
    if isinstance(text, str) and len(text) > MAX_TEXT:
        raise _bad(f"expected a progress text of at most {MAX_TEXT} characters, not {len(text)}",
                   Text("it is far larger than any saved progress."))
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        raise _bad("expected the JSON text that 'Save my progress' writes",
                   Text("it is not the file that “Save my progress” writes.")) from None
    if not isinstance(data, dict) or data.get("format") not in FORMATS:
        raise _bad(f'expected an object with "format": "{FORMAT}"',
                   Text("it is not the file that “Save my progress” writes."))
    shape = _bad("expected seen/right/done: game -> list of IDs, scores: game -> lesson -> [right, asked], "
                 "at: game -> lesson, since: a number",
                 Text("its contents are not laid out as a saved progress."))
    out: dict[str, Any] = {}
    for key in ("seen", "right", "done"):
        table = data.get(key, {} if key == "done" or data["format"] != FORMATS[0] else None)
        if not isinstance(table, dict) or not all(
                isinstance(g, str) and isinstance(ids, list) and all(isinstance(x, str) and 0 < len(x) < 60
                                                                    for x in ids) for g, ids in table.items()):
            raise shape
        out[key] = {g: set(ids) for g, ids in table.items()}
    scores, at, since = data.get("scores", {}), data.get("at", {}), data.get("since", 0)
    if not isinstance(scores, dict) or not all(
            isinstance(g, str) and isinstance(t, dict) and all(
                isinstance(k, str) and isinstance(v, list) and len(v) == 2 and
                all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10_000 for n in v) and v[0] <= v[1]
                for k, v in t.items()) for g, t in scores.items()):
        raise shape
    if not isinstance(at, dict) or not all(isinstance(g, str) and isinstance(v, str) for g, v in at.items()):
        raise shape
    if not isinstance(since, (int, float)) or isinstance(since, bool) or not 0 <= since < 1e11:
        raise shape
    out["scores"] = {g: {k: (v[0], v[1]) for k, v in t.items()} for g, t in scores.items()}
    out["at"], out["since"] = dict(at), float(since)
    return _known(out, strict)


def _known(data: dict[str, Any], strict: bool) -> dict[str, Any]:
    """Only the games this tutor teaches, their rule IDs and their lesson IDs. strict: anything else is
    refused, naming a few of the unknown items; not strict: it is dropped."""
    games = {g for key in ("seen", "right", "done", "scores", "at") for g in data[key]}
    unknown_games = games - set(GAMES)
    if unknown_games and strict:
        names = few(unknown_games)
        raise _bad(f"unknown games {names(SOURCE)}; games: {', '.join(GAMES)}",
                   Text("it names a game this tutor does not teach: {names}.").format(names=names))
    taught = games & set(GAMES)
    rules = {g: rule_book(g) for g in taught}
    named = {(g, x) for key in ("seen", "right") for g, xs in data[key].items() if g in rules for x in xs}
    unknown = {f"{g}:{x}" for g, x in named if x not in rules[g]}
    if unknown and strict:
        names = few(unknown)
        raise _bad(f"unknown rule IDs {names(SOURCE)}",
                   Text("it names rules these games do not have: {names}.").format(names=names))
    ids = {g: lesson_ids(g) for g in taught}
    named = {(g, x) for g, xs in data["done"].items() for x in xs} | \
            {(g, x) for g, t in data["scores"].items() for x in t} | set(data["at"].items())
    unknown = {f"{g}:{x}" for g, x in named if g in ids and x not in ids[g]}
    if unknown and strict:
        names = few(unknown)
        raise _bad(f"unknown lesson IDs {names(SOURCE)}",
                   Text("it names lessons this course does not have: {names}.").format(names=names))
    return {"seen": {g: r & rules[g] for g, r in data["seen"].items() if g in rules},
            "right": {g: r & rules[g] for g, r in data["right"].items() if g in rules},
            "done": {g: {x for x in d if x in ids[g]} for g, d in data["done"].items() if g in ids},
            "scores": {g: {k: v for k, v in t.items() if k in ids[g]} for g, t in data["scores"].items()
                       if g in ids},
            "at": {g: x for g, x in data["at"].items() if g in ids and x in ids[g]},
            "since": data["since"]}


PROGRESS = Progress()  # one per kernel: every lesson, table and quiz of a notebook reports here


class ProgressStore(G.PageMessages, anywidget.AnyWidget):
    """Keeps a Progress in the browser's localStorage under STORAGE_KEY (store.js): what the browser held
    comes back as `restored` when the widget is made (no view needed), every change is written, and a
    change another tab of the same site writes comes as `shared`."""

    _esm = asset("store.js")
    page_writes = frozenset({"restored", "shared"})
    key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)
    data = traitlets.Unicode("").tag(sync=True)        # kernel -> browser: the progress to keep
    restored = traitlets.Unicode("").tag(sync=True)    # browser -> kernel: the copy it held at the start
    shared = traitlets.Unicode("").tag(sync=True)      # browser -> kernel: another tab's newer copy
    kernel_wide = True   # one per Progress, in every progress view: close_all leaves it open

    def __init__(self, progress: Progress, **kwargs: Any):
        self.progress = progress
        super().__init__(data=progress.to_json(), **kwargs)
        self.observe(self._restored, "restored")
        self.observe(self._shared, "shared")
        self._watch = Observers()
        self._watch.observe(progress, self._changed, "version")

    def _restored(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.progress.restore(change["new"])

    def _shared(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.progress.restore(change["new"], position=False)

    def _changed(self, _change: object) -> None:
        self.data = self.progress.to_json()

    def close(self) -> None:
        """Stop writing the progress to the browser (the progress itself is kept)."""
        self._watch.close()
        super().close()


class Download(G.PageMessages, anywidget.AnyWidget):
    """A button that saves `payload` as `filename` in the learner's browser."""

    _esm = asset("download.js")
    label = traitlets.Unicode("").tag(sync=True)
    payload = traitlets.Unicode("").tag(sync=True)
    filename = traitlets.Unicode("tutor-progress.json").tag(sync=True)


WORDS = {
    "kept": Text("Your progress stays in this browser. “Save my progress” also writes it to a file; loading a "
                 "file adds it to what you have."),
    "loaded": Text("Progress loaded and added to what you had."),
    "not-loaded": Text("That file was not loaded: {why}"),
    "start-over": Text("Start over"),
    "confirm": Text("Erase all your progress in this browser?"),
    "erase": Text("Yes, erase it"),
    "keep": Text("No, keep it"),
    "erased": Text("Progress erased: the course starts again from the first lesson."),
}


class ProgressView(G.VBox):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """The learner's progress in one game: Save (a file), Load (a file, added), Start over (confirmed in a small
    dialog that keeps the focus and gives it back). What happened (loaded, refused, erased) is also said in a
    polite live region."""

    def __init__(self, game: str, progress: Progress = PROGRESS, language: Language = LANGUAGE):
        if not isinstance(game, str) or not rule_book(game):
            said = repr(few([game])(SOURCE)) if isinstance(game, str) else f"a {type(game).__name__}"
            raise ValueError(f"a progress view shows a game with a rulebook, not {said}; games: {', '.join(GAMES)}")
        self.game, self.progress, self.language = game, progress, language
        self.summary, self.note, self.message = G.HTML(), G.HTML(), G.HTML()
        self.note.add_class("tutor-progress-note")
        # its own width, never squeezed by the row (a phone wrapped "Save my progress" letter by letter)
        self.save = Download(filename=f"tutor-progress-{game}.json", layout=W.Layout(flex="0 0 auto"))
        self.upload = G.FileUpload(accept=".json", multiple=False)
        self.upload.observe(lambda _c: self._loaded(), "value")
        self.start_over = G.Button()
        self.start_over.add_class("tutor-start-over")
        self.erase, self.keep = G.Button(button_style="danger"), G.Button()
        self.keep.add_class("tutor-keep")
        self.start_over.on_click(lambda _b: self._ask(True))
        self.keep.on_click(lambda _b: self._ask(False))
        self.erase.on_click(lambda _b: self._erase())
        question = G.HTML()
        question.add_class("tutor-confirm-question")
        guard = DialogGuard(dialog=".tutor-confirm", question=".tutor-confirm-question", cancel=".tutor-keep",
                            opener=".tutor-start-over")
        self.confirm = G.HBox([question, self.erase, self.keep, guard], layout=W.Layout(display="none"))
        self.confirm.add_class("tutor-confirm")
        self.news = Announcer(container=".tutor-progress")
        row = G.HBox([self.save, self.upload, self.start_over], layout=W.Layout(flex_flow="row wrap"))
        super().__init__([self.summary, row, self.confirm,
                          self.message, self.note, self.news, progress.persist()])
        self.add_class("tutor-progress")
        self._watch = Observers()
        self._watch.observe(progress, self._redraw, "version")
        self._watch.observe(language, self._redraw, "code")
        self._said: Optional[Text] = None
        self._said_at = progress.version
        self.render()

    def _redraw(self, _change: object) -> None:
        self.render()

    def close(self) -> None:
        """Stop following the progress and the language and close the view's widgets, but not the
        progress's browser store, which every course view of the kernel shares."""
        close_own(self)
        super().close()

    def _say(self, text: Optional[Text]) -> None:
        """A message about what just happened; it goes once the progress changes again (never stale)."""
        self._said, self._said_at = text, self.progress.version
        self.message.value = escape(text(self.language.code)) if text else ""
        if text:
            self.news.say(text(self.language.code))

    def _loaded(self) -> None:
        files = self.upload.value
        if not files:
            return
        try:
            self.progress.load(bytes(files[0]["content"]).decode("utf-8", "replace"))
        except ProgressError as err:
            self._say(WORDS["not-loaded"].format(why=err.why))
        else:
            self._say(WORDS["loaded"])

    def _ask(self, show: bool) -> None:
        self.confirm.layout.display = "flex" if show else "none"

    def _erase(self) -> None:
        self._ask(False)
        self.progress.clear()
        self._say(WORDS["erased"])

    def render(self) -> None:
        lang = self.language.code
        book = rule_book(self.game)     # only the game's own rule IDs are ever shown
        seen = ", ".join(sorted(self.progress.seen.get(self.game, set()) & book, key=_rule_order)) or "—"
        right = ", ".join(sorted(self.progress.right.get(self.game, set()) & book, key=_rule_order)) or "—"
        self.summary.value = escape(ui("progress", lang, seen=seen, answered=right))
        with self.save.hold_sync():
            self.save.label = ui("save-progress", lang)
            self.save.payload = self.progress.to_json()
        self.upload.description = ui("load-progress", lang)
        self.start_over.description = WORDS["start-over"](lang)
        self.confirm.children[0].value = escape(WORDS["confirm"](lang))
        self.erase.description, self.keep.description = WORDS["erase"](lang), WORDS["keep"](lang)
        self.note.value = escape(WORDS['kept'](lang))
        if self._said is not None and self._said_at != self.progress.version:
            self._said = None
            self.message.value = ""
        if self._said is not None:
            self.message.value = escape(self._said(lang))


def _rule_order(rule: str) -> tuple[str, int, str]:
    """MU2 before MU10: letters, then the number, then the rest."""
    head = rule.rstrip("0123456789abcdefghijklmnopqrstuvwxyz")
    tail = rule[len(head):]
    digits = "".join(ch for ch in tail if ch.isdigit())
    return (head, int(digits) if digits else 0, tail)
