"""The Matzlfangen Rules object: the phase machine over immutable State."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.i18n import Text
from ..core.phases import Phase, PhaseRules
from ..core.rng import seed_state
from ..core.rules import SVG_KEYWORDS, Hint, Result
from . import auction, clicks, deal, hints, play, raises, why
from .notation import format_action, parse_action, shown
from .reachable import FIRST_DEALER, unreachable
from .setup_events import setup_events
from .snapshot import MAX_DEALS, check_snapshot, restore, setup_of, snapshot
from .state import GAME, State
from .texts import PHASE_NAMES
from .tries import plausible_actions
from .variants import KNOWN_VARIANTS, check_variants
from .view import svg_of, text_of, view_of


def _play_step(s: State, verb: str, card: Any) -> tuple[State, list[Event]]:
    """The play phase's step: a card, or a raise while V-SPR-UNTIL-TRICK1 keeps the window open."""
    if verb == "raise":
        return raises.raise_(s)
    return play.play_card(s, card)


def _claim_actions(s: State) -> list[str]:
    """R-MATZL-3: the side that caught the Matzl and won claims its bonus or waives it."""
    return ["claim", "waive"]


def _claim_step(s: State, verb: str, arg: None) -> tuple[State, list[Event]]:
    """The claim phase's step: R-MATZL-3, claim or waive the bonus."""
    return play.apply_claim(s, verb == "claim")


