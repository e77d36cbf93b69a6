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
    "M10": {"en": "A perfect mud cannot be completed, so nobody can take it over by completing it; "
                  "the target defends at once.",
            "es": "Un barro perfecto no se puede completar, así que nadie puede quedárselo "
                  "completándolo; el objetivo se defiende enseguida."},
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
                   "who takes the rest. Only a mud worth 14 (7 against 7) is not stopped whole; "
                   "the target then chooses which card to take, and the smallest is not always "
                   "the cheapest: a card of the pile's own type keeps the pile one type.",
             "es": "Traje de agua: para cartas de barro que sumen hasta 13, elegidas por el "
                   "objetivo, que se lleva el resto. Solo un barro de 14 (7 contra 7) no se para "
                   "entero; entonces el objetivo elige qué carta se lleva, y la más baja no siempre "
                   "es la más barata: una carta del tipo de su montón lo deja de un solo tipo."},
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
    "M23": {"en": "The final target takes the next turn, even if it stopped all the mud.",
            "es": "El objetivo final juega el siguiente turno, aunque haya parado todo el barro."},
    "M24": {"en": "If every player passes in a row without swapping, the round ends (this tutor's "
                  "own rule, so that every round ends).",
            "es": "Si todos pasan seguidos sin cambiar cartas, se acaba la ronda (una regla de este "
                  "tutor, para que toda ronda termine)."},
    "M25": {"en": "A round ends when the draw pile cannot refill the hands, or when everyone passes "
                  "in a row; if the draw pile is played out, when it is empty and nobody can throw.",
            "es": "Una ronda termina cuando el mazo no alcanza para reponer las manos o cuando todos "
                  "pasan seguidos; si se juega hasta agotar el mazo, cuando está vacío y nadie puede "
                  "lanzar."},
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
    "A1": {"en": "By default a throw is exactly one water and one sand card; with several cards per "
                 "throw it may be one or more of each.",
           "es": "Por defecto se lanza exactamente una carta de agua y una de arena; con varias "
                 "cartas por lanzamiento, una o más de cada."},
    "A2": {"en": "The swap is allowed by default, only when passing. Without the swap a player who "
                 "cannot throw just passes; with the swap at will you may swap even when you could "
                 "throw.",
           "es": "El cambio está permitido por defecto, solo al pasar. Sin cambio, quien no puede "
                 "lanzar solo pasa; con el cambio a voluntad puedes cambiar aunque puedas lanzar."},
    "A3": {"en": "Cards that leave the game stay out of play for the rest of the round.",
           "es": "Las cartas que salen del juego quedan fuera hasta el final de la ronda."},
    "A4": {"en": "Two variants narrow who may complete: the target may not complete; or the player "
                 "who threw never completes, even after a pipe.",
           "es": "Dos variantes limitan quién puede completar: el objetivo no puede completar; o "
                 "quien lanzó nunca completa, ni siquiera tras un tubo."},
    "A5": {"en": "Race order: by default in seat order; or the target is asked first; or every "
                 "answer is secret and a draw picks one of the players who said yes. A real-time "
                 "race needs a live table, so it is not offered here.",
           "es": "Orden de la carrera: por defecto por orden de asiento; o se pregunta primero al "
                 "objetivo; o todas las respuestas son secretas y un sorteo elige entre quienes "
                 "dijeron que sí. Una carrera en tiempo real necesita una mesa en vivo, así que "
                 "aquí no se ofrece."},
    "A6": {"en": "With one completion window, a mud can be completed only right after the throw, "
                 "not after a pipe.",
           "es": "Con una sola oportunidad de completar, el barro solo se completa justo después "
                 "del lanzamiento, no tras un tubo."},
    "A7": {"en": "When the completer must redirect, the new target must be another player than the "
                 "current one.",
           "es": "Si quien completa debe cambiar de objetivo, el nuevo objetivo tiene que ser otro "
                 "jugador que el actual."},
    "A8": {"en": "With no pipe on perfect mud, a perfect mud cannot be piped.",
           "es": "Sin tubo contra barro perfecto, un barro perfecto no se puede desviar con el tubo."},
    "A9": {"en": "With the water suit all or nothing, it works only if the whole mud is worth at "
                 "most 13.",
           "es": "Con el traje de agua todo o nada, solo sirve si todo el barro vale 13 o menos."},
    "A10": {"en": "Machine gun: by default any card that is not mud saves the player. In one variant "
                  "a revealed special card is discarded and the player reveals again; in another a "
                  "revealed defence card goes into the player's hand.",
            "es": "Metralleta: por defecto cualquier carta que no sea barro salva al jugador. En una "
                  "variante, una carta especial destapada se descarta y se destapa otra; en otra, "
                  "una carta de defensa destapada va a la mano del jugador."},
    "A11": {"en": "When the draw pile is played out, the hands are refilled as far as it allows; "
                  "the round ends when it is empty and nobody can throw.",
            "es": "Si se juega hasta agotar el mazo, se repone mientras haya cartas; la ronda acaba "
                  "cuando el mazo está vacío y nadie puede lanzar."},
    "A12": {"en": "When turns go clockwise, the player left of the last thrower moves next.",
            "es": "Si los turnos van hacia la izquierda, juega el de la izquierda de quien lanzó por "
                  "último."},
    "A13": {"en": "When the dirtiest player starts, the player with the highest total starts the "
                  "next round.",
            "es": "Si empieza el más embarrado, la ronda siguiente la empieza quien tiene el total "
                  "más alto."},
    "A14": {"en": "With one round per player, a game has as many rounds as players, each starting "
                  "once.",
            "es": "Con una ronda por jugador, la partida tiene tantas rondas como jugadores, y cada "
                  "uno empieza una."},
    "A15": {"en": "With one type over the whole game, the one-type rule is applied once, to all the "
                  "mud of the game.",
            "es": "Con un solo tipo en toda la partida, la regla de un solo tipo se aplica una vez, "
                  "a todo el barro de la partida."},
    "A16": {"en": "When fewer mud cards break a tie, the tied player who received fewer mud cards "
                  "wins.",
            "es": "Si desempata quien tiene menos cartas de barro, gana el empatado que recibió menos "
                  "cartas de barro."},
    "A17": {"en": "Deck: only the total of 110 cards is known. How many cards of each value there "
                  "are is a best guess, in the default deck (water and sand 1 to 7) and in the 1998 "
                  "deck (no 6s) alike.",
            "es": "Baraja: solo se sabe que hay 110 cartas. Cuántas hay de cada valor es una "
                  "suposición, tanto en la baraja por defecto (agua y arena del 1 al 7) como en la de "
                  "1998 (sin ningún 6)."},
    "A18": {"en": "Hands are hidden; mud piles, the out-of-play pile and the draw-pile count are "
                  "public.",
            "es": "Las manos están ocultas; los montones de barro, las cartas fuera de juego y el "
                  "número de cartas del mazo son públicos."},
    "A19": {"en": "Refills go clockwise from the thrower.",
            "es": "Se repone empezando por quien lanzó y siguiendo hacia la izquierda."},
    "A20": {"en": "Ending the round when everyone passes (M24) is this tutor's own rule: no printed "
                  "rule covers it.",
            "es": "Acabar la ronda cuando todos pasan (M24) es una regla de este tutor: ninguna regla "
                  "impresa lo prevé."},
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
    "DECK_AMIGO_DEFAULT": ("A17", "the default deck: water and sand 1 to 7, five of each (a best guess)",
                           "la baraja por defecto: agua y arena del 1 al 7, cinco de cada (una suposición)"),
    "DECK_FANFOR_1998": ("A17", "the 1998 deck: water and sand 1 to 5 and 7, with no 6 (a best guess)",
                         "la baraja de 1998: agua y arena del 1 al 5 y el 7, sin ningún 6 (una suposición)"),
}
for _name, (_rule, _en, _es) in VARIANT_RULES.items():
    RULEBOOK[_name] = {"en": f"A variant: {_en}.", "es": f"Una variante: {_es}."}

register_rulebook("matschig", RULEBOOK)
