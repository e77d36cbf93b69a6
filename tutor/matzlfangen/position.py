"""Positions for lessons: make_position writes what matters and fills the rest from the seed.

    pos = make_position(hands=["S7 SA H8 EX", None, None, None], trick="SK", to_move=0, trump="H")

gives a Rufen deal with Herz trumps in which P1 holds exactly S7 SA H8 EX and must play to a trick that P4
led with the Schellen König: four earlier tricks, the other hands, the turn-up, the bids, the call and the
raises are made up deterministically from `seed`, and the engine itself plays every card, so all are legal."""
from __future__ import annotations

from typing import Iterable, NamedTuple, NoReturn, Optional, Sequence, Union

from ..core.arguments import typed_arguments
from ..core.errors import TutorError
from ..core.i18n import seat_label
from ..core.rng import randbelow, seed_state, shuffled
from . import auction, deal, play, raises
from .cards import CARD_INDEX, CARD_STR, SUITS, cards_of, suit
from .hints import plan
from .notation import CONTRACTS, parse_cards, parse_suit, shown
from .reachable import FIRST_DEALER
from .snapshot import check_snapshot, snapshot
from .state import DECLARERS, State, cutter_of, forehand_of
from .tricks import winner_index
from .variants import check_variants

Cards = Union[str, Sequence[str]]
TRIES = 400  # made-up deals tried before make_position says the position cannot be reached
STOPS = ("call", "raise", "play")  # the phases make_position can stop in


def _fail(msg: str) -> NoReturn:
    raise ValueError(f"make_position: {msg}")


def _q(value: object) -> str:
    """repr(value), at most about 60 characters: a refusal never echoes a huge input."""
    return shown(repr(value))


def _cards(value: Optional[Cards], what: str) -> Optional[list[int]]:
    """A card list given as text ("S7 SA") or as a list of codes, as card ints; None stays None."""
    if value is None:
        return None
    if isinstance(value, str):
        return parse_cards(value)
    if not isinstance(value, (list, tuple)) or not all(isinstance(c, str) for c in value):
        _fail(f"{what} must be card codes, as a text like 'S7 SA' or a list like ['S7', 'SA']")
    return parse_cards(" ".join(value))


def _seat(value: Optional[int], what: str) -> Optional[int]:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 3):
        _fail(f"{what} must be a seat 0..3 (P1..P4), not {_q(value)}")
    return value


class _Setup(NamedTuple):
    """make_position's arguments, checked."""

    seed: int
    variants: frozenset
    deals: int
    contract: str
    dealer: int
    declarer: int
    trump: Optional[int]          # the trump suit, None: choose it from the seed (or Durch)
    turned: Optional[int]         # the turn-up, None: choose it
    called: Optional[int]         # Rufen's called card, None: the plan's call
    raisers: Optional[list[int]]  # the raising seats, or None: raise_count raises by the first seats able
    raise_count: int
    packets: int
    stop: str                     # the phase to stop in
    hands: list[Optional[list[int]]]
    tricks: Optional[list[list[int]]]
    trick: list[int]
    leader: Optional[int]


@typed_arguments
def make_position(hands: Sequence[Optional[Cards]] = (None, None, None, None), contract: str = "rufen",
                  declarer: Optional[int] = None, trump: Optional[str] = None, called: Optional[str] = None,
                  tricks: Optional[Sequence[Cards]] = None, trick: Cards = (), leader: Optional[int] = None,
                  to_move: Optional[int] = None, seed: int = 0, dealer: Optional[int] = None,
                  turned: Optional[str] = None, raises: Union[int, Sequence[int]] = 0, packets: int = 4,
                  phase: str = "play", variants: Iterable[str] = (), deals: int = 1) -> dict:
    """A checked position (the format of the package docstring) from what a lesson writes.

    hands: 4 entries, each the exact cards that seat holds now (text or list), or None to fill in.
    contract and declarer (in Rufen the declarer is forehand: dealer = declarer - 1; else P4 deals); a dealer
    other than P4 deals a later deal of the game (R-SEAT-4), the deals before it played out from the seed;
    trump: a suit letter (the turned suit in Rufen, Neid-Spiel and Trumpf-Durch; none in Durch); called:
    Rufen's called card; turned: the dealer's turn-up. Each is chosen from the seed when left out.
    tricks: the tricks so far, 4 cards each in play order (leaders and winners follow from the rules); None
    makes up as many as the given hands need. trick: the current trick's cards; leader (who led it) or
    to_move (who plays next) places it. raises: how many raises, or the raising seats in order.
    phase: "play" (default), "raise" (the raise window still open) or "call" (Rufen, before the call).
    deals: the deals of the game from the position's own on.
    A ValueError says what cannot be."""
    setup = _setup(hands, contract, declarer, trump, called, tricks, trick, leader, to_move, seed, dealer, turned,
                   raises, packets, phase, variants, deals)
    rng = seed_state(seed)
    why = ""
    for _ in range(TRIES if _made_up(setup) else 1):
        rng, result = _attempt(setup, rng)
        if isinstance(result, dict):
            return result
        why = result
    _fail(f"no deal leads to this position ({why}); check that the given cards could have been played that "
          "way, or try another seed")


