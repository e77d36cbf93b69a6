"""The Muros course and classroom as ready-made apps: what the notebooks show, with no code."""
from __future__ import annotations

import ipywidgets as W

from ... import new_game
from ...core import Game
from ...lessons import LESSONS
from ...lessons.model import Text
from ...lessons.muros import game
from ..base import (LANGUAGE, Classroom, Language, LanguageSwitch, LessonPlayer, ProgressView, Scenario,
                    Session, Table)
from .adapter import MurosAdapter
from .linelab import LineLab

def course(language: Language = LANGUAGE, start: int = 0) -> W.VBox:
    """The whole Muros course: language switch, lessons (the appendix of variants last), progress."""
    player = LessonPlayer(LESSONS["muros"], MurosAdapter(), language, start=start,
                          labs={"line": lambda lang: LineLab(language=lang)})
    box = W.VBox([LanguageSwitch(language), player, ProgressView("muros", language=language)])
    box.add_class("tutor-course")
    box.player = player  # for tests and the browser bench
    return box


def full_game(players: int = 3, seed: int = 1, language: Language = LANGUAGE) -> Table:
    """A game against bots with hints, the learner in seat P1."""
    session = Session(new_game("muros", players=players, seed=seed), seat=0,
                      bots={s: "hint" for s in range(1, players)},
                      make_game=lambda: new_game("muros", players=players))
    return Table(session, MurosAdapter(), language)




def _last_card() -> Game:
    """The rules file's scoring example, one card before the end: red 7, blue 7, green 3 on the board."""
    board = ["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)]
    return game(board=board, fill=False, captured=[{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}],
                placed=35, hands=[{"Y": 1}, {}], turn=0, seed=3)


SCENARIOS = [
    Scenario(Text("A card may not face another in phase 1", "En la fase 1 una carta no puede quedar enfrente de otra"),
             ("MU9",), Text("W3 already holds a card. Watch what happens when a card is tried in E3, its opposite.",
                          "W3 ya tiene carta. Mira qué pasa si se intenta poner una carta en E3, su opuesta."),
             lambda: game(players=2, slots={"W3": "R"}, placed=1, hands=[{"G": 1, "Y": 1}, {"B": 1}], turn=0,
                          seed=12),
             steps=("G@E3",), focus=("W3", "E3"),
             after=Text("Refused: in phase 1 each line takes one card only.",
                      "Rechazada: en la fase 1 cada línea admite una sola carta.")),
    Scenario(Text("k = 0: nothing happens", "k = 0: no pasa nada"), ("MU13",),
             Text("Row 4 has no yellow token. A yellow card goes into W4.",
                "La fila 4 no tiene fichas amarillas. Una carta amarilla va a W4."),
             lambda: game(players=2, rows={4: "RBGRWB.GR"}, hands=[{"Y": 1, "R": 1}, {"B": 1}], seed=4),
             steps=("Y@W4",), focus=("W4",), after=Text("No yellow, so k = 0: no token leaves, nothing slides.",
                                                      "No hay amarillas, así que k = 0: no sale ninguna ficha ni se "
                                                      "desplaza nada.")),
    Scenario(Text("The slide keeps the gaps", "El desplazamiento mantiene los huecos"), ("MU13", "MU14"),
             Text("Row 5 is Y.RB.GGW. A green card goes into E5: count 2, remove from the West end, slide West.",
                "La fila 5 es Y.RB.GGW. Una carta verde va a E5: cuenta 2, retira desde el oeste y desplaza "
                "hacia el oeste."),
             lambda: game(players=2, rows={5: "Y.RB.GGW."}, hands=[{"G": 1, "R": 1}, {"Y": 1}], seed=1),
             steps=("G@E5",), focus=("E5",), after=Text("B.GGW....: the hole between B and G is kept.",
                                                      "B.GGW....: el hueco entre B y G se mantiene.")),
    Scenario(Text("A hole in a crossing line", "Un hueco en una línea que se cruza"), ("MU16",),
             Text("A red card goes into W2; watch the columns that cross row 2.",
                "Una carta roja va a W2; mira las columnas que cruzan la fila 2."),
             lambda: game(players=2, rows={2: "RRBYGRWBY"}, hands=[{"R": 1, "G": 1}, {"Y": 1}], seed=6),
             steps=("R@W2",), focus=("W2",),
             after=Text("The framed cells changed: each crossing column now has a hole in row 2.",
                      "Las casillas enmarcadas han cambiado: cada columna que cruza tiene ahora un hueco en la fila 2.")),
    Scenario(Text("Same colour blocks the line", "El mismo color bloquea la línea"), ("MU18",),
             Text("Phase 2: a blue card goes into W6, facing the blue card in E6.",
                "Fase 2: una carta azul va a W6, enfrente de la carta azul de E6."),
             lambda: game(players=2, placed=18, slots={"E6": "B"}, hands=[{"B": 1, "R": 1}, {"G": 1}], seed=5),
             steps=("B@W6",), focus=("W6", "E6"), after=Text("Blocked: nothing is taken, the line is full.",
                                                           "Bloqueada: nadie se lleva nada y la línea está llena.")),
    Scenario(Text("A capture that changes the majority", "Una captura que cambia la mayoría"), ("MU19", "MU24"),
             Text("Watch the row “Tokens on the board”: P1 takes the red tokens of row 4.",
                "Mira la fila «Fichas en el tablero»: P1 se lleva las fichas rojas de la fila 4."),
             lambda: game(players=2, placed=18, rows={4: "RRBRGYRWB"}, slots={"E4": "B"},
                          hands=[{"Y": 1, "R": 1, "G": 1}, {"G": 1}], seed=8),
             steps=("R@W4 take R",), focus=("W4", "E4"),
             after=Text("Four red tokens fewer on the board: the majority colour can change.",
                      "Cuatro fichas rojas menos en el tablero: el color mayoritario puede cambiar.")),
    Scenario(
        Text("A tie-break by tiers", "Un desempate por niveles"), ("MU24", "MU25", "MU26"),
        Text("The last card. Red and blue tie on the board; P1 captured R4 B1 Y5, P2 R2 B3 G2. Who wins?",
           "La última carta. El rojo y el azul empatan en el tablero; P1 capturó R4 B1 Y5 y P2, R2 B3 G2. "
           "¿Quién gana?"),
        _last_card, steps=("Y@N1 take none",), focus=("N1",),
        after=Text("Red+blue is one tier: 5 each. The next tier, green, gives P2 2 against 0: P2 wins.",
                 "Rojo+azul forman un nivel: 5 cada uno. El siguiente, el verde, da a P2 2 contra 0: gana P2.")),
]


def classroom(language: Language = LANGUAGE) -> W.VBox:
    """The projector view: scenarios framed on one rule each, on a large board."""
    room = Classroom(SCENARIOS, MurosAdapter(), language)
    box = W.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
