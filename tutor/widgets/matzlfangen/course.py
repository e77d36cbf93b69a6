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
    Scenario(Text("Farbzwang: follow suit", "Farbzwang: asistir al palo"), ("R-PLAY-2",),
             Text("P4 plays Treiben alone, Herz trumps, and led the Laub König. P1 holds two Laub cards. Watch P1 try "
                "to trump with the Herz Zehn.",
                "P4 juega Treiben solo, con triunfo Herz, y salió con el Laub König. P1 tiene dos cartas de Laub. "
                "Mira cómo P1 intenta fallar con el Herz Zehn."),
             lambda: game(**POSITIONS["follow"]),
             steps=("play HX", "play L7"), focus=("LK",),
             after=Text("Refused: P1 holds Laub, so it must follow suit. The Laub 7 is allowed.",
                      "Rechazada: P1 tiene Laub, así que debe asistir. El Laub 7 sí vale.")),
    Scenario(Text("Stichzwang: beat the best card", "Stichzwang: montar la baza"), ("R-PLAY-3",),
             Text("P4, the soloist, led the Laub König. P1 holds the Laub Sau and the Laub 7, and tries the 7.",
                "P4, el solista, salió con el Laub König. P1 tiene la Laub Sau y el Laub 7, e intenta jugar el 7."),
             lambda: game(**POSITIONS["head"]),
             steps=("play L7", "play LA"), focus=("LK",),
             after=Text("Refused: the Sau beats the König, so P1 must play it.",
                      "Rechazada: la Sau supera al König, así que P1 debe jugarla.")),
    Scenario(Text("Trumpfzwang: trump when you cannot follow", "Trumpfzwang: fallar si no puedes asistir"),
             ("R-PLAY-4",),
             Text("P4, the soloist, led the Laub König (Herz trumps). P1 has no Laub but two trumps, and tries to throw "
                "the Eichel Sau.",
                "P4, el solista, salió con el Laub König (triunfo Herz). P1 no tiene Laub pero sí dos triunfos, e "
                "intenta tirar la Eichel Sau."),
             lambda: game(**POSITIONS["trump"]),
             steps=("play EA", "play H7"), focus=("LK",),
             after=Text("Refused: without Laub P1 must trump; any trump wins here, the 7 too.",
                      "Rechazada: sin Laub, P1 debe fallar; aquí gana cualquier triunfo, también el 7.")),
    Scenario(Text("Over-trump if you can", "Contrafallar si puedes"), ("R-PLAY-4",),
             Text("P3 led the Schellen König and P4, the soloist, trumped with the Herz Ober. P1 tries to trump low "
                "with the 9.",
                "P3 salió con el Schellen König y P4, el solista, falló con el Herz Ober. P1 intenta fallar por "
                "debajo con el 9."),
             lambda: game(**POSITIONS["over"]),
             steps=("play H9", "play HA"), focus=("HO",),
             after=Text("Refused: P1 can beat the Ober, so it must over-trump with the Sau.",
                      "Rechazada: P1 puede superar al Ober, así que debe contrafallar con la Sau.")),
    Scenario(Text("A trumped trick frees the led suit", "Una baza fallada libera el palo de salida"),
             ("R-PLAY-2", "R-PLAY-3"),
             Text("P3 led the Laub König and P4, the soloist, trumped it. P1 holds the Laub Sau and the Laub 7, and "
                "first tries to trump as well.",
                "P3 salió con el Laub König y P4, el solista, lo falló. P1 tiene la Laub Sau y el Laub 7, y primero "
                "intenta fallar también."),
             lambda: game(**POSITIONS["trumped"]),
             steps=("play HU", "play L7"), focus=("H8",),
             after=Text("Farbzwang comes first, so no trump; but no Laub can win a trumped trick, so the 7 will do and "
                      "the Sau stays in hand.",
                      "El Farbzwang va primero, así que nada de fallar; pero ningún Laub puede ganar una baza fallada, "
                      "así que vale el 7 y la Sau se queda en la mano.")),
    Scenario(Text("The free discard", "El descarte libre"), ("R-PLAY-5",),
             Text("P4 led the Schellen König. P1 has neither Schellen nor a trump: any card is allowed.",
                "P4 salió con el Schellen König. P1 no tiene ni Schellen ni triunfo: vale cualquier carta."),
             lambda: game(**POSITIONS["free"]),
             steps=("play E9",), focus=("SK",),
             after=Text("Free to choose, P1 throws a card worth nothing.",
                      "Libre de elegir, P1 tira una carta que no vale nada.")),
    Scenario(Text("Beat even your partner", "Montar incluso al compañero"), ("R-PLAY-6",),
             Text("P3 plays Treiben alone. P1's partner P4 leads the Laub König; P1 tries to let it win with the 7.",
                "P3 juega Treiben solo. P4, compañero de P1, sale con el Laub König; P1 intenta dejarle ganar con "
                "el 7."),
             lambda: game(**POSITIONS["partner"]),
             steps=("play L7", "play LA"), focus=("LK",),
             after=Text("Refused: Stichzwang holds against your own partner too.",
                      "Rechazada: el Stichzwang vale también contra tu propio compañero.")),
    Scenario(Text("Catching the Matzl", "Cazar el Matzl"), ("R-MATZL-1",),
             Text("P2 plays Treiben with Herz trumps and leads its Herz Zehn, the Matzl. P1 holds the Herz Sau.",
                "P2 juega Treiben con triunfo Herz y sale con su Herz Zehn, el Matzl. P1 tiene la Herz Sau."),
             lambda: game(**POSITIONS["matzl"]),
             steps=("play HA",), focus=("HX",),
             after=Text("The defenders caught the soloist's Matzl: if they lose they pay nothing, if they win they may "
                      "claim one more.",
                      "Los defensores cazaron el Matzl del solista: si pierden no pagan nada, y si ganan pueden "
                      "reclamar uno más.")),
    Scenario(Text("Absolution: the losers pay nothing", "Absolución: los perdedores no pagan"), ("R-MATZL-2",),
             Text("P1 plays Treiben with two raises, and is losing. In the last trick P2 leads the Matzl and P1 takes "
                "it with the Herz Sau.",
                "P1 juega Treiben con dos subidas, y va perdiendo. En la última baza P2 saca el Matzl y P1 lo gana "
                "con la Herz Sau."),
             lambda: game(contract="treiben", declarer=0, trump="H", hands=["HA", None, None, None],
                          trick="HX S7 E8", to_move=0, raises=2, seed=0),
             steps=("play HA",), focus=("HX",),
             after=Text("P1 lost, but caught the Matzl: the whole value, raises included, is cancelled.",
                      "P1 perdió, pero cazó el Matzl: se anula todo el valor, subidas incluidas.")),
    Scenario(Text("The settlement, step by step", "La liquidación, paso a paso"),
             ("R-VALUE-1", "R-SPR-1", "R-MATZL-3", "R-SETTLE-1"),
             Text("P2 plays Treiben with two raises. The last trick: P1 catches the Matzl for the defenders, then "
                "claims the bonus. Watch the value grow line by line.",
                "P2 juega Treiben con dos subidas. Última baza: P1 caza el Matzl para los defensores y luego reclama "
                "la bonificación. Mira cómo crece el valor línea a línea."),
             lambda: game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None],
                          trick="HX S7 E8", to_move=0, raises=2, seed=18),
             steps=("play HA", "claim"), focus=("HX",),
             after=Text("Base, plus the raises, plus the claimed Matzl bonus: the soloist pays each defender V.",
                      "Base, más las subidas, más la bonificación del Matzl reclamada: el solista paga V a cada "
                      "defensor.")),
]


def classroom(language: Language = LANGUAGE) -> G.VBox:
    """The projector view: scenarios framed on one rule each, every hand shown."""
    room = Classroom(SCENARIOS, ClickAdapter(), language, rules="matzlfangen")
    box = G.VBox([LanguageSwitch(language), room])
    box.room = room
    return box
