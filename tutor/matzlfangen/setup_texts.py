"""English and Spanish templates for the set-up's events (setup_events.py): the table and the pack, told before
the first step. German game words kept and glossed as texts.py glosses them."""
from __future__ import annotations

from typing import Callable, Sequence

from ..core.i18n import register_texts, seat_label
from .cards import RANK_GLOSS, RANK_WORD, RANKS, SUIT_NAMES
from .texts import D, _both, _card, _suit


def _ranks(lang: str) -> str:
    """R-DECK-3: the ranks high to low, the court words glossed: 'Sau (the "ace") > ... > 7'."""
    return " > ".join(f"{RANK_WORD[r]} ({RANK_GLOSS[lang][r]})" if r in RANK_GLOSS[lang] else RANK_WORD[r]
                      for r in RANKS)


def _points(d: D, lang: str) -> str:
    """R-DECK-4: the card points by rank, the blanks together: 'Sau 11, ..., Unter 2, 9, 8 and 7 nothing'."""
    scored = [f"{RANK_WORD[r]} {p}" for r, p in zip(RANKS, d["points"]) if p]
    blank = [RANK_WORD[r] for r, p in zip(RANKS, d["points"]) if not p]
    joined = ", ".join(blank[:-1]) + (" and " if lang == "en" else " y ") + blank[-1]
    if lang == "en":
        return (f"Card points: {', '.join(scored)}, {joined} nothing: {d['suit_total']} in each suit, "
                f"{d['total']} in the pack.")
    return (f"Puntos de las cartas: {', '.join(scored)}; {joined}, nada: {d['suit_total']} en cada palo, "
            f"{d['total']} en la baraja.")


def _setup_matzl(d: D, lang: str) -> str:
    """R-DECK-6: the Matzl, named once the trumps are."""
    if d["card"] is not None:
        if lang == "en":
            return (f"Trumps are {_suit(d['trump'], 'en')}, so {_card(d['card'], 'en')} is the Matzl: the game is "
                    f"named after catching it, and no other Ten is the Matzl.")
        return (f"El triunfo es {_suit(d['trump'], 'es')}, así que {_card(d['card'], 'es')} es el Matzl: el juego "
                f"debe su nombre a cazarlo, y ningún otro diez es el Matzl.")
    if d["durch"]:
        return ("The Matzl is the Ten of the trump suit; a Durch has no trumps, so this deal has no Matzl."
                if lang == "en" else
                "El Matzl es el diez del palo de triunfo; un Durch no tiene triunfos, así que en este reparto no "
                "hay Matzl.")
    if lang == "en":
        return ("The Matzl is the Zehn (the ten) of the trump suit, which the contract fixes after the auction: the "
                "game is named after catching it, and no other Ten is the Matzl.")
    return ("El Matzl es el Zehn (el diez) del palo de triunfo, que fija el contrato tras la subasta: el juego debe "
            "su nombre a cazarlo, y ningún otro diez es el Matzl.")


def _setup_dealer(d: D, lang: str) -> str:
    """R-SEAT-4: who deals this deal, and that the deal passes clockwise."""
    dealer, first, fh = seat_label(d["dealer"]), seat_label(d["first"]), seat_label(d["forehand"])
    if d["deal"] == 1:
        if lang == "en":
            return (f"In a new game {first} deals first; then the deal passes clockwise: each deal's forehand deals "
                    f"the next ({fh} after {dealer}).")
        return (f"En una partida nueva reparte primero {first}; luego el turno de repartir pasa en el sentido de las "
                f"agujas del reloj: la mano de cada reparto reparte el siguiente ({fh} después de {dealer}).")
    more = d["deal"] < d["deals"]
    if lang == "en":
        return (f"Deal {d['deal']} of {d['deals']}: {first} dealt the first deal and the deal passes clockwise, so "
                f"{dealer} deals this one." + (f" Its forehand, {fh}, deals the next." if more else ""))
    return (f"Reparto {d['deal']} de {d['deals']}: {first} repartió el primero y el turno de repartir pasa en el "
            f"sentido de las agujas del reloj, así que este lo reparte {dealer}."
            + (f" La mano de este reparto, {fh}, repartirá el siguiente." if more else ""))


# The set-up's events (setup_events.py): the table and the pack, told before the first step.
SETUP: dict[str, dict[str, Callable[[D], str]]] = {
    "setup-seats": _both(
        lambda d: "Four players, P1 to P4, with no fixed partnerships: each deal's contract sets the sides.",
        lambda d: "Cuatro jugadores, de P1 a P4, sin parejas fijas: el contrato de cada reparto forma los bandos."),
    "setup-clockwise": _both(
        lambda d: "Dealing, bidding and play go clockwise: "
                  + ", ".join(seat_label(x) for x in d["order"]) + f", then {seat_label(d['order'][0])} again.",
        lambda d: "El reparto, la subasta y el juego van en el sentido de las agujas del reloj: "
                  + ", ".join(seat_label(x) for x in d["order"][:-1]) + f", {seat_label(d['order'][-1])} y otra vez "
                  f"{seat_label(d['order'][0])}."),
    "setup-pack": _both(
        lambda d: f"The pack: {d['cards']} German-suited cards, {d['suits']} suits of {d['per_suit']}.",
        lambda d: f"La baraja: {d['cards']} cartas de palos alemanes, {d['suits']} palos de {d['per_suit']}."),
    "setup-suits": _both(
        lambda d: f"The suits are {_or_and([SUIT_NAMES['en'][x] for x in d['suits']], 'en')}; no suit outranks "
                  f"another.",
        lambda d: f"Los palos son {_or_and([SUIT_NAMES['es'][x] for x in d['suits']], 'es')}; ningún palo supera "
                  f"a otro."),
    "setup-ranks": _both(
        lambda d: f"In every suit, trumps too, the cards rank {_ranks('en')}; no card is always a trump.",
        lambda d: f"En cada palo, también en el de triunfo, el orden es {_ranks('es')}; ninguna carta es siempre "
                  f"triunfo."),
    "setup-points": _both(lambda d: _points(d, "en"), lambda d: _points(d, "es")),
    "setup-matzl": _both(lambda d: _setup_matzl(d, "en"), lambda d: _setup_matzl(d, "es")),
    "setup-dealer": _both(lambda d: _setup_dealer(d, "en"), lambda d: _setup_dealer(d, "es")),
    "setup-knock": _both(
        lambda d: f"At this table {seat_label(d['forehand'])} (Vorhand), then {seat_label(d['second'])}, may knock on "
                  f"the pack before the cut; {seat_label(d['cutter'])}, on the dealer's right, still cuts or knocks "
                  f"(V-KNOCK-ANY).",
        lambda d: f"En esta mesa {seat_label(d['forehand'])} (Vorhand) y luego {seat_label(d['second'])} pueden "
                  f"golpear el mazo antes del corte; {seat_label(d['cutter'])}, a la derecha del repartidor, sigue "
                  f"eligiendo entre cortar y golpear (V-KNOCK-ANY)."),
}


def _or_and(words: Sequence[str], lang: str) -> str:
    """Words joined as a sentence lists them: 'a, b and c' / 'a, b y c'."""
    return ", ".join(words[:-1]) + (" and " if lang == "en" else " y ") + words[-1]


register_texts("matzlfangen", SETUP)
