"""The tutor's widgets: tutor.widgets.base (game-neutral toolkit) and one package per game.

    from tutor.widgets.muros import course, classroom
    course()                       # the Muros course, lesson by lesson, with its language switch
    from tutor.widgets.front import front_page
    front_page()                   # every course, as a notebook and as an app
"""
