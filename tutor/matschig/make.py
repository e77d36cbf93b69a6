"""make_position: a position a lesson writes from the few things that matter (hands, piles, a mud just
thrown, the draw pile), the rest filled deterministically from the seed. It sits above the rules: the rules
play the throw, so the position is the moment after it."""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Optional, Sequence, Union

from ..core.arguments import typed_arguments
from ..core.i18n import seat_label
from ..core.rng import seed_state, shuffled
from . import variants as V
from .cards import CARDS, HAND_SIZE, sort_cards
from .deck import deck_counter, deck_name
from .notation import parse_cards
from .position import check_snapshot, snapshot
from .rules import RULES
from .state import RACE, TURN, MatschigState

Cards = Union[str, Sequence[str]]


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _refuse(message: str) -> ValueError:
    return ValueError(f"make_position: {message}")


def _is_int(x: Any) -> bool:
    return type(x) is int


def _is_cards(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, (list, tuple)) and all(isinstance(c, str) for c in value))


def _cards(value: Cards, what: str) -> tuple[str, ...]:
    """Card names from text ('W3 S5') or a list (['W3', 'S5'])."""
    if not _is_cards(value):
        raise _refuse(f"{what} must be cards as text ('W3 S5') or a list of card names, not {_show(value)}")
    return parse_cards(value if isinstance(value, str) else " ".join(value))


def _seat_arg(value: Any, n: int, what: str) -> int:
    if not _is_int(value) or not 0 <= value < n:
        raise _refuse(f"{what} must be a seat number from 0 to {n - 1}, not {_show(value)}")
    return value


def _per_seat(value: Any, what: str, none_ok: bool) -> list:
    """A list with one entry per seat (some of them, from seat 0): the argument's type checked."""
    if not isinstance(value, (list, tuple)) or not all(
            (x is None and none_ok) or _is_cards(x) for x in value):
        each = "cards as text ('W3 S5'), a list of card names" + (", or None" if none_ok else "")
        raise _refuse(f"{what} must be a list with one entry per seat from P1 on ({each}), not {_show(value)}")
    return list(value)


def _check_setup(players: Any, seed: Any, rounds: Any, round: Any, totals: Any, deck_size: Any,
                 to_move: Any, race: Any, thrower: Any, target: Any) -> None:
    """A clear ValueError naming the argument for every argument of the wrong type."""
    if players is not None and (not _is_int(players) or not 3 <= players <= 6):
        raise _refuse(f"players must be a whole number from 3 to 6, not {_show(players)}")
    if not _is_int(seed) or not 0 <= seed < 2 ** 64:
        raise _refuse(f"seed must be a whole number from 0 to 2**64 - 1, not {_show(seed)}")
    if not _is_int(rounds) or rounds not in (2, 3):
        raise _refuse(f"rounds must be 2 or 3, not {_show(rounds)}")
    if not _is_int(round) or not 1 <= round <= 6:
        raise _refuse(f"round must be a whole number from 1 to the number of rounds, not {_show(round)}")
    if totals is not None and (not isinstance(totals, (list, tuple))
                               or not all(_is_int(t) and t >= 0 for t in totals)):
        raise _refuse(f"totals must be a list of whole numbers from 0 up, one per seat, not {_show(totals)}")
    for name, value in (("deck_size", deck_size), ("to_move", to_move), ("thrower", thrower), ("target", target)):
        if value is not None and not _is_int(value):
            raise _refuse(f"{name} must be a whole number, not {_show(value)}")
    if not isinstance(race, bool):
        raise _refuse(f"race must be True or False, not {_show(race)}")


