"""English and Spanish texts of every refusal: an illegal action, told in words with its rule, or text that is
no action at all (a notation error, which shows the notation expected: it is about typing notation)."""
from __future__ import annotations

from ..core.i18n import plural, register_texts
from .cards import WATERSUIT_LIMIT
from .texts import pair
from .words import MISSING, SPECIAL_NAME, P, an, card, cards, join, the_card, umbrellas, variant

_PHASE_EN = {"turn": "it is {seat}'s turn, to throw a mud or pass",
             "race": "{seat} is asked whether to complete the mud, or decline",
             "defend": "{seat} must answer the mud: accept it, open umbrellas or play one special card"}
_PHASE_ES = {"turn": "es el turno de {seat}, que lanza un barro o pasa",
             "race": "se pregunta a {seat} si completa el barro o renuncia",
             "defend": "{seat} debe responder al barro: aceptarlo, abrir paraguas o jugar una carta especial"}

REFUSALS = {
    "cannot-throw": pair(
        lambda d: f"{P(d['seat'])} holds {MISSING['en'][d['missing']]}, so cannot throw: pass (and maybe swap "
                  "3 cards).",
        lambda d: f"{P(d['seat'])} no tiene {MISSING['es'][d['missing']]}, así que no puede lanzar: pasa (y "
                  "quizá cambia 3 cartas)."),
    "throw-not-mud": pair(
        lambda d: f"{the_card(d['card'], 'en').capitalize()} is not mud: a throw uses water and sand cards only.",
        lambda d: f"{the_card(d['card'], 'es').capitalize()} no es barro: se lanza solo con cartas de agua y de "
                  "arena."),
    "throw-both-kinds": pair(
        lambda d: f"A throw needs water and sand; {cards(d['cards'], 'en')} is not both.",
        lambda d: f"Un lanzamiento necesita agua y arena; {cards(d['cards'], 'es')} no tiene las dos."),
    "throw-one-each": pair(
        lambda d: f"Throw exactly one water card and one sand card, not {cards(d['cards'], 'en')} (several only "
                  f"with {variant('MULTI_CARD_THROW', 'en')}).",
        lambda d: f"Se lanza exactamente una carta de agua y una de arena, no {cards(d['cards'], 'es')} (varias "
                  f"solo con {variant('MULTI_CARD_THROW', 'es')})."),
    "no-such-seat": pair(
        lambda d: f"There is no {P(d['seat'])}: this game has {P(0)} to {P(d['players'] - 1)}.",
        lambda d: f"No existe {P(d['seat'])}: en esta partida hay de {P(0)} a {P(d['players'] - 1)}."),
    "throw-at-self": pair(
        lambda d: f"{P(d['seat'])} cannot throw mud at themselves: choose another player.",
        lambda d: f"{P(d['seat'])} no puede lanzarse barro a sí mismo: elige a otro jugador."),
    "not-in-hand": pair(
        lambda d: f"Not in the hand: {cards(d['cards'], 'en')} (the hand holds {cards(d['hand'], 'en')}).",
        lambda d: f"No está en la mano: {cards(d['cards'], 'es')} (la mano tiene {cards(d['hand'], 'es')})."),
    "must-throw": pair(
        lambda d: f"{P(d['seat'])} holds a water card and a sand card ({cards(d['waters'] + d['sands'], 'en')}) and "
                  "so must throw; passing is not allowed.",
        lambda d: f"{P(d['seat'])} tiene una carta de agua y una de arena ({cards(d['waters'] + d['sands'], 'es')}), "
                  "así que debe lanzar; no puede pasar."),
    "swap-off": pair(
        lambda d: f"There is no swap in this game ({variant('SWAP3_OFF', 'en')}): just pass.",
        lambda d: f"En esta partida no se cambian cartas ({variant('SWAP3_OFF', 'es')}): solo pasa."),
    "swap-three": pair(
        lambda d: f"A swap puts exactly 3 cards out of play, not {d['got']}.",
        lambda d: f"Un cambio deja exactamente 3 cartas fuera de juego, no {d['got']}."),
    "swap-deck-short": pair(
        lambda d: "A swap needs at least 3 cards in the draw pile; "
                  + ("it is empty." if not d["deck"] else
                     f"there {plural(d['deck'], 'is', 'are')} only {d['deck']}."),
        lambda d: "Para cambiar hacen falta al menos 3 cartas en el mazo; "
                  + ("está vacío." if not d["deck"] else
                     f"solo {plural(d['deck'], 'queda', 'quedan')} {d['deck']}.")),
    "not-completing-card": pair(
        lambda d: f"{card(d['card'], 'en').capitalize()} does not complete this mud (water {d['water']}, sand "
                  f"{d['sand']}): only {an(d['need'], 'en')} does.",
        lambda d: f"{card(d['card'], 'es').capitalize()} no completa este barro (agua {d['water']}, arena "
                  f"{d['sand']}): solo lo completa {an(d['need'], 'es')}."),
    "complete-at-self": pair(
        lambda d: f"{P(d['seat'])} completes the mud and must send it to someone else.",
        lambda d: f"{P(d['seat'])} completa el barro y debe mandarlo a otro jugador."),
    "must-redirect": pair(
        lambda d: f"With {variant('MUST_REDIRECT', 'en')}, the completed mud must go to someone other than "
                  f"{P(d['target'])}.",
        lambda d: f"Con {variant('MUST_REDIRECT', 'es')}, el barro completado debe ir a alguien que no sea "
                  f"{P(d['target'])}."),
    "umbrellas-and-special": pair(
        lambda d: "Umbrellas and a special card can never be combined: choose one kind of defence.",
        lambda d: "Los paraguas y una carta especial no se pueden combinar: elige un solo tipo de defensa."),
    "one-special-only": pair(
        lambda d: f"Only one special card per defence, not {join([SPECIAL_NAME['en'][c] for c in d['specials']], 'en')}.",
        lambda d: f"Solo se usa una carta especial por defensa, no "
                  f"{join([the_card(c, 'es') for c in d['specials']], 'es')}."),
    "special-not-in-hand": pair(
        lambda d: f"You do not hold {the_card(d['card'], 'en')}.",
        lambda d: f"No tienes {the_card(d['card'], 'es')}."),
    "pipe-at-self": pair(
        lambda d: f"{P(d['seat'])} must pipe the mud to another player.",
        lambda d: f"{P(d['seat'])} debe desviar el barro con el tubo hacia otro jugador."),
    "pipe-perfect": pair(
        lambda d: f"With {variant('PERFECT_BLOCKS_PIPE', 'en')}, a perfect mud ({cards(d['cards'], 'en')}) "
                  "cannot be piped.",
        lambda d: f"Con {variant('PERFECT_BLOCKS_PIPE', 'es')}, un barro perfecto ({cards(d['cards'], 'es')}) "
                  "no se puede desviar con el tubo."),
    "no-umbrellas": pair(
        lambda d: "Put at least one umbrella on a mud card.",
        lambda d: "Pon al menos un paraguas sobre una carta de barro."),
    "not-an-umbrella": pair(
        lambda d: f"{the_card(d['card'], 'en').capitalize()} is not an umbrella; a group is made of umbrellas.",
        lambda d: f"{the_card(d['card'], 'es').capitalize()} no es un paraguas; un grupo se hace con paraguas."),
    "card-not-in-mud": pair(
        lambda d: f"{card(d['card'], 'en').capitalize()} is not in the mud ({cards(d['mud'], 'en')}).",
        lambda d: f"{card(d['card'], 'es').capitalize()} no está en el barro ({cards(d['mud'], 'es')})."),
    "card-guarded-twice": pair(
        lambda d: f"{card(d['card'], 'en').capitalize()} gets one group only: put all its umbrellas on it "
                  "together.",
        lambda d: f"{card(d['card'], 'es').capitalize()} admite un solo grupo: pon todos sus paraguas juntos "
                  "sobre ella."),
    "group-too-small": pair(
        lambda d: f"{umbrellas(d['umbrellas'], 'en').capitalize()} {plural(len(d['umbrellas']), 'is worth', 'add up to')} "
                  f"{d['sum']}, less than {card(d['card'], 'en')}: a group must reach the card's value; values "
                  "are never partly reduced.",
        lambda d: f"{umbrellas(d['umbrellas'], 'es').capitalize()} {plural(len(d['umbrellas']), 'vale', 'suman')} "
                  f"{d['sum']}, menos que {card(d['card'], 'es')}: un grupo debe llegar al valor de la carta; un "
                  "valor nunca se reduce en parte."),
    "umbrella-used-twice": pair(
        lambda d: f"{card(d['card'], 'en').capitalize()} is in {d['groups']} groups, but you hold "
                  f"{'only one' if d['held'] == 1 else 'only ' + str(d['held'])}: one umbrella guards one mud "
                  "card.",
        lambda d: f"{card(d['card'], 'es').capitalize()} está en {d['groups']} grupos, pero "
                  f"{plural(d['held'], 'solo tienes uno', 'solo tienes ' + str(d['held']))}: un paraguas protege "
                  "una sola carta de barro."),
    "umbrella-not-in-hand": pair(
        lambda d: (f"You do not hold {an(d['card'], 'en')}" if not d["held"] else
                   f"The groups use {d['needed']} of {card(d['card'], 'en')}, but you hold {d['held']}")
                  + f"; umbrellas in the hand: {cards(d['hand'], 'en', none='none')}.",
        lambda d: (f"No tienes {an(d['card'], 'es')}" if not d["held"] else
                   f"Los grupos usan {d['needed']} de {card(d['card'], 'es')}, pero solo tienes {d['held']}")
                  + f"; paraguas en la mano: {cards(d['hand'], 'es', none='ninguno')}."),
    "watersuit-choose": pair(
        lambda d: f"Say which mud cards the water suit stops, worth at most {WATERSUIT_LIMIT} together (this mud "
                  f"is worth {d['total']}).",
        lambda d: f"Di qué cartas de barro detiene el traje de agua, {WATERSUIT_LIMIT} como máximo en total (este "
                  f"barro vale {d['total']})."),
    "watersuit-not-in-mud": pair(
        lambda d: f"{card(d['card'], 'en').capitalize()} is not in the mud ({cards(d['mud'], 'en')}).",
        lambda d: f"{card(d['card'], 'es').capitalize()} no está en el barro ({cards(d['mud'], 'es')})."),
    "watersuit-over-13": pair(
        lambda d: f"{cards(d['cards'], 'en').capitalize()} is worth {d['sum']}; the water suit stops at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"{cards(d['cards'], 'es').capitalize()} vale {d['sum']}; el traje de agua detiene como máximo "
                  f"{WATERSUIT_LIMIT}."),
    "watersuit-all-or-nothing": pair(
        lambda d: f"With {variant('WATERSUIT_ALL_OR_NOTHING', 'en')}, the suit must stop the whole mud "
                  f"({cards(d['mud'], 'en')}, worth {d['total']}), and only if it is worth at most {WATERSUIT_LIMIT}.",
        lambda d: f"Con {variant('WATERSUIT_ALL_OR_NOTHING', 'es')}, el traje debe detener todo el barro "
                  f"({cards(d['mud'], 'es')}, que vale {d['total']}), y solo si vale {WATERSUIT_LIMIT} como máximo."),
    "wrong-phase": pair(
        lambda d: f"That move does not fit now: {_PHASE_EN[d['phase']].format(seat=P(d['seat']))}.",
        lambda d: f"Esa jugada no cabe ahora: {_PHASE_ES[d['phase']].format(seat=P(d['seat']))}."),
    "race-realtime": pair(
        lambda d: f"{variant('RACE_REALTIME', 'en').capitalize()} needs a live table that notes who claims a "
                  "completion first; here the players decide one at a time, so nobody can be quicker. Play with "
                  f"{variant('RACE_SEAT_ORDER', 'en')} (the default), {variant('RACE_TARGET_FIRST', 'en')} or "
                  f"{variant('RACE_RANDOM', 'en')}, the fair stand-in for a real-time race.",
        lambda d: f"{variant('RACE_REALTIME', 'es').capitalize()} necesita una mesa en vivo que anote quién pide "
                  "completar primero; aquí los jugadores deciden de uno en uno, así que nadie puede ser más rápido. "
                  f"Juega con {variant('RACE_SEAT_ORDER', 'es')} (por defecto), {variant('RACE_TARGET_FIRST', 'es')} "
                  f"o {variant('RACE_RANDOM', 'es')}, la alternativa justa a una carrera en tiempo real."),
    "not-mud": pair(
        lambda d: f"{the_card(d['card'], 'en').capitalize()} is not a mud card (water or sand).",
        lambda d: f"{the_card(d['card'], 'es').capitalize()} no es una carta de barro (agua o arena)."),
}

