"""The Muros course: the goal and one card a turn first, then where a card may go, count, remove,
slide, holes, phase 2 block and capture, scoring, and a full game; the variants in an appendix.
Every position comes from muros.make_position; every answer from the engine."""
from __future__ import annotations

import random
from typing import Callable, Optional

from .. import new_game
from ..core import Game
from ..muros import SLOTS, make_position, push_line, winners
from ..muros.board import CARD_COLOURS, EMPTY, LINE_CELLS, push_stages, read_line
from ..muros.state import HAND_SIZE
from .model import NO, YES, Choice, Lesson, Question, Task, Text

GAME = "muros"
COLOUR = {"en": {"Y": "yellow", "B": "blue", "R": "red", "G": "green", "W": "white"},
          "es": {"Y": "amarilla", "B": "azul", "R": "roja", "G": "verde", "W": "blanca"}}
COLOURS_ES = {"Y": "amarillas", "B": "azules", "R": "rojas", "G": "verdes", "W": "blancas"}


def game(**position: object) -> Game:
    """A Muros game at the position make_position builds from these arguments."""
    return new_game(GAME, position=make_position(**position))  # type: ignore[arg-type]


def _colour(c: str) -> Text:
    return Text(COLOUR["en"][c], COLOUR["es"][c])


def _tokens(n: int, c: str) -> Text:
    """'3 red tokens' / '3 fichas rojas', with the right number."""
    en = f"{n} {COLOUR['en'][c]} token{'s' if n != 1 else ''}"
    es = f"{n} ficha{'s' if n != 1 else ''} {COLOURS_ES[c] if n != 1 else COLOUR['es'][c]}"
    return Text(en, es)


def _count_choices(top: int) -> tuple[Choice, ...]:
    return tuple(Choice(str(n), Text(str(n), str(n))) for n in range(top + 1))


def _reading(line: str, slot: str) -> str:
    """A line written from the card's end, read as on the board (West to East, North to South)."""
    shown = line[::-1] if slot[0] in "ES" else line
    return " ".join("·" if t == EMPTY else t for t in shown)


def _way(slot: str) -> Text:
    return Text("from West to East", "de oeste a este") if slot[0] in "WE" else \
        Text("from North to South", "de norte a sur")


def _played(g: Game, seat: int = 0) -> bool:
    return any(step.seat == seat for step in g.history)


# -- 1. The goal, and one card a turn ---------------------------------------------------------------
def _goal_questions(rng: random.Random) -> list[Question]:
    players = rng.choice([2, 3, 4])
    g = game(players=players, seed=rng.randrange(10**6))
    counts = g.state.board_counts()
    top = max(counts.values())
    majority = frozenset(c for c in CARD_COLOURS if counts[c] == top)
    return [
        Question(Text("Which colour has the most tokens on the board now? (White never counts.)",
                      "¿Qué color tiene más fichas en el tablero ahora? (El blanco nunca cuenta.)"),
                 g, tuple(Choice(c, _colour(c)) for c in CARD_COLOURS), majority,
                 lambda lang: " · ".join(f"{_colour(c)(lang)} {counts[c]}" for c in CARD_COLOURS),
                 ("MU23", "MU24"), seat=0, multi=len(majority) > 1, highlight={"info": True}),
        Question(Text(f"With {players} players, how many cards does each hand hold at the start?",
                      f"Con {players} jugadores, ¿cuántas cartas tiene cada mano al empezar?"),
                 g, tuple(Choice(str(n), Text(str(n), str(n))) for n in (4, 5, 6)),
                 frozenset({str(HAND_SIZE[players])}),
                 Text("6 with 2 players, 5 with 3, 4 with 4; the rest lie face up in four piles, one per colour, "
                      "and anyone may play from them.",
                      "6 con 2 jugadores, 5 con 3 y 4 con 4; el resto queda boca arriba en cuatro mazos, uno por "
                      "color, y cualquiera puede jugar de ellos."),
                 ("MU3", "MU4"), seat=0, highlight={"info": True}),
        Question(Text("How many tokens of each colour are there: yellow, blue, red, green, white?",
                      "¿Cuántas fichas hay de cada color: amarillo, azul, rojo, verde y blanco?"),
                 g, (Choice("a", Text("17, 17, 17, 17 and 13", "17, 17, 17, 17 y 13")),
                     Choice("b", Text("16 of each colour", "16 de cada color")),
                     Choice("c", Text("18, 18, 18, 18 and 9", "18, 18, 18, 18 y 9"))), frozenset({"a"}),
                 Text("81 tokens fill the 9×9 grid: 17 of each card colour and 13 white.",
                      "81 fichas llenan la cuadrícula de 9×9: 17 de cada color de carta y 13 blancas."),
                 ("MU2",), seat=0),
        Question(Text("How many cards are there, and how many slots around the board?",
                      "¿Cuántas cartas hay, y cuántas ranuras alrededor del tablero?"),
                 g, (Choice("a", Text("36 cards and 36 slots", "36 cartas y 36 ranuras")),
                     Choice("b", Text("36 cards and 18 slots", "36 cartas y 18 ranuras")),
                     Choice("c", Text("18 cards and 36 slots", "18 cartas y 36 ranuras"))), frozenset({"a"}),
                 Text("9 cards of each of the 4 colours; each of the 18 lines has a slot at both ends, so by the "
                      "end every slot holds one card.",
                      "9 cartas de cada uno de los 4 colores; cada una de las 18 líneas tiene una ranura en cada "
                      "extremo, así que al final cada ranura tiene una carta."),
                 ("MU5",), seat=0),
        Question(Text("In a game of 4, P3 has just played. Who plays next?",
                      "En una partida de 4, acaba de jugar P3. ¿Quién juega ahora?"),
                 g, tuple(Choice(p, Text(p, p)) for p in ("P1", "P2", "P4")), frozenset({"P4"}),
                 Text("Turns go clockwise from a player chosen at random; Muros is for 2 to 4 players.",
                      "Los turnos van en el sentido de las agujas del reloj desde un jugador elegido al azar; "
                      "Muros es para 2 a 4 jugadores."),
                 ("MU1", "MU6"), seat=0),
    ]


