"""A choice that is stale, doubled (a double click on a choice) or refused closes the chooser and redraws
the board as it is, in the same update (issue 34): no card stays picked and only the position's first
clicks are marked clickable, so the next click starts a move instead of being refused."""
from __future__ import annotations

from typing import Any, Callable

import pytest
from countdown_game import three_clicks

from tutor.widgets.base import ClickAdapter, Language, Session, Table


def half_made() -> tuple[Table, list[dict[str, Any]]]:
    """P1's hand and its cards picked, the chooser asking which card; and the updates the page receives."""
    t = Table(Session(three_clicks(), seat=0, bots={1: "hint"}), ClickAdapter(), Language())
    sent: list[dict[str, Any]] = []
    t.board._send = lambda msg, buffers=None: sent.append(msg)   # what the comm would carry to the page
    t.board.click("hand")
    t.board.choose("cards")
    assert t.path == ("hand", "cards") and {c["action"] for c in t.board.choices} == {"card 1", "card 2"}
    assert set(t.board.legal_targets()) == {"card 1", "card 2"} and "tutor-picked" in t.board.svg
    sent.clear()
    return t, sent


def page(t: Table, content: dict[str, Any]) -> None:
    """A message from the page, through the kernel's path."""
    t.board._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


@pytest.mark.parametrize("how", [
    lambda t: page(t, {"choose": "cards", "at": t.board.at}),          # the second click of a double click
    lambda t: page(t, {"choose": "card 1", "at": t.board.at - 1}),     # drawn for an earlier position
    lambda t: page(t, {"click": "card 2", "at": t.board.at - 1}),
    lambda t: t.board.choose("pass"),                                  # not offered now
], ids=["doubled", "stale choice", "stale click", "refused"])
def test_a_stale_doubled_or_refused_choice_redraws_the_board_as_it_is(how: Callable[[Table], None]) -> None:
    t, sent = half_made()
    how(t)
    assert t.session.game.history == [] and t.path == ()
    assert t.board.choices == [] and t.board.prompt == ""
    assert "tutor-picked" not in t.board.svg and t.board.legal_targets() == ["hand"]
    assert "earlier position" in t.panel.value
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    assert len(updates) == 1, updates                                  # one update of the board...
    assert updates[0]["choices"] == [] and "tutor-picked" not in updates[0]["svg"]   # ...with both
    t.board.click("hand")                                              # the next click starts a move
    assert t.path == ("hand",) and t.board.legal_targets() == ["cards"]
    t.board.choose("cards")
    t.board.choose("card 2")
    assert [s.action for s in t.session.game.history] == ["play 2"]


def test_an_off_turn_click_also_drops_the_half_made_move() -> None:
    t, _sent = half_made()
    t.session.seat = 1                               # the teacher hands the board to another seat
    t.board.click("hand")
    assert t.path == () and t.board.choices == [] and "tutor-picked" not in t.board.svg
    assert t.board.legal_targets() == [] and t.session.game.history == []


def test_the_second_click_of_a_double_click_that_played_the_move_is_dropped_quietly() -> None:
    """A double click on the last choice plays the move once; its second click, drawn for the position
    before the move, says nothing (a note "nothing was played" under the played step would read as if the
    move had been refused)."""
    t, _sent = half_made()
    at = t.board.at
    page(t, {"choose": "card 2", "at": at})
    narrated = t.panel.value
    page(t, {"choose": "card 2", "at": at})                            # the double click's second click
    assert [s.action for s in t.session.game.history][:1] == ["play 2"]
    assert "earlier position" not in t.panel.value and t.panel.value == narrated
    page(t, {"choose": "card 2", "at": at})                            # a third is stale like any other
    assert "earlier position" in t.panel.value
