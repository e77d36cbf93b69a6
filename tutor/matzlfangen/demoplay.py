"""Search hints for the Matzlfangen rule demos: tutor.demos.search.find calls search(finder) before its own
seeded random games, and once every rule has a demo those stop at once.

Random bidding seldom leaves a Rufen or a Neid-Spiel standing, random play seldom ends a deal 65 to 65 or with
the losers on exactly 30, and ten raises in a row never happen; a variant searched by switching it off at every
position of a whole game costs a second or more. So, all of it plain play by the rules (a demo is a seed and the
moves a game made, replayed and checked by the demo core):

1. the base rules: games by the default rules, one per contract the steering bids (everyone says weiter for
   Rufen; one seat bids a solo), every position searched by `finder.play`, so a base rule is shown without a
   variant;
2. the rare ones: quick scans, games played straight on the rules (a few milliseconds each, no search) until
   the position where a rule shows: a step cites it, or, for a variant, the same position with the variant off
   allows other actions or makes another state. There the demo is built (a step citing the rule, else a try
   refused citing it, else the same try with the variant on and off) and kept if the demo core's check passes
   and, for a variant, switching it off changes what happens (`finder._keep`).
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Optional

from ..core.errors import TutorError
from .notation import BIDDABLE
from .rules import RULES
from .state import GAME, State, forehand

Policy = Callable[[State, random.Random], str]
DEFAULT_SEEDS = 4   # default-rules games per contract, searched first (a few milliseconds each)
SCAN_SEEDS = 2000   # games per rule at most; a scan stops at its first demo (tests/matzlfangen: a few hundred)
PREFER_SEEDS = 40   # once a variant shows only by contrast, games more to look for a step or refusal citing it
MAX_CHECKS = 60     # demos built and checked per rule at most (each replays its game: the slow part of a scan)
CONTRACTS = ("random", "rufen", *BIDDABLE)
# Base rules random and steered play seldom reach, with the steering that gets there: (rule, contract, raises).
RARE_BASE = (
    ("R-SPR-2", "treiben", 10),    # Drauffi, the tenth raise: nobody raises again
    ("R-MATZL-2", "rufen", 0),     # the side that caught the Matzl lost: absolved
    ("R-MATZL-3", "rufen", 0),     # ... or won: it may claim its bonus
)

# Variants that show only in deals of one kind, with the steering that gets there: variant -> (contract, raises).
# Every other variant is scanned with each contract in turn (_cycled).
STEERED = {
    "V-TIE-VOID": ("rufen", 0),            # 65 to 65 in a point contract
    "V-WASSER-30": ("rufen", 0),           # the losers on exactly 30
    "V-MATZL-RAISES-DUE": ("rufen", 1),    # the Matzl caught by the losers, and a raise to pay
    "V-NEID-BASE2": ("neid", 0),           # a Neid-Spiel played out
}


def search(finder: Any) -> None:
    """Demos for every rule the finder still misses: default-rules games, then scans for the rare base rules and
    for each variant."""
    for seed in range(DEFAULT_SEEDS):
        finder.play(seed, frozenset())
        for contract in CONTRACTS[1:]:
            finder.play(seed, frozenset(), policy=_on_game(_policy(contract, seed % 3, seed % 4)))
    for rule, contract, raises in RARE_BASE:
        if rule in finder.missing():
            scan(finder, rule, _steered(contract, raises))
    for variant in sorted(RULES.known_variants):
        if variant in finder.missing():
            steer = STEERED.get(variant)
            scan(finder, variant, _cycled if steer is None else _steered(*steer))


# -- policies --------------------------------------------------------------------------------------------------------
def _policy(contract: str, raises: int = 0, bidder: int = 0) -> Policy:
    """Bid `contract` (the seat `bidder` places after forehand bids it; Rufen: everyone says weiter; "random":
    any speech), raise while fewer than `raises` have been said, and choose every other action at random."""
    def choose(s: State, rng: random.Random) -> str:
        legal = RULES.legal_actions(s)
        if s.phase == "auction" and contract != "random":
            return _bid(s, legal, contract, bidder)
        if s.phase == "raise":
            return "raise" if "raise" in legal and len(s.raises) < raises else "no raise"
        return rng.choice([a for a in legal if a != "raise"] or legal)
    return choose


def _bid(s: State, legal: list[str], contract: str, bidder: int) -> str:
    """The bidder's bid of the contract (with the first suit Treiben may name with it), everyone else's weiter."""
    if s.turn == (forehand(s) + bidder) % 4:
        bids = [a for a in legal if a.split()[1:2] == [contract]]
        if bids:
            return bids[0]
    return "weiter"


def _steered(contract: str, raises: int) -> Callable[[int], Policy]:
    """Seed by seed, the contract bid by each seat in turn (forehand first), with `raises` raises."""
    return lambda seed: _policy(contract, raises, seed % 4)


def _cycled(seed: int) -> Policy:
    """Seed by seed, every contract (random bidding too), bidder and number of raises in turn."""
    n = len(CONTRACTS)
    return _policy(CONTRACTS[seed % n], raises=seed // n % 3, bidder=seed // n % 4)


def _on_game(policy: Policy) -> Callable[[Any, random.Random], str]:
    """A state policy as finder.play takes it: policy(game, rng)."""
    return lambda game, rng: policy(game.state, rng)


# -- quick scans -----------------------------------------------------------------------------------------------------
def scan(finder: Any, rule: str, policies: Callable[[int], Policy], seeds: int = SCAN_SEEDS) -> None:
    """Play seeded games straight on the rules (`policies(seed)` steering each) until a position shows `rule`;
    keep the first demo built there that passes the demo core's check."""
    variants = frozenset({rule}) if rule in RULES.known_variants else frozenset()
    fallback, checks = None, 0
    for seed in range(seeds):
        for moves, s in _showing(seed, variants, policies(seed), rule):
            for kind, action in _tries(s, rule, variants, moves):
                if fallback is not None and kind == "contrast":
                    continue
                d = _demo(finder, rule, kind, seed, variants, moves, action)
                checks += 1
                if not _shows(d):
                    continue
                if kind != "contrast":
                    finder._keep(d)
                    return
                fallback, last = d, seed + PREFER_SEEDS
        if fallback is not None and seed >= last or checks > MAX_CHECKS:
            break
    if fallback is not None:
        finder._keep(fallback)


