"""The engine core through a tiny toy game: Game log, undo/redo/goto/fork, validation, save/load."""
from __future__ import annotations

import json
from typing import Any, NamedTuple, Optional

import pytest

from tutor.core import Event, Game, IllegalAction, NotationError, Reason, Result, Rules, TutorError
from tutor.core import game as core_game
from tutor.core import i18n, rng

class ToyText(i18n.Text):
    """The toy game's own texts in English and Spanish: a test's game is no part of the tutor's catalogs."""

    def __init__(self, en: str, es: str, data: dict | None = None) -> None:
        super().__init__(en, data=data)
        self.spanish = es

    def __call__(self, lang: str) -> str:
        template = self.spanish if i18n.check_lang(lang) == "es" else self.msgid
        return template.format(**(self.data or {}))

    def format(self, **data: object) -> "ToyText":
        return ToyText(self.msgid, self.spanish, {**(self.data or {}), **data})


i18n.register_texts("toy", {
    "took": ToyText("P{p} takes {n}.", "P{p} coge {n}."),
    "too-many": ToyText("Only {left} left.", "Solo quedan {left}."),
    "bad": ToyText("Write 'take 1' or 'take 2', not {got!r}.", "Escribe 'take 1' o 'take 2', no {got!r}."),
})


class Toy(NamedTuple):
    """Toy state: counters left, seat to move (None when over), who took last, secret per seat."""

    left: int
    turn: Optional[int]
    last: Optional[int]
    secrets: tuple[int, ...]


class ToyRules(Rules[Toy]):
    """Take 1 or 2 counters; whoever takes the last one wins (rule T1: no more than are left)."""

    name = "toy"
    min_players, max_players, default_players = 2, 3, 2
    known_variants = frozenset({"BIG", "SMALL"})
    variant_conflicts = (frozenset({"BIG", "SMALL"}),)
    options = {"start": (5, (5, 7))}

    def start(self, players, seed, variants, options) -> Toy:
        state = rng.seed_state(seed)
        first, state = rng.randbelow(players, state)
        secrets = tuple(rng.randbelow(100, rng.seed_state(seed + s))[0] for s in range(players))
        left = options["start"] + (5 if "BIG" in variants else 0)
        return Toy(left, first, None, secrets)

    def to_move(self, state: Toy) -> Optional[int]:
        return state.turn

    def legal_actions(self, state: Toy) -> list[str]:
        return [f"take {n}" for n in (1, 2) if n <= state.left]

    def apply(self, state: Toy, action: str):
        if action not in ("take 1", "take 2"):
            raise NotationError("toy", None, "bad", {"got": action})
        n = int(action[-1])
        if n > state.left:
            raise IllegalAction("toy", "T1", "too-many", {"left": state.left})
        left = state.left - n
        turn = None if left == 0 else (state.turn + 1) % len(state.secrets)
        new = Toy(left, turn, state.turn, state.secrets)
        return action, new, (Event("toy", "T1", "took", {"p": state.turn + 1, "n": n}),)

    def result(self, state: Toy) -> Result:
        scores = tuple(int(s == state.last) for s in range(len(state.secrets)))
        return Result(scores, (state.last,))

    def view(self, state: Toy, seat: Optional[int]) -> dict:
        return {"left": state.left,
                "secrets": [x if seat is None or s == seat else None for s, x in enumerate(state.secrets)]}

    def snapshot(self, state: Toy) -> dict:
        return {"left": state.left, "turn": state.turn, "last": state.last, "secrets": list(state.secrets)}

    def check_snapshot(self, snap: dict) -> None:
        if not isinstance(snap.get("left"), int) or snap["left"] < 0:
            raise ValueError("save file: 'left' must be a count of counters")

    def text(self, state: Toy) -> str:
        return f"{state.left} left"

    def svg(self, state: Toy, **highlights: Any) -> str:
        return f"<svg><text>{state.left}</text></svg>"


TOY = ToyRules()
REGISTRY = {"toy": TOY}


def new(players: int = 2, seed: int = 1, **kw) -> Game:
    """A toy game."""
    return Game(TOY, players, seed, **kw)


def test_play_records_steps_and_history() -> None:
    """play() returns a Step (index, seat, action, events) and appends it to history."""
    game = new()
    seat = game.to_move
    step = game.play("take 2")
    assert step.index == 0 and step.seat == seat and step.action == "take 2"
    assert step.events[0].text("es") == f"P{seat + 1} coge 2."
    assert str(step) == f"1. P{seat + 1} take 2" and step.rules == ("T1",)
    assert game.history == [step] and game.future == [] and game.state.left == 3


