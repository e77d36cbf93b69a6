"""The Matzlfangen course: trick play first (the cards, follow suit, must beat, must trump, a trumped trick,
over- and under-trumping, the free discard, beating your partner, counting to 66, the Matzl), then the deal
(seats, cut and knock, the auction, the call, Treiben's trumps, the raises), then the value, the Matzl's
absolution and bonus, the settlement, and a full deal; the variants in an appendix, side by side with the
default. Every position comes from matzlfangen.make_position (or, before the cards are dealt, from the
engine's own seeded deal); every answer from the engine's rule functions."""
from __future__ import annotations

import random
from typing import Callable, Iterable, Optional, Sequence

from .. import new_game
from ..core import Game
from ..core.i18n import seat_label
from ..matzlfangen import RAISE_NAMES, card_points, game_value, legal_cards, make_position, trick_winner
from ..matzlfangen.auction import bid_actions
from ..matzlfangen.cards import (CARD_STR, DEAL_POINTS, RANKS, SUIT_NAMES, SUIT_WORD, SUITS, WIN_POINTS, card_name,
                                 cards_of, matzl_of, suit)
from ..matzlfangen.raises import side_may_raise
from ..matzlfangen.scoring import settle, value_of
from ..matzlfangen.state import DECLARERS, DEFENDERS, cutter_of, forehand_of
from ..matzlfangen.texts import CONTRACT_WORD
from ..matzlfangen.tricks import REASON_RULE, legal_with_reason, play_rules, winner_index
from .model import NO, YES, Choice, Lesson, Question, Task, Text

GAME = "matzlfangen"
BOTS = {1: "hint", 2: "hint", 3: "hint"}
SEATS = tuple(Choice(f"P{x + 1}", Text(f"P{x + 1}", f"P{x + 1}")) for x in range(4))




def game(seed: int = 0, **position: object) -> Game:
    """A Matzlfangen game at the position make_position builds from these arguments. The made-up parts
    come from the seed; when they cannot reach the position (the dealer has no card to turn up, say), the
    next seeds are tried."""
    failure: Optional[ValueError] = None
    for k in range(40):
        try:
            return new_game(GAME, position=make_position(seed=(seed + k) % 2**32, **position))  # type: ignore[arg-type]
        except ValueError as err:
            failure = err
    assert failure is not None
    raise failure


def once(**position: object) -> Game:
    """make_position's game for exactly these arguments (a ValueError if the seed's made-up deal fails)."""
    return new_game(GAME, position=make_position(**position))  # type: ignore[arg-type]


def dealt(seed: int, actions: Sequence[str] = (), variants: Iterable[str] = ()) -> Game:
    """Before the first card is played make_position cannot stop in every phase: the engine's own seeded
    deal, played through `actions`, restarted from that position (so the panel starts empty)."""
    g = new_game(GAME, seed=seed, variants=set(variants))
    for action in actions:
        g.play(action)
    return new_game(GAME, position=g.position())


def _trump_letter(g: Game) -> Optional[str]:
    return SUITS[g.state.trump] if g.state.trump >= 0 else None


def name(code: str, trump: Optional[str] = None) -> Text:
    """A card's code and German name with its gloss, in both languages: 'SK (Schellen König, the King)'."""
    return Text(card_name(code, "en", trump), card_name(code, "es", trump))


def _suit(letter: str) -> Text:
    return Text(SUIT_NAMES["en"][letter], SUIT_NAMES["es"][letter])


def _hand(g: Game, seat: int = 0) -> list[str]:
    return [CARD_STR[c] for c in cards_of(g.state.hands[seat])]


def _trick(g: Game) -> list[str]:
    return [CARD_STR[c] for c in g.state.trick]


def _learner_steps(g: Game, seat: int = 0) -> list:
    return [step for step in g.history if step.seat == seat]


def _played(g: Game, seat: int = 0) -> bool:
    return any(step.action.startswith("play ") for step in _learner_steps(g, seat))


def _said(g: Game, seat: int = 0) -> bool:
    return bool(_learner_steps(g, seat))


# -- trick positions made at random (lessons 2 to 8 and the trick lab) ---------------------------------------
COMPELLED = ("head", "trump", "over-trump", "under-trump")
TRUMPED = ("follow-trumped", "over-trump", "under-trump")


def trick_deal(rng: random.Random, reason: str, trump: Optional[int]) -> Optional[tuple[list[int], list[int]]]:
    """P1's hand (3 to 7 cards) and a trick so far (1 to 3 cards) whose legal set has this reason
    (tricks.REASON_RULE's codes, under the default rules), built to measure and checked by the engine; None if
    this try failed."""
    plain = [s for s in range(4) if s != trump]
    led = rng.choice(plain)
    length = rng.randrange(2, 4) if reason in TRUMPED else rng.randrange(1, 4)
    pack = [c for c in range(32)]
    rng.shuffle(pack)
    trick = [next(c for c in pack if suit(c) == led)]
    if reason in TRUMPED:
        assert trump is not None
        trick.append(next(c for c in pack if suit(c) == trump))
    for c in pack:
        if len(trick) >= length:
            break
        if c not in trick and (reason in TRUMPED or suit(c) != trump or rng.random() < 0.3):
            trick.append(c)
    rng.shuffle(trick[1:])
    trick = [trick[0]] + sorted(trick[1:], key=lambda _c: rng.random())
    rest = [c for c in pack if c not in trick]
    size = rng.randrange(3, 8)
    if reason in ("follow", "head", "follow-trumped"):
        hand = [next(c for c in rest if suit(c) == led)]
    elif reason in ("trump", "over-trump", "under-trump"):
        hand = [next(c for c in rest if suit(c) == trump)]
    else:
        hand = []
    for c in rest:
        if len(hand) >= size:
            break
        if c in hand:
            continue
        if reason in ("trump", "over-trump", "under-trump", "free") and suit(c) == led:
            continue
        if reason == "free" and suit(c) == trump:
            continue
        hand.append(c)
    _, got = legal_with_reason(hand, trick, trump)
    return (hand, trick) if got == reason else None


def trick_game(rng: random.Random, reasons: Sequence[str] = ("follow", "head", "follow-trumped", "trump",
                                                               "over-trump", "under-trump", "free"),
               contract: str = "rufen", declarer: Optional[int] = None,
               partner_winning: bool = False, variants: Iterable[str] = ()) -> Game:
    """A deal in trick play where P1 must play to a trick so far, made by make_position from a hand and a
    trick whose legal set has one of `reasons`; partner_winning: a solo in which P1's fellow defender is
    winning the trick (R-PLAY-6)."""
    for _ in range(300):
        reason = rng.choice(list(reasons))
        trump = None if contract == "durch" else rng.randrange(4)
        if trump is None and reason not in ("follow", "head", "free"):
            continue
        made = trick_deal(rng, reason, trump)
        if made is None:
            continue
        hand, trick = made
        leader = (0 - len(trick)) % 4
        if partner_winning:
            winner = (leader + winner_index(trick, trump)) % 4
            if winner in (0, declarer):
                continue
        try:
            return once(hands=[" ".join(CARD_STR[c] for c in hand), None, None, None],
                        trick=" ".join(CARD_STR[c] for c in trick), to_move=0, contract=contract,
                        declarer=declarer, trump=None if trump is None else SUITS[trump],
                        seed=rng.randrange(10**6), variants=variants)
        except ValueError:
            continue
    raise RuntimeError("no trick position found")  # pragma: no cover - a few tries always suffice


def kept_out(g: Game, lang: str) -> str:
    """Each card of P1's hand that may not be played, with the engine's reason (its rule and compulsion);
    cards refused for the same reason share one line."""
    groups: dict[str, list[str]] = {}
    for code in _hand(g):
        reason = g.why_not(f"play {code}")
        if reason is not None:
            groups.setdefault(reason.text(lang), []).append(code)
    return " ".join(f"{', '.join(codes)}: {text}" for text, codes in groups.items())


def legal_question(g: Game, variants: Iterable[str] = ()) -> Question:
    """'Which cards may you play?': several answers, checked by legal_cards; each card kept out explained."""
    hand, trick, trump = _hand(g), _trick(g), _trump_letter(g)
    legal = legal_cards(" ".join(hand), " ".join(trick), trump, variants=set(variants))
    _, reason = legal_with_reason([CARD_STR.index(c) for c in hand], [CARD_STR.index(c) for c in trick],
                                  g.state.trump if g.state.trump >= 0 else None, play_rules(variants))
    leader = seat_label(g.state.leader)
    led = trick[0][0]
    trumps = _suit(trump) if trump else Text("none (a Durch)", "ninguno (un Durch)")

    def explain(lang: str) -> str:
        head = ("May be played: " if lang == "en" else "Se pueden jugar: ") + ", ".join(legal) + "."
        out = kept_out(g, lang)
        if not out:
            return head + (" Every card of your hand is allowed here." if lang == "en" else
                           " Aquí vale cualquier carta de tu mano.")
        return head + (" Kept out — " if lang == "en" else " No valen — ") + out

    rules = {REASON_RULE[reason]}
    if any(c[0] != led for c in hand) and any(c[0] == led for c in hand):
        rules.add("R-PLAY-2")
    return Question(Text(f"{leader} led {SUIT_WORD[led]}; trumps: {trumps.en}. Which of your cards may you "
                         f"play? Mark every one.",
                         f"{leader} salió a {SUIT_WORD[led]}; triunfo: {trumps.es}. ¿Qué cartas puedes jugar? "
                         f"Márcalas todas."),
                    g, tuple(Choice(c, name(c, trump)) for c in hand), frozenset(legal), explain,
                    tuple(sorted(rules)), seat=0, multi=True)


def finish_trick(g: Game, card: str) -> Game:
    """A fork of g where P1 plays `card` and the others (the engine's hints) complete the trick."""
    after = g.fork()
    after.play(card)
    while after.state.trick and after.state.phase == "play":
        after.play(after.hint().action)
    return after


def winner_question(g: Game, rng: random.Random) -> Question:
    """'Who won this trick?': P1 plays one of its legal cards, the others finish; trick_winner checks it."""
    card = rng.choice(g.legal_actions())
    after = finish_trick(g, card)
    leader, cards, _ = after.state.tricks[-1]
    codes = [CARD_STR[c] for c in cards]
    trump = _trump_letter(g)
    seat = (leader + trick_winner(" ".join(codes), trump)) % 4
    told = next(e for step in after.history[len(g.history):] for e in step.events if e.kind == "trick-won")
    return Question(Text(f"You play {card.split()[1]} and the others finish the trick. Who won it?",
                         f"Juegas {card.split()[1]} y los demás completan la baza. ¿Quién la ha ganado?"),
                    after, SEATS, frozenset({seat_label(seat)}), lambda lang: told.text(lang), ("R-TRICK-1",),
                    seat=0, highlight={"winner": False})


def _trick_questions(reasons: Sequence[str], n: int = 4, winners: int = 0, **kw: object
                     ) -> Callable[[random.Random], list[Question]]:
    def make(rng: random.Random) -> list[Question]:
        out = [legal_question(trick_game(rng, reasons, **kw)) for _ in range(n)]  # type: ignore[arg-type]
        out += [winner_question(trick_game(rng, reasons, **kw), rng) for _ in range(winners)]  # type: ignore[arg-type]
        return out
    return make


# -- 1. The cards ----------------------------------------------------------------------------------------------
def _cards_questions(rng: random.Random) -> list[Question]:
    g = game(hands=["EA EX EK EO EU E9 E8 E7", None, None, None], trump="H", seed=rng.randrange(10**6))
    letter = rng.choice(SUITS)
    a, b = rng.sample(RANKS, 2)
    pair = [letter + a, letter + b]
    higher = pair[trick_winner(" ".join(pair))]
    code = rng.choice([s + r for s in SUITS for r in RANKS])
    pts = card_points(code)
    few = rng.sample([s + r for s in SUITS for r in RANKS], 4)
    total = card_points(" ".join(few))
    wrong = sorted({total + 1, max(0, total - 2), total + 10, total - 10} - {total})[:3]
    trump = rng.choice(SUITS)
    matzl = CARD_STR[matzl_of(SUITS.index(trump))]
    pack = card_points(" ".join(CARD_STR))
    return [
        Question(Text("Which card ranks higher?", "¿Qué carta es más alta?"), g,
                 tuple(Choice(c, name(c)) for c in pair), frozenset({higher}),
                 Text(f"{higher} wins: in every suit the order is Sau, Zehn, König, Ober, Unter, 9, 8, 7.",
                      f"Gana {higher}: en cada palo el orden es Sau, Zehn, König, Ober, Unter, 9, 8, 7."),
                 ("R-DECK-3",), seat=0),
        Question(Text(f"How many points is {card_name(code, 'en')} worth?",
                      f"¿Cuántos puntos vale {card_name(code, 'es')}?"), g,
                 tuple(Choice(str(n), Text(str(n), str(n))) for n in (0, 2, 3, 4, 10, 11)), frozenset({str(pts)}),
                 Text("Sau 11, Zehn 10, König 4, Ober 3, Unter 2; the 9, 8 and 7 score nothing.",
                      "Sau 11, Zehn 10, König 4, Ober 3, Unter 2; el 9, el 8 y el 7 no valen nada."),
                 ("R-DECK-4",), seat=0),
        Question(Text(f"How many points do these cards hold together: {', '.join(few)}?",
                      f"¿Cuántos puntos suman estas cartas: {', '.join(few)}?"), g,
                 tuple(Choice(str(n), Text(str(n), str(n))) for n in sorted({total, *wrong})),
                 frozenset({str(total)}),
                 Text(" + ".join(f"{c} {card_points(c)}" for c in few) + f" = {total}.",
                      " + ".join(f"{c} {card_points(c)}" for c in few) + f" = {total}."),
                 ("R-DECK-4",), seat=0),
        Question(Text(f"{SUIT_WORD[trump]} is trumps. Which card is the Matzl?",
                      f"El triunfo es {SUIT_WORD[trump]}. ¿Qué carta es el Matzl?"), g,
                 tuple(Choice(s + "X", Text(f"{s}X ({SUIT_WORD[s]} Zehn)", f"{s}X ({SUIT_WORD[s]} Zehn)"))
                       for s in SUITS), frozenset({matzl}),
                 Text(f"The Matzl is the Ten of trumps: {matzl}. No other Ten is the Matzl.",
                      f"El Matzl es el diez de triunfo: {matzl}. Ningún otro diez es el Matzl."),
                 ("R-DECK-6",), seat=0),
        Question(Text("How many points are there in one deal, and how many does a side need to win?",
                      "¿Cuántos puntos hay en un reparto, y cuántos necesita un bando para ganar?"), g,
                 (Choice("a", Text("130 points; 66 win", "130 puntos; ganan 66")),
                  Choice("b", Text("120 points; 61 win", "120 puntos; ganan 61")),
                  Choice("c", Text("130 points; 65 win", "130 puntos; ganan 65"))),
                 frozenset({"a" if (pack + 10, WIN_POINTS) == (DEAL_POINTS, 66) else "b"}),
                 Text(f"The 32 cards hold {pack} points and the last trick adds 10: {DEAL_POINTS}. A side needs "
                      f"{WIN_POINTS}, more than half.",
                      f"Las 32 cartas tienen {pack} puntos y la última baza añade 10: {DEAL_POINTS}. Un bando "
                      f"necesita {WIN_POINTS}, más de la mitad."),
                 ("R-DECK-1", "R-DECK-4", "R-DECK-5"), seat=0),
        Question(Text("Which suit is which? The suits are Eichel, Laub, Herz and Schellen. Which one are the "
                      "bells?", "¿Qué palo es cuál? Los palos son Eichel, Laub, Herz y Schellen. ¿Cuál son los "
                      "cascabeles?"), g,
                 tuple(Choice(s, Text(SUIT_WORD[s], SUIT_WORD[s])) for s in SUITS), frozenset({"S"}),
                 Text("Eichel are acorns, Laub leaves, Herz hearts and Schellen bells; no suit outranks another.",
                      "Eichel son bellotas, Laub hojas, Herz corazones y Schellen cascabeles; ningún palo vale "
                      "más que otro."),
                 ("R-DECK-2",), seat=0),
    ]