def _setup(hands: Sequence[Optional[Cards]], contract: str, declarer: Optional[int], trump: Optional[str],
           called: Optional[str], tricks: Optional[Sequence[Cards]], trick: Cards, leader: Optional[int],
           to_move: Optional[int], seed: int, dealer: Optional[int], turned: Optional[str],
           raises: Union[int, Sequence[int]], packets: int, phase: str, variants: Iterable[str],
           deals: int) -> _Setup:
    """make_position's arguments checked, and the seats they imply (a ValueError saying what is wrong)."""
    chosen = frozenset([variants] if isinstance(variants, str) else variants)
    check_variants(chosen)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
        _fail(f"seed must be a whole number from 0 to 2**64 - 1, not {_q(seed)}")
    if contract not in CONTRACTS:
        _fail(f"contract must be one of {', '.join(CONTRACTS)}, not {_q(contract)}")
    if contract != "rufen" and contract not in auction.contracts_allowed(chosen):
        _fail(f"{contract} is not played with {', '.join(sorted(chosen))}")
    if phase not in STOPS:
        _fail(f"phase must be one of {', '.join(STOPS)}, not {_q(phase)}")
    if not isinstance(deals, int) or isinstance(deals, bool) or deals < 1:
        _fail(f"deals must be a positive whole number, not {_q(deals)}")
    if packets not in (4, 8) or isinstance(packets, bool):
        _fail(f"packets must be 4 (cut) or 8 (knock), not {_q(packets)}")
    declarer, dealer = _seat(declarer, "declarer"), _seat(dealer, "dealer")
    if contract == "rufen":  # R-BID-3: forehand plays Rufen
        if declarer is not None and dealer is not None and declarer != forehand_of(dealer):
            _fail(f"in Rufen the declarer is forehand, the seat after the dealer: {seat_label(forehand_of(dealer))}")
        if dealer is None:
            dealer = 3 if declarer is None else (declarer + 3) % 4
        declarer = forehand_of(dealer)
    else:
        dealer = 3 if dealer is None else dealer
        declarer = 0 if declarer is None else declarer
    trump_suit = None if trump is None else parse_suit(trump)
    if contract == "durch" and trump_suit is not None:
        _fail("a Durch has no trumps: leave trump out")
    turned_card = _one_card(turned, "turned")
    if contract in ("rufen", "neid", "trumpf-durch") and trump_suit is not None and turned_card is not None \
            and suit(turned_card) != trump_suit:
        _fail(f"in {contract} the trumps are the turned suit, but {CARD_STR[turned_card]} is not "
              f"{SUITS[trump_suit]}")
    called_card = _one_card(called, "called")
    if called_card is not None and contract != "rufen":
        _fail("a card is called only in Rufen")
    if not isinstance(hands, (list, tuple)) or len(hands) != 4:
        _fail("hands must list 4 entries, one per seat (None for a hand to fill in)")
    given = [_cards(h, f"hands[{x}]") for x, h in enumerate(hands)]
    played = None if tricks is None else [_cards(t, f"tricks[{i}]") or [] for i, t in enumerate(tricks)]
    if played is not None and (len(played) > 8 or any(len(t) != 4 for t in played)):
        _fail("tricks lists at most 8 tricks of 4 cards each, in play order")
    current = _cards(trick, "trick") or []
    if len(current) > 3:
        _fail("the current trick holds at most 3 cards (a fourth completes it: list it in tricks)")
    leader, to_move = _seat(leader, "leader"), _seat(to_move, "to_move")
    if to_move is not None:
        if leader is not None and (leader + len(current)) % 4 != to_move:
            _fail(f"leader {seat_label(leader)} and to_move {seat_label(to_move)} disagree for a trick of "
                  f"{len(current)} cards")
        leader = (to_move - len(current)) % 4
    every = [c for h in given if h for c in h] + [c for t in played or [] for c in t] + current
    twice = sorted({CARD_STR[c] for c in every if every.count(c) > 1})
    if twice:
        _fail(f"each card exists once, but {' '.join(twice)} is given twice")
    raisers: Optional[list[int]] = None
    if isinstance(raises, int) and not isinstance(raises, bool):
        count = raises
    elif isinstance(raises, (list, tuple)):
        raisers = [x for x in (_seat(r, "raises") for r in raises) if x is not None]
        count = len(raisers)
    else:
        _fail(f"raises must be a number of raises or the list of the raising seats, not {_q(raises)}")
    if not 0 <= count <= 10:
        _fail("there are at most 10 raises (Schuß .. Drauffi)")
    if phase != "play" and (played or current or any(h is not None and len(h) != 8 for h in given)):
        _fail(f"no card is played before the raising is over, but phase is {_q(phase)}")
    if phase == "call" and (contract != "rufen" or called_card is not None or count):
        _fail("phase 'call' is a Rufen deal before the call: no called card and no raises yet")
    return _Setup(seed, chosen, deals, contract, dealer, declarer, trump_suit, turned_card, called_card, raisers,
                  count, packets, phase, given, played, current, leader)


