"""The appendix: each named variant on a board of its own where it changes what happens. Every
question is keyed on the pictured game's own variants, so without the variant its answer changes."""
from __future__ import annotations

import random
from typing import Any, Callable

from ...core import Game
from ...core.i18n import Verbatim
from ...muros import State, CARD_COLOURS, VARIANT_NAME, push_line, reading, slot_name
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (GAME, LEARNER, SLOTS, Dealt, after, at, card_text, colour_noun, colour_text, count_choices, dealt,
                     game, line_text, placing, read_line, opposite, seat_choices, usable)
from .phase2 import facing_game
from .scoring import outcome, told

def _named(variant: str) -> Text:
    """'“compact slide”' / '«desplazamiento compacto»'."""
    name = VARIANT_NAME[variant]
    return Text("“{name}”").format(name=name)


def crafted(rng: random.Random, variant: str) -> tuple[Game[State], str, str]:
    """A phase-1 game under `variant` with one row drawn so that the variant reads it otherwise than the
    default: holes in it, and for SHIFT_ON_ZERO no token of the card's colour."""
    while True:
        row, side, c = rng.randrange(1, 10), rng.choice("WE"), rng.choice(CARD_COLOURS)
        cells = [rng.choice("YBRGW") for _ in range(9)]
        for i in rng.sample(range(9), rng.randrange(2, 5)):
            cells[i] = "."
        if variant == "SHIFT_ON_ZERO":
            cells = ["." if t == c else t for t in cells]
        line = "".join(cells) if side == "W" else "".join(reversed(cells))   # from the card's end
        if push_line(line, c)[0] != push_line(line, c, {variant})[0]:
            # the holes were left by cards in their columns (only a card empties cells of its own line)
            slots = {f"{rng.choice('NS')}{i + 1}": rng.choice(CARD_COLOURS) for i, t in enumerate(cells) if t == "."}
            g = game(players=2, rows={row: "".join(cells)}, slots=slots, turn=LEARNER, seed=rng.randrange(10**6),
                     variants={variant})
            return g, f"{side}{row}", c


def _line_one(rng: random.Random, variant: str, rule: str, why: Text) -> Question:
    """How the line reads after the card, under the pictured game's variants."""
    g, slot, c = crafted(rng, variant)
    line = read_line(g.state.board, slot)
    options = sorted({reading(push_line(line, c, {variant})[0], slot), reading(push_line(line, c)[0], slot),
                      reading(line, slot)})
    rng.shuffle(options)

    def fact(x: Game[State]) -> dict[str, Any]:
        on = variant in x.variants
        return {"on": on, "line": read_line(after(x, placing(x, c, slot)).state.board, slot),
                "other": push_line(read_line(x.state.board, slot), c, set() if on else {variant})[0]}

    def explain(f: dict[str, Any]) -> Text:
        now, other = reading(f["line"], slot), reading(f["other"], slot)
        if f["on"]:
            return Text("{now}. {why} By default it would read {other}.").format(now=now, why=why, other=other)
        return Text("{now}, by the default rules; with the variant it would read {other}.").format(now=now, other=other)

    name, card = _named(variant), card_text(c)
    prompt = (Text("With the variant {name}, P1 places {card} in {slot_name}. How does the line read from left to "
                   "right afterwards?") if slot[0] in "WE" else
              Text("With the variant {name}, P1 places {card} in {slot_name}. How does the line read from top to "
                   "bottom afterwards?"))
    return ask(g, prompt.format(name=name, card=card, slot_name=slot_name(slot)),
               [Choice(o, Verbatim(o)) for o in options], fact, lambda f: [reading(f["line"], slot)], explain,
               (rule, variant), seat=LEARNER, highlight={"region": f"line:{slot}"},
               facts={"variant": variant, "playable": (c, slot), "line": (slot, line)})


def _line_question(variant: str, rule: str, why: Text) -> Callable[[random.Random], list[Question]]:
    return lambda rng: [_line_one(rng, variant, rule, why) for _ in range(3)]


