"""HistoryControls: undo, redo and the slider move the game with Game.undo/redo/goto."""
from tutor.widgets import Lang, MurosTutor

from .helpers import assert_board_matches


def play_n(t: MurosTutor, n: int) -> None:
    for _ in range(n):
        slot = t.board.legal_slots()[0]
        t.click(slot)
        while t.board.chooser.options():
            t.board.chooser.pick(0)


def test_undo_redo_buttons():
    t = MurosTutor(players=2, seed=5, lang=Lang())
    play_n(t, 3)
    h = t.history
    board_after = t.board.shown_board()
    h.undo_button.click()
    assert len(t.game.history) == 2 and h.slider.value == 2 and h.slider.max == 3
    assert_board_matches(t.board)
    h.redo_button.click()
    assert t.board.shown_board() == board_after
    assert h.redo_button.disabled and not h.undo_button.disabled
    assert "after step 3 of 3" in h.where.value


def test_slider_goes_to_any_position_and_panel_follows():
    t = MurosTutor(players=2, seed=5, lang=Lang())
    play_n(t, 4)
    t.history.slider.value = 1
    assert len(t.game.history) == 1 and len(t.game.future) == 3
    assert [s.index for s in t.panel.steps] == [0]
    assert_board_matches(t.board)
    t.history.slider.value = 0
    assert t.game.history == [] and t.history.undo_button.disabled
    assert "Nothing played yet" in t.panel.text()


def test_undo_with_bots_returns_to_the_learner_turn():
    t = MurosTutor(players=3, seed=5, bots={1: "random", 2: "random"}, seat=0, lang=Lang())
    opening = len(t.game.history)                   # seed 5: a bot seat starts, the bots open
    assert opening == 2 and t.game.to_move == 0
    play_n(t, 2)
    assert len(t.game.history) == opening + 6
    t.history.undo_button.click()
    assert len(t.game.history) == opening + 3 and t.game.to_move == 0
    t.history.redo_button.click()
    assert len(t.game.history) == opening + 6 and t.game.to_move == 0


def test_playing_after_undo_drops_the_future():
    t = MurosTutor(players=2, seed=5, lang=Lang())
    play_n(t, 3)
    t.history.undo_button.click()
    t.history.undo_button.click()
    play_n(t, 1)
    assert len(t.game.future) == 0 and t.history.slider.max == 2
