"""The templates of every Matschig event, told in words (words.py), never in notation; refusals.py and
hinttexts.py hold the refusals and the hints. Each template is a function of the event's data returning a
Text, read later in the learner's language."""
from __future__ import annotations

from typing import Mapping

from ..core.i18n import Joined, Template, Text, Verbatim, count, register_texts
from .cards import WATERSUIT_LIMIT
from .words import (KIND_WORD, MISSING, SPECIAL_NAME, SPECIAL_PLURAL, VARIANT_NAME, P, an, card, cards, groups, join,
                    n_cards, no, pts, seats, sums, the_card, umbrellas, variant)


def _sums(d: Mapping, equal: bool = False) -> Text:
    return sums(d["water"], d["sand"], equal)


def _added(d: Mapping) -> Text:
    """'water 5 = sand 5'; with several cards of a type, their values added up (M9): 'water 2 + 3 = 5 = sand 5'."""
    parts = []
    for kind in "WS":
        values = [c[1:] for c in d.get("cards", ()) if c[0] == kind and len(c) == 2]
        total = d["water"] if kind == "W" else d["sand"]
        added = f"{' + '.join(values)} = {total}" if len(values) > 1 else f"{total}"
        parts.append(Text("{kind} {added}", context="matschig sum").format(kind=KIND_WORD[kind], added=added))
    return Joined(parts, " = ")


def _after(score: int, before: int) -> Text:
    """'19 points (+17)': a mud-pile score after a defence and what it adds (M26)."""
    return Text("{points} ({change})", context="matschig score").format(
        points=pts(score), change=f"{'+' if score >= before else ''}{score - before}")


# -- the defence options (M16), told to the target --------------------------------------------------
def _option(row: Mapping, d: Mapping) -> Text:
    """One kind of defence a hand allows, its best choice and the score it leaves."""
    kind, taken, before = row["kind"], row["taken"], d["score"]
    if kind == "umbrellas":
        umb = umbrellas(d["umbrellas"])
        if row["best"] is None:
            return Text("{umbrellas}: is too small for every mud card", plural="{umbrellas}: are too small for every mud card",
                        n=len(d["umbrellas"]), context="matschig option").format(umbrellas=umb)
        return Text("{umbrellas}, at best {groups}, {taking}: {after}").format(
            umbrellas=umb, groups=groups(row["best"]), taking=_taking(taken), after=_after(row["score"], before))
    if kind == "WATERSUIT" and row["best"] is None:
        return Text("water suit: it cannot stop this mud (the variant “{name}”)").format(
            name=VARIANT_NAME["WATERSUIT_ALL_OR_NOTHING"])
    data = {"after": _after(row["score"], before), "taking": _taking(taken)}
    if kind == "accept":
        return Text("accept, taking all of it: {after}").format(**data)
    if kind == "BLOWER":
        return Text("blower: the sand goes and the water stays, {taking}: {after}").format(**data)
    if kind == "FLAMETHROWER":
        return Text("flamethrower: the water goes and the sand stays, {taking}: {after}").format(**data)
    if kind == "WATERSUIT":
        return Text("water suit, at best stopping {cards}, {taking}: {after}").format(cards=cards(row["best"]), **data)
    if kind == "PIPE":
        return Text("pipe: send all of it on to another player, taking nothing now: {after}").format(**data)
    return Text("machine-gun umbrella: the mud goes out of play, taking nothing, and every other player reveals a "
                "card: {after}").format(**data)


def _taking(taken: list) -> Text:
    """'taking water 3'; 'taking nothing'."""
    if not taken:
        return Text("taking nothing")
    return Text("taking {cards}").format(cards=cards(taken))


def _options(d: Mapping) -> Text:
    return Joined([_option(row, d) for row in d["options"]], "; ")


def _pile_now(d: Mapping) -> Text:
    if d["pile"]:
        return Text("{seat}'s mud pile ({cards}) scores {points} now").format(
            seat=P(d["seat"]), cards=cards(d["pile"]), points=pts(d["score"]))
    return Text("{seat}'s mud pile scores {points} now").format(seat=P(d["seat"]), points=pts(d["score"]))


