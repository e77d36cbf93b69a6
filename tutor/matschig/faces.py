"""Card faces and small drawing pieces for the Matschig pictures (picture.py), and the mud lab's tray.

Cards are coloured by kind (water blue, sand ochre, umbrellas grey, special cards purple), and colour is
never the only cue: a card shows its code (W3: water 3), its value and its kind in words."""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from ..core.i18n import Text, check_lang, count
from .cards import KIND, SPECIAL, VALUE, sums
from .scoring import score_pile
from .words import KIND_WORD, card as card_words

BIG_W, BIG_H = 56, 78           # a card of the learner's hand
MINI_W, MINI_H = 20, 28         # a card of a mud pile
MID_W, MID_H = 28, 40           # a card of a hand on the projector
MUD_W, MUD_H = 42, 58           # a card of the mud in flight: at least 34 px wide on a 390 px phone

COLOURS = {"W": "#0072B2", "S": "#E69F00", "U": "#5f5f5f", "X": "#CC79A7", "?": "#8a8a8a"}
INK = {"W": "#ffffff", "S": "#000000", "U": "#ffffff", "X": "#000000", "?": "#ffffff"}

# a special card's name on its face, one line per part
NAMES = {"PIPE": Text("pipe", context="matschig card face"), "BLOWER": Text("blower", context="matschig card face"),
         "FLAMETHROWER": Text("flame-\nthrower", context="matschig card face"),
         "WATERSUIT": Text("water\nsuit", context="matschig card face"),
         "MACHINEGUN": Text("machine-\ngun", context="matschig card face")}
# a card's kind under its value (short: the face is narrow)
KIND_ON_FACE = {"W": Text("water", context="matschig card face"), "S": Text("sand", context="matschig card face"),
                "U": Text("umbrella", context="matschig card face")}
# a special card's name on a small card
SHORT = {"PIPE": Text("PIPE", context="matschig card short"), "BLOWER": Text("BLOW", context="matschig card short"),
         "FLAMETHROWER": Text("FLAME", context="matschig card short"),
         "WATERSUIT": Text("SUIT", context="matschig card short"), "MACHINEGUN": Text("MG", context="matschig card short")}


def pile_summary(pile: Sequence[str], lang: str) -> str:
    """A mud pile's sums and the score it would make now (M26), in a few words."""
    return pile_text(pile)(check_lang(lang))


def pile_text(pile: Sequence[str]) -> Text:
    """A mud pile's sums and the score it would make now (M26), as a Text."""
    points, how = score_pile(pile)
    p = count(points, "{n} point", "{n} points", context="matschig")
    if how == "empty":
        return Text("no mud · 0 points")
    if how == "one-type":
        return Text("only {kind} ({n}): {p}").format(kind=KIND_WORD[KIND[pile[0]]], n=len(pile), p=p)
    water, sand = sums(pile)
    return Text("water {w} · sand {s}: sum {p}").format(w=water, s=sand, p=p)


def text(x: float, y: float, s: str, size: float = 12, fill: str = "#000", anchor: str = "start",
         bold: bool = False) -> str:
    """An SVG text that never takes a click from the part under it."""
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size:.0f}" fill="{fill}" text-anchor="{anchor}"'
            f'{weight} pointer-events="none">{escape(s)}</text>')


