"""MatschigRules: the core Rules contract, wired to the pure functions of this package.

The phases (core PhaseRules): a turn (M6-M8: throw, pass, swap), a completion race (M12-M15:
complete, decline) and a defence (M16-M19: accept, umbrellas or one special card).
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional

from ..core.errors import IllegalAction
from ..core.i18n import Text
from ..core.phases import Phase, PhaseRules
from ..core.events import Event
from ..core.rules import SVG_KEYWORDS, Hint, Result
from . import clicks, hints, plausible, position, reach, setup, telling
from . import variants as V
from .mud import defence_actions, defence_step, race_actions, race_step
from .notation import fmt_action, parse_action
from .rounds import start
from .scoring import winners
from .state import DEFEND, OVER, RACE, TURN, MatschigState
from .turn import turn_actions, turn_step
from .view import seat_view, state_svg, state_text, to_move

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
    svg_highlights = SVG_KEYWORDS
    phases = {
        TURN: Phase(("throw", "pass", "swap"), turn_actions, turn_step, "M6",
                    Text("turn (throw, or pass when you cannot)")),
        RACE: Phase(("complete", "decline"), race_actions, race_step, "M14",
                    Text("completion race (complete or decline)")),
        DEFEND: Phase(("accept", "defend"), defence_actions, defence_step, "M16",
                      Text("defence (accept, umbrellas or one special card)")),
    }

    def check_variants(self, variants: frozenset[str]) -> None:
        """ValueError for RACE_REALTIME (it needs a live table), and (core) for the undefined
        combinations of variant_conflicts (two race rules, both decks, ...)."""
        V.refuse_unplayable(variants)
        super().check_variants(variants)

    def wrong_phase(self, state: State, phase: Phase, got: str) -> IllegalAction:
        """The refusal of an action of another phase, told in words (what this phase is for)."""
        return IllegalAction("matschig", phase.rule, "wrong-phase", {"phase": state.phase, "seat": to_move(state)})

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

    def setup_events(self, state: State) -> tuple[Event, ...]:
        """The set-up told as events (setup.py): M1-M5, M28 or A14, A17 or the deck variant, A18, A3."""
        return setup.setup_events(state)

    def plausible_actions(self, state: State) -> list[str]:
        """The classic mistakes of the phase a learner might try (plausible.py), besides the legal actions."""
        return plausible.plausible_actions(state)

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
        """Monospace diagram of the table as `seat` sees it, labelled in lang."""
        return state_text(state, lang, seat)

    def svg(self, state: State, seat: Optional[int] = None, *, lang: str = "en",
            legal: Iterable[str] = (), picked: Iterable[str] = (), highlight: Iterable[str] = (),
            region: Optional[str] = None) -> str:
        """SVG picture of the table as `seat` sees it, in the shared vocabulary (picture.py): legal, picked
        and highlight are click tokens, region "hand", "mud" or "piles" draws that part alone."""
        return state_svg(state, seat, lang=lang, legal=legal, picked=picked, highlight=highlight, region=region)

    # -- clicking and telling ---------------------------------------------------------------------------
    def click_path(self, state: State, action: str) -> tuple[str, ...]:
        """The clicks that make a legal action (clicks.py): throw W3 S5 at P2 -> W3, S5, P2."""
        return clicks.click_path(state, action)

    def click_label(self, state: State, token: str, lang: str = "en") -> str:
        """A click token in words, with the score it leads to where one is known."""
        return clicks.click_label(state, token, lang)

    def why_not_click(self, state: State, token: str, lang: str = "en") -> str:
        """Why a click on a drawn target plays nothing now, with its rule."""
        return clicks.why_not_click(state, token, lang)

    def describe(self, state: State, action: str, lang: str = "en") -> str:
        """An action in words, never notation."""
        return clicks.describe(state, action, lang)

    def status(self, state: State, seat: Optional[int], lang: str = "en") -> str:
        """The line over the table for `seat`: whose turn, what to decide."""
        return telling.status(state, seat, lang)

    def why(self, state: State, action: str, seat: Optional[int], lang: str = "en") -> Hint:
        """Why the seat to move chose `action`, told to `seat` from what `seat` may know."""
        return telling.why(state, action, seat, lang)

    def seen_action(self, state: State, action: str, seat: Optional[int]) -> str:
        """The action as `seat` learns of it: a race answer under RACE_RANDOM is secret (A5) until the last."""
        return telling.seen_action(state, action, seat)

    def unreachable(self, state: State) -> tuple[Text, ...]:
        """Why no game could arrive at this position, each reason in words (reach.py; empty: none known)."""
        return reach.unreachable(state)

    def move_highlight(self, before: State, action: str, after: State) -> tuple[str, ...]:
        """The seat the mud was sent at, or the seat that moved (never a secret answer's target: A5)."""
        return clicks.move_highlight(before, action, after)


RULES = MatschigRules()
