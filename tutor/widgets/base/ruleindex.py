"""The rule index: every rule ID of a game, in rulebook order, found by its ID or by words of its text in
English and in Spanish whatever the page's language (accents and case ignored), each opening its demo
(tutor.demos: a position the engine reached, and the step, refusal or set-up that shows the rule).

    RuleEntry     one rule: its ID, its text in every language, its demo (None: no demo yet)
    rule_entries  a game's rules as entries, with the demos passed (a game's demos.json by default)
    search        the entries a query finds: the ID asked first, then the rest in rulebook order
    DemoShow      a demo stepped on a Session: its start, then each press of Space shows the next part
    RuleIndex     the search field, the result list and their count, said in a live region
    ListKeys      keeps the list's own keys (↓, ↑, Home, End) in the list, away from the presenter's
    RuleDemo      one demo as a live board (a notebook's `rule()`): text, watch line, Play, Undo and Redo

Game-neutral: the rules' texts come from the rulebook (tutor.core.i18n) and the demos from tutor.demos."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Mapping, Optional, Sequence

import anywidget
import ipywidgets as W
import traitlets

from ...core import TutorError
from ...core.i18n import LANGS, count, rule_ids, rule_text
from ...demos import Demo, demos
from . import guarded as G
from .announce import Announcer, first_sentence, plain
from .clicks import ClickAdapter
from .language import LANGUAGE, Language
from .observers import Observers, close_own
from .presenter import Stage
from .session import Note, Session
from .table import Table
from .texts import ui

_NOT_WORD = re.compile(r"[^0-9a-z]+")


def fold(text: str) -> str:
    """Text as the search compares it: no accents, lower case, words split by single spaces."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(_NOT_WORD.sub(" ", bare.casefold()).split())


@dataclass(frozen=True)
class RuleEntry:
    """One rule of a game's rulebook: its ID, its text in every language, and its demo if it has one."""

    game: str
    rule: str
    texts: Mapping[str, str]
    demo: Optional[Demo]

    def title(self, lang: str) -> str:
        """"M19d: Water suit: …", the rule's ID and its text."""
        return f"{self.rule}: {self.texts[lang]}"

    def label(self, lang: str, width: int = 64) -> str:
        """The entry in the result list: its ID and the start of its text, marked when it has no demo."""
        text = self.texts[lang]
        short = text if len(text) <= width else text[:width].rsplit(" ", 1)[0] + " …"
        mark = "" if self.demo is not None else f" ({ui('no-demo', lang)})"
        return f"{self.rule}: {short}{mark}"

    @property
    def words(self) -> str:
        """What a query is matched against: the ID and the text in every language, folded."""
        return fold(" ".join([self.rule, *self.texts.values()]))


def rule_entries(game: str, found: Optional[Mapping[str, Demo]] = None) -> list[RuleEntry]:
    """Every rule ID of a game in rulebook order, with its demo from `found` (the game's stored demos by
    default); an unknown game is the Demo API's ValueError."""
    found = demos(game) if found is None else found   # (demos() registers the rulebook, or names the games)
    return [RuleEntry(game, rid, {lang: rule_text(game, rid, lang) for lang in LANGS}, found.get(rid))
            for rid in rule_ids(game)]


def search(entries: Sequence[RuleEntry], query: str) -> list[RuleEntry]:
    """The entries whose ID or words hold every word of the query (one token, as an ID is typed, is matched
    whole; an empty query finds them all): the ID typed first, then (one token) the IDs it starts, then the
    rest, each group in rulebook order."""
    words = fold(query).split()
    if not words:
        return list(entries)
    asked, one = "".join(words), len(query.split()) == 1
    phrase = " ".join(words)    # one token typed ("R-PLAY-3") is matched whole, not word by word
    hits = [e for e in entries if (phrase in e.words if one else all(w in e.words for w in words))]

    def rank(entry: RuleEntry) -> int:
        rid = fold(entry.rule).replace(" ", "")
        return 0 if rid == asked else 1 if one and rid.startswith(asked) else 2
    return sorted(hits, key=rank)   # a stable sort keeps the rulebook order within each group


def _refused(err: TutorError) -> Note:
    """A game refused with a variant: the rule, then the refusal's reason."""
    return lambda lang: (escape(err.text(lang)), "bad")


