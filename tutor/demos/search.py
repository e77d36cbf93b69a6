"""Finding the demos: seeded games played at random, every legal and plausible action tried at each
position, the first (shortest) try that shows each rule kept. `python -m tutor.demos find [game ...]`."""
from __future__ import annotations

import random
import time
from typing import Any, Iterable, Optional

from ..core import Game, TutorError
from ..core.i18n import rule_ids
from . import Demo, try_action


def _variant_sets(rules: Any, rule: Optional[str] = None) -> list[frozenset[str]]:
    """The rule sets to search: the default rules, then each variant alone (those the engine accepts)."""
    sets: list[frozenset[str]] = [frozenset()]
    for v in sorted(rules.known_variants):
        sets.append(frozenset({v}))
    return sets


def _accepted(name: str, variants: frozenset[str]) -> bool:
    from .. import new_game
    try:
        new_game(name, seed=0, variants=variants)
    except ValueError:
        return False
    return True


def _offs(rules: Any, variants: frozenset[str], rule: str) -> list[frozenset[str]]:
    """The variant sets to contrast with: the rule's variant off, or another answer to the same question."""
    base = variants - {rule}
    out = [base]
    for clash in rules.variant_conflicts:
        if rule in clash:
            out += [base | {other} for other in sorted(clash - {rule})]
    return out


class Finder:
    """Plays seeded games of one game and keeps, per rule ID, the shortest demo seen so far (a rule that is
    not a variant: the shortest under the default rules first)."""

    new_demo = Demo   # how a game's search hints make a demo (a game imports nothing above it)

    def __init__(self, name: str, wanted: Optional[Iterable[str]] = None):
        from .. import rules_for
        self.name, self.rules = name, rules_for(name)
        self.wanted = set(rule_ids(name) if wanted is None else wanted)
        self.found: dict[str, Demo] = {}

    def _keep(self, d: Demo) -> None:
        """Keep a demo made by hand from a seed and moves (a game's search hints), if it is the shortest."""
        if self._better(d.rule, len(d.moves), d.variants):
            self.found[d.rule] = d

    def missing(self) -> list[str]:
        return [r for r in rule_ids(self.name) if r in self.wanted and r not in self.found]

    def refused_variants(self) -> None:
        """A variant the engine refuses by design: its refusal is its demo."""
        from .. import new_game
        for v in sorted(self.rules.known_variants & self.wanted):
            try:
                new_game(self.name, seed=0, variants={v})
            except TutorError as err:
                if err.rule == v:
                    self._keep(Demo(self.name, v, "refused", self.rules.default_players, 0, (v,)))
            except ValueError:
                pass

    def play(self, seed: int, variants: frozenset[str], players: Optional[int] = None, moves: int = 400,
             policy: Any = None) -> None:
        """One seeded random game under `variants` (or steered by `policy(game, rng)`), every position searched."""
        from .. import new_game
        players = players or self.rules.default_players
        g = new_game(self.name, players=players, seed=seed, variants=variants)
        rng = random.Random(seed * 7919 + len(variants))
        vs = tuple(sorted(variants))
        for rule in dict.fromkeys(e.rule for e in g.setup):
            self._offer(g, None, Demo(self.name, rule, "setup", players, seed, vs))
        for v in sorted(variants & self.wanted):
            if v not in self.found:
                self._offer(g, None, Demo(self.name, v, "contrast", players, seed, vs))
        played: list[str] = []
        while not g.is_over and len(played) < moves:
            self._search(g, seed, players, vs, tuple(played))
            action = policy(g, rng) if policy else rng.choice(g.legal_actions())
            played.append(g.play(action).action)
            if self.wanted <= set(self.found):
                return

    def _better(self, rule: str, moves: int, variants: tuple[str, ...] = ()) -> bool:
        """True if a demo of `rule` after `moves` moves under `variants` would beat the one kept."""
        old = self.found.get(rule)
        if rule not in self.wanted:
            return False
        if old is None:
            return True
        return self._rank(rule, variants, moves) < self._rank(rule, old.variants, len(old.moves))

    def _rank(self, rule: str, variants: tuple[str, ...], moves: int) -> tuple[bool, int]:
        return (rule not in self.rules.known_variants and bool(variants), moves)

    def _offer(self, g: Game[Any], action: Optional[str], d: Demo) -> None:
        """Keep `d` if it is the shortest yet; a variant's demo only where switching it off changes the outcome."""
        if not self._better(d.rule, len(d.moves), d.variants):
            return
        if d.rule in self.rules.known_variants and d.rule in d.variants:
            off = self._off(g, action, d)
            if off is None:
                return
            d = Demo(d.name, d.rule, d.kind, d.players, d.seed, d.variants, d.moves, d.action, off)
        elif d.kind == "contrast":
            return
        self.found[d.rule] = d

    def _off(self, g: Game[Any], action: Optional[str], d: Demo) -> Optional[tuple[str, ...]]:
        """The variants, with d's off, under which the same try gives another outcome (None: no such)."""
        on = try_action(g, action)
        for off in _offs(self.rules, frozenset(d.variants), d.rule):
            try:
                if action is None:
                    from .. import new_game
                    other = new_game(self.name, players=d.players, seed=d.seed, variants=off)
                else:
                    position = g.position()
                    position["variants"] = sorted(off)
                    other = Game(self.rules, position=position)
            except ValueError:
                continue
            if other.unreachable():
                continue
            off_out = try_action(other, action)
            if off_out.result != on.result and (d.kind != "contrast" or any(
                    on.differs(off_out, seat) for seat in (None, *range(d.players)))):
                return tuple(sorted(off))
        return None

    def _search(self, g: Game[Any], seed: int, players: int, vs: tuple[str, ...], played: tuple[str, ...]) -> None:
        state, rules = g.state, self.rules
        tries = list(dict.fromkeys([*rules.legal_actions(state), *rules.plausible_actions(state)]))
        n = len(played)
        for action in tries:
            try:
                _, _, events = rules.apply(state, action)
            except TutorError as err:
                if err.rule and self._better(err.rule, n, vs):
                    self._offer(g, action, Demo(self.name, err.rule, "refusal", players, seed, vs, played, action))
                continue
            for rule in dict.fromkeys(e.rule for e in events):
                if self._better(rule, n, vs):
                    self._offer(g, action, Demo(self.name, rule, "step", players, seed, vs, played, action))
        for v in vs:
            if v not in self.found and v in self.wanted:
                for action in tries:
                    self._offer(g, action, Demo(self.name, v, "contrast", players, seed, vs, played, action))
                    if v in self.found:
                        break


