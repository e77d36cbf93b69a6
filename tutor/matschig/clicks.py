"""How each action is clicked on the table (click paths), each click in words, why a click plays nothing,
and an action in words (describe). Tokens are those of tokens.py.

    throw W3 S5 at P2           W3, S5, P2          (water first, then sand, then the target)
    pass / decline / accept     pass / decline / accept
    swap W1 U2 PIPE             W1, U2, PIPE        (swap, W1, U2, PIPE when a throw is possible too)
    complete W2 at P3           W2, P3
    umbrellas U4>W2 U3+U2>S5    U4, mud W2, U3, U2, mud S5, done
    PIPE at P3                  PIPE, P3
    WATERSUIT W4 S3             WATERSUIT, mud W4, mud S3, done
    BLOWER / FLAMETHROWER / MACHINEGUN     the card itself
"""
from __future__ import annotations

from typing import Callable, Optional

from ..core.errors import IllegalAction, TutorError
from ..core.i18n import Template, Text, register_texts
from . import variants as V
from .cards import KIND, SAND, SPECIAL, UMBRELLA, VALUE, WATER, can_throw, sort_cards
from .hints import outcome
from .mud import defence_actions, defence_step, race_actions, race_step
from .notation import parse_action
from .scoring import score_pile
from .state import DEFEND, RACE, TURN, MatschigState
from .tokens import hand_card, mud_card, mud_token, seat_of
from .turn import turn_actions, turn_step
from .words import P, cards, groups, pts, the_card

GAME = "matschig"
State = MatschigState
_STEPS: dict[str, Callable] = {TURN: turn_step, RACE: race_step, DEFEND: defence_step}
_LEGAL: dict[str, Callable[[State], list[str]]] = {TURN: turn_actions, RACE: race_actions, DEFEND: defence_actions}


def mover(s: State) -> Optional[int]:
    """The seat that decides now (None when the game is over)."""
    return {TURN: s.active, RACE: s.queue[0] if s.queue else None, DEFEND: s.target}.get(s.phase)


def legal(s: State) -> list[str]:
    """The legal actions of the seat to move."""
    return _LEGAL[s.phase](s) if s.phase in _LEGAL else []


def _swap_first(s: State) -> bool:
    """A swap starts with the swap button only when a throw is possible too (VOLUNTARY_SWAP)."""
    return s.phase == TURN and can_throw(s.hands[s.active])


# -- click paths ---------------------------------------------------------------------------------------
def click_path(s: State, action: str) -> tuple[str, ...]:
    """The clicks that make a legal action (see the module docstring)."""
    parsed = parse_action(action)
    verb = parsed[0]
    if verb == "throw":
        return (*sort_cards(parsed[1]), P(parsed[2]))
    if verb in ("pass", "decline", "accept"):
        return (verb,)
    if verb == "swap":
        return (("swap",) if _swap_first(s) else ()) + tuple(sort_cards(parsed[1]))
    if verb == "complete":
        return (parsed[1], P(parsed[2]))
    gs, specials, pipe_target, suit = parsed[1:]
    if gs:
        path: list[str] = []
        for us, c in gs:
            path += [*us, mud_token(c)]
        return (*path, "done")
    special = specials[0]
    if special == "PIPE":
        return (special, P(pipe_target))
    if special == "WATERSUIT":
        return (special, *(mud_token(c) for c in suit), "done")
    return (special,)


# -- labels ----------------------------------------------------------------------------------------------
LABELS = {
    "pass": Text("Pass"), "swap": Text("Swap 3 cards and pass"),
    "decline": Text("Decline"), "done": Text("Defend with the cards placed"),
    "accept": Text("Accept all → {points}"),
    "seat-turn": Text("throw at {seat}, who has {points}"),
    "seat-race": Text("send it at {seat}, who has {points}"),
    "seat-defend": Text("pipe it at {seat}, who has {points}"),
    "complete": Text("complete it with {card}"),
    "mud": Text("{card} in the mud"),
    "special": Text("{card} → {points}"),
}


def standing(s: State, seat: int) -> int:
    """A seat's points as everyone sees them: its total plus its mud pile now (M26)."""
    return s.totals[seat] + score_pile(s.piles[seat])[0]


ACCEPT_LATER = Text("Accept all")


