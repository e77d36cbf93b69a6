"""The Matzlfangen card table, trick lab, course and classroom, driven from Python as a learner's browser
would: clicks on the hand and on the options drawn before the first card. The board always shows exactly
what view(seat) shows, an illegal card is refused with the compulsion that forbids it and nothing changes,
and the learner's table never depends on the cards it cannot see."""
from __future__ import annotations

import random
import re

import pytest

import tutor
from tutor.core.testing import random_game
from tutor.lessons.matzlfangen import POSITIONS, game
from tutor.matzlfangen import conceal
from tutor.matzlfangen import CARD_STR, card_name, trump_letter
from tutor.widgets.base import ClickAdapter, Language, Session, Table
from tutor.widgets.base.board import _attribute_values
from tutor.widgets.base.observers import count
from tutor.widgets.matzlfangen.course import SCENARIOS, classroom, course, full_game
from tutor.widgets.matzlfangen.glossary import Glossary
from tutor.widgets.matzlfangen.tricklab import TrickLab

BOTS = {1: "hint", 2: "hint", 3: "hint"}


def _table(g: tutor.core.Game, seat: int = 0, lang: Language | None = None, bots: dict | None = None) -> Table:
    return Table(Session(g, seat=seat, bots=BOTS if bots is None else bots), ClickAdapter(), lang or Language())


def _labels(svg: str) -> dict[str, str]:
    """data-action -> aria-label of every target in the drawing."""
    out = {}
    for chunk in svg.split("<")[1:]:
        tag = " " + chunk.split(">", 1)[0]
        actions = _attribute_values(tag, "data-action")
        if actions:
            labels = _attribute_values(tag, "aria-label")
            out[actions[0]] = labels[0] if labels else ""
    return out


def _faces(svg: str) -> set[str]:
    return set(_attribute_values(svg, "data-card"))


def _seen_faces(g: tutor.core.Game, seat: int) -> set[str]:
    """The card faces `seat` may see now: its hand, the trick (or the last trick), the turn-up, and the
    cards it may call."""
    view = g.view(seat)
    faces = set(view["hands"][seat]) | {t["card"] for t in view["trick"]}
    if not view["trick"] and view["tricks"] and view["phase"] == "play":
        faces |= set(view["tricks"][-1]["cards"])
    if view["turned"]:
        faces.add(view["turned"])
    if g.to_move == seat:
        faces |= {a.split()[1] for a in g.legal_actions() if a.startswith("call ")}
    return faces


def _check_board(t: Table) -> None:
    """The board is the engine's drawing for the learner's seat: the faces it may see, every other card a
    back, the legal actions and only they lit."""
    s, g = t.session, t.session.game
    svg = t.board.svg
    assert svg == ClickAdapter().svg(s, "en", t.path)
    assert _faces(svg) == _seen_faces(g, s.seat)
    view = g.view(s.seat)
    known = 1 if view["turnup_with_dealer"] and view["dealer"] != s.seat else 0
    backs = sum(n for x, n in enumerate(view["hand_sizes"]) if x != s.seat) - known
    assert svg.count('class="card-back"') == backs
    legal = g.legal_actions() if s.learner_to_move else []
    assert set(t.board.legal_targets()) == set(legal)
    assert set(_attribute_values(svg, "data-action")) >= {f"play {c}" for c in view["hands"][s.seat]}


# -- the hand --------------------------------------------------------------------------------------------------
def test_R_PLAY_2_a_click_on_a_legal_card_plays_it_and_the_panel_names_the_rule() -> None:
    t = _table(game(**POSITIONS["follow"]))
    assert set(t.board.legal_targets()) == {"play L9", "play L7"}
    t.board.click("play L7")
    assert t.session.game.history[-1].action == "play L7"
    assert 'data-rule="R-PLAY-2"' in t.panel.value and "P1 plays the Laub 7" in t.panel.value
    assert t.board.legal_targets() == []  # a bot is to move
    _check_board(t)


COMPULSIONS = [
    ("follow", POSITIONS["follow"], "play HX", "R-PLAY-2", "must follow suit"),
    ("head", POSITIONS["head"], "play L7", "R-PLAY-3", "Stichzwang"),
    ("trump", POSITIONS["trump"], "play EA", "R-PLAY-4", "you must trump"),
    ("over-trump", POSITIONS["over"], "play H9", "R-PLAY-4", "must over-trump"),
    ("partner", POSITIONS["partner"], "play L7", "R-PLAY-6", "your partner P4 is winning"),
    ("trumped", POSITIONS["trumped"], "play HU", "R-PLAY-2", "must follow suit"),
]


