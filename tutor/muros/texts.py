"""Every Muros event, refusal and hint sentence told in English and Spanish (written for learners).

The notation (R@W3 pile, take G) is the game's code in both languages; a Spanish text that quotes
it says in Spanish what it means. Variant names are identifiers: Spanish texts give each its
Spanish name too (VARIANT_ES).
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ..core.i18n import Template, count, plural, register_texts, seat_label

# colour letter -> (en, es card adjective (feminine singular), es token adjective (feminine plural))
COLOUR = {
    "Y": ("yellow", "amarilla", "amarillas"), "B": ("blue", "azul", "azules"),
    "R": ("red", "roja", "rojas"), "G": ("green", "verde", "verdes"), "W": ("white", "blanca", "blancas"),
}
COLOUR_NOUN_ES = {"Y": "amarillo", "B": "azul", "R": "rojo", "G": "verde", "W": "blanco"}
# Spanish names of the variants (rules/muros.md §7), shown beside the identifier
VARIANT_ES = {
    "COUNT_CELLS": "contar casillas", "COMPACT_SHIFT": "desplazamiento compacto",
    "SHIFT_TOWARD_CARD": "desplazar hacia la carta", "SHIFT_ON_ZERO": "desplazar aunque k = 0",
    "MANDATORY_TAKE": "captura obligatoria", "TIER_BEST_SINGLE": "mejor color del nivel",
    "ALLOW_PASS": "se puede pasar", "HIDDEN_CAPTURES": "capturas ocultas",
}


def en_col(c: str) -> str:
    """English colour name of a letter."""
    return COLOUR[c][0]


def es_card(c: str) -> str:
    """Spanish adjective for a card of colour c."""
    return COLOUR[c][1]


def es_tokens(c: str, n: int = 2) -> str:
    """Spanish adjective for n tokens (fichas) of colour c."""
    return plural(n, COLOUR[c][1], COLOUR[c][2])


def variant_es(name: str) -> str:
    """'la variante «captura obligatoria» (MANDATORY_TAKE)', for a sentence."""
    return f"la variante «{VARIANT_ES[name]}» ({name})"


def variant_note_es(name: str) -> str:
    """'variante «captura obligatoria», MANDATORY_TAKE', for inside parentheses."""
    return f"variante «{VARIANT_ES[name]}», {name}"


def line_en(slot: str) -> str:
    """'row 3' or 'column 5' for a slot's line."""
    return f"row {slot[1:]}" if slot[0] in "WE" else f"column {slot[1:]}"


def line_es(slot: str) -> str:
    """'la fila 3' or 'la columna 5'."""
    return f"la fila {slot[1:]}" if slot[0] in "WE" else f"la columna {slot[1:]}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_END_EN = {"W": "left end", "E": "right end", "N": "top end", "S": "bottom end"}
_END_ES = {"W": "extremo izquierdo", "E": "extremo derecho", "N": "extremo superior", "S": "extremo inferior"}


def slot_en(slot: str) -> str:
    """'W3 (left end of row 3)'."""
    return f"{slot} ({_END_EN[slot[0]]} of {line_en(slot)})"


def slot_es(slot: str) -> str:
    """'W3 (extremo izquierdo de la fila 3)'."""
    return f"{slot} ({_END_ES[slot[0]]} de {line_es(slot)})"


def join(words: Sequence[str], and_word: str) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {and_word} {words[-1]}"


def _tokens_en(tokens: str) -> str:
    """'green, red and blue' for the tokens GRB, in order; 'all blue' when they share a colour."""
    if len(tokens) > 1 and len(set(tokens)) == 1:
        return f"all {en_col(tokens[0])}"
    return join([en_col(t) for t in tokens], "and")


def _tokens_es(tokens: str) -> str:
    """'verde, roja y azul' (fichas: feminine) for the tokens GRB, in order; 'todas azules' when alike."""
    if len(tokens) > 1 and len(set(tokens)) == 1:
        return f"todas {es_tokens(tokens[0])}"
    return join([es_card(t) for t in tokens], "y")


def _fichas(n: int) -> str:
    return count(n, "ficha", "fichas")


def _tokens(n: int) -> str:
    return count(n, "token", "tokens")


def _hand_en(hand: Mapping[str, int]) -> str:
    held = [f"{n} {en_col(c)}" for c, n in hand.items() if n]
    return join(held, "and") if held else "no cards"


