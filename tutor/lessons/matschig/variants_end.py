"""Appendix lessons on the variants of the defence, the end of a round and the game, and the deck (A9-A17)."""
from __future__ import annotations

from ... import new_game
from ..model import Choice, Text
from .appendix import contrast, last_round, maker, side_by_side, variant_lesson
from .common import GAME, P, after, events, game, legal, numbers, seats, table
from .variants_throw import yes_no, yn

MG_HAND = "MACHINEGUN U1 W1 W3 S6 S2 U2"
MG_DECK = "S3 S1 U2 W5 PIPE"
REVEALS = (Choice("safe", Text("Safe: the pipe goes out of play")),
           Choice("redraw", Text("Reveals again")),
           Choice("keep", Text("Keeps the pipe in hand")),
           Choice("mud", Text("Takes it as mud")))
ACCEPTER = "W4 W6 S1 S3 S5 W1 S7"
# the mud received in round 1 for a tie at the end: P1 ends on 3 points with 3 cards, P3 on 3 with 2
TIED = [[], ["W3", "S4", "W4"], ["W1", "S2"], ["W5", "S6", "W7"]]


def first_reveal(g) -> str:
    return str(events(after(g, "MACHINEGUN"), "mg-reveal")[0].data["outcome"])


def _mg_lesson(lesson_id: str, variant: str, title: Text, changed: Text, seed: int):
    return variant_lesson(
        lesson_id, variant, ("M19e", "A10"), title,
        side_by_side(variant, Text("A revealed card that is not mud goes out of play and saves the player."),
                     changed),
        lambda: game(hands=[MG_HAND], thrown="W4 S6", thrower=1, target=0, race=False, deck=MG_DECK, seed=seed,
                     variants={variant}),
        contrast(variant, ("M19e", "A10"),
                 Text("The top card of the draw pile is the pipe. P1 fires the machine-gun umbrella. What happens to "
                      "P2, who reveals first?"),
                 maker(hands=[MG_HAND], thrown="W4 S6", thrower=1, target=0, race=False, deck=MG_DECK),
                 first_reveal, REVEALS,
                 Text("Read word for word, the rules name only umbrellas as saving; by default any card that is not "
                      "mud saves."),
                 lambda g: {"deck_top": "PIPE", "holds": (0, "MACHINEGUN")}))


def _rounds_of(g) -> str:
    """How many rounds a game of these players and rules has (a new game's, read from the engine)."""
    return str(table(new_game(GAME, players=g.players, seed=0, variants=set(g.variants)))["rounds"])


