"""Every event, refusal and hint kind has text in every language; every rule ID used is in the rulebook;
counts are words, never "(s)"; Spanish texts hold no English, German texts neither English nor Spanish."""
import re
import random

import pytest

from tutor.core.i18n import LANGS
import tutor
from tutor.core import i18n
from tutor.matzlfangen import KNOWN_VARIANTS
from tutor.matzlfangen.cards import card_the
from tutor.matzlfangen.clicks import LABEL, WHAT
from tutor.matzlfangen.rulebook import RULE_IDS
from tutor.matzlfangen.hints import plan
from tutor.matzlfangen.hint_texts import HINTS
from tutor.matzlfangen.texts import EVENTS, REFUSALS, FirstLetter
from tutor.matzlfangen.variants import check_variants

# Realistic data for kinds that random play seldom reaches.
EXTRA_EVENTS = {
    "outcome-void": {"contract": "rufen", "decl_points": 65, "def_points": 65, "decl_tricks": 4},
    "durch-stopped": {"seat": 1, "declarer": 2, "trick_no": 3},
    "value-bonus-lost": {"side": "declarers", "value": 3},
    "value-absolution": {"side": "defenders", "before": 4, "value": 2, "raises": 2},
    "partner-revealed": {"partner": 2, "declarer": 0, "card": "EA", "how": "deduction"},
    "no-knock": {"seat": 0},
    "call": {"seat": 0, "card": "EA", "partner": 2, "trump": "H"},
    "settlement": {"deltas": [5, -2, -2, -1], "scores": [5, -2, -2, -1], "value": 5, "winners": "declarers",
                   "contract": "treiben", "declarer": 0, "partner": None, "flat": True},
}
# Hint clauses random play seldom reaches.
EXTRA_HINTS = {"hint-call-other": {"card": "EX"}, "hint-catch-matzl": {"owner": 1, "card": "HX"}}
REFUSAL_DATA = {
    "bid-rufen": {"forehand": 1},
    "not-now": {"words": FirstLetter(LABEL["play"].format(card=card_the("HA")), upper=False), "phase": "auction",
                "seat": 2, "what": WHAT["auction"]},
    "bad-action": {"got": "dance", "expected": "cut, knock"}, "bad-card": {"got": "ZZ"},
    "too-long": {"got": "play " + "x" * 52 + "...", "length": 10**6, "limit": 64},
    "bad-suit": {"got": "Q"}, "bad-contract": {"got": "skat"},
    "cut-choice": {"seat": 0, "got": "cut", "cutter": 2, "legal": ["knock", "weiter"]},
    "contract-unavailable": {"contract": "neid"}, "bid-too-low": {"contract": "treiben", "high": "durch", "seat": 1},
    "bid-needs-suit": {"contract": "treiben"}, "bid-no-suit": {"contract": "durch", "suit": "H"},
    "trump-turned-suit": {"suit": "H"}, "call-held": {"card": "EA", "trump": "H"},
    "call-trump": {"card": "HA", "trump": "H"}, "call-sk-sau": {"card": "EX", "trump": "H"},
    "call-sk-suit": {"card": "EA", "trump": "H"}, "raise-too-late": {"seat": 1, "until_trick1": False},
    "raise-max": {"seat": 2}, "raise-first": {"seat": 2},
    "raise-wrong-side": {"seat": 3, "last": "Schuß", "side": "defenders"},
    "not-in-hand": {"seat": 0, "card": "HX", "hand": ["EA", "S7"]},
    **{k: {"seat": 1, "card": "H9", "legal": ["SA"], "led": "S", "trump": "H"} for k in (
        "must-follow", "must-head", "must-trump", "must-over-trump", "must-under-trump", "called-sau-play",
        "called-sau-keep")},
}


def _collect() -> tuple[dict, set, dict]:
    """Event kinds (as the projector and as each seat reads them) and hint clauses met in random games."""
    samples, rules, hints = {}, set(), {}
    r = random.Random(11)
    vs = sorted(KNOWN_VARIANTS)
    for seed in range(120):
        chosen = frozenset(r.sample(vs, r.randint(0, 5)))
        try:
            check_variants(chosen)
        except ValueError:
            continue
        g = tutor.new_game("matzlfangen", seed=seed, variants=chosen, deals=1 + seed % 2)
        while not g.is_over:
            for kind, data in plan(g.state).clauses:
                hints.setdefault(kind, data)
            acts = g.legal_actions()
            pick = "weiter" if "weiter" in acts and r.random() < 0.8 else r.choice(acts)
            step = g.play(pick)
            for e in [*step.events, *(e for seat in range(4) for e in step.seen_by(seat))]:
                samples.setdefault(e.kind, e.data)
                rules.add(e.rule)
    return samples, rules, hints


SAMPLES, USED_RULES, HINT_SAMPLES = _collect()


@pytest.mark.parametrize("kind", sorted(EVENTS))
def test_every_event_kind_renders_in_every_language(kind):
    data = SAMPLES.get(kind) or EXTRA_EVENTS.get(kind)
    assert data is not None, f"no sample for {kind}"
    said = [i18n.render("matzlfangen", kind, data, lang) for lang in LANGS]
    assert all(said) and len(set(said)) == len(LANGS) and not any("{" in text for text in said), said