def _hand_es(hand: Mapping[str, int]) -> str:
    held = [f"{n} {es_tokens(c, n)}" for c, n in hand.items() if n]
    return join(held, "y") if held else "ninguna carta"


# -- events ----------------------------------------------------------------------------------------

def _place_en(d: Mapping) -> str:
    src = "from their hand" if d["source"] == "hand" else f"from the face-up {en_col(d['colour'])} pile"
    s = f"{seat_label(d['seat'])} places a {en_col(d['colour'])} card {src} in {slot_en(d['slot'])}. "
    if d["phase"] == 1:
        return s + (f"Placement {d['placement']} of 18 in phase 1: the opposite slot {d['opposite']} "
                    "is empty, so no card faces it.")
    return s + (f"Placement {d['placement']} of 36, phase 2: it faces the {en_col(d['facing'])} card "
                f"in {d['opposite']}.")


def _place_es(d: Mapping) -> str:
    src = "de su mano" if d["source"] == "hand" else f"del mazo {COLOUR_NOUN_ES[d['colour']]} boca arriba"
    s = f"{seat_label(d['seat'])} coloca una carta {es_card(d['colour'])} {src} en {slot_es(d['slot'])}. "
    if d["phase"] == 1:
        return s + (f"Colocación {d['placement']} de 18 en la fase 1: la ranura opuesta, {d['opposite']}, "
                    "está vacía, así que ninguna carta queda enfrente.")
    return s + (f"Colocación {d['placement']} de 36, fase 2: queda enfrente de la carta "
                f"{es_card(d['facing'])} de {d['opposite']}.")


def _count_en(d: Mapping) -> str:
    k, c = d["k"], d["colour"]
    return (f"Count: {line_en(d['slot'])} holds {k} {en_col(c)} {plural(k, 'token', 'tokens')}, so k = {k}: "
            f"{_tokens(k)} must leave the line (white tokens never count).")


def _count_es(d: Mapping) -> str:
    k, c = d["k"], d["colour"]
    return (f"Recuento: {line_es(d['slot'])} tiene {_fichas(k)} {es_tokens(c, k)}, así que k = {k}: "
            f"{plural(k, 'sale', 'salen')} {_fichas(k)} de la línea (las blancas nunca cuentan).")


def _zero_en(d: Mapping) -> str:
    s = f"Count: {line_en(d['slot'])} holds no {en_col(d['colour'])} token, so k = 0: nothing is removed"
    if d["shift_on_zero"]:
        return s + ", but with the variant SHIFT_ON_ZERO the tokens still slide to fill the far end."
    return s + " and nothing slides."


def _zero_es(d: Mapping) -> str:
    s = (f"Recuento: {line_es(d['slot'])} no tiene ninguna ficha {es_card(d['colour'])}, "
         "así que k = 0: no se retira nada")
    if d["shift_on_zero"]:
        return s + (f", pero con {variant_es('SHIFT_ON_ZERO')} las fichas se desplazan igualmente hasta "
                    "llenar el extremo opuesto.")
    return s + " y nada se desplaza."


def _remove_en(d: Mapping) -> str:
    gone, k = d["removed"], d["k"]
    if d["by_cells"]:
        cells = "the cell" if k == 1 else f"the {k} cells"
        s = f"Remove (variant COUNT_CELLS): {cells} at the far end ({d['far']}) {plural(k, 'is', 'are')} cleared"
        return s + (f", and {_tokens(len(gone))} {plural(len(gone), 'leaves', 'leave')} the game: "
                    f"{_tokens_en(gone)}." if gone else
                    f"; {plural(k, 'it was', 'they were')} empty, so no token leaves the game.")
    first = "the first token met leaves" if k == 1 else f"the first {k} tokens met leave"
    s = (f"Remove: walking in from the far end ({d['far']}) and skipping empty cells, "
         f"{first} the game: {_tokens_en(gone)}.")
    if any(t != d["counted_colour"] for t in gone):
        they = "It need" if k == 1 else "They need"
        s += f" {they} not be {en_col(d['counted_colour'])}: k only says how many."
    return s


