"""Hypothesis properties over random legal Muros games and over push_line (MU13 properties)."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import tutor
from tutor import muros
from tutor.muros import RULES, SLOTS
from tutor.muros.board import (CARD_COLOURS, LINE_VARIANTS, TOKEN_COLOURS, TOKENS_PER_COLOUR,
                               read_line)

from muros_helpers import card_total, make_state, play_random, token_totals

ALL_VARIANTS = sorted(muros.VARIANTS)
LINE_CHARS = "YBRGW."
SETTINGS = settings(max_examples=25, deadline=None)


@st.composite
def variant_sets(draw) -> frozenset[str]:
    """A valid variant set (never COUNT_CELLS with SHIFT_TOWARD_CARD)."""
    chosen = set(draw(st.sets(st.sampled_from(ALL_VARIANTS), max_size=4)))
    if {"COUNT_CELLS", "SHIFT_TOWARD_CARD"} <= chosen:
        chosen.discard(draw(st.sampled_from(["COUNT_CELLS", "SHIFT_TOWARD_CARD"])))
    return frozenset(chosen)


games = st.tuples(st.integers(2, 4), st.integers(0, 2**31 - 1), variant_sets(), st.integers(0, 2**32))


def _lines_with_cards(state) -> list[int]:
    return [bool(state.slot(s)) + bool(state.slot(muros.opposite(s))) for s in SLOTS if s[0] in "WN"]


def _all_actions() -> list[str]:
    """Every well-formed placement text (legal or not)."""
    takes = ["", " take none"] + [f" take {c}" for c in CARD_COLOURS]
    return [f"{c}@{s}{src}{t}" for c in CARD_COLOURS for s in SLOTS for src in ("", " pile") for t in takes]


ALL_ACTIONS = _all_actions()


@SETTINGS
@given(games)
def test_MU2_MU5_MU10_invariants_hold_after_every_step(setup) -> None:
    """81 tokens 17/17/17/17/13 and 36 cards always accounted for; phase 1 one card per line."""
    players, seed, variants, choice_seed = setup
    game = tutor.new_game("muros", players=players, seed=seed, variants=variants)
    rng = random.Random(choice_seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
        state = game.state
        assert token_totals(state) == TOKENS_PER_COLOUR
        assert card_total(state) == 36
        per_line = _lines_with_cards(state)
        if state.placed <= 18:
            assert max(per_line) <= 1 and sum(per_line) == state.placed
        else:
            assert min(per_line) >= 1
        if state.placed == 18:
            assert per_line == [1] * 18
    if "ALLOW_PASS" not in variants:
        assert game.state.placed == 36
    caps = [dict(zip(CARD_COLOURS, c)) for c in game.state.captured]
    winners = muros.winners(game.state.board_counts(), caps, variants & {"TIER_BEST_SINGLE"})
    assert list(game.result().winners) == winners == game.history[-1].events[-1].data["winners"]


@SETTINGS
@given(games, st.lists(st.text(max_size=12), min_size=1, max_size=4), st.integers(0, 2**32))
def test_refused_actions_leave_the_game_byte_identical(setup, garbage, pick) -> None:
    """Garbage text and well-formed illegal actions are refused and change nothing."""
    players, seed, variants, choice_seed = setup
    game = tutor.new_game("muros", players=players, seed=seed, variants=variants)
    rng, picker = random.Random(choice_seed), random.Random(pick)
    while not game.is_over:
        before = game.to_json()
        legal = set(game.legal_actions())
        tries = [t for t in garbage if t not in legal and t.strip().lower() not in legal]
        tries += [a for a in picker.sample(ALL_ACTIONS, 6) if a not in legal]
        for attempt in tries:
            try:
                game.play(attempt)
            except ValueError as err:
                assert str(err)
            else:
                raise AssertionError(f"{attempt!r} was accepted but is not in legal_actions()")
            assert game.why_not(attempt) is not None
            assert game.to_json() == before
        game.play(rng.choice(sorted(legal)))


@settings(max_examples=15, deadline=None)
@given(games)
def test_save_load_round_trip_gives_the_same_json_and_future(setup) -> None:
    """to_json/load_game round trip mid-game: same JSON, and the same future play."""
    players, seed, variants, choice_seed = setup
    game = tutor.new_game("muros", players=players, seed=seed, variants=variants)
    rng = random.Random(choice_seed)
    play_random(game, rng, steps=rng.randrange(0, 37))
    text = game.to_json()
    loaded = tutor.load_game(text)
    assert loaded.to_json() == text
    assert loaded.state == game.state
    future = random.Random(choice_seed + 1)
    while not game.is_over:
        action = future.choice(game.legal_actions())
        assert action in loaded.legal_actions()
        assert game.play(action) == loaded.play(action)
    assert loaded.to_json() == game.to_json()
    if game.is_over:
        assert loaded.result() == game.result()


@settings(max_examples=15, deadline=None)
@given(games)
def test_undo_all_then_redo_all_reproduces_the_game(setup) -> None:
    """Undo every step back to the start, then redo them all: same steps, same JSON."""
    players, seed, variants, choice_seed = setup
    game = tutor.new_game("muros", players=players, seed=seed, variants=variants)
    start = game.state
    play_random(game, random.Random(choice_seed))
    final, history = game.to_json(), list(game.history)
    undone = [game.undo() for _ in range(len(history))]
    assert undone == history[::-1] and game.state == start and game.history == []
    redone = [game.redo() for _ in range(len(history))]
    assert redone == history and game.to_json() == final


@settings(max_examples=10, deadline=None)
@given(games)
def test_every_legal_action_is_accepted_and_why_not_is_none(setup) -> None:
    """Every action of legal_actions() is accepted by play() (on a fork) and why_not() is None."""
    players, seed, variants, choice_seed = setup
    game = tutor.new_game("muros", players=players, seed=seed, variants=variants)
    rng = random.Random(choice_seed)
    while not game.is_over:
        legal = game.legal_actions()
        assert len(legal) == len(set(legal))
        for action in rng.sample(legal, min(12, len(legal))):
            assert game.why_not(action) is None
            step = game.fork().play(action)
            assert step.action == action
        game.play(rng.choice(legal))


def test_every_legal_action_is_accepted_in_one_whole_game() -> None:
    """All legal actions (not a sample) at every step of one seeded 3-player game."""
    game = tutor.new_game("muros", players=3, seed=99, variants={"ALLOW_PASS"})
    rng = random.Random(99)
    while not game.is_over and game.state.placed < 36:
        legal = game.legal_actions()
        for action in legal:
            assert game.why_not(action) is None
        game.play(rng.choice([a for a in legal if a != "pass"]))


# -- push_line (MU13 "Properties (unit-test these)") -------------------------------------------

lines = st.text(alphabet=LINE_CHARS, min_size=9, max_size=9)
colours = st.sampled_from(CARD_COLOURS)


def _tokens(line: str) -> str:
    return line.replace(".", "")


@settings(max_examples=300, deadline=None)
@given(lines, colours)
def test_MU13_number_removed_equals_k(line: str, colour: str) -> None:
    """MU13: exactly k tokens leave (k = tokens of the card's colour in the line)."""
    new, removed = muros.push_line(line, colour)
    assert len(removed) == line.count(colour)
    assert len(_tokens(new)) == len(_tokens(line)) - line.count(colour)


@settings(max_examples=300, deadline=None)
@given(lines, colours)
def test_MU13_far_cell_holds_a_token_after_a_removal(line: str, colour: str) -> None:
    """MU13.4: after a removal (k >= 1), if any token is left, the far cell holds one."""
    new, _ = muros.push_line(line, colour)
    if line.count(colour) and _tokens(new):
        assert new[-1] != "."


@settings(max_examples=300, deadline=None)
@given(lines, colours)
def test_MU13_order_and_inner_gaps_of_remaining_tokens_are_kept(line: str, colour: str) -> None:
    """MU13.4 default: the survivors are the tokens nearest the card, in order, gaps between kept."""
    new, removed = muros.push_line(line, colour)
    k = line.count(colour)
    kept = _tokens(line)[: len(_tokens(line)) - k]
    assert _tokens(new) == kept
    assert removed == _tokens(line)[::-1][:k]
    if kept:   # the stretch from first to last survivor is the same, holes included
        before = line[: [i for i, t in enumerate(line) if t != "."][len(kept) - 1] + 1].lstrip(".")
        assert new.strip(".") == before


def _reference(line: str, colour: str) -> tuple[str, str]:
    """rules/muros.md §4.1 resolve_phase1, transcribed on a single line."""
    seq = list(line)
    k = sum(1 for t in seq if t == colour)
    if k == 0:
        return line, ""
    removed, i = [], 8
    while len(removed) < k:
        if seq[i] != ".":
            removed.append(seq[i])
            seq[i] = "."
        i -= 1
    occupied = [j for j in range(9) if seq[j] != "."]
    if occupied:
        d = 8 - max(occupied)
        seq = ["."] * d + seq[: 9 - d]
    return "".join(seq), "".join(removed)


@settings(max_examples=300, deadline=None)
@given(lines, colours)
def test_MU13_push_line_equals_the_rulebook_pseudocode(line: str, colour: str) -> None:
    """MU13: push_line (default) agrees with the §4.1 pseudo-code on any line."""
    assert muros.push_line(line, colour) == _reference(line, colour)


@settings(max_examples=200, deadline=None)
@given(lines, colours, st.sets(st.sampled_from(sorted(LINE_VARIANTS))))
def test_MU13_every_line_variant_keeps_token_accounting(line: str, colour: str, variants) -> None:
    """Under any valid line variants: survivors + removed are the line's tokens, order kept."""
    if {"COUNT_CELLS", "SHIFT_TOWARD_CARD"} <= variants:
        return
    new, removed = muros.push_line(line, colour, variants=variants)
    assert len(new) == 9
    assert sorted(_tokens(new) + removed) == sorted(_tokens(line))
    assert _tokens(line).startswith(_tokens(new))       # survivors are the near ones, in order
    k = line.count(colour)
    if "COUNT_CELLS" in variants:
        assert removed == _tokens(line[9 - k:])[::-1] if k else removed == ""
    else:
        assert len(removed) == k


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**31 - 1), st.sampled_from(SLOTS), colours, st.sets(st.sampled_from(sorted(LINE_VARIANTS))))
def test_MU16_only_the_nine_cells_of_the_line_change(seed: int, slot: str, colour: str, variants) -> None:
    """MU16: a phase-1 placement changes no cell outside its line; the line as push_line says."""
    if {"COUNT_CELLS", "SHIFT_TOWARD_CARD"} <= variants:
        return
    rng = random.Random(seed)
    bag = [t for t, n in TOKENS_PER_COLOUR.items() for _ in range(n)]
    rng.shuffle(bag)
    board = "".join("." if rng.random() < 0.3 else t for t in bag)
    picture = [board[r * 9:(r + 1) * 9] for r in range(9)]
    state = make_state(picture=picture, hands=({colour: 1}, {"Y": 1}), variants=variants)
    _, new, _ = RULES.apply(state, f"{colour}@{slot}")
    cells = {r * 9 + c for r, c in muros.line_cells(slot)}
    assert all(new.board[i] == state.board[i] for i in range(81) if i not in cells)
    assert read_line(new.board, slot) == muros.push_line(read_line(state.board, slot), colour, variants)[0]
    gone = muros.push_line(read_line(state.board, slot), colour, variants)[1]
    assert [a - b for a, b in zip(new.removed, state.removed)] == [gone.count(t) for t in TOKEN_COLOURS]
