"""Display as pure functions of state: a monospace diagram and an SVG picture."""
from __future__ import annotations

from html import escape
from typing import Any

from .cards import KIND, completing, sums
from .scoring import score_pile
from .state import DEFEND, OVER, RACE, MatschigState

_PHASE_WORD = {"turn": "turn", RACE: "completion race", DEFEND: "defence", OVER: "game over"}
_COLOURS = {"W": "#4a90d9", "S": "#d9a441", "U": "#7a7a7a", "X": "#b04ad9"}


def _who(s: MatschigState) -> int | None:
    if s.phase == OVER:
        return None
    return {RACE: s.queue[0] if s.queue else None, DEFEND: s.target}.get(s.phase, s.active)


def state_text(s: MatschigState) -> str:
    """The table as text: one line per seat, then the mud in flight."""
    who = _who(s)
    head = (f"Matschig  round {s.round}/{s.rounds}  {_PHASE_WORD[s.phase]}"
            + (f", P{who + 1} to move" if who is not None else "")
            + f"  deck {len(s.deck)}  out {len(s.out)}")
    lines = [head]
    for q in range(s.players):
        mark = ">" if q == who else " "
        star = "*" if q == s.starter else " "
        pts, _ = score_pile(s.piles[q])
        hand = " ".join(s.hands[q]) or "-"
        pile = " ".join(s.piles[q]) or "-"
        lines.append(f"{mark}P{q + 1}{star} hand: {hand:<40} mud: {pile} ({pts})  total {s.totals[q]}")
    if s.mud:
        w, sd = sums(s.mud)
        need = completing(s.mud)
        state = "perfect" if w == sd else f"needs {need}" if need else "cannot be completed"
        lines.append(f"  mud in flight: {' '.join(s.mud)} (water {w}, sand {sd}, {state}) "
                     f"P{s.sender + 1} -> P{s.target + 1}")
    return "\n".join(lines)


def _card(x: float, y: float, card: str, hidden: bool = False) -> str:
    fill = "#333" if hidden else _COLOURS[KIND[card]]
    label = "" if hidden else escape(card if len(card) == 2 else card[:4])
    return (f'<rect x="{x}" y="{y}" width="34" height="46" rx="4" fill="{fill}" stroke="#222"/>'
            f'<text x="{x + 17}" y="{y + 28}" font-size="11" text-anchor="middle" fill="#fff">'
            f'{label}</text>')


def state_svg(s: MatschigState, hide_hands: bool = False, highlight: Any = None,
              **_: Any) -> str:
    """The table as an SVG string; highlight=seat outlines that seat, hide_hands hides hands."""
    row_h, width = 64, 40 * 16 + 120
    height = row_h * (s.players + 1) + 30
    who = _who(s)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="monospace">',
             f'<text x="8" y="18" font-size="14">Matschig round {s.round}/{s.rounds} · '
             f'deck {len(s.deck)} · out {len(s.out)}</text>']
    for q in range(s.players):
        y = 28 + q * row_h
        stroke = "#e33" if q == highlight else ("#3a3" if q == who else "none")
        parts.append(f'<rect x="2" y="{y - 2}" width="{width - 4}" height="{row_h - 4}" '
                     f'fill="none" stroke="{stroke}" stroke-width="2"/>')
        parts.append(f'<text x="8" y="{y + 28}" font-size="13">P{q + 1} ({s.totals[q]})</text>')
        for i, c in enumerate(s.hands[q]):
            parts.append(_card(70 + i * 38, y + 4, c, hide_hands))
        for i, c in enumerate(s.piles[q]):
            parts.append(_card(70 + (9 + i) * 38 * 0.6, y + 4, c))
    if s.mud:
        y = 28 + s.players * row_h
        parts.append(f'<text x="8" y="{y + 28}" font-size="13">mud → P{s.target + 1}</text>')
        for i, c in enumerate(s.mud):
            parts.append(_card(110 + i * 38, y + 4, c))
    parts.append("</svg>")
    return "".join(parts)