@pytest.mark.parametrize("name,position,click,rule,words", COMPULSIONS, ids=[c[0] for c in COMPULSIONS])
def test_an_illegal_card_is_refused_with_its_compulsion_and_nothing_changes(name, position, click, rule,
                                                                             words) -> None:
    t = _table(game(**position))
    before, svg = t.session.game.position(), t.board.svg
    t.board.click(click)
    assert t.session.game.position() == before and t.session.game.history == []
    assert t.board.svg == svg and t.board.choices == []
    note = t.session.note("en")[0]
    assert note.startswith(rule) and words in note, note
    assert "tutor-note" in t.panel.value and rule in t.panel.value
    if rule in ("R-PLAY-3", "R-PLAY-4", "R-PLAY-6") and name != "trump":
        assert "The best card so far is" in note
    assert t.session.note("es")[0].startswith(rule)


def test_the_hand_is_labelled_in_the_language_and_the_spanish_table_has_no_english() -> None:
    lang = Language()
    t = _table(game(**POSITIONS["head"]), lang=lang)
    labels = _labels(t.board.svg)
    assert labels["play LA"].startswith("Laub Sau, 11 points, you may play it")
    assert labels["play L7"].endswith("not allowed now")
    lang.code = "es"
    svg = t.board.svg
    labels = _labels(svg)
    assert labels["play LA"].startswith("Laub Sau, 11 puntos, puedes jugarla")
    text = " ".join(re.findall(r">([^<]+)<", svg)) + " " + " ".join(labels.values()) + " " + t.board.status
    for english in ("trick", "point", "your", "Turn-up", "Trumps", " led ", "Winning", "played", "declarer",
                    "you", "holds", "Called", "Raises", "The ", " the "):
        assert english not in text, english
    assert "Baza 4 de 8" in t.board.status and "Gana ahora" in svg


# -- before the first card: every option is a target ------------------------------------------------------------
def _phases() -> list[tuple[str, tutor.core.Game, int]]:
    from tutor.lessons.matzlfangen.deal import cut_then
    from tutor.lessons.matzlfangen.common import fresh
    claim = game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None], trick="HX S7 E8",
                 to_move=0, seed=18)
    claim.play("play HA")
    return [("cut", fresh(12), 2), ("auction", cut_then(13, 3), 0), ("call", game(phase="call", seed=14), 0),
            ("trump", cut_then(15, 3, ("bid treiben", "weiter", "weiter", "weiter")), 0),
            ("raise", game(contract="treiben", declarer=2, phase="raise", seed=16), 0),
            ("claim", tutor.new_game("matzlfangen", position=claim.position()), 0),
            ("knock-any", fresh(3, variants={"V-KNOCK-ANY"}), 0),
            ("until-trick1", game(hands=["HA H7 E8 E9 LK L8 S9 SU", None, None, None], contract="treiben",
                                  declarer=2, seed=3, variants={"V-SPR-UNTIL-TRICK1"}), 0)]


@pytest.mark.parametrize("name,g,seat", _phases(), ids=[p[0] for p in _phases()])
def test_every_option_on_offer_is_a_lit_target_and_a_click_plays_it(name, g, seat) -> None:
    t = _table(g, seat=seat, bots={x: "hint" for x in range(4) if x != seat})
    assert g.state.phase == name.split("-")[0] or name in ("knock-any", "until-trick1")
    assert set(t.board.legal_targets()) == set(g.legal_actions())
    labels = _labels(t.board.svg)
    for action in g.legal_actions():
        assert labels[action], action
    _check_board(t)
    action = sorted(g.legal_actions())[-1]
    t.board.click(action)
    assert t.session.game.history[-1].action == action
    _check_board(t)


def test_an_option_of_another_phase_is_refused_and_says_why() -> None:
    from tutor.lessons.matzlfangen.deal import cut_then
    t = _table(cut_then(13, 3))
    before = t.session.game.position()
    t.board.click("play " + t.session.game.view(0)["hands"][0][0])
    assert t.session.game.position() == before
    note = t.session.note("en")[0]
    assert "R-BID-1" in note and "auction" in note and "You cannot play the " in note
    t.board.click("xyzzy")
    assert t.session.game.position() == before


