"""ExplainPanel: the events of the latest steps with their rule IDs; each ID opens the rule's text."""
from __future__ import annotations

from typing import Optional, Sequence

import ipywidgets as W

from ..core import Step
from ..core.i18n import rule_text
from .labels import Lang, label, resolve


class _Row:
    """One pooled line of the panel: a rule button (hidden for headings) and its text."""

    def __init__(self, panel: "ExplainPanel"):
        self.button = W.Button(layout=W.Layout(width="5.5em", min_width="5.5em"))
        self.button.add_class("tutor-rule")
        self.button.on_click(lambda b: panel.open_rule(b.description))
        self.html = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self.box = W.HBox([self.button, self.html], layout=W.Layout(align_items="flex-start"))

    def show(self, rule: Optional[str], html: str) -> None:
        if rule is None:
            self.box.children = (self.html,)
        else:
            self.button.description = rule
            self.button._dom_classes = ("tutor-rule", f"tutor-rule-{rule}")
            self.box.children = (self.button, self.html)
        self.html.value = html


class ExplainPanel(W.VBox):
    """Shows steps' events (rule ID + text in the current language) and the text of a chosen rule."""

    def __init__(self, steps: Sequence[Step] = (), lang: Optional[Lang] = None, game: str = "muros",
                 session=None):
        self.lang = resolve(lang if session is None else session.lang)
        self.game = game
        self.session = session
        self._steps: list[Step] = list(steps)
        self.rule: Optional[str] = None
        self._rows: list[_Row] = []
        self.title = W.HTML()
        self.hint = W.HTML()
        self.body = W.VBox()
        self.rule_box = W.HTML()
        self.rule_box.add_class("tutor-rule-text-box")
        super().__init__([self.title, self.body, self.hint, self.rule_box])
        self.add_class("tutor-explain")
        self.lang.observe(lambda _c: self.render(), "code")
        if session is not None:
            session.observe(lambda _c: self.show(session.steps), "version")
            self._steps = session.steps
        self.render()

    # -- API ------------------------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        """The steps shown."""
        return list(self._steps)

    def show(self, steps: Sequence[Step]) -> None:
        """Explain these steps (replacing what was shown)."""
        self._steps = list(steps)
        self.render()

    def open_rule(self, rule: Optional[str]) -> None:
        """Show the full text of one rule (None closes it)."""
        self.rule = rule
        self._render_rule()

    def rule_buttons(self) -> list[W.Button]:
        """The rule-ID buttons now visible, in order."""
        return [r.button for r in self._rows[: self._used] if r.button in r.box.children]

    def text(self) -> str:
        """Everything the panel shows as plain text (rule IDs and sentences), for checks."""
        import re
        parts = [self.title.value]
        for row in self._rows[: self._used]:
            if row.button in row.box.children:
                parts.append(row.button.description)
            parts.append(row.html.value)
        parts.append(self.rule_box.value)
        return re.sub(r"<[^>]+>", "", "\n".join(parts))

    # -- rendering ----------------------------------------------------------------------
    def _row(self, i: int) -> _Row:
        while len(self._rows) <= i:
            self._rows.append(_Row(self))
        return self._rows[i]

    def render(self) -> None:
        """Re-render every text in the current language."""
        lang = self.lang.code
        self.title.value = f"<b>{label('explain-title', lang)}</b>"
        n = 0
        if not self._steps:
            self._row(0).show(None, f"<i>{label('explain-empty', lang)}</i>")
            n = 1
        for step in self._steps:
            who = "" if step.seat is None else f"P{step.seat + 1}"
            head = label("step-head", lang, n=step.index + 1, who=who, action=step.action)
            self._row(n).show(None, f"<b>{head}</b>")
            n += 1
            for ev in step.events:
                self._row(n).show(ev.rule, ev.text(lang))
                n += 1
        self._used = n
        self.body.children = tuple(r.box for r in self._rows[:n])
        self.hint.value = f"<small>{label('open-rule', lang)}</small>" if self._steps else ""
        self._render_rule()

    def _render_rule(self) -> None:
        if not self.rule:
            self.rule_box.value = ""
            return
        try:
            text = rule_text(self.game, self.rule, self.lang.code)
        except KeyError:
            text = ""
        self.rule_box.value = f"<div class='tutor-rule-text'><b>{self.rule}</b>: {text}</div>"
