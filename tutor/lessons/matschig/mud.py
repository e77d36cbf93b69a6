"""Lessons 5-8 of the Matschig course: umbrellas, perfect mud, completing, and only one kind of defence."""
from __future__ import annotations

import random
from typing import Optional

from ...core.i18n import Joined, Verbatim
from ...matschig import say_groups, say_points
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, LEARNER, MGame, P, after, events, game, history_steps, legal, mud, numbers,
                     pile, pile_score, points, refusal, refused, seats, told, words, yes)

# -- 5. Umbrellas ----------------------------------------------------------------------------------------------
UMBRELLA_HAND = "U4 U5 U1 U3 W3 S6 S1"


def umbrella_start() -> MGame:
    return game(hands=[UMBRELLA_HAND], thrown="W2 S5", thrower=1, target=0, race=False, seed=13)


def stopped_all(g: MGame) -> bool:
    """The learner's umbrellas left nothing to take."""
    return any(e.kind == "umbrellas" and not e.data["taken"] for step in history_steps(g) for e in step.events)


def _groups_of(action: str) -> list:
    """[(umbrellas, mud card), ...] of an umbrella defence."""
    return [(g.split(">")[0].split("+"), g.split(">")[1]) for g in action.split()[1:]]


def most_stopped(g: MGame) -> int:
    """The most mud cards any legal umbrella defence stops."""
    return max([len(_groups_of(a)) for a in g.legal_actions() if a.startswith("umbrellas ")] or [0])


def _stops(umbrellas: list[str], card: str):
    """The explanation of an umbrella group: the engine's refusal, or the sum that reaches the card."""
    total = sum(int(u[1]) for u in umbrellas)

    def explain(r: Optional[Text]) -> Text:
        return r or Text("Yes: they add up to {total}, at least the value of {card}.").format(
            total=total, card=words([card]))
    return explain


def umbrella_questions(rng: random.Random) -> list[Question]:
    out = []
    one, thrown = rng.choice([("U7", "W2 S5"), ("U6", "W1 S6"), ("U7", "W3 S4"), ("U2", "W3 S5")])
    g = game(hands=[f"{one} W1 W4 W6 S2 S3 S7"], thrown=thrown, thrower=1, target=0, race=False,
             seed=rng.randrange(10**6))
    only, mud_said = words([one]), words(thrown.split())
    out.append(ask(
        g, Text("The mud is {mud_said}. P1's only umbrella is {only}. How many mud cards can it stop?").format(mud_said=mud_said, only=only),
        numbers([0, 1, 2]), most_stopped, lambda n: [str(n)],
        lambda n: {0: Text("Not one: it is smaller than every mud card, and a value is never partly reduced."),
                       1: Text("One: one umbrella guards one mud card, however big it is; the other card is taken."),
                       2: Text("Two.")}[n],
        ("M18",), seat=LEARNER, highlight={"region": "mud"}, facts={"umbrellas": (0, one), "mud": thrown}))
    for group, card, other in rng.sample([("U3 U2", "S5", "W1"), ("U4", "S5", "W1"), ("U1 U1 U1", "W3", "S1"),
                                          ("U6", "W7", "S1"), ("U2 U5", "S7", "W1"), ("U3", "W4", "S2")], 3):
        umbrellas = group.split()
        thrown = " ".join(sorted([card, other]))
        full = umbrellas + ["W5", "S6", "W1", "S2", "W6", "S3"][:7 - len(umbrellas)]  # the defender holds 7
        g = game(hands=[" ".join(full)], thrown=thrown, thrower=1, target=0, race=False,
                 seed=rng.randrange(10**6))
        action = "umbrellas " + "+".join(sorted(umbrellas, key=lambda u: -int(u[1]))) + ">" + card
        held, mud_said = words(umbrellas), words(thrown.split())
        out.append(ask(
            g, Text("P1 holds {held}; the mud is {mud}. Does the group {group} stop it?").format(
                held=held, mud=mud_said, group=say_groups([(umbrellas, card)])),
            (YES, NO), refused(action), lambda r: yes(r is None), _stops(umbrellas, card),
            ("M18",), seat=LEARNER, highlight={"region": "mud"},
            facts={"umbrellas": (0, group), "mud": thrown}))
    g = umbrella_start()
    out.append(ask(
        g, Text("P1 stops water 2 and sand 5 with umbrellas 4 and 5. Where do the umbrellas and the stopped "
                "cards go?"),
        (Choice("out", Text("Out of play for the rest of the round")),
         Choice("hand", Text("Back to P1's hand")),
         Choice("deck", Text("Under the draw pile"))),
        lambda g: after(g, "umbrellas U4>W2 U5>S5").view(None)["out"],
        lambda out_: ["out" if all(c in out_ for c in ("U4", "U5", "W2", "S5")) else "hand"],
        lambda out_: Text("Out of play: used cards never come back in the same round."),
        ("M18", "A3"), seat=LEARNER, facts={"holds": (0, "U4 U5"), "mud": "W2 S5"}, order=rng))
    return out


