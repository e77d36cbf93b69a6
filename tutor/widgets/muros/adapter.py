"""What a click on the Muros board means: a slot, then the card and its source, then (in phase 2) the
colour to take; and the board as the learner's seat sees it, with the last move framed."""
from __future__ import annotations

from typing import Any, Optional

from ...core.i18n import check_lang, count, seat_label
from ...muros.board import CARD_COLOURS, SLOTS, read_line
from ...muros.notation import parse
from ...muros.view import INK, PALETTE
from ..base.session import Session

WORDS: dict[str, dict[str, Any]] = {
    "en": {"colour": {"Y": "yellow", "B": "blue", "R": "red", "G": "green"},
           "hand": "{colour} card from your hand", "pile": "{colour} card from the {colour} pile",
           "take": "take the {colour} tokens ({n})", "take-none": "take nothing",
           "block": "place it: same colour, the line is blocked",
           "choose-card": "{slot}: which card, from where?", "choose-take": "{slot}: which tokens do you take?",
           "status": "Phase {phase} · {placed} of 36 cards placed · ", "over": "Game over after {placed} cards. ",
           "you": "your turn ({seat})", "other": "{seat} to move", "pass": "Pass",
           "no-card": "You have no {colour} card and its pile is empty."},
    "es": {"colour": {"Y": "amarilla", "B": "azul", "R": "roja", "G": "verde"},
           "hand": "carta {colour} de tu mano", "pile": "carta {colour} del mazo boca arriba",
           "take": "llevarte las fichas {colours} ({n})", "take-none": "no llevarte nada",
           "block": "colocarla: mismo color, la línea queda bloqueada",
           "choose-card": "{slot}: ¿qué carta, y de dónde?", "choose-take": "{slot}: ¿qué fichas te llevas?",
           "status": "Fase {phase} · {placed} de 36 cartas colocadas · ", "over": "Partida terminada tras {placed} cartas. ",
           "you": "te toca ({seat})", "other": "turno de {seat}", "pass": "Pasar",
           "no-card": "No tienes ninguna carta {colour} y su mazo está vacío."},
}
_TOKENS_ES = {"Y": "amarillas", "B": "azules", "R": "rojas", "G": "verdes"}


def swatch(colour: str) -> dict:
    """A choice's colour chip (with its letter, so colour is never the only cue)."""
    return {"swatch": PALETTE[colour], "ink": INK[colour], "letter": colour}


def slot_of(action: str) -> Optional[str]:
    """The slot an action places into (None for pass)."""
    placement = parse(action)
    return None if placement is None else placement.slot


def _card_part(action: str) -> str:
    return action.split(" take ")[0]


class MurosAdapter:
    """The Muros board for the shared Table: targets are the 36 slots (and "pass" when passing is legal)."""

    cell = 40

    def svg(self, session: Session, lang: str, selected: Optional[str]) -> str:
        game = session.game
        legal = game.legal_actions() if session.learner_to_move else []
        slots = {s for s in map(slot_of, legal) if s is not None}
        lit: list[str] = ([selected] if selected else []) + list(session.focus)
        cells: list[tuple[int, int]] = []
        if game.history:
            last = game.history[-1]
            placed = slot_of(last.action)
            if placed and not selected:
                lit.append(placed)
            before, after = game.state_at(len(game.history) - 1).board, game.state.board
            cells = [divmod(i, 9) for i in range(81) if before[i] != after[i]]
        svg = game.svg(seat=session.viewer, legal=sorted(slots), slots=lit, cells=cells, lang=lang, info=True,
                       cell=self.cell)
        if "pass" in legal:
            svg = svg.replace("</svg>", _pass_button(lang, self.cell) + "</svg>")
        return svg

    def choices(self, session: Session, target: str, chosen: str, lang: str) -> tuple[str, list[dict]]:
        w = WORDS[check_lang(lang)]
        legal = session.game.legal_actions()
        if target == "pass":
            return "", [{"action": "pass", "label": w["pass"]}] if "pass" in legal else []
        here = [a for a in legal if slot_of(a) == target]
        if not here:
            return "", []
        cards = list(dict.fromkeys(_card_part(a) for a in here))
        if not chosen and len(cards) > 1:
            return w["choose-card"].format(slot=target), [
                {"action": c, "label": self.card_label(c, lang), **swatch(c[0])} for c in cards]
        card = chosen or cards[0]
        full = [a for a in here if _card_part(a) == card]
        if full == [card]:
            return "", [{"action": card, "label": self.card_label(card, lang)}]
        line = read_line(session.game.state.board, target)
        return w["choose-take"].format(slot=target), [
            {"action": a, "label": self.take_label(a, line, lang)} for a in full]

    def card_label(self, card: str, lang: str) -> str:
        w = WORDS[lang]
        colour = w["colour"][card[0]]
        return (w["pile"] if card.endswith(" pile") else w["hand"]).format(colour=colour)

    def take_label(self, action: str, line: str, lang: str) -> str:
        w = WORDS[lang]
        take = action.rsplit(" ", 1)[-1] if " take " in action else ""
        if take == "none":
            return w["take-none"]
        if not take:
            return w["block"]
        n = line.count(take)
        if lang == "en":
            return w["take"].format(colour=w["colour"][take], n=count(n, "token", "tokens"))
        return w["take"].format(colours=_TOKENS_ES[take], n=count(n, "ficha", "fichas"))

    def why_not(self, session: Session, target: str, lang: str) -> str:
        game = session.game
        if target == "pass":
            reason = game.why_not("pass")
            return reason.text(lang) if reason else ""
        if target not in SLOTS:
            return ""
        state = game.state
        seat = game.to_move if game.to_move is not None else 0
        have = [c for i, c in enumerate(CARD_COLOURS) if state.hands[seat][i]] + \
               [c + " pile" for i, c in enumerate(CARD_COLOURS) if state.piles[i]]
        for card in have or ["R"]:
            colour, *rest = card.split()
            reason = game.why_not(f"{colour}@{target}{' pile' if rest else ''}")
            if reason is not None:
                return reason.text(lang)
        return ""

    def status(self, session: Session, lang: str) -> str:
        w = WORDS[check_lang(lang)]
        state = session.game.state
        if session.game.is_over:
            return w["over"].format(placed=state.placed)
        mover = session.game.to_move
        who = w["you"] if mover == session.viewer else w["other"]
        return w["status"].format(phase=state.phase, placed=state.placed) + who.format(seat=seat_label(mover))


def _pass_button(lang: str, cell: int) -> str:
    """A Pass target in the board's empty bottom-right corner (ALLOW_PASS)."""
    x = y = cell * 10 + 2
    label = WORDS[lang]["pass"]
    return (f'<g class="tutor-slot tutor-legal" data-action="pass" aria-label="{label}">'
            f'<rect class="tutor-mark" x="{x}" y="{y}" width="{cell - 4}" height="{cell - 4}" rx="5" '
            f'fill="#fff" stroke="#222"/><text x="{x + (cell - 4) / 2:.0f}" y="{y + cell * 0.58:.0f}" '
            f'text-anchor="middle" font-family="sans-serif" font-size="{cell * 0.26:.0f}" '
            f'pointer-events="none">{label}</text></g>')
