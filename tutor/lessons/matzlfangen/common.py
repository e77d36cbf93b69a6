"""What every Matzlfangen lesson file shares: positions (from make_position, or the engine's own seeded deal
played to a chosen point), card and seat names in words, and FACTS, the checks of every fact a
question's prompt may state (tutor.lessons.audit reads them on the pictured position)."""
from __future__ import annotations

import random
import re
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence, Union

from ...core import Game
from ...core.i18n import Joined, Verbatim, Word, seat_label, text_of
from ...matzlfangen import (CARD_STR, RULES, SUIT_NAMES, SUITS, State, card_name, card_the, deal_value, hand,
                            last_trick, make_position, trick, trump_letter)
from ..model import Choice, Text

GAME = "matzlfangen"
BOTS = {1: "hint", 2: "hint", 3: "hint"}
Table = Game[State]
SEATS = tuple(Choice(seat_label(x), Verbatim(seat_label(x))) for x in range(4))
# The German call kept in every language, glossed in those that need it ('weiter ("pass")').
WEITER_SAID = Text('weiter ("pass")')
Script = Sequence[Optional[str]]  # actions to play in turn; None: the engine's hint plays that turn


def at(position: Mapping[str, Any]) -> Table:
    """A game starting at this position (its narration panel empty)."""
    return Game(RULES, position=position)


def game(seed: int = 0, **position: Any) -> Table:
    """A game at the position make_position builds from these arguments. The made-up parts come from the
    seed; when they cannot reach the position (the dealer has no card to turn up, say), the next seeds are
    tried."""
    failure: Optional[ValueError] = None
    for k in range(40):
        try:
            return at(make_position(seed=(seed + k) % 2**32, **position))
        except ValueError as err:
            failure = err
    assert failure is not None
    raise failure


def fresh(seed: int, dealer: int = 3, variants: Iterable[str] = (), deals: int = 1) -> Table:
    """The engine's seeded deal before the cut, with `dealer` dealing (the cutter on its right decides
    first; V-KNOCK-ANY: Vorhand on its left is asked first whether to knock). P4 deals a game's first deal
    and the deal passes clockwise (R-SEAT-4), so another dealer deals a later deal: the deals before it are
    played out by the engine's hints, and this deal gets the pack of the seed's first deal. `deals`: the
    deals of the game from this one on."""
    before = (dealer - 3) % 4
    first = Game(RULES, seed=seed, variants=set(variants), deals=before + deals)
    g = first.fork()
    while g.state.deal_no < before:
        g.play(g.hint().action)
    return at(dict(g.position(), deck=first.position()["deck"]))


def scripted(seed: int, script: Script = (), dealer: int = 3, variants: Iterable[str] = (), deals: int = 1,
             until: Optional[Callable[[Table], bool]] = None) -> Table:
    """The engine's deal from `fresh`, played through `script` (None: the seat to move plays its hint), then
    by hints until `until` holds, if given; restarted at the position reached (the panel starts empty)."""
    g = fresh(seed, dealer, variants, deals)
    for action in script:
        g.play(action if action is not None else g.hint().action)
    while until is not None and not until(g) and not g.is_over:
        g.play(g.hint().action)
    return at(g.position())


def played_out(g: Table, stop: Optional[Callable[[Table], bool]] = None) -> Table:
    """A fork of g played on by hints until `stop` holds (default: the deal's cards are all played)."""
    after = g.fork()
    done = stop or (lambda t: t.state.phase in ("claim", "over"))
    while not after.is_over and not done(after):
        after.play(after.hint().action)
    return after


def next_deal(g: Table) -> Table:
    """A fork of g played on by hints to the start of the game's next deal (R-SEAT-4)."""
    now = g.state.deal_no
    return played_out(g, lambda t: t.state.deal_no > now)


def pick(rng: random.Random, make: Callable[[int], Optional[Table]], tries: int = 60) -> Table:
    """The first game `make(seed)` gives (None: this seed does not fit) for seeds drawn from rng."""
    for _ in range(tries):
        made = make(rng.randrange(10**6))
        if made is not None:
            return made
    raise RuntimeError("no fitting position found")  # pragma: no cover - the makers fit within a few tries


def find(rng: random.Random, make: Callable[[int], Optional[Table]], known: Sequence[int] = (),
         tries: int = 400) -> Table:
    """`make(seed)` for a seed that fits: first from `known` (seeds found to fit once, in seeds.py: rare
    positions are costly to search for), in an order drawn from rng, else from random seeds."""
    order = list(known)
    rng.shuffle(order)
    for seed in order[:6]:
        made = make(seed)
        if made is not None:
            return made
    return pick(rng, make, tries)


# -- names ---------------------------------------------------------------------------------------------------
def name(code: str, trump: Optional[str] = None) -> Word:
    """A card in words: 'Schellen König'; the trump Ten is the Matzl."""
    return card_name(code, trump)


