"""The classroom's rule index and the notebook's rule(): every rule of the game listed in rulebook order, found
by its ID or by words of its text in English and in Spanish whatever the page's language (accents and case
ignored); a picked rule opens its demo on the board, Space shows its step (each demo kind in its own way), ←
its start; a rule with no demo yet shows its text. Headless: the widgets are driven from Python."""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

import pytest

from tutor import GAMES, IllegalAction, TutorError
from tutor.core.i18n import rule_ids, rule_text
from tutor.demos import Demo, DemoError, Outcome, demos
from tutor.widgets.base import Language
from tutor.widgets.base.ruleindex import DemoShow, fold, rule_entries, search
from tutor.widgets.base.session import Session


def room(game: str, language: Optional[Language] = None) -> Any:
    import importlib
    return importlib.import_module(f"tutor.widgets.{game}.course").classroom(language or Language()).room


def found(game: str, query: str) -> list[str]:
    return [e.rule for e in search(rule_entries(game), query)]


def a_demo(game: str, kind: str) -> Demo:
    """The game's first stored demo of a kind that still shows its rule (skipped while the game has none: the
    demos are re-found as the engines change; tests/demos checks them all)."""
    for d in demos(game).values():
        if d.kind == kind:
            try:
                d.check()
            except (DemoError, TutorError):
                continue
            return d
    pytest.skip(f"{game} has no {kind} demo stored yet")


def played(r: Any) -> int:
    return len(r.session.game.history)


# -- the list and the search ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_index_lists_every_rule_id_in_rulebook_order(game):
    r = room(game)
    assert [v for _label, v in r.rule_index.results.options] == rule_ids(game)
    assert f"All {len(rule_ids(game))} rules of {game.capitalize()}" in r.rule_index.count.value
    r.close()


def test_a_rule_is_found_by_its_id_first_whatever_the_case_and_dashes():
    assert found("matschig", "m19d")[0] == "M19d"
    assert found("matschig", "M19")[:2] == ["M19", "M19a"]
    assert found("matzlfangen", "r-play-3") == ["R-PLAY-3"]
    assert found("muros", "compact_shift")[0] == "COMPACT_SHIFT"


@pytest.mark.parametrize("game, query, rule", [
    ("matschig", "water suit", "M19d"), ("matschig", "traje de agua", "M19d"), ("matschig", "Traje  DE agua", "M19d"),
    ("matzlfangen", "Stichzwang", "R-PLAY-3"), ("matzlfangen", "stichzwang", "R-PLAY-3"),
    ("muros", "holes", "MU16"), ("muros", "huecos", "MU16")])
def test_a_rule_is_found_by_words_in_english_and_in_spanish(game, query, rule):
    assert rule in found(game, query)


def test_every_word_of_a_query_must_be_in_the_rule():
    hits = found("matschig", "water suit")
    assert hits and all("water" in fold(rule_text("matschig", r, "en") + r) and
                        "suit" in fold(rule_text("matschig", r, "en") + r) for r in hits)
    assert found("matschig", "water zebra") == []


def test_accents_are_ignored_both_ways():
    assert fold("Índice  TRÁGICO, ¿sí?") == "indice tragico si"
    spanish = rule_entries("matschig")
    entry = next(e for e in spanish if any(c in e.texts["es"] for c in "áéíóú"))
    word = next(w for w in entry.texts["es"].split() if any(c in w for c in "áéíóú"))
    bare = fold(word)
    assert bare != word.lower() and entry.rule in found("matschig", bare)
    assert entry.rule in found("matschig", word.upper())