def _remove_es(d: Mapping) -> str:
    gone, k = d["removed"], d["k"]
    if d["by_cells"]:
        cells = "se vacía la casilla" if k == 1 else f"se vacían las {k} casillas"
        s = f"Retirada ({variant_note_es('COUNT_CELLS')}): {cells} del extremo opuesto ({d['far']})"
        if gone:
            return s + (f", y {plural(len(gone), 'sale', 'salen')} del juego {_fichas(len(gone))}: "
                        f"{_tokens_es(gone)}.")
        return s + f"; {plural(k, 'estaba vacía', 'estaban vacías')}, así que no sale ninguna ficha."
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
    where = ("toward the card (variant SHIFT_TOWARD_CARD)" if d["toward"] == "card"
             else "away from the card, toward the far end")
    if n == 1:
        how = ""
    elif d["compact"]:
        how = ", packed together with no gaps (variant COMPACT_SHIFT)"
    else:
        how = ", keeping the gaps between them"
    gap = ("the new empty cells open at the far end" if d["toward"] == "card"
           else "the new empty cells collect next to the card")
    cells = count(dist, "cell", "cells")
    by = f"up to {cells}" if d["compact"] and n > 1 else cells
    left = "the one token left moves" if n == 1 else f"the {n} tokens left move"
    return f"Slide: {left} {by} {where}{how}; {gap}."


def _slide_es(d: Mapping) -> str:
    n, dist = d["left"], d["distance"]
    if n == 0:
        return "Desplazamiento: no queda ninguna ficha en la línea, así que nada se desplaza."
    if dist == 0:
        return "Desplazamiento: las fichas ya tocan el extremo hacia el que se desplazan, así que nada se mueve."
    where = (f"hacia la carta ({variant_note_es('SHIFT_TOWARD_CARD')})" if d["toward"] == "card"
             else "alejándose de la carta, hacia el extremo opuesto")
    if n == 1:
        how = ""
    elif d["compact"]:
        how = f", juntándose sin huecos ({variant_note_es('COMPACT_SHIFT')})"
    else:
        how = ", respetando los huecos que hay entre ellas"
    gap = ("las nuevas casillas vacías quedan en el extremo opuesto" if d["toward"] == "card"
           else "las nuevas casillas vacías quedan junto a la carta")
    quedan = "la única ficha que queda se desplaza" if n == 1 else f"las {n} fichas que quedan se desplazan"
    cells = count(dist, "casilla", "casillas")
    by = f"hasta {cells}" if d["compact"] and n > 1 else cells
    return f"Desplazamiento: {quedan} {by} {where}{how}; {gap}."


def _board_count_en(d: Mapping) -> str:
    c, white = d["counts"], d["white"]
    parts = ", ".join(f"{c[k]} {en_col(k)}" for k in "YBRG")
    whites = ("no white token is left" if white == 0 else "the one white token never counts" if white == 1
              else f"the {white} white tokens never count")
    return f"Final count of tokens left on the board: {parts} ({whites})."


def _board_count_es(d: Mapping) -> str:
    c, white = d["counts"], d["white"]
    parts = ", ".join(f"{c[k]} {es_tokens(k, c[k])}" for k in "YBRG")
    whites = ("no queda ninguna blanca" if white == 0 else
              "la única blanca no cuenta" if white == 1 else f"las {white} blancas no cuentan")
    return f"Recuento final de fichas en el tablero: {parts} ({whites})."


def _tier_order_en(tiers: Sequence[Sequence[str]]) -> str:
    return " > ".join("+".join(en_col(c) for c in tier) for tier in tiers)


def _tier_order_es(tiers: Sequence[Sequence[str]]) -> str:
    return " > ".join("+".join(COLOUR_NOUN_ES[c] for c in tier) for tier in tiers)


def _majority_en(d: Mapping) -> str:
    top = d["tiers"][0]
    if len(top) == 1:
        s = f"The majority colour is {en_col(top[0])}: the winner is whoever captured the most {en_col(top[0])} tokens."
    else:
        names = join([en_col(c) for c in top], "and")
        s = (f"{_cap(names)} tie for the most tokens on the board, so a player's captures of those "
             "colours are added together and compared as one tier.")
    return s + f" Tie-break order of the tiers: {_tier_order_en(d['tiers'])}."


