"""Every Muros event and refusal told in English and Spanish (written for learners)."""
from __future__ import annotations

from typing import Mapping

from ..core.i18n import register_texts

# colour letter -> (en, es card adjective (feminine singular), es token adjective (feminine plural))
COLOUR = {
    "Y": ("yellow", "amarilla", "amarillas"), "B": ("blue", "azul", "azules"),
    "R": ("red", "roja", "rojas"), "G": ("green", "verde", "verdes"), "W": ("white", "blanca", "blancas"),
}
COLOUR_NOUN_ES = {"Y": "amarillo", "B": "azul", "R": "rojo", "G": "verde", "W": "blanco"}


def en_col(c: str) -> str:
    """English colour name of a letter."""
    return COLOUR[c][0]


def es_card(c: str) -> str:
    """Spanish adjective for a card of colour c."""
    return COLOUR[c][1]


def es_tokens(c: str, n: int = 2) -> str:
    """Spanish adjective for n tokens (fichas) of colour c."""
    return COLOUR[c][2] if n != 1 else COLOUR[c][1]


def who(seat) -> str:
    """P1, P2, ... for a seat number."""
    return f"P{int(seat) + 1}"


def line_en(slot: str) -> str:
    """'row 3' or 'column 5' for a slot's line."""
    return f"row {slot[1:]}" if slot[0] in "WE" else f"column {slot[1:]}"


def line_es(slot: str) -> str:
    """'la fila 3' or 'la columna 5'."""
    return f"la fila {slot[1:]}" if slot[0] in "WE" else f"la columna {slot[1:]}"


_END_EN = {"W": "left end", "E": "right end", "N": "top", "S": "bottom"}
_END_ES = {"W": "extremo izquierdo", "E": "extremo derecho", "N": "extremo superior", "S": "extremo inferior"}


def slot_en(slot: str) -> str:
    """'W3 (left end of row 3)'."""
    return f"{slot} ({_END_EN[slot[0]]} of {line_en(slot)})"


def slot_es(slot: str) -> str:
    """'W3 (extremo izquierdo de la fila 3)'."""
    return f"{slot} ({_END_ES[slot[0]]} de {line_es(slot)})"


def _join(words: list[str], and_word: str) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {and_word} {words[-1]}"


def _tokens_en(tokens: str) -> str:
    """'green, red and blue' for the tokens GRB, in order."""
    return _join([en_col(t) for t in tokens], "and")


def _tokens_es(tokens: str) -> str:
    """'verde, roja y azul' (fichas: feminine) for the tokens GRB, in order."""
    return _join([es_card(t) for t in tokens], "y")


