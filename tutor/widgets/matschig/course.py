"""The Matschig course and classroom as ready-made apps: what the notebooks show, with no code."""
from __future__ import annotations

from typing import Any, Callable


from ... import new_game
from ...core import Game
from ...core.i18n import Text
from ...lessons import LESSONS
from ...lessons.matschig import game
from ...matschig import MatschigState
from ..base import guarded as G
from ..base import (LANGUAGE, Classroom, ClickAdapter, Language, LanguageSwitch, LessonPlayer, ProgressView,
                    Scenario, Session, Table)
from .mudlab import MudLab


ADAPTER = ClickAdapter  # the one adapter: clicks follow the engine's click paths
LABS = {"mud": lambda lang: MudLab(language=lang)}


def course(language: Language = LANGUAGE, start: int = 0) -> G.VBox:
    """The whole Matschig course: language switch, lessons (the appendix of variants last), progress."""
    player = LessonPlayer(LESSONS["matschig"], ClickAdapter(), language, start=start,
                          labs=LABS)
    box = G.VBox([LanguageSwitch(language), player, ProgressView("matschig", language=language)])
    box.add_class("tutor-course")
    box.player = player  # for tests and the browser bench
    return box


def full_game(players: int = 4, seed: int = 1, language: Language = LANGUAGE) -> Table:
    """A game against bots with hints, the learner in seat P1."""
    session = Session(new_game("matschig", players=players, seed=seed), seat=0,
                      bots={s: "hint" for s in range(1, players)},
                      make_game=lambda: new_game("matschig", players=players))
    return Table(session, ClickAdapter(), language)


def _defend(hand: str, mud: str, **kw: Any) -> Callable[[], Game[MatschigState]]:
    """P2 has thrown `mud` at P1, nobody completed it, and P1 (holding `hand`) must answer."""
    return lambda: game(hands=[hand], thrown=mud, thrower=1, target=0, race=False, **kw)


