"""Notation (lenient in, canonical out) and bad input: clear errors, nothing changes."""
import json
import re

import pytest

from tutor.core.i18n import LANGS

import tutor
from tutor import IllegalAction, NotationError, matschig
from tutor.matschig import RULES
from tutor.matschig.notation import ACTION_LIMIT, parse_action, parse_card

from matschig_helpers import craft, decline_all, play


@pytest.mark.parametrize("text,expected", [
    ("throw W3 S5 at P2", ("throw", ("W3", "S5"), 1)),
    ("  THROW  s5,w3  AT  p2 ", ("throw", ("S5", "W3"), 1)),
    ("pass", ("pass",)), ("Swap w1 u2 pipe", ("swap", ("W1", "U2", "PIPE"))),
    ("complete w2 at p3", ("complete", "W2", 2)), ("decline", ("decline",)), ("ACCEPT", ("accept",)),
    ("umbrellas U4>W2 U5>S5", ("defend", ((("U4",), "W2"), (("U5",), "S5")), (), None, ())),
    ("umbrellas U3 + U2 > S5", ("defend", ((("U3", "U2"), "S5"),), (), None, ())),
    ("U3+U2>S5", ("defend", ((("U3", "U2"), "S5"),), (), None, ())),
    ("pipe at P3", ("defend", (), ("PIPE",), 2, ())), ("blower", ("defend", (), ("BLOWER",), None, ())),
    ("WATERSUIT W7", ("defend", (), ("WATERSUIT",), None, ("W7",))),
    ("MachineGun", ("defend", (), ("MACHINEGUN",), None, ())),
])
def test_parse_lenient(text, expected):
    assert parse_action(text) == expected


@pytest.mark.parametrize("text,kind", [
    ("", "empty"), ("jump", "unknown-action"), ("throw W9 S1 at P2", "bad-card"),
    ("throw W1 S1 at Q2", "bad-seat"), ("throw W1 S1", "missing-target"),
    ("throw at P2", "no-cards"), ("pass now", "extra-words"), ("complete W1 W2 at P2", "one-card"),
    ("umbrellas", "no-groups"), ("umbrellas U4 W2", "bad-group"), ("umbrellas U4>", "bad-group"),
    ("BLOWER at P2", "at-without-pipe"), ("throw W1 S1 at P2 P3", "extra-words"),
])
def test_garbage_is_a_notation_error_saying_what_was_expected(text, kind):
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert err.value.kind == kind and err.value.rule is None
    assert err.value.text("en") and err.value.text("es")


def test_unknown_card_names_the_card_list():
    with pytest.raises(ValueError, match="W1..W7"):
        parse_card("Z3")


def test_canonical_forms_round_trip_through_apply():
    s = craft(hands={0: "W3 S5", 1: "U2 U3 U4"})
    s, _, canon = play(s, "throw s5 w3 at p2")
    s, _ = decline_all(s)
    _, _, more = play(s, "umbrellas u2+u3>s5")
    assert canon + more == ["throw W3 S5 at P2", "umbrellas U3+U2>S5"]


def _game_in_defence():
    g = tutor.new_game("matschig", players=4, seed=11)
    while g.state.phase != "defend":
        g.play(g.legal_actions()[0])
    return g


@pytest.mark.parametrize("bad", [
    "throw W1 S1 at P2", "umbrellas U9>W1", "umbrellas U1>W9", "PIPE at P9", "PIPE at P5",
    "BLOWER FLAMETHROWER", "umbrellas U1>W1 BLOWER", "complete W1 at P1", "WATERSUIT W1 W1 W1",
    "nonsense", "", "pass", "decline",
])
def test_refused_actions_change_nothing(bad):
    g = _game_in_defence()
    before = g.to_json()
    with pytest.raises(ValueError):
        g.play(bad)
    assert g.to_json() == before
    assert g.why_not(bad) is not None


def test_impossible_target_and_not_your_turn():
    g = tutor.new_game("matschig", players=3, seed=4)
    act = next(a for a in g.legal_actions() if a.startswith("throw"))
    with pytest.raises(IllegalAction) as err:
        g.play(act.rsplit(" ", 1)[0] + " P4")
    assert err.value.rule == "M8" and err.value.kind == "no-such-seat"
    with pytest.raises(IllegalAction) as err:
        g.play("accept")
    assert err.value.kind == "wrong-phase"


def test_non_text_action_refused():
    g = tutor.new_game("matschig", seed=1)
    with pytest.raises(NotationError):
        g.play(42)
    with pytest.raises(NotationError):
        RULES.apply(g.state, None)


def _save():
    g = tutor.new_game("matschig", players=4, seed=21)
    for _ in range(15):
        g.play(g.legal_actions()[-1])
    return g, json.loads(g.to_json())


