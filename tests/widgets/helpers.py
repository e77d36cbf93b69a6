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
    assert set(board.legal_slots()) == {parse(a).slot for a in game.legal_actions()}