# -- smaller helpers -------------------------------------------------------------------------------
def _mg_outcome(d: Mapping) -> Text:
    o, who = d["outcome"], P(d["seat"])
    if o == "mud":
        return Text("mud: it goes onto {seat}'s mud pile").format(seat=who)
    if o == "safe":
        return Text("not mud: it goes out of play and {seat} is safe").format(seat=who)
    if o == "redraw":
        return Text("a special card: out of play, and {seat} reveals again").format(seat=who)
    return Text("a defence card: {seat} keeps it in hand and is safe").format(seat=who)


_HOW = {"empty": Text("no mud", context="matschig score"),
        "one-type": Text("one type only: 1 point per card", context="matschig score"),
        "sum": Text("the sum of the values", context="matschig score")}


def _rows(d: Mapping) -> Text:
    rows = []
    for r in d["rows"]:
        if r["cards"]:
            rows.append(Text("{seat} {cards} = {points} ({how})", context="matschig score").format(
                seat=P(r["seat"]), cards=cards(r["cards"]), points=pts(r["points"]), how=_HOW[r["how"]]))
        else:
            rows.append(Text("{seat} = {points} ({how})", context="matschig score").format(
                seat=P(r["seat"]), points=pts(r["points"]), how=_HOW[r["how"]]))
    return Joined(rows, "; ")


def _totals(d: Mapping) -> str:
    return ", ".join(f"{P(q)} {t}" for q, t in enumerate(d["totals"]))


def _deck_left(n: int) -> Text:
    """'40 cards left in the draw pile'."""
    return Text("{n} card left in the draw pile", plural="{n} cards left in the draw pile", n=n).format(n=n)


def _takes(d: Mapping) -> Text:
    """What a defender takes and the score of its mud pile after (M26)."""
    if not d["taken"]:
        return Text("{seat} takes nothing").format(seat=P(d["seat"]))
    return Text("{seat} takes {cards}, and the mud pile now scores {points}").format(
        seat=P(d["seat"]), cards=cards(d["taken"]), points=pts(d["score"]))


def _imperfect(d: Mapping) -> Text:
    sums_ = _sums(d)
    c = d["card"]
    if c is None:
        return Text("The mud is not perfect ({sums}): the gap is bigger than any card, so nobody can complete "
                    "it.").format(sums=sums_)
    if not d["in_deck"]:
        return Text("The mud is not perfect ({sums}): only {card} would complete it, and this deck has "
                    "none.").format(sums=sums_, card=an(c))
    barred = d.get("barred") or []
    because = Text(" ({variants})", context="matschig because").format(
        variants=join([variant(v) for v in d.get("by") or []])) if barred else Verbatim("")
    if not d["eligible"]:
        return Text("The mud is not perfect ({sums}): {card} would complete it, but nobody may complete it "
                    "now{because}.").format(sums=sums_, card=an(c), because=because)
    return Text("The mud is not perfect ({sums}): {card} would complete it. Anyone but {barred}{because} may, "
                "asked in turn: {eligible}.").format(sums=sums_, card=an(c), because=because,
                                                      barred=seats(sorted({d["sender"], *barred})),
                                                      eligible=seats(d["eligible"]))


def _secret(d: Mapping) -> Text:
    if d.get("secret"):
        return Text(" (answers stay secret until all have answered)")
    return Verbatim("")


def _race_ask(d: Mapping) -> Text:
    data = {"seat": P(d["seat"]), "card": an(d["card"]), "no_card": no(d["card"]), "secret": _secret(d)}
    if d["seat"] == d.get("target"):  # M13: the target may complete too
        if d["holds"]:
            return Text("{seat}, the target, may complete it too: {seat} holds {card} and may complete the mud and "
                        "choose a new target, or decline{secret}.").format(**data)
        return Text("{seat}, the target, may complete it too, but holds {no_card}, so can only "
                    "decline{secret}.").format(**data)
    if d["holds"]:
        return Text("{seat} holds {card}: {seat} may complete the mud and choose a new target, or "
                    "decline{secret}.").format(**data)
    return Text("{seat} is asked but holds {no_card}, so can only decline{secret}.").format(**data)


