"""The Matschig course on the shared toolkit: the table adapter, the mud lab and the course itself.

    from tutor.widgets.matschig.course import course, classroom, full_game
    course()        # the lessons of tutor.lessons.matschig, one at a time
"""
from .adapter import MatschigAdapter

__all__ = ["MatschigAdapter"]
