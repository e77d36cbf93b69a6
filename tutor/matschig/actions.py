"""Who decides, what they may do, and doing it: to_move, legal_actions and apply, by phase."""
from __future__ import annotations

from typing import Callable, Optional

from ..core.errors import NotationError
from ..core.events import Event
from ..core.rules import Listed
from . import mud, turn
from .eventdata import GAME
from .notation import parse_action
from .state import DEFEND, OVER, RACE, TURN, MatschigState

State = MatschigState
Handler = Callable[[State, tuple, mud.Events, Optional[str]], tuple[str, State]]


def to_move(s: State) -> Optional[int]:
    """The seat that decides now, or None when the game is over."""
    if s.phase == TURN:
        return s.active
    if s.phase == DEFEND:
        return s.target
    if s.phase == RACE:
        return s.queue[0]
    return None


_LEGAL: dict[str, Callable[[State], list[str]]] = {
    TURN: turn.turn_actions, RACE: mud.race_actions, DEFEND: mud.defence_actions,
    OVER: lambda s: []}

# legal_actions is the single source of truth: apply() trusts a text it listed for this very state
LISTED = Listed()


def legal_actions(s: State) -> list[str]:
    """Every action the seat to move may play, in canonical notation."""
    return LISTED.remember(s, _LEGAL[s.phase](s))


# the rule a wrong-phase refusal cites, and the parsed kinds each phase takes
_PHASE_RULE = {TURN: "M6", RACE: "M14", DEFEND: "M16"}
_PHASE_KINDS = {TURN: ("throw", "pass", "swap"), RACE: ("complete", "decline"),
                DEFEND: ("accept", "defend")}
_HANDLERS: dict[str, Handler] = {
    "throw": turn.throw, "pass": turn.pass_turn, "swap": turn.swap, "complete": mud.complete,
    "decline": mud.decline, "accept": mud.accept, "defend": mud.defend}


def apply(s: State, text: str) -> tuple[str, State, tuple[Event, ...]]:
    """Play one action: (canonical action, new state, events). Refusals raise and change nothing."""
    if not isinstance(text, str):
        raise NotationError(GAME, None, "not-text", {"got": type(text).__name__})
    if s.phase == OVER:
        raise mud.refuse("M30", "game-over")
    # listed: legal_actions offered exactly this text for this very state, so it is canonical and
    # legal; the handlers then skip their checks (refusals always come from the full path)
    listed = text if LISTED.has(s, text) else None
    act = parse_action(text)
    if act[0] not in _PHASE_KINDS[s.phase]:
        raise mud.refuse(_PHASE_RULE[s.phase], "wrong-phase", seat=to_move(s), phase=s.phase,
                         got=act[0])
    ev: mud.Events = []
    canonical, new = _HANDLERS[act[0]](s, act, ev, listed)
    return canonical, new, tuple(ev)