def _led_most_points(g: Game) -> bool:
    steps = [s for s in _learner_steps(g) if s.action.startswith("play ")]
    return bool(steps) and steps[0].action.split()[1] == "EA"


# -- 9. Counting ------------------------------------------------------------------------------------------------
def _count_questions(rng: random.Random) -> list[Question]:
    g = game(hands=["HA", None, None, None], trick="L7 S8 E9", to_move=0, trump="H", seed=rng.randrange(10**6))
    won = rng.sample(CARD_STR, rng.randrange(8, 13))
    pts = card_points(" ".join(won))
    last = rng.random() < 0.5
    total = pts + (10 if last else 0)
    offers = sorted({total, pts + (0 if last else 10), total + 4, max(0, total - 3)})
    decl = rng.choice([rng.randrange(40, 64), 65, 66, rng.randrange(67, 95)])
    wins = game_value("rufen", declarer_points=decl, declarer_tricks=4) > 0
    return [
        Question(Text(f"A side won the tricks holding {' '.join(won)}"
                      + (", and the last trick" if last else ", but not the last trick") + ". How many points?",
                      f"Un bando ganó las bazas con {' '.join(won)}"
                      + (", y la última baza" if last else ", pero no la última baza") + ". ¿Cuántos puntos?"),
                 g, tuple(Choice(str(n), Text(str(n), str(n))) for n in offers), frozenset({str(total)}),
                 Text(f"The cards hold {pts}" + (" and the last trick adds 10" if last else "") + f": {total}.",
                      f"Las cartas suman {pts}" + (" y la última baza añade 10" if last else "") + f": {total}."),
                 ("R-SCORE-1", "R-DECK-5"), seat=0),
        Question(Text(f"The declaring side counts {decl} points, the defending side {DEAL_POINTS - decl}. Who wins?",
                      f"El bando del declarante cuenta {decl} puntos y el defensor {DEAL_POINTS - decl}. ¿Quién "
                      f"gana?"),
                 g, (Choice("declarers", Text("The declaring side", "El bando del declarante")),
                     Choice("defenders", Text("The defending side", "El bando defensor"))),
                 frozenset({"declarers" if wins else "defenders"}),
                 Text("The declaring side needs 66 of the 130; 65 against 65 is a loss for it.",
                      "El bando del declarante necesita 66 de 130; un 65 a 65 es una derrota para él."),
                 ("R-SCORE-2",), seat=0),
        Question(Text(f"The declaring side took {pts} card points and the last trick. How many does the "
                      f"defending side have?", f"El bando del declarante hizo {pts} puntos en cartas y la última "
                      f"baza. ¿Cuántos tiene el bando defensor?"),
                 g, tuple(Choice(str(n), Text(str(n), str(n))) for n in
                          sorted({DEAL_POINTS - pts - 10, 120 - pts, DEAL_POINTS - pts})),
                 frozenset({str(DEAL_POINTS - pts - 10)}),
                 Text(f"Both totals make 130: 130 − ({pts} + 10) = {DEAL_POINTS - pts - 10}.",
                      f"Los dos totales suman 130: 130 − ({pts} + 10) = {DEAL_POINTS - pts - 10}."),
                 ("R-SCORE-1", "R-DECK-5"), seat=0),
    ]


def _won_last(g: Game) -> bool:
    return len(g.state.tricks) == 8 and g.state.tricks[-1][2] == 0


# -- 10. The Matzl ---------------------------------------------------------------------------------------------
def _matzl_questions(rng: random.Random) -> list[Question]:
    goals = ["declarers", "defenders", "nobody"]
    rng.shuffle(goals)
    out = []
    for goal in goals:
        made = None
        while made is None:
            made = _matzl_trick(rng, goal)
        out.append(_matzl_question(*made))
    return out


def _matzl_trick(rng: random.Random, goal: str) -> Optional[tuple[Game, Game]]:
    """A Treiben trick holding the trump Ten that P1 completes with its one legal card, so that `goal` caught
    the Matzl ("declarers", "defenders", or "nobody": it stayed with its own side); the position and the
    completed trick (a fork), or None if the made-up deal failed."""
    t = SUITS[rng.randrange(4)]
    low = rng.sample([t + r for r in "987UO"], 2)
    plain = rng.sample([c for c in CARD_STR if c[0] != t], 4)
    if goal == "defenders":    # the soloist P2 leads its Matzl; P1 must take it with the trump Sau
        declarer, trick, hand = 1, [t + "X", plain[0], plain[1]], [t + "A", plain[2], plain[3]]
    elif goal == "declarers":  # P2 leads a low trump, the soloist P3 takes the Sau; P1's only trump is the Matzl
        declarer, trick, hand = 2, [low[0], t + "A", low[1]], [t + "X", plain[0], plain[1]]
    else:                      # P2 leads its Matzl, P1, its fellow defender, must head it with the Sau
        declarer, trick, hand = 2, [t + "X", low[0], plain[0]], [t + "A", plain[1], plain[2]]
    try:
        g = once(hands=[" ".join(hand), None, None, None], trick=" ".join(trick), to_move=0, contract="treiben",
                 declarer=declarer, trump=t, seed=rng.randrange(10**6))
    except ValueError:
        return None
    return g, finish_trick(g, g.legal_actions()[0])


def _matzl_question(g: Game, after: Game) -> Question:
    caught = after.state.matzl or "nobody"
    told = [e for step in after.history[len(g.history):] for e in step.events
            if e.kind in ("matzl-caught", "matzl-kept")]
    return Question(Text("The trump Ten fell in this trick (P2, P3 or P4 may be the soloist: see the table). Who "
                         "caught the Matzl?",
                         "En esta baza cayó el diez de triunfo (el solista puede ser P2, P3 o P4: mira la mesa). "
                         "¿Quién ha cazado el Matzl?"),
                    after, (Choice("declarers", Text("The soloist's side", "El bando del solista")),
                            Choice("defenders", Text("The defending side", "El bando defensor")),
                            Choice("nobody", Text("Nobody: it stayed with its own side",
                                                  "Nadie: se quedó en su propio bando"))),
                    frozenset({caught}), lambda lang: " ".join(e.text(lang) for e in told),
                    ("R-MATZL-1", "R-DECK-6"), seat=0, highlight={"winner": False})


# -- 11. Seats, cut and knock --------------------------------------------------------------------------------
def _deal_questions(rng: random.Random) -> list[Question]:
    dealer = rng.randrange(4)
    g = game(dealer=dealer, phase="call", seed=rng.randrange(10**6))
    fh, cutter = forehand_of(dealer), cutter_of(dealer)
    knocked = dealt(rng.randrange(10**6))
    knocked.play("knock")
    start = dealt(rng.randrange(10**6))
    after = start.fork()
    after.play("cut")
    turned = CARD_STR[after.state.turned]
    return [
        Question(Text(f"P{dealer + 1} deals. Who speaks first in the auction (Vorhand)?",
                      f"Reparte P{dealer + 1}. ¿Quién habla primero en la subasta (Vorhand)?"),
                 g, SEATS, frozenset({seat_label(fh)}),
                 Text(f"Vorhand sits on the dealer's left: P{fh + 1}. Play goes clockwise: P1, P2, P3, P4, P1…",
                      f"Vorhand se sienta a la izquierda del repartidor: P{fh + 1}. El juego va en el sentido de "
                      f"las agujas del reloj: P1, P2, P3, P4, P1…"),
                 ("R-SEAT-2", "R-SEAT-3"), seat=None),
        Question(Text(f"P{dealer + 1} deals. Who cuts, or may knock instead?",
                      f"Reparte P{dealer + 1}. ¿Quién corta, o puede golpear el mazo en su lugar?"),
                 g, SEATS, frozenset({seat_label(cutter)}),
                 Text(f"The player on the dealer's right: P{cutter + 1}.",
                      f"El jugador a la derecha del repartidor: P{cutter + 1}."),
                 ("R-DEAL-1", "R-DEAL-4"), seat=None),
        Question(Text(f"P{dealer + 1} deals this deal. Who deals the next one?",
                      f"P{dealer + 1} reparte este reparto. ¿Quién reparte el siguiente?"),
                 g, SEATS, frozenset({seat_label(fh)}),
                 Text(f"The deal passes clockwise: this deal's Vorhand, P{fh + 1}, deals next.",
                      f"El turno de repartir pasa en el sentido de las agujas del reloj: reparte la mano de este "
                      f"reparto, P{fh + 1}."),
                 ("R-SEAT-4",), seat=None),
        Question(Text("The player on the dealer's right knocked. How were the cards dealt?",
                      "El jugador a la derecha del repartidor golpeó el mazo. ¿Cómo se repartieron las cartas?"),
                 knocked, (Choice("8", Text("All 8 at once to each player", "Las 8 de una vez a cada jugador")),
                           Choice("4", Text("Two packets of 4", "Dos paquetes de 4"))),
                 frozenset({str(knocked.state.packets)}),
                 Text("A knock (Klopfen) replaces the cut, and each player gets all 8 cards in one packet; a cut "
                      "gives two packets of 4.",
                      "El golpe (Klopfen) sustituye al corte, y cada jugador recibe sus 8 cartas de una vez; "
                      "con un corte se dan dos paquetes de 4."),
                 ("R-DEAL-2", "R-DEAL-4"), seat=None),
        Question(Text("Who holds the turned-up card now?", "¿Quién tiene ahora la carta volteada?"),
                 after, SEATS, frozenset({seat_label(after.state.dealer)}),
                 Text(f"The turn-up, {turned}, is the dealer's own last card: the dealer takes it into hand, and "
                      f"everyone knows it is there.",
                      f"La carta volteada, {turned}, es la última carta del propio repartidor: la recoge, y todos "
                      f"saben que la tiene."),
                 ("R-DEAL-3",), seat=1),
        Question(Text("Are the partnerships fixed for the whole game?",
                      "¿Las parejas son fijas durante toda la partida?"),
                 g, (YES, NO), frozenset({"no"}),
                 Text("No: each deal's contract sets the sides, 2 against 2 in Rufen or 1 against 3 in a solo.",
                      "No: el contrato de cada reparto forma los bandos, 2 contra 2 en Rufen o 1 contra 3 en un "
                      "solo."),
                 ("R-SEAT-1",), seat=None),
    ]


# -- 12. The auction ------------------------------------------------------------------------------------------
_BIDS = ("weiter", "bid treiben", "bid neid", "bid durch", "bid trumpf-durch")
_BID_CHOICES = tuple(Choice(a, Text(a if a == "weiter" else CONTRACT_WORD[a.split()[1]],
                                    a if a == "weiter" else CONTRACT_WORD[a.split()[1]])) for a in _BIDS)


