"""Appendix lessons on the variants of the throw, the swap and the completion race (A1, A2, A4-A8)."""
from __future__ import annotations

from ..model import NO, YES, Text
from .appendix import contrast, maker, side_by_side, variant_lesson
from .common import P, after, game, legal, seats, table

yes_no = (YES, NO)


def yn(ok: bool) -> str:
    return "yes" if ok else "no"


def _told_to(g, seat: int) -> str:
    """The kind of event the last step's first event is, as `seat` is told it."""
    seen = g.history[-1].events[0].seen_by(seat)
    return "" if seen is None else str(seen.kind)


RACE_HANDS = ["W2 W5 S1 U2 U6 S3 BLOWER", None, None, "W3 S5 U1 U2 U3 U4 PIPE"]
PIPE_HAND = "PIPE U1 W1 S1 S4 W6 U2"

LESSONS = [
    variant_lesson(
        "v-multi", "MULTI_CARD_THROW", ("M8", "A1"), Text("Variant: several cards per throw"),
        side_by_side("MULTI_CARD_THROW", Text("Exactly one water card and one sand card."),
                     Text("One or more of each; the mud holds them all and is perfect if the sums are equal.")),
        lambda: game(hands=["W2 W3 S5 S1 U1 U2 PIPE"], seed=31, variants={"MULTI_CARD_THROW"}),
        contrast("MULTI_CARD_THROW", ("M8", "A1"),
                 Text("P1 holds water 2, water 3 and sand 5. May P1 throw all three at P2?"),
                 maker(hands=["W2 W3 S5 S1 U1 U2 PIPE"]), lambda g: yn(legal(g, "throw W2 W3 S5 at P2")), yes_no,
                 Text("The rules can be read as “one of each” or as “at least one of each”."),
                 lambda g: {"holds": (0, "W2 W3 S5")})),
    variant_lesson(
        "v-swap-off", "SWAP3_OFF", ("M7", "A2"), Text("Variant: no swap"),
        side_by_side("SWAP3_OFF", Text("A player who cannot throw passes and may swap 3 cards."),
                     Text("A plain pass, with no swap.")),
        lambda: game(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], seed=32, variants={"SWAP3_OFF"}),
        contrast("SWAP3_OFF", ("M7", "A2"),
                 Text("P1 has no sand card. May P1 swap water 1, water 2 and umbrella 3 when passing?"),
                 maker(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"]), lambda g: yn(legal(g, "swap W1 W2 U3")), yes_no,
                 Text("The swap is a house rule: without it, a player who cannot throw just passes."),
                 lambda g: {"lacks": (0, "S")})),
    variant_lesson(
        "v-voluntary-swap", "VOLUNTARY_SWAP", ("M6", "A2"), Text("Variant: swap at will"),
        side_by_side("VOLUNTARY_SWAP", Text("A player who can throw must throw; only a player who passes may swap."),
                     Text("You may swap 3 cards and pass even when you could throw.")),
        lambda: game(hands=["W1 S2 U3 U4 U5 PIPE BLOWER"], seed=32, variants={"VOLUNTARY_SWAP"}),
        contrast("VOLUNTARY_SWAP", ("M6", "A2"),
                 Text("P1 could throw water 1 and sand 2. May P1 swap water 1, sand 2 and umbrella 3 instead?"),
                 maker(hands=["W1 S2 U3 U4 U5 PIPE BLOWER"]), lambda g: yn(legal(g, "swap W1 S2 U3")), yes_no,
                 Text("By default a player who can throw must throw."),
                 lambda g: {"holds": (0, "W1 S2 U3")})),
    variant_lesson(
        "v-target-cannot", "TARGET_CANNOT_COMPLETE", ("M13", "A4"),
        Text("Variant: the target may not complete"),
        side_by_side("TARGET_CANNOT_COMPLETE", Text("Everyone but the sender may complete, the target included."),
                     Text("The target may not complete the mud thrown at it.")),
        lambda: game(hands=RACE_HANDS, to_move=3, seed=33, variants={"TARGET_CANNOT_COMPLETE"}),
        contrast("TARGET_CANNOT_COMPLETE", ("M13", "A4"),
                 Text("P4 throws water 3 and sand 5 at P1, who holds water 2. Is P1 asked whether to complete it?"),
                 maker(hands=RACE_HANDS, to_move=3),
                 lambda g: yn(0 in table(after(g, "throw W3 S5 at P1"))["queue"]), yes_no,
                 Text("Completing is the target's way to fight back, unless the variant forbids it."),
                 lambda g: {"holds": (3, "W3 S5"), "holds2": (0, "W2"), "to_move": 3})),
    variant_lesson(
        "v-thrower-never", "THROWER_NEVER_COMPLETES", ("M13", "M19a", "A4"),
        Text("Variant: the thrower never completes"),
        side_by_side("THROWER_NEVER_COMPLETES", Text("After a pipe the piper is the sender; the thrower may complete like anyone else."),
                     Text("The original thrower stays barred, even after a pipe.")),
        lambda: game(hands=[PIPE_HAND, "W2 W4 S1 U1 U3"], thrown="W3 S5", thrower=1, target=0, race=False, seed=34,
                     variants={"THROWER_NEVER_COMPLETES"}),
        contrast("THROWER_NEVER_COMPLETES", ("M13", "M19a", "A4"),
                 Text("P2 threw water 3 and sand 5 at P1; P1 pipes it at P3. Is P2 asked whether to complete it?"),
                 maker(hands=[PIPE_HAND, "W2 W4 S1 U1 U3"], thrown="W3 S5", thrower=1, target=0, race=False),
                 lambda g: yn(1 in table(after(g, "PIPE at P3"))["queue"]), yes_no,
                 Text("After a pipe the piper is the sender."),
                 lambda g: {"thrower": 1, "mud": "W3 S5", "holds": (0, "PIPE")})),
    variant_lesson(
        "v-target-first", "RACE_TARGET_FIRST", ("M14", "A5"),
        Text("Variant: the target is asked first"),
        side_by_side("RACE_TARGET_FIRST", Text("Those who may complete are asked in seat order from the sender's left; the first yes wins."),
                     Text("The target is asked first, then the others in seat order.")),
        lambda: game(hands=RACE_HANDS[:3], thrown="W3 S5", thrower=3, target=2, seed=35,
                     variants={"RACE_TARGET_FIRST"}),
        contrast("RACE_TARGET_FIRST", ("M14", "A5"),
                 Text("P4 throws water 3 and sand 5 at P3. Who is asked first whether to complete it?"),
                 maker(hands=RACE_HANDS, to_move=3),
                 lambda g: P(table(after(g, "throw W3 S5 at P3"))["queue"][0]), seats(4, skip=[3]),
                 Text("By default the order starts left of the sender."),
                 lambda g: {"holds": (3, "W3 S5"), "to_move": 3})),
    variant_lesson(
        "v-race-random", "RACE_RANDOM", ("M14", "A5"),
        Text("Variant: a secret race with a draw"),
        side_by_side("RACE_RANDOM", Text("Everyone hears each answer; the first yes wins."),
                     Text("Every answer is secret until all have answered; then a draw picks one of the yeses, a fair "
                          "stand-in for the quickest hand.")),
        lambda: game(hands=RACE_HANDS, to_move=3, seed=36, variants={"RACE_RANDOM"}),
        contrast("RACE_RANDOM", ("M14", "A5"),
                 Text("P4 throws water 3 and sand 5 at P3, and P1, asked first, declines. Does P2 learn that P1 "
                      "declined?"),
                 maker(hands=RACE_HANDS, to_move=3),
                 lambda g: yn(_told_to(after(g, "throw W3 S5 at P3", "decline"), 1) == "decline"), yes_no,
                 Text("With the draw, nobody may act on what the others answered."),
                 lambda g: {"holds": (3, "W3 S5"), "to_move": 3})),
    variant_lesson(
        "v-window", "COMPLETE_ONLY_AFTER_THROW", ("M19a", "A6"),
        Text("Variant: one completion window"),
        side_by_side("COMPLETE_ONLY_AFTER_THROW", Text("A mud may be completed after the throw and again after every pipe, while it is not perfect."),
                     Text("Only right after the throw.")),
        lambda: game(hands=[PIPE_HAND], thrown="W3 S5", thrower=1, target=0, race=False, seed=37,
                     variants={"COMPLETE_ONLY_AFTER_THROW"}),
        contrast("COMPLETE_ONLY_AFTER_THROW", ("M19a", "A6"),
                 Text("P1 pipes the imperfect mud, water 3 and sand 5, at P3. Is there a new chance to complete it?"),
                 maker(hands=[PIPE_HAND], thrown="W3 S5", thrower=1, target=0, race=False),
                 lambda g: yn(table(after(g, "PIPE at P3"))["phase"] == "race"), yes_no,
                 Text("Either way P3 then defends with every option."),
                 lambda g: {"mud": "W3 S5", "holds": (0, "PIPE")})),
    variant_lesson(
        "v-redirect", "MUST_REDIRECT", ("M15", "A7"),
        Text("Variant: the completer must redirect"),
        side_by_side("MUST_REDIRECT", Text("The completer may send the mud at anyone but themselves, the current target included."),
                     Text("The new target must be another player than the current target.")),
        lambda: game(hands=RACE_HANDS[:1], thrown="W3 S5", thrower=3, target=1, seed=38, variants={"MUST_REDIRECT"}),
        contrast("MUST_REDIRECT", ("M15", "A7"),
                 Text("P4 threw water 3 and sand 5 at P2; P1 completes it with water 2. May P1 send it at P2 again?"),
                 maker(hands=RACE_HANDS[:1], thrown="W3 S5", thrower=3, target=1),
                 lambda g: yn(legal(g, "complete W2 at P2")), yes_no,
                 Text("Sending it back at the same target leaves it with a perfect mud nobody can complete."),
                 lambda g: {"thrower": 3, "target": 1, "mud": "W3 S5", "holds": (0, "W2")})),
    variant_lesson(
        "v-perfect-pipe", "PERFECT_BLOCKS_PIPE", ("M19a", "A8"),
        Text("Variant: no pipe on perfect mud"),
        side_by_side("PERFECT_BLOCKS_PIPE", Text("The target's pipe works on any mud: “nobody may redirect a perfect mud” is read as “nobody may "
                                                 "complete it”."),
                     Text("A perfect mud cannot be piped.")),
        lambda: game(hands=[PIPE_HAND], thrown="W4 S4", thrower=1, target=0, seed=39, variants={"PERFECT_BLOCKS_PIPE"}),
        contrast("PERFECT_BLOCKS_PIPE", ("M19a", "A8"),
                 Text("The mud, water 4 and sand 4, is perfect. May P1 pipe it at P3?"),
                 maker(hands=[PIPE_HAND], thrown="W4 S4", thrower=1, target=0),
                 lambda g: yn(legal(g, "PIPE at P3")), yes_no,
                 Text("The variant reads “nobody may redirect a perfect mud” word for word."),
                 lambda g: {"mud": "W4 S4", "holds": (0, "PIPE")})),
]