def the(code: str, trump: Optional[str] = None) -> Word:
    """A card in words with its article: 'the Laub Sau' (a translation declines it: {the:acc})."""
    return card_the(code, trump)


def suit_name(letter: Optional[str]) -> Union[Text, Word]:
    """A suit with its gloss, 'Herz (Hearts)'; None: no trumps."""
    if letter is None:
        return Text("no trumps")
    return SUIT_NAMES[letter]


def refusal(reason: Any, with_rule: bool = True) -> Text:
    """The engine's refusal (a why_not Reason) as a Text: 'R-CALL-1: ...', or its words alone."""
    error = reason.error
    body = text_of(error.game, error.kind, error.data)
    return Joined([Verbatim(error.rule), body], ": ") if with_rule and error.rule else body


class Plain(Joined):
    """An engine text for a question's explanation: a variant is named in words there, so its ID (which the
    lesson shows as a rule chip) is left out."""

    __slots__ = ()

    def __init__(self, text: Text) -> None:
        super().__init__([text])

    def __call__(self, lang: str) -> str:
        return _VARIANT_ID.sub("", super().__call__(lang))


_VARIANT_ID = re.compile(r"\s*\(V-[A-Z0-9-]+\)|, V-[A-Z0-9-]+(?=\))|^V-[A-Z0-9-]+: ")


def number(n: int) -> Choice:
    """A choice that is a number."""
    return Choice(str(n), Verbatim(str(n)))


def numbers(values: Iterable[int]) -> tuple[Choice, ...]:
    """Number choices, sorted, each once."""
    return tuple(number(n) for n in sorted(set(values)))


def around(right: int, rng: random.Random, kept: Iterable[int] = (), extra: int = 2) -> tuple[Choice, ...]:
    """Number choices: the right one, the `kept` near misses, and `extra` more drawn at random a little above
    or below it (so the right one's place among them varies)."""
    pool = [right + d for d in (-11, -10, -4, -3, -2, 2, 3, 4, 10, 11) if right + d >= 0]
    chosen = {right, *(k for k in kept if k >= 0)}
    rng.shuffle(pool)
    chosen |= set([x for x in pool if x not in chosen][:extra])
    return numbers(chosen)


def cards_choices(codes: Iterable[str], trump: Optional[str] = None) -> tuple[Choice, ...]:
    """One choice per card, named in words."""
    return tuple(Choice(c, name(c, trump)) for c in codes)


def suits_choices() -> tuple[Choice, ...]:
    """One choice per suit."""
    return tuple(Choice(s, suit_name(s)) for s in SUITS)


def joined(parts: Sequence[Text], sep: Union[Text, str] = ", ") -> Text:
    """Texts read one after another in each language, with a separator."""
    return Joined(list(parts), sep)



def learner_steps(g: Table, seat: int = 0) -> list[Any]:
    """The steps the learner's seat has played."""
    return [step for step in g.history if step.seat == seat]


def played(g: Table, seat: int = 0) -> bool:
    """True once the seat has played a card."""
    return any(step.action.startswith("play ") for step in learner_steps(g, seat))


def said(g: Table, seat: int = 0) -> bool:
    """True once the seat has decided anything."""
    return bool(learner_steps(g, seat))


# -- FACTS: what a prompt may state, checked on the pictured position ------------------------------------------
Check = Callable[[Table, Any], bool]


def _s(g: Table) -> State:
    return g.state


def _value(g: Table, v: Any) -> bool:
    return g.state.phase in ("claim", "over") and deal_value(g.state).value == v


def _seat_hand(g: Table, v: Any) -> bool:
    seat, codes = v
    return hand(g.state, seat) == list(codes)


def _holds(g: Table, v: Any) -> bool:
    seat, codes = v
    return set(codes) <= set(hand(g.state, seat))


def _bids(g: Table, v: Any) -> bool:
    return [tuple(b) for b in g.state.bids] == [tuple(b) for b in v]


def _led(g: Table, v: Any) -> bool:
    s = g.state
    cards = trick(s) or (last_trick(s)[1] if s.tricks else [])
    return bool(cards) and cards[0][0] == v


def _card_or_none(value: int) -> Optional[str]:
    return CARD_STR[value] if value >= 0 else None


