"""Search hints for the Muros rule demos: tutor.demos.search.find calls search(finder) before its own
random games. Every demo found here is a seeded game played by legal moves (so any game could reach it):

- whole games under the default rules, every position searched (the set-up, phase 1 and 2, the end);
- games steered toward the rare endings: a tie for the most tokens on the board (MU26) and a shared
  win (MU27), by a policy that keeps the colours on the board level and the captures even;
- each variant hunted in games of its own, keeping the first step or refusal that cites it where switching
  the variant off changes what happens (the position, what a seat sees, or the result), so a variant's
  demo never shows a step the default rules would play the same way.
"""
from __future__ import annotations

import json
import random
from typing import Any, Callable, Iterable, Optional

from ..core import Game, TutorError
from .board import CARD_COLOURS
from .scoring import TIER_BEST_SINGLE, winners
from .state import PHASE1_CARDS, VARIANTS, MurosState

NAME = "muros"
Policy = Callable[[Game[MurosState], random.Random], str]
LAST = 35                      # cards placed before the last one


def search(finder: Any) -> None:
    """Fill `finder` with a demo of every Muros rule: default games, steered endings, then the variants."""
    finder.play(0, frozenset())
    finder.play(1, frozenset(), players=3)
    for seed in range(8):
        if not {"MU26", "MU27"} & set(finder.missing()):
            break
        finder.play(seed, frozenset(), players=2 + seed % 2, policy=level)
    for v in sorted(VARIANTS):
        if v in finder.missing():
            hunt(finder, v, frozenset({v}), policy=split if v == "TIER_BEST_SINGLE" else None)


# -- policies ------------------------------------------------------------------------------------------

def level(game: Game[MurosState], rng: random.Random) -> str:
    """Random in phase 1; in phase 2 the legal action that leaves the top colours on the board closest
    and the seats' captures most even (ties at random): games that end in a tier tie or a shared win."""
    legal = game.legal_actions()
    state = game.state
    if state.placed < PHASE1_CARDS:
        return rng.choice(legal)
    scored = [(_unevenness(game.rules.apply(state, a)[1]), rng.random(), a) for a in legal]
    return min(scored)[2]


def split(game: Game[MurosState], rng: random.Random) -> str:
    """Random in phase 1; in phase 2 the legal action after which adding up a tier's captures (MU26) and
    taking each seat's best single colour of it (TIER_BEST_SINGLE) would crown different winners, the top
    colours on the board as level as can be: games whose end the variant decides."""
    legal = game.legal_actions()
    state = game.state
    if state.placed < PHASE1_CARDS:
        return rng.choice(legal)

    def score(action: str) -> tuple[bool, int, float]:
        after = game.rules.apply(state, action)[1]
        counts = sorted(after.board_counts().values(), reverse=True)
        return not _tiers_disagree(after), counts[0] - counts[1], rng.random()
    return min(legal, key=score)


def _tiers_disagree(state: MurosState) -> bool:
    """True if, were the game to end now, the two ways to compare a tier would crown different winners."""
    counts = state.board_counts()
    caps = [dict(zip(CARD_COLOURS, c)) for c in state.captured]
    return winners(counts, caps) != winners(counts, caps, {TIER_BEST_SINGLE})


def _unevenness(state: MurosState) -> tuple[int, int]:
    """The gap between the two colours with most tokens, then how unevenly the seats captured less the
    tokens captured (so a capture that the next seat can match is as good as none, and matching it better)."""
    counts = sorted(state.board_counts().values(), reverse=True)
    spread = sum(max(c[i] for c in state.captured) - min(c[i] for c in state.captured)
                 for i in range(len(CARD_COLOURS)))
    return counts[0] - counts[1], spread - sum(map(sum, state.captured))


# -- hunting one rule ------------------------------------------------------------------------------------

def hunt(finder: Any, rule: str, variants: frozenset[str], players: int = 2, seeds: Iterable[int] = range(12),
         policy: Optional[Policy] = None, moves: int = 40) -> bool:
    """Play seeded games under `variants` (steered by `policy`, else at random) and keep the first step or
    refusal citing `rule` that switching `rule` off (if it is a variant) would change; True if found."""
    for seed in seeds:
        g = Game(finder.rules, players=players, seed=seed, variants=variants)
        rng = random.Random(seed)
        played: list[str] = []
        while not g.is_over and len(played) < moves:
            found = _cites(g, rule)
            if found is not None:
                kind, action = found
                finder._keep(_demo(finder, rule, kind, players, seed, tuple(sorted(variants)), tuple(played), action))
                return True
            action = policy(g, rng) if policy else rng.choice(g.legal_actions())
            played.append(g.play(action).action)
    return False


def _demo(finder: Any, *fields: Any) -> Any:
    """A tutor.demos.Demo of this game, made by the finder (a game's package imports nothing above it)."""
    return finder.new_demo(NAME, *fields)


def _cites(g: Game[MurosState], rule: str) -> Optional[tuple[str, str]]:
    """("step" | "refusal", action) for the first try at g that cites `rule` and, for a variant, that
    switching it off would change; None if no try does."""
    state, rules = g.state, g.rules
    off = state._replace(variants=state.variants - {rule}) if rule in state.variants else None
    for action in dict.fromkeys([*rules.legal_actions(state), *rules.plausible_actions(state)]):
        got = _outcome(rules, state, action)
        if rule in got[0] and (off is None or _material(rules, got) != _material(rules, _outcome(rules, off, action))):
            return ("refusal" if got[1] is None else "step"), action
    return None


def _outcome(rules: Any, state: MurosState, action: str) -> tuple[tuple[str, ...], Optional[MurosState]]:
    """The rules an action cites and the state it leaves (None: refused)."""
    try:
        _, after, events = rules.apply(state, action)
    except TutorError as err:
        return ((err.rule,) if err.rule else ()), None
    return tuple(e.rule for e in events), after


def _material(rules: Any, got: tuple[tuple[str, ...], Optional[MurosState]]) -> str:
    """What an outcome does, the words and the variants aside: the position, each seat's view, the result."""
    after = got[1]
    if after is None:
        return "refused"
    bare = lambda d: {k: v for k, v in d.items() if k != "variants"}   # noqa: E731
    parts: list[Any] = [bare(rules.snapshot(after)), [bare(rules.view(after, s)) for s in range(after.players)]]
    if after.turn is None:
        parts.append(list(rules.result(after))[:2])
    return json.dumps(parts, sort_keys=True, default=str)

