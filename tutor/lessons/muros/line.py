"""Lessons 3-6: a phase-1 card on its line: count (MU13), remove (MU13, MU15), slide (MU13, MU14), and the
holes it leaves in the crossing lines (MU16)."""
from __future__ import annotations

import random
from typing import Any, Callable

from ...core import Game
from ...core.i18n import Verbatim
from ...muros import State, EMPTY, click_path, opposite, push_line, push_stages, slot_name
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (GAME, LEARNER, SLOTS, Muros, after, at, card_text, colour, count_choices, dealt, join, line_text,
                     placing, read_line, reading, usable)



def line_game(rng: random.Random, fits: Callable[[str, str], bool], variants: tuple[str, ...] = (),
              placed: tuple[int, int] = (0, 8)) -> tuple[Muros, str, str]:
    """A phase-1 game reached by legal play from a deal, P1 to move, and an open slot and a colour P1 may
    place whose line `fits(line from the slot, colour)`."""
    while True:
        g = dealt(2, rng.randrange(10**6), rng.randrange(*placed), variants=variants)
        open_slots = [s for s in SLOTS if not g.state.slot(s) and not g.state.slot(opposite(s))]
        pairs = [(s, c) for s in open_slots for c in usable(g) if fits(read_line(g.state.board, s), c)]
        if pairs:
            slot, c = rng.choice(pairs)
            return g, slot, c


def by_cells(line: str, c: str) -> bool:
    """True if reading the removal by cells (the variant “count cells”) takes other tokens from this line:
    a hole among the far cells, so the lesson's own rule decides the answer."""
    return push_line(line, c)[1] != push_line(line, c, {"COUNT_CELLS"})[1]


def stages(g: Game[State], c: str, slot: str) -> dict[str, Any]:
    """What the engine tells when a card of colour c goes into slot: k, the tokens removed, the line after."""
    then = after(g, placing(g, c, slot))
    told = {e.kind: e.data for e in then.history[-1].events}
    return {"k": told["count"]["k"] if "count" in told else 0,
            "removed": told["remove"]["removed"] if "remove" in told else "",
            "line": read_line(then.state.board, slot)}


def _facts(g: Game[State], c: str, slot: str) -> dict[str, Any]:
    return {"playable": (c, slot), "line": (slot, read_line(g.state.board, slot)), "phase": 1}


# -- 3. count ---------------------------------------------------------------------------------------------
def _count(rng: random.Random, contrast: bool) -> Question:
    """How many tokens leave; `contrast`: on a line with a hole among the far cells, where reading the
    removal by cells would give another number (so counting tokens, not cells, decides the answer)."""
    want = rng.choice([1, 2, 3, 4] if contrast else [0, 1, 2, 3, 4])
    g, slot, c = line_game(rng, lambda line, c: line.count(c) == want and (not contrast or by_cells(line, c)),
                           placed=(4, 17) if contrast else (0, 8))

    def explain(f: dict[str, Any]) -> Text:
        k, line = f["k"], line_text(slot)
        if k == 0:
            return Text("There is no {colour} token in {line}, so k = 0: nothing leaves and nothing moves (MU13)."
                        ).format(colour=colour(c), line=line)
        return Text("Count the {colour} tokens in {line}: {k}. So k = {k}, and {k} token leaves the game (MU13); "
                    "white tokens never count.",
                    plural="Count the {colour} tokens in {line}: {k}. So k = {k}, and {k} tokens leave the game "
                    "(MU13); white tokens never count.", n=k).format(colour=colour(c), line=line, k=k)

    card = card_text(c)
    return ask(g, Text("P1 places {card} in {slot_name}. How many tokens leave the game?").format(
                   card=card, slot_name=slot_name(slot)),
               count_choices(5), lambda x: stages(x, c, slot), lambda f: [str(len(f["removed"]))],
               explain, ("MU13",), seat=LEARNER, highlight={"region": f"line:{slot}"}, facts=_facts(g, c, slot))


def _count_questions(rng: random.Random) -> list[Question]:
    out = [_count(rng, True) for _ in range(3)] + [_count(rng, False)]
    rng.shuffle(out)
    return out


# -- 4. remove --------------------------------------------------------------------------------------------
def _token_words(tokens: str) -> Text:
    """The colours of some tokens, one by one: "red, blue and red"."""
    return join([colour(t) for t in tokens])


