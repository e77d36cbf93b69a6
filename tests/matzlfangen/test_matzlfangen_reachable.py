"""RULES.unreachable: every state of legal play passes; each kind of impossible state is refused with its reason."""
from __future__ import annotations

import random

import pytest

from tutor.core.i18n import LANGS, Text
from tutor.matzlfangen import KNOWN_VARIANTS, RULES
from tutor.matzlfangen.cards import BIT, CARD_INDEX, SUIT_MASK, cards_of, suit
from tutor.matzlfangen.reachable import dealer_of, payments
from tutor.matzlfangen.state import State
from tutor.matzlfangen.tricks import winner_index

from mz_helpers import Table

SEEDS = range(6)
VARIANT_SETS: list[frozenset[str]] = [frozenset()] + [frozenset({v}) for v in sorted(KNOWN_VARIANTS)]


def reasons(s: State) -> tuple[Text, ...]:
    out = RULES.unreachable(s)
    for r in out:  # every reason in words, in every language
        said = [r(lang) for lang in LANGS]
        assert isinstance(r, Text) and all(t.strip() for t in said) and len(set(said)) == len(LANGS), said
    return out


def cited(s: State) -> set[str]:
    """The rule IDs the reasons cite."""
    found: set[str] = set()
    for r in reasons(s):
        found |= {w.strip("(),.") for w in r("en").split() if w.strip("(),.").startswith("R-")}
    return found


def played_to(trick_no: int, seed: int = 0, variants: frozenset = frozenset(), deals: int = 1) -> State:
    """A deal played by the engine's hints until `trick_no` tricks are complete."""
    t = Table(seed=seed, variants=variants, deals=deals)
    while not (t.state.phase == "play" and len(t.state.tricks) == trick_no and not t.state.trick):
        t.play(RULES.hint(t.state).action)
    return t.state


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=lambda v: "+".join(sorted(v)) or "default")
def test_random_legal_play_is_always_reachable(variants: frozenset) -> None:
    """Every state of random legal play, over several deals, passes every check (under every variant)."""
    for seed in SEEDS:
        rng = random.Random(seed)
        s = RULES.start(4, seed, variants, {"deals": 3})
        while True:
            assert reasons(s) == (), (seed, [r("en") for r in reasons(s)])
            if RULES.to_move(s) is None:
                break
            s = RULES.apply(s, rng.choice(RULES.legal_actions(s)))[1]
        assert s.deal_no == 2 and len(s.history) == 3


def test_R_DECK_1_a_card_in_two_places_or_nowhere() -> None:
    s = played_to(2)
    card = cards_of(s.hands[0])[0]
    twice = s._replace(hands=(s.hands[0], s.hands[1] | BIT[card], *s.hands[2:]))
    assert "R-DECK-1" in cited(twice)
    gone = s._replace(hands=(s.hands[0] & ~BIT[card], *s.hands[1:]))
    assert "R-DECK-1" in cited(gone)


def test_R_SEAT_4_the_first_deal_is_dealt_by_p4() -> None:
    s = RULES.start(4, 1, frozenset(), {"deals": 1})
    assert s.dealer == 3 == dealer_of(0) and reasons(s) == ()
    for dealer in (0, 1, 2):
        assert cited(s._replace(dealer=dealer)) == {"R-SEAT-4"}


def test_R_SEAT_4_later_dealers_follow_the_deal_count() -> None:
    t = Table(seed=2, deals=3)
    while t.state.deal_no < 2:
        t.play(RULES.hint(t.state).action)
    s = t.state
    assert s.dealer == dealer_of(2) == 1 and reasons(s) == ()
    assert "R-SEAT-4" in cited(s._replace(dealer=3))
    # one deal fewer on the record: the count, the dealer and the scores no longer agree
    fewer = s._replace(deal_no=1, history=s.history[:1], scores=s.history[0])
    assert "R-SEAT-4" in cited(fewer)


def test_R_SETTLE_1_payments_a_deal_could_make() -> None:
    t = Table(seed=3, deals=2)
    while t.state.deal_no < 1:
        t.play(RULES.hint(t.state).action)
    s = t.state
    assert tuple(s.history[0]) in payments(frozenset(), 0)
    odd = (5, -1, -2, -2)  # zero-sum, but neither Rufen nor a solo pays so
    assert odd not in payments(frozenset(), 0)
    assert "R-SETTLE-1" in cited(s._replace(history=(odd,), scores=odd))
    assert "R-SETTLE-1" in cited(s._replace(scores=(0, 0, 0, 0))) or s.history[0] == (0, 0, 0, 0)
    assert (1, 1, -1, -1) in payments(frozenset(), 0) and (3, -1, -1, -1) in payments(frozenset(), 0)


