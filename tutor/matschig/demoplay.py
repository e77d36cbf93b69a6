"""Search hints for the rule demos (tutor.demos.search.find calls search(finder) first).

The finder's own search tries every legal and plausible action at every position, which finds the shortest
demo of every early rule in a few moves of one default game. The rules that matter late (a round's end, the
game's end, a dry draw pile) or only under one variant are found here instead by quick playthroughs: each
seeded game is played by the engine's pure functions alone, and at each position only the move played and the
few plausible mistakes (plausible.py) are tried, with the variant on and off. Every demo kept is a replay of
seed and moves, checked (Demo.check) before it is kept.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Optional

from ..core.errors import TutorError
from . import variants as V
from .rules import RULES
from .state import MatschigState

State = MatschigState
NAME = "matschig"
SEEDS = 40          # quick playthroughs per rule set at most (each is a few hundredths of a second)
EARLY_MOVES = 40    # the finder's full search of the first moves of one default game


class _Quick:
    """Quick playthroughs under one rule set, keeping in the finder every demo they show that is shorter."""

    def __init__(self, finder: Any, variants: frozenset[str], refusals: dict[str, Any]):
        self.f, self.variants, self.refusals = finder, variants, refusals
        self.demo = _demo_class(finder)
        self.vs = tuple(sorted(variants))
        # the contrasts: each variant of the set, with it off (a default named: with another answer to its question)
        self.offs = {v: _offs(variants, v) for v in variants if v in finder.wanted}
        # a rule is shown under the default rules when it can be: a variant's games show only what it changes
        self.rules = set().union(*(_CITED_UNDER.get(v, set()) for v in variants)) if variants else None

    def wanted(self, rule: str, moves: int) -> bool:
        old = self.f.found.get(rule)
        return rule in self.f.wanted and (old is None or len(old.moves) > moves)

    def shows(self, rule: str, moves: int) -> bool:
        """A rule these games should show (not a variant's name: see contrast) and no shorter demo shows yet."""
        allowed = rule not in RULES.known_variants if self.rules is None else rule in self.rules
        return allowed and self.wanted(rule, moves)

    def keep(self, d: Any) -> bool:
        """Keep d if it shows its rule (Demo.check) and is the shortest yet."""
        if not self.wanted(d.rule, len(d.moves)):
            return False
        try:
            d.check()
        except ValueError:  # a DemoError, or a refusal on the way there
            return False
        self.f._keep(d)
        return True

    def setup(self, seed: int, players: int) -> None:
        """The set-up's rules, and a variant whose set-up differs (the deck, the number of rounds)."""
        from .. import new_game
        g = new_game(NAME, players=players, seed=seed, variants=self.variants)
        for rule in dict.fromkeys(e.rule for e in g.setup):
            if rule in RULES.known_variants:
                for off in self.offs.get(rule, ()):
                    if self.keep(self.demo(NAME, rule, "setup", players, seed, self.vs, off=off)):
                        break
            elif self.shows(rule, 0):
                self.keep(self.demo(NAME, rule, "setup", players, seed, self.vs))
        for v, offs in self.offs.items():
            for off in offs:
                if self.keep(self.demo(NAME, v, "contrast", players, seed, self.vs, off=off)):
                    break

    def play(self, seed: int, players: int, policy: Optional[Any] = None) -> None:
        """One seeded game to its end: the move played and the plausible tries at each position."""
        rng = random.Random(seed * 7919 + len(self.variants))
        s = RULES.start(players, seed, self.variants, {"rounds": 3})
        played: list[str] = []
        while RULES.to_move(s) is not None:
            legal = RULES.legal_actions(s)
            action = policy(s, legal, rng) if policy else rng.choice(legal)
            self.look(s, seed, players, tuple(played), [action, *RULES.plausible_actions(s)])
            action, s, _ = RULES.apply(s, action)
            played.append(action)

    def look(self, s: State, seed: int, players: int, played: tuple[str, ...], tries: Iterable[str]) -> None:
        n = len(played)
        for action in dict.fromkeys(tries):
            try:
                _, after, events = RULES.apply(s, action)
            except TutorError as err:
                old = self.refusals.get(err.rule or "")
                if err.rule and self.shows(err.rule, n) and (old is None or len(old.moves) > n):
                    self.refusals[err.rule] = self.demo(NAME, err.rule, "refusal", players, seed, self.vs, played,
                                                        action)
                after = None
            else:
                for rule in dict.fromkeys(e.rule for e in events):
                    if self.shows(rule, n):
                        self.keep(self.demo(NAME, rule, "step", players, seed, self.vs, played, action))
            for v, offs in self.offs.items():
                if self.wanted(v, n):
                    self.contrast(s, after, action, v, offs, seed, players, played)

    def contrast(self, s: State, after: Optional[State], action: str, v: str, offs: list, seed: int,
                 players: int, played: tuple[str, ...]) -> None:
        """The same try with the variant off: kept when the position it leads to differs."""
        for off in offs:
            try:
                _, other, _ = RULES.apply(s._replace(variants=frozenset(off)), action)
            except TutorError:
                other = None
            if _same(after, other):
                continue
            if self.keep(self.demo(NAME, v, "contrast", players, seed, self.vs, played, action, tuple(sorted(off)))):
                return


def _passing(s: State, legal: list[str], rng: random.Random) -> str:
    """A policy that passes rather than swaps when it cannot throw, so that whole rounds of passes (M24) come."""
    return "pass" if "pass" in legal else rng.choice(legal)


def _eager(s: State, legal: list[str], rng: random.Random) -> str:
    """A policy that completes and plays special cards whenever it can, so that pipes and their windows come."""
    keen = [a for a in legal if a.startswith(("complete", "PIPE", "BLOWER", "FLAMETHROWER", "WATERSUIT",
                                              "MACHINEGUN"))]
    return rng.choice(keen or legal)


_POLICIES = (None, _passing, _eager)


def _same(a: Optional[State], b: Optional[State]) -> bool:
    """Two outcomes alike in substance: both refused, or the same state but for the variants."""
    if a is None or b is None:
        return a is b
    if a._replace(variants=frozenset()) != b._replace(variants=frozenset()):
        return False
    return RULES.to_move(a) is not None or RULES.result(a) == RULES.result(b)  # the winners, once over


# the variants that name a default: switched off they change nothing, so they are contrasted with the others
_NAMED_DEFAULTS = {V.SWAP3_ON_PASS, V.RACE_SEAT_ORDER, V.SHORTFALL_ENDS, V.DECK_AMIGO_DEFAULT}


def _offs(variants: frozenset[str], v: str) -> list[tuple[str, ...]]:
    """The rule sets to contrast a variant with: it off; a named default, the other answers to its question
    (another variant's answer would show that variant's effect, not this one's)."""
    base = variants - {v}
    if v not in _NAMED_DEFAULTS:
        return [tuple(sorted(base))]
    return [tuple(sorted(base | (clash - {v}))) for clash in V.CONFLICTS if v in clash]


def _accepted(variants: frozenset[str]) -> bool:
    try:
        V.check_variants(variants)
    except ValueError:
        return False
    return True


def search(finder: Any) -> None:
    """Find every demo the quick playthroughs show, into finder (see the module docstring)."""
    finder.play(0, frozenset(), moves=EARLY_MOVES)
    sets: list[frozenset[str]] = [frozenset()] + [frozenset({v}) for v in sorted(RULES.known_variants)]
    refusals: dict[str, Any] = {}  # a rule a step shows is shown by the step: these only for the others
    for variants in sets:
        if not _accepted(variants):
            continue
        quick = _Quick(finder, variants, refusals)
        for seed in range(SEEDS):
            players = (4, 3, 5)[seed % 3]
            if seed < 3:
                quick.setup(seed, players)
            quick.play(seed, players, _POLICIES[seed % len(_POLICIES)])
            if not _needs(finder, variants, refusals):
                break
    for rule, d in refusals.items():
        if rule in finder.missing():
            _Quick(finder, frozenset(d.variants), {}).keep(d)


def _demo_class(finder: Any) -> Any:
    """The Demo class the finder keeps (a game imports no layer above it)."""
    return finder.new_demo


def _needs(finder: Any, variants: frozenset[str], refusals: dict[str, Any]) -> bool:
    """Whether more games under `variants` may still find something: a rule no demo shows yet, cited here."""
    missing = set(finder.missing()) - set(refusals)
    if not missing:
        return False
    if variants:
        return bool(missing & (variants | _CITED_UNDER.get(next(iter(variants)), set())))
    return bool(missing - set(RULES.known_variants) - _VARIANT_ONLY)


# the A-rules and M-rules only a variant's games cite
_CITED_UNDER = {V.MULTI_CARD_THROW: {"A1", "M9"}, V.SWAP3_OFF: {"A2"}, V.TARGET_CANNOT_COMPLETE: {"A4"},
                V.THROWER_NEVER_COMPLETES: {"A4"}, V.RACE_RANDOM: {"A5"}, V.COMPLETE_ONLY_AFTER_THROW: {"A6"},
                V.MUST_REDIRECT: {"A7"}, V.PERFECT_BLOCKS_PIPE: {"A8"}, V.WATERSUIT_ALL_OR_NOTHING: {"A9"},
                V.MG_REDRAW_ON_SPECIAL: {"A10"}, V.MG_KEEP_DEFENCE_CARD: {"A10"}, V.PLAY_OUT: {"A11", "A19", "M25"},
                V.CLOCKWISE_TURNS: {"A12"}, V.DIRTIEST_STARTS: {"A13"}, V.ROUNDS_PER_PLAYER: {"A14"},
                V.ONE_TYPE_WHOLE_GAME: {"A15"}, V.TIEBREAK_FEWER_CARDS: {"A16"}}
_VARIANT_ONLY = set().union(*_CITED_UNDER.values()) - {"M9"}
