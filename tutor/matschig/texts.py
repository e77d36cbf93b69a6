"""English and Spanish templates of every Matschig event, told in words (words.py), never in notation;
refusals.py and hinttexts.py hold the refusals and the hints."""
from __future__ import annotations

from typing import Callable, Mapping

from ..core.i18n import plural, register_texts
from .cards import WATERSUIT_LIMIT
from .words import (KIND_WORD, MISSING, SPECIAL_NAME, SPECIAL_PLURAL, P, an, card, cards, groups, join, n_cards,
                    no, pts, seats, sums, the_card, umbrellas, variant)


def pair(en: Callable[[Mapping], str], es: Callable[[Mapping], str]) -> dict:
    """The English and the Spanish template of one kind."""
    return {"en": en, "es": es}


def _sums(d: Mapping, lang: str, sep: str = ", ") -> str:
    return sums(d["water"], d["sand"], lang, sep)


def _added(d: Mapping, lang: str) -> str:
    """'water 5 = sand 5'; with several cards of a type, their values added up (M9): 'water 2 + 3 = 5 = sand 5'."""
    parts = []
    for kind in "WS":
        values = [c[1:] for c in d.get("cards", ()) if c[0] == kind and len(c) == 2]
        total = d["water"] if kind == "W" else d["sand"]
        added = f"{' + '.join(values)} = {total}" if len(values) > 1 else f"{total}"
        parts.append(f"{KIND_WORD[lang][kind]} {added}")
    return " = ".join(parts)


def _after(score: int, before: int, lang: str) -> str:
    """'19 points (+17)': a mud-pile score after a defence and what it adds (M26)."""
    return f"{pts(score, lang)} ({'+' if score >= before else ''}{score - before})"


# -- the defence options (M16), told to the target --------------------------------------------------
def _option(row: Mapping, d: Mapping, lang: str) -> str:
    """One kind of defence a hand allows, its best choice and the score it leaves."""
    kind, taken, before, en = row["kind"], row["taken"], d["score"], lang == "en"
    if kind == "umbrellas":
        umb = umbrellas(d["umbrellas"], lang)
        if row["best"] is None:
            reach = (plural(len(d["umbrellas"]), "is", "are") + " too small for every mud card" if en else
                     plural(len(d["umbrellas"]), "no alcanza", "no alcanzan") + " para ninguna carta de barro")
            return f"{umb}: {reach}"
        best = groups(row["best"], lang)
        return f"{umb}, {'at best' if en else 'en el mejor caso'} {best}, {_taking(taken, lang)}: " \
               f"{_after(row['score'], before, lang)}"
    if kind == "WATERSUIT" and row["best"] is None:
        return ("water suit: it cannot stop this mud (" + variant("WATERSUIT_ALL_OR_NOTHING", "en") + ")" if en else
                "traje de agua: no puede detener este barro (" + variant("WATERSUIT_ALL_OR_NOTHING", "es") + ")")
    after = _after(row["score"], before, lang)
    gets = _taking(taken, lang)
    if en:
        return {
            "accept": lambda: f"accept, taking all of it: {after}",
            "BLOWER": lambda: f"blower: the sand goes and the water stays, {gets}: {after}",
            "FLAMETHROWER": lambda: f"flamethrower: the water goes and the sand stays, {gets}: {after}",
            "WATERSUIT": lambda: f"water suit, at best stopping {cards(row['best'], 'en')}, {gets}: {after}",
            "PIPE": lambda: f"pipe: send all of it on to another player, taking nothing now: {after}",
            "MACHINEGUN": lambda: f"machine-gun umbrella: the mud goes out of play, taking nothing, and every "
                                  f"other player reveals a card: {after}",
        }[kind]()
    return {
        "accept": lambda: f"aceptar, llevándose todo: {after}",
        "BLOWER": lambda: f"sopladora: se va la arena y se queda el agua, {gets}: {after}",
        "FLAMETHROWER": lambda: f"lanzallamas: se va el agua y se queda la arena, {gets}: {after}",
        "WATERSUIT": lambda: f"traje de agua, en el mejor caso deteniendo {cards(row['best'], 'es')}, {gets}: "
                             f"{after}",
        "PIPE": lambda: f"tubo: desviar todo el barro hacia otro jugador, sin llevarse nada por ahora: {after}",
        "MACHINEGUN": lambda: f"paraguas metralleta: el barro queda fuera de juego, sin llevarse nada, y cada "
                              f"uno de los demás destapa una carta: {after}",
    }[kind]()


