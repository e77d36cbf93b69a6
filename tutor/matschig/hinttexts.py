"""English and Spanish texts of the hints (hints.py): what to do and why, told in words to the seat to move."""
from __future__ import annotations

from typing import Mapping

from ..core.i18n import register_texts
from .texts import pair
from .words import BRINGS, MISSING, P, an, card, cards, groups, no, pts


def _fewest(d: Mapping, lang: str) -> str:
    if lang == "en":
        return f"{P(d['target'])}, who has the fewest points ({d['points']})"
    return f"{P(d['target'])}, que es quien menos puntos tiene ({d['points']})"


def _do(d: Mapping, lang: str) -> str:
    """The defence to play, in words."""
    kind = d["kind"]
    if lang == "en":
        return {"accept": lambda: "Accept",
                "umbrellas": lambda: f"Open umbrellas, {groups(d['groups'], 'en')}",
                "BLOWER": lambda: "Play the blower",
                "FLAMETHROWER": lambda: "Play the flamethrower",
                "WATERSUIT": lambda: f"Put on the water suit and stop {cards(d['stopped'], 'en')}",
                "PIPE": lambda: f"Play the pipe at {P(d['target'])}",
                "MACHINEGUN": lambda: "Fire the machine-gun umbrella"}[kind]()
    return {"accept": lambda: "Acepta",
            "umbrellas": lambda: f"Abre los paraguas, {groups(d['groups'], 'es')}",
            "BLOWER": lambda: "Juega la sopladora",
            "FLAMETHROWER": lambda: "Juega el lanzallamas",
            "WATERSUIT": lambda: f"Ponte el traje de agua y detén {cards(d['stopped'], 'es')}",
            "PIPE": lambda: f"Desvía el barro con el tubo hacia {P(d['target'])}",
            "MACHINEGUN": lambda: "Dispara el paraguas metralleta"}[kind]()


def _effect(d: Mapping, lang: str) -> str:
    kind, taken, stopped = d["kind"], d["taken"], d["stopped"]
    if lang == "en":
        you = f"you take {cards(taken, 'en')}"
        return {"accept": lambda: you,
                "umbrellas": lambda: f"they stop {cards(stopped, 'en')} and {you}",
                "BLOWER": lambda: f"the sand ({cards(stopped, 'en')}) is blown away and {you}",
                "FLAMETHROWER": lambda: f"the water ({cards(stopped, 'en')}) dries up and {you}",
                "WATERSUIT": lambda: you,
                "PIPE": lambda: f"the mud flies on to {P(d['target'])}, the player with the fewest points, and "
                                "you take nothing now",
                "MACHINEGUN": lambda: "the mud goes out of play, you take nothing, and every other player "
                                      "reveals a card"}[kind]()
    you = f"te llevas {cards(taken, 'es')}" if taken else "no te llevas nada"
    return {"accept": lambda: you,
            "umbrellas": lambda: f"detienen {cards(stopped, 'es')} y {you}",
            "BLOWER": lambda: f"la arena ({cards(stopped, 'es')}) sale volando y {you}",
            "FLAMETHROWER": lambda: f"el agua ({cards(stopped, 'es')}) se evapora y {you}",
            "WATERSUIT": lambda: you,
            "PIPE": lambda: f"el barro va hacia {P(d['target'])}, el jugador con menos puntos, y tú no te llevas "
                            "nada por ahora",
            "MACHINEGUN": lambda: "el barro queda fuera de juego, no te llevas nada y cada uno de los demás "
                                  "destapa una carta"}[kind]()


def _defend(d: Mapping, lang: str) -> str:
    if lang == "en":
        text = (f"{_do(d, 'en')}: {_effect(d, 'en')}. Your mud pile would then score {pts(d['score'], 'en')} "
                f"(now {d['before']}), the least of your choices")
        if d["kind"] != "accept":
            text += f"; accepting would bring it to {d['accept']}"
        return text + "." + (" Other choices score as little but spend more cards." if d["tie"] else "")
    text = (f"{_do(d, 'es')}: {_effect(d, 'es')}. Tu montón de barro valdría {pts(d['score'], 'es')} (ahora "
            f"vale {d['before']}), lo menos que puedes conseguir")
    if d["kind"] != "accept":
        text += f"; si aceptas, llegaría a {d['accept']}"
    return text + "." + (" Otras opciones dan lo mismo, pero gastan más cartas." if d["tie"] else "")