def _auction_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(2):
        seed = rng.randrange(10**6)
        said = ["weiter"]
        for _ in range(rng.randrange(1, 3)):
            g = dealt(seed, ["cut", *said])
            said.append(rng.choice(g.legal_actions()))
        g = dealt(seed, ["cut", *said])
        legal = bid_actions(g.state)
        who = seat_label(g.to_move)
        words = ", ".join(f"P{i + 1} {w if w == 'weiter' else CONTRACT_WORD[w.split()[1]]}" for i, w in enumerate(said))
        out.append(Question(Text(f"So far: {words}. What may {who} say? Mark every option.",
                                 f"Hasta ahora: {words}. ¿Qué puede decir {who}? Marca todas las opciones."),
                            g, _BID_CHOICES, frozenset(legal),
                            Text("weiter always; a bid only above Rufen and above every bid so far.",
                                 "weiter siempre; una puja solo por encima de Rufen y de todas las anteriores."),
                            ("R-BID-2",), seat=None, multi=True))
    seed = rng.randrange(10**6)
    passed = dealt(seed, ["cut", "weiter", "weiter", "weiter", "weiter"])
    out.append(Question(Text("Everybody said weiter. What happens?", "Todos dijeron weiter. ¿Qué pasa?"),
                        passed, (Choice("rufen", Text("Vorhand (P1) plays Rufen and calls a partner",
                                                      "Vorhand (P1) juega Rufen y llama a un compañero")),
                                 Choice("redeal", Text("The cards are dealt again",
                                                       "Se vuelven a repartir las cartas")),
                                 Choice("dealer", Text("The dealer plays alone", "El repartidor juega solo"))),
                        frozenset({"rufen" if passed.state.contract == "rufen" and passed.state.declarer == 0
                                   else "redeal"}),
                        Text("Vorhand cannot drop out: with no bid above Rufen, Vorhand plays Rufen.",
                             "Vorhand no puede retirarse: si nadie puja por encima de Rufen, Vorhand juega Rufen."),
                        ("R-BID-3",), seat=None))
    high = dealt(seed, ["cut", "weiter", "bid treiben", "weiter", "bid durch"])
    out.append(Question(Text("P2 bid Treiben and P4 bid Durch. Who plays, and what?",
                             "P2 pujó Treiben y P4 pujó Durch. ¿Quién juega, y qué?"),
                        high, (Choice("P4", Text("P4 plays Durch alone", "P4 juega Durch solo")),
                               Choice("P2", Text("P2 plays Treiben alone", "P2 juega Treiben solo")),
                               Choice("P1", Text("P1 plays Rufen", "P1 juega Rufen"))),
                        frozenset({seat_label(high.state.declarer)}),
                        Text("The highest bid wins and its bidder declares: Durch is above Treiben.",
                             "Gana la puja más alta y quien la hizo es el declarante: Durch está por encima de "
                             "Treiben."),
                        ("R-BID-4",), seat=None))
    first = dealt(rng.randrange(10**6), ["cut"])
    out.append(Question(Text("P4 dealt. Who speaks first in the auction?", "Repartió P4. ¿Quién habla primero en la "
                             "subasta?"), first, SEATS, frozenset({seat_label(first.to_move)}),
                        Text("Vorhand, on the dealer's left, speaks first; then clockwise, once each.",
                             "Vorhand, a la izquierda del repartidor, habla primero; luego en el sentido de las agujas "
                             "del reloj, una vez cada uno."),
                        ("R-BID-1",), seat=None))
    return out


# -- 13. The call ---------------------------------------------------------------------------------------------
def _call_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(3):
        g = game(phase="call", seed=rng.randrange(10**6))
        hand, trump = _hand(g), _trump_letter(g)
        pools = [hand, [c for c in CARD_STR if c[0] == trump and c not in hand],
                 [c for c in CARD_STR if c[0] != trump and c not in hand]]
        code = rng.choice(rng.choice([p for p in pools if p]))
        reason = g.why_not(f"call {code}")
        out.append(Question(Text(f"Trumps: {SUIT_WORD[trump or 'H']}. May P1 call {code}?",
                                 f"Triunfo: {SUIT_WORD[trump or 'H']}. ¿Puede P1 llamar {code}?"),
                            g, (YES, NO), frozenset({"no" if reason else "yes"}),
                            _told(reason) if reason else
                            Text(f"Yes: {code} is not a trump and not in P1's hand.",
                                 f"Sí: {code} no es triunfo ni está en la mano de P1."),
                            ("R-CALL-1",), seat=0))
    g = game(phase="call", seed=rng.randrange(10**6))
    action = rng.choice(g.legal_actions())
    after = g.fork()
    after.play(action)
    holder = after.state.partner
    out.append(Question(Text(f"P1 {action.replace('call', 'calls')}. Who is P1's partner?",
                             f"P1 llama {action.split()[1]}. ¿Quién es su compañero?"),
                        g, SEATS[1:], frozenset({seat_label(holder)}),
                        Text(f"Whoever holds {action.split()[1]}: P{holder + 1}. At the table nobody knows it yet.",
                             f"Quien tenga {action.split()[1]}: P{holder + 1}. En la mesa aún nadie lo sabe."),
                        ("R-CALL-2",), seat=None))
    hidden = after.state.public_side.count(-1) == 3
    out.append(Question(Text("When do the other players learn who the partner is?",
                             "¿Cuándo saben los demás jugadores quién es el compañero?"),
                        after, (Choice("play", Text("When the called card is played, or the partner raises",
                                                    "Cuando se juega la carta llamada, o el compañero sube")),
                                Choice("call", Text("Right after the call", "Justo después de la llamada")),
                                Choice("end", Text("Only at the end of the deal", "Solo al final del reparto"))),
                        frozenset({"play" if hidden else "call"}),
                        Text("The partnership is secret until the called card is played or the partner raises for "
                             "the declaring side.",
                             "La pareja es secreta hasta que se juega la carta llamada o el compañero sube por el "
                             "bando del declarante."),
                        ("R-CALL-3",), seat=0))
    return out


def _told(reason: object) -> Callable[[str], str]:
    """A refusal (why_not's answer) as a question's explanation."""
    return lambda lang: reason.text(lang)  # type: ignore[attr-defined]


def _called(g: Game) -> bool:
    return g.state.called >= 0


# -- 14. Trumps and the first lead --------------------------------------------------------------------------------
def _lead_game(contract: str, seed: int) -> Game:
    """A solo just before its first card: P2 bid it, the raising is over."""
    said = ["cut", "weiter", f"bid {contract}", "weiter", "weiter"]
    g = dealt(seed, said)
    if g.state.phase == "trump":
        g.play(g.legal_actions()[0])
    while g.state.phase == "raise":
        g.play("no raise")
    return new_game(GAME, position=g.position())


def _trump_questions(rng: random.Random) -> list[Question]:
    seed = rng.randrange(10**6)
    g = dealt(seed, ["cut", "weiter", "bid treiben", "weiter", "weiter"])
    offered = [a.split()[1] for a in g.legal_actions()]
    neid = _lead_game("neid", seed)
    durch = _lead_game("durch", seed)
    turned = CARD_STR[neid.state.turned][0]
    contract = rng.choice(["treiben", "neid", "durch", "trumpf-durch"])
    lead = _lead_game(contract, seed)
    return [
        Question(Text("P2 plays Treiben. Which suits may P2 name as trumps? Mark every one.",
                      "P2 juega Treiben. ¿Qué palos puede nombrar como triunfo? Márcalos todos."),
                 g, tuple(Choice(s, Text(SUIT_WORD[s], SUIT_WORD[s])) for s in SUITS), frozenset(offered),
                 Text("Any suit, the turned one too.", "Cualquier palo, también el volteado."), ("R-BID-5",),
                 seat=None, multi=True),
        Question(Text(f"The turn-up is {turned}-suited. In a Neid-Spiel, what is trumps?",
                      f"La carta volteada es de {SUIT_WORD[turned]}. En un Neid-Spiel, ¿cuál es el triunfo?"),
                 neid, (*(Choice(s, Text(SUIT_WORD[s], SUIT_WORD[s])) for s in SUITS),
                        Choice("none", Text("No trumps", "Sin triunfo"))),
                 frozenset({_trump_letter(neid) or "none"}),
                 Text("The Neid-Spiel takes the turned suit as trumps.", "El Neid-Spiel usa el palo volteado como "
                      "triunfo."), ("R-BID-5",), seat=None),
        Question(Text("In a Durch, what is trumps?", "En un Durch, ¿cuál es el triunfo?"),
                 durch, (*(Choice(s, Text(SUIT_WORD[s], SUIT_WORD[s])) for s in SUITS),
                         Choice("none", Text("No trumps", "Sin triunfo"))),
                 frozenset({_trump_letter(durch) or "none"}),
                 Text("A Durch has no trumps: the declarer must win all 8 tricks with the suits alone.",
                      "Un Durch no tiene triunfo: el declarante debe ganar las 8 bazas solo con los palos."),
                 ("R-BID-5", "R-PLAY-5"), seat=None),
        Question(Text(f"P2 plays {CONTRACT_WORD[contract]}; P1 is Vorhand. Who leads the first trick?",
                      f"P2 juega {CONTRACT_WORD[contract]}; P1 es Vorhand. ¿Quién sale a la primera baza?"),
                 lead, SEATS, frozenset({seat_label(lead.to_move)}),
                 Text("Vorhand leads in Rufen, Treiben and the Neid-Spiel; the declarer leads a Durch or "
                      "Trumpf-Durch. Then each trick's winner leads the next.",
                      "Vorhand sale en Rufen, Treiben y el Neid-Spiel; en un Durch o un Trumpf-Durch sale el "
                      "declarante. Después sale quien gana cada baza."),
                 ("R-PLAY-1",), seat=None),
    ]


# -- 15. Raises -----------------------------------------------------------------------------------------------
def _raise_questions(rng: random.Random) -> list[Question]:
    g = game(contract="treiben", declarer=2, phase="raise", seed=rng.randrange(10**6))
    n = rng.randrange(1, 11)
    base = rng.choice([1, 2, 3])
    pts, tricks = {1: (80, 5), 2: (105, 6), 3: (130, 8)}[base]
    raises = rng.randrange(1, 6)
    value = game_value("treiben", declarer_points=pts, declarer_tricks=tricks, raises=raises)
    first = [who for who, may in (("defenders", side_may_raise(g.state, DEFENDERS)),
                                  ("declarers", side_may_raise(g.state, DECLARERS))) if may]
    options = sorted({abs(value), abs(value) + 1, base * 2 ** raises, max(1, abs(value) - 2)})
    closed = g.fork()
    while closed.state.phase == "raise":
        closed.play("no raise")
    return [
        Question(Text(f"What is the name of raise number {n}?", f"¿Cómo se llama la subida número {n}?"), g,
                 tuple(Choice(r, Text(r, r)) for r in sorted({RAISE_NAMES[n - 1], *rng.sample(RAISE_NAMES, 3)})),
                 frozenset({RAISE_NAMES[n - 1]}),
                 Text("Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi: ten at most.",
                      "Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi: diez como máximo."),
                 ("R-SPR-2",), seat=0),
        Question(Text(f"The base value is {base} and there were {raises} raises. What is the game worth?",
                      f"La base es {base} y hubo {raises} subidas. ¿Cuánto vale la partida?"), g,
                 tuple(Choice(str(v), Text(str(v), str(v))) for v in options), frozenset({str(abs(value))}),
                 Text(f"Each raise adds one game point, nothing doubles: {base} + {raises} = {abs(value)}.",
                      f"Cada subida añade un punto de juego y nada se dobla: {base} + {raises} = {abs(value)}."),
                 ("R-SPR-1",), seat=0),
        Question(Text("P3 plays Treiben and nobody has raised yet. Who may say the first raise, Schuß?",
                      "P3 juega Treiben y aún no ha subido nadie. ¿Quién puede decir la primera subida, Schuß?"), g,
                 (Choice("defenders", Text("A defender: P1, P2 or P4", "Un defensor: P1, P2 o P4")),
                  Choice("declarers", Text("Only the soloist, P3", "Solo el solista, P3")),
                  Choice("both", Text("Anyone", "Cualquiera"))),
                 frozenset({first[0] if len(first) == 1 else "both"}),
                 Text("The defending side says the first raise; the declaring side may only answer with Re.",
                      "La primera subida la dice el bando defensor; el bando del declarante solo puede responder "
                      "con Re."),
                 ("R-SPR-4",), seat=None),
        Question(Text("Everyone is asked in turn. When does the raising end?", "Se pregunta a todos por turno. "
                      "¿Cuándo terminan las subidas?"), closed,
                 (Choice("four", Text("After four passes in a row, or Drauffi; no raise once the first card is led",
                                      "Tras cuatro pases seguidos, o Drauffi; no se sube tras salir la primera carta")),
                  Choice("trick", Text("When the first trick is gathered", "Al recoger la primera baza")),
                  Choice("one", Text("After one round, whatever is said", "Tras una vuelta, se diga lo que se diga"))),
                 frozenset({"four" if closed.state.phase == "play" and closed.why_not("raise") else "trick"}),
                 Text("Four passes in a row close the window, and it never reopens: raising is over at the opening "
                      "lead.", "Cuatro pases seguidos cierran el plazo, que ya no se reabre: al salir la primera "
                      "carta se acabaron las subidas."),
                 ("R-SPR-3", "R-SPR-5"), seat=None),
    ]


def _raised(g: Game) -> bool:
    return any(step.action == "raise" for step in _learner_steps(g))


# -- 16 to 18. Value, the Matzl's absolution and bonus, settlement ---------------------------------------------------
def _value_text(contract: str, pts: int, tricks: int, raises: int, matzl: Optional[str], claimed: bool
                ) -> Callable[[str], str]:
    """The engine's own steps of §7.2, as the panel tells them."""
    from ..core.i18n import render
    steps = value_of(contract, pts, tricks, raises, matzl, claimed).steps

    def told(lang: str) -> str:
        return " ".join(render(GAME, kind, data, lang) for _, kind, data in steps)
    return told


