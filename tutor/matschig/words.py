"""Cards, umbrella groups, points and variants in words, in English and Spanish: what every learner text
says instead of notation ("water 3", "agua 3"; "umbrellas 3 and 2 on sand 5"; never "U3+U2>S5").

Words kept for one concept each (es): barro (mud), barro perfecto, montón de barro (mud pile), mazo (draw
pile), fuera de juego (out of play), objetivo (target), lanzar (throw), completar (complete), renunciar
(decline), aceptar (accept), llevarse (take mud), detener (stop a mud card), desviar (send a mud on),
destapar (reveal), reponer (refill), robar (draw), cambiar (swap).
"""
from __future__ import annotations

from ..core.i18n import lazy_lang   # TRANSITION

from typing import Iterable, Optional, Sequence

from ..core.i18n import check_lang, count, seat_label
from .cards import KIND, SPECIALS, VALUE

P = seat_label

KIND_WORD = {"en": {"W": "water", "S": "sand", "U": "umbrella"},
             "es": {"W": "agua", "S": "arena", "U": "paraguas"}}
SPECIAL_NAME = {
    "en": {"PIPE": "pipe", "BLOWER": "blower", "FLAMETHROWER": "flamethrower", "WATERSUIT": "water suit",
           "MACHINEGUN": "machine-gun umbrella"},
    "es": {"PIPE": "tubo", "BLOWER": "sopladora", "FLAMETHROWER": "lanzallamas", "WATERSUIT": "traje de agua",
           "MACHINEGUN": "paraguas metralleta"},
}
_THE_ES = {"PIPE": "el tubo", "BLOWER": "la sopladora", "FLAMETHROWER": "el lanzallamas",
           "WATERSUIT": "el traje de agua", "MACHINEGUN": "el paraguas metralleta"}
_PLURAL = {"en": {"PIPE": "pipes", "BLOWER": "blowers", "FLAMETHROWER": "flamethrowers",
                  "WATERSUIT": "water suits", "MACHINEGUN": "machine-gun umbrellas"},
           "es": {"PIPE": "tubos", "BLOWER": "sopladoras", "FLAMETHROWER": "lanzallamas",
                  "WATERSUIT": "trajes de agua", "MACHINEGUN": "paraguas metralleta"}}
SPECIAL_PLURAL = _PLURAL
AND = {"en": "and", "es": "y"}

# The named variants of rules/matschig.md §6 as a learner reads them (the ID itself only as a rule chip).
VARIANT_NAME = {
    "en": {"MULTI_CARD_THROW": "several cards per throw", "SWAP3_OFF": "no swap",
           "VOLUNTARY_SWAP": "swap at will", "SWAP3_ON_PASS": "swap when passing",
           "TARGET_CANNOT_COMPLETE": "the target may not complete",
           "THROWER_NEVER_COMPLETES": "the thrower never completes",
           "RACE_SEAT_ORDER": "asked in seat order", "RACE_TARGET_FIRST": "the target is asked first",
           "RACE_RANDOM": "a secret race with a draw", "RACE_REALTIME": "a real-time race",
           "COMPLETE_ONLY_AFTER_THROW": "one completion window",
           "MUST_REDIRECT": "the completer must redirect", "PERFECT_BLOCKS_PIPE": "no pipe on perfect mud",
           "WATERSUIT_ALL_OR_NOTHING": "the water suit, all or nothing",
           "MG_REDRAW_ON_SPECIAL": "a special card makes you reveal again",
           "MG_KEEP_DEFENCE_CARD": "keep a revealed defence card", "SHORTFALL_ENDS": "a short draw pile ends the round",
           "PLAY_OUT": "play the draw pile out", "CLOCKWISE_TURNS": "turns go clockwise",
           "DIRTIEST_STARTS": "the dirtiest player starts", "ROUNDS_PER_PLAYER": "one round per player",
           "ONE_TYPE_WHOLE_GAME": "one type over the whole game",
           "TIEBREAK_FEWER_CARDS": "fewer mud cards break a tie", "DECK_AMIGO_DEFAULT": "the default deck",
           "DECK_FANFOR_1998": "the 1998 deck"},
    "es": {"MULTI_CARD_THROW": "varias cartas por lanzamiento", "SWAP3_OFF": "sin cambio",
           "VOLUNTARY_SWAP": "cambio a voluntad", "SWAP3_ON_PASS": "cambio al pasar",
           "TARGET_CANNOT_COMPLETE": "el objetivo no puede completar",
           "THROWER_NEVER_COMPLETES": "quien lanza nunca completa",
           "RACE_SEAT_ORDER": "se pregunta por orden de asiento",
           "RACE_TARGET_FIRST": "se pregunta primero al objetivo",
           "RACE_RANDOM": "carrera secreta con sorteo", "RACE_REALTIME": "carrera en tiempo real",
           "COMPLETE_ONLY_AFTER_THROW": "una sola oportunidad de completar",
           "MUST_REDIRECT": "quien completa debe cambiar de objetivo",
           "PERFECT_BLOCKS_PIPE": "sin tubo contra barro perfecto",
           "WATERSUIT_ALL_OR_NOTHING": "el traje de agua, todo o nada",
           "MG_REDRAW_ON_SPECIAL": "una carta especial obliga a destapar otra",
           "MG_KEEP_DEFENCE_CARD": "quedarse la carta de defensa destapada",
           "SHORTFALL_ENDS": "si el mazo no alcanza, se acaba la ronda",
           "PLAY_OUT": "jugar hasta agotar el mazo", "CLOCKWISE_TURNS": "los turnos van hacia la izquierda",
           "DIRTIEST_STARTS": "empieza el más embarrado", "ROUNDS_PER_PLAYER": "una ronda por jugador",
           "ONE_TYPE_WHOLE_GAME": "un solo tipo en toda la partida",
           "TIEBREAK_FEWER_CARDS": "desempata quien tiene menos cartas de barro",
           "DECK_AMIGO_DEFAULT": "la baraja por defecto", "DECK_FANFOR_1998": "la baraja de 1998"},
}


