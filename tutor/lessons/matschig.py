"""The Matschig course: the cards and the goal, a throw, passing, accepting, umbrellas, perfect mud and
completing, one kind of defence, each special card, the refill and the next turn, scoring and rounds,
why a pile of one type is cheap, and a full game; the variants in an appendix, each beside the default.
Every position comes from matschig.make_position; every answer from the engine (is_perfect,
completing_card, round_score, umbrellas_stop, legal actions, why_not and the events of a played move)."""
from __future__ import annotations

import random
from typing import Callable, Iterable, Optional, Sequence

from .. import new_game
from ..core import Game, TutorError
from ..core.i18n import seat_label
from ..matschig import (completing_card, is_perfect, make_position, round_score, umbrellas_stop)
from ..matschig.cards import KIND, VALUE, WATERSUIT_LIMIT
from ..matschig.hints import outcome
from ..matschig.mud import eligible
from ..matschig.rules import RULES
from ..matschig.scoring import score_pile, winners
from .model import NO, YES, Choice, Lesson, Question, Task, Text

GAME = "matschig"
P = seat_label


def game(players: int = 4, **position: object) -> Game:
    """A Matschig game at the position make_position builds from these arguments."""
    return new_game(GAME, position=make_position(players=players, **position))  # type: ignore[arg-type]




def _seats(n: int, skip: Iterable[int] = ()) -> tuple[Choice, ...]:
    return tuple(Choice(P(q), Text(P(q), P(q))) for q in range(n) if q not in set(skip))


def _pts(n: int) -> Text:
    return Text(f"{n} point" if n == 1 else f"{n} points", f"{n} punto" if n == 1 else f"{n} puntos")


def _numbers(values: Iterable[int]) -> tuple[Choice, ...]:
    return tuple(Choice(str(v), Text(str(v), str(v))) for v in sorted(set(values)))


def _learner_steps(g: Game, seat: int = 0) -> list:
    return [step for step in g.history if step.seat == seat]


def _learner_events(g: Game, seat: int = 0) -> list:
    return [e for step in _learner_steps(g, seat) for e in step.events]


def _played(verb: str, seat: int = 0) -> Callable[[Game], bool]:
    return lambda g: any(step.action.split()[0] == verb for step in _learner_steps(g, seat))


def _refusal_text(err: TutorError) -> Callable[[str], str]:
    return lambda lang: err.text(lang)


def _yes(ok: bool) -> frozenset[str]:
    return frozenset({"yes" if ok else "no"})


def _legal(g: Game, action: str) -> bool:
    return g.why_not(action) is None


def _after(g: Game, action: str) -> Game:
    """The game after one more action (on a copy)."""
    branch = g.fork()
    branch.play(action)
    return branch


def _last_events(g: Game, kind: str) -> list:
    return [e for e in g.history[-1].events if e.kind == kind] if g.history else []


def _card_choices(cards: Iterable[str], none: Optional[Text] = None) -> tuple[Choice, ...]:
    out = [Choice(c, Text(c, c)) for c in dict.fromkeys(cards)]
    if none is not None:
        out.append(Choice("none", none))
    return tuple(out)


def _mud_text(cards: Sequence[str]) -> str:
    return " ".join(cards) if cards else "-"


NOTHING = Text("nothing", "nada")


# -- 1. The cards and the goal -----------------------------------------------------------------------
def _goal_start() -> Game:
    return game(hands=["W2 W4 S3 S6 U3 U5 BLOWER"], piles=["", "S1 S2", "W5 S6", "W2"], seed=11)


def _threw_at_leader(g: Game) -> bool:
    """The learner threw at the player with the fewest points (mud points are bad: M27)."""
    for i, step in enumerate(g.history):
        if step.seat == 0 and step.action.startswith("throw "):
            before = g.state_at(i)
            standing = {q: before.totals[q] + score_pile(before.piles[q])[0] for q in range(1, before.players)}
            return step.action.endswith(P(min(standing, key=lambda q: (standing[q], q))))
    return False


def _goal_questions(rng: random.Random) -> list[Question]:
    g = game(seed=rng.randrange(10**6))
    hand = len(g.view(0)["hands"][0])
    piles = rng.sample([["W5", "S6"], ["S2", "S1"], ["W7"], ["W3", "S4", "W2"]], 3)
    scores = {" ".join(p): round_score(" ".join(p)) for p in piles}
    best = min(scores.values())
    n = RULES.min_players, RULES.max_players
    return [
        Question(Text("How many cards does each player get at the start of a round?",
                      "¿Cuántas cartas recibe cada jugador al empezar una ronda?"),
                 g, _numbers([5, 6, 7, 8]), frozenset({str(hand)}),
                 Text(f"{hand}: all 110 cards are shuffled and {hand} dealt to each player; the rest is the draw pile.",
                      f"{hand}: se barajan las 110 cartas y se reparten {hand} a cada uno; el resto forma el mazo."),
                 ("M2",), seat=0),
        Question(Text("How many people can play Matschig?", "¿Cuántas personas pueden jugar a Matschig?"), g,
                 (Choice("2-4", Text("2 to 4", "De 2 a 4")), Choice("3-6", Text("3 to 6", "De 3 a 6")),
                  Choice("4", Text("Exactly 4", "Exactamente 4"))), frozenset({f"{n[0]}-{n[1]}"}),
                 Text(f"From {n[0]} to {n[1]} players, seated in a circle; play goes to the left.",
                      f"De {n[0]} a {n[1]} jugadores, sentados en círculo; el juego va hacia la izquierda."),
                 ("M1", "M5"), seat=0),
        Question(Text("At the end of a round, which mud pile would you rather have?",
                      "Al final de una ronda, ¿qué montón de barro preferirías tener?"),
                 g, tuple(Choice(k, Text(k, k)) for k in scores), frozenset(k for k, v in scores.items() if v == best),
                 lambda lang: "; ".join(f"{k}: {_pts(v)(lang)}" for k, v in scores.items()) + (
                     ". Points are bad: the lowest total wins." if lang == "en" else
                     ". Los puntos son malos: gana el total más bajo."),
                 ("M27", "M26"), seat=0, multi=sum(v == best for v in scores.values()) > 1),
        Question(Text("Can you see the cards in the other players' hands?",
                      "¿Puedes ver las cartas de las manos de los demás?"),
                 g, (YES, NO), _yes(len(g.view(0)["hands"]) > 1),
                 Text("No: hands are secret; you see only how many cards each player holds. Mud piles, the cards "
                      "out of play and the size of the draw pile are open to everyone.",
                      "No: las manos son secretas; solo ves cuántas cartas tiene cada uno. Los montones de barro, las "
                      "cartas fuera de juego y el tamaño del mazo están a la vista de todos."),
                 ("A18",), seat=0),
    ]


# -- 2. A throw ----------------------------------------------------------------------------------------
def _throw_start() -> Game:
    return game(hands=["W1 W6 S2 S4 U3 U6 FLAMETHROWER"], seed=12)


def _throw_questions(rng: random.Random) -> list[Question]:
    g = game(hands=["W1 W6 S2 S4 U3 U6 FLAMETHROWER"], seed=rng.randrange(10**6))
    w, s = rng.choice(["W1", "W6"]), rng.choice(["S2", "S4"])
    other = rng.choice(["P2", "P3", "P4"])
    candidates = [f"throw {w} {s} at {other}", f"throw W1 W6 at {other}", f"throw U3 {s} at {other}",
                  f"throw {w} {s} at P1", f"throw W1 W6 S2 at {other}"]
    rng.shuffle(candidates)
    right = frozenset(a for a in candidates if _legal(g, a))

    def why(lang: str) -> str:
        return " ".join(f"{a[len('throw '):]}: " + (("OK." if lang == "en" else "vale.") if a in right else
                                                    g.why_not(a).text(lang)) for a in candidates)  # type: ignore[union-attr]
    return [
        Question(Text("P1 holds W1 W6 S2 S4 U3 U6 and the flamethrower. Which throws are allowed? (Choose all.)",
                      "P1 tiene W1 W6 S2 S4 U3 U6 y el lanzallamas. ¿Qué lanzamientos están permitidos? (Elige "
                      "todos.)"),
                 g, tuple(Choice(a, Text(a[len("throw "):].replace(" at ", " → "),
                                         a[len("throw "):].replace(" at ", " → "))) for a in candidates),
                 right, why, ("M8",), seat=0, multi=True),
        Question(Text("P1 holds a water card and a sand card. May P1 pass instead of throwing?",
                      "P1 tiene una carta de agua y una de arena. ¿Puede pasar en lugar de lanzar?"),
                 g, (YES, NO), _yes(_legal(g, "pass")),
                 lambda lang: g.why_not("pass").text(lang) if g.why_not("pass") else "",  # type: ignore[union-attr]
                 ("M6",), seat=0),
    ]


def _threw_at(seat: int) -> Callable[[Game], bool]:
    return lambda g: any(s.seat == 0 and s.action.startswith("throw ") and s.action.endswith(P(seat))
                         for s in g.history)


# -- 3. Pass or swap -----------------------------------------------------------------------------------
def _pass_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(2):
        hand = rng.choice(["W1 W2 W5 U3 U4 PIPE BLOWER", "S1 S3 S3 U2 U5 U7 WATERSUIT", "W2 S6 U1 U4 U4 PIPE S2",
                           "W7 W4 S1 U6 U2 MACHINEGUN U1"])
        g = game(hands=[hand], seed=rng.randrange(10**6))
        throws = any(a.startswith("throw ") for a in g.legal_actions())
        out.append(Question(Text(f"P1 holds {hand}. What must P1 do?", f"P1 tiene {hand}. ¿Qué debe hacer P1?"),
                            g, (Choice("throw", Text("Throw a mud", "Lanzar barro")),
                                Choice("pass", Text("Pass (and may swap 3 cards)", "Pasar (y puede cambiar 3 cartas)"))),
                            frozenset({"throw" if throws else "pass"}),
                            Text("With a water card and a sand card you must throw; without one of them you pass, "
                                 "and when passing you may swap 3 cards for 3 from the draw pile.",
                                 "Con una carta de agua y una de arena hay que lanzar; si te falta una de las dos, "
                                 "pasas, y al pasar puedes cambiar 3 cartas por 3 del mazo."),
                            ("M6", "M7"), seat=0))
    g = game(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], deck_size=2, seed=rng.randrange(10**6))
    action = "swap W1 W2 U3"
    out.append(Question(Text("P1 cannot throw, and only 2 cards are left in the draw pile. May P1 swap 3 cards?",
                             "P1 no puede lanzar y solo quedan 2 cartas en el mazo. ¿Puede P1 cambiar 3 cartas?"),
                        g, (YES, NO), _yes(_legal(g, action)),
                        lambda lang: g.why_not(action).text(lang) if g.why_not(action) else "",  # type: ignore[union-attr]
                        ("M7",), seat=0))
    return out


