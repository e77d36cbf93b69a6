"""Muros as a Rules object: the top of the package's one-way stack (board, notation, scoring, state <-
words, texts <- moves <- deal, positions, clicks <- hinttexts, hints <- why, view, picture <- rules).
demoplay (the rule demos' search hints) sits beside it: tutor.demos loads it and hands it the rules."""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional

from ..core import SVG_KEYWORDS, Event, Game, Hint, Result, Rules
from ..core.i18n import Text
from . import clicks, deal, hints, moves, positions, reachable, why
from .board import LINE_VARIANT_CONFLICTS
from .picture import board_svg
from .scoring import TIER_BEST_SINGLE, tiers, winners
from .state import ALL_CARDS, ALLOW_PASS, VARIANTS, MurosState, setup
from .view import text_diagram


class MurosRules(Rules[MurosState]):
    """Muros (rules/muros.md, MU1-MU27) with every named variant as a switch."""

    name = "muros"
    min_players, max_players, default_players = 2, 4, 2
    known_variants = VARIANTS
    end_rule = "MU12"
    variant_conflicts = LINE_VARIANT_CONFLICTS     # checked by core when a game starts
    svg_highlights = SVG_KEYWORDS

    def start(self, players: int, seed: int, variants: frozenset[str], options: Mapping[str, Any]) -> MurosState:
        return setup(players, seed, variants)

    def to_move(self, state: MurosState) -> Optional[int]:
        return state.turn

    def legal_actions(self, state: MurosState) -> list[str]:
        """Every legal placement for the seat to move, line by line (MU7, MU9, MU11, MU18-MU20)."""
        return moves.legal_actions(state)

    def plausible_actions(self, state: MurosState) -> list[str]:
        """What a learner might try, legal or not: every card colour from the hand and from the piles at
        every slot, the capture choices in phase 2, and pass (refused by MU4, MU5, MU7-MU9, MU18-MU20, A6)."""
        return moves.plausible_actions(state)

    def setup_events(self, state: MurosState) -> tuple[Event, ...]:
        """The set-up of a game dealt as `state` (MU1-MU6); none for a game already under way."""
        return deal.setup_events(state)

    def apply(self, state: MurosState, action: str) -> tuple[str, MurosState, tuple[Event, ...]]:
        """Validate and play one action: (canonical text, new state, events); refusals raise."""
        return moves.apply(state, action)

    def result(self, state: MurosState) -> Result:
        counts = state.board_counts()
        caps = [moves.captured_dict(state, s) for s in range(state.players)]
        top = tiers(counts)[0]
        scores = tuple(sum(c[col] for col in top) for c in caps)
        ended_by = "MU12" if state.placed == ALL_CARDS else ALLOW_PASS   # A9: every player passed
        return Result(scores, tuple(winners(counts, caps, state.variants & {TIER_BEST_SINGLE})), ended_by)

    def view(self, state: MurosState, seat: Optional[int]) -> dict:
        """What `seat` may see: its own hand, others' hand sizes, captures unless HIDDEN_CAPTURES."""
        return positions.seat_view(state, seat)

    # -- positions (the format: the package docstring) --------------------------------
    def snapshot(self, state: MurosState) -> dict:
        return positions.snapshot(state)

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """Refuse a position that breaks MU1-MU12, MU17 or A9 with a ValueError naming what is wrong."""
        positions.check_snapshot(snap)

    def restore(self, snap: Mapping[str, Any]) -> MurosState:
        return positions.restore(snap)

    def unreachable(self, state: MurosState) -> tuple[Text, ...]:
        """Why no game could arrive at `state`, in words (the conditions: the package docstring)."""
        return reachable.unreachable(state)

    def setup_of(self, state: MurosState) -> tuple[int, frozenset[str], dict[str, Any]]:
        return state.players, state.variants, {}

    # -- teaching -------------------------------------------------------------------
    def hint(self, state: MurosState, lang: str = "en") -> Hint:
        """The placement that most improves the standing of the seat to move, from its view only."""
        return hints.hint(state, lang)

    def why(self, state: MurosState, action: str, seat: Optional[int], lang: str = "en") -> Hint:
        """Why the seat to move chose `action`, told to `seat` from what `seat` may know (why.py)."""
        return why.why(state, action, seat, lang)

    def click_path(self, state: MurosState, action: str) -> tuple[str, ...]:
        return clicks.click_path(state, action)

    def click_label(self, state: MurosState, token: str, lang: str = "en") -> str:
        return clicks.click_label(state, token, lang)

    def why_not_click(self, state: MurosState, token: str, lang: str = "en") -> str:
        return clicks.why_not_click(state, token, lang)

    def describe(self, state: MurosState, action: str, lang: str = "en") -> str:
        return clicks.describe(state, action, lang)

    def status(self, state: MurosState, seat: Optional[int], lang: str = "en") -> str:
        return clicks.status(state, seat, lang)

    def move_highlight(self, before: MurosState, action: str, after: MurosState) -> tuple[str, ...]:
        return clicks.move_highlight(before, action, after)

    # -- display -------------------------------------------------------------------
    def text(self, state: MurosState, lang: str = "en", seat: Optional[int] = None) -> str:
        """The diagram as `seat` may see it: other hands (MU3) and HIDDEN_CAPTURES as counts."""
        return text_diagram(state, lang, seat)

    def svg(self, state: MurosState, seat: Optional[int] = None, *, lang: str = "en", legal: Iterable[str] = (),
            picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
        """The board as `seat` may see it, in the shared svg vocabulary (picture.py)."""
        return board_svg(state, seat, lang=lang, legal=legal, picked=picked, highlight=highlight, region=region)


RULES = MurosRules()


def game(seed: int = 0, **position: Any) -> Game[MurosState]:
    """A Muros game at the position make_position builds from these arguments (typed: game.state is a
    MurosState), e.g. game(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1}])."""
    return Game(RULES, seed=seed, position=positions.make_position(seed=seed, **position))