def test_R_SETTLE_1_the_flat_solo_and_multiplied_raises_pay_other_sums() -> None:
    assert (1, 0, 0, -1) not in payments(frozenset(), 0)
    assert (0, 0, 0, 0) in payments(frozenset(), 0)
    flat = payments(frozenset({"V-SOLO-FLAT"}), 0)
    assert (-1, 0, 0, 1) in flat and (-1, 0, 0, 1) not in payments(frozenset(), 0)
    assert (3, -3, -3, 3) in payments(frozenset({"V-SPR-MULT"}), 0)


def test_R_DEAL_2_eight_cards_less_those_played() -> None:
    s = played_to(3)
    card = cards_of(s.hands[1])[0]
    moved = s._replace(hands=(s.hands[0] | BIT[card], s.hands[1] & ~BIT[card], *s.hands[2:]))
    assert "R-DEAL-2" in cited(moved)


def test_R_DEAL_3_the_turn_up_is_the_dealers_card() -> None:
    s = played_to(0)
    other = next(c for c in cards_of(s.hands[0]))
    assert "R-DEAL-3" in cited(s._replace(turned=other))


def test_R_PLAY_1_the_first_trick_is_led_by_the_opening_leader() -> None:
    s = played_to(1)
    leader, cards, _ = s.tricks[0]
    wrong = (leader + 1) % 4
    assert "R-PLAY-1" in cited(s._replace(tricks=((wrong, cards, s.tricks[0][2]),)))


def test_R_TRICK_1_each_trick_won_by_its_best_card() -> None:
    s = played_to(2)
    leader, cards, winner = s.tricks[1]
    wrong = (winner + 1) % 4
    assert "R-TRICK-1" in cited(s._replace(tricks=(s.tricks[0], (leader, cards, wrong))))


def test_R_PLAY_2_whoever_held_the_led_suit_followed() -> None:
    """A seat that still holds a card of a suit led earlier, and played another suit to it, did not follow."""
    for seed in range(40):
        s = played_to(2, seed=seed)
        for k, (leader, cards, winner) in enumerate(s.tricks):
            led = suit(cards[0])
            for i in range(1, 4):
                seat = (leader + i) % 4
                spare = cards_of(s.hands[seat] & SUIT_MASK[led])
                if spare and suit(cards[i]) == led:
                    # swap the card it followed with for one of another suit it still holds
                    others = [c for c in cards_of(s.hands[seat]) if suit(c) != led]
                    if not others:
                        continue
                    swapped = list(cards)
                    swapped[i] = others[0]
                    hand = s.hands[seat] & ~BIT[others[0]] | BIT[cards[i]]
                    hands = tuple(hand if x == seat else h for x, h in enumerate(s.hands))
                    tricks = tuple((ld, tuple(swapped), w) if j == k else (ld, cs, w)
                                   for j, (ld, cs, w) in enumerate(s.tricks))
                    assert "R-PLAY-2" in cited(s._replace(hands=hands, tricks=tricks))
                    return
    pytest.fail("no deal gave a trick to swap")  # pragma: no cover


def test_R_PLAY_3_R_PLAY_4_a_duty_broken_is_found_by_the_replay() -> None:
    """The last seat of a trick plays a card of the led suit the duties kept out (it had to head, say): only
    the replay of the deal can tell, and its reason says so."""
    for seed in range(200):
        s = played_to(0, seed=seed)
        t = Table(seed=seed)
        t.state = s
        while t.state.phase == "play" and len(t.state.tricks) < 8:
            st = t.state
            legal = RULES.legal_actions(st)
            held = [CARD_INDEX[a.split()[1]] for a in legal]
            hand = cards_of(st.hands[st.turn])
            barred = [c for c in hand if c not in held and (not st.trick or suit(c) == suit(st.trick[0]))]
            if st.trick and barred and len(st.trick) == 3:
                card = barred[0]
                trick = st.trick + (card,)
                leader = st.leader
                trump = None if st.trump < 0 else st.trump
                winner = (leader + winner_index(trick, trump)) % 4
                hands = tuple(h & ~BIT[card] if x == st.turn else h for x, h in enumerate(st.hands))
                bad = st._replace(tricks=st.tricks + ((leader, trick, winner),), trick=(), hands=hands,
                                  leader=winner, turn=winner)
                found = reasons(bad)
                assert found and any("Played again" in r("en") for r in found)
                return
            t.play(RULES.hint(st).action)
    pytest.fail("no deal barred a card of the led suit")  # pragma: no cover


def test_cards_only_once_the_contract_is_fixed() -> None:
    s = played_to(1)
    early = s._replace(phase="raise")
    assert "R-SPR-3" in cited(early)
