"""A seeded widget storm over every game of tutor/games.py (issue 24): clicks on drawn targets
and on random tokens, chooses, the history slider (in and out of range), undo and redo, Next and Auto,
Hint and Why, language switches and malformed messages, all sent as the page sends them. No exception
may reach the kernel's log, and nothing may be played for a seat that is not the learner's."""
from __future__ import annotations

import logging
import random
from typing import Any, Callable

import pytest

import tutor
from tutor.core import Game
from tutor.widgets.base import ClickAdapter, Language, Session, Table

EVENTS = 300           # per game and seed
SEEDS = (1, 2)
MALFORMED: list[Any] = [None, 3, "x", [], {}, {"click": 4}, {"click": "q" * 5000}, {"choose": None},
                        {"choose": ["a"]}, {"control": "goto", "value": "7"}, {"control": "goto", "value": -3},
                        {"control": 12}, {"click": "a", "at": "now"}, {"nonsense": {"deep": [1, [2]]}}]


def new_game(game: str, seed: int) -> Game[Any]:
    rules = tutor.rules_for(game)
    return tutor.new_game(game, seed=seed, players=rules.max_players if seed % 2 else rules.min_players)


def send(table: Table, content: Any) -> None:
    """A message from the page, through the kernel's own path (exceptions there go to the log)."""
    table.board._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def storm(game: str, seed: int) -> dict[str, int]:
    """EVENTS random events on one table; returns how many of each kind were sent."""
    rng = random.Random(seed)
    lang = Language()
    first = new_game(game, seed)
    bots = {s: "hint" for s in range(1, first.players)}
    t = Table(Session(first, seat=0, bots=bots, make_game=lambda: new_game(game, rng.randrange(10**6))),
              ClickAdapter(), lang)
    s = t.session
    sent: dict[str, int] = {}

    def learner(content: dict[str, Any]) -> None:
        send(t, {**content, "at": t.board.at})

    events: list[tuple[str, float, Callable[[], None]]] = [
        ("click drawn target", 0.30, lambda: learner({"click": rng.choice(t.board.targets() or ["none"])})),
        ("click legal target", 0.15, lambda: learner({"click": rng.choice(t.board.legal_targets() or ["none"])})),
        ("click random token", 0.04, lambda: learner({"click": rng.choice(["pass", "W3", "play 1", "?", "<b>"])})),
        ("choose offered", 0.14, lambda: learner({"choose": rng.choice(t.board.choices or [{"action": "x"}])["action"]})),
        ("choose stale or random", 0.03, lambda: send(t, {"choose": "play 2", "at": t.board.at - 1})),
        ("slider", 0.08, lambda: send(t, {"control": "goto", "value": rng.randint(-2, len(s.game.history)
                                                                                  + len(s.game.future) + 2)})),
        ("undo", 0.06, lambda: send(t, {"control": "undo"})),
        ("redo", 0.02, lambda: send(t, {"control": "redo"})),
        ("next", 0.10, lambda: send(t, {"control": "next"})),
        ("auto", 0.03, lambda: (send(t, {"control": "auto"}), t._auto_step())),
        ("hint or why", 0.03, lambda: send(t, {"control": rng.choice(["hint", "why"])})),
        ("language", 0.03, lambda: setattr(lang, "code", "es" if lang.code == "en" else "en")),
        ("malformed", 0.04, lambda: send(t, rng.choice(MALFORMED))),
    ]
    weights = [w for _, w, _ in events]
    for _ in range(EVENTS):
        if s.game.is_over:
            send(t, {"control": "new"})
            continue
        name, _, act = rng.choices(events, weights)[0]
        log = [(st.seat, st.action) for st in s.game.history + s.game.future]
        act()
        sent[name] = sent.get(name, 0) + 1
        now = [(st.seat, st.action) for st in s.game.history + s.game.future]
        kept = next((i for i, (a, b) in enumerate(zip(log, now)) if a != b), min(len(log), len(now)))
        new = [seat for seat, _ in now[kept:]]   # steps played by this event (undo, redo, goto play none)
        if new and name in ("next", "auto"):
            assert all(seat in bots for seat in new), f"{game}: a bot move played for seat {new}"
        elif new:
            assert new == [0], f"{game}: {name} played for seats {new}, the learner is P1"
    t.close()
    return sent