class DemoShow:
    """A demo stepped on a session: start() puts its position on the board; each play() shows its next
    part: a step is played, a refusal is tried and told to its seat, a set-up's events are told, a
    contrast plays with the variant on, then (second press) with it off; a refused variant says why."""

    def __init__(self, demo: Demo, session: Session):
        self.demo, self.session = demo, session
        self.cursor = 0
        self._start = len(demo.game.history) if demo.kind != "refused" else 0

    @property
    def parts(self) -> int:
        """How many presses the demo has: two for a contrast (on, then off), one otherwise."""
        return 2 if self.demo.kind == "contrast" else 1

    @property
    def done(self) -> bool:
        return self.cursor >= self.parts

    def start(self) -> None:
        """The demo's position, nothing shown yet."""
        self.cursor = 0
        self.session.focus = []
        self.session.replace(self.demo.game)

    def follow(self) -> None:
        """A step demo follows the board's history: taken back to its start (Undo), its step may be played
        again; brought forward (Redo), it is shown again."""
        if self.demo.kind == "step":
            self.cursor = 1 if len(self.session.game.history) > self._start else 0

    def play(self) -> None:
        """Show the demo's next part (after the last one, nothing)."""
        if self.done:
            return
        self.cursor += 1
        d, s = self.demo, self.session
        if d.kind == "refused":
            refusal = d.outcome().refusal
            if refusal is not None:
                s.set_note(_refused(refusal))
            return
        if d.kind == "contrast" and self.cursor == 2:
            s.replace(d.off_game)
        if d.action is None:       # a set-up: its events are told by lines(); the board stays
            return
        mover = s.game.to_move
        refusal = s.try_play(d.action)
        if refusal is not None:
            from .classroom import told_to   # (classroom imports this module)
            s.set_note(told_to(refusal, mover))

    def lines(self, lang: str) -> list[str]:
        """What the demo has shown so far, in words (Demo.happened, a contrast's half after one press)."""
        if self.cursor == 0:
            return []
        said = self.demo.happened(lang)
        if self.demo.kind == "contrast" and self.cursor == 1:
            return said[:1 + len(self.demo.outcome().lines(lang))]
        return said

    def prompt(self, lang: str) -> str:
        """What the next press shows ("" once everything is shown)."""
        if self.done:
            return ""
        return ui("demo-space-off" if self.cursor == 1 else "demo-space", lang)

    @property
    def told_by_panel(self) -> bool:
        """True when the board's explanation panel tells what happened (a step played, a refusal's note), so
        the frame need not say it again; a set-up, a contrast and a refused variant are told by the frame."""
        return self.demo.kind in ("step", "refusal")

    def html(self, lang: str, explaining: bool = True, panel: bool = False) -> str:
        """The demo framed: its rule (ID, then text: its first sentence once something is shown), what to
        watch, and what has happened so far (with `panel`, only what the explanation panel beside the board
        does not tell)."""
        d = self.demo
        text = rule_text(d.name, d.rule, lang)
        if self.cursor and explaining:   # once shown, the rule's first sentence leaves room for what happened
            text = first_sentence(text)
        head = (f"<h3>{escape(d.rule)}</h3><p>{escape(text)}</p>"
                f'<p class="tutor-demo-watch"><b>{escape(d.watch(lang))}</b></p>')
        quiet = not explaining or (panel and self.told_by_panel)
        said = "" if quiet else "".join(f"<p>{escape(line)}</p>" for line in self.lines(lang))
        said = f'<div class="tutor-demo-said">{said}</div>' if said else ""
        prompt = self.prompt(lang)
        tail = f'<p class="tutor-demo-prompt"><small>{escape(prompt)}</small></p>' if prompt else ""
        return f'<div class="tutor-task tutor-demo" data-rule="{escape(d.rule)}">{head}{said}{tail}</div>'


def no_demo_html(entry: RuleEntry, lang: str) -> str:
    """A rule with no demo yet, framed: its ID and text, and that it has no demo."""
    return (f'<div class="tutor-task tutor-demo" data-rule="{escape(entry.rule)}"><h3>{escape(entry.rule)}</h3>'
            f'<p>{escape(entry.texts[lang])}</p><p><b>{escape(ui("no-demo-note", lang))}</b></p></div>')


