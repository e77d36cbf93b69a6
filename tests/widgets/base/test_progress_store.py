"""Progress that stays (issue 28): the browser's copy comes back after a reload, a file import adds to what is
there and refuses unknown lessons, Start over clears; the language switch takes the page's language once; and
the progress view, the front page and the switch, closed, let go of the shared language and progress."""
from __future__ import annotations

import datetime
import json

import pytest

from tutor.core.i18n import LANGS
from tutor.lessons import LESSONS, Text
from tutor.widgets.base import Entry, FrontPage, Language, LanguageSwitch, Progress, ProgressView
from tutor.widgets.base.observers import close_all, count, open_widgets
from tutor.widgets.base.progress import FORMAT, ProgressError, ProgressStore
from fixture_texts import FixtureText as Text   # the tests' own made-up texts

MUROS = [lesson.id for lesson in LESSONS["muros"]]
FIRST, SECOND, THIRD = MUROS[:3]


def learner() -> Progress:
    p = Progress()
    p.saw("muros", ["MU9", "MU13"])
    p.answered("muros", ["MU9"])
    p.finish("muros", FIRST)
    p.scored("muros", FIRST, 2, 3)
    p.visit("muros", SECOND)
    return p


def test_the_json_holds_lessons_scores_and_the_lesson_open_and_a_restore_brings_them_back() -> None:
    data = json.loads(learner().to_json())
    assert data["format"] == FORMAT and data["done"] == {"muros": [FIRST]}
    assert data["scores"] == {"muros": {FIRST: [2, 3]}} and data["at"] == {"muros": SECOND}
    back = Progress()
    assert back.restore(learner().to_json())
    assert back.at == {"muros": SECOND} and back.done["muros"] == {FIRST}
    assert back.scores["muros"] == {FIRST: (2, 3)} and back.right["muros"] == {"MU9"}
    assert back.loaded == 1


def test_an_import_merges_keeps_the_better_score_and_leaves_the_lesson_open_alone() -> None:
    here = Progress()
    here.finish("muros", THIRD)
    here.scored("muros", FIRST, 3, 3)
    here.visit("muros", THIRD)
    here.load(learner().to_json())
    assert here.done["muros"] == {FIRST, THIRD} and here.seen["muros"] == {"MU9", "MU13"}
    assert here.scores["muros"][FIRST] == (3, 3)        # 3 of 3 beats the file's 2 of 3
    assert here.at == {"muros": THIRD}
    worse = Progress()
    worse.scored("muros", FIRST, 1, 3)
    worse.load(learner().to_json())
    assert worse.scores["muros"][FIRST] == (2, 3)


@pytest.mark.parametrize("change, said", [
    (lambda d: d["done"].update(muros=["no-such-lesson"]), "no-such-lesson"),
    (lambda d: d["scores"].update(muros={"nope": [1, 1]}), "nope"),
    (lambda d: d["at"].update(muros="gone"), "gone"),
    (lambda d: d["seen"].update(chess=["K1"]), "chess"),
    (lambda d: d["scores"].update(muros={FIRST: [4, 3]}), "laid out"),
    (lambda d: d.update(format="tutor-progress/9"), "Save my progress"),
])
def test_an_import_refuses_unknown_lessons_games_and_shapes_and_changes_nothing(change, said) -> None:
    here = learner()
    before = here.to_json()
    data = json.loads(learner().to_json())
    change(data)
    with pytest.raises(ProgressError) as err:
        here.load(json.dumps(data))
    assert said in str(err.value) + err.value.why("en")
    assert here.to_json() == before and here.loaded == 0


def test_a_version_1_file_still_loads() -> None:
    here = Progress()
    here.load(json.dumps({"format": "tutor-progress/1", "seen": {"muros": ["MU2"]}, "right": {}}))
    assert here.seen["muros"] == {"MU2"}


def test_the_browsers_copy_drops_what_this_version_does_not_know_instead_of_refusing() -> None:
    data = json.loads(learner().to_json())
    data["done"]["muros"].append("renamed-lesson")
    data["seen"]["chess"] = ["K1"]
    back = Progress()
    assert back.restore(json.dumps(data))
    assert back.done["muros"] == {FIRST} and "chess" not in back.seen
    assert not back.restore("{not json") and not back.restore(json.dumps({"format": "x"}))


