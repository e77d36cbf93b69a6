"""Bad input: garbage notation, illegal actions, wrong player counts, tampered save files."""
import json

import pytest
from mz_helpers import EX1_HANDS, Table

import tutor
from tutor import IllegalAction, NotationError


def _game(seed=5):
    g = tutor.new_game("matzlfangen", seed=seed)
    return g


@pytest.mark.parametrize("text,kind", [("play ZZ", "bad-card"), ("play", "bad-action"), ("dance", "bad-action"),
                                       ("bid skat", "bad-contract"), ("trump Q", "bad-suit"), ("", "bad-action"),
                                       ("call H11", "bad-card")])
def test_notation_errors_say_what_was_expected(text, kind):
    g = _game()
    before = g.to_json()
    with pytest.raises(NotationError) as err:
        g.play(text)
    assert err.value.kind == kind and err.value.rule is None
    assert err.value.text("es") and err.value.text("en") != err.value.text("es")
    assert g.to_json() == before


def test_lenient_notation_is_canonicalised():
    g = _game()
    step = g.play("  CUT ")
    assert step.action == "cut"
    assert g.play("Bid  Trumpf Durch").action == "bid trumpf-durch"
    assert g.play("WEITER").action == "weiter"


def test_wrong_phase_and_out_of_order():
    g = _game()
    before = g.to_json()
    for action in ("bid treiben", "play EA", "raise", "call EA", "claim", "trump H"):
        with pytest.raises(IllegalAction):
            g.play(action)
    assert g.to_json() == before
    reason = g.why_not("raise")
    assert reason is not None and reason.rule == "R-DEAL-1"


def test_card_not_in_hand_and_call_checks():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter")
    for bad, kind in (("call LA", "call-held"), ("call HA", "call-trump")):
        with pytest.raises(IllegalAction) as err:
            t.play(bad)
        assert err.value.kind == kind
    t.play("call EA")
    while t.state.phase == "raise":
        t.play("no raise")
    with pytest.raises(IllegalAction) as err:
        t.play("play HX")
    assert err.value.kind == "not-in-hand" and "P1" in str(err.value)


def test_raise_out_of_turn_and_after_window():
    t = Table(EX1_HANDS)
    t.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA", "raise", "no raise")  # P2 Schuß, P3 passes
    assert t.state.turn == 3 and t.legal() == ["no raise"]  # P4 defends: Re is not the defenders' to say
    before = t.state
    with pytest.raises(IllegalAction) as err:
        t.play("raise")
    assert err.value.kind == "raise-wrong-side" and "Schuß" in err.value.text("en")
    assert t.state is before
    t2 = Table(EX1_HANDS)
    t2.play("cut", "weiter", "weiter", "weiter", "weiter", "call EA")
    while t2.state.phase == "raise":
        t2.play("no raise")
    with pytest.raises(IllegalAction) as err:
        t2.play("raise")
    assert err.value.kind == "raise-too-late"


def test_wrong_player_count_and_unknown_variants():
    for n in (1, 3, 5, 6):
        with pytest.raises(ValueError):
            tutor.new_game("matzlfangen", players=n, seed=1)
    with pytest.raises(ValueError):
        tutor.new_game("matzlfangen", seed=1, variants={"COMPACT_SHIFT"})
    with pytest.raises(ValueError):
        tutor.new_game("matzlfangen", seed=1, deals=-1)


def _tamper(text, fn):
    data = json.loads(text)
    fn(data["state"])
    return json.dumps(data)


def _hand_game():
    g = _game(7)
    for a in ("cut", "weiter", "weiter", "weiter", "weiter"):
        g.play(a)
    return g.to_json()


@pytest.mark.parametrize("change,needle", [
    (lambda s: s["hands"][0].__setitem__(0, s["hands"][1][0]), "in one place"),
    (lambda s: s["hands"][0].pop(), "missing"),
    (lambda s: s["hands"][2].__setitem__(0, "Q9"), "card codes"),
    (lambda s: s.__setitem__("scores", [1, 0, 0, 0]), "running totals"),
    (lambda s: s.__setitem__("phase", "nap"), "phase"),
    (lambda s: s.pop("hands"), "lacks"),
    (lambda s: s.__setitem__("dealer", 7), "seat"),
])
def test_tampered_save_files_are_refused(change, needle):
    bad = _tamper(_hand_game(), change)
    with pytest.raises(ValueError, match=needle):
        tutor.load_game(bad)


def test_tampered_but_valid_looking_state_is_refused():
    text = _hand_game()
    data = json.loads(text)
    h = data["state"]["hands"]
    h[0][0], h[1][0] = h[1][0], h[0][0]  # swap two cards: still 32 cards, but not what the moves give
    with pytest.raises(ValueError, match="does not match"):
        tutor.load_game(json.dumps(data))
    data = json.loads(text)
    data["actions"][1] = "bid nonsense"
    with pytest.raises(ValueError, match="cannot be replayed"):
        tutor.load_game(json.dumps(data))
    assert tutor.load_game(text).to_json() == text
