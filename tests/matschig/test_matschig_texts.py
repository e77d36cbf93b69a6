"""Every event, refusal, click and hint kind has English and Spanish text, told in words (never notation);
every rule ID is in the rulebook; plurals, and Spanish as a native teacher writes it."""
import re

import pytest

import tutor
from tutor.core import i18n
from tutor.core.events import Event
from tutor.core.bots import RandomBot
from tutor.matschig import make_position
from tutor.matschig.clicks import CLICK_TEXTS
from tutor.matschig.hinttexts import HINT_KINDS
from tutor.matschig.refusals import REFUSAL_KINDS
from tutor.matschig.texts import EVENT_KINDS

OPTIONS = [{"kind": "accept", "action": "accept", "best": [], "taken": ["W7", "S7"], "score": 14},
           {"kind": "umbrellas", "action": "umbrellas U4+U3>W7", "best": [[["U4", "U3"], "W7"]], "taken": ["S7"],
            "score": 1},
           {"kind": "PIPE", "action": None, "best": [], "taken": [], "score": 0},
           {"kind": "BLOWER", "action": "BLOWER", "best": [], "taken": ["W7"], "score": 1},
           {"kind": "FLAMETHROWER", "action": "FLAMETHROWER", "best": [], "taken": ["S7"], "score": 1},
           {"kind": "WATERSUIT", "action": "WATERSUIT W7", "best": ["W7"], "taken": ["S7"], "score": 1},
           {"kind": "MACHINEGUN", "action": "MACHINEGUN", "best": [], "taken": [], "score": 0}]

