"""The Muros course on the shared toolkit: the board adapter, the line lab and the course itself.

    from tutor.widgets.muros import course, classroom, full_game
    course()        # the lessons of tutor.lessons.muros, one at a time
"""
from .adapter import MurosAdapter

__all__ = ["MurosAdapter"]
