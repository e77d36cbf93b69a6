"""Lessons 7-9: phase 2, cards facing cards (MU11, MU12, MU17), a block (MU18) and a capture (MU19-MU22)."""
from __future__ import annotations

import random
from typing import Any

from ...core import Game
from ...muros import State, CARD_COLOURS, slot_name
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (GAME, LEARNER, SLOTS, after, card_text, colour_text, count_choices, dealt, line_text, opposite,
                     placing, read_line, refusal, usable, Dealt)


def facing_game(rng: random.Random, placed: tuple[int, int] = (18, 28), variants: tuple[str, ...] = ()
                ) -> tuple[Game[State], str, str]:
    """Phase 2 reached by legal play from a deal, P1 to move; an empty slot and the card it faces."""
    g = dealt(2, rng.randrange(10**6), rng.randrange(*placed), variants=variants)
    slot = rng.choice([s for s in SLOTS if not g.state.slot(s)])
    return g, slot, g.state.slot(opposite(slot))


def other_colour(rng: random.Random, g: Game[State], facing: str) -> str:
    """A colour P1 may place that differs from the facing card ('' if none)."""
    return rng.choice([c for c in usable(g) if c != facing] or [""])


def _facts(g: Game[State], c: str, slot: str) -> dict[str, Any]:
    return {"playable": (c, slot), "facing": (slot, g.state.slot(opposite(slot))), "phase": 2, "to_move": LEARNER}


# -- 7. phase 2 -------------------------------------------------------------------------------------------
def _may_go(rng: random.Random) -> Question:
    g = dealt(2, rng.randrange(10**6), rng.randrange(18, 30))
    empty = [s for s in SLOTS if not g.state.slot(s)]
    slot = rng.choice(empty if rng.random() < 0.6 else [s for s in SLOTS if g.state.slot(s)])

    def fact(x: Game[State]) -> dict[str, Any]:
        return {"legal": any(p[0] == slot for p in x.click_paths().values()), "why": refusal(x, slot)}

    def explain(f: dict[str, Any]) -> Text:
        if not f["legal"]:
            return Text("No: {why}").format(why=f["why"])
        return Text("Yes: in phase 2 any empty slot will do, and a card there faces the card in {other} (MU11)."
                    ).format(other=slot_name(opposite(slot)))

    return ask(g, Text("Phase 2. May P1 place a card in {slot_name} now?").format(slot_name=slot_name(slot)),
               (YES, NO), fact, lambda f: ["yes" if f["legal"] else "no"], explain,
               ("MU11",) if slot in empty else ("MU5",), seat=LEARNER, highlight={"highlight": [slot]},
               facts={"phase": 2, "to_move": LEARNER, "slot_card": (slot, g.state.slot(slot))})


def _ends(rng: random.Random) -> Question:
    placed = rng.choice([34, 35])
    g = dealt(2, rng.randrange(10**6), placed)
    return ask(g, Text("{placed} cards are placed. P1 places the next one. Is the game over then?").format(placed=placed),
               (YES, NO), lambda x: (x.state.placed + 1, after(x, x.legal_actions()[0]).is_over),
               lambda f: ["yes" if f[1] else "no"],
               lambda f: Text("{answer}: that is card {n} of 36, and the game ends when the 36th card is placed, "
                              "every slot holding one (MU12).").format(answer=YES.label if f[1] else NO.label, n=f[0]),
               ("MU12",), seat=LEARNER, facts={"placed": placed, "to_move": LEARNER})


def _still(rng: random.Random) -> Question:
    """MU17: a phase-2 card that blocks or takes nothing leaves every token where it is."""
    g, slot, facing = facing_game(rng)
    c = rng.choice(usable(g))
    def fact(x: Game[State]) -> int:
        action = placing(x, c, slot, None if c == facing else "none")
        return sum(a != b for a, b in zip(x.state.board, after(x, action).state.board))

    prompt = (Text("Phase 2: P1 places {card_text} in {slot_name} and takes nothing. Does any token leave or slide?")
              if c != facing else
              Text("Phase 2: P1 places {card_text} in {slot_name}. Does any token leave or slide?"))
    return ask(g, prompt.format(card_text=card_text(c), slot_name=slot_name(slot)),
               (YES, NO), fact, lambda n: ["yes" if n else "no"],
               lambda n: Text("No: in phase 2 nothing is removed and nothing slides; the facing cards only block the "
                              "line or let a colour be captured (MU17)."),
               ("MU17",), seat=LEARNER, highlight={"highlight": [slot, f"line:{slot}"]}, facts=_facts(g, c, slot))


def _phase2_questions(rng: random.Random) -> list[Question]:
    return [_may_go(rng), _may_go(rng), _still(rng), _ends(rng)]


