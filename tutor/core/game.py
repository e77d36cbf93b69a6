"""Game: one play-through of any Rules, with the log as the truth (undo/redo/save are replays)."""
from __future__ import annotations

import json
import secrets
import threading
from typing import Any, Generic, Iterable, Mapping, Optional, TypeVar

from . import i18n
from .arguments import quote as _quote
from .errors import IllegalAction, NotationError, Reason, TutorError
from .events import Event, Step
from .i18n import Text
from .rules import Hint, Result, Rules

S = TypeVar("S")  # the game's state type: Game[muros.State] reads .state as a Muros State

SAVE_FORMAT = "tutor-save/1"
SEED_LIMIT = 2**64  # a seed is a whole number 0 <= seed < 2**64: the RNG keeps 64 bits of it anyway
SAVE_LIMIT = 20_000_000  # characters of a save file; a real one is a few kilobytes per hundred steps
NESTING_LIMIT = 32  # brackets deep; a real save nests 5 deep

i18n.register_texts("core", {
    "game-over": Text("The game is over; no more actions can be played."),
    "not-over": Text("The game is not over yet, so there is no result."),
    "nothing-to-undo": Text("There is nothing to undo: this is the start of the game."),
    "nothing-to-redo": Text("There is nothing to redo: this is the latest step."),
    "no-hint": Text("The game is over, so there is no move to hint."),
    "not-text": Text("An action must be text in the game's notation, not {got}."),
    "no-step": Text("There is no step {index} to explain: the game has {count} steps so far."),
})