def _mandatory_one(rng: random.Random, kind: str) -> Question:
    """Under MANDATORY_TAKE, facing a card of another colour: may P1 choose neither colour ('neither': no),
    must it choose one ('must': yes), and how few tokens can it take ('least': the smaller of the two
    colours' counts in the line, where by default it could take none)."""
    want = rng.choice([1, 2, 3])
    while True:
        g, _, _ = facing_game(rng, variants=("MANDATORY_TAKE",))
        pick = [(slot, c) for slot in SLOTS if not g.state.slot(slot) for c in usable(g)
                if c != (facing := g.state.slot(opposite(slot))) and
                (kind != "least" or min(read_line(g.state.board, slot).count(x) for x in (c, facing)) == want)]
        if pick:
            slot, c = rng.choice(pick)
            facing, line = g.state.slot(opposite(slot)), read_line(g.state.board, slot)
            break
    where = dict(name=_named("MANDATORY_TAKE"), card=card_text(c), slot_name=slot_name(slot), other=colour_text(facing))

    def declines(x: Game[State]) -> bool:
        return any(a.startswith(f"{c}@{slot}") and a.endswith(" take none") for a in x.legal_actions())

    if kind == "least":
        prompt = Text("With the variant {name}, P1 places {card} in {slot_name}, facing a {other} card. What is the "
                      "smallest number of tokens P1 can capture with it?").format(**where)

        def least(x: Game[State]) -> int:
            takes = [a for a in x.legal_actions() if a.startswith(f"{c}@{slot}")]
            return min(sum(map(sum, after(x, a).state.captured)) - sum(map(sum, x.state.captured)) for a in takes)

        def told(n: int) -> Text:
            if n:
                return Text("{n}: P1 must take one of the two colours, and the smaller gives {n} (MU19); by default it "
                            "could choose neither and take nothing (MU20).").format(n=n)
            return Text("0: by default P1 may choose neither colour (MU20).")
        return ask(g, prompt, count_choices(5),
                   least, lambda n: [str(min(n, 5))], told, ("MU20", "MANDATORY_TAKE"), seat=LEARNER,
                   highlight={"region": f"line:{slot}"},
                   facts={"variant": "MANDATORY_TAKE", "playable": (c, slot), "facing": (slot, facing),
                          "line": (slot, line)})
    if kind == "must":
        prompt = Text("With the variant {name}, P1 places {card} in {slot_name}, facing a {other} card. Must P1 "
                      "choose one of the two colours?").format(**where)

        def key(free: bool) -> list[str]:
            return ["no" if free else "yes"]
    else:
        prompt = Text("With the variant {name}, P1 places {card} in {slot_name}, facing a {other} card. May P1 "
                      "choose neither colour?").format(**where)

        def key(free: bool) -> list[str]:
            return ["yes" if free else "no"]

    def explain(free: bool) -> Text:
        answer = YES.label if key(free) == ["yes"] else NO.label
        if free:
            return Text("{answer}: by default choosing is optional; P1 may choose neither colour (MU20).").format(
                answer=answer)
        return Text("{answer}: under this variant P1 must choose one of the two colours, even one the line does not "
                    "hold, which takes nothing (MU21); by default it may choose neither (MU20).").format(answer=answer)

    return ask(g, prompt, (YES, NO), declines, key, explain,
               ("MU20", "MANDATORY_TAKE"), seat=LEARNER, highlight={"highlight": [slot]},
               facts={"variant": "MANDATORY_TAKE", "playable": (c, slot), "facing": (slot, facing)})


def _mandatory(rng: random.Random) -> list[Question]:
    kinds = ["neither", "must", "least"]
    rng.shuffle(kinds)
    return [_mandatory_one(rng, kind) for kind in kinds]


