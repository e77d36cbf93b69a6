"""Lesson 1: the goal, and one card a turn (MU1-MU7, MU23, MU24)."""
from __future__ import annotations

import random

from ...core import Game
from ...muros import State, majority
from ...core.i18n import Joined, Verbatim
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (CARD_COLOURS, GAME, GLYPH, LEARNER, after, at, colour, colour_choices, colour_noun, dealt,
                     fresh, game, played, seat_choices)


def _majority(rng: random.Random) -> Question:
    """A board a few placements in, with one colour ahead: which colour has the most tokens left?"""
    g = dealt(rng.choice([2, 3]), rng.randrange(10**6), rng.randrange(8, 17), lambda x: len(majority(x.state)) == 1)

    def why(counts: dict[str, int]) -> Text:
        top = max(counts, key=counts.__getitem__)
        left = [Text("{glyph} {colour} {n}", context="muros lessons").format(glyph=GLYPH[c], colour=colour_noun(c),
                                                                             n=counts[c]) for c in CARD_COLOURS]
        return Text("Left on the board: {left}. That makes {colour_noun} the majority colour now, with the most "
                    "tokens; if the game ended here, whoever had captured the most {colour} tokens would win (MU23, "
                    "MU24).").format(left=Joined(left, ", "), colour_noun=colour_noun(top), colour=colour(top))

    return ask(g, Text("Which colour has the most tokens left on the board now? (White never counts.)"),
               colour_choices(), lambda x: x.state.board_counts(),
               lambda counts: [max(counts, key=counts.__getitem__)], why, ("MU23", "MU24"), seat=LEARNER,
               highlight={"highlight": ["counts"]})


def _hand_size(rng: random.Random) -> Question:
    players = rng.choice([2, 3, 4])
    g = fresh(players, rng.randrange(10**6))

    def why(n: int) -> Text:
        return Text("Each of the {players} players was dealt {n} cards (MU3: 6 each with 2 players, 5 with 3, 4 with "
                    "4), kept secret; the other {piles} cards lie face up in four piles, one per colour (MU4)."
                    ).format(players=players, n=n, piles=sum(g.state.piles))

    return ask(g, Text("This game of {players} players has just been dealt. How many cards does each hand hold?").format(players=players),
               [Choice(str(n), Verbatim(str(n))) for n in (4, 5, 6)],
               lambda x: {sum(h) for h in x.state.hands}, lambda sizes: [str(n) for n in sizes],
               lambda sizes: why(min(sizes)), ("MU3", "MU4"), seat=LEARNER,
               highlight={"region": "cards"}, facts={"players": players, "placed": 0})


_RANGES = {"2-4": Text("from 2 to 4"), "2-6": Text("from 2 to 6"),
           "4-4": Text("exactly 4"), "3-5": Text("from 3 to 5")}


def _players(rng: random.Random) -> Question:
    players = rng.choice([2, 3, 4])
    g = fresh(players, rng.randrange(10**6))

    def accepted(x: Game[State]) -> tuple[int, int]:
        ok = []
        for n in range(1, 7):
            try:
                Game(x.rules, players=n, seed=0)
                ok.append(n)
            except ValueError:
                pass
        return min(ok), max(ok)

    return ask(g, Text("This game has {players} players. How many players may play Muros?").format(players=players),
               [Choice(k, t) for k, t in _RANGES.items()], accepted, lambda r: [f"{r[0]}-{r[1]}"],
               lambda r: Text("From {r} to {r2} players (MU1); this game has {players}.").format(r=r[0], r2=r[1],
                                                                                        players=players),
               ("MU1",), seat=LEARNER, highlight={"region": "cards"}, facts={"players": players}, order=rng)


def _next(rng: random.Random) -> Question:
    mover = rng.randrange(4)
    g = game(players=4, turn=mover, seed=rng.randrange(10**6))
    who = f"P{mover + 1}"
    return ask(g, Text("In this game of 4 players, {who} is to move. Who plays after {who}?").format(who=who),
               seat_choices(4), _next_seat, lambda s: [f"P{s + 1}"],
               lambda s: Text("Turns go clockwise, one card each: after {who} comes P{value} (MU6, MU7).").format(
                   who=who, value=s + 1),
               ("MU6", "MU7"), seat=LEARNER, facts={"players": 4, "to_move": mover})


