"""Every rule ID of every game has a demo found by the engine, and replaying it shows that rule: the step
cites it, the refusal cites it, the set-up cites it, the variant on and off give two different outcomes, or
the engine refuses the variant citing it; on a position the engine's could-arise check accepts."""
from __future__ import annotations

import json

import pytest

import tutor
from tutor.core.i18n import LANGS, rule_ids
from tutor.demos import KINDS, Demo, DemoError, demo, demos

RULES = [(game, rule) for game in tutor.GAMES for rule in (tutor.rules_for(game) and rule_ids(game))]


@pytest.mark.parametrize("game", tutor.GAMES)
def test_every_rule_id_has_a_demo(game: str) -> None:
    missing = [r for r in rule_ids(game) if r not in demos(game)]
    assert missing == [], f"{game}: no demo for {missing} (run `make demos`)"


@pytest.mark.parametrize("game, rule", RULES, ids=[f"{g}-{r}" for g, r in RULES])
def test_the_demo_shows_its_rule(game: str, rule: str) -> None:
    d = demo(game, rule)
    assert d.kind in KINDS
    d.check()  # raises DemoError naming what it shows instead
    if d.kind == "step":
        assert rule in d.game.play(d.action).rules
    elif d.kind == "refusal":
        assert d.game.why_not(d.action).rule == rule
    elif d.kind == "setup":
        assert rule in {e.rule for e in d.game.setup}


@pytest.mark.parametrize("game, rule", RULES, ids=[f"{g}-{r}" for g, r in RULES])
def test_the_demo_is_told_in_every_language(game: str, rule: str) -> None:
    d = demo(game, rule)
    texts = {lang: d.text(lang) for lang in LANGS}
    for lang, text in texts.items():
        lines = text.split("\n")
        assert lines[0].startswith(f"{rule}: ") and len(lines) >= 3, (lang, text)
    assert len(set(texts.values())) == len(LANGS), "each language has its own words"


def test_a_demo_game_is_a_fresh_copy() -> None:
    d = demo("muros", "MU13")
    g = d.game
    g.play(d.action)
    assert len(d.game.history) == len(d.moves)


def test_a_contrast_changes_the_outcome() -> None:
    d = next(x for g in tutor.GAMES for x in demos(g).values() if x.kind == "contrast")
    assert d.outcome().lines("en") != d.off_outcome().lines("en")
    assert d.rule in d.variants and d.rule not in d.off


def test_unknown_games_and_rules_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        demo("chess", "MU13")
    with pytest.raises(ValueError, match="muros has no rule 'M19'.*MU1"):
        demo("muros", "M19")
    with pytest.raises(ValueError, match="no rule"):
        tutor.demo("muros", 13)  # type: ignore[arg-type]


def test_a_demo_that_no_longer_shows_its_rule_fails_its_check() -> None:
    good = demo("muros", "MU13")
    wrong_rule = Demo("muros", "MU18", "step", good.players, good.seed, good.variants, good.moves, good.action)
    with pytest.raises(DemoError, match="expected MU18"):
        wrong_rule.check()
    bad_move = Demo("muros", "MU13", "step", good.players, good.seed, (), ("Z@Q9",), good.action)
    with pytest.raises(DemoError, match="no longer replays"):
        bad_move.check()


def test_the_stored_demos_are_written_in_rulebook_order() -> None:
    from importlib import resources
    for game in tutor.GAMES:
        stored = json.loads(resources.files(f"tutor.{game}").joinpath("demos.json").read_text(encoding="utf-8"))
        order = [r for r in rule_ids(game) if r in stored]
        assert list(stored) == order, game