def _n_en(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _fichas(n: int) -> str:
    return "1 ficha" if n == 1 else f"{n} fichas"


def _place_en(d: Mapping) -> str:
    src = "from their hand" if d["source"] == "hand" else "from the face-up pile"
    s = f"{who(d['seat'])} places a {en_col(d['colour'])} card {src} in {slot_en(d['slot'])}. "
    if d["phase"] == 1:
        return s + (f"Placement {d['placement']} of 18 in phase 1: the opposite slot {d['opposite']} "
                    "is empty, so no card faces it.")
    return s + (f"Placement {d['placement']} of 36, phase 2: it faces the {en_col(d['facing'])} card "
                f"in {d['opposite']}.")


def _place_es(d: Mapping) -> str:
    src = "de su mano" if d["source"] == "hand" else "del mazo boca arriba"
    s = f"{who(d['seat'])} coloca una carta {es_card(d['colour'])} {src} en {slot_es(d['slot'])}. "
    if d["phase"] == 1:
        return s + (f"Colocación {d['placement']} de 18 en la fase 1: la ranura opuesta {d['opposite']} "
                    "está vacía, así que no queda enfrentada a ninguna carta.")
    return s + (f"Colocación {d['placement']} de 36, fase 2: queda enfrentada a la carta "
                f"{es_card(d['facing'])} de {d['opposite']}.")


def _count_en(d: Mapping) -> str:
    k, c = d["k"], d["colour"]
    return (f"Count: {line_en(d['slot'])} holds {k} {en_col(c)} "
            f"token{'s' if k != 1 else ''}, so k = {k}: {_n_en(k, 'token')} must leave the line "
            "(white tokens never count).")


def _count_es(d: Mapping) -> str:
    k, c = d["k"], d["colour"]
    return (f"Recuento: {line_es(d['slot'])} tiene {_fichas(k)} {es_tokens(c, k)}, así que k = {k}: "
            f"{'sale' if k == 1 else 'salen'} {_fichas(k)} de la línea (las blancas nunca cuentan).")


def _zero_en(d: Mapping) -> str:
    s = f"Count: {line_en(d['slot'])} holds no {en_col(d['colour'])} token, so k = 0: nothing is removed"
    if d.get("shift_on_zero"):
        return s + ", but with SHIFT_ON_ZERO the tokens still slide to fill the far end."
    return s + " and nothing slides."


def _zero_es(d: Mapping) -> str:
    s = (f"Recuento: {line_es(d['slot'])} no tiene ninguna ficha {es_card(d['colour'])}, "
         "así que k = 0: no se retira nada")
    if d.get("shift_on_zero"):
        return s + ", pero con SHIFT_ON_ZERO las fichas se desplazan igualmente hasta llenar el extremo opuesto."
    return s + " y nada se desplaza."


def _remove_en(d: Mapping) -> str:
    gone, k = d["removed"], d["k"]
    if d.get("by_cells"):
        s = f"Remove (COUNT_CELLS): the {k} cells at the far end ({d['far']}) are cleared"
        return s + (f", and {_n_en(len(gone), 'token')} leave the game: {_tokens_en(gone)}."
                    if gone else "; they were empty, so no token leaves the game.")
    first = "the first token met leaves" if k == 1 else f"the first {k} tokens met leave"
    s = (f"Remove: walking in from the far end ({d['far']}) and skipping empty cells, "
         f"{first} the game: {_tokens_en(gone)}.")
    if any(t != d["counted_colour"] for t in gone):
        they = "It need" if k == 1 else "They need"
        s += f" {they} not be {en_col(d['counted_colour'])}: k only says how many."
    return s


def _remove_es(d: Mapping) -> str:
    gone, k = d["removed"], d["k"]
    if d.get("by_cells"):
        s = f"Retirada (COUNT_CELLS): se vacían las {k} casillas del extremo opuesto ({d['far']})"
        return s + (f", y salen del juego {_fichas(len(gone))}: {_tokens_es(gone)}."
                    if gone else "; estaban vacías, así que no sale ninguna ficha.")
    s = (f"Retirada: desde el extremo opuesto ({d['far']}), saltando las casillas vacías, salen del "
         f"juego las {k} primeras fichas: {_tokens_es(gone)}." if k != 1 else
         f"Retirada: desde el extremo opuesto ({d['far']}), saltando las casillas vacías, sale del "
         f"juego la primera ficha: {_tokens_es(gone)}.")
    if any(t != d["counted_colour"] for t in gone):
        tienen = "No tiene" if k == 1 else "No tienen"
        s += f" {tienen} por qué ser {es_tokens(d['counted_colour'], k)}: k solo dice cuántas."
    return s


def _slide_en(d: Mapping) -> str:
    n, dist = d["left"], d["distance"]
    if n == 0:
        return "Slide: no token is left in the line, so nothing slides."
    if dist == 0:
        return "Slide: the tokens already touch the end they slide to, so nothing moves."
    where = "toward the card (SHIFT_TOWARD_CARD)" if d["toward"] == "card" else "away from the card, toward the far end"
    if n == 1:
        how = ""
    elif d["compact"]:
        how = ", packed together with no gaps (COMPACT_SHIFT)"
    else:
        how = ", keeping the gaps between them"
    gap = ("the new empty cells open at the far end" if d["toward"] == "card"
           else "the new empty cells collect next to the card")
    by = f"up to {_n_en(dist, 'cell')}" if d["compact"] and n > 1 else _n_en(dist, "cell")
    left = "the one token left moves" if n == 1 else f"the {n} tokens left move"
    return f"Slide: {left} {by} {where}{how}; {gap}."


def _slide_es(d: Mapping) -> str:
    n, dist = d["left"], d["distance"]
    if n == 0:
        return "Desplazamiento: no queda ninguna ficha en la línea, así que nada se desplaza."
    if dist == 0:
        return "Desplazamiento: las fichas ya tocan el extremo hacia el que se desplazan, así que nada se mueve."
    where = ("hacia la carta (SHIFT_TOWARD_CARD)" if d["toward"] == "card"
             else "alejándose de la carta, hacia el extremo opuesto")
    if n == 1:
        how = ""
    elif d["compact"]:
        how = ", juntándose sin huecos (COMPACT_SHIFT)"
    else:
        how = ", respetando los huecos que hay entre ellas"
    gap = ("las nuevas casillas vacías quedan en el extremo opuesto" if d["toward"] == "card"
           else "las nuevas casillas vacías quedan junto a la carta")
    quedan = "la única ficha que queda se desplaza" if n == 1 else f"las {n} fichas que quedan se desplazan"
    cas = "1 casilla" if dist == 1 else f"{dist} casillas"
    by = f"hasta {cas}" if d["compact"] and n > 1 else cas
    return f"Desplazamiento: {quedan} {by} {where}{how}; {gap}."


def _board_count_en(d: Mapping) -> str:
    c = d["counts"]
    parts = ", ".join(f"{en_col(k)} {c[k]}" for k in "YBRG")
    return f"Final count of tokens left on the board: {parts} (the {d['white']} white ones never count)."


def _board_count_es(d: Mapping) -> str:
    c = d["counts"]
    parts = ", ".join(f"{es_tokens(k)} {c[k]}" for k in "YBRG")
    return f"Recuento final de fichas en el tablero: {parts} (las {d['white']} blancas nunca cuentan)."


def _majority_en(d: Mapping) -> str:
    top = d["tiers"][0]
    if len(top) == 1:
        s = f"The majority colour is {en_col(top[0])}: the winner is whoever captured the most {en_col(top[0])} tokens."
    else:
        names = _join([en_col(c) for c in top], "and")
        s = (f"{names.capitalize()} tie for the most tokens on the board, so a seat's captures of those "
             "colours are added together and compared as one tier.")
    rest = " > ".join("+".join(t) for t in d["tiers"])
    return s + f" Tie-break order of tiers: {rest}."


def _majority_es(d: Mapping) -> str:
    top = d["tiers"][0]
    if len(top) == 1:
        s = (f"El color mayoritario es el {COLOUR_NOUN_ES[top[0]]}: gana quien haya capturado más "
             f"fichas {es_tokens(top[0])}.")
    else:
        names = _join([f"el {COLOUR_NOUN_ES[c]}" for c in top], "y")
        s = (f"{names[0].upper()}{names[1:]} empatan con más fichas en el tablero, así que las capturas "
             "de esos colores se suman y se comparan como un solo nivel.")
    rest = " > ".join("+".join(t) for t in d["tiers"])
    return s + f" Orden de desempate por niveles: {rest}."


def _ranking_en(d: Mapping) -> str:
    how = "best single colour" if d.get("best_single") else "sum"
    keys = "; ".join(f"{who(s)} {tuple(k)}" for s, k in enumerate(d["keys"]))
    return f"Each player's captures per tier ({how}), compared tier by tier: {keys}."


def _ranking_es(d: Mapping) -> str:
    how = "mejor color individual" if d.get("best_single") else "suma"
    keys = "; ".join(f"{who(s)} {tuple(k)}" for s, k in enumerate(d["keys"]))
    return f"Capturas de cada jugador por nivel ({how}), comparadas nivel a nivel: {keys}."


def _winner_en(d: Mapping) -> str:
    w = [who(s) for s in d["winners"]]
    if len(w) == 1:
        return f"{w[0]} wins."
    return f"{' and '.join(w)} are still tied after the last tier, so they share the win."


def _winner_es(d: Mapping) -> str:
    w = [who(s) for s in d["winners"]]
    if len(w) == 1:
        return f"Gana {w[0]}."
    return f"{' y '.join(w)} siguen empatados tras el último nivel, así que comparten la victoria."


def _capture_en(d: Mapping) -> str:
    n = d["n"]
    what = f"the {en_col(d['take'])} token" if n == 1 else f"the {n} {en_col(d['take'])} tokens"
    return (f"{who(d['seat'])} takes {what} of {line_en(d['slot'])} "
            f"into their own supply (now {d['total']} {en_col(d['take'])}); the cells stay empty and nothing slides.")


def _capture_es(d: Mapping) -> str:
    n = d["n"]
    what = f"la ficha {es_card(d['take'])}" if n == 1 else f"las {n} fichas {es_tokens(d['take'])}"
    return (f"{who(d['seat'])} se lleva {what} de "
            f"{line_es(d['slot'])} a su reserva (ahora tiene {_fichas(d['total'])} {es_tokens(d['take'], d['total'])}); "
            "las casillas quedan vacías y nada se desplaza.")


TEXTS = {
    "place": {"en": _place_en, "es": _place_es},
    "count": {"en": _count_en, "es": _count_es},
    "zero": {"en": _zero_en, "es": _zero_es},
    "remove": {"en": _remove_en, "es": _remove_es},
    "slide": {"en": _slide_en, "es": _slide_es},
    "phase2": {
        "en": "18 cards are placed, so every row and every column now holds exactly one card: phase 2 "
              "begins. Each card from now on goes opposite a card already placed.",
        "es": "Ya hay 18 cartas colocadas, así que cada fila y cada columna tiene exactamente una carta: "
              "empieza la fase 2. Desde ahora cada carta se coloca enfrentada a una ya colocada.",
    },
    "block": {
        "en": lambda d: (f"Same colour as the card facing it in {d['opposite']}: {line_en(d['slot'])} is "
                         "blocked, nothing happens, and the line is now full for good."),
        "es": lambda d: (f"Es del mismo color que la carta enfrentada en {d['opposite']}: {line_es(d['slot'])} "
                         "queda bloqueada, no ocurre nada y la línea ya está completa para siempre."),
    },
    "capture": {"en": _capture_en, "es": _capture_es},
    "capture-none": {
        "en": lambda d: (f"{who(d['seat'])} chooses {en_col(d['take'])}, but {line_en(d['slot'])} holds no "
                         f"{en_col(d['take'])} token: nothing is taken."),
        "es": lambda d: (f"{who(d['seat'])} elige el {COLOUR_NOUN_ES[d['take']]}, pero {line_es(d['slot'])} no "
                         f"tiene fichas {es_tokens(d['take'])}: no se lleva nada."),
    },
    "decline": {
        "en": lambda d: f"{who(d['seat'])} takes nothing: taking is optional.",
        "es": lambda d: f"{who(d['seat'])} no se lleva nada: coger fichas es opcional.",
    },
    "skip": {
        "en": lambda d: f"{who(d['seat'])} has no card in hand and every face-up pile is empty: their turn is skipped.",
        "es": lambda d: f"{who(d['seat'])} no tiene cartas en la mano y todos los mazos boca arriba están vacíos: pierde el turno.",
    },
    "pass": {
        "en": lambda d: f"{who(d['seat'])} passes (allowed by the variant ALLOW_PASS).",
        "es": lambda d: f"{who(d['seat'])} pasa (lo permite la variante ALLOW_PASS).",
    },
    "all-passed": {
        "en": lambda d: (("Both players" if d["players"] == 2 else f"All {d['players']} players")
                         + f" passed in a row, so the game ends with {d['placed']} cards placed."),
        "es": lambda d: f"Los {d['players']} jugadores han pasado seguidos, así que la partida termina con {d['placed']} cartas colocadas.",
    },
    "end": {
        "en": "The 36th card is placed: every slot holds a card and the game ends.",
        "es": "Se ha colocado la carta 36: todas las ranuras tienen carta y la partida termina.",
    },
    "board-count": {"en": _board_count_en, "es": _board_count_es},
    "majority": {"en": _majority_en, "es": _majority_es},
    "ranking": {"en": _ranking_en, "es": _ranking_es},
    "winner": {"en": _winner_en, "es": _winner_es},
    # -- refusals --------------------------------------------------------------
    "bad-action": {
        "en": lambda d: (f"“{d['got']}” is not a Muros action. Write a card colour (Y, B, R or G), “@” and a "
                         "slot (W1-W9, E1-E9, N1-N9, S1-S9), for example R@W3; add “pile” to take the card "
                         "from the face-up pile, and in phase 2 add “take X” or “take none”."),
        "es": lambda d: (f"«{d['got']}» no es una acción de Muros. Escribe el color de una carta (Y, B, R o G), "
                         "«@» y una ranura (W1-W9, E1-E9, N1-N9, S1-S9), por ejemplo R@W3; añade «pile» para "
                         "usar el mazo boca arriba y, en la fase 2, «take X» o «take none»."),
    },
    "not-in-hand": {
        "en": lambda d: (f"{who(d['seat'])} holds no {en_col(d['colour'])} card (hand: {d['hand']})."
                         + (f" Take one from the face-up pile instead: {d['colour']}@{d['slot']} pile."
                            if d["pile"] else "")),
        "es": lambda d: (f"{who(d['seat'])} no tiene ninguna carta {es_card(d['colour'])} en la mano "
                         f"(mano: {d['hand']})."
                         + (f" Puedes cogerla del mazo boca arriba: {d['colour']}@{d['slot']} pile."
                            if d["pile"] else "")),
    },
    "pile-empty": {
        "en": lambda d: f"The face-up {en_col(d['colour'])} pile is empty; play a card from your hand or from another pile.",
        "es": lambda d: (f"El mazo {COLOUR_NOUN_ES[d['colour']]} boca arriba está vacío; juega una carta de tu mano "
                         "o de otro mazo."),
    },
    "slot-taken": {
        "en": lambda d: f"Slot {d['slot']} already holds a {en_col(d['there'])} card; every slot takes one card only.",
        "es": lambda d: f"La ranura {d['slot']} ya tiene una carta {es_card(d['there'])}; cada ranura admite una sola carta.",
    },
    "facing": {
        "en": lambda d: (f"In phase 1 a card may never face another one: {d['opposite']}, at the other end of "
                         f"{line_en(d['slot'])}, already holds a {en_col(d['there'])} card. Choose a line with no card yet."),
        "es": lambda d: (f"En la fase 1 una carta nunca puede quedar enfrentada a otra: {d['opposite']}, al otro "
                         f"extremo de {line_es(d['slot'])}, ya tiene una carta {es_card(d['there'])}. "
                         "Elige una línea que aún no tenga carta."),
    },
    "must-face": {
        "en": lambda d: f"In phase 2 a card must face a card already placed, but {d['opposite']} is empty.",
        "es": lambda d: f"En la fase 2 la carta debe quedar enfrentada a otra ya colocada, pero {d['opposite']} está vacía.",
    },
    "take-phase1": {
        "en": "Nothing is captured in phase 1: a card there removes and slides tokens. Drop the “take” part.",
        "es": "En la fase 1 no se captura nada: la carta retira y desplaza fichas. Quita la parte «take».",
    },
    "blocked-take": {
        "en": lambda d: (f"A {en_col(d['colour'])} card facing the {en_col(d['colour'])} card in {d['opposite']} "
                         f"blocks the line: nothing can be taken. Write just {d['colour']}@{d['slot']}."),
        "es": lambda d: (f"Una carta {es_card(d['colour'])} frente a la carta {es_card(d['colour'])} de {d['opposite']} "
                         f"bloquea la línea: no se puede coger nada. Escribe solo {d['colour']}@{d['slot']}."),
    },
    "choose-take": {
        "en": lambda d: (f"This card faces a {en_col(d['facing'])} card, so say which colour you take from "
                         f"{line_en(d['slot'])}: “take {d['colour']}” or “take {d['facing']}”"
                         + ("." if d["mandatory"] else ", or “take none”.")),
        "es": lambda d: (f"Esta carta queda frente a una carta {es_card(d['facing'])}, así que di qué color coges de "
                         f"{line_es(d['slot'])}: «take {d['colour']}» o «take {d['facing']}»"
                         + ("." if d["mandatory"] else ", o «take none».")),
    },
    "bad-take": {
        "en": lambda d: (f"You may only take one of the two card colours of the line, {en_col(d['colour'])} "
                         f"or {en_col(d['facing'])}, not {en_col(d['take'])}."),
        "es": lambda d: (f"Solo puedes coger uno de los dos colores de las cartas de la línea, "
                         f"{COLOUR_NOUN_ES[d['colour']]} o {COLOUR_NOUN_ES[d['facing']]}, no {COLOUR_NOUN_ES[d['take']]}."),
    },
    "must-take": {
        "en": lambda d: (f"With MANDATORY_TAKE you must take one of the colours: “take {d['colour']}” or “take {d['facing']}”."),
        "es": lambda d: (f"Con MANDATORY_TAKE debes coger uno de los colores: «take {d['colour']}» o «take {d['facing']}»."),
    },
    "game-over": {
        "en": lambda d: f"The game is over ({d['placed']} cards placed): no card can be placed any more.",
        "es": lambda d: f"La partida ha terminado ({d['placed']} cartas colocadas): ya no se puede colocar ninguna carta.",
    },
    "no-pass": {
        "en": "Passing is not allowed while you can place a card (your hand or a face-up pile has one).",
        "es": "No puedes pasar mientras puedas colocar una carta (de tu mano o de un mazo boca arriba).",
    },
}

register_texts("muros", TEXTS)
