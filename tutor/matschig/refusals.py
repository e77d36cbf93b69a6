"""The texts of every refusal: an illegal action, told in words with its rule, or text that is no action at
all (a notation error, which shows the notation expected: it is about typing notation)."""
from __future__ import annotations

from typing import Any, Mapping

from ..core.i18n import Template, Text, register_texts
from .cards import WATERSUIT_LIMIT
from .words import MISSING, VARIANT_NAME, Capitalized, P, an, card, cards, join, the_card, thousands, umbrellas

_PHASE = {"turn": Text("it is {seat}'s turn, to throw a mud or pass"),
          "race": Text("{seat} is asked whether to complete the mud, or decline"),
          "defend": Text("{seat} must answer the mud: accept it, open umbrellas or play one special card")}


def _held(d: Mapping[str, Any]) -> Text:
    if d["held"] == 1:
        return Text("{card} is in {groups} groups, but you hold only one: one umbrella guards one mud card.").format(
            card=Capitalized(card(d["card"])), groups=d["groups"])
    return Text("{card} is in {groups} groups, but you hold only {held}: one umbrella guards one mud card.",
                plural="{card} is in {groups} groups, but you hold only {held}: one umbrella guards one mud card.",
                n=d["held"]).format(card=Capitalized(card(d["card"])), groups=d["groups"], held=d["held"])


def _umbrella_not_in_hand(d: Mapping[str, Any]) -> Text:
    hand = cards(d["hand"], none=Text("none", context="matschig umbrellas"))
    if not d["held"]:
        return Text("You do not hold {card}; umbrellas in the hand: {hand}.").format(card=an(d["card"]), hand=hand)
    return Text("The groups use {needed} of {card}, but you hold {held}; umbrellas in the hand: {hand}.").format(
        needed=d["needed"], card=card(d["card"]), held=d["held"], hand=hand)


REFUSALS: dict[str, Template] = {
    "cannot-throw": lambda d: Text("{seat} holds {missing}, so cannot throw: pass (and maybe swap 3 cards).").format(
        seat=P(d["seat"]), missing=MISSING[d["missing"]]),
    "throw-not-mud": lambda d: Text("{card} is not mud: a throw uses water and sand cards only.").format(
        card=Capitalized(the_card(d["card"]))),
    "throw-both-kinds": lambda d: Text("A throw needs water and sand; {cards} is not both.").format(
        cards=cards(d["cards"])),
    "throw-one-each": lambda d: Text("Throw exactly one water card and one sand card, not {cards} (several only with "
                                     "the variant “{name}”).").format(cards=cards(d["cards"]),
                                                                      name=VARIANT_NAME["MULTI_CARD_THROW"]),
    "no-such-seat": lambda d: Text("There is no {seat}: this game has {first} to {last}.").format(
        seat=P(d["seat"]), first=P(0), last=P(d["players"] - 1)),
    "throw-at-self": lambda d: Text("{seat} cannot throw mud at themselves: choose another player.").format(
        seat=P(d["seat"])),
    "not-in-hand": lambda d: Text("Not in the hand: {cards} (the hand holds {hand}).").format(
        cards=cards(d["cards"]), hand=cards(d["hand"])),
    "must-throw": lambda d: Text("{seat} holds a water card and a sand card ({cards}) and so must throw; passing is "
                                 "not allowed.").format(seat=P(d["seat"]), cards=cards(d["waters"] + d["sands"])),
    "swap-off": Text("There is no swap in this game (the variant “{name}”): just pass.").format(
        name=VARIANT_NAME["SWAP3_OFF"]),
    "swap-three": lambda d: Text("A swap puts exactly 3 cards out of play, not {got}.").format(got=d["got"]),
    "swap-deck-short": lambda d: (
        Text("A swap needs at least 3 cards in the draw pile; it is empty.") if not d["deck"] else
        Text("A swap needs at least 3 cards in the draw pile; there is only {n}.",
             plural="A swap needs at least 3 cards in the draw pile; there are only {n}.", n=d["deck"]).format()),
    "not-completing-card": lambda d: Text("{card} does not complete this mud (water {water}, sand {sand}): only {need} "
                                          "does.").format(card=Capitalized(card(d["card"])), water=d["water"], sand=d["sand"],
                                                          need=an(d["need"])),
    "complete-at-self": lambda d: Text("{seat} completes the mud and must send it to someone else.").format(
        seat=P(d["seat"])),
    "must-redirect": lambda d: Text("With the variant “{name}”, the completed mud must go to someone other than "
                                    "{target}.").format(name=VARIANT_NAME["MUST_REDIRECT"], target=P(d["target"])),
    "umbrellas-and-special": Text("Umbrellas and a special card can never be combined: choose one kind of defence."),
    "one-special-only": lambda d: Text("Only one special card per defence, not {cards}.").format(
        cards=join([the_card(c) for c in d["specials"]])),
    "special-not-in-hand": lambda d: Text("You do not hold {card}.").format(card=the_card(d["card"])),
    "pipe-at-self": lambda d: Text("{seat} must pipe the mud to another player.").format(seat=P(d["seat"])),
    "pipe-perfect": lambda d: Text("With the variant “{name}”, a perfect mud ({cards}) cannot be piped.").format(
        name=VARIANT_NAME["PERFECT_BLOCKS_PIPE"], cards=cards(d["cards"])),
    "no-umbrellas": Text("Put at least one umbrella on a mud card."),
    "not-an-umbrella": lambda d: Text("{card} is not an umbrella; a group is made of umbrellas.").format(
        card=Capitalized(the_card(d["card"]))),
    "card-not-in-mud": lambda d: Text("{card} is not in the mud ({mud}).").format(
        card=Capitalized(card(d["card"])), mud=cards(d["mud"])),
    "card-guarded-twice": lambda d: Text("{card} gets one group only: put all its umbrellas on it together.").format(
        card=Capitalized(card(d["card"]))),
    "group-too-small": lambda d: Text("{umbrellas} is worth {sum}, less than {card}: a group must reach the card's "
                                      "value; values are never partly reduced.",
                                      plural="{umbrellas} add up to {sum}, less than {card}: a group must reach the "
                                      "card's value; values are never partly reduced.",
                                      n=len(d["umbrellas"])).format(umbrellas=Capitalized(umbrellas(d["umbrellas"])), sum=d["sum"],
                                                                    card=card(d["card"])),
    "umbrella-used-twice": _held,
    "umbrella-not-in-hand": _umbrella_not_in_hand,
    "watersuit-choose": lambda d: Text("Say which mud cards the water suit stops, worth at most {limit} together "
                                       "(this mud is worth {total}).").format(limit=WATERSUIT_LIMIT, total=d["total"]),
    "watersuit-not-in-mud": lambda d: Text("{card} is not in the mud ({mud}).").format(
        card=Capitalized(card(d["card"])), mud=cards(d["mud"])),
    "watersuit-over-13": lambda d: Text("{cards} is worth {sum}; the water suit stops at most {limit}.").format(
        cards=Capitalized(cards(d["cards"])), sum=d["sum"], limit=WATERSUIT_LIMIT),
    "watersuit-all-or-nothing": lambda d: Text("With the variant “{name}”, the suit must stop the whole mud ({mud}, "
                                               "worth {total}), and only if it is worth at most {limit}.").format(
        name=VARIANT_NAME["WATERSUIT_ALL_OR_NOTHING"], mud=cards(d["mud"]), total=d["total"], limit=WATERSUIT_LIMIT),
    "wrong-phase": lambda d: Text("That move does not fit now: {phase}.").format(
        phase=_PHASE[d["phase"]].format(seat=P(d["seat"]))),
    "race-realtime": Text("The variant “{realtime}” needs a live table that notes who claims a completion first; here "
                          "the players decide one at a time, so nobody can be quicker. Play with the variant "
                          "“{seat_order}” (the default), the variant “{target_first}” or the variant “{random}”, the "
                          "fair stand-in for a real-time race.").format(
        realtime=VARIANT_NAME["RACE_REALTIME"], seat_order=VARIANT_NAME["RACE_SEAT_ORDER"],
        target_first=VARIANT_NAME["RACE_TARGET_FIRST"], random=VARIANT_NAME["RACE_RANDOM"]),
    "not-mud": lambda d: Text("{card} is not a mud card (water or sand).").format(card=Capitalized(the_card(d["card"]))),
}

