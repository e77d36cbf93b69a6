"""What every Muros lesson shares: positions (the engine's make_position, through tutor.muros.game), the
learner's seat, the words of choices, and FACTS, the checks of every fact a question's prompt states."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Sequence

from ...core import Game, TutorError
from ...core.bots import RandomBot
from ...core.i18n import Text, Verbatim, Word, text_of
from ...muros import (CARD_COLOURS, GLYPH, LINE_CELLS, LINES, RULES, SLOTS, State, colour, colour_noun, game, join,
                      line_name, opposite, read_line, reading)
from ..model import Choice

GAME = "muros"
LEARNER = 0                     # P1, the learner's seat in every lesson
Muros = Game[State]

__all__ = ["GAME", "LEARNER", "Muros", "game", "at", "fresh", "played", "dealt", "Dealt", "any_card", "Policy", "usable", "placing", "worlds", "count_choices", "seat_choices",
           "colour_choices", "card_text", "line_text", "colour", "colour_noun", "join",
           "after", "FACTS", "reading", "GLYPH", "CARD_COLOURS", "SLOTS", "opposite", "read_line", "random_moves",
           "colour_text", "refusal"]


def at(**position: Any) -> Callable[[], Muros]:
    """A lesson's start: a game at the position make_position builds from these arguments."""
    return lambda: game(**position)


def fresh(players: int, seed: int, variants: Iterable[str] = ()) -> Muros:
    """A game at its deal (MU2-MU6), for a lesson or a question."""
    return Game(RULES, players=players, seed=seed, variants=variants)


def random_moves(g: Muros, rng: random.Random, n: int) -> Muros:
    """The game after n random legal moves (a realistic board), as a fresh game at that position."""
    bot = RandomBot(rng.randrange(2**32))
    for _ in range(n):
        if g.is_over:
            break
        g.play(bot.choose(g))
    return Game(RULES, seed=g.seed, position=g.position())


Policy = Callable[[Muros, random.Random], str]   # a game with a seat to move -> the action it plays


def any_card(g: Muros, rng: random.Random) -> str:
    """A random legal placement (never a voluntary pass, so every turn places a card): a slot the phase allows
    (MU9, MU11), a card the mover may use (MU7) and, facing another colour, a capture choice (MU19, MU20)."""
    state = g.state
    seat, phase1 = state.turn, state.placed < 18
    assert seat is not None
    cards = dict(zip(SLOTS, state.slots))
    slot = rng.choice([s for s in SLOTS if not cards[s] and bool(cards[opposite(s)]) != phase1])
    sources = [(c, "") for c, n in zip(CARD_COLOURS, state.hands[seat]) if n]
    sources += [(c, " pile") for c, n in zip(CARD_COLOURS, state.piles) if n]
    c, pile = rng.choice(sources)
    facing = cards[opposite(slot)]
    if not facing or facing == c:
        return f"{c}@{slot}{pile}"
    takes = [c, facing] + ([] if "MANDATORY_TAKE" in state.variants else ["none"])
    return f"{c}@{slot}{pile} take {rng.choice(takes)}"


def dealt(players: int, seed: int, placed: int, ok: Callable[[Muros], bool] = lambda g: True,
          variants: Iterable[str] = (), policy: Policy = any_card, seat: Optional[int] = LEARNER,
          tries: int = 500) -> Muros:
    """A game dealt from `seed` (or, if that deal does not get there, the next seeds) and played by legal
    moves until `placed` cards are on the board, `seat` is to move and `ok(game)` holds. Its history
    shows how the position arose (Undo walks back to the deal); a ValueError if no deal gets there."""
    for n in range(tries):
        rng = random.Random(seed + n)
        g = fresh(players, seed + n, variants)
        while not g.is_over and g.state.placed < placed:
            g.play(policy(g, rng))
        if g.state.placed == placed and (seat is None or g.to_move == seat) and ok(g):
            return g
    raise ValueError(f"no Muros deal from seed {seed} on reached {placed} cards placed in {tries} tries")


def usable(g: Muros) -> list[str]:
    """The card colours the seat to move may place now, from its hand or a face-up pile (MU7)."""
    seat = g.to_move
    if seat is None:
        return []
    return [c for c, mine, pile in zip(CARD_COLOURS, g.state.hands[seat], g.state.piles) if mine or pile]


def placing(g: Muros, c: str, slot: str, take: Optional[str] = None) -> str:
    """The legal action that puts a card of colour c in slot (from the hand if it holds one, else from
    the pile), with the capture choice `take` when the card faces another colour."""
    legal = g.legal_actions()
    for source in ("", " pile"):
        for tail in ([f" take {take}"] if take else ["", " take none"]):
            action = f"{c}@{slot}{source}{tail}"
            if action in legal:
                return action
    raise ValueError(f"no legal placement of a {c} card in {slot} here")


class Dealt:
    """A lesson's start built by legal play from a deal (dealt(...)), and the steps played since that start:
    a task looks only at those, not at the moves that made the position."""

    def __init__(self, make: Callable[[], Muros]) -> None:
        self.make = make
        self._moves: Optional[int] = None

    def __call__(self) -> Muros:
        return self.make()

    def since(self, g: Game[State]) -> list[Any]:
        """The steps of g after the lesson's start (none while Undo has gone back before it)."""
        if self._moves is None:
            self._moves = len(self.make().history)
        return g.history[self._moves:]

    def played(self, g: Game[State]) -> bool:
        """True once the learner has placed a card since the start."""
        return any(step.seat == LEARNER for step in self.since(g))


