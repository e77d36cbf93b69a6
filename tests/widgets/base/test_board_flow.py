"""Every status text is current (issue 35): a refusal never stands beside "Nothing played yet", the next legal
pick or move clears it, and the note of the learner's last act stands under the board (not at the
projector, where the panel the teacher may hide tells it). Escape drops a half-made choice. The cases of the
three games: Muros slots, Matschig cards, Matzlfangen cards and auction."""
from __future__ import annotations

from typing import Any

import pytest
from countdown_game import three_clicks

from tutor.lessons import LESSONS
from tutor.widgets.base import ClickAdapter, Language, LessonView, Progress, Session, Table

EMPTY = "Nothing played yet"


def lesson(game: str, lesson_id: str, language: Language | None = None) -> LessonView:
    """A course's lesson at its task, in its own language and progress."""
    course = LESSONS[game]
    item = next(l for l in course if l.id == lesson_id)
    return LessonView(item, ClickAdapter(), language or Language(), Progress(), course=course)


def page(table: Table, content: dict[str, Any]) -> None:
    """A message from the page, through the kernel's path."""
    table.board._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def refused(table: Table, target: str, reason: str) -> None:
    """A click refused: its reason under the board and in the panel, never beside "Nothing played yet"."""
    before = len(table.session.game.history)
    table.board.click(target)
    assert len(table.session.game.history) == before
    assert reason in table.board.note and table.board.note_kind == "bad"
    assert reason in table.panel.value and EMPTY not in table.panel.value


def cleared(table: Table, reason: str) -> None:
    """No trace of the refusal: neither under the board nor in the panel."""
    assert table.board.note == ""
    assert reason not in table.panel.value and "tutor-note" not in table.panel.value


# (game, lesson, refused target, words of its reason, legal pick that opens the chooser)
PICKS = [
    ("muros", "where", "W2", "already holds", "W1"),                  # a full slot, then a free one
    ("muros", "where", "E5", "may never face", "E9"),                 # a slot facing a card, then a free line
    ("matschig", "goal", "S3", "water card first", "W2"),             # sand before water, then a water card
    ("matschig", "umbrellas", "W3", "do not defend", "U3"),           # a water card against a mud, then an umbrella
    ("matschig", "umbrellas", "P2", "pipe", "U3"),                    # a player without the pipe, then an umbrella
]


@pytest.mark.parametrize("game, lesson_id, bad, reason, pick", PICKS,
                         ids=[f"{p[0]}-{p[1]}-{p[2]}" for p in PICKS])
def test_a_legal_pick_clears_the_refusal_before_it(game: str, lesson_id: str, bad: str, reason: str,
                                                    pick: str) -> None:
    view = lesson(game, lesson_id)
    t = view.table
    assert bad in t.board.targets() and bad not in t.board.legal_targets()
    history = len(t.session.game.history)
    t.board.click(bad)
    note = t.board.note
    assert note and (reason in note) and t.board.note_kind == "bad"
    if history == 0:
        assert EMPTY not in t.panel.value
    t.board.click(pick)
    assert t.path == (pick,) and t.board.choices, "the pick opens the chooser"
    cleared(t, note)
    assert len(t.session.game.history) == history
    view.close()


# (game, lesson, refused target, words of its reason, legal move)
MOVES = [
    ("matzlfangen", "follow", "play EA", "follow suit", "play L9"),   # Farbzwang, then a Laub card
    ("matzlfangen", "auction", "play EA", "auction", "bid treiben"),  # a card in the auction, then a bid
    ("matzlfangen", "call", "play EX", "call", "call LA"),            # a card while calling, then the call
]


@pytest.mark.parametrize("game, lesson_id, bad, reason, move", MOVES, ids=[f"{m[1]}-{m[2]}" for m in MOVES])
def test_a_legal_move_clears_the_refusal_and_the_panel_tells_the_move(game: str, lesson_id: str, bad: str,
                                                                       reason: str, move: str) -> None:
    view = lesson(game, lesson_id)
    t = view.table
    refused(t, bad, reason)
    note = t.board.note
    t.board.click(move)
    assert len(t.session.game.history) == 1 and t.session.game.history[0].action == move
    cleared(t, note)
    assert "Step 1: P1 (you)" in t.panel.value
    view.close()