# -- 4. Accept -----------------------------------------------------------------------------------------------
def _accept_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        pile = rng.choice(["S4", "W2 W5", "S1 S3 S6", "", "W4 S2"])
        w, s = rng.randrange(1, 8), rng.randrange(1, 8)
        mud = f"W{w} S{s}"
        g = game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=[pile], thrown=mud, thrower=1, target=0, race=False,
                 seed=rng.randrange(10**6))
        after = round_score(f"{pile} {mud}")
        wrong = {after, round_score(pile) if pile else 0, w + s, 2 + len(pile.split()), after + 2}
        out.append(Question(
            Text(f"P1's mud pile is {pile or 'empty'}. P1 accepts {mud}. What does the pile score now?",
                 f"El montón de barro de P1 es {pile or 'vacío'}. P1 acepta {mud}. ¿Cuánto vale ahora el montón?"),
            g, _numbers(wrong), frozenset({str(after)}),
            Text(f"Accepting puts every mud card onto your pile: {(pile + ' ' + mud).strip()} scores {after} (one type "
                 "only: 1 point a card; mixed: the sum of the values).",
                 f"Al aceptar, todas las cartas de barro van a tu montón: {(pile + ' ' + mud).strip()} vale {after} (de "
                 "un solo tipo: 1 punto por carta; mezclado: la suma de los valores)."),
            ("M17", "M26"), seat=0))
    return out


# -- 5. Umbrellas ---------------------------------------------------------------------------------------------
def _umbrella_start() -> Game:
    return game(hands=["U4 U5 U1 U3 W3 S6 S1"], thrown="W2 S5", thrower=1, target=0, race=False, seed=13)


def _stopped_all(g: Game) -> bool:
    return any(e.kind == "umbrellas" and not e.data["taken"] for e in _learner_events(g))


def _umbrella_questions(rng: random.Random) -> list[Question]:
    g = _umbrella_start()
    out = []
    one = rng.choice([("U7", "W2 S5"), ("U6", "W1 S6"), ("U7", "W3 S4")])
    left = min(len(umbrellas_stop(one[1], f"{one[0]}>{m}").split()) for m in one[1].split())
    out.append(Question(
        Text(f"The mud is {one[1]}. P1 has a single umbrella, {one[0]}. How many mud cards can it stop?",
             f"El barro es {one[1]}. P1 tiene un solo paraguas, {one[0]}. ¿Cuántas cartas de barro puede parar?"),
        g, _numbers([0, 1, 2]), frozenset({str(2 - left)}),
        Text("One: one umbrella guards one mud card, however big it is. The other card is taken.",
             "Una: un paraguas protege una sola carta de barro, por grande que sea. La otra carta te la llevas."),
        ("M18",), seat=0))
    for groups, card in rng.sample([("U3+U2", "S5"), ("U4", "S5"), ("U1+U1+U1", "W3"), ("U6", "W7"),
                                    ("U2+U5", "S7"), ("U3", "W4")], 3):
        try:
            rest = umbrellas_stop(card, f"{groups}>{card}")
            ok, why = rest == "", None
        except TutorError as err:
            ok, why = False, err
        explain: Callable[[str], str] = _refusal_text(why) if why is not None else \
            Text(f"Yes: {groups} adds up to {sum(VALUE[u] for u in groups.split('+'))}, at least {card}'s value.",
                 f"Sí: {groups} suma {sum(VALUE[u] for u in groups.split('+'))}, al menos el valor de {card}.")
        out.append(Question(
            Text(f"Does the group {groups} stop {card}?", f"¿El grupo {groups} para {card}?"),
            g, (YES, NO), _yes(ok), explain,
            ("M18",), seat=0))
    after = _after(g, "umbrellas U4>W2 U5>S5")
    gone = all(c in after.state.out for c in ("U4", "U5", "W2", "S5"))
    out.append(Question(
        Text("P1 stops W2 S5 with U4 and U5. Where do the umbrellas and the stopped cards go?",
             "P1 para W2 S5 con U4 y U5. ¿Adónde van los paraguas y las cartas paradas?"),
        g, (Choice("out", Text("Out of play for the rest of the round", "Fuera de juego el resto de la ronda")),
            Choice("hand", Text("Back to P1's hand", "Vuelven a la mano de P1")),
            Choice("deck", Text("Under the draw pile", "Debajo del mazo"))),
        frozenset({"out" if gone else "hand"}),
        Text("Out of play: used cards never come back in the same round.",
             "Fuera de juego: las cartas usadas no vuelven en la misma ronda."),
        ("M18", "A3"), seat=0))
    return out


# -- 6. Perfect mud ---------------------------------------------------------------------------------------------
def _perfect_start() -> Game:
    return game(hands=["W2 W4 S4 S6 U2 U3 PIPE"], seed=14)


def _threw_perfect(g: Game) -> bool:
    return any(e.kind == "mud-perfect" for e in _learner_events(g))


def _perfect_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        w, s = rng.randrange(1, 8), rng.randrange(1, 8)
        if rng.random() < 0.4:
            s = w
        mud = f"W{w} S{s}"
        g = game(hands=["W2 W4 S4 S6 U2 U3 PIPE"], seed=rng.randrange(10**6))
        ok = is_perfect(mud)
        out.append(Question(Text(f"Is the mud {mud} perfect?", f"¿Es perfecto el barro {mud}?"), g, (YES, NO),
                            _yes(ok),
                            Text(f"Water {w}, sand {s}: " + ("equal, so it is perfect." if ok else "not equal, so "
                                                             "it is not perfect."),
                                 f"Agua {w}, arena {s}: " + ("iguales, así que es perfecto." if ok else
                                                             "distintas, así que no es perfecto.")),
                            ("M9",), seat=0))
    g = game(hands=["W3 S3 U2 U3 U4 W1 S7"], seed=rng.randrange(10**6))
    after = _after(g, "throw W3 S3 at P3")
    out.append(Question(Text("P1 throws W3 S3 at P3. Who may complete it and send it on?",
                             "P1 lanza W3 S3 a P3. ¿Quién puede completarlo y mandarlo a otro?"),
                        g, (Choice("nobody", Text("Nobody: P3 must defend", "Nadie: P3 debe defenderse")),
                            Choice("others", Text("P2, P3 and P4", "P2, P3 y P4")),
                            Choice("p3", Text("Only P3", "Solo P3"))),
                        frozenset({"nobody" if after.state.phase == "defend" else "others"}),
                        lambda lang: after.history[-1].events[1].text(lang), ("M10",), seat=0))
    return out


# -- 7. Completing -------------------------------------------------------------------------------------------
def _complete_start() -> Game:
    return game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, seed=15)


def _complete_questions(rng: random.Random) -> list[Question]:
    g = _complete_start()
    out = []
    for _ in range(2):
        w, s = rng.randrange(1, 8), rng.randrange(1, 8)
        while w == s:
            s = rng.randrange(1, 8)
        mud = f"W{w} S{s}"
        card = completing_card(mud)
        d = abs(w - s)
        options = {f"W{d}", f"S{d}", f"{'W' if w < s else 'S'}{min(7, d + 1)}", f"{'S' if w < s else 'W'}{w + s if w + s <= 7 else 7}"}
        out.append(Question(Text(f"Which single card completes the mud {mud}?",
                                 f"¿Qué carta sola completa el barro {mud}?"),
                            g, _card_choices(sorted(options)), frozenset({str(card)}),
                            Text(f"The short type is {'water' if w < s else 'sand'} and the gap is |{w} − {s}| = {d}: "
                                 f"{card} makes both sides {max(w, s)}.",
                                 f"El tipo que falta es {'el agua' if w < s else 'la arena'} y la diferencia es "
                                 f"|{w} − {s}| = {d}: {card} deja los dos lados en {max(w, s)}."),
                            ("M12",), seat=0))
    thrower, target = rng.sample(range(4), 2)
    asked = eligible(thrower, target, thrower, 4, frozenset())
    out.append(Question(Text(f"{P(thrower)} throws an imperfect mud at {P(target)}. Who may complete it? (Choose all.)",
                             f"{P(thrower)} lanza un barro imperfecto a {P(target)}. ¿Quién puede completarlo? "
                             "(Elige todos.)"),
                        g, _seats(4), frozenset(P(q) for q in asked),
                        Text(f"Everyone but the sender {P(thrower)}, the target included; they are asked in turn, "
                             f"from the sender's left: {', '.join(P(q) for q in asked)}.",
                             f"Todos menos quien lo manda, {P(thrower)}, incluido el objetivo; se les pregunta por "
                             f"turno, desde la izquierda de quien lo manda: {', '.join(P(q) for q in asked)}."),
                        ("M13", "M14"), seat=0, multi=True))
    targets = frozenset(P(int(a.split()[-1][1:]) - 1) for a in g.legal_actions() if a.startswith("complete "))
    out.append(Question(Text("P1 completes W3 S5 with W2. At whom may P1 send the completed mud? (Choose all.)",
                             "P1 completa W3 S5 con W2. ¿A quién puede mandar el barro completado? (Elige todos.)"),
                        g, _seats(4), targets,
                        Text("At anyone but P1: even back at the thrower P4, or at P2 again. P1 is now the sender, "
                             "and the mud (W3 S5 W2: 5 = 5) is perfect, so nobody can complete it again.",
                             "A cualquiera menos P1: incluso de vuelta a P4, que lo lanzó, o otra vez a P2. P1 pasa a "
                             "ser quien lo manda, y el barro (W3 S5 W2: 5 = 5) es perfecto, así que ya nadie puede "
                             "completarlo."),
                        ("M15", "M11"), seat=0, multi=True))
    return out


def _completed(g: Game) -> bool:
    return any(e.kind == "complete" for e in _learner_events(g))


# -- 8. One kind of defence -------------------------------------------------------------------------------------
def _one_start() -> Game:
    return game(hands=["U3 U4 BLOWER W1 S2 S6 W7"], piles=["W2 W5"], thrown="W3 S4", thrower=1, target=0,
                race=False, seed=16)


def _best_defence(g: Game) -> bool:
    """The learner's defence left its pile with the lowest score any legal defence could (M16, M26)."""
    for i, step in enumerate(g.history):
        if step.seat == 0 and step.action.split()[0] in ("accept", "umbrellas") + RULES_SPECIALS:
            before = g.fork()
            before.goto(i)
            view = before.view(0)
            best = min(outcome(view["mud"], view["piles"][0], a).score for a in before.legal_actions())
            return outcome(view["mud"], view["piles"][0], step.action).score == best
    return False


RULES_SPECIALS = ("PIPE", "BLOWER", "FLAMETHROWER", "WATERSUIT", "MACHINEGUN")


def _one_questions(rng: random.Random) -> list[Question]:
    g = _one_start()
    combo, two = "umbrellas U3>W3 BLOWER", "BLOWER FLAMETHROWER"
    out = [Question(Text("May P1 stop W3 with U3 and blow the sand away with the blower, both at once?",
                         "¿Puede P1 parar W3 con U3 y a la vez quitar la arena con la sopladora?"),
                    g, (YES, NO), _yes(_legal(g, combo)),
                    lambda lang: g.why_not(combo).text(lang) if g.why_not(combo) else "",  # type: ignore[union-attr]
                    ("M16",), seat=0),
           Question(Text("How many special cards may one defence use?",
                         "¿Cuántas cartas especiales se pueden usar en una defensa?"),
                    g, _numbers([1, 2, 3]), frozenset({"1"}),
                    lambda lang: g.why_not(two).text(lang) if g.why_not(two) else "",  # type: ignore[union-attr]
                    ("M16", "M19"), seat=0)]
    view = g.view(0)
    rows = sorted({(outcome(view["mud"], view["piles"][0], a).score, a.split()[0]) for a in g.legal_actions()})
    best = rows[0][0]
    names = {"accept": Text("Accept", "Aceptar"), "umbrellas": Text("Umbrellas", "Paraguas"),
             "BLOWER": Text("The blower", "La sopladora")}
    out.append(Question(Text("P1's pile is W2 W5; the mud is W3 S4. Which kind of defence can leave the lowest "
                             "score? (Choose all that can.)",
                             "El montón de P1 es W2 W5; el barro es W3 S4. ¿Qué tipo de defensa puede dejar la "
                             "puntuación más baja? (Elige todos los que puedan.)"),
                        g, tuple(Choice(k, v) for k, v in names.items()),
                        frozenset(k for s, k in rows if s == best),
                        lambda lang: "; ".join(f"{names[k](lang)} → {_pts(s)(lang)}" for s, k in rows) + ".",
                        ("M16", "M26"), seat=0, multi=True))
    return out