class Game(Generic[S]):
    """One game in progress: state, log of steps, cursor for undo/redo.

    Moves (play, undo, redo, goto) hold a lock, so two threads driving one Game take turns instead of
    corrupting its log; a notebook drives a Game from one thread, and the lock costs it nothing."""

    def __init__(self, rules: Rules[S], players: Optional[int] = None, seed: Optional[int] = None,
                 variants: Iterable[str] = (), position: Optional[Mapping[str, Any]] = None,
                 **options: Any):
        self.rules = rules
        self._lock = threading.Lock()
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"a seed must be a whole number from 0 to 2**64 - 1, not {_quote(seed)}")
        if position is None:
            self.players = _check_players(rules, rules.default_players if players is None else players)
            self.variants = _check_variants(rules, variants)
            self.options = _check_options(rules, options)
            first = rules.start(self.players, self.seed, self.variants, self.options)
            self._start: Optional[dict[str, Any]] = None
        else:
            first = self._restore(position, players, variants, options)
        self._states = [first]
        self._movers = [rules.to_move(first)]   # seat to move after each step (None: over)
        self._steps: list[Step] = []
        self._cursor = 0

    def _restore(self, position: Any, players: Optional[int], variants: Iterable[str],
                 options: Mapping[str, Any]) -> S:
        """The first state from a position (a snapshot); the setup comes from it, and any setup the
        caller gave must agree with it."""
        rules = self.rules
        if not isinstance(position, Mapping):
            raise ValueError(f"a {rules.name} position is a dict made by g.position() or a position "
                             f"helper, not {type(position).__name__}")
        try:
            position = json.loads(json.dumps(position))
        except (TypeError, ValueError, RecursionError):
            raise ValueError(f"a {rules.name} position holds only JSON data (numbers, texts, lists, "
                             "dicts), as g.position() gives") from None
        rules.check_snapshot(position)
        first = rules.restore(position)
        self.players, self.variants, self.options = rules.setup_of(first)
        if players is not None and players != self.players:
            raise ValueError(f"players={_quote(players)}, but the position is for {self.players} players")
        chosen = _check_variants(rules, variants)
        if chosen and chosen != self.variants:
            raise ValueError(f"variants {sorted(chosen)} differ from the position's "
                             f"{sorted(self.variants) or 'default rules'}")
        for name, value in _check_option_names(rules, options).items():
            if value != self.options.get(name):
                raise ValueError(f"{name}={_quote(value)}, but the position has {name}="
                                 f"{self.options.get(name)!r}")
        self._start = rules.snapshot(first)
        return first

    # -- the position -------------------------------------------------------
    @property
    def name(self) -> str:
        """The game's name, as in tutor.GAMES."""
        return self.rules.name

    @property
    def state(self) -> S:
        """The current immutable state."""
        return self._states[self._cursor]

    @property
    def to_move(self) -> Optional[int]:
        """The seat that must decide now; None when the game is over."""
        return self._movers[self._cursor]

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._movers[self._cursor] is None

    def legal_actions(self) -> list[str]:
        """Every action the seat to move may play now, in notation."""
        if self._movers[self._cursor] is None:
            return []
        return self.rules.legal_actions(self._states[self._cursor])

    def result(self) -> Result:
        """Scores and winners; a ValueError before the game is over."""
        if not self.is_over:
            raise TutorError("core", None, "not-over")
        return self.rules.result(self.state)

    def view(self, seat: Optional[int] = None) -> dict[str, Any]:
        """What that seat may see (other hands hidden); None shows everything."""
        return self.rules.view(self.state, self._seat(seat))

    def position(self) -> dict[str, Any]:
        """The whole current state as JSON-able data, in the game's position format:
        new_game(name, position=g.position()) goes on exactly as this game would."""
        return self.rules.snapshot(self.state)

    @property
    def setup(self) -> tuple[Event, ...]:
        """How the game was set up (the deal, the first player), each event citing its set-up rule."""
        return self.rules.setup_events(self._states[0])

    def unreachable(self) -> tuple[i18n.Text, ...]:
        """Why no game could arrive at the current position, each reason in words (empty: none known)."""
        return self.rules.unreachable(self.state)

    def hint(self, lang: str = "en") -> Hint:
        """Hint(action, text, rules): a good action for the seat to move and why, from its view only."""
        i18n.check_lang(lang)
        if self.is_over:
            raise TutorError("core", None, "no-hint")
        return self.rules.hint(self.state, lang)

    def why(self, index: int, *, seat: Optional[int] = None, lang: str = "en") -> Hint:
        """Why the step at history `index` was played, told to `seat` from only what that seat may know
        (the move itself, the public history, its own cards); seat None: all hands shown."""
        i18n.check_lang(lang)
        seat = self._seat(seat)
        history = self.history
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(history):
            raise TutorError("core", None, "no-step", {"index": _quote(index), "count": len(history)})
        return self.rules.why(self._states[index], history[index].action, seat, lang)

    def click_paths(self) -> dict[str, tuple[str, ...]]:
        """Every legal action -> the clicks that make it on the board (the engine's click paths)."""
        state = self.state
        return {action: self.rules.click_path(state, action) for action in self.legal_actions()}

    def describe(self, action: str, lang: str = "en") -> str:
        """An action of the current position in words (never notation), as a hint says it."""
        return self.rules.describe(self.state, action, i18n.check_lang(lang))

    def status(self, *, seat: Optional[int] = None, lang: str = "en") -> str:
        """The line over the board for seat (None: the projector): whose turn and what to decide."""
        return self.rules.status(self.state, self._seat(seat), i18n.check_lang(lang))

    def _seat(self, seat: Optional[int]) -> Optional[int]:
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < self.players):
            raise ValueError(f"a seat is a number from 0 to {self.players - 1}, not {_quote(seat)}")
        return seat

    # -- acting ---------------------------------------------------------------
    def _apply(self, action: Any) -> tuple[str, S, tuple[Event, ...]]:
        if not isinstance(action, str):
            raise NotationError("core", None, "not-text", {"got": type(action).__name__})
        if self._movers[self._cursor] is None:
            raise IllegalAction("core", self.rules.end_rule, "game-over")
        return self.rules.apply(self._states[self._cursor], action)

    def play(self, action: str) -> Step:
        """Validate and play one action; returns the Step. Refusals change nothing."""
        with self._lock:
            return self._play(action)

    def _play(self, action: str) -> Step:
        cursor = self._cursor
        mover = self._movers[cursor]
        if type(action) is str and mover is not None:  # the usual case, without _apply's checks
            canonical, new_state, events = self.rules.apply(self._states[cursor], action)
        else:
            canonical, new_state, events = self._apply(action)
        step = Step(cursor, mover, canonical, events)
        if cursor < len(self._steps):          # playing after undo drops the redo tail
            del self._states[cursor + 1:], self._movers[cursor + 1:], self._steps[cursor:]
        self._states.append(new_state)
        self._movers.append(self.rules.to_move(new_state))
        self._steps.append(step)
        self._cursor = cursor + 1
        return step

    def why_not(self, action: str) -> Optional[Reason]:
        """None if the action is legal now, else the reason (a str with .rule and .text(lang))."""
        try:
            self._apply(action)
        except TutorError as err:
            return Reason(err)
        return None

    # -- history --------------------------------------------------------------
    @property
    def history(self) -> list[Step]:
        """The steps played up to the current position."""
        return self._steps[: self._cursor]

    @property
    def future(self) -> list[Step]:
        """The undone steps that redo() would replay."""
        return self._steps[self._cursor:]

    def undo(self) -> Step:
        """Step back one decision; returns the step undone."""
        with self._lock:
            if self._cursor == 0:
                raise TutorError("core", None, "nothing-to-undo")
            self._cursor -= 1
            return self._steps[self._cursor]

    def redo(self) -> Step:
        """Replay the next undone decision; returns it."""
        with self._lock:
            if self._cursor >= len(self._steps):
                raise TutorError("core", None, "nothing-to-redo")
            self._cursor += 1
            return self._steps[self._cursor - 1]

    def goto(self, index: int) -> None:
        """Jump to the position after `index` steps (0 = start), keeping the log."""
        with self._lock:
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(self._steps):
                raise ValueError(f"a position is a number from 0 to {len(self._steps)}, not {_quote(index)}")
            self._cursor = index

    def state_at(self, index: int) -> S:
        """The state after `index` steps of the log."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self._states):
            raise ValueError(f"index is a number of steps from 0 to {len(self._states) - 1}, not {_quote(index)}")
        return self._states[index]

    def fork(self) -> "Game[S]":
        """A new Game at this position with the same log up to here (what-if play)."""
        other: Game[S] = object.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._lock = threading.Lock()
        other._states = self._states[: self._cursor + 1]
        other._movers = self._movers[: self._cursor + 1]
        other._steps = self._steps[: self._cursor]
        return other

    # -- display ----------------------------------------------------------------
    def text(self, lang: str = "en", *, seat: Optional[int] = None) -> str:
        """The position as a monospace diagram in "en" or "es", as seat sees it (None: everything)."""
        return self.rules.text(self.state, i18n.check_lang(lang), self._seat(seat))

    def svg(self, *, seat: Optional[int] = None, **highlights: Any) -> str:
        """The position as SVG text, as seat sees it (None: everything), with the game's highlights."""
        unknown = sorted(set(highlights) - self.rules.svg_highlights)
        if unknown:
            takes = ", ".join(["seat", *sorted(self.rules.svg_highlights)])
            raise TypeError(f"svg() got unexpected keyword {', '.join(unknown)}; it takes {takes}")
        return self.rules.svg(self.state, self._seat(seat), **highlights)

    def __repr__(self) -> str:
        return self.text()

    def _repr_svg_(self) -> str:
        return self.svg()

    # -- saving -------------------------------------------------------------------
    def to_json(self) -> str:
        """The whole game (setup, log, position and a snapshot) as JSON text."""
        return json.dumps({
            "format": SAVE_FORMAT,
            "game": self.name,
            "players": self.players,
            "seed": self.seed,
            "variants": sorted(self.variants),
            "options": dict(self.options),
            "actions": [s.action for s in self._steps],
            "position": self._cursor,
            "state": self.rules.snapshot(self.state),
            "start": self._start,
        }, sort_keys=True, separators=(",", ":"))