def test_the_settlement_card_builds_the_value_step_by_step_with_rule_ids() -> None:
    g = game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None], trick="HX S7 E8", to_move=0,
             raises=2, seed=18)
    t = _table(g)
    t.board.click("play HA")
    svg = t.board.svg
    for rule in ("R-SCORE-1", "R-SCORE-2", "R-VALUE-1", "R-SPR-1", "R-MATZL-3"):
        assert f">{rule}<" in svg
    assert "R-SETTLE-1" not in svg and {"claim", "waive"} == set(t.board.legal_targets())
    t.board.click("claim")
    svg = t.board.svg
    assert ">R-SETTLE-1<" in svg and "Settlement, value" in svg and "Game over" in t.board.footer
    assert svg.index(">R-VALUE-1<") < svg.index(">R-SPR-1<") < svg.index(">R-MATZL-3<") < svg.index(">R-SETTLE-1<")


# -- the whole table ---------------------------------------------------------------------------------------------
def test_a_seeded_click_storm_keeps_the_board_equal_to_the_learners_view() -> None:
    rng = random.Random(17)
    t = full_game(seed=5, language=Language())
    cards = [f"play {c}" for c in CARD_STR]
    options = ["cut", "knock", "weiter", "bid treiben", "bid durch", "trump H", "call EA", "raise", "no raise",
               "claim", "waive", "pass", "X9"]
    for _ in range(700):
        g = t.session.game
        if g.is_over:
            t.board.press("new")
            continue
        roll = rng.random()
        if roll < 0.3:
            t.board.press("next")
        elif roll < 0.34 and g.history:
            t.board.press("undo")
        elif roll < 0.37:
            t.board.press(rng.choice(["hint", "why", "redo"]))
        elif roll < 0.75 and t.session.learner_to_move:
            t.board.click(rng.choice(g.legal_actions()))
        else:
            t.board.click(rng.choice(cards + options))
        _check_board(t)


def test_the_learner_never_sees_hidden_cards_and_its_table_ignores_them() -> None:
    """Non-interference: positions that differ only in what P1 cannot see draw the same table and narration
    for P1, before and after P1's own move and the bots' moves while they play the same."""
    rng = random.Random(4)
    compared = 0
    for n in range(24):
        start = random_game("matzlfangen", seed=n, rng=rng, stop_after=rng.randrange(0, 30))
        if start.is_over:
            continue
        a = tutor.new_game("matzlfangen", position=start.position())
        b = tutor.new_game("matzlfangen", position=conceal(start.position(), 0, rng))
        ta, tb = _table(a), _table(b)
        for _ in range(8):
            assert ta.board.svg == tb.board.svg and ta.panel.value == tb.panel.value
            assert ta.board.status == tb.board.status
            compared += 1
            ga, gb = ta.session.game, tb.session.game
            if ga.is_over:
                break
            if ta.session.learner_to_move:
                action = rng.choice(ga.legal_actions())
                ta.board.click(action)
                tb.board.click(action)
            else:
                if ga.hint().action != gb.hint().action:
                    break  # the bots hold different cards: from here the worlds may differ
                ta.board.press("next")
                tb.board.press("next")
            if any(e.seen_by(0) == e and e.seen_by(1) != e for e in ga.history[-1].events):
                break  # P1 was told a card of its own (its deal): the worlds may differ from here
    assert compared > 40


def test_the_full_deal_plays_to_the_end_by_clicks_with_hints() -> None:
    t = full_game(seed=7, language=Language())
    while not t.session.game.is_over:
        if t.session.bot_to_move:
            t.board.press("next")
            t.board.press("why")
            assert "Why did the bot do that?" in t.panel.value
        else:
            t.board.press("hint")
            assert "Hint:" in t.panel.value
            t.board.click(t.session.hint().action)
    assert "Game over" in t.board.footer and "R-SETTLE-1" in t.board.footer and ">R-SETTLE-1<" in t.board.svg


