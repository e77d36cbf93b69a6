"""How Muros names its things to people, in English and Spanish: colours, tokens, cards, slots, lines.

Slots keep their engine names in English (W3 is the left end of row 3); a Spanish reader sees the
Spanish compass letters, O for oeste (W) and E for este (E), so "O3" is the left end of row 3.
Tokens are told apart by a shape as well as a colour, the same in every language (GLYPH), so no
picture or reading needs an English letter and colour is never the only cue.
"""
from __future__ import annotations

from ..core.i18n import lazy_lang   # TRANSITION

from typing import Sequence

from ..core.i18n import Text, check_lang, count, plural

# colour -> (English, Spanish for a card (feminine singular), Spanish for tokens (feminine plural),
# Spanish noun (masculine: "el rojo"))
_COLOUR = {
    "Y": ("yellow", "amarilla", "amarillas", "amarillo"),
    "B": ("blue", "azul", "azules", "azul"),
    "R": ("red", "roja", "rojas", "rojo"),
    "G": ("green", "verde", "verdes", "verde"),
    "W": ("white", "blanca", "blancas", "blanco"),
}
# A shape per token colour, in pictures and in line readings: the same for every language.
GLYPH = {"Y": "▲", "B": "■", "R": "◆", "G": "●", "W": "○", ".": "·"}
SHAPE_NAME = {"Y": Text("triangle"), "B": Text("square"),
              "R": Text("diamond"), "G": Text("dot"), "W": Text("ring")}
# The variants by name (rules/muros.md §7): the IDs themselves are shown only as rule chips.
VARIANT_NAME = {
    "COUNT_CELLS": Text("count cells"),
    "COMPACT_SHIFT": Text("compact slide"),
    "SHIFT_TOWARD_CARD": Text("slide toward the card"),
    "SHIFT_ON_ZERO": Text("slide even when k = 0"),
    "MANDATORY_TAKE": Text("compulsory capture"),
    "TIER_BEST_SINGLE": Text("best single colour"),
    "ALLOW_PASS": Text("passing allowed"),
    "HIDDEN_CAPTURES": Text("hidden captures"),
}
_SIDE_ES = {"W": "O", "E": "E", "N": "N", "S": "S"}
_END = {"W": Text("left end"), "E": Text("right end"),
        "N": Text("top end"), "S": Text("bottom end")}


@lazy_lang   # TRANSITION
def colour(c: str, lang: str) -> str:
    """The colour as an English adjective, or a Spanish one for a card: "red" / "roja"."""
    return _COLOUR[c][0] if check_lang(lang) == "en" else _COLOUR[c][1]


@lazy_lang   # TRANSITION
def colour_noun(c: str, lang: str) -> str:
    """The colour itself: "red" / "rojo" (as in "el rojo es mayoritario")."""
    return _COLOUR[c][0] if check_lang(lang) == "en" else _COLOUR[c][3]


@lazy_lang   # TRANSITION
def tokens_adj(c: str, n: int, lang: str) -> str:
    """The colour for n tokens: English "red"; Spanish "roja" for one, "rojas" for several."""
    if check_lang(lang) == "en":
        return _COLOUR[c][0]
    return plural(n, _COLOUR[c][1], _COLOUR[c][2])


@lazy_lang   # TRANSITION
def tokens(n: int, c: str, lang: str) -> str:
    """"3 red tokens", "1 red token" / "3 fichas rojas", "1 ficha roja"."""
    if check_lang(lang) == "en":
        return f"{n} {_COLOUR[c][0]} {plural(n, 'token', 'tokens')}"
    return f"{count(n, 'ficha', 'fichas')} {tokens_adj(c, n, lang)}"


@lazy_lang   # TRANSITION
def some_tokens(n: int, lang: str) -> str:
    """"3 tokens" / "3 fichas"."""
    return count(n, "token", "tokens") if check_lang(lang) == "en" else count(n, "ficha", "fichas")


@lazy_lang   # TRANSITION
def cards(n: int, lang: str) -> str:
    """"2 cards" / "2 cartas"."""
    return count(n, "card", "cards") if check_lang(lang) == "en" else count(n, "carta", "cartas")


@lazy_lang   # TRANSITION
def slot_name(slot: str, lang: str) -> str:
    """The slot as a reader of `lang` names it: W3 / O3 (oeste), E3, N5, S5."""
    return slot if check_lang(lang) == "en" else _SIDE_ES[slot[0]] + slot[1:]


@lazy_lang   # TRANSITION
def line_name(slot: str, lang: str) -> str:
    """"row 3" / "la fila 3", "column 5" / "la columna 5": the line a slot closes."""
    row = slot[0] in "WE"
    if check_lang(lang) == "en":
        return f"row {slot[1:]}" if row else f"column {slot[1:]}"
    return f"la fila {slot[1:]}" if row else f"la columna {slot[1:]}"


def slot_where(slot: str, lang: str) -> str:
    """"W3 (left end of row 3)" / "O3 (extremo izquierdo de la fila 3)"."""
    joiner = " of " if check_lang(lang) == "en" else " de "
    return f"{slot_name(slot, lang)} ({_END[slot[0]](lang)}{joiner}{line_name(slot, lang)})"


def way(slot: str, lang: str) -> str:
    """How a slot's line reads on the board: "from left to right" / "de izquierda a derecha"."""
    return (Text("from left to right") if slot[0] in "WE"
            else Text("from top to bottom"))(lang)


def reading(line: str, slot: str) -> str:
    """A line written from the card's end (MU13's order), read as on the board, one shape per token
    and a dot for an empty cell: left to right for a row, top to bottom for a column."""
    shown = line[::-1] if slot[0] in "ES" else line
    return " ".join(GLYPH[t] for t in shown)


def legend(lang: str) -> str:
    """The shapes in words: "▲ yellow · ■ blue · ◆ red · ● green · ○ white"."""
    return " · ".join(f"{GLYPH[c]} {colour_noun(c, lang)}" for c in "YBRGW")


def join(words: Sequence[str], lang: str) -> str:
    """"a", "a and b", "a, b and c" / "a, b y c"."""
    last = " and " if check_lang(lang) == "en" else " y "
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + last + words[-1]


def cap(text: str) -> str:
    """The text with a capital first letter."""
    return text[:1].upper() + text[1:]


@lazy_lang   # TRANSITION
def variant(name: str, lang: str) -> str:
    """A variant by name in a sentence: 'the variant “compact slide”' / 'la variante «desplazamiento compacto»'."""
    if check_lang(lang) == "en":
        return f"the variant “{VARIANT_NAME[name].en}”"
    return f"la variante «{VARIANT_NAME[name].es}»"
