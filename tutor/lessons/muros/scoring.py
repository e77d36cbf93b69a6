"""Lessons 10-12: who wins (MU23-MU27), no card to play (MU8), and a whole game (MU7, MU12, MU24)."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Optional

from ...core import Game
from ...core.i18n import Joined, Verbatim, text_of
from ...muros import HAND_SIZE, State, CARD_COLOURS, ranking_key, tiers, winners
from ..model import NO, YES, Lesson, Question, Task, Text, ask
from .common import (GAME, LEARNER, Dealt, Policy, after, colour_choices, colour_noun, count_choices, dealt, fresh,
                     game, join, seat_choices)

ALL = 36   # MU5: every card is placed by the end

EXAMPLE_CAPTURES = [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]


def rulebook_example(placed: int = 36, turn: Optional[int] = None, hands: Optional[list] = None) -> Game[State]:
    """The rules' example (rules/muros.md §6): red 7, blue 7, green 3, yellow 0 left; P1 took red 4, blue 1,
    yellow 5, P2 red 2, blue 3, green 2: P2 wins."""
    board = ["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)]
    return game(board=board, fill=False, captured=EXAMPLE_CAPTURES, placed=placed, turn=turn,
                hands=hands if hands is not None else [{}, {}], piles={}, seed=3)


Counts = dict[str, int]


def final_game(rng: random.Random, players: int, want: str = "", variants: Iterable[str] = (),
               tied: bool = False, accept: Callable[[Counts, list[Counts]], bool] = lambda counts, caps: True
               ) -> Game[State]:
    """A finished game: some tokens left on the board, some captured by each seat. want "shared" gives two
    seats the same captures (MU27), "tiebreak" the same captures of the majority colour (MU25); tied: two
    colours share the most tokens on the board (MU26); accept(board counts, captures): drawn again until true."""
    while True:
        counts, caps = _final_counts(rng, players, want, tied)
        if accept(counts, caps):
            break
    tokens = [c for c in CARD_COLOURS for _ in range(counts[c])] + ["W"] * rng.randrange(0, 10)
    cells = tokens + ["."] * (81 - len(tokens))
    rng.shuffle(cells)
    board = ["".join(cells[r * 9:(r + 1) * 9]) for r in range(9)]
    return game(board=board, fill=False, captured=caps, placed=36, turn=None, hands=[{}] * players, piles={},
                variants=variants, seed=rng.randrange(10**6))


def _final_counts(rng: random.Random, players: int, want: str, tied: bool) -> tuple[Counts, list[Counts]]:
    """The board counts and the captures of final_game."""
    counts = {c: rng.randrange(0, 9) for c in CARD_COLOURS}
    if tied:
        a, b = rng.sample(CARD_COLOURS, 2)
        counts[a] = counts[b] = max(counts.values())
    caps = [{c: rng.randrange(0, min(5, 17 - counts[c]) // players + 1) for c in CARD_COLOURS} for _ in range(players)]
    if want in ("shared", "tiebreak"):
        caps[1] = dict(caps[0])
        for s in range(2, players):
            caps[s] = {}
        lower = [c for c in CARD_COLOURS if c not in tiers(counts)[0] and counts[c] + 2 * caps[0][c] < 17]
        if want == "tiebreak" and lower:
            caps[1][rng.choice(lower)] += 1
    return counts, [{c: cap.get(c, 0) for c in CARD_COLOURS} for cap in caps]


def outcome(g: Game[State]) -> dict[str, Any]:
    """The engine's count at the end (MU23-MU27): the counts, the tiers, each seat's score per tier, winners."""
    state = g.state
    counts = state.board_counts()
    caps = [dict(zip(CARD_COLOURS, c)) for c in state.captured]
    keys = [list(ranking_key(c, counts, state.variants)) for c in caps]
    return {"counts": counts, "white": state.board.count("W"), "tiers": tiers(counts), "keys": keys,
            "winners": list(g.result().winners), "best_single": "TIER_BEST_SINGLE" in state.variants}


def told(o: dict[str, Any]) -> Text:
    """The count told as the engine tells it at the end of a game."""
    return _engine_says(o, "board-count", "majority", "ranking", "winner")


def _engine_says(o: dict[str, Any], *kinds: str) -> Text:
    """The engine's texts of these kinds for the count o, one after another."""
    return Joined([text_of(GAME, kind, o) for kind in kinds], " ")


def kind_of(o: dict[str, Any]) -> str:
    """'shared' (MU27), 'tiebreak' (a later tier decides, MU25/MU26) or 'majority' (the first tier, MU24)."""
    if len(o["winners"]) > 1:
        return "shared"
    firsts = [k[0] for k in o["keys"]]
    return "tiebreak" if firsts.count(max(firsts)) > 1 else "majority"


