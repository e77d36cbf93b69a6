"""Every event and refusal kind has English and Spanish text; every rule ID is in the rulebook."""
import random

import pytest

import tutor
from tutor.core import i18n
from tutor.core.events import Event
from tutor.matschig import random_bot
from tutor.matschig.texts import EVENT_KINDS, REFUSAL_KINDS

EVENT_SAMPLES = {
    "throw": {"seat": 0, "cards": ["W3", "S5"], "target": 1, "water": 3, "sand": 5},
    "mud-perfect": {"cards": ["W3", "S3"], "water": 3, "sand": 3, "target": 1, "after_pipe": False},
    "mud-imperfect": {"cards": ["W3", "S5"], "water": 3, "sand": 5, "card": "W2", "sender": 0,
                      "eligible": [1, 2, 3]},
    "window-skipped": {"cards": ["W3", "S5"], "water": 3, "sand": 5},
    "window-closed": {"reason": "nobody", "card": "S2", "target": 1},
    "race-ask": {"seat": 2, "card": "W2", "target": 1, "secret": False},
    "decline": {"seat": 2, "card": "W2"},
    "race-claim": {"seat": 2},
    "race-draw": {"seat": 2, "claimants": [1, 2]},
    "complete": {"seat": 2, "card": "W2", "target": 0, "old_target": 1, "thrower": 0,
                 "cards": ["W3", "S5", "W2"], "water": 5, "sand": 5},
    "defence-options": {"seat": 1, "cards": ["W7", "S7"], "water": 7, "sand": 7,
                        "umbrellas": ["U4", "U3", "U1"], "specials": ["PIPE", "BLOWER",
                        "FLAMETHROWER", "WATERSUIT", "MACHINEGUN"], "pipe_blocked": False},
    "accept": {"seat": 1, "cards": ["W3", "S5"], "points": 8},
    "umbrellas": {"seat": 1, "groups": [[["U4"], "W2"], [["U3", "U2"], "S5"]], "stopped": ["W2", "S5"],
                  "taken": [], "points": 0},
    "pipe": {"seat": 1, "target": 3, "cards": ["W3", "S5"], "perfect": False},
    "blower": {"seat": 1, "cancelled": ["S5"], "taken": ["W3", "W2"], "points": 5},
    "flamethrower": {"seat": 1, "cancelled": ["W3"], "taken": ["S5"], "points": 5},
    "watersuit": {"seat": 1, "stopped": ["W7"], "taken": ["S7"], "sum": 7, "points": 7},
    "machinegun": {"seat": 1, "cancelled": ["W3", "S5"]},
    "mg-reveal": {"seat": 2, "card": "S4", "outcome": "mud"},
    "mg-empty": {"seats": [3, 0]},
    "refill": {"draws": [[0, 2], [1, 1]], "deck": 40},
    "shortfall": {"need": 6, "deck": 5},
    "played-out": {},
    "next-turn": {"seat": 1, "final_target": 1, "thrower": 0, "why": "target"},
    "pass": {"seat": 0, "missing": "S", "next": 1, "swap_open": True},
    "swap": {"seat": 0, "cards": ["W1", "U2", "PIPE"], "deck": 30, "next": 1},
    "deadlock": {"passes": 4},
    "round-score": {"round": 1, "rows": [{"seat": 0, "cards": ["W3", "W4", "W4", "S2"], "points": 13,
                    "how": "sum"}, {"seat": 1, "cards": ["S3", "S4", "S1"], "points": 3,
                    "how": "one-type"}, {"seat": 2, "cards": [], "points": 0, "how": "empty"}],
                    "totals": [13, 3, 0]},
    "whole-game-score": {"totals": [12, 3, 0], "rows": [{"seat": 0, "cards": 3, "how": "sum"}]},
    "game-end": {"totals": [13, 3, 3], "winners": [1, 2], "tiebreak": False, "rounds": 3},
    "new-round": {"round": 2, "rounds": 3, "starter": 1, "why": "left", "totals": [1, 2, 3]},
}

