"""A seeded widget storm over every registered game and the template (issue 24): clicks on drawn targets
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
from tutor.core.example import RULES as COUNTDOWN
from tutor.widgets.base import ClickAdapter, Language, Session, Table

EVENTS = 300           # per game and seed
SEEDS = (1, 2)
TEMPLATE = "template"   # the template game, tutor.core.example (Countdown), not registered
MALFORMED: list[Any] = [None, 3, "x", [], {}, {"click": 4}, {"click": "q" * 5000}, {"choose": None},
                        {"choose": ["a"]}, {"control": "goto", "value": "7"}, {"control": "goto", "value": -3},
                        {"control": 12}, {"click": "a", "at": "now"}, {"nonsense": {"deep": [1, [2]]}}]


def new_game(game: str, seed: int) -> Game[Any]:
    if game == TEMPLATE:
        return Game(COUNTDOWN, seed=seed, players=3 if seed % 2 else 2)
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


@pytest.mark.parametrize("game", [*tutor.GAMES, TEMPLATE])
def test_a_widget_storm_raises_nothing_and_plays_only_for_the_learner(game: str,
                                                                      caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    total = 0
    for seed in SEEDS:
        total += sum(storm(game, seed).values())
    logged = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert logged == [], f"{game}: {logged[:3]}"
    assert total >= EVENTS * len(SEEDS) * 0.8
