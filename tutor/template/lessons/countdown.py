"""Countdown's course, in two lessons: a card that fits (EX3, EX4) and the last counter (EX5).

What a course module gives: LESSONS (in teaching order), NOT_COVERED (each rule no lesson checks, with
its reason) and FACTS (a check for every fact a question's prompt states, read on the pictured game).
Every position comes from the game's make_position; every answer from the engine, through `ask`."""
from __future__ import annotations

import random
from typing import Any, Callable, Optional, Sequence

from tutor.core import Game
from tutor.core.i18n import Joined, Verbatim
from tutor.lessons.model import NO, YES, Choice, Lesson, Question, Task, Text, ask

from ..countdown import GAME, RULES, make_position   # the game's public face

__all__ = ["LESSONS", "NOT_COVERED", "FACTS"]

LEARNER = 0  # P1, the learner's seat in every lesson


def _at(**position: Any) -> Callable[[], Game[Any]]:
    """A lesson's start: a game at the position make_position builds from these arguments."""
    return lambda: Game(RULES, position=make_position(**position))


def _random_position(rng: random.Random, most_left: int) -> tuple[list[int], int, dict[str, Any]]:
    """(the learner's hand, counters left, the position): a hand of 1 to 3 cards, 1 to most_left left."""
    while True:
        hand = sorted(rng.choice((1, 2, 3)) for _ in range(rng.randint(1, 3)))
        other = sorted(rng.choice((1, 2, 3)) for _ in range(rng.randint(1, 3)))
        left = rng.randint(1, most_left)
        try:
            return hand, left, make_position([hand, other], left=left, turn=LEARNER, seed=rng.randrange(2**32))
        except ValueError:   # four of a value at most, and cards played that add up: try another
            continue


# -- words shared by the questions ----------------------------------------------------------------------------
THE = {card: text for card, text in ((1, Text("the 1")), (2, Text("the 2")), (3, Text("the 3")))}


def _left(n: int) -> Text:
    """'3 counters are left', with the verb agreeing."""
    return Text("{n} counter is left", plural="{n} counters are left", n=n).format(n=n)


def _join(items: Sequence[Text]) -> Text:
    """'a', 'a and b', 'a, b and c', in the reader's language."""
    if len(items) == 1:
        return items[0]
    return Text("{first} and {last}", context="countdown list").format(first=Joined(list(items[:-1]), ", "),
                                                                        last=items[-1])


def _hand(cards: Sequence[int]) -> Text:
    """'your cards are 1, 1 and 3' ('your only card is a 3')."""
    if len(cards) == 1:
        return Text("your only card is a {cards}").format(cards=cards[0])
    return Text("your cards are {cards}").format(cards=_join([Verbatim(str(c)) for c in cards]))


# -- lesson 1: a card that fits (EX3), a pass only when none does (EX4) --------------------------------------
CARD_CHOICES = (Choice("1", THE[1]), Choice("2", THE[2]), Choice("3", THE[3]),
                Choice("pass", Text("none: I must pass")))


def _fitting(game: Game[Any]) -> tuple[int, list[int]]:
    """(counters left, the learner's cards that fit), read from the engine's legal actions."""
    plays = sorted({int(a.split()[1]) for a in game.legal_actions() if a.startswith("play ")})
    return game.view(LEARNER)["left"], plays


def _explain_fit(fact: tuple[int, list[int]]) -> Text:
    left, fits = fact
    if not fits:
        return Text("{left}, and none of your cards fits, so you must pass (EX4).").format(left=_left(left))
    return Text("{left}, so a card may be at most {most}: that allows {cards} (EX3).",
                plural="{left}, so a card may be at most {most}: that allows {cards} (EX3).", n=len(fits)).format(
        left=_left(left), most=left, cards=_join([THE[c] for c in fits]))


def _fit_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        hand, left, position = _random_position(rng, 3)
        game = Game(RULES, position=position)
        prompt = Text("{left} and {hand}. Which cards may you play?").format(left=_left(left), hand=_hand(hand))
        out.append(ask(game, prompt, CARD_CHOICES, _fitting,
                       lambda fact: [str(c) for c in fact[1]] or ["pass"], _explain_fit, ("EX3", "EX4"),
                       seat=LEARNER, multi=True, facts={"left": left, "hand": hand}))
    return out


