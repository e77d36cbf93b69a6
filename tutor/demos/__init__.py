"""Any rule shown happening: tutor.demo(game, rule) -> Demo, a position where the rule is about to matter.

Every rule ID of every game has one demo, found by the engine (search.py plays seeded games and keeps the
first move that applies, or the first try that is refused by, the rule) and stored in the game's package as
`demos.json`: seed, variants and the moves that reach the position, so a demo is a replay, never a drawing.
A demo is one of five kinds:

- "step": playing `action` gives a step whose events cite the rule;
- "refusal": the rules refuse `action`, citing the rule;
- "setup": the game's set-up (Game.setup) cites the rule; there is no action;
- "contrast": a variant the engine does not cite in any event: the same position and action with the
  variant on and off give two different outcomes (action None: two different set-ups);
- "refused": a variant the engine refuses by design; new_game with it is refused, citing it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from html import escape
from importlib import resources
from typing import Any, Optional, Sequence

from ..core import Game, TutorError
from ..core.events import Event
from ..core.i18n import Text, check_lang, rule_ids, rule_text, seat_label

KINDS = ("step", "refusal", "setup", "contrast", "refused")

_WORDS = {
    "watch-step": Text("{seat} is to move; watch this move: «{action}»."),
    "watch-refusal": Text("{seat} is to move and tries this: «{action}»."),
    "watch-setup": Text("Watch the set-up of a new game."),
    "watch-contrast": Text("{seat} is to move; the same move with and without the variant: «{action}»."),
    "watch-contrast-setup": Text("The same deal with and without the variant."),
    "watch-refused": Text("A game with this variant cannot start here."),
    "happened": Text("What happened, and why:"),
    "refused": Text("The rules refuse it:"),
    "with": Text("With the variant:"),
    "without": Text("Without it:"),
    "teacher": Text("the teacher"),
    "as-seen": Text("As {seat} learns it:"),
}


class DemoError(ValueError):
    """A stored demo that no longer shows its rule (the engine changed): says what was expected."""


@dataclass(frozen=True)
class Outcome:
    """What one try gives at a position: a step's events, or a refusal's rule and texts."""

    events: tuple[Event, ...] = ()
    refusal: Optional[TutorError] = None
    result: Any = None   # what the rules made of it, the words aside (a Material, or ("refused", rule))

    def lines(self, lang: str, seat: Optional[int] = None) -> list[str]:
        """The outcome in words, one line per event ("[rule] text"), or the refusal."""
        if self.refusal is not None:
            return [self.refusal.text(lang)]
        lines = []
        for e in self.events:
            seen = e.seen_by(seat)
            if seen is not None:
                lines.append(f"[{e.rule}] {seen.text(lang)}")
        return lines

    def differs(self, other: "Outcome", seat: Optional[int]) -> bool:
        """True if the outcome reads differently to `seat` (None: the teacher) than `other`."""
        return self.lines("en", seat) != other.lines("en", seat)

    @property
    def rules(self) -> tuple[str, ...]:
        if self.refusal is not None:
            return (self.refusal.rule,) if self.refusal.rule else ()
        return tuple(dict.fromkeys(e.rule for e in self.events))


def try_action(game: Game[Any], action: Optional[str]) -> Outcome:
    """Play `action` on a fork of `game` (None: the set-up) and say what happened; `game` is unchanged."""
    if action is None:
        return Outcome(events=game.setup, result=Material(game.rules, game.state, setup=True))
    try:
        _, after, events = game.rules.apply(game.state, action)
    except TutorError as err:
        return Outcome(refusal=err, result=("refused", err.rule))
    return Outcome(events=events, result=Material(game.rules, after))


class Material:
    """A state as the rules made it, its words and its variants aside: the whole position, then what each
    seat sees, then the result once over; compared part by part, each part made only when needed. Two
    outcomes differ in substance when these differ (a set-up: when the positions differ)."""

    def __init__(self, rules: Any, state: Any, setup: bool = False):
        self.rules, self.state, self.setup = rules, state, setup
        self._parts: list[str] = []

    def _part(self, i: int) -> str:
        while len(self._parts) <= i:
            rules, state, k = self.rules, self.state, len(self._parts)
            if k == 0:
                part: Any = _bare(rules.snapshot(state))
            elif k == 1:
                part = [] if self.setup else [_bare(rules.view(state, s)) for s in range(rules.setup_of(state)[0])]
            else:
                part = list(rules.result(state)) if rules.to_move(state) is None else None
            self._parts.append(json.dumps(part, sort_keys=True, default=str))
        return self._parts[i]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Material):
            return NotImplemented
        return all(self._part(i) == other._part(i) for i in range(3))

    __hash__ = None  # type: ignore[assignment]


def _bare(d: Any) -> Any:
    """A snapshot or view without its list of variants."""
    return {k: v for k, v in d.items() if k != "variants"} if isinstance(d, dict) else d


@dataclass(frozen=True)
class Demo:
    """One rule shown on a position a game reached: replay `moves` from the seed, then try `action`."""

    name: str                         # the game
    rule: str
    kind: str
    players: int
    seed: int
    variants: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    action: Optional[str] = None
    off: tuple[str, ...] = ()         # a variant's demo: the variants with it off, where the outcome differs
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def game(self) -> Game[Any]:
        """A Game at the demo's position (a fresh fork each time: play on it freely)."""
        return self._start.fork()

    @cached_property
    def _start(self) -> Game[Any]:
        from .. import new_game
        variants = () if self.kind == "refused" else self.variants
        g = new_game(self.name, players=self.players, seed=self.seed, variants=variants)
        for i, move in enumerate(self.moves):
            try:
                g.play(move)
            except TutorError as err:
                raise DemoError(f"the {self.name} demo of {self.rule} no longer replays: move {i + 1} "
                                f"({move}) is refused ({err})") from None
        return g

    @property
    def off_game(self) -> Game[Any]:
        """A variant's position with the variant off: the same state under the other rules."""
        if not self.off and self.rule not in self.variants:
            raise DemoError(f"the {self.name} demo of {self.rule} shows no variant")
        from .. import new_game
        if self.action is None:
            return new_game(self.name, players=self.players, seed=self.seed, variants=self.off)
        position = self._start.position()
        position["variants"] = list(self.off)
        return new_game(self.name, position=position)

    def outcome(self) -> Outcome:
        """What the demo's action (or set-up) gives at its position."""
        if self.kind == "refused":
            from .. import new_game
            try:
                new_game(self.name, players=self.players, seed=self.seed, variants=self.variants)
            except TutorError as err:
                return Outcome(refusal=err)
            return Outcome()
        return try_action(self._start, self.action)

    def off_outcome(self) -> Outcome:
        """A variant's outcome with the variant off."""
        return try_action(self.off_game, self.action)

    def check(self) -> None:
        """Raise DemoError unless the demo shows its rule (see the module's kinds) on a reachable position."""
        where = f"the {self.name} demo of {self.rule} ({self.kind})"
        if self.kind not in KINDS:
            raise DemoError(f"{where}: a demo's kind is one of {', '.join(KINDS)}")
        if self.kind != "refused":
            reasons = self._start.unreachable()
            if reasons:
                raise DemoError(f"{where}: no game could reach its position: {reasons[0]('en')}")
        got = self.outcome()
        if self.off and self.kind != "contrast" and got.result == self.off_outcome().result:
            raise DemoError(f"{where}: with the variant off the same thing happens: show a position where it "
                            "changes the outcome")
        if self.kind in ("step", "setup", "refused"):
            if self.rule not in got.rules:
                raise DemoError(f"{where}: expected {self.rule} among the rules cited, got {list(got.rules)}")
            if (self.kind == "refused") != (got.refusal is not None):
                raise DemoError(f"{where}: expected {'a refusal' if self.kind == 'refused' else 'a step'}")
            if self.kind != "refused" and (self.kind == "setup") != (self.action is None):
                raise DemoError(f"{where}: a set-up demo, and only it, has no action")
        elif self.kind == "refusal":
            if got.refusal is None or got.refusal.rule != self.rule:
                raise DemoError(f"{where}: expected the rules to refuse {self.action!r} citing {self.rule}, "
                                f"got {list(got.rules)}")
        else:
            if self.rule not in self.variants or self.rule in self.off:
                raise DemoError(f"{where}: the variant must be on, then off")
            off = self.off_game
            if off.unreachable():
                raise DemoError(f"{where}: with the variant off, no game could reach its position")
            off_got = self.off_outcome()
            if got.result == off_got.result:
                raise DemoError(f"{where}: the variant changes nothing of substance in this step (the position, "
                                "what a seat sees, the result)")
            if not any(got.differs(off_got, seat) for seat in (None, *range(self.players))):
                raise DemoError(f"{where}: the variant changes the outcome, but nobody is told anything different")

    # -- in words ---------------------------------------------------------------------------------------
    def title(self, lang: str = "en") -> str:
        """The rule's ID and text: what the demo is about."""
        return f"{self.rule}: {rule_text(self.name, self.rule, check_lang(lang))}"

    def watch(self, lang: str = "en") -> str:
        """What to watch, before the step is played."""
        lang = check_lang(lang)
        g = self._start
        if self.kind == "setup":
            return _WORDS["watch-setup"](lang)
        if self.kind == "refused":
            return _WORDS["watch-refused"](lang)
        if self.kind == "contrast" and self.action is None:
            return _WORDS["watch-contrast-setup"](lang)
        assert self.action is not None
        action = _described(g, self.action, lang)
        key = {"step": "watch-step", "refusal": "watch-refusal", "contrast": "watch-contrast"}[self.kind]
        mover = g.to_move
        return _WORDS[key](lang).format(seat=seat_label(mover) if mover is not None else _WORDS["teacher"](lang),
                                        action=action)

    def happened(self, lang: str = "en") -> list[str]:
        """What happened and why, line by line (a contrast: with the variant, then without)."""
        lang = check_lang(lang)
        got = self.outcome()
        if self.kind == "contrast":
            off = self.off_outcome()
            seat = next((s for s in (None, *range(self.players)) if got.differs(off, s)), None)
            head = [] if seat is None else [_WORDS["as-seen"](lang).format(seat=seat_label(seat))]
            return (head + [_WORDS["with"](lang), *got.lines(lang, seat)] +
                    [_WORDS["without"](lang), *off.lines(lang, seat)])
        if got.refusal is not None:
            return [_WORDS["refused"](lang), *got.lines(lang)]
        return [_WORDS["happened"](lang), *got.lines(lang)]

    def text(self, lang: str = "en") -> str:
        """What to watch, in words, then what happened and why."""
        return "\n".join([self.title(lang), self.watch(lang), *self.happened(lang)])

    def html(self, lang: str = "en") -> str:
        """The demo's text as HTML paragraphs (for the classroom and the notebook)."""
        return "".join(f"<p>{escape(line)}</p>" for line in self.text(lang).split("\n"))

    def record(self) -> dict[str, Any]:
        """The demo as stored in demos.json."""
        out: dict[str, Any] = {"kind": self.kind, "players": self.players, "seed": self.seed,
                               "variants": list(self.variants), "moves": list(self.moves),
                               "action": self.action}
        if self.off:
            out["off"] = list(self.off)
        return out


