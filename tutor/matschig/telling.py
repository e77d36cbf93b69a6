"""The status line over the table, and why a seat made a move, told to another seat from what that seat may
know: the move itself, the public table (mud piles, totals, the mud in flight) and its own cards. A seat's
own hand, or the teacher's projector (seat None, every hand shown), gets the mover's real reasoning."""
from __future__ import annotations

from typing import Optional

from ..core.i18n import Joined, Text, Verbatim, check_lang, text_of
from ..core.rules import Hint
from . import variants as V
from .cards import can_throw, completing, missing_type
from .clicks import GAME, describe_text, legal, mover, standing
from .hints import Outcome, outcome, plan
from .notation import parse_action
from .state import DEFEND, RACE, TURN, MatschigState
from .view import seat_view
from .words import MISSING, Capitalized, P, an, cards, groups, pts

State = MatschigState

STATUS = {
    "over": Text("The game is over: the lowest total wins."),
    "throw-you": Text("Your turn ({seat}): pick a water card and a sand card, then the player to throw at."),
    "throw-all": Text("{seat}'s turn: a water card and a sand card, then the player to throw at."),
    "swap-you": Text("Your turn ({seat}): you hold {missing}, so you cannot throw. Pass, or pick 3 cards to swap "
                     "first."),
    "swap-all": Text("{seat}'s turn: {seat} holds {missing}, so cannot throw: pass, or swap 3 cards first."),
    "pass-you": Text("Your turn ({seat}): you hold {missing}, so you cannot throw: pass."),
    "pass-all": Text("{seat}'s turn: {seat} holds {missing}, so cannot throw: pass."),
    "turn-other": Text("{seat}'s turn: {seat} throws a mud, or passes without a water and a sand card."),
    "race-you": Text("{card} would complete this mud, and you hold one: complete it, or decline."),
    "race-you-no": Text("{card} would complete this mud; you hold none, so you can only decline."),
    "race-all": Text("{card} would complete this mud. {seat} is asked: complete it, or decline."),
    "defend-you": Text("The mud flies at you: accept it, open umbrellas (one group per mud card) or play one special "
                       "card."),
    "defend-all": Text("The mud flies at {seat}: {seat} accepts it, opens umbrellas or plays one special card."),
}


def status(s: State, seat: Optional[int], lang: str = "en") -> str:
    """One line over the table for `seat` (None: the projector): whose turn, and what to decide."""
    return status_text(s, seat)(check_lang(lang))


def status_text(s: State, seat: Optional[int]) -> Text:
    """The status line (status) as a Text."""
    who = mover(s)
    if who is None:
        return STATUS["over"]
    me, name = seat == who, P(who)
    sees = me or seat is None
    if s.phase == TURN:
        hand = s.hands[who]
        if not sees:
            return STATUS["turn-other"].format(seat=name)
        if can_throw(hand):
            return STATUS["throw-you" if me else "throw-all"].format(seat=name)
        swap = any(a.startswith("swap ") for a in legal(s))
        key = ("swap" if swap else "pass") + ("-you" if me else "-all")
        return STATUS[key].format(seat=name, missing=MISSING[missing_type(hand)])
    if s.phase == RACE:
        card = completing(s.mud) or ""
        if me:
            line = STATUS["race-you" if card in s.hands[who] else "race-you-no"].format(card=an(card))
        else:
            line = STATUS["race-all"].format(card=an(card), seat=name)
        return Capitalized(line)
    return STATUS["defend-you" if me else "defend-all"].format(seat=name)


# -- why a move was made ------------------------------------------------------------------------------------
HEAD = {"all": Text("{seat}'s own reasoning (all hands shown): "),
        "you": Text("Your own reasoning: "),
        "chose": Text("{seat} chose to {move}.")}

WHY = {
    "throw": Text("{seat} holds a water card and a sand card, so {seat} had to throw, and threw {cards} at "
                  "{target}{leader}. {mud}"),
    "leader": Text(", who had the fewest points ({points})"),
    "perfect": Text("The mud is perfect: nobody can complete it and take it over."),
    "imperfect": Text("It is not perfect: whoever holds {card} may complete it and send it on."),
    "pass": Text("{seat} passed: a player who holds a water card and a sand card must throw, so {seat} lacks one "
                 "of the two."),
    "swap": Text("{seat} swapped {cards} for 3 new cards from the draw pile, hoping for better ones."),
    "complete": Text("{seat} held {card}, the card that completes the mud, and used it to send the mud, now perfect, "
                     "at {target}{leader}."),
    "decline": Text("{seat} declined. Everyone who may complete is asked in turn, holding the card or not, so a "
                    "decline tells nothing about {seat}'s hand."),
    "secret": Text("{seat} answered in secret; the answers stay hidden until everyone asked has answered."),
    "accept": Text("{seat} accepted {cards}; {seat}'s mud pile now scores {points}. Whether {seat} could have "
                   "defended is hidden in {seat}'s hand."),
    "defended": Text("{seat} answered the mud with {what}: {seat} takes {taken}, and the mud pile scores {points} "
                     "instead of {accept} by accepting."),
    "umbrellas": Text("umbrellas ({groups})"),
    "BLOWER": Text("the blower"), "FLAMETHROWER": Text("the flamethrower"),
    "WATERSUIT": Text("the water suit, stopping {cards}"),
    "pipe": Text("{seat} piped the mud on to {target}{leader}; {seat} takes nothing for now."),
    "machinegun": Text("{seat} fired the machine-gun umbrella: the mud goes out of play and every other player reveals "
                       "a card from the draw pile."),
}
_DEFENCE_RULE = {"accept": "M17", "umbrellas": "M18", "PIPE": "M19a", "BLOWER": "M19b", "FLAMETHROWER": "M19c",
                 "WATERSUIT": "M19d", "MACHINEGUN": "M19e"}


