"""Lessons 9-12 of the Matschig course, the special cards: blower and flamethrower, the water suit, the pipe and
the machine-gun umbrella."""
from __future__ import annotations

import random

from ...core.i18n import Joined
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, LEARNER, MGame, P, after, events, game, history_steps, pile,
                     played, playing, points, refusal, refused, score, seats, told, words, yes)


# -- 9. Blower and flamethrower ------------------------------------------------------------------------------------
def blower_start() -> MGame:
    return game(hands=["BLOWER FLAMETHROWER W1 W3 S6 U1 S1"], piles=["S3 S4"], thrown="W5 S2", thrower=1,
                target=0, race=False, seed=17)


ANSWERS = {"BLOWER": Text("P1 answers {said} with the blower. What does P1 take?"),
           "FLAMETHROWER": Text("P1 answers {said} with the flamethrower. What does P1 take?")}


def blower_questions(rng: random.Random) -> list[Question]:
    out = []
    for special in rng.sample(["BLOWER", "FLAMETHROWER"], 2):
        thrown = rng.choice(["W3 S6", "W5 S2", "W4 S6", "W6 S1"])
        g = game(hands=[f"{special} U1 W1 S1 S3 W7 U2"], thrown=thrown, thrower=2, target=0, race=False,
                 seed=rng.randrange(10**6))
        cards = thrown.split()
        options = {" ".join(cards[:1]), " ".join(cards[1:]), "none"}
        out.append(ask(
            g, ANSWERS[special].format(said=words(cards)),
            tuple(Choice(o, Text("nothing") if o == "none" else words(o.split())) for o in sorted(options)),
            playing(special), lambda a: [" ".join(pile(a, LEARNER)) or "none"],
            lambda a: told(a, rules=("M19b", "M19c")), ("M19b", "M19c", "M19"), seat=LEARNER,
            highlight={"region": "mud"}, facts={"holds": (0, special), "mud": thrown, "pile": (0, "")}))
    return out


BLOWER = Lesson(
    "blower", GAME, ("M19b", "M19c"), Text("Blower and flamethrower"),
    Text("<p>The <b>blower</b> blows the sand away: the sand cards go out of play and you take the water. "
         "The <b>flamethrower</b> dries the water up: the water cards go out of play and you take the "
         "sand. Either way you take one type of the mud, and you choose which.</p>"),
    blower_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Your pile holds sand 3 and sand 4, all sand. Use the special card that keeps it one type."),
              played("FLAMETHROWER"), Text("You took sand 2 only: sand 3, 4 and 2 are still all sand, 3 points."),
              moves=1, missed=Text("your defence was not the flamethrower, the special card that keeps your pile all sand.")),
    questions=blower_questions)


# -- 10. The water suit ----------------------------------------------------------------------------------------------
def suit_start() -> MGame:
    return game(hands=["WATERSUIT U1 W2 S3 S1 W4 U2"], thrown="W7 S7", thrower=1, target=0, seed=18)


def suit_best(g: MGame) -> bool:
    return any(e.kind == "watersuit" and e.data["sum"] == 7 for step in history_steps(g) for e in step.events)


def suit_uses(g: MGame) -> dict[str, tuple[list[str], int]]:
    """Every legal use of the water suit -> (the cards P1 takes, P1's pile score after it)."""
    out = {}
    for action in g.legal_actions():
        if action.startswith("WATERSUIT"):
            played_ = after(g, action)
            taken = events(played_, "watersuit")[0].data["taken"]
            out[action] = (list(taken), score(played_, LEARNER))
    return out


