"""The texts of the hints (hints.py): what to do and why, told in words to the seat to move."""
from __future__ import annotations

from typing import Mapping

from ..core.i18n import Template, Text, register_texts
from .words import BRINGS, MISSING, P, an, card, cards, groups, no, pts


def _fewest(d: Mapping) -> Text:
    return Text("{seat}, who has the fewest points ({points})").format(seat=P(d["target"]), points=d["points"])


def _defend(d: Mapping) -> Text:
    """The defence to play, what it does, and the score it leaves."""
    kind, taken, stopped = d["kind"], d["taken"], d["stopped"]
    you = Text("you take {cards}").format(cards=cards(taken)) if taken else Text("you take nothing")
    data = {"you_take": you, "stopped": cards(stopped), "points": pts(d["score"]), "before": d["before"],
            "accept": d["accept"]}
    if kind == "accept":
        text = Text("Accept: {you_take}. Your mud pile would then score {points} (now {before}), the least of "
                    "your choices.").format(**data)
    elif kind == "umbrellas":
        text = Text("Open umbrellas, {groups}: they stop {stopped} and {you_take}. Your mud pile would then "
                    "score {points} (now {before}), the least of your choices; accepting would bring it to "
                    "{accept}.").format(groups=groups(d["groups"]), **data)
    elif kind == "BLOWER":
        text = Text("Play the blower: the sand ({stopped}) is blown away and {you_take}. Your mud pile would "
                    "then score {points} (now {before}), the least of your choices; accepting would bring it to "
                    "{accept}.").format(**data)
    elif kind == "FLAMETHROWER":
        text = Text("Play the flamethrower: the water ({stopped}) dries up and {you_take}. Your mud pile would "
                    "then score {points} (now {before}), the least of your choices; accepting would bring it to "
                    "{accept}.").format(**data)
    elif kind == "WATERSUIT":
        text = Text("Put on the water suit and stop {stopped}: {you_take}. Your mud pile would then score "
                    "{points} (now {before}), the least of your choices; accepting would bring it to "
                    "{accept}.").format(**data)
    elif kind == "PIPE":
        text = Text("Play the pipe at {target}: the mud flies on to {target}, the player with the fewest points, and "
                    "you take nothing now. Your mud pile would then score {points} (now {before}), the least of your "
                    "choices; accepting would bring it to {accept}.").format(target=P(d["target"]), **data)
    else:
        text = Text("Fire the machine-gun umbrella: the mud goes out of play, you take nothing, and every other "
                    "player reveals a card. Your mud pile would then score {points} (now {before}), the least of "
                    "your choices; accepting would bring it to {accept}.").format(**data)
    if d["tie"]:
        return Text("{hint} Other choices score as little but spend more cards.").format(hint=text)
    return text


def _throw(d: Mapping) -> Text:
    data = {"cards": cards(d["cards"]), "fewest": _fewest(d)}
    if d["card"]:
        return Text("Throw {cards} at {fewest}. No pair of yours makes a perfect mud; this one has the smallest gap, "
                    "but whoever holds {card} may complete it and send it at anyone, you included.").format(
            card=an(d["card"]), **data)
    return Text("Throw {cards} at {fewest}. No pair of yours makes a perfect mud; this one has the smallest gap, but "
                "no single card completes it, so nobody can take it over.").format(**data)


def _complete(d: Mapping) -> Text:
    data = {"card": card(d["card"]), "fewest": _fewest(d)}
    if d["was_mine"]:
        return Text("The mud flies at you: complete it with {card} and send it at {fewest}; you take "
                    "nothing.").format(**data)
    return Text("Complete it with {card} and send the mud, now perfect, at {fewest}.").format(**data)


def _pass(d: Mapping) -> Text:
    if d["swap"]:
        return Text("You hold {missing}, so you cannot throw: pass. Keep your cards: you have fewer than three mud "
                    "cards to swap away.").format(missing=MISSING[d["missing"]])
    return Text("You hold {missing}, so you cannot throw: pass.").format(missing=MISSING[d["missing"]])


HINTS: dict[str, Template] = {
    "hint-throw-perfect": lambda d: Text("Throw {cards} at {fewest}: it is a perfect mud, so nobody can complete it "
                                         "and take it over.").format(cards=cards(d["cards"]), fewest=_fewest(d)),
    "hint-throw": _throw,
    "hint-swap": lambda d: Text("You hold {missing}, so you cannot throw: pass and swap {cards}, your three lowest "
                                "mud cards, for three new cards that may bring {brings}.").format(
        missing=MISSING[d["missing"]], cards=cards(d["cards"]), brings=BRINGS[d["missing"]]),
    "hint-pass": _pass,
    "hint-complete": _complete,
    "hint-decline": lambda d: Text("Decline: the mud already flies at {fewest}; completing it would only spend your "
                                   "{card}.").format(fewest=_fewest(d), card=card(d["card"])),
    "hint-decline-no-card": lambda d: Text("Decline: you hold {no_card}, so you cannot complete this mud.").format(
        no_card=no(d["card"])),
    "hint-defend": _defend,
}

HINT_KINDS = tuple(HINTS)

register_texts("matschig", HINTS)
