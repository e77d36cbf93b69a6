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
    Scenario(Text("A perfect mud nobody can complete"), ("M9", "M10"),
             Text("P1 throws water 4 and sand 4 at P3. P2 holds a water 4 too: watch whether anyone is asked to "
                  "complete it."),
             lambda: game(hands=["W4 S4 W2 S6 U1 U3 PIPE", "W4 W1 S1 U2 U5 S3 U7"], seed=51),
             steps=("throw W4 S4 at P3",),
             after=Text("Water 4 = sand 4: perfect. No completion window; P3 must defend at once.")),
    Scenario(Text("A completion that redirects the mud"), ("M12", "M13", "M14", "M15"),
             Text("P1 throws water 3 and sand 5 at P2. A water 2 completes it, and P3 holds one. Each player is "
                  "asked in turn."),
             lambda: game(hands=["W3 S5 W1 S1 U1 U2 U3", "S2 S3 U4 U5 U6 U7 BLOWER", "W2 W6 S6 U1 U2 U3 PIPE"],
                          seed=52),
             steps=("throw W3 S5 at P2", "decline", "complete W2 at P1"),
             after=Text("P3 made it perfect (5 = 5) and sent it back at the thrower: now P1 must defend.")),
    Scenario(Text("Umbrellas that stop one card but not the other"), ("M18",),
             Text("Water 2 and sand 5 fly at P1, who has one big umbrella, umbrella 7. First P1 tries to guard "
                  "both cards with it."),
             _defend("U7 W1 W3 S1 S3 S6 W6", "W2 S5", seed=53),
             steps=("umbrellas U7>W2 U7>S5", "umbrellas U7>S5"),
             after=Text("One umbrella guards one mud card: umbrella 7 stops sand 5, and P1 takes water 2.")),
    Scenario(Text("The pipe"), ("M19a",),
             Text("Water 3 and sand 5 fly at P1, who pipes them on at P3. The mud is still not perfect: a new "
                  "window opens."),
             _defend("PIPE U1 W1 S1 S4 W6 U2", "W3 S5", seed=54),
             steps=("PIPE at P3",),
             after=Text("P1 is now the sender: everyone else is asked, the thrower P2 included.")),
    Scenario(Text("The blower"), ("M19b",),
             Text("Water 5 and sand 2 fly at P1, who plays the blower."),
             _defend("BLOWER U1 W1 S1 S4 W6 U2", "W5 S2", seed=55), steps=("BLOWER",),
             after=Text("The sand is blown away; P1 takes water 5.")),
    Scenario(Text("The flamethrower"), ("M19c",),
             Text("Water 5 and sand 2 fly at P1, who plays the flamethrower."),
             _defend("FLAMETHROWER U1 W1 S1 S4 W6 U2", "W5 S2", seed=56), steps=("FLAMETHROWER",),
             after=Text("The water dries up; P1 takes sand 2.")),
    Scenario(Text("The water suit"), ("M19d",),
             Text("Water 7 and sand 7, worth 14, fly at P1. The water suit stops 13 at most."),
             lambda: game(hands=["WATERSUIT U1 W1 S1 S4 W6 U2"], thrown="W7 S7", thrower=1, target=0, seed=57),
             steps=("WATERSUIT W7",),
             after=Text("It stops water 7; P1 takes sand 7. Only a perfect 14 is ever too much for the suit.")),
    Scenario(Text("The machine-gun umbrella"), ("M19e",),
             Text("Water 4 and sand 6 fly at P1, who fires the machine gun. From the top, the draw pile holds "
                  "water 3, then umbrella 2, then water 2: P2 reveals first, then P3, then P4."),
             _defend("MACHINEGUN U1 W1 W3 S6 S2 U2", "W4 S6", deck="S5 S1 U4 W2 U2 W3", seed=58),
             steps=("MACHINEGUN",),
             after=Text("The mud is gone. A mud card revealed lands on that player's pile; anything else saves them.")),
    Scenario(Text("A mixed pile against a one-type pile"),
             ("M26", "M22"),
             Text("Last mud of the round. P3's pile, sand 5, 6, 7 and 7, is all sand; P4's, water 3 and sand 4, is "
                  "mixed. P1 accepts, the draw pile runs short and the round is scored."),
             lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["", "", "S5 S6 S7 S7", "W3 S4"], thrown="W2 S2",
                          thrower=1, target=0, deck_size=1, seed=59),
             steps=("accept",),
             after=Text("P3's all-sand pile scores 4 (1 a card); P4's mixed pile scores 7 (the sum). Big cards of one "
                        "type are cheap.")),
]


def classroom(language: Language = LANGUAGE) -> G.VBox:
    """The projector view: scenarios framed on one rule each, on a large table showing every hand."""
    room = Classroom(SCENARIOS, ClickAdapter(), language, rules="matschig")
    box = G.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
