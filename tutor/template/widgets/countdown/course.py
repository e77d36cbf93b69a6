"""Countdown's course and classroom as ready-made apps: what its notebooks show, with no code.
Nothing here knows the game beyond its name, its lessons and its positions: the board, the clicks and the
words all come from the engine (click paths, labels, status, why) through the shared toolkit."""
from __future__ import annotations

from typing import Any, Callable, Mapping

from tutor import GAMES
from tutor.core import Game
from tutor.core.i18n import Text
from tutor.widgets.base import guarded as G
from tutor.widgets.base import (LANGUAGE, Classroom, ClickAdapter, Language, LanguageSwitch, LessonPlayer,
                                ProgressView, Scenario)

from ...countdown import GAME, RULES, make_position   # the game's public face
from ...lessons.countdown import LESSONS   # its course

ADAPTER = ClickAdapter   # the board adapter the notebooks use for this game
LABS: Mapping[str, Callable[[Language], Any]] = {}   # lab name -> factory(language): none yet


def course(language: Language = LANGUAGE, start: int = 0) -> G.VBox:
    """The whole course: language switch, the lessons one at a time, the learner's progress."""
    player = LessonPlayer(LESSONS, ADAPTER(), language, start=start, labs=LABS)
    box = G.VBox([LanguageSwitch(language), player, ProgressView(GAME, language=language)])
    box.add_class("tutor-course")
    box.player = player  # for tests and the browser bench
    return box


def _at(**position: Any) -> Callable[[], Game[Any]]:
    return lambda: Game(RULES, position=make_position(**position))


SCENARIOS = [
    Scenario(Text("A pass only when nothing fits"), ("EX4",),
             Text("3 counters are left and P1 holds a 1 and two 3s. Watch P1 try to pass."),
             _at(hands=[[1, 3, 3], [2, 2]], left=3, seed=5), steps=("pass", "play 3"), focus=("pass",),
             after=Text("The pass is refused: a card fits, so P1 may not pass. The 3 fits exactly and wins.")),
    Scenario(Text("The last counter wins"), ("EX5",),
             Text("2 counters are left. P1 holds a 1 and a 3; P2 holds a 1."),
             _at(hands=[[1, 3], [1]], left=2, seed=6), steps=("play 1", "play 1"), focus=("card 1",),
             after=Text("P1 could not take both counters, so P2 took the last one and won.")),
]


def classroom(language: Language = LANGUAGE) -> G.VBox:
    """The projector view: scenarios framed on one rule each, every hand shown, and "Find a rule" (every rule
    with its demo, `make demos`) once tutor/games.py lists the game."""
    room = Classroom(SCENARIOS, ADAPTER(), language, rules=GAME if GAME in GAMES else None)
    box = G.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