def _value_questions(rng: random.Random) -> list[Question]:
    g = game(hands=["S7", None, None, None], trick="SK S8 L9", to_move=0, trump="H", raises=1,
             seed=rng.randrange(10**6))
    out = []
    for contract, pts, tricks in ((rng.choice(["rufen", "treiben"]), rng.choice([70, 80, 95]), rng.randrange(4, 7)),
                                  ("rufen", rng.choice([101, 110, 118]), rng.randrange(5, 8)),
                                  ("treiben", rng.choice([130]), 8),
                                  ("rufen", rng.choice([20, 35, 50]), rng.randrange(1, 4))):
        raises = rng.randrange(0, 3)
        v = abs(game_value(contract, declarer_points=pts, declarer_tricks=tricks, raises=raises))
        out.append(Question(
            Text(f"{CONTRACT_WORD[contract]}: the declaring side made {pts} points in {tricks} tricks; {raises} "
                 f"raises. What is the game value V?",
                 f"{CONTRACT_WORD[contract]}: el bando del declarante hizo {pts} puntos en {tricks} bazas; "
                 f"{raises} subidas. ¿Cuál es el valor V?"),
            g, tuple(Choice(str(n), Text(str(n), str(n))) for n in range(1, 7)), frozenset({str(v)}),
            _value_text(contract, pts, tricks, raises, None, False), ("R-VALUE-1", "R-SPR-1"), seat=0))
    tricks = rng.choice([7, 8])
    won = game_value("durch", declarer_points=100, declarer_tricks=tricks) > 0
    out.append(Question(Text(f"Durch: the declarer took {tricks} of the 8 tricks. Who wins, and what is V?",
                             f"Durch: el declarante hizo {tricks} de las 8 bazas. ¿Quién gana, y cuánto vale V?"),
                        g, (Choice("decl", Text("The declarer, V = 6", "El declarante, V = 6")),
                            Choice("def", Text("The defenders, V = 6", "Los defensores, V = 6")),
                            Choice("def3", Text("The defenders, V = 1", "Los defensores, V = 1"))),
                        frozenset({"decl" if won else "def"}),
                        _value_text("durch", 100, tricks, 0, None, False), ("R-SCORE-3", "R-VALUE-1"), seat=0))
    return out


def _deal_over(g: Game) -> bool:
    return g.state.phase in ("claim", "over")


def _absolution_questions(rng: random.Random) -> list[Question]:
    g = game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None], trick="HX S7 E8",
             to_move=0, seed=rng.randrange(10**6))
    out = []
    for matzl, claimed in (("defenders", False), ("declarers", True), (rng.choice(["declarers", "defenders"]), True)):
        pts = rng.choice([40, 55, 80, 100])
        tricks = rng.randrange(2, 7)
        raises = rng.randrange(0, 3)
        v = game_value("treiben", declarer_points=pts, declarer_tricks=tricks, raises=raises, matzl=matzl,
                       bonus_claimed=claimed)
        who = Text("the declaring side" if matzl == "declarers" else "the defending side",
                   "el bando del declarante" if matzl == "declarers" else "el bando defensor")
        out.append(Question(
            Text(f"Treiben: the soloist made {pts} points; {raises} raises; {who.en} caught the Matzl"
                 + (" and claims the bonus." if claimed else ".") + " What does the deal pay (V)?",
                 f"Treiben: el solista hizo {pts} puntos; {raises} subidas; {who.es} cazó el Matzl"
                 + (" y reclama la bonificación." if claimed else ".") + " ¿Cuánto vale el reparto (V)?"),
            g, tuple(Choice(str(n), Text(str(n), str(n))) for n in range(0, 6)), frozenset({str(abs(v))}),
            _value_text("treiben", pts, tricks, raises, matzl, claimed), ("R-MATZL-2", "R-MATZL-3"), seat=0))
    return out


def _caught(g: Game) -> bool:
    return g.state.matzl == "defenders"


def _settle_questions(rng: random.Random) -> list[Question]:
    g = game(contract="treiben", declarer=1, trump="E", hands=["E8", None, None, None], trick="S7 L8 H9",
             to_move=0, raises=2, seed=rng.randrange(10**6))
    out = []
    for contract in ("rufen", "treiben"):
        v = rng.randrange(1, 6)
        signed = v if rng.random() < 0.5 else -v
        declarer = rng.randrange(4)
        partner = (declarer + rng.randrange(1, 4)) % 4 if contract == "rufen" else None
        deltas = settle(contract, declarer, partner, signed)
        right = " · ".join(f"P{x + 1} {d:+d}" for x, d in enumerate(deltas))
        if contract == "rufen":
            other = settle("treiben", declarer, None, signed)
        else:
            other = settle("rufen", declarer, (declarer + 2) % 4, signed)
        flip = tuple(-d for d in deltas)
        offers = {right: right, " · ".join(f"P{x + 1} {d:+d}" for x, d in enumerate(other)): "",
                  " · ".join(f"P{x + 1} {d:+d}" for x, d in enumerate(flip)): ""}
        who = (f"P{declarer + 1} and P{(partner or 0) + 1}" if contract == "rufen" else f"P{declarer + 1}")
        quien = (f"P{declarer + 1} y P{(partner or 0) + 1}" if contract == "rufen" else f"P{declarer + 1}")
        won = signed > 0
        out.append(Question(
            Text(f"{CONTRACT_WORD[contract]} by {who}; V = {v}; the declaring side "
                 f"{'wins' if won else 'loses'}. Who gets what?",
                 f"{CONTRACT_WORD[contract]} de {quien}; V = {v}; el bando del declarante "
                 f"{'gana' if won else 'pierde'}. ¿Qué recibe cada uno?"),
            g, tuple(Choice(k, Text(k, k)) for k in sorted(offers)), frozenset({right}),
            Text("Zero-sum: in Rufen each winner +V and each loser −V; in a solo the soloist ±3V and each "
                 "defender ∓V.",
                 "Suma cero: en Rufen cada ganador +V y cada perdedor −V; en un solo, el solista ±3V y cada "
                 "defensor ∓V."),
            ("R-SETTLE-1",), seat=0))
    return out


# -- the appendix: variants side by side with the default ------------------------------------------------------
def _side_by_side(rows: Sequence[tuple[str, Text, Text]]) -> Text:
    """An HTML table: each variant, the default rule and the variant's rule."""
    def table(lang: str) -> str:
        head = ("<tr><th>Variant</th><th>Default</th><th>With the variant</th></tr>" if lang == "en" else
                "<tr><th>Variante</th><th>Por defecto</th><th>Con la variante</th></tr>")
        body = "".join(f"<tr><td><b>{v}</b></td><td>{d(lang)}</td><td>{x(lang)}</td></tr>" for v, d, x in rows)
        return (f'<table class="tutor-variants" style="border-collapse:collapse" border="1" cellpadding="4">'
                f"{head}{body}</table>")
    return Text(table("en"), table("es"))


def _with(intro: Text, rows: Sequence[tuple[str, Text, Text]]) -> Text:
    t = _side_by_side(rows)
    return Text(f"<p>{intro.en}</p>{t.en}", f"<p>{intro.es}</p>{t.es}")


def _variant_play_questions(rng: random.Random) -> list[Question]:
    out = []
    for variant, reasons, kw in (("V-UT-FREE", ("under-trump",), {}),
                                 ("V-HEAD-LITERAL", ("follow-trumped",), {}),
                                 ("V-PARTNER-EXEMPT", COMPELLED, {"contract": "treiben", "declarer": 2,
                                                                  "partner_winning": True})):
        g = trick_game(rng, reasons, variants={variant}, **kw)  # type: ignore[arg-type]
        default = legal_cards(" ".join(_hand(g)), " ".join(_trick(g)), _trump_letter(g))
        q = legal_question(g, variants={variant})
        shown = ", ".join(default)
        under = ", ".join(sorted(q.answer))
        out.append(Question(Text(f"Under {variant}: " + q.prompt.en, f"Con {variant}: " + q.prompt.es), g, q.choices,
                            q.answer, Text(f"By default: {shown}. Under the variant: {under}.",
                                           f"Por defecto: {shown}. Con la variante: {under}."),
                            (variant,), seat=0, multi=True))
    return out


def _variant_auction_questions(rng: random.Random) -> list[Question]:
    seed = rng.randrange(10**6)
    out = []
    g = dealt(seed, ["cut"], {"V-CONTRACTS-3"})
    out.append(Question(Text("Under V-CONTRACTS-3, which bids may Vorhand make? Mark every one.",
                             "Con V-CONTRACTS-3, ¿qué puede decir Vorhand? Márcalo todo."),
                        g, _BID_CHOICES, frozenset(g.legal_actions()),
                        Text("Only Treiben and Durch above Rufen (and weiter); by default also the Neid-Spiel and "
                             "Trumpf-Durch.", "Solo Treiben y Durch por encima de Rufen (y weiter); por defecto "
                             "también el Neid-Spiel y el Trumpf-Durch."), ("V-CONTRACTS-3",), seat=None, multi=True))
    g = dealt(seed, ["cut", "bid treiben", "bid neid"], {"V-BID-SCHAFKOPF"})
    while g.to_move != 0 and g.state.phase == "auction":
        g.play("weiter")
    again = g.state.phase == "auction" and g.to_move == 0
    out.append(Question(Text("Under V-BID-SCHAFKOPF: P1 bid Treiben, P2 outbid it with the Neid-Spiel. May P1 speak "
                             "again?", "Con V-BID-SCHAFKOPF: P1 pujó Treiben y P2 lo superó con el Neid-Spiel. ¿Puede "
                             "P1 volver a hablar?"),
                        g, (YES, NO), frozenset({"yes" if again else "no"}),
                        Text("Yes, and bid higher; by default everyone speaks exactly once.",
                             "Sí, y pujar más alto; por defecto cada uno habla una sola vez."),
                        ("V-BID-SCHAFKOPF",), seat=None))
    g = dealt(seed, ["cut", "bid treiben", "weiter", "weiter", "weiter"], {"V-TREIBEN-NOT-TURNED"})
    turned = CARD_STR[g.state.turned][0]
    out.append(Question(Text(f"Under V-TREIBEN-NOT-TURNED, the turn-up is {SUIT_WORD[turned]}. Which suits may the "
                             "Treiben name? Mark every one.",
                             f"Con V-TREIBEN-NOT-TURNED, la carta volteada es de {SUIT_WORD[turned]}. ¿Qué palos "
                             "puede nombrar el Treiben? Márcalos todos."),
                        g, tuple(Choice(s, Text(SUIT_WORD[s], SUIT_WORD[s])) for s in SUITS),
                        frozenset(a.split()[1] for a in g.legal_actions()),
                        Text("Every suit but the turned one (that would be the Neid-Spiel); by default any suit.",
                             "Todos menos el volteado (eso sería el Neid-Spiel); por defecto, cualquiera."),
                        ("V-TREIBEN-NOT-TURNED",), seat=None, multi=True))
    g = dealt(seed, ["cut"], {"V-TREIBEN-NAME-WITH-BID"})
    named = any(a.startswith("bid treiben ") for a in g.legal_actions())
    out.append(Question(Text("Under V-TREIBEN-NAME-WITH-BID, when does the Treiben name its trumps?",
                             "Con V-TREIBEN-NAME-WITH-BID, ¿cuándo nombra el Treiben su triunfo?"),
                        g, (Choice("bid", Text("With the bid itself", "Con la propia puja")),
                            Choice("after", Text("After the auction", "Después de la subasta"))),
                        frozenset({"bid" if named else "after"}),
                        Text("With the bid (bid treiben H); by default after the auction.",
                             "Con la puja (bid treiben H); por defecto, después de la subasta."),
                        ("V-TREIBEN-NAME-WITH-BID",), seat=None))
    return out


def _variant_call_questions(rng: random.Random) -> list[Question]:
    out = []
    for variant in ("V-CALL-ANY", "V-CALL-SK"):
        g = game(phase="call", seed=rng.randrange(10**6), variants={variant})
        default = new_game(GAME, position={**g.position(), "variants": []})
        hand, trump = _hand(g), _trump_letter(g)
        if variant == "V-CALL-ANY":
            code = rng.choice([c for c in CARD_STR if c[0] == trump and c not in hand])
        else:
            code = rng.choice([c for c in CARD_STR if c[0] != trump and c not in hand and c[1] != "A"])
        legal = f"call {code}" in g.legal_actions()
        by_default = f"call {code}" in default.legal_actions()
        out.append(Question(Text(f"Under {variant} (trumps: {SUIT_WORD[trump or 'H']}), may P1 call {code}?",
                                 f"Con {variant} (triunfo: {SUIT_WORD[trump or 'H']}), ¿puede P1 llamar {code}?"),
                            g, (YES, NO), frozenset({"yes" if legal else "no"}),
                            Text(f"{'Yes' if legal else 'No'} under the variant; by default "
                                 f"{'yes' if by_default else 'no'}.",
                                 f"{'Sí' if legal else 'No'} con la variante; por defecto, "
                                 f"{'sí' if by_default else 'no'}."),
                            (variant,), seat=0))
    return out


