"""Every Muros event and refusal told in English and Spanish, in words a learner reads (words.py names
colours, slots and lines). Each text is one function of the event's data and the language, registered
once for both languages; the hint, why and status sentences are in hinttexts.py."""
from __future__ import annotations

from ..core.i18n import lazy_lang   # TRANSITION

from typing import Any, Callable, Mapping, Sequence

from ..core.i18n import Text, Template, count, plural, register_texts, seat_label
from .words import (cap, cards, colour, colour_noun, join, line_name, slot_name, slot_where, some_tokens,
                    tokens, tokens_adj, variant)

Data = Mapping[str, Any]
P = seat_label


def both(say: Callable[[Data, str], str]) -> dict[str, Template]:
    """One text function (data, lang) -> str, registered for every language."""
    return {"en": lambda d: say(d, "en"), "es": lambda d: say(d, "es")}


def fixed(text: Text) -> dict[str, Template]:
    """A text with no data."""
    return {"en": text.en, "es": text.es}


def token_list(taken: str, lang: str) -> str:
    """The tokens taken, in order: "green, red and blue"; "all blue" when they share a colour."""
    if len(taken) > 1 and len(set(taken)) == 1:
        return ("all " if lang == "en" else "todas ") + tokens_adj(taken[0], 2, lang)
    return join([tokens_adj(t, 1, lang) for t in taken], lang)


@lazy_lang   # TRANSITION
def hand_words(hand: Mapping[str, int], lang: str) -> str:
    """"1 yellow and 2 red" / "1 amarilla y 2 rojas"; "no cards" / "ninguna carta"."""
    held = [f"{n} {tokens_adj(c, n, lang)}" for c, n in hand.items() if n]
    return join(held, lang) if held else Text("no cards")(lang)


# -- events ----------------------------------------------------------------------------------------

def _place(d: Data, lang: str) -> str:
    c, where = d["colour"], slot_where(d["slot"], lang)
    if lang == "en":
        src = "from their hand" if d["source"] == "hand" else f"from the face-up {colour(c, lang)} pile"
        s = f"{P(d['seat'])} places a {colour(c, lang)} card {src} in {where}. "
        if d["phase"] == 1:
            return s + (f"Card {d['placement']} of 18 in phase 1: the opposite slot, {d['opposite']}, is empty, "
                        "so no card faces it.")
        return s + (f"Card {d['placement']} of 36, phase 2: it faces the {colour(d['facing'], lang)} "
                    f"card in {d['opposite']}.")
    src = "de su mano" if d["source"] == "hand" else f"del mazo {colour_noun(c, lang)} boca arriba"
    s = f"{P(d['seat'])} coloca una carta {colour(c, lang)} {src} en {where}. "
    opp = slot_name(d["opposite"], lang)
    if d["phase"] == 1:
        return s + (f"Carta {d['placement']} de 18 en la fase 1: la ranura opuesta, {opp}, está vacía, así que "
                    "ninguna carta queda enfrente.")
    return s + f"Carta {d['placement']} de 36, fase 2: queda enfrente de la carta {colour(d['facing'], lang)} de {opp}."


def _count(d: Data, lang: str) -> str:
    k, c, line = d["k"], d["colour"], line_name(d["slot"], lang)
    if d.get("by_cells"):
        if lang == "en":
            return (f"Count: {tokens(k, c, lang)} in {line}, so k = {k}: with {variant('COUNT_CELLS', lang)} the "
                    f"{plural(k, 'cell', f'{k} cells')} at the far end {plural(k, 'is', 'are')} cleared, holes "
                    "included (white tokens never count).")
        return (f"Recuento: {line} tiene {tokens(k, c, lang)}, así que k = {k}: con {variant('COUNT_CELLS', lang)} "
                f"se {plural(k, 'vacía la casilla', f'vacían las {k} casillas')} del extremo opuesto, huecos "
                "incluidos (las blancas nunca cuentan).")
    if lang == "en":
        return (f"Count: {tokens(k, c, lang)} in {line}, so k = {k}: {some_tokens(k, lang)} must leave the line "
                "(white tokens never count).")
    return (f"Recuento: {line} tiene {tokens(k, c, lang)}, así que k = {k}: {plural(k, 'sale', 'salen')} "
            f"{some_tokens(k, lang)} de la línea (las blancas nunca cuentan).")