# -- 2. Where a card may go -----------------------------------------------------------------------------
def _where_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(4):
        g = game(players=2, placed=rng.randrange(4, 15), seed=rng.randrange(10**6))
        filled = [s for s in SLOTS if g.state.slots[SLOTS.index(s)]]
        facing = [s for s in SLOTS if not g.state.slots[SLOTS.index(s)] and _opposite(s) in filled]
        slot = rng.choice(facing if facing and rng.random() < 0.6 else [s for s in SLOTS if s not in filled])
        seat = g.to_move or 0
        colour = next((c for i, c in enumerate(CARD_COLOURS) if g.state.hands[seat][i]), "R")
        reason = g.why_not(f"{colour}@{slot}")
        why = (lambda lang, r=reason: r.body(lang)) if reason else \
            Text(f"Yes: {slot} is empty and so is {_opposite(slot)}, at the other end of its line.",
                 f"Sí: {slot} está vacía, y también {_opposite(slot)}, en el otro extremo de su línea.")
        out.append(Question(Text(f"May P{seat + 1} place a card in {slot} now?",
                                 f"¿Puede P{seat + 1} colocar una carta en {slot} ahora?"),
                            g, (YES, NO), frozenset({"no" if reason else "yes"}), why,
                            (reason.rule or "MU9",) if reason else ("MU9",), seat=seat,
                            highlight={"slots": [slot], "info": True}))
    g = game(players=2, placed=18, seed=rng.randrange(10**6))
    out.append(Question(Text("Phase 1 is over: 18 cards are placed. How many cards does each row and column hold?",
                             "La fase 1 ha terminado: hay 18 cartas colocadas. ¿Cuántas cartas tiene cada fila y "
                             "cada columna?"),
                        g, _count_choices(2), frozenset({"1"}),
                        Text("Exactly one: no line may get a second card in phase 1, and there are 18 lines for "
                             "18 cards.",
                             "Exactamente una: en la fase 1 ninguna línea puede recibir una segunda carta, y hay 18 "
                             "líneas para 18 cartas."),
                        ("MU10",), seat=0))
    return out


def _opposite(slot: str) -> str:
    return {"W": "E", "E": "W", "N": "S", "S": "N"}[slot[0]] + slot[1:]


# -- 3. Count, remove, slide ------------------------------------------------------------------------------
def _line_game(rng: random.Random) -> tuple[Game, str, str]:
    """A phase-1 game where P1 holds every colour, with a random open slot and colour."""
    g = game(players=2, hands=[{"Y": 1, "B": 1, "R": 1, "G": 1}, {"Y": 1}], placed=rng.randrange(0, 8),
             seed=rng.randrange(10**6))
    slots = sorted({a.split("@")[1].split()[0] for a in g.legal_actions()})
    return g, rng.choice(slots), rng.choice(CARD_COLOURS)


def _count_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(4):
        g, slot, c = _line_game(rng)
        line = read_line(g.state.board, slot)
        k = line.count(c)
        out.append(Question(
            Text(f"A {COLOUR['en'][c]} card goes into {slot}. How many tokens will leave the game?",
                 f"Una carta {COLOUR['es'][c]} va a {slot}. ¿Cuántas fichas saldrán del juego?"),
            g, _count_choices(max(5, k)), frozenset({str(k)}),
            Text(f"Count the {COLOUR['en'][c]} tokens in the line: {k}. That many tokens leave (MU13); white "
                 "never counts, and with none nothing happens.",
                 f"Cuenta las fichas {COLOURS_ES[c]} de la línea: {k}. Salen otras tantas fichas (MU13); las "
                 "blancas nunca cuentan y, si no hay ninguna, no pasa nada."),
            ("MU13",), seat=0, highlight={"slots": [slot], "cells": list(LINE_CELLS[slot]), "info": True}))
    return out


def _remove_questions(rng: random.Random) -> list[Question]:
    out: list[Question] = []
    for _ in range(200):
        if len(out) == 3:
            break
        g, slot, c = _line_game(rng)
        line = read_line(g.state.board, slot)
        k, _, _, removed = push_stages(line, c)
        if k < 2:
            continue
        tokens = [t for t in line if t != EMPTY]
        options = {removed, c * k, "".join(tokens[:k])}
        if len(options) < 2:
            continue
        ordered = sorted(options)
        rng.shuffle(ordered)
        out.append(Question(
            Text(f"A {COLOUR['en'][c]} card goes into {slot}. Which tokens leave the game, the farthest first?",
                 f"Una carta {COLOUR['es'][c]} va a {slot}. ¿Qué fichas salen del juego, la más lejana primero?"),
            g, tuple(Choice(o, Text(" ".join(o), " ".join(o))) for o in ordered), frozenset({removed}),
            Text(f"k = {k}: walk in from the far end ({_opposite(slot)}), skip empty cells and take the first {k} "
                 "tokens met, whatever their colour. They leave the game and nobody scores them.",
                 f"k = {k}: entra desde el extremo opuesto ({_opposite(slot)}), salta las casillas vacías y "
                 f"saca las {k} primeras fichas que encuentres, sean del color que sean. Salen del juego y no "
                 "puntúan para nadie."),
            ("MU13", "MU15"), seat=0, highlight={"slots": [slot], "cells": list(LINE_CELLS[slot]), "info": True}))
    return out


def _slide_questions(rng: random.Random) -> list[Question]:
    out: list[Question] = []
    for _ in range(200):
        if len(out) == 3:
            break
        g, slot, c = _line_game(rng)
        line = read_line(g.state.board, slot)
        if line.count(c) == 0:
            continue
        truth = _reading(push_line(line, c)[0], slot)
        options = {truth, _reading(push_line(line, c, {"SHIFT_TOWARD_CARD"})[0], slot),
                   _reading(push_line(line, c, {"COMPACT_SHIFT"})[0], slot)}
        if len(options) < 2:
            continue
        ordered = sorted(options)
        rng.shuffle(ordered)
        out.append(Question(
            Text(f"A {COLOUR['en'][c]} card goes into {slot}. How does the line read {_way(slot).en} afterwards?",
                 f"Una carta {COLOUR['es'][c]} va a {slot}. ¿Cómo se lee la línea {_way(slot).es} después?"),
            g, tuple(Choice(o, Text(o, o)) for o in ordered), frozenset({truth}),
            Text("The tokens left slide away from the card until the far end holds a token; the gaps between "
                 "them stay, so the new empty cells gather next to the card.",
                 "Las fichas que quedan se desplazan alejándose de la carta hasta que el extremo opuesto tiene "
                 "ficha; los huecos entre ellas se mantienen, así que las casillas nuevas vacías quedan junto a "
                 "la carta."),
            ("MU13", "MU14"), seat=0, highlight={"slots": [slot], "cells": list(LINE_CELLS[slot]), "info": True}))
    return out


def _kept_gap(g: Game) -> bool:
    """True once a learner's card slid a line that keeps a hole between its tokens (MU13.4)."""
    for i in _learner_steps(g):
        if any(e.kind == "slide" for e in g.history[i].events):
            slot = g.history[i].action.split("@")[1].split()[0]
            if EMPTY in read_line(g.state_at(i + 1).board, slot).strip(EMPTY):
                return True
    return False


# -- 4. Holes in crossing lines ------------------------------------------------------------------------
def _holes_in(board: str) -> int:
    """Holes (empty cells between two tokens) in all the columns and rows."""
    lines = [board[r * 9:(r + 1) * 9] for r in range(9)] + [board[c::9] for c in range(9)]
    return sum(line.strip(EMPTY).count(EMPTY) for line in lines)