UMBRELLAS = Lesson(
    "umbrellas", GAME, ("M18", "A3"), Text("Umbrellas"),
    Text("<p>Umbrellas guard <b>one mud card each group</b>. A group stops its card if its values add up "
         "to <b>at least</b> the card's value; several umbrellas may be added together, and a group may "
         "hold more than it needs. One umbrella never guards two cards, and a value is never partly "
         "reduced. Cards left unguarded are yours; the umbrellas and the cards they stop go out of "
         "play.</p><p>Click an umbrella, then the mud card it guards: the sum is shown against the card's "
         "value.</p>"),
    umbrella_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Stop both mud cards with your umbrellas."),
              stopped_all, Text("Each card had its own group, big enough: you take nothing.")),
    hints=(Text("Umbrella 3 is enough for water 2, and umbrella 5 for sand 5."),
           Text("Click umbrella 3, then water 2 in the mud; then umbrella 5, then sand 5.")),
    questions=umbrella_questions)


# -- 6. Perfect mud --------------------------------------------------------------------------------------------
def perfect_start() -> MGame:
    return game(hands=["W2 W4 S4 S6 U2 U3 PIPE"], seed=14)


def threw_perfect(g: MGame) -> bool:
    return any(e.kind == "mud-perfect" for step in history_steps(g) for e in step.events)


def _throw_fact(action: str):
    """What the engine says of a throw: its window events (perfect, or the card that completes it)."""
    def fact(g: MGame) -> dict:
        thrown = after(g, action)
        imperfect = events(thrown, "mud-imperfect")
        throw = events(thrown, "throw")[0].data
        return {"perfect": bool(events(thrown, "mud-perfect")), "phase": thrown.state.phase,
                "water": throw["water"], "sand": throw["sand"],
                "card": imperfect[0].data["card"] if imperfect else None,
                "eligible": list(imperfect[0].data["eligible"]) if imperfect else [],
                "told": told(thrown, rules=("M10", "M12"))}
    return fact


def perfect_questions(rng: random.Random) -> list[Question]:
    out = []
    same = rng.randrange(1, 8)
    pairs = rng.sample([(w, s) for w in range(1, 8) for s in range(1, 8) if w != s], rng.choice([1, 2]))
    pairs += [(same, same)] + ([] if len(pairs) == 2 else
                               [rng.choice([(v, v) for v in range(1, 8) if v != same])])
    rng.shuffle(pairs)  # three different muds, at least one perfect and one not
    for w, s in pairs:
        cards = f"W{w} S{s}"
        g = game(hands=[f"{cards} U2 U3 U5 PIPE BLOWER"], seed=rng.randrange(10**6))
        said = words(cards.split())
        out.append(ask(g, Text("P1 throws {said} at P3. Is the mud perfect?").format(said=said),
                       (YES, NO), _throw_fact(f"throw {cards} at P3"), lambda f: yes(f["perfect"]),
                       lambda f: f["told"], ("M9",), seat=LEARNER, highlight={"region": "hand"},
                       facts={"holds": (0, cards)}))
    g = game(hands=["W3 S3 U2 U3 U4 W1 S7"], seed=rng.randrange(10**6))
    out.append(ask(g, Text("P1 throws water 3 and sand 3 at P3. Who may complete it and send it on?"),
                   (Choice("nobody", Text("Nobody: P3 must defend")),
                    Choice("others", Text("P2, P3 and P4")), Choice("p3", Text("Only P3"))),
                   _throw_fact("throw W3 S3 at P3"), lambda f: ["nobody" if f["perfect"] else "others"],
                   lambda f: f["told"], ("M10",), seat=LEARNER, highlight={"region": "hand"},
                   facts={"holds": (0, "W3 S3")}, order=rng))
    return out


PERFECT = Lesson(
    "perfect", GAME, ("M9", "M10"), Text("Perfect mud"),
    Text("<p>A mud is <b>perfect</b> when its water adds up to the same as its sand: water 4 with sand 4 "
         "is perfect, water 3 with sand 5 is not. Why does it matter? A mud that is not perfect can be "
         "<b>completed</b> by another player, who then sends it wherever they like, even back at you. A "
         "perfect mud can never be completed: it flies at the player you chose, who must answer "
         "it.</p><p>Build muds in the mud lab below: predict first, then see.</p>"),
    perfect_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Throw a perfect mud."), threw_perfect,
              Text("Water and sand are equal: nobody can complete it and take it over. Only the target's own pipe "
                   "could still send it on."),
              moves=1, missed=Text("the mud you threw was not perfect (its water and sand differ), and your throw is spent.")),
    hints=(Text("Water 4 and sand 4 have the same value."),),
    questions=perfect_questions, lab="mud")


