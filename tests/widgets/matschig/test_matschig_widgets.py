"""The Matschig course widgets, driven as a learner's browser would: clicks on cards, seats, mud cards and
buttons; refusals that name their rule and change nothing; a table that always equals the seat's view; the
mud lab, the lessons and the classroom."""
from __future__ import annotations

import html
import random
import re

import pytest

import tutor
from tutor.lessons import LESSONS
from tutor.matschig import conceal, make_position
from tutor.widgets.base import HINT_BOT, Language, Session, Table
from tutor.widgets.matschig import MatschigAdapter
from tutor.widgets.matschig.course import SCENARIOS, classroom, course, full_game
from tutor.widgets.matschig.mudlab import MudLab

from matschig_clicks import button, hand_target, mud_target, parts, play_by_clicks, seat_target, svg_root

BOTS = {1: "hint", 2: "hint", 3: "hint"}


def _table(position: dict | None = None, seat: int | None = 0, lang: Language | None = None, seed: int = 3,
           **kw) -> Table:
    game = tutor.new_game("matschig", position=position) if position else tutor.new_game("matschig", players=4,
                                                                                         seed=seed, **kw)
    bots = {q: "hint" for q in range(game.players) if q != seat} if seat is not None else {}
    return Table(Session(game, seat=seat, bots=bots), MatschigAdapter(), lang or Language())


def _pos(**kw) -> dict:
    return make_position(players=4, **kw)


def _legal_cards(t: Table) -> set[str]:
    return {p["data-card"] for p in parts(t.board.svg) if "tutor-card" in p.get("class", "")
            and "tutor-legal" in p.get("class", "")}


# -- a throw, by clicks (M8) --------------------------------------------------------------------------------------
def test_M8_a_throw_is_a_water_card_a_sand_card_then_a_seat() -> None:
    t = _table(_pos(hands=["W3 W5 S2 S5 U2 U4 PIPE"], seed=4))
    assert "pick a water card and a sand card" in t.board.status
    assert _legal_cards(t) == {"W3", "W5", "S2", "S5"}          # umbrellas and specials are not mud
    t.board.click(hand_target(t, "W3"))
    assert t.board.prompt == "Pick a sand card to go with W3:"
    assert [c["action"] for c in t.board.choices] == ["throw:W3 S2", "throw:W3 S5", "clear"]
    assert "tutor-picked" in next(p["class"] for p in parts(t.board.svg) if p.get("data-card") == "W3")
    t.board.click(hand_target(t, "S5"))
    assert t.board.prompt == "W3 S5: now click the player to throw at:"
    assert seat_target(t, 2) == "throw W3 S5 at P3"
    with pytest.raises(AssertionError):
        seat_target(t, 0)                                       # never at yourself
    t.board.click(seat_target(t, 2))
    step = t.session.game.history[0]
    assert step.action == "throw W3 S5 at P3" and t.board.choices == []
    assert 'data-rule="M8"' in t.panel.value and "P1 throws W3 S5 at P3 (water 3, sand 5)." in t.panel.value
    mud = next(p for p in parts(t.board.svg) if "tutor-mud" == p.get("class"))
    assert mud["data-mud"] == "W3 S5" and mud["data-sender"] == "0" and mud["data-target"] == "2"


def test_a_single_partner_is_picked_with_the_first_card_and_a_picked_card_is_put_back() -> None:
    t = _table(_pos(hands=["W3 S5 U2 U4 U1 PIPE BLOWER"], seed=4))
    t.board.click(hand_target(t, "W3"))
    assert t.board.prompt.startswith("W3 S5: now click the player")
    t.board.click(hand_target(t, "S5"))                        # put S5 back: W3 stays
    assert [p["data-card"] for p in parts(t.board.svg) if "tutor-picked" in p.get("class", "")] == ["W3"]
    t.board.click("clear")
    assert t.session.game.history == []


def test_the_choices_strip_makes_the_same_throw() -> None:
    t = _table(_pos(hands=["W3 W5 S2 S5 U2 U4 PIPE"], seed=4))
    t.board.click(hand_target(t, "S2"))
    assert [c["action"] for c in t.board.choices] == ["throw:W3 S2", "throw:W5 S2", "clear"]
    assert "water 3, sand 2, S1 completes it" in t.board.choices[0]["label"]
    t.board.choose("throw:W5 S2")
    assert [c["action"] for c in t.board.choices] == [f"throw W5 S2 at P{q}" for q in (2, 3, 4)]
    t.board.choose("throw W5 S2 at P4")
    assert t.session.game.history[-1].action == "throw W5 S2 at P4"


