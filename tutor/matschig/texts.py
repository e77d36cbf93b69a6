"""English and Spanish templates for every Matschig event, refusal and hint.

Words kept for one concept each (es): barro (mud), barro perfecto, montón de barro (mud pile),
mazo (draw pile), fuera de juego (out of play), objetivo (target), lanzar (throw), completar
(complete), renunciar (decline), aceptar (accept), llevarse (take mud), parar (stop), desviar
(send a mud on to another player), destapar (reveal), reponer (refill), robar (draw), cambiar (swap).
Card codes stay as notation; in Spanish a list of cards names their type (agua W3, arena S5,
paraguas U2) and special cards go by their Spanish names.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Optional

from ..core.i18n import count, plural, register_texts, seat_label
from .cards import KIND, SPECIALS, VALUE, WATERSUIT_LIMIT

P = seat_label

SPECIAL_NAME = {
    "en": {"PIPE": "pipe", "BLOWER": "blower", "FLAMETHROWER": "flamethrower",
           "WATERSUIT": "water suit", "MACHINEGUN": "machine-gun umbrella"},
    "es": {"PIPE": "tubo", "BLOWER": "sopladora", "FLAMETHROWER": "lanzallamas",
           "WATERSUIT": "traje de agua", "MACHINEGUN": "paraguas metralleta"},
}
# the Spanish special cards with their article: "el tubo", "la sopladora", ...
_THE_ES = {"PIPE": "el tubo", "BLOWER": "la sopladora", "FLAMETHROWER": "el lanzallamas",
           "WATERSUIT": "el traje de agua", "MACHINEGUN": "el paraguas metralleta"}
_TYPE_ES = {"W": "agua", "S": "arena", "U": "paraguas"}
_AND = {"en": "and", "es": "y"}


def special_name(card: str, lang: str) -> str:
    """A special card's name in lang: 'BLOWER' -> 'blower' / 'sopladora'."""
    return SPECIAL_NAME[lang][card]


