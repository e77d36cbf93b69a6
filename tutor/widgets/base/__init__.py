"""The game-neutral teaching toolkit: never imports a game. A game adds an Adapter (tutor.widgets.<game>).

    Board            one widget per board: the engine's SVG, data-action targets, one message per click
    Table            board + explanation panel side by side, history, hints, bot turns one at a time
    ExplanationPanel newest step on top, older folded, each rule ID opens its text
    LessonPlayer     a course as data (tutor.lessons), lesson by lesson
    Quiz             engine-made questions with their position, score and retry
    Classroom        the projector: scenarios framed on one rule
    LanguageSwitch   English / Español for the whole notebook
    ProgressView     the rules seen and answered, saved to a file the learner chooses
    FrontPage        every course, as a notebook and as an app
"""
from .board import Board
from .classroom import Classroom, Scenario
from .clicks import ClickAdapter
from .front import Entry, FrontPage
from .language import LANGUAGE, Language, LanguageSwitch
from .lesson import LessonPlayer
from .panel import ExplanationPanel
from .progress import PROGRESS, Progress, ProgressView
from .quiz import Quiz
from .session import HINT_BOT, Bot, Session
from .table import Adapter, Table, end_card
from .texts import ui

__all__ = ["ClickAdapter", "Board", "Classroom", "Scenario", "Entry", "FrontPage", "LANGUAGE", "Language", "LanguageSwitch", "LessonPlayer",
           "ExplanationPanel", "PROGRESS", "Progress", "ProgressView", "Quiz", "HINT_BOT", "Bot", "Session",
           "Adapter", "Table", "end_card", "ui"]
