"""The board for keyboards and screen readers (issue 36): the board reads the "board" scope of the one key map,
carries its words in the learner's language, and tells the position in words on request (the Read button or
S), from the engine's text view for the learner's seat only; the told text is put away after a move."""
from __future__ import annotations

from typing import Any

from countdown_game import new_game

from tutor.lessons import LESSONS
from tutor.widgets.base import Board, ClickAdapter, Language, LessonView, Progress, Session, Table
from tutor.widgets.base.keys import keymap


def page(table: Table, content: dict[str, Any]) -> None:
    """A message from the page, through the kernel's path."""
    table.board._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def lesson_table(game: str, lesson_id: str, language: Language) -> Table:
    course = LESSONS[game]
    item = next(l for l in course if l.id == lesson_id)
    return LessonView(item, ClickAdapter(), language, Progress(), course=course).table


def test_the_board_reads_the_board_scope_of_the_key_map() -> None:
    board = Board()
    assert board.keymap == keymap("board")
    assert {board.keymap[k] for k in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")} == {"move"}
    assert (board.keymap["Home"], board.keymap["End"], board.keymap["s"], board.keymap["?"]) == \
        ("first", "last", "read", "read")
    assert board.keymap["Enter"] == board.keymap[" "] == "pick" and board.keymap["Escape"] == "drop"


def test_the_boards_words_follow_the_language() -> None:
    language = Language()
    table = Table(Session(new_game(), seat=0), ClickAdapter(), language)
    assert table.board.words == {"choices": "Choices", "read": "Read the board", "text": "The board in words"}
    language.code = "es"
    assert table.board.words == {"choices": "Opciones", "read": "Leer el tablero", "text": "El tablero en palabras"}
    table.close()


def test_read_tells_the_seats_text_view_and_never_another_hand() -> None:
    language = Language()
    table = lesson_table("matzlfangen", LESSONS["matzlfangen"][0].id, language)
    s = table.session
    page(table, {"read": True})
    told = table.board.told
    assert told["n"] == 1 and told["text"] == s.game.text("en", seat=s.viewer) and told["text"].strip()
    assert s.viewer is not None and told["text"] != s.game.text("en", seat=None)
    page(table, {"read": True})   # asked again: told again, even unchanged
    assert table.board.told["n"] == 2
    language.code = "es"          # another language: the old telling is put away
    assert table.board.told["text"] == ""
    page(table, {"read": True})
    assert table.board.told["text"] == s.game.text("es", seat=s.viewer)


def test_a_move_puts_the_told_board_away() -> None:
    table = lesson_table("muros", "where", Language())
    page(table, {"read": True})
    assert "1 2 3 4 5 6 7 8 9" in table.board.told["text"]
    before = len(table.session.game.history)
    legal = table.board.legal_targets()
    table.board.click(legal[0])
    while len(table.session.game.history) == before and table.board.choices:
        table.board.choose(table.board.choices[0]["action"])
    assert len(table.session.game.history) > before and table.board.told["text"] == ""


def test_a_read_message_of_another_shape_is_ignored() -> None:
    table = Table(Session(new_game(), seat=0), ClickAdapter(), Language())
    for content in ({"read": 1}, {"read": "yes"}, {"read": [True]}):
        page(table, content)
    assert table.board.told == {"n": 0, "text": ""}
    table.close()