LESSONS = [
    variant_lesson(
        "v-suit", "WATERSUIT_ALL_OR_NOTHING", ("M19d", "A9"),
        Text("Variant: the water suit, all or nothing"),
        side_by_side("WATERSUIT_ALL_OR_NOTHING", Text("The suit stops mud cards worth up to 13 together; the rest is taken."),
                     Text("The suit works only if the whole mud is worth 13 or less.")),
        lambda: game(hands=["WATERSUIT U1 W2 S3 S1 W4 U2"], thrown="W7 S7", thrower=1, target=0, seed=40,
                     variants={"WATERSUIT_ALL_OR_NOTHING"}),
        contrast("WATERSUIT_ALL_OR_NOTHING", ("M19d", "A9"),
                 Text("The mud is water 7 and sand 7 (14). May P1 stop water 7 with the water suit?"),
                 maker(hands=["WATERSUIT U1 W2 S3 S1 W4 U2"], thrown="W7 S7", thrower=1, target=0),
                 lambda g: yn(legal(g, "WATERSUIT W7")), yes_no,
                 Text("Only a perfect mud of 14 is ever worth more than 13."),
                 lambda g: {"mud": "W7 S7", "holds": (0, "WATERSUIT")})),
    _mg_lesson("v-mg-redraw", "MG_REDRAW_ON_SPECIAL",
               Text("Variant: a special card makes you reveal again"),
               Text("A revealed special card is discarded and the same player reveals again: only an umbrella saves."),
               41),
    _mg_lesson("v-mg-keep", "MG_KEEP_DEFENCE_CARD",
               Text("Variant: keep a revealed defence card"),
               Text("A revealed defence card goes into that player's hand, and the player is safe."), 42),
    variant_lesson(
        "v-play-out", "PLAY_OUT", ("M22", "M25", "A11", "A19"),
        Text("Variant: play the draw pile out"),
        side_by_side("PLAY_OUT", Text("If the draw pile cannot refill every hand, nobody draws and the round ends."),
                     Text("Refill clockwise from the thrower as far as the pile allows; the round ends when the pile is "
                          "empty and nobody can throw.")),
        lambda: game(hands=[ACCEPTER], thrown="W2 S2", thrower=1, target=0, deck_size=1, seed=43,
                     variants={"PLAY_OUT"}),
        contrast("PLAY_OUT", ("M22", "A11", "A19"),
                 Text("P2 threw water 2 and sand 2 at P1 and needs 2 cards; 1 is left in the draw pile. P1 accepts. Is "
                      "the round still on?"),
                 maker(hands=[ACCEPTER], thrown="W2 S2", thrower=1, target=0, deck_size=1),
                 lambda g: yn(table(after(g, "accept"))["round"] == 1 and not after(g, "accept").is_over), yes_no,
                 Text("Playing the pile out, the refill order (clockwise from the thrower) decides who still draws."),
                 lambda g: {"deck_count": 1, "thrower": 1, "hand": (0, ACCEPTER)})),
    variant_lesson(
        "v-clockwise", "CLOCKWISE_TURNS", ("M23", "A12"),
        Text("Variant: turns go clockwise"),
        side_by_side("CLOCKWISE_TURNS", Text("The final target, the last player the mud was sent at, takes the next turn, even if it stopped "
                                             "all the mud."),
                     Text("The player left of the last thrower takes the next turn.")),
        lambda: game(hands=[ACCEPTER], thrown="W2 S2", thrower=1, target=0, seed=44, variants={"CLOCKWISE_TURNS"}),
        contrast("CLOCKWISE_TURNS", ("M23", "A12"),
                 Text("P2 threw water 2 and sand 2 at P1, and P1 accepts. Who plays next?"),
                 maker(hands=[ACCEPTER], thrown="W2 S2", thrower=1, target=0),
                 lambda g: P(after(g, "accept").to_move or 0), seats(4),
                 Text("By default the final target plays next, whether or not it took any mud."),
                 lambda g: {"thrower": 1, "target": 0, "mud": "W2 S2"})),
    variant_lesson(
        "v-dirtiest", "DIRTIEST_STARTS", ("M3", "A13"),
        Text("Variant: the dirtiest player starts"),
        side_by_side("DIRTIEST_STARTS", Text("Later rounds start with the player left of the previous start player."),
                     Text("The player with the highest total starts; ties go clockwise.")),
        lambda: game(hands=[ACCEPTER], piles=["", "", "", "W3 S6 W7"], thrown="W1 S1", thrower=1, target=0,
                     deck_size=1, seed=45, variants={"DIRTIEST_STARTS"}),
        contrast("DIRTIEST_STARTS", ("M3", "A13"),
                 Text("P2 started round 1; P4's pile holds water 3, sand 6 and water 7. P1 accepts the last mud and "
                      "the round ends. Who starts round 2?"),
                 maker(hands=[ACCEPTER], piles=["", "", "", "W3 S6 W7"], thrown="W1 S1", thrower=1, target=0,
                       deck_size=1),
                 lambda g: P(table(after(g, "accept"))["starter"]), seats(4),
                 Text("With the variant, the player with the highest total gets the first throw of the next round."),
                 lambda g: {"starter": 1, "pile": (3, "W3 S6 W7"), "deck_count": 1})),
    variant_lesson(
        "v-rounds", "ROUNDS_PER_PLAYER", ("M28", "A14"),
        Text("Variant: one round per player"),
        side_by_side("ROUNDS_PER_PLAYER", Text("3 rounds (2 if you agree)."),
                     Text("As many rounds as players, each starting one.")),
        lambda: game(players=5, seed=46, variants={"ROUNDS_PER_PLAYER"}),
        contrast("ROUNDS_PER_PLAYER", ("M28", "A14"),
                 Text("How many rounds does a game of 5 players have?"),
                 maker(players=5), _rounds_of, numbers([2, 3, 4, 5, 6]),
                 Text("With one round per player, everyone starts one round."),
                 lambda g: {"players": 5})),
    variant_lesson(
        "v-whole-game", "ONE_TYPE_WHOLE_GAME", ("M26", "M29", "A15"),
        Text("Variant: one type over the whole game"),
        side_by_side("ONE_TYPE_WHOLE_GAME", Text("The one-type rule is applied to each round's pile."),
                     Text("Every mud card of the game is kept, and the rule is applied once at the end.")),
        lambda: last_round([[], [], [], []], {"ONE_TYPE_WHOLE_GAME"}, 47),
        contrast("ONE_TYPE_WHOLE_GAME", ("M26", "A15"),
                 Text("P1 took sand 1 and sand 2 (2 points) in round 1. In round 2, the last, P1's pile holds water 1 "
                      "and water 2 when P3 accepts the last mud and the game ends. What is P1's total?"),
                 lambda rng, v: last_round([["S1", "S2"], [], [], []], v, rng.randrange(10**6)),
                 lambda g: str(after(g, "accept").result().scores[0]), numbers([3, 4, 6]),
                 Text("Over the whole game water 1, water 2, sand 1 and sand 2 are mixed: the values are summed."),
                 lambda g: {"received": (0, "S1 S2"), "pile": (0, "W1 W2"), "round": (2, 2)})),
    variant_lesson(
        "v-tiebreak", "TIEBREAK_FEWER_CARDS", ("M30", "A16"),
        Text("Variant: breaking a tie"),
        side_by_side("TIEBREAK_FEWER_CARDS", Text("Players tied for the lowest total share the win."),
                     Text("Among them, whoever received fewer mud cards in all wins.")),
        lambda: last_round(TIED, {"TIEBREAK_FEWER_CARDS"}, 48, accept="W1 S1", piles=["S1"], target=0),
        contrast("TIEBREAK_FEWER_CARDS", ("M30", "A16"),
                 Text("The game ends with P1 and P3 tied at 3 points; P1 has received 3 mud cards in all, P3 has "
                      "received 2. Who wins?"),
                 lambda rng, v: last_round(TIED, v, rng.randrange(10**6), accept="W1 S1", piles=["S1"], target=0),
                 lambda g: " ".join(P(q) for q in after(g, "accept").result().winners),
                 (Choice("P3", Text("P3")), Choice("P1 P3", Text("P1 and P3")),
                  Choice("P1", Text("P1"))),
                 Text("A tie-break counts only when the totals tie."),
                 lambda g: {"received": (2, "W1 S2"), "pile": (0, "S1"), "mud": "W1 S1", "totals": [0, 11, 3, 18]})),
    variant_lesson(
        "v-deck", "DECK_FANFOR_1998", ("M12", "A17"), Text("Variant: the 1998 deck"),
        side_by_side("DECK_FANFOR_1998", Text("Water and sand 1 to 7, five of each."),
                     Text("Water and sand 1 to 5 and 7: there is no 6.")),
        lambda: game(hands=["W1 S7 U1 U2 U3 PIPE BLOWER"], seed=49, variants={"DECK_FANFOR_1998"}),
        contrast("DECK_FANFOR_1998", ("M12", "A17"),
                 Text("P1 throws water 1 and sand 7 at P2. Which single card completes it?"),
                 maker(hands=["W1 S7 U1 U2 U3 PIPE BLOWER"]), lambda g: _completer(after(g, "throw W1 S7 at P2")),
                 (Choice("W6", Text("Water 6")), Choice("S6", Text("Sand 6")),
                  Choice("none", Text("There is none: that card does not exist"))),
                 Text("Both decks are assumptions: the real counts are not known."),
                 lambda g: {"holds": (0, "W1 S7")})),
]


def _completer(g) -> str:
    said = events(g, "mud-imperfect")[0].data
    return str(said["card"]) if said["in_deck"] else "none"


__all__ = ["LESSONS"]
