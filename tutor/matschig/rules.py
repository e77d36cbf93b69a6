"""MatschigRules: the core Rules contract, wired to the pure functions of this package."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..core.events import Event
from ..core.rules import Result, Rules
from . import actions
from . import variants as V
from .cards import completing
from .position import from_snapshot, snapshot
from .rounds import start
from .scoring import winners
from .state import OVER, MatschigState
from .view import state_svg, state_text

State = MatschigState


class MatschigRules(Rules[MatschigState]):
    """Matschig (rules/matschig.md): 3-6 players, 2 or 3 rounds, lowest mud total wins."""

    name = "matschig"
    min_players = 3
    max_players = 6
    default_players = 4
    known_variants = V.VARIANTS
    end_rule = "M30"  # the final result (game-end event) closes the game
    options = {"rounds": (3, (2, 3))}  # M28; ROUNDS_PER_PLAYER overrides it
    svg_highlights = frozenset({"highlight", "cards", "lang"})

    def check_variants(self, variants: frozenset[str]) -> None:
        """ValueError for undefined combinations (two race rules, both decks, ...)."""
        V.check_variants(variants)

    def start(self, players: int, seed: int, variants: frozenset[str],
              options: Mapping[str, Any]) -> State:
        """The dealt first round (M1-M4)."""
        rounds = options.get("rounds", 3)
        if rounds not in (2, 3):
            raise ValueError(f"rounds must be 2 or 3, not {rounds!r}")
        return start(players, seed, frozenset(variants), rounds)

    def to_move(self, state: State) -> Optional[int]:
        """The seat that decides now; None when the game is over."""
        return actions.to_move(state)

    def legal_actions(self, state: State) -> list[str]:
        """Every action the seat to move may play, in canonical notation."""
        return actions.legal_actions(state)

    def apply(self, state: State, action: str) -> tuple[str, State, tuple[Event, ...]]:
        """(canonical action, new state, events); refusals raise and change nothing."""
        return actions.apply(state, action)

    def result(self, state: State) -> Result:
        """Total mud points per seat (lower is better) and the winners (M30)."""
        if state.phase != OVER:
            raise ValueError("the matschig game is not over yet")
        won, _ = winners(state.totals, state.received, V.TIEBREAK_FEWER_CARDS in state.variants)
        return Result(tuple(state.totals), won)

    def view(self, state: State, seat: Optional[int]) -> dict:
        """What `seat` may see (A18): own hand, public piles, counts; None shows everything."""
        s = state
        mud = list(s.mud)
        v = {
            "game": "matschig", "players": s.players, "variants": sorted(s.variants),
            "round": s.round, "rounds": s.rounds, "phase": s.phase,
            "to_move": actions.to_move(s),
            "starter": s.starter, "active": s.active, "deck_count": len(s.deck),
            "hand_sizes": [len(h) for h in s.hands],
            "hands": {q: list(h) for q, h in enumerate(s.hands) if seat is None or q == seat},
            "piles": [list(p) for p in s.piles], "out": list(s.out), "totals": list(s.totals),
            "mud": mud, "thrower": s.thrower, "sender": s.sender, "target": s.target,
            "completing_card": completing(mud) if mud else None,
            "claims": len(s.claims), "passes": s.passes,
        }
        if seat is None:
            v["deck"] = list(s.deck)
            v["queue"] = list(s.queue)
            v["claims"] = [list(c) for c in s.claims]
        return v

    def snapshot(self, state: State) -> dict:
        """The whole state as JSON-able data."""
        return snapshot(state)

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """ValueError (saying what was expected) if snap is not a possible state."""
        try:
            from_snapshot(snap)
        except (TypeError, KeyError, AttributeError) as err:
            raise ValueError(f"matschig save state: malformed data ({err})") from None

    def restore(self, snap: Mapping[str, Any]) -> State:
        """The state a snapshot describes."""
        return from_snapshot(snap)

    def setup_of(self, state: State) -> tuple[int, frozenset[str], dict[str, Any]]:
        """(players, variants, options) of a state."""
        return state.players, state.variants, {"rounds": state.rounds}

    def text(self, state: State, lang: str = "en", seat: Optional[int] = None) -> str:
        """Monospace diagram of the whole table, labelled in en or es."""
        return state_text(state, lang)

    def svg(self, state: State, seat: Optional[int] = None, **highlights: Any) -> str:
        """SVG picture of the table; other hands hidden for a seat."""
        return state_svg(state, hide_hands=seat is not None, **highlights)


RULES = MatschigRules()