FACTS: dict[str, Check] = {
    "trump": lambda g, v: trump_letter(g.state) == v,
    "turned_suit": lambda g, v: g.state.turned >= 0 and CARD_STR[g.state.turned][0] == v,
    "turned": lambda g, v: _card_or_none(g.state.turned) == v,
    "contract": lambda g, v: g.state.contract == v,
    "declarer": lambda g, v: g.state.declarer == v,
    "partner": lambda g, v: g.state.partner == v,
    "dealer": lambda g, v: g.state.dealer == v,
    "called": lambda g, v: _card_or_none(g.state.called) == v,
    "raises": lambda g, v: len(g.state.raises) == v,
    "hand": _seat_hand,
    "holds": _holds,
    "trick": lambda g, v: trick(g.state) == list(v),
    "last_trick": lambda g, v: bool(g.state.tricks) and last_trick(g.state)[1] == list(v),
    "trick_no": lambda g, v: len(g.state.tricks) == v,
    "led": _led,
    "leader": lambda g, v: g.state.leader == v,
    "to_move": lambda g, v: g.to_move == v,
    "phase": lambda g, v: g.state.phase == v,
    "bids": _bids,
    "packets": lambda g, v: g.state.packets == v,
    "variant": lambda g, v: v in g.variants,
    "without": lambda g, v: v not in g.variants,
    "matzl": lambda g, v: (g.state.matzl or None) == v,
    "points": lambda g, v: g.state.phase in ("claim", "over") and deal_value(g.state).points == v,
    "decl_tricks": lambda g, v: g.state.phase in ("claim", "over") and deal_value(g.state).tricks == v,
    "winners": lambda g, v: g.state.phase in ("claim", "over") and deal_value(g.state).winners == v,
    "value": _value,
    "claimed": lambda g, v: g.state.claimed == v,
    "final_value": lambda g, v: deal_value(final(g)).value == v,
    "declarer_loses_trick": lambda g, v: _loses(g) == v,
    "decl_tricks_so_far": lambda g, v: sum(w == g.state.declarer for _, _, w in g.state.tricks) == v,
    "final_matzl_wins": lambda g, v: _matzl_wins(g) == v,
    "final_matzl": lambda g, v: (final(g).matzl or None) == v,
}


def _matzl_wins(g: Table) -> bool:
    """True if, the deal played out, the side that caught the Matzl has won it."""
    end = final(g)
    return bool(end.matzl) and deal_value(end).winners == end.matzl


def _loses(g: Table) -> bool:
    """True if the card the seat to move is hinted completes a trick the declarer does not win."""
    nxt = g.fork()
    nxt.play(nxt.hint().action)
    return not nxt.state.trick and nxt.state.tricks[-1][2] != nxt.state.declarer


def facts(**stated: Union[int, str, None, tuple, list]) -> dict[str, Any]:
    """The facts a prompt states, by FACTS name (a KeyError for a name no check reads)."""
    unknown = set(stated) - set(FACTS)
    if unknown:
        raise KeyError(f"no FACTS check for {sorted(unknown)}")
    return dict(stated)


def deal_with(seed: int, contract: str = "rufen", declarer: Optional[int] = None, raises: int = 0,
              dealer: int = 3, variants: Iterable[str] = (), trump: Optional[str] = None) -> Table:
    """The engine's seeded deal with this contract: everyone says weiter but the declarer, who bids it (in
    Rufen Vorhand plays, with the partner of the call its hint makes); the trumps (a Treiben's: `trump`, if
    given) and the call as the hints choose; `raises` raises by the first seats able. Stops when the first
    card is due (trick 1)."""
    g = fresh(seed, dealer, variants)
    forehand = (dealer + 1) % 4
    soloist = forehand if contract == "rufen" else (declarer if declarer is not None else (dealer + 2) % 4)
    while g.state.phase == "cut":
        g.play("cut" if "cut" in g.legal_actions() else "weiter")
    while g.state.phase == "auction":
        bids = [a for a in g.legal_actions() if a.split()[1:2] == [contract]]
        bid_yet = any(who == soloist for who, what in g.state.bids if what != "weiter")
        g.play(bids[0] if g.to_move == soloist and bids and not bid_yet else "weiter")
    made = 0
    while g.state.phase in ("trump", "call", "raise"):
        if g.state.phase == "raise":
            up = made < raises and "raise" in g.legal_actions()
            made += up
            g.play("raise" if up else "no raise")
        elif g.state.phase == "trump" and trump is not None and f"trump {trump}" in g.legal_actions():
            g.play(f"trump {trump}")
        else:
            g.play(g.hint().action)
    return g


def finished(g: Table, claim: bool = True) -> Table:
    """g played on by hints to the end of its deal (claiming, or waiving, an offered Matzl bonus), restarted
    at that position."""
    after = played_out(g)
    if after.state.phase == "claim":
        after.play("claim" if claim else "waive")
    return at(after.position())


def last_card(seed: int, contract: str = "rufen", declarer: Optional[int] = None, raises: int = 0,
              dealer: int = 3, variants: Iterable[str] = ()) -> Table:
    """deal_with's deal played by hints to its last card (trick 8, three cards down), restarted there."""
    g = played_out(deal_with(seed, contract, declarer, raises, dealer, variants),
                   lambda t: len(t.state.tricks) == 7 and len(t.state.trick) == 3)
    return at(g.position())


def final(g: Table, claim: bool = True) -> State:
    """The state at the end of g's deal: the hints play the cards left (the bonus claimed, or waived)."""
    after = played_out(g)
    if after.state.phase == "claim":
        after.play("claim" if claim else "waive")
    return after.state
