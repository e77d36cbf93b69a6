"""The lessons' small HTML as Markdown (tutor.widgets.markdown): what the documents print for each text."""
from __future__ import annotations

import pytest

from tutor import GAMES
from tutor.lessons import LESSONS
from tutor.widgets.markdown import escape, to_markdown
from tutor.core.i18n import LANGS


def test_paragraphs_bold_and_italics_become_markdown_with_the_spaces_outside_the_markers() -> None:
    html = "<p>Place <b>one card </b>in a slot.</p><p><i>Phase 1</i> is the <b>first</b> 18 cards.</p>"
    assert to_markdown(html) == "Place **one card** in a slot.\n\n*Phase 1* is the **first** 18 cards."


def test_lists_and_tables_keep_their_shape() -> None:
    html = ("<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>"
            "<table><tr><th>Variant</th><th>Rule</th></tr><tr><td><b>A|B</b></td><td>x</td></tr></table>")
    assert to_markdown(html) == ("- one\n- two\n\n1. first\n2. second\n\n"
                                 "| Variant | Rule |\n|---|---|\n| **A\\|B** | x |")


def test_text_that_markdown_would_read_as_markup_shows_literally() -> None:
    assert escape("2*3 = 6, $5, a_b, [x], <b>") == "2\\*3 = 6, \\$5, a\\_b, \\[x\\], \\<b>"
    assert to_markdown("<p># not a heading</p><p>3. not a list</p><p>- nor this</p>") == (
        "\\# not a heading\n\n3\\. not a list\n\n\\- nor this")
    assert to_markdown("<p>a<br>b</p>") == "a  \nb"


def test_a_tag_the_notebooks_cannot_show_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"<img>"):
        to_markdown('<p>see <img src="x.png"></p>')


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_text_converts_and_keeps_its_words(game: str) -> None:
    for lesson in LESSONS[game]:
        for lang in LANGS:
            text = to_markdown(lesson.text(lang))
            assert text and "<" not in text.replace("\\<", "").replace("<br>", ""), (lesson.id, lang, text)