def test_start_over_clears_and_a_copy_from_before_the_clear_is_ignored() -> None:
    old = learner().to_json()
    here = learner()
    here.clear()
    assert here.done["muros"] == set() and here.at == {} and here.loaded == 1
    assert not here.restore(old)                           # another tab still holds the old progress
    assert here.done["muros"] == set()
    cleared_later = Progress()
    cleared_later.clear()
    cleared_later.finish("muros", THIRD)
    assert here.restore(cleared_later.to_json())           # a newer start over replaces this one
    assert here.done["muros"] == {THIRD}


def test_the_store_writes_every_change_restores_the_copy_and_takes_other_tabs_without_moving() -> None:
    here = Progress()
    store = here.persist()
    assert isinstance(store, ProgressStore) and here.persist() is store and store.key == "tutor-progress"
    store.restored = learner().to_json()                  # what the browser held when the page opened
    assert here.at == {"muros": SECOND} and here.loaded == 1
    assert json.loads(store.data)["at"] == {"muros": SECOND}
    here.finish("muros", THIRD)
    assert THIRD in json.loads(store.data)["done"]["muros"]
    other = learner()
    other.visit("muros", THIRD)
    other.finish("muros", MUROS[3])
    store.shared = other.to_json()                         # another tab wrote its progress
    assert MUROS[3] in here.done["muros"] and here.at == {"muros": SECOND}


def test_the_view_confirms_start_over_and_explains_a_refused_file_in_spanish() -> None:
    here = learner()
    lang = Language()
    view = ProgressView("muros", here, lang)
    assert here.persist() in view.children                 # the store's front end starts with the view
    view.start_over.click()
    assert view.confirm.layout.display == "flex" and here.done["muros"] == {FIRST}
    view.keep.click()
    assert view.confirm.layout.display == "none" and here.done["muros"] == {FIRST}
    view.start_over.click()
    view.erase.click()
    assert here.done["muros"] == set() and "first lesson" in view.message.value
    lang.code = "es"
    assert "primera lección" in view.message.value and "Empezar de cero" == view.start_over.description
    bad = json.dumps({"format": FORMAT, "done": {"muros": ["nope"]}})
    view.upload.value = ({"name": "p.json", "type": "application/json", "size": len(bad),
                          "content": memoryview(bad.encode()),
                          "last_modified": datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)},)
    assert "nombra lecciones que este curso no tiene: muros:nope" in view.message.value
    assert "lessons" not in view.message.value and here.done["muros"] == set()
    view.close()


def test_the_switch_takes_the_pages_language_once_per_kernel() -> None:
    lang = Language()
    first = LanguageSwitch(lang)
    first.page = "es"                                      # the front end read ?lang=es
    assert lang.code == "es" and first.value == "es"
    first.value = "en"                                     # the learner picks English
    later = LanguageSwitch(lang)
    later.page = "es"                                      # a switch shown later: the page is not taken again
    assert lang.code == "en" and later.value == "en"
    other = Language()
    LanguageSwitch(other).page = "fr"
    assert other.code == "en" and not other.from_page


def test_the_switch_follows_the_language_both_ways_and_closed_lets_it_go() -> None:
    lang = Language()
    switch = LanguageSwitch(lang)
    switch.value = "es"                                   # the learner picks Español
    assert lang.code == "es"
    lang.code = "en"                                      # a document sets it
    assert switch.value == "en"
    before = count(lang, "code")
    other = LanguageSwitch(lang)
    assert count(lang, "code") == before + 1
    other.close()
    other.close()
    assert count(lang, "code") == before
    lang.code = "es"
    assert other.value == "en" and switch.value == "es"   # a closed switch follows no more


def test_closed_progress_views_and_front_pages_leave_no_observer_nor_widget_but_the_shared_store() -> None:
    lang, progress = Language(), Progress()
    store = progress.persist()                            # one per progress, shared by every view
    before = open_widgets(), count(lang, "code"), count(progress, "version")
    for _ in range(5):
        view = ProgressView("muros", progress, lang)
        page = FrontPage([Entry(Text("A", "A"), Text("a course", "un curso"), "notebooks/app/a.ipynb")], lang)
        assert count(lang, "code") > before[1] and count(progress, "version") > before[2]
        close_all(view)
        page.close()
    assert (open_widgets(), count(lang, "code"), count(progress, "version")) == before
    assert store.comm is not None                         # still keeps the progress in the browser
    progress.saw("muros", ["MU9"])
    assert "MU9" in store.data
    store.close()
    assert count(progress, "version") == before[2] - 1


