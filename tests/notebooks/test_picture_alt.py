"""Board pictures in the handouts and the course documents' cells carry a text alternative in the learner's
language that states the position in words: a short alt (game, phase, turn) and the engine's text view of the
lesson's start, as its seat sees it, in a "The board in words" description."""
from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS
from tutor.lessons import LESSONS
from tutor.notebooks.handouts import write_handouts
from tutor.widgets.base import Language, Progress
from tutor.widgets.front import CATALOGUE, handout
from tutor.widgets.notebook import WORDS, board_alt, board_words, language, lesson, scenario, scenarios

ROOT = Path(__file__).resolve().parents[2]


class _Pictures(HTMLParser):
    """Every <img> of a page with its alt, and the text of every <pre> that follows a picture."""

    def __init__(self) -> None:
        super().__init__()
        self.alts: list[str | None] = []
        self.words: list[str] = []
        self._pre: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self.alts.append(dict(attrs).get("alt"))
        elif tag == "pre":
            self._pre = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "pre" and self._pre is not None:
            self.words.append("".join(self._pre))
            self._pre = None

    def handle_data(self, data: str) -> None:
        if self._pre is not None:
            self._pre.append(data)


def _pictures(html: str) -> _Pictures:
    found = _Pictures()
    found.feed(html)
    return found


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("handouts")
    return {p.name: p.read_text(encoding="utf-8") for p in write_handouts(ROOT, out)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_every_handout_picture_states_its_lessons_start_in_the_engines_words(pages, course, lang: str) -> None:
    page = pages[handout(course.game, lang)]
    sections = re.findall(r"<section class='lesson'>(.*?)</section>", page, re.S)
    lessons = list(LESSONS[course.game])
    assert len(sections) == len(lessons)
    lead = WORDS["picture"](lang)
    for item, section in zip(lessons, sections):
        found = _pictures(section)
        start = item.start()
        assert found.alts == [board_alt(start, item.seat, lang, lead)], (item.id, lang)
        assert found.alts[0].startswith(lead) and len(found.alts[0]) > len(lead) + 5
        assert found.words == [board_words(start, item.seat, lang)], (item.id, lang)
        assert f"<summary>{WORDS['in-words'](lang)}</summary>" in section


@pytest.mark.parametrize("course", CATALOGUE, ids=lambda c: c.game)
def test_the_handouts_words_for_a_board_differ_by_language(pages, course) -> None:
    alts = {lang: _pictures(pages[handout(course.game, lang)]).alts for lang in LANGS}
    assert all(en != es for en, es in zip(alts["en"], alts["es"]))


def test_the_alt_names_the_game_the_phase_and_whose_turn_it_is() -> None:
    item = next(x for x in LESSONS["muros"] if x.id == "count")
    alt = board_alt(item.start(), item.seat, "en", "The board.")
    assert re.fullmatch(r"The board\. Muros: phase \d, \d+ of 36 cards placed, P\d to move\.", alt), alt
    alt_es = board_alt(item.start(), item.seat, "es", "El tablero.")
    assert re.fullmatch(r"El tablero\. Muros: fase \d, \d+ de 36 cartas colocadas, turno de P\d\.", alt_es), alt_es


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(LESSONS))
def test_a_documents_lesson_and_scenario_cells_carry_the_same_words(game: str, lang: str) -> None:
    state = Language()
    language(lang, state)
    item = next(iter(LESSONS[game]))
    bundle = lesson(game, item.id, language=state, progress=Progress()).static[0]
    found = _pictures(bundle["text/html"])
    start = item.start()
    assert found.alts == [board_alt(start, item.seat, lang, WORDS["picture"](lang))]
    assert found.words == [board_words(start, item.seat, lang)]
    assert bundle["text/plain"] == f"{found.alts[0]}\n{found.words[0]}"
    assert set(bundle) == {"text/html", "text/plain"}   # the drawing once, in the <img> the alt belongs to
    sc = scenarios(game)[0]
    found = _pictures(scenario(game, 1, language=state).static[0]["text/html"])
    assert found.alts == [board_alt(sc.start(), None, lang, WORDS["scenario-picture"](lang))]
    assert found.words == [board_words(sc.start(), None, lang)]


_BOARD_CELL = re.compile(r'^(lesson|scenario)\("(\w+)", "?([\w-]+)"?\)$')


def _documents() -> list[Path]:
    return sorted(p for lang in LANGS for p in (ROOT / "notebooks" / lang).glob("*.ipynb"))


@pytest.mark.parametrize("path", _documents(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_stored_picture_of_a_document_carries_its_alt_and_words_once(path: Path) -> None:
    """Each board picture of a committed document is one HTML output: one <img> of the drawing whose alt
    states the position in the engine's words and in the document's language, the board in words after it,
    and the same two as plain text; no second copy of the drawing in another form."""
    import nbformat
    from xml.etree import ElementTree

    from tutor.notebooks.pictures import svg_of

    lang = path.parent.name
    nb = nbformat.read(path, as_version=4)
    checked = 0
    for cell in nb.cells:
        found = _BOARD_CELL.match(cell.source.strip()) if cell.cell_type == "code" else None
        if found is None:
            continue
        kind, game, which = found.groups()
        if kind == "lesson":
            item = next(x for x in LESSONS[game] if x.id == which)
            start, seat, lead = item.start(), item.seat, WORDS["picture"](lang)
        else:
            start, seat, lead = scenarios(game)[int(which) - 1].start(), None, WORDS["scenario-picture"](lang)
        data = cell.outputs[0]["data"]
        assert set(data) == {"text/html", "text/plain"}, cell.source
        html = data["text/html"]
        pictures = _pictures(html)
        assert pictures.alts == [board_alt(start, seat, lang, lead)], cell.source
        assert pictures.words == [board_words(start, seat, lang)], cell.source
        assert data["text/plain"] == f"{pictures.alts[0]}\n{pictures.words[0]}"
        assert f'<pre lang="{lang}">' in html and html.count("<img ") == 1
        svg = svg_of(html)
        assert svg is not None and ElementTree.fromstring(svg).tag == "{http://www.w3.org/2000/svg}svg"
        checked += 1
    assert checked, f"{path.name} shows no board"


def test_a_picture_in_words_never_shows_what_the_lessons_seat_cannot_see() -> None:
    item = next(iter(LESSONS["matzlfangen"]))
    words = board_words(item.start(), item.seat, "en")
    assert words == item.start().text("en", seat=item.seat)
    assert words != item.start().text("en", seat=None)
