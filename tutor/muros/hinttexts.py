"""The sentences of Muros hints (to the seat to move, "you") and of why a move was made (about a seat,
"P2"), in English and Spanish; hints.py and why.py choose them, the data says what to fill in."""
from __future__ import annotations

from typing import Any, Mapping

from ..core.i18n import Text, register_texts, seat_label
from .clicks import describe
from .texts import both, fixed
from .words import cap, colour, colour_noun, join, line_name, slot_name, slot_where, tokens, tokens_adj, variant

Data = Mapping[str, Any]
P = seat_label


def _push(d: Data, lang: str) -> str:
    line, c, k = line_name(d["slot"], lang), d["colour"], d["k"]
    was, gone = d.get("past", False), d.get("gone", k)
    if k and gone != k:      # the variant "count cells": k cells are cleared, and holes among them count
        if lang == "en":
            cells = "the far cell" if k == 1 else f"the {k} far cells"
            cleared = ("was" if was else "is") if k == 1 else ("were" if was else "are")
            out = ("no token " + ("left" if was else "leaves") if gone == 0 else
                   f"{gone} {'token' if gone == 1 else 'tokens'} " + ("left" if was else "leaves" if gone == 1 else "leave"))
            return (f"With {tokens(k, c, lang)} in {line}, k = {k}: with {variant('COUNT_CELLS', lang)} {cells} "
                    f"{cleared} cleared, holes included, so {out} the line (MU13).")
        cells = "la casilla del extremo opuesto" if k == 1 else f"las {k} casillas del extremo opuesto"
        cleared = ("se vació" if was else "se vacía") if k == 1 else ("se vaciaron" if was else "se vacían")
        out = ("no " + ("salió" if was else "sale") + " ninguna ficha" if gone == 0 else
               ("salió" if was else "sale") + " 1 ficha" if gone == 1 else
               ("salieron" if was else "salen") + f" {gone} fichas")
        return (f"Con {tokens(k, c, lang)} en {line}, k = {k}: con {variant('COUNT_CELLS', lang)} {cleared} {cells}, "
                f"huecos incluidos, así que {out} de la línea (MU13).")
    if lang == "en":
        if k == 0:
            return (f"There {'was' if was else 'is'} no {colour(c, lang)} token in {line}, so nothing "
                    f"{'was' if was else 'is'} removed (MU13).")
        verb = ("left" if was else "leave") if k > 1 else ("left" if was else "leaves")
        many = "that many tokens" if k > 1 else "one token"
        return f"With {tokens(k, c, lang)} in {line}, k = {k}: {many} {verb} the line (MU13)."
    if k == 0:
        return (f"En {line} no {'había' if was else 'hay'} ninguna ficha {colour(c, lang)}, así que no "
                f"{'se retiró' if was else 'se retira'} nada (MU13).")
    verb = ("salieron" if was else "salen") if k > 1 else ("salió" if was else "sale")
    many = "otras tantas fichas" if k > 1 else "una ficha"
    return f"Con {tokens(k, c, lang)} en {line}, k = {k}: {verb} de la línea {many} (MU13)."


def _exposed(d: Data, lang: str) -> str:
    c, e, line = d["colour"], d["exposed"], line_name(d["slot"], lang)
    if lang == "en":
        what = f"no {colour(c, lang)} token" if e == 0 else tokens(e, c, lang)
        return f"It leaves {what} in {line} for whoever faces this card in phase 2 to take (MU19)."
    what = f"No deja ninguna ficha {colour(c, lang)}" if e == 0 else "Deja " + tokens(e, c, lang)
    return (f"{what} en {line} para quien coloque una carta enfrente en la fase 2 y quiera llevárselas "
            "(MU19).")


def _capture(d: Data, lang: str) -> str:
    n, c, line, who = d["n"], d["take"], line_name(d["slot"], lang), d.get("seat")
    if lang == "en":
        what = f"the {colour(c, lang)} token" if n == 1 else f"the {tokens(n, c, lang)}"
        return f"{'You take' if who is None else P(who) + ' took'} {what} of {line} (MU19)."
    what = f"la ficha {colour(c, lang)}" if n == 1 else f"las {tokens(n, c, lang)}"
    return f"{'Te llevas' if who is None else P(who) + ' se llevó'} {what} de {line} (MU19)."


def _standing(d: Data, lang: str) -> str:
    top, who = d["top"], d.get("seat")
    if lang == "en":
        if len(top) == 1:
            c = colour(top[0], lang)
            s = f"{cap(c)} has the most tokens left on the board, so {c} captures decide the winner (MU24)"
        else:
            s = (f"{cap(join([colour(c, lang) for c in top], lang))} tie for the most tokens on the board, so "
                 "captures of them count together (MU26)")
        mine = f"you would have {d['mine']}" if who is None else f"{P(who)} now has {d['mine']}"
        if d["rival"] is None:
            return s + f": {mine} (the others' captures are hidden)."
        return s + f": {mine} against {d['rival']} for {P(d['rival_seat'])}."
    if len(top) == 1:
        s = (f"El {colour_noun(top[0], lang)} es el color con más fichas en el tablero, así que las capturas de "
             f"fichas {tokens_adj(top[0], 2, lang)} deciden quién gana (MU24)")
    else:
        names = join([f"el {colour_noun(c, lang)}" for c in top], lang)
        s = (f"{cap(names)} empatan como colores con más fichas en el tablero, así que las capturas de esos "
             "colores cuentan juntas (MU26)")
    mine = f"tendrías {d['mine']}" if who is None else f"{P(who)} tiene ahora {d['mine']}"
    if d["rival"] is None:
        return s + f": {mine} (las capturas de los demás están ocultas)."
    return s + f": {mine}, frente a {d['rival']} de {P(d['rival_seat'])}."