def _who_wins(rng: random.Random) -> Question:
    """Who wins, on a board where two colours tie for the most tokens, so adding up a tier decides (MU26)."""
    want = rng.choice(["majority", "tiebreak"])

    def fits(counts: Counts, caps: list[Counts]) -> bool:
        keys = [ranking_key(c, counts) for c in caps]
        firsts = [k[0] for k in keys]
        kind = "tiebreak" if firsts.count(max(firsts)) > 1 else "majority"
        return (kind == want and len(winners(counts, caps)) == 1
                and winners(counts, caps) != winners(counts, caps, {"TIER_BEST_SINGLE"}))

    g = final_game(rng, rng.choice([2, 3]), want, tied=True, accept=fits)
    return ask(g, Text("The game is over. Who wins?"),
               seat_choices(g.players), outcome, lambda o: [f"P{s + 1}" for s in o["winners"]], told,
               ("MU23", "MU24", "MU25", "MU26", "MU27"), seat=LEARNER, multi=True,
               highlight={"highlight": ["counts"]}, facts={"over": True})


def _tier_score(rng: random.Random) -> Question:
    """P1's score in the first tier when two colours tie on the board: the captures of both, added (MU26)."""
    while True:
        g = final_game(rng, 2, tied=True)
        o = outcome(g)
        top = o["tiers"][0]
        mine = g.state.captured[LEARNER]
        if len(top) == 2 and all(mine[CARD_COLOURS.index(c)] for c in top) and o["keys"][LEARNER][0] <= 8:
            break
    a, b = top
    return ask(g, Text("The game is over, and {a} and {b} tie for the most tokens on the board. What is P1's score in "
                       "that first tier?").format(a=colour_noun(a), b=colour_noun(b)),
               count_choices(8), outcome, lambda o: [str(o["keys"][LEARNER][0])],
               lambda o: _engine_says(o, "majority", "ranking"),
               ("MU26",), seat=LEARNER, highlight={"highlight": ["counts"]},
               facts={"over": True, "board_counts": g.state.board_counts()})


def _example(rng: random.Random) -> Question:
    g = rulebook_example()
    return ask(g, Text("The board keeps red 7, blue 7, green 3, yellow 0. P1 captured red 4, blue 1, yellow 5; P2 red "
                       "2, blue 3, green 2. Who wins?"),
               seat_choices(2), outcome, lambda o: [f"P{s + 1}" for s in o["winners"]], told,
               ("MU24", "MU25", "MU26"), seat=LEARNER, multi=True, highlight={"region": "score"},
               facts={"board_counts": {"R": 7, "B": 7, "G": 3, "Y": 0}, "captured": EXAMPLE_CAPTURES, "over": True})


def _tier_of(rng: random.Random, level: int) -> Question:
    """Which colours the count compares first (level 0: the majority colour, MU24) or next (level 1, MU25)."""
    while True:
        g = final_game(rng, rng.choice([2, 3]))
        if len(tiers(g.state.board_counts())) > level + 1:
            break
    prompt = (Text("The game is over. Which colour decides the winner first? (Pick every colour that counts.)") if level == 0 else
              Text("The game is over. If the players tie on the colour that decides first, which colour do they "
                   "compare next? (Pick every colour that counts.)"))

    def explain(o: dict[str, Any]) -> Text:
        return _engine_says(o, "board-count", "majority")

    return ask(g, prompt, colour_choices(), outcome, lambda o: o["tiers"][level], explain,
               ("MU23", "MU24", "MU26") if level == 0 else ("MU23", "MU25", "MU26"), seat=LEARNER, multi=True,
               highlight={"highlight": ["counts"]}, facts={"over": True})


def _scoring_questions(rng: random.Random) -> list[Question]:
    return [_example(rng), _who_wins(rng), _tier_of(rng, 0), _tier_score(rng)]


# -- 11. no card to play -------------------------------------------------------------------------------------------
def emptying(first: frozenset[int]) -> Policy:
    """A way to play toward the end of a game: the seats in `first` use up their hands before the piles,
    the others take from the piles while they can (MU7), so some hands run dry before others."""
    def choose(g: Game[State], rng: random.Random) -> str:
        legal = [a for a in g.legal_actions() if a != "pass"]
        piled = [a for a in legal if " pile" in a]
        hand = [a for a in legal if " pile" not in a]
        prefer = (hand or piled) if g.to_move in first else (piled or hand)
        return rng.choice(prefer)
    return choose


def skip_game(seed: int, held: list[int]) -> Game[State]:
    """A game played from a deal until every pile is empty and each seat holds `held` cards, P1 to move."""
    dry = frozenset(s for s, n in enumerate(held) if not n)
    return dealt(len(held), seed, ALL - sum(held),
                 lambda g: [sum(h) for h in g.state.hands] == held and not any(g.state.piles), policy=emptying(dry))


