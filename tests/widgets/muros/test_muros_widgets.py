"""The Muros course widgets, driven as a learner's browser would: slot clicks, choices, the line lab,
lessons and the classroom; the board always shows the engine's legal slots."""
from __future__ import annotations

import random

import tutor
from tutor.muros import make_position
from tutor.widgets.base import Language, Session, Table
from tutor.widgets.muros import MurosAdapter
from tutor.widgets.muros.course import SCENARIOS, classroom, course, full_game
from tutor.widgets.muros.linelab import LineLab


def _table(seed: int = 42, **kw) -> Table:
    game = tutor.new_game("muros", players=3, seed=seed, **kw)
    return Table(Session(game, seat=0, bots={1: "hint", 2: "hint"}), MurosAdapter(), Language())


def test_MU7_a_slot_click_offers_the_cards_and_a_choice_plays_it() -> None:
    t = _table()
    assert len(t.board.legal_targets()) == 36 and 'tutor-all-legal' in t.board.svg
    t.board.click("W3")
    assert t.board.prompt == "W3: which card, from where?"
    labels = [c["label"] for c in t.board.choices]
    assert "red card from your hand" in labels and "yellow card from the yellow pile" in labels
    t.board.choose("Y@W3 pile")
    assert t.session.game.history[-1].action == "Y@W3 pile" and t.board.choices == []
    assert "MU13" in t.panel.value and t.board.legal_targets() == []  # a bot is to move now


def test_MU9_a_click_on_a_facing_slot_says_why_and_changes_nothing() -> None:
    t = _table()
    t.board.click("W3")
    t.board.choose("R@W3")
    t.board.press("next")
    t.board.press("next")
    before = t.session.game.position()
    t.board.click("E3")
    assert t.session.game.position() == before
    assert "MU9" in t.panel.value and "tutor-note" in t.panel.value
    assert "E3" not in t.board.legal_targets()


def test_MU19_phase_2_asks_which_colour_to_take() -> None:
    position = make_position(placed=18, rows={4: "RRBRGYRWB"}, slots={"E4": "B"},
                             hands=[{"Y": 1, "R": 1, "G": 1}, {"G": 1}], seed=8)
    t = Table(Session(tutor.new_game("muros", position=position), seat=0), MurosAdapter(), Language())
    t.board.click("W4")
    t.board.choose("R@W4")
    labels = {c["action"]: c["label"] for c in t.board.choices}
    assert labels["R@W4 take R"] == "take the red tokens (4 tokens)"
    assert labels["R@W4 take none"] == "take nothing"
    t.board.choose("R@W4 take R")
    assert t.session.game.state.captured[0][2] == 4


def test_the_spanish_board_and_choices_have_no_english() -> None:
    lang = Language()
    t = Table(Session(tutor.new_game("muros", players=2, seed=3), seat=0), MurosAdapter(), lang)
    lang.code = "es"
    t.board.click("N5")
    text = " ".join(c["label"] for c in t.board.choices) + t.board.prompt + t.board.svg + t.board.status
    for english in ("hand", "pile", "card", "slot", "Your", "Captured", "turn"):
        assert f" {english}" not in text and f">{english}" not in text
    assert "de tu mano" in text and "Tu mano" in t.board.svg


def test_the_learner_never_sees_another_hand() -> None:
    """Two positions that differ only in P2's and P3's hands draw the same board for P1."""
    a = make_position(hands=[{"R": 2, "Y": 3}, {"B": 5}, {"G": 5}], seed=4)
    b = make_position(hands=[{"R": 2, "Y": 3}, {"G": 5}, {"B": 5}], seed=4)
    ta = Table(Session(tutor.new_game("muros", position=a), seat=0), MurosAdapter(), Language())
    tb = Table(Session(tutor.new_game("muros", position=b), seat=0), MurosAdapter(), Language())
    assert ta.board.svg == tb.board.svg and ta.panel.value == tb.panel.value


def test_ALLOW_PASS_the_board_offers_a_pass_target() -> None:
    t = _table(variants={"ALLOW_PASS"})
    assert "pass" in t.board.legal_targets()
    t.board.click("pass")
    assert t.session.game.history[-1].action == "pass"


def test_a_seeded_click_storm_keeps_the_board_equal_to_the_engine() -> None:
    rng = random.Random(11)
    t = _table(seed=5)
    slots = [f"{s}{i}" for s in "WENS" for i in range(1, 10)]
    for _ in range(400):
        game = t.session.game
        if game.is_over:
            t.board.press("new")
            continue
        roll = rng.random()
        if roll < 0.25:
            t.board.press("next")
        elif roll < 0.3 and game.history:
            t.board.press("undo")
        elif t.board.choices and roll < 0.8:
            t.board.choose(rng.choice(t.board.choices)["action"])
        else:
            t.board.click(rng.choice(slots + ["pass", "X9"]))
        game = t.session.game
        legal = game.legal_actions() if t.session.learner_to_move else []
        shown = set(t.board.legal_targets())
        assert shown == {a.split("@")[1].split()[0] for a in legal if "@" in a} | ({"pass"} & set(legal))
        assert t.board.svg == MurosAdapter().svg(t.session, "en", t.selected)


def test_the_line_lab_checks_a_prediction_and_steps_through_MU13() -> None:
    lang = Language()
    lab = LineLab(language=lang)
    lab.place("W3", "R")
    wrong = next(o for o in lab.options if o != lab.truth)
    lab.choose(wrong)
    assert lab.right is False and "Not quite" in lab.text.value
    assert lab.frames[0] == "place" and lab.back.disabled
    lab.next.click()
    assert "MU13" in lab.text.value and "Stage 2 of" in lab.text.value
    lang.code = "es"
    assert "Etapa 2 de" in lab.text.value and lab.next.description == "Siguiente ▶"
    lab.pick_slot("N7")
    assert lab.frames == [] and lab.board.prompt == "N7: ¿qué carta colocas?"


def test_the_course_walks_through_every_lesson_in_both_languages() -> None:
    lang = Language()
    box = course(lang)
    player = box.player
    for index in range(len(player.lessons)):
        player.go(index)
        assert player.head.value and player.text.value
        assert player.table.board.svg.startswith("<svg")
        if player.lesson.lab == "line":
            assert player.lab_box.children
    lang.code = "es"
    assert "Lección" in player.head.value


def test_the_full_game_table_plays_to_the_end_with_hints() -> None:
    t = full_game(players=2, seed=4, language=Language())
    while not t.session.game.is_over:
        if t.session.bot_to_move:
            t.board.press("next")
        else:
            hint = t.session.hint()
            slot = hint.action.split("@")[1].split()[0] if "@" in hint.action else "pass"
            t.board.click(slot)
            if t.board.choices:
                card = hint.action.split(" take ")[0]
                t.board.choose(card if any(c["action"] == card for c in t.board.choices) else hint.action)
            if t.board.choices:
                t.board.choose(hint.action)
    assert "Game over" in t.board.footer and "MU24" in t.board.footer


def test_every_classroom_scenario_shows_its_rule() -> None:
    box = classroom(Language())
    room = box.room
    for index, scenario in enumerate(SCENARIOS):
        room.show(index)
        assert room.session.game.history == [] and room.session.note is None
        room.step_button.click()
        assert all(f'data-rule="{rule}"' in room.frame.value for rule in scenario.rules)
        assert room.table.panel.value.count("tutor-event") >= 1 or room.session.note is not None
        room.step_button.click()  # pressed again: nothing new
        assert room.step_button.disabled
