"""The appendix: each named variant on a board of its own where it changes what happens. Every
question is keyed on the pictured game's own variants, so without the variant its answer changes."""
from __future__ import annotations

import random
from typing import Any, Callable

from ...core import Game
from ...muros import State, CARD_COLOURS, VARIANT_NAME, colour_noun, push_line, reading, slot_name, way
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (GAME, LEARNER, SLOTS, Dealt, after, at, card_text, colour_text, count_choices, dealt, game, line_text, placing, read_line,
                     opposite, seat_choices, usable)
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

    def explain(f: dict[str, Any], lang: str) -> str:
        now, other = reading(f["line"], slot), reading(f["other"], slot)
        if f["on"]:
            return Text("{now}. {why} By default it would read {other}.").format(now=now, why=why, other=other)(lang)
        return Text("{now}, by the default rules; with the variant it would read {other}.").format(now=now, other=other)(lang)

    name, card = _named(variant), card_text(c)
    return ask(g, Text("With the variant {name}, P1 places {card} in {slot_name}. How does the line read {way} "
                       "afterwards?").format(name=name, card=card, slot_name=slot_name(slot), way=way(slot)),
               [Choice(o, Text(o, o)) for o in options], fact, lambda f: [reading(f["line"], slot)], explain,
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
    name, card, other = _named("MANDATORY_TAKE"), card_text(c), colour_text(facing)
    where = Text("With the variant {name}, P1 places {card} in {slot_name}, facing a {other} card.").format(name=name, card=card, slot_name=slot_name(slot), other=other)

    def declines(x: Game[State]) -> bool:
        return any(a.startswith(f"{c}@{slot}") and a.endswith(" take none") for a in x.legal_actions())

    if kind == "least":
        question = Text(" What is the smallest number of tokens P1 can capture with it?")

        def least(x: Game[State]) -> int:
            takes = [a for a in x.legal_actions() if a.startswith(f"{c}@{slot}")]
            return min(sum(map(sum, after(x, a).state.captured)) - sum(map(sum, x.state.captured)) for a in takes)

        def told(n: int, lang: str) -> str:
            if n:
                return Text("{n}: P1 must take one of the two colours, and the smaller gives {n} (MU19); by default it could "
                            "choose neither and take nothing (MU20).").format(n=n)(lang)
            return Text("0: by default P1 may choose neither colour (MU20).")(lang)
        return ask(g, Text(where.en + question.en, where.es + question.es), count_choices(5),
                   least, lambda n: [str(min(n, 5))], told, ("MU20", "MANDATORY_TAKE"), seat=LEARNER,
                   highlight={"region": f"line:{slot}"},
                   facts={"variant": "MANDATORY_TAKE", "playable": (c, slot), "facing": (slot, facing),
                          "line": (slot, line)})
    if kind == "must":
        question = Text(" Must P1 choose one of the two colours?")

        def key(free: bool) -> list[str]:
            return ["no" if free else "yes"]
    else:
        question = Text(" May P1 choose neither colour?")

        def key(free: bool) -> list[str]:
            return ["yes" if free else "no"]

    def explain(free: bool, lang: str) -> str:
        answer = (Text("Yes") if key(free) == ["yes"] else Text("No"))(lang)
        if free:
            return answer + Text(": by default choosing is optional; P1 may choose neither colour (MU20).")(lang)
        return answer + Text(": under this variant P1 must choose one of the two colours, even one the line does not hold, "
                             "which takes nothing (MU21); by default it may choose neither (MU20).")(lang)

    return ask(g, Text(where.en + question.en, where.es + question.es), (YES, NO), declines, key, explain,
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
    return [ask(g, Text(f"With the variant {name.en}, the game is over: {colour_text(a).en} and {colour_text(b).en} "
                        f"tie on the board with {top} tokens each. Who wins?",
                        f"Con la variante {name.es}, la partida ha terminado: el {colour_noun(a, 'es')} y el {colour_noun(b, 'es')} empatan "
                        f"en el tablero con {top} fichas cada uno. ¿Quién gana?"),
                seat_choices(2), outcome, lambda o: [f"P{s + 1}" for s in o["winners"]], told,
                ("MU26", "TIER_BEST_SINGLE"), seat=LEARNER, multi=True, highlight={"region": "score"},
                facts={"variant": "TIER_BEST_SINGLE", "board_counts": counts, "over": True})]


def _may_pass(rng: random.Random) -> Question:
    g = dealt(rng.choice([2, 3]), rng.randrange(10**6), rng.randrange(0, 30), variants=("ALLOW_PASS",))
    name = _named("ALLOW_PASS")
    return ask(g, Text("With the variant {name}, may P1 pass now, though it could place a card?").format(name=name),
               (YES, NO), lambda x: "pass" in x.legal_actions(), lambda ok: ["yes" if ok else "no"],
               lambda ok, lang: Text("Yes: under this variant any player may pass; by default only a player with no "
                                     "card to use is skipped (MU8)."
                                     if ok else "No: by default you may not pass while you can place a card (MU8).",
                                     "Sí: con esta variante cualquiera puede pasar; por defecto solo se salta a quien "
                                     "no tiene ninguna carta que usar (MU8)." if ok else
                                     "No: por defecto no puedes pasar mientras puedas colocar una carta (MU8).")(lang),
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
    before = (Text(f"The {k} players before P1 have just passed, one after another." if k > 1 else
                   "The player before P1 has just passed.",
                   f"Los {k} jugadores anteriores a P1 acaban de pasar, uno tras otro." if k > 1 else
                   "El jugador anterior a P1 acaba de pasar."))

    def fact(x: Game[State]) -> tuple[int, bool]:
        return x.state.passes + 1, "pass" in x.legal_actions() and after(x, "pass").is_over

    def explain(f: tuple[int, bool], lang: str) -> str:
        n, over = f
        if over:
            return Text("Yes: that makes {n} passes in a row, one by every player, and then the game ends (MU8).").format(n=n)(lang)
        return Text(f"No: that makes {n} {'pass' if n == 1 else 'passes'} in a row, but the game ends only when all "
                    f"{players} players pass one after another (MU8).",
                    f"No: {'es 1 pase' if n == 1 else f'son {n} pases'} seguidos, pero la partida solo termina cuando "
                    f"pasan los {players} jugadores uno tras otro (MU8).")(lang)

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
               lambda must, lang: Text("Yes: by default a player who can place a card must place one (MU8)." if must
                                       else "No: under this variant P1 may pass instead; by default a player who can "
                                       "place a card must place one (MU8).",
                                       "Sí: por defecto quien puede colocar una carta tiene que colocarla (MU8)." if must
                                       else "No: con esta variante P1 puede pasar; por defecto quien puede colocar una "
                                       "carta tiene que colocarla (MU8).")(lang),
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

    def explain(f: tuple[bool, int], lang: str) -> str:
        seen, n = f
        who, whose = f"P{viewer + 1}", f"P{owner + 1}"
        answer = Text("Yes") if key(f) == ["yes"] else Text("No")
        if seen:
            return Text("{answer}: by default captured tokens lie face up, colours and all (MU22).").format(answer=answer)(lang)
        return Text("{answer}: {who} sees only how many tokens {whose} has, {n}; the colours stay behind a screen "
                    "until the final count. By default they lie face up (MU22).").format(answer=answer, who=who, whose=whose, n=n)(lang)

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
                     "variant does.").format(card=card, slot_name=slot_name(slot), line_text=line_text(slot), default=default),
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