def _majority_es(d: Mapping) -> str:
    top = d["tiers"][0]
    if len(top) == 1:
        s = (f"El color mayoritario es el {COLOUR_NOUN_ES[top[0]]}: gana quien haya capturado más "
             f"fichas {es_tokens(top[0])}.")
    else:
        names = join([f"el {COLOUR_NOUN_ES[c]}" for c in top], "y")
        s = (f"{_cap(names)} empatan como colores con más fichas en el tablero, así que las capturas "
             "de esos colores se suman y se comparan como un solo nivel.")
    return s + f" Orden de desempate por niveles: {_tier_order_es(d['tiers'])}."


def _ranking_en(d: Mapping) -> str:
    how = "best single colour" if d["best_single"] else "sum"
    keys = "; ".join(f"{seat_label(s)} {tuple(k)}" for s, k in enumerate(d["keys"]))
    return f"Each player's captures per tier ({how}), compared tier by tier: {keys}."


def _ranking_es(d: Mapping) -> str:
    how = "mejor color individual" if d["best_single"] else "suma"
    keys = "; ".join(f"{seat_label(s)} {tuple(k)}" for s, k in enumerate(d["keys"]))
    return f"Capturas de cada jugador por nivel ({how}), comparadas nivel a nivel: {keys}."


def _winner_en(d: Mapping) -> str:
    w = [seat_label(s) for s in d["winners"]]
    if len(w) == 1:
        return f"{w[0]} wins."
    return f"{join(w, 'and')} are still tied after the last tier, so they share the win."


def _winner_es(d: Mapping) -> str:
    w = [seat_label(s) for s in d["winners"]]
    if len(w) == 1:
        return f"Gana {w[0]}."
    return f"{join(w, 'y')} siguen empatados tras el último nivel, así que comparten la victoria."


def _capture_en(d: Mapping) -> str:
    n = d["n"]
    what = f"the {en_col(d['take'])} token" if n == 1 else f"the {n} {en_col(d['take'])} tokens"
    total = f" (now {d['total']} {en_col(d['take'])})" if "total" in d else ""
    return (f"{seat_label(d['seat'])} takes {what} of {line_en(d['slot'])} into their own supply{total}; "
            "the cells stay empty and nothing slides.")


def _capture_es(d: Mapping) -> str:
    n = d["n"]
    what = f"la ficha {es_card(d['take'])}" if n == 1 else f"las {n} fichas {es_tokens(d['take'])}"
    total = (f" (ahora tiene {_fichas(d['total'])} {es_tokens(d['take'], d['total'])})"
             if "total" in d else "")
    return (f"{seat_label(d['seat'])} se lleva {what} de {line_es(d['slot'])} a su reserva{total}; "
            "las casillas quedan vacías y nada se desplaza.")


def _all_passed_en(d: Mapping) -> str:
    everyone = "Both players" if d["players"] == 2 else f"All {d['players']} players"
    return f"{everyone} passed in a row, so the game ends with {count(d['placed'], 'card', 'cards')} placed."


def _all_passed_es(d: Mapping) -> str:
    everyone = "Los dos jugadores" if d["players"] == 2 else f"Los {d['players']} jugadores"
    return (f"{everyone} han pasado seguidos, así que la partida termina con "
            f"{count(d['placed'], 'carta colocada', 'cartas colocadas')}.")


# -- refusals ----------------------------------------------------------------------------------------

_SHAPE_EN = ("Write a card colour (Y yellow, B blue, R red, G green), “@” and a slot (W1-W9 at the left "
             "of rows 1-9, E1-E9 at the right, N1-N9 above columns 1-9, S1-S9 below), for example R@W3; "
             "add “pile” to play the card from the face-up pile, and in phase 2 add “take X” or “take none”.")
_SHAPE_ES = ("Escribe el color de una carta (Y amarillo, B azul, R rojo, G verde), «@» y una ranura (W1-W9 a "
             "la izquierda de las filas 1-9, E1-E9 a la derecha, N1-N9 encima de las columnas 1-9, S1-S9 "
             "debajo), por ejemplo R@W3; añade «pile» (mazo) para jugar la carta del mazo boca arriba y, en "
             "la fase 2, «take X» (llevarse las fichas de color X) o «take none» (no llevarse nada).")