NOTATION = {
    "not-text": pair(lambda d: f"An action must be text, not {d['got']}.",
                     lambda d: f"Una acción debe ser texto, no {d['got']}."),
    "too-long": pair(
        lambda d: f"That text has {d['length']:,} characters; a Matschig action or card list has at most "
                  f"{d['limit']}.",
        lambda d: f"Ese texto tiene {d['length']:,} caracteres; una acción o lista de cartas de ".replace(",", ".")
                  + f"Matschig tiene como máximo {d['limit']}."),
    "bad-character": pair(
        lambda d: f"Actions use plain letters, digits and > + , only (like 'throw W3 S5 at P2'); character "
                  f"{d['position']} is {d['char']}.",
        lambda d: f"Las acciones usan solo letras y cifras sin acentos y > + , (por ejemplo 'throw W3 S5 at P2'); "
                  f"el carácter {d['position']} es {d['char']}."),
    "empty": pair(lambda d: f"Empty action; expected one of: {d['forms']}.",
                  lambda d: f"Acción vacía; se esperaba una de: {d['forms']}."),
    "unknown-action": pair(
        lambda d: f"'{d['word']}' is not a Matschig action; expected one of: {d['forms']}.",
        lambda d: f"'{d['word']}' no es una acción de Matschig; se esperaba una de: {d['forms']}."),
    "bad-card": pair(
        lambda d: f"'{d['token']}' is not a card; expected {d['expected']}.",
        lambda d: f"'{d['token']}' no es una carta; se esperaba {d['expected']}."),
    "bad-seat": pair(
        lambda d: f"'{d['token']}' is not a player; expected P1, P2, ...",
        lambda d: f"'{d['token']}' no es un jugador; se esperaba P1, P2, ..."),
    "missing-target": pair(
        lambda d: f"'{d['action']}' needs a target: '... at P2'.",
        lambda d: f"'{d['action']}' necesita un objetivo: '... at P2'."),
    "extra-words": pair(
        lambda d: f"Unexpected words after '{d['action']}': {d['words']}.",
        lambda d: f"Sobran palabras tras '{d['action']}': {d['words']}."),
    "no-cards": pair(
        lambda d: f"'{d['action']}' needs cards, like 'throw W3 S5 at P2'.",
        lambda d: f"'{d['action']}' necesita cartas, por ejemplo 'throw W3 S5 at P2'."),
    "one-card": pair(
        lambda d: f"'{d['action']}' takes exactly one card, like 'complete W2 at P3', not {d['got']}.",
        lambda d: f"'{d['action']}' lleva exactamente una carta, por ejemplo 'complete W2 at P3', no {d['got']}."),
    "bad-group": pair(
        lambda d: f"'{d['token']}' is not an umbrella group; write umbrellas like U4>W2 or U3+U2>S5.",
        lambda d: f"'{d['token']}' no es un grupo de paraguas; escribe por ejemplo U4>W2 o U3+U2>S5."),
    "no-groups": pair(
        lambda d: "'umbrellas' needs groups, like 'umbrellas U4>W2 U5>S5'.",
        lambda d: "'umbrellas' necesita grupos, por ejemplo 'umbrellas U4>W2 U5>S5'."),
    "at-without-pipe": pair(
        lambda d: "Only the pipe takes a target ('PIPE at P3').",
        lambda d: "Solo el tubo lleva objetivo ('PIPE at P3')."),
}

REFUSAL_KINDS = tuple(REFUSALS) + tuple(NOTATION)

register_texts("matschig", {**REFUSALS, **NOTATION})
