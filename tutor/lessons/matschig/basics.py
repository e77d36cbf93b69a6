"""Lessons 1-4 of the Matschig course: the cards and the goal, a throw, passing or swapping, accepting."""
from __future__ import annotations

import random

from ... import new_game
from ...core.i18n import Joined, Verbatim
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, LEARNER, MGame, P, after, game, hand, history_steps, legal, numbers, pile,
                     pile_score, played, points, refusal, score, seats, spread, table, told, words, yes)


# -- 1. The cards and the goal -----------------------------------------------------------------------
def goal_start() -> MGame:
    return game(hands=["W2 W4 S3 S6 U3 U5 BLOWER"], piles=["", "S1 S2", "W5 S6", "W2"], seed=11)


def standing(g: MGame, seat: int) -> int:
    """A seat's points as everyone sees them: its total plus its mud pile now."""
    return table(g)["totals"][seat] + pile_score(pile(g, seat))


def threw_at_leader(g: MGame) -> bool:
    """The learner threw at the player with the fewest points (mud points are bad: M27)."""
    for i, step in enumerate(g.history):
        if step.seat == LEARNER and step.action.startswith("throw "):
            before = g.fork()
            before.goto(i)
            others = range(1, before.players)
            fewest = min(others, key=lambda q: (standing(before, q), q))
            return step.action.endswith(P(fewest))
    return False


def goal_questions(rng: random.Random) -> list[Question]:
    fresh = game(seed=rng.randrange(10**6))
    n = rng.choice([3, 4, 5, 6])
    dealt = new_game(GAME, players=n, seed=rng.randrange(10**6))
    size = ask(dealt, Text("A round starts with {n} players. How many cards are left in the draw pile after the deal?").format(n=n),
               numbers([68, 75, 82, 89]), lambda g: (table(g)["deck_count"], table(g)["hand_sizes"][0], g.players),
               lambda f: [str(f[0])],
               lambda f: Text("{left}: all 110 cards are shuffled and {each} dealt to each of the {players} "
                                  "players ({dealt} cards); the rest is the draw pile.").format(
                   left=f[0], each=f[1], players=f[2], dealt=f[1] * f[2]),
               ("M2",), seat=LEARNER, highlight={"region": "hand"},
               facts={"round": (1, 3), "phase": "turn", "players": n})
    # one pile of one type, big cards but few, beside mixed piles of small cards: the one-type clause decides
    cards = [rng.choice(["S7 S7 S7", "W6 W7", "W5 W7", "S5 S6 S7"]),
             *rng.sample(["W1 S2", "W2 S3", "S1 W2 S1", "W3 S2", "W2 S2"], 2)]
    rng.shuffle(cards)
    board = game(hands=["W2 W4 S3 S6 U3 U5 BLOWER"], piles=[""] + cards, seed=rng.randrange(10**6))
    prompt = Text("At the end of the round, whose mud pile would you rather have? P2's is {a}, P3's {b} and P4's "
                  "{c}.")
    piles = [words(c.split()) for c in cards]
    rather = ask(board, prompt.format(a=piles[0], b=piles[1], c=piles[2]),
                 seats(4, skip=[0]), lambda g: {q: score(g, q) for q in (1, 2, 3)},
                 lambda s: [P(q) for q, v in s.items() if v == min(s.values())],
                 lambda s: Text("{scores}. Points are bad: the lowest total wins.").format(
                     scores=Joined([Joined([Verbatim(f"{P(q)}: "), points(v)]) for q, v in s.items()], "; ")),
                 ("M27", "M26"), seat=LEARNER, multi=True, highlight={"region": "piles"},
                 facts={"pile": (1, cards[0]), "pile2": (2, cards[1]), "pile3": (3, cards[2])})
    held = rng.choice(["S2 S5 S6", "W4 W7", "W3 W5 W6 W7", "S1 S4", "S6 S7", "W2 W3 W5"])  # one type: cheap
    mine = game(hands=["W2 W4 S3 S6 U3 U5 BLOWER"], piles=["", held], seed=rng.randrange(10**6))
    values = [int(c[1]) for c in held.split()]
    worth = ask(mine, Text("P2's mud pile holds {words}. How many points would it score at the end of the round?").format(words=words(held.split())),
                spread(len(values), [sum(values), max(values)], rng), lambda g: score(g, 1),
                lambda n: [str(n)],
                lambda n: (Text("One type only (all water or all sand): 1 point per card, {points}.")
                               if n == len(values) else
                               Text("Water and sand mixed: the sum of the values, {points}.")).format(points=points(n)),
                ("M26",), seat=LEARNER, highlight={"region": "piles"}, facts={"pile": (1, held)})
    secret = ask(fresh, Text("Can you see the cards in the other players' hands?"),
                 (YES, NO), lambda g: sorted(g.view(LEARNER)["hands"]), lambda shown: yes(len(shown) > 1),
                 lambda shown: Text(
                     "No: hands are secret; you see only how many cards each player holds. Mud piles, the cards "
                     "out of play and the size of the draw pile are open to everyone."),
                 ("A18",), seat=LEARNER)
    return [size, rather, worth, secret]