SCENARIOS = [
    Scenario(Text("A perfect mud nobody can complete", "Un barro perfecto que nadie puede completar"), ("M9", "M10"),
             Text("P1 throws water 4 and sand 4 at P3. P2 holds a water 4 too: watch whether anyone is asked to complete it.",
                "P1 lanza agua 4 y arena 4 a P3. P2 también tiene un agua 4: mira si se pregunta a alguien si lo completa."),
             lambda: game(hands=["W4 S4 W2 S6 U1 U3 PIPE", "W4 W1 S1 U2 U5 S3 U7"], seed=51),
             steps=("throw W4 S4 at P3",),
             after=Text("Water 4 = sand 4: perfect. No completion window; P3 must defend at once.",
                      "Agua 4 = arena 4: perfecto. No hay oportunidad de completarlo; P3 debe defenderse enseguida.")),
    Scenario(Text("A completion that redirects the mud", "Completar para desviar el barro"), ("M12", "M13", "M14", "M15"),
             Text("P1 throws water 3 and sand 5 at P2. A water 2 completes it, and P3 holds one. Each player is asked in "
                "turn.", "P1 lanza agua 3 y arena 5 a P2. Lo completa un agua 2, y P3 tiene uno. Se pregunta a cada "
                "jugador por turno."),
             lambda: game(hands=["W3 S5 W1 S1 U1 U2 U3", "S2 S3 U4 U5 U6 U7 BLOWER", "W2 W6 S6 U1 U2 U3 PIPE"],
                          seed=52),
             steps=("throw W3 S5 at P2", "decline", "complete W2 at P1"),
             after=Text("P3 made it perfect (5 = 5) and sent it back at the thrower: now P1 must defend.",
                      "P3 lo dejó perfecto (5 = 5) y se lo devolvió a quien lo lanzó: ahora P1 debe defenderse.")),
    Scenario(Text("Umbrellas that stop one card but not the other",
                "Paraguas que paran una carta pero no la otra"), ("M18",),
             Text("Water 2 and sand 5 fly at P1, who has one big umbrella, umbrella 7. First P1 tries to guard both "
                "cards with it.", "Agua 2 y arena 5 van hacia P1, que tiene un solo paraguas grande, el 7. Primero "
                "P1 intenta proteger las dos cartas con él."),
             _defend("U7 W1 W3 S1 S3 S6 W6", "W2 S5", seed=53),
             steps=("umbrellas U7>W2 U7>S5", "umbrellas U7>S5"),
             after=Text("One umbrella guards one mud card: umbrella 7 stops sand 5, and P1 takes water 2.",
                      "Un paraguas protege una sola carta de barro: el paraguas 7 detiene arena 5 y P1 se lleva "
                      "agua 2.")),
    Scenario(Text("The pipe", "El tubo"), ("M19a",),
             Text("Water 3 and sand 5 fly at P1, who pipes them on at P3. The mud is still not perfect: a new window "
                "opens.", "Agua 3 y arena 5 van hacia P1, que las desvía con el tubo hacia P3. El barro sigue sin ser "
                "perfecto: hay otra oportunidad de completarlo."),
             _defend("PIPE U1 W1 S1 S4 W6 U2", "W3 S5", seed=54),
             steps=("PIPE at P3",),
             after=Text("P1 is now the sender: everyone else is asked, the thrower P2 included.",
                      "Ahora P1 es quien lo manda: se pregunta a todos los demás, incluido P2, que lo lanzó.")),
    Scenario(Text("The blower", "La sopladora"), ("M19b",),
             Text("Water 5 and sand 2 fly at P1, who plays the blower.", "Agua 5 y arena 2 van hacia P1, que juega la "
                                                                      "sopladora."),
             _defend("BLOWER U1 W1 S1 S4 W6 U2", "W5 S2", seed=55), steps=("BLOWER",),
             after=Text("The sand is blown away; P1 takes water 5.", "La arena sale volando; P1 se lleva agua 5.")),
    Scenario(Text("The flamethrower", "El lanzallamas"), ("M19c",),
             Text("Water 5 and sand 2 fly at P1, who plays the flamethrower.", "Agua 5 y arena 2 van hacia P1, que "
                                                                             "juega el lanzallamas."),
             _defend("FLAMETHROWER U1 W1 S1 S4 W6 U2", "W5 S2", seed=56), steps=("FLAMETHROWER",),
             after=Text("The water dries up; P1 takes sand 2.", "El agua se evapora; P1 se lleva arena 2.")),
    Scenario(Text("The water suit", "El traje de agua"), ("M19d",),
             Text("Water 7 and sand 7, worth 14, fly at P1. The water suit stops 13 at most.",
                "Agua 7 y arena 7, que valen 14, van hacia P1. El traje de agua detiene 13 como máximo."),
             lambda: game(hands=["WATERSUIT U1 W1 S1 S4 W6 U2"], thrown="W7 S7", thrower=1, target=0, seed=57),
             steps=("WATERSUIT W7",),
             after=Text("It stops water 7; P1 takes sand 7. Only a perfect 14 is ever too much for the suit.",
                      "Detiene agua 7; P1 se lleva arena 7. Solo un barro perfecto de 14 es demasiado para el traje.")),
    Scenario(Text("The machine-gun umbrella", "El paraguas metralleta"), ("M19e",),
             Text("Water 4 and sand 6 fly at P1, who fires the machine gun. From the top, the draw pile holds water 3, "
                "then umbrella 2, then water 2: P2 reveals first, then P3, then P4.",
                "Agua 4 y arena 6 van hacia P1, que dispara la metralleta. De arriba abajo, el mazo tiene agua 3, "
                "luego paraguas 2 y luego agua 2: destapa primero P2, luego P3 y luego P4."),
             _defend("MACHINEGUN U1 W1 W3 S6 S2 U2", "W4 S6", deck="S5 S1 U4 W2 U2 W3", seed=58),
             steps=("MACHINEGUN",),
             after=Text("The mud is gone. A mud card revealed lands on that player's pile; anything else saves them.",
                      "El barro desaparece. Una carta de barro destapada va al montón de quien la destapa; cualquier "
                      "otra lo salva.")),
    Scenario(Text("A mixed pile against a one-type pile", "Un montón mezclado contra uno de un solo tipo"),
             ("M26", "M22"),
             Text("Last mud of the round. P3's pile, sand 5, 6, 7 and 7, is all sand; P4's, water 3 and sand 4, is "
                "mixed. P1 accepts, the draw pile runs short and the round is scored.",
                "Último barro de la ronda. El montón de P3, arena 5, 6, 7 y 7, es todo arena; el de P4, agua 3 y "
                "arena 4, está mezclado. P1 acepta, el mazo no alcanza y se puntúa la ronda."),
             lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["", "", "S5 S6 S7 S7", "W3 S4"], thrown="W2 S2",
                          thrower=1, target=0, deck_size=1, seed=59),
             steps=("accept",),
             after=Text("P3's all-sand pile scores 4 (1 a card); P4's mixed pile scores 7 (the sum). Big cards of one type "
                      "are cheap.", "El montón de P3, todo arena, vale 4 (1 por carta); el de P4, mezclado, vale 7 "
                      "(la suma). Las cartas altas de un solo tipo salen baratas.")),
]


def classroom(language: Language = LANGUAGE) -> G.VBox:
    """The projector view: scenarios framed on one rule each, on a large table showing every hand."""
    room = Classroom(SCENARIOS, ClickAdapter(), language, rules="matschig")
    box = G.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
