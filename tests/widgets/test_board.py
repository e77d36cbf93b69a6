"""MurosBoard: legal clicks play through the chooser, illegal clicks explain why not (MU5, MU9, MU11)."""
import tutor
from tutor.muros import SLOTS
from tutor.muros.notation import parse
from tutor.widgets import Lang, MurosTutor, SCENARIOS

from .helpers import assert_board_matches


def make(**kw) -> MurosTutor:
    return MurosTutor(players=3, seed=42, lang=Lang(), **kw)


def test_board_shows_the_engine_view_with_letters_and_classes():
    t = make()
    assert_board_matches(t.board)
    b = t.board.cell_button(2, 4)
    assert b.description == t.game.view()["board"][2][4] != ""
    assert "tutor-muros-cell-r3c5" in b._dom_classes
    assert "tutor-muros-slot-W3" in t.board.slot_button("W3")._dom_classes
    assert len(t.board.legal_slots()) == 36          # phase 1 start: every slot is free


def test_MU9_legal_click_opens_chooser_built_from_legal_actions():
    t = make()
    t.click("W3")
    legal = [a for a in t.game.legal_actions() if parse(a).slot == "W3"]
    keys = {(parse(a).colour, parse(a).pile) for a in legal}
    assert {v for _, v in t.board.chooser.options()} == keys
    t.board.chooser.pick(0)
    assert t.game.history[0].action in legal
    assert t.board.chooser.options() == []
    assert_board_matches(t.board)
    assert "MU9" in t.panel.text() and "MU13" in t.panel.text()


def test_MU9_click_on_facing_slot_shows_the_rule_and_changes_nothing():
    t = make()
    t.click("W3")
    t.board.chooser.pick(0)
    before = t.game.to_json()
    t.click("E3")
    assert "MU9" in t.board.note.value
    assert "Why not E3?" in t.board.note.value
    assert t.game.to_json() == before
    assert "E3" not in t.board.legal_slots()


def test_MU5_click_on_a_filled_slot_explains():
    t = make()
    t.click("W3")
    t.board.chooser.pick(0)
    t.click("W3")
    assert "MU5" in t.board.note.value


def test_MU19_phase2_chooser_asks_the_card_then_what_to_take():
    sc = SCENARIOS["sc-capture"]
    t = MurosTutor(sc.game(), lang=Lang())
    t.click(sc.slot)
    cards = t.board.chooser.options()
    assert cards and all(isinstance(v, tuple) for _, v in cards)
    t.board.chooser.pick([v for _, v in cards].index(("R", False)))
    takes = [v for _, v in t.board.chooser.options()]
    assert takes == [a for a in t.game.legal_actions() if a.startswith("R@E5 take")]
    t.board.chooser.pick(takes.index("R@E5 take G"))
    assert t.game.history[-1].action == "R@E5 take G"
    assert any(e.kind == "capture" for e in t.game.history[-1].events)
    assert_board_matches(t.board)


def test_MU11_phase2_slot_without_a_facing_card_is_refused():
    sc = SCENARIOS["sc-block"]
    g = sc.game()
    free = [s for s in SLOTS if g.view()["slots"][s] is None]
    t = MurosTutor(g, lang=Lang())
    assert set(t.board.legal_slots()) == set(free)   # phase 2: every empty slot faces a card
    t.click(free[0])
    assert t.board.chooser.options()


def test_cell_click_names_the_token_in_words():
    t = make()
    t.board.cell_button(0, 0).click()
    letter = t.game.view()["board"][0][0]
    assert "Cell r1c1" in t.board.note.value and f"({letter})" in t.board.note.value


def test_bots_answer_and_hidden_hands_for_the_learner_seat():
    t = MurosTutor(players=3, seed=42, bots={1: "greedy", 2: "random"}, seat=0, lang=Lang())
    t.click("W3")
    t.board.chooser.pick(0)
    assert len(t.game.history) == 3 and t.game.to_move == 0
    assert "(hidden)" in t.board.info.value
    assert [s.index for s in t.panel.steps] == [0, 1, 2]


def test_game_over_status_and_refusal():
    g = tutor.new_game("muros", players=2, seed=3)
    import random
    rng = random.Random(0)
    from tutor.muros import random_action
    while not g.is_over:
        g.play(random_action(g, rng))
    t = MurosTutor(g, lang=Lang())
    assert "Game over" in t.board.status.value
    assert t.board.legal_slots() == []
    t.click("W1")
    assert "MU12" in t.board.note.value


def test_ALLOW_PASS_board_offers_a_pass_button_and_passing_works():
    """Defect 7: with ALLOW_PASS the board draws (no crash) and a Pass button plays "pass" (MU8, A9)."""
    g = tutor.new_game("muros", players=2, seed=3, variants={"ALLOW_PASS"})
    t = MurosTutor(g, lang=Lang())
    assert_board_matches(t.board)
    assert t.board.pass_button in t.board.children and t.board.pass_button.description == "Pass"
    first = g.to_move
    t.board.pass_button.click()
    assert t.game.history[-1].action == "pass" and t.game.history[-1].seat == first
    assert_board_matches(t.board)
    t.lang.code = "es"
    assert t.board.pass_button.description == "Pasar"
    t.board.pass_button.click()                       # both passed in a row: the game ends (A9)
    assert t.game.is_over and t.board.pass_button not in t.board.children
    assert "Partida terminada" in t.board.status.value


def test_default_rules_show_no_pass_button():
    """MU8: without ALLOW_PASS there is no Pass button, and clicking it anyway explains MU8."""
    t = make()
    assert t.board.pass_button not in t.board.children
    t.board.click_pass()
    assert "MU8" in t.board.note.value and not t.game.history