def _taking(taken: list, lang: str) -> str:
    """'taking water 3' / 'llevándose agua 3'; 'taking nothing' / 'sin llevarse nada'."""
    if lang == "en":
        return f"taking {cards(taken, 'en')}"
    return f"llevándose {cards(taken, 'es')}" if taken else "sin llevarse nada"


def _options(d: Mapping, lang: str) -> str:
    return "; ".join(_option(row, d, lang) for row in d["options"])


def _pile_now(d: Mapping, lang: str) -> str:
    pile = f" ({cards(d['pile'], lang)})" if d["pile"] else ""
    if lang == "en":
        return f"{P(d['seat'])}'s mud pile{pile} scores {pts(d['score'], 'en')} now"
    return f"su montón de barro{pile} vale ahora {pts(d['score'], 'es')}"


# -- smaller helpers -------------------------------------------------------------------------------
def _mg_outcome(d: Mapping, lang: str) -> str:
    o, who = d["outcome"], P(d["seat"])
    if lang == "en":
        return {"mud": f"mud: it goes onto {who}'s mud pile",
                "safe": f"not mud: it goes out of play and {who} is safe",
                "redraw": f"a special card: out of play, and {who} reveals again",
                "keep": f"a defence card: {who} keeps it in hand and is safe"}[o]
    return {"mud": "es barro y va a su montón de barro",
            "safe": f"no es barro, así que queda fuera de juego y {who} se salva",
            "redraw": f"es una carta especial, así que queda fuera de juego y {who} destapa otra",
            "keep": f"es una carta de defensa, así que {who} se la queda en la mano y se salva"}[o]


def _rows(d: Mapping, lang: str) -> str:
    how = ({"empty": "no mud", "one-type": "one type only: 1 point per card", "sum": "the sum of the values"}
           if lang == "en" else
           {"empty": "sin barro", "one-type": "de un solo tipo: 1 punto por carta", "sum": "la suma de los valores"})
    return "; ".join(f"{P(r['seat'])} {cards(r['cards'], lang, none='')}{' ' if r['cards'] else ''}"
                     f"= {pts(r['points'], lang)} ({how[r['how']]})" for r in d["rows"])


def _totals(d: Mapping) -> str:
    return ", ".join(f"{P(q)} {t}" for q, t in enumerate(d["totals"]))


def _deck_left(n: int, lang: str) -> str:
    """'40 cards left in the draw pile' / 'quedan 40 cartas en el mazo'."""
    if lang == "en":
        return f"{n_cards(n, 'en')} left in the draw pile"
    return f"{plural(n, 'queda', 'quedan')} {n_cards(n, 'es')} en el mazo"


def _takes(d: Mapping, lang: str) -> str:
    """What a defender takes and the score of its mud pile after (M26)."""
    who = P(d["seat"])
    if lang == "en":
        if not d["taken"]:
            return f"{who} takes nothing"
        return f"{who} takes {cards(d['taken'], 'en')}, and the mud pile now scores {pts(d['score'], 'en')}"
    if not d["taken"]:
        return f"{who} no se lleva nada"
    return f"{who} se lleva {cards(d['taken'], 'es')}, y su montón de barro vale ahora {pts(d['score'], 'es')}"


