"""Lessons 13-16 of the Matschig course: the refill and the next turn, scoring and rounds, why a pile of one type
is cheap, and a full game."""
from __future__ import annotations

import random

from ... import new_game
from ..model import Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, LEARNER, MGame, P, after, from_position, game, history_steps, numbers,
                     pile, pile_score, points, score, seats, spread, table, told, words)

ACCEPTER = "W4 W6 S1 S3 S5 W1 S7"
# full hands (the refill makes them so) with no water-and-sand pair among them: nobody can throw
STUCK_HANDS = ["W1 W2 W5 U1 U5 U6 PIPE", "W3 W4 W6 U2 U7 BLOWER MACHINEGUN", "S1 S3 S5 U3 U4 U6 FLAMETHROWER",
               "S2 S4 S7 U1 U2 U4 WATERSUIT"]
# a finished round's mud for each running total a question uses (M26: a mixed pile scores its sum)
# (even seats, odd seats): a tie between an even and an odd seat is broken by fewer cards (A16)
RECEIVED = {9: (["W4", "S5"], ["W2", "S3", "W4"]), 12: (["W5", "S7"], ["W3", "S4", "W5"]),
            15: (["W4", "S5", "W6"], ["W3", "S4", "W5", "S3"])}


# -- 13. The refill and the next turn ---------------------------------------------------------------------------
def refill_start() -> MGame:
    return game(hands=[ACCEPTER], thrown="W2 S2", thrower=1, target=0, deck_size=9, seed=21)


def next_is_learner(g: MGame) -> bool:
    return any(s.action == "accept" for s in history_steps(g)) and not g.is_over and g.to_move == LEARNER \
        and table(g)["phase"] == "turn"


def ended(g: MGame) -> bool:
    """The round is over (the next one started, or the game ended)."""
    return g.is_over or table(g)["round"] > 1


def refill_questions(rng: random.Random) -> list[Question]:
    target = rng.choice([0, 3])
    hands = [ACCEPTER if q != 1 else None for q in range(4)]
    g = game(hands=hands, thrown="W2 S2", thrower=1, target=target, deck_size=9, seed=rng.randrange(10**6))
    who = ask(g, Text("P2 threw water 2 and sand 2 at {p}, and {p} accepts. Who plays next?").format(p=P(target)),
              seats(4), lambda g: after(g, "accept"), lambda a: [P(a.to_move if a.to_move is not None else 0)],
              lambda a: told(a, rules=("M21", "M23")), ("M20", "M21", "M23"), seat=LEARNER,
              facts={"thrower": 1, "target": target, "mud": "W2 S2"})
    left = rng.choice([0, 1, 1, 3, 5])
    short = game(hands=[ACCEPTER], thrown="W2 S2", thrower=1, target=0, deck_size=left, seed=rng.randrange(10**6))
    prompt = (Text("P2 threw water 2 and sand 2 at P1 and must draw 2 cards to refill; the draw pile is empty. P1 "
                   "accepts. What happens?") if left == 0 else
              Text("P2 threw water 2 and sand 2 at P1 and must draw 2 cards to refill; only {n} card is left in the "
                   "draw pile. P1 accepts. What happens?",
                   plural="P2 threw water 2 and sand 2 at P1 and must draw 2 cards to refill; {n} cards are left in "
                          "the draw pile. P1 accepts. What happens?", n=left))
    refill = ask(short, prompt,
                 (Choice("end", Text("Nobody draws, and the round ends")),
                  Choice("on", Text("P2 draws, and play goes on")),
                  Choice("reshuffle", Text("The cards out of play are reshuffled"))),
                 lambda g: after(g, "accept"), lambda a: ["end" if ended(a) else "on"],
                 lambda a: told(a, rules=("M21", "M22")), ("M22", "M25"), seat=LEARNER,
                 facts={"deck_count": left, "thrower": 1, "hand": (0, ACCEPTER)}, order=rng)
    position = game(hands=STUCK_HANDS, deck_size=rng.choice([0, 1, 2]), to_move=3, seed=rng.randrange(10**6)).position()
    stuck = from_position(dict(position, passes=3))
    deadlock = ask(stuck, Text("Nobody holds both water and sand, and the draw pile has fewer than 3 cards, so nobody can swap. "
                               "P1, P2 and P3 have passed; now P4 passes too. What happens?"),
                   (Choice("end", Text("The round ends")),
                    Choice("again", Text("Everyone passes again, for ever"))),
                   lambda g: after(g, "pass"), lambda a: ["end" if ended(a) else "again"],
                   lambda a: told(a, rules=("M24",)), ("M24", "A20", "M25"), seat=LEARNER,
                   facts={"passes": 3, "to_move": 3, "nobody_throws": True}, order=rng)
    return [who, refill, deadlock]


