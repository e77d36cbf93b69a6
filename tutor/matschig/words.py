"""Cards, umbrella groups, points and variants in words: what every learner text says instead of notation
("water 3"; "umbrellas 3 and 2 on sand 5"; never "U3+U2>S5"). Each helper returns a Text, read later in the
learner's language from the catalogs.

Words kept for one concept each (es): barro (mud), barro perfecto, montón de barro (mud pile), mazo (draw
pile), fuera de juego (out of play), objetivo (target), lanzar (throw), completar (complete), renunciar
(decline), aceptar (accept), llevarse (take mud), detener (stop a mud card), desviar (send a mud on),
destapar (reveal), reponer (refill), robar (draw), cambiar (swap).
(de): Matsch, perfekter Matsch, Matschhaufen, Nachziehstapel, aus dem Spiel, Ziel, werfen, ergänzen,
verzichten, annehmen, nehmen, abhalten, umlenken, aufdecken, auffüllen, nachziehen, tauschen.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional, Sequence

from ..core.i18n import Capitalized, Joined, Text, Verbatim, Word, count, seat_label
from .cards import KIND, SPECIALS, VALUE

P = seat_label

KIND_WORD = {"W": Word("water", context="matschig kind"), "S": Word("sand", context="matschig kind"),
             "U": Word("umbrella", context="matschig kind")}
_CARD = {"W": Text("water {value}", context="matschig card"), "S": Text("sand {value}", context="matschig card"),
         "U": Text("umbrella {value}", context="matschig card")}
_AN = {"W": Text("a water {value}", context="matschig card"), "S": Text("a sand {value}", context="matschig card"),
       "U": Text("an umbrella {value}", context="matschig card")}
_NO = {"W": Text("no water {value}", context="matschig card"), "S": Text("no sand {value}", context="matschig card"),
       "U": Text("no umbrella {value}", context="matschig card")}
SPECIAL_NAME = {"PIPE": Text("pipe", context="matschig card"), "BLOWER": Text("blower", context="matschig card"),
                "FLAMETHROWER": Text("flamethrower", context="matschig card"),
                "WATERSUIT": Text("water suit", context="matschig card"),
                "MACHINEGUN": Text("machine-gun umbrella", context="matschig card")}
_THE = {"PIPE": Text("the pipe", context="matschig card"), "BLOWER": Text("the blower", context="matschig card"),
        "FLAMETHROWER": Text("the flamethrower", context="matschig card"),
        "WATERSUIT": Text("the water suit", context="matschig card"),
        "MACHINEGUN": Text("the machine-gun umbrella", context="matschig card")}
SPECIAL_PLURAL: dict[str, Callable[[int], Text]] = {
    "PIPE": lambda n: count(n, "{n} pipe", "{n} pipes", context="matschig card"),
    "BLOWER": lambda n: count(n, "{n} blower", "{n} blowers", context="matschig card"),
    "FLAMETHROWER": lambda n: count(n, "{n} flamethrower", "{n} flamethrowers", context="matschig card"),
    "WATERSUIT": lambda n: count(n, "{n} water suit", "{n} water suits", context="matschig card"),
    "MACHINEGUN": lambda n: count(n, "{n} machine-gun umbrella", "{n} machine-gun umbrellas",
                                  context="matschig card"),
}

# The named variants of rules/matschig.md §6 as a learner reads them (the ID itself only as a rule chip).
VARIANT_NAME: dict[str, Text] = {
    "MULTI_CARD_THROW": Text("several cards per throw"), "SWAP3_OFF": Text("no swap"),
    "VOLUNTARY_SWAP": Text("swap at will"), "SWAP3_ON_PASS": Text("swap when passing"),
    "TARGET_CANNOT_COMPLETE": Text("the target may not complete"),
    "THROWER_NEVER_COMPLETES": Text("the thrower never completes"),
    "RACE_SEAT_ORDER": Text("asked in seat order"), "RACE_TARGET_FIRST": Text("the target is asked first"),
    "RACE_RANDOM": Text("a secret race with a draw"), "RACE_REALTIME": Text("a real-time race"),
    "COMPLETE_ONLY_AFTER_THROW": Text("one completion window"),
    "MUST_REDIRECT": Text("the completer must redirect"), "PERFECT_BLOCKS_PIPE": Text("no pipe on perfect mud"),
    "WATERSUIT_ALL_OR_NOTHING": Text("the water suit, all or nothing"),
    "MG_REDRAW_ON_SPECIAL": Text("a special card makes you reveal again"),
    "MG_KEEP_DEFENCE_CARD": Text("keep a revealed defence card"),
    "SHORTFALL_ENDS": Text("a short draw pile ends the round"),
    "PLAY_OUT": Text("play the draw pile out"), "CLOCKWISE_TURNS": Text("turns go clockwise"),
    "DIRTIEST_STARTS": Text("the dirtiest player starts"), "ROUNDS_PER_PLAYER": Text("one round per player"),
    "ONE_TYPE_WHOLE_GAME": Text("one type over the whole game"),
    "TIEBREAK_FEWER_CARDS": Text("fewer mud cards break a tie"), "DECK_AMIGO_DEFAULT": Text("the default deck"),
    "DECK_FANFOR_1998": Text("the 1998 deck"),
}


def variant(name: str) -> Text:
    """A variant as prose, quoted: 'the variant “several cards per throw”'."""
    return Text("the variant “{name}”").format(name=VARIANT_NAME[name])


def card(c: str) -> Text:
    """One card in words: 'water 3', 'umbrella 4', 'pipe'."""
    kind = KIND[c]
    if kind in "WSU":
        return _CARD[kind].format(value=VALUE[c])
    return SPECIAL_NAME[c]


def the_card(c: str) -> Text:
    """One card in a sentence: 'water 3', 'the pipe'."""
    if KIND[c] in "WSU":
        return card(c)
    return _THE[c]


def an(c: str) -> Text:
    """A water, sand or umbrella card with the indefinite article: 'a water 2', 'an umbrella 4'."""
    return _AN[KIND[c]].format(value=VALUE[c])


def no(c: str) -> Text:
    """A water, sand or umbrella card after a negation: 'no water 2'."""
    return _NO[KIND[c]].format(value=VALUE[c])


def join(items: Sequence) -> Text:
    """'a, b and c' (items are Texts or plain strings)."""
    items = list(items)
    if not items:
        return Verbatim("")
    if len(items) == 1:
        return items[0] if isinstance(items[0], Text) else Verbatim(items[0])
    return Text("{some} and {last}", context="matschig list").format(some=Joined(items[:-1], ", "), last=items[-1])


def cards(items: Iterable[str], none: Optional[Text] = None) -> Text:
    """Some cards in words, in order: 'water 3, sand 5 and the pipe'; several copies of a special card are
    counted ('2 pipes'). No cards: `none`, or 'nothing'."""
    items = list(items)
    if not items:
        return none if none is not None else Text("nothing", context="matschig cards")
    parts = [the_card(c) for c in items if KIND[c] in "WSU"]
    for c in SPECIALS:
        copies = items.count(c)
        if copies:
            parts.append(the_card(c) if copies == 1 else SPECIAL_PLURAL[c](copies))
    return join(parts)


def umbrellas(us: Sequence[str]) -> Text:
    """Umbrellas by value: 'umbrella 4', 'umbrellas 3 and 2'."""
    values = join([str(VALUE[u]) for u in us])
    return Text("umbrella {values}", plural="umbrellas {values}", n=len(us)).format(values=values)


def group(us: Sequence[str], mud_card: str) -> Text:
    """One umbrella group on the mud card it guards: 'umbrellas 3 and 2 on sand 5'."""
    return Text("{umbrellas} on {card}").format(umbrellas=umbrellas(us), card=card(mud_card))


def groups(gs: Iterable[Sequence]) -> Text:
    """Umbrella groups [(umbrellas, mud card), ...] in words, joined."""
    return join([group(us, c) for us, c in gs])


def pts(n: int) -> Text:
    """'1 point', '3 points'."""
    return count(n, "{n} point", "{n} points", context="matschig")


def n_cards(n: int) -> Text:
    """'1 card', '3 cards'."""
    return count(n, "{n} card", "{n} cards", context="matschig")


def seats(items: Iterable[int]) -> Text:
    """'P1, P2 and P3' ('-' for none)."""
    labels = [P(q) for q in items]
    return join(labels) if labels else Verbatim("-")


def sums(water: int, sand: int, equal: bool = False) -> Text:
    """'water 3, sand 5'; equal: 'water 5 = sand 5'."""
    if equal:
        return Text("water {water} = sand {sand}").format(water=water, sand=sand)
    return Text("water {water}, sand {sand}").format(water=water, sand=sand)


MISSING = {"W": Text("no water card"), "S": Text("no sand card"), "both": Text("no water and no sand card")}
BRINGS = {"W": Text("water", context="matschig brings"), "S": Text("sand", context="matschig brings"),
          "both": Text("water and sand", context="matschig brings")}


def thousands(n: int) -> Text:
    """A whole number with its thousands grouped as the language writes them: '16,014' / '16.014'."""
    return Joined(f"{n:,}".split(","), Text(",", context="thousands separator"))