# -- pass and swap (M7), the race (M14), defences (M16-M19) --------------------------------------------------------
def test_M7_pass_and_swap_by_clicks() -> None:
    t = _table(_pos(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], seed=5))
    assert "you hold no sand card" in t.board.status and button(t, "pass") is not None
    for card in ("W1", "U3", "PIPE"):
        t.board.click(hand_target(t, card))
    assert button(t, "swap W1 U3 PIPE") is not None
    t.board.click("swap W1 U3 PIPE")
    assert t.session.game.history[-1].action == "swap W1 U3 PIPE"
    assert 'data-rule="M7"' in t.panel.value


def test_M14_decline_or_complete_by_clicks() -> None:
    t = _table(_pos(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, seed=6))
    assert t.board.status == "W2 would complete this mud, and you hold it: complete it, or decline."
    assert _legal_cards(t) == {"W2"} and button(t, "decline") is not None
    t.board.click(hand_target(t, "W2"))
    assert {seat_target(t, q) for q in (1, 2, 3)} == {"complete W2 at P2", "complete W2 at P3", "complete W2 at P4"}
    t.board.click(seat_target(t, 3))
    assert t.session.game.history[-1].action == "complete W2 at P4" and 'data-rule="M15"' in t.panel.value


def test_M18_umbrellas_are_put_on_the_card_they_guard_with_the_sum_shown() -> None:
    t = _table(_pos(hands=["U4 U5 U1 U3 W3 S6 S1"], piles=["S2"], thrown="W2 S5", thrower=1, target=0, race=False,
                    seed=7))
    assert button(t, "accept")["aria-label"] == "Accept all → 9 points"
    t.board.click(hand_target(t, "U1"))
    t.board.click(mud_target(t, "S5"))
    group = next(p for p in parts(t.board.svg) if "data-group" in p)
    assert group == {"class": "tutor-group", "data-group": "U1>S5", "data-ok": "0"}
    assert "1 &lt; 5 ✗" in t.board.svg
    assert button(t, "umbrellas U1>S5")["class"] == "tutor-button"          # not usable: too small
    t.board.click(hand_target(t, "U4"))
    t.board.click(mud_target(t, "S5"))                                  # U4 joins U1 on S5
    assert "5 ≥ 5 ✓" in t.board.svg and 'data-group="U1+U4&gt;S5"' in t.board.svg
    t.board.click(hand_target(t, "U3"))
    t.board.click(mud_target(t, "W2"))
    ok = button(t, "umbrellas U3>W2 U4+U1>S5")
    assert ok is not None and "tutor-legal" in ok["class"] and ok["aria-label"] == "Open umbrellas → 1 point"
    t.board.click("umbrellas U3>W2 U4+U1>S5")
    assert t.session.game.history[-1].action == "umbrellas U3>W2 U4+U1>S5"


def test_M19_each_special_card_by_clicks_shows_the_score_it_would_leave() -> None:
    t = _table(_pos(hands=["BLOWER FLAMETHROWER PIPE WATERSUIT MACHINEGUN W1 S1"], piles=["S3 S4"],
                    thrown="W5 S2", thrower=1, target=0, race=False, seed=8))
    badges = re.findall(r">→ (\d+)<", t.board.svg)
    assert len(badges) == 5                      # one per special card: the pile's score after it
    assert _legal_cards(t) == {"BLOWER", "FLAMETHROWER", "PIPE", "WATERSUIT", "MACHINEGUN"}
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
    assert t.session.game.to_move == 1 and _legal_cards(t) == {"W2"}  # P2 decides the race now


