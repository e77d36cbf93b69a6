"""Lesson 2: where a card may go in phase 1 (MU9, MU10; a filled slot, MU5)."""
from __future__ import annotations

import random
from typing import Any

from ...core import Game
from ...core.i18n import LANGS
from ...muros import LINES, State, line_name, slot_name
from ..model import NO, YES, Lesson, Question, Task, Text, ask
from .common import GAME, LEARNER, SLOTS, Dealt, count_choices, dealt, opposite

START = Dealt(lambda: dealt(2, 7, 16))
from .phase2 import _body


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
        return {"legal": legal, "why": {lang: _body(x.rules.why_not_click(x.state, slot, lang)) for lang in LANGS}}

    def explain(f: dict[str, Any], lang: str) -> str:
        if not f["legal"]:
            return Text("No: ", "No: ")(lang) + f["why"][lang]
        where, other, line = slot_name(slot, lang), slot_name(opposite(slot), lang), line_name(slot, lang)
        return Text(f"Yes: {where} is empty and so is {other}, at the other end of {line}, so the card faces no "
                    "other card (MU9).",
                    f"Sí: {where} está vacía, y también {other}, en el otro extremo de {line}, así que la carta no "
                    "queda enfrente de ninguna otra (MU9).")(lang)

    rule = "MU5" if slot in taken else "MU9"
    return ask(g, Text(f"May P1 place a card in {slot_name(slot, 'en')} now?",
                       f"¿Puede P1 colocar una carta en {slot_name(slot, 'es')} ahora?"),
               (YES, NO), fact, lambda f: ["yes" if f["legal"] else "no"], explain, (rule,), seat=LEARNER,
               highlight={"highlight": [slot, f"line:{slot}"]},
               facts={"to_move": LEARNER, "slot_card": (slot, state.slot(slot)), "phase": 1})


def _lines_left(rng: random.Random) -> Question:
    placed = rng.randrange(12, 18)
    g = dealt(2, rng.randrange(10**6), placed)

    def empty_lines(x: Game[State]) -> int:
        return sum(1 for a, b in LINES if not x.state.slot(a) and not x.state.slot(b))

    return ask(g, Text(f"Phase 1: {placed} cards are placed. How many rows and columns have no card yet?",
                       f"Fase 1: hay {placed} cartas colocadas. ¿Cuántas filas y columnas siguen sin carta?"),
               count_choices(6), empty_lines, lambda n: [str(n)],
               lambda n, lang: Text(f"{n}: each phase-1 card goes on a line with no card (MU9), so {placed} cards "
                                    f"hold {placed} of the 18 lines; after 18 cards every line holds exactly one "
                                    "(MU10).",
                                    f"{n}: cada carta de la fase 1 va a una línea sin carta (MU9), así que {placed} "
                                    f"cartas ocupan {placed} de las 18 líneas; tras 18 cartas cada línea tiene "
                                    "exactamente una (MU10).")(lang),
               ("MU9", "MU10"), seat=LEARNER, facts={"placed": placed})


def _facing_yet(rng: random.Random) -> Question:
    """With 16 to 20 cards placed, may a card face another? Not while phase 1 lasts (MU9), which is the
    first 18 cards; by then every line holds one card (MU10)."""
    placed = rng.choice([16, 17, 18, 19, 20])
    g = dealt(2, rng.randrange(10**6), placed)

    def fact(x: Game[State]) -> bool:
        return any(x.state.slot(opposite(p[0])) for p in x.click_paths().values())

    def explain(ok: bool, lang: str) -> str:
        if ok:
            return Text(f"Yes: phase 1 is the first 18 cards (MU9), and after them every row and column holds one card "
                        f"(MU10), so with {placed} cards placed the next card faces the one at the other end.",
                        f"Sí: la fase 1 son las 18 primeras cartas (MU9), y tras ellas cada fila y cada columna tiene "
                        f"una carta (MU10), así que con {placed} cartas colocadas la siguiente queda enfrente de la del "
                        "otro extremo.")(lang)
        return Text(f"No: with {placed} cards placed the game is still in phase 1, the first 18 cards, where a card "
                    "never faces another (MU9).",
                    f"No: con {placed} cartas colocadas la partida sigue en la fase 1, las 18 primeras cartas, en la "
                    "que una carta nunca queda enfrente de otra (MU9).")(lang)

    return ask(g, Text(f"{placed} cards are placed. May P1's next card face a card at the other end of its line?",
                       f"Hay {placed} cartas colocadas. ¿Puede la siguiente carta de P1 quedar enfrente de una carta "
                       "del otro extremo de su línea?"),
               (YES, NO), fact, lambda ok: ["yes" if ok else "no"], explain, ("MU9", "MU10"), seat=LEARNER,
               facts={"placed": placed, "to_move": LEARNER})


def questions(rng: random.Random) -> list[Question]:
    return [_where(rng) for _ in range(3)] + [_lines_left(rng), _facing_yet(rng)]


LESSON = Lesson(
    "where", GAME, ("MU9", "MU10"), Text("Where a card may go", "Dónde puede ir una carta"),
    Text("<p><b>Phase 1</b> is the first 18 cards. A slot may be used only if it is empty <b>and</b> the slot at "
         "the other end of its line is empty too: in phase 1 a card never faces another card. So at the end of "
         "phase 1, every row and every column holds exactly one card.</p><p>Click a slot that faces a card to hear "
         "why not.</p>",
         "<p>La <b>fase 1</b> son las 18 primeras cartas. Una ranura solo se puede usar si está vacía <b>y</b> la "
         "del otro extremo de su línea también: en la fase 1 una carta nunca queda enfrente de otra. Por eso, al "
         "acabar la fase 1, cada fila y cada columna tiene exactamente una carta.</p><p>Haz clic en una ranura que "
         "tenga una carta enfrente para saber por qué no.</p>"),
    START, seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Only two lines have no card yet. Find a slot of one of them and place a card.",
                   "Solo dos líneas siguen sin carta. Busca una ranura de una de ellas y coloca una carta."),
              START.played, Text("Now that line has its one card of phase 1.",
                            "Ahora esa línea tiene su única carta de la fase 1.")),
    hints=(Text("The slots marked on the board are the ones you may use.",
                "Las ranuras marcadas en el tablero son las que puedes usar."),),
    questions=questions, controls=("next",))
