"""What every Matschig lesson shares: its positions (matschig.make_position), engine facts read on a game,
choices, and the fact checks the course audit runs on every fact a prompt states (FACTS).

Every question is built with `ask` from one position: its key and its explanation come from one engine fact
read on the game its picture shows. Cards are said in words ("water 3", "agua 3"), never in notation."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence, cast

from ... import new_game
from ...core import Game, Hint, TutorError
from ...core.i18n import Joined, Verbatim, seat_label, text_of
from ...matschig import MatschigState, make_position, round_score, say_cards, say_points
from ..model import Choice, Lesson, Text

GAME = "matschig"
LEARNER = 0
P = seat_label
MGame = Game[MatschigState]
BOTS = {1: "hint", 2: "hint", 3: "hint"}


def game(players: int = 4, **position: Any) -> MGame:
    """A Matschig game at the position make_position builds from these arguments (with_traces added)."""
    return from_position(make_position(players=players, **position))


def from_position(position: dict) -> MGame:
    """A game at a position dict (one make_position wrote, then changed in a field or two), with_traces added."""
    return cast(MGame, new_game(GAME, position=with_traces(position)))


def with_traces(position: dict) -> dict:
    """The position with the traces a pile of one type leaves (M17-M19): a mud always holds water and sand, so
    a pile of water alone means its sand was stopped or cancelled, and that sand card and the umbrella or special
    card that did it are out of play. Missing traces are taken from the bottom of the draw pile (its top, the
    next cards drawn, stays)."""
    out, deck = list(position["out"]), list(position["deck"])
    wanted = {"W" if {c[0] for c in pile} == {"S"} else "S" for pile in position["piles"]
              if len({c[0] for c in pile}) == 1}
    if not wanted:
        return position
    wanted.add("U")  # the defence card: an umbrella or a special card

    def kind(c: str) -> str:
        return "U" if c[0] == "U" or len(c) > 2 else c[0]
    for needed in sorted(wanted - {kind(c) for c in out}):
        found = next((c for c in deck if kind(c) == needed), None)
        if found is not None:
            deck.remove(found)
            out.append(found)
    return dict(position, out=out, deck=deck)


def after(g: MGame, *actions: str) -> MGame:
    """The game after some more actions, on a copy (the pictured game is never changed)."""
    branch = g.fork()
    for action in actions:
        branch.play(action)
    return branch


def table(g: MGame) -> dict:
    """The whole table, as the projector sees it (every hand, the draw pile)."""
    return g.view(None)


def hand(g: MGame, seat: int) -> list[str]:
    return list(table(g)["hands"][seat])


def pile(g: MGame, seat: int) -> list[str]:
    return list(table(g)["piles"][seat])


def mud(g: MGame) -> list[str]:
    return list(table(g)["mud"])


def pile_score(cards: Sequence[str], rules: object = None) -> int:
    """M26: what a mud pile scores (0 when empty); under rules that read M26 without its one-type clause (a
    counterfactual of the course audit, readings.py), the sum of its values."""
    if not cards:
        return 0
    if not getattr(rules, "one_type_rule", True):
        return sum(int(c[1]) for c in cards)
    return round_score(" ".join(cards))


def score(g: MGame, seat: int) -> int:
    """M26: what a seat's mud pile scores now, as the game's rules count it."""
    return pile_score(pile(g, seat), g.rules)


def playing(*actions: str) -> Callable[[MGame], MGame]:
    """A fact: the pictured game after these actions (played on a copy)."""
    return lambda g: after(g, *actions)


def refused(action: str) -> Callable[[MGame], Optional[Text]]:
    """A fact: the engine's refusal of an action on the pictured game (None if it is legal)."""
    return lambda g: refusal(g, action)


TRY = Text("Try this: {move}.")


def by_the_hint(lesson: Lesson) -> Lesson:
    """The lesson, its Hint button leading with the engine's own good move whenever that move does the task (the
    cheapest defence, say, rather than the first that works); else Lesson.hint's own search."""
    task = lesson.task
    if task is None or lesson.guide is not None:
        return lesson

    def guide(g: Game[MatschigState], lang: str) -> Optional[Hint]:
        hint = g.hint(lang)
        branch = g.fork()
        branch.play(hint.action)
        if not task.check(branch):
            return None
        return Hint(hint.action, TRY.format(move=g.describe(hint.action, lang))(lang), lesson.rules)
    return replace(lesson, guide=guide)


def legal(g: MGame, action: str) -> bool:
    return g.why_not(action) is None


def refusal(g: MGame, action: str) -> Optional[Text]:
    """The engine's refusal of an action with its rule ID ("M8: ..."), or None if it is legal."""
    try:
        g.fork().play(action)
    except TutorError as err:
        said = text_of(err.game, err.kind, err.data)
        return said if err.rule is None else Joined([Verbatim(f"{err.rule}: "), said])
    return None


def events(g: MGame, kind: str) -> list:
    """The events of one kind in the last step of a game."""
    return [e for e in g.history[-1].events if e.kind == kind] if g.history else []


def told(g: MGame, rules: Iterable[str] = (), kinds: Iterable[str] = (), seat: Optional[int] = LEARNER) -> Text:
    """The narration of the last step of a game (only some rules or kinds) as `seat` is told it (another
    player's draws stay hidden; seat None: the teacher, who sees everything)."""
    wanted_rules, wanted_kinds = set(rules), set(kinds)
    picked = [e for e in g.history[-1].seen_by(seat)
              if (not wanted_rules or e.rule in wanted_rules) and (not wanted_kinds or e.kind in wanted_kinds)]
    return Joined([text_of(e.game, e.kind, e.data) for e in picked], " ")


