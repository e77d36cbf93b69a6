"""Every Muros event kind and refusal kind renders in English and Spanish; rule IDs exist."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

import tutor
from tutor import muros
from tutor.core import i18n
from tutor.core.errors import TutorError

from muros_helpers import full_phase1, make_state, phase1_slots

EVENT_KINDS = {"place", "count", "zero", "remove", "slide", "phase2", "block", "capture", "capture-none",
               "decline", "skip", "pass", "all-passed", "end", "board-count", "majority", "ranking",
               "winner"}
REFUSAL_KINDS = {"bad-action", "not-in-hand", "pile-empty", "slot-taken", "facing", "must-face",
                 "take-phase1", "blocked-take", "choose-take", "bad-take", "must-take", "no-pass",
                 "game-over"}


@lru_cache(maxsize=1)
def event_corpus() -> tuple:
    """Events of seeded random games under each variant (and all-passed / skip cases)."""
    events = []
    for variant in [None] + sorted(muros.VARIANTS):
        for seed in range(3):
            game = tutor.new_game("muros", players=2 + seed, seed=seed, variants={variant} - {None})
            rng = random.Random(seed)
            while not game.is_over:
                legal = [a for a in game.legal_actions() if a != "pass"]
                events += game.play(rng.choice(legal)).events
    game = tutor.new_game("muros", players=2, seed=0, variants={"ALLOW_PASS"})
    events += game.play("pass").events + game.play("pass").events
    state = make_state(slots=full_phase1(), hands=({"R": 1}, {}, {"B": 1}), piles={})
    events += muros.RULES.apply(state, "R@E1 take R")[2]
    # A tie for the majority colour on the board, told as MU26
    state = make_state({1: "RRBB....."}, slots={s: "Y" for s in muros.SLOTS if s != "E9"},
                       hands=({"R": 1}, {}), piles={}, fill=False)
    events += muros.RULES.apply(state, "R@E9 take none")[2]
    return tuple(events)


def refusal_corpus() -> list[TutorError]:
    """One refusal of every kind, from crafted positions."""
    p1 = make_state(slots={"W3": "R"}, hands=({"B": 1}, {"Y": 1}), piles={"R": 1})
    p2 = make_state(slots=full_phase1({"W2": "B", "W4": "R"}), hands=({"R": 1, "B": 1}, {"Y": 1}))
    p2m = p2._replace(variants=frozenset({"MANDATORY_TAKE"}))
    odd = make_state(slots=phase1_slots(17), hands=({"R": 1}, {"Y": 1}), placed=18)
    cases = [(p1, "nonsense"), (p1, "R@W4"), (p1, "G@N1 pile"), (p1, "B@W3"), (p1, "B@E3"),
             (odd, "R@N9 take R"), (p1, "B@W5 take B"), (p2, "R@E4 take R"), (p2, "R@E2"),
             (p2, "R@E2 take G"), (p2m, "R@E2 take none"), (p1, "pass"),
             (p1._replace(turn=None), "R@W4")]
    out = []
    for state, action in cases:
        with pytest.raises(TutorError) as err:
            muros.RULES.apply(state, action)
        out.append(err.value)
    return out


def test_every_event_kind_occurs_and_renders_in_en_and_es() -> None:
    """All event kinds appear in the corpus and render as non-empty text in both languages."""
    events = event_corpus()
    assert {e.kind for e in events} == EVENT_KINDS
    for event in events:
        for lang in ("en", "es"):
            text = event.text(lang)
            assert text and "{" not in text and "None" not in text, (event, lang)


def test_every_refusal_kind_renders_in_en_and_es() -> None:
    """All refusal kinds are reachable and read as text in both languages."""
    errors = refusal_corpus()
    assert {e.kind for e in errors} == REFUSAL_KINDS
    for err in errors:
        for lang in ("en", "es"):
            text = err.text(lang)
            assert text and "{" not in text and "None" not in text, (err.kind, lang)
        assert err.text("en") != err.text("es")


def test_every_registered_kind_is_an_event_or_a_refusal() -> None:
    """No registered Muros text is dead: the registry is exactly events + refusals."""
    assert set(i18n.kinds("muros")) == EVENT_KINDS | REFUSAL_KINDS


def test_every_rule_id_used_exists_in_the_rulebook() -> None:
    """Each rule ID named by an event or a refusal has a rulebook text in en and es."""
    book = set(i18n.rule_ids("muros"))
    used = {e.rule for e in event_corpus()} | {e.rule for e in refusal_corpus() if e.rule}
    assert used <= book
    assert {f"MU{i}" for i in range(1, 28)} <= book
    for rule in used:
        assert i18n.rule_text("muros", rule, "en") and i18n.rule_text("muros", rule, "es")


def test_every_variant_has_a_rulebook_entry() -> None:
    """The tutor can explain each named variant in both languages."""
    for variant in muros.VARIANTS:
        assert i18n.rule_text("muros", variant, "es") != i18n.rule_text("muros", variant, "en")


@pytest.mark.parametrize("kind,en,es", [
    ("remove", "the first token met leaves the game: red. It need not be green",
     "sale del juego la primera ficha: roja. No tiene por qué ser verde"),
    ("capture", "takes the 2 green tokens", "se lleva las 2 fichas verdes"),
])
def test_spanish_agreement_of_tokens(kind: str, en: str, es: str) -> None:
    """Fichas are feminine: 'la primera ficha: roja', 'las 2 fichas verdes'; number agrees."""
    data = {"remove": dict(slot="W1", k=1, removed="R", cells=[], line="", far="E1", by_cells=False,
                           counted_colour="G"),
            "capture": dict(seat=0, slot="W5", take="G", n=2, cells=[], total=2)}[kind]
    assert en in i18n.render("muros", kind, data, "en")
    assert es in i18n.render("muros", kind, data, "es")


def test_pile_empty_uses_the_masculine_mazo() -> None:
    """'el mazo amarillo' (mazo is masculine), not 'amarilla'."""
    text = i18n.render("muros", "pile-empty", {"colour": "Y", "slot": "W1"}, "es")
    assert "El mazo amarillo boca arriba está vacío" in text
