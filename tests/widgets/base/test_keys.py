"""The one key map of the presenter and the board (keys.py): each key one meaning in its scope, every entry
labelled in English and Spanish, the presenter's front end and Python reading the same map, and the
classroom's keys help made from it."""
from __future__ import annotations

from countdown_game import new_game

from tutor.core.i18n import LANGS
from tutor.lessons import Text
from tutor.widgets.base import Classroom, ClickAdapter, Language, Scenario
from tutor.widgets.base.keys import KEYMAP, PRESENTER_ACTIONS, SCOPES, keymap, keys_help
from tutor.widgets.base.presenter import KEYS, Stage
from fixture_texts import FixtureText as Text   # the tests' own made-up texts


def test_no_key_has_two_meanings_in_one_scope() -> None:
    for scope in SCOPES:
        keys = [key for entry in KEYMAP if entry.scope == scope for key in entry.keys]
        assert keys and len(keys) == len(set(keys)), scope
        assert len(keymap(scope)) == len(keys)


def test_every_entry_is_labelled_in_english_and_spanish() -> None:
    for entry in KEYMAP:
        assert entry.scope in SCOPES and entry.keys
        for lang in LANGS:
            assert entry.label(lang).strip() and entry.meaning(lang).strip(), (entry, lang)
        assert entry.meaning("en") != entry.meaning("es"), entry


def test_the_map_has_the_keys_the_issue_asks_for() -> None:
    presenter, board = keymap("presenter"), keymap("board")
    assert presenter["ArrowRight"] == presenter[" "] == "step"
    assert (presenter["ArrowDown"], presenter["ArrowUp"], presenter["ArrowLeft"]) == ("next", "prev", "reset")
    assert presenter["e"] == "explain" and presenter["f"] == "fullscreen"
    assert board["Escape"] == "drop" and board["ArrowRight"] == "move" and board["Enter"] == "pick"
    assert "Escape" not in presenter


def test_the_stage_sends_what_the_map_says_and_python_takes_every_presenter_action() -> None:
    assert Stage().keymap == keymap("presenter")
    assert set(KEYS) == set(PRESENTER_ACTIONS) == set(keymap("presenter").values()) - {"fullscreen"}
    pressed: list[str] = []
    stage = Stage(on_key=pressed.append)
    for action in KEYS:
        stage._message(None, {"key": action}, None)
    stage._message(None, {"key": "fullscreen"}, None)   # the browser's own: never sent to Python
    assert pressed == list(KEYS)


def test_the_keys_help_names_every_entry_in_each_language() -> None:
    for lang in LANGS:
        text = keys_help(lang)
        for entry in KEYMAP:
            assert f"{entry.label(lang)} {entry.meaning(lang)}" in text, (lang, entry)
    assert keys_help("es").startswith("Teclas:") and "Esc descarta" in keys_help("es")


def test_the_classroom_shows_the_maps_help_in_its_language() -> None:
    scenarios = [Scenario(Text(f"Card {i}", f"Carta {i}"), ("EX3",), Text("Watch.", "Mira."), new_game)
                 for i in range(2)]
    language = Language()
    room = Classroom(scenarios, ClickAdapter(), language)
    assert keys_help("en") in room.keys_help.value.replace("&#x27;", "'")
    language.code = "es"
    assert "Teclas:" in room.keys_help.value and "Esc descarta" in room.keys_help.value
    room.close()
