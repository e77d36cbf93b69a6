"""A lab's drawing that fits its column: the engine's SVG scaled down (never up) to the width the page gives
it, on a phone too, whatever the page's sheets say of a lesson's own board."""
from __future__ import annotations

import re

FIT = "max-width:100%;height:auto"
_OPEN = re.compile(r"<svg\b[^>]*>")
_STYLE = re.compile(r'\sstyle="([^"]*)"')


def fit_width(svg: str) -> str:
    """The SVG with an inline style keeping it within its column (an inline style wins over the sheets)."""
    found = _OPEN.search(svg)
    if found is None:
        return svg
    tag = found.group(0)
    style = _STYLE.search(tag)
    if style is not None:
        fitted = tag.replace(style.group(0), f' style="{FIT};{style.group(1)}"', 1)
    else:
        fitted = tag.replace("<svg", f'<svg style="{FIT}"', 1)
    return svg[:found.start()] + fitted + svg[found.end():]
