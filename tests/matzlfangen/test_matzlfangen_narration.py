"""Narration per seat (issue 13 §2): a seat is never told a card it cannot see, nor a hidden Rufen partner
before the rules reveal it (R-CALL-3, R-MATZL-1 §7.3); view, text and svg take seat= and show only that."""
import inspect
import random
import re

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.matzlfangen import RULES, make_position
from tutor.matzlfangen.cards import CARD_STR, RANKS, SUITS, card_name, cards_of
from tutor.matzlfangen.view import svg_of

SEED_47 = ["cut"] + ["weiter"] * 4 + ["call HA"] + ["no raise"] * 3 + ["play LK", "play LX", "play L7", "play LA"]


def _seed_47():
    g = tutor.new_game("matzlfangen", seed=47)
    for action in SEED_47:
        step = g.play(action)
    return g, step


def test_R_CALL_3_seed_47_a_matzl_caught_at_trick_1_does_not_reveal_the_hidden_partner():
    g, step = _seed_47()
    partner = g.state.partner
    assert g.state.public_side.count(-1) == 3  # the partner is still hidden after trick 1
    assert "Matzl caught" in step.text("en")  # the projector knows every side
    telltales = ("caught!", "cazado!", "other side", "otro bando", "own side", "propio bando",
                 "declaring side", "bando del declarante", "defending side", "bando defensor")
    for lang in LANGS:
        assert step.text(lang, seat=partner) == step.text(lang)  # the partner knows every side
        for seat in range(4):
            if seat != partner:
                text = step.text(lang, seat=seat)
                assert "[R-MATZL-1]" in text and not any(word in text for word in telltales), text


def test_R_MATZL_1_the_side_of_a_hidden_catch_is_told_when_the_partner_is_revealed():
    g, _ = _seed_47()
    r = random.Random(0)
    while not g.is_over and -1 in g.state.public_side:
        step = g.play(r.choice(g.legal_actions()))
    revealed = [e for e in step.events if e.kind == "partner-revealed"]
    assert revealed and revealed[0].data["matzl"] in ("declarers", "defenders", "kept")
    for seat in range(4):
        assert "trick 1" in step.text("en", seat=seat) and "baza 1" in step.text("es", seat=seat)


def test_seed_16_legal_cards_are_told_to_the_player_only():
    g = tutor.new_game("matzlfangen", seed=16)
    r = random.Random(3)
    while g.state.phase != "play":
        g.play(r.choice(g.legal_actions()))
    leader = g.to_move
    hand = [CARD_STR[c] for c in cards_of(g.state.hands[leader])]
    step = g.play("play " + hand[0])
    assert "Allowed:" in step.text("en") and "Allowed:" in step.text("en", seat=leader)
    for seat in range(4):
        if seat != leader:
            for lang in LANGS:
                text = step.text(lang, seat=seat)
                assert "Allowed" not in text and "Se podían" not in text
                assert not any(card_name(c)(lang) in text for c in hand[1:]), text


def _hidden(s, seat: int) -> set[str]:
    """Codes of the cards `seat` cannot see now: the other hands, less the turn-up the dealer is known to hold
    and the called card (whose name the call made public; only its place is hidden)."""
    public = {s.turned, s.called}
    return {CARD_STR[c] for x in range(4) if x != seat for c in cards_of(s.hands[x]) if c not in public}


SUIT_LIST = ["Eichel", "Laub", "Herz", "Schellen"]
RANK_LIST = ["Sau", "Zehn", "König", "Ober", "Unter", "9", "8", "7"]
_NAME = re.compile(r"\b(Eichel|Laub|Herz|Schellen) (Sau|Zehn|König|Ober|Unter|9|8|7)\b")


def _codes(text: str) -> set[str]:
    """The cards a text names, by code or in words ("HX", "Herz Zehn")."""
    named = {SUITS[SUIT_LIST.index(s)] + RANKS[RANK_LIST.index(r)] for s, r in _NAME.findall(text)}
    return set(re.findall(r"(?<![-\w])[ELHS][AXKOU987]\b", text)) | named