# -- 7. Completing ----------------------------------------------------------------------------------------------
def complete_start() -> MGame:
    return game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, seed=15)


def completed(g: MGame) -> bool:
    return any(e.kind == "complete" for step in history_steps(g) for e in step.events)


def complete_questions(rng: random.Random) -> list[Question]:
    out = []
    for w, s in rng.sample([(w, s) for w in range(1, 8) for s in range(1, 8) if w != s], 2):  # two different muds
        cards = f"W{w} S{s}"
        d = abs(w - s)
        short, other = ("W", "S") if w < s else ("S", "W")
        options = {f"W{d}", f"S{d}", f"{short}{min(7, d + 1)}", f"{other}{max(1, d - 1)}"}
        g = game(hands=[f"{cards} U2 U3 U5 PIPE BLOWER"], seed=rng.randrange(10**6))
        said = words(cards.split())
        out.append(ask(g, Text("P1 throws {said} at P3. Which single card completes it?").format(said=said),
                       tuple(Choice(c, words([c])) for c in sorted(options)), _throw_fact(f"throw {cards} at P3"),
                       lambda f: [f["card"]],
                       lambda f: Text("The short type gets the difference |{water} − {sand}| = {difference}: "
                                          "{told}").format(water=f["water"], sand=f["sand"],
                                                           difference=abs(f["water"] - f["sand"]), told=f["told"]),
                       ("M12",), seat=LEARNER,
                       highlight={"region": "hand"}, facts={"holds": (0, cards)}, order=rng))
    thrower, target = rng.sample(range(4), 2)
    g = game(hands=[("W3 S5 U1 U2 U3 U4 PIPE" if q == thrower else None) for q in range(4)], to_move=thrower,
             seed=rng.randrange(10**6))
    action = f"throw W3 S5 at {P(target)}"
    out.append(ask(g, Text("{p} throws water 3 and sand 5 at {p2}. Who may complete it? (Mark every one.)").format(p=P(thrower), p2=P(target)),
                   seats(4), _throw_fact(action), lambda f: [P(q) for q in f["eligible"]],
                   lambda f: Text("{told} The target may complete it too: that is its way to fight back.").format(
                       told=f["told"]),
                   ("M13", "M14"), seat=LEARNER, multi=True,
                   facts={"holds": (thrower, "W3 S5"), "to_move": thrower}))
    g = complete_start()
    out.append(ask(g, Text("P4 threw water 3 and sand 5 at P2. P1 completes it with water 2. At whom may P1 send it? (Mark "
                           "every one.)"),
                   seats(4), lambda g: [a.split()[-1] for a in g.legal_actions() if a.startswith("complete ")],
                   lambda targets: targets,
                   lambda targets: Text(
                       "At {targets}: anyone but P1, even back at the thrower P4 or at P2 again. P1 is now the sender, "
                       "and the mud (water 5 = sand 5) is perfect, so nobody can complete it again.").format(
                       targets=", ".join(targets)),
                   ("M15", "M11"), seat=LEARNER, multi=True,
                   facts={"thrower": 3, "target": 1, "mud": "W3 S5", "holds": (0, "W2")}))
    return out


COMPLETE = Lesson(
    "complete", GAME, ("M11", "M12", "M13", "M14", "M15"), Text("Completing, and taking the mud over"),
    Text("<p>When a mud is not perfect, it can be <b>completed</b> before the target defends. The "
         "completing card is a single card of the <b>short type</b> whose value is the <b>difference</b>: "
         "water 3 with sand 5 is completed by water 2, water 3 with sand 1 by sand 2. Everyone but the "
         "sender may complete, the target too. Starting left of the sender, <b>every</b> such player is "
         "asked in turn, whether they hold the card or not, so the questions give no hand away. The first "
         "to accept adds the card, the mud is now perfect, and they send it at anyone but themselves.</p>"),
    complete_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("P4 threw water 3 and sand 5 at P2, and you hold water 2. Complete the mud and send it on."),
              completed, Text("Water 3 and water 2 against sand 5: 5 = 5. Perfect now, and you chose where it went.")),
    hints=(Text("Click water 2, then the player to send the mud at."),),
    questions=complete_questions, lab="mud")


# -- 8. One kind of defence ----------------------------------------------------------------------------------------
ONE_HAND = "U3 U4 BLOWER W1 S2 S6 W7"


