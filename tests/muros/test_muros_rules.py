"""Per-rule scenario tests for Muros (rules/muros.md MU1-MU27), named by rule ID."""
from __future__ import annotations

import random

import pytest

import tutor
from tutor import muros
from tutor.muros import RULES, SLOTS
from tutor.muros.board import CARD_COLOURS, TOKEN_COLOURS, TOKENS_PER_COLOUR

from muros_helpers import apply, game_at, make_state, north_south, play_random, west_east


def _refusal(state, action):
    """The IllegalAction that apply raises for this action."""
    with pytest.raises(tutor.IllegalAction) as err:
        apply(state, action)
    return err.value


def _end_state(last_open: str = "E9", hands=({"R": 1}, {}), **kw):
    """Phase 2 with every slot filled but `last_open` (its opposite holds a yellow card)."""
    return make_state(slots={muros.opposite(last_open): "Y"}, placed=35, hands=hands, piles={}, **kw)


# -- setup ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_MU1_two_to_four_players(players: int) -> None:
    """MU1: 2, 3 and 4 players start a game."""
    assert tutor.new_game("muros", players=players, seed=3).players == players


@pytest.mark.parametrize("players", [0, 1, 5, 6, "3", 2.5, True])
def test_MU1_other_player_counts_are_refused(players) -> None:
    """MU1: any other player count is a ValueError saying 2 to 4."""
    with pytest.raises(ValueError, match="muros is played by 2 to 4 players"):
        tutor.new_game("muros", players=players, seed=3)


def test_MU2_grid_is_81_tokens_17_17_17_17_13_drawn_from_the_seed() -> None:
    """MU2: a full 9x9 grid with 17 of each card colour and 13 white; the seed decides it."""
    boards = {tutor.new_game("muros", players=2, seed=s).state.board for s in range(5)}
    assert len(boards) == 5
    for board in boards:
        assert len(board) == 81 and "." not in board
        assert {t: board.count(t) for t in TOKEN_COLOURS} == TOKENS_PER_COLOUR
    assert tutor.new_game("muros", players=3, seed=7).state == tutor.new_game("muros", players=3, seed=7).state


@pytest.mark.parametrize("players,size", [(2, 6), (3, 5), (4, 4)])
def test_MU3_hand_sizes_by_player_count(players: int, size: int) -> None:
    """MU3: 6 cards each with 2 players, 5 with 3, 4 with 4."""
    state = tutor.new_game("muros", players=players, seed=11).state
    assert [sum(h) for h in state.hands] == [size] * players


def test_MU3_hands_are_secret_in_view() -> None:
    """MU3: view(seat) shows its own hand by colour and only the size of other hands."""
    game = tutor.new_game("muros", players=3, seed=11)
    view = game.view(1)
    assert view["hands"][1] == dict(zip(CARD_COLOURS, game.state.hands[1]))
    assert view["hands"][0] == 5 and view["hands"][2] == 5
    assert all(isinstance(h, dict) for h in game.view(None)["hands"])


@pytest.mark.parametrize("players,left", [(2, 24), (3, 21), (4, 20)])
def test_MU4_cards_not_dealt_lie_face_up_in_four_piles(players: int, left: int) -> None:
    """MU4: the undealt cards form the four face-up piles; together all 36 cards, 9 per colour."""
    state = tutor.new_game("muros", players=players, seed=5).state
    assert sum(state.piles) == left
    for i in range(4):
        assert state.piles[i] + sum(h[i] for h in state.hands) == 9


def test_MU4_anyone_may_play_from_a_pile() -> None:
    """MU4: a card from a pile leaves the pile, not the hand."""
    state = make_state(hands=({}, {"Y": 1}))
    _, new, events = apply(state, "B@N4 pile")
    assert new.piles == (8, 8, 9, 9) and new.hands == state.hands
    assert events[0].data["source"] == "pile"


def test_MU4_an_empty_pile_is_refused() -> None:
    """MU4: playing from an empty pile is refused, naming MU4."""
    state = make_state(hands=({"B": 6}, {"B": 3}))
    assert state.piles[1] == 0
    err = _refusal(state, "B@N4 pile")
    assert err.rule == "MU4" and "pile is empty" in err.text("en")