def _skip(rng: random.Random) -> Question:
    players = rng.choice([3, 4])
    while True:
        held = [1] + [rng.choice([0, 1]) for _ in range(players - 1)]
        if any(held[1:]) and not all(held[1:]):
            break
    g = skip_game(rng.randrange(10**6), held)
    empty = [Verbatim(f"P{s + 1}") for s in range(1, players) if not held[s]]

    def explain(nxt: int) -> Text:
        skipped = [Verbatim(f"P{s + 1}") for s in range(1, nxt) if not held[s]]
        if skipped:
            return Text("{seat}: {names} has no card to use, so its turn is skipped (MU8).",
                        plural="{seat}: {names} have no card to use, so their turns are skipped (MU8).",
                        n=len(skipped)).format(seat=f"P{nxt + 1}", names=join(skipped))
        return Text("P{value}: it still holds a card, so it plays; only a player with no card to use is skipped "
                    "(MU8).").format(value=nxt + 1)

    return ask(g, Text("P1 places its last card. {who} has no card left, and every face-up pile is empty. Who plays "
                       "next?",
                       plural="P1 places its last card. {who} have no card left, and every face-up pile is empty. "
                       "Who plays next?", n=len(empty)).format(who=join(empty)),
               seat_choices(players)[1:], _next_seat,
               lambda nxt: [f"P{nxt + 1}"], explain, ("MU8",), seat=LEARNER, highlight={"region": "cards"},
               facts={"players": players, "to_move": LEARNER, "piles_empty": True, "hand_size": (LEARNER, 1),
                      "empty_hands": [s for s in range(players) if not held[s]]})


def _next_seat(x: Game[State]) -> int:
    seat = after(x, x.legal_actions()[0]).to_move
    assert seat is not None
    return seat


def _no_pass(rng: random.Random) -> Question:
    g = dealt(rng.choice([2, 3]), rng.randrange(10**6), rng.randrange(0, 30))
    return ask(g, Text("May P1 pass instead of placing a card?"),
               (YES, NO), lambda x: "pass" in x.legal_actions(), lambda ok: ["yes" if ok else "no"],
               lambda ok: Text("No: you may not pass while you can place a card, from your hand or from a face-up "
                               "pile (MU8)."),
               ("MU8",), seat=LEARNER, highlight={"region": "cards"}, facts={"to_move": LEARNER})


def _pile_left(rng: random.Random) -> Question:
    """P1's hand is empty but a face-up pile is not: P1 still has a card to use, so it may not pass (MU8)."""
    players = rng.choice([2, 3])
    dealt_out = players * HAND_SIZE[players]          # P1, to move, has had a turn per card of its hand
    g = dealt(players, rng.randrange(10**6), rng.randrange(dealt_out, dealt_out + 8),
              lambda x: not any(x.state.hands[LEARNER]) and any(x.state.piles), policy=emptying(frozenset({LEARNER})))
    return ask(g, Text("P1 has no card left in hand, but some face-up piles still hold cards. May P1 pass?"),
               (YES, NO), lambda x: "pass" in x.legal_actions(), lambda ok: ["yes" if ok else "no"],
               lambda ok: Text("No: a card from a face-up pile is a card P1 can use, so P1 must place one; only a "
                               "player with no card in hand and every pile empty is skipped (MU8)."),
               ("MU8",), seat=LEARNER, highlight={"region": "cards"},
               facts={"to_move": LEARNER, "hand_size": (LEARNER, 0), "piles_empty": False})


def _skip_questions(rng: random.Random) -> list[Question]:
    out = [_skip(rng), _no_pass(rng), _pile_left(rng)]
    rng.shuffle(out)
    return out


SCORING = Lesson(
    "scoring", GAME, ("MU23", "MU24", "MU25", "MU26", "MU27"), Text("Who wins"),
    Text("<p>At the end, count the tokens of each colour <b>left on the board</b> (white does not count). "
         "The colour with the most is the majority colour; whoever captured the most of it wins. Ties "
         "between players go to the colour second on the board, then third, then fourth. Colours tied on "
         "the board form one <b>tier</b>, and captures of a tier are added up. Players still tied share "
         "the win.</p>"),
    lambda: rulebook_example(), seat=LEARNER, questions=_scoring_questions)

SKIP_START = Dealt(lambda: skip_game(9, [1, 0, 1]))

SKIP = Lesson(
    "skip", GAME, ("MU8",), Text("No card to play"),
    Text("<p>You may not pass while you have a card to use, from your hand or from a pile. A player with "
         "no card in hand, when every pile is empty, is skipped.</p>"),
    SKIP_START, seat=LEARNER,
    bots={1: "hint", 2: "hint"},
    task=Task(Text("Place your last card, then watch who plays."),
              SKIP_START.played, Text("P2 had nothing to play, so P3 moved.")),
    questions=_skip_questions, controls=("next",))

FULL = Lesson(
    "full", GAME, ("MU7", "MU12", "MU24"), Text("A whole game"),
    Text("<p>Now a whole game against two bots. Press <b>Next</b> to see each bot move, ask for a "
         "<b>hint</b> when you want one, and ask why a bot played as it did.</p>"),
    lambda: fresh(3, 2026), seat=LEARNER, bots={1: "hint", 2: "hint"},
    task=Task(Text("Play the game to the end."), lambda g: g.is_over,
              Text("The end card explains the count."), whole_game=True),
    controls=("undo", "history", "next", "auto", "why"))

LESSONS = [SCORING, SKIP, FULL]
__all__ = ["LESSONS", "rulebook_example", "final_game", "outcome", "told"]
