"""How Muros names its things to people: colours, tokens, cards, slots, lines, as Texts and Words.

Every helper here returns a Text (or a Word) read later in the reader's language; the catalogs hold each
language's words and their forms. Slots keep their engine names in English (W3 is the left end of row 3);
a reader sees the compass letters of their own language: Spanish O3 (oeste) for W3, German O3 (Ost) for E3.
Tokens are told apart by a shape as well as a colour, the same in every language (GLYPH), so no picture or
reading needs an English letter and colour is never the only cue.

A colour (colour(c)) is a Word whose forms a translation asks for: Spanish `{colour}` "rojo", `{colour:f}` "roja"
(a card, a token), `{colour:fpl}` "rojas" (tokens), `{colour:mpl}` "rojos"; German `{colour}` "rot", `{colour:e}`
"rote", `{colour:en}` "roten", `{colour:er}` "roter", `{colour:es}` "rotes", `{colour:em}` "rotem", `{colour:noun}`
"Rot". colour_noun(c) is the colour itself: "rojo", "Rot".
"""
from __future__ import annotations

from typing import Any, Sequence, Union

from ..core.i18n import Capitalized, Joined, Text, Word, count

_COLOUR = {"Y": Word("yellow", context="muros colour"), "B": Word("blue", context="muros colour"),
           "R": Word("red", context="muros colour"), "G": Word("green", context="muros colour"),
           "W": Word("white", context="muros colour")}
_NOUN = {"Y": Word("yellow", context="muros colour noun"), "B": Word("blue", context="muros colour noun"),
         "R": Word("red", context="muros colour noun"), "G": Word("green", context="muros colour noun"),
         "W": Word("white", context="muros colour noun")}
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
_SIDE = {"W": Word("W", context="muros slot side"), "E": Word("E", context="muros slot side"),
         "N": Word("N", context="muros slot side"), "S": Word("S", context="muros slot side")}
_END = {"W": Text("left end"), "E": Text("right end"),
        "N": Text("top end"), "S": Text("bottom end")}

Said = Union[Text, Word, str]      # what may be put into a text: a Text, a Word, or notation as it is


def colour(c: str) -> Word:
    """The colour as a word with its forms: English "red"; Spanish "rojo" ({colour:f} "roja"), German "rot"."""
    return _COLOUR[c]


def colour_noun(c: str) -> Word:
    """The colour itself: "red" / "rojo" (as in "el rojo es mayoritario") / "Rot"."""
    return _NOUN[c]


def tokens_adj(c: str, n: int) -> Text:
    """The colour for n tokens: English "red"; Spanish "roja" for one, "rojas" for several; German "roter", "rote"."""
    return {"Y": Text("yellow", plural="yellow", n=n, context="muros token colour"),
            "B": Text("blue", plural="blue", n=n, context="muros token colour"),
            "R": Text("red", plural="red", n=n, context="muros token colour"),
            "G": Text("green", plural="green", n=n, context="muros token colour"),
            "W": Text("white", plural="white", n=n, context="muros token colour")}[c]


def tokens(n: int, c: str) -> Text:
    """"3 red tokens", "1 red token" / "3 fichas rojas" / "3 rote Steine" (as a subject)."""
    return Text("{n} {colour} token", plural="{n} {colour} tokens", n=n,
                context="muros").format(colour=colour(c))


def tokens_object(n: int, c: str) -> Text:
    """tokens(n, c) as the object of a verb ("has 1 red token"): German "1 roten Stein"."""
    return Text("{n} {colour} token", plural="{n} {colour} tokens", n=n,
                context="muros object").format(colour=colour(c))


def some_tokens(n: int) -> Text:
    """"3 tokens" / "3 fichas" / "3 Steine"."""
    return count(n, "{n} token", "{n} tokens", context="muros")


def cards(n: int) -> Text:
    """"2 cards" / "2 cartas" / "2 Karten"."""
    return count(n, "{n} card", "{n} cards", context="muros")


def slot_name(slot: str) -> Text:
    """The slot as a reader names it: W3 (Spanish O3, oeste), E3 (German O3, Ost), N5, S5."""
    return Joined([_SIDE[slot[0]], slot[1:]])


def line_name(slot: str) -> Text:
    """"row 3" / "la fila 3" / "Zeile 3", "column 5" / "la columna 5" / "Spalte 5": the line a slot closes."""
    if slot[0] in "WE":
        return Text("row {n}", context="muros line").format(n=slot[1:])
    return Text("column {n}", context="muros line").format(n=slot[1:])


def slot_where(slot: str) -> Text:
    """"W3 (left end of row 3)" / "O3 (extremo izquierdo de la fila 3)"."""
    return Text("{slot} ({end} of {line})", context="muros").format(
        slot=slot_name(slot), end=_END[slot[0]], line=line_name(slot))


def way(slot: str) -> Text:
    """How a slot's line reads on the board: "from left to right" / "de izquierda a derecha"."""
    return Text("from left to right") if slot[0] in "WE" else Text("from top to bottom")


def reading(line: str, slot: str) -> str:
    """A line written from the card's end (MU13's order), read as on the board, one shape per token
    and a dot for an empty cell: left to right for a row, top to bottom for a column."""
    shown = line[::-1] if slot[0] in "ES" else line
    return " ".join(GLYPH[t] for t in shown)


def legend() -> Text:
    """The shapes in words: "▲ yellow · ■ blue · ◆ red · ● green · ○ white"."""
    return Joined([Joined([GLYPH[c], colour_noun(c)], " ") for c in "YBRGW"], " · ")


def join(words: Sequence[Said]) -> Text:
    """"a", "a and b", "a, b and c" / "a, b y c" / "a, b und c"."""
    if len(words) == 1:
        return words[0] if isinstance(words[0], Text) else Joined([words[0]])
    return Text("{first} and {last}", context="muros list").format(first=Joined(list(words[:-1]), ", "),
                                                                    last=words[-1])


def cap(text: Said) -> Any:
    """The text with a capital first letter (a plain string at once, a Text or Word when it is read)."""
    return text[:1].upper() + text[1:] if isinstance(text, str) else Capitalized(text)


def variant(name: str) -> Text:
    """A variant by name in a sentence: 'the variant “compact slide”' / 'la variante «desplazamiento compacto»'."""
    return Text("the variant “{name}”").format(name=VARIANT_NAME[name])