def test_MU5_a_slot_holds_one_card() -> None:
    """MU5: a slot that already holds a card is refused."""
    state = make_state(slots={"W3": "R"}, hands=({"B": 1}, {"Y": 1}))
    err = _refusal(state, "B@W3")
    assert err.rule == "MU5" and "already holds a red card" in err.text("en")


def test_MU5_every_slot_holds_a_card_at_the_end() -> None:
    """MU5: after a whole game all 36 slots hold a card and no card is left anywhere else."""
    game = tutor.new_game("muros", players=4, seed=21)
    play_random(game, random.Random(21))
    assert all(game.state.slots) and not any(game.state.piles) and not any(map(any, game.state.hands))


def test_MU6_start_player_is_random_and_turns_go_clockwise() -> None:
    """MU6: the seed picks any seat to start; after seat s moves, seat s+1 moves."""
    starts = {tutor.new_game("muros", players=3, seed=s).to_move for s in range(40)}
    assert starts == {0, 1, 2}
    game = tutor.new_game("muros", players=4, seed=2)
    rng = random.Random(2)
    for _ in range(10):
        seat = game.to_move
        game.play(rng.choice(game.legal_actions()))
        assert game.to_move == (seat + 1) % 4


# -- turns ------------------------------------------------------------------------------------

def test_MU7_a_card_from_the_hand_leaves_the_hand() -> None:
    """MU7: exactly one card is placed, here from the hand; hand shrinks by one."""
    state = make_state(hands=({"R": 2, "B": 1}, {"Y": 1}))
    _, new, events = apply(state, "R@W3")
    assert new.hands[0] == (0, 1, 1, 0) and new.piles == state.piles
    assert new.placed == 1 and new.slot("W3") == "R" and events[0].data["source"] == "hand"


def test_MU7_a_colour_not_in_hand_is_refused_with_the_pile_hint() -> None:
    """MU7: no such card in hand -> refused; the text suggests the face-up pile, in words, when it has one
    and the slot takes a card (a slot facing a card is refused for that first, MU9)."""
    state = make_state(hands=({"B": 1}, {"Y": 1}))
    err = _refusal(state, "R@W3")
    assert err.rule == "MU7"
    assert "A red card from the face-up red pile may go there instead" in err.text("en")
    assert "puede ir ahí una carta roja del mazo rojo boca arriba" in err.text("es")
    assert "@" not in err.text("en") + err.text("es")
    facing = make_state(hands=({"B": 1}, {"Y": 1}), slots={"E3": "G"}, placed=1)
    assert _refusal(facing, "R@W3").rule == "MU9"
    assert "hand: 1 blue" in err.text("en") and "en la mano: 1 azul" in err.text("es")


def test_MU8_passing_is_refused_by_default() -> None:
    """MU8: no voluntary pass while a card can be placed."""
    game = tutor.new_game("muros", players=2, seed=1)
    assert "pass" not in game.legal_actions()
    reason = game.why_not("pass")
    assert reason is not None and reason.rule == "MU8"


def test_MU8_a_seat_with_no_usable_card_is_skipped() -> None:
    """MU8: empty hand and empty piles -> that seat's turn is skipped."""
    state = make_state(slots={"W1": "B"}, placed=34, hands=({"R": 1}, {}, {"B": 1}), piles={})
    _, new, events = apply(state, "R@E1 take R")
    assert new.turn == 2
    skips = [e for e in events if e.kind == "skip"]
    assert len(skips) == 1 and skips[0].data["seat"] == 1 and skips[0].rule == "MU8"


def test_MU8_a_seat_with_an_empty_hand_plays_from_the_piles() -> None:
    """MU8: an empty hand is no skip while some pile has a card."""
    state = make_state(slots={"N1": "G"}, placed=34, hands=({"R": 1}, {}), piles={"G": 1})
    _, new, events = apply(state, "R@S1 take R")
    assert new.turn == 1 and not [e for e in events if e.kind == "skip"]
    assert RULES.legal_actions(new) and all(a.endswith(" pile") for a in RULES.legal_actions(new))


def test_MU9_phase1_slot_facing_a_card_is_refused() -> None:
    """MU9: in phase 1 a slot whose opposite slot holds a card is refused."""
    state = make_state(slots={"W3": "R"}, hands=({"B": 1}, {"Y": 1}))
    err = _refusal(state, "B@E3")
    assert err.rule == "MU9" and "W3" in err.text("en") and "O3" in err.text("es")
    assert not [a for a in RULES.legal_actions(state) if "@E3" in a or "@W3" in a]