EVENT_SAMPLES = {
    "throw": {"seat": 0, "cards": ["W3", "S5"], "target": 1, "water": 3, "sand": 5},
    "mud-perfect": {"cards": ["W3", "S3"], "water": 3, "sand": 3, "target": 1, "after_pipe": False},
    "mud-imperfect": {"cards": ["W3", "S5"], "water": 3, "sand": 5, "card": "W2", "in_deck": True,
                      "sender": 0, "eligible": [1, 2, 3]},
    "window-skipped": {"cards": ["W3", "S5"], "water": 3, "sand": 5},
    "window-closed": {"reason": "declined", "card": "S2", "target": 1, "asked": 3},
    "race-ask": {"seat": 2, "card": "W2", "target": 1, "secret": False, "holds": True},
    "race-ask-unseen": {"seat": 2, "card": "W2", "target": 1, "secret": False},
    "decline": {"seat": 2, "card": "W2", "secret": False},
    "race-claim": {"seat": 2, "target": 0, "secret": True},
    "race-secret": {"seat": 2},
    "race-draw": {"seat": 2, "claimants": [1, 2]},
    "complete": {"seat": 2, "card": "W2", "target": 0, "old_target": 1, "thrower": 0,
                 "cards": ["W3", "S5", "W2"], "water": 5, "sand": 5},
    "defence-options": {"seat": 1, "cards": ["W7", "S7"], "water": 7, "sand": 7, "pile": [],
                        "score": 0, "umbrellas": ["U4", "U3", "U1"],
                        "specials": ["PIPE", "BLOWER", "FLAMETHROWER", "WATERSUIT", "MACHINEGUN"],
                        "options": OPTIONS},
    "defence-options-unseen": {"seat": 1, "cards": ["W7", "S7"], "water": 7, "sand": 7,
                               "pile": [], "score": 0},
    "accept": {"seat": 1, "cards": ["W3", "S5"], "points": 8, "score": 8},
    "umbrellas": {"seat": 1, "groups": [[["U4"], "W2"], [["U3", "U2"], "S5"]], "stopped": ["W2", "S5"],
                  "taken": [], "points": 0, "score": 0},
    "pipe": {"seat": 1, "target": 3, "cards": ["W3", "S5"], "perfect": False},
    "blower": {"seat": 1, "cancelled": ["S5"], "taken": ["W3", "W2"], "points": 5, "score": 2},
    "flamethrower": {"seat": 1, "cancelled": ["W3"], "taken": ["S5"], "points": 5, "score": 1},
    "watersuit": {"seat": 1, "stopped": ["W7"], "taken": ["S7"], "sum": 7, "points": 7, "score": 1},
    "machinegun": {"seat": 1, "cancelled": ["W3", "S5"]},
    "mg-reveal": {"seat": 2, "card": "S4", "outcome": "mud"},
    "mg-empty": {"seats": [3, 0]},
    "refill": {"draws": [[0, 2], [1, 1]], "deck": 40},
    "drawn": {"seat": 0, "cards": ["W3", "U2", "PIPE"]},
    "shortfall": {"need": 6, "deck": 5},
    "played-out": {},
    "next-turn": {"seat": 1, "final_target": 1, "thrower": 0, "why": "target", "took": True},
    "pass": {"seat": 0, "missing": "S", "next": 1, "swap_open": True},
    "pass-unseen": {"seat": 0, "next": 1},
    "swap": {"seat": 0, "cards": ["W1", "U2", "PIPE"], "deck": 30, "next": 1},
    "deadlock": {"passes": 4},
    "round-score": {"round": 1, "rows": [{"seat": 0, "cards": ["W3", "W4", "W4", "S2"], "points": 13,
                    "how": "sum"}, {"seat": 1, "cards": ["S3", "S4", "S1"], "points": 3,
                    "how": "one-type"}, {"seat": 2, "cards": [], "points": 0, "how": "empty"}],
                    "totals": [13, 3, 0]},
    "whole-game-score": {"totals": [12, 3, 0], "rows": [{"seat": 0, "cards": 3, "how": "sum"}]},
    "game-end": {"totals": [13, 3, 3], "winners": [1, 2], "tiebreak": False, "rounds": 3},
    "new-round": {"round": 2, "rounds": 3, "starter": 1, "why": "left", "totals": [1, 2, 3]},
    "players": {"players": 4}, "seats": {"players": 4},
    "deck": {"deck": "DECK_FANFOR_1998", "variant": "DECK_FANFOR_1998",
             "counts": [["W1", 6], ["W7", 5], ["S1", 6], ["S7", 5], ["U1", 4], ["PIPE", 3], ["BLOWER", 1]]},
    "rounds": {"rounds": 2, "per_player": False, "players": 4},
    "deal": {"players": 4, "deck": 82, "round": 1}, "dealt": {"seat": 0, "cards": ["W3", "U2", "PIPE"]},
    "hidden": {}, "piles-empty": {}, "out-empty": {}, "first-starter": {"starter": 2},
    "final-target": {"final_target": 2, "thrower": 0},
    "standing": {"totals": [3, 3, 5], "leaders": [0, 1], "low": 3},
    "refill-order": {"thrower": 0, "short": [2, 3]}, "house-rule": {}, "spent": {"seat": 1, "card": "PIPE"},
}

