"""The Muros course widgets, driven as a learner's browser would, through the one ClickAdapter: a slot, then
the card (from the strip or the board), then in phase 2 the tokens to take; the line lab in its three modes;
lessons and the classroom. The board always shows the engine's legal clicks."""
from __future__ import annotations

import random
import re

import pytest

import tutor
from tutor.muros import game, make_position, read_line
from tutor.widgets.base import ClickAdapter, Language, Session, Table
from tutor.widgets.muros import SCENARIOS, LineLab, classroom, course, full_game

SLOTS = [f"{s}{i}" for s in "WENS" for i in range(1, 10)]


def _table(seed: int = 42, lang: Language | None = None, **kw) -> Table:
    g = tutor.new_game("muros", position=make_position(players=3, turn=0, seed=seed, **kw))
    return Table(Session(g, seat=0, bots={1: "hint", 2: "hint"}), ClickAdapter(), lang or Language())


def test_MU7_a_slot_click_offers_the_cards_in_words_and_a_choice_plays_it() -> None:
    t = _table()
    assert sorted(t.board.legal_targets()) == sorted(SLOTS) and "tutor-all-legal" in t.board.svg
    t.board.click("W3")
    assert t.board.prompt == "slot W3 (left end of row 3) →"
    labels = {c["action"]: c["label"] for c in t.board.choices}
    assert labels["Y pile"] == "a yellow card from the face-up pile"
    assert all(re.fullmatch(r"a (yellow|blue|red|green) card from (your hand|the face-up pile)", v) for v in labels.values())
    assert set(t.board.legal_targets()) == set(labels)          # the cards are drawn as targets too
    t.board.choose("Y pile")
    assert t.session.game.history[-1].action == "Y@W3 pile" and t.board.choices == []
    assert "MU13" in t.panel.value and t.board.legal_targets() == []  # a bot is to move now


def test_a_hand_card_clicked_on_the_board_continues_the_path() -> None:
    t = _table(hands=[{"R": 2}, {"Y": 1}, {"G": 1}])
    t.board.click("E5")
    assert "R" in t.board.legal_targets()
    t.board.click("R")
    assert t.session.game.history[0].action == "R@E5"


def test_MU9_a_click_on_a_facing_slot_says_why_and_changes_nothing() -> None:
    t = _table(slots={"W3": "R"}, placed=1)
    before = t.session.game.position()
    t.board.click("E3")
    assert t.session.game.position() == before
    assert "MU9" in t.panel.value and "E3" not in t.board.legal_targets()


def test_MU19_phase_2_asks_which_tokens_to_take() -> None:
    position = make_position(placed=18, rows={4: "RRBRGYRWB"}, slots={"E4": "B"},
                             hands=[{"Y": 1, "R": 1, "G": 1}, {"G": 1}], turn=0, seed=8)
    t = Table(Session(tutor.new_game("muros", position=position), seat=0), ClickAdapter(), Language())
    t.board.click("W4")
    t.board.choose("R")
    labels = {c["action"]: c["label"] for c in t.board.choices}
    assert labels == {"take R": "take the red tokens", "take B": "take the blue tokens", "take none": "take nothing"}
    t.board.choose("take R")
    assert t.session.game.state.captured[0][2] == 4


def test_the_spanish_board_and_choices_have_no_english() -> None:
    lang = Language()
    t = _table(lang=lang)
    lang.code = "es"
    t.board.click("N5")
    text = " ".join(c["label"] for c in t.board.choices) + t.board.prompt + t.board.svg + t.board.status
    words = set(re.findall(r"[A-Za-záéíóúñ]+", re.sub(r"<[^>]*>", " ", text)))
    for english in ("hand", "pile", "card", "slot", "Your", "Captured", "turn", "take"):
        assert english not in words
    assert "de tu mano" in text and "Tu mano" in t.board.svg and "ranura N5" in t.board.prompt
    t.board.click("W2")
    assert "ranura O2" in t.board.prompt


