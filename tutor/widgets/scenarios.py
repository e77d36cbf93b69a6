"""Prepared classroom positions, each showing one rule: data (seed + replayed actions), no new rules.

The positions were found by `find_scenarios()`, which replays seeded random games and asks the
engine which action shows the rule; the results are kept below as plain data so a lesson never
changes when the search would.
"""
from __future__ import annotations

import random
from typing import Callable, NamedTuple

import tutor
from ..core import Game, Step
from ..muros import random_action, tiers


class Scenario(NamedTuple):
    """A position (players, seed, actions replayed) and the one step that shows `rules`."""

    key: str                    # label key of its title (labels.py)
    rules: tuple[str, ...]      # rule IDs the step shows
    kind: str                   # the event kind that proves it
    players: int
    seed: int
    actions: tuple[str, ...]    # replayed to reach the position
    action: str                 # the step to play (or, for "facing", the refused action)
    slot: str                   # the slot to watch

    def game(self) -> Game:
        """The prepared position, replayed from the seed."""
        g = tutor.new_game("muros", players=self.players, seed=self.seed)
        for a in self.actions:
            g.play(a)
        return g


def majority(game_or_counts) -> list[str]:
    """The colour(s) with most tokens on the board now (the engine's MU26 tiers, first tier)."""
    counts = game_or_counts if isinstance(game_or_counts, dict) else game_or_counts.state.board_counts()
    return tiers(counts)[0]


# -- the search (run once; its output is the data below) ----------------------------------
def _gap_kept(before: Game, step: Step) -> bool:
    for e in step.events:
        if e.kind == "slide" and e.data["distance"] > 0 and "." in e.data["before"].strip("."):
            return True
    return False


def _zero(before: Game, step: Step) -> bool:
    return any(e.kind == "zero" for e in step.events)


def _block(before: Game, step: Step) -> bool:
    return any(e.kind == "block" for e in step.events)


def _majority_capture(before: Game, step: Step) -> bool:
    if not any(e.kind == "capture" for e in step.events):
        return False
    after = before.fork()
    after.play(step.action)
    old, new = majority(before), majority(after)
    return len(old) == 1 and len(new) == 1 and old != new


PREDICATES: dict[str, tuple[str, Callable[[Game, Step], bool], int]] = {
    # key: (event kind, test, minimum placements before the step)
    "sc-gap": ("slide", _gap_kept, 4),
    "sc-zero": ("zero", _zero, 0),
    "sc-block": ("block", _block, 18),
    "sc-capture": ("capture", _majority_capture, 18),
}


def find_scenarios(players: int = 3, seeds: range = range(1, 400)) -> dict[str, Scenario]:
    """Replay seeded random games and keep the first step that shows each scenario's rule."""
    found: dict[str, Scenario] = {}
    for seed in seeds:
        g = tutor.new_game("muros", players=players, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and len(found) < len(PREDICATES):
            for key, (kind, test, least) in PREDICATES.items():
                if key in found or len(g.history) < least:
                    continue
                for action in g.legal_actions():
                    trial = g.fork()
                    step = trial.play(action)
                    if test(g, step):
                        found[key] = Scenario(key, step.rules, kind, players, seed,
                                              tuple(s.action for s in g.history), step.action,
                                              step.action.split()[0].split("@")[1])
                        break
            g.play(random_action(g, rng))
        if len(found) == len(PREDICATES):
            break
    return found


# -- the prepared positions (from find_scenarios(), players=3; "facing" picked by hand) --------
_OPENING = ("R@E3 pile", "G@N5", "G@N9 pile", "R@W2 pile")
_PHASE1 = _OPENING + ("G@W8 pile", "G@W5", "B@S7", "G@S6", "Y@N1", "G@S3 pile", "Y@W9", "Y@W6 pile",
                      "B@W4", "G@S2", "R@W1", "B@N8", "R@N4 pile", "B@E7 pile")
SCENARIOS: dict[str, Scenario] = {
    "sc-facing": Scenario("sc-facing", ("MU9",), "facing", 3, 1, _OPENING, "G@W3", "W3"),
    "sc-zero": Scenario("sc-zero", ("MU13",), "zero", 3, 1, (), "G@W2 pile", "W2"),
    "sc-gap": Scenario("sc-gap", ("MU13", "MU14"), "slide", 3, 1, _OPENING, "G@N1", "N1"),
    "sc-block": Scenario("sc-block", ("MU18",), "block", 3, 1, _PHASE1, "R@E1", "E1"),
    "sc-capture": Scenario("sc-capture", ("MU19", "MU24"), "capture", 3, 1,
                           _PHASE1 + ("R@N7 pile take B", "R@S8 pile take R", "Y@E1 take Y"),
                           "R@E5 take G", "E5"),
}