GOAL = Lesson(
    "goal", GAME, ("M1", "M2", "M26", "M27", "A17", "A18"), Text("The cards and the goal"),
    Text("<p>Matschig is a card game of throwing mud, with 110 cards. There are <b>water</b> cards (blue) "
         "and <b>sand</b> cards (ochre), worth 1 to 7: together they make mud. <b>Umbrellas</b> (grey, 1 "
         "to 7) and <b>special cards</b> of five kinds (purple) keep mud off you. Nobody has published "
         "how many cards of each value the box holds, so this tutor plays with a best guess: five water "
         "and five sand cards of each value, 28 umbrellas and twelve <b>special cards</b> of five "
         "kinds.</p><p><b>Mud points are bad.</b> Every mud card you end up with goes onto your mud pile "
         "and scores against you: at the end of a round a pile scores the <b>sum of its values</b>, but a "
         "pile of <b>one type only</b> (all water or all sand) scores just <b>1 point per card</b>. The "
         "lowest total after the last round wins. So you throw your mud at others, and you would rather "
         "hit the player who is doing best.</p>"),
    goal_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Throw a mud at the player with the fewest points: click a water card, a sand card, then that "
                   "player."),
              threw_at_leader, Text("Mud points are bad, so the leader is the one to muddy."),
              moves=1, missed=Text("your mud went to a player who does not have the fewest points.")),
    hints=(Text("Each row shows a player's mud pile and what it scores now."),),
    questions=goal_questions)


# -- 2. A throw ----------------------------------------------------------------------------------------
THROW_HAND = "W1 W6 S2 S4 U3 U6 FLAMETHROWER"


def throw_questions(rng: random.Random) -> list[Question]:
    g = game(hands=[THROW_HAND], seed=rng.randrange(10**6))
    w, s = rng.choice(["W1", "W6"]), rng.choice(["S2", "S4"])
    other = rng.choice([1, 2, 3])
    tries = [(f"throw {w} {s} at {P(other)}", [w, s], other), (f"throw W1 W6 at {P(other)}", ["W1", "W6"], other),
             (f"throw U3 {s} at {P(other)}", ["U3", s], other), (f"throw {w} {s} at P1", [w, s], 0),
             (f"throw W1 W6 {s} at {P(other)}", ["W1", "W6", s], other)]
    rng.shuffle(tries)
    labels = {a: Text("{words} at {p}").format(words=words(c), p=P(t)) for a, c, t in tries}

    def explain(reasons: dict) -> Text:
        return Joined([Text("{throw}: allowed.").format(throw=labels[a]) if r is None else
                       Joined([labels[a], Verbatim(": "), r]) for a, r in reasons.items()], " ")

    allowed = ask(g, Text("P1 holds water 1 and 6, sand 2 and 4, umbrellas 3 and 6 and the flamethrower. Which throws are "
                          "allowed? (Mark every one.)"),
                  tuple(Choice(a, labels[a]) for a, _, _ in tries),
                  lambda g: {a: refusal(g, a) for a, _, _ in tries},
                  lambda reasons: [a for a, r in reasons.items() if r is None], explain, ("M8",),
                  seat=LEARNER, multi=True, highlight={"region": "hand"}, facts={"hand": (0, THROW_HAND)})
    may_pass = ask(g, Text("P1 holds a water card and a sand card. May P1 pass instead of throwing?"),  # type: ignore[misc]  # F through lambdas: Optional[Text]
                   (YES, NO), lambda g: refusal(g, "pass"), lambda r: yes(r is None),
                   lambda r: r or Text("Yes."), ("M6",), seat=LEARNER,
                   highlight={"region": "hand"}, facts={"holds": (0, "W1 S2")})
    return [allowed, may_pass]