def test_the_learner_never_sees_another_hand() -> None:
    """Two positions that differ only in P2's and P3's hands draw the same board and status for P1."""
    a = make_position(hands=[{"R": 2, "Y": 3}, {"B": 5}, {"G": 5}], turn=0, seed=4)
    b = make_position(hands=[{"R": 2, "Y": 3}, {"G": 5}, {"B": 5}], turn=0, seed=4)
    ta = Table(Session(tutor.new_game("muros", position=a), seat=0), ClickAdapter(), Language())
    tb = Table(Session(tutor.new_game("muros", position=b), seat=0), ClickAdapter(), Language())
    assert ta.board.svg == tb.board.svg and ta.panel.value == tb.panel.value and ta.board.status == tb.board.status


def test_ALLOW_PASS_the_board_offers_a_pass_target() -> None:
    t = _table(variants={"ALLOW_PASS"})
    assert "pass" in t.board.legal_targets()
    t.board.click("pass")
    assert t.session.game.history[-1].action == "pass"


def test_a_seeded_click_storm_keeps_the_board_equal_to_the_engine() -> None:
    rng = random.Random(11)
    t = _table(seed=5)
    junk = ["pass", "X9", "R", "take G", "Y pile", "", "W10"]
    for _ in range(400):
        g = t.session.game
        if g.is_over:
            t.board.press("new")
            continue
        roll = rng.random()
        if roll < 0.25:
            t.board.press("next")
        elif roll < 0.3 and g.history:
            t.board.press("undo")
        elif t.board.choices and roll < 0.8:
            t.board.choose(rng.choice(t.board.choices)["action"])
        else:
            t.board.click(rng.choice(SLOTS + junk))
        g = t.session.game
        paths = g.click_paths() if t.session.learner_to_move else {}
        n = len(t.path)
        expected = {p[n] for p in paths.values() if p[:n] == t.path and len(p) > n}
        drawn = set(t.board.legal_targets())
        if n < 2:   # a slot, then a card: every next click is drawn on the board
            assert drawn == expected
        else:       # the tokens to take: those the line holds are drawn; all are in the strip
            assert drawn <= expected and {c["action"] for c in t.board.choices} == expected
        assert all(step.seat == 0 or step.seat in t.session.bots for step in g.history)


@pytest.mark.parametrize("mode,wrong", [("count", "k counts only"), ("remove", "removal"), ("slide", "MU1")])
def test_the_line_lab_asks_what_its_lesson_taught_and_says_what_differs(mode: str, wrong: str) -> None:
    lang = Language()
    lab = LineLab(language=lang, mode=mode)
    lab.place("W3", "R")
    k = read_line(lab.game.state.board, "W3").count("R")
    if mode == "count":
        assert lab.truth == str(k) and set(lab.options) >= {str(n) for n in range(6)}
    bad = next(o for o in lab.options if o != lab.truth)
    lab.choose(bad)
    assert lab.right is False and "Not quite" in lab.text.value and wrong in lab.text.value
    stages = {"count": {"count", "zero"}, "remove": {"count", "zero", "remove"}}.get(mode)
    if stages is not None:
        assert set(lab.frames[1:]) <= stages
    lab.next.click()
    assert "MU13" in lab.text.value and "Stage 2 of" in lab.text.value
    lang.code = "es"
    assert "Etapa 2 de" in lab.text.value and lab.next.description == "Siguiente ▶"
    lab.pick_slot("N7")
    assert lab.frames == [] and lab.board.prompt == "N7: ¿qué carta colocas?"


def test_the_line_lab_survives_malformed_messages() -> None:
    lab = LineLab(language=Language())
    before = (lab.slot, lab.colour, lab.guess)
    for junk in (None, 5, "", "W10", "R", "take G", "x" * 10_000, ["W3"], {"a": 1}, "pass"):
        lab.click(junk)
        lab.choose(junk)
        lab.pick_slot(junk)
        lab.show(junk)  # type: ignore[arg-type]
        lab.board._message(lab.board, {"click": junk}, [])
        lab.board._message(lab.board, junk, [])
    assert (lab.slot, lab.colour, lab.guess) == before
    lab.place("W3", "R")
    lab.choose("not an option")
    assert lab.guess is None and lab.colour == "R"
    with pytest.raises(ValueError, match="mode"):
        LineLab(mode="stretch")


