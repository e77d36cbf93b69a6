"""Lesson 2: where a card may go in phase 1 (MU9, MU10; a filled slot, MU5)."""
from __future__ import annotations

import random
from typing import Any

from ...core import Game
from ...core.i18n import LANGS
from ...muros import LINES, State, line_name, slot_name
from ..model import NO, YES, Lesson, Question, Task, Text, ask
from .common import GAME, LEARNER, SLOTS, count_choices, dealt, opposite, played
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


def _phase1_over(rng: random.Random) -> Question:
    g = dealt(2, rng.randrange(10**6), 18)

    def per_line(x: Game[State]) -> set[int]:
        return {bool(x.state.slot(a)) + bool(x.state.slot(b)) for a, b in LINES}

    return ask(g, Text("Phase 1 is over: 18 cards are placed. How many cards does each row and each column hold?",
                       "La fase 1 ha terminado: hay 18 cartas colocadas. ¿Cuántas cartas tiene cada fila y cada "
                       "columna?"),
               count_choices(2), per_line, lambda counts: [str(n) for n in counts],
               lambda counts, lang: Text(f"Exactly {min(counts)}: no line may take a second card in phase 1, and there "
                                         "are 18 lines for 18 cards (MU10).",
                                         f"Exactamente {min(counts)}: en la fase 1 ninguna línea puede recibir una "
                                         "segunda carta, y hay 18 líneas para 18 cartas (MU10).")(lang),
               ("MU10",), seat=LEARNER, facts={"placed": 18})


def questions(rng: random.Random) -> list[Question]:
    return [_where(rng) for _ in range(3)] + [_lines_left(rng), _phase1_over(rng)]


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
    lambda: dealt(2, 7, 16), seat=LEARNER, bots={1: "hint"},
    task=Task(Text("Only two lines have no card yet. Find a slot of one of them and place a card.",
                   "Solo dos líneas siguen sin carta. Busca una ranura de una de ellas y coloca una carta."),
              played, Text("Now that line has its one card of phase 1.",
                            "Ahora esa línea tiene su única carta de la fase 1.")),
    hints=(Text("The slots marked on the board are the ones you may use.",
                "Las ranuras marcadas en el tablero son las que puedes usar."),),
    questions=questions, controls=("next",))