def threw_at(seat: int):
    return lambda g: any(s.action.startswith("throw ") and s.action.endswith(P(seat)) for s in history_steps(g))


THROW = Lesson(
    "throw", GAME, ("M6", "M8"), Text("A throw: one water plus one sand"),
    Text("<p>On your turn, if you hold a water card <b>and</b> a sand card, you <b>must</b> throw: "
         "exactly one water card plus exactly one sand card, face up in front of another player, the "
         "<b>target</b>. You can never throw at yourself, and umbrellas and special cards are not "
         "mud.</p><p>Click an umbrella to hear why it cannot be thrown.</p>"),
    lambda: game(hands=[THROW_HAND], seed=12), seat=LEARNER, bots=BOTS,
    task=Task(Text("Throw a mud at P3: a water card first, then a sand card, then P3."), threw_at(2),
              Text("One water card and one sand card: that is a throw."),
              moves=1, missed=Text("your mud went to another player than P3.")),
    questions=throw_questions)


# -- 3. Pass or swap -------------------------------------------------------------------------------------
PASS_HAND = "W1 W2 W5 U3 U4 PIPE BLOWER"


def pass_questions(rng: random.Random) -> list[Question]:
    out = []
    for cards in rng.sample(["W1 W2 W5 U3 U4 PIPE BLOWER", "S1 S3 S3 U2 U5 U7 WATERSUIT",
                             "W2 S6 U1 U4 U4 PIPE S2", "W7 W4 S1 U6 U2 MACHINEGUN U1"], 2):
        g = game(hands=[cards], seed=rng.randrange(10**6))
        held = words(cards.split())
        out.append(ask(
            g, Text("P1 holds {held}. What may P1 do? (Mark every one.)").format(held=held),
            (Choice("throw", Text("Throw a mud")), Choice("pass", Text("Pass")),
             Choice("swap", Text("Swap 3 cards and pass"))),
            lambda g: (sorted({a.split()[0] for a in g.legal_actions()}), refusal(g, "pass")),
            lambda f: f[0],
            lambda f: f[1] or Text("P1 lacks water or sand, so P1 cannot throw: P1 passes, and may first swap 3 "
                                       "cards."),
            ("M6", "M7"), seat=LEARNER, multi=True, highlight={"region": "hand"}, facts={"hand": (0, cards)}))
    left = rng.choice([0, 1, 2, 3, 5])
    g = game(hands=[PASS_HAND], deck_size=left, seed=rng.randrange(10**6))
    prompt = (Text("P1 cannot throw, and the draw pile is empty. May P1 swap 3 cards?") if left == 0 else
              Text("P1 cannot throw, and only {n} card is left in the draw pile. May P1 swap 3 cards?",
                   plural="P1 cannot throw, and {n} cards are left in the draw pile. May P1 swap 3 cards?", n=left))
    out.append(ask(g, prompt, (YES, NO), lambda g: refusal(g, "swap W1 W2 U3"), lambda r: yes(r is None),  # type: ignore[misc]  # F through lambdas: Optional[Text]
                   lambda r: r or Text("Yes: at least 3 cards are left in the draw pile."),
                   ("M7",), seat=LEARNER, facts={"deck_count": left, "lacks": (0, "S")}))
    g = game(hands=[PASS_HAND], seed=rng.randrange(10**6))
    out.append(ask(g, Text("P1 has no sand card and passes. Who plays next?"),
                   seats(4, skip=[0]), lambda g: after(g, "pass"), lambda a: [P(a.to_move or 0)],
                   lambda a: Text("{told} Play goes round the circle to the left.").format(
                       told=told(a, kinds=("pass",))),
                   ("M5", "M7"), seat=LEARNER, facts={"lacks": (0, "S"), "to_move": 0}, order=rng))
    return out


