"""MurosBoard: 9x9 token buttons and the 36 slots around them; clicks play or ask why not."""
from __future__ import annotations

from typing import Optional

import ipywidgets as W

from ..core.i18n import rule_text
from ..muros import LINE_CELLS, SLOTS
from ..muros.notation import PASS, parse
from ..muros.view import INK, PALETTE
from .chooser import ActionChooser
from .labels import colour_name, label
from .session import MurosSession, try_play
from .style import EMPTY_MARK, Looks

SIZE = 9


def _grid_position(slot: str) -> tuple[int, int]:
    """(row, col) of a slot in the 11x11 grid (cells occupy 1..9)."""
    side, i = slot[0], int(slot[1:])
    return {"W": (i, 0), "E": (i, SIZE + 1), "N": (0, i), "S": (SIZE + 1, i)}[side]


class MurosBoard(W.VBox):
    """The board of a MurosSession as seen by `seat` (None: every hand shown, as in class)."""

    def __init__(self, session: MurosSession, seat: Optional[int] = None, size: str = "normal"):
        self.session = session
        self.lang = session.lang
        self.seat = seat
        self.looks = Looks(size)
        self.highlight: set[tuple[int, int]] = set()
        self._legal: dict[str, list[str]] = {}
        # Buttons are born with their first looks: each later trait change costs a message to the browser.
        first = session.game.view(seat)
        self._first_board, self._first_slots = first["board"], first["slots"]
        self.cells: list[list[W.Button]] = [[self._make_cell(r, c) for c in range(SIZE)] for r in range(SIZE)]
        self.slots: dict[str, W.Button] = {s: self._make_slot(s) for s in SLOTS}
        grid: list[list[W.Widget]] = [[None] * (SIZE + 2) for _ in range(SIZE + 2)]  # type: ignore[list-item]
        for r in range(SIZE):
            for c in range(SIZE):
                grid[r + 1][c + 1] = self.cells[r][c]
        for s, b in self.slots.items():
            gr, gc = _grid_position(s)
            grid[gr][gc] = b
        corner = W.Box(layout=self.looks.spacer_layout)
        self.grid = W.GridBox([w if w is not None else corner for row in grid for w in row],
                              layout=W.Layout(grid_template_columns=self.looks.grid_columns(),
                                              grid_gap="2px", width="max-content"))
        self.grid.add_class("tutor-muros-grid")
        self.status = W.HTML()
        self.status.add_class("tutor-muros-status")
        self.note = W.HTML()
        self.note.add_class("tutor-muros-note")
        self.info = W.HTML()
        self.info.add_class("tutor-muros-hands")
        self.chooser = ActionChooser(self._picked, session.lang)
        self.bots_button = W.Button(layout=W.Layout(width="auto"))
        self.bots_button.add_class("tutor-muros-bots")
        self.bots_button.on_click(lambda _b: self.session.bots_play())
        self.pass_button = W.Button(layout=W.Layout(width="auto"))   # shown only when "pass" is legal (A9)
        self.pass_button.add_class("tutor-muros-pass")
        self.pass_button.on_click(lambda _b: self.click_pass())
        super().__init__([self.status, self.grid, self.chooser, self.note, self.info])
        self.add_class("tutor-muros-board")
        session.observe(lambda _c: self.refresh(), "version")
        session.observe(lambda _c: self._render_note(), "note")
        self.lang.observe(lambda _c: self.refresh(), "code")
        self.refresh()

    # -- building -----------------------------------------------------------------
    def _make_cell(self, r: int, c: int) -> W.Button:
        t = self._first_board[r][c]
        b = W.Button(description=EMPTY_MARK if t == "." else t, layout=self.looks.cell_layout, style=self.looks.token[t],
                     tooltip=self._cell_tip(r, c, t, self.lang.code),
                     _dom_classes=("tutor-muros-cell", f"tutor-muros-cell-r{r + 1}c{c + 1}"))
        b.on_click(lambda _b, r=r, c=c: self.click_cell(r, c))
        return b

    def _make_slot(self, slot: str) -> W.Button:
        card = self._first_slots[slot]
        b = W.Button(description=card or slot, layout=self.looks.cell_layout,
                     style=self.looks.card[card] if card else self.looks.slot_idle,
                     _dom_classes=("tutor-muros-slot", f"tutor-muros-slot-{slot}"))
        b.on_click(lambda _b, s=slot: self.click_slot(s))
        return b

    # -- access ---------------------------------------------------------------------
    def cell_button(self, row: int, col: int) -> W.Button:
        """The button of cell (row, col), 0-based like the engine's cells."""
        return self.cells[row][col]

    def slot_button(self, slot: str) -> W.Button:
        """The button of a slot such as "W3"."""
        return self.slots[slot]

    def shown_board(self) -> list[str]:
        """The 9 rows as the buttons show them (letters, '.' for empty)."""
        return ["".join(b.description.replace(EMPTY_MARK, ".") for b in row) for row in self.cells]

    def shown_slots(self) -> dict[str, Optional[str]]:
        """Each slot's card letter as shown, or None."""
        return {s: (b.description if b.description in ("Y", "B", "R", "G") else None)
                for s, b in self.slots.items()}

    def legal_slots(self) -> list[str]:
        """The slots highlighted as legal now."""
        return [s for s, b in self.slots.items() if "tutor-legal" in b._dom_classes]

    # -- clicks -----------------------------------------------------------------------
    def click_slot(self, slot: str) -> None:
        """Play (or open the chooser) on a legal slot; otherwise explain why not."""
        game = self.session.game
        actions = self._legal.get(slot, [])
        if not actions:
            reason = game.why_not(self._probe(slot))
            self.chooser.clear()
            if reason is None:      # cannot happen: _legal comes from legal_actions()
                return
            self.session.set_note(lambda lang, s=slot, r=reason: self._reason_html(s, r, lang))
            return
        if len(actions) == 1:
            self._picked(actions[0])
            return
        self.chooser.offer(actions)
        self.session.set_note(None)

    def click_pass(self) -> None:
        """Pass (variant ALLOW_PASS), or say why not."""
        if PASS in self.session.game.legal_actions():
            self._picked(PASS)
            return
        reason = self.session.game.why_not(PASS)
        if reason is not None:
            self.session.set_note(reason.text)

    def click_cell(self, row: int, col: int) -> None:
        """Say what lies on a cell (its colour in words as well as the letter)."""
        t = self.session.game.view(self.seat)["board"][row][col]

        def note(lang: str) -> str:
            what = label("cell-empty", lang) if t == "." else label(
                "token", lang, colour=colour_name(t, lang), letter=t)
            return label("cell-info", lang, cell=f"r{row + 1}c{col + 1}", what=what)
        self.session.set_note(note)

    def _probe(self, slot: str) -> str:
        """An action on `slot` with a card the seat could use, to ask the engine why not."""
        game = self.session.game
        view = game.view(None)
        seat = game.to_move
        hand = view["hands"][seat] if seat is not None else {}
        for c in "YBRG":
            if isinstance(hand, dict) and hand.get(c):
                return f"{c}@{slot}"
        for c in "YBRG":
            if view["piles"][c]:
                return f"{c}@{slot} pile"
        return f"Y@{slot}"

    def _picked(self, action: str) -> None:
        err = try_play(self.session, action)
        if err is not None:         # the engine refused: show its reason
            self.session.set_note(lambda lang, e=err: e.text(lang))

    # -- rendering ----------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw tokens, slots, legality, status and hands from the engine."""
        game = self.session.game
        view = game.view(self.seat)
        lang = self.lang.code
        self._legal = {}
        for a in game.legal_actions():
            p = parse(a)
            if p is not None:           # "pass" (ALLOW_PASS) has its own button
                self._legal.setdefault(p.slot, []).append(a)
        self.highlight = self._recent_lines()
        looks = self.looks
        for r, row in enumerate(view["board"]):
            for c, t in enumerate(row):
                b = self.cells[r][c]
                b.description = EMPTY_MARK if t == "." else t
                b.style = looks.token[t]
                b.tooltip = self._cell_tip(r, c, t, lang)
                hl = (r, c) in self.highlight
                if hl != ("tutor-hl" in b._dom_classes):
                    (b.add_class if hl else b.remove_class)("tutor-hl")
        for s, card in view["slots"].items():
            b = self.slots[s]
            legal = s in self._legal
            if card:
                b.description, b.style = card, looks.card[card]
                b.tooltip = label("slot-card", lang, slot=s, colour=colour_name(card, lang), letter=card)
            else:
                b.description = s
                b.style = looks.slot_legal if legal else looks.slot_idle
                b.tooltip = label("slot-empty", lang, slot=s)
            if legal != ("tutor-legal" in b._dom_classes):
                (b.add_class if legal else b.remove_class)("tutor-legal")
        self.chooser.clear()
        self._render_status(view, lang)
        self._render_info(view, lang)
        self._render_note()

    def _recent_lines(self) -> set[tuple[int, int]]:
        """The cells of the lines the last action's steps played on (outlined on the board)."""
        cells: set[tuple[int, int]] = set()
        for step in self.session.steps:
            p = parse(step.action)
            if p is not None:
                cells.update(LINE_CELLS[p.slot])
        return cells

    def _cell_tip(self, r: int, c: int, t: str, lang: str) -> str:
        what = label("cell-empty", lang) if t == "." else label("token", lang, colour=colour_name(t, lang), letter=t)
        return f"r{r + 1}c{c + 1}: {what}"

    def _render_status(self, view: dict, lang: str) -> None:
        game = self.session.game
        bots = self.session.bots
        if game.is_over:
            res = game.result()
            text = label("game-over", lang, winners=", ".join(f"P{s + 1}" for s in res.winners),
                         scores=" / ".join(map(str, res.scores)))
        else:
            seat = view["to_move"] + 1
            text = label("to-move", lang, seat=seat, phase=view["phase"], placed=view["placed"])
            if self.session.is_bot(view["to_move"]):
                text += "<br>" + label("bot-to-move", lang, seat=seat)
            else:
                text += "<br>" + label("click-legal", lang, seat=seat)
        self.status.value = f"<div>{text}</div>"
        self.bots_button.description = label("bots-play", lang)
        self.pass_button.description = label("pass", lang)
        show_bots = bool(bots) and not game.is_over and self.session.is_bot(game.to_move)
        buttons = ([self.bots_button] if show_bots else []) + (
            [self.pass_button] if PASS in game.legal_actions() else [])
        self.children = [self.status] + buttons + [self.grid, self.chooser, self.note, self.info]

    def _render_info(self, view: dict, lang: str) -> None:
        def chips(counts: dict) -> str:
            return " ".join(_chip(c, n) for c, n in counts.items())
        rows = []
        for s, hand in enumerate(view["hands"]):
            shown = chips(hand) if isinstance(hand, dict) else label("hand-hidden", lang, n=hand)
            cap = view["captured"][s]
            caps = chips(cap) if isinstance(cap, dict) else str(cap)
            mark = "▶ " if view["to_move"] == s else ""
            rows.append(f"<tr><td><b>{mark}P{s + 1}</b></td><td>{shown}</td><td>{caps}</td></tr>")
        self.info.value = (
            f"<table><tr><th></th><th>{label('hands', lang)}</th><th>{label('captured', lang)}</th></tr>"
            + "".join(rows) + f"</table><div>{label('piles', lang)}: {chips(view['piles'])}</div>")

    def _render_note(self) -> None:
        note = self.session.note
        self.note.value = "" if note is None else f"<div>{note(self.lang.code)}</div>"

    def _reason_html(self, slot: str, reason, lang: str) -> str:
        text = label("why-not", lang, slot=slot, reason=reason.text(lang))
        try:
            rule = rule_text("muros", reason.rule, lang) if reason.rule else ""
        except KeyError:
            rule = ""
        return f"<b>{text}</b>" + (f"<div class='tutor-rule-text'>{reason.rule}: {rule}</div>" if rule else "")


def _chip(letter: str, n: int) -> str:
    """A coloured card/token chip with its letter and count (colour is never the only cue)."""
    return (f"<span style='background:{PALETTE[letter]};color:{INK[letter]};border:1px solid #333;"
            f"border-radius:3px;padding:0 4px;margin-right:3px;font-weight:bold'>{letter}{n}</span>")