REFILL = Lesson(
    "refill", GAME, ("M20", "M21", "M22", "M23", "M24", "M25", "A20"),
    Text("The refill, who plays next, and the end of a round"),
    Text("<p>Once the mud is dealt with, every player below 7 cards draws back up to 7, clockwise from "
         "the thrower. Then the <b>final target</b>, the last player the mud was sent at, takes the next "
         "turn, even if it stopped all the mud. If the draw pile cannot refill every hand, nobody draws "
         "and the <b>round ends</b> at once. (If everyone passes in a row without swapping, the round "
         "ends too.)</p>"),
    refill_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Accept the mud, and see who plays next."),
              next_is_learner, Text("You were the final target, so you play next; P2 drew 2 cards.")),
    questions=refill_questions)


# -- 14. Scoring and rounds ----------------------------------------------------------------------------------------
def round_start() -> MGame:
    return game(hands=[ACCEPTER], piles=["S2 S4", "W3 S6", "", "W1 W2 W5"], thrown="W1 S1", thrower=1, target=0,
                deck_size=1, seed=22)


def round_questions(rng: random.Random) -> list[Question]:
    out = []
    for one_type in (True, rng.random() < 0.5):
        kind = rng.choice("WS")
        if one_type:
            cards = [f"{kind}{rng.randrange(1, 8)}" for _ in range(rng.randrange(2, 5))]
        else:
            cards = [f"{rng.choice('WS')}{rng.randrange(1, 8)}" for _ in range(rng.randrange(2, 5))]
        g = game(hands=[ACCEPTER], piles=["", "", " ".join(cards)], thrown="W1 S1", thrower=1, target=0,
                 deck_size=1, seed=rng.randrange(10**6))
        total = sum(int(c[1]) for c in cards)
        said = words(cards)
        out.append(ask(g, Text("P1 accepts the last mud, and the round ends with P3's mud pile holding {said}. How many points "
                               "does P3's pile score?").format(said=said),
                       spread(pile_score(cards), [len(cards), total, total + 1], rng),
                       lambda g: {"points": score(g, 2), "how": "one-type" if len({c[0] for c in pile(g, 2)}) == 1
                                  else "sum"},
                       lambda row: [str(row["points"])],
                       lambda row: (Text("One type only (all water or all sand): 1 point per card. Here: {n}.")
                                        if row["how"] == "one-type" else
                                        Text("Mixed: the sum of the values. Here: {n}.")).format(n=row["points"]),
                       ("M26",), seat=LEARNER, highlight={"region": "piles"},
                       facts={"pile": (2, " ".join(cards)), "deck_count": 1}))
    totals = [rng.choice([9, 12, 15]) for _ in range(4)]
    last = game(hands=["U1 U1 W4 S5 S6 W6 S7"], thrown="W1 S1", thrower=1, target=0, race=False, deck_size=1,
                rounds=2, round=2, totals=totals, seed=rng.randrange(10**6))
    last = from_position(dict(last.position(), received=[RECEIVED[t][q % 2] for q, t in enumerate(totals)]))
    shown = ", ".join(f"{P(q)} {t}" for q, t in enumerate(totals))
    out.append(ask(last, Text("The last round is ending: the totals are {shown}, and every mud pile is empty. P1 stops the "
                              "last mud with two umbrellas. Who wins? (Mark every one.)").format(shown=shown),
                   seats(4), lambda g: after(g, "umbrellas U1>W1 U1>S1").result().winners,
                   lambda won: [P(q) for q in won],
                   lambda won: Text("The lowest total wins; players tied at the lowest share the win: "
                                        "{winners}.").format(winners=", ".join(P(q) for q in won)),
                   ("M30", "M27"), seat=LEARNER, multi=True,
                   facts={"totals": totals, "round": (2, 2), "pile": (0, ""), "pile2": (1, ""), "pile3": (2, "")}))
    g = round_start()
    out.append(ask(g, Text("P2 started round 1. P1 accepts the last mud and the round ends. Who starts round 2?"),
                   seats(4), lambda g: after(g, "accept"), lambda a: [P(table(a)["starter"])],
                   lambda a: told(a, rules=("M29",)), ("M3", "M29", "M4"), seat=LEARNER,
                   facts={"starter": 1, "deck_count": 1}, order=rng))
    agreed = rng.choice([2, 3])
    fresh = new_game(GAME, players=4, seed=rng.randrange(10**6), rounds=agreed)
    out.append(ask(fresh, Text("The players agree on the shorter game the rules allow. How many rounds does it have?")
                   if agreed == 2 else Text("The players agree on nothing special. How many rounds does the game have?"),
                   numbers([1, 2, 3, 4]), lambda g: table(g)["rounds"], lambda n: [str(n)],
                   lambda n: Text("{n} round; between rounds every card is gathered and reshuffled, and each mud "
                                      "pile starts empty again.",
                                      plural="{n} rounds; between rounds every card is gathered and reshuffled, and "
                                             "each mud pile starts empty again.", n=n).format(n=n),
                   ("M28", "M29", "M4"), seat=LEARNER, facts={"round": (1, agreed)}))
    return out