def _remove(rng: random.Random) -> Question:
    def fits(line: str, c: str) -> bool:
        k, _, _, gone = push_stages(line, c)
        near = "".join(t for t in line if t != EMPTY)[:k]
        return k >= 2 and len({gone, c * k, near}) >= 2 and by_cells(line, c)

    g, slot, c = line_game(rng, fits, placed=(4, 17))
    line = read_line(g.state.board, slot)
    k, _, _, gone = push_stages(line, c)
    cells = push_line(line, c, {"COUNT_CELLS"})[1]       # the tempting reading: k cells, not k tokens
    options = sorted({gone, c * k, "".join(t for t in line if t != EMPTY)[:k]} | ({cells} if cells else set()))
    rng.shuffle(options)
    def explain(f: dict[str, Any]) -> Text:
        return Text("k = {f}: walking in from the far end ({other}) and skipping empty cells, the first {f} tokens "
                    "met leave, whatever their colour: {words} (MU13). They leave the game and nobody scores them "
                    "(MU15).").format(f=f["k"], other=slot_name(opposite(slot)), words=_token_words(f["removed"]))

    card = card_text(c)
    return ask(g, Text("P1 places {card} in {slot_name}. Which tokens leave the game, the farthest first?").format(card=card, slot_name=slot_name(slot)),
               [Choice(o, _token_words(o)) for o in options], lambda x: stages(x, c, slot), lambda f: [f["removed"]],
               explain, ("MU13", "MU15"), seat=LEARNER, highlight={"region": f"line:{slot}"},
               facts=_facts(g, c, slot))


def _scored(rng: random.Random) -> Question:
    g, slot, c = line_game(rng, lambda line, c: line.count(c) >= 1)

    def fact(x: Game[State]) -> tuple[int, int]:
        then = after(x, placing(x, c, slot)).state
        return sum(map(sum, then.captured)) - sum(map(sum, x.state.captured)), sum(then.removed) - sum(x.state.removed)

    card = card_text(c)
    return ask(g, Text("P1 places {card} in {slot_name}, and tokens leave the line. Does anyone score them?").format(card=card, slot_name=slot_name(slot)),
               (YES, NO), fact, lambda f: ["yes" if f[0] else "no"],
               lambda f: Text("No: the tokens removed ({f}) leave the game; nobody's captures grow (MU15).").format(
                   f=f[1]),
               ("MU15",), seat=LEARNER, highlight={"highlight": [slot, "counts"]}, facts=_facts(g, c, slot))


def _remove_questions(rng: random.Random) -> list[Question]:
    return [_remove(rng) for _ in range(3)] + [_scored(rng)]


# -- 5. slide -----------------------------------------------------------------------------------------------
def slide_options(line: str, c: str, slot: str, variants: frozenset[str] = frozenset()) -> list[str]:
    """The line after the card (as on the board), with the readings of the tempting misreadings."""
    out = {reading(push_line(line, c, variants)[0], slot), reading(line, slot)}
    for other in ({"SHIFT_TOWARD_CARD"}, {"COMPACT_SHIFT"}, {"COUNT_CELLS"}, set()):
        try:
            out.add(reading(push_line(line, c, other)[0], slot))
        except ValueError:
            pass
    return sorted(out)


def _slide(rng: random.Random) -> Question:
    def fits(line: str, c: str) -> bool:
        return line.count(c) >= 1 and len(slide_options(line, c, "W1")) >= 3

    g, slot, c = line_game(rng, fits)
    line = read_line(g.state.board, slot)
    options = slide_options(line, c, slot)
    rng.shuffle(options)
    card = card_text(c)
    prompt = (Text("P1 places {card} in {slot_name}. How does the line read from left to right afterwards?")
              if slot[0] in "WE" else
              Text("P1 places {card} in {slot_name}. How does the line read from top to bottom afterwards?"))
    return ask(g, prompt.format(card=card, slot_name=slot_name(slot)),
               [Choice(o, Verbatim(o)) for o in options], lambda x: stages(x, c, slot),
               lambda f: [reading(f["line"], slot)],
               lambda f: Text("{reading}: after the removal the tokens left slide away from the card until the far end "
                              "holds a token; the gaps between them stay, so the new empty cells gather next to the "
                              "card (MU13, MU14).").format(reading=reading(f["line"], slot)),
               ("MU13", "MU14"), seat=LEARNER, highlight={"region": f"line:{slot}"}, facts=_facts(g, c, slot))