# -- the trick lab ------------------------------------------------------------------------------------------------
def test_the_trick_lab_checks_the_marks_with_legal_cards_and_explains_each_card_kept_out() -> None:
    lang = Language()
    for seed in range(6):
        lab = TrickLab(language=lang, seed=seed)
        legal = lab.legal
        assert lab.board.legal_targets() == [] and lab.board.control("check")["disabled"]
        lab.mark(*legal)
        assert lab.board.svg.count('class="mz-card mz-marked"') == len(legal)
        assert lab.check() is True and "Right" in lab.feedback.value
        for code in lab.hand:
            if code not in legal:
                reason = lab.game.why_not(f"play {code}")
                name = card_name(code, trump_letter(lab.game.state))("en")
                assert f'data-rule="{reason.rule}"' in lab.feedback.value and f"<b>{name}</b>" in lab.feedback.value
        assert set(lab.board.legal_targets()) == set(lab.game.legal_actions())
        lab.play(legal[0])
        assert lab.stage == "winner" and "won" not in lab.board.svg.split("Trick")[-1][:40]
        assert [c["action"] for c in lab.board.choices] == ["P1", "P2", "P3", "P4"]
        assert lab.name_winner(lab.winner) is True
        assert 'data-rule="R-TRICK-1"' in lab.feedback.value and "✔" in lab.feedback.value


def test_the_trick_lab_marks_wrong_answers_and_refuses_an_illegal_card() -> None:
    lang = Language()
    lab = TrickLab(language=lang, seed=3)
    while len(lab.legal) == len(lab.hand):
        lab.new()
    wrong = [c for c in lab.hand if c not in lab.legal][:1]
    lab.mark(*wrong)
    assert lab.check() is False and "Not quite" in lab.feedback.value and "You left out" in lab.feedback.value
    before = lab.game.position()
    lab.play(wrong[0])
    assert lab.stage == "play" and lab.game.position() == before and "tutor-note" in lab.feedback.value
    lab.play(lab.legal[0])
    others = [s for s in ("P1", "P2", "P3", "P4") if s != lab.winner]
    assert lab.name_winner(others[0]) is False and "Not quite" in lab.feedback.value
    lang.code = "es"
    assert "No exactamente" in lab.feedback.value and "Baza nueva" in str(lab.board.controls)
    lab.press("new")
    assert lab.stage == "mark" and lab.feedback.value == ""


# -- course, glossary, classroom ---------------------------------------------------------------------------------
def test_the_course_walks_through_every_lesson_in_both_languages() -> None:
    lang = Language()
    box = course(lang)
    player = box.player
    for index in range(len(player.lessons)):
        player.go(index)
        assert player.head.value and player.text.value
        assert player.table.board.svg.startswith("<svg")
        if player.lesson.lab == "trick":
            assert isinstance(player.lab_box.children[0], TrickLab)
        else:
            assert player.lab_box.children == ()
    lang.code = "es"
    assert "Variante 24 de 24" in player.head.value  # the appendix: one lesson per variant
    player.go(1)
    assert "Farbzwang" in player.text.value and "Tu tarea" in player.task.value


def test_the_glossary_glosses_the_german_words_in_both_languages() -> None:
    lang = Language()
    g = Glossary(lang)
    assert "Stichzwang" in g.value and "the duty to head the trick" in g.value
    lang.code = "es"
    assert "la obligación de montar" in g.value and "Palabras alemanas" in g.value
    lang.code = "de"     # the game's words are German: a German reader gets no glossary of them
    assert g.value == "" and g.layout.display == "none"
    lang.code = "en"
    assert "Stichzwang" in g.value and g.layout.display is None
    before = count(lang, "code")
    g.close()
    assert count(lang, "code") == before - 1     # closed, it no longer follows the language


def test_every_classroom_scenario_shows_its_rule() -> None:
    box = classroom(Language())
    room = box.room
    for index, scenario in enumerate(SCENARIOS):
        room.show(index)
        assert room.session.game.history == [] and room.session.note is None
        assert "P2" in room.table.board.svg and room.table.board.svg.count('class="card-back"') == 0
        room.step_button.click()
        assert all(f'data-rule="{rule}"' in room.frame.value for rule in scenario.rules)
        if len(scenario.steps) == 2 and scenario.steps[1] != "claim":  # a refused card first
            assert room.session.game.history == []
            assert room.session.note("en")[0].startswith(scenario.rules[0])
        else:
            assert room.table.panel.value.count("tutor-event") >= 1
        while not room.step_button.disabled:
            room.step_button.click()
        assert room.session.game.history and scenario.after is not None