@pytest.mark.parametrize("kind", sorted(REFUSALS))
def test_every_refusal_kind_renders_in_every_language(kind):
    said = [i18n.render("matzlfangen", kind, REFUSAL_DATA[kind], lang) for lang in LANGS]
    assert all(said) and len(set(said)) == len(LANGS) and not any("{" in text for text in said), said


def test_random_play_reaches_most_event_kinds():
    assert len(set(SAMPLES)) >= len(EVENTS) - len(EXTRA_EVENTS)
    assert set(SAMPLES) <= set(EVENTS)


def test_rule_ids_used_are_in_the_rulebook():
    assert USED_RULES <= set(RULE_IDS)
    refusal_rules = {"R-BID-2", "R-BID-5", "R-CALL-1", "R-SPR-2", "R-SPR-3", "R-SPR-4", "R-PLAY-1", "R-PLAY-2",
                     "R-PLAY-3", "R-PLAY-4", "R-DEAL-1", "R-MATZL-3"}
    assert refusal_rules <= set(RULE_IDS)
    for rid in RULE_IDS:
        assert all(i18n.rule_text("matzlfangen", rid, lang) for lang in LANGS)


def test_every_variant_and_rules_file_id_has_a_rulebook_entry():
    assert KNOWN_VARIANTS <= set(RULE_IDS)
    ids = {f"R-DECK-{i}" for i in range(1, 7)} | {f"R-SEAT-{i}" for i in range(1, 5)} | \
        {f"R-DEAL-{i}" for i in range(1, 5)} | {f"R-BID-{i}" for i in range(1, 6)} | \
        {f"R-CALL-{i}" for i in range(1, 4)} | {f"R-SPR-{i}" for i in range(1, 6)} | \
        {f"R-PLAY-{i}" for i in range(1, 7)} | {"R-TRICK-1"} | {f"R-MATZL-{i}" for i in range(1, 4)} | \
        {f"R-SCORE-{i}" for i in range(1, 4)}
    assert ids <= set(RULE_IDS)


@pytest.mark.parametrize("kind", sorted(k for k in HINTS if k != "hint-action"))
def test_every_hint_clause_renders_in_every_language(kind):
    data = {**EXTRA_HINTS, **HINT_SAMPLES}.get(kind)
    assert data is not None, f"no sample for the hint clause {kind}"
    said = [i18n.render("matzlfangen", kind, data, lang) for lang in LANGS]
    assert all(said) and len(set(said)) == len(LANGS) and not any("{" in text for text in said), said


def _every_text():
    """(lang, text) of every sampled event, refusal and hint clause in every language."""
    tables = ((EVENTS, {**EXTRA_EVENTS, **SAMPLES}), (REFUSALS, REFUSAL_DATA), (HINTS, {**EXTRA_HINTS, **HINT_SAMPLES}))
    for table, samples in tables:
        for kind in table:
            if kind in samples:
                for lang in LANGS:
                    yield lang, kind, i18n.render("matzlfangen", kind, samples[kind], lang)


def test_counts_are_words_never_s_in_parentheses():
    for lang, kind, text in _every_text():
        assert "(s)" not in text and "(es)" not in text, (kind, text)


# English words that must not appear in a Spanish or German sentence (notation in «» and variant names aside).
ENGLISH = re.compile(r"\b(the|and|of|trick|tricks|raise|raises|dealer|turn-up|points|side|claim|waive|bonus|you|"
                     r"your|with|card|cards|trump|trumps|lead|leads|follow|suit|wins|partner's)\b")
# Spanish words that must not appear in a German sentence; the German game words (Sau, Matzl, Trumpf, Durch,
# weiter, Spritzen, Schuß...) are expected there.
SPANISH = re.compile(r"\b(el|la|los|las|del|baza|bazas|triunfo|triunfos|palo|subida|subidas|repartidor|bando|"
                     r"compañero|carta|cartas|que|con|y|puntos|juega|sale|gana)\b")


def _bare(text: str) -> str:
    """A text without its notation: quoted input, variant IDs."""
    return re.sub(r"«[^»]*»|„[^“]*“|V-[A-Z0-9-]+|'[^']*'|\"[^\"]*\"", "", text)


def test_spanish_texts_hold_no_english():
    for lang, kind, text in _every_text():
        if lang == "es":
            assert not ENGLISH.search(_bare(text)), (kind, text)


def test_german_texts_hold_no_english_and_no_spanish():
    for lang, kind, text in _every_text():
        if lang == "de":
            assert not ENGLISH.search(_bare(text)) and not SPANISH.search(_bare(text)), (kind, text)


def test_german_views_hold_no_english_and_no_spanish():
    """The table diagram, the status line, the click labels and the rulebook read in German."""
    r = random.Random(3)
    for seed in range(6):
        g = tutor.new_game("matzlfangen", seed=seed, deals=2)
        while not g.is_over:
            seen = [g.text("de"), g.text("de", seat=0), g.status(seat=None, lang="de")]
            seen += [g.describe(a, "de") for a in g.legal_actions()]
            for text in seen:
                assert not ENGLISH.search(_bare(text)) and not SPANISH.search(_bare(text)), text
            g.play(r.choice(g.legal_actions()))
    for rid in RULE_IDS:
        text = i18n.rule_text("matzlfangen", rid, "de")
        assert not ENGLISH.search(_bare(text)) and not SPANISH.search(_bare(text)), (rid, text)