def tier_game(rng: random.Random) -> Game[State]:
    """A finished game under TIER_BEST_SINGLE where two colours tie on the board and the best single colour
    gives another winner than the sum."""
    while True:
        a, b = rng.sample(CARD_COLOURS, 2)
        top = rng.randrange(4, 8)
        counts = {c: rng.randrange(0, top) for c in CARD_COLOURS}
        counts[a] = counts[b] = top
        caps = [{a: rng.randrange(0, 5), b: rng.randrange(0, 5)} for _ in range(2)]
        if rng.random() < 0.5:          # either seat may come out the winner
            caps.reverse()
        cells = [c for c in CARD_COLOURS for _ in range(counts[c])]
        cells += ["."] * (81 - len(cells))
        rng.shuffle(cells)
        g = game(board=["".join(cells[r * 9:(r + 1) * 9]) for r in range(9)], fill=False, captured=caps, placed=36,
                 turn=None, hands=[{}, {}], piles={}, variants={"TIER_BEST_SINGLE"}, seed=rng.randrange(10**6))
        plain = Game(g.rules, seed=g.seed, position=dict(g.position(), variants=[]))
        if plain.result().winners != g.result().winners:
            return g


def _tier(rng: random.Random) -> list[Question]:
    g = tier_game(rng)
    counts = g.state.board_counts()
    top = max(counts.values())
    a, b = [c for c in CARD_COLOURS if counts[c] == top]
    name = _named("TIER_BEST_SINGLE")
    return [ask(g, Text("With the variant {name}, the game is over: {a} and {b} tie on the board with {top} tokens "
                        "each. Who wins?").format(name=name, a=colour_noun(a), b=colour_noun(b), top=top),
                seat_choices(2), outcome, lambda o: [f"P{s + 1}" for s in o["winners"]], told,
                ("MU26", "TIER_BEST_SINGLE"), seat=LEARNER, multi=True, highlight={"region": "score"},
                facts={"variant": "TIER_BEST_SINGLE", "board_counts": counts, "over": True})]


def _may_pass(rng: random.Random) -> Question:
    g = dealt(rng.choice([2, 3]), rng.randrange(10**6), rng.randrange(0, 30), variants=("ALLOW_PASS",))
    name = _named("ALLOW_PASS")
    return ask(g, Text("With the variant {name}, may P1 pass now, though it could place a card?").format(name=name),
               (YES, NO), lambda x: "pass" in x.legal_actions(), lambda ok: ["yes" if ok else "no"],
               lambda ok: Text("Yes: under this variant any player may pass; by default only a player with no card to "
                               "use is skipped (MU8).") if ok else
               Text("No: by default you may not pass while you can place a card (MU8)."),
               ("MU8", "ALLOW_PASS"), seat=LEARNER, highlight={"highlight": ["pass"]},
               facts={"variant": "ALLOW_PASS", "to_move": LEARNER})


def _all_passed(rng: random.Random) -> Question:
    """After the others' passes in a row, does P1's pass end the game? Yes: everyone has then passed; by default
    P1 may not pass at all."""
    players = rng.choice([2, 3])
    k = players - 1
    g = dealt(players, rng.randrange(10**6), rng.randrange(0, 30), variants=("ALLOW_PASS",),
              seat=(LEARNER - k) % players)
    for _ in range(k):
        g.play("pass")
    name = _named("ALLOW_PASS")
    before = Text("The player before P1 has just passed.",
                  plural="The {n} players before P1 have just passed, one after another.", n=k).format(n=k)

    def fact(x: Game[State]) -> tuple[int, bool]:
        return x.state.passes + 1, "pass" in x.legal_actions() and after(x, "pass").is_over

    def explain(f: tuple[int, bool]) -> Text:
        n, over = f
        if over:
            return Text("Yes: that makes {n} passes in a row, one by every player, and then the game ends (MU8)."
                        ).format(n=n)
        return Text("No: that makes {n} pass in a row, but the game ends only when all {players} players pass one "
                    "after another (MU8).",
                    plural="No: that makes {n} passes in a row, but the game ends only when all {players} players "
                    "pass one after another (MU8).", n=n).format(n=n, players=players)

    return ask(g, Text("A game of {players} players with the variant {name}. {before} If P1 passes too, is the game "
                       "over?").format(players=players, name=name, before=before),
               (YES, NO), fact, lambda f: ["yes" if f[1] else "no"], explain, ("MU8", "ALLOW_PASS"), seat=LEARNER,
               highlight={"highlight": ["pass"]},
               facts={"variant": "ALLOW_PASS", "to_move": LEARNER, "players": players, "passes": k})