class _Search(G.PageMessages, W.Text):  # type: ignore[misc, unused-ignore]
    """The search field; the page writes what is typed, and says when Enter is pressed in it."""

    page_writes = frozenset({"value"})

    def __init__(self, on_enter: Callable[[], None], **kwargs: Any):
        super().__init__(**kwargs)
        self._on_enter = on_enter

    def _handle_custom_msg(self, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":
            self._on_enter()


class _Results(G.PageMessages, W.Select):  # type: ignore[misc, unused-ignore]
    """The result list; the page writes the index picked (one of the options)."""

    page_writes = frozenset({"index"})

    def set_state(self, sync_data: Any) -> None:
        """Only an index that is an int of the list."""
        if isinstance(sync_data, dict) and "index" in sync_data:
            index = sync_data["index"]
            if not (isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(self.options)):
                sync_data = {k: v for k, v in sync_data.items() if k != "index"}
        super().set_state(sync_data)


# The result list is a listbox: its arrow keys, Home, End and the page keys move within it (the browser's own),
# so they stop there and never reach the presenter's keys (presenter.js listens on the document). And the list
# shows as picked only the rule open (`selected`, -1: none): some widget front ends pick the first option of a
# list whose options change with nothing picked, and the first ↓ would then skip it; with nothing picked, ↓
# picks the first row.
_LIST_KEYS_ESM = """
const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
function render({ model, el }) {
  function onKey(event) {
    const t = event.target;
    if (!KEYS.has(event.key) || !t || !t.closest || !t.closest(".tutor-rule-results")) return;
    event.stopPropagation();
    // Nothing picked yet: ↓ or Home picks the first row, ↑ or End the last (browsers differ here).
    if (t.tagName === "SELECT" && t.selectedIndex === -1 && t.options.length) {
      event.preventDefault();
      t.selectedIndex = /^(ArrowDown|ArrowRight|Home|PageDown)$/.test(event.key) ? 0 : t.options.length - 1;
      t.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  document.addEventListener("keydown", onKey, true);
  const list = () => {
    const box = el.closest(".tutor-rule-index");
    return box && box.querySelector(".tutor-rule-results select");
  };
  function shown() {
    const s = list();
    if (s && s.selectedIndex !== model.get("selected")) s.selectedIndex = model.get("selected");
  }
  const watch = new MutationObserver(shown);
  function attach(tries) {
    const s = list();
    if (!s) {
      if (tries < 50) setTimeout(() => attach(tries + 1), 100);
      return;
    }
    watch.observe(s, { childList: true, subtree: true });
    shown();
  }
  attach(0);
  model.on("change:selected", shown);
  return () => {
    document.removeEventListener("keydown", onKey, true);
    model.off("change:selected", shown);
    watch.disconnect();
  };
}
export default { render };
"""


class ListKeys(G.PageMessages, anywidget.AnyWidget):  # type: ignore[misc, unused-ignore]
    """Keeps the result list's own keys in the list, and its shown pick the rule open (draws nothing; the page
    writes nothing)."""

    _esm = _LIST_KEYS_ESM
    selected = traitlets.Int(-1).tag(sync=True)   # the row of the rule open among those found (-1: none)

    def __init__(self, **kwargs: Any):
        super().__init__(**kwargs)
        self.add_class("tutor-announce")   # never seen, never taking room


class RuleIndex(G.VBox):  # type: ignore[misc, unused-ignore]
    """A labelled search field over a labelled list of a game's rules; picking one (a click, the arrow keys
    in the list, or Enter in the field for the first result) calls on_pick with its entry. What is found
    is counted under the list and said once in a polite live region."""

    def __init__(self, entries: Sequence[RuleEntry], on_pick: Callable[[RuleEntry], None],
                 language: Language = LANGUAGE, rows: int = 4, container: str = ".tutor-presenter"):
        self.entries, self.on_pick, self.language = list(entries), on_pick, language
        self.found: list[RuleEntry] = list(self.entries)
        self.picked: Optional[str] = None
        self._relisting = False
        self.field = _Search(self.pick_first, continuous_update=True, layout=W.Layout(width="auto"),
                             style={"description_width": "initial", "font_size": "20px"})
        self.field.add_class("tutor-rule-search")
        self.field.observe(self._typed, "value")
        self.results = _Results(rows=rows, layout=W.Layout(width="auto"), style={"description_width": "initial"})
        self.results.add_class("tutor-rule-results")
        self.results.observe(self._chosen, "value")
        self.count = G.HTML()
        self.count.add_class("tutor-rule-count")
        self.news = Announcer(container=container)
        self.list_keys = ListKeys()
        super().__init__([self.field, self.results, self.count, self.news, self.list_keys],
                         layout=W.Layout(width="100%", flex="1 1 100%", align_items="stretch"))
        self.add_class("tutor-rule-index")
        self._watch = Observers()
        self._watch.observe(language, lambda _c: self.render(), "code")
        self.render()

    def _typed(self, change: dict[str, Any]) -> None:
        self.find(change["new"] or "")

    def _chosen(self, change: dict[str, Any]) -> None:
        if not self._relisting and change["new"] is not None:
            self.pick(change["new"])

    def find(self, query: str) -> list[RuleEntry]:
        """List the rules the query finds, count them and say how many."""
        self.found = search(self.entries, query)
        self.render()
        self.news.say(plain(self.count.value))
        return self.found

    def pick(self, rule: str) -> None:
        """Open a rule of the game (one of the entries; anything else: nothing)."""
        entry = next((e for e in self.entries if e.rule == rule), None)
        if entry is None:
            return
        self.picked = rule
        self._select()
        self.on_pick(entry)

    def pick_first(self) -> None:
        """Enter in the field: open the first rule found."""
        if self.found:
            self.pick(self.found[0].rule)

    def neighbour(self, step: int) -> Optional[str]:
        """The rule before (-1) or after (+1) the one open among those found (the first or last found
        when none of them is open; None past either end)."""
        ids = [e.rule for e in self.found]
        if not ids:
            return None
        if self.picked not in ids:
            return ids[0] if step > 0 else ids[-1]
        at = ids.index(self.picked) + step
        return ids[at] if 0 <= at < len(ids) else None

    def _select(self) -> None:
        """The list shows the open rule picked when it is among those found."""
        ids = [e.rule for e in self.found]
        value = self.picked if self.picked in ids else None
        if self.results.value != value:
            self._relisting = True
            self.results.value = value
            self._relisting = False
        if hasattr(self, "list_keys"):
            self.list_keys.selected = ids.index(value) if value is not None else -1

    def render(self) -> None:
        """The labels, the list and its count in the page's language."""
        lang = self.language.code
        self.field.description = ui("rule-search", lang)
        self.field.placeholder = ui("rule-search-hint", lang)
        self.results.description = ui("rule-list", lang)
        options = [(e.label(lang), e.rule) for e in self.found]
        if list(self.results.options) != options:
            self._relisting = True
            self.results.value = None
            self.results.options = options
            self._relisting = False
        self._select()
        query = (self.field.value or "").strip()
        n = len(self.found)
        if not query:
            game = self.entries[0].game.capitalize() if self.entries else ""
            said = ui("rules-all", lang, n=n, game=game)
        elif n == 0:
            said = ui("rules-none", lang, query=query)
        else:
            said = count(n, "{n} rule found.", "{n} rules found.")(lang)
        self.count.value = f"<small>{escape(said)}</small>"

    def close(self) -> None:
        """Stop following the language and close the index's widgets."""
        close_own(self)
        super().close()


class RuleDemo(G.VBox):  # type: ignore[misc, unused-ignore]
    """One rule's demo as a live board: the rule's text and what to watch above a Table with Undo and Redo;
    "Play the step" (or Space, the presenter's key) shows the demo's next part, ← its start again."""

    def __init__(self, demo: Demo, adapter: ClickAdapter, language: Language = LANGUAGE):
        self.demo, self.language = demo, language
        self.session = Session(demo.game, seat=None)
        self.show = DemoShow(demo, self.session)
        self.frame = G.HTML()
        self.frame.add_class("tutor-frame")
        self.step_button = G.Button(button_style="primary", layout=W.Layout(width="auto"))
        self.reset_button = G.Button(layout=W.Layout(width="auto"))
        for b in (self.step_button, self.reset_button):
            b.add_class("tutor-button")
        self.step_button.add_class("tutor-continue")
        self.step_button.on_click(lambda _b: self.play())
        self.reset_button.on_click(lambda _b: self.start())
        self.stage = Stage(on_key=self.key, container=".tutor-rule-demo", listen=True, language=language)
        self.table = Table(self.session, adapter, language, hints=False, controls=("undo",))
        bar = G.HBox([self.step_button, self.reset_button, self.stage])
        bar.add_class("tutor-presenter-bar")
        super().__init__([self.frame, bar, self.table])
        self.add_class("tutor-rule-demo")
        self._watch = Observers()
        self._watch.observe(self.session, self._moved, "version")
        self._watch.observe(language, lambda _c: self.render(), "code")
        self.start()

    def _moved(self, _change: object) -> None:
        self.show.follow()
        self.render()

    def start(self) -> None:
        """The demo's position again, nothing shown yet."""
        self.show.start()
        self.render()

    def play(self) -> None:
        """The demo's next part."""
        self.show.play()
        self.render()

    def key(self, key: str) -> None:
        """A presenter key: step plays, reset starts again; the rest mean nothing here."""
        if key == "step":
            self.play()
        elif key == "reset":
            self.start()

    def render(self) -> None:
        lang = self.language.code
        self.frame.value = self.show.html(lang)
        self.step_button.description = ui("play-step", lang)
        self.step_button.disabled = self.show.done
        self.reset_button.description = ui("start-again", lang)

    def close(self) -> None:
        """Close the demo's widgets (not the shared language)."""
        close_own(self)
        super().close()


__all__ = ["RuleEntry", "rule_entries", "search", "fold", "DemoShow", "RuleIndex", "RuleDemo", "no_demo_html"]