def click_label(s: State, token: str, lang: str = "en") -> str:
    """A token in words for the choices strip, with the score it leads to where one is known."""
    seat, card, placed = seat_of(token), hand_card(token), mud_card(token)
    if seat is not None and seat < s.players:
        key = {TURN: "seat-turn", RACE: "seat-race"}.get(s.phase, "seat-defend")
        return LABELS[key].format(seat=P(seat), points=pts(standing(s, seat)))(lang)
    if placed is not None:
        return LABELS["mud"].format(card=the_card(placed))(lang)
    if token == "accept" and s.phase == DEFEND:
        after = outcome(s.mud, s.piles[s.target], "accept").score
        return LABELS["accept"].format(points=pts(after))(lang)
    if token == "accept":      # drawn before the defence: what it would score is not known yet
        return ACCEPT_LATER(lang)
    if token in LABELS:
        return LABELS[token](lang)
    if card is None:
        return token
    if s.phase == RACE:
        return LABELS["complete"].format(card=the_card(card))(lang)
    if s.phase == DEFEND and KIND[card] == SPECIAL:
        uses = [a for a in legal(s) if a.split()[0] == card]
        if uses and card != "PIPE":
            best = min(outcome(s.mud, s.piles[s.target], a).score for a in uses)
            return LABELS["special"].format(card=the_card(card), points=pts(best))(lang)
    return the_card(card)(lang)


# -- why a click plays nothing ----------------------------------------------------------------------------
CLICK_TEXTS: dict[str, Template] = {
    "click-water-first": Text("Pick the water card first, then the sand card, then the player to throw at."),
    "click-cards-first": Text("Pick a water card and a sand card first; then click the player to throw at."),
    "click-completing-first": Text("Click the card that completes the mud first; then the player to send it at."),
    "click-umbrella-first": Text("Pick umbrellas first, then the mud card they guard: a group stops one mud card if "
                                 "its umbrellas add up to at least the card's value."),
    "click-place-first": Text("Place umbrellas on mud cards first (or choose the cards the water suit stops)."),
    "click-pipe-first": Text("Only the pipe sends the mud on to a player: click the pipe first."),
    "mud-no-defence": Text("Water and sand cards do not defend: accept the mud, open umbrellas or play one special "
                           "card."),
    "click-not-yours": lambda d: Text("It is {seat}'s decision now.").format(seat=P(d["seat"])),
    "click-not-now": Text("That cannot be used now."),
}
register_texts(GAME, CLICK_TEXTS)


def _try(s: State, action: str) -> Optional[TutorError]:
    """The refusal of an action in the phase it belongs to (None if it would be played)."""
    try:
        parsed = parse_action(action)
        _STEPS[s.phase](s, parsed[0], parsed[1:])
    except TutorError as err:
        return err
    return None


def _refuse(rule: Optional[str], kind: str, **data: object) -> IllegalAction:
    return IllegalAction(GAME, rule, kind, data)


def why_not_click(s: State, token: str, lang: str = "en") -> str:
    """Why a click on a drawn target plays nothing now: the engine's refusal of the action the click
    would start, or what to click first; always with the rule it rests on."""
    return _why_not(s, token).text(lang)


def _why_not(s: State, token: str) -> TutorError:
    who = mover(s)
    if who is None:
        return IllegalAction("core", "M30", "game-over")
    other = P((who + 1) % s.players)
    seat, card, placed = seat_of(token), hand_card(token), mud_card(token)
    hand = s.hands[who]
    if s.phase == TURN:
        if token == "pass" or token == "swap":
            return _try(s, "pass" if token == "pass" else "swap " + " ".join(hand[:3])) or _refuse(None, "click-not-now")
        if card is not None and card in hand:
            if can_throw(hand):
                if KIND[card] == SAND:
                    return _refuse("M8", "click-water-first")
                water = next(c for c in hand if KIND[c] == WATER)
                sand = next(c for c in hand if KIND[c] == SAND)
                probe = f"throw {card} {sand} at {other}" if KIND[card] != WATER else f"throw {water} {sand} at {other}"
                return _try(s, probe) or _refuse("M8", "click-not-now")
            rest = [c for c in hand if c != card][:2]
            return _try(s, " ".join(["swap", card, *rest])) or _refuse("M7", "click-not-now")
        if seat is not None:
            return _refuse("M8", "click-cards-first")
    elif s.phase == RACE:
        if card is not None and card in hand:
            return _try(s, f"complete {card} at {other}") or _refuse("M12", "click-not-now")
        if seat is not None:
            return _refuse("M15", "click-completing-first")
        if token == "decline":
            return _refuse("M14", "click-not-now")
    elif s.phase == DEFEND:
        if card is not None and card in hand:
            if KIND[card] in (WATER, SAND):
                return _refuse("M16", "mud-no-defence")
            if KIND[card] == UMBRELLA:
                smallest = min(s.mud, key=lambda m: VALUE[m])
                return _try(s, f"umbrellas {card}>{smallest}") or _refuse("M18", "click-not-now")
            probe = {"PIPE": f"PIPE at {other}", "WATERSUIT": "WATERSUIT " + " ".join(s.mud)}.get(card, card)
            return _try(s, probe) or _refuse("M19", "click-not-now")
        if placed is not None:
            return _refuse("M18", "click-umbrella-first")
        if token == "done":
            return _refuse("M18", "click-place-first")
        if seat is not None:
            return _refuse("M19a", "click-pipe-first")
    return _refuse(None, "click-not-now")


