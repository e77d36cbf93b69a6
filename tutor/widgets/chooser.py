"""ActionChooser: pick among the legal actions of one slot (card and source, then what to take)."""
from __future__ import annotations

from typing import Callable, Optional

import ipywidgets as W

from ..muros.notation import Placement, parse
from .labels import Lang, label, resolve
from .style import choice_style


def _card_key(p: Placement) -> tuple[str, bool]:
    return p.colour, p.pile


class ActionChooser(W.HBox):
    """Buttons built from a slot's legal actions; calls on_pick(action) once a full action is chosen."""

    def __init__(self, on_pick: Callable[[str], None], lang: Optional[Lang] = None):
        self.lang = resolve(lang)
        self.on_pick = on_pick
        self.actions: list[str] = []
        self.card: Optional[tuple[str, bool]] = None
        self._pool: list[W.Button] = []
        self.cancel_button = W.Button(layout=W.Layout(width="auto"))
        self.cancel_button.add_class("tutor-muros-cancel")
        self.cancel_button.on_click(lambda _b: self.clear())
        self.prompt = W.HTML()
        super().__init__(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.add_class("tutor-muros-chooser")
        self.lang.observe(lambda _c: self._render(), "code")
        self._render()

    # -- state --------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        """True while a choice is being offered."""
        return bool(self.actions)

    def offer(self, actions: list[str]) -> None:
        """Offer these actions (all on one slot); a single card skips straight to the take."""
        self.actions = list(actions)
        cards = list(dict.fromkeys(_card_key(parse(a)) for a in self.actions))
        self.card = cards[0] if len(cards) == 1 else None
        self._render()

    def clear(self) -> None:
        """Close the chooser."""
        self.actions, self.card = [], None
        self._render()

    def options(self) -> list[tuple[str, str]]:
        """What is offered now: (button text, action or card key) pairs, in order."""
        return [(b.description, b._tutor_value) for b in self.children if hasattr(b, "_tutor_value")]

    def pick(self, index: int) -> None:
        """Click the index-th offered button (cancel excluded)."""
        buttons = [b for b in self.children if hasattr(b, "_tutor_value")]
        buttons[index].click()

    # -- rendering ------------------------------------------------------------------
    def _button(self, i: int) -> W.Button:
        while len(self._pool) <= i:
            b = W.Button(layout=W.Layout(width="auto", min_width="5em"))
            b.on_click(self._clicked)
            self._pool.append(b)
        return self._pool[i]

    def _render(self) -> None:
        lang = self.lang.code
        self.cancel_button.description = label("cancel", lang)
        if not self.actions:
            self.children = ()
            return
        parsed = [(a, parse(a)) for a in self.actions]
        buttons = []
        if self.card is None:                       # stage 1: which card, from where
            slot = parsed[0][1].slot
            self.prompt.value = f"<b>{label('choose-card', lang, slot=slot)}</b>"
            for a, p in parsed:
                key = _card_key(p)
                if any(getattr(b, "_tutor_value", None) == key for b in buttons):
                    continue
                b = self._button(len(buttons))
                b.description = label("from-pile" if p.pile else "from-hand", lang, letter=p.colour)
                b.style = choice_style(p.colour)
                b._dom_classes = ("tutor-muros-choice", f"tutor-muros-choice-{p.colour}-{'pile' if p.pile else 'hand'}")
                b._tutor_value = key
                buttons.append(b)
        else:                                       # stage 2: what to take (phase 2)
            mine = [(a, p) for a, p in parsed if _card_key(p) == self.card]
            self.prompt.value = f"<b>{label('choose-take', lang, action=mine[0][0].split(' take')[0])}</b>"
            for a, p in mine:
                b = self._button(len(buttons))
                if p.take is None:
                    b.description = label("blocked", lang, letter=p.colour)
                    b.style = choice_style(p.colour)
                elif p.take == "none":
                    b.description = label("take-none", lang)
                    b.style = choice_style()
                else:
                    b.description = label("take", lang, letter=p.take)
                    b.style = choice_style(p.take)
                b._dom_classes = ("tutor-muros-choice", f"tutor-muros-take-{p.take or 'block'}")
                b._tutor_value = a
                buttons.append(b)
        for b in self._pool[len(buttons):]:
            if hasattr(b, "_tutor_value"):
                del b._tutor_value
        self.children = (self.prompt, *buttons, self.cancel_button)

    def _clicked(self, button: W.Button) -> None:
        value = button._tutor_value
        if isinstance(value, tuple):                # a card: either done or on to the take
            mine = [a for a in self.actions if _card_key(parse(a)) == value]
            if len(mine) == 1:
                self.clear()
                self.on_pick(mine[0])
                return
            self.card = value
            self._render()
            return
        self.clear()
        self.on_pick(value)
