"""English and Spanish templates of every Matschig event, and the wording every text keeps
(refusals.py and hinttexts.py hold the refusals and the hints).

Words kept for one concept each (es): barro (mud), barro perfecto, montón de barro (mud pile),
mazo (draw pile), fuera de juego (out of play), objetivo (target), lanzar (throw), completar
(complete), renunciar (decline), aceptar (accept), llevarse (take mud), parar (stop), desviar
(send a mud on to another player), destapar (reveal), reponer (refill), robar (draw), cambiar (swap).
Card codes stay as notation; in Spanish a list of cards names their type (agua W3, arena S5,
paraguas U2) and special cards go by their Spanish names.
"""
from __future__ import annotations

from typing import Callable, Iterable, Mapping, Optional

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
THE_ES = {"PIPE": "el tubo", "BLOWER": "la sopladora", "FLAMETHROWER": "el lanzallamas",
           "WATERSUIT": "el traje de agua", "MACHINEGUN": "el paraguas metralleta"}
_PLURAL_ES = {"PIPE": "tubos", "BLOWER": "sopladoras", "FLAMETHROWER": "lanzallamas",
              "WATERSUIT": "trajes de agua", "MACHINEGUN": "paraguas metralleta"}
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
    for c in SPECIALS:
        copies = items.count(c)
        if copies:
            parts.append(SPECIAL_NAME["es"][c] if copies == 1 else f"{copies} {_PLURAL_ES[c]}")
    return join(parts, "es")


def card_es(card: str) -> str:
    """One card in a Spanish sentence, its code glossed: 'W2 (agua 2)'; a special card by its
    name, the code after it: 'tubo (PIPE)'."""
    if KIND[card] in _TYPE_ES:
        return f"{card} ({_TYPE_ES[KIND[card]]} {VALUE[card]})"
    return f"{SPECIAL_NAME['es'][card]} ({card})"


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
    return ("an " if card.startswith("S") else "a ") + card  # "an ess-one", "a double-u two"


def pair(en: Callable[[Mapping], str], es: Callable[[Mapping], str]) -> dict:
    """The English and the Spanish template of one kind."""
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
            return (f"umbrellas {umb}: {plural(len(d['umbrellas']), 'it is', 'they are')} too "
                    "small for any mud card")
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
    who = P(d["seat"])
    return {"mud": "es barro y va a su montón de barro",
            "safe": f"no es barro, así que queda fuera de juego y {who} se salva",
            "redraw": f"es una carta especial, así que queda fuera de juego y {who} destapa otra",
            "keep": f"es una carta de defensa, así que {who} se la queda en la mano y se salva"}[o]


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


MISSING = {"en": {"W": "no water card", "S": "no sand card", "both": "no water and no sand card"},
            "es": {"W": "ninguna carta de agua", "S": "ninguna carta de arena",
                   "both": "ni agua ni arena"}}
