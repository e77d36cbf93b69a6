"""MatschigRules: the core Rules contract, wired to the pure functions of this package.

The phases (core PhaseRules): a turn (M6-M8: throw, pass, swap), a completion race (M12-M15:
complete, decline) and a defence (M16-M19: accept, umbrellas or one special card).
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..core.phases import Phase, PhaseRules
from ..core.rules import Hint, Result
from . import hints, position
from . import variants as V
from .mud import defence_actions, defence_step, race_actions, race_step
from .notation import fmt_action, parse_action
from .rounds import start
from .scoring import winners
from .state import DEFEND, OVER, RACE, TURN, MatschigState
from .turn import turn_actions, turn_step
from .view import WIDGET_KEYWORDS, seat_view, state_svg, state_text, to_move

State = MatschigState


class MatschigRules(PhaseRules[MatschigState]):
    """Matschig (rules/matschig.md): 3-6 players, 2 or 3 rounds, lowest mud total wins."""

    name = "matschig"
    min_players = 3
    max_players = 6
    default_players = 4
    known_variants = V.VARIANTS
    variant_conflicts = V.CONFLICTS  # the undefined pairs, refused by core (Rules.check_variants)
    end_rule = "M30"  # the final result (game-end event) closes the game
    # M28: 2 or 3 rounds; under ROUNDS_PER_PLAYER the game has as many as players and the option
    # keeps the value it was given (3 unless set)
    options = {"rounds": (3, (2, 3))}
    svg_highlights = frozenset({"highlight", "cards", "lang", *WIDGET_KEYWORDS})
    phases = {
        TURN: Phase(("throw", "pass", "swap"), turn_actions, turn_step, "M6",
                    {"en": "turn (throw, or pass when you cannot)",
                     "es": "turno (lanzar, o pasar si no se puede)"}),
        RACE: Phase(("complete", "decline"), race_actions, race_step, "M14",
                    {"en": "completion race (complete or decline)",
                     "es": "carrera por completar (completar o renunciar)"}),
        DEFEND: Phase(("accept", "defend"), defence_actions, defence_step, "M16",
                      {"en": "defence (accept, umbrellas or one special card)",
                       "es": "defensa (aceptar, paraguas o una carta especial)"}),
    }

    def check_variants(self, variants: frozenset[str]) -> None:
        """ValueError for RACE_REALTIME, which this engine cannot play, and (core) for the undefined
        combinations of variant_conflicts (two race rules, both decks, ...)."""
        V.refuse_unplayable(variants)
        super().check_variants(variants)

    def parse(self, action: str) -> tuple[str, Any]:
        """(verb, the rest of the parsed action); NotationError saying what was expected."""
        parsed = parse_action(action)
        return parsed[0], parsed[1:]

    def format(self, verb: str, arg: Any) -> str:
        """The canonical notation of a parsed action."""
        return fmt_action(verb, arg)

    def start(self, players: int, seed: int, variants: frozenset[str],
              options: Mapping[str, Any]) -> State:
        """The dealt first round (M1-M4)."""
        return start(players, seed, frozenset(variants), options.get("rounds", 3))

    def to_move(self, state: State) -> Optional[int]:
        """The seat that decides now; None when the game is over."""
        return to_move(state)

    def result(self, state: State) -> Result:
        """Total mud points per seat (lower is better) and the winners (M30)."""
        if state.phase != OVER:
            raise ValueError("the matschig game is not over yet")
        won, _ = winners(state.totals, state.received, V.TIEBREAK_FEWER_CARDS in state.variants)
        return Result(tuple(state.totals), won, "M30")

    def view(self, state: State, seat: Optional[int]) -> dict:
        """What `seat` may see (A18): own hand, public piles, counts; None shows everything."""
        return seat_view(state, seat)

    # -- positions ------------------------------------------------------------------------------
    def snapshot(self, state: State) -> dict:
        """The whole state as JSON-able data (the position format)."""
        return position.snapshot(state)

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """ValueError naming what is wrong if snap is not a possible position."""
        position.check_snapshot(snap)

    def restore(self, snap: Mapping[str, Any]) -> State:
        """The state a position describes."""
        return position.restore(snap)

    def setup_of(self, state: State) -> tuple[int, frozenset[str], dict[str, Any]]:
        """(players, variants, options) of a state."""
        rounds = 3 if V.ROUNDS_PER_PLAYER in state.variants else state.rounds
        return state.players, state.variants, {"rounds": rounds}

    # -- teaching ---------------------------------------------------------------------------------
    def hint(self, state: State, lang: str = "en") -> Hint:
        """A good action for the seat to move and why, from that seat's view only."""
        seat = to_move(state)
        if seat is None:
            raise ValueError("the matschig game is over, so there is no move to hint")
        return hints.hint(seat_view(state, seat), self.legal_actions(state), lang)

    def text(self, state: State, lang: str = "en", seat: Optional[int] = None) -> str:
        """Monospace diagram of the table as `seat` sees it, labelled in en or es."""
        return state_text(state, lang, seat)

    def svg(self, state: State, seat: Optional[int] = None, **highlights: Any) -> str:
        """SVG picture of the table as `seat` sees it; highlight=seat, cards=[...], lang, and the
        widget keywords of view.WIDGET_KEYWORDS (what can be clicked now)."""
        return state_svg(state, seat, **highlights)


RULES = MatschigRules()
