"""How a Muros action is clicked and said (clicks.py): click paths, labels in every language, why a click
plays nothing, the move in words, the status line, what is framed after a move; and the board's targets."""
from __future__ import annotations

import re

import pytest

import tutor
from tutor.core import testing
from tutor.core.i18n import LANGS
from tutor.muros import RULES, game, make_position

from muros_helpers import make_state


def _phase2():
    return game(players=2, placed=18, rows={4: "RRBRGYRWB"}, slots={"E4": "B", "W5": "G"},
                hands=[{"Y": 1, "R": 1, "G": 1}, {"G": 1}], turn=0, seed=8)


def test_click_paths_are_slot_then_card_then_capture() -> None:
    g = _phase2()
    paths = g.click_paths()
    assert RULES.click_path(g.state, "R@W4 pile take G") == ("W4", "R pile", "take G")
    assert paths["R@W4 take R"] == ("W4", "R", "take R") and paths["R@W4 take none"] == ("W4", "R", "take none")
    blocked = next(a for a in paths if a.startswith("G@E5"))     # green against the green card in W5: MU18
    assert paths[blocked] == ("E5", "G") and "take" not in blocked
    assert RULES.click_path(make_state(), "R@W3") == ("W3", "R") and RULES.click_path(make_state(), "pass") == ("pass",)


def test_click_paths_are_unique_prefix_free_and_drawn_in_every_phase() -> None:
    for players, placed in ((2, 0), (3, 10), (4, 20), (2, 35)):
        g = game(players=players, placed=placed, turn=0, seed=placed, variants={"ALLOW_PASS"} if placed else ())
        testing.check_board(g)


@pytest.mark.parametrize("token,en,es,de", [
    ("W3", "slot W3 (left end of row 3)", "ranura O3 (extremo izquierdo de la fila 3)",
     "Anlegeplatz W3 (linkes Ende von Zeile 3)"),
    ("E3", "slot E3 (right end of row 3)", "ranura E3 (extremo derecho de la fila 3)",
     "Anlegeplatz O3 (rechtes Ende von Zeile 3)"),
    ("S7", "slot S7 (bottom end of column 7)", "ranura S7 (extremo inferior de la columna 7)",
     "Anlegeplatz S7 (unteres Ende von Spalte 7)"),
    ("R", "a red card from your hand", "una carta roja de tu mano", "eine rote Karte aus deiner Hand"),
    ("B pile", "a blue card from the face-up pile", "una carta azul del mazo boca arriba",
     "eine blaue Karte vom offenen Stapel"),
    ("take G", "take the green tokens", "llevarte las fichas verdes", "die grünen Steine nehmen"),
    ("take none", "take nothing", "no llevarte nada", "nichts nehmen"),
    ("pass", "pass", "pasar", "passen"),
])
def test_every_click_has_a_label_in_every_language(token: str, en: str, es: str, de: str) -> None:
    state = make_state()
    assert [RULES.click_label(state, token, lang) for lang in ("en", "es", "de")] == [en, es, de]
    assert set(LANGS) == {"en", "es", "de"}          # a new language adds its column here


def test_why_not_click_gives_the_slots_own_rule() -> None:
    g = game(players=2, slots={"W3": "R"}, placed=1, hands=[{"B": 1}, {"Y": 1}], turn=0, seed=2)
    facing = RULES.why_not_click(g.state, "E3", "en")
    assert facing.startswith("MU9:") and "W3" in facing and "O3" in RULES.why_not_click(g.state, "E3", "es")
    taken = RULES.why_not_click(g.state, "W3", "es")
    assert taken.startswith("MU5:") and "O3" in taken
    assert RULES.why_not_click(g.state, "W4", "en") == ""          # a slot that takes a card: nothing to say
    assert "Click a slot first" in RULES.why_not_click(g.state, "B", "en")
    assert RULES.why_not_click(g.state, "R", "en") == "You hold no red card."
    assert RULES.why_not_click(g.state, "pass", "en").startswith("MU8:")
    assert RULES.why_not_click(g.state, "zz", "es") == "Esa parte del tablero no se puede pulsar."
    assert RULES.why_not_click(g.state, "R", "de") == "Du hast keine rote Karte."
    assert "O3" in RULES.why_not_click(g.state, "W3", "es") and "W3" in RULES.why_not_click(g.state, "W3", "de")


def test_describe_says_the_move_in_words_never_notation() -> None:
    g = _phase2()
    en = g.describe("R@W4 take R", "en")
    es = g.describe("R@W4 take R", "es")
    assert en == "place a red card from your hand in W4 (left end of row 4) and take the 4 red tokens of row 4"
    assert es == ("coloca una carta roja de tu mano en O4 (extremo izquierdo de la fila 4) y llévate las 4 fichas "
                  "rojas de la fila 4")
    blocked = next(a for a in g.legal_actions() if a.startswith("G@E5"))
    assert g.describe(blocked, "en").endswith("the colour of the card facing it, which blocks row 5")
    for action in g.legal_actions():
        for lang in LANGS:
            assert not re.search(r"@|\btake [A-Z]|\b[A-Z] pile\b", g.describe(action, lang))


