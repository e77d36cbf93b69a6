"""A board picture as a course document stores it: the engine's SVG made small for a picture nobody clicks,
one element a line, inside an <img> (whose alt says the position) as an unencoded data URL.

Why an <img> in HTML and nothing else: JupyterLab and JupyterLite draw an untrusted notebook's HTML (sanitized,
data URLs of images allowed) but never its image/svg+xml, and every committed document opens untrusted; Voila,
nbconvert and the handouts show the same HTML; an inline <svg> would be stripped by Lab's and GitHub's
sanitizers. A drawing in an <img> is an image to the browser: the page's CSS, pointer events, titles and
ARIA inside it do nothing there, so the compact form leaves out what only the live board reads (click paths,
cell labels, card titles, classes) and the picture looks the same."""
from __future__ import annotations

import base64
import hashlib
import re
import xml.etree.ElementTree as ET
from html import unescape
from typing import Iterator, Optional
from urllib.parse import unquote

__all__ = ["small", "svg_url", "svg_of"]

_SVG = "http://www.w3.org/2000/svg"
_XML = "http://www.w3.org/XML/1998/namespace"
_XLINK = "http://www.w3.org/1999/xlink"
URL_PREFIX = "data:image/svg+xml;charset=utf-8,"

# What only the live board reads (its click paths, styles and labels, tests' hooks) or a picture in an <img>
# cannot use (pointer events, titles as tooltips); an id stays when the drawing refers to it.
_LIVE_ONLY = re.compile(r"class|role|aria-[\w-]+|data-[\w-]+|pointer-events|id")
_DROPPED_ELEMENTS = {"title", "desc"}
# The presentation attributes a <style> rule carries as they are (with the unit a plain number means).
_STYLED = {"fill": "", "fill-opacity": "", "stroke": "", "stroke-width": "px", "stroke-opacity": "",
           "opacity": "", "font-family": "", "font-size": "px", "font-weight": "", "font-style": "",
           "text-anchor": ""}
_TEXT_ATTRIBUTES = {"font-family", "href", "id"}   # words and names, whose digits are no measures
_NUMBER = re.compile(r"-?\d+\.\d+")
_COLOUR = re.compile(r"#([0-9a-fA-F])\1([0-9a-fA-F])\2([0-9a-fA-F])\3")   # a colour #rrggbb that #rgb says


def small(svg: str) -> str:
    """The engine's SVG as a document stores it: the same picture without what only the live board reads,
    numbers without trailing zeros, repeated styles as classes of one <style>, one element a line."""
    root = ET.fromstring(svg)
    if any(_local(e.tag) == "style" for e in root.iter()):
        raise ValueError("a board picture with a style sheet of its own: its classes would be lost")
    referred = {a or b for a, b in re.findall(r"url\(#([^)]+)\)|href=[\"']#([^\"']+)", svg)}
    _strip(root, referred)
    _unwrap(root)
    _restyle(root)
    return "\n".join(_lines(root)) + "\n"


def _local(name: str) -> str:
    """An element's or attribute's name without the SVG namespace; xml: and xlink: ones as SVG 2 writes them."""
    if name.startswith("{"):
        space, _, local = name[1:].partition("}")
        if space == _SVG:
            return local
        if space == _XML:
            return f"xml:{local}"
        if space == _XLINK and local == "href":
            return "href"
        raise ValueError(f"a board picture uses an attribute or element of another namespace: {name}")
    return name


def _value(name: str, value: str) -> str:
    """An attribute's value as short as it says the same: 60.0 as 60, #ffffff as #fff."""
    if name in _TEXT_ATTRIBUTES:
        return value
    value = _NUMBER.sub(lambda m: m[0].rstrip("0").rstrip("."), value)
    found = _COLOUR.fullmatch(value)
    return f"#{found[1]}{found[2]}{found[3]}".lower() if found else value


def _strip(element: ET.Element, referred: set[str]) -> None:
    """Drop the live board's attributes and the elements an <img> never shows; shorten every value."""
    for child in [c for c in element if _local(c.tag) in _DROPPED_ELEMENTS]:
        if (child.tail or "").strip():
            raise ValueError("a board picture has text beside its title")
        element.remove(child)
    attributes = {}
    for name, value in element.attrib.items():
        local = _local(name)
        if _LIVE_ONLY.fullmatch(local) and not (local == "id" and value in referred):
            continue
        attributes[local] = _value(local, value)
    element.attrib.clear()
    element.attrib.update(attributes)
    for child in element:
        _strip(child, referred)


