"""Appendix lessons on the variants of the throw, the swap and the completion race (A1, A2, A4-A8)."""
from __future__ import annotations

from ..model import NO, YES, Text
from .appendix import contrast, maker, side_by_side, variant_lesson
from .common import P, after, game, legal, seats, table

yes_no = (YES, NO)


def yn(ok: bool) -> str:
    return "yes" if ok else "no"


def _told_to(g, seat: int) -> str:
    """The kind of event the last step's first event is, as `seat` is told it."""
    seen = g.history[-1].events[0].seen_by(seat)
    return "" if seen is None else str(seen.kind)


RACE_HANDS = ["W2 W5 S1 U2 U6 S3 BLOWER", None, None, "W3 S5 U1 U2 U3 U4 PIPE"]
PIPE_HAND = "PIPE U1 W1 S1 S4 W6 U2"

LESSONS = [
    variant_lesson(
        "v-multi", "MULTI_CARD_THROW", ("M8", "A1"), Text("Variant: several cards per throw",
                                                          "Variante: varias cartas por lanzamiento"),
        side_by_side("MULTI_CARD_THROW", Text("Exactly one water card and one sand card.",
                                              "Exactamente una carta de agua y una de arena."),
                     Text("One or more of each; the mud holds them all and is perfect if the sums are equal.",
                          "Una o más de cada tipo; el barro las lleva todas y es perfecto si las sumas son iguales.")),
        lambda: game(hands=["W2 W3 S5 S1 U1 U2 PIPE"], seed=31, variants={"MULTI_CARD_THROW"}),
        contrast("MULTI_CARD_THROW", ("M8", "A1"),
                 Text("P1 holds water 2, water 3 and sand 5. May P1 throw all three at P2?",
                      "P1 tiene agua 2, agua 3 y arena 5. ¿Puede lanzar las tres a P2?"),
                 maker(hands=["W2 W3 S5 S1 U1 U2 PIPE"]), lambda g: yn(legal(g, "throw W2 W3 S5 at P2")), yes_no,
                 Text("The rules can be read as “one of each” or as “at least one of each”.",
                      "Las reglas se pueden leer como «una de cada» o como «al menos una de cada»."),
                 lambda g: {"holds": (0, "W2 W3 S5")})),
    variant_lesson(
        "v-swap-off", "SWAP3_OFF", ("M7", "A2"), Text("Variant: no swap", "Variante: sin cambio"),
        side_by_side("SWAP3_OFF", Text("A player who cannot throw passes and may swap 3 cards.",
                                       "Quien no puede lanzar pasa y puede cambiar 3 cartas."),
                     Text("A plain pass, with no swap.", "Se pasa sin cambiar.")),
        lambda: game(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], seed=32, variants={"SWAP3_OFF"}),
        contrast("SWAP3_OFF", ("M7", "A2"),
                 Text("P1 has no sand card. May P1 swap water 1, water 2 and umbrella 3 when passing?",
                      "P1 no tiene arena. ¿Puede cambiar agua 1, agua 2 y el paraguas 3 al pasar?"),
                 maker(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"]), lambda g: yn(legal(g, "swap W1 W2 U3")), yes_no,
                 Text("The swap is a house rule: without it, a player who cannot throw just passes.",
                      "El cambio es una regla de la casa: sin él, quien no puede lanzar solo pasa."),
                 lambda g: {"lacks": (0, "S")})),
    variant_lesson(
        "v-voluntary-swap", "VOLUNTARY_SWAP", ("M6", "A2"), Text("Variant: swap at will", "Variante: cambio a voluntad"),
        side_by_side("VOLUNTARY_SWAP", Text("A player who can throw must throw; only a player who passes may swap.",
                                            "Quien puede lanzar debe lanzar; solo quien pasa puede cambiar."),
                     Text("You may swap 3 cards and pass even when you could throw.",
                          "Puedes cambiar 3 cartas y pasar aunque pudieras lanzar.")),
        lambda: game(hands=["W1 S2 U3 U4 U5 PIPE BLOWER"], seed=32, variants={"VOLUNTARY_SWAP"}),
        contrast("VOLUNTARY_SWAP", ("M6", "A2"),
                 Text("P1 could throw water 1 and sand 2. May P1 swap water 1, sand 2 and umbrella 3 instead?",
                      "P1 podría lanzar agua 1 y arena 2. ¿Puede cambiar agua 1, arena 2 y el paraguas 3 en su lugar?"),
                 maker(hands=["W1 S2 U3 U4 U5 PIPE BLOWER"]), lambda g: yn(legal(g, "swap W1 S2 U3")), yes_no,
                 Text("By default a player who can throw must throw.", "Por defecto quien puede lanzar debe lanzar."),
                 lambda g: {"holds": (0, "W1 S2 U3")})),
    variant_lesson(
        "v-target-cannot", "TARGET_CANNOT_COMPLETE", ("M13", "A4"),
        Text("Variant: the target may not complete", "Variante: el objetivo no puede completar"),
        side_by_side("TARGET_CANNOT_COMPLETE", Text("Everyone but the sender may complete, the target included.",
                                                    "Puede completar cualquiera menos quien lo manda, incluido el "
                                                    "objetivo."),
                     Text("The target may not complete the mud thrown at it.",
                          "El objetivo no puede completar el barro que le lanzan.")),
        lambda: game(hands=RACE_HANDS, to_move=3, seed=33, variants={"TARGET_CANNOT_COMPLETE"}),
        contrast("TARGET_CANNOT_COMPLETE", ("M13", "A4"),
                 Text("P4 throws water 3 and sand 5 at P1, who holds water 2. Is P1 asked whether to complete it?",
                      "P4 lanza agua 3 y arena 5 a P1, que tiene agua 2. ¿Se le pregunta a P1 si lo completa?"),
                 maker(hands=RACE_HANDS, to_move=3),
                 lambda g: yn(0 in table(after(g, "throw W3 S5 at P1"))["queue"]), yes_no,
                 Text("Completing is the target's way to fight back, unless the variant forbids it.",
                      "Completar es la forma de contraatacar del objetivo, salvo que la variante lo prohíba."),
                 lambda g: {"holds": (3, "W3 S5"), "holds2": (0, "W2"), "to_move": 3})),
    variant_lesson(
        "v-thrower-never", "THROWER_NEVER_COMPLETES", ("M13", "M19a", "A4"),
        Text("Variant: the thrower never completes", "Variante: quien lanza nunca completa"),
        side_by_side("THROWER_NEVER_COMPLETES", Text("After a pipe the piper is the sender; the thrower may complete "
                                                     "like anyone else.",
                                                     "Tras un tubo, quien lo desvió es quien lo manda; quien lanzó "
                                                     "puede completar como cualquier otro."),
                     Text("The original thrower stays barred, even after a pipe.",
                          "Quien lanzó sigue excluido, incluso tras un tubo.")),
        lambda: game(hands=[PIPE_HAND, "W2 W4 S1 U1 U3"], thrown="W3 S5", thrower=1, target=0, race=False, seed=34,
                     variants={"THROWER_NEVER_COMPLETES"}),
        contrast("THROWER_NEVER_COMPLETES", ("M13", "M19a", "A4"),
                 Text("P2 threw water 3 and sand 5 at P1; P1 pipes it at P3. Is P2 asked whether to complete it?",
                      "P2 lanzó agua 3 y arena 5 a P1; P1 lo desvía con el tubo hacia P3. ¿Se le pregunta a P2 si lo "
                      "completa?"),
                 maker(hands=[PIPE_HAND, "W2 W4 S1 U1 U3"], thrown="W3 S5", thrower=1, target=0, race=False),
                 lambda g: yn(1 in table(after(g, "PIPE at P3"))["queue"]), yes_no,
                 Text("After a pipe the piper is the sender.", "Tras un tubo, quien lo desvió es quien lo manda."),
                 lambda g: {"thrower": 1, "mud": "W3 S5", "holds": (0, "PIPE")})),
    variant_lesson(
        "v-target-first", "RACE_TARGET_FIRST", ("M14", "A5"),
        Text("Variant: the target is asked first", "Variante: se pregunta primero al objetivo"),
        side_by_side("RACE_TARGET_FIRST", Text("Those who may complete are asked in seat order from the sender's left; "
                                               "the first yes wins.",
                                               "Se pregunta por orden de asiento, desde la izquierda de quien lo manda; "
                                               "gana el primer sí."),
                     Text("The target is asked first, then the others in seat order.",
                          "Se pregunta primero al objetivo y luego a los demás por orden.")),
        lambda: game(hands=RACE_HANDS[:3], thrown="W3 S5", thrower=3, target=2, seed=35,
                     variants={"RACE_TARGET_FIRST"}),
        contrast("RACE_TARGET_FIRST", ("M14", "A5"),
                 Text("P4 throws water 3 and sand 5 at P3. Who is asked first whether to complete it?",
                      "P4 lanza agua 3 y arena 5 a P3. ¿A quién se pregunta primero si lo completa?"),
                 maker(hands=RACE_HANDS, to_move=3),
                 lambda g: P(table(after(g, "throw W3 S5 at P3"))["queue"][0]), seats(4, skip=[3]),
                 Text("By default the order starts left of the sender.",
                      "Por defecto el orden empieza a la izquierda de quien lo manda."),
                 lambda g: {"holds": (3, "W3 S5"), "to_move": 3})),
    variant_lesson(
        "v-race-random", "RACE_RANDOM", ("M14", "A5"),
        Text("Variant: a secret race with a draw", "Variante: carrera secreta con sorteo"),
        side_by_side("RACE_RANDOM", Text("Everyone hears each answer; the first yes wins.",
                                         "Todos oyen cada respuesta; gana el primer sí."),
                     Text("Every answer is secret until all have answered; then a draw picks one of the yeses, a fair "
                          "stand-in for the quickest hand.",
                          "Cada respuesta es secreta hasta que todos han respondido; luego un sorteo elige entre los "
                          "síes, en lugar de la mano más rápida.")),
        lambda: game(hands=RACE_HANDS, to_move=3, seed=36, variants={"RACE_RANDOM"}),
        contrast("RACE_RANDOM", ("M14", "A5"),
                 Text("P4 throws water 3 and sand 5 at P3, and P1, asked first, declines. Does P2 learn that P1 "
                      "declined?", "P4 lanza agua 3 y arena 5 a P3, y P1, a quien se pregunta primero, renuncia. ¿Se "
                                   "entera P2 de que P1 renunció?"),
                 maker(hands=RACE_HANDS, to_move=3),
                 lambda g: yn(_told_to(after(g, "throw W3 S5 at P3", "decline"), 1) == "decline"), yes_no,
                 Text("With the draw, nobody may act on what the others answered.",
                      "Con el sorteo, nadie puede guiarse por lo que respondieron los demás."),
                 lambda g: {"holds": (3, "W3 S5"), "to_move": 3})),
    variant_lesson(
        "v-window", "COMPLETE_ONLY_AFTER_THROW", ("M19a", "A6"),
        Text("Variant: one completion window", "Variante: una sola oportunidad de completar"),
        side_by_side("COMPLETE_ONLY_AFTER_THROW", Text("A mud may be completed after the throw and again after every "
                                                       "pipe, while it is not perfect.",
                                                       "Se puede completar tras el lanzamiento y otra vez tras cada "
                                                       "tubo, mientras el barro no sea perfecto."),
                     Text("Only right after the throw.", "Solo justo después del lanzamiento.")),
        lambda: game(hands=[PIPE_HAND], thrown="W3 S5", thrower=1, target=0, race=False, seed=37,
                     variants={"COMPLETE_ONLY_AFTER_THROW"}),
        contrast("COMPLETE_ONLY_AFTER_THROW", ("M19a", "A6"),
                 Text("P1 pipes the imperfect mud, water 3 and sand 5, at P3. Is there a new chance to complete it?",
                      "P1 desvía con el tubo el barro imperfecto, agua 3 y arena 5, hacia P3. ¿Hay otra oportunidad "
                      "de completarlo?"),
                 maker(hands=[PIPE_HAND], thrown="W3 S5", thrower=1, target=0, race=False),
                 lambda g: yn(table(after(g, "PIPE at P3"))["phase"] == "race"), yes_no,
                 Text("Either way P3 then defends with every option.",
                      "En los dos casos P3 se defiende después con todas las opciones."),
                 lambda g: {"mud": "W3 S5", "holds": (0, "PIPE")})),
    variant_lesson(
        "v-redirect", "MUST_REDIRECT", ("M15", "A7"),
        Text("Variant: the completer must redirect", "Variante: quien completa debe cambiar de objetivo"),
        side_by_side("MUST_REDIRECT", Text("The completer may send the mud at anyone but themselves, the current "
                                           "target included.",
                                           "Quien completa puede mandar el barro a cualquiera menos a sí mismo, incluido "
                                           "el objetivo actual."),
                     Text("The new target must be another player than the current target.",
                          "El nuevo objetivo debe ser otro jugador distinto del objetivo actual.")),
        lambda: game(hands=RACE_HANDS[:1], thrown="W3 S5", thrower=3, target=1, seed=38, variants={"MUST_REDIRECT"}),
        contrast("MUST_REDIRECT", ("M15", "A7"),
                 Text("P4 threw water 3 and sand 5 at P2; P1 completes it with water 2. May P1 send it at P2 again?",
                      "P4 lanzó agua 3 y arena 5 a P2; P1 lo completa con agua 2. ¿Puede mandárselo otra vez a P2?"),
                 maker(hands=RACE_HANDS[:1], thrown="W3 S5", thrower=3, target=1),
                 lambda g: yn(legal(g, "complete W2 at P2")), yes_no,
                 Text("Sending it back at the same target leaves it with a perfect mud nobody can complete.",
                      "Devolvérselo al mismo objetivo le deja un barro perfecto que nadie puede completar."),
                 lambda g: {"thrower": 3, "target": 1, "mud": "W3 S5", "holds": (0, "W2")})),
    variant_lesson(
        "v-perfect-pipe", "PERFECT_BLOCKS_PIPE", ("M19a", "A8"),
        Text("Variant: no pipe on perfect mud", "Variante: sin tubo contra barro perfecto"),
        side_by_side("PERFECT_BLOCKS_PIPE", Text("The target's pipe works on any mud: “nobody may redirect a perfect "
                                                 "mud” is read as “nobody may complete it”.",
                                                 "El tubo del objetivo sirve contra cualquier barro: «nadie puede "
                                                 "desviar un barro perfecto» se lee como «nadie puede completarlo»."),
                     Text("A perfect mud cannot be piped.", "Un barro perfecto no se puede desviar con el tubo.")),
        lambda: game(hands=[PIPE_HAND], thrown="W4 S4", thrower=1, target=0, seed=39, variants={"PERFECT_BLOCKS_PIPE"}),
        contrast("PERFECT_BLOCKS_PIPE", ("M19a", "A8"),
                 Text("The mud, water 4 and sand 4, is perfect. May P1 pipe it at P3?",
                      "El barro, agua 4 y arena 4, es perfecto. ¿Puede P1 desviarlo con el tubo hacia P3?"),
                 maker(hands=[PIPE_HAND], thrown="W4 S4", thrower=1, target=0),
                 lambda g: yn(legal(g, "PIPE at P3")), yes_no,
                 Text("The variant reads “nobody may redirect a perfect mud” word for word.",
                      "La variante lee al pie de la letra «nadie puede desviar un barro perfecto»."),
                 lambda g: {"mud": "W4 S4", "holds": (0, "PIPE")})),
]
