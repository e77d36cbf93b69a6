"""The sentences of Muros hints (to the seat to move, "you") and of why a move was made (about a seat,
"P2"); hints.py and why.py choose them, the data says what to fill in. Each is a Text read later in the
learner's language."""
from __future__ import annotations

from typing import Any, Mapping

from ..core.i18n import Joined, Template, Text, register_texts, seat_label
from .clicks import said
from .texts import tied
from .words import VARIANT_NAME, Capitalized, colour, colour_noun, join, line_name, slot_name, slot_where, tokens_object

Data = Mapping[str, Any]
P = seat_label
V = VARIANT_NAME


def _push(d: Data) -> Text:
    line, c, k = line_name(d["slot"]), d["colour"], d["k"]
    was, gone = d.get("past", False), d.get("gone", k)
    if k and gone != k:      # the variant "count cells": k cells are cleared, and holes among them count
        if was:
            out = (Text("no token left") if gone == 0 else
                   Text("{n} token left", plural="{n} tokens left", n=gone, context="muros hint").format())
            said_ = Text("With {tokens} in {line}, k = {k}: with the variant “{variant}” the far cell was cleared, "
                         "holes included, so {out} the line (MU13).",
                         plural="With {tokens} in {line}, k = {k}: with the variant “{variant}” the {k} far cells "
                         "were cleared, holes included, so {out} the line (MU13).", n=k)
        else:
            out = (Text("no token leaves") if gone == 0 else
                   Text("{n} token leaves", plural="{n} tokens leave", n=gone, context="muros hint").format())
            said_ = Text("With {tokens} in {line}, k = {k}: with the variant “{variant}” the far cell is cleared, "
                         "holes included, so {out} the line (MU13).",
                         plural="With {tokens} in {line}, k = {k}: with the variant “{variant}” the {k} far cells "
                         "are cleared, holes included, so {out} the line (MU13).", n=k)
        return said_.format(tokens=tokens_object(k, c), line=line, k=k, variant=V["COUNT_CELLS"], out=out)
    if k == 0:
        return (Text("There was no {colour} token in {line}, so nothing was removed (MU13).") if was else
                Text("There is no {colour} token in {line}, so nothing is removed (MU13).")).format(
                    colour=colour(c), line=line)
    return (Text("With {tokens} in {line}, k = {k}: one token left the line (MU13).",
                 plural="With {tokens} in {line}, k = {k}: that many tokens left the line (MU13).", n=k) if was else
            Text("With {tokens} in {line}, k = {k}: one token leaves the line (MU13).",
                 plural="With {tokens} in {line}, k = {k}: that many tokens leave the line (MU13).", n=k)).format(
                     tokens=tokens_object(k, c), line=line, k=k)


def _exposed(d: Data) -> Text:
    c, e, line = d["colour"], d["exposed"], line_name(d["slot"])
    if e == 0:
        return Text("It leaves no {colour} token in {line} for whoever faces this card in phase 2 to take "
                    "(MU19).").format(colour=colour(c), line=line)
    return Text("It leaves {tokens} in {line} for whoever faces this card in phase 2 to take (MU19).").format(
        tokens=tokens_object(e, c), line=line)


def _capture(d: Data) -> Text:
    n, c, line, who = d["n"], colour(d["take"]), line_name(d["slot"]), d.get("seat")
    if who is None:
        said_ = Text("You take the {colour} token of {line} (MU19).",
                     plural="You take the {n} {colour} tokens of {line} (MU19).", n=n)
    else:
        said_ = Text("{seat} took the {colour} token of {line} (MU19).",
                     plural="{seat} took the {n} {colour} tokens of {line} (MU19).", n=n)
    return said_.format(colour=c, line=line, seat=P(who) if who is not None else "")


