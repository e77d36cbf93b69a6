"""The 32-card German-suited pack: suits, ranks, strength, card points and names (R-DECK-*)."""
from __future__ import annotations

from typing import Iterable, Optional

from ..core.i18n import Joined, Text, Word, translate

# R-DECK-2: the four suits; the order only fixes how hands are sorted for display.
SUITS = "ELHS"
# R-DECK-3: rank order, high to low, in every suit (trumps too): Sau, Zehn, K, O, U, 9, 8, 7.
RANKS = "AXKOU987"
# R-DECK-4: card points (Augen) by rank index; each suit holds 30, the pack 120.
RANK_POINTS = (11, 10, 4, 3, 2, 0, 0, 0)
TOTAL_POINTS = 120
LAST_TRICK_BONUS = 10  # R-DECK-5
DEAL_POINTS = TOTAL_POINTS + LAST_TRICK_BONUS
WIN_POINTS = 66  # R-DECK-5: "more than 65"

# R-DECK-2: each suit as a sentence names it; English and Spanish gloss the German word, German needs no gloss.
# A German text asks for the form "kein" ("keine Eichel", "kein Herz") with {suit:kein}.
SUIT_NAMES: dict[str, Word] = {
    "E": Word("Eichel (Acorns)", context="matzlfangen suit"), "L": Word("Laub (Leaves)", context="matzlfangen suit"),
    "H": Word("Herz (Hearts)", context="matzlfangen suit"), "S": Word("Schellen (Bells)", context="matzlfangen suit"),
}
SUIT_WORD = {"E": "Eichel", "L": "Laub", "H": "Herz", "S": "Schellen"}
# How learner text names a rank: the German court words (glossed once, in lesson 1 and the glossary), and
# the plain numbers, which read the same in every language.
RANK_WORD = {"A": "Sau", "X": "Zehn", "K": "König", "O": "Ober", "U": "Unter", "9": "9", "8": "8", "7": "7"}

DECK: tuple[int, ...] = tuple(range(32))
CARD_STR: tuple[str, ...] = tuple(s + r for s in SUITS for r in RANKS)
CARD_INDEX: dict[str, int] = {c: i for i, c in enumerate(CARD_STR)}
CARD_POINTS: tuple[int, ...] = tuple(RANK_POINTS[c & 7] for c in DECK)


def suit(card: int) -> int:
    """Suit index 0..3 (E L H S) of a card."""
    return card >> 3


def strength(card: int) -> int:
    """R-DECK-3: 8 for the Sau down to 1 for the 7; higher wins within a suit."""
    return 8 - (card & 7)


def matzl_of(trump: int) -> int:
    """R-DECK-6: the Trumpf-Matzl, the Ten of the trump suit."""
    return trump * 8 + 1


def sau_of(suit_index: int) -> int:
    """The Sau (the "ace") of a suit."""
    return suit_index * 8


def card_str(card: int) -> str:
    """Canonical notation of a card, e.g. 'HX'."""
    return CARD_STR[card]


def cards_str(cards: Iterable[int]) -> list[str]:
    """Notation of several cards, order kept."""
    return [CARD_STR[c] for c in cards]


# R-DECK-3: the German rank words with their gloss, for the one place a learner meets them together (the
# glossary and lesson 1 say it in prose); R-DECK-6: only the trump Ten is called the Matzl.
RANK_GLOSS: dict[str, Text] = {
    "A": Text('the "ace"', context="matzlfangen rank gloss"), "X": Text("the ten", context="matzlfangen rank gloss"),
    "K": Text("the king", context="matzlfangen rank gloss"),
    "O": Text("the upper knave", context="matzlfangen rank gloss"),
    "U": Text("the lower knave", context="matzlfangen rank gloss"),
}
# A rank inside a card's name: the German words in every language (German says Zehner, Neuner, ...).
RANK_NAMES: dict[str, Word] = {
    "A": Word("Sau", context="matzlfangen rank"), "X": Word("Zehn", context="matzlfangen rank"),
    "K": Word("König", context="matzlfangen rank"), "O": Word("Ober", context="matzlfangen rank"),
    "U": Word("Unter", context="matzlfangen rank"), "9": Word("9", context="matzlfangen rank"),
    "8": Word("8", context="matzlfangen rank"), "7": Word("7", context="matzlfangen rank"),
}
_NAME = Text("{suit} {rank}", context="matzlfangen card")
# The card with an article, the trump Ten marked as the Matzl; one entry per rank, as each language gives each
# rank its own gender (la Sau, el Zehn; die Sau, die Zehn, der König), and a translation adds case forms
# (context "...|acc", "...|dat") where its articles decline.
_THE = {"A": Text("the {card}", context="matzlfangen the A"), "X": Text("the {card}", context="matzlfangen the X"),
        "K": Text("the {card}", context="matzlfangen the K"), "O": Text("the {card}", context="matzlfangen the O"),
        "U": Text("the {card}", context="matzlfangen the U"), "9": Text("the {card}", context="matzlfangen the 9"),
        "8": Text("the {card}", context="matzlfangen the 8"), "7": Text("the {card}", context="matzlfangen the 7")}
