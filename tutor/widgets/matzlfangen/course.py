"""The Matzlfangen course and classroom as ready-made apps: what the notebooks show, with no code."""
from __future__ import annotations

from typing import Callable

import ipywidgets as W

from ...core import Game
from ...core.i18n import Text
from ...lessons import LESSONS
from ...lessons.matzlfangen import BOTS, GAME, POSITIONS, game
from ...matzlfangen import RULES, State
from ..base import guarded as G
from ..base import (LANGUAGE, Classroom, ClickAdapter, Language, LanguageSwitch, LessonPlayer, ProgressView, Scenario,
                    Session, Table)
from .glossary import Glossary
from .tricklab import TrickLab


ADAPTER = ClickAdapter  # the one adapter: Matzlfangen clicks each action once (its click path is the action)
LABS: dict[str, Callable[[Language], W.Widget]] = {"trick": lambda lang: TrickLab(language=lang)}


def course(language: Language = LANGUAGE, start: int = 0) -> G.VBox:
    """The whole Matzlfangen course: language switch, glossary, lessons (the appendix of variants last), with
    the trick lab beside the trick lessons, and the learner's progress."""
    player = LessonPlayer(LESSONS[GAME], ClickAdapter(), language, start=start, labs=LABS)
    box = G.VBox([LanguageSwitch(language), Glossary(language), player, ProgressView(GAME, language=language)])
    box.add_class("tutor-course")
    box.player = player  # for tests and the browser bench
    return box


def full_game(seed: int = 1, deals: int = 1, language: Language = LANGUAGE) -> Table:
    """A deal against three bots with hints, the learner in seat P1 (Vorhand): the bot on the dealer's right
    has cut already (it is in the panel), so the learner speaks first in the auction."""
    def deal(seed: int | None = None) -> Game[State]:
        g = Game(RULES, seed=seed, deals=deals)
        while not g.is_over and g.to_move in BOTS:
            g.play(g.hint().action)
        return g

    session = Session(deal(seed), seat=0, bots=BOTS, make_game=deal)
    return Table(session, ClickAdapter(), language)




SCENARIOS = [
    Scenario(Text("Farbzwang: follow suit"), ("R-PLAY-2",),
             Text("P4 plays Treiben alone, Herz trumps, and led the Laub König. P1 holds two Laub cards. Watch P1 "
                  "try to trump with the Herz Zehn."),
             lambda: game(**POSITIONS["follow"]),
             steps=("play HX", "play L7"), focus=("LK",),
             after=Text("Refused: P1 holds Laub, so it must follow suit. The Laub 7 is allowed.")),
    Scenario(Text("Stichzwang: beat the best card"), ("R-PLAY-3",),
             Text("P4, the soloist, led the Laub König. P1 holds the Laub Sau and the Laub 7, and tries the 7."),
             lambda: game(**POSITIONS["head"]),
             steps=("play L7", "play LA"), focus=("LK",),
             after=Text("Refused: the Sau beats the König, so P1 must play it.")),
    Scenario(Text("Trumpfzwang: trump when you cannot follow"),
             ("R-PLAY-4",),
             Text("P4, the soloist, led the Laub König (Herz trumps). P1 has no Laub but two trumps, and tries to "
                  "throw the Eichel Sau."),
             lambda: game(**POSITIONS["trump"]),
             steps=("play EA", "play H7"), focus=("LK",),
             after=Text("Refused: without Laub P1 must trump; any trump wins here, the 7 too.")),
    Scenario(Text("Over-trump if you can"), ("R-PLAY-4",),
             Text("P3 led the Schellen König and P4, the soloist, trumped with the Herz Ober. P1 tries to trump "
                  "low with the 9."),
             lambda: game(**POSITIONS["over"]),
             steps=("play H9", "play HA"), focus=("HO",),
             after=Text("Refused: P1 can beat the Ober, so it must over-trump with the Sau.")),
    Scenario(Text("A trumped trick frees the led suit"),
             ("R-PLAY-2", "R-PLAY-3"),
             Text("P3 led the Laub König and P4, the soloist, trumped it. P1 holds the Laub Sau and the Laub 7, "
                  "and first tries to trump as well."),
             lambda: game(**POSITIONS["trumped"]),
             steps=("play HU", "play L7"), focus=("H8",),
             after=Text("Farbzwang comes first, so no trump; but no Laub can win a trumped trick, so the 7 will do and "
                        "the Sau stays in hand.")),
    Scenario(Text("The free discard"), ("R-PLAY-5",),
             Text("P4 led the Schellen König. P1 has neither Schellen nor a trump: any card is allowed."),
             lambda: game(**POSITIONS["free"]),
             steps=("play E9",), focus=("SK",),
             after=Text("Free to choose, P1 throws a card worth nothing.")),
    Scenario(Text("Beat even your partner"), ("R-PLAY-6",),
             Text("P3 plays Treiben alone. P1's partner P4 leads the Laub König; P1 tries to let it win with the 7."),
             lambda: game(**POSITIONS["partner"]),
             steps=("play L7", "play LA"), focus=("LK",),
             after=Text("Refused: Stichzwang holds against your own partner too.")),
    Scenario(Text("Catching the Matzl"), ("R-MATZL-1",),
             Text("P2 plays Treiben with Herz trumps and leads its Herz Zehn, the Matzl. P1 holds the Herz Sau."),
             lambda: game(**POSITIONS["matzl"]),
             steps=("play HA",), focus=("HX",),
             after=Text("The defenders caught the soloist's Matzl: if they lose they pay nothing, if they win they may "
                        "claim one more.")),
    Scenario(Text("Absolution: the losers pay nothing"), ("R-MATZL-2",),
             Text("P1 plays Treiben with two raises, and is losing. In the last trick P2 leads the Matzl and P1 "
                  "takes it with the Herz Sau."),
             lambda: game(contract="treiben", declarer=0, trump="H", hands=["HA", None, None, None],
                          trick="HX S7 E8", to_move=0, raises=2, seed=0),
             steps=("play HA",), focus=("HX",),
             after=Text("P1 lost, but caught the Matzl: the whole value, raises included, is cancelled.")),
    Scenario(Text("The settlement, step by step"),
             ("R-VALUE-1", "R-SPR-1", "R-MATZL-3", "R-SETTLE-1"),
             Text("P2 plays Treiben with two raises. The last trick: P1 catches the Matzl for the defenders, then "
                  "claims the bonus. Watch the value grow line by line."),
             lambda: game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None],
                          trick="HX S7 E8", to_move=0, raises=2, seed=18),
             steps=("play HA", "claim"), focus=("HX",),
             after=Text("Base, plus the raises, plus the claimed Matzl bonus: the soloist pays each defender V.")),
]


def classroom(language: Language = LANGUAGE) -> G.VBox:
    """The projector view: scenarios framed on one rule each, every hand shown."""
    room = Classroom(SCENARIOS, ClickAdapter(), language, rules="matzlfangen")
    box = G.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
