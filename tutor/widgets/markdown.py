"""The lessons' small HTML (paragraphs, bold, italics, lists, tables) as Markdown for notebook cells."""
from __future__ import annotations

import re
from html.parser import HTMLParser

__all__ = ["to_markdown", "escape"]

_SPECIAL = re.compile(r"([\\`*_\[\]<$])")
_LINE_START = re.compile(r"^([#>+-]|\d+(?=[.)]))(?=[.)]?\s)")
_INLINE = {"b": "**", "strong": "**", "i": "*", "em": "*"}
_KNOWN = {"p", "br", "ul", "ol", "li", "table", "tbody", "thead", "tr", "th", "td", *_INLINE}


def escape(text: str) -> str:
    """Plain text as Markdown that shows it literally (no emphasis, links, HTML or maths)."""
    return _SPECIAL.sub(r"\\\1", text)


def to_markdown(html: str) -> str:
    """Markdown for a lesson text; an HTML tag the notebooks cannot show is a ValueError naming it."""
    parser = _Parser()
    parser.feed(html)
    parser.close()
    return parser.result()


class _Parser(HTMLParser):
    """Collects blocks (paragraphs, list items, tables) of inline Markdown."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.inline: list[str] = []
        self.lists: list[str] = []                  # "ul" or "ol" for each open list
        self.numbers: list[int] = []
        self.rows: list[list[str]] | None = None    # the open table's rows of cells
        self.cell: list[str] | None = None

    # -- tags ----------------------------------------------------------------------------------------
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in _KNOWN:
            raise ValueError(f"a lesson text uses <{tag}>, which the notebooks cannot show; "
                             f"use one of {', '.join(sorted(_KNOWN))}")
        if tag in _INLINE:
            self._text_target().append("\0\x01" + _INLINE[tag])
        elif tag == "br":
            self._text_target().append("\0<br>" if self.cell is not None else "\0\n")
        elif tag in ("p", "li"):
            self._flush()
        elif tag in ("ul", "ol"):
            self._flush()
            self.lists.append(tag)
            self.numbers.append(0)
        elif tag == "table":
            self._flush()
            self.rows = []
        elif tag == "tr" and self.rows is not None:
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = []
        if tag == "li" and self.numbers:
            self.numbers[-1] += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag in _INLINE:
            self._text_target().append("\0\x02" + _INLINE[tag])
        elif tag in ("p", "li"):
            self._flush(item=tag == "li")
        elif tag in ("ul", "ol") and self.lists:
            self._flush()
            self.lists.pop()
            self.numbers.pop()
            self.blocks.append("")  # a list ends: the next block is not one of its items
        elif tag in ("td", "th") and self.cell is not None and self.rows:
            self.rows[-1].append(_inline(self.cell).replace("|", "\\|"))
            self.cell = None
        elif tag == "table" and self.rows is not None:
            self.blocks.append(_table(self.rows))
            self.rows = None

    def handle_data(self, data: str) -> None:
        self._text_target().append(data)

    # -- blocks --------------------------------------------------------------------------------------
    def _text_target(self) -> list[str]:
        return self.cell if self.cell is not None else self.inline

    def _flush(self, item: bool = False) -> None:
        text = _inline(self.inline)
        self.inline = []
        if not text:
            return
        if item and self.lists:
            depth = "   " * (len(self.lists) - 1)
            mark = "-" if self.lists[-1] == "ul" else f"{self.numbers[-1]}."
            self.blocks.append(f"{depth}{mark} {text}")
        else:
            self.blocks.append(text)

    def result(self) -> str:
        self._flush()
        out: list[str] = []
        prev_item = False
        for block in self.blocks:
            if not block:
                prev_item = False
                continue
            is_item = bool(re.match(r"\s*(-|\d+\.) ", block))
            if out:
                out.append("\n" if is_item and prev_item else "\n\n")
            out.append(block)
            prev_item = is_item
        return "".join(out)


def _inline(parts: list[str]) -> str:
    """Inline Markdown from text runs and "\\0"-marked markers: escaped text, whitespace collapsed,
    emphasis markers kept tight against their words."""
    out = []
    for part in parts:
        out.append(part[1:] if part.startswith("\0") else escape(re.sub(r"\s+", " ", part)))
    text = re.sub("\x01([*]+)\x02[*]+", "", "".join(out))   # emphasis around nothing
    # "** word **" is not emphasis in Markdown: the spaces go outside the markers (\x01 opens, \x02 closes).
    text = re.sub("\x01([*]+)( +)", "\\2\\1", text)
    text = re.sub("( +)\x02([*]+)", "\\2\\1", text)
    text = text.replace("\x01", "").replace("\x02", "")
    lines = [_LINE_START.sub(_escape_start, line.strip()) for line in text.split("\n")]
    return "  \n".join(line for line in lines if line) if len(lines) > 1 else lines[0]


def _escape_start(match: re.Match[str]) -> str:
    """A line that would start a heading, quote, list or numbered list shows its first mark literally."""
    mark = match[1]
    return mark + "\\" if mark[0].isdigit() else "\\" + mark


def _table(rows: list[list[str]]) -> str:
    """A pipe table; the first row is the header."""
    rows = [r for r in rows if r]
    if not rows:
        return ""
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * width]
    lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return "\n".join(lines)