def _imperfect(d: Mapping, lang: str) -> str:
    en = lang == "en"
    head = (f"The mud is not perfect ({_sums(d, 'en')})" if en else
            f"El barro no es perfecto ({_sums(d, 'es')})")
    c = d["card"]
    if c is None:
        return head + (": the gap is bigger than any card, so nobody can complete it." if en else
                       ": la diferencia es mayor que cualquier carta, así que nadie puede completarlo.")
    if not d["in_deck"]:
        return head + (f": only {an(c, 'en')} would complete it, and this deck has none." if en else
                       f": solo lo completaría {an(c, 'es')}, y esta baraja no tiene ninguna carta así.")
    barred = d.get("barred") or []
    because = f" ({join([variant(v, lang) for v in d.get('by') or []], lang)})" if barred else ""
    if not d["eligible"]:
        return head + (f": {an(c, 'en')} would complete it, but nobody may complete it now{because}." if en else
                       f": lo completaría {an(c, 'es')}, pero nadie puede completarlo ahora{because}.")
    but = seats(sorted({d["sender"], *barred}), lang)
    if en:
        return (head + f": {an(c, 'en')} would complete it. Anyone but {but}{because} may, asked in turn: "
                f"{seats(d['eligible'], 'en')}.")
    return (head + f": lo completaría {an(c, 'es')}. Puede hacerlo cualquiera menos {but}{because}, y se "
            f"pregunta por turno a {seats(d['eligible'], 'es')}.")


_SECRET = {"en": " (answers stay secret until all have answered)",
           "es": " (las respuestas son secretas hasta que todos hayan respondido)"}


def _race_ask(d: Mapping, lang: str) -> str:
    secret = _SECRET[lang] if d.get("secret") else ""
    who, c = P(d["seat"]), d["card"]
    if d["seat"] == d.get("target"):  # M13: the target may complete too
        if lang == "en":
            if d["holds"]:
                return (f"{who}, the target, may complete it too: {who} holds {an(c, 'en')} and may complete the mud "
                        f"and choose a new target, or decline{secret}.")
            return f"{who}, the target, may complete it too, but holds no {card(c, 'en')}, so can only decline{secret}."
        if d["holds"]:
            return (f"{who}, el objetivo, también puede completarlo: tiene {an(c, 'es')} y puede completar el barro y "
                    f"elegir un nuevo objetivo, o renunciar{secret}.")
        return (f"{who}, el objetivo, también puede completarlo, pero no tiene {no(c, 'es')}: solo puede "
                f"renunciar{secret}.")
    if lang == "en":
        if d["holds"]:
            return f"{who} holds {an(c, 'en')}: {who} may complete the mud and choose a new target, or decline{secret}."
        return f"{who} is asked but holds no {card(c, 'en')}, so can only decline{secret}."
    if d["holds"]:
        return f"{who} tiene {an(c, 'es')}: puede completar el barro y elegir un nuevo objetivo, o renunciar{secret}."
    return f"Se pregunta a {who}, pero no tiene {no(c, 'es')}: solo puede renunciar{secret}."


def _race_ask_unseen(d: Mapping, lang: str) -> str:
    secret = _SECRET[lang] if d.get("secret") else ""
    who, c = P(d["seat"]), d["card"]
    too = ""
    if d["seat"] == d.get("target"):  # M13
        too = " The target may complete it too." if lang == "en" else " También el objetivo puede completarlo."
    return (f"{who} is asked whether to complete the mud with {an(c, 'en')}{secret}.{too}" if lang == "en" else
            f"Se pregunta a {who} si completa el barro con {an(c, 'es')}{secret}.{too}")


def _closed(d: Mapping, lang: str) -> str:
    reason, target = d["reason"], P(d["target"])
    if lang == "en":
        if reason == "declined":
            why = "The only player asked declined" if d["asked"] == 1 else "Everyone asked declined"
            return f"{why}; the mud stays imperfect and {target} must defend."
        why = "Nobody can complete it" if reason == "no-card" else "Nobody may complete it"
        return f"{why}; {target} must defend."
    if reason == "declined":
        why = "El único jugador consultado renunció" if d["asked"] == 1 else "Todos los consultados renunciaron"
        return f"{why}; el barro sigue sin ser perfecto y {target} debe defenderse."
    why = "Nadie puede completarlo" if reason == "no-card" else "Nadie tiene derecho a completarlo"
    return f"{why}; {target} debe defenderse."