def suit_questions(rng: random.Random) -> list[Question]:
    out = []
    # a mud the suit stops whole, or the one worth 14
    for thrown in [rng.choice(["W4 S3", "W6 S6", "W5 S5", "W2 S6", "W7 S6", "W1 S7"]) if rng.random() < 0.5 else
                   "W7 S7"]:
        own = rng.choice(["", "W1 W1", "S2 S5"])
        g = game(hands=[SUIT_HAND], piles=[own], thrown=thrown, thrower=1, target=0, race=False,
                 seed=rng.randrange(10**6))
        said = words(thrown.split())
        total = sum(int(c[1]) for c in thrown.split())

        def explain(uses: dict) -> Text:
            if any(not taken for taken, _ in uses.values()):
                return Text("The mud is worth {total}; the suit stops cards worth 13 at most. It stops it all.").format(
                    total=total)
            return Text("The mud is worth {total}; the suit stops cards worth 13 at most. One card must stay with "
                        "P1.").format(total=total)
        out.append(ask(g, Text("Can the water suit stop the whole mud, {said}?").format(said=said),
                       (YES, NO), suit_uses, lambda uses: yes(any(not taken for taken, _ in uses.values())),
                       explain, ("M19d",), seat=LEARNER, facts={"mud": thrown, "pile": (0, own)}))
    own = rng.choice(["", "W1 W1", "S2 S5"])
    g = game(hands=[SUIT_HAND], piles=[own], thrown="W7 S7", thrower=1, target=0, race=False,
             seed=rng.randrange(10**6))
    out.insert(rng.randrange(2), _suit_cheapest(g, own))
    card = rng.choice(["W7", "S7"])
    g = game(hands=[SUIT_HAND], thrown="W7 S7", thrower=1, target=0, race=False, seed=rng.randrange(10**6))
    out.insert(rng.randrange(3), ask(  # type: ignore[misc]  # F through lambdas: Optional[Text]
        g, Text("The mud is water 7 and sand 7. May P1 stop {words} with the water suit and take the other card?").format(words=words([card])),
        (YES, NO), refused(f"WATERSUIT {card}"), lambda r: yes(r is None),
        lambda r: r or Text("Yes: 7 is at most 13, and the suit stops the cards the target chooses."),
        ("M19d",), seat=LEARNER, facts={"mud": "W7 S7", "holds": (0, "WATERSUIT")}))
    return out


SUIT_HAND = "WATERSUIT U1 W3 S1 S2 U2 U3"


def _one_card_costs(uses: dict) -> dict[str, int]:
    """The water-suit uses that let one card through -> P1's pile score after it."""
    return {taken[0]: score for taken, score in uses.values() if len(taken) == 1}


def _suit_cheapest(g: MGame, own: str) -> Question:
    """Against water 7 and sand 7 the suit leaves one 7 with P1: which one costs P1 less, with P1's pile?"""
    said = words(own.split())
    has = (Text("P1's pile holds {said}").format(said=said) if own else
           Text("P1's pile is empty"))

    def cheapest(uses: dict) -> list[str]:
        costs = _one_card_costs(uses)
        if not costs:  # the suit cannot let one card through (read another way, all or nothing)
            return []
        best = [card for card, score in costs.items() if score == min(costs.values())]
        return best if len(best) == 1 else ["same"]

    def explain(uses: dict) -> Text:
        costs = _one_card_costs(uses)
        return Text("The suit stops one 7, and P1's pile then scores: {costs}.").format(
            costs=Joined([Text("letting {card} through, {points}").format(card=words([c]), points=points(n))
                          for c, n in sorted(costs.items())], "; "))
    return ask(g, Text("The mud is water 7 and sand 7, and {has}. P1 puts on the water suit. Which card should P1 let "
                       "through to score the fewest points?").format(has=has),
               (Choice("W7", words(["W7"])), Choice("S7", words(["S7"])),
                Choice("same", Text("Either: they cost the same"))),
               suit_uses, cheapest, explain, ("M19d", "M26"), seat=LEARNER,
               facts={"mud": "W7 S7", "pile": (0, own)})


WATERSUIT = Lesson(
    "watersuit", GAME, ("M19d",), Text("The water suit"),
    Text("<p>The <b>water suit</b> stops any mud cards you choose whose values add up to <b>13 at "
         "most</b>; the rest is yours. A mud of two cards is worth 14 only when it is water 7 and sand 7, "
         "and a completed mud of three cards reaches 14 only with a 7 on one side (water 7, sand 4 and "
         "sand 3, say). Every other mud is stopped whole. Against 14, one card stays with you: usually "
         "leave the smallest, but a bigger card that keeps your pile one type can cost less.</p>"),
    suit_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("The mud is water 7 and sand 7. Put on the water suit and stop as much as it can."),
              suit_best, Text("7 of 14 stopped: one 7 is all the suit can leave you."),
              moves=1, missed=Text("your defence did not stop as much as the water suit can.")),
    questions=suit_questions)


# -- 11. The pipe ---------------------------------------------------------------------------------------------------
def pipe_start() -> MGame:
    return game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W3 S5", thrower=1, target=0, race=False, seed=19)


