"""The Matzlfangen Rules object: the phase machine over immutable State."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping, Optional

from ..core.errors import IllegalAction
from ..core.events import Event
from ..core.rng import seed_state
from ..core.rules import Result, Rules
from . import auction, deal, play, raises
from .notation import CANONICAL_ACTIONS, format_action, parse_canonical
from .play import play_actions, play_card
from .snapshot import check_snapshot, snapshot
from .state import GAME, State
from .variants import KNOWN_VARIANTS, check_variants
from .view import svg_of, text_of, view_of

FIRST_DEALER = 3  # R-SEAT-4: any fair method; we let P4 deal first so that P1 is forehand

# The verbs each phase accepts, and the rule quoted when a verb comes at the wrong time.
_PHASE_VERBS = {"cut": ("cut", "knock", "weiter"), "auction": ("weiter", "bid"), "trump": ("trump",),
                "call": ("call",), "raise": ("raise", "no raise"), "play": ("play", "raise"),
                "claim": ("claim", "waive")}
_PHASE_RULE = {"cut": "R-DEAL-1", "auction": "R-BID-1", "trump": "R-BID-5", "call": "R-CALL-1",
               "raise": "R-SPR-5", "play": "R-PLAY-1", "claim": "R-MATZL-3"}


# Per phase: every legal action of the seat to move (a new list).
_LEGAL: dict[str, Callable[[State], list[str]]] = {
    "cut": deal.cut_actions, "auction": auction.bid_actions, "trump": auction.trump_actions,
    "call": auction.call_actions, "raise": raises.raise_actions, "play": play.play_actions,
    "claim": lambda s: ["claim", "waive"], "over": lambda s: []}


def _play_step(s: State, verb: str, card: Any) -> tuple[State, list[Event]]:
    """A raise while V-SPR-UNTIL-TRICK1 keeps the window open, or a card that missed apply()'s fast path
    (refused unless legal)."""
    if verb == "raise":
        return raises.raise_(s)
    return play.play_card(s, card)


# Per phase: step(state, verb, arg) -> (new state, events) plays a verb of that phase (_PHASE_VERBS),
# raising IllegalAction, with nothing changed, if it is not legal now.
_STEPS: dict[str, Callable[[State, str, Any], tuple[State, list[Event]]]] = {
    "cut": deal.cut, "auction": auction.speak, "trump": auction.name_trump, "call": auction.call,
    "raise": raises.answer, "play": _play_step,
    "claim": lambda s, verb, arg: play.apply_claim(s, verb == "claim"),
}


# check_variants, remembering the accepted sets (not the refused ones: they raise again): games are started
# often, with few different sets.
_check_variants_once = lru_cache(maxsize=64)(check_variants)


_PLAY_CARD = {text: arg for text, (verb, arg) in CANONICAL_ACTIONS.items() if verb == "play"}  # "play HX" -> card
# phase -> {canonical text of an action of a verb that phase takes -> (its step, verb, argument)}: apply()'s
# way for every other phase, as parsing and the verb check are then a single lookup.
_DISPATCH = {ph: {text: (step, verb, arg) for text, (verb, arg) in CANONICAL_ACTIONS.items()
                  if verb in _PHASE_VERBS[ph]} for ph, step in _STEPS.items()} | {"over": {}}


class MatzlfangenRules(Rules[State]):
    """Matzlfangen for exactly 4 players: deal, auction, call, Spritzen, 8 tricks, Matzl, settlement."""

    name = GAME
    min_players = max_players = default_players = 4
    known_variants = KNOWN_VARIANTS
    options = {"deals": (1, ())}  # any positive whole number, checked in start()
    end_rule = "R-SETTLE-1"  # the last deal's settlement ends the series (its "series-over" event)

    def check_variants(self, variants: frozenset[str]) -> None:
        """Refuse variant combinations that are not defined (ValueError)."""
        _check_variants_once(frozenset(variants))

    def start(self, players: int, seed: int, variants: frozenset[str], options: Mapping[str, Any]) -> State:
        """A new series: P4 deals first and shuffles from the seeded RNG."""
        if players != 4:
            raise ValueError(f"matzlfangen is played by exactly 4 players, not {players!r}")
        deals = options.get("deals", 1)
        if not isinstance(deals, int) or isinstance(deals, bool) or deals < 1:
            raise ValueError(f"deals must be a positive whole number (1, 2, ...), not {deals!r}")
        variants = frozenset(variants)
        _check_variants_once(variants)
        return deal.new_series(variants, deals, FIRST_DEALER, seed_state(seed))

    def to_move(self, state: State) -> Optional[int]:
        """The seat that must decide, or None when the series is over."""
        return None if state.phase == "over" else state.turn

    def legal_actions(self, state: State) -> list[str]:
        """Every legal action of the seat to move, in canonical notation."""
        return play_actions(state) if state.phase == "play" else _LEGAL[state.phase](state)  # play: 32 of ~42

    def apply(self, state: State, action: str) -> tuple[str, State, tuple[Event, ...]]:
        """Validate and apply one action; refusals raise and change nothing."""
        if type(action) is str:
            if state.phase == "play":
                # The hot case (32 of ~42 actions a deal), a card in canonical notation: play_card checks it
                # against the very legal set that legal_actions() listed (one memo answers both).
                card = _PLAY_CARD.get(action)
                if card is not None:
                    new, events = play_card(state, card)
                    return action, new, events  # a tuple already
            else:
                hit = _DISPATCH[state.phase].get(action)  # a canonical action of a verb of this phase
                if hit is not None:
                    step, verb, arg = hit
                    new, events = step(state, verb, arg)
                    return action, new, tuple(events)
        parsed = CANONICAL_ACTIONS.get(action)  # parse_canonical's own first step, without the call
        if parsed is None:
            canonical, parsed = parse_canonical(action)
        else:
            canonical = action
        verb, arg = parsed
        ph = state.phase
        if ph == "over":
            raise IllegalAction("core", self.end_rule, "game-over")
        if verb not in _PHASE_VERBS[ph]:
            if verb in ("raise", "no raise") and ph in ("play", "claim"):
                raise IllegalAction(GAME, "R-SPR-3", "raise-closed", {"seat": state.turn,
                                                                      "until_trick1": False})
            raise IllegalAction(GAME, _PHASE_RULE[ph], "wrong-phase", {
                "got": format_action((verb, arg)), "phase": ph, "seat": state.turn,
                "legal": self.legal_actions(state)[:12]})
        new, events = _STEPS[ph](state, verb, arg)
        return canonical, new, tuple(events)

    def result(self, state: State) -> Result:
        """Running game points per seat (zero-sum) and the seats with the most."""
        top = max(state.scores)
        return Result(tuple(state.scores), tuple(x for x in range(4) if state.scores[x] == top))

    def view(self, state: State, seat: Optional[int]) -> dict:
        """What that seat may see (None: everything)."""
        return view_of(state, seat)

    def snapshot(self, state: State) -> dict:
        """The whole state as JSON-able data."""
        return snapshot(state)

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """A ValueError saying what was expected if snap is not a possible state."""
        check_snapshot(snap)

    svg_highlights = frozenset({"highlight", "lang"})

    def text(self, state: State, lang: str = "en", seat: Optional[int] = None) -> str:
        """Monospace diagram of the table, in en or es."""
        return text_of(state, lang)

    def svg(self, state: State, seat: Optional[int] = None, **highlights: Any) -> str:
        """SVG picture of the table; other hands hidden for a seat."""
        return svg_of(state, seat, **highlights)


RULES = MatzlfangenRules()
