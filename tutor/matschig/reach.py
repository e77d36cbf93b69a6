"""Could a game reach this position? The necessary conditions the rules give, each with a reason in words
(Rules.unreachable). The conditions are listed in the package docstring, beside the position format."""
from __future__ import annotations

from collections import Counter
from typing import Callable

from ..core.i18n import Joined, Text, seat_label
from . import variants as V
from .cards import CARDS, HAND_SIZE, IS_MUD, KIND, PIPE, SAND, SPECIAL, UMBRELLA, VALUE, WATER, can_throw
from .deck import DECK_SIZE, deck_counter
from .scoring import score_pile
from .state import DEFEND, OVER, RACE, TURN, MatschigState

State = MatschigState
P = seat_label


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
        if other not in out_kinds:
            lacks = (Text("no sand card", context="matschig out of play") if other == SAND else
                     Text("no water card", context="matschig out of play"))
        else:
            lacks = Text("no umbrella and no special card", context="matschig out of play")
        if kind == WATER:
            found.append(Text(
                "{seat}'s mud pile holds only water, but every mud holds water and sand: taking only one type means "
                "the sand was stopped or cancelled by an umbrella or a special card (or the card came from a machine "
                "gun), and then a sand card and that defence card would be out of play. The cards out of play hold "
                "{lacks}.").format(seat=P(q), lacks=lacks))
        else:
            found.append(Text(
                "{seat}'s mud pile holds only sand, but every mud holds water and sand: taking only one type means "
                "the water was stopped or cancelled by an umbrella or a special card (or the card came from a "
                "machine gun), and then a water card and that defence card would be out of play. The cards out of "
                "play hold {lacks}.").format(seat=P(q), lacks=lacks))
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
                return [Text("Between turns every hand holds {size} cards: the deal gives {size}, a swap gives back "
                             "3 for 3, and after each mud everyone draws back up to {size} (if the draw pile cannot "
                             "do that, the round ends). Here {sizes}.").format(size=HAND_SIZE, sizes=_sizes(short, sizes))]
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
            data = {"n": len(s.mud), "pipes": s.pipes, "size": HAND_SIZE, "spent": spent, "missing": missing}
            if s.pipes:
                found.append(Text("While a mud flies, the hands have spent exactly its {n} cards and the pipes played on "
                                  "it ({pipes}) since the turn began with every hand at {size}: {spent} cards in all. "
                                  "Here the hands are {missing} cards short of {size} each.").format(**data))
            else:
                found.append(Text("While a mud flies, the hands have spent exactly its {n} cards since the turn began "
                                  "with every hand at {size}: {spent} cards in all. Here the hands are {missing} cards "
                                  "short of {size} each.").format(**data))
        if sizes[s.thrower] > HAND_SIZE - 2:
            found.append(Text("{p} threw this mud, at least a water and a sand card, so holds at most {value} cards until the "
                              "refill, not {sizes}.").format(p=P(s.thrower), value=HAND_SIZE - 2, sizes=sizes[s.thrower]))
    if Counter(s.out)[PIPE] < s.pipes:
        found.append(Text("Pipes played on this mud: {pipes}. Each goes out of play, but fewer pipes are out of play.").format(pipes=s.pipes))
    return found


def _above_seven(over: list[int], sizes: list[int]) -> Text:
    return Text("No hand ever holds more than {size} cards: nobody draws above {size}. Here {sizes}.").format(
        size=HAND_SIZE, sizes=_sizes(over, sizes))


def _sizes(seats: list[int], sizes: list[int]) -> Text:
    return Joined([Text("{seat} holds {n}", context="matschig hand size").format(seat=P(q), n=sizes[q])
                   for q in seats], ", ")


def _fresh_deal(s: State) -> list[Text]:
    """M2, M3, M7: a draw pile as dealt means no mud has been dealt with and nobody swapped yet this round."""
    if s.phase == OVER:
        return []
    dealt = DECK_SIZE - HAND_SIZE * s.players
    # a mud dealt with leaves cards on a pile or out of play; only pipes go out while a mud still flies
    untouched = not any(s.piles) and not [c for c in s.out if c != PIPE or s.phase == TURN]
    if (len(s.deck) == dealt) != untouched:
        data = {"dealt": dealt, "deck": len(s.deck)}
        if untouched:
            return [Text("Every mud that is dealt with leaves cards on a mud pile or out of play and makes someone "
                         "draw, and a swap draws too: so the draw pile holds its {dealt} cards from the deal exactly "
                         "when the mud piles and the cards out of play are still empty. Here the draw pile holds "
                         "{deck} while nothing has left the hands.").format(**data)]
        return [Text("Every mud that is dealt with leaves cards on a mud pile or out of play and makes someone draw, "
                     "and a swap draws too: so the draw pile holds its {dealt} cards from the deal exactly when the mud "
                     "piles and the cards out of play are still empty. Here the draw pile holds {deck} while mud piles "
                     "or cards out of play show that play has gone on.").format(**data)]
    if s.phase == TURN and untouched and s.active != (s.starter + s.passes) % s.players:
        due = P((s.starter + s.passes) % s.players)
        if not s.passes:
            return [Text("Nothing has happened yet this round, so the turn is the start player {p}'s, not {p2}'s.").format(p=P(s.starter), p2=P(s.active))]
        return [Text("Nothing has happened yet this round but {n} pass from the start player {starter}, so the turn "
                     "is {due}'s, not {active}'s.", plural="Nothing has happened yet this round but {n} passes from the "
                     "start player {starter}, so the turn is {due}'s, not {active}'s.", n=s.passes).format(
            starter=P(s.starter), due=due, active=P(s.active))]
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
