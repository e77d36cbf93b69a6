"""LineLab and VariantsTable: the lab's result is push_line's; the table is the rules file's table."""
import pytest

from tutor.muros import push_line
from tutor.widgets import Lang, LineLab, VariantsTable


def test_lab_result_equals_push_line_and_checks_the_prediction():
    lab = LineLab(seed=1, lang=Lang())
    lab.choose("E3", "R")
    line = lab.line
    expected = push_line(line, "R")[0]
    lab.predict(expected[::-1])                     # E3: the board reads the other way
    lab.reveal()
    assert lab.result == expected and lab.correct is True
    assert "Right!" in lab.feedback.value
    assert [f.line for f in lab.player.frames][-1] == expected
    assert lab.game.history == []                    # the lab plays on a copy


def test_lab_wrong_prediction_is_answered():
    lab = LineLab(seed=1, lang=Lang())
    lab.choose("W1", lab.colour)
    lab.predict(lab.line)
    lab.reveal()
    if lab.result != lab.line:
        assert lab.correct is False and "Not quite" in lab.feedback.value


# rules/muros.md §4.2, the table of examples under each reading (lines from the card's end).
EXAMPLES = [
    ("RBYRGWBRG", "R", {"default": ("...RBYRGW", "GRB"), "COUNT_CELLS": ("...RBYRGW", "GRB"),
                        "COMPACT_SHIFT": ("...RBYRGW", "GRB"), "SHIFT_TOWARD_CARD": ("RBYRGW...", "GRB")}),
    ("Y.RB.GGW."[::-1], "G", {"default": ("B.GGW...."[::-1], "YR"), "COUNT_CELLS": ("RB.GGW..."[::-1], "Y"),
                              "COMPACT_SHIFT": ("BGGW....."[::-1], "YR"),
                              "SHIFT_TOWARD_CARD": ("....B.GGW"[::-1], "YR")}),
    ("B.RR.W.G.", "G", {"default": ("...B.RR.W", "G"), "COUNT_CELLS": (".B.RR.W.G", ""),
                        "COMPACT_SHIFT": (".....BRRW", "G"), "SHIFT_TOWARD_CARD": ("B.RR.W...", "G")}),
]


@pytest.mark.parametrize("line,colour,expected", EXAMPLES)
def test_variants_table_matches_the_rules_file(line, colour, expected):
    table = VariantsTable(line, colour, lang=Lang())
    rows = {name: (new, removed) for name, new, removed in table.rows()}
    for name, want in expected.items():
        assert rows[name] == want
    assert "SHIFT_TOWARD_CARD" in table.html.value and "Variant (A1)" in table.html.value