def _decline_why(d: Data, lang: str) -> str:
    c = d["take"]
    if lang == "en":
        if d["new_top"]:
            return (f"Taking {colour(c, lang)} would make {join([colour(x, lang) for x in d['new_top']], lang)} the "
                    "majority on the board, a worse standing (MU24).")
        return f"Taking {colour(c, lang)} would reorder the colours against the player in the tie-break (MU25)."
    if d["new_top"]:
        names = join([f"el {colour_noun(x, lang)}" for x in d["new_top"]], lang)
        verb = "pasara" if len(d["new_top"]) == 1 else "pasaran"
        return (f"Llevarse las {tokens_adj(c, 2, lang)} haría que {names} {verb} a ser mayoría en el tablero, una "
                "posición peor (MU24).")
    return f"Llevarse las {tokens_adj(c, 2, lang)} cambiaría el orden de desempate en contra (MU25)."


def _did(d: Data, lang: str) -> str:
    """What a seat did, as anyone saw it: "P2 placed a red card from their hand in W3 (left end of row 3)"."""
    who = P(d["seat"])
    if d["action"] == "pass":
        return Text("{who} passed.").format(who=who)(lang)
    c, where = d["colour"], slot_where(d["slot"], lang)
    if lang == "en":
        src = "from their hand" if d["source"] == "hand" else "from a face-up pile"
        return f"{who} placed a {colour(c, lang)} card {src} in {where}."
    src = "de su mano" if d["source"] == "hand" else "de un mazo boca arriba"
    return f"{who} colocó una carta {colour(c, lang)} {src} en {where}."


TEXTS = {
    "hint-play": both(lambda d, lang: cap(describe(d["state"], d["action"], lang)) + "."),
    "hint-only": fixed(Text("It is your only legal move.")),
    "hint-mu9": fixed(Text("In phase 1 a card goes only on a line with no card yet (MU9).")),
    "hint-push": both(_push),
    "hint-exposed": both(_exposed),
    "hint-pile": fixed(Text("The card comes from a face-up pile, which anyone may use, so your own hand stays yours for "
                            "later (MU7).")),
    "why-pile": both(lambda d, lang: Text("A face-up pile is open to everyone, so {p} kept their own hand for later (MU7).").format(p=P(d['seat']))(lang)),
    "hint-capture": both(_capture),
    "hint-capture-none": both(lambda d, lang: Text(
        f"There is no {colour(d['take'], 'en')} token in {line_name(d['slot'], 'en')}, so nothing is taken (MU21).",
        f"En {line_name(d['slot'], 'es')} no hay fichas {tokens_adj(d['take'], 2, 'es')}, así que no se lleva "
        "nada (MU21).")(lang)),
    "hint-decline": fixed(Text("Taking is optional (MU20).")),
    "hint-decline-why": both(_decline_why),
    "hint-block": both(lambda d, lang: Text(
        f"It is the colour of the card in {d['opposite']}, so {line_name(d['slot'], 'en')} is blocked and nobody "
        "can take its tokens any more (MU18).",
        f"Es del mismo color que la carta de {slot_name(d['opposite'], 'es')}, así que {line_name(d['slot'], 'es')} "
        "queda bloqueada y ya nadie podrá llevarse sus fichas (MU18).")(lang)),
    "hint-standing": both(_standing),
    "hint-tiebreak": both(lambda d, lang: Text(
        f"{cap(colour(d['take'], 'en'))} is not the majority colour; it counts only in the tie-break (MU25).",
        f"El {colour_noun(d['take'], 'es')} no es el color mayoritario; solo cuenta para el desempate (MU25).")(lang)),
    "hint-deny": both(lambda d, lang: Text("It also holds the rivals back: the most tokens of the majority colour one of them can take in "
                                           "the next move drops from {d} to {d2} (MU19).").format(d=d['before'], d2=d['after'])(lang)),
    "hint-pass": both(lambda d, lang: Text("Pass: every placement would leave you worse placed, and {variant} lets you pass (MU8).").format(variant=variant('ALLOW_PASS'))(lang)),
    "why-did": both(_did),
    "why-pass": both(lambda d, lang: Text("With {variant} a player may pass; {p} judged that every placement would leave it worse placed "
                                          "(MU8).").format(variant=variant('ALLOW_PASS'), p=P(d['seat']))(lang)),
    "why-forced": fixed(Text("It was the only legal move.")),
    "why-hint": fixed(Text("It is the move the hint recommends from that seat.")),
}

register_texts("muros", TEXTS)