NOTATION: dict[str, Template] = {
    "not-text": lambda d: Text("An action must be text, not {got}.").format(got=d["got"]),
    "too-long": lambda d: Text("That text has {length} characters; a Matschig action or card list has at most "
                               "{limit}.").format(length=thousands(d["length"]), limit=d["limit"]),
    "bad-character": lambda d: Text("Actions use plain letters, digits and > + , only (like 'throw W3 S5 at P2'); "
                                    "character {position} is {char}.").format(position=d["position"], char=d["char"]),
    "empty": lambda d: Text("Empty action; expected one of: {forms}.").format(forms=d["forms"]),
    "unknown-action": lambda d: Text("'{word}' is not a Matschig action; expected one of: {forms}.").format(
        word=d["word"], forms=d["forms"]),
    "bad-card": lambda d: Text("'{token}' is not a card; expected {expected}.").format(
        token=d["token"], expected=d["expected"]),
    "bad-seat": lambda d: Text("'{token}' is not a player; expected P1, P2, ...").format(token=d["token"]),
    "missing-target": lambda d: Text("'{action}' needs a target: '... at P2'.").format(action=d["action"]),
    "extra-words": lambda d: Text("Unexpected words after '{action}': {words}.").format(
        action=d["action"], words=d["words"]),
    "no-cards": lambda d: Text("'{action}' needs cards, like 'throw W3 S5 at P2'.").format(action=d["action"]),
    "one-card": lambda d: Text("'{action}' takes exactly one card, like 'complete W2 at P3', not {got}.").format(
        action=d["action"], got=d["got"]),
    "bad-group": lambda d: Text("'{token}' is not an umbrella group; write umbrellas like U4>W2 or U3+U2>S5.").format(
        token=d["token"]),
    "no-groups": Text("'umbrellas' needs groups, like 'umbrellas U4>W2 U5>S5'."),
    "at-without-pipe": Text("Only the pipe takes a target ('PIPE at P3')."),
}

REFUSAL_KINDS = tuple(REFUSALS) + tuple(NOTATION)

register_texts("matschig", {**REFUSALS, **NOTATION})