def _race_ask_unseen(d: Mapping) -> Text:
    data = {"seat": P(d["seat"]), "card": an(d["card"]), "secret": _secret(d)}
    if d["seat"] == d.get("target"):  # M13
        return Text("{seat} is asked whether to complete the mud with {card}{secret}. The target may complete it "
                    "too.").format(**data)
    return Text("{seat} is asked whether to complete the mud with {card}{secret}.").format(**data)


def _closed(d: Mapping) -> Text:
    reason, target = d["reason"], P(d["target"])
    if reason == "declined":
        if d["asked"] == 1:
            return Text("The only player asked declined; the mud stays imperfect and {target} must "
                        "defend.").format(target=target)
        return Text("Everyone asked declined; the mud stays imperfect and {target} must defend.").format(target=target)
    if reason == "no-card":
        return Text("Nobody can complete it; {target} must defend.").format(target=target)
    return Text("Nobody may complete it; {target} must defend.").format(target=target)


def _groups_stop(d: Mapping) -> Text:
    """'umbrellas 3 and 2 (5) stop sand 5', for every group."""
    out = []
    for us, c in d["groups"]:
        total = sum(int(u[1]) for u in us)
        out.append(Text("{umbrellas} ({total}) stops {card}", plural="{umbrellas} ({total}) stop {card}",
                        n=len(us)).format(umbrellas=umbrellas(us), total=total, card=card(c)))
    return Joined(out, ", ")


def _next_turn(d: Mapping) -> Text:
    who = P(d["seat"])
    if d["why"] != "target":
        return Text("The turn passes clockwise from the thrower {thrower} to {seat}.").format(
            thrower=P(d["thrower"]), seat=who)
    if d.get("took", True):
        return Text("{seat} took the mud last, so {seat} takes the next turn.").format(seat=who)
    return Text("{seat} was the last target of the mud, though {seat} took none of it, so {seat} takes the next "
                "turn.").format(seat=who)


# -- the set-up (setup.py) ------------------------------------------------------------------------------
def _values(pairs: list) -> Text:
    """'1 to 5 (6 of each) and 7 (5)': card values grouped by copies."""
    runs: list[list] = []  # [first value, last value, copies]
    for value, copies in pairs:
        if runs and runs[-1][2] == copies and runs[-1][1] == value - 1:
            runs[-1][1] = value
        else:
            runs.append([value, value, copies])
    parts = [Text("{first} to {last} ({k} of each)").format(first=a, last=b, k=k) if a != b else
             Text("{value} ({k})", context="matschig deck").format(value=a, k=k) for a, b, k in runs]
    return join(parts)


_KINDS_OF_DECK = {"W": Text("water {values}", context="matschig deck"),
                  "S": Text("sand {values}", context="matschig deck")}


def _deck(d: Mapping) -> Text:
    """The deck's composition in words, from its counts (A17)."""
    by_kind: dict = {}
    specials = []
    for c, k in d["counts"]:
        if c in SPECIAL_NAME:
            specials.append((c, k))
        else:
            by_kind.setdefault(c[0], []).append((int(c[1:]), k))
    kinds: list[Text] = []
    if by_kind.get("W") == by_kind.get("S"):
        kinds.append(Text("water and sand {values}", context="matschig deck").format(values=_values(by_kind["W"])))
    else:
        kinds += [_KINDS_OF_DECK[t].format(values=_values(by_kind[t])) for t in "WS"]
    kinds.append(Text("umbrellas {values}", context="matschig deck").format(values=_values(by_kind["U"])))
    extra = join([SPECIAL_PLURAL[c](k) for c, k in specials])
    data = {"total": sum(k for _, k in d["counts"]), "kinds": Joined(kinds, "; "), "extra": extra,
            "specials": count(sum(k for _, k in specials), "{n} special card", "{n} special cards",
                              context="matschig")}
    if d.get("variant"):
        return Text("The deck (the variant “{name}”) has {total} cards: {kinds}; and {specials} ({extra}). Only the "
                    "total is known: how many of each is a best guess.").format(name=VARIANT_NAME[d["variant"]], **data)
    return Text("The deck has {total} cards: {kinds}; and {specials} ({extra}). Only the total is known: how many "
                "of each is a best guess.").format(**data)


