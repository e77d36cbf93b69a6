"""The Muros course and classroom as ready-made apps: what the notebooks show, with no code. Clicks follow
the engine's click paths through the one game-neutral ClickAdapter (a slot, then the card, then in phase 2
the tokens to take)."""
from __future__ import annotations

from typing import Callable

import ipywidgets as W

from ... import new_game
from ...core import Game
from ...core.i18n import Text
from ...lessons import LESSONS
from ...muros import State, game
from ..base import guarded as G
from ..base import (LANGUAGE, Classroom, ClickAdapter, Language, LanguageSwitch, LessonPlayer, ProgressView, Scenario,
                    Session, Table)
from .linelab import LineLab


def _line_lab(mode: str) -> Callable[[Language], W.Widget]:
    """The line lab asking, in a lesson, only what that lesson has taught (its mode)."""
    return lambda lang: LineLab(language=lang, mode=mode)


ADAPTER = ClickAdapter  # the one adapter: clicks follow the engine's click paths
LABS = {f"line-{mode}": _line_lab(mode) for mode in ("count", "remove", "slide")}


def course(language: Language = LANGUAGE, start: int = 0) -> G.VBox:
    """The whole Muros course: language switch, lessons (the appendix of variants last), progress."""
    player = LessonPlayer(LESSONS["muros"], ClickAdapter(), language, start=start, labs=LABS)
    box = G.VBox([LanguageSwitch(language), player, ProgressView("muros", language=language)])
    box.add_class("tutor-course")
    box.player = player  # for tests and the browser bench
    return box


def full_game(players: int = 3, seed: int = 1, language: Language = LANGUAGE) -> Table:
    """A game against bots with hints, the learner in seat P1."""
    session = Session(new_game("muros", players=players, seed=seed), seat=0,
                      bots={s: "hint" for s in range(1, players)},
                      make_game=lambda: new_game("muros", players=players))
    return Table(session, ClickAdapter(), language)


def last_card() -> Game[State]:
    """The rules file's scoring example, one card before the end: red 7, blue 7, green 3 on the board."""
    board = ["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)]
    return game(board=board, fill=False, captured=[{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}],
                placed=35, hands=[{"Y": 1}, {}], piles={}, turn=0, seed=3)


# Each scenario's texts state only what its position shows; tests/widgets/muros checks every claim on it.
SCENARIOS = [
    Scenario(Text("A card may not face another in phase 1"),
             ("MU9",), Text("W3 already holds a card. Watch what happens when a card is tried in E3, its opposite."),
             lambda: game(players=2, slots={"W3": "R"}, placed=1, hands=[{"G": 1, "Y": 1}, {"B": 1}], turn=0, seed=12),
             steps=("G@E3",), focus=("W3", "E3"),
             after=Text("Refused: in phase 1 each line takes one card only.")),
    Scenario(Text("k = 0: nothing happens"), ("MU13",),
             Text("Row 4 has no yellow token. A yellow card goes into W4."),
             lambda: game(players=2, rows={4: "RBGRWB.GR"}, hands=[{"Y": 1, "R": 1}, {"B": 1}], turn=0, seed=4),
             steps=("Y@W4",), focus=("W4", "line:W4"),
             after=Text("No yellow, so k = 0: no token leaves and nothing slides.")),
    Scenario(Text("The slide keeps the gaps"), ("MU13", "MU14"),
             Text("Row 5 has three empty cells and two green tokens. A green card goes into E5: count 2, remove 2 "
                  "tokens from the left end, slide the rest to the left."),
             lambda: game(players=2, rows={5: "Y.RB.GGW."}, hands=[{"G": 1, "R": 1}, {"Y": 1}], turn=0, seed=1),
             steps=("G@E5",), focus=("E5", "line:E5"),
             after=Text("The gap between the blue and the green tokens is kept; the new empty cells are next to the card.")),
    Scenario(Text("A hole in a crossing line"), ("MU16",),
             Text("A red card goes into W2; watch the columns that cross row 2."),
             lambda: game(players=2, rows={2: "RRBYGRWBY"}, hands=[{"R": 1, "G": 1}, {"Y": 1}], turn=0, seed=6),
             steps=("R@W2",), focus=("W2", "line:W2"),
             after=Text("The framed cells changed: the three columns at the left of row 2 now have an empty cell there.")),
    Scenario(Text("Same colour blocks the line"), ("MU18",),
             Text("Phase 2: a blue card goes into W6, facing the blue card in E6."),
             lambda: game(players=2, placed=18, slots={"E6": "B"}, hands=[{"B": 1, "R": 1}, {"G": 1}], turn=0, seed=5),
             steps=("B@W6",), focus=("W6", "E6"),
             after=Text("Blocked: nothing is taken, the line is full.")),
    Scenario(Text("A capture that changes the majority"), ("MU19", "MU24"),
             Text("Watch the framed row “Tokens on the board”, just under the board: P1 takes the red tokens of "
                  "row 4."),
             lambda: game(players=2, placed=18, rows={4: "RRBRGYRWB"}, slots={"E4": "B"},
                          hands=[{"Y": 1, "R": 1, "G": 1}, {"G": 1}], turn=0, seed=8),
             steps=("R@W4 take R",), focus=("W4", "E4", "counts"),
             after=Text("Four red tokens fewer on the board: the majority colour can change.")),
    Scenario(
        Text("A tie-break by tiers"), ("MU24", "MU25", "MU26"),
        Text("The last card. Red and blue tie on the board with 7 each; P1 captured red 4, blue 1, yellow 5, "
             "and P2 red 2, blue 3, green 2. Who wins?"),
        last_card, steps=("Y@N1 take none",), focus=("N1", "counts"),
        after=Text("Red and blue form one tier: 5 each. The next tier, green, gives P2 2 against 0: P2 wins.")),
]


def classroom(language: Language = LANGUAGE) -> G.VBox:
    """The projector view: scenarios framed on one rule each, on a large board."""
    room = Classroom(SCENARIOS, ClickAdapter(), language, rules="muros")
    box = G.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
