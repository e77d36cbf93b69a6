"""Games played in phases: one table says what each phase accepts, and PhaseRules routes every action.

A game lists its phases once (verbs, legal actions, how a verb is played, the rule to cite when another
verb comes), and parses an action into (verb, argument). PhaseRules then answers legal_actions() and
apply() for every phase, and refuses a verb of another phase in one way for every game.
"""
from __future__ import annotations

from typing import Any, Callable, Generic, Mapping, NamedTuple, Sequence

from . import i18n
from .errors import IllegalAction
from .events import Event
from .rules import Rules, S

i18n.register_texts("core", {
    "wrong-phase": i18n.Text("{got} cannot be played now: this is the {phase}, where {seat} decides with {legal}."),
})

Step = Callable[[Any, str, Any], tuple[Any, Sequence[Event]]]  # (state, verb, argument) -> (new state, events)


class Phase(NamedTuple):
    """What one phase accepts: its verbs, its legal actions, how a verb is played, and the rule cited
    when a verb of another phase comes (the rule that says what this phase is for)."""

    verbs: tuple[str, ...]
    legal: Callable[[Any], list[str]]
    step: Step
    rule: str
    name: i18n.Text  # the phase as a learner reads it: Text("auction")


class PhaseRules(Rules[S], Generic[S]):
    """Rules whose state has a `phase` and, per phase, a Phase entry; a phase missing from the table
    (e.g. "over") accepts nothing. Subclasses write parse() and format()."""

    phases: Mapping[str, Phase] = {}

    def phase_of(self, state: S) -> str:
        """The name of the phase the state is in."""
        phase: str = state.phase  # type: ignore[attr-defined]
        return phase

    def parse(self, action: str) -> tuple[str, Any]:
        """(verb, argument) of an action in the game's notation; NotationError for anything else."""
        raise NotImplementedError

    def format(self, verb: str, arg: Any) -> str:
        """The canonical notation of (verb, argument)."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[str]:
        """Every legal action of the seat to move: the phase's own list."""
        phase = self.phases.get(self.phase_of(state))
        return [] if phase is None else phase.legal(state)

    def apply(self, state: S, action: str) -> tuple[str, S, tuple[Event, ...]]:
        """Parse, check that the verb belongs to this phase, and play it (refusals change nothing)."""
        verb, arg = self.parse(action)
        name = self.phase_of(state)
        phase = self.phases.get(name)
        if phase is None:
            raise IllegalAction("core", self.end_rule, "game-over")
        if verb not in phase.verbs:
            raise self.wrong_phase(state, phase, self.format(verb, arg))
        new, events = phase.step(state, verb, arg)
        return self.format(verb, arg), new, tuple(events)

    def wrong_phase(self, state: S, phase: Phase, got: str) -> IllegalAction:
        """The refusal of an action that belongs to another phase, citing this phase's rule."""
        # The phase's verbs, not the mover's legal actions: those may name cards that only the mover may see.
        return IllegalAction("core", phase.rule, "wrong-phase", {
            "got": got, "seat": i18n.seat_label(self.to_move(state)), "legal": ", ".join(phase.verbs),
            "phase": phase.name})
