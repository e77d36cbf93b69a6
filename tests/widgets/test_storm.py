"""Random click storms never raise, and the board always matches game.view()."""
import random

import pytest

from tutor.muros import SLOTS
from tutor.widgets import Lang, MurosTutor

from .helpers import assert_board_matches


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_click_storm(seed):
    rng = random.Random(seed)
    lang = Lang()
    t = MurosTutor(players=rng.choice([2, 3, 4]), seed=seed, lang=lang,
                   bots={1: "random"} if seed == 3 else (), seat=0 if seed == 3 else None)
    for _ in range(400):
        r = rng.random()
        if r < 0.5:
            t.click(rng.choice(SLOTS))
        elif r < 0.7 and t.board.chooser.options():
            t.board.chooser.pick(rng.randrange(len(t.board.chooser.options())))
        elif r < 0.78:
            t.history.undo_button.click()
        elif r < 0.84:
            t.history.redo_button.click()
        elif r < 0.88:
            t.history.slider.value = rng.randint(0, t.history.slider.max)
        elif r < 0.92:
            t.board.cell_button(rng.randrange(9), rng.randrange(9)).click()
        elif r < 0.95:
            t.player.next_button.click() if rng.random() < 0.6 else t.player.back_button.click()
        elif r < 0.97 and t.panel.rule_buttons():
            rng.choice(t.panel.rule_buttons()).click()
        else:
            lang.code = rng.choice(["en", "es"])
        assert_board_matches(t.board)
    assert len(t.game.history) + len(t.game.future) > 0