def _crossing_questions(rng: random.Random) -> list[Question]:
    out: list[Question] = []
    for _ in range(200):
        if len(out) == 3:
            break
        g, slot, c = _line_game(rng)
        if read_line(g.state.board, slot).count(c) == 0:
            continue
        after = g.fork()
        after.play(f"{c}@{slot}")
        changed = [i for i in range(81) if g.state.board[i] != after.state.board[i]]
        if not changed:
            continue
        row_line = slot[0] in "WE"
        crossing = sorted({(i % 9 if row_line else i // 9) + 1 for i in changed})
        pick = rng.choice(crossing)
        cells = after.state.board[pick - 1::9] if row_line else after.state.board[(pick - 1) * 9:pick * 9]
        before = g.state.board[pick - 1::9] if row_line else g.state.board[(pick - 1) * 9:pick * 9]
        n = cells.count(EMPTY) - before.count(EMPTY)
        kind = Text("column", "columna") if row_line else Text("row", "fila")
        out.append(Question(
            Text(f"A {COLOUR['en'][c]} card goes into {slot}. How many more empty cells will {kind.en} {pick} have?",
                 f"Una carta {COLOUR['es'][c]} va a {slot}. ¿Cuántas casillas vacías más tendrá la {kind.es} "
                 f"{pick}?"),
            g, _count_choices(2), frozenset({str(n)}),
            Text(f"Row {slot[1:]} and {kind.en} {pick} share one cell. If that cell loses its token or gets an "
                 f"empty cell by the slide, {kind.en} {pick} gets a hole; nothing refills it but a later card in "
                 "that line."
                 if row_line else
                 f"Column {slot[1:]} and {kind.en} {pick} share one cell. If that cell loses its token or gets an "
                 f"empty cell by the slide, {kind.en} {pick} gets a hole; nothing refills it but a later card in "
                 "that line.",
                 f"La línea de {slot} y la {kind.es} {pick} comparten una casilla. Si esa casilla pierde su "
                 f"ficha o queda vacía con el desplazamiento, la {kind.es} {pick} tiene un hueco; solo lo rellena "
                 "una carta posterior en esa línea."),
            ("MU16",), seat=0, highlight={"slots": [slot], "cells": list(LINE_CELLS[slot]), "info": True}))
    return out


# -- 5. Phase 2 ------------------------------------------------------------------------------------------
def _phase2_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        g = game(players=2, placed=rng.randrange(18, 26), seed=rng.randrange(10**6))
        empty = [s for s in SLOTS if not g.state.slots[SLOTS.index(s)]]
        full = [s for s in SLOTS if g.state.slots[SLOTS.index(s)]]
        slot = rng.choice(empty if rng.random() < 0.6 else full)
        ok = slot in empty
        out.append(Question(Text(f"Phase 2. May a card go into {slot} now?",
                                 f"Fase 2. ¿Puede ir una carta a {slot} ahora?"),
                            g, (YES, NO), frozenset({"yes" if ok else "no"}),
                            Text(f"Yes: in phase 2 any empty slot will do, and {slot} faces the card in "
                                 f"{_opposite(slot)}." if ok else f"No: {slot} already holds a card.",
                                 f"Sí: en la fase 2 vale cualquier ranura vacía, y {slot} queda enfrente de la "
                                 f"carta de {_opposite(slot)}." if ok else f"No: {slot} ya tiene carta."),
                            ("MU11", "MU17"), seat=0, highlight={"slots": [slot], "info": True}))
    g = game(players=2, placed=30, seed=rng.randrange(10**6))
    out.append(Question(Text("When does the game end?", "¿Cuándo termina la partida?"), g,
                        (Choice("36", Text("When the 36th card is placed", "Al colocar la carta número 36")),
                         Choice("18", Text("After 18 cards", "Tras 18 cartas")),
                         Choice("hand", Text("When one hand is empty", "Cuando una mano se queda vacía"))),
                        frozenset({"36"}), Text("Every slot ends up with one card: 36 cards, then the count.",
                                                "Todas las ranuras acaban con una carta: 36 cartas, y luego el "
                                                "recuento."),
                        ("MU12",), seat=0, highlight={"info": True}))
    return out


def _capture_game(rng: random.Random, colours: Optional[tuple[str, str]] = None) -> tuple[Game, str, str, str]:
    """Phase 2 with P1 to move: a slot facing a card, P1's card of another colour, and the line."""
    while True:
        g = game(players=2, placed=rng.randrange(18, 28), hands=[{"Y": 1, "B": 1, "R": 1}, {"G": 1}],
                 seed=rng.randrange(10**6))
        empty = [s for s in SLOTS if not g.state.slots[SLOTS.index(s)]]
        slot = rng.choice(empty)
        facing = g.state.slots[SLOTS.index(_opposite(slot))]
        mine = [c for c in "YBR" if c != facing]
        card = rng.choice(mine)
        if colours is None or (card, facing) == colours:
            return g, slot, card, facing


def _capture_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        g, slot, card, facing = _capture_game(rng)
        line = read_line(g.state.board, slot)
        take = rng.choice([card, facing])
        n = line.count(take)
        out.append(Question(
            Text(f"P1 places a {COLOUR['en'][card]} card in {slot}, facing a {COLOUR['en'][facing]} card, and "
                 f"takes {COLOUR['en'][take]}. How many tokens does P1 capture?",
                 f"P1 coloca una carta {COLOUR['es'][card]} en {slot}, enfrente de una carta "
                 f"{COLOUR['es'][facing]}, y elige el {_noun_es(take)}. ¿Cuántas fichas captura P1?"),
            g, _count_choices(max(5, n)), frozenset({str(n)}),
            Text(f"All the {COLOUR['en'][take]} tokens of that line: {n}. The cells stay empty and nothing slides; "
                 "a colour with no token in the line captures nothing, and taking is optional.",
                 f"Todas las fichas {COLOURS_ES[take]} de esa línea: {n}. Las casillas quedan vacías y nada se "
                 "desplaza; un color sin fichas en la línea no captura nada, y llevarse fichas es opcional."),
            ("MU19", "MU21"), seat=0, highlight={"slots": [slot], "cells": list(LINE_CELLS[slot]), "info": True}))
    g, slot, card, facing = _capture_game(rng)
    out.append(Question(Text("May P1 place a card facing one of another colour and take nothing?",
                             "¿Puede P1 colocar una carta enfrente de otra de distinto color y no llevarse nada?"),
                        g, (YES, NO), frozenset({"yes"}),
                        Text("Yes: taking is optional. It matters, because taking lowers that colour's count on "
                             "the board, and that can change the majority colour.",
                             "Sí: llevarse fichas es opcional. Importa, porque llevárselas baja el número de ese "
                             "color en el tablero, y eso puede cambiar el color mayoritario."),
                        ("MU20",), seat=0, highlight={"info": True}))
    out.append(Question(Text("Can the other players see how many tokens of each colour P1 has captured?",
                             "¿Pueden los demás ver cuántas fichas de cada color ha capturado P1?"),
                        g, (YES, NO), frozenset({"yes"}),
                        Text("Yes: captured tokens lie face up in front of their owner.",
                             "Sí: las fichas capturadas quedan a la vista delante de su dueño."),
                        ("MU22",), seat=1, highlight={"info": True}))
    return out


def _noun_es(c: str) -> str:
    return {"Y": "amarillo", "B": "azul", "R": "rojo", "G": "verde"}[c]


def _captured(colour: str, at_least: int) -> Callable[[Game], bool]:
    i = CARD_COLOURS.index(colour)
    return lambda g: g.state.captured[0][i] >= at_least


def _blocked(g: Game) -> bool:
    return any(step.seat == 0 and any(e.kind == "block" for e in step.events) for step in g.history)


def _block_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(2):
        g, slot, card, facing = _capture_game(rng)
        same = rng.random() < 0.5
        shown = facing if same else card
        out.append(Question(
            Text(f"A {COLOUR['en'][shown]} card goes into {slot}, facing the {COLOUR['en'][facing]} card in "
                 f"{_opposite(slot)}. What happens?",
                 f"Una carta {COLOUR['es'][shown]} va a {slot}, enfrente de la carta {COLOUR['es'][facing]} de "
                 f"{_opposite(slot)}. ¿Qué pasa?"),
            g, (Choice("block", Text("The line is blocked: nothing happens", "La línea queda bloqueada: no pasa nada")),
                Choice("capture", Text("The player may capture one of the two colours",
                                       "El jugador puede capturar uno de los dos colores")),
                Choice("push", Text("Tokens are removed and slide, as in phase 1",
                                    "Salen fichas y se desplazan, como en la fase 1"))),
            frozenset({"block" if same else "capture"}),
            Text("Same colour: blocked, and the full line can never be used again. Another colour: capture all "
                 "the tokens of one of the two colours, or nothing. Phase 2 never removes or slides.",
                 "Mismo color: bloqueada, y la línea, ya llena, no se vuelve a usar. Otro color: se captura todas "
                 "las fichas de uno de los dos colores, o nada. La fase 2 nunca retira ni desplaza."),
            ("MU18", "MU17", "MU19"), seat=0, highlight={"slots": [slot], "info": True}))
    return out


# -- 6. Scoring --------------------------------------------------------------------------------------------
def _end_game(rng: random.Random, variants: tuple[str, ...] = ()) -> Game:
    """A finished game: random play to the end (the result is the engine's)."""
    g = new_game(GAME, players=rng.choice([2, 3]), seed=rng.randrange(10**6), variants=set(variants))
    while not g.is_over:
        g.play(rng.choice(g.legal_actions()))
    return g


def _seats_choice(g: Game) -> tuple[Choice, ...]:
    return tuple(Choice(f"P{s + 1}", Text(f"P{s + 1}", f"P{s + 1}")) for s in range(g.players))


def _why_result(g: Game) -> Callable[[str], str]:
    events = [e for e in g.history[-1].events if e.rule in ("MU23", "MU24", "MU25", "MU26", "MU27")]
    return lambda lang: " ".join(e.text(lang) for e in events)


def _rulebook_example() -> Game:
    """The rules file's example: R 7, B 7, G 3, Y 0 left; P1 took R4 B1 Y5, P2 took R2 B3 G2: P2 wins."""
    board = ["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)]
    return game(board=board, fill=False, captured=[{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}],
                placed=36, turn=None, hands=[{}, {}], seed=3)


def _scoring_questions(rng: random.Random) -> list[Question]:
    example = _rulebook_example()
    out = [Question(
        Text("The board keeps red 7, blue 7, green 3, yellow 0. P1 captured red 4, blue 1, yellow 5; P2 red 2, "
             "blue 3, green 2. Who wins?",
             "En el tablero quedan 7 rojas, 7 azules, 3 verdes y 0 amarillas. P1 capturó 4 rojas, 1 azul y 5 "
             "amarillas; P2, 2 rojas, 3 azules y 2 verdes. ¿Quién gana?"),
        example, _seats_choice(example), frozenset(f"P{s + 1}" for s in example.result().winners),
        Text("Red and blue tie for the majority, so they form one tier: P1 5, P2 5. The next tier is green: P1 0, "
             "P2 2, so P2 wins, though P1 captured more tokens in all.",
             "El rojo y el azul empatan como mayoritarios y forman un nivel: P1 5, P2 5. El siguiente nivel es el "
             "verde: P1 0, P2 2, así que gana P2, aunque P1 capturó más fichas en total."),
        ("MU24", "MU25", "MU26"), seat=None, highlight={"info": True})]
    for _ in range(3):
        g = _end_game(rng)
        won = frozenset(f"P{s + 1}" for s in g.result().winners)
        out.append(Question(Text("The game is over. Who wins? (If several share the win, choose them all.)",
                                 "La partida ha terminado. ¿Quién gana? (Si varios comparten la victoria, elígelos "
                                 "a todos.)"),
                            g, _seats_choice(g), won, _why_result(g), ("MU23", "MU24", "MU25", "MU26", "MU27"),
                            seat=None, multi=True, highlight={"info": True}))
    return out


# -- 7. No card to play ----------------------------------------------------------------------------------
def _skip_questions(rng: random.Random) -> list[Question]:
    g = game(hands=[{"R": 1}, {}, {"Y": 1}], piles={}, placed=34, seed=rng.randrange(10**6))
    return [Question(Text("P1 places its last card. P2 has no card and every pile is empty. Who plays next?",
                          "P1 coloca su última carta. P2 no tiene cartas y todos los mazos están vacíos. ¿Quién "
                          "juega ahora?"),
                     g, _seats_choice(g), frozenset({"P3"}),
                     Text("A player with no card to use is skipped; while you have a card you may use, you must "
                          "play one.",
                          "A quien no tiene ninguna carta que usar se le salta el turno; mientras tengas una carta "
                          "que puedas usar, tienes que jugarla."),
                     ("MU8",), seat=None, highlight={"info": True})]


# -- Appendix: the variants, side by side with the default ---------------------------------------------------
def _crafted_line_game(rng: random.Random, variant: str) -> tuple[Game, str, str]:
    """A phase-1 game with one row drawn so that `variant` reads it differently from the default: holes
    in it, and for SHIFT_ON_ZERO no token of the card's colour and a hole at the far end."""
    for _ in range(500):
        row, side, c = rng.randrange(1, 10), rng.choice("WE"), rng.choice(CARD_COLOURS)
        cells = [rng.choice("YBRGW") for _ in range(9)]
        for i in rng.sample(range(9), rng.randrange(2, 5)):
            cells[i] = EMPTY
        if variant == "SHIFT_ON_ZERO":
            cells = [EMPTY if t == c else t for t in cells]
        line = "".join(cells) if side == "W" else "".join(reversed(cells))  # from the card's end
        if push_line(line, c)[0] != push_line(line, c, {variant})[0]:
            g = game(players=2, rows={row: "".join(cells)}, hands=[{"Y": 1, "B": 1, "R": 1, "G": 1}, {"Y": 1}],
                     seed=rng.randrange(10**6), variants={variant})
            return g, f"{side}{row}", c
    raise RuntimeError(f"no line found where {variant} differs from the default")


def _variant_line_question(variant: str, rule: str, explain: Text) -> Callable[[random.Random], list[Question]]:
    def make(rng: random.Random) -> list[Question]:
        out = []
        for _ in range(2):
            g, slot, c = _crafted_line_game(rng, variant)
            line = read_line(g.state.board, slot)
            default, other = _reading(push_line(line, c)[0], slot), _reading(push_line(line, c, {variant})[0], slot)
            ask_variant = rng.random() < 0.5
            options = sorted({default, other, _reading(line, slot)})
            rng.shuffle(options)
            which = Text(f"with the variant {variant}", f"con la variante {variant}") if ask_variant else \
                Text("with the default rules", "con las reglas por defecto")
            out.append(Question(
                Text(f"A {COLOUR['en'][c]} card goes into {slot}, {which.en}. How does the line read "
                     f"{_way(slot).en}?",
                     f"Una carta {COLOUR['es'][c]} va a {slot}, {which.es}. ¿Cómo se lee la línea {_way(slot).es}?"),
                g, tuple(Choice(o, Text(o, o)) for o in options), frozenset({other if ask_variant else default}),
                explain, (rule, variant), seat=0,
                highlight={"slots": [slot], "cells": list(LINE_CELLS[slot]), "info": True}))
        return out
    return make


def _mandatory_questions(rng: random.Random) -> list[Question]:
    g, slot, card, facing = _capture_game(rng)
    return [Question(Text("With MANDATORY_TAKE, may P1 place a card facing another colour and take nothing?",
                          "Con MANDATORY_TAKE, ¿puede P1 colocar una carta enfrente de otro color y no llevarse "
                          "nada?"),
                     g, (YES, NO), frozenset({"no"}),
                     Text("No: under this variant a capture of one of the two colours is compulsory. By default "
                          "(MU20) taking is optional.",
                          "No: con esta variante es obligatorio llevarse las fichas de uno de los dos colores. Por "
                          "defecto (MU20) es opcional."),
                     ("MU20", "MANDATORY_TAKE"), seat=0, highlight={"info": True})]


def _tier_questions(rng: random.Random) -> list[Question]:
    out: list[Question] = []
    while not out:  # about one draw in three differs; each draw is a few microseconds
        board = {"R": 5, "B": 5, "G": 2, "Y": 0}
        caps = [{"R": rng.randrange(0, 5), "B": rng.randrange(0, 5)} for _ in range(2)]
        default = winners(board, caps)
        single = winners(board, caps, {"TIER_BEST_SINGLE"})
        if default == single or len(single) != 1:
            continue
        g = _rulebook_example()
        out.append(Question(
            Text(f"Red and blue tie on the board (5 each). P1 captured red {caps[0]['R']}, blue {caps[0]['B']}; "
                 f"P2 red {caps[1]['R']}, blue {caps[1]['B']}. With TIER_BEST_SINGLE, who wins?",
                 f"El rojo y el azul empatan en el tablero (5 cada uno). P1 capturó {caps[0]['R']} rojas y "
                 f"{caps[0]['B']} azules; P2, {caps[1]['R']} rojas y {caps[1]['B']} azules. Con TIER_BEST_SINGLE, "
                 "¿quién gana?"),
            g, (Choice("P1", Text("P1", "P1")), Choice("P2", Text("P2", "P2"))), frozenset(f"P{s + 1}" for s in single),
            Text("TIER_BEST_SINGLE compares each player's best single colour of the tier; by default (MU26) the "
                 f"tier's sum counts, and the default winner here is {' and '.join(f'P{s + 1}' for s in default)}.",
                 "TIER_BEST_SINGLE compara el mejor color suelto de cada jugador dentro del nivel; por defecto "
                 "(MU26) cuenta la suma del nivel, y aquí el ganador por defecto es "
                 f"{' y '.join(f'P{s + 1}' for s in default)}."),
            ("MU26", "TIER_BEST_SINGLE"), seat=None))
    return out


def _pass_questions(rng: random.Random) -> list[Question]:
    g = new_game(GAME, players=2, seed=rng.randrange(10**6), variants={"ALLOW_PASS"})
    return [Question(Text("With ALLOW_PASS, may P1 pass while holding cards?",
                          "Con ALLOW_PASS, ¿puede P1 pasar aunque tenga cartas?"),
                     g, (YES, NO), frozenset({"yes" if "pass" in g.legal_actions() else "no"}),
                     Text("Yes: any player may pass; if everyone passes in a row, the game ends. By default (MU8) "
                          "only a player with no usable card is skipped.",
                          "Sí: cualquiera puede pasar; si todos pasan seguidos, la partida termina. Por defecto "
                          "(MU8) solo se salta a quien no tiene ninguna carta que usar."),
                     ("MU8", "ALLOW_PASS"), seat=0, highlight={"info": True})]


def _hidden_questions(rng: random.Random) -> list[Question]:
    g = _end_game(rng, ("HIDDEN_CAPTURES",)).fork()
    g.goto(30)
    return [Question(Text("With HIDDEN_CAPTURES, can P1 see what P2 has captured?",
                          "Con HIDDEN_CAPTURES, ¿puede P1 ver lo que ha capturado P2?"),
                     g, (YES, NO), frozenset({"no"}),
                     Text("No: captures stay behind a screen until the final count; P1 sees only how many tokens "
                          "P2 has. By default (MU22) they lie face up.",
                          "No: las capturas quedan tras una pantalla hasta el recuento final; P1 solo ve cuántas "
                          "fichas tiene P2. Por defecto (MU22) están a la vista."),
                     ("MU22", "HIDDEN_CAPTURES"), seat=0, highlight={"info": True})]




def _learner_steps(g: Game) -> list[int]:
    """Indices of the steps the learner (seat 0) played."""
    return [i for i, step in enumerate(g.history) if step.seat == 0]


def _took_another_colour(g: Game) -> bool:
    """True once a learner's card removed a token of another colour than its own (MU13.3)."""
    return any(e.kind == "remove" and any(t != e.data["counted_colour"] for t in e.data["removed"])
               for i in _learner_steps(g) for e in g.history[i].events)


def _made_a_hole(g: Game) -> bool:
    """True once a learner's card left a new hole between tokens in some row or column (MU16)."""
    return any(_holes_in(g.state_at(i + 1).board) > _holes_in(g.state_at(i).board) for i in _learner_steps(g))


def _line_variant(lesson_id: str, variant: str, rule: str, title: Text, text: Text, explain: Text) -> Lesson:
    """An appendix lesson on a line variant: the same card on the same line, under the variant and by default."""
    return Lesson(lesson_id, GAME, (rule, variant), title, text,
                  lambda: game(players=2, seed=1, variants={variant}), seat=0,
                  questions=_variant_line_question(variant, rule, explain), appendix=True)


LESSONS: list[Lesson] = [
    Lesson("goal", GAME, ("MU1", "MU2", "MU3", "MU4", "MU5", "MU6", "MU7", "MU23", "MU24"),
           Text("The goal, and one card a turn", "El objetivo, y una carta por turno"),
           Text("<p>81 tokens lie in a 9×9 grid. Around it are 36 <b>slots</b>, one at each end of every row and "
              "column. On your turn you place <b>one card</b> in a slot, from your secret hand or from a face-up "
              "pile anyone may use.</p><p><b>How to win:</b> when all 36 cards are placed, the colour with the "
              "most tokens left on the board is the <b>majority colour</b>. Whoever has <b>captured</b> the most "
              "tokens of that colour wins. So you will want to capture tokens of the colour that stays in the "
              "majority.</p>",
              "<p>81 fichas forman una cuadrícula de 9×9. A su alrededor hay 36 <b>ranuras</b>, una en cada "
              "extremo de cada fila y columna. En tu turno colocas <b>una carta</b> en una ranura, de tu mano "
              "secreta o de un mazo boca arriba que puede usar cualquiera.</p><p><b>Cómo se gana:</b> cuando las "
              "36 cartas están colocadas, el color con más fichas en el tablero es el <b>color mayoritario</b>. "
              "Gana quien haya <b>capturado</b> más fichas de ese color. Así que te interesa capturar fichas del "
              "color que quede en mayoría.</p>"),
           lambda: game(players=3, seed=42), seat=0, bots={1: "hint", 2: "hint"},
           task=Task(Text("Place one card: click a slot, then choose a card from your hand or from a pile.",
                        "Coloca una carta: haz clic en una ranura y elige una carta de tu mano o de un mazo."),
                     _played, Text("One card a turn; then the next player plays.",
                                 "Una carta por turno; después juega el siguiente.")),
           hints=(Text("The slots are the squares around the board, named W1–W9, E1–E9, N1–N9 and S1–S9.",
                     "Las ranuras son los cuadrados alrededor del tablero: W1–W9, E1–E9, N1–N9 y S1–S9."),),
           questions=_goal_questions),
    Lesson("where", GAME, ("MU9", "MU10"), Text("Where a card may go", "Dónde puede ir una carta"),
           Text("<p><b>Phase 1</b> is the first 18 cards. A slot may be used only if it is empty <b>and</b> the "
              "slot at the other end of its line is empty too: in phase 1 a card never faces another card. So "
              "when phase 1 ends, every row and every column holds exactly one card.</p><p>Click a slot that "
              "faces a card to hear why not.</p>",
              "<p>La <b>fase 1</b> son las 18 primeras cartas. Una ranura solo se puede usar si está vacía "
              "<b>y</b> la del otro extremo de su línea también: en la fase 1 una carta nunca queda enfrente de "
              "otra. Por eso, al acabar la fase 1, cada fila y cada columna tiene exactamente una carta.</p><p>Haz "
              "clic en una ranura que tenga una carta enfrente para saber por qué no.</p>"),
           lambda: game(players=2, placed=16, seed=7), seat=0, bots={1: "hint"},
           task=Task(Text("Only two lines have no card yet. Find a slot of one of them and place a card.",
                        "Solo dos líneas siguen sin carta. Busca una ranura de una de ellas y coloca una carta."),
                     _played, Text("Now that line has its one card of phase 1.",
                                 "Ahora esa línea tiene su única carta de la fase 1.")),
           hints=(Text("Highlighted slots are the ones you may use.", "Las ranuras resaltadas son las que puedes usar."),),
           questions=_where_questions),
    Lesson("count", GAME, ("MU13",), Text("Count: how many tokens leave", "Contar: cuántas fichas salen"),
           Text("<p>A card of colour X placed in phase 1 works on its own line. First <b>count</b> the X tokens in "
              "the line: that number is <b>k</b>. White tokens never count (no card is white). If k is 0, "
              "nothing happens at all.</p><p>Try it in the line lab: click a slot, choose a card, predict, "
              "then step through the stages.</p>",
              "<p>Una carta de color X colocada en la fase 1 actúa sobre su propia línea. Primero se "
              "<b>cuentan</b> las fichas X de la línea: ese número es <b>k</b>. Las blancas nunca cuentan (no hay "
              "cartas blancas). Si k es 0, no pasa nada.</p><p>Pruébalo en el laboratorio de líneas: haz clic en "
              "una ranura, elige una carta, predice y recorre las etapas.</p>"),
           lambda: game(players=2, rows={3: "RBYRGWBRG"}, hands=[{"R": 2, "Y": 1}, {"Y": 1}], seed=5),
           seat=0, bots={1: "hint"},
           task=Task(Text("Place a red card in row 3 (W3 or E3): row 3 holds 3 red tokens.",
                        "Coloca una carta roja en la fila 3 (W3 o E3): la fila 3 tiene 3 fichas rojas."),
                     lambda g: any(s.seat == 0 and s.action.startswith("R@") and s.action[2:4] in ("W3", "E3")
                                   for s in g.history),
                     Text("k = 3, so three tokens leave the line.", "k = 3, así que salen tres fichas de la línea.")),
           questions=_count_questions, lab="line"),
    Lesson("remove", GAME, ("MU13", "MU15"), Text("Remove from the far end", "Retirar desde el extremo opuesto"),
           Text("<p>Then <b>remove k tokens</b>, starting at the <b>far</b> end of the line (the end without the "
              "card) and walking toward the card. Take the first k tokens you meet, <b>whatever their colour</b>; "
              "skip empty cells. The tokens removed need not be the ones you counted. They leave the game, and "
              "nobody scores them.</p>",
              "<p>Después se <b>retiran k fichas</b>, empezando por el extremo <b>opuesto</b> de la línea (el que "
              "no tiene la carta) y avanzando hacia la carta. Salen las k primeras fichas que encuentres, <b>sean "
              "del color que sean</b>; las casillas vacías se saltan. Las fichas retiradas no tienen por qué ser "
              "las que contaste. Salen del juego y no puntúan para nadie.</p>"),
           lambda: game(players=2, rows={3: "RBYRGWBRG"}, hands=[{"R": 1, "G": 1}, {"Y": 1}], seed=5),
           seat=0, bots={1: "hint"},
           task=Task(Text("Place a card whose removal takes at least one token of another colour than the card.",
                        "Coloca una carta que, al retirar, se lleve al menos una ficha de un color distinto al de la "
                        "carta."),
                     _took_another_colour,
                     Text("Removal walks in from the far end and takes any colour.",
                        "La retirada entra desde el extremo opuesto y se lleva fichas de cualquier color.")),
           questions=_remove_questions, lab="line"),
    Lesson("slide", GAME, ("MU13", "MU14"), Text("Slide away from the card", "Desplazar alejándose de la carta"),
           Text("<p>Last, the tokens left <b>slide away from the card</b>, toward the far end, until the far cell "
              "holds a token. They slide together, so the <b>gaps between them are kept</b>, and all the new "
              "empty cells gather <b>next to the card</b>.</p><p>The tempting mistake is to slide toward the "
              "card: the rules say the opposite.</p>",
              "<p>Por último, las fichas que quedan <b>se desplazan alejándose de la carta</b>, hacia el extremo "
              "opuesto, hasta que la casilla de ese extremo tiene ficha. Se mueven juntas, así que <b>los huecos "
              "entre ellas se mantienen</b>, y todas las casillas nuevas vacías quedan <b>junto a la carta</b>."
              "</p><p>El error tentador es desplazarlas hacia la carta: las reglas dicen lo contrario.</p>"),
           lambda: game(players=2, rows={5: "Y.RB.GGW."}, hands=[{"G": 1, "R": 1}, {"Y": 1}], seed=1),
           seat=0, bots={1: "hint"},
           task=Task(Text("Place a card so that a gap between tokens is kept after the slide (row 5 has holes).",
                        "Coloca una carta de modo que, tras el desplazamiento, se mantenga un hueco entre fichas "
                        "(la fila 5 tiene huecos)."),
                     _kept_gap, Text("The slide is rigid: the tokens move together and keep their gaps.",
                                   "El desplazamiento es rígido: las fichas se mueven juntas y conservan sus "
                                   "huecos.")),
           hints=(Text("Try the green card in E5.", "Prueba la carta verde en E5."),),
           questions=_slide_questions, lab="line"),
    Lesson("crossing", GAME, ("MU16",), Text("Holes in crossing lines", "Huecos en las líneas que se cruzan"),
           Text("<p>Each cell belongs to a row <b>and</b> a column. When a card removes or slides tokens in its "
              "line, the crossing lines change too, one cell each. That is how holes appear in the middle of "
              "lines; nothing refills them except a later card in their own line.</p>",
              "<p>Cada casilla pertenece a una fila <b>y</b> a una columna. Cuando una carta retira o desplaza "
              "fichas de su línea, las líneas que la cruzan también cambian, una casilla cada una. Así aparecen "
              "huecos en medio de las líneas; solo los rellena una carta posterior en su propia línea.</p>"),
           lambda: game(players=2, hands=[{"Y": 2, "B": 1, "R": 1, "G": 1}, {"Y": 1}], seed=11),
           seat=0, bots={1: "hint"},
           task=Task(Text("Place a card that leaves a hole in the middle of some row or column.",
                        "Coloca una carta que deje un hueco en medio de alguna fila o columna."),
                     _made_a_hole,
                     Text("The framed cells changed; look at the lines that cross them.",
                        "Las casillas enmarcadas han cambiado; mira las líneas que las cruzan.")),
           questions=_crossing_questions),
    Lesson("phase2", GAME, ("MU11", "MU12", "MU17"), Text("Phase 2: facing cards", "Fase 2: cartas enfrentadas"),
           Text("<p>From the 19th card on, a card goes into any <b>empty</b> slot, which now means it faces the "
              "card at the other end of its line. Nothing is removed and nothing slides any more: the facing "
              "cards decide whether the line is <b>blocked</b> or a colour is <b>captured</b>. The game ends "
              "when the 36th card is placed.</p>",
              "<p>A partir de la carta 19, una carta va a cualquier ranura <b>vacía</b>, lo que ahora significa "
              "que queda enfrente de la carta del otro extremo de su línea. Ya no se retira ni se desplaza nada: "
              "las cartas enfrentadas deciden si la línea queda <b>bloqueada</b> o se <b>captura</b> un color. La "
              "partida termina al colocar la carta número 36.</p>"),
           lambda: game(players=2, placed=18, seed=3), seat=0, bots={1: "hint"},
           task=Task(Text("Place your first phase-2 card.", "Coloca tu primera carta de la fase 2."), _played,
                     Text("It faces the card at the other end of its line.",
                        "Queda enfrente de la carta del otro extremo de su línea.")),
           questions=_phase2_questions),
    Lesson("block", GAME, ("MU17", "MU18"), Text("Same colour blocks", "El mismo color bloquea"),
           Text("<p>If your card has the <b>same colour</b> as the card it faces, the line is <b>blocked</b>: "
              "nothing happens, and the line, now full, is never used again. A block keeps a line's tokens on "
              "the board, for everyone.</p>",
              "<p>Si tu carta es del <b>mismo color</b> que la carta de enfrente, la línea queda "
              "<b>bloqueada</b>: no pasa nada, y la línea, ya llena, no se vuelve a usar. Un bloqueo deja las "
              "fichas de la línea en el tablero, para todos.</p>"),
           lambda: game(players=2, placed=20, hands=[{"R": 2, "B": 1}, {"G": 2}], seed=4), seat=0,
           bots={1: "hint"},
           task=Task(Text("Block a line: place a card facing a card of its own colour.",
                        "Bloquea una línea: coloca una carta enfrente de otra de su mismo color."),
                     _blocked, Text("Blocked: the line is full and nothing was taken.",
                                  "Bloqueada: la línea está llena y nadie se ha llevado nada.")),
           questions=_block_questions),
    Lesson("capture", GAME, ("MU19", "MU20", "MU21", "MU22"), Text("Capture a colour", "Capturar un color"),
           Text("<p>If your card's colour differs from the card it faces, choose one of the <b>two colours</b>: "
              "you take <b>all</b> the tokens of that colour in the line into your supply. The cells stay empty "
              "and nothing slides. Taking is optional, and a colour with no token in the line gives nothing. "
              "Your captures lie face up: everyone can count them.</p>",
              "<p>Si el color de tu carta es distinto del de la carta de enfrente, elige uno de los <b>dos "
              "colores</b>: te llevas <b>todas</b> las fichas de ese color de la línea. Las casillas quedan "
              "vacías y nada se desplaza. Llevárselas es opcional, y un color sin fichas en la línea no da "
              "nada. Tus capturas quedan a la vista: todos pueden contarlas.</p>"),
           lambda: game(players=2, placed=18, rows={4: "RRBRGYRWB"}, slots={"E4": "B"},
                        hands=[{"Y": 1, "R": 1, "G": 1}, {"G": 1}], seed=8),
           seat=0, bots={1: "hint"},
           task=Task(Text("Capture at least 3 red tokens.", "Captura al menos 3 fichas rojas."), _captured("R", 3),
                     Text("All the tokens of the chosen colour in that line are yours.",
                        "Todas las fichas del color elegido en esa línea son tuyas.")),
           hints=(Text("Row 4 holds 4 red tokens and has a blue card in E4.",
                     "La fila 4 tiene 4 fichas rojas y una carta azul en E4."),
                  Text("Place your red card in W4 and take red.", "Coloca tu carta roja en W4 y llévate el rojo.")),
           questions=_capture_questions),
    Lesson("scoring", GAME, ("MU23", "MU24", "MU25", "MU26", "MU27"), Text("Who wins", "Quién gana"),
           Text("<p>At the end, count the tokens of each colour <b>left on the board</b> (white does not count). "
              "The colour with the most is the majority colour; whoever captured the most of it wins. Ties "
              "between players go to the colour second on the board, then third, then fourth. Colours tied on "
              "the board form one <b>tier</b>, and captures of a tier are added up. Players still tied share "
              "the win.</p>",
              "<p>Al final, cuenta las fichas de cada color <b>que quedan en el tablero</b> (el blanco no "
              "cuenta). El color con más es el mayoritario; gana quien haya capturado más fichas de él. Los "
              "empates entre jugadores se deciden por el segundo color del tablero, luego el tercero y luego el "
              "cuarto. Los colores empatados en el tablero forman un <b>nivel</b>, y las capturas de un nivel se "
              "suman. Si siguen empatados, comparten la victoria.</p>"),
           _rulebook_example, seat=None, questions=_scoring_questions),
    Lesson("skip", GAME, ("MU8",), Text("No card to play", "Sin carta que jugar"),
           Text("<p>You may not pass while you have a card to use, from your hand or from a pile. A player with no "
              "card in hand, when every pile is empty, is skipped.</p>",
              "<p>No puedes pasar mientras tengas una carta que usar, de tu mano o de un mazo. A quien no tiene "
              "cartas en la mano, cuando todos los mazos están vacíos, se le salta el turno.</p>"),
           lambda: game(hands=[{"R": 1}, {}, {"Y": 1}], piles={}, placed=34, seed=9), seat=0,
           bots={1: "hint", 2: "hint"},
           task=Task(Text("Place your last card, then watch who plays.", "Coloca tu última carta y mira quién juega."),
                     _played, Text("P2 had nothing to play, so P3 moved.", "P2 no tenía nada que jugar, así que jugó P3.")),
           questions=_skip_questions),
    Lesson("full", GAME, ("MU7", "MU12", "MU24"), Text("A whole game", "Una partida entera"),
           Text("<p>Now a whole game against two bots. Press <b>Next</b> to see each bot move, ask for a "
              "<b>hint</b> when you want one, and ask the bots why they played as they did.</p>",
              "<p>Ahora una partida entera contra dos bots. Pulsa <b>Siguiente</b> para ver cada jugada de los "
              "bots, pide una <b>pista</b> cuando quieras y pregunta a los bots por qué jugaron así.</p>"),
           lambda: new_game(GAME, players=3, seed=2026), seat=0, bots={1: "hint", 2: "hint"},
           task=Task(Text("Play the game to the end.", "Juega la partida hasta el final."), lambda g: g.is_over,
                     Text("The end card explains the count.", "La tarjeta final explica el recuento."))),
    # -- appendix: variants ----------------------------------------------------------------------------
    _line_variant("v-count-cells", "COUNT_CELLS", "MU13", Text("Variant: count cells", "Variante: contar casillas"),
                  Text("<p><b>COUNT_CELLS</b> reads “remove k starting from the far end” as clearing the k far "
                     "<b>cells</b>, holes included, then sliding the line exactly k cells. The default takes k "
                     "<b>tokens</b>.</p>",
                     "<p><b>COUNT_CELLS</b> entiende «retirar k desde el extremo opuesto» como vaciar las k "
                     "<b>casillas</b> del extremo, huecos incluidos, y desplazar la línea exactamente k casillas. "
                     "Por defecto se retiran k <b>fichas</b>.</p>"),
                  Text("COUNT_CELLS clears cells, so holes at the far end count toward k and fewer tokens may leave.",
                     "COUNT_CELLS vacía casillas, así que los huecos del extremo cuentan para k y pueden salir "
                     "menos fichas.")),
    _line_variant("v-compact", "COMPACT_SHIFT", "MU13",
                  Text("Variant: compact slide", "Variante: desplazamiento compacto"),
                  Text("<p><b>COMPACT_SHIFT</b> packs every token against the far end, with no gaps left; the default "
                     "keeps the gaps.</p>",
                     "<p><b>COMPACT_SHIFT</b> junta todas las fichas contra el extremo opuesto, sin huecos; por "
                     "defecto los huecos se mantienen.</p>"),
                  Text("With COMPACT_SHIFT the gaps close; by default they are kept.",
                     "Con COMPACT_SHIFT los huecos se cierran; por defecto se mantienen.")),
    _line_variant("v-toward", "SHIFT_TOWARD_CARD", "MU14",
                  Text("Variant: slide toward the card", "Variante: desplazar hacia la carta"),
                  Text("<p><b>SHIFT_TOWARD_CARD</b> is the tempting misreading: the tokens slide toward the card and "
                     "the gap opens at the far end.</p>",
                     "<p><b>SHIFT_TOWARD_CARD</b> es la lectura equivocada más tentadora: las fichas se desplazan "
                     "hacia la carta y el hueco se abre en el extremo opuesto.</p>"),
                  Text("Toward the card under the variant; away from it by default.",
                     "Hacia la carta con la variante; alejándose de ella por defecto.")),
    _line_variant("v-zero", "SHIFT_ON_ZERO", "MU13",
                  Text("Variant: slide even when k = 0", "Variante: desplazar aunque k = 0"),
                  Text("<p><b>SHIFT_ON_ZERO</b>: even with no token of the card's colour, the tokens slide until the "
                     "far cell holds one. By default nothing happens.</p>",
                     "<p><b>SHIFT_ON_ZERO</b>: aunque no haya fichas del color de la carta, las fichas se desplazan "
                     "hasta que la casilla del extremo opuesto tiene una. Por defecto no pasa nada.</p>"),
                  Text("A line with a hole at its far end slides under the variant, and stays as it is by default.",
                     "Una línea con un hueco en el extremo opuesto se desplaza con la variante y se queda igual por "
                     "defecto.")),
    Lesson("v-mandatory", GAME, ("MU20", "MANDATORY_TAKE"), Text("Variant: compulsory capture", "Variante: captura obligatoria"),
           Text("<p><b>MANDATORY_TAKE</b>: facing another colour, you must take one of the two colours.</p>",
              "<p><b>MANDATORY_TAKE</b>: frente a otro color, hay que llevarse uno de los dos colores.</p>"),
           lambda: game(players=2, placed=18, seed=2, variants={"MANDATORY_TAKE"}), seat=0,
           questions=_mandatory_questions, appendix=True),
    Lesson("v-tier", GAME, ("MU26", "TIER_BEST_SINGLE"), Text("Variant: best single colour", "Variante: mejor color suelto"),
           Text("<p><b>TIER_BEST_SINGLE</b>: within a tier of colours tied on the board, compare each player's best "
              "single colour instead of the sum.</p>",
              "<p><b>TIER_BEST_SINGLE</b>: dentro de un nivel de colores empatados en el tablero, se compara el "
              "mejor color suelto de cada jugador en lugar de la suma.</p>"),
           _rulebook_example, seat=None, questions=_tier_questions, appendix=True),
    Lesson("v-pass", GAME, ("MU8", "ALLOW_PASS"), Text("Variant: passing allowed", "Variante: se puede pasar"),
           Text("<p><b>ALLOW_PASS</b>: any player may pass; when everyone passes in a row, the game ends.</p>",
              "<p><b>ALLOW_PASS</b>: cualquiera puede pasar; cuando todos pasan seguidos, la partida termina.</p>"),
           lambda: new_game(GAME, players=2, seed=3, variants={"ALLOW_PASS"}), seat=0, bots={1: "hint"},
           task=Task(Text("Pass once (the Pass square is in the bottom-right corner).",
                        "Pasa una vez (el cuadro Pasar está en la esquina inferior derecha)."),
                     lambda g: any(s.seat == 0 and s.action == "pass" for s in g.history),
                     Text("Passed: the turn goes on.", "Has pasado: el turno sigue.")),
           questions=_pass_questions, appendix=True),
    Lesson("v-hidden", GAME, ("MU22", "HIDDEN_CAPTURES"), Text("Variant: hidden captures", "Variante: capturas ocultas"),
           Text("<p><b>HIDDEN_CAPTURES</b>: captures are kept behind a screen until the end.</p>",
              "<p><b>HIDDEN_CAPTURES</b>: las capturas se guardan tras una pantalla hasta el final.</p>"),
           lambda: game(players=2, placed=18, seed=2, variants={"HIDDEN_CAPTURES"}), seat=0,
           questions=_hidden_questions, appendix=True),
]


NOT_COVERED: dict[str, str] = {}