def _rounds(d: Mapping) -> Text:
    n = d["rounds"]
    if d.get("per_player"):
        return Text("With the variant “{name}” the game has {n} rounds, as many as players, and each player starts "
                    "one.").format(name=VARIANT_NAME["ROUNDS_PER_PLAYER"], n=n)
    if n != 3:
        return Text("The game has {n} rounds (3 by default).").format(n=n)
    return Text("The game has {n} rounds.").format(n=n)


def _circle(d: Mapping) -> Text:
    ring = ", ".join(P(q) for q in range(d["players"]))
    return Text("They sit in a fixed circle: {ring}, then {first} again; the next seat is to each player's "
                "left.").format(ring=ring, first=P(0))


SETUP: dict[str, Template] = {
    "players": lambda d: Text("{n} players: {seats} (Matschig is for 3 to 6).").format(
        n=d["players"], seats=seats(range(d["players"]))),
    "seats": _circle,
    "deck": _deck,
    "rounds": _rounds,
    "deal": lambda d: Text("All {all} cards are shuffled and each player is dealt 7 face down; the other {deck} form "
                           "the draw pile.").format(all=d["deck"] + 7 * d["players"], deck=d["deck"]),
    "dealt": lambda d: Text("{seat} is dealt {cards}.", plural="{seat} is dealt {cards}.", n=len(d["cards"])).format(
        seat=P(d["seat"]), cards=cards(d["cards"])),
    "hidden": Text("Hands are hidden: each player sees only their own cards; the mud piles, the cards out of play and "
                   "the number of cards in the draw pile are public."),
    "piles-empty": Text("Every mud pile starts empty."),
    "out-empty": Text("Nothing is out of play yet; a card that leaves play stays out, face up, until the round ends."),
    "first-starter": lambda d: Text("{seat} is chosen at random to start round 1.").format(seat=P(d["starter"])),
}


def _standing(d: Mapping) -> Text:
    leaders = d["leaders"]
    return Text("Points are bad, so lower is better: {seats} leads with {low}.",
                plural="Points are bad, so lower is better: {seats} lead with {low}.",
                n=len(leaders)).format(seats=seats(leaders), low=d["low"])


def _refill(d: Mapping) -> Text:
    left = _deck_left(d["deck"])
    if not d["draws"]:
        return Text("Nobody needs to draw; {left}.").format(left=left)
    draws = Joined([Text("{seat} draws {n}", context="matschig refill").format(seat=P(q), n=k)
                    for q, k in d["draws"]], ", ")
    return Text("Refill to 7: {draws}; {left}.").format(draws=draws, left=left)


def _shortfall(d: Mapping) -> Text:
    need = n_cards(d["need"])
    if not d["deck"]:
        return Text("Refilling every hand to 7 needs {need}, but the draw pile holds none: nobody draws and the round "
                    "ends.").format(need=need)
    return Text("Refilling every hand to 7 needs {need}, but the draw pile holds only {n}: nobody draws and the "
                "round ends.", plural="Refilling every hand to 7 needs {need}, but the draw pile holds only {n}: "
                "nobody draws and the round ends.", n=d["deck"]).format(need=need)


def _game_end(d: Mapping) -> Text:
    data = {"rounds": d["rounds"], "totals": _totals(d), "winners": seats(d["winners"])}
    if d["tiebreak"]:
        return Text("After {rounds} rounds: {totals}. The lowest total wins: {winners} (the tie broken by fewer mud "
                    "cards) wins.", plural="After {rounds} rounds: {totals}. The lowest total wins: {winners} (the tie "
                    "broken by fewer mud cards) share the win.", n=len(d["winners"])).format(**data)
    return Text("After {rounds} rounds: {totals}. The lowest total wins: {winners} wins.",
                plural="After {rounds} rounds: {totals}. The lowest total wins: {winners} share the win.",
                n=len(d["winners"])).format(**data)


