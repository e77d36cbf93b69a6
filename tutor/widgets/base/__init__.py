"""The game-neutral teaching toolkit: never imports a game. Clicks follow the engine's click paths
through the one ClickAdapter.

    Session          one game, the learner's seat and the bots (tutor.core.bots), moves under one lock
    ClickAdapter     clicks -> actions for every game, from the engine's click paths and labels
    Board            one widget per board: the engine's SVG, data-action targets, one message per click
    Table            board + explanation panel side by side, history, hints, bot turns one at a time
    ExplanationPanel newest step on top, older folded, each rule ID opens its text
    LessonPlayer     a course as data (tutor.lessons), lesson by lesson, with its progress bar and ticks
    LessonView       one lesson in steps: read, do the task, answer; one Continue, one Hint ladder
    Quiz             engine-made questions with their position, score and retry
    Classroom        the projector: scenarios framed on one rule, in presenter mode (keys, full screen)
    RuleIndex        every rule of a game, found by ID or words in any language; opens its demo (ruleindex.py)
    LanguageSwitch   English / Español for the whole notebook
    ProgressView     the rules seen and answered, saved to a file the learner chooses
    FrontPage        every course, as a notebook and as an app
    Observers        the observers a widget hangs on shared objects, removed by its close()
    close_all        close a widget, the widgets inside it and their layouts and styles
"""
from .board import Board
from .classroom import Classroom, Scenario
from .clicks import ClickAdapter
from .front import Entry, FrontPage
from .language import LANGUAGE, Language, LanguageSwitch
from .lesson import LessonPlayer
from .lessonview import LessonView
from .observers import Observers, close_all, close_own
from .panel import ExplanationPanel
from .progress import PROGRESS, Progress, ProgressView
from .quiz import Quiz
from .session import HINT_BOT, Bot, Session
from .table import Table, end_card
from .texts import ui

__all__ = ["ClickAdapter", "Board", "Classroom", "Scenario", "Entry", "FrontPage", "LANGUAGE", "Language", "LanguageSwitch", "LessonPlayer", "LessonView",
           "ExplanationPanel", "PROGRESS", "Progress", "ProgressView", "Quiz", "HINT_BOT", "Bot", "Session",
           "Table", "end_card", "ui", "Observers", "close_all", "close_own"]