def test_the_search_finds_english_words_on_a_spanish_page_and_says_how_many():
    language = Language()
    language.code = "es"
    r = room("matschig", language)
    ix = r.rule_index
    ix.field.value = "water suit"
    assert "M19d" in [v for _l, v in ix.results.options]
    n = len(ix.found)
    said = f"{n} reglas encontradas." if n > 1 else "1 regla encontrada."
    assert said in ix.count.value and ix.news.text == said
    assert ix.field.description == "Buscar una regla" and ix.results.description == "Reglas encontradas"
    assert ix.results.options[0][0].startswith(next(e.rule for e in ix.found)) and "Traje de agua" in \
        dict((v, k) for k, v in ix.results.options)["M19d"]
    ix.field.value = "zzzz"
    assert ix.results.options == () and ix.news.text == "Ninguna regla coincide con «zzzz»."
    language.code = "en"
    assert ix.field.description == "Find a rule" and "No rule matches “zzzz”." in ix.count.value
    r.close()


def test_a_rule_without_a_demo_is_listed_marked_and_opens_its_text():
    from tutor.widgets.base import Classroom, ClickAdapter
    from tutor.widgets.matschig.course import SCENARIOS
    language = Language()
    stored = dict(demos("matschig"))
    stored.pop("M19d", None)                       # as a rule is before its demo is found
    r = Classroom(SCENARIOS, ClickAdapter(), language, rules=rule_entries("matschig", stored))
    ix = r.rule_index
    bare = next(e for e in ix.entries if e.rule == "M19d")
    assert bare.demo is None
    label = dict((v, k) for k, v in ix.results.options)[bare.rule]
    assert label.endswith("(no demo yet)")
    before = r.session.game
    ix.pick(bare.rule)
    assert r.rule is bare and r.demo is None and r.session.game is before
    assert bare.texts["en"][:40] in r.frame.value.replace("&#x27;", "'") and "has no demo yet" in r.frame.value
    assert r.step_button.disabled
    r.key("step")                                  # nothing to play: nothing changes
    assert r.session.game is before
    language.code = "es"
    assert "aún no tiene demostración" in r.frame.value
    r.close()


def test_rule_entries_mark_each_rule_without_a_demo():
    entries = rule_entries("muros", found={})
    assert [e.rule for e in entries] == rule_ids("muros") and all(e.demo is None for e in entries)
    assert all(e.label("es").endswith("(aún sin demostración)") for e in entries)


# -- opening a demo and stepping it ------------------------------------------------------------------------------
def test_enter_in_the_field_opens_the_first_rule_found_and_space_plays_its_step():
    r = room("matschig")
    ix = r.rule_index
    ix.field.value = "water suit"
    first = ix.found[0]
    ix.field._handle_custom_msg({"event": "submit"}, [])
    assert r.rule is first and ix.results.value == first.rule
    assert f"<h3>{first.rule}</h3>" in r.frame.value and ix.news.text.startswith(f"Rule {first.rule}: ")
    r.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_step_demo_opens_at_its_position_plays_with_its_explanation_and_goes_back(game):
    d = a_demo(game, "step")
    r = room(game)
    r.rule_index.pick(d.rule)
    start = len(d.game.history)
    assert played(r) == start and r.session.game.position() == d.game.position()
    assert d.watch("en") in r.frame.value.replace("&#x27;", "'") and "Press Space" in r.frame.value
    r.key("step")
    assert played(r) == start + 1 and d.rule in {e.rule for e in r.session.game.history[-1].events}
    assert f'data-rule="{d.rule}"' in r.table.panel.value   # the panel beside the board explains the step
    assert "What happened, and why:" not in r.frame.value and "Press Space" not in r.frame.value
    assert r.step_button.disabled
    r.key("step")                                 # shown: a second Space changes nothing
    assert played(r) == start + 1
    r.key("reset")                                # ←
    assert played(r) == start and r.rule is not None and "Press Space" in r.frame.value
    assert f'data-rule="{d.rule}"' not in r.table.panel.value
    r.close()