def _check_players(rules: Rules[Any], players: Any) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not rules.min_players <= players <= rules.max_players:
        span = (f"exactly {rules.min_players}" if rules.min_players == rules.max_players
                else f"{rules.min_players} to {rules.max_players}")
        raise ValueError(f"{rules.name} is played by {span} players, not {_quote(players)}")
    return players


def _check_variants(rules: Rules[Any], variants: Iterable[str]) -> frozenset[str]:
    if isinstance(variants, str):
        variants = {variants}
    try:
        if isinstance(variants, (bytes, bytearray)):
            raise TypeError  # iterable, but of numbers, not names
        chosen = frozenset(variants)
    except TypeError:
        raise ValueError(f"variants must be a set of names, not {_quote(variants)}") from None
    unknown = [v for v in chosen if type(v) is not str or v not in rules.known_variants]
    if unknown:
        raise ValueError(f"unknown {rules.name} variant(s) {', '.join(sorted(_quote(v) for v in unknown))}; "
                         f"known: {', '.join(sorted(rules.known_variants))}")
    rules.check_variants(chosen)
    return chosen


def _check_option_names(rules: Rules[Any], options: Mapping[str, Any]) -> Mapping[str, Any]:
    unknown = [k for k in options if k not in rules.options]
    if unknown:
        known = ", ".join(sorted(rules.options)) or "none"
        raise ValueError(f"{rules.name} has no option {', '.join(sorted(map(_quote, unknown)))}; "
                         f"its options: {known}")
    return options