def _described(g: Game[Any], action: str, lang: str) -> str:
    """An action in words for the seat to move (a refused one too: its words say what was tried)."""
    return g.describe(action, lang)


def _load(name: str) -> dict[str, Demo]:
    from .. import GAMES
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    module = f"tutor.{name}"
    try:
        raw = json.loads(resources.files(module).joinpath("demos.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        raw = {}
    out = {}
    for rule, r in raw.items():
        out[rule] = Demo(name, rule, r["kind"], r["players"], r["seed"], tuple(r.get("variants", ())),
                         tuple(r.get("moves", ())), r.get("action"), tuple(r.get("off", ())))
    return out


_DEMOS: dict[str, dict[str, Demo]] = {}


def demos(name: str) -> dict[str, Demo]:
    """Every stored demo of a game, by rule ID, in rulebook order."""
    if name not in _DEMOS:
        stored = _load(name)
        from .. import rules_for
        rules_for(name)  # registers the rulebook
        _DEMOS[name] = {rid: stored[rid] for rid in rule_ids(name) if rid in stored}
    return _DEMOS[name]


def demo(name: str, rule: str) -> Demo:
    """The demo of one rule ID of a game: tutor.demo("matschig", "M19d")."""
    found = demos(name)
    if not isinstance(rule, str) or rule not in found:
        from .. import rules_for
        rules_for(name)
        known = rule_ids(name)
        if rule in known:
            raise ValueError(f"{name} rule {rule} has no demo yet (run `make demos`)")
        shown = repr(rule) if len(repr(rule)) <= 40 else repr(rule)[:37] + "..."
        raise ValueError(f"{name} has no rule {shown}; its rule IDs run {known[0]} … {known[-1]} "
                         "(tutor.demos.demos(game) lists those with a demo)")
    return found[rule]


def save(name: str, found: Sequence[Demo], path: str) -> None:
    """Write a game's demos, in rulebook order, as demos.json (one rule per line, for readable diffs)."""
    order = {rid: i for i, rid in enumerate(rule_ids(name))}
    rows = sorted(found, key=lambda d: order.get(d.rule, len(order)))
    body = ",\n".join(f"  {json.dumps(d.rule)}: {json.dumps(d.record(), ensure_ascii=False)}" for d in rows)
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n" + body + "\n}\n")
    _DEMOS.pop(name, None)