def find(name: str, seeds: int = 12, wanted: Optional[Iterable[str]] = None, budget: float = 120.0,
         report: Any = print) -> dict[str, Demo]:
    """Search seeded games for a demo of every wanted rule of `name` (by default all); stops at `budget`
    seconds. Each game's own search hints (tutor.<game>.demoplay, if present) run first."""
    f = Finder(name, wanted)
    t0 = time.monotonic()
    f.refused_variants()
    hints = _hints(name)
    if hints is not None:
        hints.search(f)
    for seed in range(seeds):
        for variants in _variant_sets(f.rules):
            if variants and not (variants & f.wanted) and seed > 0:
                continue
            if not _accepted(name, variants):
                continue
            players = [f.rules.default_players] + [p for p in range(f.rules.min_players, f.rules.max_players + 1)
                                                     if p != f.rules.default_players]
            for p in players[: 1 + (seed % 2)]:
                f.play(seed, variants, players=p)
            if not f.missing() or time.monotonic() - t0 > budget:
                break
        if not f.missing() or time.monotonic() - t0 > budget:
            break
    report(f"{name}: {len(f.found)} of {len(f.wanted)} rules shown in {time.monotonic() - t0:.1f} s; "
           f"missing {f.missing()}")
    return f.found


def _hints(name: str) -> Any:
    import importlib
    try:
        return importlib.import_module(f"tutor.{name}.demoplay")
    except ModuleNotFoundError as err:
        if err.name != f"tutor.{name}.demoplay":
            raise
        return None