def _zero(d: Data, lang: str) -> str:
    c, line = d["colour"], line_name(d["slot"], lang)
    slides = d["shift_on_zero"] and d.get("slides", True)
    if lang == "en":
        s = f"Count: no {colour(c, lang)} token in {line}, so k = 0: nothing is removed"
        if slides:
            return s + f", but with {variant('SHIFT_ON_ZERO', lang)} the tokens still slide to fill the far end."
        if d["shift_on_zero"]:
            return s + (f", and even with {variant('SHIFT_ON_ZERO', lang)} nothing slides: the far end already "
                        "holds a token.")
        return s + " and nothing slides."
    s = f"Recuento: {line} no tiene ninguna ficha {colour(c, lang)}, así que k = 0: no se retira nada"
    if slides:
        return s + (f", pero con {variant('SHIFT_ON_ZERO', lang)} las fichas se desplazan igualmente hasta llenar "
                    "el extremo opuesto.")
    if d["shift_on_zero"]:
        return s + (f", y ni siquiera con {variant('SHIFT_ON_ZERO', lang)} se desplaza nada: el extremo opuesto ya "
                    "tiene ficha.")
    return s + " y nada se desplaza."


def _remove(d: Data, lang: str) -> str:
    gone, k, far = d["removed"], d["k"], slot_name(d["far"], lang)
    n = len(gone)
    if d["by_cells"]:
        if lang == "en":
            cells = "the cell" if k == 1 else f"the {k} cells"
            s = (f"Remove ({variant('COUNT_CELLS', lang)}): {cells} at the far end ({far}) "
                 f"{plural(k, 'is', 'are')} cleared")
            return s + (f", and {some_tokens(n, lang)} {plural(n, 'leaves', 'leave')} the game: "
                        f"{token_list(gone, lang)}." if gone else
                        f"; {plural(k, 'it was', 'they were')} empty, so no token leaves the game.")
        cells = "se vacía la casilla" if k == 1 else f"se vacían las {k} casillas"
        s = f"Retirada ({variant('COUNT_CELLS', lang)}): {cells} del extremo opuesto ({far})"
        if gone:
            return s + f", y {plural(n, 'sale', 'salen')} del juego {some_tokens(n, lang)}: {token_list(gone, lang)}."
        return s + f"; {plural(k, 'estaba vacía', 'estaban vacías')}, así que no sale ninguna ficha."
    other = any(t != d["counted_colour"] for t in gone)
    if lang == "en":
        first = "the first token met leaves" if k == 1 else f"the first {k} tokens met leave"
        s = (f"Remove: walking in from the far end ({far}) and skipping empty cells, {first} the game: "
             f"{token_list(gone, lang)}.")
        if other:
            s += f" {'It need' if k == 1 else 'They need'} not be {colour(d['counted_colour'], lang)}: k only says how many."
        return s
    s = (f"Retirada: desde el extremo opuesto ({far}), saltando las casillas vacías, sale del juego la primera "
         f"ficha: {token_list(gone, lang)}." if k == 1 else
         f"Retirada: desde el extremo opuesto ({far}), saltando las casillas vacías, salen del juego las {k} "
         f"primeras fichas: {token_list(gone, lang)}.")
    if other:
        s += (f" {'No tiene' if k == 1 else 'No tienen'} por qué ser {tokens_adj(d['counted_colour'], k, lang)}: "
              "k solo dice cuántas.")
    return s


