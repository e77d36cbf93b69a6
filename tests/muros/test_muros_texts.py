"""Every Muros event kind and refusal kind renders in every language; rule IDs exist; no English or Spanish word is
left in a view of another language."""
from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest

import tutor
from tutor import muros
from tutor.core import i18n
from tutor.core.i18n import LANGS
from tutor.core.errors import TutorError

from muros_helpers import make_state

EVENT_KINDS = {"place", "count", "zero", "remove", "slide", "holes", "phase2", "phase2-rules", "block", "capture",
               "capture-hidden", "kept", "kept-hidden", "capture-none", "decline", "skip", "pass", "all-passed",
               "end", "board-count", "majority", "ranking", "winner",
               "players", "grid", "deal", "deal-seen", "piles", "cards-slots", "first"}   # the set-up, MU1-MU6
REFUSAL_KINDS = {"bad-action", "too-long", "not-in-hand", "pile-empty", "slot-taken", "facing",
                 "take-phase1", "blocked-take", "choose-take", "bad-take", "must-take", "no-pass",
                 "game-over"}
HINT_KINDS = {"hint-play", "hint-only", "hint-mu9", "hint-push", "hint-exposed", "hint-pile", "hint-capture",
              "hint-capture-none", "hint-decline", "hint-decline-why", "hint-block", "hint-standing",
              "hint-tiebreak", "hint-deny", "hint-pass"}
WHY_KINDS = {"why-did", "why-pass", "why-forced", "why-hint", "why-pile"}


def _last_card(**kw):
    """35 cards placed, E9 open facing a yellow card in W9; P1 holds the last card, a red one."""
    return make_state(slots={"W9": "Y"}, placed=35, hands=({"R": 1}, {}), piles={}, **kw)


@lru_cache(maxsize=1)
def event_corpus() -> tuple:
    """Events of seeded random games under each variant (and all-passed / skip cases)."""
    events = []
    for variant in [None] + sorted(muros.VARIANTS):
        for seed in range(3):
            game = tutor.new_game("muros", players=2 + seed, seed=seed, variants={variant} - {None})
            events += game.setup + tuple(e.seen_by(1) for e in game.setup)       # the deal as seat 1 reads it
            rng = random.Random(seed)
            while not game.is_over:
                legal = [a for a in game.legal_actions() if a != "pass"]
                step = game.play(rng.choice(legal))
                events += step.events
                events += [e for e in step.seen_by((step.seat + 1) % game.players)]  # as another seat reads it
    game = tutor.new_game("muros", players=2, seed=0, variants={"ALLOW_PASS"})
    events += game.play("pass").events + game.play("pass").events
    state = make_state(slots={"W1": "B"}, placed=34, hands=({"R": 1}, {}, {"B": 1}), piles={})
    events += muros.RULES.apply(state, "R@E1 take R")[2]
    # A tie for the majority colour on the board, told as MU26
    events += muros.RULES.apply(_last_card(rows={1: "RRBB....."}, fill=False), "R@E9 take none")[2]
    return tuple(events)


def refusal_corpus() -> list[TutorError]:
    """One refusal of every kind, from crafted positions."""
    p1 = make_state(slots={"W3": "R"}, hands=({"B": 1, "G": 5}, {"G": 4}))    # no green left in the piles
    p2 = make_state(slots={"W2": "B", "W4": "R"}, placed=18, hands=({"R": 1, "B": 1}, {"Y": 1}))
    p2m = make_state(slots={"W2": "B", "W4": "R"}, placed=18, hands=({"R": 1, "B": 1}, {"Y": 1}),
                     variants={"MANDATORY_TAKE"})
    over = muros.RULES.apply(_last_card(), "R@E9 take none")[1]
    cases = [(p1, "nonsense"), (p1, "x" * 100), (p1, "R@W4"), (p1, "G@N1 pile"), (p1, "B@W3"), (p1, "B@E3"),
             (p1, "B@W5 take B"), (p2, "R@E4 take R"), (p2, "R@E2"),
             (p2, "R@E2 take G"), (p2m, "R@E2 take none"), (p1, "pass"), (over, "R@W4")]
    out = []
    for state, action in cases:
        with pytest.raises(TutorError) as err:
            muros.RULES.apply(state, action)
        out.append(err.value)
    return out


def test_every_event_kind_occurs_and_renders_in_every_language() -> None:
    """All event kinds appear in the corpus and render as non-empty text in every language."""
    events = event_corpus()
    assert {e.kind for e in events} == EVENT_KINDS
    for event in events:
        for lang in LANGS:
            text = event.text(lang)
            assert text and "{" not in text and "None" not in text, (event, lang)


