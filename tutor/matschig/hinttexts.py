"""English and Spanish texts of the hints (hints.py): what to do and why, told to the seat to move.
Wording as in texts.py."""
from __future__ import annotations

from typing import Mapping

from ..core.i18n import register_texts
from .texts import BRINGS, MISSING, P, an, card_es, card_list, codes, pair, pts

def _fewest(d: Mapping, lang: str) -> str:
    if lang == "en":
        return f"{P(d['target'])}, who has the fewest points ({d['points']})"
    return f"{P(d['target'])}, que es quien menos puntos tiene ({d['points']})"


_DEFENCE_DO = {
    "en": {"accept": lambda d: "Accept",
           "umbrellas": lambda d: f"Open umbrellas {d['action'][len('umbrellas '):]}",
           "BLOWER": lambda d: "Play the blower (BLOWER)",
           "FLAMETHROWER": lambda d: "Play the flamethrower (FLAMETHROWER)",
           "WATERSUIT": lambda d: f"Put on the water suit ({d['action']})",
           "PIPE": lambda d: f"Play the pipe at {P(d['target'])} ({d['action']})",
           "MACHINEGUN": lambda d: "Fire the machine-gun umbrella (MACHINEGUN)"},
    "es": {"accept": lambda d: "Acepta",
           "umbrellas": lambda d: f"Abre los paraguas {d['action'][len('umbrellas '):]}",
           "BLOWER": lambda d: "Juega la sopladora (BLOWER)",
           "FLAMETHROWER": lambda d: "Juega el lanzallamas (FLAMETHROWER)",
           "WATERSUIT": lambda d: f"Ponte el traje de agua ({d['action']})",
           "PIPE": lambda d: f"Desvía el barro con el tubo hacia {P(d['target'])} ({d['action']})",
           "MACHINEGUN": lambda d: "Dispara el paraguas metralleta (MACHINEGUN)"},
}


def _defence_effect(d: Mapping, lang: str) -> str:
    kind, taken, stopped = d["kind"], d["taken"], d["stopped"]
    if lang == "en":
        you = f"you take {card_list(taken, 'en')}"
        return {"accept": lambda: you,
                "umbrellas": lambda: f"your umbrellas stop {codes(stopped)} and {you}",
                "BLOWER": lambda: f"the sand {codes(stopped)} is blown away and {you}",
                "FLAMETHROWER": lambda: f"the water {codes(stopped)} dries up and {you}",
                "WATERSUIT": lambda: f"the suit stops {codes(stopped)} and {you}",
                "PIPE": lambda: f"the mud flies on to {P(d['target'])}, the player with the fewest "
                                "points, and you take nothing now",
                "MACHINEGUN": lambda: "the mud goes out of play, you take nothing, and every other "
                                      "player reveals a card"}[kind]()
    you = f"te llevas {card_list(taken, 'es')}" if taken else "no te llevas nada"
    return {"accept": lambda: you,
            "umbrellas": lambda: f"tus paraguas paran {codes(stopped)} y {you}",
            "BLOWER": lambda: f"la arena ({codes(stopped)}) sale volando y {you}",
            "FLAMETHROWER": lambda: f"el agua ({codes(stopped)}) se evapora y {you}",
            "WATERSUIT": lambda: f"el traje para {codes(stopped)} y {you}",
            "PIPE": lambda: f"el barro va hacia {P(d['target'])}, el jugador con menos puntos, y "
                            "tú no te llevas nada por ahora",
            "MACHINEGUN": lambda: "el barro queda fuera de juego, no te llevas nada y cada uno de "
                                  "los demás destapa una carta"}[kind]()


def _hint_defend_en(d: Mapping) -> str:
    text = (f"{_DEFENCE_DO['en'][d['kind']](d)}: {_defence_effect(d, 'en')}. Your mud pile would "
            f"then score {pts(d['score'], 'en')} (now {d['before']}), the least of your choices")
    if d["kind"] != "accept":
        text += f"; accepting would bring it to {d['accept']}"
    text += "."
    if d["tie"]:
        text += " Other choices score as little but spend more cards."
    return text