# -- bad clicks: refused with the rule, nothing changed ------------------------------------------------------------------
BAD = [
    (dict(hands=["W3 S5 U2 U4 PIPE S1 W1"]), "card:U2", "M8"),
    (dict(hands=["W3 S5 U2 U4 PIPE S1 W1"]), "pass", "M6"),
    (dict(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1), "card:S3", "M12"),
    (dict(hands=["U3 U4 BLOWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False), "card:W1", "M16"),
    (dict(hands=["U1 U2 W1 S2 S6 W7 S1"], thrown="W3 S4", thrower=1, target=0, race=False), "card:U1", "M18"),
    (dict(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0, variants={"PERFECT_BLOCKS_PIPE"}),
     "PIPE at P2", "M19a"),
]


@pytest.mark.parametrize("position,target,rule", BAD, ids=[b[1] + "-" + b[2] for b in BAD])
def test_a_bad_click_is_refused_with_its_rule_and_changes_nothing(position, target, rule) -> None:
    t = _table(_pos(seed=10, **position))
    before, svg = t.session.game.position(), t.board.svg
    t.board.click(target)
    assert t.session.game.position() == before and t.session.game.history == []
    assert t.session.note is not None and t.session.note("en")[0].startswith(f"{rule}:")
    assert t.session.note("es")[0].startswith(f"{rule}:") and "tutor-note" in t.panel.value
    assert t.board.svg == svg


def test_M16_umbrellas_then_a_special_card_is_refused() -> None:
    t = _table(_pos(hands=["U3 U4 BLOWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False, seed=11))
    t.board.click(hand_target(t, "U3"))
    t.board.click(mud_target(t, "W3"))
    assert "BLOWER" not in _legal_cards(t)
    t.board.click(hand_target(t, "BLOWER"))
    assert t.session.game.history == [] and t.session.note("en")[0].startswith("M16: Umbrellas and a special card")


def test_M18_a_group_too_small_is_refused_when_opened() -> None:
    t = _table(_pos(hands=["U1 U4 W1 S2 S6 W7 S1"], thrown="W3 S5", thrower=1, target=0, race=False, seed=12))
    t.board.click(hand_target(t, "U1"))
    t.board.click(mud_target(t, "S5"))
    t.board.click("umbrellas U1>S5")
    assert t.session.game.history == []
    assert html.unescape(t.session.note("en")[0]) == ("M18: U1 adds up to 1, less than S5 (5): a group must reach the card's "
                                       "value; values are never partly reduced.")


def test_a_click_while_a_bot_is_to_move_says_so() -> None:
    t = _table(_pos(hands=["W3 S5 U2 U4 PIPE S1 W1"], to_move=1, seed=13))
    t.board.click("card:W3")
    assert t.session.game.history == [] and "press Next" in t.session.note("en")[0]
    assert _legal_cards(t) == set() and "P2 (a bot) is to move" in t.board.status


# -- the table is the seat's view --------------------------------------------------------------------------------------
def _check_drawn_equals_view(t: Table) -> None:
    game, seat = t.session.game, t.session.viewer
    assert t.board.svg == MatschigAdapter().svg(t.session, "en", t.selected)
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
    legal = _legal_cards(t)
    if not t.session.learner_to_move:
        assert legal == set() and not any("tutor-legal" in p.get("class", "") for p in parts(t.board.svg))


@pytest.mark.parametrize("seed,variants", [(21, ()), (22, ("MULTI_CARD_THROW",)), (23, ("VOLUNTARY_SWAP", "PLAY_OUT")),
                                           (24, ("RACE_TARGET_FIRST", "MUST_REDIRECT"))])
def test_a_seeded_click_storm_keeps_the_table_equal_to_the_view(seed, variants) -> None:
    rng = random.Random(seed)
    t = _table(seed=seed, variants=set(variants))
    t.session._make_game = lambda: tutor.new_game("matschig", players=4, seed=rng.randrange(99), variants=set(variants))
    for _ in range(350):
        game = t.session.game
        if game.is_over:
            t.board.press("new")
            continue
        roll = rng.random()
        targets = [p["data-action"] for p in parts(t.board.svg) if "data-action" in p]
        if roll < 0.2:
            t.board.press("next")
        elif roll < 0.24 and game.history:
            t.board.press("undo")
        elif t.board.choices and roll < 0.55:
            t.board.choose(rng.choice(t.board.choices)["action"])
        else:
            t.board.click(rng.choice(targets + ["card:X9", "umb:U9>W1", "throw:U1", "accept", "clear"]))
        before = t.session.game.position()
        _check_drawn_equals_view(t)
        assert t.session.game.position() == before


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
    t.board.click(hand_target(t, "U4"))
    text = re.sub(r"<[^>]+>", " ", t.board.svg) + t.board.prompt + " ".join(c["label"] for c in t.board.choices) \
        + t.board.status + " ".join(re.findall(r'aria-label="([^"]*)"', t.board.svg))
    for english in ("water", "sand", "umbrella", "points", "pile", "Round", "draw", "must", "Accept", "you ",
                    "Clear", "blower", "pipe"):
        assert english not in text, english
    assert "Aceptarlo todo" in text and "agua" in text and "paraguas" in text and "debe responder" in text


# -- the mud lab ----------------------------------------------------------------------------------------------------------
def test_M9_M12_the_mud_lab_checks_predictions_with_the_engine() -> None:
    lang = Language()
    lab = MudLab(language=lang)
    lab.board.click("W3")
    lab.board.click("S3")
    assert lab.board.prompt == "Predict: is W3 S3 perfect?"
    lab.board.choose("perfect")
    lab.board.choose("none")
    assert lab.right == (True, True) and "W3 S3 is perfect: water 3 = sand 3." in lab.text.value
    assert 'data-rule="M10"' in lab.text.value
    lab.build("W3 S5")
    lab.predict(True, "S2")
    assert lab.right == (False, False) and "Not quite" in lab.text.value
    assert "W2 completes it" in lab.text.value and 'data-rule="M13"' in lab.text.value
    assert 'data-rule="M15"' in lab.text.value and "P2 completes with W2" in lab.text.value
    assert "W2" in lab.board.svg and "lo completa" not in lab.board.svg
    lang.code = "es"
    assert "Lo completa W2" in lab.text.value and "W3 S5 no es perfecto" in lab.text.value


def test_the_mud_lab_keeps_one_card_of_each_type() -> None:
    lab = MudLab(language=Language())
    for card in ("W3", "W5", "S1", "S7"):
        lab.board.click(card)
    assert lab.mud == ["W5", "S7"] and lab.board.choices
    lab.board.click("X1")
    assert lab.mud == ["W5", "S7"]


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
        if lesson.task is None or lesson.id == "full":
            continue
        session = player.session
        while session.bot_to_move:
            player.table.board.press("next")
        for action in session.game.legal_actions():
            branch = session.game.fork()
            branch.play(action)
            if lesson.task.check(branch):
                break
        play_by_clicks(player.table, action)
        assert player.done, lesson.id
        assert "Done" in player.task.value
    player.go(1)
    play_by_clicks(player.table, "throw W1 S2 at P3")
    lang.code = "es"
    assert "Lección 2 de" in player.head.value and "¡Hecho!" in player.task.value


def test_the_full_game_table_plays_to_the_end_by_clicks_with_hints() -> None:
    t = full_game(seed=7, language=Language())
    while not t.session.game.is_over:
        if t.session.bot_to_move:
            t.board.press("next")
        else:
            play_by_clicks(t, HINT_BOT.choose(t.session.game))
    assert "Game over" in t.board.footer and "M30" in t.board.footer


def test_every_classroom_scenario_shows_its_rule() -> None:
    box = classroom(Language())
    room = box.room
    for index, scenario in enumerate(SCENARIOS):
        room.show(index)
        assert room.session.game.history == [] and room.session.note is None
        assert "BLOWER" in room.table.board.svg or "data-card" in room.table.board.svg  # every hand shown
        for _ in scenario.steps:
            room.step_button.click()
        assert all(f'data-rule="{rule}"' in room.frame.value for rule in scenario.rules)
        assert any(f'data-rule="{rule}"' in room.table.panel.value for rule in scenario.rules)
        assert room.step_button.disabled and scenario.after is not None
    room.show(2)
    room.step_button.click()
    assert room.session.note("en")[0].startswith("M18:")  # one umbrella guards one mud card
    assert "one umbrella guards one mud card" in room.session.note("en")[0]


def test_the_lessons_cover_the_rulebook() -> None:
    lessons = LESSONS["matschig"]
    assert [lesson.id for lesson in lessons if not lesson.appendix] == [
        "goal", "throw", "pass", "accept", "umbrellas", "perfect", "complete", "one-defence", "blower", "watersuit",
        "pipe", "machinegun", "refill", "rounds", "one-type", "full"]
    assert len([lesson for lesson in lessons if lesson.appendix]) == 16
