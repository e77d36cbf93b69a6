"""The templates of the set-up's events (setup_events.py): the table and the pack, told before the first step.
German game words kept and glossed as texts.py glosses them (a German text needs no gloss)."""
from __future__ import annotations

from typing import Any, Sequence

from ..core.i18n import Joined, Text, Verbatim, register_texts, seat_label
from .cards import SUIT_NAMES
from .texts import D, _card, _suit


def _points(d: D) -> Text:
    """R-DECK-4: the card points by rank, the blanks together (the ranks' points are the rulebook's)."""
    return Text("Card points: Sau {a}, Zehn {x}, König {k}, Ober {o}, Unter {u}, 9, 8 and 7 nothing: {suit} in each "
                "suit, {total} in the pack.").format(
        a=d["points"][0], x=d["points"][1], k=d["points"][2], o=d["points"][3], u=d["points"][4],
        suit=d["suit_total"], total=d["total"])


def _setup_matzl(d: D) -> Text:
    """R-DECK-6: the Matzl, named once the trumps are."""
    if d["card"] is not None:
        return Text("Trumps are {suit}, so {card} is the Matzl: the game is named after catching it, and no other Ten "
                    "is the Matzl.").format(suit=_suit(d["trump"]), card=_card(d["card"]))
    if d["durch"]:
        return Text("The Matzl is the Ten of the trump suit; a Durch has no trumps, so this deal has no Matzl.")
    return Text("The Matzl is the Zehn (the ten) of the trump suit, which the contract fixes after the auction: the "
                "game is named after catching it, and no other Ten is the Matzl.")


def _setup_dealer(d: D) -> Text:
    """R-SEAT-4: who deals this deal, and that the deal passes clockwise."""
    dealer, first, fh = seat_label(d["dealer"]), seat_label(d["first"]), seat_label(d["forehand"])
    if d["deal"] == 1:
        return Text("In a new game {first} deals first; then the deal passes clockwise: each deal's forehand deals the "
                    "next ({forehand} after {dealer}).").format(first=first, forehand=fh, dealer=dealer)
    head = Text("Deal {deal} of {deals}: {first} dealt the first deal and the deal passes clockwise, so {dealer} deals "
                "this one.").format(deal=d["deal"], deals=d["deals"], first=first, dealer=dealer)
    if d["deal"] < d["deals"]:
        return Joined([head, Text(" Its forehand, {forehand}, deals the next.").format(forehand=fh)])
    return head


def _and(words: Sequence[Any]) -> Text:
    """Words joined as a sentence lists them: 'a, b and c'."""
    return Text("{some} and {last}", context="matzlfangen list").format(some=Joined(list(words[:-1]), ", "),
                                                                       last=words[-1])


def _clockwise(d: D) -> Text:
    order = [seat_label(x) for x in d["order"]]
    return Text("Dealing, bidding and play go clockwise: {seats}, then {first} again.").format(
        seats=Verbatim(", ".join(order)), first=order[0])


# The set-up's events (setup_events.py): the table and the pack, told before the first step.
SETUP: dict[str, Any] = {
    "setup-seats": Text("Four players, P1 to P4, with no fixed partnerships: each deal's contract sets the sides."),
    "setup-clockwise": _clockwise,
    "setup-pack": lambda d: Text("The pack: {cards} German-suited cards, {suits} suits of {per_suit}.").format(
        cards=d["cards"], suits=d["suits"], per_suit=d["per_suit"]),
    "setup-suits": lambda d: Text("The suits are {suits}; no suit outranks another.").format(
        suits=_and([SUIT_NAMES[x] for x in d["suits"]])),
    "setup-ranks": Text('In every suit, trumps too, the cards rank Sau (the "ace") > Zehn (the ten) > König (the king) '
                        '> Ober (the upper knave) > Unter (the lower knave) > 9 > 8 > 7; no card is always a trump.'),
    "setup-points": _points,
    "setup-matzl": _setup_matzl,
    "setup-dealer": _setup_dealer,
    "setup-knock": lambda d: Text(
        "At this table {forehand} (Vorhand), then {second}, may knock on the pack before the cut; {cutter}, on the "
        "dealer's right, still cuts or knocks.").format(forehand=seat_label(d["forehand"]),
                                                        second=seat_label(d["second"]), cutter=seat_label(d["cutter"])),
}


register_texts("matzlfangen", SETUP)
