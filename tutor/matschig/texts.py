"""English and Spanish templates for every Matschig event kind and refusal kind."""
from __future__ import annotations

from typing import Callable, Mapping

from ..core.i18n import register_texts
from .cards import KIND, VALUE, WATERSUIT_LIMIT
from .defence import check_groups, umbrella_actions
from .notation import parse_action

SPECIAL_NAME = {
    "en": {"PIPE": "pipe", "BLOWER": "blower", "FLAMETHROWER": "flamethrower",
           "WATERSUIT": "water suit", "MACHINEGUN": "machine-gun umbrella"},
    "es": {"PIPE": "tubo", "BLOWER": "sopladora", "FLAMETHROWER": "lanzallamas",
           "WATERSUIT": "traje de agua", "MACHINEGUN": "paraguas metralleta"},
}
_AND = {"en": "and", "es": "y"}
_NOTHING = {"en": "nothing", "es": "nada"}


def P(seat: int) -> str:
    """Seat 0 -> 'P1'."""
    return f"P{seat + 1}"


def seats(items, lang: str) -> str:
    """'P1, P2 and P3' / 'P1, P2 y P3'."""
    names = [P(q) for q in items]
    if not names:
        return "-"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + f" {_AND[lang]} " + names[-1]


def cards(items, lang: str) -> str:
    """Card codes separated by spaces, or 'nothing'."""
    return " ".join(items) if items else _NOTHING[lang]


def takes_es(items) -> str:
    """Spanish 'se lleva W3' or 'no se lleva nada'."""
    return f"se lleva {' '.join(items)}" if items else "no se lleva nada"


def leaves_es(items) -> str:
    """Spanish 'deja W3' or 'no deja nada'."""
    return f"deja {' '.join(items)}" if items else "no deja nada"


def pts(n: int, lang: str) -> str:
    """'1 point' / '3 puntos'."""
    if lang == "en":
        return f"{n} point" + ("" if n == 1 else "s")
    return f"{n} punto" + ("" if n == 1 else "s")


def _t(en: Callable[[Mapping], str], es: Callable[[Mapping], str]) -> dict:
    return {"en": en, "es": es}


# -- helpers for the defence summary ------------------------------------------------------------
def _defence_lines(d: Mapping, lang: str) -> str:
    mud = d["cards"]
    total = sum(VALUE[c] for c in mud)
    waters = [c for c in mud if KIND[c] == "W"]
    sands = [c for c in mud if KIND[c] == "S"]
    en = lang == "en"
    out = [f"accept (takes {cards(mud, lang)}, {pts(total, lang)})" if en else
           f"aceptar (se lleva {cards(mud, lang)}, {pts(total, lang)})"]
    if d["umbrellas"]:
        umb = sorted(d["umbrellas"], key=VALUE.__getitem__, reverse=True)
        best = _best_umbrellas(tuple(mud), tuple(umb))
        if best is None:
            out.append(f"umbrellas {' '.join(umb)} (too small for any mud card)" if en else
                       f"paraguas {' '.join(umb)} (no alcanzan para ninguna carta)")
        else:
            action, left = best
            out.append(f"umbrellas {' '.join(umb)} (best: {action[10:]}, leaves "
                       f"{cards(left, lang)})" if en else
                       f"paraguas {' '.join(umb)} (lo mejor: {action[10:]}, {leaves_es(left)})")
    for sp in d["specials"]:
        name = SPECIAL_NAME[lang][sp]
        if sp == "PIPE":
            if d.get("pipe_blocked"):
                continue
            out.append(f"{name}: send all of it to another player" if en else
                       f"{name}: mandar todo el barro a otro jugador")
        elif sp == "BLOWER":
            out.append(f"{name}: cancels the sand, takes {cards(waters, lang)}" if en else
                       f"{name}: anula la arena, {takes_es(waters)}")
        elif sp == "FLAMETHROWER":
            out.append(f"{name}: cancels the water, takes {cards(sands, lang)}" if en else
                       f"{name}: anula el agua, {takes_es(sands)}")
        elif sp == "WATERSUIT":
            big = max(VALUE[c] for c in mud)
            if en:
                left = f"one {big}" if total > WATERSUIT_LIMIT else "nothing"
                out.append(f"{name}: stops up to {WATERSUIT_LIMIT} points, leaves {left}")
            else:
                left = f"deja un {big}" if total > WATERSUIT_LIMIT else "no deja nada"
                out.append(f"{name}: para hasta {WATERSUIT_LIMIT} puntos, {left}")
        elif sp == "MACHINEGUN":
            out.append(f"{name}: takes nothing, every other player reveals a card" if en else
                       f"{name}: no se lleva nada, los demás destapan una carta cada uno")
    return "; ".join(out)


