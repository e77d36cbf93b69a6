"""The Matschig course widgets, driven as a learner's browser would, through the one ClickAdapter: clicks on cards,
seats, mud cards and buttons along the engine's click paths; refusals that name their rule and change nothing; a
table that always equals the seat's view; the mud lab, the lessons and the classroom."""
from __future__ import annotations

import random
import re

import pytest

import tutor
from tutor.core.bots import HINT_BOT
from tutor.lessons import LESSONS
from tutor.matschig import conceal, make_position
from tutor.widgets.base import ClickAdapter, Language, Session, Table
from tutor.widgets.matschig.course import SCENARIOS, classroom, course, full_game
from tutor.widgets.matschig.mudlab import MudLab

from matschig_clicks import button, legal, parts, picked, play_by_clicks, svg_root, targets

BOTS = {1: "hint", 2: "hint", 3: "hint"}


def _table(position: dict | None = None, seat: int | None = 0, lang: Language | None = None, seed: int = 3,
           **kw) -> Table:
    game = tutor.new_game("matschig", position=position) if position else tutor.new_game("matschig", players=4,
                                                                                         seed=seed, **kw)
    bots = {q: "hint" for q in range(game.players) if q != seat} if seat is not None else {}
    return Table(Session(game, seat=seat, bots=bots), ClickAdapter(), lang or Language())


def _pos(**kw) -> dict:
    return make_position(players=4, **kw)


# -- a throw, by clicks (M8) --------------------------------------------------------------------------------------
def test_M8_a_throw_is_a_water_card_then_a_sand_card_then_a_seat() -> None:
    t = _table(_pos(hands=["W3 W5 S2 S5 U2 U4 PIPE"], seed=4))
    assert "pick a water card and a sand card" in t.board.status
    assert legal(t) == {"W3", "W5"}                              # a throw starts with its water card
    t.board.click("W3")
    assert picked(t) == ["W3"] and legal(t) == {"S2", "S5"}
    assert [c["action"] for c in t.board.choices] == ["S2", "S5"]
    assert [c["label"] for c in t.board.choices] == ["sand 2", "sand 5"]
    t.board.click("S5")
    assert "Your mud:" in t.board.svg and "water 3 · sand 5 — not perfect: a water 2 completes it" in t.board.svg
    assert legal(t) == {"P2", "P3", "P4"}                       # never at yourself
    assert t.board.choices[1]["label"] == "throw at P3, who has 0 points"
    t.board.click("P3")
    assert t.session.game.history[0].action == "throw W3 S5 at P3" and t.board.choices == []
    assert 'data-rule="M8"' in t.panel.value and "P1 throws water 3 and sand 5 at P3." in t.panel.value
    mud = next(p for p in parts(t.board.svg) if "tutor-mud" == p.get("class"))
    assert mud["data-mud"] == "W3 S5" and mud["data-sender"] == "0" and mud["data-target"] == "2"


def test_the_choices_strip_makes_the_same_throw() -> None:
    t = _table(_pos(hands=["W3 W5 S2 S5 U2 U4 PIPE"], seed=4))
    t.board.click("W5")
    t.board.choose("S2")
    assert [c["action"] for c in t.board.choices] == ["P2", "P3", "P4"]
    t.board.choose("P4")
    assert t.session.game.history[-1].action == "throw W5 S2 at P4"


def test_a_click_off_the_path_starts_again_or_says_why() -> None:
    t = _table(_pos(hands=["W3 W5 S2 S5 U2 U4 PIPE"], seed=4))
    t.board.click("S5")                                          # sand first: the throw starts with water
    assert t.session.game.history == [] and t.session.note("en")[0].startswith("M8: Pick the water card first")
    t.board.click("W3")
    t.board.click("W5")                                          # another water: a new throw
    assert picked(t) == ["W5"]