# -- only what the course has (issue 34) ----------------------------------------------------------------------
EVIL = "Answers: evil.example/muros"   # what any page of the same origin could write into the browser's copy


def test_a_file_naming_rules_the_game_does_not_have_is_refused_and_changes_nothing() -> None:
    here = learner()
    before = here.to_json()
    for key in ("seen", "right"):
        data = json.loads(learner().to_json())
        data[key]["muros"] = ["MU9", EVIL]
        with pytest.raises(ProgressError) as err:
            here.load(json.dumps(data))
        assert "rules" in err.value.why("en") and "reglas" in err.value.why("es") and "Regeln" in err.value.why("de") and "muros:Answers" in str(err.value)
        assert here.to_json() == before and here.loaded == 0


def test_the_browsers_copy_and_the_learners_own_calls_keep_only_the_games_rule_ids() -> None:
    data = json.loads(learner().to_json())
    data["seen"]["muros"] += [EVIL, "MU999", "mu9"]
    data["right"]["muros"] = ["<b>x</b>", "MU13"]
    back = Progress()
    lang = Language()
    view = ProgressView("muros", back, lang)
    back.persist().restored = json.dumps(data)            # the copy the browser held, written by another page
    assert back.seen["muros"] == {"MU9", "MU13"} and back.right["muros"] == {"MU13"}
    assert view.summary.value == ("Rules seen in action: MU9, MU13. Rules answered right: MU13.")
    back.saw("muros", ["MU2", EVIL])
    back.answered("muros", [EVIL])
    assert back.seen["muros"] == {"MU2", "MU9", "MU13"} and back.right["muros"] == {"MU13"}
    assert "evil" not in view.summary.value and "evil" not in back.to_json()
    view.close()


def test_a_refusal_names_at_most_a_few_unknown_items_each_shortened() -> None:
    here = learner()
    huge = {"format": FORMAT, "seen": {f"game-{i}-" + "z" * 10_000: ["MU1"] for i in range(20)}}
    many = {"format": FORMAT, "done": {"muros": [f"lesson-{i}-" + "q" * 40 for i in range(500)]}}
    rules = {"format": FORMAT, "seen": {"muros": [f"X{i}" + "r" * 50 for i in range(900)]}}
    for data in (huge, many, rules):
        with pytest.raises(ProgressError) as err:
            here.load(json.dumps(data))
        said = [str(err.value), *(err.value.why(lang) for lang in LANGS)]
        assert all(len(s) < 300 for s in said), [len(s) for s in said]
        assert "more" in err.value.why("en") and "más" in err.value.why("es")
    with pytest.raises(ProgressError, match="at most"):
        here.load(json.dumps({"format": FORMAT, "seen": {"muros": ["MU9"] * 100_000}}))
    assert here.to_json() == learner().to_json()


def test_notebook_cells_refuse_a_game_or_lesson_the_course_does_not_have_in_a_short_message() -> None:
    from tutor.widgets.notebook import lesson, progress, scenario
    for call in (lambda: lesson("x" * 10_000, "count"), lambda: lesson("muros", "y" * 10_000),
                 lambda: lesson(["muros"], "count"), lambda: scenario("evil.example/muros", 1),
                 lambda: progress("z" * 10_000), lambda: progress("Answers: evil.example/muros")):
        with pytest.raises(ValueError) as err:
            call()
        assert len(str(err.value)) < 400 and ("games:" in str(err.value) or "lessons:" in str(err.value))
    with pytest.raises(ValueError):
        ProgressView("chess")


def test_the_switch_offers_every_language_of_the_tutor_and_takes_no_other_from_the_page() -> None:
    from tutor.core.i18n import LANGS
    lang = Language()
    switch = LanguageSwitch(lang)
    assert list(switch.labels) == list(LANGS) and switch.labels["es"] == "Español"

    def page(state: object) -> None:
        switch._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})
    for state in ({"value": "fr"}, {"value": 3}, {"value": None}, {"page": ["es"]}, {"labels": {"fr": "x"}}, 7):
        page(state)
        assert lang.code == "en" and switch.value == "en" and "fr" not in switch.labels
    page({"value": "es"})
    assert lang.code == "es"
    switch.close()
