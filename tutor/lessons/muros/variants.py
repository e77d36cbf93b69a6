"""The appendix: each named variant (rules/muros.md §7) on a position where it changes the answer. Every
question is keyed on the pictured game's own variants, so without the variant its answer changes."""
from __future__ import annotations

import random
from typing import Any, Callable

from ...core import Game
from ...muros import State, CARD_COLOURS, VARIANT_NAME, colour_noun, push_line, reading, slot_name, way
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import GAME, LEARNER, after, at, card_text, colour_text, game, read_line, seat_choices
from .phase2 import facing_game
from .scoring import outcome, told

ALL_CARDS = {"Y": 1, "B": 1, "R": 1, "G": 1}


def _named(variant: str) -> Text:
    """'“compact slide”' / '«desplazamiento compacto»'."""
    name = VARIANT_NAME[variant]
    return Text(f"“{name.en}”", f"«{name.es}»")


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
            g = game(players=2, rows={row: "".join(cells)}, hands=[ALL_CARDS, {"Y": 1}], turn=LEARNER,
                     seed=rng.randrange(10**6), variants={variant})
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
        return {"on": on, "line": read_line(after(x, f"{c}@{slot}").state.board, slot),
                "other": push_line(read_line(x.state.board, slot), c, set() if on else {variant})[0]}

    def explain(f: dict[str, Any], lang: str) -> str:
        now, other = reading(f["line"], slot), reading(f["other"], slot)
        if f["on"]:
            return Text(f"{now}. {why.en} By default it would read {other}.",
                        f"{now}. {why.es} Por defecto se leería {other}.")(lang)
        return Text(f"{now}, by the default rules; with the variant it would read {other}.",
                    f"{now}, con las reglas por defecto; con la variante se leería {other}.")(lang)

    name, card = _named(variant), card_text(c)
    return ask(g, Text(f"With the variant {name.en}, P1 places {card.en} in {slot_name(slot, 'en')}. How does the "
                       f"line read {way(slot, 'en')} afterwards?",
                       f"Con la variante {name.es}, P1 coloca {card.es} en {slot_name(slot, 'es')}. ¿Cómo se lee la "
                       f"línea {way(slot, 'es')} después?"),
               [Choice(o, Text(o, o)) for o in options], fact, lambda f: [reading(f["line"], slot)], explain,
               (rule, variant), seat=LEARNER, highlight={"region": f"line:{slot}"},
               facts={"variant": variant, "playable": (c, slot), "line": (slot, line)})


def _line_question(variant: str, rule: str, why: Text) -> Callable[[random.Random], list[Question]]:
    return lambda rng: [_line_one(rng, variant, rule, why) for _ in range(3)]


def _mandatory_one(rng: random.Random) -> Question:
    g, slot, facing = _facing(rng, "MANDATORY_TAKE")
    c = rng.choice([x for x in CARD_COLOURS if x != facing])
    name = _named("MANDATORY_TAKE")
    return ask(g, Text(f"With the variant {name.en}, P1 places {card_text(c).en} in {slot_name(slot, 'en')}, facing "
                       f"a {colour_text(facing).en} card. May P1 take nothing?",
                       f"Con la variante {name.es}, P1 coloca {card_text(c).es} en {slot_name(slot, 'es')}, enfrente "
                       f"de una carta {colour_text(facing).es}. ¿Puede P1 no llevarse nada?"),
               (YES, NO), lambda x: f"{c}@{slot} take none" in x.legal_actions(), lambda ok: ["yes" if ok else "no"],
               lambda ok, lang: Text("Yes: by default taking is optional (MU20)." if ok else
                                     "No: under this variant P1 must take the tokens of one of the two colours; by "
                                     "default taking is optional (MU20).",
                                     "Sí: por defecto llevarse fichas es opcional (MU20)." if ok else
                                     "No: con esta variante P1 tiene que llevarse las fichas de uno de los dos colores; "
                                     "por defecto es opcional (MU20).")(lang),
               ("MU20", "MANDATORY_TAKE"), seat=LEARNER, highlight={"highlight": [slot]},
               facts={"variant": "MANDATORY_TAKE", "playable": (c, slot), "facing": (slot, facing)})


def _mandatory(rng: random.Random) -> list[Question]:
    return [_mandatory_one(rng) for _ in range(2)]


def _facing(rng: random.Random, variant: str) -> tuple[Game[State], str, str]:
    """facing_game under a variant."""
    g, slot, facing = facing_game(rng)
    return Game(g.rules, seed=g.seed, position=dict(g.position(), variants=[variant])), slot, facing