REFUSAL_SAMPLES = {
    "game-over": {}, "wrong-phase": {"seat": 1, "phase": "defend", "got": "throw"},
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
    "umbrella-superfluous": {"umbrellas": ["U7", "U1"], "card": "S5", "value": 5, "spare": "U1"},
    "umbrella-not-in-hand": {"cards": ["U6"], "hand": ["U3"]},
    "watersuit-choose": {"mud": ["W7", "S7"], "total": 14},
    "watersuit-not-in-mud": {"card": "W1", "mud": ["W7", "S7"]},
    "watersuit-over-13": {"cards": ["W7", "S7"], "sum": 14},
    "watersuit-all-or-nothing": {"mud": ["W7", "S7"], "total": 14}, "not-mud": {"card": "U2"},
    "not-text": {"got": "int"}, "empty": {"forms": "pass | accept"},
    "unknown-action": {"word": "jump", "forms": "pass | accept"},
    "bad-card": {"token": "X9", "expected": "W1..W7"}, "bad-seat": {"token": "Q2"},
    "missing-target": {"action": "throw"}, "extra-words": {"action": "pass", "words": "now"},
    "no-cards": {"action": "throw"}, "one-card": {"action": "complete", "got": "W1 W2"},
    "bad-group": {"token": "U4"}, "no-groups": {}, "at-without-pipe": {},
}


def test_every_registered_kind_has_a_sample():
    assert set(i18n.kinds("matschig")) == set(EVENT_SAMPLES) | set(REFUSAL_SAMPLES)
    assert set(EVENT_KINDS) == set(EVENT_SAMPLES) and set(REFUSAL_KINDS) == set(REFUSAL_SAMPLES)


@pytest.mark.parametrize("kind", sorted({**EVENT_SAMPLES, **REFUSAL_SAMPLES}))
def test_kind_renders_in_english_and_spanish(kind):
    data = {**EVENT_SAMPLES, **REFUSAL_SAMPLES}[kind]
    en = i18n.render("matschig", kind, data, "en")
    es = i18n.render("matschig", kind, data, "es")
    assert en.strip() and es.strip() and en != es
    assert "{" not in en and "{" not in es


def test_variant_specific_branches_render():
    for extra in ({"why": "clockwise"}, ):
        Event("matschig", "M23", "next-turn", {**EVENT_SAMPLES["next-turn"], **extra}).text("es")
    for outcome in ("safe", "redraw", "keep"):
        d = {**EVENT_SAMPLES["mg-reveal"], "outcome": outcome}
        assert Event("matschig", "M19e", "mg-reveal", d).text("en") != Event(
            "matschig", "M19e", "mg-reveal", d).text("es")
    closed = {**EVENT_SAMPLES["window-closed"], "reason": "declined"}
    assert "declined" in Event("matschig", "M14", "window-closed", closed).text("en")


def test_rule_ids_of_events_and_refusals_exist_in_the_rulebook():
    ids = set(i18n.rule_ids("matschig"))
    assert {f"M{k}" for k in range(1, 31)} <= ids
    assert {f"A{k}" for k in range(1, 21)} <= ids
    for rid in ids:
        assert i18n.rule_text("matschig", rid, "en") and i18n.rule_text("matschig", rid, "es")
    rng = random.Random(5)
    seen = set()
    for seed, variants in enumerate([(), ("RACE_RANDOM", "MG_REDRAW_ON_SPECIAL"), ("PLAY_OUT",),
                                     ("ONE_TYPE_WHOLE_GAME", "SWAP3_OFF")]):
        g = tutor.new_game("matschig", players=3 + seed, seed=seed, variants=set(variants), rounds=2)
        while not g.is_over:
            step = g.play(random_bot(g, g.to_move, rng))
            for e in step.events:
                seen.add(e.rule)
                assert e.text("en") and e.text("es")
            for bad in ("throw W9 at P1", "PIPE at P1"):
                reason = g.why_not(bad)
                if reason is not None and reason.rule:
                    seen.add(reason.rule)
    assert seen <= ids | {"END"}, seen - ids