def _must_place(rng: random.Random) -> Question:
    g = dealt(rng.choice([2, 3]), rng.randrange(10**6), rng.randrange(0, 30), variants=("ALLOW_PASS",))
    name = _named("ALLOW_PASS")
    return ask(g, Text("With the variant {name}, must P1 place a card now?").format(name=name),
               (YES, NO), lambda x: "pass" not in x.legal_actions(), lambda must: ["yes" if must else "no"],
               lambda must: Text("Yes: by default a player who can place a card must place one (MU8).") if must else
               Text("No: under this variant P1 may pass instead; by default a player who can place a card must place "
                    "one (MU8)."),
               ("MU8", "ALLOW_PASS"), seat=LEARNER, highlight={"highlight": ["pass"]},
               facts={"variant": "ALLOW_PASS", "to_move": LEARNER})


def _pass(rng: random.Random) -> list[Question]:
    out = [_may_pass(rng), _must_place(rng), _all_passed(rng)]
    rng.shuffle(out)
    return out


def hidden_game(seed: int, placed: int) -> Game[State]:
    """Phase 2 under HIDDEN_CAPTURES, reached by legal play, with captures on both sides."""
    return dealt(2, seed, placed, lambda x: all(map(any, x.state.captured)), variants=("HIDDEN_CAPTURES",))


def _hidden_one(rng: random.Random, kind: str) -> Question:
    """Under HIDDEN_CAPTURES: does P1 see the colours of P2's captures ('colours': no), does it see only
    their number ('only': yes), does P2 see the colours of P1's ('theirs': no)?"""
    g = hidden_game(rng.randrange(10**6), rng.randrange(20, 30))
    name = _named("HIDDEN_CAPTURES")
    viewer, owner = (1, LEARNER) if kind == "theirs" else (LEARNER, 1)
    prompt = {"colours": Text("can P1 see which colours P2 has captured?"),
              "only": Text("does P1 see only how many tokens P2 has captured, not their colours?"),
              "theirs": Text("can P2 see which colours P1 has captured?")}[kind]

    def fact(x: Game[State]) -> tuple[bool, int]:
        return isinstance(x.view(viewer)["captured"][owner], dict), sum(x.state.captured[owner])

    def key(f: tuple[bool, int]) -> list[str]:
        return ["yes" if f[0] != (kind == "only") else "no"]

    def explain(f: tuple[bool, int]) -> Text:
        seen, n = f
        answer = YES.label if key(f) == ["yes"] else NO.label
        if seen:
            return Text("{answer}: by default captured tokens lie face up, colours and all (MU22).").format(answer=answer)
        return Text("{answer}: {who} sees only how many tokens {whose} has, {n}; the colours stay behind a screen "
                    "until the final count. By default they lie face up (MU22).").format(
                        answer=answer, who=f"P{viewer + 1}", whose=f"P{owner + 1}", n=n)

    return ask(g, Text("With the variant {name}, {prompt}").format(name=name, prompt=prompt),
               (YES, NO), fact, key, explain, ("MU22", "HIDDEN_CAPTURES"),
               seat=LEARNER, highlight={"region": "score"}, facts={"variant": "HIDDEN_CAPTURES"})


def _hidden(rng: random.Random) -> list[Question]:
    kinds = ["colours", "only", "theirs"]
    rng.shuffle(kinds)
    return [_hidden_one(rng, kind) for kind in kinds]