REFUSAL_SAMPLES = {
    "cannot-throw": {"seat": 0, "missing": "both"}, "throw-not-mud": {"card": "U3"},
    "throw-both-kinds": {"cards": ["W1", "W2"]}, "throw-one-each": {"cards": ["W1", "W2", "S3"]},
    "no-such-seat": {"seat": 8, "players": 4}, "throw-at-self": {"seat": 0},
    "not-in-hand": {"cards": ["W7"], "hand": ["W1", "S1"]},
    "must-throw": {"seat": 0, "waters": ["W1"], "sands": ["S2"]}, "swap-off": {},
    "swap-three": {"got": 2}, "swap-deck-short": {"deck": 2},
    "not-completing-card": {"card": "S3", "need": "S2", "water": 4, "sand": 2},
    "complete-at-self": {"seat": 1}, "must-redirect": {"target": 2},
    "umbrellas-and-special": {"specials": ["BLOWER"]},
    "one-special-only": {"specials": ["BLOWER", "PIPE"]},
    "special-not-in-hand": {"card": "WATERSUIT", "hand": ["U1"]}, "pipe-at-self": {"seat": 1},
    "pipe-perfect": {"cards": ["W3", "S3"]}, "no-umbrellas": {}, "not-an-umbrella": {"card": "W2"},
    "card-not-in-mud": {"card": "W3", "mud": ["W2", "S5"]}, "card-guarded-twice": {"card": "S5"},
    "group-too-small": {"umbrellas": ["U4"], "sum": 4, "card": "S5", "value": 5},
    "umbrella-used-twice": {"card": "U7", "held": 1, "groups": 2},
    "umbrella-not-in-hand": {"card": "U6", "held": 0, "needed": 1, "hand": ["U3"]},
    "watersuit-choose": {"mud": ["W7", "S7"], "total": 14},
    "watersuit-not-in-mud": {"card": "W1", "mud": ["W7", "S7"]},
    "watersuit-over-13": {"cards": ["W7", "S7"], "sum": 14},
    "watersuit-all-or-nothing": {"mud": ["W7", "S7"], "total": 14}, "not-mud": {"card": "U2"},
    "wrong-phase": {"phase": "defend", "seat": 1}, "race-realtime": {},
    "not-text": {"got": "int"}, "empty": {"forms": "pass | accept"},
    "too-long": {"limit": 200, "length": 16014}, "bad-character": {"char": "'ı'", "position": 12},
    "unknown-action": {"word": "jump", "forms": "pass | accept"},
    "bad-card": {"token": "X9", "expected": "W1..W7"}, "bad-seat": {"token": "Q2"},
    "missing-target": {"action": "throw"}, "extra-words": {"action": "pass", "words": "now"},
    "no-cards": {"action": "throw"}, "one-card": {"action": "complete", "got": "W1 W2"},
    "bad-group": {"token": "U4"}, "no-groups": {}, "at-without-pipe": {},
}

HINT_SAMPLES = {
    "hint-throw-perfect": {"action": "throw W4 S4 at P3", "cards": ["W4", "S4"], "target": 2,
                           "card": None, "points": 5},
    "hint-throw": {"action": "throw W3 S5 at P3", "cards": ["W3", "S5"], "target": 2, "card": "W2",
                   "points": 5},
    "hint-swap": {"action": "swap W1 W2 W3", "cards": ["W1", "W2", "W3"], "missing": "S"},
    "hint-pass": {"action": "pass", "missing": "both", "swap": True},
    "hint-complete": {"action": "complete W2 at P3", "card": "W2", "target": 2, "was_mine": True,
                      "points": 5},
    "hint-decline": {"action": "decline", "card": "W2", "target": 2, "points": 5},
    "hint-decline-no-card": {"action": "decline", "card": "W2"},
    "hint-defend": {"action": "BLOWER", "kind": "BLOWER", "cards": ["W5", "S2", "S3"],
                    "taken": ["W5"], "stopped": ["S2", "S3"], "spent": ["BLOWER"], "before": 2,
                    "score": 3, "accept": 19, "tie": True, "target": None, "groups": []},
}
CLICK_SAMPLES = {kind: {"seat": 1} for kind in CLICK_TEXTS}
ALL = {**EVENT_SAMPLES, **REFUSAL_SAMPLES, **HINT_SAMPLES, **CLICK_SAMPLES}


def test_every_registered_kind_has_a_sample():
    assert set(i18n.kinds("matschig")) == set(ALL)
    assert set(EVENT_KINDS) == set(EVENT_SAMPLES) and set(REFUSAL_KINDS) == set(REFUSAL_SAMPLES)
    assert set(HINT_KINDS) == set(HINT_SAMPLES)


@pytest.mark.parametrize("kind", sorted(ALL))
def test_kind_renders_in_every_language(kind):
    said = {lang: i18n.render("matschig", kind, ALL[kind], lang) for lang in i18n.LANGS}
    for lang, text in said.items():
        assert text.strip() and "{" not in text, (lang, text)
        assert "(s)" not in text  # plurals come from the catalogs' plural forms
        if lang != i18n.SOURCE:
            assert text != said[i18n.SOURCE], (lang, text)


