"""The presenter's scenario list has an accessible name in the room's language (axe's select-name rule: the
classroom's list had none); presenter.js puts `list_label` on the list as its aria-label. A lesson's stage
names its course's lesson list the same way; a bare stage names nothing."""
from __future__ import annotations

from tutor.widgets.base.language import Language
from tutor.widgets.base.presenter import Stage


def test_the_presenters_list_is_named_in_the_rooms_language_and_follows_it() -> None:
    language = Language()
    stage = Stage(listen=True, language=language)
    assert stage.list_label == "Scenario"
    language.code = "es"
    assert stage.list_label == "Escenario"
    stage.close()
    language.code = "en"
    assert stage.list_label == "Escenario"       # a closed stage follows no more


def test_a_bare_stage_names_no_list_and_a_lessons_names_its_lesson_list() -> None:
    language = Language()
    stage = Stage(language=language)
    language.code = "es"
    assert stage.list_label == ""
    stage.close()
    lesson = Stage(language=language, names="pick-lesson")
    assert lesson.list_label == "Lección"
    language.code = "en"
    assert lesson.list_label == "Lesson"
    lesson.close()