def _groups_stop(d: Mapping, lang: str) -> str:
    """'umbrellas 3 and 2 (5) stop sand 5' / 'paraguas 3 y 2 (5) detienen arena 5', for every group."""
    out = []
    for us, c in d["groups"]:
        total = sum(int(u[1]) for u in us)
        verb = (plural(len(us), "stops", "stop") if lang == "en" else plural(len(us), "detiene", "detienen"))
        out.append(f"{umbrellas(us, lang)} ({total}) {verb} {card(c, lang)}")
    return ", ".join(out)


def _next_turn(d: Mapping, lang: str) -> str:
    who = P(d["seat"])
    if d["why"] != "target":
        return (f"The turn passes clockwise from the thrower {P(d['thrower'])} to {who}." if lang == "en" else
                f"El turno pasa a la izquierda de quien lanzó, {P(d['thrower'])}: le toca a {who}.")
    if lang == "en":
        head = f"{who} took the mud last" if d.get("took", True) else \
            f"{who} was the last target of the mud, though {who} took none of it"
        return f"{head}, so {who} takes the next turn."
    head = f"{who} fue el último embarrado" if d.get("took", True) else \
        f"{who} fue el último objetivo del barro, aunque no se llevó nada"
    return f"{head}, así que {who} juega el siguiente turno."


# -- the set-up (setup.py) ------------------------------------------------------------------------------
def _values(pairs: list, lang: str) -> str:
    """'1 to 5 (6 of each) and 7 (5)' / 'del 1 al 5 (6 de cada) y el 7 (5)': card values grouped by copies."""
    runs: list[list] = []  # [first value, last value, copies]
    for value, copies in pairs:
        if runs and runs[-1][2] == copies and runs[-1][1] == value - 1:
            runs[-1][1] = value
        else:
            runs.append([value, value, copies])
    parts = []
    for a, b, k in runs:
        if lang == "en":
            parts.append(f"{a} to {b} ({k} of each)" if a != b else f"{a} ({k})")
        else:
            parts.append(f"del {a} al {b} ({k} de cada)" if a != b else f"el {a} ({k})")
    return join(parts, lang)


def _deck(d: Mapping, lang: str) -> str:
    """The deck's composition in words, from its counts (A17)."""
    by_kind: dict = {}
    specials = []
    for c, k in d["counts"]:
        if c in SPECIAL_NAME["en"]:
            specials.append((c, k))
        else:
            by_kind.setdefault(c[0], []).append((int(c[1:]), k))
    kinds = []
    if by_kind.get("W") == by_kind.get("S"):
        kinds.append(f"{'water and sand' if lang == 'en' else 'agua y arena'} {_values(by_kind['W'], lang)}")
    else:
        kinds += [f"{KIND_WORD[lang][t]} {_values(by_kind[t], lang)}" for t in "WS"]
    kinds.append(f"{'umbrellas' if lang == 'en' else 'paraguas'} {_values(by_kind['U'], lang)}")
    extra = join([f"{k} {SPECIAL_PLURAL[lang][c] if k != 1 else SPECIAL_NAME[lang][c]}" for c, k in specials],
                 lang)
    total = sum(k for _, k in d["counts"])
    n = sum(k for _, k in specials)
    named = f" ({variant(d['variant'], lang)})" if d.get("variant") else ""
    if lang == "en":
        return (f"The deck{named} has {total} cards: {'; '.join(kinds)}; and {n} special cards ({extra}). Only the "
                "total is known: how many of each is a best guess.")
    return (f"La baraja{named} tiene {total} cartas: {'; '.join(kinds)}; y {n} cartas especiales ({extra}). Solo se "
            "sabe el total: cuántas hay de cada una es una suposición.")


def _rounds(d: Mapping, lang: str) -> str:
    n = d["rounds"]
    if d.get("per_player"):
        return (f"With {variant('ROUNDS_PER_PLAYER', 'en')} the game has {n} rounds, as many as players, and each "
                "player starts one." if lang == "en" else
                f"Con {variant('ROUNDS_PER_PLAYER', 'es')} la partida tiene {n} rondas, tantas como jugadores, y "
                "cada uno empieza una.")
    if lang == "en":
        return f"The game has {n} rounds" + (" (3 by default)." if n != 3 else ".")
    return f"La partida tiene {n} rondas" + (" (3 por defecto)." if n != 3 else ".")


