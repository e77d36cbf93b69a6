"""Lesson 2: where a card may go in phase 1 (MU9, MU10; a filled slot, MU5)."""
from __future__ import annotations

import random
from typing import Any

from ...core import Game
from ...muros import LINES, State, slot_name
from ..model import NO, YES, Lesson, Question, Task, Text, ask
from .common import GAME, LEARNER, SLOTS, Dealt, count_choices, dealt, line_text, opposite, refusal

START = Dealt(lambda: dealt(2, 7, 16))


def _where(rng: random.Random) -> Question:
    """May P1 place a card in this slot now? A free line, a slot facing a card, or a filled slot."""
    g = dealt(2, rng.randrange(10**6), rng.randrange(4, 17))
    state = g.state
    taken = [s for s in SLOTS if state.slot(s)]
    facing = [s for s in SLOTS if not state.slot(s) and state.slot(opposite(s))]
    free = [s for s in SLOTS if not state.slot(s) and not state.slot(opposite(s))]
    roll = rng.random()
    slot = rng.choice(free if roll < 0.5 else facing if roll < 0.8 else taken)

    def fact(x: Game[State]) -> dict[str, Any]:
        legal = any(p[0] == slot for p in x.click_paths().values())
        return {"legal": legal, "why": None if legal else refusal(x, slot)}

    def explain(f: dict[str, Any]) -> Text:
        if not f["legal"]:
            return Text("No: {why}").format(why=f["why"])
        return Text("Yes: {where} is empty and so is {other}, at the other end of {line}, so the card faces no other "
                    "card (MU9).").format(where=slot_name(slot), other=slot_name(opposite(slot)), line=line_text(slot))

    rule = "MU5" if slot in taken else "MU9"
    return ask(g, Text("May P1 place a card in {slot_name} now?").format(slot_name=slot_name(slot)),
               (YES, NO), fact, lambda f: ["yes" if f["legal"] else "no"], explain, (rule,), seat=LEARNER,
               highlight={"highlight": [slot, f"line:{slot}"]},
               facts={"to_move": LEARNER, "slot_card": (slot, state.slot(slot)), "phase": 1})


def _lines_left(rng: random.Random) -> Question:
    placed = rng.randrange(12, 18)
    g = dealt(2, rng.randrange(10**6), placed)

    def empty_lines(x: Game[State]) -> int:
        return sum(1 for a, b in LINES if not x.state.slot(a) and not x.state.slot(b))

    return ask(g, Text("Phase 1: {placed} cards are placed. How many rows and columns have no card yet?").format(placed=placed),
               count_choices(6), empty_lines, lambda n: [str(n)],
               lambda n: Text("{n}: each phase-1 card goes on a line with no card (MU9), so {placed} cards hold "
                              "{placed} of the 18 lines; after 18 cards every line holds exactly one (MU10)."
                              ).format(n=n, placed=placed),
               ("MU9", "MU10"), seat=LEARNER, facts={"placed": placed})


def _facing_yet(rng: random.Random) -> Question:
    """With 16 to 20 cards placed, may a card face another? Not while phase 1 lasts (MU9), which is the
    first 18 cards; by then every line holds one card (MU10)."""
    placed = rng.choice([16, 17, 18, 19, 20])
    g = dealt(2, rng.randrange(10**6), placed)

    def fact(x: Game[State]) -> bool:
        return any(x.state.slot(opposite(p[0])) for p in x.click_paths().values())

    def explain(ok: bool) -> Text:
        if ok:
            return Text("Yes: phase 1 is the first 18 cards (MU9), and after them every row and column holds one card "
                        "(MU10), so with {placed} cards placed the next card faces the one at the other end."
                        ).format(placed=placed)
        return Text("No: with {placed} cards placed the game is still in phase 1, the first 18 cards, where a card "
                    "never faces another (MU9).").format(placed=placed)

    return ask(g, Text("{placed} cards are placed. May P1's next card face a card at the other end of its line?").format(placed=placed),
               (YES, NO), fact, lambda ok: ["yes" if ok else "no"], explain, ("MU9", "MU10"), seat=LEARNER,
               facts={"placed": placed, "to_move": LEARNER})


def questions(rng: random.Random) -> list[Question]:
    return [_where(rng) for _ in range(3)] + [_lines_left(rng), _facing_yet(rng)]


LESSON = Lesson(
    "where", GAME, ("MU9", "MU10"), Text("Where a card may go"),
    Text("<p><b>Phase 1</b> is the first 18 cards. A slot may be used only if it is empty <b>and</b> the "
         "slot at the other end of its line is empty too: in phase 1 a card never faces another card. So "
         "at the end of phase 1, every row and every column holds exactly one card.</p><p>Click a slot "
         "that faces a card to hear why not.</p>"),
    START, seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Only two lines have no card yet. Find a slot of one of them and place a card."),
              START.played, Text("Now that line has its one card of phase 1.")),
    hints=(Text("The slots marked on the board are the ones you may use."),),
    questions=questions, controls=("next",))
