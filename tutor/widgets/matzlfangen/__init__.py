"""The Matzlfangen course on the shared toolkit: the trick lab, the glossary and the course itself; clicks on the
card table go through the one game-neutral ClickAdapter (widgets/base), following the engine's click paths.

    from tutor.widgets.matzlfangen.course import course, classroom, full_game
    course()        # the lessons of tutor.lessons.matzlfangen, one at a time
"""
