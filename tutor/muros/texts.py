"""Every Muros event and refusal told in words a learner reads (words.py names colours, slots and lines).
Each kind is one function of the event's data returning a Text, read later in the learner's language from
the catalogs; the hint, why and status sentences are in hinttexts.py."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..core.i18n import Joined, Template, Text, Verbatim, register_texts, seat_label
from .words import (VARIANT_NAME, Capitalized, colour, colour_noun, join, line_name, slot_name, slot_where, tokens,
                    tokens_object)

Data = Mapping[str, Any]
P = seat_label
V = VARIANT_NAME


def token_list(taken: str) -> Text:
    """The tokens taken, in order: "green, red and blue"; "all blue" when they share a colour."""
    if len(taken) > 1 and len(set(taken)) == 1:
        return Text("all {colour}", context="muros tokens").format(colour=colour(taken[0]))
    return join([Text("{colour}", context="muros token").format(colour=colour(t)) for t in taken])


def hand_words(hand: Mapping[str, int]) -> Text:
    """"1 yellow and 2 red" / "1 amarilla y 2 rojas"; "no cards" / "ninguna carta"."""
    held = [Text("{n} {colour}", plural="{n} {colour}", n=n, context="muros cards").format(colour=colour(c))
            for c, n in hand.items() if n]
    return join(held) if held else Text("no cards")


def sentences(*parts: Text) -> Text:
    """Sentences read one after another, a space between them."""
    return Joined(list(parts), " ")


# -- events ----------------------------------------------------------------------------------------

def _place(d: Data) -> Text:
    who, c, where = P(d["seat"]), colour(d["colour"]), slot_where(d["slot"])
    placed = (Text("{seat} places a {colour} card from their hand in {where}.") if d["source"] == "hand" else
              Text("{seat} places a {colour} card from the face-up {colour} pile in {where}."))
    if d["phase"] == 1:
        then = Text("Card {placement} of 18 in phase 1: the opposite slot, {opposite}, is empty, so no card faces it.")
    else:
        then = Text("Card {placement} of 36, phase 2: it faces the {facing} card in {opposite}.")
    facing = colour(d["facing"]) if d.get("facing") else ""
    return sentences(placed.format(seat=who, colour=c, where=where),
                     then.format(placement=d["placement"], opposite=slot_name(d["opposite"]), facing=facing))


def _count(d: Data) -> Text:
    k, c, line = d["k"], d["colour"], line_name(d["slot"])
    if d.get("by_cells"):
        return Text("Count: {tokens} in {line}, so k = {k}: with the variant “{variant}” the cell at the far end "
                    "is cleared, holes included (white tokens never count).",
                    plural="Count: {tokens} in {line}, so k = {k}: with the variant “{variant}” the {k} cells at "
                    "the far end are cleared, holes included (white tokens never count).",
                    n=k).format(tokens=tokens(k, c), line=line, k=k, variant=V["COUNT_CELLS"])
    return Text("Count: {tokens} in {line}, so k = {k}: {k} token must leave the line (white tokens never count).",
                plural="Count: {tokens} in {line}, so k = {k}: {k} tokens must leave the line (white tokens never "
                "count).", n=k).format(tokens=tokens(k, c), line=line, k=k)


def _zero(d: Data) -> Text:
    c, line = colour(d["colour"]), line_name(d["slot"])
    if d["shift_on_zero"] and d.get("slides", True):
        said = Text("Count: no {colour} token in {line}, so k = 0: nothing is removed, but with the variant "
                    "“{variant}” the tokens still slide to fill the far end.")
    elif d["shift_on_zero"]:
        said = Text("Count: no {colour} token in {line}, so k = 0: nothing is removed, and even with the variant "
                    "“{variant}” nothing slides: the far end already holds a token.")
    else:
        said = Text("Count: no {colour} token in {line}, so k = 0: nothing is removed and nothing slides.")
    return said.format(colour=c, line=line, variant=V["SHIFT_ON_ZERO"])


def _remove(d: Data) -> Text:
    gone, k, far = d["removed"], d["k"], slot_name(d["far"])
    n = len(gone)
    if d["by_cells"]:
        cleared = Text("Remove (the variant “{variant}”): the cell at the far end ({far}) is cleared",
                       plural="Remove (the variant “{variant}”): the {k} cells at the far end ({far}) are cleared",
                       n=k).format(variant=V["COUNT_CELLS"], far=far, k=k)
        if gone:
            left = Text(", and {n} token leaves the game: {tokens}.",
                        plural=", and {n} tokens leave the game: {tokens}.", n=n).format(tokens=token_list(gone))
        else:
            left = Text("; it was empty, so no token leaves the game.",
                        plural="; they were empty, so no token leaves the game.", n=k)
        return Joined([cleared, left])
    said = Text("Remove: walking in from the far end ({far}) and skipping empty cells, the first token met leaves "
                "the game: {tokens}.",
                plural="Remove: walking in from the far end ({far}) and skipping empty cells, the first {k} tokens "
                "met leave the game: {tokens}.", n=k).format(far=far, k=k, tokens=token_list(gone))
    if any(t != d["counted_colour"] for t in gone):
        return sentences(said, Text("It need not be {colour}: k only says how many.",
                                    plural="They need not be {colour}: k only says how many.",
                                    n=k).format(colour=colour(d["counted_colour"])))
    return said


def _slide(d: Data) -> Text:
    n, dist, toward, compact = d["left"], d["distance"], d["toward"] == "card", d["compact"]
    if n == 0:
        return Text("Slide: no token is left in the line, so nothing slides.")
    if dist == 0 and toward:
        return Text("Slide: with the variant “{variant}” the tokens slide toward the card, and they already touch "
                    "it, so nothing moves; the new empty cells stay at the far end.").format(
                        variant=V["SHIFT_TOWARD_CARD"])
    if dist == 0:
        return Text("Slide: the tokens already touch the end they slide to, so nothing moves.")
    left = Text("the one token left moves", plural="the {n} tokens left move", n=n).format()
    by = (Text("up to {n} cell", plural="up to {n} cells", n=dist, context="muros slide") if compact and n > 1 else
          Text("{n} cell", plural="{n} cells", n=dist, context="muros slide")).format()
    where = (Text("toward the card (the variant “{variant}”)").format(variant=V["SHIFT_TOWARD_CARD"]) if toward else
             Text("away from the card, toward the far end"))
    how: Any = "" if n == 1 else (
        Text(", packed together with no gaps (the variant “{variant}”)").format(variant=V["COMPACT_SHIFT"])
        if compact else Text(", keeping the gaps between them"))
    gap = (Text("the new empty cells open at the far end") if toward else
           Text("the new empty cells collect next to the card"))
    return Text("Slide: {left} {by} {where}{how}; {gap}.").format(left=left, by=by, where=where, how=how, gap=gap)


def _board_count(d: Data) -> Text:
    c, white = d["counts"], d["white"]
    parts = Joined([tokens(c[k], k) for k in "YBRG"], ", ")
    if white == 0:
        return Text("Final count of the tokens left on the board: {parts} (no white token is left).").format(
            parts=parts)
    return Text("Final count of the tokens left on the board: {parts} (the one white token never counts).",
                plural="Final count of the tokens left on the board: {parts} (the {n} white tokens never count).",
                n=white).format(parts=parts)


def tier_order(tiers: Sequence[Sequence[str]]) -> Text:
    """"red + blue, then green, then yellow" / "rojo + azul, luego verde, luego amarillo"."""
    return Joined([Joined([colour_noun(c) for c in tier], " + ") for tier in tiers],
                  Text(", then ", context="muros tiers"))


def tied(top: Sequence[str]) -> Text:
    """The colours tied for the most tokens, as the subject of a sentence: "Red and blue" / "El rojo y el azul"."""
    return Capitalized(join([Text("{colour}", context="muros tied colour").format(colour=colour_noun(c))
                             for c in top]))


def _majority(d: Data) -> Text:
    top = d["tiers"][0]
    if len(top) == 1:
        said = Text("The majority colour is {colour}: the winner is whoever captured the most {colour} tokens.")
    elif d.get("best_single"):
        said = Text("{colours} tie for the most tokens on the board, so they form one tier, and with the variant "
                    "“{variant}” each player's best single colour of that tier is compared.")
    else:
        said = Text("{colours} tie for the most tokens on the board, so a player's captures of those colours are "
                    "added together and compared as one tier.")
    said = said.format(colour=colour(top[0]), colours=tied(top), variant=V["TIER_BEST_SINGLE"])
    return sentences(said, Text("The tiers, in order: {order}.").format(order=tier_order(d["tiers"])))


def _scores(keys: Sequence[Sequence[int]]) -> Verbatim:
    return Verbatim("; ".join(f"{P(s)} {', '.join(map(str, k))}" for s, k in enumerate(keys)))


def _ranking(d: Data) -> Text:
    keys = _scores(d["keys"])
    said = (Text("Each player's score, tier by tier (the best single colour of each tier): {keys}.")
            if d["best_single"] else
            Text("Each player's score, tier by tier (the captures of each tier added up): {keys}.")).format(keys=keys)
    if "added" not in d:
        return said
    return sentences(said, Text("Added up, as without the variant “{variant}”, they would be {added}.").format(
        variant=V["TIER_BEST_SINGLE"], added=_scores(d["added"])))


def _winner(d: Data) -> Text:
    w = [P(s) for s in d["winners"]]
    if len(w) == 1:
        return Text("{seat} wins.", context="muros").format(seat=w[0])
    return Text("{seats} are still tied after the last tier, so they share the win.").format(seats=join(w))


def _capture(d: Data) -> Text:
    n, c, line = d["n"], colour(d["take"]), line_name(d["slot"])
    return Text("{seat} takes the {colour} token of {line} into their own supply; its cell stays empty and nothing "
                "slides.",
                plural="{seat} takes the {n} {colour} tokens of {line} into their own supply; the cells stay empty "
                "and nothing slides.", n=n).format(seat=P(d["seat"]), colour=c, line=line)


def _supply(captured: Mapping[str, int]) -> Text:
    """"3 blue tokens"; "5 tokens: 3 red and 2 blue" / "3 fichas azules"; "5 fichas: 3 rojas y 2 azules"."""
    held = [(c, n) for c, n in captured.items() if n]
    if len(held) == 1:
        return tokens_object(held[0][1], held[0][0])
    parts = join([Text("{n} {colour}", plural="{n} {colour}", n=n, context="muros tokens").format(colour=colour(c))
                  for c, n in held])
    total = sum(captured.values())
    return Text("{n} token: {parts}", plural="{n} tokens: {parts}", n=total, context="muros supply").format(parts=parts)


def _kept(d: Data) -> Text:
    who, supply, n = P(d["seat"]), _supply(d["captured"]), d["n"]
    if not d["hidden"]:
        return Text("The captured tokens stay face up in front of {who}, for everyone to see: {who} now has "
                    "{supply}.").format(who=who, supply=supply)
    return Text("{who} keeps the captured tokens hidden (the variant “{variant}”): {who} now has {supply}, and the "
                "others see only how many, {n}.").format(who=who, variant=V["HIDDEN_CAPTURES"], supply=supply, n=n)


def _kept_hidden(d: Data) -> Text:
    return Text("{who} keeps the captured tokens hidden (the variant “{variant}”): the others see only how many "
                "{who} has, {n}, not their colours.").format(who=P(d["seat"]), variant=V["HIDDEN_CAPTURES"], n=d["n"])


def _holes(d: Data) -> Text:
    lines, row = d["lines"], d["slot"][0] in "WE"
    line, nums = line_name(d["slot"]), join([str(n) for n in lines])
    if row:
        said = Text("Crossing lines: the changes in {line} reach column {nums}, which now has a hole in the middle "
                    "(an empty cell between two tokens); only a later slide that moves a token into a hole fills it "
                    "again.",
                    plural="Crossing lines: the changes in {line} reach columns {nums}, which now each have a new hole "
                    "in the middle (an empty cell between two tokens); only a later slide that moves a token into a "
                    "hole fills it again.", n=len(lines))
    else:
        said = Text("Crossing lines: the changes in {line} reach row {nums}, which now has a hole in the middle "
                    "(an empty cell between two tokens); only a later slide that moves a token into a hole fills it "
                    "again.",
                    plural="Crossing lines: the changes in {line} reach rows {nums}, which now each have a new hole "
                    "in the middle (an empty cell between two tokens); only a later slide that moves a token into a "
                    "hole fills it again.", n=len(lines))
    return said.format(line=line, nums=nums)


# -- the set-up (MU1-MU6) -------------------------------------------------------------------------------

def _players(d: Data) -> Text:
    n = d["players"]
    return Text("A game for {n} players, {seats} (Muros is for 2 to 4).").format(n=n, seats=join([P(s) for s in range(n)]))


def _grid(d: Data) -> Text:
    c = d["counts"]
    parts = join([Text("{n} {colour}", plural="{n} {colour}", n=c[k], context="muros tokens").format(colour=colour(k))
                  for k in "YBRGW"])
    return Text("The {n} tokens ({parts}) are drawn from the bag at random and fill the 9x9 grid row by "
                "row.").format(n=sum(c.values()), parts=parts)


def _hand(seat: int, hand: Mapping[str, int]) -> Text:
    return Text("{p} holds {hand_words}").format(p=P(seat), hand_words=hand_words(hand))


def _dealt(d: Data) -> Text:
    return Text("The 36 cards are shuffled and each player is dealt {size}, kept secret").format(size=d["size"])


def _deal(d: Data) -> Text:
    hands = Joined([_hand(s, h) for s, h in enumerate(d["hands"])], "; ")
    return Text("{dealt}: {hands}.", context="muros deal").format(dealt=_dealt(d), hands=hands)


def _deal_seen(d: Data) -> Text:
    others = Text("the other hand is hidden") if d["players"] == 2 else Text("the other hands are hidden")
    return Text("{dealt}: {hand}; {others}.", context="muros deal").format(dealt=_dealt(d),
                                                                           hand=_hand(d["seat"], d["hand"]),
                                                                           others=others)


def _piles(d: Data) -> Text:
    piles, n = d["piles"], d["n"]
    parts = join([Text("{n} {colour}", plural="{n} {colour}", n=piles[c], context="muros cards").format(
        colour=colour(c)) if piles[c] else Text("no {colour}", context="muros cards").format(colour=colour(c))
        for c in "YBRG"])
    return Text("The {n} cards not dealt lie face up in four piles, one per colour ({parts}); anyone may play from "
                "them.").format(n=n, parts=parts)


def _cards_slots(d: Data) -> Text:
    return Text("{d} cards for {d} slots ({d2} in the hands, {d3} face up): by the end every slot holds exactly "
                "one card.").format(d=d["cards"], d2=d["dealt"], d3=d["face_up"])


def _first(d: Data) -> Text:
    order = Verbatim(", ".join(P(s) for s in d["order"]))
    return Text("{p} is drawn at random to start; turns go clockwise: {order}, and so on.").format(p=P(d["seat"]),
                                                                                                  order=order)


def _capture_none(d: Data) -> Text:
    return Text("{seat} chooses {colour}, but there is no {colour} token in {line}: nothing is taken.").format(
        seat=P(d["seat"]), colour=colour(d["take"]), line=line_name(d["slot"]))


def _all_passed(d: Data) -> Text:
    placed = d["placed"]
    if d["players"] == 2:
        return Text("Both players passed in a row, so the game ends with {n} card placed.",
                    plural="Both players passed in a row, so the game ends with {n} cards placed.", n=placed).format()
    return Text("All {players} players passed in a row, so the game ends with {n} card placed.",
                plural="All {players} players passed in a row, so the game ends with {n} cards placed.",
                n=placed).format(players=d["players"])


# -- refusals ----------------------------------------------------------------------------------------

_SHAPE = Text("Write a card colour (Y yellow, B blue, R red, G green), “@” and a slot (W1-W9 at the left of "
              "rows 1-9, E1-E9 at the right, N1-N9 above columns 1-9, S1-S9 below), for example R@W3; add "
              "“pile” to play the card from the face-up pile, and in phase 2 add “take X” or “take none”.")


def _not_in_hand(d: Data) -> Text:
    c = colour(d["colour"])
    said = Text("{seat} holds no {colour} card (hand: {hand}).").format(seat=P(d["seat"]), colour=c,
                                                                          hand=hand_words(d["hand"]))
    if not d["pile"]:
        return said
    return sentences(said, Text("A {colour} card from the face-up {colour} pile may go there instead.").format(colour=c))


def _choose_take(d: Data) -> Text:
    said = (Text("This card faces a {facing} card, so say which tokens you take from {line}: the {colour} ones or "
                 "the {facing} ones.") if d["mandatory"] else
            Text("This card faces a {facing} card, so say which tokens you take from {line}: the {colour} ones or "
                 "the {facing} ones, or nothing."))
    return said.format(colour=colour(d["colour"]), facing=colour(d["facing"]), line=line_name(d["slot"]))


def _must_take(d: Data) -> Text:
    return Text("With the variant “{variant}” you must take the tokens of one of the two colours: {colour} or "
                "{facing}.").format(variant=V["MANDATORY_TAKE"], colour=colour(d["colour"]),
                                    facing=colour(d["facing"]))


def _with_shape(said: Text) -> Text:
    """A refusal of what was written, then how to write an action."""
    return Joined([said, _SHAPE])


def _seat(d: Data) -> dict[str, Any]:
    return {"p": P(d["seat"])}


TEXTS: dict[str, Template] = {
    "place": _place, "count": _count, "zero": _zero, "remove": _remove, "slide": _slide,
    "phase2": Text("18 cards are placed, so every row and every column now holds exactly one card: phase 2 begins. "
                   "Each card from now on goes opposite a card already placed."),
    "block": lambda d: Text("Same colour as the card facing it in {opposite}: {line} is blocked, nothing happens, "
                            "and the line is now full for good.").format(opposite=slot_name(d["opposite"]),
                                                                         line=line_name(d["slot"])),
    "holes": _holes,
    "phase2-rules": Text("Phase 2: from this card on nothing is removed and nothing slides; each card only blocks its "
                         "line or captures from it."),
    "capture": _capture,
    "capture-hidden": _capture,   # HIDDEN_CAPTURES, told to the others (no running total in the data)
    "capture-none": _capture_none,
    "kept": _kept,
    "kept-hidden": _kept_hidden,   # HIDDEN_CAPTURES, told to the others: how many, not the colours
    "players": _players, "grid": _grid, "deal": _deal,
    "deal-seen": _deal_seen,       # the deal told to one seat: its own hand only (MU3)
    "piles": _piles, "cards-slots": _cards_slots, "first": _first,
    "decline": lambda d: Text("{p} takes nothing: taking is optional.").format(**_seat(d)),
    "skip": lambda d: Text("{p} has no card in hand and every face-up pile is empty: their turn is "
                           "skipped.").format(**_seat(d)),
    "pass": lambda d: Text("{p} passes (allowed by the variant “{variant}”).").format(variant=V["ALLOW_PASS"],
                                                                                      **_seat(d)),
    "all-passed": _all_passed,
    "end": Text("The 36th card is placed: every slot holds a card and the game ends."),
    "board-count": _board_count, "majority": _majority, "ranking": _ranking,
    "winner": _winner,
    # -- refusals --------------------------------------------------------------
    "bad-action": lambda d: _with_shape(Text("“{d}” is not a Muros action. ").format(d=d["got"])),
    "too-long": lambda d: _with_shape(Text("A Muros action is at most {d} characters long, and this text has {d2} (it "
                                           "starts “{d3}”). ").format(d=d["limit"], d2=d["n"], d3=d["got"])),
    "not-in-hand": _not_in_hand,
    "pile-empty": lambda d: Text("The face-up {colour} pile is empty; play a card from your hand or from another "
                                 "pile.").format(colour=colour(d["colour"])),
    "slot-taken": lambda d: Text("Slot {slot} already holds a {colour} card; every slot takes one card only.").format(
        slot=slot_name(d["slot"]), colour=colour(d["there"])),
    "facing": lambda d: Text("In phase 1 a card may never face another one: {opposite}, at the other end of {line}, "
                             "already holds a {colour} card. Choose a line with no card yet.").format(
        opposite=slot_name(d["opposite"]), line=line_name(d["slot"]), colour=colour(d["there"])),
    "take-phase1": Text("Nothing is captured in phase 1: a card there removes and slides tokens. Place it without "
                        "choosing tokens to take."),
    "blocked-take": lambda d: Text("A {colour} card facing the {colour} card in {opposite} blocks the line: nothing "
                                   "can be taken. Place it without choosing tokens to take.").format(
        colour=colour(d["colour"]), opposite=slot_name(d["opposite"])),
    "choose-take": _choose_take,
    "bad-take": lambda d: Text("You may only take the tokens of one of the two card colours of the line, {colour} or "
                               "{facing}, not {take}.").format(colour=colour(d["colour"]), facing=colour(d["facing"]),
                                                               take=colour(d["take"])),
    "must-take": _must_take,
    "game-over": lambda d: Text("The game is over ({n} card placed): no card can be placed any more.",
                                plural="The game is over ({n} cards placed): no card can be placed any more.",
                                n=d["placed"]).format(),
    "no-pass": Text("Passing is not allowed while you can place a card (your hand or a face-up pile has one)."),
}

register_texts("muros", TEXTS)