def played(g: Game[State], seat: int = LEARNER) -> bool:
    """True once `seat` has placed a card (on a start with no history of its own)."""
    return any(step.seat == seat for step in g.history)


# -- words of prompts and choices (the colours, slots and lines are tutor.muros's words) ----------------------
def colour_text(c: str) -> Word:
    """A colour as an adjective of a sentence (tutor.muros.colour: its forms are in the catalogs)."""
    return colour(c)


def card_text(c: str) -> Text:
    """"a red card" / "una carta roja" / "eine rote Karte"."""
    return Text("a {colour} card", context="muros lessons").format(colour=colour(c))


def line_text(slot: str) -> Text:
    """The line a slot closes: "row 3" / "la fila 3" / "Zeile 3"."""
    return line_name(slot)


def count_choices(top: int) -> tuple[Choice, ...]:
    """0 .. top as choices."""
    return tuple(Choice(str(n), Verbatim(str(n))) for n in range(top + 1))


def seat_choices(players: int) -> tuple[Choice, ...]:
    return tuple(Choice(f"P{s + 1}", Verbatim(f"P{s + 1}")) for s in range(players))


def colour_choices() -> tuple[Choice, ...]:
    """The four card colours, each with its shape."""
    return tuple(Choice(c, Text("{glyph} {colour_noun}", context="muros lessons").format(
        glyph=GLYPH[c], colour_noun=colour_noun(c))) for c in CARD_COLOURS)


# -- other worlds for the audit ---------------------------------------------------------------------------------
def worlds(q: Any, rng: random.Random) -> Iterator[Muros]:
    """Games that keep what a question's picture shows when it shows only a region (one line, the score, the
    cards): the same position with every board cell outside that region shuffled among themselves (so the
    counts the prompt may state stay), the slots, hands, piles and captures kept."""
    region = q.highlight.get("region")
    if not region:
        return
    position = q.game.position()
    board = "".join(position["board"])
    kept = {r * 9 + c for r, c in LINE_CELLS[region[5:]]} if region.startswith("line:") else set()
    free = [i for i in range(len(board)) if i not in kept]
    while True:
        tokens = [board[i] for i in free]
        rng.shuffle(tokens)
        cells = list(board)
        for i, t in zip(free, tokens):
            cells[i] = t
        shuffled = "".join(cells)
        yield Game(RULES, seed=q.game.seed, position=dict(position, board=[shuffled[r * 9:(r + 1) * 9]
                                                                           for r in range(9)]))


# -- engine facts ----------------------------------------------------------------------------------------------




def refusal(g: Game[State], slot: str) -> Optional[Text]:
    """Why `slot` takes no card now, as the engine refuses it (MU5 a filled slot, MU9 a slot facing a card in
    phase 1), without the rule ID (the question shows its rules as chips); None if the slot takes one."""
    try:
        g.rules.apply(g.state, f"Y@{slot}")      # the slot is checked before the card
    except TutorError as err:
        if err.rule in ("MU5", "MU9"):
            return text_of(err.game, err.kind, err.data)
    return None


def after(g: Game[State], action: str) -> Game[State]:
    """A fork of g with `action` played."""
    branch = g.fork()
    branch.play(action)
    return branch


def _line_is(g: Game[State], v: Sequence[str]) -> bool:
    slot, line = v
    return read_line(g.state.board, slot) == line


def _hand_size(g: Game[State], v: Sequence[int]) -> bool:
    seat, n = v
    return sum(g.state.hands[seat]) == n


def _captured(g: Game[State], v: Sequence[Mapping[str, int]]) -> bool:
    return [dict(zip(CARD_COLOURS, c)) for c in g.state.captured] == [
        {c: caps.get(c, 0) for c in CARD_COLOURS} for caps in v]


# name -> check(the pictured game, the value the prompt states) -> True if it holds there
FACTS: dict[str, Callable[[Game[State], Any], bool]] = {
    "players": lambda g, v: g.players == v,
    "to_move": lambda g, v: g.to_move == v,
    "over": lambda g, v: g.is_over == v,
    "placed": lambda g, v: g.state.placed == v,
    "phase": lambda g, v: (1 if g.state.placed < 18 else 2) == v and not g.is_over,
    "variant": lambda g, v: v in g.variants,
    "playable": lambda g, v: any(p[0] == v[1] and p[1] in (v[0], f"{v[0]} pile")   # (colour, slot): the mover
                                 for p in g.click_paths().values()),             # may put such a card there
    "facing": lambda g, v: g.state.slot(opposite(v[0])) == v[1],      # (slot, colour of the card facing it)
    "slot_card": lambda g, v: g.state.slot(v[0]) == v[1],              # (slot, its card or "")
    "line": _line_is,                                                  # (slot, the line from its end)
    "board_counts": lambda g, v: g.state.board_counts() == {c: v.get(c, 0) for c in CARD_COLOURS},
    "captured": _captured,                                             # one dict per seat
    "hand_size": _hand_size,                                           # (seat, cards in hand)
    "holds": lambda g, v: g.state.hands[v[0]][CARD_COLOURS.index(v[1])] > 0,   # (seat, colour)
    "piles_empty": lambda g, v: (not any(g.state.piles)) == v,
    "empty_hands": lambda g, v: [s for s in range(g.players) if not any(g.state.hands[s])] == list(v),
    "passes": lambda g, v: g.state.passes == v,                       # passes in a row (ALLOW_PASS)
    "lines_without_card": lambda g, v: sum(1 for a, b in _lines() if not g.state.slot(a) and not g.state.slot(b)) == v,
}


def _lines() -> list[tuple[str, str]]:
    return list(LINES)