def _unwrap(element: ET.Element) -> None:
    """A group left with no attributes groups nothing a picture shows: its children take its place."""
    index = 0
    while index < len(element):
        child = element[index]
        _unwrap(child)
        if _local(child.tag) == "g" and not child.attrib and not (child.text or "").strip() \
                and not (child.tail or "").strip():
            element[index:index + 1] = list(child)
        else:
            index += 1


def _restyle(root: ET.Element) -> None:
    """The presentation attributes that two or more elements share, as one class each in a <style>."""
    elements = [e for e in root.iter() if e is not root]
    counts: dict[tuple[tuple[str, str], ...], int] = {}
    for element in elements:
        key = _styled(element)
        if key:
            counts[key] = counts.get(key, 0) + 1
    shared = sorted(key for key, n in counts.items() if n > 1)
    if not shared:
        return
    by_text = _class_names([_declarations(key) for key in shared])
    names = {key: by_text[_declarations(key)] for key in shared}
    for element in elements:
        key = _styled(element)
        if key in names:
            for name, _ in key:
                del element.attrib[name]
            element.attrib["class"] = names[key]
    style = ET.Element("style")
    style.text = "\n" + "\n".join(f".{names[key]}{{{_declarations(key)}}}"
                                  for key in sorted(shared, key=lambda k: names[k])) + "\n"
    root.insert(0, style)


def _styled(element: ET.Element) -> tuple[tuple[str, str], ...]:
    """The element's presentation attributes a style rule can carry, in a stable order."""
    return tuple(sorted((name, value) for name, value in element.attrib.items() if name in _STYLED))


def _declarations(key: tuple[tuple[str, str], ...]) -> str:
    """CSS declarations for presentation attributes: a plain number of a length in px, as SVG means it."""
    parts = []
    for name, value in key:
        unit = _STYLED[name] if re.fullmatch(r"-?[\d.]+", value) else ""
        parts.append(f"{name}:{value}{unit}")
    return ";".join(parts)


def _class_names(declarations: list[str]) -> dict[str, str]:
    """A class name per set of declarations from its own digest, so one new style renames no other; two
    sets whose names would meet take a longer name (the later in order)."""
    names: dict[str, str] = {}
    taken: set[str] = set()
    for text in declarations:
        code = base64.b32encode(hashlib.blake2s(text.encode("utf-8"), digest_size=10).digest()).decode().lower()
        size = 3
        while "s" + code[:size] in taken:
            size += 1
        names[text] = "s" + code[:size]
        taken.add(names[text])
    return names


def _lines(element: ET.Element) -> Iterator[str]:
    """The element as XML, one element a line; an element with words in it stays on one line."""
    tag = _local(element.tag)
    attributes = "".join(f" {name}='{_attribute(value)}'" for name, value in element.attrib.items())
    if tag == "svg":
        attributes = f" xmlns='{_SVG}'" + attributes
    has_words = (element.text or "").strip() or any((c.tail or "").strip() for c in element)
    if tag == "style" or has_words:
        yield f"<{tag}{attributes}>{_inline_content(element)}</{tag}>"
    elif len(element):
        yield f"<{tag}{attributes}>"
        for child in element:
            yield from _lines(child)
        yield f"</{tag}>"
    else:
        yield f"<{tag}{attributes}/>"


def _inline_content(element: ET.Element) -> str:
    """An element's words and children as XML on one line (a style sheet keeps its own lines)."""
    parts = [_text(element.text or "")]
    for child in element:
        tag = _local(child.tag)
        attributes = "".join(f" {n}='{_attribute(v)}'" for n, v in child.attrib.items())
        parts.append(f"<{tag}{attributes}>{_inline_content(child)}</{tag}>{_text(child.tail or '')}")
    return "".join(parts)


def _attribute(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&apos;").replace("\n", "&#10;")


def _text(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def svg_url(svg: str) -> str:
    """A data URL of an SVG for an <img>'s double-quoted src, readable: only %, #, & and " are encoded,
    and its line breaks stay (a browser drops line breaks from a URL, and every one stands between two tags)."""
    return URL_PREFIX + svg.replace("%", "%25").replace("#", "%23").replace("&", "%26").replace('"', "%22")


def svg_of(html: str) -> Optional[str]:
    """The SVG of the first picture in a document's stored HTML (None without one)."""
    found = re.search(r'<img\b[^>]*?\bsrc="data:image/svg\+xml([;,][^"]*)"', html)
    if found is None:
        return None
    head, _, body = found[1].partition(",")
    body = unescape(body)
    if head.endswith(";base64"):   # as documents stored it before
        return base64.b64decode(re.sub(r"\s", "", body)).decode("utf-8")
    return unquote(body)
