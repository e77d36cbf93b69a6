"""The explanation panel: feedback on top, then the steps newest first (older ones folded), each event
with its rule ID, which opens the rule's text right there. One HTML widget: one message per change."""
from __future__ import annotations

from html import escape
from typing import Callable, Optional, Sequence


from ...core import Step
from ...core.i18n import rule_text, seat_label
from . import guarded as G
from .language import LANGUAGE, Language
from .observers import Observers
from .session import Session
from .texts import ui

SHOWN_STEPS = 40  # the panel keeps the newest steps; the history slider reaches the rest
Chip = Callable[[str, str, str], str]  # (game, rule ID, lang) -> the rule chip's HTML


def rule_chip(game: str, rule: Optional[str], lang: str) -> str:
    """A rule ID that opens its text in place (no kernel round trip)."""
    if not rule:
        return ""
    try:
        text = rule_text(game, rule, lang)
    except KeyError:
        return f'<code class="tutor-rule-id">{escape(rule)}</code>'
    return (f'<details class="tutor-rule" data-rule="{escape(rule)}"><summary>{escape(rule)}</summary>'
            f'<div>{escape(text)}</div></details>')


def event_lines(game: str, step: Step, seat: Optional[int], lang: str, chip: Chip = rule_chip) -> str:
    """A step's events as the seat may know them, one line each with its rule chip."""
    return "".join(f'<div class="tutor-event">{chip(game, e.rule, lang)} {escape(e.text(lang))}</div>'
                   for e in step.seen_by(seat))


def step_heading(step: Step, seat: Optional[int], bots: Sequence[int], lang: str) -> str:
    """'Step 3: P2 (bot)': who decided; what was decided is told by the step's events, in the learner's
    language and only as far as the seat may know it (the notation is English and may name hidden cards)."""
    who = seat_label(step.seat)
    if step.seat is not None and step.seat == seat:
        who += f" ({ui('you', lang)})"
    elif step.seat in bots:
        who += f" ({ui('bot', lang)})"
    return ui("step-head", lang, n=step.index + 1, who=who)


class ExplanationPanel(G.HTML):  # type: ignore[misc, unused-ignore]  # ipywidgets has no type hints
    """Fixed height, its own scroll; the newest step on top and open, older steps folded. `chip` draws
    each rule ID (a lesson's chips say where the course teaches a rule not met yet)."""

    def __init__(self, session: Session, language: Language = LANGUAGE, title: bool = True,
                 chip: Chip = rule_chip):
        super().__init__()
        self.add_class("tutor-panel")
        self.session, self.language, self.title, self.chip = session, language, title, chip
        self._watch = Observers()
        self._watch.observe(session, self._changed, "version")
        self._watch.observe(session, self._changed, "note")
        self._watch.observe(language, self._changed, "code")
        self.render()

    def _changed(self, _change: object) -> None:
        self.render()

    def close(self) -> None:
        """Stop following the session and the language, and close (with its layout and style)."""
        self._watch.close()
        self.layout.close()
        self.style.close()
        super().close()

    def render(self) -> None:
        """Redraw from the session (one trait change)."""
        self.value = self.html(self.language.code)

    def html(self, lang: str) -> str:
        s = self.session
        game, seat = s.game, s.viewer
        parts = [f"<h4>{escape(ui('panel-title', lang))}</h4>"] if self.title else []
        if s.note is not None:
            text, kind = s.note(lang)
            parts.append(f'<div class="tutor-note{" tutor-good" if kind == "good" else ""}">{text}</div>')
        history = game.history
        parts.append(f'<span class="tutor-step-count" data-count="{len(history)}" hidden></span>')
        if not history and s.note is None:   # beside a refusal it would read as the refusal's sequel
            parts.append(f"<p>{escape(ui('panel-empty', lang))}</p>")
        for k, step in enumerate(reversed(history[-SHOWN_STEPS:])):
            head = escape(step_heading(step, seat, list(s.bots), lang))
            body = event_lines(game.name, step, seat, lang, self.chip)
            parts.append(f'<details class="tutor-step"{" open" if k == 0 else ""}><summary>{head}</summary>'
                         f"{body}</details>")
        return "".join(parts)