ROUNDS = Lesson(
    "rounds", GAME, ("M3", "M4", "M26", "M28", "M29", "M30"), Text("Scoring, and a game of rounds"),
    Text("<p>At the end of a round each mud pile scores: <b>empty</b> 0; <b>one type only</b> (all water "
         "or all sand) <b>1 point per card</b>; <b>mixed</b>, the <b>sum of the values</b>. A game has 3 "
         "rounds; between rounds every card is reshuffled, each pile starts empty, and the player left of "
         "the last start player begins. The lowest total wins; a tie shares the win.</p>"),
    round_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Only 1 card is left in the draw pile. Accept the mud and watch the round end."),
              ended, Text("Round 1 is scored pile by pile; round 2 starts with empty piles.")),
    questions=round_questions)


# -- 15. Keep your pile one type ------------------------------------------------------------------------------------
ONE_TYPE_HAND = "U1 FLAMETHROWER W2 W6 S1 S2 U2"


def one_type_start() -> MGame:
    return game(hands=[ONE_TYPE_HAND], piles=["S3 S5 S6 S7"], thrown="W1 S4", thrower=1, target=0, race=False,
                seed=23)


def stays_one_type(g: MGame) -> bool:
    if not history_steps(g) or table(g)["round"] != 1:
        return False
    cards = pile(g, LEARNER)
    return len({c[0] for c in cards}) == 1


def one_type_questions(rng: random.Random) -> list[Question]:
    out = []
    # a pile of one type beside a mixed one: the one-type clause decides which is cheaper
    pairs = [("W7 W7 W7", "W2 S3"), ("S6 S6 S5 S7", "W3 S4"), ("W1 W2", "W1 S1"), ("S7 S7 S7 S7 S7", "W3 S2"),
             ("W5 W6", "W1 S2 W1")]
    for a, b in rng.sample(pairs, 2):
        if rng.random() < 0.5:
            a, b = b, a
        g = game(hands=[ONE_TYPE_HAND], piles=["", a, b], seed=rng.randrange(10**6))
        said_a, said_b = words(a.split()), words(b.split())
        out.append(ask(g, Text("Which mud pile scores fewer points: P2's ({said_a}) or P3's ({said_b})?").format(said_a=said_a, said_b=said_b),
                       (Choice("P2", Text("P2's")), Choice("P3", Text("P3's")),
                        Choice("same", Text("They score the same"))),
                       lambda g: (score(g, 1), score(g, 2)),
                       lambda s: ["P2" if s[0] < s[1] else "P3" if s[1] < s[0] else "same"],
                       lambda s: Text("P2's pile: {p2}; P3's: {p3}. Big cards are cheap while the pile stays "
                                          "one type.").format(p2=points(s[0]), p3=points(s[1])),
                       ("M26",), seat=LEARNER, highlight={"region": "piles"},
                       facts={"pile": (1, a), "pile2": (2, b)}))
    g = one_type_start()
    out.append(ask(g, Text("P1's pile holds sand 3, 5, 6 and 7 (4 points). If P1 accepts water 1 and sand 4, what does the "
                           "pile score?"),
                   spread(26, [6, 5, 4], rng), lambda g: score(after(g, "accept"), LEARNER),
                   lambda n: [str(n)],
                   lambda n: Text("One water card mixes the pile: every value counts, {points}.").format(
                       points=points(n)),
                   ("M26", "M17"), seat=LEARNER, facts={"pile": (0, "S3 S5 S6 S7"), "mud": "W1 S4"}))
    return out


ONE_TYPE = Lesson(
    "one-type", GAME, ("M26", "M18"), Text("Why you keep your pile one type"),
    Text("<p>A pile of one type scores 1 point per card, however big the cards: sand 3, 5, 6 and 7 is "
         "only 4 points. One card of the other type mixes it, and then every value counts: with water 1 "
         "it is 22. So when you must take something, take mud of your pile's type, and stop the other "
         "type first.</p>"),
    one_type_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Defend so that your pile stays all sand."),
              stays_one_type, Text("Still one type: 1 point a card."),
              moves=1, missed=Text("your defence let water into your pile: it is no longer all sand.")),
    hints=(Text("Stop water 1 with umbrella 1 (the flamethrower would do too)."),),
    questions=one_type_questions)


# -- 16. A full game -------------------------------------------------------------------------------------------------
FULL = Lesson(
    "full", GAME, ("M1", "M8", "M30"), Text("A full game"),
    Text("<p>Now a whole game against three bots. Press <b>Next</b> to see each bot move, ask for a "
         "<b>hint</b> when you want one, and ask why a bot played as it did.</p>"),
    lambda: new_game(GAME, players=4, seed=2026), seat=LEARNER, bots=BOTS,
    task=Task(Text("Play the game to the end."), lambda g: g.is_over,
              Text("The end card gives the totals; the lowest wins."), whole_game=True),
    controls=("undo", "history", "next", "auto", "why"))

LESSONS = [REFILL, ROUNDS, ONE_TYPE, FULL]
__all__ = ["LESSONS"]