def _check_options(rules: Rules[Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of the game with its value: of its default's exact type and, where the game
    lists them, one of the allowed values (so rounds=3.0 is refused, as a save could not hold it)."""
    _check_option_names(rules, options)
    out = {}
    for name, (default, allowed) in rules.options.items():
        value = options.get(name, default)
        if type(value) is not type(default) or (allowed and value not in allowed):
            want = (f"one of {', '.join(map(str, allowed))}" if allowed
                    else f"a {type(default).__name__} like {default!r}")
            raise ValueError(f"{name} must be {want}, not {_quote(value)}")
        out[name] = value
    return out


def load_game(text: str, registry: Mapping[str, Rules[Any]]) -> Game[Any]:
    """Rebuild a Game from to_json() text; a clear ValueError if it is corrupt or tampered."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise ValueError(f"a save file is the JSON text made by to_json(), not {type(text).__name__}")
    if len(text) > SAVE_LIMIT:
        raise ValueError(f"a save file is at most {SAVE_LIMIT:,} characters; this one has {len(text):,}")
    if _nesting(text) > NESTING_LIMIT:
        raise ValueError(f"a save file nests lists and objects at most {NESTING_LIMIT} deep; "
                         "this one is deeper, so it was not made by to_json()")
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as err:
        raise ValueError(f"a save file must be the JSON text made by to_json(): {_quote(str(err), 120)}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError(f"not a tutor save file: expected an object with \"format\": \"{SAVE_FORMAT}\"")
    need = {"game": str, "players": int, "seed": int, "variants": list, "options": dict,
            "actions": list, "position": int, "state": dict}
    for key, typ in need.items():
        if not isinstance(data.get(key), typ) or isinstance(data.get(key), bool):
            raise ValueError(f"save file: {key!r} must be a {typ.__name__}, found {_quote(data.get(key))}")
    start = data.get("start")
    if start is not None and not isinstance(start, dict):
        raise ValueError(f"save file: 'start' must be a position (an object) or null, found {_quote(start)}")
    if data["game"] not in registry:
        raise ValueError(f"save file names an unknown game {_quote(data['game'])}; known: {', '.join(registry)}")
    rules = registry[data["game"]]
    if not all(type(v) is str for v in data["variants"]):
        raise ValueError(f"save file: 'variants' must be a list of variant names, found {_quote(data['variants'])}")
    rules.check_snapshot(data["state"])
    _check_option_names(rules, data["options"])
    try:
        game = Game(rules, data["players"], data["seed"], data["variants"], position=start, **data["options"])
    except ValueError as err:
        raise ValueError(f"save file: {err}") from None
    actions = data["actions"]
    if not all(type(a) is str for a in actions) or not 0 <= data["position"] <= len(actions):
        raise ValueError("save file: 'actions' must be texts and 'position' a number from 0 to their count")
    for i, action in enumerate(actions):
        try:
            game.play(action)
        except TutorError as err:
            raise ValueError(f"save file: action {i + 1} ({_quote(action)}) cannot be replayed: {err}") from None
    game.goto(data["position"])
    if json.loads(json.dumps(rules.snapshot(game.state))) != data["state"]:
        raise ValueError("save file: its position does not match its own move list "
                         "(the file was edited or is corrupt); expected the state the moves lead to")
    return game


def _nesting(text: Any) -> int:
    """How deep brackets nest in JSON text (strings skipped), counted without parsing it."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8", "replace")
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest
