"""Positions (issue 13 §1, issue 14 defect 2): g.position() round-trips, every invariant is checked with a
ValueError naming what is wrong (never a TypeError), and make_position writes a lesson's position."""
import json
import random

import pytest

import tutor
from tutor.core.testing import random_game
from tutor.matzlfangen import KNOWN_VARIANTS, RULES, conceal, legal_cards, make_position
from tutor.matzlfangen.snapshot import FIELDS
from tutor.matzlfangen.variants import check_variants


def _variant_sets(r: random.Random, n: int) -> list[frozenset]:
    out = [frozenset()]
    while len(out) < n:
        v = frozenset(x for x in sorted(KNOWN_VARIANTS) if r.random() < 0.2)
        try:
            check_variants(v)
        except ValueError:
            continue
        out.append(v)
    return out


def _games(n: int = 40, seed: int = 1):
    """Random games stopped at a random step, under random variant sets and series lengths."""
    r = random.Random(seed)
    for variants in _variant_sets(r, n):
        g = random_game("matzlfangen", r.randrange(10**6), r, variants, deals=r.choice((1, 2)))
        g.goto(r.randrange(len(g.history) + 1))
        yield g


def test_positions_round_trip_through_restore_and_setup_of():
    for g in _games():
        pos = g.position()
        assert list(pos) == list(FIELDS) and json.loads(json.dumps(pos)) == pos
        assert RULES.restore(pos) == g.state
        assert RULES.setup_of(g.state) == (4, g.variants, {"deals": g.options["deals"]})
        again = tutor.new_game("matzlfangen", position=pos)
        assert again.legal_actions() == g.legal_actions() and again.position() == pos


def test_every_position_field_is_documented_in_the_package_docstring():
    doc = tutor.matzlfangen.__doc__
    for name in FIELDS:
        assert name in doc, name


EX1 = ["LA LX LK SA SX SK E9 H7", "EX EK LO LU SO SU H9 H8", "EA HA HO HU E8 E7 L9 S9",
       "HX EO EU L8 L7 S8 S7 HK"]
FIRST = ["H7", "H9", "HA", "HX"]  # P1 leads a trump; P3's Sau catches P4's Matzl
SECOND = ["E7", "EU", "E9", "EK"]  # P3 leads; P2 heads with the König


def _play_position() -> dict:
    """§7.4 example 1 in trick 3: Rufen, P3 (who holds the called EA) raised Re, the Matzl caught."""
    played = FIRST + SECOND + ["SO"]
    now = [[c for c in h.split() if c not in played] for h in EX1]
    return make_position(hands=now, tricks=[FIRST, SECOND], trick="SO", called="EA", turned="HK", raises=[1, 2])


BAD_FIELDS = [
    ("deal_no", "0"), ("deal_no", 1), ("deals", "1"), ("deals", 0), ("dealer", True), ("dealer", 4),
    ("turned", ["HA"]), ("turned", "ZZ"), ("called", {"x": 1}), ("called", 3), ("variants", [["V-UT-FREE"]]),
    ("variants", [{"a": 1}]), ("variants", ["V-NOPE"]), ("variants", ["V-CALL-ANY", "V-CALL-SK"]),
    ("variants", "V-UT-FREE"), ("scores", "0000"), ("scores", [0, 0, 0]), ("history", [[0, 0, 0, "0"]]),
    ("history", {}), ("rng", -1), ("rng", 2**64), ("rng", 1.5), ("phase", ["play"]), ("phase", "nap"),
    ("turn", "0"), ("turn", None), ("deck", "HA"), ("knock_asked", 1.5), ("packets", "4"), ("packets", 5),
    ("hands", [[["HA"]], [], [], []]), ("hands", "all"), ("bids", [[0, ["weiter"]]]), ("bids", [[0, "pass"]]),
    ("passed", [0, 0, 0, 0]), ("contract", ["rufen"]), ("contract", "skat"), ("declarer", "0"),
    ("trump", 2), ("trump", "X"), ("partner", 1.0), ("public_side", [[], None, None, None]),
    ("public_side", ["declarers"]), ("raises", [[0, []]]), ("raises", [[0, "both"]]), ("raise_passes", None),
    ("leader", 5), ("tricks", [[0, "HA", 1]]), ("tricks", [{"leader": 0}]), ("trick", {"HA": 1}),
    ("matzl", ["declarers"]), ("matzl", "nobody"), ("matzl_seat", "1"), ("claimed", 1),
]


@pytest.mark.parametrize("key,value", BAD_FIELDS)
def test_issue14_defect2_a_field_of_the_wrong_type_is_a_value_error_naming_it(key, value):
    pos = _play_position()
    pos[key] = value
    with pytest.raises(ValueError, match=key):
        RULES.check_snapshot(pos)
    with pytest.raises(ValueError, match=key):
        tutor.new_game("matzlfangen", position=pos)
    g = tutor.new_game("matzlfangen", seed=7)
    data = json.loads(g.to_json())
    data["state"] = pos
    with pytest.raises(ValueError):
        tutor.load_game(json.dumps(data))


def test_issue14_defect2_unhashable_values_in_any_field_are_value_errors():
    """A Python caller may pass sets or dicts where lists or texts belong: still a ValueError."""
    pos = _play_position()
    for key in FIELDS:
        for value in ({1: 2}, [[1, 2], {"a": 3}], [set()], object()):
            bad = dict(pos, **{key: value})
            with pytest.raises(ValueError):
                RULES.check_snapshot(bad)


def test_a_missing_or_unknown_field_is_named():
    pos = _play_position()
    del pos["trick"]
    with pytest.raises(ValueError, match="lacks trick"):
        RULES.check_snapshot(pos)
    pos = dict(_play_position(), tricks_so_far=[])
    with pytest.raises(ValueError, match="unknown field"):
        RULES.check_snapshot(pos)


def _changed(pos: dict, change) -> dict:
    pos = json.loads(json.dumps(pos))
    change(pos)
    return pos


@pytest.mark.parametrize("change,needle", [
    (lambda p: p["tricks"][0].__setitem__(2, (p["tricks"][0][2] + 1) % 4), "tricks"),  # wrong winner
    (lambda p: p["tricks"][1].__setitem__(0, (p["tricks"][1][0] + 1) % 4), "led by"),  # wrong leader
    (lambda p: p.__setitem__("turn", (p["turn"] + 1) % 4), "turn"),
    (lambda p: p.__setitem__("partner", None), "partner"),
    (lambda p: p.__setitem__("declarer", (p["declarer"] + 1) % 4), "declarer"),
    (lambda p: p.__setitem__("public_side", ["declarers"] * 4), "public_side"),
    (lambda p: p.__setitem__("matzl", "defenders"), "matzl"),
    (lambda p: p.__setitem__("raise_passes", 2), "raise_passes"),
    (lambda p: p.__setitem__("raises", [[p["declarer"], "declarers"]]), "raises"),
    (lambda p: p.__setitem__("bids", p["bids"][:3]), "bids"),
    (lambda p: p.__setitem__("packets", 0), "packets"),
    (lambda p: p.__setitem__("deck", p["hands"][0][:1]) or p["hands"][0].pop(0), "deck"),
    (lambda p: p.__setitem__("scores", [1, -1, 0, 0]), "scores"),
    (lambda p: p.__setitem__("phase", "over"), "history"),  # over comes after the deal is settled
    (lambda p: p.__setitem__("phase", "raise"), "phase"),
])
def test_R_SEAT_and_R_PLAY_a_position_the_rules_cannot_reach_is_refused_naming_the_field(change, needle):
    pos = _play_position()
    with pytest.raises(ValueError, match=needle):
        RULES.check_snapshot(_changed(pos, change))


def test_R_DEAL_3_the_turned_card_must_be_the_dealers():
    pos = _play_position()
    dealer = pos["dealer"]
    other = next(c for c in pos["hands"][(dealer + 1) % 4])
    pos["turned"] = other
    with pytest.raises(ValueError, match="turned card"):
        RULES.check_snapshot(pos)


def _ex1_after_trick1() -> dict:
    now = [[c for c in h.split() if c not in FIRST] for h in EX1]
    return make_position(hands=now, tricks=[FIRST], called="EA", turned="HK", raises=[1, 2])


def test_R_PLAY_2_an_illegal_card_in_the_tricks_so_far_is_refused():
    pos = json.loads(json.dumps(_ex1_after_trick1()))
    pos["tricks"][0][1][1] = "EX"  # P2 throws EX on a trump lead while holding H9 and H8
    pos["hands"][1] = [c for c in pos["hands"][1] if c != "EX"] + ["H9"]
    with pytest.raises(ValueError, match=r"tricks\[0\]: P2 plays EX: R-PLAY-2"):
        RULES.check_snapshot(pos)
    now = [[c for c in h.split() if c not in ("H7", "EX", "HA", "HX")] for h in EX1]
    with pytest.raises(ValueError, match="P2 cannot play EX"):
        make_position(hands=now, tricks=[["H7", "EX", "HA", "HX"]], called="EA", turned="HK")


def test_a_game_from_a_position_saves_loads_undoes_and_replays():
    pos = make_position(hands=["S7 SA H8 EX", None, None, None], trick="SK", to_move=0, trump="H")
    g = tutor.new_game("matzlfangen", position=pos)
    r = random.Random(2)
    for _ in range(10):
        g.play(r.choice(g.legal_actions()))
    again = tutor.load_game(g.to_json())
    assert again.to_json() == g.to_json() and again.position() == g.position()
    while g.history:
        g.undo()
    assert g.position() == pos
    with pytest.raises(ValueError):
        tutor.new_game("matzlfangen", position=pos, deals=2)  # the position is a one-deal series
    with pytest.raises(ValueError):
        tutor.new_game("matzlfangen", position=pos, variants={"V-UT-FREE"})


# make_position: §5.3's tutor examples as lesson positions (trump Herz), P1 to play.
EXAMPLES = [("S7 SA H8 EX", "SK", ["SA"]), ("S7 SA HU", "SK H8", ["S7", "SA"]), ("H9 HA E7", "SK HO", ["HA"]),
            ("H9 H7 EX", "SK HA", ["H9", "H7"]), ("HA H7 LK", "HX", ["HA"])]


@pytest.mark.parametrize("hand,trick,legal", EXAMPLES)
def test_make_position_writes_the_section_5_3_examples(hand, trick, legal):
    pos = make_position(hands=[hand, None, None, None], trick=trick, to_move=0, trump="H")
    g = tutor.new_game("matzlfangen", position=pos)
    assert pos["hands"][0] == sorted(hand.split(), key=lambda c: "ELHS".index(c[0]) * 8 + "AXKOU987".index(c[1]))
    assert pos["trick"] == trick.split() and pos["trump"] == "H" and g.to_move == 0
    assert sorted(g.legal_actions()) == sorted("play " + c for c in legal)
    assert legal_cards(hand, trick, "H") == legal  # the rule function agrees
    assert len(pos["tricks"]) == 8 - len(hand.split())


def test_make_position_is_deterministic_and_fills_the_rest_from_the_seed():
    a = make_position(hands=["S7 SA H8 EX", None, None, None], trick="SK", to_move=0, trump="H", seed=5)
    b = make_position(hands=["S7 SA H8 EX", None, None, None], trick="SK", to_move=0, trump="H", seed=5)
    c = make_position(hands=["S7 SA H8 EX", None, None, None], trick="SK", to_move=0, trump="H", seed=6)
    assert a == b and a != c
    assert a["contract"] == "rufen" and a["declarer"] == 0 and a["dealer"] == 3 and a["called"] is not None


def test_make_position_with_the_tricks_written_out():
    pos = _ex1_after_trick1()
    assert pos["tricks"] == [[0, FIRST, 2]] and pos["turn"] == 2 and pos["matzl"] == "declarers"
    assert pos["partner"] == 2 and pos["raises"] == [[1, "defenders"], [2, "declarers"]]
    assert pos["public_side"] == ["declarers", "defenders", "declarers", "defenders"]


def test_make_position_other_contracts_and_phases():
    solo = make_position(contract="treiben", declarer=1, trump="S", seed=2)
    assert solo["contract"] == "treiben" and solo["trump"] == "S" and solo["phase"] == "play"
    durch = make_position(contract="durch", declarer=2, seed=2)
    assert durch["trump"] is None and durch["turn"] == 2  # R-PLAY-1: the declarer leads a Durch
    call = make_position(phase="call", seed=4)
    assert call["phase"] == "call" and call["called"] is None and call["turn"] == 0
    window = make_position(phase="raise", raises=1, seed=4)
    assert window["phase"] == "raise" and len(window["raises"]) == 1 and window["raises"][0][1] == "defenders"
    for pos in (solo, durch, call, window):
        RULES.check_snapshot(pos)


@pytest.mark.parametrize("kwargs,needle", [
    ({"hands": ["S7 SA", "SA", None, None]}, "twice"),
    ({"hands": ["S7 SA", "S8 S9 SK", None, None]}, "different numbers of tricks"),
    ({"contract": "durch", "trump": "H"}, "no trumps"),
    ({"contract": "skat"}, "contract"),
    ({"contract": "neid", "variants": {"V-CONTRACTS-3"}}, "not played"),
    ({"declarer": 2, "dealer": 3}, "forehand"),
    ({"trick": "SK S7 S8 S9"}, "at most 3"),
    ({"trick": "SK", "leader": 1, "to_move": 0}, "disagree"),
    ({"trick": "SK", "hands": ["S7 SA H8 EX", None, None, None]}, "who led"),
    ({"raises": 11}, "at most 10"),
    ({"phase": "auction"}, "phase"),
    ({"called": "HA", "trump": "H"}, "R-CALL-1"),
    ({"hands": ["ZZ", None, None, None]}, "not a card"),
])
def test_make_position_says_what_cannot_be(kwargs, needle):
    with pytest.raises(ValueError, match=needle):
        make_position(**kwargs)


def test_conceal_redeals_only_what_the_seat_cannot_see():
    r = random.Random(4)
    changed = 0
    for g in _games(30, seed=9):
        pos = g.position()
        for seat in range(4):
            other = conceal(pos, seat, r)
            RULES.check_snapshot(other)
            keep = {"hands", "deck", "partner", "matzl_seat"}
            assert {k: v for k, v in other.items() if k not in keep} == \
                {k: v for k, v in pos.items() if k not in keep}
            assert other["hands"][seat] == pos["hands"][seat]
            assert [len(h) for h in other["hands"]] == [len(h) for h in pos["hands"]]
            if pos["turned"] in pos["hands"][pos["dealer"]]:
                assert pos["turned"] in other["hands"][pos["dealer"]]
            changed += other != pos
    assert changed > 60  # most positions have something to hide