def face(x: float, y: float, w: float, h: float, card: Optional[str], lang: str, *, lit: bool = False,
         dim: bool = False) -> str:
    """One card's face (or its back, card None): colour by kind, the code or the value and the kind."""
    kind = KIND[card] if card else "?"
    fill, ink = COLOURS[kind], INK[kind]
    stroke = ' stroke="#000" stroke-width="3"' if lit else ' stroke="#222" stroke-width="1"'
    opacity = ' opacity="0.5"' if dim else ""
    out = [f'<rect class="tutor-mark" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="4" '
           f'fill="{fill}"{stroke}{opacity}/>']
    if card is None:
        out.append(text(x + w / 2, y + h * 0.62, "?", w * 0.5, ink, "middle", True))
        return "".join(out)
    out.insert(0, f"<title>{escape(card_words(card)(lang))}</title>")
    if w < 40:  # a small card: its code (a special card by a short name)
        label = SHORT[card](lang) if kind == SPECIAL else card
        size = min(w * 0.42, h * 0.34) if len(label) <= 2 else w * 0.3
        out.append(text(x + w / 2, y + h * 0.6, label, size, ink, "middle", True))
        return "".join(out)
    if kind == SPECIAL:
        lines = NAMES[card](lang).split("\n")
        for i, line in enumerate(lines):
            out.append(text(x + w / 2, y + h * 0.45 + (i - (len(lines) - 1) / 2) * 13, line, 10.5 if w >= BIG_W
                            else 9, ink, "middle", True))
        out.append(text(x + 4, y + 12, "★", 10, ink))
        return "".join(out)
    out.append(text(x + 4, y + 13, card, 11, ink, bold=True))
    out.append(text(x + w / 2, y + h * 0.62, str(VALUE[card]), 26 if w >= BIG_W else 20, ink, "middle", True))
    out.append(text(x + w / 2, y + h - 6, KIND_ON_FACE[kind](lang), 10 if w >= BIG_W else 8.5, ink, "middle"))
    return "".join(out)


# -- the mud lab's tray ------------------------------------------------------------------------------------
LAB_WIDTH = 460
LAB_WORDS = {
    "water": Text("Water", context="matschig lab"), "sand": Text("Sand", context="matschig lab"),
    "mud": Text("Your mud", context="matschig lab"), "title": Text("Mud lab: the cards to build a mud from"),
    "pick": Text("{card}: put it in the mud"), "hidden": Text("water ? · sand ?"),
    "sums": Text("water {w} · sand {s}", context="matschig lab"), "perfect": Text("perfect", context="matschig lab"),
    "needs": Text("{card} completes it", context="matschig lab"),
}


def lab_svg(mud: Sequence[str], lang: str = "en", reveal: bool = False, completing: Optional[str] = None) -> str:
    """The mud lab's tray: water 1-7 and sand 1-7 (data-action "W3" ...), and the mud built from them; its
    sums, and the card that completes it (drawn dashed), only once revealed."""
    lang = check_lang(lang)
    w = {key: text(lang) for key, text in LAB_WORDS.items()}
    width = LAB_WIDTH
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-matschig-lab" width="{width}" height="222" '
           f'viewBox="0 0 {width} 222" font-family="sans-serif" role="group" aria-label="{escape(w["title"])}" '
           f'data-mud="{" ".join(mud)}">']
    for r, kind in enumerate("WS"):
        y = 30 + r * 84
        out.append(text(8, y - 8, w["water" if kind == "W" else "sand"], 13, bold=True))
        for v in range(1, 8):
            card = f"{kind}{v}"
            up = card in mud
            cls = "tutor-card tutor-legal" + (" tutor-picked" if up else "")
            label = w["pick"].format(card=card_words(card)(lang))
            out.append(f'<g class="{cls}" data-action="{card}" data-card="{card}" aria-label="{escape(label)}">'
                       + face(8 + (v - 1) * 40, y - (6 if up else 0), 36, 54, card, lang, lit=up) + "</g>")
    x0 = 300
    out.append(f'<rect x="{x0 - 6}" y="14" width="{width - x0}" height="200" rx="8" fill="#f3efe6" '
               'stroke="#b8ab8e"/>')
    out.append(text(x0 + 4, 34, w["mud"], 13, bold=True))
    for i, card in enumerate(mud):
        out.append(face(x0 + 4 + i * 50, 44, 44, 62, card, lang))
    if reveal and completing:
        x = x0 + 4 + len(mud) * 50
        out.append(f'<g opacity="0.85">{face(x, 44, 44, 62, completing, lang)}</g>'
                   f'<rect x="{x - 3}" y="41" width="50" height="68" rx="6" fill="none" stroke="#000" '
                   f'stroke-width="2" stroke-dasharray="5 3"/>')
    water, sand = sums(mud)
    lines = [w["sums"].format(w=water, s=sand)] if reveal else [w["hidden"]]
    if reveal:
        lines.append(w["perfect"] if water == sand else
                     w["needs"].format(card=card_words(completing)(lang)) if completing else "")
    for i, line in enumerate(lines):
        out.append(text(x0 + 4, 136 + i * 20, line, 13, bold=i == 1))
    out.append("</svg>")
    return "".join(out)