def test_a_refusal_alone_in_the_panel_before_any_step_then_the_empty_text_again_after_a_pick() -> None:
    view = lesson("matschig", "goal")
    t = view.table
    assert EMPTY in t.panel.value                       # nothing played, nothing refused
    refused(t, "S3", "water card first")
    t.board.click("W2")
    assert EMPTY in t.panel.value and "water card first" not in t.panel.value
    view.close()


def test_an_off_turn_tap_is_told_under_the_board_and_cleared_by_the_bot_move() -> None:
    view = lesson("matzlfangen", "follow")
    t = view.table
    t.board.click("play L9")                            # the learner's card: P2 (a bot) is to move
    assert t.session.bot_to_move
    t.board.click("play L7")
    assert "press Next" in t.board.note
    t.press("next")
    assert t.board.note == "" and "press Next" not in t.panel.value
    view.close()


def test_the_board_note_follows_the_language() -> None:
    language = Language()
    view = lesson("matschig", "goal", language)
    t = view.table
    t.board.click("S3")
    english = t.board.note
    language.code = "es"
    assert t.board.note and t.board.note != english and "M8" in t.board.note
    assert "Aún no se ha jugado nada" not in t.panel.value
    view.close()


def test_a_hint_stays_through_a_legal_pick_and_goes_with_the_move() -> None:
    t = Table(Session(three_clicks(), seat=0, bots={1: "hint"}), ClickAdapter(), Language())
    t.press("hint")
    hint = t.board.note
    assert hint and t.board.note_kind == "good"
    t.board.click("hand")                               # a pick along the way the hint tells
    assert t.board.note == hint
    t.board.choose("cards")
    t.board.choose("card 2")
    assert t.board.note == "" and t.session.game.history


def test_the_projector_keeps_notes_in_the_panel_only() -> None:
    session = Session(three_clicks(), seat=None)
    t = Table(session, ClickAdapter(), Language(), classroom=True, hints=False, controls=())
    t.board.click("card 1")                             # not a first click: refused
    assert session.note is not None and "tutor-note" in t.panel.value
    assert t.board.note == ""


def test_undo_clears_the_note_of_a_position_left() -> None:
    view = lesson("muros", "count")
    t = view.table
    t.board.click("W1")
    while t.path:                                        # a Muros move may ask for more than one choice
        t.board.choose(t.board.choices[0]["action"])
    assert t.session.game.history and t.session.bot_to_move
    t.board.click("W1")                                  # the bot's turn: nothing is played
    assert "press Next" in t.board.note
    t.press("undo")
    assert t.board.note == "" and "press Next" not in t.panel.value and not t.session.game.history
    view.close()


# -- Escape ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game, lesson_id, pick", [("muros", "where", "W1"), ("matschig", "goal", "W2")])
def test_escape_drops_a_half_made_choice_in_one_update(game: str, lesson_id: str, pick: str) -> None:
    view = lesson(game, lesson_id)
    t = view.table
    first = t.board.legal_targets()
    t.board.click(pick)
    assert t.board.choices and "tutor-picked" in t.board.svg
    sent: list[dict[str, Any]] = []
    t.board._send = lambda msg, buffers=None: sent.append(msg)   # what the comm carries to the page
    history = len(t.session.game.history)
    page(t, {"cancel": True})
    assert t.path == () and t.board.choices == [] and t.board.prompt == ""
    assert "tutor-picked" not in t.board.svg and t.board.legal_targets() == first
    assert len(t.session.game.history) == history and t.board.note == ""
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    assert len(updates) == 1 and updates[0]["choices"] == [], updates
    t.board.click(pick)                                  # the next click starts the move again
    assert t.path == (pick,)
    view.close()


@pytest.mark.parametrize("content", [{"cancel": 1}, {"cancel": "yes"}, {"cancel": None}, {"cancel": [True]}])
def test_only_a_true_cancel_drops_the_choice(content: dict[str, Any]) -> None:
    view = lesson("muros", "where")
    t = view.table
    t.board.click("W1")
    page(t, content)
    assert t.path == ("W1",) and t.board.choices
    view.close()
