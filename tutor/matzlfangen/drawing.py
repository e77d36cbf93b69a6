"""SVG pieces of the card table: the four German suit symbols, card faces and backs, buttons and wrapped
text. Pure functions from data to SVG text (view.py puts them together)."""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

from .cards import CARD_POINTS, CARD_INDEX

# R-DECK-2: each suit's symbol on a 20 x 20 grid, and its ink. Colour is never the only cue: the shapes
# (acorn, leaf, heart, bell) differ, and every card also carries its rank letter.
SUIT_INK = {"E": "#6b3f12", "L": "#1b6e20", "H": "#c62828", "S": "#8a5a00"}
_SYMBOL = {
    "E": ('<ellipse cx="10" cy="12.6" rx="5.2" ry="6.2" fill="#c0813f" stroke="#5d3a17" stroke-width="0.9"/>'
          '<path d="M3.4 8.6 C3.4 3.6 16.6 3.6 16.6 8.6 Z" fill="#5d3a17"/>'
          '<path d="M10 1.2 V4.8" stroke="#5d3a17" stroke-width="1.8" fill="none"/>'),
    "L": ('<path d="M10 1 C16.5 5 18.5 10.5 10 16.5 C1.5 10.5 3.5 5 10 1 Z" fill="#2e7d32"/>'
          '<path d="M10 3.5 V19.5" stroke="#1b5e20" stroke-width="1.5" fill="none"/>'
          '<path d="M10 8 L6.5 5.5 M10 11 L6 8.5 M10 8 L13.5 5.5 M10 11 L14 8.5" stroke="#a5d6a7" '
          'stroke-width="0.8" fill="none"/>'),
    "H": '<path d="M10 18.5 C2.5 12.8 0.8 9.2 1.3 6 C1.9 2.3 6.6 0.8 10 5 C13.4 0.8 18.1 2.3 18.7 6 '
         'C19.2 9.2 17.5 12.8 10 18.5 Z" fill="#d32f2f"/>',
    "S": ('<circle cx="10" cy="2.4" r="1.5" fill="none" stroke="#7a5500" stroke-width="1"/>'
          '<circle cx="10" cy="10.8" r="7.4" fill="#f4b400" stroke="#7a5500" stroke-width="1.1"/>'
          '<path d="M2.9 9.4 H17.1" stroke="#7a5500" stroke-width="1.3"/>'
          '<circle cx="10" cy="14" r="1.7" fill="#7a5500"/><path d="M10 15.5 V18.2" stroke="#7a5500" '
          'stroke-width="1.3"/>'),
}
# R-DECK-3: the index drawn in a card's corner (the Sau is the "ace", the Zehn a 10).
INDEX = {"A": "A", "X": "10", "K": "K", "O": "O", "U": "U", "9": "9", "8": "8", "7": "7"}
RANK_SHORT = {"A": "Sau", "X": "Zehn", "K": "König", "O": "Ober", "U": "Unter", "9": "Neun", "8": "Acht",
              "7": "Sieben"}
FONT = 'font-family="sans-serif"'


def symbol(suit: str, cx: float, cy: float, size: float) -> str:
    """A suit symbol of `size` pixels centred on (cx, cy)."""
    k = size / 20
    return (f'<g transform="translate({cx - size / 2:.1f},{cy - size / 2:.1f}) scale({k:.3f})" '
            f'pointer-events="none">{_SYMBOL[suit]}</g>')


def text(x: float, y: float, words: str, size: float = 12, fill: str = "#fff", anchor: str = "start",
         bold: bool = False, cls: str = "") -> str:
    """One line of text (escaped)."""
    weight = ' font-weight="bold"' if bold else ""
    klass = f' class="{cls}"' if cls else ""
    return (f'<text{klass} x="{x:.1f}" y="{y:.1f}" {FONT} font-size="{size:.1f}"{weight} fill="{fill}" '
            f'text-anchor="{anchor}" pointer-events="none">{escape(words)}</text>')


def wrap(words: str, width: float, size: float) -> list[str]:
    """Greedy word wrap for a line of `width` pixels at font `size` (an average glyph is about half an em)."""
    most = max(8, int(width / (size * 0.49)))
    lines: list[str] = []
    line = ""
    for word in words.split():
        if line and len(line) + 1 + len(word) > most:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def paragraph(x: float, y: float, words: str, width: float, size: float = 12, fill: str = "#fff",
              lead: float = 1.3, bold: bool = False, anchor: str = "start") -> tuple[str, float]:
    """Wrapped text from baseline y: (the SVG, the baseline after the last line)."""
    out = []
    for line in wrap(words, width, size):
        out.append(text(x, y, line, size, fill, anchor, bold))
        y += size * lead
    return "".join(out), y