def _best_umbrellas(mud: tuple, umbrellas: tuple):
    """The umbrella defence leaving the fewest points (then using the fewest umbrellas)."""
    best = None
    for action in umbrella_actions(mud, umbrellas):
        groups = parse_action(action)[1]
        _, left, used = check_groups(mud, umbrellas, groups)
        key = (sum(VALUE[c] for c in left), len(used), action)
        if best is None or key < best[0]:
            best = (key, action, left)
    return None if best is None else (best[1], list(best[2]))


def an(card: str) -> str:
    """English article + card: 'a W2', 'an S1'."""
    return ("an " if card and card[0] in "SU" else "a ") + card


def _perfect_word(d: Mapping, lang: str) -> str:
    return (f"water {d['water']} = sand {d['sand']}" if lang == "en"
            else f"agua {d['water']} = arena {d['sand']}")


def _mg_outcome(d: Mapping, lang: str) -> str:
    o = d["outcome"]
    if lang == "en":
        return {"mud": f"mud: it goes onto {P(d['seat'])}'s mud pile",
                "safe": "not mud: it goes out of play and the player is safe",
                "redraw": "a special card: out of play, and the same player reveals again",
                "keep": "a defence card: the player keeps it in hand and is safe"}[o]
    return {"mud": f"es barro: va al montón de barro de {P(d['seat'])}",
            "safe": "no es barro: queda fuera de juego y el jugador se salva",
            "redraw": "es una carta especial: fuera de juego, y el mismo jugador destapa otra",
            "keep": "es una carta de defensa: el jugador se la queda en la mano y se salva"}[o]


def _rows(d: Mapping, lang: str) -> str:
    how_en = {"empty": "no mud", "one-type": "one type only: 1 point per card", "sum": "sum of values"}
    how_es = {"empty": "sin barro", "one-type": "de un solo tipo: 1 punto por carta",
              "sum": "suma de valores"}
    how = how_en if lang == "en" else how_es
    return "; ".join(f"{P(r['seat'])} {cards(r['cards'], lang) if r['cards'] else ''}"
                     f"{' ' if r['cards'] else ''}= {pts(r['points'], lang)} ({how[r['how']]})"
                     for r in d["rows"])


def _totals(d: Mapping) -> str:
    return ", ".join(f"{P(q)} {t}" for q, t in enumerate(d["totals"]))


_MISSING = {"en": {"W": "no water card", "S": "no sand card", "both": "no water and no sand card"},
            "es": {"W": "ninguna carta de agua", "S": "ninguna carta de arena",
                   "both": "ni agua ni arena"}}
_PHASE = {"en": {"turn": "it is a turn: throw, pass or swap",
                 "race": "the completion race is on: complete or decline",
                 "defend": "the target must defend: accept, umbrellas or one special card"},
          "es": {"turn": "es un turno: lanzar, pasar o cambiar",
                 "race": "está abierta la carrera por completar: completar o declinar",
                 "defend": "el objetivo debe defenderse: aceptar, paraguas o una carta especial"}}