# -- 8. block -------------------------------------------------------------------------------------------------
_WHAT = (Choice("block", Text("The line is blocked: nothing happens")),
         Choice("open", Text("The line is not blocked: the two cards differ")),
         Choice("push", Text("Tokens are removed and slide, as in phase 1")))


def _block(rng: random.Random) -> Question:
    while True:
        g, slot, facing = facing_game(rng)
        mine = usable(g)
        same = facing in mine and rng.random() < 0.5
        c = facing if same else other_colour(rng, g, facing)
        if c:
            break

    def fact(x: Game[State]) -> str:
        step = after(x, placing(x, c, slot)).history[-1]
        kinds = {e.kind for e in step.events}
        return "block" if "block" in kinds else "push" if kinds & {"remove", "slide"} else "open"

    def explain(what: str) -> Text:
        if what == "block":
            return Text("Same colour as the card it faces: the line is blocked, nothing happens, and the full line is "
                        "never used again (MU18). Phase 2 never removes or slides (MU17).")
        return Text("Another colour: only a card of the same colour blocks, so this line is not blocked (MU18). "
                    "Phase 2 never removes or slides (MU17).")

    other = opposite(slot)
    return ask(g, Text("P1 places {card_text} in {slot_name}, facing the {colour_text} card in {slot_name2}. What "
                       "happens?").format(card_text=card_text(c), slot_name=slot_name(slot), colour_text=colour_text(facing),
                                         slot_name2=slot_name(other)),
               _WHAT, fact, lambda what: [what], explain, ("MU17", "MU18"), seat=LEARNER,
               highlight={"highlight": [slot, other]}, facts=_facts(g, c, slot))


def _block_questions(rng: random.Random) -> list[Question]:
    return [_block(rng) for _ in range(3)]


# -- 9. capture -------------------------------------------------------------------------------------------------
def _capture(rng: random.Random) -> Question:
    want = rng.choice([0, 1, 2, 3, 4])
    while True:
        g, _, _ = facing_game(rng)
        found = [(slot, c, take) for slot in SLOTS if not g.state.slot(slot) for c in usable(g)
                 if c != (facing := g.state.slot(opposite(slot))) for take in (c, facing)
                 if read_line(g.state.board, slot).count(take) == want]
        if found:
            slot, c, take = rng.choice(found)
            facing = g.state.slot(opposite(slot))
            break

    def fact(x: Game[State]) -> int:
        i = CARD_COLOURS.index(take)
        return after(x, placing(x, c, slot, take)).state.captured[LEARNER][i] - x.state.captured[LEARNER][i]

    def explain(n: int) -> Text:
        line = line_text(slot)
        if n == 0:
            return Text("Not one: there is no {colour_text} token in {line}; the choice is still allowed and takes "
                        "nothing (MU21).").format(colour_text=colour_text(take), line=line)
        return Text("{n}: the only {colour} token of {line}; its cell stays empty and nothing slides (MU19).",
                    plural="{n}: all the {colour} tokens of {line}; the cells stay empty and nothing slides (MU19).",
                    n=n).format(colour=colour_text(take), line=line)

    return ask(g, Text("P1 places {card} in {slot_name}, facing a {facing} card, and takes the {take} tokens. How many "
                       "tokens does P1 capture?").format(card=card_text(c), slot_name=slot_name(slot),
                                                         facing=colour_text(facing), take=colour_text(take)),
               count_choices(5), fact, lambda n: [str(n)], explain, ("MU19", "MU21"), seat=LEARNER,
               highlight={"region": f"line:{slot}"}, facts=_facts(g, c, slot))


def _optional(rng: random.Random, must: bool) -> Question:
    """Facing another colour: may P1 choose neither colour (yes), must it choose one (no)? (MU20)"""
    while True:
        g, slot, facing = facing_game(rng)
        c = other_colour(rng, g, facing)
        if c:
            break
    question = (Text("Must P1 choose one of the two colours?") if must
                else Text("May P1 choose neither colour?"))

    def free(x: Game[State]) -> bool:
        return any(a.startswith(f"{c}@{slot}") and a.endswith(" take none") for a in x.legal_actions())

    def explain(ok: bool) -> Text:
        return Text("{answer}: choosing is optional; P1 may leave both colours in the line. It matters, because "
                    "taking lowers that colour's count on the board, and that can change the majority colour (MU20)."
                    ).format(answer=NO.label if must else YES.label)

    return ask(g, Text("P1 places {card_text} in {slot_name}, facing a {colour_text} card. {question}").format(
                   card_text=card_text(c), slot_name=slot_name(slot), colour_text=colour_text(facing),
                   question=question),
               (YES, NO), free, lambda ok: ["yes" if ok != must else "no"], explain,
               ("MU20",), seat=LEARNER, highlight={"highlight": [slot, opposite(slot)]}, facts=_facts(g, c, slot))


