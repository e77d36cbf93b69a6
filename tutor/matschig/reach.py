"""Could a game reach this position? The necessary conditions the rules give, each with a reason in words
(Rules.unreachable). The conditions are listed in the package docstring, beside the position format."""
from __future__ import annotations

from collections import Counter
from typing import Callable

from ..core.i18n import Text, count, seat_label
from . import variants as V
from .cards import CARDS, HAND_SIZE, IS_MUD, KIND, PIPE, SAND, SPECIAL, UMBRELLA, VALUE, WATER, can_throw
from .deck import DECK_SIZE, deck_counter
from .scoring import score_pile
from .state import DEFEND, OVER, RACE, TURN, MatschigState

State = MatschigState
P = seat_label
_KIND_EN = {WATER: "water", SAND: "sand"}
_KIND_ES = {WATER: "agua", SAND: "arena"}
_THE_ES = {WATER: "el agua", SAND: "la arena"}


def unreachable(s: State) -> tuple[Text, ...]:
    """Why no game by these rules could arrive at s (empty: no reason known)."""
    found: list[Text] = []
    for check in _CHECKS:
        found.extend(check(s))
    return tuple(found)


def _accounted(s: State) -> list[Text]:
    """M2, M29: every card of the deck is in exactly one place."""
    seen = Counter(s.deck) + Counter(s.out) + Counter(s.mud)
    for cards in s.hands + s.piles:
        seen += Counter(cards)
    if seen == deck_counter(s.variants):
        return []
    wrong = ", ".join(c for c in CARDS if seen[c] != deck_counter(s.variants)[c])
    return [Text("The {deck_size} cards are not all accounted for: the hands, the draw pile, the mud piles, the "
                 "mud in flight and the cards out of play hold a different number of {wrong} than the deck has.").format(deck_size=DECK_SIZE, wrong=wrong)]


def _one_type_piles(s: State) -> list[Text]:
    """M17-M19: a mud always holds both types, so a pile of one type needs the other type stopped or
    cancelled, which puts a card of that other type and a defence card out of play."""
    if s.phase == OVER:
        return []
    out_kinds = {KIND[c] for c in s.out}
    defence_out = bool(out_kinds & {UMBRELLA, SPECIAL})
    found = []
    for q, pile in enumerate(s.piles):
        kinds = {KIND[c] for c in pile}
        if len(kinds) != 1:
            continue
        kind = next(iter(kinds))
        other = SAND if kind == WATER else WATER
        if other in out_kinds and defence_out:
            continue
        lacks_en = f"no {_KIND_EN[other]} card" if other not in out_kinds else "no umbrella and no special card"
        lacks_es = (f"ninguna carta de {_KIND_ES[other]}" if other not in out_kinds else
                    "ningún paraguas ni carta especial")
        found.append(Text(
            f"{P(q)}'s mud pile holds only {_KIND_EN[kind]}, but every mud holds water and sand: taking only one "
            f"type means the {_KIND_EN[other]} was stopped or cancelled by an umbrella or a special card (or the "
            f"card came from a machine gun), and then a {_KIND_EN[other]} card and that defence card would be out "
            f"of play. The cards out of play hold {lacks_en}.",
            f"El montón de barro de {P(q)} solo tiene {_KIND_ES[kind]}, pero todo barro lleva agua y arena: llevarse "
            f"un solo tipo significa que {_THE_ES[other]} se paró o se anuló con un paraguas o una carta especial (o "
            f"que la carta vino de una metralleta), y entonces una carta de {_KIND_ES[other]} y esa carta de defensa "
            f"estarían fuera de juego. Entre las cartas fuera de juego no hay {lacks_es}."))
    return found


def _full_refill(s: State) -> bool:
    """Whether every hand was full (7) at the start of this turn: the refill makes it so, except under PLAY_OUT
    once the draw pile has run dry (the draw pile does not change while a mud flies)."""
    return not (V.PLAY_OUT in s.variants and not s.deck)