# -- 9. Blower and flamethrower ------------------------------------------------------------------------------------
def _blower_start() -> Game:
    return game(hands=["BLOWER FLAMETHROWER W1 W3 S6 U1 S1"], piles=["S3 S4"], thrown="W5 S2", thrower=1,
                target=0, race=False, seed=17)


def _blower_questions(rng: random.Random) -> list[Question]:
    out = []
    for special in rng.sample(["BLOWER", "FLAMETHROWER"], 2):
        mud = rng.choice(["W3 S6", "W5 S2", "W4 S6", "W6 S1"])
        g = game(hands=[f"{special} U1 W1 S1 S3 W7 U2"], thrown=mud, thrower=2, target=0, race=False,
                 seed=rng.randrange(10**6))
        taken = _last_events(_after(g, special), special.lower())[0].data["taken"]
        mud_cards = mud.split()
        options = {" ".join(taken) or "none", " ".join(c for c in mud_cards if c not in taken) or "none", "none"}
        name = {"BLOWER": Text("blower", "sopladora"), "FLAMETHROWER": Text("flamethrower", "lanzallamas")}[special]
        out.append(Question(
            Text(f"P1 answers {mud} with the {name.en}. What does P1 take?",
                 f"P1 responde a {mud} con {'la' if special == 'BLOWER' else 'el'} {name.es}. ¿Qué se lleva P1?"),
            g, tuple(Choice(o, NOTHING if o == "none" else Text(o, o)) for o in sorted(options)),
            frozenset({" ".join(taken) or "none"}),
            Text("The blower blows the sand away: the target takes the water. The flamethrower dries the water up: "
                 "the target takes the sand. The card itself goes out of play.",
                 "La sopladora se lleva la arena: el objetivo se queda con el agua. El lanzallamas evapora el agua: "
                 "el objetivo se queda con la arena. La carta usada queda fuera de juego."),
            ("M19b", "M19c", "M19"), seat=0))
    return out


# -- 10. The water suit -------------------------------------------------------------------------------------------
def _suit_start() -> Game:
    return game(hands=["WATERSUIT U1 W2 S3 S1 W4 U2"], thrown="W7 S7", thrower=1, target=0, seed=18)


def _suit_best(g: Game) -> bool:
    return any(e.kind == "watersuit" and sum(VALUE[c] for c in e.data["stopped"]) == 7 for e in _learner_events(g))


def _suit_questions(rng: random.Random) -> list[Question]:
    out = []
    for mud in rng.sample(["W4 S3", "W7 S7", "W6 S6", "W5 S5", "W2 S6", "W7 S6"], 3):
        cards = mud.split()
        w = sum(VALUE[c] for c in cards if KIND[c] == "W")
        s = sum(VALUE[c] for c in cards if KIND[c] == "S")
        if len(cards) == 3 or w == s:
            g = game(hands=["WATERSUIT U1 W1 S1 S2 W3 U2"], thrown=mud, thrower=1, target=0, seed=rng.randrange(10**6))
        else:
            g = game(hands=["WATERSUIT U1 W1 S1 S2 W3 U2"], thrown=mud, thrower=1, target=0, race=False,
                     seed=rng.randrange(10**6))
        ok = any(a.split()[1:] and sorted(a.split()[1:]) == sorted(cards) for a in g.legal_actions()
                 if a.startswith("WATERSUIT"))
        total = sum(VALUE[c] for c in cards)
        out.append(Question(Text(f"Can the water suit stop the whole mud {mud}?",
                                 f"¿Puede el traje de agua parar todo el barro {mud}?"),
                            g, (YES, NO), _yes(ok),
                            Text(f"{mud} is worth {total}; the suit stops cards worth {WATERSUIT_LIMIT} at most, so "
                                 + ("it stops it all." if ok else "one card stays: the best is to leave the smallest."),
                                 f"{mud} vale {total}; el traje para cartas que sumen {WATERSUIT_LIMIT} como máximo, "
                                 "así que " + ("lo para todo." if ok else "queda una carta: lo mejor es dejar la más "
                                                                        "pequeña.")),
                            ("M19d",), seat=0))
    return out


# -- 11. The pipe ---------------------------------------------------------------------------------------------------
def _pipe_start() -> Game:
    return game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W3 S5", thrower=1, target=0, race=False, seed=19)


def _pipe_questions(rng: random.Random) -> list[Question]:
    g = _pipe_start()
    to = rng.choice([2, 3])
    after = _after(g, f"PIPE at {P(to)}")
    asked = list(after.state.queue) if after.state.phase == "race" else []
    out = [Question(Text(f"P1 pipes W3 S5 at {P(to)}. Who may complete it now? (Choose all.)",
                         f"P1 desvía W3 S5 con el tubo hacia {P(to)}. ¿Quién puede completarlo ahora? (Elige todos.)"),
                    g, _seats(4), frozenset(P(q) for q in asked),
                    Text("A new completion window opens: everyone but the piper, who is now the sender; P2, who "
                         "threw it, may complete it too.",
                         "Se abre otra oportunidad de completarlo: todos menos quien desvió el barro, que ahora es "
                         "quien lo manda; P2, que lo lanzó, también puede completarlo."),
                    ("M19a", "M13"), seat=0, multi=True)]
    perfect = game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0, seed=rng.randrange(10**6))
    out.append(Question(Text("The mud is perfect (W4 S4). May P1 still pipe it on?",
                             "El barro es perfecto (W4 S4). ¿Puede P1 desviarlo con el tubo igualmente?"),
                        perfect, (YES, NO), _yes(_legal(perfect, "PIPE at P3")),
                        Text("Yes: a perfect mud cannot be completed, but the target's own pipe still sends it on.",
                             "Sí: un barro perfecto no se puede completar, pero el tubo del objetivo sí lo desvía."),
                        ("M19a", "M10"), seat=0))
    return out


# -- 12. The machine gun ----------------------------------------------------------------------------------------------
def _mg_start() -> Game:
    return game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6", thrower=1, target=0, race=False,
                deck="S1 U2 W3 S5 U4 W2", seed=20)


def _mg_questions(rng: random.Random) -> list[Question]:
    deck = rng.choice(["W2 U3", "S4 W1", "PIPE S2", "U5"])
    g = game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6", thrower=1, target=0, race=False, deck=deck,
             seed=rng.randrange(10**6))
    after = _after(g, "MACHINEGUN")
    hit = {e.data["seat"] for e in after.history[-1].events if e.kind == "mg-reveal" and e.data["outcome"] == "mud"}
    clean = frozenset(P(q) for q in (1, 2, 3) if q not in hit)
    return [Question(
        Text(f"The draw pile holds {len(deck.split())} card(s), top card last: {deck}. P1 fires the machine-gun "
             "umbrella. Who stays clean? (Choose all.)",
             f"En el mazo {'queda' if len(deck.split()) == 1 else 'quedan'} {len(deck.split())} carta(s), la de "
             f"arriba al final: {deck}. P1 dispara el paraguas metralleta. ¿Quién se salva? (Elige todos.)"),
        g, _seats(4, skip=[0]), clean,
        lambda lang: " ".join(e.text(lang) for e in after.history[-1].events if e.rule == "M19e"),
        ("M19e",), seat=None, multi=True)]


# -- 13. The refill and the next turn ------------------------------------------------------------------------------
def _refill_start() -> Game:
    return game(hands=["W4 W6 S1 S3 S5 W1 S7"], thrown="W2 S2", thrower=1, target=0, deck_size=9, seed=21)


def _next_is_learner(g: Game) -> bool:
    return any(s.seat == 0 and s.action == "accept" for s in g.history) and not g.is_over and g.to_move == 0 \
        and g.state.phase == "turn"


def _refill_questions(rng: random.Random) -> list[Question]:
    target = rng.choice([0, 2, 3])
    hand = "W4 W6 S1 S3 S5 W1 S7"
    g = game(hands=[hand, None, hand, hand], thrown="W2 S2", thrower=1, target=target, deck_size=9,
             seed=rng.randrange(10**6))
    after = _after(g, "accept")
    nxt = after.to_move
    short = game(hands=["W4 W6 S1 S3 S5 W1 S7"], thrown="W2 S2", thrower=1, target=0, deck_size=1,
                 seed=rng.randrange(10**6))
    ended = _after(short, "accept")
    over = ended.state.round > short.state.round or ended.is_over
    stuck = game(hands=["W1 W2 U1", "W3 U2", "S1 U3", "S2 U4"], variants={"SWAP3_OFF"}, seed=rng.randrange(10**6))
    for _ in range(4):
        stuck.play("pass")
    return [
        Question(Text(f"P2 threw W2 S2 at {P(target)}, and {P(target)} accepted. Who plays next?",
                      f"P2 lanzó W2 S2 a {P(target)} y {P(target)} lo aceptó. ¿Quién juega ahora?"),
                 g, _seats(4), frozenset({P(nxt if nxt is not None else 0)}),
                 lambda lang: " ".join(e.text(lang) for e in after.history[-1].events if e.rule in ("M21", "M23")),
                 ("M20", "M21", "M23"), seat=None),
        Question(Text("P2 must draw 2 cards to refill, but only 1 is left in the draw pile. What happens?",
                      "P2 tiene que robar 2 cartas para reponer, pero solo queda 1 en el mazo. ¿Qué pasa?"),
                 short, (Choice("end", Text("Nobody draws, and the round ends", "Nadie roba y se acaba la ronda")),
                         Choice("one", Text("P2 draws 1 and play goes on", "P2 roba 1 y se sigue jugando")),
                         Choice("reshuffle", Text("The out-of-play cards are reshuffled",
                                                  "Se barajan las cartas fuera de juego"))),
                 frozenset({"end" if over else "one"}),
                 lambda lang: " ".join(e.text(lang) for e in ended.history[-1].events if e.rule in ("M22",)),
                 ("M22", "M25"), seat=0),
        Question(Text("Nobody can throw, and nobody may swap. Everyone passes once in a row. What happens?",
                      "Nadie puede lanzar ni cambiar cartas. Todos pasan una vez seguidos. ¿Qué pasa?"),
                 stuck, (Choice("end", Text("The round ends", "Se acaba la ronda")),
                         Choice("again", Text("Everyone passes again, for ever", "Todos vuelven a pasar, sin fin"))),
                 frozenset({"end" if stuck.state.round == 2 or stuck.is_over else "again"}),
                 lambda lang: " ".join(e.text(lang) for e in stuck.history[-1].events if e.rule == "M24"),
                 ("M24", "A20", "M25"), seat=None),
    ]


# -- 14. Scoring and rounds -------------------------------------------------------------------------------------------
def _round_start() -> Game:
    return game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["S2 S4", "W3 S6", "", "W1 W2 W5"], thrown="W1 S1",
                thrower=1, target=0, deck_size=1, seed=22)


def _next_round(g: Game) -> bool:
    return g.state.round >= 2 or g.is_over


