"""The conformance suite of tutor.core.testing on Matschig: random games end, refusals change
nothing, save/load, undo/redo and positions are exact, rule IDs exist, hints are legal, and a seat's
view, board, narration and choices reveal nothing it cannot see (with matschig.conceal)."""
import random

import pytest

import tutor
from tutor.core.game import Game
from tutor.core.testing import (check_game, check_secret_choices, last_move_frame, random_game, seat_sees,
                                secret_choices)
from tutor.matschig import RULES, MatschigRules, conceal, make_position

VARIANT_SETS = [
    (),
    ("RACE_RANDOM",),
    ("MULTI_CARD_THROW", "VOLUNTARY_SWAP"),
    ("MG_KEEP_DEFENCE_CARD", "DIRTIEST_STARTS"),
    ("MG_REDRAW_ON_SPECIAL", "RACE_TARGET_FIRST", "TARGET_CANNOT_COMPLETE"),
    ("THROWER_NEVER_COMPLETES", "COMPLETE_ONLY_AFTER_THROW", "MUST_REDIRECT"),
    ("PERFECT_BLOCKS_PIPE", "WATERSUIT_ALL_OR_NOTHING", "DECK_FANFOR_1998"),
    ("ROUNDS_PER_PLAYER", "ONE_TYPE_WHOLE_GAME", "TIEBREAK_FEWER_CARDS", "SWAP3_OFF",
     "CLOCKWISE_TURNS"),
]
SETUPS = ({"players": 3}, {"players": 4}, {"players": 6, "rounds": 2})


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(v) or "default")
def test_conformance_with_narration_per_seat(variants):
    assert check_game("matschig", games=3, seed=len(variants), conceal=conceal,
                      variant_sets=[variants], setups=SETUPS) == 9


def test_conformance_with_play_out():
    """A11 PLAY_OUT ends a round when nobody can throw, which the end itself tells everyone about
    the hidden hands, as the rule means it to; so its games run without the concealed twin."""
    assert check_game("matschig", games=4, seed=11, variant_sets=[("PLAY_OUT",)],
                      setups=SETUPS) == 12


# -- hidden actions (issue 34): a secret race answer (A5 RACE_RANDOM) never shows on any seat's board -------
def _race() -> tutor.Game:
    """P2, P3 and P4 are asked in turn to complete W3 S5 (thrown by P1 at P2); all three hold a W2."""
    pos = make_position(hands=["W1 S1 U1", "W2 S3", "W2 U4", "S6 W2"], thrown="W3 S5", thrower=0, target=1,
                        variants={"RACE_RANDOM"}, seed=3)
    return tutor.new_game("matschig", position=pos)


def test_a_secret_answer_is_alike_to_every_other_answer_for_the_other_seats() -> None:
    g = _race()
    answers = g.legal_actions()
    assert answers == ["complete W2 at P1", "complete W2 at P3", "complete W2 at P4", "decline"]
    for seat in (0, 2, 3):
        assert len({RULES.seen_action(g.state, a, seat) for a in answers}) == 1
    assert [RULES.seen_action(g.state, a, 1) for a in answers] == answers   # the answering seat knows its own
    assert [RULES.seen_action(g.state, a, None) for a in answers] == answers  # so does the teacher
    for _ in range(2):
        g.play("decline")
    assert g.state.queue == (3,)   # the last answer ends the race in front of everyone: it is public
    assert [RULES.seen_action(g.state, a, 0) for a in g.legal_actions()] == g.legal_actions()


def test_a_claim_and_a_decline_frame_the_same_seat_on_every_board() -> None:
    """The frame of the last move (move_highlight, as the widgets draw it) is the seat that answered."""
    claimed, declined = _race(), _race()
    claimed.play("complete W2 at P4")
    declined.play("decline")
    assert last_move_frame(claimed) == last_move_frame(declined) == ("P2",)
    for seat in (0, 2, 3):
        framed = [g.svg(seat=seat, highlight=list(last_move_frame(g))) for g in (claimed, declined)]
        assert framed[0] == framed[1]
        assert seat_sees(claimed, seat) == seat_sees(declined, seat)


def test_the_end_of_the_race_frames_where_the_drawn_claim_sent_the_mud() -> None:
    g = _race()
    g.play("complete W2 at P4")
    g.play("decline")
    g.play("complete W2 at P1")           # the last answer: the draw picks one of the two claims
    drawn = next(e for e in g.history[-1].events if e.kind == "complete")
    assert last_move_frame(g) == (f"P{g.state.target + 1}",)
    assert g.state.target == drawn.data["target"]


def test_worlds_that_answer_otherwise_show_every_other_seat_the_same() -> None:
    """check_secret_choices plays other answers from each secret choice of random RACE_RANDOM games."""
    rng = random.Random(34)
    differed = 0
    for seed in range(6):
        g = random_game("matschig", seed, rng, {"RACE_RANDOM"}, players=5)
        for seat in range(g.players):
            differed += check_secret_choices(g, seat, rng)
            differed += check_secret_choices(g, seat, rng, conceal)
    assert differed > 20


class _FramesTheClaim(MatschigRules):
    """The frame before issue 34: a claim framed the seat it names, a decline the seat that declined."""

    def move_highlight(self, before, action, after):
        return (action.split()[-1],) if action.startswith("complete") else (f"P{before.queue[0] + 1}",)


def test_the_suite_finds_a_frame_that_tells_a_secret_answer() -> None:
    g = _race()
    leaky = Game(_FramesTheClaim(), seed=g.seed, position=g.position())
    leaky.play("complete W2 at P4")
    for seat in (0, 2, 3):
        with pytest.raises(AssertionError, match="differing in a secret answer"):
            check_secret_choices(leaky, seat, random.Random(seat))


def test_every_variant_with_secret_answers_is_played_by_the_suite() -> None:
    """Each variant alone: if its random games reach a secret answer, the suite above plays that variant."""
    rng = random.Random(34)
    secret = set()
    for variant in sorted(RULES.known_variants - {"RACE_REALTIME"}):  # RACE_REALTIME needs a live table (A5)
        for _ in range(3):
            g = random_game("matschig", rng.randrange(2**32), rng, {variant})
            if any(secret_choices(g, seat) for seat in range(g.players)):
                secret.add(variant)
                break
    assert secret == {"RACE_RANDOM"}
    assert all(any(v in chosen for chosen in VARIANT_SETS) for v in secret)