def _hint_defend_es(d: Mapping) -> str:
    text = (f"{_DEFENCE_DO['es'][d['kind']](d)}: {_defence_effect(d, 'es')}. Tu montón de barro "
            f"valdría {pts(d['score'], 'es')} (ahora vale {d['before']}), lo menos que puedes "
            "conseguir")
    if d["kind"] != "accept":
        text += f"; si aceptas, llegaría a {d['accept']}"
    text += "."
    if d["tie"]:
        text += " Otras opciones dan lo mismo, pero gastan más cartas."
    return text


def _hint_throw_en(d: Mapping) -> str:
    card = d["card"]
    risk = (f"whoever holds {an(card)} may complete it and send it at anyone, you included" if card
            else "no single card completes it, so nobody can send it on")
    return (f"Throw {codes(d['cards'])} at {_fewest(d, 'en')}. None of your pairs makes a perfect "
            f"mud; this one has the smallest gap, but {risk}.")


def _hint_throw_es(d: Mapping) -> str:
    card = d["card"]
    risk = (f"quien tenga un {card_es(card)} puede completarlo y mandarlo a cualquiera, también a ti"
            if card else "ninguna carta sola lo completa, así que nadie puede desviarlo")
    return (f"Lanza {codes(d['cards'])} a {_fewest(d, 'es')}. Ninguna de tus parejas da barro "
            f"perfecto; esta tiene la menor diferencia, pero {risk}.")


HINTS = {
    "hint-throw-perfect": pair(
        lambda d: f"Throw {codes(d['cards'])} at {_fewest(d, 'en')}: it is a perfect mud, so nobody "
                  "can complete it and send it back at you.",
        lambda d: f"Lanza {codes(d['cards'])} a {_fewest(d, 'es')}: es barro perfecto, así que nadie "
                  "puede completarlo y devolvértelo."),
    "hint-throw": pair(_hint_throw_en, _hint_throw_es),
    "hint-swap": pair(
        lambda d: f"You hold {MISSING['en'][d['missing']]}, so you cannot throw: pass and swap "
                  f"{codes(d['cards'])}, your three lowest mud cards, for three new cards that may "
                  f"bring {BRINGS['en'][d['missing']]}.",
        lambda d: f"No tienes {MISSING['es'][d['missing']]}, así que no puedes lanzar: pasa y "
                  f"cambia {card_list(d['cards'], 'es')}, tus tres cartas de barro más bajas, por "
                  f"tres cartas nuevas que pueden traer {BRINGS['es'][d['missing']]}."),
    "hint-pass": pair(
        lambda d: f"You hold {MISSING['en'][d['missing']]}, so you cannot throw: pass."
                  + (" Keep your cards: you have fewer than three mud cards to swap away."
                     if d["swap"] else ""),
        lambda d: f"No tienes {MISSING['es'][d['missing']]}, así que no puedes lanzar: pasa."
                  + (" Quédate con tus cartas: tienes menos de tres cartas de barro para cambiar."
                     if d["swap"] else "")),
    "hint-complete": pair(
        lambda d: (f"The mud flies at you: complete it with {d['card']} and send it at "
                   f"{_fewest(d, 'en')}; you take nothing." if d["was_mine"] else
                   f"Complete with {d['card']} and send the mud, now perfect, at {_fewest(d, 'en')}."),
        lambda d: (f"El barro va hacia ti: complétalo con {card_es(d['card'])} y mándalo a "
                   f"{_fewest(d, 'es')}; tú no te llevas nada." if d["was_mine"] else
                   f"Completa con {card_es(d['card'])} y manda el barro, ya perfecto, a "
                   f"{_fewest(d, 'es')}.")),
    "hint-decline": pair(
        lambda d: f"Decline: the mud already flies at {_fewest(d, 'en')}; completing it would only "
                  f"spend your {d['card']}.",
        lambda d: f"Renuncia: el barro ya va hacia {_fewest(d, 'es')}; completarlo solo te costaría "
                  f"tu {card_es(d['card'])}."),
    "hint-decline-no-card": pair(
        lambda d: f"Decline: you hold no {d['card']}, so you cannot complete this mud.",
        lambda d: f"Renuncia: no tienes ningún {card_es(d['card'])}, así que no puedes completar "
                  "este barro."),
    "hint-defend": pair(_hint_defend_en, _hint_defend_es),
}

HINT_KINDS = tuple(HINTS)

register_texts("matschig", HINTS)