def _slide(d: Data, lang: str) -> str:
    n, dist, toward, compact = d["left"], d["distance"], d["toward"] == "card", d["compact"]
    if n == 0:
        return Text("Slide: no token is left in the line, so nothing slides.")(lang)
    if dist == 0 and toward:
        return Text("Slide: with {variant} the tokens slide toward the card, and they already touch it, so nothing "
                    "moves; the new empty cells stay at the far end.").format(variant=variant('SHIFT_TOWARD_CARD'))(lang)
    if dist == 0:
        return Text("Slide: the tokens already touch the end they slide to, so nothing moves.")(lang)
    where = (Text("toward the card ({variant})").format(variant=variant('SHIFT_TOWARD_CARD')) if toward else
             Text("away from the card, toward the far end"))(lang)
    how = "" if n == 1 else (Text(", packed together with no gaps ({variant})").format(variant=variant('COMPACT_SHIFT')) if compact else
                             Text(", keeping the gaps between them"))(lang)
    gap = (Text("the new empty cells open at the far end")
           if toward else Text("the new empty cells collect next to the card"))(lang)
    cells = count(dist, "cell", "cells") if lang == "en" else count(dist, "casilla", "casillas")
    by = (Text("up to ")(lang) if compact and n > 1 else "") + cells
    if lang == "en":
        left = "the one token left moves" if n == 1 else f"the {n} tokens left move"
        return f"Slide: {left} {by} {where}{how}; {gap}."
    left = "la única ficha que queda se desplaza" if n == 1 else f"las {n} fichas que quedan se desplazan"
    return f"Desplazamiento: {left} {by} {where}{how}; {gap}."


def _board_count(d: Data, lang: str) -> str:
    c, white = d["counts"], d["white"]
    parts = ", ".join(tokens(c[k], k, lang) for k in "YBRG")
    if lang == "en":
        whites = ("no white token is left" if white == 0 else "the one white token never counts" if white == 1
                  else f"the {white} white tokens never count")
        return f"Final count of the tokens left on the board: {parts} ({whites})."
    whites = ("no queda ninguna blanca" if white == 0 else "la única blanca no cuenta" if white == 1
              else f"las {white} blancas no cuentan")
    return f"Recuento final de las fichas que quedan en el tablero: {parts} ({whites})."


def tier_order(tiers: Sequence[Sequence[str]], lang: str) -> str:
    """"red + blue, then green, then yellow" / "rojo + azul, luego verde, luego amarillo"."""
    then = ", then " if lang == "en" else ", luego "
    return then.join(" + ".join(colour_noun(c, lang) for c in tier) for tier in tiers)


def _majority(d: Data, lang: str) -> str:
    top = d["tiers"][0]
    if lang == "en":
        if len(top) == 1:
            s = (f"The majority colour is {colour(top[0], lang)}: the winner is whoever captured the most "
                 f"{colour(top[0], lang)} tokens.")
        elif d.get("best_single"):
            s = (f"{cap(join([colour(c, lang) for c in top], lang))} tie for the most tokens on the board, so they "
                 f"form one tier, and with {variant('TIER_BEST_SINGLE', lang)} each player's best single colour "
                 "of that tier is compared.")
        else:
            s = (f"{cap(join([colour(c, lang) for c in top], lang))} tie for the most tokens on the board, so a "
                 "player's captures of those colours are added together and compared as one tier.")
        return s + f" The tiers, in order: {tier_order(d['tiers'], lang)}."
    if len(top) == 1:
        s = (f"El color mayoritario es el {colour_noun(top[0], lang)}: gana quien haya capturado más fichas "
             f"{tokens_adj(top[0], 2, lang)}.")
    elif d.get("best_single"):
        names = join([f"el {colour_noun(c, lang)}" for c in top], lang)
        s = (f"{cap(names)} empatan como colores con más fichas en el tablero, así que forman un solo nivel, y con "
             f"{variant('TIER_BEST_SINGLE', lang)} se compara el mejor color suelto de cada jugador en ese nivel.")
    else:
        names = join([f"el {colour_noun(c, lang)}" for c in top], lang)
        s = (f"{cap(names)} empatan como colores con más fichas en el tablero, así que las capturas de esos "
             "colores se suman y se comparan como un solo nivel.")
    return s + f" Los niveles, por orden: {tier_order(d['tiers'], lang)}."


def _scores(keys: Sequence[Sequence[int]]) -> str:
    return "; ".join(f"{P(s)} {', '.join(map(str, k))}" for s, k in enumerate(keys))