def tier_game(rng: random.Random) -> Game[State]:
    """A finished game under TIER_BEST_SINGLE where two colours tie on the board and the best single colour
    gives another winner than the sum."""
    while True:
        a, b = rng.sample(CARD_COLOURS, 2)
        top = rng.randrange(4, 8)
        counts = {c: rng.randrange(0, top) for c in CARD_COLOURS}
        counts[a] = counts[b] = top
        caps = [{a: rng.randrange(0, 5), b: rng.randrange(0, 5)} for _ in range(2)]
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


def _pass(rng: random.Random) -> list[Question]:
    g = game(players=rng.choice([2, 3]), turn=LEARNER, placed=rng.randrange(0, 30), seed=rng.randrange(10**6),
             variants={"ALLOW_PASS"})
    name = _named("ALLOW_PASS")
    return [ask(g, Text(f"With the variant {name.en}, may P1 pass now, though it could place a card?",
                        f"Con la variante {name.es}, ¿puede P1 pasar ahora, aunque podría colocar una carta?"),
                (YES, NO), lambda x: "pass" in x.legal_actions(), lambda ok: ["yes" if ok else "no"],
                lambda ok, lang: Text("Yes: under this variant any player may pass, and when everyone passes in a row "
                                      "the game ends; by default only a player with no card to use is skipped (MU8)."
                                      if ok else "No: by default you may not pass while you can place a card (MU8).",
                                      "Sí: con esta variante cualquiera puede pasar, y si todos pasan seguidos la "
                                      "partida termina; por defecto solo se salta a quien no tiene ninguna carta que "
                                      "usar (MU8)." if ok else
                                      "No: por defecto no puedes pasar mientras puedas colocar una carta (MU8).")(lang),
                ("MU8", "ALLOW_PASS"), seat=LEARNER, highlight={"highlight": ["pass"]},
                facts={"variant": "ALLOW_PASS", "to_move": LEARNER})]


def _hidden(rng: random.Random) -> list[Question]:
    caps = {c: rng.randrange(0, 3) for c in CARD_COLOURS}
    caps[rng.choice(CARD_COLOURS)] += 1
    g = game(players=2, placed=rng.randrange(20, 30), captured=[{}, caps], turn=LEARNER, seed=rng.randrange(10**6),
             variants={"HIDDEN_CAPTURES"})
    name = _named("HIDDEN_CAPTURES")
    return [ask(g, Text(f"With the variant {name.en}, can P1 see which colours P2 has captured?",
                        f"Con la variante {name.es}, ¿puede P1 ver de qué colores son las fichas que ha capturado P2?"),
                (YES, NO), lambda x: isinstance(x.view(LEARNER)["captured"][1], dict),
                lambda seen: ["yes" if seen else "no"],
                lambda seen, lang: Text("Yes: by default captured tokens lie face up (MU22)." if seen else
                                        f"No: P1 sees only how many tokens P2 has, {sum(caps.values())}; the colours stay "
                                        "behind a screen until the final count. By default they lie face up (MU22).",
                                        "Sí: por defecto las fichas capturadas están a la vista (MU22)." if seen else
                                        f"No: P1 solo ve cuántas fichas tiene P2, {sum(caps.values())}; los colores "
                                        "quedan tras una pantalla hasta el recuento final. Por defecto están a la vista "
                                        "(MU22).")(lang),
                ("MU22", "HIDDEN_CAPTURES"), seat=LEARNER, highlight={"region": "score"},
                facts={"variant": "HIDDEN_CAPTURES", "captured": [{}, caps]})]


def _line_lesson(lesson_id: str, variant: str, rule: str, text: Text, why: Text) -> Lesson:
    name = VARIANT_NAME[variant]
    return Lesson(lesson_id, GAME, (rule, variant), Text(f"Variant: {name.en}", f"Variante: {name.es}"), text,
                  at(players=2, turn=LEARNER, seed=1, variants={variant}), seat=LEARNER,
                  questions=_line_question(variant, rule, why), appendix=True)