EVENTS = {
    "throw": _t(
        lambda d: f"{P(d['seat'])} throws {cards(d['cards'], 'en')} at {P(d['target'])} "
                  f"(water {d['water']}, sand {d['sand']}).",
        lambda d: f"{P(d['seat'])} lanza {cards(d['cards'], 'es')} a {P(d['target'])} "
                  f"(agua {d['water']}, arena {d['sand']})."),
    "mud-perfect": _t(
        lambda d: f"The mud {cards(d['cards'], 'en')} is perfect ({_perfect_word(d, 'en')}): "
                  f"nobody can complete it; {P(d['target'])} must defend.",
        lambda d: f"El barro {cards(d['cards'], 'es')} es barro perfecto ({_perfect_word(d, 'es')}): "
                  f"nadie puede completarlo; {P(d['target'])} debe defenderse."),
    "mud-imperfect": _t(
        lambda d: f"The mud is not perfect (water {d['water']}, sand {d['sand']})"
                  + (f": {an(d['card'])} would complete it. Anyone but {P(d['sender'])} may: "
                     f"{seats(d['eligible'], 'en')}." if d["card"] else
                     ": the gap is too big for one card, so nobody can complete it."),
        lambda d: f"El barro no es perfecto (agua {d['water']}, arena {d['sand']})"
                  + (f": un {d['card']} lo completaría. Puede hacerlo cualquiera menos "
                     f"{P(d['sender'])}: {seats(d['eligible'], 'es')}." if d["card"] else
                     ": la diferencia es demasiado grande para una carta, nadie puede completarlo.")),
    "window-skipped": _t(
        lambda d: "The mud is still not perfect, but with COMPLETE_ONLY_AFTER_THROW there is "
                  "no new chance to complete it after a pipe.",
        lambda d: "El barro sigue sin ser perfecto, pero con COMPLETE_ONLY_AFTER_THROW no se "
                  "puede completar después de un tubo."),
    "window-closed": _t(
        lambda d: (f"Nobody who may complete holds {an(d['card']) if d['card'] else 'a completing card'}"
                   if d["reason"] == "nobody" else "Everyone asked declined")
                  + f"; the mud stays imperfect and {P(d['target'])} must defend.",
        lambda d: (f"Nadie que pueda completar tiene {'un ' + d['card'] if d['card'] else 'la carta que falta'}"
                   if d["reason"] == "nobody" else "Todos los consultados declinaron")
                  + f"; el barro sigue imperfecto y {P(d['target'])} debe defenderse."),
    "race-ask": _t(
        lambda d: f"{P(d['seat'])} holds {an(d['card'])} and may complete the mud and choose a new "
                  "target, or decline" + (" (answers stay secret until all have answered)."
                                          if d.get("secret") else "."),
        lambda d: f"{P(d['seat'])} tiene un {d['card']} y puede completar el barro y elegir un "
                  "nuevo objetivo, o declinar" + (" (las respuestas son secretas hasta que "
                                                  "todos respondan)." if d.get("secret") else ".")),
    "decline": _t(
        lambda d: f"{P(d['seat'])} declines to complete.",
        lambda d: f"{P(d['seat'])} no completa."),
    "race-claim": _t(
        lambda d: f"{P(d['seat'])} answers in secret.",
        lambda d: f"{P(d['seat'])} responde en secreto."),
    "race-draw": _t(
        lambda d: f"{seats(d['claimants'], 'en')} wanted to complete; the draw picks {P(d['seat'])}.",
        lambda d: f"{seats(d['claimants'], 'es')} querían completar; el sorteo elige a {P(d['seat'])}."),
    "complete": _t(
        lambda d: f"{P(d['seat'])} completes with {d['card']}: {cards(d['cards'], 'en')} is now "
                  f"perfect ({_perfect_word(d, 'en')}) and flies on to {P(d['target'])}"
                  + (" (back at the thrower)" if d["target"] == d["thrower"] else "") + ".",
        lambda d: f"{P(d['seat'])} completa con {d['card']}: {cards(d['cards'], 'es')} ya es "
                  f"barro perfecto ({_perfect_word(d, 'es')}) y va hacia {P(d['target'])}"
                  + (" (de vuelta al que lo lanzó)" if d["target"] == d["thrower"] else "") + "."),
    "defence-options": _t(
        lambda d: f"{P(d['seat'])} must answer {cards(d['cards'], 'en')}: "
                  f"{_defence_lines(d, 'en')}.",
        lambda d: f"{P(d['seat'])} debe responder a {cards(d['cards'], 'es')}: "
                  f"{_defence_lines(d, 'es')}."),
    "accept": _t(
        lambda d: f"{P(d['seat'])} accepts and takes {cards(d['cards'], 'en')} "
                  f"({pts(d['points'], 'en')}) onto the mud pile.",
        lambda d: f"{P(d['seat'])} acepta y pone {cards(d['cards'], 'es')} "
                  f"({pts(d['points'], 'es')}) en su montón de barro."),
    "umbrellas": _t(
        lambda d: f"{P(d['seat'])} opens umbrellas: "
                  + ", ".join(f"{'+'.join(us)} ({sum(VALUE[u] for u in us)}) stops {c}"
                              for us, c in d["groups"])
                  + f"; takes {cards(d['taken'], 'en')}.",
        lambda d: f"{P(d['seat'])} abre paraguas: "
                  + ", ".join(f"{'+'.join(us)} ({sum(VALUE[u] for u in us)}) para {c}"
                              for us, c in d["groups"])
                  + f"; {takes_es(d['taken'])}."),
    "pipe": _t(
        lambda d: f"{P(d['seat'])} plays the pipe and sends the mud on to {P(d['target'])}.",
        lambda d: f"{P(d['seat'])} juega el tubo y manda el barro a {P(d['target'])}."),
    "blower": _t(
        lambda d: f"{P(d['seat'])} plays the blower: the sand {cards(d['cancelled'], 'en')} is "
                  f"blown away, the water {cards(d['taken'], 'en')} is taken.",
        lambda d: f"{P(d['seat'])} juega la sopladora: la arena {cards(d['cancelled'], 'es')} "
                  f"sale volando y se lleva el agua {cards(d['taken'], 'es')}."),
    "flamethrower": _t(
        lambda d: f"{P(d['seat'])} plays the flamethrower: the water {cards(d['cancelled'], 'en')} "
                  f"dries up, the sand {cards(d['taken'], 'en')} is taken.",
        lambda d: f"{P(d['seat'])} juega el lanzallamas: el agua {cards(d['cancelled'], 'es')} "
                  f"se evapora y se lleva la arena {cards(d['taken'], 'es')}."),
    "watersuit": _t(
        lambda d: f"{P(d['seat'])} puts on the water suit: it stops {cards(d['stopped'], 'en')} "
                  f"({d['sum']} of at most {WATERSUIT_LIMIT}) and {P(d['seat'])} takes "
                  f"{cards(d['taken'], 'en')}.",
        lambda d: f"{P(d['seat'])} se pone el traje de agua: para {cards(d['stopped'], 'es')} "
                  f"({d['sum']} de {WATERSUIT_LIMIT} como máximo) y {P(d['seat'])} "
                  f"{takes_es(d['taken'])}."),
    "machinegun": _t(
        lambda d: f"{P(d['seat'])} fires the machine-gun umbrella: {cards(d['cancelled'], 'en')} "
                  "goes out of play and everyone else must reveal a card from the draw pile.",
        lambda d: f"{P(d['seat'])} dispara el paraguas metralleta: {cards(d['cancelled'], 'es')} "
                  "queda fuera de juego y los demás deben destapar una carta del mazo."),
    "mg-reveal": _t(
        lambda d: f"{P(d['seat'])} reveals {d['card']}, {_mg_outcome(d, 'en')}.",
        lambda d: f"{P(d['seat'])} destapa {d['card']}, {_mg_outcome(d, 'es')}."),
    "mg-empty": _t(
        lambda d: f"The draw pile is empty: {seats(d['seats'], 'en')} stay clean.",
        lambda d: f"El mazo está vacío: {seats(d['seats'], 'es')} se salvan."),
    "refill": _t(
        lambda d: ("Refill to 7: " + ", ".join(f"{P(q)} draws {k}" for q, k in d["draws"])
                   if d["draws"] else "Nobody needs to draw")
                  + f"; {d['deck']} cards left in the draw pile.",
        lambda d: ("Se repone hasta 7: " + ", ".join(f"{P(q)} roba {k}" for q, k in d["draws"])
                   if d["draws"] else "Nadie necesita robar")
                  + f"; quedan {d['deck']} cartas en el mazo."),
    "shortfall": _t(
        lambda d: f"Refilling every hand to 7 needs {d['need']} cards but only {d['deck']} are "
                  "left: nobody draws and the round ends.",
        lambda d: f"Para reponer todas las manos a 7 hacen falta {d['need']} cartas y solo "
                  f"quedan {d['deck']}: nadie roba y se acaba la ronda."),
    "played-out": _t(
        lambda d: "The draw pile is empty and nobody can throw any more: the round ends.",
        lambda d: "El mazo está vacío y nadie puede lanzar barro: se acaba la ronda."),
    "next-turn": _t(
        lambda d: (f"{P(d['seat'])} got the mud last, so {P(d['seat'])} takes the next turn."
                   if d["why"] == "target" else
                   f"The turn passes clockwise from the thrower {P(d['thrower'])} to {P(d['seat'])}."),
        lambda d: (f"{P(d['seat'])} fue el último embarrado, así que {P(d['seat'])} juega el "
                   "siguiente turno." if d["why"] == "target" else
                   f"El turno pasa a la izquierda del que lanzó, {P(d['thrower'])}: le toca a "
                   f"{P(d['seat'])}.")),
    "pass": _t(
        lambda d: f"{P(d['seat'])} has {_MISSING['en'][d['missing']]}, cannot throw and passes; "
                  f"{P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} no tiene {_MISSING['es'][d['missing']]}, no puede lanzar y "
                  f"pasa; sigue {P(d['next'])}."),
    "swap": _t(
        lambda d: f"{P(d['seat'])} passes and swaps {cards(d['cards'], 'en')} out of play for 3 "
                  f"new cards ({d['deck']} left in the draw pile); {P(d['next'])} is next.",
        lambda d: f"{P(d['seat'])} pasa y cambia {cards(d['cards'], 'es')} (fuera de juego) por 3 "
                  f"cartas nuevas (quedan {d['deck']} en el mazo); sigue {P(d['next'])}."),
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
                  + (" (el empate lo decide quién recibió menos cartas de barro)" if d["tiebreak"] else "")
                  + (" comparten la victoria." if len(d["winners"]) > 1 else " gana.")),
    "new-round": _t(
        lambda d: f"Round {d['round']} of {d['rounds']}: all cards are shuffled and 7 dealt to "
                  f"each player; {P(d['starter'])} starts "
                  + ("(left of the last start player)." if d["why"] == "left" else
                     "(the dirtiest player so far)."),
        lambda d: f"Ronda {d['round']} de {d['rounds']}: se barajan todas las cartas y se reparten "
                  f"7 a cada uno; empieza {P(d['starter'])} "
                  + ("(a la izquierda del que empezó la anterior)." if d["why"] == "left" else
                     "(el más embarrado hasta ahora).")),
}