def join(items: list[str], lang: str) -> str:
    """'a, b and c' / 'a, b y c'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {_AND[lang]} " + items[-1]


def seats(items: Iterable[int], lang: str) -> str:
    """'P1, P2 and P3' / 'P1, P2 y P3'."""
    return join([P(q) for q in items], lang) or "-"


def card_list(items: Iterable[str], lang: str, none: Optional[str] = None) -> str:
    """Some cards as a learner reads them. English: the codes ('W3 S5 U2 PIPE'). Spanish: by type,
    codes kept as notation ('agua W3, arena S5, paraguas U2 y tubo'). No cards: `none`, or
    'nothing' / 'nada'."""
    items = list(items)
    if not items:
        return none if none is not None else ("nothing" if lang == "en" else "nada")
    if lang == "en":
        return " ".join(items)
    parts = []
    for kind in "WSU":
        codes = [c for c in items if KIND[c] == kind]
        if codes:
            parts.append(f"{_TYPE_ES[kind]} {' '.join(codes)}")
    parts += [SPECIAL_NAME["es"][c] for c in SPECIALS if c in items for _ in range(items.count(c))]
    return join(parts, "es")


def card_es(card: str) -> str:
    """One card in a Spanish sentence, its code glossed: 'W2 (agua 2)', 'PIPE (tubo)'."""
    if KIND[card] in _TYPE_ES:
        return f"{card} ({_TYPE_ES[KIND[card]]} {VALUE[card]})"
    return f"{card} ({SPECIAL_NAME['es'][card]})"


def codes(items: Iterable[str]) -> str:
    """Card codes separated by spaces (a mud whose sums are told beside it)."""
    return " ".join(items)


def pts(n: int, lang: str) -> str:
    """'1 point' / '3 puntos'."""
    return count(n, "point", "points") if lang == "en" else count(n, "punto", "puntos")


def n_cards(n: int, lang: str) -> str:
    """'1 card' / '3 cartas'."""
    return count(n, "card", "cards") if lang == "en" else count(n, "carta", "cartas")


def an(card: str) -> str:
    """English article + card: 'a W2', 'an S1'."""
    return ("an " if card and card[0] in "SU" else "a ") + card


def _t(en: Callable[[Mapping], str], es: Callable[[Mapping], str]) -> dict:
    return {"en": en, "es": es}


def _sums(d: Mapping, lang: str, sep: str = ", ") -> str:
    return (f"water {d['water']}{sep}sand {d['sand']}" if lang == "en"
            else f"agua {d['water']}{sep}arena {d['sand']}")


# -- the defence options (M16), told to the target --------------------------------------------------
def _after(score: int, before: int, lang: str) -> str:
    """'19 points (+17)': a mud-pile score after a defence and what it adds (M26)."""
    return f"{pts(score, lang)} ({'+' if score >= before else ''}{score - before})"


def _option_en(row: Mapping, d: Mapping) -> str:
    kind, taken, before = row["kind"], row["taken"], d["score"]
    if kind == "umbrellas":
        umb = " ".join(d["umbrellas"])
        if row["action"] is None:
            return f"umbrellas {umb}: {plural(len(d['umbrellas']), 'too small', 'too small')} " \
                   "for any mud card"
        return (f"umbrellas {umb}, at best {row['action'][len('umbrellas '):]}, taking "
                f"{card_list(taken, 'en')}: {_after(row['score'], before, 'en')}")
    if kind == "WATERSUIT" and row["action"] is None:
        return "water suit: it cannot stop this mud (WATERSUIT_ALL_OR_NOTHING)"
    after = _after(row["score"], before, "en")
    return {
        "accept": lambda: f"accept, taking all of it: {after}",
        "BLOWER": lambda: f"blower: the sand goes and the water stays, taking "
                          f"{card_list(taken, 'en')}: {after}",
        "FLAMETHROWER": lambda: f"flamethrower: the water goes and the sand stays, taking "
                                f"{card_list(taken, 'en')}: {after}",
        "WATERSUIT": lambda: f"water suit, at best stopping {row['action'][len('WATERSUIT '):]}, "
                             f"taking {card_list(taken, 'en')}: {after}",
        "PIPE": lambda: f"pipe: send all of it on to another player, taking nothing now: {after}",
        "MACHINEGUN": lambda: f"machine-gun umbrella: the mud goes out of play, taking nothing, and "
                              f"every other player reveals a card: {after}",
    }[kind]()


def _option_es(row: Mapping, d: Mapping) -> str:
    kind, taken, before, who = row["kind"], row["taken"], d["score"], P(d["seat"])
    if kind == "umbrellas":
        umb = " ".join(d["umbrellas"])
        if row["action"] is None:
            reach = plural(len(d["umbrellas"]), "no alcanza", "no alcanzan")
            return f"paraguas {umb}: {reach} para ninguna carta de barro"
        gets = f"{who} se lleva {card_list(taken, 'es')}" if taken else f"{who} no se lleva nada"
        return (f"paraguas {umb}, en el mejor caso {row['action'][len('umbrellas '):]}, y {gets}: "
                f"{_after(row['score'], before, 'es')}")
    if kind == "WATERSUIT" and row["action"] is None:
        return "traje de agua: no puede parar este barro (WATERSUIT_ALL_OR_NOTHING)"
    after = _after(row["score"], before, "es")
    gets = f"{who} se lleva {card_list(taken, 'es')}" if taken else f"{who} no se lleva nada"
    return {
        "accept": lambda: f"aceptar, y {who} se lleva todo: {after}",
        "BLOWER": lambda: f"sopladora: se anula la arena y {gets}: {after}",
        "FLAMETHROWER": lambda: f"lanzallamas: se anula el agua y {gets}: {after}",
        "WATERSUIT": lambda: f"traje de agua, en el mejor caso para "
                             f"{row['action'][len('WATERSUIT '):]}, y {gets}: {after}",
        "PIPE": lambda: f"tubo: desvía todo el barro hacia otro jugador y {who} no se lleva nada "
                        f"por ahora: {after}",
        "MACHINEGUN": lambda: f"paraguas metralleta: el barro queda fuera de juego, {who} no se "
                              f"lleva nada y cada uno de los demás destapa una carta: {after}",
    }[kind]()


def _options(d: Mapping, lang: str) -> str:
    one = _option_en if lang == "en" else _option_es
    return "; ".join(one(row, d) for row in d["options"])


def _pile_now(d: Mapping, lang: str) -> str:
    if lang == "en":
        pile = f" ({card_list(d['pile'], 'en')})" if d["pile"] else ""
        return f"{P(d['seat'])}'s mud pile{pile} scores {pts(d['score'], 'en')} now"
    pile = f" ({card_list(d['pile'], 'es')})" if d["pile"] else ""
    return f"su montón de barro{pile} vale ahora {pts(d['score'], 'es')}"


# -- smaller helpers -------------------------------------------------------------------------------
def _mg_outcome(d: Mapping, lang: str) -> str:
    o = d["outcome"]
    if lang == "en":
        return {"mud": f"mud: it goes onto {P(d['seat'])}'s mud pile",
                "safe": "not mud: it goes out of play and the player is safe",
                "redraw": "a special card: out of play, and the same player reveals again",
                "keep": "a defence card: the player keeps it in hand and is safe"}[o]
    return {"mud": f"es barro y va al montón de barro de {P(d['seat'])}",
            "safe": "no es barro: queda fuera de juego y el jugador se salva",
            "redraw": "es una carta especial: queda fuera de juego y el mismo jugador destapa otra",
            "keep": "es una carta de defensa: el jugador se la queda en la mano y se salva"}[o]


def _rows(d: Mapping, lang: str) -> str:
    how = ({"empty": "no mud", "one-type": "one type only: 1 point per card",
            "sum": "sum of values"} if lang == "en" else
           {"empty": "sin barro", "one-type": "de un solo tipo: 1 punto por carta",
            "sum": "suma de valores"})
    return "; ".join(f"{P(r['seat'])} {card_list(r['cards'], lang, none='')}"
                     f"{' ' if r['cards'] else ''}= {pts(r['points'], lang)} ({how[r['how']]})"
                     for r in d["rows"])


def _totals(d: Mapping) -> str:
    return ", ".join(f"{P(q)} {t}" for q, t in enumerate(d["totals"]))


def _deck_left(n: int, lang: str) -> str:
    """'40 cards left in the draw pile' / 'quedan 40 cartas en el mazo'."""
    if lang == "en":
        return f"{n_cards(n, 'en')} left in the draw pile"
    return f"{plural(n, 'queda', 'quedan')} {n_cards(n, 'es')} en el mazo"


def _takes(d: Mapping, lang: str) -> str:
    """What a defender takes and the score of its mud pile after (M26)."""
    if lang == "en":
        if not d["taken"]:
            return f"{P(d['seat'])} takes nothing"
        return (f"{P(d['seat'])} takes {card_list(d['taken'], 'en')}, and the mud pile now scores "
                f"{pts(d['score'], 'en')}")
    if not d["taken"]:
        return f"{P(d['seat'])} no se lleva nada"
    return (f"{P(d['seat'])} se lleva {card_list(d['taken'], 'es')}, y su montón de barro vale "
            f"ahora {pts(d['score'], 'es')}")


_MISSING = {"en": {"W": "no water card", "S": "no sand card", "both": "no water and no sand card"},
            "es": {"W": "ninguna carta de agua", "S": "ninguna carta de arena",
                   "both": "ni agua ni arena"}}
_BRINGS = {"en": {"W": "water", "S": "sand", "both": "water and sand"},
           "es": {"W": "agua", "S": "arena", "both": "agua y arena"}}


def _imperfect_en(d: Mapping) -> str:
    head = f"The mud {codes(d['cards'])} is not perfect ({_sums(d, 'en')})"
    card = d["card"]
    if card is None:
        return head + ": the gap is bigger than any card, so nobody can complete it."
    if not d["in_deck"]:
        return head + f": only {an(card)} would complete it, and this deck has none."
    if not d["eligible"]:
        return head + f": {an(card)} would complete it, but nobody may complete it now."
    return (head + f": {an(card)} would complete it. Anyone but {P(d['sender'])} may, asked in "
            f"turn: {seats(d['eligible'], 'en')}.")


def _imperfect_es(d: Mapping) -> str:
    head = f"El barro {codes(d['cards'])} no es perfecto ({_sums(d, 'es')})"
    card = d["card"]
    if card is None:
        return head + ": la diferencia es mayor que cualquier carta, así que nadie puede completarlo."
    if not d["in_deck"]:
        return head + f": solo lo completaría un {card_es(card)}, y esta baraja no tiene ninguno."
    if not d["eligible"]:
        return head + f": lo completaría un {card_es(card)}, pero nadie puede completarlo ahora."
    return (head + f": lo completaría un {card_es(card)}. Puede hacerlo cualquiera menos "
            f"{P(d['sender'])}, y se pregunta por turno a {seats(d['eligible'], 'es')}.")


def _race_ask_en(d: Mapping) -> str:
    secret = " (answers stay secret until all have answered)" if d.get("secret") else ""
    if d["holds"]:
        return (f"{P(d['seat'])} holds {an(d['card'])}: {P(d['seat'])} may complete the mud and "
                f"choose a new target, or decline{secret}.")
    return f"{P(d['seat'])} is asked but holds no {d['card']}, so can only decline{secret}."


def _race_ask_es(d: Mapping) -> str:
    secret = " (las respuestas son secretas hasta que todos hayan respondido)" if d.get("secret") else ""
    if d["holds"]:
        return (f"{P(d['seat'])} tiene un {card_es(d['card'])}: puede completar el barro y elegir "
                f"un nuevo objetivo, o renunciar{secret}.")
    return (f"Se pregunta a {P(d['seat'])}, pero no tiene ningún {card_es(d['card'])}: solo puede "
            f"renunciar{secret}.")


def _closed_en(d: Mapping) -> str:
    reason = d["reason"]
    if reason == "declined":
        why = ("The only player asked declined" if d["asked"] == 1 else
               "Everyone asked declined")
        return f"{why}; the mud stays imperfect and {P(d['target'])} must defend."
    why = "Nobody can complete it" if reason == "no-card" else "Nobody may complete it"
    return f"{why}; {P(d['target'])} must defend."


def _closed_es(d: Mapping) -> str:
    reason = d["reason"]
    if reason == "declined":
        why = ("El único jugador consultado renunció" if d["asked"] == 1 else
               "Todos los consultados renunciaron")
        return f"{why}; el barro sigue sin ser perfecto y {P(d['target'])} debe defenderse."
    why = "Nadie puede completarlo" if reason == "no-card" else "Nadie tiene derecho a completarlo"
    return f"{why}; {P(d['target'])} debe defenderse."


EVENTS = {
    "throw": _t(
        lambda d: f"{P(d['seat'])} throws {codes(d['cards'])} at {P(d['target'])} ({_sums(d, 'en')}).",
        lambda d: f"{P(d['seat'])} lanza {codes(d['cards'])} a {P(d['target'])} ({_sums(d, 'es')})."),
    "mud-perfect": _t(
        lambda d: f"The mud {codes(d['cards'])} is perfect ({_sums(d, 'en', ' = ')}): nobody can "
                  "complete it, so nobody can take it over and send it at someone else; "
                  f"{P(d['target'])} must defend.",
        lambda d: f"El barro {codes(d['cards'])} es perfecto ({_sums(d, 'es', ' = ')}): nadie puede "
                  "completarlo, así que nadie puede hacerse con él y desviarlo hacia otro jugador; "
                  f"{P(d['target'])} debe defenderse."),
    "mud-imperfect": _t(_imperfect_en, _imperfect_es),
    "window-skipped": _t(
        lambda d: "The mud is still not perfect, but with COMPLETE_ONLY_AFTER_THROW there is "
                  "no new chance to complete it after a pipe.",
        lambda d: "El barro sigue sin ser perfecto, pero con COMPLETE_ONLY_AFTER_THROW no se "
                  "puede completar después de un tubo."),
    "window-closed": _t(_closed_en, _closed_es),
    "race-ask": _t(_race_ask_en, _race_ask_es),
    "race-ask-unseen": _t(
        lambda d: f"{P(d['seat'])} is asked whether to complete the mud with {an(d['card'])}"
                  + (" (answers stay secret until all have answered)." if d.get("secret") else "."),
        lambda d: f"Se pregunta a {P(d['seat'])} si completa el barro con un {card_es(d['card'])}"
                  + (" (las respuestas son secretas hasta que todos hayan respondido)."
                     if d.get("secret") else ".")),
    "decline": _t(
        lambda d: f"{P(d['seat'])} declines" + (", in secret." if d.get("secret") else "."),
        lambda d: f"{P(d['seat'])} renuncia a completar" + (", en secreto." if d.get("secret")
                                                            else ".")),
    "race-claim": _t(
        lambda d: f"{P(d['seat'])} claims the completion in secret, to send the mud at "
                  f"{P(d['target'])}.",
        lambda d: f"{P(d['seat'])} pide completar, en secreto, para mandar el barro a "
                  f"{P(d['target'])}."),
    "race-secret": _t(
        lambda d: f"{P(d['seat'])} answers in secret.",
        lambda d: f"{P(d['seat'])} responde en secreto."),
    "race-draw": _t(
        lambda d: f"{seats(d['claimants'], 'en')} wanted to complete; the draw picks {P(d['seat'])}.",
        lambda d: f"{seats(d['claimants'], 'es')} "
                  f"{plural(len(d['claimants']), 'quería', 'querían')} completar; el sorteo elige a "
                  f"{P(d['seat'])}."),
    "complete": _t(
        lambda d: f"{P(d['seat'])} completes with {d['card']}: {codes(d['cards'])} is now "
                  f"perfect ({_sums(d, 'en', ' = ')}) and flies on to {P(d['target'])}"
                  + (" (back at the thrower)" if d["target"] == d["thrower"] else "") + ".",
        lambda d: f"{P(d['seat'])} completa con {card_es(d['card'])}: {codes(d['cards'])} ya es "
                  f"barro perfecto ({_sums(d, 'es', ' = ')}) y va hacia {P(d['target'])}"
                  + (" (de vuelta a quien lo lanzó)" if d["target"] == d["thrower"] else "") + "."),
    "defence-options": _t(
        lambda d: f"{P(d['seat'])} must answer {codes(d['cards'])}; {_pile_now(d, 'en')}. "
                  f"Choices: {_options(d, 'en')}.",
        lambda d: f"{P(d['seat'])} debe responder a {codes(d['cards'])}; {_pile_now(d, 'es')}. "
                  f"Opciones: {_options(d, 'es')}."),
    "defence-options-unseen": _t(
        lambda d: f"{P(d['seat'])} must answer {codes(d['cards'])}: accept it, or defend with "
                  "umbrellas or one special card.",
        lambda d: f"{P(d['seat'])} debe responder a {codes(d['cards'])}: aceptarlo o defenderse con "
                  "paraguas o con una carta especial."),
    "accept": _t(
        lambda d: f"{P(d['seat'])} accepts and takes {codes(d['cards'])}; the mud pile now scores "
                  f"{pts(d['score'], 'en')}.",
        lambda d: f"{P(d['seat'])} acepta y se lleva {codes(d['cards'])}; su montón de barro vale "
                  f"ahora {pts(d['score'], 'es')}."),
    "umbrellas": _t(
        lambda d: f"{P(d['seat'])} opens umbrellas: "
                  + ", ".join(f"{'+'.join(us)} ({sum(VALUE[u] for u in us)}) stops {c}"
                              for us, c in d["groups"]) + f"; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} abre paraguas: "
                  + ", ".join(f"{'+'.join(us)} ({sum(VALUE[u] for u in us)}) para {c}"
                              for us, c in d["groups"]) + f"; {_takes(d, 'es')}."),
    "pipe": _t(
        lambda d: f"{P(d['seat'])} plays the pipe and sends the mud on to {P(d['target'])}.",
        lambda d: f"{P(d['seat'])} juega el tubo y desvía el barro hacia {P(d['target'])}."),
    "blower": _t(
        lambda d: f"{P(d['seat'])} plays the blower: the sand {card_list(d['cancelled'], 'en')} is "
                  f"blown away; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} juega la sopladora: la arena ({codes(d['cancelled'])}) sale "
                  f"volando; {_takes(d, 'es')}."),
    "flamethrower": _t(
        lambda d: f"{P(d['seat'])} plays the flamethrower: the water "
                  f"{card_list(d['cancelled'], 'en')} dries up; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} juega el lanzallamas: el agua ({codes(d['cancelled'])}) se "
                  f"evapora; {_takes(d, 'es')}."),
    "watersuit": _t(
        lambda d: f"{P(d['seat'])} puts on the water suit: it stops {codes(d['stopped'])} "
                  f"({d['sum']} of at most {WATERSUIT_LIMIT}); {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} se pone el traje de agua: para {card_list(d['stopped'], 'es')} "
                  f"({d['sum']} de {WATERSUIT_LIMIT} como máximo); {_takes(d, 'es')}."),
    "machinegun": _t(
        lambda d: f"{P(d['seat'])} fires the machine-gun umbrella: {codes(d['cancelled'])} "
                  f"{plural(len(d['cancelled']), 'goes', 'go')} out of play and every other player "
                  "must reveal a card from the draw pile.",
        lambda d: f"{P(d['seat'])} dispara el paraguas metralleta: {codes(d['cancelled'])} "
                  f"{plural(len(d['cancelled']), 'queda', 'quedan')} fuera de juego y cada uno de "
                  "los demás debe destapar una carta del mazo."),
    "mg-reveal": _t(
        lambda d: f"{P(d['seat'])} reveals {d['card']}, {_mg_outcome(d, 'en')}.",
        lambda d: f"{P(d['seat'])} destapa {card_es(d['card'])}: {_mg_outcome(d, 'es')}."),
    "mg-empty": _t(
        lambda d: f"The draw pile is empty: {seats(d['seats'], 'en')} "
                  f"{plural(len(d['seats']), 'stays', 'stay')} clean.",
        lambda d: f"El mazo está vacío: {seats(d['seats'], 'es')} "
                  f"{plural(len(d['seats']), 'se salva', 'se salvan')}."),
    "refill": _t(
        lambda d: ("Refill to 7: " + ", ".join(f"{P(q)} draws {k}" for q, k in d["draws"])
                   if d["draws"] else "Nobody needs to draw") + f"; {_deck_left(d['deck'], 'en')}.",
        lambda d: ("Se repone hasta 7: " + ", ".join(f"{P(q)} roba {k}" for q, k in d["draws"])
                   if d["draws"] else "Nadie necesita robar") + f"; {_deck_left(d['deck'], 'es')}."),
    "drawn": _t(
        lambda d: f"{P(d['seat'])} draws {card_list(d['cards'], 'en')}.",
        lambda d: f"{P(d['seat'])} roba {card_list(d['cards'], 'es')}."),
    "shortfall": _t(
        lambda d: f"Refilling every hand to 7 needs {n_cards(d['need'], 'en')}, but only "
                  f"{d['deck']} {plural(d['deck'], 'is', 'are')} left: nobody draws and the round "
                  "ends.",
        lambda d: f"Para reponer todas las manos hasta 7 hacen falta {n_cards(d['need'], 'es')} y "
                  f"solo {plural(d['deck'], 'queda', 'quedan')} {d['deck']}: nadie roba y se acaba "
                  "la ronda."),
    "played-out": _t(
        lambda d: "The draw pile is empty and nobody can throw any more: the round ends.",
        lambda d: "El mazo está vacío y nadie puede lanzar barro: se acaba la ronda."),
    "next-turn": _t(
        lambda d: ((f"{P(d['seat'])} took the mud last" if d.get("took", True) else
                    f"{P(d['seat'])} was the last target of the mud, though it took none of it")
                   + f", so {P(d['seat'])} takes the next turn." if d["why"] == "target" else
                   f"The turn passes clockwise from the thrower {P(d['thrower'])} to "
                   f"{P(d['seat'])}."),
        lambda d: ((f"{P(d['seat'])} fue el último embarrado" if d.get("took", True) else
                    f"{P(d['seat'])} fue el último objetivo del barro, aunque no se llevó nada")
                   + f", así que {P(d['seat'])} juega el siguiente turno." if d["why"] == "target"
                   else f"El turno pasa a la izquierda de quien lanzó, {P(d['thrower'])}: le toca "
                        f"a {P(d['seat'])}.")),
    "pass": _t(
        lambda d: f"{P(d['seat'])} has {_MISSING['en'][d['missing']]}, cannot throw and passes; "
                  f"{P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} no tiene {_MISSING['es'][d['missing']]}, no puede lanzar y "
                  f"pasa; sigue {P(d['next'])}."),
    "pass-unseen": _t(
        lambda d: f"{P(d['seat'])} cannot throw (no water card or no sand card) and passes; "
                  f"{P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} no puede lanzar (le falta agua o arena) y pasa; sigue "
                  f"{P(d['next'])}."),
    "swap": _t(
        lambda d: f"{P(d['seat'])} passes and swaps {card_list(d['cards'], 'en')} out of play for "
                  f"3 new cards ({_deck_left(d['deck'], 'en')}); {P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} pasa y cambia {card_list(d['cards'], 'es')} (fuera de juego) "
                  f"por 3 cartas nuevas ({_deck_left(d['deck'], 'es')}); sigue {P(d['next'])}."),
    "deadlock": _t(
        lambda d: f"{d['passes']} passes in a row without a swap: the round ends (deadlock guard).",
        lambda d: f"{d['passes']} pases seguidos sin cambio: se acaba la ronda (regla antibloqueo)."),
    "round-score": _t(
        lambda d: f"Round {d['round']} scores: {_rows(d, 'en')}. Totals: {_totals(d)}.",
        lambda d: f"Puntuación de la ronda {d['round']}: {_rows(d, 'es')}. Totales: {_totals(d)}."),
    "whole-game-score": _t(
        lambda d: "With ONE_TYPE_WHOLE_GAME the one-type rule is applied to all mud of the game: "
                  f"{_totals(d)}.",
        lambda d: "Con ONE_TYPE_WHOLE_GAME la regla de un solo tipo se aplica a todo el barro de "
                  f"la partida: {_totals(d)}."),
    "game-end": _t(
        lambda d: f"After {d['rounds']} rounds: {_totals(d)}. Lowest total wins: "
                  f"{seats(d['winners'], 'en')}"
                  + (" (tie broken by fewer mud cards)" if d["tiebreak"] else "")
                  + (" share the win." if len(d["winners"]) > 1 else " wins."),
        lambda d: f"Tras {d['rounds']} rondas: {_totals(d)}. Gana el total más bajo: "
                  f"{seats(d['winners'], 'es')}"
                  + (" (el empate lo decide quién se llevó menos cartas de barro)" if d["tiebreak"]
                     else "")
                  + (" comparten la victoria." if len(d["winners"]) > 1 else " gana.")),
    "new-round": _t(
        lambda d: f"Round {d['round']} of {d['rounds']}: all cards are shuffled and 7 dealt to "
                  f"each player; {P(d['starter'])} starts "
                  + ("(left of the last start player)." if d["why"] == "left" else
                     "(the dirtiest player so far)."),
        lambda d: f"Ronda {d['round']} de {d['rounds']}: se barajan todas las cartas y se reparten "
                  f"7 a cada uno; empieza {P(d['starter'])} "
                  + ("(a la izquierda de quien empezó la anterior)." if d["why"] == "left" else
                     "(el más embarrado hasta ahora).")),
}

REFUSALS = {
    "cannot-throw": _t(
        lambda d: f"{P(d['seat'])} holds {_MISSING['en'][d['missing']]}, so cannot throw: pass "
                  "(and maybe swap 3 cards).",
        lambda d: f"{P(d['seat'])} no tiene {_MISSING['es'][d['missing']]}, así que no puede "
                  "lanzar: pasa (y quizá cambia 3 cartas)."),
    "throw-not-mud": _t(
        lambda d: f"{d['card']} is not mud: a throw uses water and sand cards only.",
        lambda d: f"{card_es(d['card'])} no es barro: se lanza solo con cartas de agua y de arena."),
    "throw-both-kinds": _t(
        lambda d: f"A throw needs water AND sand; {codes(d['cards'])} is not both.",
        lambda d: f"Un lanzamiento necesita agua Y arena; {card_list(d['cards'], 'es')} no tiene "
                  "las dos."),
    "throw-one-each": _t(
        lambda d: f"Throw exactly one water and one sand card, not {codes(d['cards'])} "
                  "(several need MULTI_CARD_THROW).",
        lambda d: f"Se lanza exactamente una carta de agua y una de arena, no "
                  f"{card_list(d['cards'], 'es')} (varias solo con MULTI_CARD_THROW)."),
    "no-such-seat": _t(
        lambda d: f"There is no {P(d['seat'])}: this game has P1 to P{d['players']}.",
        lambda d: f"No existe {P(d['seat'])}: en esta partida hay de P1 a P{d['players']}."),
    "throw-at-self": _t(
        lambda d: f"{P(d['seat'])} cannot throw mud at themselves: choose another player.",
        lambda d: f"{P(d['seat'])} no puede lanzarse barro a sí mismo: elige a otro jugador."),
    "not-in-hand": _t(
        lambda d: f"Not in hand: {codes(d['cards'])} (hand: {card_list(d['hand'], 'en')}).",
        lambda d: f"No está en la mano: {card_list(d['cards'], 'es')} (mano: "
                  f"{card_list(d['hand'], 'es')})."),
    "must-throw": _t(
        lambda d: f"{P(d['seat'])} holds water ({codes(d['waters'])}) and sand "
                  f"({codes(d['sands'])}) and so must throw; passing is not allowed.",
        lambda d: f"{P(d['seat'])} tiene agua ({codes(d['waters'])}) y arena "
                  f"({codes(d['sands'])}), así que DEBE lanzar; no puede pasar."),
    "swap-off": _t(
        lambda d: "The 3-card swap is switched off in this game (SWAP3_OFF): just pass.",
        lambda d: "El cambio de 3 cartas está desactivado en esta partida (SWAP3_OFF): solo pasa."),
    "swap-three": _t(
        lambda d: f"A swap puts exactly 3 cards out of play, not {d['got']}.",
        lambda d: f"Un cambio deja exactamente 3 cartas fuera de juego, no {d['got']}."),
    "swap-deck-short": _t(
        lambda d: f"A swap needs 3 cards in the draw pile; there {plural(d['deck'], 'is', 'are')} "
                  f"only {d['deck']}.",
        lambda d: f"Para cambiar hacen falta 3 cartas en el mazo; solo "
                  f"{plural(d['deck'], 'queda', 'quedan')} {d['deck']}."),
    "not-completing-card": _t(
        lambda d: f"{d['card']} does not complete this mud (water {d['water']}, sand {d['sand']}): "
                  f"only {d['need']} does.",
        lambda d: f"{card_es(d['card'])} no completa este barro (agua {d['water']}, arena "
                  f"{d['sand']}): solo lo completa {card_es(d['need'])}."),
    "complete-at-self": _t(
        lambda d: f"{P(d['seat'])} completed the mud and must send it to someone else.",
        lambda d: f"{P(d['seat'])} completa el barro y debe mandarlo a otro jugador."),
    "must-redirect": _t(
        lambda d: f"With MUST_REDIRECT the completed mud must go to someone other than "
                  f"{P(d['target'])}.",
        lambda d: f"Con MUST_REDIRECT el barro completado debe ir a alguien que no sea "
                  f"{P(d['target'])}."),
    "umbrellas-and-special": _t(
        lambda d: "Umbrellas and a special card can never be combined: choose one kind of defence.",
        lambda d: "Los paraguas y una carta especial no se pueden combinar: elige un solo tipo "
                  "de defensa."),
    "one-special-only": _t(
        lambda d: f"Only one special card per defence, not "
                  f"{join([SPECIAL_NAME['en'][c] for c in d['specials']], 'en')}.",
        lambda d: f"Solo se usa una carta especial por defensa, no "
                  f"{join([_THE_ES[c] for c in d['specials']], 'es')}."),
    "special-not-in-hand": _t(
        lambda d: f"You do not hold the {SPECIAL_NAME['en'][d['card']]} ({d['card']}).",
        lambda d: f"No tienes {_THE_ES[d['card']]} ({d['card']})."),
    "pipe-at-self": _t(
        lambda d: f"{P(d['seat'])} must pipe the mud to another player.",
        lambda d: f"{P(d['seat'])} debe desviar el barro con el tubo hacia otro jugador."),
    "pipe-perfect": _t(
        lambda d: f"With PERFECT_BLOCKS_PIPE a perfect mud ({codes(d['cards'])}) cannot be piped.",
        lambda d: f"Con PERFECT_BLOCKS_PIPE un barro perfecto ({codes(d['cards'])}) no se "
                  "puede desviar con el tubo."),
    "no-umbrellas": _t(
        lambda d: "Name at least one umbrella group, like U4>W2.",
        lambda d: "Indica al menos un grupo de paraguas, por ejemplo U4>W2."),
    "not-an-umbrella": _t(
        lambda d: f"{d['card']} is not an umbrella; groups are made of U cards.",
        lambda d: f"{card_es(d['card'])} no es un paraguas; los grupos se hacen con cartas U "
                  "(paraguas)."),
    "card-not-in-mud": _t(
        lambda d: f"{d['card']} is not in the mud ({codes(d['mud'])}).",
        lambda d: f"{card_es(d['card'])} no está en el barro ({codes(d['mud'])})."),
    "card-guarded-twice": _t(
        lambda d: f"{d['card']} gets one group only: add the umbrellas together, like "
                  f"U3+U2>{d['card']}.",
        lambda d: f"{d['card']} admite un solo grupo: suma los paraguas, por ejemplo "
                  f"U3+U2>{d['card']}."),
    "group-too-small": _t(
        lambda d: f"{'+'.join(d['umbrellas'])} adds up to {d['sum']}, less than {d['card']} "
                  f"({d['value']}): a group must reach the card's value; values are never partly "
                  "reduced.",
        lambda d: f"{'+'.join(d['umbrellas'])} suma {d['sum']}, menos que {d['card']} "
                  f"({d['value']}): un grupo debe llegar al valor de la carta; nunca se reduce en "
                  "parte."),
    "umbrella-used-twice": _t(
        lambda d: f"{d['card']} is in {d['groups']} groups, but you hold only "
                  f"{'one' if d['held'] == 1 else d['held']}: one umbrella guards one mud card.",
        lambda d: f"{d['card']} está en {d['groups']} grupos, pero solo tienes "
                  f"{plural(d['held'], 'uno', str(d['held']))}: un paraguas protege una sola carta "
                  "de barro."),
    "umbrella-not-in-hand": _t(
        lambda d: (f"You do not hold {d['card']}" if not d["held"] else
                   f"The groups use {d['needed']} of {d['card']}, but you hold {d['held']}")
                  + f" (umbrellas in hand: {card_list(d['hand'], 'en')}).",
        lambda d: (f"No tienes ningún {card_es(d['card'])}" if not d["held"] else
                   f"Los grupos usan {d['needed']} {d['card']}, pero solo tienes {d['held']}")
                  + f" (paraguas en la mano: {' '.join(d['hand']) or 'ninguno'})."),
    "watersuit-choose": _t(
        lambda d: f"Name the mud cards the water suit stops, worth at most {WATERSUIT_LIMIT} "
                  f"together, like WATERSUIT {codes(d['mud'][:1])} (this mud is worth {d['total']}).",
        lambda d: f"Indica qué cartas de barro para el traje de agua, que sumen {WATERSUIT_LIMIT} "
                  f"como máximo, por ejemplo WATERSUIT {codes(d['mud'][:1])} (este barro vale "
                  f"{d['total']})."),
    "watersuit-not-in-mud": _t(
        lambda d: f"{d['card']} is not in the mud ({codes(d['mud'])}).",
        lambda d: f"{card_es(d['card'])} no está en el barro ({codes(d['mud'])})."),
    "watersuit-over-13": _t(
        lambda d: f"{codes(d['cards'])} is worth {d['sum']}; the water suit stops at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"{codes(d['cards'])} vale {d['sum']}; el traje de agua para como "
                  f"máximo {WATERSUIT_LIMIT}."),
    "watersuit-all-or-nothing": _t(
        lambda d: f"With WATERSUIT_ALL_OR_NOTHING the suit must stop the whole mud "
                  f"({codes(d['mud'])}, {d['total']}), and only if it is worth at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"Con WATERSUIT_ALL_OR_NOTHING el traje debe parar todo el barro "
                  f"({codes(d['mud'])}, {d['total']}), y solo si vale {WATERSUIT_LIMIT} "
                  "como máximo."),
    "not-mud": _t(
        lambda d: f"{d['card']} is not a mud card (water W or sand S).",
        lambda d: f"{card_es(d['card'])} no es una carta de barro (agua W o arena S)."),
}

NOTATION = {
    "not-text": _t(lambda d: f"An action must be text, not {d['got']}.",
                   lambda d: f"Una acción debe ser texto, no {d['got']}."),
    "too-long": _t(
        lambda d: f"That text has {d['length']:,} characters; a Matschig action or card list has "
                  f"at most {d['limit']}.",
        lambda d: f"Ese texto tiene {d['length']:,} caracteres; una acción o lista de cartas de "
                  .replace(",", ".") + f"Matschig tiene como máximo {d['limit']}."),
    "bad-character": _t(
        lambda d: f"Actions use plain letters, digits and > + , only (like 'throw W3 S5 at P2'); "
                  f"character {d['position']} is {d['char']}.",
        lambda d: f"Las acciones usan solo letras y cifras sin acentos y > + , (por ejemplo "
                  f"'throw W3 S5 at P2'); el carácter {d['position']} es {d['char']}."),
    "empty": _t(lambda d: f"Empty action; expected one of: {d['forms']}.",
                lambda d: f"Acción vacía; se esperaba una de: {d['forms']}."),
    "unknown-action": _t(
        lambda d: f"'{d['word']}' is not a Matschig action; expected one of: {d['forms']}.",
        lambda d: f"'{d['word']}' no es una acción de Matschig; se esperaba una de: {d['forms']}."),
    "bad-card": _t(
        lambda d: f"'{d['token']}' is not a card; expected {d['expected']}.",
        lambda d: f"'{d['token']}' no es una carta; se esperaba {d['expected']}."),
    "bad-seat": _t(
        lambda d: f"'{d['token']}' is not a player; expected P1, P2, ...",
        lambda d: f"'{d['token']}' no es un jugador; se esperaba P1, P2, ..."),
    "missing-target": _t(
        lambda d: f"'{d['action']}' needs a target: '... at P2'.",
        lambda d: f"'{d['action']}' necesita un objetivo: '... at P2'."),
    "extra-words": _t(
        lambda d: f"Unexpected words after '{d['action']}': {d['words']}.",
        lambda d: f"Sobran palabras tras '{d['action']}': {d['words']}."),
    "no-cards": _t(
        lambda d: f"'{d['action']}' needs cards, like 'throw W3 S5 at P2'.",
        lambda d: f"'{d['action']}' necesita cartas, por ejemplo 'throw W3 S5 at P2'."),
    "one-card": _t(
        lambda d: f"'{d['action']}' takes exactly one card, like 'complete W2 at P3', not {d['got']}.",
        lambda d: f"'{d['action']}' lleva exactamente una carta, por ejemplo 'complete W2 at P3', "
                  f"no {d['got']}."),
    "bad-group": _t(
        lambda d: f"'{d['token']}' is not an umbrella group; write umbrellas like U4>W2 or U3+U2>S5.",
        lambda d: f"'{d['token']}' no es un grupo de paraguas; escribe por ejemplo U4>W2 o U3+U2>S5."),
    "no-groups": _t(
        lambda d: "'umbrellas' needs groups, like 'umbrellas U4>W2 U5>S5'.",
        lambda d: "'umbrellas' necesita grupos, por ejemplo 'umbrellas U4>W2 U5>S5'."),
    "at-without-pipe": _t(
        lambda d: "Only the pipe takes a target ('PIPE at P3').",
        lambda d: "Solo el tubo lleva objetivo ('PIPE at P3')."),
}


# -- hints (hints.py): what to do and why, told to the seat to move -----------------------------------
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
    "hint-throw-perfect": _t(
        lambda d: f"Throw {codes(d['cards'])} at {_fewest(d, 'en')}: it is a perfect mud, so nobody "
                  "can complete it and send it back at you.",
        lambda d: f"Lanza {codes(d['cards'])} a {_fewest(d, 'es')}: es barro perfecto, así que nadie "
                  "puede completarlo y devolvértelo."),
    "hint-throw": _t(_hint_throw_en, _hint_throw_es),
    "hint-swap": _t(
        lambda d: f"You hold {_MISSING['en'][d['missing']]}, so you cannot throw: pass and swap "
                  f"{codes(d['cards'])}, your three lowest mud cards, for three new cards that may "
                  f"bring {_BRINGS['en'][d['missing']]}.",
        lambda d: f"No tienes {_MISSING['es'][d['missing']]}, así que no puedes lanzar: pasa y "
                  f"cambia {card_list(d['cards'], 'es')}, tus tres cartas de barro más bajas, por "
                  f"tres cartas nuevas que pueden traer {_BRINGS['es'][d['missing']]}."),
    "hint-pass": _t(
        lambda d: f"You hold {_MISSING['en'][d['missing']]}, so you cannot throw: pass."
                  + (" Keep your cards: you have fewer than three mud cards to swap away."
                     if d["swap"] else ""),
        lambda d: f"No tienes {_MISSING['es'][d['missing']]}, así que no puedes lanzar: pasa."
                  + (" Quédate con tus cartas: tienes menos de tres cartas de barro para cambiar."
                     if d["swap"] else "")),
    "hint-complete": _t(
        lambda d: (f"The mud flies at you: complete it with {d['card']} and send it at "
                   f"{_fewest(d, 'en')}; you take nothing." if d["was_mine"] else
                   f"Complete with {d['card']} and send the mud, now perfect, at {_fewest(d, 'en')}."),
        lambda d: (f"El barro va hacia ti: complétalo con {card_es(d['card'])} y mándalo a "
                   f"{_fewest(d, 'es')}; tú no te llevas nada." if d["was_mine"] else
                   f"Completa con {card_es(d['card'])} y manda el barro, ya perfecto, a "
                   f"{_fewest(d, 'es')}.")),
    "hint-decline": _t(
        lambda d: f"Decline: the mud already flies at {_fewest(d, 'en')}; completing it would only "
                  f"spend your {d['card']}.",
        lambda d: f"Renuncia: el barro ya va hacia {_fewest(d, 'es')}; completarlo solo te costaría "
                  f"tu {card_es(d['card'])}."),
    "hint-decline-no-card": _t(
        lambda d: f"Decline: you hold no {d['card']}, so you cannot complete this mud.",
        lambda d: f"Renuncia: no tienes ningún {card_es(d['card'])}, así que no puedes completar "
                  "este barro."),
    "hint-defend": _t(_hint_defend_en, _hint_defend_es),
}

EVENT_KINDS = tuple(EVENTS)
REFUSAL_KINDS = tuple(REFUSALS) + tuple(NOTATION)
HINT_KINDS = tuple(HINTS)

register_texts("matschig", {**EVENTS, **REFUSALS, **NOTATION, **HINTS})
