"""A document's board picture as stored (tutor.notebooks.pictures): the engine's drawing made small draws the
same shapes, words, colours and fonts in the same places; it leaves out only what the live board reads; and
its data URL is readable (one element a line) and gives the drawing back."""
from __future__ import annotations

import re
from typing import Any, Iterator
from xml.etree import ElementTree

import pytest

from tutor.lessons import LESSONS
from tutor.notebooks.pictures import URL_PREFIX, small, svg_of, svg_url
from tutor.widgets.notebook import picture
from tutor.core.i18n import LANGS

SVG = "{http://www.w3.org/2000/svg}"
PRESENTATION = {"fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "opacity", "font-family",
                "font-size", "font-weight", "font-style", "text-anchor", "stroke-dasharray", "marker-end"}
LIVE_ONLY = re.compile(r"class|role|aria-[\w-]+|data-[\w-]+|pointer-events|id")
NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def _measure(value: str) -> str:
    """A value with every number as a float and colours in full (#fff as #ffffff), px as a plain number."""
    value = value.strip()
    if re.fullmatch(r"#[0-9a-fA-F]{3}", value):
        value = "#" + "".join(c * 2 for c in value[1:])
    value = re.sub(r"(\d)px\b", r"\1", value.lower())
    return NUMBER.sub(lambda m: repr(float(m[0])), value)


def _drawn(svg: str) -> list[tuple[Any, ...]]:
    """What a picture draws, element by element: its shape and geometry, the transforms it is drawn
    through, its computed presentation (inherited, from attributes and the picture's own classes), its words."""
    root = ElementTree.fromstring(svg)
    rules: dict[str, dict[str, str]] = {}
    for style in root.iter(f"{SVG}style"):
        for name, body in re.findall(r"\.([\w-]+)\{([^}]*)\}", style.text or ""):
            rules[name] = dict(part.split(":", 1) for part in body.split(";") if part)

    def walk(element: ElementTree.Element, inherited: dict[str, str], through: tuple[str, ...]) -> Iterator[tuple]:
        tag = element.tag.removeprefix(SVG)
        if tag in {"style", "title", "desc"}:
            return
        own = {k: v for k, v in element.attrib.items() if k in PRESENTATION}
        own.update(rules.get(element.get("class", ""), {}))
        style = {**inherited, **{k: _measure(v) for k, v in own.items()}}
        if "transform" in element.attrib:
            through = (*through, _measure(element.attrib["transform"]))
        shape = tuple(sorted((k, _measure(v)) for k, v in element.attrib.items()
                             if k not in PRESENTATION and k != "transform" and not LIVE_ONLY.fullmatch(k)))
        if tag != "g":
            yield tag, shape, through, tuple(sorted(style.items())), (element.text or "").strip()
        for child in element:
            yield from walk(child, style, through)

    return list(walk(root, {}, ()))


def _starts() -> Iterator[tuple[str, str]]:
    for game, lessons in LESSONS.items():
        for item in lessons:
            for lang in LANGS:
                yield f"{game}/{item.id}/{lang}", picture(item.start(), item.seat, lang)


PICTURES = dict(_starts())


@pytest.mark.parametrize("name", list(PICTURES))
def test_the_small_picture_draws_what_the_engines_drawing_draws(name: str) -> None:
    engine = PICTURES[name]
    kept = small(engine)
    assert _drawn(kept) == _drawn(engine)
    assert not re.search(r"\s(data-[\w-]+|aria-[\w-]+|role|pointer-events)=", kept)
    assert "<title" not in kept


def test_the_small_pictures_are_at_most_two_thirds_of_the_engines() -> None:
    before = sum(len(svg) for svg in PICTURES.values())
    after = sum(len(svg_url(small(svg))) for svg in PICTURES.values())
    assert after <= before * 2 / 3, (after, before)


def test_a_picture_referring_to_its_own_parts_keeps_their_ids() -> None:
    engine = ('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" data-x="1"><defs>'
              '<marker id="arrow" class="m"><path d="M0 0 L10 5.00 L0 10 z" fill="#555555"/></marker>'
              '<g id="unused" role="img" aria-label="a cell"><rect width="2" height="2" fill="#FFFFFF"/>'
              '<rect x="2" width="2" height="2" fill="#FFFFFF"/></g></defs>'
              '<path d="M0 0 L9 9" stroke="#000" marker-end="url(#arrow)" pointer-events="none"/></svg>')
    kept = small(engine)
    assert "id='arrow'" in kept and "unused" not in kept and "data-x" not in kept
    assert "L10 5 " in kept and "fill='#555'" in kept
    assert re.search(r"<style>\n\.s\w+\{fill:#fff\}\n</style>", kept)   # two rects share one class
    assert _drawn(kept) == _drawn(engine)


def test_the_data_url_is_one_element_a_line_and_gives_the_drawing_back() -> None:
    words = "<text x='1' y='2'>A &amp; \"B\" 50% #1</text>"
    kept = small(PICTURES[next(iter(PICTURES))].replace("</svg>", words + "</svg>"))
    url = svg_url(kept)
    assert url.startswith(URL_PREFIX + "<svg xmlns='http://www.w3.org/2000/svg' ")
    body = url.removeprefix(URL_PREFIX)
    assert not re.search(r'[#"&]', body) and "%2526" not in body
    # a browser drops a URL's line breaks: each stands after a tag or a style rule, where none is needed
    assert all(line.endswith((">", "}")) for line in body.splitlines())
    assert len(body.splitlines()) > 50 and max(len(line) for line in body.splitlines()) < 1000
    assert svg_of(f'<img alt="x" src="{url}"><details>…</details>') == kept
    assert svg_of("<p>no picture</p>") is None


def test_a_drawing_with_its_own_style_sheet_is_refused_not_spoilt() -> None:
    with pytest.raises(ValueError, match="style sheet of its own"):
        small('<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:red}</style><rect class="a"/></svg>')