def face(code: str, x: float, y: float, w: float, h: float, *, outline: Optional[str] = None,
         thick: float = 1.0, shade: bool = False, points: bool = False, star: bool = False, title: str = "") -> str:
    """A card face: white card, rank index and small symbol in the corner, a large symbol in the middle,
    the German rank word at the bottom (when the card is large enough), and its points if asked.
    `outline` and `thick` frame it; `shade` greys it; `star` marks the card winning the trick; `title` is its
    name in the learner's language (shown on hover)."""
    suit, rank = code[0], code[1]
    ink = SUIT_INK[suit]
    stroke = outline or "#333"
    small = w < 40
    out = [f'<g class="card" data-card="{code}">' + (f"<title>{escape(title)}</title>" if title else ""),
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{w * 0.09:.1f}" '
           f'fill="{"#e4e4e4" if shade else "#fffdf6"}" stroke="{stroke}" stroke-width="{thick:g}"/>']
    index_size = w * (0.36 if small else 0.27)
    out.append(text(x + w * 0.08, y + index_size * 1.0, INDEX[rank], index_size, ink, bold=True))
    if small:
        out.append(symbol(suit, x + w * 0.56, y + h * 0.62, w * 0.62))
    else:
        out.append(symbol(suit, x + w * 0.16 + index_size * 0.18, y + index_size * 1.62, w * 0.22))
        out.append(symbol(suit, x + w / 2, y + h * 0.5, w * 0.52))
        out.append(text(x + w / 2, y + h - w * 0.09, RANK_SHORT[rank], w * 0.17, "#333", "middle"))
        if points and CARD_POINTS[CARD_INDEX[code]]:
            out.append(text(x + w - w * 0.07, y + w * 0.22, str(CARD_POINTS[CARD_INDEX[code]]), w * 0.17,
                            "#555", "end"))
    if star:
        out.append(f'<circle cx="{x + w - 2:.1f}" cy="{y + 2:.1f}" r="{max(7.0, w * 0.16):.1f}" fill="#ffd54f" '
                   f'stroke="#7a5500" stroke-width="1.2"/>'
                   + text(x + w - 2, y + 2 + max(7.0, w * 0.16) * 0.45, "★", max(9.0, w * 0.2), "#7a5500",
                          "middle"))
    out.append("</g>")
    return "".join(out)


def back(x: float, y: float, w: float, h: float) -> str:
    """The back of a card (the seat may not see its face)."""
    return (f'<rect class="card-back" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{w * 0.09:.1f}" '
            f'fill="#546e7a" stroke="#263238"/><rect x="{x + 3:.1f}" y="{y + 3:.1f}" width="{w - 6:.1f}" '
            f'height="{h - 6:.1f}" rx="{w * 0.06:.1f}" fill="none" stroke="#90a4ae" stroke-dasharray="3 2"/>')


def grid(row: int, col: int) -> str:
    """A target's place in the board's keyboard grid (data-row, data-col: board.js moves by them)."""
    return f' data-row="{row}" data-col="{col}"'


def button(action: str, x: float, y: float, w: float, h: float, label: str, aria: str, *,
           legal: bool = True, primary: bool = False, suit: Optional[str] = None, place: tuple[int, int] = (0, 0)) -> str:
    """A clickable option drawn in the picture: data-action is the action it plays, `place` its (row, column)
    in the keyboard grid."""
    cls = "mz-option" + (" tutor-legal" if legal else "")
    fill = "#0072B2" if primary else "#ffffff"
    ink = "#ffffff" if primary else "#1a1a1a"
    out = [f'<g class="{cls}" data-action="{escape(action)}"{grid(*place)} aria-label="{escape(aria)}">',
           f'<rect class="tutor-mark" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5" '
           f'fill="{fill}" stroke="#1a1a1a" stroke-width="1.5"/>']
    if suit:
        out.append(symbol(suit, x + 13, y + h / 2, h * 0.62))
        out.append(text(x + 25 + (w - 25) / 2, y + h / 2 + 4.5, label, 13, ink, "middle", bold=True))
    else:
        out.append(text(x + w / 2, y + h / 2 + 4.5, label, 13, ink, "middle", bold=True))
    out.append(f"<title>{escape(aria)}</title></g>")
    return "".join(out)


def box(x: float, y: float, w: float, h: float, fill: str = "#f7f3e8", stroke: str = "#3e2f1c") -> str:
    """A panel on the table (options, settlement)."""
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="1.5"/>')


def chip(x: float, y: float, rule: str) -> tuple[str, float]:
    """A rule ID in a small frame (as on the explanation panel): the SVG and its width."""
    w = 7 + len(rule) * 6.3
    return (f'<rect x="{x:.1f}" y="{y - 10:.1f}" width="{w:.1f}" height="13" rx="2" fill="#eaf4fb" '
            f'stroke="#0072B2"/><text x="{x + 3.5:.1f}" y="{y:.1f}" font-family="monospace" font-size="10.5" '
            f'font-weight="bold" fill="#004f80" pointer-events="none">{escape(rule)}</text>'), w


def join(parts: Iterable[str]) -> str:
    return "".join(parts)
