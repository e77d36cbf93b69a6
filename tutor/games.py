"""The games of the tutor: one entry each, in the front page's order, and the only place that names them.

`tutor.GAMES`, `tutor.new_game`, the courses (`tutor.lessons.LESSONS`), the front page, the notebooks, the
static site, the README's course list and every generic test read these entries (through
`tutor.core.registry`). A game's course files are numbered by its place here (01_muros, 02_matschig, ...).
`python -m tutor new <game>` adds an entry at the end, copied from the template's (tutor/template); the
texts are English, translated in tutor/locale/<lang>/LC_MESSAGES/tutor.po like every other text."""
from __future__ import annotations

from .core.i18n import Text
from .core.registry import GameEntry

ENTRIES = [
    GameEntry(
        name="muros",
        title=Text("Muros"),
        blurb=Text("a 9×9 grid of coloured tokens; cards at the ends of the lines remove and slide them, and later "
                   "cards capture or block."),
        classroom=Text("for the projector: prepared positions, one rule each."),
        readme="with the line lab (count, remove and slide, one step at a time).",
    ),
    GameEntry(
        name="matschig",
        title=Text("Matschig"),
        blurb=Text("throw mud (water + sand); equal values make perfect mud."),
        classroom=Text("for the projector: perfect mud, completions, umbrellas, each special card, one-type "
                       "scoring."),
        readme="with the mud lab (build a mud, say whether it is perfect and which card completes it).",
    ),
    GameEntry(
        name="matzlfangen",
        title=Text("Matzlfangen"),
        blurb=Text("a Bavarian trick-taking game: follow suit, must beat, must trump, and catch the Matzl."),
        classroom=Text("for the projector: each compulsion, a Matzl catch, absolution, a settlement built step by "
                       "step."),
        readme="with the trick lab (mark the cards you may play, then name the trick's winner); the German words "
               "have a glossary.",
    ),
]   # `python -m tutor new <game>` adds a game's entry above this line
