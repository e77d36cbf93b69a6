"""The Matschig course and classroom as ready-made apps: what the notebooks show, with no code."""
from __future__ import annotations

from typing import Any, Callable

import ipywidgets as W

from ... import new_game
from ...core import Game
from ...lessons import LESSONS
from ...lessons.matschig import game
from ...lessons.model import Text
from ..base import (LANGUAGE, Classroom, Language, LanguageSwitch, LessonPlayer, ProgressView, Scenario,
                    Session, Table)
from .adapter import MatschigAdapter
from .mudlab import MudLab


def course(language: Language = LANGUAGE, start: int = 0) -> W.VBox:
    """The whole Matschig course: language switch, lessons (the appendix of variants last), progress."""
    player = LessonPlayer(LESSONS["matschig"], MatschigAdapter(), language, start=start,
                          labs={"mud": lambda lang: MudLab(language=lang)})
    box = W.VBox([LanguageSwitch(language), player, ProgressView("matschig", language=language)])
    box.add_class("tutor-course")
    box.player = player  # for tests and the browser bench
    return box


def full_game(players: int = 4, seed: int = 1, language: Language = LANGUAGE) -> Table:
    """A game against bots with hints, the learner in seat P1."""
    session = Session(new_game("matschig", players=players, seed=seed), seat=0,
                      bots={s: "hint" for s in range(1, players)},
                      make_game=lambda: new_game("matschig", players=players))
    return Table(session, MatschigAdapter(), language)




def _defend(hand: str, mud: str, **kw: Any) -> Callable[[], Game]:
    """P2 has thrown `mud` at P1, nobody completed it, and P1 (holding `hand`) must answer."""
    return lambda: game(hands=[hand], thrown=mud, thrower=1, target=0, race=False, **kw)