def _slide_questions(rng: random.Random) -> list[Question]:
    return [_slide(rng) for _ in range(3)]


# -- 6. crossing lines ------------------------------------------------------------------------------------------
def holes(line: str) -> int:
    """Empty cells between two tokens of a line."""
    return line.strip(EMPTY).count(EMPTY)


def new_holes(before: str, after_board: str, slot: str) -> list[int]:
    """The crossing lines (numbered 1-9) of slot's line that have more holes after the move."""
    row = slot[0] in "WE"
    out = []
    for n in range(1, 10):
        pick = (lambda b: b[n - 1::9]) if row else (lambda b: b[(n - 1) * 9:n * 9])
        if holes(pick(after_board)) > holes(pick(before)):
            out.append(n)
    return out


def _crossing(rng: random.Random) -> Question:
    want = rng.choice([0, 1, 2, 3])
    while True:
        g, _, _ = line_game(rng, lambda line, c: line.count(c) >= 1)
        apply, board = g.rules.apply, g.state.board
        pairs = sorted({(p[0], p[1][0]) for p in g.click_paths().values()})
        found = [(s, c) for s, c in pairs
                 if read_line(board, s).count(c) and len(new_holes(board, apply(g.state, placing(g, c, s))[1].board, s)) == want]
        if found:
            slot, c = rng.choice(found)
            break
    crosses_rows = slot[0] not in "WE"          # a column's crossing lines are rows
    kind = Text("rows") if crosses_rows else Text("columns")

    def explain(found: list[int]) -> Text:
        line = line_text(slot)
        if not found:
            return Text("Not one: the crossing {kind} change in the cells they share with {line}, but none is left with "
                        "an empty cell between two tokens (MU16).").format(kind=kind, line=line)
        names = join([Verbatim(str(n)) for n in found])
        if len(found) == 1:
            one = Text("row") if crosses_rows else Text("column")
            return Text("1, {one} {names}: the cell it shares with {line} loses or gains a token, and that leaves an "
                        "empty cell between two tokens; nothing refills it but a later card in that line (MU16)."
                        ).format(one=one, names=names, line=line)
        return Text("{len}: {kind} {names} each lose or gain a token in the cell they share with {line}, and now "
                    "have an empty cell between two tokens; nothing refills it but a later card in that line (MU16)."
                    ).format(len=len(found), kind=kind, names=names, line=line)

    card = card_text(c)
    return ask(g, Text("P1 places {card} in {slot_name}. How many {kind} crossing its line get a new hole (an empty "
                       "cell between two tokens)?").format(card=card, slot_name=slot_name(slot), kind=kind),
               count_choices(5), lambda x: new_holes(x.state.board, after(x, placing(x, c, slot)).state.board, slot),
               lambda found: [str(min(len(found), 5))], explain, ("MU16",), seat=LEARNER,
               highlight={"highlight": [slot, f"line:{slot}"]}, facts=_facts(g, c, slot))


def _crossing_questions(rng: random.Random) -> list[Question]:
    return [_crossing(rng) for _ in range(3)]


# -- the lessons' tasks ----------------------------------------------------------------------------------------
def _learner_steps(g: Game[State]) -> list[int]:
    return [i for i, step in enumerate(g.history) if step.seat == LEARNER]


def took_another_colour(g: Game[State]) -> bool:
    """True once a learner's card removed a token of another colour than its own (MU13.3)."""
    return any(e.kind == "remove" and any(t != e.data["counted_colour"] for t in e.data["removed"])
               for i in _learner_steps(g) for e in g.history[i].events)


def kept_gap(g: Game[State]) -> bool:
    """True once a learner's card slid a line that keeps a hole between its tokens (MU13.4)."""
    for i in _learner_steps(g):
        if any(e.kind == "slide" for e in g.history[i].events):
            slot = click_path(g.state_at(i), g.history[i].action)[0]
            if EMPTY in read_line(g.state_at(i + 1).board, slot).strip(EMPTY):
                return True
    return False


def made_a_hole(g: Game[State]) -> bool:
    """True once a learner's card left a new hole between tokens in some row or column (MU16)."""
    def all_holes(board: str) -> int:
        return sum(holes(board[r * 9:(r + 1) * 9]) + holes(board[r::9]) for r in range(9))
    return any(all_holes(g.state_at(i + 1).board) > all_holes(g.state_at(i).board) for i in _learner_steps(g))