def _ranking(d: Data, lang: str) -> str:
    keys = _scores(d["keys"])
    added = _scores(d["added"]) if "added" in d else ""
    if lang == "en":
        how = "the best single colour of each tier" if d["best_single"] else "the captures of each tier added up"
        return f"Each player's score, tier by tier ({how}): {keys}." + (
            f" Added up, as without {variant('TIER_BEST_SINGLE', lang)}, they would be {added}." if added else "")
    how = "el mejor color suelto de cada nivel" if d["best_single"] else "las capturas de cada nivel sumadas"
    return f"La puntuación de cada jugador, nivel a nivel ({how}): {keys}." + (
        f" Sumadas, como sin {variant('TIER_BEST_SINGLE', lang)}, serían {added}." if added else "")


def _winner(d: Data, lang: str) -> str:
    w = [P(s) for s in d["winners"]]
    if len(w) == 1:
        return f"{w[0]} wins." if lang == "en" else f"Gana {w[0]}."
    return (f"{join(w, lang)} are still tied after the last tier, so they share the win." if lang == "en" else
            f"{join(w, lang)} siguen empatados tras el último nivel, así que comparten la victoria.")


def _capture(d: Data, lang: str) -> str:
    n, c, line = d["n"], d["take"], line_name(d["slot"], lang)
    if lang == "en":
        what = f"the {colour(c, lang)} token" if n == 1 else f"the {n} {colour(c, lang)} tokens"
        stay = "its cell stays empty" if n == 1 else "the cells stay empty"
        return f"{P(d['seat'])} takes {what} of {line} into their own supply; {stay} and nothing slides."
    what = f"la ficha {colour(c, lang)}" if n == 1 else f"las {n} fichas {tokens_adj(c, n, lang)}"
    stay = "su casilla queda vacía" if n == 1 else "las casillas quedan vacías"
    return f"{P(d['seat'])} se lleva {what} de {line} a su reserva; {stay} y nada se desplaza."


def _supply(captured: Mapping[str, int], lang: str) -> str:
    """"3 blue tokens"; "5 tokens: 3 red and 2 blue" / "3 fichas azules"; "5 fichas: 3 rojas y 2 azules"."""
    held = [(c, n) for c, n in captured.items() if n]
    if len(held) == 1:
        return tokens(held[0][1], held[0][0], lang)
    parts = join([f"{n} {tokens_adj(c, n, lang)}" for c, n in held], lang)
    return f"{some_tokens(sum(captured.values()), lang)}: {parts}"


def _kept(d: Data, lang: str) -> str:
    who, supply, n = P(d["seat"]), _supply(d["captured"], lang), d["n"]
    if not d["hidden"]:
        return Text("The captured tokens stay face up in front of {who}, for everyone to see: {who} now has {supply}.").format(who=who, supply=supply)(lang)
    return Text("{who} keeps the captured tokens hidden ({variant}): {who} now has {supply}, and the others see "
                "only how many, {n}.").format(who=who, variant=variant('HIDDEN_CAPTURES'), supply=supply, n=n)(lang)


def _kept_hidden(d: Data, lang: str) -> str:
    who, n = P(d["seat"]), d["n"]
    return Text("{who} keeps the captured tokens hidden ({variant}): the others see only how many {who} has, "
                "{n}, not their colours.").format(who=who, variant=variant('HIDDEN_CAPTURES'), n=n)(lang)


def _holes(d: Data, lang: str) -> str:
    lines, row = d["lines"], d["slot"][0] in "WE"
    line, nums = line_name(d["slot"], lang), join([str(n) for n in lines], lang)
    one = len(lines) == 1
    if lang == "en":
        kind = ("column" if one else "columns") if row else ("row" if one else "rows")
        have = ("now has a hole in the middle" if one else
                "now each have a new hole in the middle")
        return (f"Crossing lines: the changes in {line} reach {kind} {nums}, which {have} (an empty cell between "
                "two tokens); only a later slide that moves a token into a hole fills it again.")
    kind = ("la columna" if one else "las columnas") if row else ("la fila" if one else "las filas")
    have = ("que ahora tiene un hueco en medio" if one else "que ahora tienen cada una un hueco nuevo en medio")
    return (f"Líneas que se cruzan: los cambios en {line} alcanzan a {kind} {nums}, {have} (una casilla vacía "
            "entre dos fichas); un hueco solo vuelve a llenarse si un desplazamiento posterior mueve una ficha hasta él.")


