"""The Matzlfangen course: trick play first (the cards, follow suit, must beat, must trump, a trumped trick,
over- and under-trumping, the free discard, beating your partner), counting to 66 and the Matzl; then the deal
(seats, cut and knock, the auction, the call, the trumps and the first lead, the raises); then the value, the
Matzl's absolution and bonus, the settlement, and a whole deal; the variants in an appendix, one lesson each,
side by side with the default.

Every position is a real deal (matzlfangen.make_position, or the engine's own seeded deal played to the point
asked about); every question is built by lessons.model.ask, so its key, explanation and picture come from one
engine fact read on the game it pictures, and FACTS checks every fact its prompt states. Lessons by topic:
play.py (1-8), scoring.py (9-10, 16-19), deal.py (11-15), variants_play.py and variants_value.py (appendix).
WORLDS (worlds.py) gives the course audit other games each question could be asked about, and COUNTERFACTUALS
(readings.py) the rules of the trick, Matzl, value and settlement lessons read another way."""
from __future__ import annotations

from . import deal, play, scoring, variants_play, variants_value
from .common import BOTS, FACTS, GAME, SEATS, Table, at, fresh, game, scripted
from .play import POSITIONS
from .tricks import TREIBEN_P4_HERZ, Setting, finish_trick, legal_question, trick_game
from .readings import COUNTERFACTUALS
from .worlds import WORLDS

LESSONS = [*play.LESSONS, *scoring.LESSONS, *deal.LESSONS, *scoring.LATE, *variants_play.LESSONS,
           *variants_value.LESSONS]

# Every rule ID of the rulebook and every variant is shown on a board and checked by a task or a question.
NOT_COVERED: dict[str, str] = {}

__all__ = ["LESSONS", "NOT_COVERED", "FACTS", "BOTS", "GAME", "SEATS", "POSITIONS", "Table", "at", "fresh", "game",
           "scripted", "Setting", "TREIBEN_P4_HERZ", "finish_trick", "legal_question", "trick_game", "WORLDS",
           "COUNTERFACTUALS"]