def test_save_round_trip():
    g, data = _save()
    assert tutor.load_game(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("tamper,message", [
    (lambda d: d["state"]["hands"][0].append("W1"), "accounted for"),
    (lambda d: d["state"]["deck"].pop(), "accounted for"),
    (lambda d: d["state"].update(players=9), "3 to 6"),
    (lambda d: d["state"].update(phase="dancing"), "phase"),
    (lambda d: d["state"].pop("deck"), "missing deck"),
    (lambda d: d["state"]["hands"][0].__setitem__(0, "X9"), "card names"),
    (lambda d: d["state"].update(variants=["NOPE"]), "unknown matschig variant"),
    (lambda d: d["state"].update(rounds=7), "rounds"),
    (lambda d: d["state"].update(totals="lots"), "totals"),
    (lambda d: d["state"].update(rng=-1), "rng"),
    (lambda d: d["state"]["hands"][0].reverse(), "card order"),
])
def test_tampered_saves_refused_with_clear_message(tamper, message):
    _, data = _save()
    tamper(data)
    with pytest.raises(ValueError, match=message):
        tutor.load_game(json.dumps(data))


def test_tampered_position_not_matching_moves_refused():
    _, data = _save()
    data["state"]["rng"] = (data["state"]["rng"] + 1) % 2**64
    with pytest.raises(ValueError, match="does not match"):
        tutor.load_game(json.dumps(data))


def test_corrupt_save_text_refused():
    with pytest.raises(ValueError):
        tutor.load_game("{not json")
    with pytest.raises(ValueError):
        RULES.check_snapshot({"players": "x"})
    with pytest.raises(ValueError):
        RULES.check_snapshot([1, 2])


# -- issue 14: hardening ---------------------------------------------------------------------------
def test_long_whitespace_is_refused_unread_by_every_parser():
    """Defect 1: '\\s*([>+])\\s*' was quadratic on long whitespace; every parser now refuses text
    above its cap before reading it, and reads what it accepts in one pass."""
    g = _game_in_defence()
    reason = g.why_not("umbrellas U4>W2" + " " * 16000)
    assert reason is not None and "at most 200" in reason.text("en")
    for call in (lambda: matschig.umbrellas_stop("W2 S5", "U4>W2" + " " * 16000),
                 lambda: matschig.umbrellas_stop("W2 S5" + " " * 16000, "U4>W2"),
                 lambda: matschig.round_score("W1 " * 100_000),
                 lambda: parse_action("umbrellas U4>W2" + " " * 10**6)):
        with pytest.raises(NotationError) as err:
            call()
        assert err.value.kind == "too-long" and len(str(err.value)) < 200
    # just under the cap, spaces around > and + are still read as one group
    text = "umbrellas U3" + " " * 80 + "+ U2 >" + " " * 80 + "S5"
    assert len(text) <= ACTION_LIMIT
    assert parse_action(text) == ("defend", ((("U3", "U2"), "S5"),), (), None, ())


@pytest.mark.parametrize("text", ["p\u0131pe at P2", "PIPE at P\uff12", "\uff30IPE at P2",
                                  "accept\u00a0", "throw W3\u2003S5 at P2", "accept\x00",
                                  "decl\u0131ne", "umbrellas U4\uff1eW2"])
def test_lookalike_characters_never_parse_as_an_action(text):
    """Defect 6: a dotless ı or a fullwidth letter is refused, not read as the ASCII letter."""
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert err.value.kind == "bad-character"
    assert err.value.text("en") and err.value.text("es")


class _Hostile(str):
    """A str subclass that lies about itself."""

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0

    def upper(self):
        return "ACCEPT"

    def split(self, *args):
        return ["accept"]


def test_a_str_subclass_is_read_as_its_plain_text_and_logged_as_plain_str():
    """Defects 8 and 10: nothing is cached by a hostile key, and the log holds a plain str."""
    g = _game_in_defence()
    step = g.play(_Hostile("accept"))
    assert type(step.action) is str and step.action == "accept"
    g.undo()
    with pytest.raises(NotationError):
        g.play(_Hostile("nonsense"))  # its lies change nothing: the text itself is read
    saved = json.loads(g.to_json())
    assert all(type(a) is str for a in saved["actions"])


def test_refused_huge_inputs_are_not_kept_alive():
    """Defect 8: parsing keeps no cache of inputs, so refused megabytes are freed."""
    import gc
    import tracemalloc
    g = _game_in_defence()
    tracemalloc.start()
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    for k in range(50):  # texts an uncapped parser reads as "accept", and would cache
        g.why_not("accept" + " " * (100_000 + k))
        g.why_not(" " * (100_000 + k) + "umbrellas U4>W2")
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert kept < 1_000_000


def test_refusals_quote_at_most_about_60_characters_of_input():
    """Defect 9."""
    g = _game_in_defence()
    for text in ("throw " + "W" * 150 + " S1 at P2", "umbrellas " + "U" * 150 + ">W2",
                 "x" * 190, "pass " + "now " * 40, "complete " + "W1 " * 50 + "at P2"):
        reason = g.why_not(text)
        assert reason is not None
        for lang in LANGS:
            quoted = max(re.findall(r"'([^']*)'", reason.text(lang)) or [""], key=len)
            assert len(quoted) <= 60, reason.text(lang)