def _throw(d: Mapping, lang: str) -> str:
    c = d["card"]
    if lang == "en":
        risk = (f"whoever holds {an(c, 'en')} may complete it and send it at anyone, you included" if c
                else "no single card completes it, so nobody can take it over")
        return (f"Throw {cards(d['cards'], 'en')} at {_fewest(d, 'en')}. No pair of yours makes a perfect mud; "
                f"this one has the smallest gap, but {risk}.")
    risk = (f"quien tenga {an(c, 'es')} puede completarlo y mandarlo a cualquiera, también a ti" if c
            else "ninguna carta sola lo completa, así que nadie puede quedárselo")
    return (f"Lanza {cards(d['cards'], 'es')} a {_fewest(d, 'es')}. Ninguna de tus parejas da barro perfecto; "
            f"esta tiene la menor diferencia, pero {risk}.")


HINTS = {
    "hint-throw-perfect": pair(
        lambda d: f"Throw {cards(d['cards'], 'en')} at {_fewest(d, 'en')}: it is a perfect mud, so nobody can "
                  "complete it and take it over.",
        lambda d: f"Lanza {cards(d['cards'], 'es')} a {_fewest(d, 'es')}: es barro perfecto, así que nadie puede "
                  "completarlo y quedárselo."),
    "hint-throw": pair(lambda d: _throw(d, "en"), lambda d: _throw(d, "es")),
    "hint-swap": pair(
        lambda d: f"You hold {MISSING['en'][d['missing']]}, so you cannot throw: pass and swap "
                  f"{cards(d['cards'], 'en')}, your three lowest mud cards, for three new cards that may bring "
                  f"{BRINGS['en'][d['missing']]}.",
        lambda d: f"No tienes {MISSING['es'][d['missing']]}, así que no puedes lanzar: pasa y cambia "
                  f"{cards(d['cards'], 'es')}, tus tres cartas de barro más bajas, por tres cartas nuevas que "
                  f"pueden traer {BRINGS['es'][d['missing']]}."),
    "hint-pass": pair(
        lambda d: f"You hold {MISSING['en'][d['missing']]}, so you cannot throw: pass."
                  + (" Keep your cards: you have fewer than three mud cards to swap away." if d["swap"] else ""),
        lambda d: f"No tienes {MISSING['es'][d['missing']]}, así que no puedes lanzar: pasa."
                  + (" Quédate con tus cartas: tienes menos de tres cartas de barro para cambiar."
                     if d["swap"] else "")),
    "hint-complete": pair(
        lambda d: (f"The mud flies at you: complete it with {card(d['card'], 'en')} and send it at "
                   f"{_fewest(d, 'en')}; you take nothing." if d["was_mine"] else
                   f"Complete it with {card(d['card'], 'en')} and send the mud, now perfect, at {_fewest(d, 'en')}."),
        lambda d: (f"El barro va hacia ti: complétalo con {card(d['card'], 'es')} y mándalo a {_fewest(d, 'es')}; "
                   "tú no te llevas nada." if d["was_mine"] else
                   f"Complétalo con {card(d['card'], 'es')} y manda el barro, ya perfecto, a {_fewest(d, 'es')}.")),
    "hint-decline": pair(
        lambda d: f"Decline: the mud already flies at {_fewest(d, 'en')}; completing it would only spend your "
                  f"{card(d['card'], 'en')}.",
        lambda d: f"Renuncia: el barro ya va hacia {_fewest(d, 'es')}; completarlo solo te costaría tu "
                  f"{card(d['card'], 'es')}."),
    "hint-decline-no-card": pair(
        lambda d: f"Decline: you hold no {card(d['card'], 'en')}, so you cannot complete this mud.",
        lambda d: f"Renuncia: no tienes {no(d['card'], 'es')}, así que no puedes completar este barro."),
    "hint-defend": pair(lambda d: _defend(d, "en"), lambda d: _defend(d, "es")),
}

HINT_KINDS = tuple(HINTS)

register_texts("matschig", HINTS)