def _one_card(value: Optional[str], what: str) -> Optional[int]:
    cards = _cards(value, what)
    if cards is not None and len(cards) != 1:
        _fail(f"{what} is one card, like 'HK'")
    return cards[0] if cards else None


def _made_up(st: _Setup) -> bool:
    """True if tricks must be made up: none are given, and the given hands hold fewer than 8 cards."""
    return st.tricks is None and any(h is not None and len(h) < 8 for h in st.hands)


def _attempt(st: _Setup, rng: int) -> tuple[int, Union[dict, str]]:
    """One try at a deal that leads to the position: (next RNG state, the position or why it failed)."""
    trump = st.trump
    if trump is None and st.contract != "durch":
        if st.turned is not None and st.contract != "treiben":
            trump = suit(st.turned)
        else:
            trump, rng = randbelow(4, rng)
    opening = _opening_leader(st)
    plays: list[list[int]] = [[], [], [], []]  # the cards each seat played in the given tricks
    lead = opening
    for cards in st.tricks or []:
        for i, c in enumerate(cards):
            plays[(lead + i) % 4].append(c)
        lead = (lead + winner_index(cards, trump)) % 4
    leader = st.leader
    if not _made_up(st):  # the current trick is led by the opening leader or the last given trick's winner
        if leader is not None and leader != lead:
            _fail(f"the current trick is led by {seat_label(lead)} (R-PLAY-1, R-TRICK-1), not by {seat_label(leader)}")
        leader = lead
    if st.trick and leader is None:
        _fail("say who led the current trick (leader=) or who plays next (to_move=)")
    in_trick: list[list[int]] = [[], [], [], []]
    for i, c in enumerate(st.trick):
        in_trick[((leader or 0) + i) % 4].append(c)
    done = _tricks_done(st, in_trick)
    fixed = [(st.hands[x] or []) + plays[x] + in_trick[x] for x in range(4)]
    for x in range(4):
        if st.hands[x] is not None and not _made_up(st) and len(fixed[x]) != 8:
            held = len(st.hands[x] or [])
            _fail(f"{seat_label(x)} holds {held} cards and has played {len(fixed[x]) - held}, but every player is "
                  "dealt 8")
    taken = {c for cards in fixed for c in cards}
    pool = [c for c in range(32) if c not in taken]
    need = [8 - len(fixed[x]) for x in range(4)]
    if min(need) < 0 or sum(need) != len(pool):
        _fail("the hands and tricks given do not add up to 8 cards for each player")
    order, rng = shuffled(pool, rng)
    extra: list[list[int]] = []
    for x in range(4):
        extra.append(order[:need[x]])
        order = order[need[x]:]
    dealt = [fixed[x] + extra[x] for x in range(4)]
    turned, rng = _turned(st, dealt[st.dealer], trump, rng)
    if turned is None:
        return rng, f"the dealer {seat_label(st.dealer)} holds no card it could have turned up (R-DEAL-3)"
    if st.called is not None and st.called in dealt[st.declarer]:
        return rng, f"the declarer {seat_label(st.declarer)} would hold the called card (R-CALL-1)"
    try:
        reached, rng = _replay(st, dealt, turned, trump, extra, in_trick, leader, done, rng)
    except TutorError as err:
        if not _made_up(st):
            _fail(str(err))
        return rng, str(err)
    if isinstance(reached, str):
        return rng, reached
    position = snapshot(reached)
    check_snapshot(position)
    return rng, position