def _round_questions(rng: random.Random) -> list[Question]:
    g = _round_start()
    after = _after(g, "accept")
    out = []
    for _ in range(2):
        kind = rng.choice("WS")
        if rng.random() < 0.5:
            pile = " ".join(f"{kind}{rng.randrange(1, 8)}" for _ in range(rng.randrange(2, 5)))
        else:
            pile = " ".join(f"{rng.choice('WS')}{rng.randrange(1, 8)}" for _ in range(rng.randrange(2, 5)))
        cards = pile.split()
        score = round_score(pile)
        options = {score, len(cards), sum(VALUE[c] for c in cards), sum(VALUE[c] for c in cards) + 1}
        out.append(Question(Text(f"A round ends with the mud pile {pile}. How many points does it score?",
                                 f"Una ronda acaba con el montón de barro {pile}. ¿Cuántos puntos vale?"),
                            g, _numbers(options), frozenset({str(score)}),
                            Text("One type only (all water or all sand): 1 point per card. Mixed: the sum of the "
                                 f"values. Here: {score}.",
                                 "De un solo tipo (todo agua o todo arena): 1 punto por carta. Mezclado: la suma de "
                                 f"los valores. Aquí: {score}."),
                            ("M26",), seat=0))
    totals = [rng.choice([9, 12, 15]) for _ in range(4)]
    won, _ = winners(totals, [()] * 4, False)
    out.append(Question(Text(f"After the last round the totals are {', '.join(f'{P(q)} {t}' for q, t in enumerate(totals))}. "
                             "Who wins? (Choose all.)",
                             f"Tras la última ronda los totales son {', '.join(f'{P(q)} {t}' for q, t in enumerate(totals))}. "
                             "¿Quién gana? (Elige todos.)"),
                        g, _seats(4), frozenset(P(q) for q in won),
                        Text("The lowest total wins; players tied at the lowest share the win.",
                             "Gana el total más bajo; si varios empatan con el más bajo, comparten la victoria."),
                        ("M30", "M27"), seat=None, multi=True))
    out.append(Question(Text("P2 started round 1. Who starts round 2?", "P2 empezó la ronda 1. ¿Quién empieza la ronda 2?"),
                        g, _seats(4), frozenset({P(after.state.starter)}),
                        lambda lang: after.history[-1].events[-1].text(lang), ("M3", "M29"), seat=0))
    out.append(Question(Text("How many rounds does a game have (unless you agree on 2)?",
                             "¿Cuántas rondas tiene una partida (salvo que acordéis jugar 2)?"),
                        g, _numbers([1, 2, 3, 4]), frozenset({str(g.state.rounds)}),
                        Text("3 rounds; between rounds every card is gathered and reshuffled, and each mud pile starts "
                             "empty again.",
                             "3 rondas; entre ronda y ronda se recogen y se barajan todas las cartas, y cada montón de "
                             "barro vuelve a empezar vacío."),
                        ("M28", "M29", "M4"), seat=0))
    return out


# -- 15. Keep your pile one type --------------------------------------------------------------------------------------
def _one_type_start() -> Game:
    return game(hands=["U1 FLAMETHROWER W2 W6 S1 S2 U2"], piles=["S3 S5 S6 S7"], thrown="W1 S4", thrower=1,
                target=0, race=False, seed=23)


def _stays_one_type(g: Game) -> bool:
    if not any(s.seat == 0 for s in g.history):
        return False
    pile = g.state.piles[0] if g.state.round == 1 else ()
    return score_pile(pile)[1] == "one-type"


def _one_type_questions(rng: random.Random) -> list[Question]:
    g = _one_type_start()
    out = []
    pairs = [("W7 W7 W7", "W1 S1"), ("S6 S6 S5 S7", "W2 S1"), ("W1 W2", "W1 S1"), ("S7 S7 S7 S7 S7", "W3 S2")]
    for a, b in rng.sample(pairs, 2):
        sa, sb = round_score(a), round_score(b)
        out.append(Question(Text("Which mud pile scores fewer points?", "¿Qué montón de barro vale menos puntos?"),
                            g, (Choice("a", Text(a, a)), Choice("b", Text(b, b)), Choice("same", Text("The same", "Lo mismo"))),
                            frozenset({"a" if sa < sb else "b" if sb < sa else "same"}),
                            Text(f"{a}: {sa}; {b}: {sb}. Big cards are cheap while the pile stays one type.",
                                 f"{a}: {sa}; {b}: {sb}. Las cartas altas salen baratas mientras el montón sea de un "
                                 "solo tipo."),
                            ("M26",), seat=0))
    view = g.view(0)
    accept = outcome(view["mud"], view["piles"][0], "accept").score
    out.append(Question(Text("P1's pile is S3 S5 S6 S7 (4 points). If P1 accepts W1 S4, what does it score?",
                             "El montón de P1 es S3 S5 S6 S7 (4 puntos). Si P1 acepta W1 S4, ¿cuánto vale?"),
                        g, _numbers([6, accept, 5, 10]), frozenset({str(accept)}),
                        Text(f"One water card mixes the pile: every value counts, {accept} points.",
                             f"Una sola carta de agua mezcla el montón: cuentan todos los valores, {accept} puntos."),
                        ("M26", "M17"), seat=0))
    return out


# -- Appendix: the variants, each beside the default ----------------------------------------------------------------
def _contrast(variant: str, rules: tuple[str, ...], prompt: Text, make: Callable[[random.Random, set], Game],
              answer: Callable[[Game], str], choices: tuple[Choice, ...], why: Text
              ) -> Callable[[random.Random], list[Question]]:
    """Two questions on the same position, one by default and one with the variant; each explanation gives both
    answers side by side (the engine's, on the two games)."""
    labels = {c.key: c.label for c in choices}

    def make_questions(rng: random.Random) -> list[Question]:
        seed = rng.randrange(10**6)
        default = make(random.Random(seed), set())
        varied = make(random.Random(seed), {variant})
        a, b = answer(default), answer(varied)

        def explain(lang: str) -> str:
            head = ("By default" if lang == "en" else "Por defecto")
            return (f"{head}: {labels[a](lang)}. {variant}: {labels[b](lang)}. {why(lang)}")
        out = []
        for g, key, which in ((default, a, Text("By default", "Por defecto")),
                              (varied, b, Text(f"With {variant}", f"Con {variant}"))):
            out.append(Question(Text(f"{which.en}: {prompt.en}", f"{which.es}: {prompt.es}"), g, choices,
                                frozenset({key}), explain, rules, seat=0))
        if rng.random() < 0.5:
            out.reverse()
        return out
    return make_questions


def _yes_no(ok: bool) -> str:
    return "yes" if ok else "no"


def _variant_lesson(lesson_id: str, variants: tuple[str, ...], rules: tuple[str, ...], title: Text, text: Text,
                    start: Callable[[], Game], questions: Callable[[random.Random], list[Question]]) -> Lesson:
    return Lesson(lesson_id, GAME, rules, title, text, start, seat=0, bots={q: "hint" for q in range(1, 6)},
                  questions=questions, appendix=True)


def _both(*makers: Callable[[random.Random], list[Question]]) -> Callable[[random.Random], list[Question]]:
    return lambda rng: [q for m in makers for q in m(rng)]


def _table(default: Text, variant_name: str, variant: Text) -> Text:
    """The lesson text: the default and the variant side by side."""
    def cell(title: str, body: str) -> str:
        return f'<td style="vertical-align:top;padding:4px 10px;border:1px solid #ccc"><b>{title}</b><br>{body}</td>'
    return Text(f"<table><tr>{cell('Default', default.en)}{cell(variant_name, variant.en)}</tr></table>",
                f"<table><tr>{cell('Por defecto', default.es)}{cell(variant_name, variant.es)}</tr></table>")


def _g(players: int = 4, **kw: object) -> Callable[[random.Random, set], Game]:
    return lambda rng, variants: game(players=players, seed=rng.randrange(10**6), variants=variants, **kw)