def test_undo_redo_move_along_the_log() -> None:
    """undo() steps back and returns the step; redo() replays it; both refuse at the ends."""
    game = new()
    with pytest.raises(TutorError, match="nothing to undo"):
        game.undo()
    first = game.play("take 1")
    second = game.play("take 2")
    assert game.undo() == second and game.state.left == 4
    assert game.future == [second] and game.history == [first]
    assert game.undo() == first and game.state.left == 5
    with pytest.raises(ValueError, match="nothing to undo"):
        game.undo()
    assert game.redo() == first and game.redo() == second and game.state.left == 2
    with pytest.raises(ValueError, match="nothing to redo"):
        game.redo()


def test_play_after_undo_truncates_the_redo_tail() -> None:
    """A new action after undo() replaces the undone future."""
    game = new()
    game.play("take 1")
    game.play("take 1")
    game.undo()
    step = game.play("take 2")
    assert game.future == [] and [s.action for s in game.history] == ["take 1", "take 2"]
    assert step.index == 1 and game.state.left == 2


def test_goto_jumps_and_keeps_the_log() -> None:
    """goto(i) moves the cursor; the log stays; bad positions say the allowed range."""
    game = new()
    for _ in range(3):
        game.play("take 1")
    game.goto(1)
    assert game.state.left == 4 and len(game.future) == 2 and game.state_at(3).left == 2
    game.goto(3)
    assert game.state.left == 2
    for bad in (-1, 4, "1", 1.0, True):
        with pytest.raises(ValueError, match="a position is a number from 0 to 3"):
            game.goto(bad)


def test_fork_is_an_independent_game_at_this_position() -> None:
    """fork() copies the log up to here; playing on the fork leaves the original unchanged."""
    game = new()
    game.play("take 1")
    game.play("take 1")
    game.undo()
    other = game.fork()
    assert other.history == game.history and other.future == []
    other.play("take 2")
    assert game.state.left == 4 and other.state.left == 2 and len(game.future) == 1


def test_result_before_the_end_raises_and_after_it_answers() -> None:
    """result() is a ValueError before the game is over; afterwards Result(scores, winners)."""
    game = new()
    with pytest.raises(ValueError, match="not over yet"):
        game.result()
    while not game.is_over:
        game.play(game.legal_actions()[-1])
    assert game.to_move is None and game.legal_actions() == []
    last = game.history[-1].seat
    assert game.result().winners == (last,)
    with pytest.raises(IllegalAction, match="game is over"):
        game.play("take 1")


def test_refusals_change_nothing_and_why_not_explains() -> None:
    """Illegal and garbage actions raise ValueErrors; why_not gives a Reason with .rule and .text."""
    game = new(seed=3)
    game.play("take 2")
    game.play("take 2")
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.play("take 2")
    assert err.value.rule == "T1" and isinstance(err.value, ValueError)
    with pytest.raises(NotationError):
        game.play("steal 3")
    with pytest.raises(NotationError, match="must be text"):
        game.play(2)
    assert game.to_json() == before
    reason = game.why_not("take 2")
    assert isinstance(reason, Reason) and isinstance(reason, str)
    assert reason.rule == "T1" and reason == "T1: Only 1 left." and reason.text("es") == "T1: Solo quedan 1."
    assert game.why_not("take 1") is None
    garbage = game.why_not("nope")
    assert garbage.rule is None and "take 1" in garbage.text("en")


def test_view_validates_the_seat() -> None:
    """view(seat) hides other seats; a seat out of range or not a number is a ValueError."""
    game = new(players=3)
    assert game.view(1)["secrets"][0] is None and game.view(1)["secrets"][1] is not None
    assert None not in game.view(None)["secrets"]
    for bad in (3, -1, "0", 1.5, True):
        with pytest.raises(ValueError, match="a seat is a number from 0 to 2"):
            game.view(bad)