class MatzlfangenRules(PhaseRules[State]):
    """Matzlfangen for exactly 4 players: deal, auction, call, Spritzen, 8 tricks, Matzl, settlement."""

    name = GAME
    min_players = max_players = default_players = 4
    known_variants = KNOWN_VARIANTS
    options = {"deals": (1, ())}  # any positive whole number, checked in start()
    end_rule = "R-SETTLE-1"  # the last deal's settlement ends the series (its "series-over" event)
    svg_highlights = SVG_KEYWORDS
    # Per phase: its verbs, every legal action of the seat to move, the step that plays a verb (refusing,
    # with nothing changed, what is not legal now), and the rule cited when a verb of another phase comes.
    phases = {
        "cut": Phase(("cut", "knock", "weiter"), deal.cut_actions, deal.cut, "R-DEAL-1",
                     PHASE_NAMES["cut"]),
        "auction": Phase(("weiter", "bid"), auction.bid_actions, auction.speak, "R-BID-1",
                         PHASE_NAMES["auction"]),
        "trump": Phase(("trump",), auction.trump_actions, auction.name_trump, "R-BID-5",
                       PHASE_NAMES["trump"]),
        "call": Phase(("call",), auction.call_actions, auction.call, "R-CALL-1",
                      PHASE_NAMES["call"]),
        "raise": Phase(("raise", "no raise"), raises.raise_actions, raises.answer, "R-SPR-5",
                       Text("raise window (Spritzen)", context="matzlfangen phase")),
        "play": Phase(("play", "raise"), play.play_actions, _play_step, "R-PLAY-1",
                      Text("trick play", context="matzlfangen phase")),
        "claim": Phase(("claim", "waive"), _claim_actions, _claim_step, "R-MATZL-3",
                       PHASE_NAMES["claim"]),
    }

    def check_variants(self, variants: frozenset[str]) -> None:
        """Refuse variant combinations that are not defined (ValueError)."""
        check_variants(frozenset(variants))

    def start(self, players: int, seed: int, variants: frozenset[str], options: Mapping[str, Any]) -> State:
        """A new series: P4 deals first and shuffles from the seeded RNG."""
        if players != 4:
            raise ValueError(f"matzlfangen is played by exactly 4 players, not {shown(repr(players))}")
        deals = options.get("deals", 1)
        if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MAX_DEALS:
            raise ValueError(f"deals must be a whole number from 1 to {MAX_DEALS:,}, not {shown(repr(deals))}")
        variants = frozenset(variants)
        check_variants(variants)
        return deal.new_series(variants, deals, FIRST_DEALER, seed_state(seed))

    def to_move(self, state: State) -> Optional[int]:
        """The seat that must decide, or None when the series is over."""
        return None if state.phase == "over" else state.turn

    def parse(self, action: str) -> tuple[str, Any]:
        """(verb, argument) of an action; NotationError saying what was expected."""
        return parse_action(action)

    def format(self, verb: str, arg: Any) -> str:
        """The canonical notation of (verb, argument): always a plain str, whatever the caller passed."""
        return format_action((verb, arg))

    def wrong_phase(self, state: State, phase: Phase, got: str) -> IllegalAction:
        """R-SPR-3: a raise (or no raise) after the raise window has closed comes too late; any other action of
        another phase is refused in words: what it is, which phase this is, and what its seat decides now."""
        if got in ("raise", "no raise") and state.phase in ("play", "claim"):
            return IllegalAction(GAME, "R-SPR-3", "raise-too-late", {"seat": state.turn, "until_trick1": False})
        words, what = clicks.described(state, got), clicks.WHAT[state.phase]
        return IllegalAction(GAME, phase.rule, "not-now", {"words": words, "phase": state.phase, "seat": state.turn,
                                                            "what": what})

    def result(self, state: State) -> Result:
        """Running game points per seat (zero-sum), the seats with the most, and R-SETTLE-1: the last deal's
        settlement ends the series."""
        top = max(state.scores)
        return Result(tuple(state.scores), tuple(x for x in range(4) if state.scores[x] == top), self.end_rule)

    def view(self, state: State, seat: Optional[int]) -> dict:
        """What that seat may see (None: everything)."""
        return view_of(state, seat)

    def snapshot(self, state: State) -> dict:
        """The whole state in the position format (see the package docstring)."""
        return snapshot(state)

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """A ValueError naming what is wrong if snap is not a position the rules can reach."""
        check_snapshot(snap)

    def restore(self, snap: Mapping[str, Any]) -> State:
        """The state a position describes (checked first: a ValueError naming what is wrong)."""
        return restore(snap)

    def unreachable(self, state: State) -> tuple[Text, ...]:
        """Why no game could arrive at state, each reason in words (reachable.py: the conditions checked)."""
        return unreachable(state)

    def setup_events(self, state: State) -> tuple[Event, ...]:
        """The set-up of a game starting at state, told as public events: the players and the direction, the
        pack, its ranks and points, the Matzl, the first dealer (R-SEAT-*, R-DECK-*; past the cut, the deal)."""
        return setup_events(state)

    def plausible_actions(self, state: State) -> list[str]:
        """What a learner might try now, legal or not: every bid, trump suit, call, raise and card of the hand
        (tries.py); the rule demos find the refusals among them."""
        return plausible_actions(state)

    def setup_of(self, state: State) -> tuple[int, frozenset[str], dict[str, Any]]:
        """(4 players, the variants, {"deals": n}) of a state."""
        return setup_of(state)

    def hint(self, state: State, lang: str = "en") -> Hint:
        """The bot's plan for the seat to move, told from that seat's view, with the rules behind it."""
        return hints.hint(state, lang)

    def text(self, state: State, lang: str = "en", seat: Optional[int] = None) -> str:
        """Monospace diagram of the table, in lang, as seat sees it (None: everything)."""
        return text_of(state, lang, seat)

    def svg(self, state: State, seat: Optional[int] = None, **highlights: Any) -> str:
        """SVG picture of the table, as seat sees it (None: everything), in the shared vocabulary (lang,
        legal, picked, highlight, region: see view.svg_of); any other keyword is a TypeError."""
        return svg_of(state, seat, **highlights)

    # -- clicking and telling ---------------------------------------------------------------------------
    def click_label(self, state: State, token: str, lang: str = "en") -> str:
        """A click token (Matzlfangen clicks each action once: the token is the action) in words."""
        return clicks.click_label(state, token, lang)

    def describe(self, state: State, action: str, lang: str = "en") -> str:
        """The action in words, never notation: 'play the Laub Sau'."""
        return clicks.describe(state, action, lang)

    def why_not_click(self, state: State, token: str, lang: str = "en") -> str:
        """Why a click plays nothing: the refusal with its rule (and, to beat or trump, the best card so far)."""
        return clicks.why_not_click(self, state, token, lang)

    def status(self, state: State, seat: Optional[int], lang: str = "en") -> str:
        """The line over the board for seat (None: the projector)."""
        return clicks.status(state, self.to_move(state), seat, lang)

    def why(self, state: State, action: str, seat: Optional[int], lang: str = "en") -> Hint:
        """Why the seat to move at state chose action, told to seat from what seat may know."""
        return why.why(state, action, seat, lang)

    def move_highlight(self, before: State, action: str, after: State) -> tuple[str, ...]:
        """The card just played, framed."""
        return clicks.move_highlight(action)


RULES = MatzlfangenRules()