@lazy_lang   # TRANSITION
def variant(name: str, lang: str) -> str:
    """A variant as prose, quoted: 'the variant “several cards per throw”' / 'la variante «...»'."""
    if check_lang(lang) == "en":
        return f"the variant “{VARIANT_NAME['en'][name]}”"
    return f"la variante «{VARIANT_NAME['es'][name]}»"


def card(c: str, lang: str) -> str:
    """One card in words: 'water 3', 'umbrella 4', 'pipe' / 'agua 3', 'paraguas 4', 'tubo'."""
    kind = KIND[c]
    if kind in "WSU":
        return f"{KIND_WORD[lang][kind]} {VALUE[c]}"
    return SPECIAL_NAME[lang][c]


def the_card(c: str, lang: str) -> str:
    """One card in a sentence: 'water 3', 'the pipe' / 'agua 3', 'el tubo'."""
    if KIND[c] in "WSU":
        return card(c, lang)
    return f"the {SPECIAL_NAME['en'][c]}" if lang == "en" else _THE_ES[c]


def an(c: str, lang: str) -> str:
    """A card with the indefinite article: 'a water 2', 'an umbrella 4' / 'un agua 2', 'una arena 1'."""
    if lang == "en":
        return ("an " if KIND[c] == "U" else "a ") + card(c, lang)
    return {"W": "un", "S": "una", "U": "un"}.get(KIND[c], "un") + " " + card(c, lang)


def no(c: str, lang: str) -> str:
    """A card after a negation: 'no water 2' / 'ningún agua 2', 'ninguna arena 1'."""
    if lang == "en":
        return "no " + card(c, lang)
    return ("ninguna " if KIND[c] == "S" else "ningún ") + card(c, lang)


def join(items: Sequence[str], lang: str) -> str:
    """'a, b and c' / 'a, b y c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {AND[lang]} " + items[-1]


def cards(items: Iterable[str], lang: str, none: Optional[str] = None) -> str:
    """Some cards in words, in order: 'water 3, sand 5 and the pipe' / 'agua 3, arena 5 y el tubo';
    several copies of a special card are counted ('2 pipes'). No cards: `none`, or 'nothing' / 'nada'."""
    items = list(items)
    if not items:
        return none if none is not None else ("nothing" if lang == "en" else "nada")
    parts = [the_card(c, lang) for c in items if KIND[c] in "WSU"]
    for c in SPECIALS:
        copies = items.count(c)
        if copies:
            parts.append(the_card(c, lang) if copies == 1 else f"{copies} {_PLURAL[lang][c]}")
    return join(parts, lang)


def umbrellas(us: Sequence[str], lang: str) -> str:
    """Umbrellas by value: 'umbrella 4', 'umbrellas 3 and 2' / 'paraguas 4', 'paraguas 3 y 2'."""
    values = [str(VALUE[u]) for u in us]
    if lang == "en":
        return ("umbrella " if len(values) == 1 else "umbrellas ") + join(values, "en")
    return "paraguas " + join(values, "es")


def group(us: Sequence[str], mud_card: str, lang: str) -> str:
    """One umbrella group on the mud card it guards: 'umbrellas 3 and 2 on sand 5'."""
    return f"{umbrellas(us, lang)} {'on' if lang == 'en' else 'sobre'} {card(mud_card, lang)}"


def groups(gs: Iterable[Sequence], lang: str) -> str:
    """Umbrella groups [(umbrellas, mud card), ...] in words, joined."""
    return join([group(us, c, lang) for us, c in gs], lang)


def pts(n: int, lang: str) -> str:
    """'1 point' / '3 puntos'."""
    return count(n, "point", "points") if lang == "en" else count(n, "punto", "puntos")


def n_cards(n: int, lang: str) -> str:
    """'1 card' / '3 cartas'."""
    return count(n, "card", "cards") if lang == "en" else count(n, "carta", "cartas")


def seats(items: Iterable[int], lang: str) -> str:
    """'P1, P2 and P3' / 'P1, P2 y P3'."""
    return join([P(q) for q in items], lang) or "-"


def sums(water: int, sand: int, lang: str, sep: str = ", ") -> str:
    """'water 3, sand 5' / 'agua 3, arena 5'."""
    return f"water {water}{sep}sand {sand}" if lang == "en" else f"agua {water}{sep}arena {sand}"


MISSING = {"en": {"W": "no water card", "S": "no sand card", "both": "no water and no sand card"},
           "es": {"W": "ninguna carta de agua", "S": "ninguna carta de arena", "both": "ni agua ni arena"}}
BRINGS = {"en": {"W": "water", "S": "sand", "both": "water and sand"},
          "es": {"W": "agua", "S": "arena", "both": "agua y arena"}}