def _not_in_hand_en(d: Mapping) -> str:
    s = f"{seat_label(d['seat'])} holds no {en_col(d['colour'])} card (hand: {_hand_en(d['hand'])})."
    if d["pile"]:
        s += f" Take one from the face-up pile instead: {d['colour']}@{d['slot']} pile."
    return s


def _not_in_hand_es(d: Mapping) -> str:
    s = (f"{seat_label(d['seat'])} no tiene ninguna carta {es_card(d['colour'])} en la mano "
         f"(en la mano: {_hand_es(d['hand'])}).")
    if d["pile"]:
        s += (f" Puedes jugarla del mazo {COLOUR_NOUN_ES[d['colour']]} boca arriba: escribe "
              f"{d['colour']}@{d['slot']} pile («pile» = del mazo).")
    return s


def _choose_take_en(d: Mapping) -> str:
    s = (f"This card faces a {en_col(d['facing'])} card, so say which colour you take from "
         f"{line_en(d['slot'])}: “take {d['colour']}” or “take {d['facing']}”")
    return s + ("." if d["mandatory"] else ", or “take none”.")


def _choose_take_es(d: Mapping) -> str:
    s = (f"Esta carta queda enfrente de una carta {es_card(d['facing'])}, así que di de qué color son las "
         f"fichas que te llevas de {line_es(d['slot'])}: «take {d['colour']}» (las "
         f"{es_tokens(d['colour'])}) o «take {d['facing']}» (las {es_tokens(d['facing'])})")
    return s + ("." if d["mandatory"] else ", o «take none» (ninguna).")


# -- hints (rendered by hints.py) -----------------------------------------------------------------

def _hint_push_en(d: Mapping) -> str:
    line, c, k = _cap(line_en(d["slot"])), en_col(d["colour"]), d["k"]
    if k == 0:
        return f"{line} holds no {c} token, so nothing is removed (MU13)."
    return f"{line} holds {k} {c} {plural(k, 'token', 'tokens')}, so {_tokens(k)} {plural(k, 'leaves', 'leave')} the line (MU13)."


def _hint_push_es(d: Mapping) -> str:
    line, c, k = _cap(line_es(d["slot"])), d["colour"], d["k"]
    if k == 0:
        return f"{line} no tiene ninguna ficha {es_card(c)}, así que no se retira nada (MU13)."
    return (f"{line} tiene {_fichas(k)} {es_tokens(c, k)}, así que {plural(k, 'sale', 'salen')} "
            f"{_fichas(k)} de la línea (MU13).")


def _hint_exposed_en(d: Mapping) -> str:
    c, e = en_col(d["colour"]), d["exposed"]
    what = f"no {c} token" if e == 0 else f"{e} {c} {plural(e, 'token', 'tokens')}"
    return f"It leaves {what} in {line_en(d['slot'])} for whoever faces this card in phase 2 to take (MU19)."


def _hint_exposed_es(d: Mapping) -> str:
    c, e = d["colour"], d["exposed"]
    what = f"No deja ninguna ficha {es_card(c)}" if e == 0 else f"Deja {_fichas(e)} {es_tokens(c, e)}"
    return (f"{what} en {line_es(d['slot'])} para quien coloque una carta enfrente en la fase 2 y quiera "
            "llevárselas (MU19).")


def _hint_capture_en(d: Mapping) -> str:
    n, c = d["n"], en_col(d["take"])
    what = f"the {c} token" if n == 1 else f"the {n} {c} tokens"
    return f"You take {what} of {line_en(d['slot'])} (MU19)."


def _hint_capture_es(d: Mapping) -> str:
    n, c = d["n"], d["take"]
    what = f"la ficha {es_card(c)}" if n == 1 else f"las {n} fichas {es_tokens(c)}"
    return f"Te llevas {what} de {line_es(d['slot'])} (MU19)."


def _hint_standing_en(d: Mapping) -> str:
    top = d["top"]
    if len(top) == 1:
        c = en_col(top[0])
        s = f"{_cap(c)} has the most tokens left on the board, so {c} captures decide the winner (MU24)"
    else:
        s = (f"{_cap(join([en_col(c) for c in top], 'and'))} tie for the most tokens on the board, so your "
             "captures of them count together (MU26)")
    if d["rival"] is None:
        return s + f": you would have {d['mine']} (the others' captures are hidden)."
    return s + f": you would have {d['mine']} against {d['rival']} for {seat_label(d['rival_seat'])}."