_MATZL = Text("{card} (the Matzl)", context="matzlfangen the Matzl")
_THE_MATZL = Text("the {card} (the Matzl)", context="matzlfangen the Matzl")


class CardName(Word):
    """A card named in words, never by its code: 'Schellen König', 'the Laub Sau', 'Herz Zehn (the Matzl)';
    a translation may ask for a case form ({card:acc}, {card:dat})."""

    __slots__ = ("code", "trump", "article")

    def __init__(self, code: str, trump: Optional[str] = None, article: bool = False) -> None:
        super().__init__(code, context="matzlfangen card")
        self.code, self.trump, self.article = code, trump, article

    def __call__(self, lang: str, form: str = "") -> str:
        name = _NAME.format(suit=SUIT_WORD[self.code[0]], rank=RANK_NAMES[self.code[1]])(lang)
        if self.code[1] == "X" and self.code[0] == self.trump:
            template = _THE_MATZL if self.article else _MATZL
        elif self.article:
            template = _THE[self.code[1]]
        else:
            return name
        context = f"{template.context}|{form}" if form else template.context   # the source reads its msgid
        return translate(template.msgid, lang, context=context).format(card=name)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardName) and (self.code, self.trump, self.article) == \
            (other.code, other.trump, other.article)

    def __hash__(self) -> int:
        return hash((self.code, self.trump, self.article))

    def __repr__(self) -> str:
        return f"CardName({self.code!r}, trump={self.trump!r}, article={self.article})"


def suit_name(letter: str) -> Word:
    """A suit as learner text names it: 'Herz (Hearts)'."""
    return SUIT_NAMES[letter]


def card_name(code: str, trump: Optional[str] = None) -> CardName:
    """A card as learner text names it, never its code: 'Schellen König', 'Laub 7'; the trump Ten (trump:
    the trump suit's letter, None when there is none or it is not named yet) is 'Herz Zehn (the Matzl)'."""
    return CardName(code, trump)


def card_the(code: str, trump: Optional[str] = None) -> CardName:
    """card_name with its article: 'the Laub Sau' / 'la Laub Sau', 'el Laub König' (Sau is feminine)."""
    return CardName(code, trump, article=True)


def card_list(codes: Iterable[str], trump: Optional[str] = None) -> Text:
    """Cards named and joined as a sentence lists them: 'Laub Sau, Laub 9 and Laub 7' ('... y ...')."""
    names = [card_name(c, trump) for c in codes]
    if not names:
        return Text("none", context="matzlfangen no card")
    if len(names) == 1:
        return Joined(names)
    return Text("{cards} and {last}", context="matzlfangen list").format(cards=Joined(names[:-1], ", "), last=names[-1])


def points(cards: Iterable[int]) -> int:
    """R-DECK-4: sum of card points."""
    return sum(CARD_POINTS[c] for c in cards)


# A set of cards as an int: bit c is set when card c is in the set. Hands are kept this way, so the
# legal-card algorithm (§5.2) is a few bit operations and a card leaves a hand with one xor.
BIT: tuple[int, ...] = tuple(1 << c for c in DECK)
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * i) for i in range(4))
# (suit, 8 bits of that suit) -> its cards, high to low; so a set is read a suit at a time.
SUIT_CARDS = tuple(tuple(tuple(8 * i + r for r in range(8) if bits >> r & 1) for bits in range(256))
                    for i in range(4))


def mask_of(cards: Iterable[int]) -> int:
    """The set (bit mask) of these cards."""
    mask = 0
    for c in cards:
        mask |= BIT[c]
    return mask


def cards_of(mask: int) -> tuple[int, ...]:
    """The cards of a set (bit mask) in pack order: suit by suit (E L H S), high to low."""
    e, l, h, s = SUIT_CARDS
    return e[mask & 255] + l[mask >> 8 & 255] + h[mask >> 16 & 255] + s[mask >> 24]