APPENDIX: list[Lesson] = [
    _variant_lesson(
        "v-multi", ("MULTI_CARD_THROW",), ("M8", "A1"), Text("Variant: several cards per throw",
                                                            "Variante: varias cartas por lanzamiento"),
        _table(Text("Exactly one water and one sand card (M8).", "Exactamente una carta de agua y una de arena (M8)."),
               "MULTI_CARD_THROW", Text("One or more of each; the mud holds them all and is perfect if the sums are equal.",
                                      "Una o más de cada tipo; el barro las lleva todas y es perfecto si las sumas son "
                                      "iguales.")),
        lambda: game(hands=["W2 W3 S5 S1 U1 U2 PIPE"], seed=31, variants={"MULTI_CARD_THROW"}),
        _contrast("MULTI_CARD_THROW", ("M8", "A1"),
                  Text("P1 holds W2 W3 S5. May P1 throw W2 W3 S5 at P2?", "P1 tiene W2 W3 S5. ¿Puede lanzar W2 W3 S5 a P2?"),
                  _g(hands=["W2 W3 S5 S1 U1 U2 PIPE"]), lambda g: _yes_no(_legal(g, "throw W2 W3 S5 at P2")), (YES, NO),
                  Text("The two readings of the seed's “at least one of each”.",
                     "Las dos lecturas del «al menos una de cada» del texto original."))),
    _variant_lesson(
        "v-swap", ("SWAP3_OFF", "VOLUNTARY_SWAP"), ("M7", "A2"), Text("Variant: the swap", "Variante: el cambio"),
        _table(Text("A player who cannot throw passes and may swap 3 cards (SWAP3_ON_PASS).",
                  "Quien no puede lanzar pasa y puede cambiar 3 cartas (SWAP3_ON_PASS)."),
               "SWAP3_OFF · VOLUNTARY_SWAP",
               Text("SWAP3_OFF: a plain pass, no swap. VOLUNTARY_SWAP: you may swap and pass even when you could throw.",
                  "SWAP3_OFF: se pasa sin cambiar. VOLUNTARY_SWAP: puedes cambiar y pasar aunque pudieras lanzar.")),
        lambda: game(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], seed=32, variants={"SWAP3_OFF"}),
        _both(_contrast("SWAP3_OFF", ("M7", "A2"),
                        Text("P1 has no sand card. May P1 swap W1 W2 U3 when passing?",
                           "P1 no tiene arena. ¿Puede cambiar W1 W2 U3 al pasar?"),
                        _g(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"]), lambda g: _yes_no(_legal(g, "swap W1 W2 U3")),
                        (YES, NO), Text("The swap is a house rule of the seed.", "El cambio es una regla de la casa del "
                                                                              "texto original.")),
              _contrast("VOLUNTARY_SWAP", ("M6", "A2"),
                        Text("P1 could throw W1 S2. May P1 swap W1 S2 U3 instead?",
                           "P1 podría lanzar W1 S2. ¿Puede cambiar W1 S2 U3 en su lugar?"),
                        _g(hands=["W1 S2 U3 U4 U5 PIPE BLOWER"]), lambda g: _yes_no(_legal(g, "swap W1 S2 U3")),
                        (YES, NO), Text("By default a player who can throw must throw (M6).",
                                      "Por defecto quien puede lanzar debe lanzar (M6).")))),
    _variant_lesson(
        "v-who-completes", ("TARGET_CANNOT_COMPLETE", "THROWER_NEVER_COMPLETES"), ("M13", "A4"),
        Text("Variant: who may complete", "Variante: quién puede completar"),
        _table(Text("Everyone but the current sender, the target included (M13).",
                  "Todos menos quien lo manda ahora, incluido el objetivo (M13)."),
               "TARGET_CANNOT_COMPLETE · THROWER_NEVER_COMPLETES",
               Text("The target may not complete; or the original thrower stays barred even after a pipe.",
                  "El objetivo no puede completar; o quien lanzó sigue excluido incluso después de un tubo.")),
        lambda: game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=0, seed=33,
                     variants={"TARGET_CANNOT_COMPLETE"}),
        _both(_contrast("TARGET_CANNOT_COMPLETE", ("M13", "A4"),
                        Text("P4 throws W3 S5 at P1, and P1 holds W2. Is P1 asked, and may P1 complete?",
                           "P4 lanza W3 S5 a P1 y P1 tiene W2. ¿Se le pregunta a P1 y puede completar?"),
                        _g(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=0),
                        lambda g: _yes_no(0 in g.state.queue), (YES, NO),
                        Text("Completing is the target's way to fight back, unless the variant forbids it.",
                           "Completar es la forma de contraatacar del objetivo, salvo que la variante lo prohíba.")),
              _contrast("THROWER_NEVER_COMPLETES", ("M13", "M19a", "A4"),
                        Text("P2 threw W3 S5 at P1; P1 pipes it at P3. P2 holds W2: is P2 asked now?",
                           "P2 lanzó W3 S5 a P1; P1 lo desvía con el tubo hacia P3. P2 tiene W2: ¿se le pregunta ahora?"),
                        lambda rng, v: _after(game(hands=["PIPE U1 W1 S1 S4 W6 U2", "W2 W4 S1 U1 U3"],
                                                   thrown="W3 S5", thrower=1, target=0, race=False,
                                                   seed=rng.randrange(10**6), variants=v), "PIPE at P3"),
                        lambda g: _yes_no(1 in g.state.queue), (YES, NO),
                        Text("After a pipe the piper is the sender; the thrower is an ordinary player again.",
                           "Tras un tubo, quien lo desvió es quien lo manda; quien lo lanzó vuelve a ser un jugador "
                           "más.")))),
    _variant_lesson(
        "v-race", ("RACE_TARGET_FIRST", "RACE_RANDOM", "RACE_REALTIME"), ("M14", "A5"),
        Text("Variant: the completion race", "Variante: la carrera por completar"),
        _table(Text("RACE_SEAT_ORDER: everyone eligible is asked in turn from the sender's left; the first yes wins.",
                  "RACE_SEAT_ORDER: se pregunta por turno a todos los que pueden, desde la izquierda de quien lo manda; "
                  "gana el primer sí."),
               "RACE_TARGET_FIRST · RACE_RANDOM · RACE_REALTIME",
               Text("The target is asked first; or every answer is secret and a seeded draw picks among the yeses; or "
                  "the quickest real claim wins (a live race this engine cannot play: it takes one decision at a "
                  "time).",
                  "Se pregunta primero al objetivo; o todas las respuestas son secretas y un sorteo elige entre los "
                  "síes; o gana quien reclama antes de verdad (una carrera en vivo que este motor no puede jugar: "
                  "toma las decisiones de una en una).")),
        lambda: game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=2, seed=34,
                     variants={"RACE_TARGET_FIRST"}),
        _both(_contrast("RACE_TARGET_FIRST", ("M14", "A5"),
                        Text("P4 throws W3 S5 at P3. Who is asked first?", "P4 lanza W3 S5 a P3. ¿A quién se pregunta "
                                                                          "primero?"),
                        _g(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=2),
                        lambda g: P(g.state.queue[0]), _seats(4, skip=[3]),
                        Text("By default the order starts left of the sender.", "Por defecto el orden empieza a la "
                                                                            "izquierda de quien lo manda.")),
              _contrast("RACE_RANDOM", ("M14", "A5"),
                        Text("P4 throws W3 S5 at P3 and P1 declines. Does P2 hear P1's answer?",
                           "P4 lanza W3 S5 a P3 y P1 renuncia. ¿Se entera P2 de la respuesta de P1?"),
                        lambda rng, v: _after(game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3,
                                                   target=2, seed=rng.randrange(10**6), variants=v), "decline"),
                        lambda g: _yes_no("secret" not in g.history[-1].events[0].text("en", seat=1)), (YES, NO),
                        Text("RACE_RANDOM keeps the answers secret until all have answered, then draws one claim.",
                           "RACE_RANDOM mantiene las respuestas en secreto hasta que todos han respondido, y luego "
                           "sortea entre los que quieren completar.")))),
    _variant_lesson(
        "v-window", ("COMPLETE_ONLY_AFTER_THROW",), ("M19a", "A6"),
        Text("Variant: one completion window", "Variante: una sola oportunidad de completar"),
        _table(Text("A window opens after the throw and again after every pipe, while the mud is imperfect.",
                  "Hay oportunidad de completar tras el lanzamiento y otra vez tras cada tubo, mientras el barro no "
                  "sea perfecto."),
               "COMPLETE_ONLY_AFTER_THROW", Text("Only right after the throw.", "Solo justo después del lanzamiento.")),
        lambda: game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W3 S5", thrower=1, target=0, race=False, seed=35,
                     variants={"COMPLETE_ONLY_AFTER_THROW"}),
        _contrast("COMPLETE_ONLY_AFTER_THROW", ("M19a", "A6"),
                  Text("P1 pipes the imperfect W3 S5 at P3. Is there a new chance to complete it?",
                     "P1 desvía con el tubo el barro imperfecto W3 S5 hacia P3. ¿Hay otra oportunidad de completarlo?"),
                  lambda rng, v: _after(game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W3 S5", thrower=1, target=0,
                                             race=False, seed=rng.randrange(10**6), variants=v), "PIPE at P3"),
                  lambda g: _yes_no(g.state.phase == "race"), (YES, NO),
                  Text("Either way P3 then defends with every option.", "En los dos casos P3 se defiende después con "
                                                                      "todas las opciones."))),
    _variant_lesson(
        "v-redirect", ("MUST_REDIRECT",), ("M15", "A7"), Text("Variant: the completer must redirect",
                                                              "Variante: quien completa debe cambiar de objetivo"),
        _table(Text("The completer may send the mud at anyone but themselves, the current target included.",
                  "Quien completa puede mandar el barro a cualquiera menos a sí mismo, incluido el objetivo actual."),
               "MUST_REDIRECT", Text("The new target must be another player than the current target.",
                                   "El nuevo objetivo debe ser otro jugador distinto del objetivo actual.")),
        lambda: game(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1, seed=36,
                     variants={"MUST_REDIRECT"}),
        _contrast("MUST_REDIRECT", ("M15", "A7"),
                  Text("P4 threw W3 S5 at P2; P1 completes it with W2. May P1 send it at P2 again?",
                     "P4 lanzó W3 S5 a P2; P1 lo completa con W2. ¿Puede mandárselo otra vez a P2?"),
                  _g(hands=["W2 W5 S1 U2 U6 S3 BLOWER"], thrown="W3 S5", thrower=3, target=1),
                  lambda g: _yes_no(_legal(g, "complete W2 at P2")), (YES, NO),
                  Text("Sending it back at the same target makes it perfect and uncompletable.",
                     "Devolvérselo al mismo objetivo lo deja perfecto y ya nadie puede completarlo."))),
    _variant_lesson(
        "v-perfect-pipe", ("PERFECT_BLOCKS_PIPE",), ("M19a", "A8"), Text("Variant: no pipe on perfect mud",
                                                                        "Variante: sin tubo contra barro perfecto"),
        _table(Text("The target's pipe works on any mud (the seed's sentence is about completing).",
                  "El tubo del objetivo sirve contra cualquier barro (la frase del texto original habla de completar)."),
               "PERFECT_BLOCKS_PIPE", Text("A perfect mud cannot be piped.", "Un barro perfecto no se puede desviar.")),
        lambda: game(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0, seed=37,
                     variants={"PERFECT_BLOCKS_PIPE"}),
        _contrast("PERFECT_BLOCKS_PIPE", ("M19a", "A8"),
                  Text("The mud W4 S4 is perfect. May P1 pipe it at P3?", "El barro W4 S4 es perfecto. ¿Puede P1 "
                                                                         "desviarlo hacia P3?"),
                  _g(hands=["PIPE U1 W1 S1 S4 W6 U2"], thrown="W4 S4", thrower=1, target=0),
                  lambda g: _yes_no(_legal(g, "PIPE at P3")), (YES, NO),
                  Text("The variant reads “nobody may redirect a perfect mud” literally.",
                     "La variante lee al pie de la letra «nadie puede desviar un barro perfecto»."))),
    _variant_lesson(
        "v-suit", ("WATERSUIT_ALL_OR_NOTHING",), ("M19d", "A9"), Text("Variant: the water suit, all or nothing",
                                                                    "Variante: el traje de agua, todo o nada"),
        _table(Text("The suit stops mud cards worth up to 13 together; the rest is taken.",
                  "El traje para cartas de barro que sumen hasta 13; el resto te lo llevas."),
               "WATERSUIT_ALL_OR_NOTHING", Text("The suit works only if the whole mud is worth 13 or less.",
                                              "El traje solo sirve si todo el barro vale 13 o menos.")),
        lambda: game(hands=["WATERSUIT U1 W2 S3 S1 W4 U2"], thrown="W7 S7", thrower=1, target=0, seed=38,
                     variants={"WATERSUIT_ALL_OR_NOTHING"}),
        _contrast("WATERSUIT_ALL_OR_NOTHING", ("M19d", "A9"),
                  Text("The mud is W7 S7 (14). May P1 stop W7 with the water suit?",
                     "El barro es W7 S7 (14). ¿Puede P1 parar W7 con el traje de agua?"),
                  _g(hands=["WATERSUIT U1 W2 S3 S1 W4 U2"], thrown="W7 S7", thrower=1, target=0),
                  lambda g: _yes_no(_legal(g, "WATERSUIT W7")), (YES, NO),
                  Text("Only a perfect 14 is ever above 13.", "Solo un barro perfecto de 14 pasa de 13."))),
    _variant_lesson(
        "v-mg", ("MG_REDRAW_ON_SPECIAL", "MG_KEEP_DEFENCE_CARD"), ("M19e", "A10"),
        Text("Variant: machine-gun reveals", "Variante: lo que se destapa con la metralleta"),
        _table(Text("A revealed card that is not mud goes out of play and saves the player.",
                  "Una carta destapada que no es barro queda fuera de juego y salva al jugador."),
               "MG_REDRAW_ON_SPECIAL · MG_KEEP_DEFENCE_CARD",
               Text("A revealed special card is discarded and the same player reveals again (only an umbrella "
                  "saves); or a revealed defence card goes into the player's hand.",
                  "Una carta especial destapada se descarta y el mismo jugador destapa otra (solo un paraguas "
                  "salva); o una carta de defensa destapada pasa a la mano de ese jugador.")),
        lambda: game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6", thrower=1, target=0, race=False,
                     deck="S3 S1 U2 W5 PIPE", seed=39, variants={"MG_REDRAW_ON_SPECIAL"}),
        _both(*(_contrast(v, ("M19e", "A10"),
                          Text("The top card of the draw pile is the pipe. P1 fires the machine-gun umbrella. What "
                             "happens to P2, who reveals first?",
                             "La carta de arriba del mazo es el tubo. P1 dispara el paraguas metralleta. ¿Qué le pasa "
                             "a P2, que destapa primero?"),
                          lambda rng, vs: _after(game(hands=["MACHINEGUN U1 W1 W3 S6 S2 U2"], thrown="W4 S6",
                                                      thrower=1, target=0, race=False, deck="S3 S1 U2 W5 PIPE",
                                                      seed=rng.randrange(10**6), variants=vs), "MACHINEGUN"),
                          lambda g: next(e.data["outcome"] for e in g.history[-1].events if e.kind == "mg-reveal"),
                          (Choice("safe", Text("Safe: the pipe goes out of play", "Se salva: el tubo queda fuera de juego")),
                           Choice("redraw", Text("Reveals again", "Destapa otra carta")),
                           Choice("keep", Text("Keeps the pipe in hand", "Se queda el tubo en la mano")),
                           Choice("mud", Text("Takes it as mud", "Se lo lleva como barro"))),
                          Text("The seed names only umbrellas as saving; a review says any defence card does.",
                             "El texto original solo dice que salvan los paraguas; una reseña dice que cualquier "
                             "carta de defensa."))
                for v in ("MG_REDRAW_ON_SPECIAL", "MG_KEEP_DEFENCE_CARD")))),
    _variant_lesson(
        "v-play-out", ("PLAY_OUT",), ("M22", "M25", "A11", "A19"), Text("Variant: play the pile out",
                                                                       "Variante: jugar hasta agotar el mazo"),
        _table(Text("If the draw pile cannot refill every hand, nobody draws and the round ends (SHORTFALL_ENDS).",
                  "Si el mazo no alcanza para reponer todas las manos, nadie roba y se acaba la ronda "
                  "(SHORTFALL_ENDS)."),
               "PLAY_OUT", Text("Refill clockwise from the thrower as far as the pile allows; the round ends when the "
                              "pile is empty and nobody can throw.",
                              "Se repone en el sentido de las agujas del reloj desde quien lanzó, mientras haya "
                              "cartas; la ronda acaba cuando el mazo está vacío y nadie puede lanzar.")),
        lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], thrown="W2 S2", thrower=1, target=0, deck_size=1, seed=40,
                     variants={"PLAY_OUT"}),
        _contrast("PLAY_OUT", ("M22", "A11", "A19"),
                  Text("P2 threw and needs 2 cards; 1 is left in the draw pile. P1 accepts. Is the round still on?",
                     "P2 lanzó y necesita 2 cartas; queda 1 en el mazo. P1 acepta. ¿Sigue la ronda?"),
                  lambda rng, v: _after(game(hands=["W4 W6 S1 S3 S5 W1 S7"], thrown="W2 S2", thrower=1, target=0,
                                             deck_size=1, seed=rng.randrange(10**6), variants=v), "accept"),
                  lambda g: _yes_no(g.state.round == 1 and not g.is_over), (YES, NO),
                  Text("With PLAY_OUT the refill order (clockwise from the thrower) decides who still draws.",
                     "Con PLAY_OUT el orden de reposición (desde quien lanzó, hacia la izquierda) decide quién "
                     "todavía roba."))),
    _variant_lesson(
        "v-clockwise", ("CLOCKWISE_TURNS",), ("M23", "A12"), Text("Variant: turns go clockwise",
                                                                 "Variante: los turnos van hacia la izquierda"),
        _table(Text("The final target, the one who got muddy, takes the next turn.",
                  "El último objetivo, el embarrado, juega el siguiente turno."),
               "CLOCKWISE_TURNS", Text("The player left of the last thrower takes the next turn.",
                                     "Juega el siguiente turno quien está a la izquierda del último que lanzó.")),
        lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], thrown="W2 S2", thrower=1, target=0, seed=41,
                     variants={"CLOCKWISE_TURNS"}),
        _contrast("CLOCKWISE_TURNS", ("M23", "A12"),
                  Text("P2 threw W2 S2 at P1 and P1 accepted. Who plays next?",
                     "P2 lanzó W2 S2 a P1 y P1 lo aceptó. ¿Quién juega ahora?"),
                  lambda rng, v: _after(game(hands=["W4 W6 S1 S3 S5 W1 S7"], thrown="W2 S2", thrower=1, target=0,
                                             seed=rng.randrange(10**6), variants=v), "accept"),
                  lambda g: P(g.to_move if g.to_move is not None else 0), _seats(4),
                  Text("The seed says “y parte el embarrado”: the muddied one starts.",
                     "El texto original dice «y parte el embarrado»."))),
    _variant_lesson(
        "v-dirtiest", ("DIRTIEST_STARTS",), ("M3", "A13"), Text("Variant: the dirtiest player starts",
                                                              "Variante: empieza el más embarrado"),
        _table(Text("Later rounds start with the player left of the previous start player.",
                  "Las rondas siguientes las empieza quien está a la izquierda del que empezó la anterior."),
               "DIRTIEST_STARTS", Text("The player with the highest total starts; ties go clockwise.",
                                     "Empieza quien tiene el total más alto; los empates, hacia la izquierda.")),
        lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["", "", "", "W3 S6 W7"], thrown="W1 S1", thrower=1,
                     target=0, deck_size=1, seed=42, variants={"DIRTIEST_STARTS"}),
        _contrast("DIRTIEST_STARTS", ("M3", "A13"),
                  Text("P2 started round 1; P4's pile is W3 S6 W7. P1 accepts the last mud and the round ends. Who "
                     "starts round 2?",
                     "P2 empezó la ronda 1; el montón de P4 es W3 S6 W7. P1 acepta el último barro y se acaba la "
                     "ronda. ¿Quién empieza la ronda 2?"),
                  lambda rng, v: _after(game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["", "", "", "W3 S6 W7"],
                                             thrown="W1 S1", thrower=1, target=0, deck_size=1,
                                             seed=rng.randrange(10**6), variants=v), "accept"),
                  lambda g: P(g.state.starter), _seats(4),
                  Text("From the Amigo box's “the dirtiest player starts”.", "Viene de la frase de la caja de Amigo "
                                                                           "«empieza el más embarrado»."))),
    _variant_lesson(
        "v-rounds", ("ROUNDS_PER_PLAYER",), ("M28", "A14"), Text("Variant: one round per player",
                                                               "Variante: una ronda por jugador"),
        _table(Text("3 rounds (2 if you agree).", "3 rondas (2 si lo acordáis)."),
               "ROUNDS_PER_PLAYER", Text("As many rounds as players, each starting one.",
                                       "Tantas rondas como jugadores, y cada uno empieza una.")),
        lambda: game(players=5, seed=43, variants={"ROUNDS_PER_PLAYER"}),
        _contrast("ROUNDS_PER_PLAYER", ("M28", "A14"),
                  Text("How many rounds does a game of 5 players have?", "¿Cuántas rondas tiene una partida de 5 "
                                                                      "jugadores?"),
                  _g(players=5), lambda g: str(g.state.rounds), _numbers([2, 3, 4, 5, 6]),
                  Text("The FanFor rules play one round per player.", "Las reglas de FanFor juegan una ronda por "
                                                                   "jugador."))),
    _variant_lesson(
        "v-whole-game", ("ONE_TYPE_WHOLE_GAME",), ("M29", "A15"), Text("Variant: one type over the whole game",
                                                                       "Variante: un solo tipo en toda la partida"),
        _table(Text("The one-type rule is applied to each round's pile.", "La regla de un solo tipo se aplica al "
                                                                      "montón de cada ronda."),
               "ONE_TYPE_WHOLE_GAME", Text("Every mud card of the game is kept, and the rule is applied once at the end.",
                                         "Se guardan todas las cartas de barro de la partida y la regla se aplica una "
                                         "vez al final.")),
        lambda: _last_round([], {"ONE_TYPE_WHOLE_GAME"}, 44),
        _contrast("ONE_TYPE_WHOLE_GAME", ("M26", "A15"),
                  Text("P1 took S1 S2 (2 points) in round 1; round 2, the last, ends with W1 W2 on P1's pile. What "
                     "is P1's total?",
                     "P1 se llevó S1 S2 (2 puntos) en la ronda 1; la ronda 2, la última, acaba con W1 W2 en su "
                     "montón. ¿Cuál es el total de P1?"),
                  lambda rng, v: _after(_last_round([["S1", "S2"], [], [], []], v, rng.randrange(10**6)), "accept"),
                  lambda g: str(g.state.totals[0]), _numbers([4, 6, 3]),
                  Text("Over the whole game W1 W2 S1 S2 is mixed: the sum of the values.",
                     "En toda la partida W1 W2 S1 S2 está mezclado: cuenta la suma de los valores."))),
    _variant_lesson(
        "v-tiebreak", ("TIEBREAK_FEWER_CARDS",), ("M30", "A16"), Text("Variant: breaking a tie",
                                                                    "Variante: desempatar"),
        _table(Text("Players tied for the lowest total share the win.", "Los empatados con el total más bajo comparten "
                                                                     "la victoria."),
               "TIEBREAK_FEWER_CARDS", Text("Among them, whoever received fewer mud cards in all wins.",
                                          "Entre ellos gana quien se llevó menos cartas de barro en total.")),
        lambda: _last_round([], {"TIEBREAK_FEWER_CARDS"}, 45),
        _contrast("TIEBREAK_FEWER_CARDS", ("M30", "A16"),
                  Text("The game ends with P1 and P3 tied at 3 points; P1 took 3 mud cards in all, P3 took 2. Who wins?",
                     "La partida acaba con P1 y P3 empatados a 3 puntos; P1 se llevó 3 cartas de barro en total y P3, "
                     "2. ¿Quién gana?"),
                  lambda rng, v: _after(_last_round([[], ["W3", "S4", "W4"], ["W1", "S2"], ["W5", "S6", "W7"]], v,
                                                    rng.randrange(10**6), accept="W1 S1", piles=["S1"], target=0),
                                        "accept"),
                  lambda g: " ".join(P(q) for q in g.result().winners),
                  (Choice("P3", Text("P3", "P3")), Choice("P1 P3", Text("P1 and P3", "P1 y P3")),
                   Choice("P1", Text("P1", "P1"))),
                  Text("A tie-break only counts when the totals tie.", "El desempate solo cuenta cuando los totales "
                                                                     "empatan."))),
    _variant_lesson(
        "v-deck", ("DECK_FANFOR_1998",), ("M12", "A17"), Text("Variant: the 1998 deck", "Variante: la baraja de 1998"),
        _table(Text("DECK_AMIGO_DEFAULT: water and sand 1 to 7, five of each.",
                  "DECK_AMIGO_DEFAULT: agua y arena del 1 al 7, cinco de cada."),
               "DECK_FANFOR_1998", Text("Water and sand 1 to 5 and 7: there is no 6.",
                                      "Agua y arena del 1 al 5 y el 7: no hay ningún 6.")),
        lambda: game(hands=["W1 S7 U1 U2 U3 PIPE BLOWER"], seed=46, variants={"DECK_FANFOR_1998"}),
        _contrast("DECK_FANFOR_1998", ("M12", "A17"),
                  Text("Which single card completes W1 S7?", "¿Qué carta sola completa W1 S7?"),
                  _g(hands=["W1 S7 U1 U2 U3 PIPE BLOWER"]),
                  lambda g: completing_card("W1 S7", variants=g.state.variants) or "none",
                  _card_choices(["W6", "S6", "W7"], none=Text("None: no such card", "Ninguna: esa carta no existe")),
                  Text("Both decks are assumptions: the real counts are not known.",
                     "Las dos barajas son suposiciones: no se conocen las cantidades reales."))),
]