# -- pass and swap (M7), the race (M14), defences (M16-M19) --------------------------------------------------------
def test_M7_pass_and_swap_by_clicks() -> None:
    t = _table(_pos(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], seed=5))
    assert "you hold no sand card" in t.board.status and "tutor-legal" in button(t, "pass")["class"]
    for card in ("W1", "U3", "PIPE"):
        t.board.click(card)
    assert t.session.game.history[-1].action == "swap W1 U3 PIPE"
    assert 'data-rule="M7"' in t.panel.value


def test_M14_decline_or_complete_by_clicks() -> None:
    t = _table(_pos(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, seed=6))
    assert t.board.status == "A water 2 would complete this mud, and you hold one: complete it, or decline."
    assert legal(t) == {"W2", "decline"}
    t.board.click("W2")
    assert legal(t) == {"P2", "P3", "P4"}
    t.board.click("P4")
    assert t.session.game.history[-1].action == "complete W2 at P4" and 'data-rule="M15"' in t.panel.value


def test_M18_umbrellas_are_placed_on_the_card_they_guard_with_the_sum_shown() -> None:
    t = _table(_pos(hands=["U4 U5 U1 U3 W3 S6 S1"], piles=["S2"], thrown="W2 S5", thrower=1, target=0, race=False,
                    seed=7))
    assert button(t, "accept")["aria-label"] == "Accept all → 9 points"
    t.board.click("U3")
    t.board.click("mud W2")
    group = next(p for p in parts(t.board.svg) if "data-group" in p)
    assert group == {"class": "tutor-group", "data-group": "U3>W2", "data-ok": "1"} and "3 ≥ 2 ✓" in t.board.svg
    assert legal(t) == {"U4", "U5", "done"}                     # another group, or defend so
    t.board.click("U4")          # only umbrella 1 can join 4 to reach sand 5: offered, never spent unasked
    assert legal(t) == {"U1"} and len(t.session.game.history) == 0
    t.board.click("U1")
    assert legal(t) == {"mud S5"}
    t.board.click("mud S5")                  # the last click of the only way on plays it
    assert t.session.game.history[-1].action == "umbrellas U3>W2 U4+U1>S5"


def test_M18_a_group_too_small_is_never_offered() -> None:
    t = _table(_pos(hands=["U1 U4 W1 S2 S6 W7 S1"], thrown="W3 S5", thrower=1, target=0, race=False, seed=12))
    t.board.click("U1")
    assert "mud S5" not in legal(t) and "mud W3" not in legal(t) and "U4" in legal(t)


def test_M19_each_special_card_by_clicks() -> None:
    t = _table(_pos(hands=["BLOWER FLAMETHROWER PIPE WATERSUIT MACHINEGUN W1 S1"], piles=["S3 S4"],
                    thrown="W5 S2", thrower=1, target=0, race=False, seed=8))
    assert legal(t) == {"BLOWER", "FLAMETHROWER", "PIPE", "WATERSUIT", "MACHINEGUN", "accept"}
    labels = {c["action"]: c["label"] for c in ClickAdapter().choices(t.session, ("WATERSUIT",), "en")[1]}
    assert set(labels) == {"mud W5", "mud S2"} and labels["mud W5"] == "water 5 in the mud"
    for action in ("FLAMETHROWER", "BLOWER", "MACHINEGUN", "PIPE at P3", "WATERSUIT W5 S2", "WATERSUIT S2"):
        t.session.game.goto(0)
        t.session.replace(t.session.game)
        play_by_clicks(t, action)
        assert t.session.game.history[0].action == action


def test_the_projector_shows_every_hand_and_plays_for_the_seat_to_move() -> None:
    t = _table(_pos(hands=["W3 S5 U1 U2 U3 U4 PIPE", "W1 W2 S1 S2 U5 U6 BLOWER"], seed=9), seat=None)
    cards = [p["data-card"] for p in parts(t.board.svg) if "data-card" in p]
    assert "BLOWER" in cards and "PIPE" in cards and len(cards) == 28
    play_by_clicks(t, "throw W3 S5 at P2")
    assert t.session.game.to_move == 1 and legal(t) == {"W2", "decline"}  # P2 decides the race now