def test_every_refusal_kind_renders_in_en_and_es() -> None:
    """All refusal kinds are reachable and read as text in every language."""
    errors = refusal_corpus()
    assert {e.kind for e in errors} == REFUSAL_KINDS
    for err in errors:
        for lang in LANGS:
            text = err.text(lang)
            assert text and "{" not in text and "None" not in text, (err.kind, lang)
        assert len({err.text(lang) for lang in LANGS}) == len(LANGS)


def test_every_registered_kind_is_an_event_or_a_refusal() -> None:
    """No registered Muros text is dead: the registry is exactly events + refusals + hint sentences."""
    assert set(i18n.kinds("muros")) == EVENT_KINDS | REFUSAL_KINDS | HINT_KINDS | WHY_KINDS


def test_every_rule_id_used_exists_in_the_rulebook() -> None:
    """Each rule ID named by an event or a refusal has a rulebook text in every language."""
    book = set(i18n.rule_ids("muros"))
    used = {e.rule for e in event_corpus()} | {e.rule for e in refusal_corpus() if e.rule}
    assert used <= book
    assert {f"MU{i}" for i in range(1, 28)} <= book
    for rule in used:
        assert all(i18n.rule_text("muros", rule, lang) for lang in LANGS)


def test_every_variant_has_a_rulebook_entry() -> None:
    """The tutor can explain each named variant in every language."""
    for variant in muros.VARIANTS:
        assert len({i18n.rule_text("muros", variant, lang) for lang in LANGS}) == len(LANGS)


@pytest.mark.parametrize("kind,en,es,de", [
    ("remove", "the first token met leaves the game: red. It need not be green",
     "sale del juego la primera ficha: roja. No tiene por qué ser verde",
     "verlässt der erste Stein das Spiel: rot. Er muss nicht grün sein"),
    ("capture", "takes the 2 green tokens", "se lleva las 2 fichas verdes", "nimmt die 2 grünen Steine"),
])
def test_agreement_of_tokens(kind: str, en: str, es: str, de: str) -> None:
    """Fichas are feminine: 'la primera ficha: roja', 'las 2 fichas verdes'; der Stein is masculine and its
    colour declines: 'der erste Stein', 'die 2 grünen Steine'; number agrees."""
    data = {"remove": dict(slot="W1", k=1, removed="R", cells=[], line="", far="E1", by_cells=False,
                           counted_colour="G"),
            "capture": dict(seat=0, slot="W5", take="G", n=2, cells=[], total=2)}[kind]
    assert en in i18n.render("muros", kind, data, "en")
    assert es in i18n.render("muros", kind, data, "es")
    assert de in i18n.render("muros", kind, data, "de")


def test_pile_empty_uses_the_masculine_mazo() -> None:
    """'el mazo amarillo' (mazo is masculine), not 'amarilla'; 'der offene gelbe Stapel'."""
    text = i18n.render("muros", "pile-empty", {"colour": "Y", "slot": "W1"}, "es")
    assert "El mazo amarillo boca arriba está vacío" in text
    assert "Der offene gelbe Stapel ist leer" in i18n.render("muros", "pile-empty", {"colour": "Y", "slot": "W1"}, "de")


ENGLISH_WORDS = {"pile", "take", "hand", "the", "and", "card", "cards", "token", "tokens", "row", "column",
                 "from", "none", "phase", "slot", "pass", "blocked", "white", "empty"}
NOTATION = re.compile(r"«[^»]*»|[YBRG]@[WENS][1-9](?: pile)?(?: take (?:[YBRG]|none))?|\b[A-Z]+(?:_[A-Z]+)+\b")


# English words that are no German words either ("hand" and "phase" are German too)
ENGLISH_IN_GERMAN = ENGLISH_WORDS - {"hand", "phase"}
SPANISH_WORDS = {"ficha", "fichas", "carta", "cartas", "fila", "columna", "mazo", "ranura", "las", "los", "el", "la",
                 "y", "que", "de", "del", "roja", "rojas", "azul", "verde", "amarilla", "blanca", "boca", "arriba",
                 "extremo", "casilla", "casillas", "jugador", "partida"}
GERMAN_NOTATION = re.compile(NOTATION.pattern + r"|„[^“]*“")


def _english_in(spanish: str) -> set[str]:
    """English words left in a Spanish text once quoted notation and variant identifiers are set aside."""
    prose = NOTATION.sub(" ", spanish)
    return {w for w in re.findall(r"[a-záéíóúñü]+", prose.lower()) if w in ENGLISH_WORDS}


def _foreign_in(german: str) -> set[str]:
    """English or Spanish words in a German text once quoted notation („take X“) and identifiers are set aside."""
    prose = GERMAN_NOTATION.sub(" ", german)
    words = re.findall(r"[A-Za-zÄÖÜäöüßáéíóúñ]+", prose)   # Spanish words as in prose: "y", never the letter Y
    return {w.lower() for w in words if w.lower() in ENGLISH_IN_GERMAN or w.lower() in SPANISH_WORDS and w[0].islower()}