def _opening_leader(st: _Setup) -> int:
    """R-PLAY-1: who leads trick 1 (raises.opening_leader)."""
    return raises.opening_leader(st.contract, st.declarer, st.dealer, st.variants)[0]


def _tricks_done(st: _Setup, in_trick: list[list[int]]) -> int:
    """How many tricks lie behind the position: the given ones, or as many as the given hands need."""
    if st.tricks is not None:
        return len(st.tricks)
    counts = {8 - len(h) - len(in_trick[x]) for x, h in enumerate(st.hands) if h is not None}
    if len(counts) > 1:
        _fail("the given hands imply different numbers of tricks played: each player holds 8 cards minus "
              "those it has played")
    done = counts.pop() if counts else 0
    if not 0 <= done <= 7:
        _fail("a given hand holds too many or too few cards for the tricks in play")
    return done


def _turned(st: _Setup, dealers: list[int], trump: Optional[int], rng: int) -> tuple[Optional[int], int]:
    """R-DEAL-3: the dealer's turn-up: the given one if the dealer has it, else a card of the dealer's (of the
    trump suit where the contract takes the turned suit; not of it under V-TREIBEN-NOT-TURNED)."""
    if st.turned is not None:
        return (st.turned if st.turned in dealers else None), rng
    if st.contract in ("rufen", "neid", "trumpf-durch"):
        options = [c for c in dealers if suit(c) == trump]
    elif st.contract == "treiben" and "V-TREIBEN-NOT-TURNED" in st.variants:
        options = [c for c in dealers if suit(c) != trump]
    else:
        options = list(dealers)
    if not options:
        return None, rng
    i, rng = randbelow(len(options), rng)
    return sorted(options)[i], rng