FITS = Lesson(
    id="fits", game=GAME, rules=("EX3", "EX4"),
    title=Text("A card that fits"),
    text=Text("<p>On your turn you play one card from your hand. It must <b>fit</b>: it may not be larger than "
              "the counters left. You take that many counters away, then draw the top card of the "
              "deck.</p><p>When no card of yours fits, you <b>pass</b>; you may pass only then.</p>"),
    start=_at(hands=[[1, 3, 3], [2, 2, 3]], left=2, seed=1),
    bots={1: "hint"},
    task=Task(Text("Take counters away: play a card that fits."),
              lambda g: any(s.seat == LEARNER and s.action.startswith("play ") for s in g.history),
              Text("Only the 1 fitted: each 3 is larger than the 2 counters left (EX3).")),
    hints=(Text("Count the counters left, then look for a card no larger than that."),),
    questions=_fit_questions,
    controls=("undo",),
)


# -- lesson 2: the last counter wins (EX5) ---------------------------------------------------------------------
def _winning_card(game: Game[Any]) -> tuple[int, Optional[int]]:
    """(counters left, the card that takes the last counter, or None), from the engine: a play that ends
    the game with the learner as the winner."""
    for action in game.legal_actions():
        branch = game.fork()
        branch.play(action)
        if branch.is_over and branch.result().winners == (LEARNER,):
            return game.view(LEARNER)["left"], int(action.split()[1])
    return game.view(LEARNER)["left"], None


def _explain_win(fact: tuple[int, Optional[int]]) -> Text:
    left, card = fact
    if card is not None:
        return Text("Yes: with the {card} you take the last counter, and whoever takes the last counter wins (EX5).",
                    plural="Yes: with the {card} you take the last {n} counters, and whoever takes the last counter "
                           "wins (EX5).", n=left).format(card=card)
    return Text("No: none of your cards is exactly {left}, so no card takes the last counter now (EX5).").format(
        left=left)


def _win_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        hand, left, position = _random_position(rng, 3)
        game = Game(RULES, position=position)
        prompt = Text("{left} and {hand}. Can you win with your move now?").format(left=_left(left),
                                                                                 hand=_hand(hand))
        out.append(ask(game, prompt, (YES, NO), _winning_card,
                       lambda fact: ["yes" if fact[1] is not None else "no"], _explain_win, ("EX5",),
                       seat=LEARNER, facts={"left": left, "hand": hand}))
    return out


LAST = Lesson(
    id="last", game=GAME, rules=("EX5",),
    title=Text("The last counter"),
    text=Text("<p>Whoever takes the <b>last counter</b> wins at once. So count before you play: a card exactly "
              "as large as the counters left wins the game.</p><p>If every player passes in a row, nobody "
              "wins.</p>"),
    start=_at(hands=[[1, 2, 3], [1, 3]], left=3, seed=2),
    bots={1: "hint"},
    task=Task(Text("Win the game: take the last counter."),
              lambda g: g.is_over and g.result().winners == (LEARNER,),
              Text("The 3 took the last 3 counters, so P1 wins (EX5).")),
    hints=(Text("How many counters are left? Do you hold a card worth exactly that?"),),
    questions=_win_questions,
)

LESSONS = [FITS, LAST]

NOT_COVERED = {
    "EX1": "the deal: it happens before the first lesson and asks nothing of the learner",
    "EX2": "the mulligan: the course stops at two lessons; a third would teach it",
    "OPEN_HANDS": "a variant: the course has no appendix lesson yet (appendix=True would add one)",
    "NO_MULLIGAN": "a variant: the course has no appendix lesson yet (appendix=True would add one)",
    "MULLIGAN_TWICE": "a variant: the course has no appendix lesson yet (appendix=True would add one)",
}

FACTS: dict[str, Callable[[Game[Any], Any], bool]] = {
    "left": lambda g, v: g.view(LEARNER)["left"] == v,
    "hand": lambda g, v: g.view(LEARNER)["hands"][LEARNER] == sorted(v),
}