def _new_round(d: Mapping) -> Text:
    data = {"round": d["round"], "rounds": d["rounds"], "seat": P(d["starter"])}
    if d["why"] == "left":
        return Text("Round {round} of {rounds}: all cards are shuffled and 7 dealt to each player; {seat} starts "
                    "(left of the last start player).").format(**data)
    return Text("Round {round} of {rounds}: all cards are shuffled and 7 dealt to each player; {seat} starts (the "
                "dirtiest player so far).").format(**data)


def _complete(d: Mapping) -> Text:
    data = {"seat": P(d["seat"]), "card": card(d["card"]), "sums": _sums(d, True), "target": P(d["target"])}
    if d["target"] == d["thrower"]:
        return Text("{seat} completes the mud with {card}: it is now perfect ({sums}) and flies on to {target} (back "
                    "at the thrower).").format(**data)
    return Text("{seat} completes the mud with {card}: it is now perfect ({sums}) and flies on to "
                "{target}.").format(**data)


def _throw(d: Mapping) -> Text:
    data = {"seat": P(d["seat"]), "cards": cards(d["cards"]), "target": P(d["target"])}
    if len(d["cards"]) > 2:
        return Text("{seat} throws {cards} at {target} ({sums}).").format(sums=_sums(d), **data)
    return Text("{seat} throws {cards} at {target}.").format(**data)