# -- the set-up (MU1-MU6) -------------------------------------------------------------------------------

@lazy_lang   # TRANSITION
def _seats(seats: Sequence[int], lang: str) -> str:
    return join([P(s) for s in seats], lang)


def _players(d: Data, lang: str) -> str:
    n = d["players"]
    return Text("A game for {n} players, {seats} (Muros is for 2 to 4).").format(n=n, seats=_seats(range(n)))(lang)


def _grid(d: Data, lang: str) -> str:
    c = d["counts"]
    if lang == "en":
        parts = join([f"{c[k]} {colour(k, lang)}" for k in "YBRGW"], lang)
        return (f"The {sum(c.values())} tokens ({parts}) are drawn from the bag at random and fill the 9x9 grid "
                "row by row.")
    parts = join([f"{c[k]} {tokens_adj(k, c[k], lang)}" for k in "YBRGW"], lang)
    return (f"Las {sum(c.values())} fichas ({parts}) se sacan al azar de la bolsa y llenan la cuadrícula de 9x9 "
            "fila a fila.")


def _hand(seat: int, hand: Mapping[str, int], lang: str) -> str:
    return Text("{p} holds {hand_words}").format(p=P(seat), hand_words=hand_words(hand))(lang)


def _dealt(d: Data, lang: str) -> str:
    size = d["size"]
    return Text("The 36 cards are shuffled and each player is dealt {size}, kept secret").format(size=size)(lang)


def _deal(d: Data, lang: str) -> str:
    hands = "; ".join(_hand(s, h, lang) for s, h in enumerate(d["hands"]))
    return f"{_dealt(d, lang)}: {hands}."


def _deal_seen(d: Data, lang: str) -> str:
    others = (Text("the other hand is hidden") if d["players"] == 2 else
              Text("the other hands are hidden"))(lang)
    return f"{_dealt(d, lang)}: {_hand(d['seat'], d['hand'], lang)}; {others}."


def _piles(d: Data, lang: str) -> str:
    piles, n = d["piles"], d["n"]
    if lang == "en":
        parts = join([f"{piles[c]} {colour(c, lang)}" if piles[c] else f"no {colour(c, lang)}" for c in "YBRG"], lang)
        return (f"The {n} cards not dealt lie face up in four piles, one per colour ({parts}); anyone may play "
                "from them.")
    parts = join([f"{piles[c]} {tokens_adj(c, piles[c], lang)}" if piles[c] else f"ninguna {colour(c, lang)}"
                  for c in "YBRG"], lang)
    return (f"Las {n} cartas no repartidas quedan boca arriba en cuatro mazos, uno por color ({parts}); cualquier "
            "jugador puede jugar cartas de ellos.")


def _cards_slots(d: Data, lang: str) -> str:
    return Text("{d} cards for {d} slots ({d2} in the hands, {d3} face up): by the end every slot holds exactly "
                "one card.").format(d=d['cards'], d2=d['dealt'], d3=d['face_up'])(lang)


def _first(d: Data, lang: str) -> str:
    order = ", ".join(P(s) for s in d["order"])
    return Text("{p} is drawn at random to start; turns go clockwise: {order}, and so on.").format(p=P(d['seat']), order=order)(lang)


def _capture_none(d: Data, lang: str) -> str:
    c, line = d["take"], line_name(d["slot"], lang)
    if lang == "en":
        return f"{P(d['seat'])} chooses {colour(c, lang)}, but there is no {colour(c, lang)} token in {line}: nothing is taken."
    return (f"{P(d['seat'])} elige el {colour_noun(c, lang)}, pero {line} no tiene fichas {tokens_adj(c, 2, lang)}: "
            "no se lleva nada.")


def _all_passed(d: Data, lang: str) -> str:
    n = d["players"]
    if lang == "en":
        everyone = "Both players" if n == 2 else f"All {n} players"
        return f"{everyone} passed in a row, so the game ends with {cards(d['placed'], lang)} placed."
    everyone = "Los dos jugadores" if n == 2 else f"Los {n} jugadores"
    return (f"{everyone} han pasado seguidos, así que la partida termina con "
            f"{count(d['placed'], 'carta colocada', 'cartas colocadas')}.")