def test_players_variants_and_options_are_validated() -> None:
    """Player counts, variant names/combinations and options: ValueErrors saying what is allowed."""
    with pytest.raises(ValueError, match="toy is played by 2 to 3 players, not 4"):
        new(players=4)
    with pytest.raises(ValueError, match="unknown toy variant.*'HUGE'.*known: BIG, SMALL"):
        new(variants={"HUGE"})
    with pytest.raises(ValueError, match="BIG and SMALL cannot be combined"):
        new(variants={"BIG", "SMALL"})
    with pytest.raises(ValueError, match="variants must be a set of names"):
        new(variants=5)
    with pytest.raises(ValueError, match="toy has no option 'colour'; its options: start"):
        new(colour="red")
    with pytest.raises(ValueError, match="start must be one of 5, 7, not 6"):
        new(start=6)
    with pytest.raises(ValueError, match="a seed must be a whole number"):
        new(seed="x")
    assert new(variants="BIG").state.left == 10 and new(start=7).state.left == 7


# -- saving -------------------------------------------------------------------------------------

def _saved(**kw) -> dict:
    game = new(seed=9, **kw)
    game.play("take 1")
    game.play("take 2")
    game.undo()
    return json.loads(game.to_json())


def _load(data) -> Game:
    return core_game.load_game(data if isinstance(data, str) else json.dumps(data), REGISTRY)


def test_save_round_trip_keeps_log_and_position() -> None:
    """to_json then load_game: the same JSON, the same position and the same redo tail."""
    data = _saved(variants={"BIG"}, start=7)
    game = _load(data)
    assert json.loads(game.to_json()) == data
    assert game.state.left == 11 and game.redo().action == "take 2"


@pytest.mark.parametrize("edit,message", [
    (lambda d: "{not json", "must be the JSON text made by to_json"),
    (lambda d: [1, 2], "expected an object with \"format\": \"tutor-save/1\""),
    (lambda d: {**d, "format": "tutor-save/0"}, "not a tutor save file"),
    (lambda d: {**d, "players": "2"}, "'players' must be a int"),
    (lambda d: {**d, "seed": True}, "'seed' must be a int"),
    (lambda d: {**d, "actions": "take 1"}, "'actions' must be a list"),
    (lambda d: {**d, "state": []}, "'state' must be a dict"),
    (lambda d: {**d, "game": "chess"}, "unknown game 'chess'; known: toy"),
    (lambda d: {**d, "variants": ["HUGE"]}, "known: BIG, SMALL"),
    (lambda d: {**d, "actions": ["take 1", "take 7"]}, "action 2 \\('take 7'\\) cannot be replayed"),
    (lambda d: {**d, "actions": ["take 2", "take 2", "take 2"]}, "action 3 .* cannot be replayed: T1"),
    (lambda d: {**d, "actions": ["take 1", 2]}, "'actions' must be texts"),
    (lambda d: {**d, "position": 3}, "'position' a number from 0 to their count"),
    (lambda d: {**d, "position": -1}, "'position' a number from 0 to their count"),
    (lambda d: {**d, "state": {**d["state"], "left": -2}}, "'left' must be a count"),
    (lambda d: {**d, "state": {**d["state"], "left": 1}}, "does not match its own move list"),
    (lambda d: {**d, "seed": d["seed"] + 1}, "does not match its own move list"),
])
def test_save_format_errors_say_what_was_expected(edit, message: str) -> None:
    """Each kind of corrupt save is a ValueError naming what was expected."""
    with pytest.raises(ValueError, match=message):
        _load(edit(_saved()))


def test_rng_is_deterministic_and_pure() -> None:
    """Same seed, same sequence; the state is one int; shuffled is a permutation and pure."""
    a, b = rng.seed_state(42), rng.seed_state(42)
    assert a == b and isinstance(a, int) and rng.seed_state(43) != a
    seq_a, seq_b = [], []
    for _ in range(20):
        x, a = rng.randbelow(1000, a)
        y, b = rng.randbelow(1000, b)
        seq_a.append(x)
        seq_b.append(y)
    assert seq_a == seq_b and len(set(seq_a)) > 10
    items = list(range(50))
    out, state = rng.shuffled(items, rng.seed_state(7))
    assert sorted(out) == items and out != items and items == list(range(50))
    assert rng.shuffled(items, rng.seed_state(7)) == (out, state)
    assert rng.shuffled(items, rng.seed_state(8))[0] != out
    with pytest.raises(ValueError, match="whole number"):
        rng.seed_state(1.5)
    with pytest.raises(ValueError):
        rng.randbelow(0, a)


def test_rng_known_values_do_not_drift() -> None:
    """Pinned splitmix64 outputs: any change to the sequence (and so to every golden) shows here."""
    state = rng.seed_state(2011)
    values = []
    for _ in range(3):
        v, state = rng.next_u64(state)
        values.append(v)
    assert values == PINNED
    assert rng.shuffled("ABCDEFGHIJ", rng.seed_state(1))[0] == PINNED_SHUFFLE