def _open(rng: random.Random) -> Question:
    g = dealt(2, rng.randrange(10**6), rng.randrange(20, 30), lambda x: any(x.state.captured[LEARNER]))
    caps = [dict(zip(CARD_COLOURS, c)) for c in g.state.captured]
    return ask(g, Text("Can P2 see how many tokens of each colour P1 has captured?"),
               (YES, NO), lambda x: isinstance(x.view(1)["captured"][LEARNER], dict),
               lambda seen: ["yes" if seen else "no"],
               lambda seen: Text("Yes: captured tokens lie face up in front of their owner (MU22)."),
               ("MU22",), seat=LEARNER, highlight={"region": "score"},
               facts={"captured": caps})


def _capture_questions(rng: random.Random) -> list[Question]:
    return [_capture(rng), _capture(rng), _optional(rng, False), _optional(rng, True), _open(rng)]


def can_block(g: Game[State]) -> bool:
    """True if P1 may place a card facing a card of its own colour."""
    mine = usable(g)
    return any(not g.state.slot(s) and g.state.slot(opposite(s)) in mine for s in SLOTS)


def can_capture(g: Game[State], least: int = 3) -> bool:
    """True if one card of P1's can capture at least `least` tokens of one colour."""
    mine = usable(g)
    for s in SLOTS:
        facing = g.state.slot(opposite(s))
        if g.state.slot(s) or not facing:
            continue
        line = read_line(g.state.board, s)
        if any(c != facing and max(line.count(c), line.count(facing)) >= least for c in mine):
            return True
    return False


BLOCK_START = Dealt(lambda: dealt(2, 4, 20, can_block))
CAPTURE_START = Dealt(lambda: dealt(2, 8, 18, can_capture))
PHASE2_START = Dealt(lambda: dealt(2, 3, 18))


def blocked(g: Game[State]) -> bool:
    """True once the learner blocked a line (MU18)."""
    return any(step.seat == LEARNER and any(e.kind == "block" for e in step.events) for step in BLOCK_START.since(g))


def captured_three(g: Game[State]) -> bool:
    """True once one card of the learner's has captured at least 3 tokens."""
    return any(step.seat == LEARNER and any(e.kind == "capture" and e.data["n"] >= 3 for e in step.events)
               for step in CAPTURE_START.since(g))


PHASE2 = Lesson(
    "phase2", GAME, ("MU11", "MU12", "MU17"), Text("Phase 2: facing cards"),
    Text("<p>From the 19th card on, a card goes into any <b>empty</b> slot, which now means it faces the "
         "card at the other end of its line. Nothing is removed and nothing slides any more: the facing "
         "cards decide whether the line is <b>blocked</b> or a colour is <b>captured</b>. The game ends "
         "when the 36th card is placed.</p>"),
    PHASE2_START, seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Place your first phase-2 card."), PHASE2_START.played,
              Text("It faces the card at the other end of its line.")),
    questions=_phase2_questions, controls=("next",))

BLOCK = Lesson(
    "block", GAME, ("MU17", "MU18"), Text("Same colour blocks"),
    Text("<p>If your card has the <b>same colour</b> as the card it faces, the line is <b>blocked</b>: "
         "nothing happens, and the line, now full, is never used again. A block keeps a line's tokens on "
         "the board, for everyone.</p>"),
    BLOCK_START, seat=LEARNER,
    bots={1: "hint"},
    task=Task(Text("Block a line: place a card facing a card of its own colour."),
              blocked, Text("Blocked: the line is full and nothing was taken."),
              moves=1, missed=Text("your card does not face a card of its own colour, so it blocked no line.")),
    questions=_block_questions, controls=("next",))

CAPTURE = Lesson(
    "capture", GAME, ("MU19", "MU20", "MU21", "MU22"), Text("Capture a colour"),
    Text("<p>If your card's colour differs from the card it faces, choose one of the <b>two colours</b>: "
         "you take <b>all</b> the tokens of that colour in the line into your supply. The cells stay "
         "empty and nothing slides. Taking is optional, and a colour with no token in the line gives "
         "nothing. Your captures lie face up: everyone can count them.</p>"),
    CAPTURE_START, seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Capture at least 3 tokens with one card."),
              captured_three, Text("All the tokens of the chosen colour in that line are yours."),
              moves=1, missed=Text("your card captured fewer than 3 tokens.")),
    hints=(Text("Look for a line with 3 or more tokens of one colour and a card at one end: place a card of "
                "another colour facing it, where one of the two cards has that colour."),),
    questions=_capture_questions, controls=("next",))

LESSONS = [PHASE2, BLOCK, CAPTURE]
__all__ = ["LESSONS", "facing_game"]
