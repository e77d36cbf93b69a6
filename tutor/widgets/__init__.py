"""ipywidgets for the tutor: they call the engine and render its events; they hold no rules.

    from tutor.widgets import MurosTutor, LanguageSwitch
    LanguageSwitch()                                   # English / Español for every widget below
    MurosTutor(players=2, seed=7, bots={1: "greedy"}, seat=0)
"""
from .app import LanguageSwitch, MurosTutor
from .board import MurosBoard
from .chooser import ActionChooser
from .classroom import ScenarioPicker
from .linelab import LineLab, VariantsTable, as_on_board
from .quiz import Question, Quiz, is_right, make_questions
from .scenarios import SCENARIOS, Scenario, find_scenarios, majority
from .explain import ExplainPanel
from .history import HistoryControls
from .labels import LABELS, LANG, Lang, label
from .player import Frame, StepPlayer, frames_of
from .session import MurosSession

__all__ = ["MurosTutor", "LanguageSwitch", "MurosBoard", "ActionChooser", "ExplainPanel",
           "HistoryControls", "StepPlayer", "Frame", "frames_of", "MurosSession", "Lang", "LANG",
           "LABELS", "label", "ScenarioPicker", "LineLab", "VariantsTable", "as_on_board", "Question",
           "Quiz", "is_right", "make_questions", "SCENARIOS", "Scenario", "find_scenarios", "majority"]
