"""Issue 14 for Matzlfangen: a linear, length-capped parser; no lookalike letter means an action; no cache
keeps a caller's input; refusals quote at most about 60 characters; the action logged is a plain str."""
import gc
import json
import sys

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor import NotationError
from tutor.matzlfangen import RULES, card_points, legal_cards
from tutor.matzlfangen.notation import MAX_ACTION, QUOTE


def _game():
    g = tutor.new_game("matzlfangen", seed=5)
    g.play("cut")
    return g


@pytest.mark.parametrize("size", [MAX_ACTION + 1, 16_000, 1_000_000])
def test_defect1_a_text_longer_than_an_action_is_refused_before_it_is_read(size):
    g = _game()
    before = g.to_json()
    for text in ("weiter" + " " * size, "x" * size, "play " + "H" * size):
        with pytest.raises(NotationError) as err:
            g.play(text)
        assert err.value.kind == "too-long" and len(str(err.value)) < 200
        assert g.why_not(text).rule is None and len(g.why_not(text)) < 200
    assert g.to_json() == before


def test_defect1_the_longest_lenient_action_still_fits():
    g = _game()
    text = "  WEITER" + " " * (MAX_ACTION - 8)
    assert len(text) == MAX_ACTION and g.play(text).action == "weiter"


@pytest.mark.parametrize("text", [
    "weıter",               # dotless ı
    "\u212anock",           # Kelvin sign K
    "ｗｅｉｔｅｒ",          # fullwidth letters
    "weiter\u00a0",         # a no-break space
    "weiter\u2003",         # an em space
    "trump \u017f",         # long s, which upper() turns into S
    "weiter\x1c",           # an ASCII control str.split() takes for a space
])
def test_defect6_a_lookalike_never_means_an_action(text):
    g = _game()
    before = g.to_json()
    with pytest.raises(NotationError):
        g.play(text)
    assert g.to_json() == before


def test_defect6_lookalikes_in_cards_are_refused_everywhere():
    g = _game()
    for _ in range(4):
        g.play("weiter")
    for text in ("call \u017fA", "call \uff33A", "call ＳA", "call E\u0391"):  # long s, fullwidth S, Greek Alpha
        with pytest.raises(NotationError):
            g.play(text)
    with pytest.raises(ValueError):
        legal_cards("\u017f7 SA", trick="SK", trump="H")
    with pytest.raises(ValueError):
        card_points("H\u0425")  # a Cyrillic Kha for the X


class Sneaky(str):
    """A str subclass that claims to equal everything and hashes like "cut"."""

    def __eq__(self, other):
        return True

    def __hash__(self):
        return hash("cut")


def test_defect10_the_action_logged_is_a_plain_str():
    g = tutor.new_game("matzlfangen", seed=5)
    step = g.play(Sneaky("cut"))
    assert type(step.action) is str and step.action == "cut"
    step = g.play(Sneaky("  WEITER "))
    assert type(step.action) is str and step.action == "weiter"
    assert all(type(s.action) is str for s in g.history)
    assert json.loads(g.to_json())["actions"] == ["cut", "weiter"]
    canonical, _, _ = RULES.apply(g.state, Sneaky("weiter"))
    assert type(canonical) is str


def test_defect8_no_cache_keeps_a_callers_input():
    """Each input is an object of the test's own (built at run time, never an interned literal such as
    "weiter", whose reference count every other module holding that literal shares), so the count is
    deterministic whatever ran before."""
    g = _game()
    own = "".join(["wei", "ter"])
    assert own == "weiter" and own is not sys.intern("weiter")  # not the shared, interned literal
    for text in (own, Sneaky("weiter"), "x" * 1_000_000, "play " + "Z" * 50, Sneaky("y" * 100_000)):
        before = sys.getrefcount(text)
        for _ in range(3):
            g.why_not(text)
            try:
                RULES.apply(g.state, text)
            except ValueError:
                pass
        gc.collect()
        assert sys.getrefcount(text) == before


@pytest.mark.parametrize("text", ["play " + "Z" * 59, "bid " + "q" * 60, "trump " + "Q" * 58,
                                  "dance " * 10, "call " + "HX" * 29])
def test_defect9_refusals_quote_at_most_about_60_characters(text):
    g = _game()
    reason = g.why_not(text)
    assert reason is not None
    for lang in LANGS:
        quoted = [q for q in reason.text(lang).split("'")[1::2]]
        assert quoted and all(len(q) <= QUOTE for q in quoted), reason.text(lang)


def test_defect2_an_unhashable_or_odd_action_is_a_value_error():
    g = _game()
    for bad in (["weiter"], {"weiter": 1}, 3, None, b"weiter"):
        with pytest.raises(ValueError):
            g.play(bad)
        with pytest.raises(ValueError):
            RULES.apply(g.state, bad)