def test_a_contrast_demo_shows_the_variant_on_then_off():
    d = a_demo("matschig", "contrast")
    r = room("matschig")
    r.rule_index.pick(d.rule)
    assert d.rule in r.session.game.variants
    r.key("step")
    assert "With the variant:" in r.frame.value and "Without it:" not in r.frame.value
    assert "Press Space again" in r.frame.value and not r.step_button.disabled
    r.key("step")
    assert "Without it:" in r.frame.value and d.rule not in r.session.game.variants
    assert r.step_button.disabled
    r.key("reset")
    assert d.rule in r.session.game.variants and "With the variant:" not in r.frame.value
    r.close()


def test_down_and_up_move_between_the_rules_found_once_a_rule_is_open():
    r = room("muros")
    ix = r.rule_index
    ix.field.value = "huecos"
    ids = [e.rule for e in ix.found]
    ix.pick(ids[0])
    r.key("next")
    assert r.rule.rule == ids[1] and ix.results.value == ids[1] and r.next_button.description == "Next rule ▶"
    r.key("prev")
    assert r.rule.rule == ids[0]
    r.key("prev")                                 # before the first: nothing
    assert r.rule.rule == ids[0]
    r.show(1)                                     # a scenario again: the guided tour as before
    assert r.rule is None and ix.results.value is None and r.next_button.description == "Next scenario ▶"
    r.close()


def test_with_a_rule_open_no_scenario_is_picked_and_picking_one_returns_to_the_tour():
    r = room("muros")
    r.show(1)
    r.rule_index.pick(r.rule_index.entries[0].rule)
    assert r.picker.value is None and r.rule is not None
    r.picker.value = 1                            # the same scenario as before the rule: it opens again
    assert r.rule is None and r.index == 1 and r.picker.value == 1 and r.rule_index.results.value is None
    r.close()


def test_the_explanation_key_hides_the_demos_explanation():
    d = a_demo("matschig", "contrast")
    r = room("matschig")
    r.rule_index.pick(d.rule)
    r.key("step")
    r.key("explain")
    assert "With the variant:" not in r.frame.value and d.rule in r.frame.value
    assert r.table.panel.layout.display == "none"
    r.key("explain")
    assert "With the variant:" in r.frame.value and r.table.panel.layout.display == ""
    r.close()


# -- every kind on a session (DemoShow) ----------------------------------------------------------------------------
def _refused_try() -> tuple[Demo, str, TutorError]:
    """A stored demo's position and an action the rules refuse there (the next position's legal move)."""
    for game in ("matschig", "matzlfangen", "muros"):
        for d in demos(game).values():
            g = d.game
            if g.is_over:
                continue
            after = g.fork()
            after.play(after.legal_actions()[0])
            for action in after.legal_actions():
                try:
                    g.fork().play(action)
                except IllegalAction as err:
                    return d, action, err
    pytest.skip("no refused action found")


def test_a_refusal_demo_shows_the_refusal_with_its_rule_told_to_the_seat():
    d, action, err = _refused_try()
    refusal = dataclasses.replace(d, rule=err.rule or d.rule, kind="refusal", action=action)
    s = Session(refusal.game, seat=None)
    show = DemoShow(refusal, s)
    show.start()
    mover = s.game.to_move
    show.play()
    text, kind = s.note("en")
    assert kind == "bad" and f"refused for P{mover + 1}, who is told:" in text and len(s.game.history) == len(
        d.game.history)
    assert show.lines("en")[0] == "The rules refuse it:" and show.done


def test_a_setup_demo_tells_the_setup_without_moving():
    d = a_demo("muros", "step")
    setup = dataclasses.replace(d, kind="setup", moves=(), action=None)
    s = Session(setup.game, seat=None)
    show = DemoShow(setup, s)
    show.start()
    version = s.version
    assert show.lines("en") == [] and "Press Space" in show.html("en")
    show.play()
    assert s.version == version and show.done
    assert show.lines("en") == setup.happened("en") and show.lines("en")[0] == "What happened, and why:"
    assert "Watch the set-up of a new game." in show.html("en")


class _Refused(Demo):
    """A variant refused by design, with the refusal given (a stored one needs the engine's text)."""

    def outcome(self) -> Outcome:
        return Outcome(refusal=self._cache["err"])