def _hint_standing_es(d: Mapping) -> str:
    top = d["top"]
    if len(top) == 1:
        c = COLOUR_NOUN_ES[top[0]]
        s = (f"El {c} es el color con más fichas en el tablero, así que las capturas de fichas "
             f"{es_tokens(top[0])} deciden quién gana (MU24)")
    else:
        names = join([f"el {COLOUR_NOUN_ES[c]}" for c in top], "y")
        s = (f"{_cap(names)} empatan como colores con más fichas en el tablero, así que tus capturas de "
             "esos colores cuentan juntas (MU26)")
    if d["rival"] is None:
        return s + f": tendrías {d['mine']} (las capturas de los demás están ocultas)."
    return s + f": tendrías {d['mine']}, frente a {d['rival']} de {seat_label(d['rival_seat'])}."


def _hint_decline_why_en(d: Mapping) -> str:
    c = en_col(d["take"])
    if d["new_top"]:
        return (f"Taking {c} would make {join([en_col(x) for x in d['new_top']], 'and')} the majority "
                f"on the board, which leaves you worse placed (MU24).")
    return f"Taking {c} would reorder the colours against you in the tie-break (MU25)."


def _hint_decline_why_es(d: Mapping) -> str:
    c = es_tokens(d["take"])
    if d["new_top"]:
        names = join([f"el {COLOUR_NOUN_ES[x]}" for x in d["new_top"]], "y")
        verb = "pasaría" if len(d["new_top"]) == 1 else "pasarían"
        return (f"Si te llevaras las {c}, {names} {verb} a ser mayoría en el tablero, y eso te dejaría "
                "en peor posición (MU24).")
    return f"Si te llevaras las {c}, el orden de desempate de los colores te perjudicaría (MU25)."