def _shuffled_one_draw_at_a_time(items, state):
    """Fisher-Yates with one randbelow per swap: the definition shuffled() must match."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = rng.randbelow(i + 1, state)
        out[i], out[j] = out[j], out[i]
    return out, state


def test_rng_shuffled_mixes_all_draws_at_once_with_the_same_numbers() -> None:
    """shuffled() computes every draw in one pass over a packed int; the cards and the next state are
    exactly those of one randbelow per swap, for every pack size the games use and any state."""
    import random
    r = random.Random(11)
    states = [0, 1, 2 ** 64 - 1, -5, 2 ** 70 + 3] + [r.getrandbits(64) for _ in range(40)]
    for n in [0, 1, 2, 3, 10, 32, 36, 81, 110, 117]:
        for state in states:
            assert rng.shuffled(range(n), state) == _shuffled_one_draw_at_a_time(range(n), state), (n, state)


PINNED = [12437976185156169461, 541846893637711231, 8727284190668652385]
PINNED_SHUFFLE = ["H", "G", "F", "C", "D", "I", "A", "B", "E", "J"]


def test_i18n_unknown_language_and_missing_text() -> None:
    """i18n refuses an unknown language and a template missing a language."""
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        i18n.render("toy", "took", {"p": 1, "n": 1}, "fr")
    with pytest.raises(TypeError, match="expected a Text"):
        i18n.register_texts("toy", {"half": "a plain string, which no catalog can translate"})


def test_lazy_event_data_is_built_once_on_first_read() -> None:
    """LazyData calls its maker once, on first read, and then acts as the dict it made."""
    from tutor.core import Event, LazyData

    calls = []

    def make(a: int, b: int) -> dict:
        calls.append((a, b))
        return {"sum": a + b, "a": a}

    data = LazyData(make, 2, 3)
    event = Event("core", None, "game-over", data)
    assert calls == []
    assert event.data["sum"] == 5 and dict(event.data) == {"sum": 5, "a": 2}
    assert len(data) == 2 and data == {"sum": 5, "a": 2} and data.get("missing") is None
    assert calls == [(2, 3)]
    assert event.text("es") == "La partida ha terminado; no se pueden jugar más acciones."


def test_lazy_event_data_is_read_only_even_inside() -> None:
    """Engines share some events between steps and games: no reader of LazyData can change what the
    next reader sees, not even a list or a dict inside it."""
    from tutor.core import LazyData

    data = LazyData(lambda: {"cards": ["W3", "S5"], "rows": [{"seat": 0, "points": [1, 2]}], "n": 1})
    with pytest.raises(TypeError):
        data["n"] = 2  # type: ignore[index]
    data["cards"].append("W9")
    data["rows"][0]["points"].append(3)
    dict(data)["rows"][0]["seat"] = 5
    assert data == {"cards": ["W3", "S5"], "rows": [{"seat": 0, "points": [1, 2]}], "n": 1}


def test_event_data_is_read_only_and_never_shared_by_default() -> None:
    """Event wraps plain dict data as read-only EventData; two events made without data share nothing;
    events copy and pickle as equal events."""
    import copy
    import pickle

    from tutor.core import EventData

    raw = {"p": 2, "n": 1, "seen": [2]}
    event = Event("toy", "T1", "took", raw)
    raw["n"] = 9                                  # the caller's dict is not the event's
    assert isinstance(event.data, EventData) and event.data == {"p": 2, "n": 1, "seen": [2]}
    event.data["seen"].append(9)
    assert event.data["seen"] == [2]
    with pytest.raises(TypeError):
        event.data["n"] = 3  # type: ignore[index]
    a, b = Event("core", None, "game-over"), Event("core", None, "game-over")
    with pytest.raises(TypeError):
        a.data["seat"] = 1  # type: ignore[index]
    assert a.data == {} and b.data == {} and isinstance(b.data, EventData)
    for twin in (copy.copy(event), copy.deepcopy(event), pickle.loads(pickle.dumps(event)), event._replace()):
        assert twin == event and isinstance(twin.data, EventData)
    assert event._replace(data={"p": 1, "n": 1, "seen": []}).data == {"p": 1, "n": 1, "seen": []}
    assert str(event) == "[T1] P2 takes 1." and event.text("es") == "P2 coge 1."