def _variant_raise_questions(rng: random.Random) -> list[Question]:
    base, raises = rng.choice([1, 2]), rng.randrange(1, 4)
    pts = 80 if base == 1 else 110
    mult = game_value("rufen", declarer_points=pts, declarer_tricks=5, raises=raises, variants={"V-SPR-MULT"})
    plain = game_value("rufen", declarer_points=pts, declarer_tricks=5, raises=raises)
    g = game(contract="treiben", declarer=2, phase="raise", seed=rng.randrange(10**6), variants={"V-SPR-ANYONE-FIRST"})
    while g.to_move != 2:
        g.play("no raise")
    soloist = "raise" in g.legal_actions()
    p = game(hands=["HA H7 E8 E9 LK L8 S9 SU", None, None, None], contract="treiben", declarer=2,
             seed=rng.randrange(10**6), variants={"V-SPR-UNTIL-TRICK1"})
    late = p.fork()
    late.play(late.legal_actions()[0])
    while late.to_move != 2 and late.state.phase == "play" and not late.state.tricks:
        late.play(next(a for a in late.legal_actions() if a != "raise"))
    still = "raise" in late.legal_actions()
    return [
        Question(Text(f"Under V-SPR-MULT: base {base}, {raises} raises. What is V?",
                      f"Con V-SPR-MULT: base {base}, {raises} subidas. ¿Cuánto vale V?"),
                 p, tuple(Choice(str(v), Text(str(v), str(v))) for v in sorted({abs(mult), abs(plain), base})),
                 frozenset({str(abs(mult))}),
                 Text(f"(1 + {raises}) × {base} = {abs(mult)}; by default {base} + {raises} = {abs(plain)}.",
                      f"(1 + {raises}) × {base} = {abs(mult)}; por defecto {base} + {raises} = {abs(plain)}."),
                 ("V-SPR-MULT",), seat=0),
        Question(Text("Under V-SPR-ANYONE-FIRST, may the soloist P3 say the first raise?",
                      "Con V-SPR-ANYONE-FIRST, ¿puede el solista P3 decir la primera subida?"),
                 g, (YES, NO), frozenset({"yes" if soloist else "no"}),
                 Text("Yes: either side may begin; by default only the defenders say Schuß.",
                      "Sí: cualquier bando puede empezar; por defecto solo los defensores dicen Schuß."),
                 ("V-SPR-ANYONE-FIRST",), seat=None),
        Question(Text("Under V-SPR-UNTIL-TRICK1, the first card has been led. May the soloist P3 still raise "
                      "before playing to trick 1?",
                      "Con V-SPR-UNTIL-TRICK1, ya salió la primera carta. ¿Puede el solista P3 subir todavía "
                      "antes de jugar a la baza 1?"),
                 late, (YES, NO), frozenset({"yes" if still else "no"}),
                 Text("Yes, until the first trick is gathered; by default raising ends at the opening lead.",
                      "Sí, hasta recoger la primera baza; por defecto las subidas acaban al salir la primera carta."),
                 ("V-SPR-UNTIL-TRICK1",), seat=None),
    ]


def _variant_value_questions(rng: random.Random) -> list[Question]:
    g = game(hands=["S7", None, None, None], trick="SK S8 L9", to_move=0, trump="H", seed=rng.randrange(10**6))
    out = []
    cases = (("V-TIE-VOID", "rufen", 65, 4, None),
             ("V-WASSER-30", "rufen", 100, 6, None),
             ("V-NEID-BASE2", "neid", 80, 5, None),
             ("V-TDURCH-7", "trumpf-durch", 130, 8, None),
             ("V-MATZL-RAISES-DUE", "treiben", 50, 3, "declarers"),
             ("V-MATZL-AUTO", "treiben", 90, 5, "declarers"))
    for variant, contract, pts, tricks, matzl in cases:
        raises = 2 if variant == "V-MATZL-RAISES-DUE" else rng.randrange(0, 2)
        v = abs(game_value(contract, declarer_points=pts, declarer_tricks=tricks, raises=raises, matzl=matzl,
                           variants={variant}))
        d = abs(game_value(contract, declarer_points=pts, declarer_tricks=tricks, raises=raises, matzl=matzl))
        caught = (Text(", and the declaring side caught the Matzl", ", y el bando del declarante cazó el Matzl")
                  if matzl else Text("", ""))
        out.append(Question(
            Text(f"Under {variant}: {CONTRACT_WORD[contract]}, the declaring side made {pts} points in {tricks} "
                 f"tricks{caught.en}; {raises} raises; no bonus claimed. What is V?",
                 f"Con {variant}: {CONTRACT_WORD[contract]}, el bando del declarante hizo {pts} puntos en {tricks} "
                 f"bazas{caught.es}; {raises} subidas; nadie reclama la bonificación. ¿Cuánto vale V?"),
            g, tuple(Choice(str(n), Text(str(n), str(n))) for n in sorted({v, d, v + 1, max(0, v - 1)})),
            frozenset({str(v)}),
            Text(f"{v} under the variant; {d} by default.", f"{v} con la variante; {d} por defecto."),
            (variant,), seat=0))
    rng.shuffle(out)
    return out + _no_durch_questions(rng)


def _no_durch_questions(rng: random.Random) -> list[Question]:
    """V-MATZL-NO-DURCH: the trump Ten caught in a Trumpf-Durch, with the variant and without."""
    answers = {}
    for variants in ((), ("V-MATZL-NO-DURCH",)):
        g = game(contract="trumpf-durch", declarer=0, trump="H", hands=[None, "HA L7 L8", None, None], trick="HX",
                 leader=0, seed=11, variants=variants)
        after = g.fork()
        after.play("play HA")
        while after.state.trick:
            after.play(after.hint().action)
        answers[variants] = after.state.matzl == "defenders"
    caught = answers[("V-MATZL-NO-DURCH",)]
    return [Question(Text("Under V-MATZL-NO-DURCH, P1 plays Trumpf-Durch, leads the Herz Zehn (the trump Ten) and "
                          "P2 takes it with the Herz Sau. Have the defenders caught the Matzl?",
                          "Con V-MATZL-NO-DURCH, P1 juega Trumpf-Durch, sale con el Herz Zehn (el diez de triunfo) "
                          "y P2 lo gana con la Herz Sau. ¿Han cazado el Matzl los defensores?"),
                     g, (YES, NO), frozenset({"yes" if caught else "no"}),
                     Text(f"{'Yes' if caught else 'No'}: the variant switches the Matzl rule off in Trumpf-Durch too; "
                          f"by default it is {'caught' if answers[()] else 'not caught'}.",
                          f"{'Sí' if caught else 'No'}: la variante quita la regla del Matzl también en el "
                          f"Trumpf-Durch; por defecto {'se caza' if answers[()] else 'no se caza'}."),
                     ("V-MATZL-NO-DURCH",), seat=None)]


def _variant_settle_questions(rng: random.Random) -> list[Question]:
    g = game(hands=["S7", None, None, None], trick="SK S8 L9", to_move=0, trump="H", seed=rng.randrange(10**6))
    v = rng.randrange(1, 6)
    declarer = rng.randrange(4)
    flat = settle("treiben", declarer, None, v, {"V-SOLO-FLAT"})
    plain = settle("treiben", declarer, None, v)

    def shown(deltas: Sequence[int]) -> str:
        return " · ".join(f"P{x + 1} {d:+d}" for x, d in enumerate(deltas))
    return [Question(Text(f"Under V-SOLO-FLAT: P{declarer + 1} wins a Treiben worth V = {v}. Who gets what?",
                          f"Con V-SOLO-FLAT: P{declarer + 1} gana un Treiben que vale V = {v}. ¿Qué recibe cada uno?"),
                     g, tuple(Choice(shown(x), Text(shown(x), shown(x))) for x in sorted({flat, plain})),
                     frozenset({shown(flat)}),
                     Text(f"The soloist gets V in all and the defenders share it: {shown(flat)}; by default the "
                          f"soloist gets 3V: {shown(plain)}.",
                          f"El solista recibe V en total y los defensores se lo reparten: {shown(flat)}; por defecto "
                          f"el solista recibe 3V: {shown(plain)}."),
                     ("V-SOLO-FLAT",), seat=0)]


def _variant_deal_questions(rng: random.Random) -> list[Question]:
    seed = rng.randrange(10**6)
    g = dealt(seed, (), {"V-KNOCK-ANY"})
    table = dealt(seed, ["cut"], {"V-TURNUP-TABLE"})
    lead = _lead_variant(seed)
    return [
        Question(Text("Under V-KNOCK-ANY, who is asked first whether to knock?",
                      "Con V-KNOCK-ANY, ¿a quién se pregunta primero si golpea el mazo?"),
                 g, SEATS, frozenset({seat_label(g.to_move)}),
                 Text("Vorhand, then the second player; the cutter last. By default only the cutter may knock.",
                      "A Vorhand, luego al segundo jugador; el que corta, al final. Por defecto solo puede golpear "
                      "el que corta."),
                 ("V-KNOCK-ANY",), seat=None),
        Question(Text("Under V-TURNUP-TABLE, where is the turned-up card now?",
                      "Con V-TURNUP-TABLE, ¿dónde está ahora la carta volteada?"),
                 table, (Choice("table", Text("Face up on the table until the dealer plays it",
                                              "Boca arriba en la mesa hasta que el repartidor la juegue")),
                         Choice("hand", Text("In the dealer's hand", "En la mano del repartidor"))),
                 frozenset({"table" if table.view(1)["turnup_on_table"] else "hand"}),
                 Text("It stays face up; by default the dealer takes it into hand, known to all.",
                      "Se queda boca arriba; por defecto el repartidor la recoge, y todos lo saben."),
                 ("V-TURNUP-TABLE",), seat=1),
        Question(Text("Under V-SOLO-LEADS, P2 plays Treiben and P1 is Vorhand. Who leads the first trick?",
                      "Con V-SOLO-LEADS, P2 juega Treiben y P1 es Vorhand. ¿Quién sale a la primera baza?"),
                 lead, SEATS, frozenset({seat_label(lead.to_move)}),
                 Text("The soloist, P2; by default Vorhand leads.", "El solista, P2; por defecto sale Vorhand."),
                 ("V-SOLO-LEADS",), seat=None),
    ]


def _lead_variant(seed: int) -> Game:
    g = dealt(seed, ["cut", "weiter", "bid treiben", "weiter", "weiter"], {"V-SOLO-LEADS"})
    g.play(g.legal_actions()[0])
    while g.state.phase == "raise":
        g.play("no raise")
    return g


def _variant_durch_questions(rng: random.Random) -> list[Question]:
    p = game(contract="durch", declarer=0, hands=["E7 E8 L7 L8 S7 S8 H7 H8", None, None, None],
             seed=rng.randrange(10**6), variants={"V-DURCH-STOP"})
    end = p.fork()
    while not end.is_over:
        end.play(end.hint().action)
    stopped = len(end.state.tricks) < 8
    return [Question(Text("Under V-DURCH-STOP, P1 plays Durch with a weak hand and loses the first trick. What "
                          "happens?", "Con V-DURCH-STOP, P1 juega Durch con una mano floja y pierde la primera baza. "
                          "¿Qué pasa?"),
                     p, (Choice("stop", Text("The deal ends at once: the Durch is lost",
                                             "El reparto termina en el acto: el Durch está perdido")),
                         Choice("on", Text("All 8 tricks are still played", "Se juegan igualmente las 8 bazas"))),
                     frozenset({"stop" if stopped else "on"}),
                     Text("The deal stops at the first trick lost; by default all 8 are played out (it only matters "
                          "for a Matzl in Trumpf-Durch).",
                          "El reparto se detiene en la primera baza perdida; por defecto se juegan las 8 (solo "
                          "importa para un Matzl en el Trumpf-Durch)."),
                     ("V-DURCH-STOP",), seat=0)]


# -- the lessons ---------------------------------------------------------------------------------------------
# The trick positions of lessons 2 to 10 (the classroom shows them too). In lessons 2 to 7 P4 plays Treiben
# alone, so the sides are public and P1's partners never win the trick it must play to (that is lesson 8).
_SOLO_P4 = dict(contract="treiben", declarer=3, trump="H", to_move=0)
POSITIONS: dict[str, dict] = {
    "follow": dict(hands=["L9 L7 EA HX SO", None, None, None], trick="LK", seed=2, **_SOLO_P4),
    "head": dict(hands=["LA L7 EX H9 S8", None, None, None], trick="LK", seed=3, **_SOLO_P4),
    "trump": dict(hands=["EA E7 H9 H7 S8", None, None, None], trick="LK", seed=4, **_SOLO_P4),
    "trumped": dict(hands=["LA L7 HU E9", None, None, None], trick="LK H8", seed=5, **_SOLO_P4),
    "over": dict(hands=["H9 HA E7", None, None, None], trick="SK HO", seed=6, **_SOLO_P4),
    "free": dict(hands=["EA E9 L8 LU", None, None, None], trick="SK", seed=7, **_SOLO_P4),
    "partner": dict(contract="treiben", declarer=2, trump="H", hands=["LA L7 E8 S9", None, None, None],
                    trick="LK", to_move=0, seed=8),
    "matzl": dict(contract="treiben", declarer=1, trump="H", hands=["HA E8 LK", None, None, None],
                  trick="HX S7 L8", to_move=0, seed=10),
}

# -- the lessons --------------------------------------------------------------------------------------------------
def _play_lesson(lesson_id: str, rules: tuple[str, ...], title: Text, text: Text, start: Callable[[], Game],
                 task: Task, hints: tuple[Text, ...], questions: Callable[[random.Random], Sequence[Question]],
                 lab: Optional[str] = "trick") -> Lesson:
    """A lesson on the card table: the learner in P1's seat, three bots, the trick lab below."""
    return Lesson(lesson_id, GAME, rules, title, text, start, seat=0, bots=BOTS, task=task, hints=hints,
                  questions=questions, lab=lab)


def _played_card(code: str) -> Callable[[Game], bool]:
    return lambda g: any(step.action == f"play {code}" for step in _learner_steps(g))


def _zero_point_discard(g: Game) -> bool:
    steps = [s for s in _learner_steps(g) if s.action.startswith("play ")]
    return bool(steps) and card_points(steps[0].action.split()[1]) == 0


_CLICK_GREY = Text("Click a greyed card: the panel names the rule that forbids it.",
                 "Haz clic en una carta gris: el panel nombra la regla que la prohíbe.")