def _line_lesson(lesson_id: str, variant: str, rule: str, text: Text, why: Text, board: int) -> Lesson:
    """A variant of the line rule on its own board: a row with holes where the variant moves the tokens
    otherwise than the default; the task places the card that shows it."""
    name = VARIANT_NAME[variant]
    g, slot, c = crafted(random.Random(board), variant)
    line = read_line(g.state.board, slot)
    default, changed = (reading(push_line(line, c, v)[0], slot) for v in (set(), {variant}))
    card = card_text(c)

    def done(x: Game[State]) -> bool:
        return any(step.seat == LEARNER and step.action.startswith(f"{c}@{slot}") for step in x.history)

    task = Task(Text("Place {card} in {slot_name}. By default {line_text} would then read {default}; watch what the "
                     "variant does.").format(card=card, slot_name=slot_name(slot), line_text=line_text(slot),
                                             default=default),
                done, Text("{why} Now it reads {changed}.").format(why=why, changed=changed))
    return Lesson(lesson_id, GAME, (rule, variant), Text("Variant: {name}").format(name=name), text,
                  lambda: crafted(random.Random(board), variant)[0], seat=LEARNER, task=task,
                  questions=_line_question(variant, rule, why), appendix=True, controls=("undo",))


LESSONS = [
    _line_lesson("v-count-cells", "COUNT_CELLS", "MU13",
                 Text("<p>This variant reads “remove k starting from the far end” as clearing the k far <b>cells</b>, "
                      "holes included, then sliding the line exactly k cells. The default takes k <b>tokens</b>.</p>"),
                 Text("The k far cells are cleared, holes included, so fewer tokens may leave."), 11),
    _line_lesson("v-compact", "COMPACT_SHIFT", "MU13",
                 Text("<p>In this variant every token left packs against the far end, with no gaps; the default keeps "
                      "the gaps.</p>"),
                 Text("The gaps close as the tokens pack together."), 12),
    _line_lesson("v-toward", "SHIFT_TOWARD_CARD", "MU14",
                 Text("<p>This variant is the tempting misreading: the tokens slide toward the card and the gap opens "
                      "at the far end.</p>"),
                 Text("The tokens slide toward the card."), 13),
    _line_lesson("v-zero", "SHIFT_ON_ZERO", "MU13",
                 Text("<p>In this variant, even with no token of the card's colour, the tokens slide until the far "
                      "cell holds one. By default nothing happens.</p>"),
                 Text("With k = 0 the tokens still slide to the far end."), 14),
    Lesson("v-mandatory", GAME, ("MU20", "MANDATORY_TAKE"),
           Text("Variant: compulsory capture"),
           Text("<p>In this variant, facing a card of another colour, you must take the tokens of one of the two "
                "colours.</p>"),
           Dealt(lambda: dealt(2, 2, 18, variants=("MANDATORY_TAKE",))), seat=LEARNER,
           questions=_mandatory, appendix=True),
    Lesson("v-tier", GAME, ("MU26", "TIER_BEST_SINGLE"), Text("Variant: best single colour"),
           Text("<p>In this variant, within a tier of colours tied on the board, each player's best single "
                "colour counts instead of the sum.</p>"),
           lambda: tier_game(random.Random(4)), seat=LEARNER, questions=_tier, appendix=True),
    Lesson("v-pass", GAME, ("MU8", "ALLOW_PASS"), Text("Variant: passing allowed"),
           Text("<p>In this variant any player may pass; when everyone passes in a row, the game ends.</p>"),
           at(players=2, turn=LEARNER, seed=3, variants={"ALLOW_PASS"}), seat=LEARNER, bots={1: "hint"},
           task=Task(Text("Pass once (the Pass square is in the bottom-right corner of the board)."),
                     lambda g: any(s.seat == LEARNER and s.action == "pass" for s in g.history),
                     Text("Passed: the turn goes on to the next player.")),
           questions=_pass, appendix=True, controls=("next",)),
    Lesson("v-hidden", GAME, ("MU22", "HIDDEN_CAPTURES"), Text("Variant: hidden captures"),
           Text("<p>In this variant captures are kept behind a screen until the end; the others see only how "
                "many tokens each player has.</p>"),
           Dealt(lambda: hidden_game(2, 22)),
           seat=LEARNER, questions=_hidden, appendix=True),
]
__all__ = ["LESSONS", "crafted", "tier_game"]