SCENARIOS = [
    Scenario(Text("A perfect mud nobody can complete", "Un barro perfecto que nadie puede completar"), ("M9", "M10"),
             Text("P1 throws W4 S4 at P3. P2 holds a W4 too: watch whether anyone is asked to complete it.",
                "P1 lanza W4 S4 a P3. P2 también tiene un W4: mira si se pregunta a alguien para completarlo."),
             lambda: game(hands=["W4 S4 W2 S6 U1 U3 PIPE", "W4 W1 S1 U2 U5 S3 U7"], seed=51),
             steps=("throw W4 S4 at P3",),
             after=Text("Water 4 = sand 4: perfect. No completion window; P3 must defend at once.",
                      "Agua 4 = arena 4: perfecto. No hay oportunidad de completarlo; P3 debe defenderse enseguida.")),
    Scenario(Text("A completion that redirects the mud", "Completar para desviar el barro"), ("M12", "M13", "M14", "M15"),
             Text("P1 throws W3 S5 at P2. W2 completes it, and P3 holds one. Each player is asked in turn.",
                "P1 lanza W3 S5 a P2. Lo completa W2, y P3 tiene uno. Se pregunta a cada jugador por turno."),
             lambda: game(hands=["W3 S5 W1 S1 U1 U2 U3", "S2 S3 U4 U5 U6 U7 BLOWER", "W2 W6 S6 U1 U2 U3 PIPE"],
                          seed=52),
             steps=("throw W3 S5 at P2", "decline", "complete W2 at P1"),
             after=Text("P3 made it perfect (5 = 5) and sent it back at the thrower: now P1 must defend.",
                      "P3 lo dejó perfecto (5 = 5) y se lo devolvió a quien lo lanzó: ahora P1 debe defenderse.")),
    Scenario(Text("Umbrellas that stop one card but not the other",
                "Paraguas que paran una carta pero no la otra"), ("M18",),
             Text("W2 S5 flies at P1, who has one big umbrella, U7. First P1 tries to guard both cards with it.",
                "W2 S5 va hacia P1, que tiene un solo paraguas grande, U7. Primero P1 intenta proteger las dos "
                "cartas con él."),
             _defend("U7 W1 W3 S1 S3 S6 W6", "W2 S5", seed=53),
             steps=("umbrellas U7>W2 U7>S5", "umbrellas U7>S5"),
             after=Text("One umbrella guards one mud card: U7 stops S5, and P1 takes W2.",
                      "Un paraguas protege una sola carta de barro: U7 para S5 y P1 se lleva W2.")),
    Scenario(Text("The pipe", "El tubo"), ("M19a",),
             Text("W3 S5 flies at P1, who pipes it on at P3. The mud is still not perfect: a new window opens.",
                "W3 S5 va hacia P1, que lo desvía con el tubo hacia P3. El barro sigue sin ser perfecto: hay otra "
                "oportunidad de completarlo."),
             _defend("PIPE U1 W1 S1 S4 W6 U2", "W3 S5", seed=54),
             steps=("PIPE at P3",),
             after=Text("P1 is now the sender: everyone else is asked, the thrower P2 included.",
                      "Ahora P1 es quien lo manda: se pregunta a todos los demás, incluido P2, que lo lanzó.")),
    Scenario(Text("The blower", "La sopladora"), ("M19b",),
             Text("W5 S2 flies at P1, who plays the blower.", "W5 S2 va hacia P1, que juega la sopladora."),
             _defend("BLOWER U1 W1 S1 S4 W6 U2", "W5 S2", seed=55), steps=("BLOWER",),
             after=Text("The sand is blown away; P1 takes the water W5.", "La arena sale volando; P1 se lleva el agua W5.")),
    Scenario(Text("The flamethrower", "El lanzallamas"), ("M19c",),
             Text("W5 S2 flies at P1, who plays the flamethrower.", "W5 S2 va hacia P1, que juega el lanzallamas."),
             _defend("FLAMETHROWER U1 W1 S1 S4 W6 U2", "W5 S2", seed=56), steps=("FLAMETHROWER",),
             after=Text("The water dries up; P1 takes the sand S2.", "El agua se evapora; P1 se lleva la arena S2.")),
    Scenario(Text("The water suit", "El traje de agua"), ("M19d",),
             Text("W7 S7, worth 14, flies at P1. The water suit stops 13 at most.",
                "W7 S7, que vale 14, va hacia P1. El traje de agua para 13 como máximo."),
             lambda: game(hands=["WATERSUIT U1 W1 S1 S4 W6 U2"], thrown="W7 S7", thrower=1, target=0, seed=57),
             steps=("WATERSUIT W7",),
             after=Text("It stops W7; P1 takes S7. Only a perfect 14 is ever too much for the suit.",
                      "Para W7; P1 se lleva S7. Solo un barro perfecto de 14 es demasiado para el traje.")),
    Scenario(Text("The machine-gun umbrella", "El paraguas metralleta"), ("M19e",),
             Text("W4 S6 flies at P1, who fires the machine gun. From the top, the draw pile holds W3, then U2, then "
                "W2: P2 reveals first, then P3, then P4.",
                "W4 S6 va hacia P1, que dispara la metralleta. De arriba abajo, el mazo tiene W3, luego U2 y luego "
                "W2: destapa primero P2, luego P3 y luego P4."),
             _defend("MACHINEGUN U1 W1 W3 S6 S2 U2", "W4 S6", deck="S5 S1 U4 W2 U2 W3", seed=58),
             steps=("MACHINEGUN",),
             after=Text("The mud is gone. A mud card revealed lands on that player's pile; anything else saves them.",
                      "El barro desaparece. Una carta de barro destapada va al montón de quien la destapa; cualquier "
                      "otra lo salva.")),
    Scenario(Text("A mixed pile against a one-type pile", "Un montón mezclado contra uno de un solo tipo"),
             ("M26", "M22"),
             Text("Last mud of the round. P3's pile S5 S6 S7 S7 is all sand; P4's W3 S4 is mixed. P1 accepts, the draw "
                "pile runs short and the round is scored.",
                "Último barro de la ronda. El montón de P3, S5 S6 S7 S7, es todo arena; el de P4, W3 S4, está "
                "mezclado. P1 acepta, el mazo no alcanza y se puntúa la ronda."),
             lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["", "", "S5 S6 S7 S7", "W3 S4"], thrown="W2 S2",
                          thrower=1, target=0, deck_size=1, seed=59),
             steps=("accept",),
             after=Text("S5 S6 S7 S7 scores 4 (1 a card); W3 S4 scores 7 (the sum). Big cards of one type are cheap.",
                      "S5 S6 S7 S7 vale 4 (1 por carta); W3 S4 vale 7 (la suma). Las cartas altas de un solo tipo "
                      "salen baratas.")),
]


def classroom(language: Language = LANGUAGE) -> W.VBox:
    """The projector view: scenarios framed on one rule each, on a large table showing every hand."""
    room = Classroom(SCENARIOS, MatschigAdapter(), language)
    box = W.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