EVENTS: dict[str, Template] = {
    **SETUP,
    "spent": lambda d: Text("One special card per defence: {card} is spent and goes out of play.").format(
        card=the_card(d["card"])),
    "final-target": lambda d: Text("The mud is resolved: {seat}, who answered it last, is its final target.").format(
        seat=P(d["final_target"])),
    "standing": _standing,
    "refill-order": lambda d: Text("Refills go clockwise from the thrower {thrower}, so the draw pile ran out before "
                                   "{seats} could refill.", plural="Refills go clockwise from the thrower {thrower}, so "
                                   "the draw pile ran out before {seats} could refill.", n=len(d["short"])).format(
        thrower=P(d["thrower"]), seats=seats(d["short"])),
    "house-rule": Text("No printed rule ends a round this way: it is this tutor's own rule, so that every round ends."),
    "throw": _throw,
    "mud-perfect": lambda d: Text("The mud is perfect ({added}): nobody can complete it, so nobody can take it over; "
                                  "{target} must defend.").format(added=_added(d), target=P(d["target"])),
    "mud-imperfect": _imperfect,
    "window-skipped": Text("The mud is still not perfect, but with the variant “{name}” there is no new chance to "
                           "complete it after a pipe.").format(name=VARIANT_NAME["COMPLETE_ONLY_AFTER_THROW"]),
    "window-closed": _closed,
    "race-ask": _race_ask,
    "race-ask-unseen": _race_ask_unseen,
    "decline": lambda d: (Text("{seat} declines, in secret.") if d.get("secret") else
                          Text("{seat} declines.")).format(seat=P(d["seat"])),
    "race-claim": lambda d: Text("{seat} claims the completion in secret, to send the mud at {target}.").format(
        seat=P(d["seat"]), target=P(d["target"])),
    "race-secret": lambda d: Text("{seat} answers in secret.").format(seat=P(d["seat"])),
    "race-draw": lambda d: Text("{seats} wanted to complete; the draw picks {seat}.",
                                plural="{seats} wanted to complete; the draw picks {seat}.",
                                n=len(d["claimants"])).format(seats=seats(d["claimants"]), seat=P(d["seat"])),
    "complete": _complete,
    "defence-options": lambda d: Text("{seat} must answer {cards}; {pile}. Choices: {options}.").format(
        seat=P(d["seat"]), cards=cards(d["cards"]), pile=_pile_now(d), options=_options(d)),
    "defence-options-unseen": lambda d: Text("{seat} must answer {cards}: accept it, or defend with umbrellas or one "
                                             "special card.").format(seat=P(d["seat"]), cards=cards(d["cards"])),
    "accept": lambda d: Text("{seat} accepts and takes {cards}; the mud pile now scores {points}.").format(
        seat=P(d["seat"]), cards=cards(d["cards"]), points=pts(d["score"])),
    "umbrellas": lambda d: Text("{seat} opens umbrellas: {stops}; {takes}.").format(
        seat=P(d["seat"]), stops=_groups_stop(d), takes=_takes(d)),
    "pipe": lambda d: Text("{seat} plays the pipe and sends the mud on to {target}.").format(
        seat=P(d["seat"]), target=P(d["target"])),
    "blower": lambda d: Text("{seat} plays the blower: the sand ({cards}) is blown away; {takes}.").format(
        seat=P(d["seat"]), cards=cards(d["cancelled"]), takes=_takes(d)),
    "flamethrower": lambda d: Text("{seat} plays the flamethrower: the water ({cards}) dries up; {takes}.").format(
        seat=P(d["seat"]), cards=cards(d["cancelled"]), takes=_takes(d)),
    "watersuit": lambda d: Text("{seat} puts on the water suit: it stops {cards} ({sum} of at most {limit}); "
                                "{takes}.").format(seat=P(d["seat"]), cards=cards(d["stopped"]), sum=d["sum"],
                                                   limit=WATERSUIT_LIMIT, takes=_takes(d)),
    "machinegun": lambda d: Text("{seat} fires the machine-gun umbrella: {cards} goes out of play and every other "
                                 "player must reveal a card from the draw pile.",
                                 plural="{seat} fires the machine-gun umbrella: {cards} go out of play and every "
                                 "other player must reveal a card from the draw pile.",
                                 n=len(d["cancelled"])).format(seat=P(d["seat"]), cards=cards(d["cancelled"])),
    "mg-reveal": lambda d: Text("{seat} reveals {card}, {outcome}.").format(
        seat=P(d["seat"]), card=the_card(d["card"]), outcome=_mg_outcome(d)),
    "mg-empty": lambda d: Text("The draw pile is empty: {seats} stays clean.",
                               plural="The draw pile is empty: {seats} stay clean.", n=len(d["seats"])).format(
        seats=seats(d["seats"])),
    "refill": _refill,
    "drawn": lambda d: Text("{seat} draws {cards}.").format(seat=P(d["seat"]), cards=cards(d["cards"])),
    "shortfall": _shortfall,
    "played-out": Text("The draw pile is empty and nobody can throw any more: the round ends."),
    "next-turn": _next_turn,
    "pass": lambda d: Text("{seat} has {missing}, cannot throw and passes; {next} is next.").format(
        seat=P(d["seat"]), missing=MISSING[d["missing"]], next=P(d["next"])),
    "pass-unseen": lambda d: Text("{seat} cannot throw (no water card or no sand card) and passes; {next} is "
                                  "next.").format(seat=P(d["seat"]), next=P(d["next"])),
    "swap": lambda d: Text("{seat} passes and swaps {cards} out of play for 3 new cards ({left}); {next} is "
                           "next.").format(seat=P(d["seat"]), cards=cards(d["cards"]), left=_deck_left(d["deck"]),
                                           next=P(d["next"])),
    "deadlock": lambda d: Text("{passes} passes in a row without a swap: the round ends (the deadlock guard).").format(
        passes=d["passes"]),
    "round-score": lambda d: Text("Scores of round {round}: {rows}. Totals: {totals}.").format(
        round=d["round"], rows=_rows(d), totals=_totals(d)),
    "whole-game-score": lambda d: Text("With the variant “{name}” the one-type rule is applied to all the mud of the "
                                       "game: {totals}.").format(name=VARIANT_NAME["ONE_TYPE_WHOLE_GAME"],
                                                                 totals=_totals(d)),
    "game-end": _game_end,
    "new-round": _new_round,
}

EVENT_KINDS = tuple(EVENTS)

register_texts("matschig", EVENTS)
