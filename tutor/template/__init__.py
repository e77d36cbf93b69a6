"""The template game, Countdown: what `python -m tutor new <game>` copies to make a new game.

    tutor/template/countdown/          the engine: rules with IDs and their texts, state, notation, views, hints
    tutor/template/lessons/countdown.py    its course, two lessons (LESSONS, NOT_COVERED, FACTS)
    tutor/template/widgets/countdown/  its apps: the course and the classroom (SCENARIOS)
    tutor/template/tests/              its tests: the conformance suite in one line, its rules, its course
    ENTRY (below)                      its entry for tutor/games.py: title, blurb, classroom, README note

Every file runs where it is (the toolkit's tests play Countdown from here) and, copied, as the new game: a
file reaches the game's own parts by relative imports and the shared layers by absolute ones, and the copy
renames `countdown`, `Countdown` and `tutor.template.` (docs/adding-a-game.md). Countdown is not one of the
tutor's games: tutor/games.py does not list it, so the front page, the notebooks and the site leave it out."""
from __future__ import annotations

from tutor.core.i18n import Text
from tutor.core.registry import GameEntry

ENTRY = GameEntry(
    name="countdown",
    title=Text("Countdown"),
    blurb=Text("a race to the last counter: play a card no larger than the counters left, or pass."),
    classroom=Text("for the projector: a pass only when nothing fits, and the last counter wins."),
    readme="the template's course: a card that fits, and the last counter.",
)