def one_start() -> MGame:
    return game(hands=[ONE_HAND], piles=["W2 W5"], thrown="W3 S4", thrower=1, target=0, race=False, seed=16)


def outcomes(g: MGame) -> dict[str, int]:
    """Every legal defence of the learner -> the learner's mud-pile score after it (the engine plays each)."""
    return {a: pile_score(pile(after(g, a), LEARNER)) for a in g.legal_actions()}


def best_defence(g: MGame) -> bool:
    """The learner's defence left its pile with the lowest score any legal defence could (M16, M26)."""
    for i, step in enumerate(g.history):
        if step.seat == LEARNER and g.state_at(i).phase == "defend":
            before = g.fork()
            before.goto(i)
            scores = outcomes(before)
            return scores[step.action] == min(scores.values())
    return False


KIND_NAMES = {"accept": Text("Accept"), "umbrellas": Text("Umbrellas"),
              "BLOWER": Text("The blower")}


def _by_kind(g: MGame) -> dict[str, tuple[int, str]]:
    """Each kind of defence -> (its lowest score, the action that gives it)."""
    best: dict[str, tuple[int, str]] = {}
    for action, score in outcomes(g).items():
        kind = action.split()[0]
        if kind not in best or score < best[kind][0]:
            best[kind] = (score, action)
    return best


def _kind_said(kind: str, action: str) -> Text:
    """A kind of defence by its name; umbrellas with their groups."""
    if kind == "umbrellas":
        return Text("Umbrellas ({groups})").format(groups=say_groups(_groups_of(action)))
    return KIND_NAMES[kind]


def one_questions(rng: random.Random) -> list[Question]:
    g = one_start()
    combo = "umbrellas U3>W3 BLOWER"
    both = game(hands=["U3 BLOWER FLAMETHROWER W1 S2 S6 W7"], thrown="W3 S4", thrower=1, target=0, race=False,
                seed=rng.randrange(10**6))
    scores = ask(g, Text("P1's pile holds water 2 and water 5; the mud is water 3 and sand 4. Which kind of defence can "
                         "leave P1's pile with the lowest score? (Mark every one that can.)"),
                 tuple(Choice(k, v) for k, v in KIND_NAMES.items()), _by_kind,
                 lambda best: [k for k, (s, _) in best.items() if s == min(v for v, _ in best.values())],
                 lambda best: Joined([Joined([Joined([_kind_said(k, a), Verbatim(" → "), say_points(s)])
                                                  for k, (s, a) in sorted(best.items(), key=lambda kv: kv[1][0])],
                                                 "; "), Verbatim(".")]),
                 ("M16", "M26"), seat=LEARNER, multi=True,
                 facts={"pile": (0, "W2 W5"), "mud": "W3 S4", "holds": (0, "U3 U4 BLOWER")})
    return [
        ask(g, Text("May P1 stop water 3 with umbrella 3 and blow the sand away with the blower, both at once?"),  # type: ignore[misc]  # F through lambdas: Optional[Text]
            (YES, NO), lambda g: refusal(g, combo), lambda r: yes(r is None),
            lambda r: r or Text("Yes."), ("M16",), seat=LEARNER,
            facts={"holds": (0, "U3 BLOWER"), "mud": "W3 S4"}),
        ask(both, Text("P1 holds the blower and the flamethrower. May P1 play both against one mud?"),  # type: ignore[misc]  # F through lambdas: Optional[Text]
            (YES, NO), lambda g: refusal(g, "BLOWER FLAMETHROWER"), lambda r: yes(r is None),
            lambda r: r or Text("Yes."), ("M16", "M19"), seat=LEARNER,
            facts={"holds": (0, "BLOWER FLAMETHROWER")}),
        scores]


ONE_DEFENCE = Lesson(
    "one-defence", GAME, ("M16", "M19"), Text("Only one kind of defence"),
    Text("<p>Against a mud you choose <b>exactly one</b>: accept, umbrellas, or one special card. "
         "Umbrellas and a special card are never combined, and one defence uses one special card at most. "
         "The accept button and the special cards show what your pile would score after them.</p>"),
    one_start, seat=LEARNER, bots=BOTS,
    task=Task(Text("Choose the one defence that leaves your pile with the fewest points."),
              best_defence, Text("One kind of defence, the cheapest for your pile."),
              moves=1, missed=Text("the defence you chose leaves your pile with more points than the best one.")),
    hints=(Text("Your pile, water 2 and water 5, is all water: 2 points. Keep it that way, or take nothing."),),
    questions=one_questions)

LESSONS = [UMBRELLAS, PERFECT, COMPLETE, ONE_DEFENCE]
__all__ = ["LESSONS", "legal", "mud", "P", "points"]