# -- refusals ----------------------------------------------------------------------------------------

_SHAPE = Text("Write a card colour (Y yellow, B blue, R red, G green), “@” and a slot (W1-W9 at the left of "
              "rows 1-9, E1-E9 at the right, N1-N9 above columns 1-9, S1-S9 below), for example R@W3; add "
              "“pile” to play the card from the face-up pile, and in phase 2 add “take X” or “take none”.")


def _not_in_hand(d: Data, lang: str) -> str:
    c = d["colour"]
    if lang == "en":
        s = f"{P(d['seat'])} holds no {colour(c, lang)} card (hand: {hand_words(d['hand'], lang)})."
        return s + (f" A {colour(c, lang)} card from the face-up {colour(c, lang)} pile may go there instead."
                    if d["pile"] else "")
    s = (f"{P(d['seat'])} no tiene ninguna carta {colour(c, lang)} en la mano (en la mano: "
         f"{hand_words(d['hand'], lang)}).")
    return s + (f" En cambio, puede ir ahí una carta {colour(c, lang)} del mazo {colour_noun(c, lang)} boca arriba."
                if d["pile"] else "")


def _choose_take(d: Data, lang: str) -> str:
    a, b, line = d["colour"], d["facing"], line_name(d["slot"], lang)
    if lang == "en":
        s = (f"This card faces a {colour(b, lang)} card, so say which tokens you take from {line}: the "
             f"{colour(a, lang)} ones or the {colour(b, lang)} ones")
        return s + ("." if d["mandatory"] else ", or nothing.")
    s = (f"Esta carta queda enfrente de una carta {colour(b, lang)}, así que di qué fichas te llevas de {line}: "
         f"las {tokens_adj(a, 2, lang)} o las {tokens_adj(b, 2, lang)}")
    return s + ("." if d["mandatory"] else ", o ninguna.")


def _must_take(d: Data, lang: str) -> str:
    a, b = d["colour"], d["facing"]
    if lang == "en":
        return (f"With {variant('MANDATORY_TAKE', lang)} you must take the tokens of one of the two colours: "
                f"{colour(a, lang)} or {colour(b, lang)}.")
    return (f"Con {variant('MANDATORY_TAKE', lang)} tienes que llevarte las fichas de uno de los dos colores: "
            f"las {tokens_adj(a, 2, lang)} o las {tokens_adj(b, 2, lang)}.")


