"""The Matschig rulebook in English and Spanish, by rule ID (rules/matschig.md)."""
from __future__ import annotations

from ..core.i18n import register_rulebook

RULEBOOK: dict[str, dict[str, str]] = {
    "M1": {"en": "Matschig is for 3 to 6 players.",
           "es": "Matschig se juega de 3 a 6 jugadores."},
    "M2": {"en": "Each round, shuffle all 110 cards and deal 7 face down to everyone; the rest is "
                 "the draw pile.",
           "es": "En cada ronda se barajan las 110 cartas y se reparten 7 boca abajo a cada uno; "
                 "el resto forma el mazo."},
    "M3": {"en": "The first start player is chosen at random; later rounds start with the player "
                 "left of the previous start player.",
           "es": "El jugador inicial de la primera ronda se elige al azar; en las siguientes "
                 "empieza el de la izquierda del anterior."},
    "M4": {"en": "Every mud pile starts each round empty.",
           "es": "Cada montón de barro empieza vacío en cada ronda."},
    "M5": {"en": "Seats follow a fixed circle; clockwise (to the left) means the next seat.",
           "es": "Los asientos forman un círculo fijo; a la izquierda es el asiento siguiente."},
    "M6": {"en": "If you hold a water card and a sand card you must throw; you may not pass.",
           "es": "Si tienes una carta de agua y una de arena DEBES lanzar barro; no puedes pasar."},
    "M7": {"en": "If you cannot throw you pass; when passing you may swap 3 cards from your hand "
                 "for 3 from the draw pile (house rule, needs 3 cards in the pile). Then the "
                 "player to your left moves.",
           "es": "Si no puedes lanzar, pasas; al pasar puedes cambiar 3 cartas de tu mano por 3 "
                 "del mazo (regla de la casa, hacen falta 3 cartas en el mazo). Luego juega el "
                 "de tu izquierda."},
    "M8": {"en": "A throw is one water card plus one sand card, put face up in front of another "
                 "player, the target.",
           "es": "Un lanzamiento es una carta de agua más una de arena, boca arriba delante de "
                 "otro jugador, el objetivo."},
    "M9": {"en": "A mud is perfect when its water values add up to the same as its sand values.",
           "es": "Un barro es perfecto cuando la suma del agua es igual a la suma de la arena."},
    "M10": {"en": "A perfect mud cannot be completed, so nobody can take it over and send it at "
                  "someone else; the target just defends.",
            "es": "Un barro perfecto no se puede completar, así que nadie puede hacerse con él y "
                  "desviarlo hacia otro jugador; el objetivo solo se defiende."},
    "M11": {"en": "A mud that is not perfect opens a completion window before the target defends.",
            "es": "Un barro que no es perfecto abre la posibilidad de completarlo antes de que "
                  "el objetivo se defienda."},
    "M12": {"en": "The completing card is one card of the short type whose value is the "
                  "difference: W3 S5 needs W2, W3 S1 needs S2.",
            "es": "La carta que completa es una sola carta del tipo que falta, de valor igual a "
                  "la diferencia: W3 S5 (agua 3, arena 5) necesita W2 (agua 2), y W3 S1 "
                  "necesita S2 (arena 2)."},
    "M13": {"en": "Anyone except the sender (who threw, completed or last piped the mud) may "
                  "complete it, the target included.",
            "es": "Puede completarlo cualquiera menos quien lo mandó (quien lo lanzó, lo completó "
                  "o lo desvió por último), incluido el objetivo."},
    "M14": {"en": "Race: starting left of the sender and going clockwise, every player who may "
                  "complete is asked in turn, holding the card or not, so the order of the "
                  "questions reveals no hand; without the card you can only decline. The first "
                  "to accept completes.",
            "es": "Carrera: empezando a la izquierda de quien lo mandó, se pregunta por turno a "
                  "cada jugador que puede completar, tenga o no la carta, así que el orden de las "
                  "preguntas no revela ninguna mano; sin la carta solo se puede renunciar. El "
                  "primero que acepta completa."},
    "M15": {"en": "The completer adds the card (the mud is now perfect) and names a new target, "
                  "anyone but themselves; the completer becomes the sender.",
            "es": "Quien completa añade la carta (el barro ya es perfecto) y elige un nuevo "
                  "objetivo, cualquiera menos él mismo; pasa a ser quien lo manda."},
    "M16": {"en": "The target chooses exactly one: accept, umbrellas, or one special card. "
                  "Umbrellas and a special card are never combined.",
            "es": "El objetivo elige exactamente una cosa: aceptar, paraguas o una carta "
                  "especial. Paraguas y carta especial nunca se combinan."},
    "M17": {"en": "Accept: all mud cards go onto the target's mud pile.",
            "es": "Aceptar: todas las cartas de barro van al montón de barro del objetivo."},
    "M18": {"en": "Umbrellas: groups of umbrellas, each guarding one mud card; a group stops its "
                  "card if its values add up to at least the card's value, and may hold more "
                  "umbrellas than it needs. One umbrella guards one mud card. The target takes "
                  "the unguarded cards; the umbrellas played and the cards they stop go out of "
                  "play.",
            "es": "Paraguas: grupos de paraguas, cada uno protege una carta de barro; un grupo "
                  "la para si sus valores suman al menos el valor de la carta, y puede tener más "
                  "paraguas de los que necesita. Un paraguas protege una sola carta de barro. El "
                  "objetivo se lleva las cartas sin proteger; los paraguas jugados y las cartas "
                  "que paran quedan fuera de juego."},
    "M19": {"en": "Special card: exactly one, and it goes out of play after use.",
            "es": "Carta especial: exactamente una, y queda fuera de juego después de usarla."},
    "M19a": {"en": "Pipe: send the whole mud to another player; you become the sender and, if "
                   "the mud is not perfect, a new completion window opens.",
             "es": "Tubo: desvía todo el barro hacia otro jugador; pasas a ser quien lo manda y, si "
                   "no es perfecto, se puede volver a completar."},
    "M19b": {"en": "Blower: the sand goes out of play, the target takes the water.",
             "es": "Sopladora: la arena queda fuera de juego y el objetivo se lleva el agua."},
    "M19c": {"en": "Flamethrower: the water goes out of play, the target takes the sand.",
             "es": "Lanzallamas: el agua queda fuera de juego y el objetivo se lleva la arena."},
    "M19d": {"en": "Water suit: stops mud cards worth up to 13 in total, chosen by the target, "
                   "who takes the rest. Only a mud worth 14 is not stopped whole; the best choice "
                   "then leaves its smallest card (W7 S4 S3 leaves S3).",
             "es": "Traje de agua: para cartas de barro que sumen hasta 13, elegidas por el "
                   "objetivo, que se lleva el resto. Solo un barro de 14 no se para entero; lo "
                   "mejor es dejar su carta más baja (de W7 S4 S3 queda S3)."},
    "M19e": {"en": "Machine-gun umbrella: the mud goes out of play; every other player, "
                   "clockwise from the target's left, reveals the top card of the draw pile: mud "
                   "goes onto their pile, anything else leaves play and they are safe.",
             "es": "Paraguas metralleta: el barro queda fuera de juego; cada uno de los demás, "
                   "empezando a la izquierda del objetivo, destapa la carta de arriba del mazo: "
                   "si es barro va a su montón de barro; si no, queda fuera de juego y se salva."},
    "M20": {"en": "The mud is resolved once it is accepted, stopped by umbrellas or cancelled by "
                  "a special card; the final target is whoever made that choice.",
            "es": "El barro se resuelve al aceptarlo, pararlo con paraguas o anularlo con una "
                  "carta especial; el objetivo final es quien tomó esa decisión."},
    "M21": {"en": "After the mud, everyone below 7 cards draws back up to 7, clockwise from the "
                  "thrower.",
            "es": "Después del barro, todos los que tengan menos de 7 cartas roban hasta 7, "
                  "empezando por quien lanzó."},
    "M22": {"en": "If the draw pile cannot refill every hand to 7, nobody draws and the round "
                  "ends.",
            "es": "Si el mazo no alcanza para que todos repongan hasta 7, nadie roba y se acaba "
                  "la ronda."},
    "M23": {"en": "The final target (the 'embarrado', muddied) takes the next turn.",
            "es": "El objetivo final (el embarrado) juega el siguiente turno."},
    "M24": {"en": "Engine guard: if every player passes in a row without swapping, the round ends.",
            "es": "Regla del motor: si todos pasan seguidos sin cambiar cartas, se acaba la ronda."},
    "M25": {"en": "A round ends by M22 or M24 (with PLAY_OUT: when the pile is empty and nobody "
                  "can throw).",
            "es": "Una ronda termina por M22 o M24 (con PLAY_OUT: cuando el mazo está vacío y "
                  "nadie puede lanzar)."},
    "M26": {"en": "Round score: an empty pile scores 0; a pile of one type only scores 1 point "
                  "per card; otherwise the sum of the values.",
            "es": "Puntuación de la ronda: un montón vacío vale 0; si es de un solo tipo, 1 "
                  "punto por carta; si no, la suma de los valores."},
    "M27": {"en": "Points are bad: lower is better.",
            "es": "Los puntos son en contra: menos es mejor."},
    "M28": {"en": "A game has 3 rounds by default (2 is allowed).",
            "es": "Una partida tiene 3 rondas por defecto (se permiten 2)."},
    "M29": {"en": "Between rounds all cards are gathered and reshuffled.",
            "es": "Entre rondas se juntan y se barajan todas las cartas."},
    "M30": {"en": "The lowest total after the last round wins; a tie is a shared win.",
            "es": "Gana el total más bajo tras la última ronda; un empate es una victoria "
                  "compartida."},
    "A1": {"en": "Default: exactly one water and one sand per throw. MULTI_CARD_THROW: one or more "
                 "of each.",
           "es": "Por defecto: exactamente un agua y una arena. MULTI_CARD_THROW: una o más de "
                 "cada."},
    "A2": {"en": "The swap is on by default (SWAP3_ON_PASS). SWAP3_OFF: pure pass. "
                 "VOLUNTARY_SWAP: you may swap even when you could throw.",
           "es": "El cambio está activo por defecto (SWAP3_ON_PASS). SWAP3_OFF: solo pasar. "
                 "VOLUNTARY_SWAP: puedes cambiar aunque puedas lanzar."},
    "A3": {"en": "Cards that leave the game stay out of play for the rest of the round.",
           "es": "Las cartas que salen del juego quedan fuera hasta el final de la ronda."},
    "A4": {"en": "TARGET_CANNOT_COMPLETE: the target may not complete. THROWER_NEVER_COMPLETES: "
                 "the original thrower stays barred after pipes.",
           "es": "TARGET_CANNOT_COMPLETE: el objetivo no puede completar. "
                 "THROWER_NEVER_COMPLETES: quien lanzó nunca puede completar, ni tras un tubo."},
    "A5": {"en": "Race order: RACE_SEAT_ORDER (default), RACE_TARGET_FIRST (the target is asked "
                 "first), RACE_RANDOM (secret answers, a seeded draw among the yeses). "
                 "RACE_REALTIME needs a live table, so it is not offered here.",
           "es": "Orden de la carrera: RACE_SEAT_ORDER (por defecto), RACE_TARGET_FIRST (se "
                 "pregunta primero al objetivo), RACE_RANDOM (respuestas secretas y sorteo entre "
                 "los que dicen sí). RACE_REALTIME necesita una mesa en vivo, así que aquí no se "
                 "ofrece."},
    "A6": {"en": "COMPLETE_ONLY_AFTER_THROW: a mud can be completed only right after the throw, "
                 "not after a pipe.",
           "es": "COMPLETE_ONLY_AFTER_THROW: solo se puede completar justo después del "
                 "lanzamiento, no tras un tubo."},
    "A7": {"en": "MUST_REDIRECT: the completer must choose a target other than the current one.",
           "es": "MUST_REDIRECT: quien completa debe elegir un objetivo distinto del actual."},
    "A8": {"en": "PERFECT_BLOCKS_PIPE: a perfect mud cannot be piped.",
           "es": "PERFECT_BLOCKS_PIPE: un barro perfecto no se puede desviar con el tubo."},
    "A9": {"en": "WATERSUIT_ALL_OR_NOTHING: the water suit works only if the whole mud is worth "
                 "at most 13.",
           "es": "WATERSUIT_ALL_OR_NOTHING: el traje de agua solo sirve si todo el barro vale 13 "
                 "o menos."},
    "A10": {"en": "Machine gun: MG_REDRAW_ON_SPECIAL (a revealed special card is discarded and "
                  "the player reveals again); MG_KEEP_DEFENCE_CARD (a revealed defence card goes "
                  "to the player's hand).",
            "es": "Metralleta: MG_REDRAW_ON_SPECIAL (una carta especial destapada se descarta y "
                  "se destapa otra); MG_KEEP_DEFENCE_CARD (una carta de defensa destapada va a la "
                  "mano)."},
    "A11": {"en": "PLAY_OUT: refill as far as the pile allows; the round ends when the pile is "
                  "empty and nobody can throw.",
            "es": "PLAY_OUT: se repone mientras haya cartas; la ronda acaba cuando el mazo está "
                  "vacío y nadie puede lanzar."},
    "A12": {"en": "CLOCKWISE_TURNS: the player left of the last thrower moves next.",
            "es": "CLOCKWISE_TURNS: juega el de la izquierda de quien lanzó por último."},
    "A13": {"en": "DIRTIEST_STARTS: the player with the highest total starts the next round.",
            "es": "DIRTIEST_STARTS: empieza la ronda siguiente el que más puntos tiene."},
    "A14": {"en": "ROUNDS_PER_PLAYER: as many rounds as players, each starting once.",
            "es": "ROUNDS_PER_PLAYER: tantas rondas como jugadores, cada uno empieza una vez."},
    "A15": {"en": "ONE_TYPE_WHOLE_GAME: the one-type rule is applied once to all mud of the game.",
            "es": "ONE_TYPE_WHOLE_GAME: la regla de un solo tipo se aplica una vez a todo el barro "
                  "de la partida."},
    "A16": {"en": "TIEBREAK_FEWER_CARDS: among tied players, fewer mud cards received wins.",
            "es": "TIEBREAK_FEWER_CARDS: en caso de empate gana quien se llevó menos cartas de "
                  "barro."},
    "A17": {"en": "Deck: DECK_AMIGO_DEFAULT (default) or DECK_FANFOR_1998; both counts are "
                  "assumptions kept in decks.json.",
            "es": "Baraja: DECK_AMIGO_DEFAULT (por defecto) o DECK_FANFOR_1998; ambas cantidades "
                  "son supuestos guardados en decks.json."},
    "A18": {"en": "Hands are hidden; mud piles, the out-of-play pile and the draw-pile count are "
                  "public.",
            "es": "Las manos están ocultas; los montones de barro, las cartas fuera de juego y el "
                  "número de cartas del mazo son públicos."},
    "A19": {"en": "Refills go clockwise from the thrower.",
            "es": "Se repone empezando por quien lanzó y siguiendo hacia la izquierda."},
    "A20": {"en": "The deadlock guard (M24) is a rule of this tutor, not from any source.",
            "es": "La regla antibloqueo (M24) es de este tutor, no de ninguna fuente."},
}