def test_the_course_walks_through_every_lesson_and_its_lab_matches_the_lesson() -> None:
    lang = Language()
    box = course(lang)
    player = box.player
    for index in range(len(player.lessons)):
        player.go(index)
        lesson = player.lesson
        assert player.view.table.board.svg.startswith("<svg")
        labs = player.lab_box.children
        if lesson.lab:
            assert labs and isinstance(labs[0], LineLab) and lesson.lab == f"line-{labs[0].mode}"
        else:
            assert not labs
    modes = {l.id: l.lab for l in player.lessons if l.lab}
    assert modes == {"count": "line-count", "remove": "line-remove", "slide": "line-slide"}
    lang.code = "es"


def test_the_full_game_table_plays_to_the_end_by_clicks() -> None:
    t = full_game(players=2, seed=4, language=Language())
    while not t.session.game.is_over:
        if t.session.bot_to_move:
            t.board.press("next")
            continue
        action = t.session.game.hint().action
        path = t.session.game.click_paths()[action]
        t.board.click(path[0])
        for token in path[1:]:
            t.board.choose(token)
        assert t.session.game.history[-1].action == action
    assert "over" in t.board.status and "MU24" in t.board.footer


def test_every_classroom_scenario_shows_its_rule() -> None:
    box = classroom(Language())
    room = box.room
    for index, scenario in enumerate(SCENARIOS):
        room.show(index)
        assert room.session.game.history == []
        room.step_button.click()
        assert all(f'data-rule="{rule}"' in room.frame.value for rule in scenario.rules)


def _played(index: int) -> tuple:
    sc = SCENARIOS[index]
    g = sc.start()
    before = g.state
    reason = g.why_not(sc.steps[0])
    if reason is None:
        g.play(sc.steps[0])
    return before, g, reason


def test_the_classroom_scenarios_say_only_what_their_positions_show() -> None:
    """Every fact a scenario's text states, checked with the engine on its position."""
    before, _, reason = _played(0)                      # W3 holds a card; E3 is refused by MU9
    assert before.slot("W3") and reason is not None and reason.rule == "MU9"
    before, g, _ = _played(1)                           # row 4 has no yellow: k = 0, nothing moves
    assert "Y" not in read_line(before.board, "W4") and g.state.board == before.board
    before, g, _ = _played(2)                           # row 5: three empty cells, two green; gap kept
    row = read_line(before.board, "W5")
    assert row.count(".") == 3 and row.count("G") == 2
    after = read_line(g.state.board, "W5")
    assert after.startswith("B.GG") and after.endswith("....")
    before, g, _ = _played(3)                           # the three left cells of row 2 empty now
    assert read_line(g.state.board, "W2")[:3] == "..." and "." not in read_line(before.board, "W2")
    before, g, _ = _played(4)                           # same colour: blocked
    assert before.slot("E6") == "B" and any(e.kind == "block" for e in g.history[-1].events)
    before, g, _ = _played(5)                           # four red fewer on the board
    assert before.board_counts()["R"] - g.state.board_counts()["R"] == 4
    before, g, _ = _played(6)                           # red 7, blue 7; the tiers make P2 the winner
    counts = before.board_counts()
    assert counts["R"] == counts["B"] == 7 and g.result().winners == (1,)


def test_the_scenario_that_says_watch_the_row_frames_that_row_on_the_board() -> None:
    """'Watch the framed row Tokens on the board': the row is drawn in the svg, framed, under the board."""
    box = classroom(Language())
    room = box.room
    index = next(i for i, s in enumerate(SCENARIOS) if "Tokens on the board" in s.explain("en"))
    room.show(index)
    svg = room.table.board.svg
    at = svg.index("Tokens on the board")
    frame = svg.rfind('class="tutor-hl"', 0, at)
    assert frame > svg.index('data-action="S9"')          # framed, after (below) the board's slots
    assert "counts" in SCENARIOS[index].focus