TEXTS: dict[str, Mapping[str, Template]] = {
    "place": both(_place), "count": both(_count), "zero": both(_zero), "remove": both(_remove),
    "slide": both(_slide),
    "phase2": fixed(Text("18 cards are placed, so every row and every column now holds exactly one card: phase 2 begins. "
                         "Each card from now on goes opposite a card already placed.")),
    "block": both(lambda d, lang: Text(
        f"Same colour as the card facing it in {d['opposite']}: {line_name(d['slot'], 'en')} is blocked, nothing "
        "happens, and the line is now full for good.",
        f"Es del mismo color que la carta de enfrente, en {slot_name(d['opposite'], 'es')}: "
        f"{line_name(d['slot'], 'es')} queda bloqueada, no ocurre nada y la línea ya está completa para siempre."
    )(lang)),
    "holes": both(_holes),
    "phase2-rules": fixed(Text("Phase 2: from this card on nothing is removed and nothing slides; each card only blocks its "
                               "line or captures from it.")),
    "capture": both(_capture),
    "capture-hidden": both(_capture),   # HIDDEN_CAPTURES, told to the others (no running total in the data)
    "capture-none": both(_capture_none),
    "kept": both(_kept),
    "kept-hidden": both(_kept_hidden),   # HIDDEN_CAPTURES, told to the others: how many, not the colours
    "players": both(_players), "grid": both(_grid), "deal": both(_deal),
    "deal-seen": both(_deal_seen),       # the deal told to one seat: its own hand only (MU3)
    "piles": both(_piles), "cards-slots": both(_cards_slots), "first": both(_first),
    "decline": both(lambda d, lang: Text("{p} takes nothing: taking is optional.").format(p=P(d['seat']))(lang)),
    "skip": both(lambda d, lang: Text("{p} has no card in hand and every face-up pile is empty: their turn is skipped.").format(p=P(d['seat']))(lang)),
    "pass": both(lambda d, lang: Text("{p} passes (allowed by {variant}).").format(p=P(d['seat']), variant=variant('ALLOW_PASS'))(lang)),
    "all-passed": both(_all_passed),
    "end": fixed(Text("The 36th card is placed: every slot holds a card and the game ends.")),
    "board-count": both(_board_count), "majority": both(_majority), "ranking": both(_ranking),
    "winner": both(_winner),
    # -- refusals --------------------------------------------------------------
    "bad-action": both(lambda d, lang: Text("“{d}” is not a Muros action. ").format(d=d['got'])(lang) + _SHAPE(lang)),
    "too-long": both(lambda d, lang: Text("A Muros action is at most {d} characters long, and this text has {d2} (it starts “{d3}”). ").format(d=d['limit'], d2=d['n'], d3=d['got'])(lang) + _SHAPE(lang)),
    "not-in-hand": both(_not_in_hand),
    "pile-empty": both(lambda d, lang: Text(
        f"The face-up {colour(d['colour'], 'en')} pile is empty; play a card from your hand or from another pile.",
        f"El mazo {colour_noun(d['colour'], 'es')} boca arriba está vacío; juega una carta de tu mano o de otro "
        "mazo.")(lang)),
    "slot-taken": both(lambda d, lang: Text(
        f"Slot {d['slot']} already holds a {colour(d['there'], 'en')} card; every slot takes one card only.",
        f"La ranura {slot_name(d['slot'], 'es')} ya tiene una carta {colour(d['there'], 'es')}; en cada ranura "
        "cabe una sola carta.")(lang)),
    "facing": both(lambda d, lang: Text(
        f"In phase 1 a card may never face another one: {d['opposite']}, at the other end of "
        f"{line_name(d['slot'], 'en')}, already holds a {colour(d['there'], 'en')} card. Choose a line with no "
        "card yet.",
        f"En la fase 1 una carta nunca puede quedar enfrente de otra: {slot_name(d['opposite'], 'es')}, en el otro "
        f"extremo de {line_name(d['slot'], 'es')}, ya tiene una carta {colour(d['there'], 'es')}. Elige una línea "
        "que aún no tenga carta.")(lang)),
    "take-phase1": fixed(Text("Nothing is captured in phase 1: a card there removes and slides tokens. Place it without "
                              "choosing tokens to take.")),
    "blocked-take": both(lambda d, lang: Text(
        f"A {colour(d['colour'], 'en')} card facing the {colour(d['colour'], 'en')} card in {d['opposite']} blocks "
        "the line: nothing can be taken. Place it without choosing tokens to take.",
        f"Una carta {colour(d['colour'], 'es')} enfrente de la carta {colour(d['colour'], 'es')} de "
        f"{slot_name(d['opposite'], 'es')} bloquea la línea: no te puedes llevar nada. Colócala sin elegir fichas."
    )(lang)),
    "choose-take": both(_choose_take),
    "bad-take": both(lambda d, lang: Text(
        f"You may only take the tokens of one of the two card colours of the line, {colour(d['colour'], 'en')} or "
        f"{colour(d['facing'], 'en')}, not {colour(d['take'], 'en')}.",
        f"Solo puedes llevarte las fichas de uno de los dos colores de las cartas de la línea, el "
        f"{colour_noun(d['colour'], 'es')} o el {colour_noun(d['facing'], 'es')}, no el "
        f"{colour_noun(d['take'], 'es')}.")(lang)),
    "must-take": both(_must_take),
    "game-over": both(lambda d, lang: Text(
        f"The game is over ({cards(d['placed'], 'en')} placed): no card can be placed any more.",
        f"La partida ha terminado ({count(d['placed'], 'carta colocada', 'cartas colocadas')}): ya no se puede "
        "colocar ninguna carta.")(lang)),
    "no-pass": fixed(Text("Passing is not allowed while you can place a card (your hand or a face-up pile has one).")),
}

register_texts("muros", TEXTS)