# -- an action in words -------------------------------------------------------------------------------------
DESCRIBE = {
    "throw": Text("throw {cards} at {seat}"),
    "pass": Text("pass", context="matschig.clicks"),
    "swap": Text("swap {cards}, and pass"),
    "complete": Text("complete the mud with {card} and send it at {seat}"),
    "decline": Text("decline to complete"),
    "accept": Text("accept the mud"),
    "umbrellas": Text("open umbrellas: {groups}"),
    "PIPE": Text("play the pipe at {seat}"),
    "BLOWER": Text("play the blower"),
    "FLAMETHROWER": Text("play the flamethrower"),
    "WATERSUIT": Text("put on the water suit and stop {cards}"),
    "MACHINEGUN": Text("fire the machine-gun umbrella"),
    "specials": Text("play {cards} together"),
    "umbrellas-and": Text("open umbrellas: {groups}, and play {cards} too"),
}
# the same actions after "P2 chose to ...": English says both with one form, other languages may not
INFINITIVE = {
    "throw": Text("throw {cards} at {seat}", context="matschig infinitive"),
    "pass": Text("pass", context="matschig infinitive"),
    "swap": Text("swap {cards}, and pass", context="matschig infinitive"),
    "complete": Text("complete the mud with {card} and send it at {seat}", context="matschig infinitive"),
    "decline": Text("decline to complete", context="matschig infinitive"),
    "accept": Text("accept the mud", context="matschig infinitive"),
    "umbrellas": Text("open umbrellas: {groups}", context="matschig infinitive"),
    "PIPE": Text("play the pipe at {seat}", context="matschig infinitive"),
    "BLOWER": Text("play the blower", context="matschig infinitive"),
    "FLAMETHROWER": Text("play the flamethrower", context="matschig infinitive"),
    "WATERSUIT": Text("put on the water suit and stop {cards}", context="matschig infinitive"),
    "MACHINEGUN": Text("fire the machine-gun umbrella", context="matschig infinitive"),
    "specials": Text("play {cards} together", context="matschig infinitive"),
    "umbrellas-and": Text("open umbrellas: {groups}, and play {cards} too", context="matschig infinitive"),
}


def describe_text(s: State, action: str, infinitive: bool = False) -> Text:
    """An action in words, never notation: 'throw water 3 and sand 5 at P2' (with infinitive, the form that
    follows 'P2 chose to')."""
    parsed = parse_action(action)
    verb = parsed[0]
    data: dict[str, object] = {"cards": "", "seat": "", "card": "", "groups": ""}
    if verb == "throw":
        data.update(cards=cards(sort_cards(parsed[1])), seat=P(parsed[2]))
    elif verb == "swap":
        data.update(cards=cards(sort_cards(parsed[1])))
    elif verb == "complete":
        data.update(card=the_card(parsed[1]), seat=P(parsed[2]))
    elif verb == "defend":
        gs, specials, pipe_target, suit = parsed[1:]
        verb = "umbrellas" if gs else specials[0]
        data.update(groups=groups(gs), cards=cards(suit), seat=P(pipe_target) if pipe_target is not None else "")
        if len(specials) > 1 or (gs and specials):  # tried together, which M16 and M19 refuse
            verb = "umbrellas-and" if gs else "specials"
            data.update(cards=cards(specials))
    return (INFINITIVE if infinitive else DESCRIBE)[verb].format(**data)


def describe(s: State, action: str, lang: str = "en", infinitive: bool = False) -> str:
    """An action in words, read in lang (describe_text)."""
    return describe_text(s, action, infinitive)(lang)


def move_highlight(before: State, action: str, after: State) -> tuple[str, ...]:
    """What to frame after a move: the seat the mud was sent at, or the seat that moved. Every seat sees the
    frame, so under RACE_RANDOM (A5) a secret answer frames the seat that answered, whatever it answered, and
    the step that ends the race the seat the completed mud was sent at (the drawn claim's, now public)."""
    if before.phase == RACE and V.RACE_RANDOM in before.variants:
        if after.phase == DEFEND and after.mud != before.mud:
            return (P(after.target),)
        who = mover(before)
        return () if who is None else (P(who),)
    parsed = parse_action(action)
    if parsed[0] in ("throw", "complete"):
        return (P(parsed[2]),)
    if parsed[0] == "defend" and parsed[3] is not None:
        return (P(parsed[3]),)
    who = mover(before)
    return () if who is None else (P(who),)