BRINGS = {"en": {"W": "water", "S": "sand", "both": "water and sand"},
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
    "throw": pair(
        lambda d: f"{P(d['seat'])} throws {codes(d['cards'])} at {P(d['target'])} ({_sums(d, 'en')}).",
        lambda d: f"{P(d['seat'])} lanza {codes(d['cards'])} a {P(d['target'])} ({_sums(d, 'es')})."),
    "mud-perfect": pair(
        lambda d: f"The mud {codes(d['cards'])} is perfect ({_sums(d, 'en', ' = ')}): nobody can "
                  "complete it, so nobody can take it over and send it at someone else; "
                  f"{P(d['target'])} must defend.",
        lambda d: f"El barro {codes(d['cards'])} es perfecto ({_sums(d, 'es', ' = ')}): nadie puede "
                  "completarlo, así que nadie puede hacerse con él y desviarlo hacia otro jugador; "
                  f"{P(d['target'])} debe defenderse."),
    "mud-imperfect": pair(_imperfect_en, _imperfect_es),
    "window-skipped": pair(
        lambda d: "The mud is still not perfect, but with COMPLETE_ONLY_AFTER_THROW there is "
                  "no new chance to complete it after a pipe.",
        lambda d: "El barro sigue sin ser perfecto, pero con COMPLETE_ONLY_AFTER_THROW no se "
                  "puede completar después de un tubo."),
    "window-closed": pair(_closed_en, _closed_es),
    "race-ask": pair(_race_ask_en, _race_ask_es),
    "race-ask-unseen": pair(
        lambda d: f"{P(d['seat'])} is asked whether to complete the mud with {an(d['card'])}"
                  + (" (answers stay secret until all have answered)." if d.get("secret") else "."),
        lambda d: f"Se pregunta a {P(d['seat'])} si completa el barro con un {card_es(d['card'])}"
                  + (" (las respuestas son secretas hasta que todos hayan respondido)."
                     if d.get("secret") else ".")),
    "decline": pair(
        lambda d: f"{P(d['seat'])} declines" + (", in secret." if d.get("secret") else "."),
        lambda d: f"{P(d['seat'])} renuncia a completar" + (", en secreto." if d.get("secret")
                                                            else ".")),
    "race-claim": pair(
        lambda d: f"{P(d['seat'])} claims the completion in secret, to send the mud at "
                  f"{P(d['target'])}.",
        lambda d: f"{P(d['seat'])} pide completar, en secreto, para mandar el barro a "
                  f"{P(d['target'])}."),
    "race-secret": pair(
        lambda d: f"{P(d['seat'])} answers in secret.",
        lambda d: f"{P(d['seat'])} responde en secreto."),
    "race-draw": pair(
        lambda d: f"{seats(d['claimants'], 'en')} wanted to complete; the draw picks {P(d['seat'])}.",
        lambda d: f"{seats(d['claimants'], 'es')} "
                  f"{plural(len(d['claimants']), 'quería', 'querían')} completar; el sorteo elige a "
                  f"{P(d['seat'])}."),
    "complete": pair(
        lambda d: f"{P(d['seat'])} completes with {d['card']}: {codes(d['cards'])} is now "
                  f"perfect ({_sums(d, 'en', ' = ')}) and flies on to {P(d['target'])}"
                  + (" (back at the thrower)" if d["target"] == d["thrower"] else "") + ".",
        lambda d: f"{P(d['seat'])} completa con {card_es(d['card'])}: {codes(d['cards'])} ya es "
                  f"barro perfecto ({_sums(d, 'es', ' = ')}) y va hacia {P(d['target'])}"
                  + (" (de vuelta a quien lo lanzó)" if d["target"] == d["thrower"] else "") + "."),
    "defence-options": pair(
        lambda d: f"{P(d['seat'])} must answer {codes(d['cards'])}; {_pile_now(d, 'en')}. "
                  f"Choices: {_options(d, 'en')}.",
        lambda d: f"{P(d['seat'])} debe responder a {codes(d['cards'])}; {_pile_now(d, 'es')}. "
                  f"Opciones: {_options(d, 'es')}."),
    "defence-options-unseen": pair(
        lambda d: f"{P(d['seat'])} must answer {codes(d['cards'])}: accept it, or defend with "
                  "umbrellas or one special card.",
        lambda d: f"{P(d['seat'])} debe responder a {codes(d['cards'])}: aceptarlo o defenderse con "
                  "paraguas o con una carta especial."),
    "accept": pair(
        lambda d: f"{P(d['seat'])} accepts and takes {codes(d['cards'])}; the mud pile now scores "
                  f"{pts(d['score'], 'en')}.",
        lambda d: f"{P(d['seat'])} acepta y se lleva {codes(d['cards'])}; su montón de barro vale "
                  f"ahora {pts(d['score'], 'es')}."),
    "umbrellas": pair(
        lambda d: f"{P(d['seat'])} opens umbrellas: "
                  + ", ".join(f"{'+'.join(us)} ({sum(VALUE[u] for u in us)}) stops {c}"
                              for us, c in d["groups"]) + f"; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} abre paraguas: "
                  + ", ".join(f"{'+'.join(us)} ({sum(VALUE[u] for u in us)}) para {c}"
                              for us, c in d["groups"]) + f"; {_takes(d, 'es')}."),
    "pipe": pair(
        lambda d: f"{P(d['seat'])} plays the pipe and sends the mud on to {P(d['target'])}.",
        lambda d: f"{P(d['seat'])} juega el tubo y desvía el barro hacia {P(d['target'])}."),
    "blower": pair(
        lambda d: f"{P(d['seat'])} plays the blower: the sand {card_list(d['cancelled'], 'en')} is "
                  f"blown away; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} juega la sopladora: la arena ({codes(d['cancelled'])}) sale "
                  f"volando; {_takes(d, 'es')}."),
    "flamethrower": pair(
        lambda d: f"{P(d['seat'])} plays the flamethrower: the water "
                  f"{card_list(d['cancelled'], 'en')} dries up; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} juega el lanzallamas: el agua ({codes(d['cancelled'])}) se "
                  f"evapora; {_takes(d, 'es')}."),
    "watersuit": pair(
        lambda d: f"{P(d['seat'])} puts on the water suit: it stops {codes(d['stopped'])} "
                  f"({d['sum']} of at most {WATERSUIT_LIMIT}); {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} se pone el traje de agua: para {card_list(d['stopped'], 'es')} "
                  f"({d['sum']} de {WATERSUIT_LIMIT} como máximo); {_takes(d, 'es')}."),
    "machinegun": pair(
        lambda d: f"{P(d['seat'])} fires the machine-gun umbrella: {codes(d['cancelled'])} "
                  f"{plural(len(d['cancelled']), 'goes', 'go')} out of play and every other player "
                  "must reveal a card from the draw pile.",
        lambda d: f"{P(d['seat'])} dispara el paraguas metralleta: {codes(d['cancelled'])} "
                  f"{plural(len(d['cancelled']), 'queda', 'quedan')} fuera de juego y cada uno de "
                  "los demás debe destapar una carta del mazo."),
    "mg-reveal": pair(
        lambda d: f"{P(d['seat'])} reveals {d['card']}, {_mg_outcome(d, 'en')}.",
        lambda d: f"{P(d['seat'])} destapa {card_es(d['card'])}: {_mg_outcome(d, 'es')}."),
    "mg-empty": pair(
        lambda d: f"The draw pile is empty: {seats(d['seats'], 'en')} "
                  f"{plural(len(d['seats']), 'stays', 'stay')} clean.",
        lambda d: f"El mazo está vacío: {seats(d['seats'], 'es')} "
                  f"{plural(len(d['seats']), 'se salva', 'se salvan')}."),
    "refill": pair(
        lambda d: ("Refill to 7: " + ", ".join(f"{P(q)} draws {k}" for q, k in d["draws"])
                   if d["draws"] else "Nobody needs to draw") + f"; {_deck_left(d['deck'], 'en')}.",
        lambda d: ("Se repone hasta 7: " + ", ".join(f"{P(q)} roba {k}" for q, k in d["draws"])
                   if d["draws"] else "Nadie necesita robar") + f"; {_deck_left(d['deck'], 'es')}."),
    "drawn": pair(
        lambda d: f"{P(d['seat'])} draws {card_list(d['cards'], 'en')}.",
        lambda d: f"{P(d['seat'])} roba {card_list(d['cards'], 'es')}."),
    "shortfall": pair(
        lambda d: f"Refilling every hand to 7 needs {n_cards(d['need'], 'en')}, but only "
                  f"{d['deck']} {plural(d['deck'], 'is', 'are')} left: nobody draws and the round "
                  "ends.",
        lambda d: f"Para reponer todas las manos hasta 7 hacen falta {n_cards(d['need'], 'es')} y "
                  f"solo {plural(d['deck'], 'queda', 'quedan')} {d['deck']}: nadie roba y se acaba "
                  "la ronda."),
    "played-out": pair(
        lambda d: "The draw pile is empty and nobody can throw any more: the round ends.",
        lambda d: "El mazo está vacío y nadie puede lanzar barro: se acaba la ronda."),
    "next-turn": pair(
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
    "pass": pair(
        lambda d: f"{P(d['seat'])} has {MISSING['en'][d['missing']]}, cannot throw and passes; "
                  f"{P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} no tiene {MISSING['es'][d['missing']]}, no puede lanzar y "
                  f"pasa; sigue {P(d['next'])}."),
    "pass-unseen": pair(
        lambda d: f"{P(d['seat'])} cannot throw (no water card or no sand card) and passes; "
                  f"{P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} no puede lanzar (le falta agua o arena) y pasa; sigue "
                  f"{P(d['next'])}."),
    "swap": pair(
        lambda d: f"{P(d['seat'])} passes and swaps {card_list(d['cards'], 'en')} out of play for "
                  f"3 new cards ({_deck_left(d['deck'], 'en')}); {P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} pasa y cambia {card_list(d['cards'], 'es')} (fuera de juego) "
                  f"por 3 cartas nuevas ({_deck_left(d['deck'], 'es')}); sigue {P(d['next'])}."),
    "deadlock": pair(
        lambda d: f"{d['passes']} passes in a row without a swap: the round ends (deadlock guard).",
        lambda d: f"{d['passes']} pases seguidos sin cambio: se acaba la ronda (regla antibloqueo)."),
    "round-score": pair(
        lambda d: f"Round {d['round']} scores: {_rows(d, 'en')}. Totals: {_totals(d)}.",
        lambda d: f"Puntuación de la ronda {d['round']}: {_rows(d, 'es')}. Totales: {_totals(d)}."),
    "whole-game-score": pair(
        lambda d: "With ONE_TYPE_WHOLE_GAME the one-type rule is applied to all mud of the game: "
                  f"{_totals(d)}.",
        lambda d: "Con ONE_TYPE_WHOLE_GAME la regla de un solo tipo se aplica a todo el barro de "
                  f"la partida: {_totals(d)}."),
    "game-end": pair(
        lambda d: f"After {d['rounds']} rounds: {_totals(d)}. Lowest total wins: "
                  f"{seats(d['winners'], 'en')}"
                  + (" (tie broken by fewer mud cards)" if d["tiebreak"] else "")
                  + (" share the win." if len(d["winners"]) > 1 else " wins."),
        lambda d: f"Tras {d['rounds']} rondas: {_totals(d)}. Gana el total más bajo: "
                  f"{seats(d['winners'], 'es')}"
                  + (" (el empate lo decide quién se llevó menos cartas de barro)" if d["tiebreak"]
                     else "")
                  + (" comparten la victoria." if len(d["winners"]) > 1 else " gana.")),
    "new-round": pair(
        lambda d: f"Round {d['round']} of {d['rounds']}: all cards are shuffled and 7 dealt to "
                  f"each player; {P(d['starter'])} starts "
                  + ("(left of the last start player)." if d["why"] == "left" else
                     "(the dirtiest player so far)."),
        lambda d: f"Ronda {d['round']} de {d['rounds']}: se barajan todas las cartas y se reparten "
                  f"7 a cada uno; empieza {P(d['starter'])} "
                  + ("(a la izquierda de quien empezó la anterior)." if d["why"] == "left" else
                     "(el más embarrado hasta ahora).")),
}

EVENT_KINDS = tuple(EVENTS)

register_texts("matschig", EVENTS)