def _showing(seed: int, variants: frozenset, policy: Policy, rule: str) -> Iterator[tuple[tuple[str, ...], State]]:
    """(moves, state) of each position of this seeded game where `rule` may show: the step the policy plays
    there cites it, or (a variant) the variant changes the actions allowed or the state the step makes."""
    s = RULES.start(RULES.default_players, seed, variants, {"deals": 1})
    rng = random.Random(seed)
    moves: list[str] = []
    while RULES.to_move(s) is not None:
        action = policy(s, rng)
        canonical, after, events = RULES.apply(s, action)
        if any(e.rule == rule for e in events) or (variants and _changed(s, action, after, rule)):
            yield tuple(moves), s
        moves.append(canonical)
        s = after


def _changed(s: State, action: str, after: State, variant: str) -> bool:
    """True if, with the variant off, the position allows other actions, or the action makes another state."""
    off = s._replace(variants=s.variants - {variant})
    if set(RULES.legal_actions(s)) != set(RULES.legal_actions(off)):
        return True
    return _made(off, action) != _made(s, action, after)


def _made(s: State, action: str, after: Optional[State] = None) -> Any:
    """What a try makes of s, its variants aside: the new state, or the rule that refuses it."""
    if after is None:
        try:
            after = RULES.apply(s, action)[1]
        except TutorError as err:
            return ("refused", err.rule)
    return after._replace(variants=frozenset())


def _tries(s: State, rule: str, variants: frozenset, moves: tuple[str, ...]
           ) -> Iterator[tuple[str, Optional[str]]]:
    """(kind, action) of the demos to try at s, best first: the set-up (at the start) or a step citing the rule,
    a try refused citing it, and (a variant) a try that goes otherwise with the variant off."""
    if not moves and any(e.rule == rule for e in RULES.setup_events(s)):
        yield "setup", None
    tries = list(dict.fromkeys([*RULES.legal_actions(s), *RULES.plausible_actions(s)]))
    refused, differs = [], []
    for action in tries:
        try:
            events = RULES.apply(s, action)[2]
        except TutorError as err:
            if err.rule == rule:
                refused.append(action)
            elif variants:
                differs.append(action)
            continue
        if any(e.rule == rule for e in events):
            yield "step", action
        elif variants:
            differs.append(action)
    yield from (("refusal", a) for a in refused)
    if variants:
        off = s._replace(variants=s.variants - {rule})
        yield from (("contrast", a) for a in differs if _made(off, a) != _made(s, a))


def _demo(finder: Any, rule: str, kind: str, seed: int, variants: frozenset, moves: tuple[str, ...],
          action: Optional[str]) -> Any:
    """The demo of `rule` at the position these moves reach (a variant's with its off-rules: the others), made
    with the finder's Demo class: a game imports no layer above it."""
    demo_class = finder.new_demo
    off = tuple(sorted(variants - {rule}))
    return demo_class(GAME, rule, kind, RULES.default_players, seed, tuple(sorted(variants)), moves, action, off)


def _shows(d: Any) -> bool:
    """True if the demo shows its rule (the demo core's check: a DemoError is a ValueError), and a variant's
    goes otherwise with it off (a contrast: in words someone is told, too)."""
    try:
        d.check()
        if d.rule not in RULES.known_variants:
            return True
        on, off = d.outcome(), d.off_outcome()
    except (TutorError, ValueError):
        return False
    if d.kind == "contrast" and all(on.lines("en", seat) == off.lines("en", seat) for seat in (None, 0, 1, 2, 3)):
        return False  # the rules differ, but nobody would be told so: no demo for a class
    return _substance(on) != _substance(off)


def _substance(outcome: Any) -> Any:
    """What an outcome made of the position (the demo core's `result`), else its words."""
    result = getattr(outcome, "result", None)
    return result if result is not None else (outcome.rules, tuple(outcome.lines("en")))
