"""The 32-card German-suited pack: suits, ranks, strength, card points and names (R-DECK-*)."""
from __future__ import annotations

from typing import Iterable, Optional

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

SUIT_NAMES = {
    "en": {"E": "Eichel (Acorns)", "L": "Laub (Leaves)", "H": "Herz (Hearts)", "S": "Schellen (Bells)"},
    "es": {"E": "Eichel (bellotas)", "L": "Laub (hojas)", "H": "Herz (corazones)",
           "S": "Schellen (cascabeles)"},
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
RANK_GLOSS = {
    "en": {"A": 'the "ace"', "X": "the ten", "K": "the king", "O": "the upper knave", "U": "the lower knave"},
    "es": {"A": "el «as»", "X": "el diez", "K": "el rey", "O": "el caballo", "U": "la sota"},
}
MATZL_GLOSS = {"en": "the Matzl", "es": "el Matzl"}


def card_name(code: str, lang: str = "en", trump: Optional[str] = None) -> str:
    """A card as learner text names it, never its code: 'Schellen König', 'Laub 7'; the trump Ten (trump:
    the trump suit's letter, None when there is none or it is not named yet) is 'Herz Zehn (the Matzl)'."""
    word = f"{SUIT_WORD[code[0]]} {RANK_WORD[code[1]]}"
    return f"{word} ({MATZL_GLOSS[lang]})" if code[1] == "X" and code[0] == trump else word


def card_the(code: str, lang: str = "en", trump: Optional[str] = None) -> str:
    """card_name with its article: 'the Laub Sau' / 'la Laub Sau', 'el Laub König' (Sau is feminine)."""
    article = "the" if lang == "en" else "la" if code[1] == "A" else "el"
    return f"{article} {card_name(code, lang, trump)}"


def card_list(codes: Iterable[str], lang: str = "en", trump: Optional[str] = None) -> str:
    """Cards named and joined as a sentence lists them: 'Laub Sau, Laub 9 and Laub 7' ('... y ...')."""
    names = [card_name(c, lang, trump) for c in codes]
    if len(names) <= 1:
        return "".join(names) or ("none" if lang == "en" else "ninguna")
    return ", ".join(names[:-1]) + (" and " if lang == "en" else " y ") + names[-1]


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