def test_MU9_phase1_legal_actions_never_face_a_card() -> None:
    """MU9: over random phase-1 play, every legal slot is empty and so is its opposite."""
    game = tutor.new_game("muros", players=2, seed=8)
    rng = random.Random(8)
    for _ in range(18):
        state = game.state
        for action in game.legal_actions():
            slot = action.split("@")[1][:2]
            assert state.slot(slot) == "" and state.slot(muros.opposite(slot)) == ""
        game.play(rng.choice(game.legal_actions()))


def test_MU10_after_phase1_every_line_holds_exactly_one_card() -> None:
    """MU10: after 18 placements each of the 18 lines holds one card; the phase2 event is told."""
    game = tutor.new_game("muros", players=3, seed=4)
    play_random(game, random.Random(4), steps=17)
    step = game.play(game.legal_actions()[0])
    assert step.events[-1].kind == "phase2" and step.events[-1].rule == "MU10"
    state = game.state
    for s in SLOTS:
        if s[0] in "WN":
            assert bool(state.slot(s)) + bool(state.slot(muros.opposite(s))) == 1
    assert state.phase == 2


def test_MU11_phase2_every_empty_slot_faces_a_card() -> None:
    """MU11 (with MU10): in phase 2 every legal slot faces a card, so no empty slot is refused for it."""
    game = tutor.new_game("muros", players=3, seed=4)
    rng = random.Random(4)
    play_random(game, rng, steps=18)
    while not game.is_over:
        state = game.state
        assert {a.split("@")[1][:2] for a in game.legal_actions()} == {s for s in SLOTS if not state.slot(s)}
        assert all(state.slot(muros.opposite(s)) for s in SLOTS if not state.slot(s))
        game.play(rng.choice(game.legal_actions()))


def test_MU11_a_phase2_position_with_a_line_left_empty_is_refused() -> None:
    """MU11 rests on MU10: a position past 18 cards with a line and no card on it is not a Muros position."""
    pos = muros.make_position(placed=18)
    (a1, b1), (a2, b2) = muros.LINES[0], muros.LINES[1]
    card = pos["slots"].pop(a1, None) or pos["slots"].pop(b1)      # row 1 loses its card ...
    pos["slots"][b2 if a2 in pos["slots"] else a2] = card            # ... and row 2 gets a second
    with pytest.raises(ValueError, match="the line of W1 and E1 holds no card, but with 18 cards placed"):
        tutor.new_game("muros", position=pos)


def test_MU12_the_game_ends_after_the_36th_card() -> None:
    """MU12: the 36th card ends the game: to_move None, end events, result, further play refused."""
    game = game_at(_end_state())
    step = game.play("R@E9 take none")
    assert game.is_over and game.to_move is None and game.legal_actions() == []
    kinds = [e.kind for e in step.events]
    assert kinds[-5:] == ["end", "board-count", "majority", "ranking", "winner"]
    assert step.events[-5].rule == "MU12"
    with pytest.raises(tutor.IllegalAction) as err:
        game.play("R@E9")
    assert "game is over" in str(err.value)
    assert game.result().winners


# -- phase 1 ----------------------------------------------------------------------------------

@pytest.mark.parametrize("slot", ["W4", "E4", "N4", "S4"])
def test_MU13_every_side_reads_its_line_from_the_card(slot: str) -> None:
    """MU13: the placement equals push_line on the line read from the card's end, for W, E, N, S."""
    line = "RBYRGWBRG"
    state = make_state({4: line}, cols={4: "GRBR.YBWR"}, hands=({"R": 1}, {"Y": 1}))
    before = muros.read_line(state.board, slot)
    _, new, _ = apply(state, f"R@{slot}")
    expected, removed = muros.push_line(before, "R")
    assert muros.read_line(new.board, slot) == expected
    assert sum(new.removed) - sum(state.removed) == len(removed) == before.count("R")


def test_MU13_removed_tokens_need_not_be_the_counted_colour() -> None:
    """MU13.3: the k tokens nearest the far end leave, whatever their colour (white included)."""
    assert muros.push_line("R.......W", "R") == ("........R", "W")
    assert muros.push_line("RRW.B....", "R") == (".......RR", "BW")


