"""English and Spanish texts of every refusal: an illegal action (with its rule) or text that is
no action at all (notation). Wording as in texts.py."""
from __future__ import annotations

from ..core.i18n import plural, register_texts
from .cards import WATERSUIT_LIMIT
from .texts import MISSING, SPECIAL_NAME, THE_ES, P, card_es, card_list, codes, join, pair

REFUSALS = {
    "cannot-throw": pair(
        lambda d: f"{P(d['seat'])} holds {MISSING['en'][d['missing']]}, so cannot throw: pass "
                  "(and maybe swap 3 cards).",
        lambda d: f"{P(d['seat'])} no tiene {MISSING['es'][d['missing']]}, así que no puede "
                  "lanzar: pasa (y quizá cambia 3 cartas)."),
    "throw-not-mud": pair(
        lambda d: f"{d['card']} is not mud: a throw uses water and sand cards only.",
        lambda d: f"{card_es(d['card'])} no es barro: se lanza solo con cartas de agua y de arena."),
    "throw-both-kinds": pair(
        lambda d: f"A throw needs water AND sand; {codes(d['cards'])} is not both.",
        lambda d: f"Un lanzamiento necesita agua Y arena; {codes(d['cards'])} no tiene las dos."),
    "throw-one-each": pair(
        lambda d: f"Throw exactly one water and one sand card, not {codes(d['cards'])} "
                  "(several need MULTI_CARD_THROW).",
        lambda d: f"Se lanza exactamente una carta de agua y una de arena, no "
                  f"{card_list(d['cards'], 'es')} (varias solo con MULTI_CARD_THROW)."),
    "no-such-seat": pair(
        lambda d: f"There is no {P(d['seat'])}: this game has {P(0)} to {P(d['players'] - 1)}.",
        lambda d: f"No existe {P(d['seat'])}: en esta partida hay de {P(0)} a {P(d['players'] - 1)}."),
    "throw-at-self": pair(
        lambda d: f"{P(d['seat'])} cannot throw mud at themselves: choose another player.",
        lambda d: f"{P(d['seat'])} no puede lanzarse barro a sí mismo: elige a otro jugador."),
    "not-in-hand": pair(
        lambda d: f"Not in hand: {codes(d['cards'])} (hand: {card_list(d['hand'], 'en')}).",
        lambda d: f"No está en la mano: {card_list(d['cards'], 'es')} (mano: "
                  f"{card_list(d['hand'], 'es')})."),
    "must-throw": pair(
        lambda d: f"{P(d['seat'])} holds water ({codes(d['waters'])}) and sand "
                  f"({codes(d['sands'])}) and so must throw; passing is not allowed.",
        lambda d: f"{P(d['seat'])} tiene agua ({codes(d['waters'])}) y arena "
                  f"({codes(d['sands'])}), así que DEBE lanzar; no puede pasar."),
    "swap-off": pair(
        lambda d: "The 3-card swap is switched off in this game (SWAP3_OFF): just pass.",
        lambda d: "El cambio de 3 cartas está desactivado en esta partida (SWAP3_OFF): solo pasa."),
    "swap-three": pair(
        lambda d: f"A swap puts exactly 3 cards out of play, not {d['got']}.",
        lambda d: f"Un cambio deja exactamente 3 cartas fuera de juego, no {d['got']}."),
    "swap-deck-short": pair(
        lambda d: f"A swap needs 3 cards in the draw pile; there {plural(d['deck'], 'is', 'are')} "
                  f"only {d['deck']}.",
        lambda d: f"Para cambiar hacen falta 3 cartas en el mazo; solo "
                  f"{plural(d['deck'], 'queda', 'quedan')} {d['deck']}."),
    "not-completing-card": pair(
        lambda d: f"{d['card']} does not complete this mud (water {d['water']}, sand {d['sand']}): "
                  f"only {d['need']} does.",
        lambda d: f"{card_es(d['card'])} no completa este barro (agua {d['water']}, arena "
                  f"{d['sand']}): solo lo completa {card_es(d['need'])}."),
    "complete-at-self": pair(
        lambda d: f"{P(d['seat'])} completed the mud and must send it to someone else.",
        lambda d: f"{P(d['seat'])} completa el barro y debe mandarlo a otro jugador."),
    "must-redirect": pair(
        lambda d: f"With MUST_REDIRECT the completed mud must go to someone other than "
                  f"{P(d['target'])}.",
        lambda d: f"Con MUST_REDIRECT el barro completado debe ir a alguien que no sea "
                  f"{P(d['target'])}."),
    "umbrellas-and-special": pair(
        lambda d: "Umbrellas and a special card can never be combined: choose one kind of defence.",
        lambda d: "Los paraguas y una carta especial no se pueden combinar: elige un solo tipo "
                  "de defensa."),
    "one-special-only": pair(
        lambda d: f"Only one special card per defence, not "
                  f"{join([SPECIAL_NAME['en'][c] for c in d['specials']], 'en')}.",
        lambda d: f"Solo se usa una carta especial por defensa, no "
                  f"{join([THE_ES[c] for c in d['specials']], 'es')}."),
    "special-not-in-hand": pair(
        lambda d: f"You do not hold the {SPECIAL_NAME['en'][d['card']]} ({d['card']}).",
        lambda d: f"No tienes {THE_ES[d['card']]} ({d['card']})."),
    "pipe-at-self": pair(
        lambda d: f"{P(d['seat'])} must pipe the mud to another player.",
        lambda d: f"{P(d['seat'])} debe desviar el barro con el tubo hacia otro jugador."),
    "pipe-perfect": pair(
        lambda d: f"With PERFECT_BLOCKS_PIPE a perfect mud ({codes(d['cards'])}) cannot be piped.",
        lambda d: f"Con PERFECT_BLOCKS_PIPE un barro perfecto ({codes(d['cards'])}) no se "
                  "puede desviar con el tubo."),
    "no-umbrellas": pair(
        lambda d: "Name at least one umbrella group, like U4>W2.",
        lambda d: "Indica al menos un grupo de paraguas, por ejemplo U4>W2."),
    "not-an-umbrella": pair(
        lambda d: f"{d['card']} is not an umbrella; groups are made of U cards.",
        lambda d: f"{card_es(d['card'])} no es un paraguas; los grupos se hacen con cartas U "
                  "(paraguas)."),
    "card-not-in-mud": pair(
        lambda d: f"{d['card']} is not in the mud ({codes(d['mud'])}).",
        lambda d: f"{card_es(d['card'])} no está en el barro ({codes(d['mud'])})."),
    "card-guarded-twice": pair(
        lambda d: f"{d['card']} gets one group only: add the umbrellas together, like "
                  f"U3+U2>{d['card']}.",
        lambda d: f"{d['card']} admite un solo grupo: suma los paraguas, por ejemplo "
                  f"U3+U2>{d['card']}."),
    "group-too-small": pair(
        lambda d: f"{'+'.join(d['umbrellas'])} adds up to {d['sum']}, less than {d['card']} "
                  f"({d['value']}): a group must reach the card's value; values are never partly "
                  "reduced.",
        lambda d: f"{'+'.join(d['umbrellas'])} suma {d['sum']}, menos que {d['card']} "
                  f"({d['value']}): un grupo debe llegar al valor de la carta; nunca se reduce en "
                  "parte."),
    "umbrella-used-twice": pair(
        lambda d: f"{d['card']} is in {d['groups']} groups, but you hold only "
                  f"{'one' if d['held'] == 1 else d['held']}: one umbrella guards one mud card.",
        lambda d: f"{d['card']} está en {d['groups']} grupos, pero solo tienes "
                  f"{plural(d['held'], 'uno', str(d['held']))}: un paraguas protege una sola carta "
                  "de barro."),
    "umbrella-not-in-hand": pair(
        lambda d: (f"You do not hold {d['card']}" if not d["held"] else
                   f"The groups use {d['needed']} of {d['card']}, but you hold {d['held']}")
                  + f"; umbrellas in hand: {card_list(d['hand'], 'en')}.",
        lambda d: (f"No tienes ningún {card_es(d['card'])}" if not d["held"] else
                   f"Los grupos usan {d['needed']} {d['card']}, pero solo tienes {d['held']}")
                  + f"; paraguas en la mano: {' '.join(d['hand']) or 'ninguno'}."),
    "watersuit-choose": pair(
        lambda d: f"Name the mud cards the water suit stops, worth at most {WATERSUIT_LIMIT} "
                  f"together, like WATERSUIT {codes(d['mud'][:1])} (this mud is worth {d['total']}).",
        lambda d: f"Di qué cartas de barro quieres parar con el traje de agua, {WATERSUIT_LIMIT} "
                  f"como máximo en total, por ejemplo WATERSUIT {codes(d['mud'][:1])} (este barro "
                  f"vale {d['total']})."),
    "watersuit-not-in-mud": pair(
        lambda d: f"{d['card']} is not in the mud ({codes(d['mud'])}).",
        lambda d: f"{card_es(d['card'])} no está en el barro ({codes(d['mud'])})."),
    "watersuit-over-13": pair(
        lambda d: f"{codes(d['cards'])} is worth {d['sum']}; the water suit stops at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"{codes(d['cards'])} vale {d['sum']}; el traje de agua para como "
                  f"máximo {WATERSUIT_LIMIT}."),
    "watersuit-all-or-nothing": pair(
        lambda d: f"With WATERSUIT_ALL_OR_NOTHING the suit must stop the whole mud "
                  f"({codes(d['mud'])}, {d['total']}), and only if it is worth at most "
                  f"{WATERSUIT_LIMIT}.",
        lambda d: f"Con WATERSUIT_ALL_OR_NOTHING el traje debe parar todo el barro "
                  f"({codes(d['mud'])}, {d['total']}), y solo si vale {WATERSUIT_LIMIT} "
                  "como máximo."),
    "not-mud": pair(
        lambda d: f"{d['card']} is not a mud card (water W or sand S).",
        lambda d: f"{card_es(d['card'])} no es una carta de barro (agua W o arena S)."),
}

NOTATION = {
    "not-text": pair(lambda d: f"An action must be text, not {d['got']}.",
                   lambda d: f"Una acción debe ser texto, no {d['got']}."),
    "too-long": pair(
        lambda d: f"That text has {d['length']:,} characters; a Matschig action or card list has "
                  f"at most {d['limit']}.",
        lambda d: f"Ese texto tiene {d['length']:,} caracteres; una acción o lista de cartas de "
                  .replace(",", ".") + f"Matschig tiene como máximo {d['limit']}."),
    "bad-character": pair(
        lambda d: f"Actions use plain letters, digits and > + , only (like 'throw W3 S5 at P2'); "
                  f"character {d['position']} is {d['char']}.",
        lambda d: f"Las acciones usan solo letras y cifras sin acentos y > + , (por ejemplo "
                  f"'throw W3 S5 at P2'); el carácter {d['position']} es {d['char']}."),
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
        lambda d: f"'{d['action']}' lleva exactamente una carta, por ejemplo 'complete W2 at P3', "
                  f"no {d['got']}."),
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