LESSONS = [
    _line_lesson("v-count-cells", "COUNT_CELLS", "MU13",
                 Text("<p>This variant reads “remove k starting from the far end” as clearing the k far <b>cells</b>, "
                      "holes included, then sliding the line exactly k cells. The default takes k <b>tokens</b>.</p>",
                      "<p>Esta variante entiende «retirar k desde el extremo opuesto» como vaciar las k <b>casillas</b> "
                      "del extremo, huecos incluidos, y desplazar la línea exactamente k casillas. Por defecto se "
                      "retiran k <b>fichas</b>.</p>"),
                 Text("The k far cells are cleared, holes included, so fewer tokens may leave.",
                      "Se vacían las k casillas del extremo, huecos incluidos, así que pueden salir menos fichas.")),
    _line_lesson("v-compact", "COMPACT_SHIFT", "MU13",
                 Text("<p>In this variant every token left packs against the far end, with no gaps; the default keeps "
                      "the gaps.</p>",
                      "<p>En esta variante todas las fichas que quedan se juntan contra el extremo opuesto, sin huecos; "
                      "por defecto los huecos se mantienen.</p>"),
                 Text("The gaps close as the tokens pack together.", "Los huecos se cierran al juntarse las fichas.")),
    _line_lesson("v-toward", "SHIFT_TOWARD_CARD", "MU14",
                 Text("<p>This variant is the tempting misreading: the tokens slide toward the card and the gap opens "
                      "at the far end.</p>",
                      "<p>Esta variante es la lectura equivocada más tentadora: las fichas se desplazan hacia la carta y "
                      "el hueco se abre en el extremo opuesto.</p>"),
                 Text("The tokens slide toward the card.", "Las fichas se desplazan hacia la carta.")),
    _line_lesson("v-zero", "SHIFT_ON_ZERO", "MU13",
                 Text("<p>In this variant, even with no token of the card's colour, the tokens slide until the far cell "
                      "holds one. By default nothing happens.</p>",
                      "<p>En esta variante, aunque no haya fichas del color de la carta, las fichas se desplazan hasta "
                      "que la casilla del extremo opuesto tiene una. Por defecto no pasa nada.</p>"),
                 Text("With k = 0 the tokens still slide to the far end.",
                      "Con k = 0 las fichas se desplazan igualmente hacia el extremo opuesto.")),
    Lesson("v-mandatory", GAME, ("MU20", "MANDATORY_TAKE"),
           Text("Variant: compulsory capture", "Variante: captura obligatoria"),
           Text("<p>In this variant, facing a card of another colour, you must take the tokens of one of the two "
                "colours.</p>",
                "<p>En esta variante, frente a una carta de otro color, hay que llevarse las fichas de uno de los dos "
                "colores.</p>"),
           at(players=2, placed=18, turn=LEARNER, seed=2, variants={"MANDATORY_TAKE"}), seat=LEARNER,
           questions=_mandatory, appendix=True),
    Lesson("v-tier", GAME, ("MU26", "TIER_BEST_SINGLE"), Text("Variant: best single colour", "Variante: mejor color suelto"),
           Text("<p>In this variant, within a tier of colours tied on the board, each player's best single colour "
                "counts instead of the sum.</p>",
                "<p>En esta variante, dentro de un nivel de colores empatados en el tablero, cuenta el mejor color suelto "
                "de cada jugador en lugar de la suma.</p>"),
           lambda: tier_game(random.Random(4)), seat=LEARNER, questions=_tier, appendix=True),
    Lesson("v-pass", GAME, ("MU8", "ALLOW_PASS"), Text("Variant: passing allowed", "Variante: se puede pasar"),
           Text("<p>In this variant any player may pass; when everyone passes in a row, the game ends.</p>",
                "<p>En esta variante cualquiera puede pasar; cuando todos pasan seguidos, la partida termina.</p>"),
           at(players=2, turn=LEARNER, seed=3, variants={"ALLOW_PASS"}), seat=LEARNER, bots={1: "hint"},
           task=Task(Text("Pass once (the Pass square is in the bottom-right corner of the board).",
                          "Pasa una vez (el cuadro Pasar está en la esquina inferior derecha del tablero)."),
                     lambda g: any(s.seat == LEARNER and s.action == "pass" for s in g.history),
                     Text("Passed: the turn goes on to the next player.", "Has pasado: el turno sigue al siguiente.")),
           questions=_pass, appendix=True, controls=("next",)),
    Lesson("v-hidden", GAME, ("MU22", "HIDDEN_CAPTURES"), Text("Variant: hidden captures", "Variante: capturas ocultas"),
           Text("<p>In this variant captures are kept behind a screen until the end; the others see only how many "
                "tokens each player has.</p>",
                "<p>En esta variante las capturas se guardan tras una pantalla hasta el final; los demás solo ven "
                "cuántas fichas tiene cada jugador.</p>"),
           at(players=2, placed=22, captured=[{"R": 1}, {"B": 2}], turn=LEARNER, seed=2, variants={"HIDDEN_CAPTURES"}),
           seat=LEARNER, questions=_hidden, appendix=True),
]
__all__ = ["LESSONS", "crafted", "tier_game"]