def test_no_hidden_card_code_ever_appears_in_another_seats_text():
    r = random.Random(47)
    for n in range(40):
        variants = r.choice([(), ("V-TURNUP-TABLE",), ("V-KNOCK-ANY", "V-SPR-UNTIL-TRICK1"), ("V-PARTNER-EXEMPT",)])
        g = tutor.new_game("matzlfangen", seed=n, variants=variants, deals=r.choice((1, 2)))
        while not g.is_over:
            mover = g.to_move
            hint = g.hint(r.choice(LANGS))
            assert not _codes(hint.text) & _hidden(g.state, mover), hint.text
            step = g.play(r.choice(g.legal_actions()))
            for seat in range(4):
                hidden = _hidden(g.state, seat)
                told = "\n".join(step.text(lang, seat=seat) for lang in LANGS)
                seen = told + g.text("en", seat=seat) + g.text("es", seat=seat) + g.svg(seat=seat)
                assert not _codes(seen) & hidden, (n, seat, _codes(seen) & hidden)
                assert all(h is None for x, h in enumerate(g.view(seat)["hands"]) if x != seat)


def test_view_text_and_svg_take_seat_and_hide_the_other_hands():
    g = tutor.new_game("matzlfangen", seed=5)
    g.play("cut")
    s = g.state
    for seat in range(4):
        mine = [CARD_STR[c] for c in cards_of(s.hands[seat])]
        others = _hidden(s, seat)
        for shown in (g.text("en", seat=seat), g.text("es", seat=seat), g.svg(seat=seat)):
            assert all(c in shown for c in mine) and not _codes(shown) & others
        view = g.view(seat)
        assert view["hands"][seat] == mine and view["deck"] is None and view["hand_sizes"] == [8, 8, 8, 8]
    everything = g.text("en")
    assert all(CARD_STR[c] in everything for h in s.hands for c in cards_of(h))
    assert g.svg().count('class="card"') == 33  # 32 cards and the turn-up


def test_svg_takes_exactly_its_highlight_keywords():
    g = tutor.new_game("matzlfangen", seed=5)
    g.play("cut")
    code = g.view(0)["hands"][0][0]
    assert 'stroke-width="3"' in g.svg(seat=0, highlight=[code]) and "Carta volteada" in g.svg(lang="es")
    keywords = {name for name, p in inspect.signature(svg_of).parameters.items() if p.kind is p.KEYWORD_ONLY}
    assert keywords == RULES.svg_highlights
    with pytest.raises(TypeError):
        g.svg(seat=0, colour="red")
    with pytest.raises(TypeError):
        g.text("en", 0)  # seat is a keyword


def test_R_CALL_3_the_called_cards_holder_reads_the_call_as_its_own():
    g = tutor.new_game("matzlfangen", seed=2074)
    for action in ["cut"] + ["weiter"] * 4:
        g.play(action)
    step = g.play("call SA")
    partner = g.state.partner
    assert "You hold it" in step.text("en", seat=partner) and "La tienes tú" in step.text("es", seat=partner)
    assert f"P{partner + 1} holds it" in step.text("en")  # the projector
    for seat in range(4):
        if seat != partner:
            text = step.text("en", seat=seat)
            assert "Whoever holds it" in text and f"P{partner + 1}" not in text


def test_R_PLAY_6_the_partner_note_goes_to_a_player_who_knows_its_partner():
    """Rufen, P3 the hidden partner of P1: P1 leads SK, P2 follows low, P3 must head with SA though its
    partner wins; it knows, so it reads R-PLAY-6; the others read how the card was played."""
    pos = make_position(hands=["LA LX LK H7 HK E9 E8", "S9 EK EX LO LU H8 H9", "SA S8 EA E7 L9 L8 HO HU",
                               "SX SO SU EO EU L7 HA HX"], trick="SK S7", to_move=2, called="EA", turned="HA")
    g = tutor.new_game("matzlfangen", position=pos)
    assert g.legal_actions() == ["play SA"] and g.state.partner == 2
    step = g.play("play SA")
    assert step.events[0].rule == "R-PLAY-3"  # the rule the whole table can tell
    assert step.seen_by(2)[0].rule == "R-PLAY-6" and "partner P1 is winning" in step.text("en", seat=2)
    assert "(R-PLAY-6)" in step.text("en")  # the projector tells it too
    for seat in (0, 1, 3):
        assert step.seen_by(seat)[0].rule == "R-PLAY-3" and "partner" not in step.text("en", seat=seat)
