"""The engine core shared by every game: events, errors, RNG, texts, Rules and Game."""
from .errors import IllegalAction, NotationError, Reason, TutorError
from .events import Event, EventData, LazyData, Step, register_redactor
from .game import Game, load_game
from .i18n import Text
from .rules import SVG_KEYWORDS, Hint, Result, Rules

__all__ = ["SVG_KEYWORDS", "Text", "Hint", "register_redactor", "Event", "EventData", "LazyData", "Step", "IllegalAction", "NotationError", "Reason",
           "TutorError", "Game", "load_game", "Result", "Rules"]