TEXTS: dict[str, Mapping[str, Template]] = {
    "place": {"en": _place_en, "es": _place_es},
    "count": {"en": _count_en, "es": _count_es},
    "zero": {"en": _zero_en, "es": _zero_es},
    "remove": {"en": _remove_en, "es": _remove_es},
    "slide": {"en": _slide_en, "es": _slide_es},
    "phase2": {
        "en": "18 cards are placed, so every row and every column now holds exactly one card: phase 2 "
              "begins. Each card from now on goes opposite a card already placed.",
        "es": "Ya hay 18 cartas colocadas, así que cada fila y cada columna tiene exactamente una carta: "
              "empieza la fase 2. Desde ahora cada carta se coloca enfrente de otra ya colocada.",
    },
    "block": {
        "en": lambda d: (f"Same colour as the card facing it in {d['opposite']}: {line_en(d['slot'])} is "
                         "blocked, nothing happens, and the line is now full for good."),
        "es": lambda d: (f"Es del mismo color que la carta de enfrente, en {d['opposite']}: "
                         f"{line_es(d['slot'])} queda bloqueada, no ocurre nada y la línea ya está "
                         "completa para siempre."),
    },
    "capture": {"en": _capture_en, "es": _capture_es},
    "capture-hidden": {"en": _capture_en, "es": _capture_es},   # HIDDEN_CAPTURES, told to the others
    "capture-none": {
        "en": lambda d: (f"{seat_label(d['seat'])} chooses {en_col(d['take'])}, but {line_en(d['slot'])} "
                         f"holds no {en_col(d['take'])} token: nothing is taken."),
        "es": lambda d: (f"{seat_label(d['seat'])} elige el {COLOUR_NOUN_ES[d['take']]}, pero "
                         f"{line_es(d['slot'])} no tiene fichas {es_tokens(d['take'])}: no se lleva nada."),
    },
    "decline": {
        "en": lambda d: f"{seat_label(d['seat'])} takes nothing: taking is optional.",
        "es": lambda d: f"{seat_label(d['seat'])} no se lleva nada: llevarse fichas es opcional.",
    },
    "skip": {
        "en": lambda d: (f"{seat_label(d['seat'])} has no card in hand and every face-up pile is empty: "
                         "their turn is skipped."),
        "es": lambda d: (f"{seat_label(d['seat'])} no tiene cartas en la mano y todos los mazos boca arriba "
                         "están vacíos: pierde el turno."),
    },
    "pass": {
        "en": lambda d: f"{seat_label(d['seat'])} passes (allowed by the variant ALLOW_PASS).",
        "es": lambda d: f"{seat_label(d['seat'])} pasa (lo permite la {variant_note_es('ALLOW_PASS')}).",
    },
    "all-passed": {"en": _all_passed_en, "es": _all_passed_es},
    "end": {
        "en": "The 36th card is placed: every slot holds a card and the game ends.",
        "es": "Ya está colocada la carta número 36: todas las ranuras tienen carta y la partida termina.",
    },
    "board-count": {"en": _board_count_en, "es": _board_count_es},
    "majority": {"en": _majority_en, "es": _majority_es},
    "ranking": {"en": _ranking_en, "es": _ranking_es},
    "winner": {"en": _winner_en, "es": _winner_es},
    # -- refusals --------------------------------------------------------------
    "bad-action": {
        "en": lambda d: f"“{d['got']}” is not a Muros action. {_SHAPE_EN}",
        "es": lambda d: f"«{d['got']}» no es una acción de Muros. {_SHAPE_ES}",
    },
    "too-long": {
        "en": lambda d: (f"A Muros action is at most {d['limit']} characters long, and this text has "
                         f"{d['n']} (it starts “{d['got']}”). {_SHAPE_EN}"),
        "es": lambda d: (f"Una acción de Muros tiene como mucho {d['limit']} caracteres, y este texto tiene "
                         f"{d['n']} (empieza por «{d['got']}»). {_SHAPE_ES}"),
    },
    "not-in-hand": {"en": _not_in_hand_en, "es": _not_in_hand_es},
    "pile-empty": {
        "en": lambda d: (f"The face-up {en_col(d['colour'])} pile is empty; play a card from your hand or "
                         "from another pile."),
        "es": lambda d: (f"El mazo {COLOUR_NOUN_ES[d['colour']]} boca arriba está vacío; juega una carta de "
                         "tu mano o de otro mazo."),
    },
    "slot-taken": {
        "en": lambda d: f"Slot {d['slot']} already holds a {en_col(d['there'])} card; every slot takes one card only.",
        "es": lambda d: (f"La ranura {d['slot']} ya tiene una carta {es_card(d['there'])}; en cada ranura "
                         "cabe una sola carta."),
    },
    "facing": {
        "en": lambda d: (f"In phase 1 a card may never face another one: {d['opposite']}, at the other end of "
                         f"{line_en(d['slot'])}, already holds a {en_col(d['there'])} card. Choose a line "
                         "with no card yet."),
        "es": lambda d: (f"En la fase 1 una carta nunca puede quedar enfrente de otra: {d['opposite']}, en el "
                         f"otro extremo de {line_es(d['slot'])}, ya tiene una carta {es_card(d['there'])}. "
                         "Elige una línea que aún no tenga carta."),
    },
    "take-phase1": {
        "en": "Nothing is captured in phase 1: a card there removes and slides tokens. Drop the “take” part.",
        "es": ("En la fase 1 no se captura nada: la carta retira y desplaza fichas. Quita la parte «take» "
               "(llevarse) de la acción."),
    },
    "blocked-take": {
        "en": lambda d: (f"A {en_col(d['colour'])} card facing the {en_col(d['colour'])} card in {d['opposite']} "
                         f"blocks the line: nothing can be taken. Write just {d['colour']}@{d['slot']}."),
        "es": lambda d: (f"Una carta {es_card(d['colour'])} enfrente de la carta {es_card(d['colour'])} de "
                         f"{d['opposite']} bloquea la línea: no te puedes llevar nada. Escribe solo "
                         f"{d['colour']}@{d['slot']}."),
    },
    "choose-take": {"en": _choose_take_en, "es": _choose_take_es},
    "bad-take": {
        "en": lambda d: (f"You may only take one of the two card colours of the line, {en_col(d['colour'])} "
                         f"or {en_col(d['facing'])}, not {en_col(d['take'])}."),
        "es": lambda d: (f"Solo puedes llevarte fichas de uno de los dos colores de las cartas de la línea, "
                         f"{COLOUR_NOUN_ES[d['colour']]} o {COLOUR_NOUN_ES[d['facing']]}, no "
                         f"{COLOUR_NOUN_ES[d['take']]}."),
    },
    "must-take": {
        "en": lambda d: (f"With the variant MANDATORY_TAKE you must take one of the colours: "
                         f"“take {d['colour']}” or “take {d['facing']}”."),
        "es": lambda d: (f"Con {variant_es('MANDATORY_TAKE')} tienes que llevarte fichas de uno de los dos "
                         f"colores: «take {d['colour']}» (las {es_tokens(d['colour'])}) o "
                         f"«take {d['facing']}» (las {es_tokens(d['facing'])})."),
    },
    "game-over": {
        "en": lambda d: (f"The game is over ({count(d['placed'], 'card', 'cards')} placed): no card can be "
                         "placed any more."),
        "es": lambda d: (f"La partida ha terminado ({count(d['placed'], 'carta colocada', 'cartas colocadas')}): "
                         "ya no se puede colocar ninguna carta."),
    },
    "no-pass": {
        "en": "Passing is not allowed while you can place a card (your hand or a face-up pile has one).",
        "es": "No puedes pasar mientras puedas colocar una carta (de tu mano o de un mazo boca arriba).",
    },
    # -- hint sentences -----------------------------------------------------------
    "hint-play": {"en": "Play {action}.", "es": "Juega «{action}»."},
    "hint-only": {"en": "It is your only legal action.", "es": "Es tu única jugada legal."},
    "hint-mu9": {
        "en": "In phase 1 a card goes only on a line with no card yet (MU9).",
        "es": "En la fase 1 una carta solo puede ir a una línea que aún no tenga carta (MU9).",
    },
    "hint-push": {"en": _hint_push_en, "es": _hint_push_es},
    "hint-exposed": {"en": _hint_exposed_en, "es": _hint_exposed_es},
    "hint-pile": {
        "en": "The card comes from a face-up pile, which anyone may use, so your own hand stays yours for later (MU7).",
        "es": ("La carta sale de un mazo boca arriba, que puede usar cualquiera, así que tu mano queda "
               "intacta para más adelante (MU7)."),
    },
    "hint-capture": {"en": _hint_capture_en, "es": _hint_capture_es},
    "hint-capture-none": {
        "en": lambda d: (f"{_cap(line_en(d['slot']))} holds no {en_col(d['take'])} token, so you take "
                         "nothing (MU21)."),
        "es": lambda d: (f"{_cap(line_es(d['slot']))} no tiene fichas {es_tokens(d['take'])}, así que no te "
                         "llevas nada (MU21)."),
    },
    "hint-decline": {
        "en": "Take nothing: taking is optional (MU20).",
        "es": "No te lleves nada: llevarse fichas es opcional (MU20).",
    },
    "hint-decline-why": {"en": _hint_decline_why_en, "es": _hint_decline_why_es},
    "hint-block": {
        "en": lambda d: (f"It is the colour of the card in {d['opposite']}, so {line_en(d['slot'])} is "
                         "blocked and nobody can take its tokens any more (MU18)."),
        "es": lambda d: (f"Es del mismo color que la carta de {d['opposite']}, así que {line_es(d['slot'])} "
                         "queda bloqueada y ya nadie podrá llevarse sus fichas (MU18)."),
    },
    "hint-standing": {"en": _hint_standing_en, "es": _hint_standing_es},
    "hint-tiebreak": {
        "en": lambda d: f"{_cap(en_col(d['take']))} is not the majority colour; it counts only in the tie-break (MU25).",
        "es": lambda d: f"El {COLOUR_NOUN_ES[d['take']]} no es el color mayoritario; solo cuenta para el desempate (MU25).",
    },
    "hint-deny": {
        "en": lambda d: (f"It also holds the rivals back: the most tokens of the majority colour one of them "
                         f"can take in the next move drops from {d['before']} to {d['after']} (MU19)."),
        "es": lambda d: (f"Además frena a los rivales: lo máximo que uno de ellos puede llevarse del color "
                         f"mayoritario en la próxima jugada baja de {d['before']} a {d['after']} (MU19)."),
    },
    "hint-pass": {
        "en": "Pass: every placement would leave you worse placed, and the variant ALLOW_PASS lets you pass (MU8).",
        "es": (f"Pasa: cualquier colocación te dejaría en peor posición, y {variant_es('ALLOW_PASS')} te permite "
               "pasar (MU8)."),
    },
}

register_texts("muros", TEXTS)