def _views(lang: str) -> list[str]:
    """Every event and refusal, and the text diagram, the board picture's words, hints and why of a game, in lang."""
    texts = [e.text(lang) for e in event_corpus()] + [err.text(lang) for err in refusal_corpus()]
    game = tutor.new_game("muros", players=3, seed=5, variants={"HIDDEN_CAPTURES"})
    rng = random.Random(5)
    for _ in range(22):
        texts += [game.text(lang, seat=game.to_move), game.hint(lang).text, game.status(seat=game.to_move, lang=lang)]
        svg = game.svg(seat=game.to_move, lang=lang, legal=game.legal_actions()[:3])
        texts += re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r">([^<>]+)</text>", svg)
        game.play(rng.choice(game.legal_actions()))
        texts.append(game.why(len(game.history) - 1, lang=lang).text)
    return texts


def test_spanish_texts_hold_no_english_words() -> None:
    """Every event, refusal, diagram, picture label, hint and why in Spanish is Spanish prose: notation only inside «»
    or as an action."""
    for text in _views("es"):
        assert not _english_in(text), text
    assert _english_in("Juega del pile") == {"pile"}          # the check itself can fail


def test_german_texts_hold_no_english_or_spanish_words() -> None:
    """Every event, refusal, diagram, picture label, hint and why in German is German prose: notation only
    inside „“ or as an action, and no word left over from English or Spanish."""
    for text in _views("de"):
        assert not _foreign_in(text), text
    assert _foreign_in("Spiel vom pile der fila") == {"pile", "fila"}          # the check itself can fail


@pytest.mark.parametrize("kind,data,en,es,de", [
    ("board-count", dict(counts={"Y": 1, "B": 0, "R": 2, "G": 0}, white=1),
     "1 yellow token, 0 blue tokens, 2 red tokens, 0 green tokens (the one white token never counts)",
     "1 ficha amarilla, 0 fichas azules, 2 fichas rojas, 0 fichas verdes (la única blanca no cuenta)",
     "1 gelber Stein, 0 blaue Steine, 2 rote Steine, 0 grüne Steine (der eine weiße Stein zählt nie)"),
    ("board-count", dict(counts={"Y": 0, "B": 0, "R": 0, "G": 0}, white=0),
     "(no white token is left)", "(no queda ninguna blanca)", "(kein weißer Stein ist mehr übrig)"),
    ("remove", dict(slot="W1", k=1, removed="", cells=[], line="", far="E1", by_cells=True, counted_colour="R"),
     "the cell at the far end (E1) is cleared; it was empty",
     "se vacía la casilla del extremo opuesto (E1); estaba vacía",
     "Das Feld am anderen Ende (O1) wird geleert; es war leer"),
    ("count", dict(slot="W1", colour="R", k=1, line="", cells=[], counted=[]),
     "1 red token in row 1, so k = 1: 1 token must leave", "tiene 1 ficha roja, así que k = 1: sale 1 ficha",
     "In Zeile 1 liegt 1 roter Stein, also k = 1: 1 Stein muss"),
    ("game-over", dict(placed=1), "(1 card placed)", "(1 carta colocada)", "(1 Karte angelegt)"),
    ("all-passed", dict(players=3, placed=1), "All 3 players passed in a row, so the game ends with 1 card placed",
     "Los 3 jugadores han pasado seguidos, así que la partida termina con 1 carta colocada",
     "Alle 3 Spieler haben nacheinander gepasst, also endet das Spiel mit 1 angelegten Karte"),
    ("winner", dict(winners=[0, 1, 2], keys=[]), "P1, P2 and P3 are still tied", "P1, P2 y P3 siguen empatados",
     "P1, P2 und P3 liegen auch nach der letzten Stufe gleichauf"),
    ("capture-hidden", dict(seat=1, slot="N2", take="B", n=3, cells=[], hidden=True),
     "P2 takes the 3 blue tokens of column 2 into their own supply;",
     "P2 se lleva las 3 fichas azules de la columna 2 a su reserva;",
     "P2 nimmt die 3 blauen Steine aus Spalte 2 in den eigenen Vorrat;"),
])
def test_numbers_agree_in_every_language(kind: str, data: dict, en: str, es: str, de: str) -> None:
    """Plurals come from the catalogs' plural forms: "1 card", "1 carta colocada", "1 Karte angelegt", never
    "1 cards" or "las 1"."""
    assert en in i18n.render("muros", kind, data, "en")
    assert es in i18n.render("muros", kind, data, "es")
    assert de in i18n.render("muros", kind, data, "de")
