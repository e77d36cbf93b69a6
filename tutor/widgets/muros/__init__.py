"""The Muros course on the shared toolkit: the line lab, the course, the classroom and a full game. The board
clicks go through the one game-neutral tutor.widgets.base.ClickAdapter.

    from tutor.widgets.muros import course, classroom
    course()        # the lessons of tutor.lessons.muros, one at a time
"""
from .course import SCENARIOS, classroom, course, full_game
from .linelab import LineLab

__all__ = ["SCENARIOS", "classroom", "course", "full_game", "LineLab"]