def _every_text(lang, notation=True):
    """Every sample rendered, with every branch of the templates that take one (without the notation refusals,
    which quote typed notation, unless notation)."""
    texts = [i18n.render("matschig", kind, data, lang) for kind, data in ALL.items()
             if notation or kind not in NOTATION_KINDS]
    variants = [("window-closed", {"reason": r, "asked": a}) for r in ("no-card", "nobody")
                for a in (1, 3)] + [("window-closed", {"asked": 1})]
    variants += [("mg-reveal", {"outcome": o}) for o in ("safe", "redraw", "keep")]
    variants += [("next-turn", {"took": False}), ("next-turn", {"why": "clockwise"})]
    variants += [("race-ask", {"holds": False}), ("race-ask", {"secret": True}),
                 ("decline", {"secret": True}), ("mud-imperfect", {"card": None}),
                 ("mud-imperfect", {"in_deck": False}), ("mud-imperfect", {"eligible": []})]
    variants += [("hint-defend", {"kind": k, "action": a, "tie": False, "target": 2, "groups": [[["U4"], "W5"]]})
                 for k, a in (("accept", "accept"), ("umbrellas", "umbrellas U4>W5"),
                              ("PIPE", "PIPE at P3"), ("MACHINEGUN", "MACHINEGUN"),
                              ("WATERSUIT", "WATERSUIT W5 S2"), ("FLAMETHROWER", "FLAMETHROWER"))]
    variants += [("hint-complete", {"was_mine": False}), ("hint-throw", {"card": None})]
    for kind, change in variants:
        texts.append(i18n.render("matschig", kind, {**ALL[kind], **change}, lang))
    return texts


def test_every_branch_renders_in_every_language():
    said = {lang: _every_text(lang) for lang in i18n.LANGS}
    assert all(t.strip() for texts in said.values() for t in texts)
    assert len({len(texts) for texts in said.values()}) == 1


def test_english_plurals_agree_with_their_numbers():
    def en(kind, **data):
        return i18n.render("matschig", kind, {**ALL[kind], **data}, "en")
    assert "the draw pile holds only 1:" in en("shortfall", deck=1)
    assert "the draw pile holds none:" in en("shortfall", deck=0) and "only 0" not in en("shortfall", deck=0)
    assert "P3 stays clean" in en("mg-empty", seats=[2])
    assert "P3 and P1 stay clean" in en("mg-empty", seats=[2, 0])
    assert "water 3 goes out of play" in en("machinegun", cancelled=["W3"])
    assert "water 3 and sand 7 go out of play" in en("machinegun", cancelled=["W3", "S7"])
    assert "Umbrella 4 is worth 4, less than sand 5" in en("group-too-small")
    assert "Umbrellas 3 and 1 add up to 4" in en("group-too-small", umbrellas=["U3", "U1"])
    assert "1 card left in the draw pile" in en("refill", deck=1)
    assert "there is only 1." in en("swap-deck-short", deck=1)


def test_spanish_plurals_and_agreement():
    def es(kind, **data):
        return i18n.render("matschig", kind, {**ALL[kind], **data}, "es")
    assert "solo queda 1:" in es("shortfall", deck=1) and "solo quedan 5:" in es("shortfall", deck=5)
    assert "no queda ninguna:" in es("shortfall", deck=0)
    assert "queda 1 carta en el mazo" in es("refill", deck=1)
    assert "P3 se salva." in es("mg-empty", seats=[2])
    assert "P3 y P1 se salvan." in es("mg-empty", seats=[2, 0])
    one = {**ALL["defence-options"], "umbrellas": ["U3"],
           "options": [OPTIONS[0], {"kind": "umbrellas", "action": None, "best": None, "taken": None,
                                    "score": None}]}
    assert "paraguas 3: no alcanza para" in i18n.render("matschig", "defence-options", one, "es")
    two = {**one, "umbrellas": ["U3", "U1"]}
    assert "paraguas 3 y 1: no alcanzan para" in i18n.render("matschig", "defence-options", two, "es")
    assert "sin llevarse nada" in i18n.render("matschig", "defence-options",
                                              {**ALL["defence-options"], "options": OPTIONS[2:3]}, "es")
    assert "P2 quería completar" in es("race-draw", claimants=[1])