@pytest.mark.parametrize("game", tutor.GAMES)
def test_a_widget_storm_raises_nothing_and_plays_only_for_the_learner(game: str,
                                                                      caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    total = 0
    for seed in SEEDS:
        total += sum(storm(game, seed).values())
    logged = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert logged == [], f"{game}: {logged[:3]}"
    assert total >= EVENTS * len(SEEDS) * 0.8


# -- malformed messages to every widget of a course (issue 34) ------------------------------------------------
WRONG: list[Any] = [None, True, -1, 2**40, 1.5, "fr", "", "x" * 5000, [], [1, "a"], {}, {"a": [None]}]


def kernel(widget: Any, msg: Any, errors: list[str]) -> None:
    """The kernel's comm handler: an exception from a widget goes to the kernel's log."""
    try:
        widget._handle_msg(msg)
    except Exception as err:   # what the comm manager would log
        errors.append(f"{type(widget).__name__}: {type(err).__name__}: {str(err)[:80]}")


def widgets_of(root: Any) -> list[Any]:
    """Every widget shown under root (not the layouts and styles ipywidgets gives each one)."""
    out, todo = [], [root]
    while todo:
        w = todo.pop()
        out.append(w)
        todo.extend(getattr(w, "children", ()) or ())
    return out


def malformed(widget: Any, rng: random.Random) -> Any:
    """One malformed message from the page: a state update of a trait with a wrong or out-of-range value,
    a language the tutor does not have, a custom message that is not an object, or a broken envelope."""
    keys = sorted(k for k in widget.keys if not k.startswith("_")) or ["value"]
    kind = rng.randrange(6)
    if kind == 0:
        return {"content": {"data": {"method": "update", "state": {rng.choice(keys): rng.choice(WRONG)}}}, "buffers": []}
    if kind == 1:   # a lesson or scenario index out of range, a language the tutor does not have
        state = rng.choice([{"index": rng.choice([-1, 999, "2", None])}, {"value": rng.choice(["fr", "de", 3, None])},
                            {"page": 7}, {"restored": rng.choice([5, ["x"], None])}, {"shared": {}}])
        return {"content": {"data": {"method": "update", "state": state}}, "buffers": []}
    if kind == 2:
        return {"content": {"data": {"method": "custom", "content": rng.choice(WRONG)}}, "buffers": []}
    if kind == 3:
        return {"content": {"data": {"method": rng.choice(["bogus", None, 5])}}, "buffers": []}
    if kind == 4:
        return {"content": {"data": {"method": "update", "state": rng.choice(WRONG),
                                     "buffer_paths": rng.choice([[["x", 3]], 5])}}, "buffers": []}
    return rng.choice([None, 5, {}, {"content": None}, {"content": {"data": []}}])


def test_malformed_messages_to_every_widget_of_a_course_are_ignored(caplog: pytest.LogCaptureFixture) -> None:
    """The course app, its progress view, language switch and classroom: no exception, nothing changed."""
    from tutor.lessons import LESSONS
    from tutor.widgets.base import Classroom, LanguageSwitch, LessonPlayer, Progress, ProgressView
    from tutor.widgets.base.observers import close_all
    from tutor.widgets.muros.course import LABS, SCENARIOS

    caplog.set_level(logging.WARNING)
    lang, progress = Language(), Progress()
    player = LessonPlayer(LESSONS["muros"], ClickAdapter(), lang, progress, labs=LABS, start=2)
    parts = [LanguageSwitch(lang), player, ProgressView("muros", progress, lang),
             Classroom(SCENARIOS[:3], ClickAdapter(), lang), progress.persist()]
    before = progress.to_json(), player.index, player.view.stage
    rng = random.Random(34)
    errors: list[str] = []
    sent = 0
    for _ in range(4):
        for widget in [w for part in parts for w in widgets_of(part)]:
            for _ in range(3):
                kernel(widget, malformed(widget, rng), errors)
                sent += 1
    errors += [r.getMessage()[:80] for r in caplog.records if r.levelno >= logging.WARNING]
    assert errors == [], f"{len(errors)} kernel-log errors of {sent} messages: {sorted(set(errors))[:4]}"
    assert lang.code == "en" and (progress.to_json(), player.index, player.view.stage) == before
    assert player.picker.index == 2 and parts[3].picker.index == 0
    for part in parts[:4]:
        close_all(part)


def test_a_picker_is_never_left_with_nothing_picked_by_the_page() -> None:
    """{"index": null} (or a word, or true) from the page keeps the option picked; an index of an option is taken."""
    from tutor.widgets.base import guarded as G
    picker = G.Dropdown(options=[("one", 0), ("two", 1)], index=1)
    errors: list[str] = []
    for wrong in (None, "0", True, 1.0):
        kernel(picker, {"content": {"data": {"method": "update", "state": {"index": wrong}}}, "buffers": []}, errors)
        assert picker.index == 1, wrong
    kernel(picker, {"content": {"data": {"method": "update", "state": {"index": 0}}}, "buffers": []}, errors)
    assert picker.index == 0 and errors == []
    picker.close()