def _hand_sizes(s: State) -> list[Text]:
    """M2, M7, M21, M22: the deal, a swap and the refill leave every hand at 7 between turns; a mud in flight
    took exactly its own cards and the pipes played on it from the hands."""
    keep = V.MG_KEEP_DEFENCE_CARD in s.variants  # A10: a kept defence card can lift a hand above 7
    sizes = [len(h) for h in s.hands]
    if s.phase == TURN:
        if _full_refill(s):
            short = [q for q, k in enumerate(sizes) if k < HAND_SIZE or (k > HAND_SIZE and not keep)]
            if short:
                return [Text(
                    f"Between turns every hand holds {HAND_SIZE} cards: the deal gives {HAND_SIZE}, a swap gives back "
                    f"3 for 3, and after each mud everyone draws back up to {HAND_SIZE} (if the draw pile cannot do "
                    f"that, the round ends). Here " + _sizes_en(short, sizes) + ".",
                    f"Entre turnos cada mano tiene {HAND_SIZE} cartas: el reparto da {HAND_SIZE}, el cambio devuelve "
                    f"3 por 3, y tras cada barro todos roban hasta tener {HAND_SIZE} (si el mazo no llega, se acaba la "
                    f"ronda). Aquí " + _sizes_es(short, sizes) + ".")]
        elif not keep and any(k > HAND_SIZE for k in sizes):
            over = [q for q, k in enumerate(sizes) if k > HAND_SIZE]
            return [_above_seven(over, sizes)]
        return []
    if s.phase not in (RACE, DEFEND):
        return []
    spent = len(s.mud) + s.pipes
    found = []
    if not keep:
        over = [q for q, k in enumerate(sizes) if k > HAND_SIZE]
        if over:
            found.append(_above_seven(over, sizes))
        missing = sum(HAND_SIZE - k for k in sizes)
        if (missing != spent if _full_refill(s) else missing < spent):
            found.append(Text(
                f"While a mud flies, the hands have spent exactly its {len(s.mud)} cards"
                + (f" and the pipes played on it ({s.pipes})" if s.pipes else "")
                + f" since the turn began with every hand at {HAND_SIZE}: {spent} cards in all. Here the hands are "
                  f"{missing} cards short of {HAND_SIZE} each.",
                f"Mientras vuela un barro, las manos han gastado exactamente sus {len(s.mud)} cartas"
                + (f" y los tubos jugados sobre él ({s.pipes})" if s.pipes else "")
                + f" desde que empezó el turno con {HAND_SIZE} cartas en cada mano: {spent} cartas en total. Aquí a "
                  f"las manos les faltan {missing} cartas para tener {HAND_SIZE} cada una."))
        if sizes[s.thrower] > HAND_SIZE - 2:
            found.append(Text("{p} threw this mud, at least a water and a sand card, so holds at most {value} cards until the "
                              "refill, not {sizes}.").format(p=P(s.thrower), value=HAND_SIZE - 2, sizes=sizes[s.thrower]))
    if Counter(s.out)[PIPE] < s.pipes:
        found.append(Text("Pipes played on this mud: {pipes}. Each goes out of play, but fewer pipes are out of play.").format(pipes=s.pipes))
    return found


def _above_seven(over: list[int], sizes: list[int]) -> Text:
    return Text(f"No hand ever holds more than {HAND_SIZE} cards: nobody draws above {HAND_SIZE}. Here "
                + _sizes_en(over, sizes) + ".",
                f"Ninguna mano pasa nunca de {HAND_SIZE} cartas: nadie roba por encima de {HAND_SIZE}. Aquí "
                + _sizes_es(over, sizes) + ".")


def _sizes_en(seats: list[int], sizes: list[int]) -> str:
    return ", ".join(f"{P(q)} holds {sizes[q]}" for q in seats)


def _sizes_es(seats: list[int], sizes: list[int]) -> str:
    return ", ".join(f"{P(q)} tiene {sizes[q]}" for q in seats)


