"""The game-neutral table, driven from Python as a browser would: clicks, choices, bots, history, end."""
from __future__ import annotations

import random
import re

import pytest
from countdown_game import new_game, token

from tutor.template.countdown import RULES
from tutor.widgets.base import HINT_BOT, ClickAdapter, Language, Session, Table


def table(**kw) -> Table:
    session = Session(new_game(**kw), seat=0, bots={1: "hint"}, make_game=new_game)
    return Table(session, ClickAdapter(), Language())


def test_a_click_on_a_legal_target_plays_it_and_the_panel_narrates_it() -> None:
    t = table()
    card = t.board.legal_targets()[0]
    assert card.startswith("card ")          # the engine's click token for a card of the hand
    t.board.click(card)
    step = t.session.game.history[-1]
    assert token(step.action) == card and step.seat == 0
    assert "[EX3]" not in t.panel.value and 'data-rule="EX3"' in t.panel.value
    assert f"P1 plays a {card[5:]}" in t.panel.value


def test_a_refused_click_says_why_and_changes_nothing() -> None:
    t = table()
    before = t.session.game.position()
    t.board.click("pass")  # cards fit, so EX4 forbids passing
    assert t.session.game.position() == before and t.session.game.history == []
    assert "EX4" in t.panel.value and "tutor-note" in t.panel.value


def test_bots_move_one_at_a_time_on_next_with_their_own_narration() -> None:
    t = table()
    t.board.click(t.board.legal_targets()[0])
    assert t.session.bot_to_move and not t.board.control("next")["disabled"]
    assert len(t.session.game.history) == 1  # the bot waits for Next
    t.board.press("next")
    assert len(t.session.game.history) == 2 and t.session.game.history[-1].seat == 1
    t.board.press("why")
    assert "Why did the bot do that?" in t.panel.value


def test_the_learner_never_sees_the_bots_cards_in_the_panel() -> None:
    """The bot's draws are narrated to the learner as 'draws a card', never by value."""
    t = table()
    for _ in range(8):
        if t.session.bot_to_move:
            t.board.press("next")
        elif not t.session.game.is_over:
            t.board.click(t.board.legal_targets()[0])
    bot_draws = [e for s in t.session.game.history if s.seat == 1 for e in s.events if e.kind == "drew"]
    assert bot_draws, "the bot drew no card in this game: pick another seed"
    assert "P2 draws a card." in t.panel.value
    assert re.search(r"P2 draws a [123]", t.panel.value) is None


def test_undo_takes_back_the_bots_reply_with_the_learners_move_and_redo_keeps_the_learners_step() -> None:
    t = table()
    t.board.click(t.board.legal_targets()[0])
    t.board.press("next")
    t.board.press("undo")
    assert t.session.game.history == [] and t.session.learner_to_move
    t.board.press("redo")
    assert len(t.session.game.history) == 1 and t.session.game.history[0].seat == 0


def test_language_switch_rewrites_every_text() -> None:
    lang = Language()
    session = Session(new_game(), seat=0, bots={1: "hint"})
    t = Table(session, ClickAdapter(), lang)
    t.board.click(t.board.legal_targets()[0])
    lang.code = "es"
    assert "juega un" in t.panel.value and t.board.control("undo")["label"] == "↶ Deshacer"
    assert "Qué ha pasado y por qué" in t.panel.value


def test_the_end_card_explains_the_result_and_offers_a_new_game() -> None:
    t = table()
    while not t.session.game.is_over:
        if t.session.bot_to_move:
            t.board.press("next")
        else:
            t.board.click(token(t.session.game.hint().action))
    assert "Game over" in t.board.footer and 'data-rule="EX5"' in t.board.footer
    assert t.board.control("new") is not None and not t.board.control("new")["hidden"]
    t.board.press("new")
    assert not t.session.game.is_over and t.board.footer == ""


def test_a_click_storm_keeps_the_board_equal_to_the_engine() -> None:
    """Seeded random clicks (legal, illegal, out of turn): the board always shows the game's legal set."""
    rng = random.Random(7)
    t = table()
    for _ in range(300):
        game = t.session.game
        if game.is_over:
            t.board.press("new")
            continue
        choice = rng.random()
        if choice < 0.2:
            t.board.press("next")
        elif choice < 0.3 and game.history:
            t.board.press("undo")
        else:
            t.board.click(rng.choice(["card 1", "card 2", "card 3", "pass", "keep", "mulligan", "nonsense"]))
        game = t.session.game
        if t.session.learner_to_move:
            shown = {x.replace("card ", "play ") for x in t.board.legal_targets()}
            assert shown == set(game.legal_actions())
        else:
            assert t.board.legal_targets() == []
    assert HINT_BOT.choose(new_game()) in RULES.legal_actions(new_game().state)


def test_the_history_slider_walks_the_log_and_the_learner_plays_on_from_there() -> None:
    t = table()
    for _ in range(3):
        t.board.click(t.board.legal_targets()[0])
        t.board.press("next")
    assert t.board.control("goto")["max"] == 6 and t.board.control("goto")["value"] == 6
    t.board.press("goto", 2)
    assert len(t.session.game.history) == 2 and len(t.session.game.future) == 4
    assert t.board.control("goto")["label"] == "Step 2 of 6"
    t.board.press("redo")
    assert len(t.session.game.history) == 3


def test_bots_play_by_themselves_when_asked() -> None:
    """The auto toggle: with no event loop here, the table plays the bot on the next tick it schedules."""
    t = table()
    t.board.press("auto")
    assert t.auto and t.board.control("auto")["pressed"] is True
    t.board.click(t.board.legal_targets()[0])
    t._auto_step()  # what the loop calls after the pause
    assert t.session.learner_to_move and t.session.game.history[-1].seat == 1


def test_a_table_takes_only_the_click_adapter() -> None:
    """No per-game adapter is left: anything but a ClickAdapter is refused, saying what is expected."""
    class Legacy:
        def svg(self, session: Session, lang: str, selected: object) -> str:
            return "<svg/>"

    with pytest.raises(ValueError, match="ClickAdapter, not Legacy"):
        Table(Session(new_game(), seat=0), Legacy(), Language())  # type: ignore[arg-type]