def _circle(d: Mapping, lang: str) -> str:
    ring = ", ".join(P(q) for q in range(d["players"]))
    if lang == "en":
        return f"They sit in a fixed circle: {ring}, then {P(0)} again; the next seat is to each player's left."
    return f"Se sientan en un círculo fijo: {ring} y otra vez {P(0)}; el asiento siguiente está a la izquierda de cada uno."


SETUP = {
    "players": pair(
        lambda d: f"{d['players']} players: {seats(range(d['players']), 'en')} (Matschig is for 3 to 6).",
        lambda d: f"Juegan {d['players']}: {seats(range(d['players']), 'es')} (Matschig se juega de 3 a 6)."),
    "seats": pair(lambda d: _circle(d, "en"), lambda d: _circle(d, "es")),
    "deck": pair(lambda d: _deck(d, "en"), lambda d: _deck(d, "es")),
    "rounds": pair(lambda d: _rounds(d, "en"), lambda d: _rounds(d, "es")),
    "deal": pair(
        lambda d: f"All {d['deck'] + 7 * d['players']} cards are shuffled and each player is dealt 7 face down; "
                  f"the other {d['deck']} form the draw pile.",
        lambda d: f"Se barajan las {d['deck'] + 7 * d['players']} cartas y se reparten 7 boca abajo a cada "
                  f"jugador; las otras {d['deck']} forman el mazo."),
    "dealt": pair(
        lambda d: f"{P(d['seat'])} is dealt {cards(d['cards'], 'en')}.",
        lambda d: f"A {P(d['seat'])} le {plural(len(d['cards']), 'toca', 'tocan')} {cards(d['cards'], 'es')}."),
    "hidden": pair(
        lambda d: "Hands are hidden: each player sees only their own cards; the mud piles, the cards out of play and "
                  "the number of cards in the draw pile are public.",
        lambda d: "Las manos están ocultas: cada uno ve solo sus cartas; los montones de barro, las cartas fuera de "
                  "juego y el número de cartas del mazo son públicos."),
    "piles-empty": pair(
        lambda d: "Every mud pile starts empty.",
        lambda d: "Todos los montones de barro empiezan vacíos."),
    "out-empty": pair(
        lambda d: "Nothing is out of play yet; a card that leaves play stays out, face up, until the round ends.",
        lambda d: "Todavía no hay nada fuera de juego; una carta que sale del juego se queda fuera, boca arriba, "
                  "hasta que acaba la ronda."),
    "first-starter": pair(
        lambda d: f"{P(d['starter'])} is chosen at random to start round 1.",
        lambda d: f"Se elige al azar a {P(d['starter'])} para empezar la ronda 1."),
}


def _standing(d: Mapping, lang: str) -> str:
    leaders = d["leaders"]
    if lang == "en":
        return (f"Points are bad, so lower is better: {seats(leaders, 'en')} "
                f"{plural(len(leaders), 'leads', 'lead')} with {d['low']}.")
    return (f"Los puntos son en contra, así que menos es mejor: {plural(len(leaders), 'va', 'van')} ganando "
            f"{seats(leaders, 'es')}, con {d['low']}.")


