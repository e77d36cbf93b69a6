"""The Matzlfangen course on the shared toolkit: the card table adapter, the trick lab, the glossary and the
course itself.

    from tutor.widgets.matzlfangen.course import course, classroom, full_game
    course()        # the lessons of tutor.lessons.matzlfangen, one at a time
"""
from .adapter import MatzlfangenAdapter

__all__ = ["MatzlfangenAdapter"]