# -- bad clicks: refused with the rule, nothing changed ------------------------------------------------------------------
BAD = [
    (dict(hands=["W3 S5 U2 U4 PIPE S1 W1"]), "U2", "M8"),
    (dict(hands=["W3 S5 U2 U4 PIPE S1 W1"]), "pass", "M6"),
    (dict(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1), "S3", "M12"),
    (dict(hands=["U3 U4 BLOWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False), "W1", "M16"),
    (dict(hands=["U1 U2 W1 S2 S6 W7 S1"], thrown="W3 S4", thrower=1, target=0, race=False), "U1", "M18"),
    (dict(hands=["U3 U4 BLOWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False), "mud W3", "M18"),
    (dict(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0, variants={"PERFECT_BLOCKS_PIPE"}),
     "PIPE", "A8"),  # the variant's rule, the one applied
]


@pytest.mark.parametrize("position,target,rule", BAD, ids=[b[1] + "-" + b[2] for b in BAD])
def test_a_bad_click_is_refused_with_its_rule_and_changes_nothing(position, target, rule) -> None:
    t = _table(_pos(seed=10, **position))
    before, svg = t.session.game.position(), t.board.svg
    assert target in targets(t) and target not in legal(t)
    t.board.click(target)
    assert t.session.game.position() == before and t.session.game.history == []
    assert t.session.note is not None and t.session.note("en")[0].startswith(f"{rule}:")
    assert t.session.note("es")[0].startswith(f"{rule}:") and "tutor-note" in t.panel.value
    assert t.board.svg == svg


def test_a_click_while_a_bot_is_to_move_says_so() -> None:
    t = _table(_pos(hands=["W3 S5 U2 U4 PIPE S1 W1"], to_move=1, seed=13))
    t.board.click("W3")
    assert t.session.game.history == [] and t.session.note("en")[0]
    assert legal(t) == set() and "P2's turn" in t.board.status


# -- the table is the seat's view --------------------------------------------------------------------------------------
def _check_drawn_equals_view(t: Table) -> None:
    game, seat = t.session.game, t.session.viewer
    assert t.board.svg == ClickAdapter().svg(t.session, "en", t.path)
    view = game.view(seat)
    root = svg_root(t.board.svg)
    assert int(root["data-deck"]) == view["deck_count"] and int(root["data-out"]) == len(view["out"])
    rows = {int(p["data-seat"]): p for p in parts(t.board.svg) if "data-seat" in p}
    assert sorted(rows) == list(range(game.players))
    for q, row in rows.items():
        assert int(row["data-hand"]) == view["hand_sizes"][q] and row["data-pile"] == " ".join(view["piles"][q])
        assert int(row["data-total"]) == view["totals"][q]
    shown = [p["data-card"] for p in parts(t.board.svg) if "tutor-card" in p.get("class", "").split()]
    visible = [c for q in sorted(view["hands"]) for c in view["hands"][q]]
    assert sorted(shown) == sorted(visible)
    mud = [p for p in parts(t.board.svg) if p.get("class") == "tutor-mud"]
    assert (mud[0]["data-mud"] if mud else "") == " ".join(view["mud"])
    if not t.session.learner_to_move:
        assert legal(t) == set()
    else:
        paths = game.click_paths()
        assert legal(t) == {p[len(t.path)] for p in paths.values() if p[:len(t.path)] == t.path and len(p) > len(t.path)}


@pytest.mark.parametrize("seed,variants", [(21, ()), (22, ("MULTI_CARD_THROW",)), (23, ("VOLUNTARY_SWAP", "PLAY_OUT")),
                                           (24, ("RACE_TARGET_FIRST", "MUST_REDIRECT"))])
def test_a_seeded_click_storm_keeps_the_table_equal_to_the_view(seed, variants) -> None:
    rng = random.Random(seed)
    t = _table(seed=seed, variants=set(variants))
    t.session._make_game = lambda: tutor.new_game("matschig", players=4, seed=rng.randrange(99), variants=set(variants))
    for _ in range(300):
        game = t.session.game
        if game.is_over:
            t.board.press("new")
            continue
        roll = rng.random()
        before = game.position()
        mover = game.to_move
        if roll < 0.2:
            t.board.press("next")
        elif roll < 0.24 and game.history:
            t.board.press("undo")
        elif t.board.choices and roll < 0.55:
            t.board.choose(rng.choice(t.board.choices)["action"])
        else:
            t.board.click(rng.choice(targets(t) + ["X9", "mud U9", "P9", "done", "accept"]))
        if t.session.game.position() != before and mover != 0:
            assert roll < 0.24, "a click played for another seat"
        _check_drawn_equals_view(t)


def test_the_learner_never_sees_another_hand() -> None:
    """Two games that differ only in what P1 cannot see draw the same table and tell the same story to P1."""
    rng = random.Random(5)
    for position in (_pos(hands=["W3 S5 U2 U4 PIPE S1 W1"], seed=31),
                     _pos(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, seed=32),
                     _pos(hands=["U4 U5 U1 U3 W3 S6 S1"], thrown="W2 S5", thrower=1, target=0, race=False, seed=33)):
        other = conceal(position, 0, rng)
        assert other["hands"][1:] != position["hands"][1:]
        ta, tb = _table(position), _table(other)
        assert ta.board.svg == tb.board.svg and ta.panel.value == tb.panel.value
        assert ta.board.status == tb.board.status
        action = ta.session.hint().action
        assert action == tb.session.hint().action
        play_by_clicks(ta, action)
        play_by_clicks(tb, action)
        assert ta.board.svg == tb.board.svg and ta.panel.value == tb.panel.value


def test_the_spanish_table_has_no_english() -> None:
    lang = Language()
    t = _table(_pos(hands=["U4 U5 BLOWER PIPE W3 S6 S1"], piles=["S2 W4"], thrown="W2 S5", thrower=1, target=0,
                    race=False, seed=14), lang=lang)
    lang.code = "es"
    t.board.click("U4")
    text = re.sub(r"<[^>]+>", " ", t.board.svg) + t.board.prompt + " ".join(c["label"] for c in t.board.choices) \
        + t.board.status + " ".join(re.findall(r'aria-label="([^"]*)"', t.board.svg))
    for english in ("water", "sand", "umbrella", "points", "pile", "Round", "draw", "must", "Accept", "you ",
                    "Defend with", "blower", "pipe"):
        assert english not in text, english
    assert "Aceptarlo todo" in text and "agua" in text and "paraguas" in text and "debe responder" in text


# -- the mud lab ----------------------------------------------------------------------------------------------------------
def test_M9_M12_the_mud_lab_checks_predictions_with_the_engine() -> None:
    lang = Language()
    lab = MudLab(language=lang)
    lab.board.click("W3")
    lab.board.click("S3")
    assert lab.board.prompt == "Predict: is water 3 and sand 3 perfect?"
    lab.board.choose("perfect")
    lab.board.choose("none")
    assert lab.right == (True, True) and "Water 3 and sand 3 is perfect: water 3 = sand 3." in lab.text.value
    assert 'data-rule="M10"' in lab.text.value
    lab.build("W3 S5")
    lab.predict(True, "S2")
    assert lab.right == (False, False) and "Not quite" in lab.text.value
    assert "Water 2 completes it" in lab.text.value and 'data-rule="M13"' in lab.text.value
    assert 'data-rule="M15"' in lab.text.value and "P2 completes the mud with water 2" in lab.text.value
    lang.code = "es"
    assert "Lo completa agua 2" in lab.text.value and "Agua 3 y arena 5 no es perfecto" in lab.text.value


def test_the_mud_lab_keeps_one_card_of_each_type_and_ignores_malformed_messages() -> None:
    lab = MudLab(language=Language())
    for card in ("W3", "W5", "S1", "S7"):
        lab.board.click(card)
    assert lab.mud == ["W5", "S7"] and lab.board.choices
    for bad in ("X1", "U3", "", 7, None, ["W1"], {"a": 1}, "W" * 5000):
        lab.pick(bad)  # type: ignore[arg-type]
        lab.answer(bad)  # type: ignore[arg-type]
    for message in ({"click": ["W1"]}, {"choose": 3}, "W1", None, {"click": "W1", "at": "x"}, {"control": 9}):
        lab.board._message(lab.board, message, [])
    assert lab.mud == ["W5", "S7"] and lab.said_perfect is None


# -- lessons, the full game, the classroom --------------------------------------------------------------------------------
def test_every_lesson_task_is_done_by_clicks_in_both_languages() -> None:
    lang = Language()
    box = course(lang)
    player = box.player
    for index, lesson in enumerate(player.lessons):
        player.go(index)
        assert player.head.value and player.text.value and player.table.board.svg.startswith("<svg")
        if lesson.lab == "mud":
            assert isinstance(player.lab_box.children[0], MudLab)
        if lesson.task is None or lesson.task.whole_game:
            continue
        session = player.session
        while session.bot_to_move:
            player.table.board.press("next")
        action = lesson.hint(session.game).action
        play_by_clicks(player.table, action)
        assert player.done, lesson.id
    player.go(1)
    play_by_clicks(player.table, "throw W1 S2 at P3")
    lang.code = "es"
    assert "Lección 2 de" in player.head.value


def test_the_full_game_table_plays_to_the_end_by_clicks_with_hints() -> None:
    t = full_game(seed=7, language=Language())
    while not t.session.game.is_over:
        if t.session.bot_to_move:
            t.board.press("next")
        else:
            play_by_clicks(t, HINT_BOT.choose(t.session.game))
    assert "M30" in t.board.footer


def test_every_classroom_scenario_shows_its_rule() -> None:
    box = classroom(Language())
    room = box.room
    for index, scenario in enumerate(SCENARIOS):
        room.show(index)
        assert room.session.game.history == [] and room.session.note is None
        assert "data-card" in room.table.board.svg  # every hand shown
        for _ in scenario.steps:
            room.play_step()
        assert any(f'data-rule="{rule}"' in room.table.panel.value for rule in scenario.rules)
        assert room.step_button.disabled and scenario.after is not None
    room.show(2)
    room.play_step()
    assert room.session.note("en")[0].startswith("M18:")  # one umbrella guards one mud card
    assert "one umbrella guards one mud card" in room.session.note("en")[0]


def test_the_lessons_cover_the_rulebook() -> None:
    lessons = LESSONS["matschig"]
    assert [lesson.id for lesson in lessons if not lesson.appendix] == [
        "goal", "throw", "pass", "accept", "umbrellas", "perfect", "complete", "one-defence", "blower", "watersuit",
        "pipe", "machinegun", "refill", "rounds", "one-type", "full"]
    assert len([lesson for lesson in lessons if lesson.appendix]) == 20


# -- a double click on a choice (issue 34) ---------------------------------------------------------------------
def test_a_double_click_on_a_choice_leaves_no_half_made_throw_on_the_board() -> None:
    """The second click of a double click on the sand card is refused: the board is drawn as it is, nothing
    picked, the water cards clickable again (the old drawing kept the cards picked and the seats clickable,
    and a click on a seat was refused with M8)."""
    t = _table(_pos(hands=["W3 W5 S2 S5 U2 U4 PIPE"], seed=4))
    start = legal(t)
    t.board.click("W3")
    sand = next(c["action"] for c in t.board.choices if c["action"].startswith("S"))
    t.board._message(t.board, {"choose": sand, "at": t.board.at}, [])
    assert picked(t) and t.path[-1] == sand
    t.board._message(t.board, {"choose": sand, "at": t.board.at}, [])   # the second click of the double click
    assert picked(t) == [] and t.board.choices == [] and legal(t) == start
    assert t.session.game.history == [] and "M8" not in t.panel.value
    play_by_clicks(t, "throw W3 S2 at P2")