EVENTS = {
    **SETUP,
    "spent": pair(
        lambda d: f"One special card per defence: {the_card(d['card'], 'en')} is spent and goes out of play.",
        lambda d: f"Una sola carta especial por defensa: {the_card(d['card'], 'es')} ya se ha usado y queda fuera "
                  "de juego."),
    "final-target": pair(
        lambda d: f"The mud is resolved: {P(d['final_target'])}, who answered it last, is its final target.",
        lambda d: f"El barro queda resuelto: {P(d['final_target'])}, que respondió el último, es su objetivo final."),
    "standing": pair(lambda d: _standing(d, "en"), lambda d: _standing(d, "es")),
    "refill-order": pair(
        lambda d: f"Refills go clockwise from the thrower {P(d['thrower'])}, so the draw pile ran out before "
                  f"{seats(d['short'], 'en')} could refill.",
        lambda d: f"Se repone empezando por quien lanzó, {P(d['thrower'])}, y hacia la izquierda, así que el mazo se "
                  f"agotó antes de que {seats(d['short'], 'es')} "
                  f"{plural(len(d['short']), 'pudiera', 'pudieran')} reponer."),
    "house-rule": pair(
        lambda d: "No printed rule ends a round this way: it is this tutor's own rule, so that every round ends.",
        lambda d: "Ninguna regla impresa acaba así una ronda: es una regla de este tutor, para que toda ronda "
                  "termine."),
    "throw": pair(
        lambda d: f"{P(d['seat'])} throws {cards(d['cards'], 'en')} at {P(d['target'])}"
                  + (f" ({_sums(d, 'en')})." if len(d["cards"]) > 2 else "."),
        lambda d: f"{P(d['seat'])} lanza {cards(d['cards'], 'es')} a {P(d['target'])}"
                  + (f" ({_sums(d, 'es')})." if len(d["cards"]) > 2 else ".")),
    "mud-perfect": pair(
        lambda d: f"The mud is perfect ({_added(d, 'en')}): nobody can complete it, so nobody can take "
                  f"it over; {P(d['target'])} must defend.",
        lambda d: f"El barro es perfecto ({_added(d, 'es')}): nadie puede completarlo, así que nadie "
                  f"puede quedárselo para desviarlo; {P(d['target'])} debe defenderse."),
    "mud-imperfect": pair(lambda d: _imperfect(d, "en"), lambda d: _imperfect(d, "es")),
    "window-skipped": pair(
        lambda d: "The mud is still not perfect, but with " + variant("COMPLETE_ONLY_AFTER_THROW", "en")
                  + " there is no new chance to complete it after a pipe.",
        lambda d: "El barro sigue sin ser perfecto, pero con " + variant("COMPLETE_ONLY_AFTER_THROW", "es")
                  + " no se puede completar después de un tubo."),
    "window-closed": pair(lambda d: _closed(d, "en"), lambda d: _closed(d, "es")),
    "race-ask": pair(lambda d: _race_ask(d, "en"), lambda d: _race_ask(d, "es")),
    "race-ask-unseen": pair(lambda d: _race_ask_unseen(d, "en"), lambda d: _race_ask_unseen(d, "es")),
    "decline": pair(
        lambda d: f"{P(d['seat'])} declines" + (", in secret." if d.get("secret") else "."),
        lambda d: f"{P(d['seat'])} renuncia a completar" + (", en secreto." if d.get("secret") else ".")),
    "race-claim": pair(
        lambda d: f"{P(d['seat'])} claims the completion in secret, to send the mud at {P(d['target'])}.",
        lambda d: f"{P(d['seat'])} pide completar, en secreto, para mandar el barro a {P(d['target'])}."),
    "race-secret": pair(
        lambda d: f"{P(d['seat'])} answers in secret.",
        lambda d: f"{P(d['seat'])} responde en secreto."),
    "race-draw": pair(
        lambda d: f"{seats(d['claimants'], 'en')} wanted to complete; the draw picks {P(d['seat'])}.",
        lambda d: f"{seats(d['claimants'], 'es')} {plural(len(d['claimants']), 'quería', 'querían')} completar; "
                  f"el sorteo elige a {P(d['seat'])}."),
    "complete": pair(
        lambda d: f"{P(d['seat'])} completes the mud with {card(d['card'], 'en')}: it is now perfect "
                  f"({_sums(d, 'en', ' = ')}) and flies on to {P(d['target'])}"
                  + (" (back at the thrower)" if d["target"] == d["thrower"] else "") + ".",
        lambda d: f"{P(d['seat'])} completa el barro con {card(d['card'], 'es')}: ya es perfecto "
                  f"({_sums(d, 'es', ' = ')}) y va hacia {P(d['target'])}"
                  + (" (de vuelta a quien lo lanzó)" if d["target"] == d["thrower"] else "") + "."),
    "defence-options": pair(
        lambda d: f"{P(d['seat'])} must answer {cards(d['cards'], 'en')}; {_pile_now(d, 'en')}. "
                  f"Choices: {_options(d, 'en')}.",
        lambda d: f"{P(d['seat'])} debe responder a {cards(d['cards'], 'es')}; {_pile_now(d, 'es')}. "
                  f"Opciones: {_options(d, 'es')}."),
    "defence-options-unseen": pair(
        lambda d: f"{P(d['seat'])} must answer {cards(d['cards'], 'en')}: accept it, or defend with umbrellas "
                  "or one special card.",
        lambda d: f"{P(d['seat'])} debe responder a {cards(d['cards'], 'es')}: aceptarlo o defenderse con "
                  "paraguas o con una carta especial."),
    "accept": pair(
        lambda d: f"{P(d['seat'])} accepts and takes {cards(d['cards'], 'en')}; the mud pile now scores "
                  f"{pts(d['score'], 'en')}.",
        lambda d: f"{P(d['seat'])} acepta y se lleva {cards(d['cards'], 'es')}; su montón de barro vale "
                  f"ahora {pts(d['score'], 'es')}."),
    "umbrellas": pair(
        lambda d: f"{P(d['seat'])} opens umbrellas: {_groups_stop(d, 'en')}; {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} abre paraguas: {_groups_stop(d, 'es')}; {_takes(d, 'es')}."),
    "pipe": pair(
        lambda d: f"{P(d['seat'])} plays the pipe and sends the mud on to {P(d['target'])}.",
        lambda d: f"{P(d['seat'])} juega el tubo y desvía el barro hacia {P(d['target'])}."),
    "blower": pair(
        lambda d: f"{P(d['seat'])} plays the blower: the sand ({cards(d['cancelled'], 'en')}) is blown away; "
                  f"{_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} juega la sopladora: la arena ({cards(d['cancelled'], 'es')}) sale volando; "
                  f"{_takes(d, 'es')}."),
    "flamethrower": pair(
        lambda d: f"{P(d['seat'])} plays the flamethrower: the water ({cards(d['cancelled'], 'en')}) dries up; "
                  f"{_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} juega el lanzallamas: el agua ({cards(d['cancelled'], 'es')}) se evapora; "
                  f"{_takes(d, 'es')}."),
    "watersuit": pair(
        lambda d: f"{P(d['seat'])} puts on the water suit: it stops {cards(d['stopped'], 'en')} ({d['sum']} of "
                  f"at most {WATERSUIT_LIMIT}); {_takes(d, 'en')}.",
        lambda d: f"{P(d['seat'])} se pone el traje de agua: detiene {cards(d['stopped'], 'es')} ({d['sum']} de "
                  f"{WATERSUIT_LIMIT} como máximo); {_takes(d, 'es')}."),
    "machinegun": pair(
        lambda d: f"{P(d['seat'])} fires the machine-gun umbrella: {cards(d['cancelled'], 'en')} "
                  f"{plural(len(d['cancelled']), 'goes', 'go')} out of play and every other player must reveal "
                  "a card from the draw pile.",
        lambda d: f"{P(d['seat'])} dispara el paraguas metralleta: {cards(d['cancelled'], 'es')} "
                  f"{plural(len(d['cancelled']), 'queda', 'quedan')} fuera de juego y cada uno de los demás debe "
                  "destapar una carta del mazo."),
    "mg-reveal": pair(
        lambda d: f"{P(d['seat'])} reveals {the_card(d['card'], 'en')}, {_mg_outcome(d, 'en')}.",
        lambda d: f"{P(d['seat'])} destapa {the_card(d['card'], 'es')}: {_mg_outcome(d, 'es')}."),
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
        lambda d: f"{P(d['seat'])} draws {cards(d['cards'], 'en')}.",
        lambda d: f"{P(d['seat'])} roba {cards(d['cards'], 'es')}."),
    "shortfall": pair(
        lambda d: f"Refilling every hand to 7 needs {n_cards(d['need'], 'en')}, but the draw pile holds "
                  f"{'none' if not d['deck'] else 'only ' + str(d['deck'])}: nobody draws and the round ends.",
        lambda d: f"Para reponer todas las manos hasta 7 hacen falta {n_cards(d['need'], 'es')}, y en el mazo "
                  f"{'no queda ninguna' if not d['deck'] else plural(d['deck'], 'solo queda ', 'solo quedan ') + str(d['deck'])}"
                  ": nadie roba y se acaba la ronda."),
    "played-out": pair(
        lambda d: "The draw pile is empty and nobody can throw any more: the round ends.",
        lambda d: "El mazo está vacío y nadie puede lanzar barro: se acaba la ronda."),
    "next-turn": pair(lambda d: _next_turn(d, "en"), lambda d: _next_turn(d, "es")),
    "pass": pair(
        lambda d: f"{P(d['seat'])} has {MISSING['en'][d['missing']]}, cannot throw and passes; "
                  f"{P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} no tiene {MISSING['es'][d['missing']]}, no puede lanzar y pasa; sigue "
                  f"{P(d['next'])}."),
    "pass-unseen": pair(
        lambda d: f"{P(d['seat'])} cannot throw (no water card or no sand card) and passes; {P(d['next'])} is "
                  "next.",
        lambda d: f"{P(d['seat'])} no puede lanzar (le falta agua o arena) y pasa; sigue {P(d['next'])}."),
    "swap": pair(
        lambda d: f"{P(d['seat'])} passes and swaps {cards(d['cards'], 'en')} out of play for 3 new cards "
                  f"({_deck_left(d['deck'], 'en')}); {P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} pasa y cambia {cards(d['cards'], 'es')} (fuera de juego) por 3 cartas "
                  f"nuevas ({_deck_left(d['deck'], 'es')}); sigue {P(d['next'])}."),
    "deadlock": pair(
        lambda d: f"{d['passes']} passes in a row without a swap: the round ends (the deadlock guard).",
        lambda d: f"{d['passes']} pases seguidos sin cambio: se acaba la ronda (la regla antibloqueo)."),
    "round-score": pair(
        lambda d: f"Scores of round {d['round']}: {_rows(d, 'en')}. Totals: {_totals(d)}.",
        lambda d: f"Puntuación de la ronda {d['round']}: {_rows(d, 'es')}. Totales: {_totals(d)}."),
    "whole-game-score": pair(
        lambda d: "With " + variant("ONE_TYPE_WHOLE_GAME", "en") + " the one-type rule is applied to all the mud "
                  f"of the game: {_totals(d)}.",
        lambda d: "Con " + variant("ONE_TYPE_WHOLE_GAME", "es") + " la regla de un solo tipo se aplica a todo el "
                  f"barro de la partida: {_totals(d)}."),
    "game-end": pair(
        lambda d: f"After {d['rounds']} rounds: {_totals(d)}. The lowest total wins: {seats(d['winners'], 'en')}"
                  + (" (the tie broken by fewer mud cards)" if d["tiebreak"] else "")
                  + (" share the win." if len(d["winners"]) > 1 else " wins."),
        lambda d: f"Tras {d['rounds']} rondas: {_totals(d)}. Gana el total más bajo: {seats(d['winners'], 'es')}"
                  + (" (el empate lo decide quién se llevó menos cartas de barro)" if d["tiebreak"] else "")
                  + (" comparten la victoria." if len(d["winners"]) > 1 else " gana.")),
    "new-round": pair(
        lambda d: f"Round {d['round']} of {d['rounds']}: all cards are shuffled and 7 dealt to each player; "
                  f"{P(d['starter'])} starts "
                  + ("(left of the last start player)." if d["why"] == "left" else "(the dirtiest player so far)."),
        lambda d: f"Ronda {d['round']} de {d['rounds']}: se barajan todas las cartas y se reparten 7 a cada uno; "
                  f"empieza {P(d['starter'])} "
                  + ("(a la izquierda de quien empezó la anterior)." if d["why"] == "left" else
                     "(el más embarrado hasta ahora).")),
}

EVENT_KINDS = tuple(EVENTS)

register_texts("matschig", EVENTS)