def test_status_says_whose_turn_and_what_to_decide() -> None:
    g = _phase2()
    assert g.status(seat=0, lang="en") == ("Phase 2 · 18 of 36 cards placed · your turn (P1): choose an empty slot; "
                                           "your card will face the card at the other end")
    assert g.status(seat=1, lang="es") == "Fase 2 · 18 de 36 cartas colocadas · le toca a P1"
    over = game(board=["RRRRRRRBB", "BBBBBGGG.", *(["." * 9] * 7)], fill=False, placed=36, turn=None,
                captured=[{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}], hands=[{}, {}], piles={}, seed=3)
    assert over.status(lang="en") == "The game is over after 36 cards: P2 wins."


def test_move_highlight_frames_the_slot_and_every_changed_cell() -> None:
    g = game(players=2, rows={3: "RBYRGWBRG"}, hands=[{"R": 1}, {"Y": 1}], turn=0, seed=5)
    before = g.state
    g.play("R@W3")
    lit = RULES.move_highlight(before, "R@W3", g.state)
    # RBYRGWBRG -> ...RBYRGW: the fourth cell keeps its red token, every other one changes
    assert lit == ("W3", "r3c1", "r3c2", "r3c3", "r3c5", "r3c6", "r3c7", "r3c8", "r3c9")
    assert RULES.move_highlight(before, "pass", before) == ()


def test_phone_targets_are_at_least_34_px_on_a_390_px_screen() -> None:
    """Scaled to a 390 px width, every slot target (the whole cell), every card of the hand and every
    face-up pile is at least 34 px wide and high."""
    svg = game(players=2, turn=0, seed=1).svg(seat=0, lang="es", legal=["W1"])
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    scale = 390 / width
    hits = re.findall(r'<g class="tutor-slot[^"]*" data-action="[WENS]\d"[^>]*><rect x="[\d.]+" y="[\d.]+" '
                      r'width="([\d.]+)" height="([\d.]+)"', svg)
    assert len(hits) == 36
    assert min(float(w) for w, h in hits) * scale >= 34 and min(float(h) for w, h in hits) * scale >= 34
    # the cards of the hand ("Y") and the face-up piles ("Y pile") below the board, whole rows high
    g = _phase2()
    for seat in (0, None):
        svg = g.svg(seat=seat, lang="en", legal=[c for c in "YBRGW"])
        cards = re.findall(r'<g class="tutor-card[^"]*" data-action="([YBRGW](?: pile)?)"><rect x="[\d.]+" '
                           r'y="[\d.]+" width="([\d.]+)" height="([\d.]+)"', svg)
        assert any(" pile" in t for t, w, h in cards) and any(" pile" not in t for t, w, h in cards), seat
        assert min(min(float(w), float(h)) for t, w, h in cards) * scale >= 34, cards


def test_pictures_have_no_english_letter_in_spanish_and_a_shape_per_colour() -> None:
    g = game(players=3, turn=0, seed=4)
    svg = g.svg(seat=0, lang="es")
    texts = re.findall(r">([^<>]+)</text>", svg)
    assert not any(re.fullmatch(r"[YBRGW]", t.strip()) for t in texts)
    assert not any(re.match(r"W\d", t) for t in texts) and "O1" in texts
    assert "▲ amarillo · ■ azul · ◆ rojo · ● verde · ○ blanco" in svg
    assert g.svg(seat=0, lang="en").count("<path") == svg.count("<path")   # the same shapes in every language


def test_regions_draw_one_part() -> None:
    g = _phase2()
    line = g.svg(seat=0, region="line:W4", lang="es")
    assert line.count("<circle") >= 8 and "O4" in line and 'class="tutor-muros-line"' in line
    assert "Tu mano" in g.svg(seat=0, region="cards", lang="es")
    score = g.svg(seat=0, region="score")
    assert "Tokens on the board" in score and "Captured by P2" in score and "Your hand" not in score
    with pytest.raises(ValueError, match="region"):
        g.svg(region="hand:P2")


def test_make_position_names_the_argument_of_a_wrong_type() -> None:
    for kwargs, name in ((dict(hands=5), "hands"), (dict(piles=3), "piles"), (dict(captured="x"), "captured"),
                         (dict(slots=7), "slots"), (dict(placed=1.5), "placed"), (dict(turn=[0]), "turn")):
        with pytest.raises(ValueError, match=name):
            make_position(**kwargs)


def test_a_new_game_with_a_bad_position_type_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        tutor.new_game("muros", position=make_position(hands=[{"R": 1}, {}], turn=0) | {"hands": 5})
