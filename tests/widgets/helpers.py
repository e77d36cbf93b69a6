"""Shared checks for the widget tests: what the board shows must be what the engine says."""
from __future__ import annotations

from tutor.muros.notation import parse
from tutor.widgets import MurosBoard


def assert_board_matches(board: MurosBoard) -> None:
    """Tokens, cards and highlighted slots equal game.view() and legal_actions()."""
    game = board.session.game
    view = game.view(board.seat)
    assert board.shown_board() == view["board"]
    assert board.shown_slots() == view["slots"]
    assert set(board.legal_slots()) == {p.slot for p in map(parse, game.legal_actions()) if p is not None}
    assert (board.pass_button in board.children) == ("pass" in game.legal_actions())