def pipe_questions(rng: random.Random) -> list[Question]:
    g = pipe_start()
    to = rng.choice([2, 3])
    asked = ask(g, Text("P1 pipes water 3 and sand 5 at {p}. Who may complete it now? (Mark every one.)").format(p=P(to)),
                seats(4), lambda g: after(g, f"PIPE at {P(to)}"),
                lambda a: [P(q) for q in (events(a, "mud-imperfect")[0].data["eligible"]
                                          if events(a, "mud-imperfect") else [])],
                lambda a: Text("{told} The piper is now the sender; P2, who threw it, may complete it too.").format(
                    told=told(a, rules=("M12",))),
                ("M19a", "M13"), seat=LEARNER, multi=True, facts={"holds": (0, "PIPE"), "mud": "W3 S5", "thrower": 1})
    perfect = game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0, seed=rng.randrange(10**6))
    still = ask(perfect, Text("The mud, water 4 and sand 4, is perfect. May P1 still pipe it on, even back at P2 who threw it?"),  # type: ignore[misc]  # F through lambdas: Optional[Text]
                (YES, NO), lambda g: refusal(g, "PIPE at P2"), lambda r: yes(r is None),
                lambda r: r or Text("Yes: a perfect mud cannot be completed, but the target's own pipe still sends "
                                        "it anywhere, the thrower included."),
                ("M19a", "M10"), seat=LEARNER, facts={"holds": (0, "PIPE"), "mud": "W4 S4", "thrower": 1})
    return [asked, still]


PIPE = Lesson(
    "pipe", GAME, ("M19a",), Text("The pipe"),
    Text("<p>The <b>pipe</b> sends the whole mud on to another player of your choice, the thrower "
         "included, even when the mud is perfect. You become the sender. If the mud is still not perfect, "
         "a <b>new completion window</b> opens, in which everyone but you may complete it; then the new "
         "target defends with every option. Pipes can follow pipes.</p>"),
    pipe_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Pipe the mud on to another player."),
              played("PIPE"), Text("The mud flies on, and a new completion window opens without you.")),
    hints=(Text("Click the pipe, then a player."),),
    questions=pipe_questions)


# -- 12. The machine gun ----------------------------------------------------------------------------------------------
def mg_start() -> MGame:
    return game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6", thrower=1, target=0, race=False,
                deck="S1 U2 W3 S5 U4 W2", seed=20)


def mg_questions(rng: random.Random) -> list[Question]:
    # the draw pile from the bottom up (its top card last); a special card on top saves by default
    deck = rng.choice(["S2 PIPE", "W1 S3 BLOWER", "S4 W2 FLAMETHROWER", "W5 WATERSUIT", "W2 U3", "S2 W5 S3"])
    top_first = list(reversed(deck.split()))
    g = game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6", thrower=1, target=0, race=False, deck=deck,
             seed=rng.randrange(10**6))
    n = len(top_first)
    said = words(top_first)
    prompt = Text("The draw pile holds only {said}. P1 fires the machine-gun umbrella. Who stays clean? (Mark "
                  "every one.)",
                  plural="The draw pile holds {n} cards; from the top: {said}. P1 fires the machine-gun umbrella. "
                         "Who stays clean? (Mark every one.)", n=n).format(said=said)
    return [ask(g, prompt, seats(4, skip=[0]) + (Choice("nobody", Text("Nobody")),),
                lambda g: after(g, "MACHINEGUN"),
                lambda a: [P(q) for q in (1, 2, 3)
                           if not any(e.data["seat"] == q and e.data["outcome"] == "mud" for e in events(a, "mg-reveal"))]
                or ["nobody"],
                lambda a: told(a, rules=("M19e",)), ("M19e",), seat=LEARNER, multi=True,
                facts={"deck_top": " ".join(top_first), "deck_count": n, "holds": (0, "MACHINEGUN")})]


MACHINEGUN = Lesson(
    "machinegun", GAME, ("M19e",), Text("The machine-gun umbrella"),
    Text("<p>The <b>machine-gun umbrella</b> sends the whole mud out of play: you take nothing. Then "
         "every <b>other</b> player, one at a time from your left, turns up the top card of the draw "
         "pile: water or sand goes onto their own mud pile; anything else goes out of play and they are "
         "safe. When the pile runs out, everyone still to reveal is safe.</p>"),
    mg_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Fire the machine-gun umbrella."), played("MACHINEGUN"),
              Text("The mud is gone; look in the panel at what each player turned up.")),
    questions=mg_questions)

LESSONS = [BLOWER, WATERSUIT, PIPE, MACHINEGUN]
__all__ = ["LESSONS", "NO"]
