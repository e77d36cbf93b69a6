"""Narration per seat (issue 13 §2): Step.text(lang, seat=k) never tells seat k a card it cannot
see; seat=None stays the omniscient narration for the teacher."""
import tutor
from tutor.matschig import make_position

from matschig_helpers import craft, play


def _game(**kw):
    return tutor.new_game("matschig", position=make_position(**kw))


def test_M16_defence_options_do_not_list_the_target_hand_to_others():
    g = _game(hands=["W3 S3", "U4 U2 PIPE BLOWER", None, None], seed=1)
    step = g.play("throw W3 S3 at P2")
    own, other, teacher = step.text("en", seat=1), step.text("en", seat=0), step.text("en")
    assert "umbrellas 2 and 4" in own and "pipe" in own and "blower" in own
    assert teacher == own
    for hidden in ("umbrella 2", "umbrellas 2", "pipe", "blower", "BLOWER", "PIPE"):
        assert hidden not in other
    assert "P2 must answer water 3 and sand 3: accept it, or defend with umbrellas or one special card." in other
    assert "paraguas o con una carta especial" in step.text("es", seat=2)


def test_M14_race_questions_do_not_say_who_holds_the_card():
    holder = _game(hands=["W3 S5", "W2", "", ""], seed=2)
    other = _game(hands=["W3 S5", "", "W2", ""], seed=2)
    told = []
    for g in (holder, other):
        lines = [g.play("throw W3 S5 at P2").text("en", seat=3)]
        while g.state.phase == "race":
            lines.append(g.play("decline").text("en", seat=3))
        told.append(lines)
    assert told[0] == told[1]
    assert "P2 is asked whether to complete the mud with a water 2." in told[0][0]
    teacher = holder.history[0].text("en")
    assert "P2 holds a water 2" in teacher


def test_M7_a_pass_does_not_tell_the_others_which_type_is_missing():
    g = _game(hands=["W1 W2 U1", None, None], seed=3, variants={"SWAP3_OFF"})
    step = g.play("pass")
    assert "P1 has no sand card" in step.text("en", seat=0)
    assert "P1 cannot throw (no water card or no sand card) and passes" in step.text("en", seat=1)
    assert "le falta agua o arena" in step.text("es", seat=2)


def test_M21_drawn_cards_are_told_to_the_drawer_only():
    g = _game(hands=["W1 S1 U1 U1 U2 U2 U3", "U4 U4 U4 U5 U5 U5", "U6 U6 U6 U7 U7 U7 PIPE"],
              deck="W7 S7 W6 S6 S2 W2", seed=4)
    g.play("throw W1 S1 at P2")  # perfect: no race
    step = g.play("accept")
    assert "Refill to 7: P1 draws 2, P2 draws 1; 3 cards left" in step.text("en", seat=2)
    assert "P1 draws water 2 and sand 2." in step.text("en", seat=0) and "P2 draws sand 6" not in step.text("en", seat=0)
    assert "P2 draws sand 6." in step.text("en", seat=1) and "P1 draws water 2" not in step.text("en", seat=1)
    assert "P1 draws water 2 and sand 2." in step.text("en") and "P2 draws sand 6." in step.text("en")
    assert "P1 roba agua 2 y arena 2." in step.text("es", seat=0)


def test_A5_race_random_answers_stay_secret():
    s = craft(hands={0: "W3 S5", 1: "W2", 2: "W2"}, variants={"RACE_RANDOM"})
    _, events, _ = play(s, "throw W3 S5 at P2", "complete W2 at P1", "decline")
    claim = next(e for e in events if e.kind == "race-claim")
    decline = next(e for e in events if e.kind == "decline")
    for e in (claim, decline):
        assert e.text("en", seat=3) == f"P{e.data['seat'] + 1} answers in secret."
    assert claim.text("en", seat=1) == "P2 claims the completion in secret, to send the mud at P1."
    assert decline.text("es", seat=2) == "P3 renuncia a completar, en secreto."


def test_the_omniscient_narration_is_the_default():
    g = _game(hands=["W3 S3", "U4 U2", None, None], seed=5)
    step = g.play("throw W3 S3 at P2")
    assert step.text("en") == step.text("en", seat=None) and "umbrellas 2 and 4" in step.text("en")


def test_M23_only_a_player_who_took_mud_got_the_mud_last():
    g = _game(hands=["W3 S3", "U4 U3", "", ""], seed=6)
    g.play("throw W3 S3 at P2")
    step = g.play("umbrellas U3>W3 U4>S3")
    text = step.text("en")
    assert "got the mud last" not in text and "took the mud last" not in text
    assert "P2 was the last target of the mud, though P2 took none of it" in text
    g = _game(hands=["W3 S3", "", "", ""], seed=6)
    g.play("throw W3 S3 at P2")
    assert "P2 took the mud last, so P2 takes the next turn." in g.play("accept").text("en")