# Each named variant is a rule chip too (its ID is shown only as a chip): what it changes, and the
# ambiguity (A-rule) it answers.
VARIANT_RULES: dict[str, tuple[str, str, str]] = {
    "MULTI_CARD_THROW": ("A1", "a throw may hold one or more water and sand cards; the mud is perfect if the "
                               "sums are equal",
                         "un lanzamiento puede llevar una o más cartas de agua y de arena; el barro es perfecto "
                         "si las sumas son iguales"),
    "SWAP3_ON_PASS": ("A2", "the default: when passing you may swap 3 cards",
                      "por defecto: al pasar puedes cambiar 3 cartas"),
    "SWAP3_OFF": ("A2", "no swap: a player who cannot throw just passes",
                  "sin cambio: quien no puede lanzar solo pasa"),
    "VOLUNTARY_SWAP": ("A2", "you may swap 3 cards and pass even when you could throw",
                       "puedes cambiar 3 cartas y pasar aunque pudieras lanzar"),
    "TARGET_CANNOT_COMPLETE": ("A4", "the target may not complete the mud thrown at it",
                               "el objetivo no puede completar el barro que le lanzan"),
    "THROWER_NEVER_COMPLETES": ("A4", "the original thrower stays barred from completing, even after a pipe",
                                "quien lanzó nunca puede completar, ni siquiera tras un tubo"),
    "RACE_SEAT_ORDER": ("A5", "the default: the players who may complete are asked in seat order",
                        "por defecto: se pregunta por orden de asiento a quienes pueden completar"),
    "RACE_TARGET_FIRST": ("A5", "the target is asked first, then the others in seat order",
                          "se pregunta primero al objetivo y luego a los demás por orden"),
    "RACE_RANDOM": ("A5", "every answer is secret, and a draw picks one of the players who said yes",
                    "todas las respuestas son secretas, y un sorteo elige entre quienes dijeron que sí"),
    "RACE_REALTIME": ("A5", "the quickest real claim wins; it needs a live table",
                      "gana quien reclama antes de verdad; hace falta una mesa en vivo"),
    "COMPLETE_ONLY_AFTER_THROW": ("A6", "a mud can be completed only right after the throw, never after a pipe",
                                  "un barro solo se puede completar justo tras el lanzamiento, nunca tras un tubo"),
    "MUST_REDIRECT": ("A7", "the completer must send the mud at another player than the current target",
                      "quien completa debe mandar el barro a otro jugador que no sea el objetivo actual"),
    "PERFECT_BLOCKS_PIPE": ("A8", "a perfect mud cannot be piped", "un barro perfecto no se puede desviar con el tubo"),
    "WATERSUIT_ALL_OR_NOTHING": ("A9", "the water suit works only when the whole mud is worth 13 or less",
                                 "el traje de agua solo sirve si todo el barro vale 13 o menos"),
    "MG_REDRAW_ON_SPECIAL": ("A10", "a special card revealed by the machine gun is discarded and the player "
                                    "reveals again",
                             "una carta especial destapada con la metralleta se descarta y ese jugador destapa "
                             "otra"),
    "MG_KEEP_DEFENCE_CARD": ("A10", "a defence card revealed by the machine gun goes into that player's hand",
                             "una carta de defensa destapada con la metralleta va a la mano de ese jugador"),
    "SHORTFALL_ENDS": ("A11", "the default: when the draw pile cannot refill every hand, the round ends",
                       "por defecto: si el mazo no alcanza para reponer todas las manos, se acaba la ronda"),
    "PLAY_OUT": ("A11", "refill as far as the draw pile allows; the round ends when it is empty and nobody "
                        "can throw",
                 "se repone mientras haya cartas; la ronda acaba cuando el mazo está vacío y nadie puede lanzar"),
    "CLOCKWISE_TURNS": ("A12", "the player left of the last thrower takes the next turn",
                        "el siguiente turno es de quien está a la izquierda del último que lanzó"),
    "DIRTIEST_STARTS": ("A13", "the player with the highest total starts the next round",
                        "empieza la ronda siguiente quien tiene el total más alto"),
    "ROUNDS_PER_PLAYER": ("A14", "as many rounds as players, each starting one",
                          "tantas rondas como jugadores, y cada uno empieza una"),
    "ONE_TYPE_WHOLE_GAME": ("A15", "the one-type rule is applied once, to all the mud of the game",
                            "la regla de un solo tipo se aplica una vez, a todo el barro de la partida"),
    "TIEBREAK_FEWER_CARDS": ("A16", "among players tied for the lowest total, fewer mud cards received wins",
                             "entre los empatados con el total más bajo, gana quien recibió menos cartas de barro"),
    "DECK_AMIGO_DEFAULT": ("A17", "the default deck: water and sand 1 to 7, five of each",
                           "la baraja por defecto: agua y arena del 1 al 7, cinco de cada"),
    "DECK_FANFOR_1998": ("A17", "the 1998 deck: water and sand 1 to 5 and 7, with no 6",
                         "la baraja de 1998: agua y arena del 1 al 5 y el 7, sin ningún 6"),
}
for _name, (_rule, _en, _es) in VARIANT_RULES.items():
    RULEBOOK[_name] = {"en": f"A variant ({_rule}): {_en}.", "es": f"Una variante ({_rule}): {_es}."}

register_rulebook("matschig", RULEBOOK)