def test_MU13_empty_cells_do_not_count_toward_k() -> None:
    """MU13.3: empty cells are skipped during removal (default COUNT_TOKENS)."""
    assert muros.push_line("G.G......", "G") == (".........", "GG")
    assert muros.push_line("GB.G.Y...", "G") == (".......GB", "YG")


def test_MU14_default_slide_goes_away_from_the_card() -> None:
    """MU14: the new empty cells collect next to the card; SHIFT_TOWARD_CARD is the other reading."""
    assert muros.push_line("YBRGW.YBR", "Y") == ("..YBRGW.Y", "RB")
    assert muros.push_line("YBRGW.YBR", "Y", variants={"SHIFT_TOWARD_CARD"}) == ("YBRGW.Y..", "RB")


def test_MU15_removed_tokens_leave_the_game_and_score_for_nobody() -> None:
    """MU15: removed tokens are counted in `removed`; nobody's captures change."""
    state = make_state({2: "YYYW.BBBB"}, hands=({"Y": 1}, {"Y": 1}))
    _, new, events = apply(state, "Y@W2")
    blue = TOKEN_COLOURS.index("B")
    assert new.removed[blue] - state.removed[blue] == 3
    assert sum(new.removed) - sum(state.removed) == 3
    assert new.captured == state.captured
    assert west_east(new, 2) == "...YYYW.B"
    assert events[2].data["removed"] == "BBB"


def test_MU16_a_push_changes_crossing_lines_only_in_the_shared_cell() -> None:
    """MU16: after a push in row 6, every column differs from before at most in row 6."""
    state = make_state({6: "G.GBW.RRY"}, hands=({"G": 1}, {"Y": 1}))
    _, new, _ = apply(state, "G@E6")
    for col in range(1, 10):
        before, after = north_south(state, col), north_south(new, col)
        assert [i for i in range(9) if before[i] != after[i]] in ([], [5])
    assert new.board != state.board


# -- phase 2 ----------------------------------------------------------------------------------

def _phase2(rows=None, colour_of=None, hands=({"R": 1, "B": 1}, {"Y": 1}), placed=18, **kw):
    """Phase 2 starts: the slots of colour_of as given, every other line holding one card (MU10)."""
    return make_state(rows, slots=colour_of or {}, placed=placed, hands=hands, **kw)


def test_MU17_phase2_nothing_is_removed_and_nothing_slides() -> None:
    """MU17: a capture leaves every other cell in place, holes stay holes, `removed` unchanged."""
    state = _phase2({2: "R.BRW.RB."}, {"W2": "B"})
    _, new, _ = apply(state, "R@E2 take R")
    assert west_east(new, 2) == "..B.W..B."
    assert new.removed == state.removed


def test_MU17_take_in_phase1_is_refused() -> None:
    """MU17: a capture choice in phase 1 is refused."""
    state = make_state(hands=({"R": 1}, {"Y": 1}))
    err = _refusal(state, "R@W3 take R")
    assert err.rule == "MU17" and "take" in err.text("en")


def test_MU18_same_colour_blocks_the_line() -> None:
    """MU18: same colour as the facing card: nothing happens; the line is then full."""
    state = _phase2({2: "R.BRW.RB."}, {"W2": "R"})
    _, new, events = apply(state, "R@E2")
    assert new.board == state.board and new.captured == state.captured
    assert events[-1].kind == "block" and events[-1].rule == "MU18"
    assert not [a for a in RULES.legal_actions(new) if "@E2" in a or "@W2" in a]


def test_MU18_a_take_on_a_blocked_line_is_refused() -> None:
    """MU18: writing a take on a blocked line is refused with the plain action as hint."""
    state = _phase2(colour_of={"W2": "R"})
    err = _refusal(state, "R@E2 take R")
    assert err.rule == "MU18" and "Place it without choosing tokens" in err.text("en")
    assert "Colócala sin elegir fichas" in err.text("es") and "@" not in err.text("en") + err.text("es")


