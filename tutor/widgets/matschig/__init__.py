"""The Matschig course on the shared toolkit: the one click adapter (widgets.base.ClickAdapter) follows the
engine's click paths, so this folder holds only the mud lab and the ready-made apps.

    from tutor.widgets.matschig.course import course, classroom, full_game
    course()        # the lessons of tutor.lessons.matschig, one at a time
"""
