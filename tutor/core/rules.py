"""The contract every game's rules implement; Game drives any Rules object."""
from __future__ import annotations

import typing
from typing import Any, Callable, Generic, Iterable, Mapping, NamedTuple, Optional, TypeVar

from .arguments import typed_arguments
from .errors import TutorError
from .events import Event
from .i18n import Text

S = TypeVar("S")  # a game's immutable state

# The one vocabulary of svg() for every game, besides seat: the language of its words, the click tokens
# to mark legal (class tutor-legal), the tokens picked so far on a click path, tokens or parts to frame,
# and a region to draw alone (a hand, a trick, one line: a game names its regions).
SVG_KEYWORDS = frozenset({"lang", "legal", "picked", "highlight", "region"})
# the methods a board or a lesson calls with what a learner clicked or chose: each game's version checks its
# arguments against the contract's type hints here (a wrong type is a ValueError naming the argument)
CHECKED_METHODS = ("click_path", "click_label", "why_not_click", "describe", "status", "why", "text", "svg",
                   "view", "hint", "move_highlight", "seen_action")


class Result(NamedTuple):
    """Final scores (one int per seat), the winning seats, and the rule that ended the game
    (like python-chess's Outcome.termination)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    termination: Optional[str] = None


class Hint(NamedTuple):
    """A good action for the seat to move, why (told from that seat's view only), and the rule IDs.
    From Game.why, `action` is the move as the asking seat may know it (a hidden card left out)."""

    action: str
    text: str
    rules: tuple[str, ...]


class Rules(Generic[S]):
    """A game as pure functions of immutable state. Subclass once per game.

    Contract (all methods pure; none mutates its arguments):
    - ``start(players, seed, variants, options)`` -> initial state (RNG inside).
    - ``to_move(state)`` -> seat that must decide, or None when over.
    - ``legal_actions(state)`` -> every legal action, canonical notation.
    - ``apply(state, action)`` -> (canonical action, new state, events);
      raises NotationError for garbage, IllegalAction (with rule) when forbidden.
    - ``result(state)`` -> Result, only when ``to_move(state) is None``.
    - ``view(state, seat)`` -> dict of what that seat may see (seat None: all).
    - ``snapshot(state)`` -> JSON-able dict of the whole state (the game's position format);
      ``check_snapshot(d)`` raises ValueError if it breaks an invariant;
      ``restore(d)`` -> the state that snapshot describes (ValueError naming what is wrong);
      ``setup_of(state)`` -> (players, variants, options) of that state.
    - ``hint(state, lang)`` -> Hint for the seat to move, from its view only.
    - ``text(state, lang, seat)`` -> monospace diagram; ``svg(state, seat, lang=, legal=, picked=,
      highlight=, region=)`` -> SVG in the one vocabulary SVG_KEYWORDS (a game sets ``svg_highlights =
      SVG_KEYWORDS``; Game.svg refuses any other keyword with a TypeError); every part a click path
      token stands for carries ``data-action="<token>"`` (class ``tutor-legal`` when it is in ``legal``).
    - ``click_path(state, action)`` -> the clicks that make the action, e.g. ("W3", "R pile", "take G");
      the paths of the legal actions are unique and none is a prefix of another.
    - ``click_label(state, token, lang)`` -> a click token in words, for the choices strip.
    - ``why_not_click(state, token, lang)`` -> why a click on a drawn target plays nothing now.
    - ``describe(state, action, lang)`` -> the action in words (never notation), for hints.
    - ``status(state, seat, lang)`` -> one line over the board for that seat: whose turn, what to decide.
    - ``why(state, action, seat, lang)`` -> Hint: why the seat to move at `state` chose `action`, told to
      `seat` from only what `seat` may know (seat None: the teacher's view, all hands shown).
    - ``move_highlight(before, action, after)`` -> what to frame on the board after a move, drawn for every
      seat: only what every seat may know (never a secret answer's target).
    - ``seen_action(state, action, seat)`` -> the action as `seat` learns of it by the end of the step that
      plays it (seat None: the teacher, who sees all); two legal actions with the same answer look alike to
      that seat, and everything it is shown after either must be the same (a secret answer, until the rules
      tell the table). Default: every action is public, the answer is the action itself.
    - ``unreachable(state)`` -> why no game could arrive at that state (Text reasons; empty: none known).
    - ``setup_events(state)`` -> the set-up of a game that starts at `state`, told as events citing the
      set-up rules (the deal, the first player); Game.setup holds them.
    - ``plausible_actions(state)`` -> actions a learner might try now, legal or not: the rule demos look for
      the refusals among them (tutor.demos).
    The CHECKED_METHODS of every game check their arguments against the hints of this contract: a wrong type
    is a ValueError naming the argument, an unknown keyword a TypeError.
    """

    name: str = ""
    min_players: int = 2
    max_players: int = 2
    default_players: int = 2
    known_variants: frozenset[str] = frozenset()
    end_rule: Optional[str] = None      # the rule cited when an action comes after the end
    # option name -> (default, allowed values)
    options: Mapping[str, tuple[Any, tuple[Any, ...]]] = {}
    svg_highlights: frozenset[str] = frozenset()  # the keywords svg() takes besides seat
    variant_conflicts: tuple[frozenset[str], ...] = ()  # sets of variants that cannot all be chosen

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in CHECKED_METHODS:
            if name in cls.__dict__:
                setattr(cls, name, _typed(name, cls.__dict__[name], f"{cls.__name__}.{name}"))

    def check_variants(self, variants: frozenset[str]) -> None:
        """Raise ValueError for a combination of known variants that is not defined."""
        for clash in self.variant_conflicts:
            if clash <= variants:
                raise ValueError(f"the {self.name} variants {' and '.join(sorted(clash))} cannot be combined: "
                                 "each answers the same question of the rules another way")

    def start(self, players: int, seed: int, variants: frozenset[str], options: Mapping[str, Any]) -> S:
        raise NotImplementedError

    def to_move(self, state: S) -> Optional[int]:
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[str]:
        raise NotImplementedError

    def apply(self, state: S, action: str) -> tuple[str, S, tuple[Event, ...]]:
        raise NotImplementedError

    def result(self, state: S) -> Result:
        raise NotImplementedError

    def view(self, state: S, seat: Optional[int]) -> dict[str, Any]:
        raise NotImplementedError

    def snapshot(self, state: S) -> dict[str, Any]:
        raise NotImplementedError

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """Raise ValueError (saying what was expected) if snap is not a possible state."""

    def restore(self, snap: Mapping[str, Any]) -> S:
        """The state a snapshot describes; a ValueError naming what is wrong if it is not possible."""
        raise NotImplementedError

    def setup_of(self, state: S) -> tuple[int, frozenset[str], dict[str, Any]]:
        """(players, variants, options) of a state, to check a position against new_game's arguments."""
        raise NotImplementedError

    def hint(self, state: S, lang: str = "en") -> Hint:
        """A good action for the seat to move and why, told from that seat's view only."""
        raise NotImplementedError

    def text(self, state: S, lang: str = "en", seat: Optional[int] = None) -> str:
        raise NotImplementedError

    def svg(self, state: S, seat: Optional[int] = None, *, lang: str = "en", legal: Iterable[str] = (),
            picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
        """The picture as `seat` sees it, in the shared vocabulary (SVG_KEYWORDS; see the class contract)."""
        raise NotImplementedError

    # -- clicking and telling: what a board and a lesson need -------------------------------------------
    def click_path(self, state: S, action: str) -> tuple[str, ...]:
        """The clicks that make `action` (a legal action at `state`); by default one click, the action."""
        return (action,)

    def click_label(self, state: S, token: str, lang: str = "en") -> str:
        """A click token in words, for the choices strip; by default the token itself."""
        return token

    def why_not_click(self, state: S, token: str, lang: str = "en") -> str:
        """Why a click on the target `token` plays nothing now (the engine's refusal with its rule)."""
        try:
            self.apply(state, token)
        except TutorError as err:
            return err.text(lang)
        return ""

    def describe(self, state: S, action: str, lang: str = "en") -> str:
        """The action in words, never in notation; by default the labels of its clicks."""
        path = self.click_path(state, action)
        return ", ".join(self.click_label(state, token, lang) for token in path)

    def status(self, state: S, seat: Optional[int], lang: str = "en") -> str:
        """One line over the board for `seat` (None: the projector): whose turn, what to decide."""
        return ""

    def why(self, state: S, action: str, seat: Optional[int], lang: str = "en") -> Hint:
        """Why the seat to move at `state` chose `action`, told to `seat` from what `seat` may know."""
        raise NotImplementedError

    def move_highlight(self, before: S, action: str, after: S) -> tuple[str, ...]:
        """What to frame after a move (targets or parts of the drawing); by default its clicks."""
        return self.click_path(before, action)

    def seen_action(self, state: S, action: str, seat: Optional[int]) -> str:
        """`action` (legal at `state`) as `seat` learns of it by the end of its step; actions with the same
        answer look alike to that seat. By default every action is public: the answer is the action itself."""
        return action

    def unreachable(self, state: S) -> tuple["Text", ...]:
        """Why no game played by these rules could arrive at `state`, each reason in words (empty: no
        reason known). Necessary conditions only: a state that passes may still be unreachable."""
        return ()


    def setup_events(self, state: S) -> tuple[Event, ...]:
        """The set-up of a game starting at `state`, as events that cite the set-up rules (default: none)."""
        return ()

    def plausible_actions(self, state: S) -> list[str]:
        """Actions a learner might try at `state`, legal or not (default: the legal ones)."""
        return self.legal_actions(state) if self.to_move(state) is not None else []


def _typed(name: str, method: Callable[..., Any], where: str) -> Callable[..., Any]:
    """method with its arguments checked against the hints of the contract's method of that name."""
    return typed_arguments(method, _CONTRACT_HINTS[name], where)


_CONTRACT_HINTS = {name: typing.get_type_hints(getattr(Rules, name)) for name in CHECKED_METHODS}
for _name in CHECKED_METHODS:
    setattr(Rules, _name, _typed(_name, getattr(Rules, _name), f"Rules.{_name}"))
