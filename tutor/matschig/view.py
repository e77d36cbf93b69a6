"""Display as pure functions of state: a monospace diagram and an SVG picture."""
from __future__ import annotations

from html import escape
from typing import Any

from ..core.i18n import check_lang
from .cards import KIND, completing, sums
from .scoring import score_pile
from .state import DEFEND, OVER, RACE, MatschigState

_WORDS = {
    "en": {"turn": "turn", RACE: "completion race", DEFEND: "defence", OVER: "game over",
           "round": "round", "to_move": "P{seat} to move", "deck": "deck", "out": "out", "hand": "hand",
           "mud": "mud", "total": "total", "flight": "mud in flight", "water": "water", "sand": "sand",
           "perfect": "perfect", "needs": "needs {card}", "never": "cannot be completed",
           "mud_to": "mud → P{seat}", "pile": "mud pile"},
    "es": {"turn": "turno", RACE: "carrera por completar", DEFEND: "defensa", OVER: "partida terminada",
           "round": "ronda", "to_move": "mueve P{seat}", "deck": "mazo", "out": "fuera", "hand": "mano",
           "mud": "barro", "total": "total", "flight": "barro en vuelo", "water": "agua", "sand": "arena",
           "perfect": "perfecto", "needs": "falta {card}", "never": "no se puede completar",
           "mud_to": "barro → P{seat}", "pile": "montón de barro"},
}
_COLOURS = {"W": "#0072B2", "S": "#E69F00", "U": "#5f5f5f", "X": "#CC79A7"}


def _who(s: MatschigState) -> int | None:
    if s.phase == OVER:
        return None
    return {RACE: s.queue[0] if s.queue else None, DEFEND: s.target}.get(s.phase, s.active)


def state_text(s: MatschigState, lang: str = "en") -> str:
    """The table as text (labels in en or es): one line per seat, then the mud in flight."""
    w = _WORDS[check_lang(lang)]
    who = _who(s)
    head = (f"Matschig  {w['round']} {s.round}/{s.rounds}  {w[s.phase]}"
            + (", " + w["to_move"].format(seat=who + 1) if who is not None else "")
            + f"  {w['deck']} {len(s.deck)}  {w['out']} {len(s.out)}")
    lines = [head]
    for q in range(s.players):
        mark = ">" if q == who else " "
        star = "*" if q == s.starter else " "
        pts, _ = score_pile(s.piles[q])
        hand = " ".join(s.hands[q]) or "-"
        pile = " ".join(s.piles[q]) or "-"
        lines.append(f"{mark}P{q + 1}{star} {w['hand']}: {hand:<40} {w['mud']}: {pile} ({pts})  "
                     f"{w['total']} {s.totals[q]}")
    if s.mud:
        water, sand = sums(s.mud)
        need = completing(s.mud)
        state = (w["perfect"] if water == sand else w["needs"].format(card=need) if need else w["never"])
        lines.append(f"  {w['flight']}: {' '.join(s.mud)} ({w['water']} {water}, {w['sand']} {sand}, {state}) "
                     f"P{s.sender + 1} -> P{s.target + 1}")
    return "\n".join(lines)


def _card(x: float, y: float, card: str, hidden: bool = False, lit: bool = False) -> str:
    fill = "#555" if hidden else _COLOURS[KIND[card]]
    label = "?" if hidden else escape(card if len(card) <= 3 else card[:4])
    stroke = ' stroke="#000" stroke-width="3"' if lit else ' stroke="#222"'
    return (f'<rect x="{x}" y="{y}" width="34" height="46" rx="4" fill="{fill}"{stroke}/>'
            f'<text x="{x + 17}" y="{y + 28}" font-size="11" font-weight="bold" text-anchor="middle" '
            f'fill="#fff">{label}</text>')


def state_svg(s: MatschigState, hide_hands: bool = False, highlight: Any = None,
              cards: Any = (), lang: str = "en", **_: Any) -> str:
    """The table as SVG: a row per seat (hand, then mud pile), the mud in flight last.

    highlight=seat outlines that seat's row, cards=... outlines those cards, hide_hands hides hands.
    """
    w = _WORDS[check_lang(lang)]
    lit = set(cards or ())
    row_h, hand_w = 64, max(10, *(len(h) for h in s.hands)) * 38
    width = 70 + hand_w + 20 + max(16, *(len(p) for p in s.piles)) * 38
    height = row_h * (s.players + 1) + 30
    who = _who(s)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-matschig-svg" width="{width}" '
             f'height="{height}" font-family="sans-serif">',
             f'<text x="8" y="18" font-size="14">Matschig · {w["round"]} {s.round}/{s.rounds} · '
             f'{w["deck"]} {len(s.deck)} · {w["out"]} {len(s.out)}</text>',
             f'<text x="{70 + hand_w + 20}" y="18" font-size="12">{w["pile"]}</text>']
    for q in range(s.players):
        y = 28 + q * row_h
        stroke = "#D55E00" if q == highlight else ("#009E73" if q == who else "none")
        parts.append(f'<rect x="2" y="{y - 2}" width="{width - 4}" height="{row_h - 4}" '
                     f'fill="none" stroke="{stroke}" stroke-width="2"/>')
        parts.append(f'<text x="8" y="{y + 28}" font-size="13">P{q + 1} ({s.totals[q]})</text>')
        for i, c in enumerate(s.hands[q]):
            parts.append(_card(70 + i * 38, y + 4, c, hide_hands, c in lit))
        for i, c in enumerate(s.piles[q]):
            parts.append(_card(70 + hand_w + 20 + i * 38, y + 4, c))
    if s.mud:
        y = 28 + s.players * row_h
        parts.append(f'<text x="8" y="{y + 28}" font-size="13">{escape(w["mud_to"].format(seat=s.target + 1))}</text>')
        for i, c in enumerate(s.mud):
            parts.append(_card(110 + i * 38, y + 4, c, lit=c in lit))
    parts.append("</svg>")
    return "".join(parts)