@typed_arguments
def make_position(hands: Sequence[Optional[Cards]] = (), *, thrown: Optional[Cards] = None,
                  thrower: Optional[int] = None, target: Optional[int] = None,
                  piles: Sequence[Cards] = (), players: Optional[int] = None, seed: int = 0,
                  variants: Iterable[str] = (), rounds: int = 3, round: int = 1,
                  totals: Optional[Sequence[int]] = None, out: Cards = "",
                  deck: Optional[Cards] = None, deck_size: Optional[int] = None,
                  to_move: Optional[int] = None, race: bool = True) -> dict:
    """A position for a lesson that writes only what matters; the rest is filled from the seed.

    hands: per seat, its cards ('W3 S5 U2' or a list), or None for 7 cards dealt from the rest.
    players: 3 to 6; by default as many as hands or piles are given, and at least 4 when fewer than 3 are.
    thrown, thrower, target: the mud just thrown (one water and one sand card, given apart from
    the thrower's hand), by whom and at whom; the position is then the moment after the throw:
    a completion race (M14) or, if the mud is perfect, the target's defence. race=False lets every
    seat asked decline, so the position is the target's defence.
    piles: per seat, its mud pile this round. out: cards out of play.
    deck: the draw pile (top card LAST), every card not placed elsewhere then going out of play;
    or deck_size: how many of the remaining cards stay in the draw pile (the rest go out of play).
    Without a throw, to_move is the seat whose turn it is (default 0).
    The result is checked (a ValueError naming the argument or what is wrong) and can be given to
    tutor.new_game("matschig", position=...).
    """
    given_hands = _per_seat(hands, "hands", none_ok=True)
    given_piles = _per_seat(piles, "piles", none_ok=False)
    _check_setup(players, seed, rounds, round, totals, deck_size, to_move, race, thrower, target)
    try:
        chosen = V.check_variants(variants)
    except ValueError as err:
        raise _refuse(f"variants: {err}") from None
    given_n = max(len(given_hands), len(given_piles))
    n = players if players is not None else (given_n if given_n >= 3 else 4)
    if not 3 <= n <= 6:
        raise _refuse(f"matschig is played by 3 to 6 players, not {n}")
    if len(given_hands) > n or len(given_piles) > n:
        raise _refuse(f"{n} players, but {max(len(given_hands), len(given_piles))} hands or piles given")
    given = [None if h is None else sort_cards(_cards(h, f"hands[{q}]"))
             for q, h in enumerate(given_hands + [None] * (n - len(given_hands)))]
    pile_t = [_cards(p, f"piles[{q}]") for q, p in enumerate(given_piles + [""] * (n - len(given_piles)))]
    mud = _cards(thrown, "thrown") if thrown is not None else ()
    if mud and (thrower is None or target is None):
        raise _refuse("a thrown mud needs its thrower and its target")
    out_t = _cards(out, "out")
    deck_t = _cards(deck, "deck") if deck is not None else None
    placed = Counter(out_t) + Counter(mud) + Counter(deck_t or ())
    for cards in [h for h in given if h is not None] + pile_t:
        placed += Counter(cards)
    left = deck_counter(chosen)
    over = [f"{c} {placed[c]} times, but {deck_name(chosen)} has {left[c]}" for c in CARDS if placed[c] > left[c]]
    if over:
        raise _refuse(f"the position uses {'; '.join(over)}")
    unplaced = left - placed  # every card not placed by the lesson, in card order, shuffled
    rest, rng = shuffled([c for c in CARDS for _ in range(unplaced[c])], seed_state(seed))
    hands_t = []
    for q, h in enumerate(given):
        if h is None:  # a full hand: 7 cards, or what the thrower kept (M2, M8)
            size = HAND_SIZE - (len(mud) if q == thrower else 0)
            if len(rest) < size:
                raise _refuse(f"not enough cards left to deal a hand of {size}")
            h, rest = sort_cards(rest[:size]), rest[size:]
        hands_t.append(h)
    if deck_t is not None:
        draw, out_t = deck_t, out_t + tuple(rest)
    else:
        keep = len(rest) if deck_size is None else deck_size
        if not 0 <= keep <= len(rest):
            raise _refuse(f"deck_size must be from 0 to {len(rest)}, not {_show(deck_size)}")
        draw, out_t = tuple(rest[:keep]), out_t + tuple(rest[keep:])
    if V.ROUNDS_PER_PLAYER in chosen:
        rounds = n
    if totals is not None and len(totals) != n:
        raise _refuse(f"totals must hold one number per seat ({n}), not {len(totals)}")
    mover = 0 if to_move is None else _seat_arg(to_move, n, "to_move")
    if mud:
        mover = _seat_arg(thrower, n, "thrower")
        _seat_arg(target, n, "target")
        hands_t[mover] = sort_cards(hands_t[mover] + mud)
    state = MatschigState(n, chosen, rounds, round, rng, draw, tuple(hands_t), tuple(pile_t), out_t,
                          tuple(totals) if totals is not None else (0,) * n, ((),) * n, mover, TURN, mover)
    position = snapshot(state)
    check_snapshot(position)
    if mud:
        assert target is not None
        state = RULES.restore(position)
        _, state, _ = RULES.apply(state, f"throw {' '.join(mud)} at {seat_label(target)}")
        while not race and state.phase == RACE:
            _, state, _ = RULES.apply(state, "decline")
        position = snapshot(state)
    return position