def _last_round(received: list[list[str]], variants: Iterable[str], seed: int, accept: str = "W3 S3",
                piles: Sequence[str] = ("W1 W2",), target: int = 2) -> Game:
    """The last round (2 of 2) about to end: P2 throws `accept` at `target` with 1 card left in the draw pile
    and the mud piles `piles`; `received` are the mud cards of round 1 (their round score is in the totals)."""
    variants = set(variants)
    totals = [round_score(" ".join(r)) if r else 0 for r in received] or [0, 0, 0, 0]
    pos = make_position(players=4, hands=["W4 W6 S3 S5 S7 U1 U2"], piles=list(piles), thrown=accept, thrower=1,
                        target=target, race=False, deck_size=1, rounds=2, round=2, totals=totals, seed=seed,
                        variants=variants)
    if received:
        pos["received"] = [list(r) for r in received]
    return new_game(GAME, position=pos)


LESSONS: list[Lesson] = [
    Lesson("goal", GAME, ("M1", "M2", "M5", "M27", "A18"), Text("The cards and the goal", "Las cartas y el objetivo"),
           Text("<p>Matschig is a card game of throwing mud. There are <b>water</b> cards (blue) and <b>sand</b> cards "
              "(ochre), worth 1 to 7: together they make mud. <b>Umbrellas</b> (grey) and five <b>special cards</b> "
              "(purple) keep mud off you.</p><p><b>Mud points are bad.</b> Every mud card you end up with goes onto "
              "your mud pile and scores against you; the lowest total after the last round wins. So you throw your "
              "mud at others, and you would rather hit the player who is doing best.</p>",
              "<p>Matschig es un juego de cartas en el que se lanza barro. Hay cartas de <b>agua</b> (azules) y de "
              "<b>arena</b> (ocres), que valen de 1 a 7: juntas forman barro. Los <b>paraguas</b> (grises) y cinco "
              "<b>cartas especiales</b> (moradas) te protegen del barro.</p><p><b>Los puntos de barro son malos.</b> "
              "Cada carta de barro que te llevas va a tu montón de barro y cuenta en tu contra; gana el total más "
              "bajo después de la última ronda. Así que lanzas tu barro a los demás, y mejor a quien va ganando.</p>"),
           _goal_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Throw a mud at the player with the fewest points: click a water card, a sand card, then "
                        "that player.",
                        "Lanza un barro al jugador con menos puntos: haz clic en una carta de agua, en una de arena y "
                        "luego en ese jugador."),
                     _threw_at_leader, Text("Mud points are bad, so the leader is the one to muddy.",
                                          "Los puntos de barro son malos, así que conviene embarrar a quien va "
                                          "ganando.")),
           hints=(Text("Each row shows a player's mud pile and what it scores now.",
                     "Cada fila muestra el montón de barro de un jugador y lo que vale ahora."),
                  Text("P4 has 1 point: throw at P4.", "P4 tiene 1 punto: lánzale a P4.")),
           questions=_goal_questions),
    Lesson("throw", GAME, ("M6", "M8"), Text("A throw: one water plus one sand", "Un lanzamiento: un agua más una arena"),
           Text("<p>On your turn, if you hold a water card <b>and</b> a sand card, you <b>must</b> throw: exactly one "
              "water card plus exactly one sand card, face up in front of another player, the <b>target</b>. You "
              "can never throw at yourself, and umbrellas and special cards are not mud.</p><p>Click an umbrella to "
              "hear why it cannot be thrown.</p>",
              "<p>En tu turno, si tienes una carta de agua <b>y</b> una de arena, <b>debes</b> lanzar: exactamente una "
              "carta de agua más exactamente una de arena, boca arriba delante de otro jugador, el <b>objetivo</b>. "
              "Nunca puedes lanzarte barro a ti mismo, y los paraguas y las cartas especiales no son barro.</p><p>Haz "
              "clic en un paraguas para saber por qué no se puede lanzar.</p>"),
           _throw_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Throw a mud at P3.", "Lanza un barro a P3."), _threw_at(2),
                     Text("One water and one sand card: that is a throw.", "Una carta de agua y una de arena: eso es un "
                                                                         "lanzamiento.")),
           questions=_throw_questions),
    Lesson("pass", GAME, ("M6", "M7"), Text("Pass, or swap, when you cannot throw", "Pasar, o cambiar, si no puedes lanzar"),
           Text("<p>If you lack water or sand, you cannot throw, so you <b>pass</b>. When passing you may first "
              "<b>swap</b> exactly 3 cards of your hand: they go out of play and you draw 3 from the draw pile "
              "(only with 3 cards left in it). Then the player on your left plays.</p>",
              "<p>Si te falta agua o arena no puedes lanzar, así que <b>pasas</b>. Al pasar puedes antes "
              "<b>cambiar</b> exactamente 3 cartas de tu mano: quedan fuera de juego y robas 3 del mazo (solo si "
              "quedan al menos 3). Luego juega el de tu izquierda.</p>"),
           lambda: game(hands=["W1 W2 W5 U3 U4 PIPE BLOWER"], seed=13), seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("You have no sand card. Pick 3 cards to swap, then swap them and pass.",
                        "No tienes ninguna carta de arena. Elige 3 cartas, cámbialas y pasa."),
                     _played("swap"), Text("Three new cards, maybe with the sand you were missing.",
                                         "Tres cartas nuevas, quizá con la arena que te faltaba.")),
           hints=(Text("Click three cards: they rise. Then click “Swap … and pass”.",
                     "Haz clic en tres cartas: suben. Luego pulsa «Cambiar … y pasar»."),),
           questions=_pass_questions),
    Lesson("accept", GAME, ("M16", "M17"), Text("Accepting a mud", "Aceptar un barro"),
           Text("<p>The mud flies at you. You answer with exactly one of three: <b>accept</b> it, open "
              "<b>umbrellas</b>, or play <b>one special card</b>. Accepting is the simplest: every mud card goes onto "
              "your mud pile. Here you hold no umbrella and no special card, so accepting is all you can do; the "
              "button shows what your pile will score.</p>",
              "<p>El barro va hacia ti. Respondes con exactamente una de tres cosas: <b>aceptarlo</b>, abrir "
              "<b>paraguas</b> o jugar <b>una carta especial</b>. Aceptar es lo más sencillo: todas las cartas de "
              "barro van a tu montón. Aquí no tienes paraguas ni cartas especiales, así que solo puedes aceptar; el "
              "botón muestra cuánto valdrá tu montón.</p>"),
           lambda: game(hands=["W4 W6 S1 S3 S5 W1 S7"], piles=["S4"], thrown="W2 S2", thrower=1, target=0, seed=14),
           seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Accept the mud and look at your mud pile.", "Acepta el barro y mira tu montón de barro."),
                     _played("accept"), Text("S4 W2 S2 is mixed now: it scores the sum of its values, 8.",
                                           "S4 W2 S2 ya está mezclado: vale la suma de sus valores, 8.")),
           questions=_accept_questions),
    Lesson("umbrellas", GAME, ("M18", "A3"), Text("Umbrellas", "Paraguas"),
           Text("<p>Umbrellas guard <b>one mud card each group</b>. A group stops its card if its values add up to "
              "<b>at least</b> the card's value; several umbrellas may be added together, and a group may hold more "
              "than it needs. One umbrella never guards two cards, and a value is never partly reduced. Cards left "
              "unguarded are yours; the umbrellas and the cards they stop go out of play.</p><p>Click an umbrella, "
              "then the mud card it guards: the sum is shown against the card's value.</p>",
              "<p>Cada <b>grupo</b> de paraguas protege <b>una carta de barro</b>. Un grupo para su carta si sus "
              "valores suman <b>al menos</b> el valor de la carta; se pueden sumar varios paraguas, y un grupo puede "
              "tener más de los necesarios. Un paraguas nunca protege dos cartas, y un valor nunca se reduce en parte. "
              "Las cartas sin proteger te las llevas; los paraguas y las cartas que paran quedan fuera de juego.</p>"
              "<p>Haz clic en un paraguas y luego en la carta de barro que protege: verás la suma frente al valor de "
              "la carta.</p>"),
           _umbrella_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Stop both mud cards with your umbrellas.", "Para las dos cartas de barro con tus paraguas."),
                     _stopped_all, Text("Each card had its own group, big enough: you take nothing.",
                                      "Cada carta tuvo su propio grupo, suficiente: no te llevas nada.")),
           hints=(Text("U4 is enough for W2, and U5 for S5.", "U4 basta para W2, y U5 para S5."),
                  Text("Click U4, then W2; click U5, then S5; then “Open umbrellas”.",
                     "Haz clic en U4 y luego en W2; en U5 y luego en S5; después, «Abrir los paraguas».")),
           questions=_umbrella_questions),
    Lesson("perfect", GAME, ("M9", "M10"), Text("Perfect mud", "Barro perfecto"),
           Text("<p>A mud is <b>perfect</b> when its water adds up to the same as its sand: W4 S4 is perfect, W3 S5 is "
              "not. Why does it matter? A mud that is not perfect can be <b>completed</b> by another player, who then "
              "sends it wherever they like, even back at you. A perfect mud can never be completed: it goes where you "
              "threw it, and the target can only defend.</p><p>Build muds in the mud lab below: predict first, then "
              "see.</p>",
              "<p>Un barro es <b>perfecto</b> cuando su agua suma lo mismo que su arena: W4 S4 es perfecto, W3 S5 no. "
              "¿Por qué importa? Un barro que no es perfecto lo puede <b>completar</b> otro jugador, que luego lo manda "
              "adonde quiera, incluso de vuelta a ti. Un barro perfecto no se puede completar nunca: va adonde lo "
              "lanzaste y el objetivo solo puede defenderse.</p><p>Construye barros en el laboratorio de barro de "
              "abajo: primero predice y luego mira.</p>"),
           _perfect_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Throw a perfect mud.", "Lanza un barro perfecto."), _threw_perfect,
                     Text("Equal values: nobody can complete it, so nobody can send it back at you.",
                        "Valores iguales: nadie puede completarlo, así que nadie te lo puede devolver.")),
           hints=(Text("W4 and S4 have the same value.", "W4 y S4 tienen el mismo valor."),),
           questions=_perfect_questions, lab="mud"),
    Lesson("complete", GAME, ("M11", "M12", "M13", "M14", "M15"), Text("Completing, and taking the mud over",
                                                                      "Completar, y quedarse con el barro"),
           Text("<p>When a mud is not perfect, it can be <b>completed</b> before the target defends. The completing "
              "card is a single card of the <b>short type</b> whose value is the <b>difference</b>: W3 S5 is completed "
              "by W2, W3 S1 by S2. Everyone but the sender may complete, the target too. Starting left of the sender, "
              "<b>every</b> such player is asked in turn, whether they hold the card or not, so the questions give no "
              "hand away. The first to accept adds the card, the mud is now perfect, and they send it at anyone but "
              "themselves.</p>",
              "<p>Cuando un barro no es perfecto, se puede <b>completar</b> antes de que el objetivo se defienda. La "
              "carta que completa es una sola carta del <b>tipo que falta</b> cuyo valor es la <b>diferencia</b>: W3 "
              "S5 se completa con W2, y W3 S1 con S2. Puede completar cualquiera menos quien lo manda, también el "
              "objetivo. Empezando a la izquierda de quien lo manda, se pregunta por turno a <b>todos</b> ellos, "
              "tengan la carta o no, así que las preguntas no delatan ninguna mano. El primero que acepta añade la "
              "carta, el barro queda perfecto y lo manda a quien quiera menos a sí mismo.</p>"),
           _complete_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("P4 threw W3 S5 at P2, and you hold W2. Complete the mud and send it on.",
                        "P4 lanzó W3 S5 a P2 y tú tienes W2. Completa el barro y mándalo a otro."),
                     _completed, Text("W3 S5 W2: 5 = 5. Perfect now, and you chose where it went.",
                                    "W3 S5 W2: 5 = 5. Ya es perfecto, y has elegido adónde va.")),
           hints=(Text("Click W2, then the player to send it at.", "Haz clic en W2 y luego en el jugador al que lo mandas."),),
           questions=_complete_questions, lab="mud"),
    Lesson("one-defence", GAME, ("M16", "M19"), Text("Only one kind of defence", "Un solo tipo de defensa"),
           Text("<p>Against a mud you choose <b>exactly one</b>: accept, umbrellas, or one special card. Umbrellas and a "
              "special card are never combined, and one defence uses one special card at most. Each button and each "
              "card shows what your pile would score after it.</p><p>Try it: put an umbrella on a mud card, then "
              "click the blower.</p>",
              "<p>Contra un barro eliges <b>exactamente una</b> cosa: aceptar, paraguas o una carta especial. Los "
              "paraguas y una carta especial nunca se combinan, y en una defensa se usa como mucho una carta "
              "especial. Cada botón y cada carta muestran cuánto valdría tu montón después.</p><p>Pruébalo: pon un "
              "paraguas sobre una carta de barro y luego haz clic en la sopladora.</p>"),
           _one_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Choose the one defence that leaves your pile with the fewest points.",
                        "Elige la defensa que deja tu montón con menos puntos."),
                     _best_defence, Text("One kind of defence, the cheapest for your pile.",
                                       "Un solo tipo de defensa, el más barato para tu montón.")),
           hints=(Text("Your pile W2 W5 is all water: 2 points. Keep it that way, or take nothing.",
                     "Tu montón W2 W5 es todo agua: 2 puntos. Mantenlo así, o no te lleves nada."),
                  Text("U3 on W3 and U4 on S4 stop both cards.", "U3 sobre W3 y U4 sobre S4 paran las dos cartas.")),
           questions=_one_questions),
    Lesson("blower", GAME, ("M19b", "M19c"), Text("Blower and flamethrower", "Sopladora y lanzallamas"),
           Text("<p>The <b>blower</b> blows the sand away: the sand cards go out of play and you take the water. The "
              "<b>flamethrower</b> dries the water up: the water cards go out of play and you take the sand. Either "
              "way you take half the mud, and you choose which half.</p>",
              "<p>La <b>sopladora</b> se lleva la arena: las cartas de arena quedan fuera de juego y tú te llevas el "
              "agua. El <b>lanzallamas</b> evapora el agua: las cartas de agua quedan fuera de juego y tú te llevas la "
              "arena. En los dos casos te llevas la mitad del barro, y eliges cuál.</p>"),
           _blower_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Your pile is S3 S4, all sand. Use the special card that keeps it one type.",
                        "Tu montón es S3 S4, todo arena. Usa la carta especial que lo mantiene de un solo tipo."),
                     _played("FLAMETHROWER"), Text("You took S2 only: S3 S4 S2 is still all sand, 3 points.",
                                                 "Solo te llevas S2: S3 S4 S2 sigue siendo todo arena, 3 puntos.")),
           questions=_blower_questions),
    Lesson("watersuit", GAME, ("M19d",), Text("The water suit", "El traje de agua"),
           Text("<p>The <b>water suit</b> stops any mud cards you choose whose values add up to <b>13 at most</b>; the "
              "rest is yours. Every mud of two cards is stopped whole, except a perfect 14: W7 S7 (or W7 S4 S3 and "
              "W4 W3 S7). Then the best is to leave the smallest card.</p>",
              "<p>El <b>traje de agua</b> para las cartas de barro que elijas cuyos valores sumen <b>13 como "
              "máximo</b>; el resto te lo llevas. Para entero cualquier barro de dos cartas salvo uno perfecto de 14: "
              "W7 S7 (o W7 S4 S3 y W4 W3 S7). Entonces lo mejor es dejar la carta más pequeña.</p>"),
           _suit_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("The mud is W7 S7. Put on the water suit and stop as much as it can.",
                        "El barro es W7 S7. Ponte el traje de agua y para todo lo que pueda."),
                     _suit_best, Text("7 of 14 stopped: one 7 is all the suit can leave you.",
                                    "Paras 7 de 14: el traje solo puede dejarte un 7.")),
           questions=_suit_questions),
    Lesson("pipe", GAME, ("M19a",), Text("The pipe", "El tubo"),
           Text("<p>The <b>pipe</b> sends the whole mud on to another player of your choice, the thrower included. You "
              "become the sender. If the mud is still not perfect, a <b>new completion window</b> opens, in which "
              "everyone but you may complete it; then the new target defends with every option. Pipes can follow "
              "pipes.</p>",
              "<p>El <b>tubo</b> desvía todo el barro hacia otro jugador que elijas, incluido quien lo lanzó. Pasas a "
              "ser quien lo manda. Si el barro sigue sin ser perfecto, se abre <b>otra oportunidad de completarlo</b>, "
              "en la que pueden completarlo todos menos tú; luego el nuevo objetivo se defiende con todas las "
              "opciones. Se puede desviar con tubo una y otra vez.</p>"),
           _pipe_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Pipe the mud on to another player.", "Desvía el barro con el tubo hacia otro jugador."),
                     _played("PIPE"), Text("The mud flies on, and a new completion window opens without you.",
                                         "El barro sigue su vuelo y se abre otra oportunidad de completarlo, sin ti.")),
           hints=(Text("Click the pipe, then a player.", "Haz clic en el tubo y luego en un jugador."),),
           questions=_pipe_questions),
    Lesson("machinegun", GAME, ("M19e",), Text("The machine-gun umbrella", "El paraguas metralleta"),
           Text("<p>The <b>machine-gun umbrella</b> sends the whole mud out of play: you take nothing. Then every "
              "<b>other</b> player, one at a time from your left, turns up the top card of the draw pile: water or "
              "sand goes onto their own mud pile; anything else goes out of play and they are safe. When the pile "
              "runs out, everyone still to reveal is safe.</p>",
              "<p>El <b>paraguas metralleta</b> deja todo el barro fuera de juego: no te llevas nada. Luego cada uno "
              "de los <b>demás</b>, de uno en uno desde tu izquierda, destapa la carta de arriba del mazo: si es agua "
              "o arena, va a su propio montón de barro; cualquier otra carta queda fuera de juego y ese jugador se "
              "salva. Si el mazo se acaba, todos los que faltaban se salvan.</p>"),
           _mg_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Fire the machine-gun umbrella.", "Dispara el paraguas metralleta."), _played("MACHINEGUN"),
                     Text("The mud is gone; look in the panel at what each player turned up.",
                        "El barro ha desaparecido; mira en el panel lo que destapó cada jugador.")),
           questions=_mg_questions),
    Lesson("refill", GAME, ("M20", "M21", "M22", "M23", "M24", "M25", "A20"),
           Text("The refill, who plays next, and the end of a round", "Reponer, quién juega después y el final de la ronda"),
           Text("<p>Once the mud is dealt with, every player below 7 cards draws back up to 7, clockwise from the "
              "thrower. Then the <b>final target</b>, the player who got muddy, takes the next turn. If the draw pile "
              "cannot refill every hand, nobody draws and the <b>round ends</b> at once. (If everyone passes in a row "
              "without swapping, the round ends too.)</p>",
              "<p>Cuando el barro se ha resuelto, todos los que tienen menos de 7 cartas roban hasta tener 7, hacia "
              "la izquierda desde quien lanzó. Después juega el <b>último objetivo</b>, el embarrado. Si el mazo no "
              "alcanza para reponer todas las manos, nadie roba y la <b>ronda se acaba</b> en ese momento. (Si todos "
              "pasan seguidos sin cambiar cartas, la ronda también se acaba.)</p>"),
           _refill_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Accept the mud, and see who plays next.", "Acepta el barro y mira quién juega después."),
                     _next_is_learner, Text("You got muddy, so you play next; P2 drew 2 cards.",
                                          "Te has embarrado, así que juegas tú; P2 robó 2 cartas.")),
           questions=_refill_questions),
    Lesson("rounds", GAME, ("M3", "M4", "M26", "M28", "M29", "M30"), Text("Scoring, and a game of rounds",
                                                                       "La puntuación y una partida de varias rondas"),
           Text("<p>At the end of a round each mud pile scores: <b>empty</b> 0; <b>one type only</b> (all water or all "
              "sand) <b>1 point per card</b>; <b>mixed</b>, the <b>sum of the values</b>. A game has 3 rounds; "
              "between rounds every card is reshuffled and each pile starts empty, and the player left of the last "
              "start player begins. The lowest total wins; a tie shares the win.</p>",
              "<p>Al final de una ronda se puntúa cada montón de barro: <b>vacío</b>, 0; <b>de un solo tipo</b> (todo "
              "agua o todo arena), <b>1 punto por carta</b>; <b>mezclado</b>, la <b>suma de los valores</b>. Una "
              "partida tiene 3 rondas; entre ronda y ronda se barajan todas las cartas, cada montón vuelve a empezar "
              "vacío y empieza el de la izquierda de quien empezó la anterior. Gana el total más bajo; un empate se "
              "comparte.</p>"),
           _round_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Only 1 card is left in the draw pile. Accept the mud and watch the round end.",
                        "Solo queda 1 carta en el mazo. Acepta el barro y mira cómo se acaba la ronda."),
                     _next_round, Text("Round 1 is scored pile by pile; round 2 starts with empty piles.",
                                     "La ronda 1 se puntúa montón a montón; la ronda 2 empieza con los montones "
                                     "vacíos.")),
           questions=_round_questions),
    Lesson("one-type", GAME, ("M26", "M18"), Text("Why you keep your pile one type",
                                                "Por qué conviene un montón de un solo tipo"),
           Text("<p>A pile of one type scores 1 point per card, however big the cards: S3 S5 S6 S7 is only 4 points. "
              "One card of the other type mixes it, and then every value counts: with W1 it is 22. So take mud of "
              "your pile's type when you must take something, and stop the other type first.</p>",
              "<p>Un montón de un solo tipo vale 1 punto por carta, por altas que sean: S3 S5 S6 S7 vale solo 4 "
              "puntos. Una carta del otro tipo lo mezcla, y entonces cuentan todos los valores: con W1 vale 22. Así "
              "que, si tienes que llevarte algo, llévate barro del tipo de tu montón, y para antes el otro tipo.</p>"),
           _one_type_start, seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Defend so that your pile stays all sand.", "Defiéndete de modo que tu montón siga siendo solo "
                                                                     "arena."),
                     _stays_one_type, Text("Still one type: 1 point a card.", "Sigue siendo de un solo tipo: 1 punto "
                                                                           "por carta.")),
           hints=(Text("Stop W1 with U1 (the flamethrower would do too).",
                     "Para W1 con U1 (el lanzallamas también serviría)."),),
           questions=_one_type_questions),
    Lesson("full", GAME, ("M1", "M8", "M30"), Text("A full game", "Una partida entera"),
           Text("<p>Now a whole game against three bots. Press <b>Next</b> to see each bot move, ask for a "
              "<b>hint</b> when you want one, and ask a bot why it played as it did.</p>",
              "<p>Ahora una partida entera contra tres bots. Pulsa <b>Siguiente</b> para ver cada jugada de los bots, "
              "pide una <b>pista</b> cuando quieras y pregunta a un bot por qué jugó así.</p>"),
           lambda: new_game(GAME, players=4, seed=2026), seat=0, bots={1: "hint", 2: "hint", 3: "hint"},
           task=Task(Text("Play the game to the end.", "Juega la partida hasta el final."), lambda g: g.is_over,
                     Text("The end card gives the totals; the lowest wins.", "La tarjeta final da los totales; gana el "
                                                                          "más bajo."))),
    *APPENDIX,
]


NOT_COVERED: dict[str, str] = {}