PASS = Lesson(
    "pass", GAME, ("M5", "M6", "M7"), Text("Pass, or swap, when you cannot throw"),
    Text("<p>If you lack water or sand, you cannot throw, so you <b>pass</b>. When passing you may first "
         "<b>swap</b> exactly 3 cards of your hand: they go out of play and you draw 3 from the draw pile "
         "(only when at least 3 are left in it). Then the player on your left plays: play goes round the "
         "circle to the left.</p>"),
    lambda: game(hands=[PASS_HAND], seed=13), seat=LEARNER, bots=BOTS,
    task=Task(Text("You have no sand card. Swap 3 cards and pass."),
              played("swap"), Text("Three new cards, maybe with the sand you were missing.")),
    hints=(Text("Click three cards from left to right, as they lie in your hand: the third click swaps them and "
                "passes."),),
    questions=pass_questions)


# -- 4. Accept -------------------------------------------------------------------------------------------------
ACCEPT_HAND = "W4 W6 S1 S3 S5 W1 S7"


def accept_start() -> MGame:
    return game(hands=[ACCEPT_HAND], piles=["S4"], thrown="W2 S2", thrower=1, target=0, seed=14)


def accept_questions(rng: random.Random) -> list[Question]:
    out = []
    for cards in rng.sample(["S4", "W2 W5", "S1 S3 S6", "", "W4 S2"], 3):  # three different piles
        thrown = f"W{rng.randrange(1, 8)} S{rng.randrange(1, 8)}"
        g = game(hands=[ACCEPT_HAND], piles=[cards], thrown=thrown, thrower=1, target=0, race=False,
                 seed=rng.randrange(10**6))
        now = words(cards.split())
        said = words(thrown.split())
        prompt = (Text("P1's mud pile is empty. P1 accepts {said}. What does the pile score then?").format(said=said)
                  if not cards else
                  Text("P1's mud pile holds {now}. P1 accepts {said}. What does the pile score then?").format(now=now, said=said))
        w, s = int(thrown[1]), int(thrown[4])
        after_score = pile_score(cards.split() + thrown.split())
        options = {after_score, pile_score(cards.split()), w + s, 2 + len(cards.split()), after_score + 2}
        out.append(ask(
            g, prompt, spread(after_score, options, rng), lambda g: pile(after(g, "accept"), 0),
            lambda p: [str(pile_score(p))],
            lambda p: Text("Accepting puts every mud card onto your pile, which then scores {points}: {cards} "
                               "(one type only: 1 point a card; mixed: the sum of the values).").format(
                points=points(pile_score(p)), cards=words(p)),
            ("M17", "M26"), seat=LEARNER, facts={"pile": (0, cards), "mud": thrown}))
    return out


ACCEPT = Lesson(
    "accept", GAME, ("M16", "M17"), Text("Accepting a mud"),
    Text("<p>The mud flies at you. You answer with exactly one of three: <b>accept</b> it, open "
         "<b>umbrellas</b>, or play <b>one special card</b>. Accepting is the simplest: every mud card "
         "goes onto your mud pile. Here you hold no umbrella and no special card, so accepting is all you "
         "can do; the button shows what your pile will score.</p>"),
    accept_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Accept the mud and look at your mud pile."),
              played("accept"), Text("Sand 4, water 2 and sand 2 are mixed now: the pile scores the sum of its values, 8.")),
    questions=accept_questions)

LESSONS = [GOAL, THROW, PASS, ACCEPT]
__all__ = ["LESSONS", "legal", "hand"]