def _replay(st: _Setup, dealt: list[list[int]], turned: int, trump: Optional[int], extra: list[list[int]],
            in_trick: list[list[int]], leader: Optional[int], done: int,
            rng: int) -> tuple[Union[State, str], int]:
    """The engine plays the deal to the position: the bids, trump, call and raises the set-up asks for,
    then the given tricks, or `done` made-up tricks in which a seat with a given hand plays only its extra
    cards; then the current trick. (The state reached, or why it failed; the next RNG state.)"""
    deck = deal.deck_for(dealt, st.packets, st.dealer, turned)
    before = _lead_in(st)
    t = deal.fresh_deal(st.variants, before.deals, before.deal_no, st.dealer, before.scores, before.history,
                        before.rng, deck)
    while t.turn != cutter_of(st.dealer) and st.packets == 4:  # V-KNOCK-ANY: the others let it pass
        t = deal.cut(t, "weiter", None)[0]
    t = deal.cut(t, "cut" if st.packets == 4 else "knock", None)[0]
    while t.phase == "auction":  # R-BID-1: everyone says weiter but a soloist, who bids its contract
        if t.turn == st.declarer and st.contract != "rufen" and not any(w == st.declarer for w, _ in t.bids):
            named = trump if st.contract == "treiben" and "V-TREIBEN-NAME-WITH-BID" in st.variants else None
            t = auction.speak(t, "bid", (st.contract, named))[0]
        else:
            t = auction.speak(t, "weiter", None)[0]
    if t.phase == "trump" and trump is not None:  # Treiben: the trump chosen above
        t = auction.name_trump(t, "trump", trump)[0]
    if t.phase == "call":
        if st.stop == "call":
            return t, rng
        card = st.called if st.called is not None else CARD_INDEX[plan(t).action.split()[1]]
        t = auction.call(t, "call", card)[0]
    t = _raise(st, t)
    if st.stop == "raise":
        return (t if t.phase == "raise" else "the raise window closed with the position's raises"), rng
    while t.phase == "raise":
        t = raises.answer(t, "no raise", None)[0]
    if not _made_up(st):
        for k, cards in enumerate(st.tricks or []):
            for c in cards:
                seat = t.turn
                try:
                    t = play.play_card(t, c)[0]
                except TutorError as err:
                    _fail(f"tricks[{k}]: {seat_label(seat)} cannot play {CARD_STR[c]}: {err.text('en')}")
    for _ in range(4 * done if _made_up(st) else 0):
        x = t.turn
        legal = cards_of(play.play_context(t)[0])
        allowed = ([c for c in legal if c in extra[x]] if st.hands[x] is not None else
                   [c for c in legal if c not in in_trick[x]])
        if not allowed:
            return f"{seat_label(x)} would have had to play a card it still holds", rng
        i, rng = randbelow(len(allowed), rng)
        t = play.play_card(t, allowed[i])[0]
        if t.phase != "play":
            return "the deal ended early", rng
    if st.trick:
        if t.phase != "play" or t.turn != leader:
            return f"the current trick is led by {seat_label(t.turn)}, not by {seat_label(leader or 0)}", rng
        for c in st.trick:
            seat = t.turn
            try:
                t = play.play_card(t, c)[0]
            except TutorError as err:
                if not _made_up(st):
                    _fail(f"trick: {seat_label(seat)} cannot play {CARD_STR[c]}: {err.text('en')}")
                return err.text("en"), rng
    elif leader is not None and t.phase == "play" and t.turn != leader:
        return f"{seat_label(t.turn)}, not {seat_label(leader)}, would be to play", rng
    return t, rng


def _lead_in(st: _Setup) -> State:
    """R-SEAT-4: P4 deals a game's first deal and the deal passes clockwise, so another dealer deals a later
    deal: the state before that deal's cut, the deals before it played out by the engine's plan from the
    seed (st.deals counts the deals from the position's own on)."""
    from .rules import RULES  # rules.py imports the package that imports this module
    before = (st.dealer - FIRST_DEALER) % 4
    t = deal.new_series(st.variants, before + st.deals, FIRST_DEALER, seed_state(st.seed))
    while t.deal_no < before:
        t = RULES.apply(t, plan(t).action)[1]
    return t


def _raise(st: _Setup, t: State) -> State:
    """The raises the set-up asks for: by the given seats, or by the first seat of the side to raise whom the
    raise does not reveal (a hidden Rufen partner raises only when nobody else of its side is asked)."""
    if st.raisers is not None:
        for seat in st.raisers:
            while t.phase == "raise" and t.turn != seat:
                t = raises.answer(t, "no raise", None)[0]
            if t.phase != "raise" or "raise" not in raises.raise_actions(t):
                _fail(f"{seat_label(seat)} cannot make the next raise here (R-SPR-4, R-SPR-5)")
            t = raises.answer(t, "raise", None)[0]
        return t
    made = passes = 0
    while t.phase == "raise" and made < st.raise_count:
        hidden = t.contract == "rufen" and t.turn == t.partner and t.public_side[t.turn] != DECLARERS
        if "raise" in raises.raise_actions(t) and (not hidden or passes >= 3):
            t = raises.answer(t, "raise", None)[0]
            made, passes = made + 1, 0
        else:
            t = raises.answer(t, "no raise", None)[0]
            passes += 1
    if made < st.raise_count:
        _fail(f"only {made} of the {st.raise_count} raises can be made (R-SPR-4)")
    return t