def test_MU19_capture_takes_all_tokens_of_the_chosen_colour_in_the_line() -> None:
    """MU19 / A7: all tokens of the chosen colour in that column go to the player's supply."""
    state = _phase2(cols={3: "BRBRB.BRW"}, colour_of={"N3": "B"})
    _, new, events = apply(state, "R@S3 take B")
    assert north_south(new, 3) == ".R.R...RW"
    assert new.captured[0] == (0, 4, 0, 0)
    capture = next(e for e in events if e.kind == "capture")
    assert capture.data["n"] == 4 and capture.data["total"] == 4


def test_MU19_captures_add_up_per_seat() -> None:
    """MU19: a seat's supply grows with each capture (total reported in the event)."""
    state = _phase2({2: "RRR......"}, {"W2": "B"}, captured=[{"R": 2}, {}], placed=20)
    _, new, events = apply(state, "R@E2 take R")
    capture = next(e for e in events if e.kind == "capture")
    assert new.captured[0] == (0, 0, 5, 0) and capture.data["total"] == 5


def test_MU19_a_choice_is_required_when_colours_differ() -> None:
    """MU19: against a different colour the action must say what is taken."""
    state = _phase2(colour_of={"W2": "B"})
    err = _refusal(state, "R@E2")
    assert err.rule == "MU19" and "the red ones or the blue ones, or nothing" in err.text("en")
    assert "las rojas o las azules, o ninguna" in err.text("es")


def test_MU19_only_the_two_card_colours_can_be_taken() -> None:
    """MU19: taking a colour of neither card is refused."""
    state = _phase2(colour_of={"W2": "B"})
    err = _refusal(state, "R@E2 take G")
    assert err.rule == "MU19" and "not green" in err.text("en") and "no el verde" in err.text("es")


def test_MU20_taking_is_optional() -> None:
    """MU20: take none is legal and changes nothing on the board."""
    state = _phase2({2: "RRR......"}, {"W2": "B"})
    assert "R@E2 take none" in RULES.legal_actions(state)
    _, new, events = apply(state, "R@E2 take none")
    assert new.board == state.board and events[-1].kind == "decline"


def test_MU21_choosing_a_colour_absent_from_the_line_takes_nothing() -> None:
    """MU21: a valid choice even when the line holds no token of that colour."""
    state = _phase2({2: "RRR......"}, {"W2": "B"})
    _, new, events = apply(state, "R@E2 take B")
    assert new.board == state.board and new.captured == state.captured
    assert events[-1].rule == "MU21"


def test_MU22_captures_are_open_by_default() -> None:
    """MU22: other seats see each colour a player captured."""
    state = _phase2(captured=[{"R": 2, "G": 1}, {}], placed=20)
    view = RULES.view(state, 1)
    assert view["captured"][0] == {"Y": 0, "B": 0, "R": 2, "G": 1}


def test_HIDDEN_CAPTURES_view_shows_only_the_count_to_others() -> None:
    """A10 HIDDEN_CAPTURES: others see only how many a seat captured; the owner sees all."""
    state = _phase2(captured=[{"R": 2, "G": 1}, {"B": 4}], variants={"HIDDEN_CAPTURES"}, placed=20)
    game = game_at(state)
    assert game.view(1)["captured"] == [3, {"Y": 0, "B": 4, "R": 0, "G": 0}]
    assert game.view(0)["captured"] == [{"Y": 0, "B": 0, "R": 2, "G": 1}, 4]
    assert game.view(None)["captured"][0] == {"Y": 0, "B": 0, "R": 2, "G": 1}


# -- end of game ------------------------------------------------------------------------------

def _final(rows, captured, variants=()):
    """The last card, R@E9 facing yellow, taken with nothing, at a crafted board and captures."""
    state = _end_state(rows=rows, captured=captured, variants=variants, fill=False)
    game = game_at(state)
    step = game.play("R@E9 take none")
    return game, step


def test_MU23_only_the_four_card_colours_are_counted() -> None:
    """MU23: the final count leaves out white."""
    game, step = _final({1: "WWWWWWWWW", 2: "RRB......"}, [{"R": 1}, {"B": 1}])
    count = [e for e in step.events if e.kind == "board-count"][0]
    assert count.data["counts"] == {"Y": 0, "B": 1, "R": 2, "G": 0} and count.data["white"] == 9