def red_in_row_3(g: Game[State]) -> bool:
    """True once the learner placed a red card in W3 or E3."""
    return any(g.history[i].action.split(" ")[0] in ("R@W3", "R@E3") for i in _learner_steps(g))


COUNT = Lesson(
    "count", GAME, ("MU13",), Text("Count: how many tokens leave"),
    Text("<p>In phase 1, a card of colour X works on its own line. First <b>count</b> the X tokens in the "
         "line: that number is <b>k</b>, and k tokens will leave the line. White tokens never count (no "
         "card is white). If k is 0, nothing happens at all.</p><p>Try it in the line lab: click a slot, "
         "choose a card and say how many tokens leave.</p>"),
    at(players=2, rows={3: "RBYRGWBRG"}, hands=[{"R": 2, "Y": 1, "B": 2, "G": 1}, {"Y": 2, "B": 1, "R": 1, "G": 2}],
       turn=LEARNER, seed=5),
    seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Place a red card in row 3 (W3 or E3): row 3 holds 3 red tokens."),
              red_in_row_3, Text("k = 3, so three tokens left the line."),
              moves=1, missed=Text("your card was not a red card in W3 or E3.")),
    questions=_count_questions, lab="line-count", controls=("undo",))

REMOVE = Lesson(
    "remove", GAME, ("MU13", "MU15"), Text("Remove from the far end"),
    Text("<p>Then <b>remove k tokens</b>, starting at the <b>far</b> end of the line (the end without the "
         "card) and walking toward the card. Take the first k tokens you meet, <b>whatever their "
         "colour</b>; skip empty cells. The tokens removed need not be the ones you counted. They leave "
         "the game, and nobody scores them.</p>"),
    at(players=2, rows={3: "RBYRGWBRG"}, hands=[{"R": 2, "G": 2, "B": 1, "Y": 1}, {"Y": 2, "B": 2, "R": 1, "G": 1}],
       turn=LEARNER, seed=5),
    seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Place a card whose removal takes at least one token of another colour than the card."),
              took_another_colour, Text("Removal walks in from the far end and takes any colour."),
              moves=1, missed=Text("your card's removal took no token of another colour than the card.")),
    questions=_remove_questions, lab="line-remove", controls=("undo",))

SLIDE = Lesson(
    "slide", GAME, ("MU13", "MU14"), Text("Slide away from the card"),
    Text("<p>Last, the tokens left <b>slide away from the card</b>, toward the far end, until the far "
         "cell holds a token. They slide together, so the <b>gaps between them are kept</b>, and all the "
         "new empty cells gather <b>next to the card</b>.</p><p>The tempting mistake is to slide toward "
         "the card: the rules say the opposite.</p>"),
    at(players=2, rows={5: "Y.RB.GGW."}, slots={"N2": "B", "S5": "Y", "N9": "R"}, turn=LEARNER, seed=1),
    seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Place a card so that a gap between tokens is kept after the slide (row 5 has gaps)."),
              kept_gap, Text("The slide is rigid: the tokens moved together and kept their gaps."),
              moves=1, missed=Text("your card kept no gap between tokens after a slide.")),
    hints=(Text("Row 5 has gaps; a card in one of its two slots slides it."),),
    questions=_slide_questions, lab="line-slide", controls=("undo",))

CROSSING = Lesson(
    "crossing", GAME, ("MU16",), Text("Holes in crossing lines"),
    Text("<p>Each cell belongs to a row <b>and</b> a column. When a card removes or slides tokens in its "
         "line, the crossing lines change too, one cell each. That is how holes appear in the middle of "
         "lines; nothing refills them except a later card in their own line.</p>"),
    at(players=2, hands=[{"Y": 2, "B": 2, "R": 1, "G": 1}, {"Y": 1, "B": 2, "R": 2, "G": 1}], turn=LEARNER, seed=11),
    seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Place a card that leaves a hole in the middle of some row or column."),
              made_a_hole, Text("The framed cells changed; look at the lines that cross them."),
              moves=1, missed=Text("your card left no hole in the middle of a row or column.")),
    questions=_crossing_questions, controls=("undo",))

LESSONS = [COUNT, REMOVE, SLIDE, CROSSING]