def test_spanish_blower_text_says_who_takes_the_water():
    """Not 'la arena S6 ... se lleva el agua', which reads as the sand taking the water."""
    text = i18n.render("matschig", "blower", ALL["blower"], "es")
    assert "la arena (arena 5) sale volando; P2 se lleva agua 3 y agua 2" in text
    assert not re.search(r"arena[^;]*se lleva", text)


NOTATION = re.compile(r"\b[WSU][1-7]\b|[A-Z]{4,}|>")


def test_spanish_uses_no_english_words_and_no_card_codes():
    english = re.compile(r"\b(pile|take|takes|decline|declines|BLOWER|PIPE|FLAMETHROWER|"
                         r"MACHINEGUN|WATERSUIT|the|and|points?)\b")
    for kind, data in {**EVENT_SAMPLES, **HINT_SAMPLES, **CLICK_SAMPLES}.items():
        text = i18n.render("matschig", kind, data, "es")
        assert not english.search(text) and not NOTATION.search(text), text
    for text in _every_text("es"):
        assert "declin" not in text and "recib" not in text, text
    assert "roba agua 3, paraguas 2 y el tubo" in i18n.render("matschig", "drawn", EVENT_SAMPLES["drawn"], "es")
    assert "agua 2" in i18n.render("matschig", "race-ask", EVENT_SAMPLES["race-ask"], "es")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_events_hints_and_refusals_of_actions_say_cards_in_words(lang):
    """No card codes, variant IDs or umbrella-group notation: 'umbrella 4 on water 2', never 'U4>W2'."""
    kinds = {**EVENT_SAMPLES, **HINT_SAMPLES, **CLICK_SAMPLES,
             **{k: v for k, v in REFUSAL_SAMPLES.items() if k not in NOTATION_KINDS}}
    for kind, data in kinds.items():
        text = i18n.render("matschig", kind, data, lang)
        assert not NOTATION.search(text), f"{kind}: {text}"


NOTATION_KINDS = {"not-text", "too-long", "bad-character", "empty", "unknown-action", "bad-card", "bad-seat",
                  "missing-target", "extra-words", "no-cards", "one-card", "bad-group", "no-groups",
                  "at-without-pipe"}


def test_german_plurals_and_words():
    def de(kind, **data):
        return i18n.render("matschig", kind, {**ALL[kind], **data}, "de")
    assert "der Nachziehstapel hat nur 1:" in de("shortfall", deck=1)
    assert "der Nachziehstapel ist leer:" in de("shortfall", deck=0)
    assert "noch 1 Karte im Nachziehstapel" in de("refill", deck=1)
    assert "noch 40 Karten im Nachziehstapel" in de("refill")
    assert "P3 bleibt sauber." in de("mg-empty", seats=[2])
    assert "P3 und P1 bleiben sauber." in de("mg-empty", seats=[2, 0])
    assert "Regenschirm 4 ist 4 wert, weniger als Sand 5" in de("group-too-small")
    assert "Regenschirme 3 und 1 ergeben zusammen 4" in de("group-too-small", umbrellas=["U3", "U1"])
    assert "P2 wollte ergänzen" in de("race-draw", claimants=[1])
    assert "P2 und P3 teilen sich den Sieg" in de("game-end")
    assert "{seat}" not in de("click-not-yours") and "Jetzt entscheidet P2." == de("click-not-yours")
    assert "P1 zieht: Wasser 3, Regenschirm 2 und das Rohr." == de("drawn")
    assert "Nur eine Sonderkarte pro Abwehr, also ist das Rohr verbraucht" in de("spent")
    assert "16.014 Zeichen" in de("too-long")


ENGLISH_IN_GERMAN = re.compile(r"\b(pile|take|takes|decline|declines|BLOWER|PIPE|FLAMETHROWER|MACHINEGUN|WATERSUIT|"
                               r"the|and|points?|water|umbrellas?|mud|card|cards|throw|swap|pass|sand card)\b")
SPANISH_IN_GERMAN = re.compile(r"\b(barro|agua|arena|paraguas|carta|cartas|mazo|tubo|sopladora|lanzallamas|"
                               r"metralleta|objetivo|lanza|completa|renuncia|ronda|puntos?|montón|el|la|los|las|y|"
                               r"que|no)\b")


