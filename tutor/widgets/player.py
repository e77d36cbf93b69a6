"""StepPlayer: one phase-1 placement in stages (card, count, remove, slide), built from its events."""
from __future__ import annotations

from typing import NamedTuple, Optional

import ipywidgets as W

from ..core import Event, Step
from .labels import Lang, label, line_name, resolve
from .style import EMPTY_MARK, Looks

class Frame(NamedTuple):
    """One stage: the line (written from the card's end), the indices to outline, and its event."""

    stage: str
    line: str
    marked: tuple[int, ...]
    event: Event


def frames_of(step: Step) -> list[Frame]:
    """The stages of a phase-1 placement from its events' data ([] for any other step)."""
    events = {e.kind: e for e in step.events}
    place = events.get("place")
    start = events.get("count") or events.get("zero")
    if place is None or start is None:
        return []
    cells = [tuple(c) for c in start.data["cells"]]
    line = start.data["line"]
    out = [Frame("place", line, (), place)]
    if start.kind == "zero":
        out.append(Frame("zero", line, (), start))
    else:
        counted = tuple(cells.index(tuple(c)) for c in start.data["counted"])
        out.append(Frame("count", line, counted, start))
        rem = events["remove"]
        gone = tuple(sorted(cells.index(tuple(c)) for c in rem.data["cells"]))
        out.append(Frame("remove", rem.data["line"], gone, rem))
    slide = events.get("slide")
    if slide is not None:
        after = slide.data["line"]
        moved = tuple(i for i, t in enumerate(after) if t != ".")
        out.append(Frame("slide", after, moved, slide))
    return out


class StepPlayer(W.VBox):
    """Next/Back through one placement's stages; the line is drawn as it lies on the board."""

    def __init__(self, step: Optional[Step] = None, lang: Optional[Lang] = None, size: str = "normal"):
        self.lang = resolve(lang)
        self.looks = Looks(size)
        self.step: Optional[Step] = None
        self.frames: list[Frame] = []
        self.index = 0
        self.card = W.Button(layout=self.looks.cell_layout)
        self.card.add_class("tutor-step-card")
        self.tokens = [W.Button(layout=self.looks.cell_layout) for _ in range(9)]
        for i, b in enumerate(self.tokens):
            b.add_class("tutor-step-token")
        self.strip = W.HBox(layout=W.Layout(grid_gap="2px"))
        self.strip.add_class("tutor-step-strip")
        self.caption = W.HTML()
        self.text = W.HTML()
        self.text.add_class("tutor-step-text")
        self.where = W.HTML()
        self.back_button = W.Button(layout=W.Layout(width="auto"))
        self.back_button.add_class("tutor-step-back")
        self.next_button = W.Button(layout=W.Layout(width="auto"))
        self.next_button.add_class("tutor-step-next")
        self.back_button.on_click(lambda _b: self.back())
        self.next_button.on_click(lambda _b: self.next())
        nav = W.HBox([self.back_button, self.next_button, self.where], layout=W.Layout(align_items="center"))
        super().__init__([self.caption, self.strip, self.text, nav])
        self.add_class("tutor-step-player")
        self.lang.observe(lambda _c: self.render(), "code")
        self.load(step)

    # -- API ----------------------------------------------------------------------
    @property
    def frame(self) -> Optional[Frame]:
        """The stage shown now (None when there is no placement)."""
        return self.frames[self.index] if self.frames else None

    def load(self, step: Optional[Step]) -> None:
        """Show this step from its first stage (a non-placement shows a hint)."""
        self.step = step
        self.frames = frames_of(step) if step is not None else []
        self.index = 0
        self.render()

    def next(self) -> None:
        """The next stage (stays on the last)."""
        self.index = min(self.index + 1, max(len(self.frames) - 1, 0))
        self.render()

    def back(self) -> None:
        """The previous stage (stays on the first)."""
        self.index = max(self.index - 1, 0)
        self.render()

    def shown_line(self) -> str:
        """The line as the token buttons show it, from the card's end."""
        shown = "".join(b.description.replace(EMPTY_MARK, ".") for b in self.tokens)
        return shown[::-1] if self._reversed() else shown

    # -- rendering -------------------------------------------------------------------
    def _reversed(self) -> bool:
        """East and South cards sit at the right: the strip then reads far -> near."""
        return bool(self.frames) and self._slot()[0] in "ES"

    def _slot(self) -> str:
        return self.frames[0].event.data["slot"]

    def render(self) -> None:
        """Draw the current stage in the current language."""
        lang = self.lang.code
        self.back_button.description = label("back", lang)
        self.next_button.description = label("next", lang)
        frame = self.frame
        if frame is None:
            self.caption.value = ""
            self.text.value = f"<i>{label('no-placement', lang)}</i>"
            self.where.value = ""
            self.strip.children = ()
            self.back_button.disabled = self.next_button.disabled = True
            return
        slot = self._slot()
        colour = self.frames[0].event.data["colour"]
        self.caption.value = label("line-caption", lang, line=line_name(slot, lang, capital=True), slot=slot)
        self.card.description = colour
        self.card.style = self.looks.card[colour]
        order = range(8, -1, -1) if self._reversed() else range(9)
        shown = []
        for pos, i in enumerate(order):
            b = self.tokens[pos]
            t = frame.line[i]
            b.description = EMPTY_MARK if t == "." else t
            b.style = self.looks.token[t]
            b._dom_classes = ("tutor-step-token", f"tutor-step-token-{pos + 1}") + (
                ("tutor-hl",) if i in frame.marked else ())
            shown.append(b)
        self.strip.children = tuple(shown + [self.card] if self._reversed() else [self.card] + shown)
        ev = frame.event
        self.text.value = (f"<b>{label('stage-' + frame.stage, lang)}</b> "
                           f"<code class='tutor-rule'>{ev.rule}</code> {ev.text(lang)}")
        self.where.value = label("frame", lang, i=self.index + 1, n=len(self.frames))
        self.back_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.frames) - 1