REFUSALS = {
    "game-over": _t(lambda d: "The game is over.", lambda d: "La partida ha terminado."),
    "wrong-phase": _t(
        lambda d: f"Not now: {_PHASE['en'][d['phase']]} ({P(d['seat'])} to move).",
        lambda d: f"Ahora no: {_PHASE['es'][d['phase']]} (le toca a {P(d['seat'])})."),
    "cannot-throw": _t(
        lambda d: f"{P(d['seat'])} holds {_MISSING['en'][d['missing']]}, so cannot throw: pass "
                  "(and maybe swap 3 cards).",
        lambda d: f"{P(d['seat'])} no tiene {_MISSING['es'][d['missing']]}, así que no puede "
                  "lanzar: pasa (y quizá cambia 3 cartas)."),
    "throw-not-mud": _t(
        lambda d: f"{d['card']} is not mud: a throw uses water and sand cards only.",
        lambda d: f"{d['card']} no es barro: se lanza solo con cartas de agua y de arena."),
    "throw-both-kinds": _t(
        lambda d: f"A throw needs water AND sand; {cards(d['cards'], 'en')} is not both.",
        lambda d: f"Un lanzamiento necesita agua Y arena; {cards(d['cards'], 'es')} no tiene las dos."),
    "throw-one-each": _t(
        lambda d: f"Throw exactly one water and one sand card, not {cards(d['cards'], 'en')} "
                  "(several need MULTI_CARD_THROW).",
        lambda d: f"Se lanza exactamente una carta de agua y una de arena, no "
                  f"{cards(d['cards'], 'es')} (varias solo con MULTI_CARD_THROW)."),
    "no-such-seat": _t(
        lambda d: f"There is no {P(d['seat'])}: this game has P1 to P{d['players']}.",
        lambda d: f"No existe {P(d['seat'])}: en esta partida hay de P1 a P{d['players']}."),
    "throw-at-self": _t(
        lambda d: f"{P(d['seat'])} cannot throw mud at themselves: choose another player.",
        lambda d: f"{P(d['seat'])} no puede lanzarse barro a sí mismo: elige a otro jugador."),
    "not-in-hand": _t(
        lambda d: f"Not in hand: {cards(d['cards'], 'en')} (hand: {cards(d['hand'], 'en')}).",
        lambda d: f"No está en la mano: {cards(d['cards'], 'es')} (mano: {cards(d['hand'], 'es')})."),
    "must-throw": _t(
        lambda d: f"{P(d['seat'])} holds water ({cards(d['waters'], 'en')}) and sand "
                  f"({cards(d['sands'], 'en')}) and so must throw; passing is not allowed.",
        lambda d: f"{P(d['seat'])} tiene agua ({cards(d['waters'], 'es')}) y arena "
                  f"({cards(d['sands'], 'es')}), así que DEBE lanzar; no puede pasar."),
    "swap-off": _t(
        lambda d: "The 3-card swap is switched off in this game (SWAP3_OFF): just pass.",
        lambda d: "El cambio de 3 cartas está desactivado en esta partida (SWAP3_OFF): solo pasa."),
    "swap-three": _t(
        lambda d: f"A swap puts exactly 3 cards out of play, not {d['got']}.",
        lambda d: f"Un cambio deja exactamente 3 cartas fuera de juego, no {d['got']}."),
    "swap-deck-short": _t(
        lambda d: f"A swap needs 3 cards in the draw pile; there are only {d['deck']}.",
        lambda d: f"Para cambiar hacen falta 3 cartas en el mazo; solo quedan {d['deck']}."),
    "not-completing-card": _t(
        lambda d: f"{d['card']} does not complete this mud (water {d['water']}, sand {d['sand']}): "
                  f"only {d['need']} does.",
        lambda d: f"{d['card']} no completa este barro (agua {d['water']}, arena {d['sand']}): "
                  f"solo lo completa {d['need']}."),
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
        lambda d: f"Only one special card per defence, not {' and '.join(d['specials'])}.",
        lambda d: f"Solo se usa una carta especial por defensa, no {' y '.join(d['specials'])}."),
    "special-not-in-hand": _t(
        lambda d: f"You do not hold the {SPECIAL_NAME['en'][d['card']]} ({d['card']}).",
        lambda d: f"No tienes {SPECIAL_NAME['es'][d['card']]} ({d['card']})."),
    "pipe-at-self": _t(
        lambda d: f"{P(d['seat'])} must pipe the mud to another player.",
        lambda d: f"{P(d['seat'])} debe mandar el barro con el tubo a otro jugador."),
    "pipe-perfect": _t(
        lambda d: f"With PERFECT_BLOCKS_PIPE a perfect mud ({cards(d['cards'], 'en')}) cannot be piped.",
        lambda d: f"Con PERFECT_BLOCKS_PIPE un barro perfecto ({cards(d['cards'], 'es')}) no se "
                  "puede desviar con el tubo."),
    "no-umbrellas": _t(
        lambda d: "Name at least one umbrella group, like U4>W2.",
        lambda d: "Indica al menos un grupo de paraguas, por ejemplo U4>W2."),
    "not-an-umbrella": _t(
        lambda d: f"{d['card']} is not an umbrella; groups are made of U cards.",
        lambda d: f"{d['card']} no es un paraguas; los grupos se hacen con cartas U."),
    "card-not-in-mud": _t(
        lambda d: f"{d['card']} is not in the mud ({cards(d['mud'], 'en')}).",
        lambda d: f"{d['card']} no está en el barro ({cards(d['mud'], 'es')})."),
    "card-guarded-twice": _t(
        lambda d: f"{d['card']} gets one group only: add the umbrellas together, like U3+U2>{d['card']}.",
        lambda d: f"{d['card']} admite un solo grupo: suma los paraguas, por ejemplo U3+U2>{d['card']}."),
    "group-too-small": _t(
        lambda d: f"{'+'.join(d['umbrellas'])} adds up to {d['sum']}, less than {d['card']} "
                  f"({d['value']}): a group must reach the card's value; values are never partly reduced.",
        lambda d: f"{'+'.join(d['umbrellas'])} suma {d['sum']}, menos que {d['card']} "
                  f"({d['value']}): un grupo debe llegar al valor de la carta; nunca se reduce en parte."),
    "umbrella-superfluous": _t(
        lambda d: f"{'+'.join(d['umbrellas'])}>{d['card']}: the group reaches {d['value']} without "
                  f"{d['spare']}; leave the extra umbrella in your hand.",
        lambda d: f"{'+'.join(d['umbrellas'])}>{d['card']}: el grupo llega a {d['value']} sin "
                  f"{d['spare']}; guarda ese paraguas de más en la mano."),
    "umbrella-not-in-hand": _t(
        lambda d: f"You do not hold enough of {cards(d['cards'], 'en')} (umbrellas in hand: "
                  f"{cards(d['hand'], 'en')}).",
        lambda d: f"No tienes suficientes {cards(d['cards'], 'es')} (paraguas en la mano: "
                  f"{cards(d['hand'], 'es')})."),
    "watersuit-choose": _t(
        lambda d: f"The mud is worth {d['total']}, more than {WATERSUIT_LIMIT}: name the cards the "
                  "water suit stops, like WATERSUIT W7.",
        lambda d: f"El barro vale {d['total']}, más de {WATERSUIT_LIMIT}: indica qué cartas para "
                  "el traje de agua, por ejemplo WATERSUIT W7."),
    "watersuit-not-in-mud": _t(
        lambda d: f"{d['card']} is not in the mud ({cards(d['mud'], 'en')}).",
        lambda d: f"{d['card']} no está en el barro ({cards(d['mud'], 'es')})."),
    "watersuit-over-13": _t(
        lambda d: f"{cards(d['cards'], 'en')} is worth {d['sum']}; the water suit stops at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"{cards(d['cards'], 'es')} vale {d['sum']}; el traje de agua para como "
                  f"máximo {WATERSUIT_LIMIT}."),
    "watersuit-all-or-nothing": _t(
        lambda d: f"With WATERSUIT_ALL_OR_NOTHING the suit must stop the whole mud "
                  f"({cards(d['mud'], 'en')}, {d['total']}), and only if it is worth at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"Con WATERSUIT_ALL_OR_NOTHING el traje debe parar todo el barro "
                  f"({cards(d['mud'], 'es')}, {d['total']}), y solo si vale {WATERSUIT_LIMIT} "
                  "como máximo."),
    "not-mud": _t(
        lambda d: f"{d['card']} is not a mud card (water W or sand S).",
        lambda d: f"{d['card']} no es una carta de barro (agua W o arena S)."),
}

NOTATION = {
    "not-text": _t(lambda d: f"An action must be text, not {d['got']}.",
                   lambda d: f"Una acción debe ser texto, no {d['got']}."),
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

EVENT_KINDS = tuple(EVENTS)
REFUSAL_KINDS = tuple(REFUSALS) + tuple(NOTATION)

register_texts("matschig", {**EVENTS, **REFUSALS, **NOTATION})