def test_german_uses_no_english_or_spanish_words_and_no_card_codes():
    for kind, data in {**EVENT_SAMPLES, **HINT_SAMPLES, **CLICK_SAMPLES}.items():
        text = i18n.render("matschig", kind, data, "de")
        assert not NOTATION.search(text), text
    for text in _every_text("de", notation=False):
        assert not ENGLISH_IN_GERMAN.search(text), text
        assert not SPANISH_IN_GERMAN.search(text), text
    for rid in i18n.rule_ids("matschig"):
        text = i18n.rule_text("matschig", rid, "de")
        assert not ENGLISH_IN_GERMAN.search(text) and not SPANISH_IN_GERMAN.search(text), (rid, text)


def test_german_board_views_use_german_words():
    pos = make_position(hands=["W3 S5 U2 PIPE BLOWER", None, None], thrown="W3 S4", thrower=1, target=0, seed=3)
    g = tutor.new_game("matschig", position=pos)
    text = g.text("de", seat=0)
    assert "Hand: W3 S5 U2 PIPE BLOWER" in text and "Karten: W Wasser, S Sand, U Regenschirm." in text
    svg = g.svg(seat=0, lang="de")
    assert ">Rohr<" in svg and "<title>Gebläse</title>" in svg and "W Wasser · S Sand · U Regenschirm" in svg
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', svg)) + " " + re.sub(r"<[^>]+>", " ", svg)
    for words in (ENGLISH_IN_GERMAN, SPANISH_IN_GERMAN):
        assert not words.search(re.sub(r"\b[WSU][1-7]\b|PIPE|BLOWER|Matschig", "", labels)), words.findall(labels)
    assert not ENGLISH_IN_GERMAN.search(g.status(lang="de")), g.status(lang="de")


def test_spanish_board_names_card_types_and_special_cards():
    pos = make_position(hands=["W3 S5 U2 PIPE BLOWER", None, None], seed=3)
    g = tutor.new_game("matschig", position=pos)
    text = g.text("es", seat=0)
    assert "mano: W3 S5 U2 PIPE BLOWER" in text and "mano: 7 cartas" in text
    assert "Cartas: W agua, S arena, U paraguas." in text
    svg = g.svg(seat=0, lang="es")
    assert ">tubo<" in svg and "<title>sopladora</title>" in svg and "W agua · S arena · U paraguas" in svg


def test_rule_ids_of_events_and_refusals_exist_in_the_rulebook():
    ids = set(i18n.rule_ids("matschig"))
    assert {f"M{k}" for k in range(1, 31)} <= ids
    assert {f"A{k}" for k in range(1, 21)} <= ids
    for rid in ids:
        assert all(i18n.rule_text("matschig", rid, lang) for lang in i18n.LANGS)
    bot = RandomBot(5)
    seen = set()
    for seed, variants in enumerate([(), ("RACE_RANDOM", "MG_REDRAW_ON_SPECIAL"), ("PLAY_OUT",),
                                     ("ONE_TYPE_WHOLE_GAME", "SWAP3_OFF")]):
        g = tutor.new_game("matschig", players=3 + seed, seed=seed, variants=set(variants), rounds=2)
        while not g.is_over:
            step = g.play(bot.choose(g))
            for e in step.events:
                seen.add(e.rule)
                assert all(e.text(lang) for lang in i18n.LANGS)
                for seat in range(g.players):
                    assert e.text("en", seat=seat) is not None
            for bad in ("throw W9 at P1", "PIPE at P1"):
                reason = g.why_not(bad)
                if reason is not None and reason.rule:
                    seen.add(reason.rule)
    assert seen <= ids, seen - ids


def test_M10_the_perfect_mud_text_says_why_perfect_matters():
    text = Event("matschig", "M10", "mud-perfect", EVENT_SAMPLES["mud-perfect"]).text("en")
    assert "nobody can complete it, so nobody can take it over" in text
    es = Event("matschig", "M10", "mud-perfect", EVENT_SAMPLES["mud-perfect"]).text("es")
    assert "nadie puede completarlo, así que nadie puede quedárselo para desviarlo" in es