def _fresh_deal(s: State) -> list[Text]:
    """M2, M3, M7: a draw pile as dealt means no mud has been dealt with and nobody swapped yet this round."""
    if s.phase == OVER:
        return []
    dealt = DECK_SIZE - HAND_SIZE * s.players
    # a mud dealt with leaves cards on a pile or out of play; only pipes go out while a mud still flies
    untouched = not any(s.piles) and not [c for c in s.out if c != PIPE or s.phase == TURN]
    if (len(s.deck) == dealt) != untouched:
        return [Text(
            f"Every mud that is dealt with leaves cards on a mud pile or out of play and makes someone draw, and a "
            f"swap draws too: so the draw pile holds its {dealt} cards from the deal exactly when the mud piles and "
            f"the cards out of play are still empty. Here the draw pile holds {len(s.deck)}"
            + (" while nothing has left the hands." if untouched else
               " while mud piles or cards out of play show that play has gone on."),
            f"Cada barro resuelto deja cartas en un montón de barro o fuera de juego y obliga a robar, y el cambio "
            f"también roba: así que el mazo tiene sus {dealt} cartas del reparto justo cuando los montones de barro "
            f"y las cartas fuera de juego siguen vacíos. Aquí el mazo tiene {len(s.deck)}"
            + (" y nada ha salido de las manos." if untouched else
               " y los montones de barro o las cartas fuera de juego muestran que ya se ha jugado."))]
    if s.phase == TURN and untouched and s.active != (s.starter + s.passes) % s.players:
        due = P((s.starter + s.passes) % s.players)
        if not s.passes:
            return [Text("Nothing has happened yet this round, so the turn is the start player {p}'s, not {p2}'s.").format(p=P(s.starter), p2=P(s.active))]
        return [Text(
            f"Nothing has happened yet this round but {count(s.passes, 'pass', 'passes')} from the start player "
            f"{P(s.starter)}, so the "
            f"turn is {due}'s, not {P(s.active)}'s.",
            f"En esta ronda solo ha habido {count(s.passes, 'pase', 'pases')} desde el jugador inicial {P(s.starter)}, "
            f"así que el turno "
            f"es de {due}, no de {P(s.active)}.")]
    return []


def _passers(s: State) -> list[Text]:
    """M6, M7: the seats that just passed held no water and sand pair, and their hands have not changed."""
    if s.phase != TURN:
        return []
    able = [q for q in ((s.active - k) % s.players for k in range(1, s.passes + 1)) if can_throw(s.hands[q])]
    return [Text("{p} passed just now without swapping (the passes in a row say so), yet holds a water and a sand "
                 "card: whoever can throw must throw.").format(p=P(q)) for q in able]


def _totals(s: State) -> list[Text]:
    """M26, M30: a round's pile scores at least 1 point per card and at most the sum of its values."""
    found = []
    for q, (total, got) in enumerate(zip(s.totals, s.received)):
        low, high = len(got), sum(VALUE[c] for c in got)
        if s.phase == OVER and V.ONE_TYPE_WHOLE_GAME in s.variants:
            low = high = score_pile(got)[0]
        if not low <= total <= high:
            found.append(Text("{p} has {total} points from {len} mud cards taken in the finished rounds; a pile scores at "
                              "least 1 point per card and at most the sum of its values, so the total lies from {low} to "
                              "{high}.").format(p=P(q), total=total, len=len(got), low=low, high=high))
    return found


def _dirtiest_starts(s: State) -> list[Text]:
    """A13: under DIRTIEST_STARTS a later round starts with a player with the highest total."""
    if V.DIRTIEST_STARTS not in s.variants or s.round == 1 or s.phase == OVER or \
            s.totals[s.starter] == max(s.totals):
        return []
    return [Text("With the dirtiest player starting, a later round starts with a highest total; {p} started this "
                 "round with {totals} points against {max}.").format(p=P(s.starter), totals=s.totals[s.starter], max=max(s.totals))]


def _no_swaps(s: State) -> list[Text]:
    """A2: without the swap, cards leave play only with a defence card (an umbrella or a special card)."""
    if V.SWAP3_OFF not in s.variants or not s.out or s.phase == OVER:
        return []
    defence = sum(1 for c in s.out if not IS_MUD[c])
    mud = len(s.out) - defence
    if defence and (V.MULTI_CARD_THROW in s.variants or mud <= 3 * defence):
        return []
    return [Text("Without the swap, mud cards leave play only when an umbrella or a special card stops or cancels "
                 "them, at most 3 per defence card; here {mud} mud cards are out of play beside {defence} defence "
                 "cards.").format(mud=mud, defence=defence)]


_CHECKS: tuple[Callable[[State], list[Text]], ...] = (
    _accounted, _one_type_piles, _hand_sizes, _fresh_deal, _passers, _totals, _dirtiest_starts, _no_swaps)