def words(cards: Iterable[str]) -> Text:
    """Cards in words: 'water 3 and sand 5'."""
    return say_cards(list(cards))


def points(n: int) -> Text:
    """'1 point', '3 points'."""
    return say_points(n)


def seats(n: int = 4, skip: Iterable[int] = ()) -> tuple[Choice, ...]:
    return tuple(Choice(P(q), Verbatim(P(q))) for q in range(n) if q not in set(skip))


def numbers(values: Iterable[int]) -> tuple[Choice, ...]:
    return tuple(Choice(str(v), Verbatim(str(v))) for v in sorted(set(values)))


def spread(answer: int, likely: Iterable[int], rng: random.Random) -> tuple[Choice, ...]:
    """Four numbers to choose from, in a seeded order: the answer, one or two likely mistakes, and near misses on
    either side (so neither the set nor the order gives the answer away)."""
    wrong = [n for n in dict.fromkeys(likely) if n != answer and n >= 0]
    picked = rng.sample(wrong, min(len(wrong), rng.choice([1, 2])))
    near = [n for n in (answer - 2, answer - 1, answer + 1, answer + 2) if n >= 0 and n != answer and n not in picked]
    picked += rng.sample(near, 3 - len(picked))
    choices = list(numbers([answer, *picked]))
    rng.shuffle(choices)
    return tuple(choices)


def card_choices(cards: Iterable[str], none: Optional[Text] = None) -> tuple[Choice, ...]:
    out = [Choice(c, words([c])) for c in dict.fromkeys(cards)]
    if none is not None:
        out.append(Choice("none", none))
    return tuple(out)


def yes(ok: bool) -> list[str]:
    return ["yes" if ok else "no"]


def history_steps(g: MGame, seat: int = LEARNER) -> list:
    """The learner's steps of a lesson's game so far."""
    return [step for step in g.history if step.seat == seat]


def played(verb: str, seat: int = LEARNER) -> Callable[[MGame], bool]:
    """A task check: the seat played an action of this verb."""
    return lambda g: any(step.action.split()[0] == verb for step in history_steps(g, seat))


# -- the facts a prompt states, checked on the pictured position (the course audit) --------------------------
def _cards(text: str) -> Counter:
    return Counter(text.split())


def _view(g: Game[MatschigState]) -> dict:
    return g.view(None)


def _hand(g: Game[MatschigState], value: tuple[int, str]) -> bool:
    seat, cards = value
    return Counter(_view(g)["hands"][seat]) == _cards(cards)


def _holds(g: Game[MatschigState], value: tuple[int, str]) -> bool:
    seat, cards = value
    return not _cards(cards) - Counter(_view(g)["hands"][seat])


def _lacks(g: Game[MatschigState], value: tuple[int, str]) -> bool:
    seat, kind = value
    return not any(c.startswith(kind) and len(c) == 2 for c in _view(g)["hands"][seat])


def _nobody_throws(g: Game[MatschigState], value: bool) -> bool:
    """Whether no hand holds both a water card and a sand card."""
    kinds = [{c[0] for c in h if len(c) == 2} for h in _view(g)["hands"].values()]
    return all(not {"W", "S"} <= k for k in kinds) == value


def _umbrellas(g: Game[MatschigState], value: tuple[int, str]) -> bool:
    seat, cards = value
    return Counter(c for c in _view(g)["hands"][seat] if c[0] == "U" and len(c) == 2) == _cards(cards)


def _pile(g: Game[MatschigState], value: tuple[int, str]) -> bool:
    seat, cards = value
    return Counter(_view(g)["piles"][seat]) == _cards(cards)


def _mud(g: Game[MatschigState], value: str) -> bool:
    return Counter(_view(g)["mud"]) == _cards(value)


def _field(name: str) -> Callable[[Game[MatschigState], Any], bool]:
    return lambda g, value: _view(g)[name] == value


def _deck_top(g: Game[MatschigState], value: str) -> bool:
    """The draw pile's top cards, the top one first (the draw pile's last card is its top)."""
    top = value.split()
    return list(reversed(_view(g)["deck"]))[:len(top)] == top


def _deck_count(g: Game[MatschigState], value: int) -> bool:
    return _view(g)["deck_count"] == value


def _totals(g: Game[MatschigState], value: Sequence[int]) -> bool:
    return list(_view(g)["totals"]) == list(value)


def _round(g: Game[MatschigState], value: tuple[int, int]) -> bool:
    return (_view(g)["round"], _view(g)["rounds"]) == tuple(value)


def _received(g: Game[MatschigState], value: tuple[int, str]) -> bool:
    seat, cards = value
    return Counter(g.position()["received"][seat]) == _cards(cards)


def _passes(g: Game[MatschigState], value: int) -> bool:
    return g.position()["passes"] == value


def _variants(g: Game[MatschigState], value: Sequence[str]) -> bool:
    return set(g.variants) == set(value)


def _players(g: Game[MatschigState], value: int) -> bool:
    return g.players == value


FACTS: Mapping[str, Callable[[Game[MatschigState], Any], bool]] = {
    "hand": _hand, "holds": _holds, "lacks": _lacks, "umbrellas": _umbrellas, "pile": _pile, "mud": _mud,
    "thrower": _field("thrower"), "target": _field("target"), "sender": _field("sender"),
    "to_move": _field("to_move"), "starter": _field("starter"), "phase": _field("phase"),
    "deck_top": _deck_top, "deck_count": _deck_count, "totals": _totals, "round": _round,
    "received": _received, "passes": _passes, "variants": _variants, "players": _players,
    "nobody_throws": _nobody_throws,
}
# a second pile or hand in one prompt: the same checks under other names
FACTS = {**FACTS, "pile2": _pile, "pile3": _pile, "hand2": _hand, "holds2": _holds}