def test_MU24_most_captures_of_the_majority_colour_wins() -> None:
    """MU24: red leads on the board; P2 has more red although P1 captured more overall."""
    game, step = _final({1: "RRRBB...."}, [{"R": 1, "B": 9, "G": 9}, {"R": 2}])
    assert game.result() == tutor.Result((1, 2), (1,), "MU12")
    winner = step.events[-1]
    assert winner.rule == "MU24" and winner.data["winners"] == [1]
    assert "P2 wins" in winner.text("en") and "Gana P2" in winner.text("es")


def test_MU25_tie_on_the_majority_is_broken_by_the_second_colour() -> None:
    """MU25: equal red captures; blue is second on the board and decides."""
    game, _ = _final({1: "RRRRRBBBG"}, [{"R": 2, "B": 1, "G": 5}, {"R": 2, "B": 2}])
    assert game.result().winners == (1,)


def test_MU25_then_the_third_colour() -> None:
    """MU25: equal on the first and second colours; the third decides."""
    assert muros.winners({"R": 5, "B": 3, "G": 1, "Y": 0},
                         [{"R": 2, "B": 2, "G": 1}, {"R": 2, "B": 2, "Y": 7}, {"R": 2, "B": 2}]) == [0]


def test_MU26_colours_tied_on_the_board_form_one_tier_through_a_game() -> None:
    """MU26: §6 board (R7 B7 G3 Y0) and captures at the end of a game: P2 wins on tier 2."""
    rows = {1: "BBBBBBBRR", 2: "RRRRRGGG."}
    captured = [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]
    game, step = _final(rows, captured)
    assert game.result().winners == (1,)
    majority = [e for e in step.events if e.kind == "majority"][0]
    assert majority.rule == "MU26" and majority.data["tiers"] == [["B", "R"], ["G"], ["Y"]]
    ranking = [e for e in step.events if e.kind == "ranking"][0]
    assert ranking.data["keys"] == [[5, 0, 5], [5, 2, 0]]


def test_TIER_BEST_SINGLE_through_a_game() -> None:
    """A8 TIER_BEST_SINGLE: the same end as §6 but P1's best single colour (4) wins tier 1."""
    rows = {1: "BBBBBBBRR", 2: "RRRRRGGG."}
    captured = [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]
    game, step = _final(rows, captured, variants={"TIER_BEST_SINGLE"})
    assert game.result().winners == (0,)
    ranking = [e for e in step.events if e.kind == "ranking"][0]
    assert ranking.data["keys"] == [[4, 0, 5], [3, 2, 0]] and ranking.data["best_single"] is True
    assert "best single colour" in ranking.text("en")


def test_MU26_no_coloured_token_left_compares_total_captures() -> None:
    """MU26: with no coloured token on the board, one tier of all colours: totals compare."""
    assert muros.winners({"Y": 0, "B": 0, "R": 0, "G": 0}, [{"R": 3}, {"B": 2, "G": 2}]) == [1]


def test_MU27_players_still_tied_share_the_win() -> None:
    """MU27: identical keys after the last tier: both win, told as MU27."""
    game, step = _final({1: "RRRBB...."}, [{"R": 2, "B": 1}, {"R": 2, "B": 1}])
    assert game.result().winners == (0, 1)
    assert step.events[-1].rule == "MU27" and "share the win" in step.events[-1].text("en")
    assert "comparten la victoria" in step.events[-1].text("es")


def test_MU24_winners_refuses_bad_input() -> None:
    """winners(): white in board_counts or an unknown variant is a ValueError saying what is expected."""
    with pytest.raises(ValueError, match="white never counts"):
        muros.winners({"R": 1, "W": 3}, [{"R": 1}])
    with pytest.raises(ValueError, match="known: TIER_BEST_SINGLE"):
        muros.winners({"R": 1}, [{"R": 1}], variants={"NOPE"})
    with pytest.raises(ValueError, match="one dict per seat"):
        muros.winners({"R": 1}, [])


def test_MU12_and_ALLOW_PASS_result_names_the_rule_that_ended_the_game() -> None:
    """Result.termination: MU12 after the 36th card; ALLOW_PASS (A9) when every player passed in a row."""
    game, _ = _final({1: "RRRBB...."}, [{"R": 1}, {"R": 2}])
    assert game.result().termination == "MU12"
    passing = tutor.new_game("muros", players=2, seed=1, variants={"ALLOW_PASS"})
    passing.play("pass")
    step = passing.play("pass")
    assert passing.result().termination == "ALLOW_PASS" == step.events[1].rule