def seen_action(s: State, action: str, seat: Optional[int]) -> str:
    """`action` as `seat` learns of it by the end of its step: A5 RACE_RANDOM keeps every race answer secret from
    the other seats ("" for all of them alike) until the last one asked answers, whose step draws among the
    yeses, or closes the window, in front of everyone. Every other action is public."""
    if (seat is None or s.phase != RACE or V.RACE_RANDOM not in s.variants or len(s.queue) < 2
            or mover(s) == seat):
        return action
    return ""


def why(s: State, action: str, seat: Optional[int], lang: str = "en") -> Hint:
    """Why the seat to move at `s` chose `action`, told to `seat` from what `seat` may know."""
    check_lang(lang)
    who = mover(s)
    if who is None:
        raise ValueError("the matschig game is over, so no move was made here")
    if seat is None or seat == who:
        action, text, rules = _why_seen(s, action, who, seat is None)
    else:
        action, text, rules = _why_public(s, action, who, seat)
    return Hint(action, text(lang), rules)


Why = tuple[str, Text, tuple[str, ...]]


def _why_seen(s: State, action: str, who: int, teacher: bool) -> Why:
    """The mover's own reasoning: the plan its hint follows, when it played that."""
    head = HEAD["all"].format(seat=P(who)) if teacher else HEAD["you"]
    chosen, kind, data, rules = plan(seat_view(s, who), legal(s))
    if chosen == action:
        return action, Joined([head, text_of(GAME, kind, data)]), rules
    text = HEAD["chose"].format(seat=P(who), move=describe_text(s, action, infinitive=True))
    return action, Joined([head, text]), _rules_of(action)


def _rules_of(action: str) -> tuple[str, ...]:
    verb = parse_action(action)[0]
    return {"throw": ("M8",), "pass": ("M7",), "swap": ("M7",), "complete": ("M15",), "decline": ("M14",),
            "accept": ("M17",)}.get(verb, ("M16",))


def _leader(s: State, seat: int, who: int, target: int) -> Text:
    """', who had the fewest points (3)' when the target led among the others, from the public table."""
    others = [q for q in range(s.players) if q != who]
    fewest = min(others, key=lambda q: (standing(s, q), q))
    return WHY["leader"].format(points=standing(s, target)) if target == fewest else Verbatim("")


def _why_public(s: State, action: str, who: int, seat: int) -> Why:
    """Only what the move shows and the public table: never whether a seat holds a card it did not play."""
    name = P(who)
    parsed = parse_action(action)
    verb = parsed[0]
    if s.phase == RACE and V.RACE_RANDOM in s.variants:  # A5: the answer itself is secret
        return "", WHY["secret"].format(seat=name), ("M14", "A5")
    if verb == "throw":
        mud, target = parsed[1], parsed[2]
        card = completing(mud)
        note = WHY["imperfect"].format(card=an(card)) if card else WHY["perfect"]
        text = WHY["throw"].format(seat=name, cards=cards(mud), target=P(target),
                                   leader=_leader(s, seat, who, target), mud=note)
        return action, text, ("M6", "M8", "M12" if card else "M10")
    if verb == "pass":
        return action, WHY["pass"].format(seat=name), ("M6", "M7")
    if verb == "swap":
        return action, WHY["swap"].format(seat=name, cards=cards(parsed[1])), ("M7",)
    if verb == "complete":
        text = WHY["complete"].format(seat=name, card=an(parsed[1]), target=P(parsed[2]),
                                      leader=_leader(s, seat, who, parsed[2]))
        return action, text, ("M13", "M15")
    if verb == "decline":
        return action, WHY["decline"].format(seat=name), ("M14",)
    return _why_defence(s, action, who, seat)


def _why_defence(s: State, action: str, who: int, seat: int) -> Why:
    name, pile = P(who), s.piles[who]
    o: Outcome = outcome(s.mud, pile, action)
    rule = _DEFENCE_RULE[o.kind]
    if o.kind == "accept":
        text = WHY["accept"].format(seat=name, cards=cards(s.mud), points=pts(o.score))
        return action, text, ("M16", rule, "M26")
    if o.kind == "PIPE":
        target = parse_action(action)[3]
        text = WHY["pipe"].format(seat=name, target=P(target), leader=_leader(s, seat, who, target))
        return action, text, (rule,)
    if o.kind == "MACHINEGUN":
        return action, WHY["machinegun"].format(seat=name), (rule,)
    accept = outcome(s.mud, pile, "accept").score
    parsed = parse_action(action)
    what = WHY[o.kind].format(groups=groups(parsed[1]), cards=cards(parsed[4]))
    text = WHY["defended"].format(seat=name, what=what, taken=cards(o.taken), points=pts(o.score),
                                  accept=pts(accept))
    return action, text, ("M16", rule, "M26")


__all__ = ["status", "status_text", "why", "groups"]