def _standing(d: Data) -> Text:
    top, who = d["top"], d.get("seat")
    standing: Text
    if len(top) == 1:
        standing = Capitalized(Text("{colour} has the most tokens left on the board, so {colour} captures decide the "
                                    "winner (MU24)").format(colour=colour(top[0])))
    else:
        standing = Text("{colours} tie for the most tokens on the board, so captures of them count together "
                        "(MU26)").format(colours=tied(top))
    mine = (Text("you would have {n}", context="muros standing") if who is None else
            Text("{seat} now has {n}", context="muros standing")).format(n=d["mine"], seat=P(who) if who is not None else "")
    if d["rival"] is None:
        return Text("{standing}: {mine} (the others' captures are hidden).").format(standing=standing, mine=mine)
    return Text("{standing}: {mine} against {rival} for {rival_seat}.").format(
        standing=standing, mine=mine, rival=d["rival"], rival_seat=P(d["rival_seat"]))


def _decline_why(d: Data) -> Text:
    c = colour(d["take"])
    if d["new_top"]:
        names = join([Text("{colour}", context="muros tied colour").format(colour=colour_noun(x))
                      for x in d["new_top"]])
        return Text("Taking {colour} would make {colours} the majority on the board, a worse standing (MU24).",
                    plural="Taking {colour} would make {colours} the majority on the board, a worse standing (MU24).",
                    n=len(d["new_top"])).format(colour=c, colours=names)
    return Text("Taking {colour} would reorder the colours against the player in the tie-break (MU25).").format(
        colour=c)


def _did(d: Data) -> Text:
    """What a seat did, as anyone saw it: "P2 placed a red card from their hand in W3 (left end of row 3)"."""
    who = P(d["seat"])
    if d["action"] == "pass":
        return Text("{who} passed.").format(who=who)
    said_ = (Text("{who} placed a {colour} card from their hand in {where}.") if d["source"] == "hand" else
             Text("{who} placed a {colour} card from a face-up pile in {where}."))
    return said_.format(who=who, colour=colour(d["colour"]), where=slot_where(d["slot"]))


TEXTS: dict[str, Template] = {
    "hint-play": lambda d: Joined([Capitalized(said(d["state"], d["action"])), "."]),
    "hint-only": Text("It is your only legal move."),
    "hint-mu9": Text("In phase 1 a card goes only on a line with no card yet (MU9)."),
    "hint-push": _push,
    "hint-exposed": _exposed,
    "hint-pile": Text("The card comes from a face-up pile, which anyone may use, so your own hand stays yours for "
                      "later (MU7)."),
    "why-pile": lambda d: Text("A face-up pile is open to everyone, so {p} kept their own hand for later "
                               "(MU7).").format(p=P(d["seat"])),
    "hint-capture": _capture,
    "hint-capture-none": lambda d: Text("There is no {colour} token in {line}, so nothing is taken (MU21).").format(
        colour=colour(d["take"]), line=line_name(d["slot"])),
    "hint-decline": Text("Taking is optional (MU20)."),
    "hint-decline-why": _decline_why,
    "hint-block": lambda d: Text("It is the colour of the card in {opposite}, so {line} is blocked and nobody can take "
                                 "its tokens any more (MU18).").format(opposite=slot_name(d["opposite"]),
                                                                       line=line_name(d["slot"])),
    "hint-standing": _standing,
    "hint-tiebreak": lambda d: Capitalized(Text("{colour} is not the majority colour; it counts only in the tie-break "
                                                "(MU25).").format(colour=colour(d["take"]))),
    "hint-deny": lambda d: Text("It also holds the rivals back: the most tokens of the majority colour one of them "
                                "can take in the next move drops from {d} to {d2} (MU19).").format(d=d["before"],
                                                                                                   d2=d["after"]),
    "hint-pass": lambda d: Text("Pass: every placement would leave you worse placed, and the variant “{variant}” lets "
                                "you pass (MU8).").format(variant=V["ALLOW_PASS"]),
    "why-did": _did,
    "why-pass": lambda d: Text("With the variant “{variant}” a player may pass; {p} judged that every placement would "
                               "leave it worse placed (MU8).").format(variant=V["ALLOW_PASS"], p=P(d["seat"])),
    "why-forced": Text("It was the only legal move."),
    "why-hint": Text("It is the move the hint recommends from that seat."),
}

register_texts("muros", TEXTS)