def test_a_refused_demo_shows_the_refusal_text():
    d, _action, err = _refused_try()
    refused = _Refused(d.name, err.rule or d.rule, "refused", d.players, d.seed, _cache={"err": err})
    s = Session(refused.game, seat=None)
    show = DemoShow(refused, s)
    show.start()
    show.play()
    text, kind = s.note("es")
    assert kind == "bad" and err.body("es") in text.replace("&#x27;", "'").replace("&quot;", '"')
    assert show.lines("en")[0] == "The rules refuse it:"


# -- the notebook -------------------------------------------------------------------------------------------
def test_rule_in_a_notebook_is_a_live_board_with_play_undo_and_redo():
    from tutor.widgets.notebook import rule
    d = a_demo("matschig", "step")
    cell = rule("matschig", d.rule, language=Language())
    view = cell.live
    assert cell.static[0]["text/plain"].startswith(f"{d.rule}: ") and "<img " in cell.static[1]["text/html"]
    start = len(d.game.history)
    assert [c["id"] for c in view.table.board.controls] == ["undo", "redo"]
    view.stage.press("step")                      # Space
    assert len(view.session.game.history) == start + 1 and f"[{d.rule}]" in view.frame.value
    assert view.step_button.disabled
    view.table.press("undo")
    assert len(view.session.game.history) == start and not view.step_button.disabled   # it may be played again
    view.table.press("redo")
    assert len(view.session.game.history) == start + 1 and view.step_button.disabled
    assert f"[{d.rule}]" in view.frame.value
    view.stage.press("reset")                     # ←
    assert len(view.session.game.history) == start and "What happened" not in view.frame.value
    view.close()


@pytest.mark.parametrize("game, rule_id, said", [("nope", "M1", "unknown game 'nope'"),
                                                 ("matschig", "ZZ", "matschig has no rule 'ZZ'")])
def test_rule_with_a_bad_game_or_id_is_the_demo_apis_value_error(game, rule_id, said):
    from tutor.widgets.notebook import rule
    with pytest.raises(ValueError, match=said):
        rule(game, rule_id)


# -- the stored demos of each kind, in the classroom -----------------------------------------------------------
@pytest.mark.parametrize("kind", ["refusal", "setup", "refused"])
@pytest.mark.parametrize("game", GAMES)
def test_a_stored_demo_of_each_kind_shows_its_rule_in_the_classroom(game, kind):
    d = a_demo(game, kind)
    r = room(game)
    r.rule_index.pick(d.rule)
    version, start = r.session.version, played(r)
    r.key("step")
    if kind == "refusal":
        text, bad = r.session.note("en")
        assert bad == "bad" and text.startswith(f"{d.rule}: refused for P") and played(r) == start
        assert f'data-rule="{d.rule}"' in r.frame.value and "What happened" not in r.frame.value
    elif kind == "setup":
        assert r.session.version == version and "What happened, and why:" in r.frame.value
        assert f"[{d.rule}]" in r.frame.value
    else:
        text, bad = r.session.note("en")
        assert bad == "bad" and d.rule in text and "The rules refuse it:" in r.frame.value
    assert r.step_button.disabled
    r.key("reset")
    assert r.session.note is None and played(r) == start
    r.close()


def test_the_list_shows_as_picked_only_the_rule_open():
    r = room("matschig")
    ix = r.rule_index
    ix.field.value = "water suit"
    assert ix.list_keys.selected == -1             # nothing open: no row picked
    ix.pick(ix.found[1].rule)
    assert ix.list_keys.selected == 1
    ix.field.value = "traje de agua"               # the same rules: the open one stays picked
    assert ix.list_keys.selected == 1 and ix.results.value == ix.found[1].rule
    ix.field.value = "stichzwang blower"           # not among those found: no row picked
    assert ix.list_keys.selected == -1 and ix.results.value is None
    r.close()