LESSONS = [
    _play_lesson(
        "cards", ("R-DECK-1", "R-DECK-2", "R-DECK-3", "R-DECK-4", "R-DECK-5", "R-DECK-6"),
        Text("The cards, their order and their points", "Las cartas, su orden y sus puntos"),
        Text("<p>Matzlfangen is played with 32 German-suited cards: four suits, <b>Eichel</b> (acorns), <b>Laub</b> "
           "(leaves), <b>Herz</b> (hearts) and <b>Schellen</b> (bells), of eight cards each. No suit outranks "
           "another.</p><p>In every suit, trumps too, the order from high to low is <b>Sau</b> (the “ace”, "
           "marked A) · <b>Zehn</b> (the ten) · <b>König</b> (king) · <b>Ober</b> (upper knave) · <b>Unter</b> "
           "(lower knave) · 9 · 8 · 7. They score 11, 10, 4, 3 and 2 points; the 9, 8 and 7 score nothing. That "
           "makes 120 points in the pack, and the last trick adds 10: 130 in a deal.</p><p>The Ten of the trump "
           "suit has a name of its own: the <b>Matzl</b>. The game, “Matzl-catching”, is named after it.</p>"
           "<p>Your hand here holds every Eichel card, from the Sau down to the 7; the small number in a card's "
           "corner is its points.</p>",
           "<p>El Matzlfangen se juega con 32 cartas de palos alemanes: cuatro palos, <b>Eichel</b> (bellotas), "
           "<b>Laub</b> (hojas), <b>Herz</b> (corazones) y <b>Schellen</b> (cascabeles), de ocho cartas cada uno. "
           "Ningún palo vale más que otro.</p><p>En cada palo, también en el de triunfo, el orden de mayor a menor "
           "es <b>Sau</b> (el «as», con una A) · <b>Zehn</b> (el diez) · <b>König</b> (el rey) · <b>Ober</b> (el "
           "caballo) · <b>Unter</b> (la sota) · 9 · 8 · 7. Valen 11, 10, 4, 3 y 2 puntos; el 9, el 8 y el 7 no "
           "valen nada. Eso suma 120 puntos en la baraja, y la última baza añade 10: 130 en cada reparto.</p>"
           "<p>El diez del palo de triunfo tiene nombre propio: el <b>Matzl</b>. El juego, «cazar el Matzl», se "
           "llama así por él.</p><p>Aquí tu mano tiene todas las cartas de Eichel, de la Sau al 7; el numerito de "
           "la esquina de cada carta son sus puntos.</p>"),
        lambda: game(hands=["EA EX EK EO EU E9 E8 E7", None, None, None], trump="H", seed=5),
        Task(Text("Lead the card of your hand that is worth the most points.",
                "Sal con la carta de tu mano que más puntos vale."), _led_most_points,
             Text("The Sau is worth 11, more than any other card.", "La Sau vale 11, más que ninguna otra carta.")),
        (Text("The Sau is marked A.", "La Sau lleva una A."),),
        _cards_questions, lab=None),
    _play_lesson(
        "follow", ("R-PLAY-2",), Text("Follow suit (Farbzwang)", "Asistir al palo (Farbzwang)"),
        Text("<p>The first card of a trick sets the <b>led suit</b>. If you hold that suit, you must play it: this is "
           "<b>Farbzwang</b>, the duty to follow suit (R-PLAY-2). When a trump is led, following means playing a "
           "trump.</p><p>On your turn the cards you may play stand out and the others are greyed. Click a grey "
           "card to hear why it is not allowed. The <b>trick lab</b> below gives you fresh tricks to practise "
           "on.</p><p>In the next lessons P4 plays <b>Treiben</b> alone against the other three, with Herz as "
           "trumps: you, P2 and P3 play together.</p>",
           "<p>La primera carta de una baza fija el <b>palo de salida</b>. Si tienes ese palo, debes jugarlo: es el "
           "<b>Farbzwang</b>, la obligación de asistir al palo (R-PLAY-2). Si se sale a triunfo, asistir es jugar "
           "un triunfo.</p><p>Cuando te toca, las cartas que puedes jugar se destacan y las demás aparecen en gris. "
           "Haz clic en una carta gris para saber por qué no está permitida. El <b>laboratorio de bazas</b> de "
           "abajo te da bazas nuevas para practicar.</p><p>En las próximas lecciones P4 juega <b>Treiben</b> solo "
           "contra los otros tres, con triunfo Herz: tú, P2 y P3 jugáis juntos.</p>"),
        lambda: game(**POSITIONS["follow"]),
        Task(Text("P4 led the Laub König: follow suit.", "P4 salió con el Laub König: asiste al palo."), _played,
             Text("You followed suit, as Farbzwang requires.", "Has asistido al palo, como exige el Farbzwang.")),
        (Text("The trick was led with a Laub card, and you hold two.", "Se salió con una carta de Laub, y tienes dos."),
         _CLICK_GREY),
        _trick_questions(("follow", "head", "follow-trumped"), n=4)),
    _play_lesson(
        "head", ("R-PLAY-3",), Text("Must beat the best card (Stichzwang)", "Obligación de montar (Stichzwang)"),
        Text("<p>Following suit is not always enough. If one of your cards of the led suit beats the best card in "
           "the trick, you must play such a card: this is <b>Stichzwang</b>, the duty to head the trick "
           "(R-PLAY-3). Only when none of yours can beat it may you play any card of the suit.</p>",
           "<p>Asistir no siempre basta. Si alguna de tus cartas del palo de salida supera a la mejor carta de la "
           "baza, debes jugar una de ellas: es el <b>Stichzwang</b>, la obligación de montar (R-PLAY-3). Solo si "
           "ninguna puede superarla puedes jugar cualquier carta del palo.</p>"),
        lambda: game(**POSITIONS["head"]),
        Task(Text("P4 led the Laub König. Play the card the rules make you play.",
                "P4 salió con el Laub König. Juega la carta que te obligan a jugar las reglas."), _played,
             Text("The Laub Sau beats the König, so Stichzwang made you play it.",
                "La Laub Sau supera al König, así que el Stichzwang te obligaba a jugarla.")),
        (Text("Which of your Laub cards is higher than the König?", "¿Cuál de tus cartas de Laub supera al König?"),
         _CLICK_GREY),
        _trick_questions(("head",), n=4)),
    _play_lesson(
        "trump", ("R-PLAY-4", "R-TRICK-1"), Text("Must trump (Trumpfzwang)", "Obligación de fallar (Trumpfzwang)"),
        Text("<p>If you cannot follow suit but hold a trump, you must play a trump: <b>Trumpfzwang</b>, the duty to "
           "trump (R-PLAY-4). A trump beats every card of the other suits. So the highest trump in a trick wins "
           "it; with no trump in it, the highest card of the led suit wins, and a card of another suit never "
           "does (R-TRICK-1).</p>",
           "<p>Si no puedes asistir pero tienes triunfo, debes jugar un triunfo: el <b>Trumpfzwang</b>, la "
           "obligación de fallar (R-PLAY-4). Un triunfo gana a cualquier carta de los otros palos. Así que el "
           "triunfo más alto de una baza la gana; si no hay triunfo, la gana la carta más alta del palo de salida, "
           "y nunca una carta de otro palo (R-TRICK-1).</p>"),
        lambda: game(**POSITIONS["trump"]),
        Task(Text("You have no Laub: trump the trick.", "No tienes Laub: falla la baza."), _played,
             Text("Without the led suit, Trumpfzwang makes you trump.", "Sin el palo de salida, el Trumpfzwang te "
                "obliga a fallar.")),
        (Text("Herz is trumps this deal.", "En este reparto el triunfo es Herz."), _CLICK_GREY),
        _trick_questions(("trump",), n=3, winners=2)),
    _play_lesson(
        "trumped", ("R-PLAY-3", "R-PLAY-2"), Text("A trumped trick frees the led suit",
                                                "Una baza fallada libera el palo de salida"),
        Text("<p>Once someone has trumped a trick, no card of the led suit can win it any more, so Stichzwang is "
           "off: you must still follow suit, but <b>any</b> card of that suit will do, and you may keep your Sau "
           "for later (R-PLAY-3). You may not trump instead: following suit comes first (R-PLAY-2).</p>",
           "<p>En cuanto alguien falla una baza, ninguna carta del palo de salida puede ganarla ya, así que el "
           "Stichzwang no cuenta: debes seguir asistiendo, pero vale <b>cualquier</b> carta de ese palo, y puedes "
           "guardarte la Sau para más adelante (R-PLAY-3). No puedes fallar en su lugar: asistir va primero "
           "(R-PLAY-2).</p>"),
        lambda: game(**POSITIONS["trumped"]),
        Task(Text("P4 trumped the Laub König. Keep your Sau: follow with your lowest Laub.",
                "P4 falló el Laub König. Guárdate la Sau: asiste con tu Laub más baja."), _played_card("L7"),
             Text("The trick was trumped, so no Laub could win it: the 7 was allowed, and the Sau stays in your "
                "hand.", "La baza estaba fallada, así que ningún Laub podía ganarla: el 7 valía, y la Sau se queda "
                "en tu mano.")),
        (Text("The Herz 8 is a trump.", "El Herz 8 es un triunfo."), _CLICK_GREY),
        _trick_questions(("follow-trumped",), n=4)),
    _play_lesson(
        "over", ("R-PLAY-4", "R-TRICK-1"), Text("Over-trump, and trump low", "Contrafallar, y fallar por debajo"),
        Text("<p>If the trick is already trumped and you cannot follow, you must <b>over-trump</b> if you can: play "
           "a higher trump than the one in the trick. If you cannot, you must still play a trump, even a lower "
           "one (R-PLAY-4). Only a player with neither the led suit nor a trump is free.</p>",
           "<p>Si la baza ya está fallada y no puedes asistir, debes <b>contrafallar</b> si puedes: jugar un "
           "triunfo más alto que el de la baza. Si no puedes, igualmente debes jugar triunfo, aunque sea más bajo "
           "(R-PLAY-4). Solo quien no tiene ni el palo de salida ni triunfo juega libre.</p>"),
        lambda: game(**POSITIONS["over"]),
        Task(Text("P4 trumped with the Herz Ober. Play the card the rules make you play.",
                "P4 falló con el Herz Ober. Juega la carta que te obligan a jugar las reglas."), _played,
             Text("The Herz Sau is the only trump above the Ober: you had to over-trump.",
                "La Herz Sau es el único triunfo por encima del Ober: tenías que contrafallar.")),
        (Text("Which of your trumps beats the Herz Ober?", "¿Cuál de tus triunfos supera al Herz Ober?"),
         _CLICK_GREY),
        _trick_questions(("over-trump", "under-trump"), n=3, winners=2)),
    _play_lesson(
        "free", ("R-PLAY-5",), Text("The free discard", "El descarte libre"),
        Text("<p>With neither the led suit nor a trump you may play any card (R-PLAY-5). It cannot win the trick, "
           "so give away as few points as you can, unless your partner is winning it. In a Durch there are no "
           "trumps at all: whoever cannot follow suit plays anything.</p>",
           "<p>Sin el palo de salida y sin triunfo puedes jugar cualquier carta (R-PLAY-5). No puede ganar la baza, "
           "así que regala los menos puntos posibles, salvo que la vaya ganando tu compañero. En un Durch no hay "
           "triunfo: quien no puede asistir juega lo que quiera.</p>"),
        lambda: game(**POSITIONS["free"]),
        Task(Text("You have neither Schellen nor Herz: throw away a card worth no points.",
                "No tienes ni Schellen ni Herz: tira una carta que no valga puntos."), _zero_point_discard,
             Text("Any card was allowed; a 9 or an 8 gives the opponents nothing.",
                "Valía cualquier carta; un 9 o un 8 no regala nada a los rivales.")),
        (Text("The 9 and the 8 score nothing.", "El 9 y el 8 no valen nada."),),
        _trick_questions(("free",), n=3)),
    _play_lesson(
        "partner", ("R-PLAY-6",), Text("You must beat even your partner", "Hay que montar incluso a tu compañero"),
        Text("<p>The compulsions hold even when your own partner is winning the trick (R-PLAY-6). Here P3 plays "
           "<b>Treiben</b> alone against you, P2 and P4, and your partner P4 leads the Laub König. You hold the "
           "Laub Sau, so Stichzwang makes you play it over your partner's card.</p>",
           "<p>Las obligaciones valen incluso cuando tu compañero va ganando la baza (R-PLAY-6). Aquí P3 juega "
           "<b>Treiben</b> solo contra ti, P2 y P4, y tu compañero P4 sale con el Laub König. Tienes la Laub Sau, "
           "así que el Stichzwang te obliga a jugarla encima de la carta de tu compañero.</p>"),
        lambda: game(**POSITIONS["partner"]),
        Task(Text("Play the card the rules make you play.", "Juega la carta que te obligan a jugar las reglas."),
             _played, Text("Stichzwang held even against your partner: the Sau had to go.",
                         "El Stichzwang valía incluso contra tu compañero: la Sau tenía que salir.")),
        (Text("Click the Laub 7 to read the rule.", "Haz clic en el Laub 7 para leer la regla."),),
        _trick_questions(COMPELLED, n=4, contract="treiben", declarer=2, partner_winning=True)),
    _play_lesson(
        "count", ("R-SCORE-1", "R-SCORE-2", "R-DECK-5"), Text("Counting to 66", "Contar hasta 66"),
        Text("<p>At the end of a deal each side adds up the points in the tricks it won, and the side that won the "
           "<b>last trick</b> adds 10 (R-SCORE-1). The two totals always make 130. The declaring side needs "
           "<b>66</b> to win; 65 against 65 is a loss for it (R-SCORE-2).</p><p>The bar under your hand counts "
           "the points as the tricks are won, once you know who plays with whom.</p>",
           "<p>Al final de un reparto cada bando suma los puntos de las bazas que ganó, y el que ganó la "
           "<b>última baza</b> suma 10 más (R-SCORE-1). Los dos totales siempre suman 130. El bando del "
           "declarante necesita <b>66</b> para ganar; un 65 a 65 es una derrota para él (R-SCORE-2).</p><p>La "
           "barra bajo tu mano cuenta los puntos a medida que se ganan las bazas, en cuanto sabes quién juega con "
           "quién.</p>"),
        lambda: game(hands=["HA", None, None, None], trick="L7 S8 E9", to_move=0, trump="H", seed=9),
        Task(Text("Win the last trick: it is worth 10 more points.", "Gana la última baza: vale 10 puntos más."),
             _won_last, Text("The last trick's 10 went to your side; the count is on the table.",
                           "Los 10 de la última baza fueron para tu bando; el recuento está en la mesa.")),
        (Text("The Herz Sau is a trump.", "La Herz Sau es un triunfo."),),
        _count_questions, lab=None),
    _play_lesson(
        "matzl", ("R-MATZL-1", "R-DECK-6"), Text("Catching the Matzl", "Cazar el Matzl"),
        Text("<p>The <b>Matzl</b> is the Ten of trumps. A side <b>catches</b> it when it wins a trick that holds "
           "the Matzl played by the other side (R-MATZL-1). If your own partner's Matzl ends up in your trick, "
           "nothing happens. The trump Sau is the only card that beats the Matzl, so keep it until the Matzl "
           "falls.</p><p>Here P2 plays Treiben with Herz as trumps and leads the Herz Zehn.</p>",
           "<p>El <b>Matzl</b> es el diez de triunfo. Un bando lo <b>caza</b> cuando gana una baza que contiene el "
           "Matzl jugado por el otro bando (R-MATZL-1). Si el Matzl de tu compañero acaba en tu baza, no pasa nada. "
           "La Sau de triunfo es la única carta que gana al Matzl, así que guárdala hasta que caiga.</p><p>Aquí P2 "
           "juega Treiben con triunfo Herz y sale con el Herz Zehn.</p>"),
        lambda: game(**POSITIONS["matzl"]),
        Task(Text("Catch the Matzl.", "Caza el Matzl."), _caught,
             Text("Your side won the soloist's Matzl: the panel says what it is worth.",
                "Tu bando ganó el Matzl del solista: el panel dice cuánto vale.")),
        (Text("Only the trump Sau beats the Matzl.", "Solo la Sau de triunfo gana al Matzl."),),
        _matzl_questions),
    Lesson("deal", GAME, ("R-SEAT-1", "R-SEAT-2", "R-SEAT-3", "R-SEAT-4", "R-DEAL-1", "R-DEAL-2", "R-DEAL-3",
                          "R-DEAL-4"),
           Text("Seats, the deal, cut and knock", "Asientos, reparto, corte y golpe"),
           Text("<p>Four players, and no fixed partners: each deal's contract sets the sides (R-SEAT-1). Everything "
              "goes <b>clockwise</b> (R-SEAT-2). The player on the dealer's left is <b>Vorhand</b> (forehand): "
              "Vorhand speaks first and usually leads (R-SEAT-3). This deal's Vorhand deals the next one "
              "(R-SEAT-4).</p><p>The dealer shuffles and the player on the dealer's right <b>cuts</b>: the cards "
              "then come in two packets of 4 (R-DEAL-1, R-DEAL-2). Instead of cutting, that player may "
              "<b>knock</b> (<i>Klopfen</i>): all 8 cards come at once (R-DEAL-4). The dealer's own last card is "
              "turned up for all to see; its suit is the <b>turned suit</b>, and the dealer keeps it (R-DEAL-3)."
              "</p><p>Here you are P3, on the dealer's right.</p>",
              "<p>Cuatro jugadores y sin parejas fijas: el contrato de cada reparto forma los bandos (R-SEAT-1). "
              "Todo va en el <b>sentido de las agujas del reloj</b> (R-SEAT-2). El jugador a la izquierda del "
              "repartidor es <b>Vorhand</b> (la mano): habla primero y normalmente sale (R-SEAT-3). La mano de "
              "este reparto reparte el siguiente (R-SEAT-4).</p><p>El repartidor baraja y el jugador de su derecha "
              "<b>corta</b>: las cartas se dan entonces en dos paquetes de 4 (R-DEAL-1, R-DEAL-2). En vez de "
              "cortar, ese jugador puede <b>golpear el mazo</b> (<i>Klopfen</i>): se dan las 8 cartas de una vez "
              "(R-DEAL-4). La última carta del propio repartidor se vuelve boca arriba para que todos la vean; su "
              "palo es el <b>palo volteado</b>, y el repartidor se la queda (R-DEAL-3).</p><p>Aquí eres P3, a la "
              "derecha del repartidor.</p>"),
           lambda: dealt(12), seat=2, bots={0: "hint", 1: "hint", 3: "hint"},
           task=Task(Text("Cut or knock.", "Corta o golpea el mazo."), lambda g: _said(g, 2),
                     Text("The cards are dealt: the panel tells how, and the turn-up shows the turned suit.",
                        "Las cartas están repartidas: el panel cuenta cómo, y la carta volteada muestra el palo "
                        "volteado.")),
           questions=_deal_questions),
    Lesson("auction", GAME, ("R-BID-1", "R-BID-2", "R-BID-3", "R-BID-4"), Text("The auction", "La subasta"),
           Text("<p>After the deal each player speaks once, Vorhand first (R-BID-1): either <b>weiter</b> (“on”, a "
              "pass) or a contract higher than every bid so far (R-BID-2). From low to high: <b>Rufen</b> "
              "(“calling”: Vorhand plays with a partner, 2 against 2), <b>Treiben</b> (alone, trumps of your "
              "choice), <b>Neid-Spiel</b> (alone, the turned suit as trumps), <b>Durch</b> (alone and without "
              "trumps: win all 8 tricks) and <b>Trumpf-Durch</b> (all 8 tricks, the turned suit as trumps).</p>"
              "<p>If everybody says weiter, Vorhand plays Rufen: a deal is never thrown in (R-BID-3). Otherwise "
              "the highest bid wins and its bidder is the declarer (R-BID-4).</p>",
              "<p>Tras el reparto cada jugador habla una vez, empezando por Vorhand (R-BID-1): o bien <b>weiter</b> "
              "(«adelante», es decir, paso) o bien un contrato más alto que todas las pujas anteriores (R-BID-2). "
              "De menor a mayor: <b>Rufen</b> («llamar»: Vorhand juega con un compañero, 2 contra 2), "
              "<b>Treiben</b> (solo, con el triunfo que elijas), <b>Neid-Spiel</b> (solo, con el palo volteado "
              "como triunfo), <b>Durch</b> (solo y sin triunfo: ganar las 8 bazas) y <b>Trumpf-Durch</b> (las 8 "
              "bazas, con el palo volteado como triunfo).</p><p>Si todos dicen weiter, Vorhand juega Rufen: nunca "
              "se anula un reparto (R-BID-3). Si no, gana la puja más alta y quien la hizo es el declarante "
              "(R-BID-4).</p>"),
           lambda: dealt(13, ["cut"]), seat=0, bots=BOTS,
           task=Task(Text("You are Vorhand: say weiter, or bid a contract.", "Eres Vorhand: di weiter o puja un "
                        "contrato."), _said,
                     Text("You have spoken; press Next to hear the others.", "Ya has hablado; pulsa Siguiente para "
                        "oír a los demás.")),
           questions=_auction_questions),
    Lesson("call", GAME, ("R-CALL-1", "R-CALL-2", "R-CALL-3"), Text("Calling a partner", "Llamar a un compañero"),
           Text("<p>In Rufen, Vorhand calls a card that is <b>not a trump</b> and <b>not in Vorhand's own hand</b>, "
              "usually a Sau (R-CALL-1). Whoever holds it is Vorhand's partner for this deal (R-CALL-2). Nobody "
              "says so: the partnership stays secret until the called card is played, or the partner raises "
              "(R-CALL-3). Until then the table shows only the sides you know.</p>",
              "<p>En Rufen, Vorhand llama una carta que <b>no sea triunfo</b> y <b>no esté en su propia mano</b>, "
              "normalmente una Sau (R-CALL-1). Quien la tenga es su compañero en este reparto (R-CALL-2). Nadie lo "
              "dice: la pareja sigue en secreto hasta que se juega la carta llamada o el compañero sube "
              "(R-CALL-3). Hasta entonces la mesa solo muestra los bandos que conoces.</p>"),
           lambda: game(phase="call", seed=14), seat=0, bots=BOTS,
           task=Task(Text("Call a card: a Sau of a suit you hold is a good choice.",
                        "Llama una carta: una Sau de un palo que tengas es buena elección."), _called,
                     Text("Called. Your partner knows it is your partner; the others do not.",
                        "Llamada hecha. Tu compañero sabe que lo es; los demás no.")),
           questions=_call_questions),
    Lesson("treiben", GAME, ("R-BID-5", "R-PLAY-1"), Text("Treiben: naming the trumps", "Treiben: nombrar el triunfo"),
           Text("<p>In <b>Treiben</b> the soloist names the trump suit after the auction: any suit, the turned one "
              "too (R-BID-5). In the Neid-Spiel and Trumpf-Durch the turned suit is trumps; a Durch has none. "
              "Vorhand leads the first trick in Rufen, Treiben and the Neid-Spiel; in the two Durch contracts the "
              "declarer does; after that the winner of each trick leads the next (R-PLAY-1).</p><p>Here you bid "
              "Treiben and everyone else said weiter.</p>",
              "<p>En el <b>Treiben</b> el solista nombra el palo de triunfo tras la subasta: cualquier palo, "
              "también el volteado (R-BID-5). En el Neid-Spiel y el Trumpf-Durch el triunfo es el palo volteado; "
              "un Durch no tiene. Vorhand sale a la primera baza en Rufen, Treiben y el Neid-Spiel; en los dos "
              "Durch sale el declarante; después sale quien gana cada baza (R-PLAY-1).</p><p>Aquí pujaste "
              "Treiben y todos los demás dijeron weiter.</p>"),
           lambda: dealt(15, ["cut", "bid treiben", "weiter", "weiter", "weiter"]), seat=0, bots=BOTS,
           task=Task(Text("Name the trumps: your longest suit is a good choice.",
                        "Nombra el triunfo: tu palo más largo es buena elección."), lambda g: g.state.trump >= 0,
                     Text("Trumps are named; the raising comes next.", "Triunfo nombrado; ahora vienen las subidas.")),
           questions=_trump_questions),
    Lesson("raises", GAME, ("R-SPR-1", "R-SPR-2", "R-SPR-3", "R-SPR-4", "R-SPR-5"),
           Text("Raises: from Schuß to Drauffi", "Subidas: de Schuß a Drauffi"),
           Text("<p>Once the contract is fixed, the two sides may raise in turn, before the first card is led "
              "(R-SPR-3). This is <b>Spritzen</b>. Each raise adds <b>one</b> game point; nothing doubles "
              "(R-SPR-1). The defending side says the first raise, <b>Schuß</b>; the declaring side answers "
              "<b>Re</b>, and so on: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi, ten at most "
              "(R-SPR-2, R-SPR-4). Each player is asked in turn from Vorhand, and four passes in a row end the "
              "raising (R-SPR-5). A hidden partner who raises shows who it is.</p><p>Here P3 plays Treiben "
              "against you.</p>",
              "<p>Una vez fijado el contrato, los dos bandos pueden subir por turnos, antes de que salga la primera "
              "carta (R-SPR-3). Es el <b>Spritzen</b>. Cada subida añade <b>un</b> punto de juego; nada se dobla "
              "(R-SPR-1). El bando defensor dice la primera subida, <b>Schuß</b>; el del declarante responde "
              "<b>Re</b>, y así: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi, diez como máximo "
              "(R-SPR-2, R-SPR-4). Se pregunta a cada jugador por turno desde Vorhand, y cuatro pases seguidos "
              "cierran las subidas (R-SPR-5). Un compañero oculto que sube descubre quién es.</p><p>Aquí P3 juega "
              "Treiben contra ti.</p>"),
           lambda: game(contract="treiben", declarer=2, phase="raise", seed=16), seat=0, bots=BOTS,
           task=Task(Text("Say Schuß: raise the stake by one game point.", "Di Schuß: sube la apuesta un punto de "
                        "juego."), _raised,
                     Text("Schuß: the deal is now worth one more. P3 may answer with Re.",
                        "Schuß: el reparto vale ahora uno más. P3 puede responder con Re.")),
           questions=_raise_questions),
    Lesson("value", GAME, ("R-VALUE-1", "R-SCORE-3"), Text("The game value", "El valor de la partida"),
           Text("<p>The value V of a deal is built in steps (R-VALUE-1). The base: <b>1</b> for a plain win; "
              "<b>2</b> if the losers have under 30 points (<i>kein Wasser</i>, “no water”); <b>3</b> if they took "
              "no trick at all. A Durch or Trumpf-Durch is worth a flat 6, and is won only with all 8 tricks "
              "(R-SCORE-3). Then each raise adds 1.</p>",
              "<p>El valor V de un reparto se construye por pasos (R-VALUE-1). La base: <b>1</b> por una victoria "
              "simple; <b>2</b> si los perdedores tienen menos de 30 puntos (<i>kein Wasser</i>, «sin agua»); "
              "<b>3</b> si no hicieron ninguna baza. Un Durch o un Trumpf-Durch vale 6 fijos, y solo se gana con "
              "las 8 bazas (R-SCORE-3). Después, cada subida suma 1.</p>"),
           lambda: game(hands=["S7", None, None, None], trick="SK S8 L9", to_move=0, trump="H", raises=1, seed=17),
           seat=0, bots=BOTS,
           task=Task(Text("Play your last card and watch the value being built on the table.",
                        "Juega tu última carta y mira cómo se construye el valor en la mesa."), _deal_over,
                     Text("Each step of the value names its rule.", "Cada paso del valor nombra su regla.")),
           questions=_value_questions),
    Lesson("absolution", GAME, ("R-MATZL-2", "R-MATZL-3"),
           Text("The Matzl: absolution and bonus", "El Matzl: absolución y bonificación"),
           Text("<p>Catching the Matzl changes the value. If the side that caught it <b>loses</b> the deal, it pays "
              "nothing at all: the <b>absolution</b> cancels the base and the raises (R-MATZL-2). If it <b>wins</b>, "
              "it may <b>claim</b> one more game point; the losers do not pay it unless it is claimed "
              "(R-MATZL-3).</p><p>Here P2 plays Treiben and leads its Matzl into the last trick.</p>",
              "<p>Cazar el Matzl cambia el valor. Si el bando que lo cazó <b>pierde</b> el reparto, no paga nada: "
              "la <b>absolución</b> anula la base y las subidas (R-MATZL-2). Si <b>gana</b>, puede <b>reclamar</b> "
              "un punto de juego más; los perdedores no lo pagan si no se reclama (R-MATZL-3).</p><p>Aquí P2 juega "
              "Treiben y saca su Matzl en la última baza.</p>"),
           lambda: game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None], trick="HX S7 E8",
                        to_move=0, raises=1, seed=18), seat=0, bots=BOTS,
           task=Task(Text("Catch the Matzl, then claim the bonus on the table.",
                        "Caza el Matzl y luego reclama la bonificación en la mesa."), _caught,
                     Text("Caught, and your side won: press “Claim +1”, or the bonus is lost.",
                        "Cazado, y tu bando ganó: pulsa «Reclamar +1» o la bonificación se pierde.")),
           questions=_absolution_questions),
    Lesson("settle", GAME, ("R-SETTLE-1",), Text("Settlement: who pays whom", "Liquidación: quién paga a quién"),
           Text("<p>Game points are zero-sum (R-SETTLE-1). In Rufen each winner gets +V and each loser −V. In a solo "
              "the soloist gets +3V and each defender −V when the soloist wins, and the other way round when the "
              "soloist loses.</p><p>Here P2 plays Treiben, with two raises, and you play the last card.</p>",
              "<p>Los puntos de juego suman cero (R-SETTLE-1). En Rufen cada ganador recibe +V y cada perdedor −V. "
              "En un solo, el solista recibe +3V y cada defensor −V si gana el solista, y al revés si pierde.</p>"
              "<p>Aquí P2 juega Treiben, con dos subidas, y tú juegas la última carta.</p>"),
           lambda: game(contract="treiben", declarer=1, trump="E", hands=["E8", None, None, None], trick="S7 L8 H9",
                        to_move=0, raises=2, seed=19), seat=0, bots=BOTS,
           task=Task(Text("Play the last card and read who pays whom.", "Juega la última carta y lee quién paga a "
                        "quién."), _deal_over,
                     Text("The settlement is the last line on the table, with its rule.",
                        "La liquidación es la última línea de la mesa, con su regla.")),
           questions=_settle_questions),
    Lesson("full", GAME, ("R-PLAY-1", "R-SCORE-1"), Text("A whole deal", "Un reparto entero"),
           Text("<p>Now a whole deal against three bots, from the cut to the settlement. Press <b>Next</b> to see "
              "each bot move, ask for a <b>hint</b> when you want one, and ask the bots why they played as they "
              "did.</p>",
              "<p>Ahora un reparto entero contra tres bots, del corte a la liquidación. Pulsa <b>Siguiente</b> para "
              "ver cada jugada de los bots, pide una <b>pista</b> cuando quieras y pregunta a los bots por qué "
              "jugaron así.</p>"),
           lambda: new_game(GAME, seed=2026), seat=0, bots=BOTS,
           task=Task(Text("Play the deal to the end.", "Juega el reparto hasta el final."), lambda g: g.is_over,
                     Text("The table shows the value step by step and who pays whom.",
                        "La mesa muestra el valor paso a paso y quién paga a quién."))),
    # -- appendix: the variants, side by side with the default -------------------------------------------------
    Lesson("v-play", GAME, ("V-UT-FREE", "V-HEAD-LITERAL", "V-PARTNER-EXEMPT"),
           Text("Variants of trick play", "Variantes del juego de bazas"),
           _with(Text("Three tables play the compulsions differently.", "Tres mesas juegan las obligaciones de otra "
                    "manera."),
                 [("V-UT-FREE", Text("Void in the led suit and unable to over-trump: you must still trump (low).",
                                   "Sin el palo y sin poder contrafallar: igualmente hay que fallar (por debajo)."),
                   Text("You must trump only when that wins the trick; otherwise any card.",
                      "Solo hay que fallar si así se gana la baza; si no, cualquier carta.")),
                  ("V-HEAD-LITERAL", Text("Once the trick is trumped, any card of the led suit will do.",
                                        "Con la baza ya fallada, vale cualquier carta del palo de salida."),
                   Text("You must still beat the best card of the led suit.",
                      "Aún hay que superar la mejor carta del palo de salida.")),
                  ("V-PARTNER-EXEMPT", Text("The compulsions hold even against your partner.",
                                          "Las obligaciones valen incluso contra tu compañero."),
                   Text("When a partner you know of is winning, follow suit but no need to beat or trump.",
                      "Si gana un compañero conocido, hay que asistir pero no montar ni fallar."))]),
           lambda: game(hands=["H9 H7 EX", None, None, None], trick="SK HA", to_move=0,
                        trump="H", seed=20, variants={"V-UT-FREE"}),
           seat=0, questions=_variant_play_questions, appendix=True),
    Lesson("v-auction", GAME, ("V-CONTRACTS-3", "V-BID-SCHAFKOPF", "V-TREIBEN-NOT-TURNED", "V-TREIBEN-NAME-WITH-BID"),
           Text("Variants of the auction", "Variantes de la subasta"),
           _with(Text("The auction is the least documented part of the game; tables differ.",
                    "La subasta es la parte menos documentada del juego; cada mesa la juega a su manera."),
                 [("V-CONTRACTS-3", Text("Five contracts.", "Cinco contratos."),
                   Text("Only Rufen, Treiben and Durch.", "Solo Rufen, Treiben y Durch.")),
                  ("V-BID-SCHAFKOPF", Text("Everyone speaks once.", "Cada uno habla una vez."),
                   Text("An outbid player may bid again, higher.", "Quien es superado puede volver a pujar, más alto.")),
                  ("V-TREIBEN-NOT-TURNED", Text("Treiben may name any suit.", "El Treiben puede nombrar cualquier palo."),
                   Text("Not the turned suit (that is the Neid-Spiel).", "El palo volteado no (eso es el Neid-Spiel).")),
                  ("V-TREIBEN-NAME-WITH-BID", Text("The trumps are named after the auction.",
                                                 "El triunfo se nombra tras la subasta."),
                   Text("The trumps are named with the bid.", "El triunfo se nombra con la puja."))]),
           lambda: dealt(21, ["cut"], {"V-CONTRACTS-3"}), seat=None,
           questions=_variant_auction_questions, appendix=True),
    Lesson("v-call", GAME, ("V-CALL-ANY", "V-CALL-SK"), Text("Variants of the call", "Variantes de la llamada"),
           _with(Text("Which card may Vorhand call in Rufen?", "¿Qué carta puede llamar Vorhand en Rufen?"),
                 [("V-CALL-ANY", Text("Any card not held and not a trump.",
                                    "Cualquier carta que no tenga y no sea triunfo."),
                   Text("Any card not held, trumps too.", "Cualquier carta que no tenga, también triunfos.")),
                  ("V-CALL-SK", Text("No extra duties on the called card.", "La carta llamada no tiene deberes extra."),
                   Text("Only a Sau of a suit the caller holds; the partner must play it when its suit is first led "
                      "and may not throw it away.",
                      "Solo una Sau de un palo que tenga quien llama; el compañero debe jugarla la primera vez que "
                      "se sale a su palo y no puede descartarla."))]),
           lambda: game(phase="call", seed=22, variants={"V-CALL-SK"}), seat=0,
           questions=_variant_call_questions, appendix=True),
    Lesson("v-raise", GAME, ("V-SPR-MULT", "V-SPR-ANYONE-FIRST", "V-SPR-UNTIL-TRICK1"),
           Text("Variants of the raises", "Variantes de las subidas"),
           _with(Text("The raising rules rest on one source; three readings are common.",
                    "Las reglas de las subidas se apoyan en una sola fuente; hay tres lecturas habituales."),
                 [("V-SPR-MULT", Text("V = base + raises.", "V = base + subidas."),
                   Text("V = (1 + raises) × base.", "V = (1 + subidas) × base.")),
                  ("V-SPR-ANYONE-FIRST", Text("The defenders say Schuß.", "Los defensores dicen Schuß."),
                   Text("Either side may say the first raise.", "Cualquier bando puede decir la primera subida.")),
                  ("V-SPR-UNTIL-TRICK1", Text("Raising ends at the opening lead.", "Las subidas acaban al salir la "
                                            "primera carta."),
                   Text("Raising goes on until the first trick is gathered.", "Se puede subir hasta recoger la "
                      "primera baza."))]),
           lambda: game(contract="treiben", declarer=2, phase="raise", seed=23, variants={"V-SPR-ANYONE-FIRST"}),
           seat=None, questions=_variant_raise_questions, appendix=True),
    Lesson("v-value", GAME, ("V-TIE-VOID", "V-WASSER-30", "V-NEID-BASE2", "V-TDURCH-7", "V-MATZL-RAISES-DUE",
                             "V-MATZL-AUTO", "V-MATZL-NO-DURCH"),
           Text("Variants of the value and the Matzl", "Variantes del valor y del Matzl"),
           _with(Text("The value has the most table rules.", "El valor es donde más reglas de mesa hay."),
                 [("V-TIE-VOID", Text("65–65: the declarers lose.", "65–65: pierden los declarantes."),
                   Text("65–65: void, nobody pays.", "65–65: nulo, nadie paga.")),
                  ("V-WASSER-30", Text("Kein Wasser: under 30.", "Kein Wasser: menos de 30."),
                   Text("30 counts as kein Wasser too.", "30 también cuenta como kein Wasser.")),
                  ("V-NEID-BASE2", Text("Neid-Spiel: base 1, 2 or 3.", "Neid-Spiel: base 1, 2 o 3."),
                   Text("Neid-Spiel: base 2, 3 or 4.", "Neid-Spiel: base 2, 3 o 4.")),
                  ("V-TDURCH-7", Text("Trumpf-Durch is worth 6.", "El Trumpf-Durch vale 6."),
                   Text("Trumpf-Durch is worth 7.", "El Trumpf-Durch vale 7.")),
                  ("V-MATZL-RAISES-DUE", Text("Absolution cancels the raises too.", "La absolución anula también "
                                            "las subidas."),
                   Text("The raises are still paid.", "Las subidas se pagan igualmente.")),
                  ("V-MATZL-AUTO", Text("The bonus must be claimed.", "La bonificación hay que reclamarla."),
                   Text("The bonus is added by itself.", "La bonificación se suma sola.")),
                  ("V-MATZL-NO-DURCH", Text("A Matzl counts in Trumpf-Durch.", "El Matzl cuenta en el Trumpf-Durch."),
                   Text("No Matzl rule in Trumpf-Durch either.", "Tampoco hay regla del Matzl en el Trumpf-Durch."))]),
           lambda: game(hands=["S7", None, None, None], trick="SK S8 L9", to_move=0, trump="H", seed=24), seat=0,
           questions=_variant_value_questions, appendix=True),
    Lesson("v-settle", GAME, ("V-SOLO-FLAT", "V-DURCH-STOP"), Text("Variants of the solo", "Variantes del solo"),
           _with(Text("How a solo ends and pays.", "Cómo termina y paga un solo."),
                 [("V-SOLO-FLAT", Text("The soloist wins or loses 3V, each defender V.",
                                     "El solista gana o pierde 3V, cada defensor V."),
                   Text("The soloist wins or loses V in all; the defenders share it.",
                      "El solista gana o pierde V en total; los defensores se lo reparten.")),
                  ("V-DURCH-STOP", Text("A Durch is played out.", "Un Durch se juega hasta el final."),
                   Text("A Durch ends at the first trick lost.", "Un Durch termina en la primera baza perdida."))]),
           lambda: game(hands=["S7", None, None, None], trick="SK S8 L9", to_move=0, trump="H", seed=25), seat=0,
           questions=lambda rng: [*_variant_settle_questions(rng), *_variant_durch_questions(rng)], appendix=True),
    Lesson("v-deal", GAME, ("V-KNOCK-ANY", "V-TURNUP-TABLE", "V-SOLO-LEADS"),
           Text("Variants of the deal and the lead", "Variantes del reparto y la salida"),
           _with(Text("Small customs around the deal.", "Pequeñas costumbres en torno al reparto."),
                 [("V-KNOCK-ANY", Text("Only the cutter may knock.", "Solo el que corta puede golpear el mazo."),
                   Text("Vorhand, then the second player, may knock too.", "También pueden golpear Vorhand y "
                      "luego el segundo jugador.")),
                  ("V-TURNUP-TABLE", Text("The dealer takes the turn-up into hand.", "El repartidor recoge la carta "
                                        "volteada."),
                   Text("It stays face up until the dealer plays it.", "Se queda boca arriba hasta que el "
                      "repartidor la juega.")),
                  ("V-SOLO-LEADS", Text("Vorhand leads in Treiben and the Neid-Spiel.", "Vorhand sale en Treiben y "
                                      "el Neid-Spiel."),
                   Text("The soloist leads.", "Sale el solista."))]),
           lambda: dealt(26, (), {"V-KNOCK-ANY"}), seat=None,
           questions=_variant_deal_questions, appendix=True),
]

# Every rule ID of the rulebook is shown on a board and checked by a task or a question.
NOT_COVERED: dict[str, str] = {}