def _pile(rng: random.Random) -> Question:
    g = game(players=rng.choice([2, 3]), turn=LEARNER, seed=rng.randrange(10**6))
    return ask(g, Text("P1 holds cards in its hand. May P1 place a card from a face-up pile instead?"),
               (YES, NO), lambda x: any(a.endswith(" pile") for a in x.legal_actions()),
               lambda ok: ["yes" if ok else "no"],
               lambda ok: Text("Yes: the card you place comes from your hand or from any face-up pile, as you choose "
                               "(MU7); the piles are open to every player (MU4).") if ok else
               Text("No: every face-up pile is empty, so the card must come from the hand (MU7)."),
               ("MU4", "MU7"), seat=LEARNER, highlight={"highlight": ["piles", "hand"]},
               facts={"to_move": LEARNER, "hand_size": (LEARNER, sum(g.state.hands[LEARNER]))})


def _next_seat(x: Game[State]) -> int:
    """The seat to move once the seat to move now has placed a card."""
    seat = after(x, x.legal_actions()[0]).to_move
    assert seat is not None
    return seat


_TOKEN_SETS = {"a": Text("17, 17, 17, 17 and 13"), "b": Text("16 of each colour"),
               "c": Text("18, 18, 18, 18 and 9")}
_KEY: dict[tuple[int, ...], str] = {(17, 17, 17, 17, 13): "a", (16,) * 5: "b", (18, 18, 18, 18, 9): "c"}


def _tokens(rng: random.Random) -> Question:
    g = fresh(rng.choice([2, 3, 4]), rng.randrange(10**6))

    def per_colour(x: Game[State]) -> tuple[int, ...]:
        s = x.state
        caught = [sum(cap[i] for cap in s.captured) for i in range(4)] + [0]   # white is never captured
        return tuple(s.board.count(c) + s.removed[i] + caught[i] for i, c in enumerate("YBRGW"))

    return ask(g, Text("How many tokens of each colour are there: yellow, blue, red, green and white?"),
               [Choice(k, t) for k, t in _TOKEN_SETS.items()], per_colour, lambda n: [_KEY.get(n, "a")],
               lambda n: Text("{sum} tokens fill the 9×9 grid: {n} of each card colour and {n2} white (MU2).").format(
                   sum=sum(n), n=n[0], n2=n[4]),
               ("MU2",), seat=LEARNER, order=rng)


def _slots(rng: random.Random) -> Question:
    g = fresh(rng.choice([2, 3, 4]), rng.randrange(10**6))
    sets = {"a": (36, 36), "b": (36, 18), "c": (18, 36)}

    def fact(x: Game[State]) -> tuple[int, int]:
        s = x.state
        return sum(map(sum, s.hands)) + sum(s.piles) + s.placed, len(s.slots)

    return ask(g, Text("How many cards are there, and how many slots around the board?"),
               [Choice(k, Text("{a} cards and {b} slots").format(a=a, b=b)) for k, (a, b) in sets.items()],
               fact, lambda f: [k for k, v in sets.items() if v == f],
               lambda f: Text("{f} cards for {f2} slots, one at each end of the 18 rows and columns: by the end every "
                              "slot holds one card (MU5).").format(f=f[0], f2=f[1]),
               ("MU5",), seat=LEARNER, order=rng)


def questions(rng: random.Random) -> list[Question]:
    """The majority colour first (on a board where one colour leads), then the deal, the players, the turn
    order, the piles and one of the counts."""
    last = rng.choice([_tokens, _slots])
    return [_majority(rng), _hand_size(rng), _players(rng), _next(rng), _pile(rng), last(rng)]


LESSON = Lesson(
    "goal", GAME, ("MU1", "MU2", "MU3", "MU4", "MU5", "MU6", "MU7", "MU23", "MU24"),
    Text("The goal, and one card a turn"),
    Text("<p>81 tokens lie in a 9×9 grid. Around it are 36 <b>slots</b>, one at each end of every row and "
         "column. On your turn you place <b>one card</b> in a slot, from your secret hand or from a "
         "face-up pile anyone may use.</p><p><b>How to win:</b> when all 36 cards are placed, the colour "
         "with the most tokens left on the board is the <b>majority colour</b>. Whoever has "
         "<b>captured</b> the most tokens of that colour wins. The lessons ahead show how cards remove "
         "tokens and, later, capture them.</p>"),
    at(players=3, turn=LEARNER, seed=42), seat=LEARNER, bots={1: "hint", 2: "hint"},
    task=Task(Text("Place one card: click a slot, then choose a card from your hand or from a pile."),
              played, Text("One card a turn; then the next player plays.")),
    hints=(Text("The slots are the squares around the board, named W1–W9 (left), E1–E9 (right), N1–N9 (top) and "
                "S1–S9 (bottom)."),),
    questions=questions, controls=())
