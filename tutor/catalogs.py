"""The message catalogs: extract every text of the code, update each language's .po, compile the .mo, check.

`python -m tutor.catalogs update` (make messages) writes tutor/locale/<lang>/LC_MESSAGES/tutor.po for every
language but the source; `compile` (make catalogs) writes the .mo files the tutor reads; `check` lists what
a translator still has to do (tests/core/test_catalogs.py fails on any of it). Needs Babel (a build tool)."""
from __future__ import annotations

import ast
import os
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Optional

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as Message_
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from .core.i18n import LANGS, LOCALE, PLURAL_FORMS, SOURCE, po_path

ROOT = LOCALE.parent.parent
SCANNED = ("tutor", "site")                     # folders whose .py files hold learner-facing texts
_TEXT_CALLS = {"Text": (0, None), "Word": (0, None), "count": (1, 2), "plural": (1, 2)}   # msgid, plural arg
WIDTH = 110


@dataclass
class Message:
    """One extracted text: its English, plural and context, and where the code says it."""

    msgid: str
    plural: Optional[str]
    context: Optional[str]
    places: list[tuple[str, int]] = field(default_factory=list)
    word: bool = False                         # a Word: a language may add forms of it


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def _literal(node: Optional[ast.expr]) -> Optional[str]:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _calls(path: Path) -> Iterator[tuple[ast.Call, str]]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Call) and _name(node.func) in _TEXT_CALLS:
            yield node, _name(node.func)


def extract(root: Path = ROOT) -> tuple[dict[tuple[Optional[str], str], Message], list[str]]:
    """Every text of the code by (context, msgid), and the calls whose msgid is not a literal string."""
    found: dict[tuple[Optional[str], str], Message] = {}
    errors: list[str] = []
    for folder in SCANNED:
        for path in sorted((root / folder).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            if rel in ("tutor/core/i18n.py", "tutor/catalogs.py"):
                continue
            try:
                calls = list(_calls(path))
            except SyntaxError as err:
                raise SystemExit(f"{rel}:{err.lineno}: not valid Python, so its texts cannot be extracted "
                                 "(nothing was written)") from None
            for call, name in calls:
                first, second = _TEXT_CALLS[name]
                args = call.args
                kw = {k.arg: k.value for k in call.keywords if k.arg}
                msgid = _literal(args[first]) if len(args) > first else None
                plural = _literal(args[second]) if second is not None and len(args) > second else \
                    _literal(kw.get("plural"))
                context = _literal(kw.get("context"))
                if msgid is None:
                    if name in ("count", "plural") or (name == "Text" and not args):
                        continue      # the helpers' own signatures (def count(...)) or a Text built elsewhere
                    errors.append(f"{rel}:{call.lineno}: {name}(...) needs its English as a literal string")
                    continue
                if "context" in kw and context is None:
                    errors.append(f"{rel}:{call.lineno}: context= must be a literal string")
                msg = found.setdefault((context, msgid), Message(msgid, plural, context))
                msg.word = msg.word or name == "Word"
                if plural and not msg.plural:
                    msg.plural = plural
                msg.places.append((rel, call.lineno))
    return found, errors


def template(messages: dict[tuple[Optional[str], str], Message]) -> Catalog:
    """The catalog template (what a .pot would hold)."""
    cat = Catalog(domain="tutor", project="rules tutor", charset="utf-8")
    for (context, msgid), msg in messages.items():
        cat.add((msgid, msg.plural) if msg.plural else msgid, context=context, locations=msg.places[:3])
    return cat


def read(lang: str) -> Catalog:
    """A language's catalog as it is on disk (an empty one when there is none yet), with its plural rule."""
    path = po_path(lang)
    if not path.exists():
        cat = Catalog(locale=lang, domain="tutor", project="rules tutor", charset="utf-8")
    else:
        with path.open("rb") as handle:
            cat = read_po(handle, locale=lang)
    rule = PLURAL_FORMS[lang]         # languages.json: not Babel's CLDR guess (Spanish "many" for millions)
    setattr(cat, "_num_plurals", int(rule.split("nplurals=")[1].split(";")[0]))
    setattr(cat, "_plural_expr", rule.split("plural=")[1].rstrip(";").strip())
    return cat


def msgid_of(m: Message_) -> str:
    """An entry's English (the singular of a plural entry)."""
    return str(m.id[0] if isinstance(m.id, (tuple, list)) else m.id)


def plural_of(m: Message_) -> Optional[str]:
    """An entry's English plural, if it has one."""
    return str(m.id[1]) if isinstance(m.id, (tuple, list)) else None


def strings_of(m: Message_) -> list[str]:
    """An entry's translation: one string, or one per plural form."""
    return [str(x or "") for x in m.string] if isinstance(m.string, (tuple, list)) else [str(m.string or "")]


def is_form(context: Optional[str]) -> bool:
    """Whether an entry is a word form a language added ("muros colour|fpl"): never in the code."""
    return context is not None and "|" in context


def update(root: Path = ROOT) -> dict[str, int]:
    """Bring every language's .po in line with the code, keeping translations; returns entries per language."""
    messages, errors = extract(root)
    for error in errors:
        print(f"not extracted: {error}", file=sys.stderr)
    sizes = {}
    for lang in LANGS:
        if lang == SOURCE:
            continue
        pot = template(messages)               # one per language: Catalog.update shares its Message objects
        cat = read(lang)
        # a form stays while the text it is a form of is in the code (a Word, or a Text read with forms)
        forms = [m for m in cat if m.id and is_form(m.context) and (str(m.context).split("|")[0], msgid_of(m)) in messages]
        cat.update(pot, no_fuzzy_matching=True)
        for m in forms:
            cat.add(m.id, m.string, context=m.context)
        cat.obsolete.clear()                   # a text no longer in the code leaves the catalog
        path = po_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        with temp.open("wb") as handle:
            write_po(handle, cat, width=WIDTH, omit_header=False, sort_output=False, include_previous=False)
        temp.replace(path)
        sizes[lang] = len([m for m in cat if m.id])
    return sizes


def compile_catalog(lang: str) -> Path:
    """Write a language's .mo from its .po (fuzzy entries left out: they are not translations yet)."""
    cat = read(lang)
    mo = po_path(lang).with_suffix(".mo")
    with mo.open("wb") as handle:
        write_mo(handle, cat, use_fuzzy=False)
    return mo


def fields(text: str) -> set[str]:
    """The {names} of a text (without their forms)."""
    out = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name:
            out.add(name.split(".")[0].split("[")[0])
    return out


def problems(root: Path = ROOT) -> list[str]:
    """Everything a translator or a contributor still has to do; empty when every catalog is complete."""
    messages, out = extract(root)
    for lang in LANGS:
        if lang == SOURCE:
            continue
        seen = set()
        for m in read(lang):
            if not m.id:
                continue
            msgid, plural, strings = msgid_of(m), plural_of(m), strings_of(m)
            key = (m.context, msgid)
            seen.add(key)
            msg = messages.get(key)
            where = f" ({':'.join(map(str, msg.places[0]))})" if msg else ""
            if is_form(m.context):
                if not all(strings):
                    out.append(f"{lang}: the form {m.context!r} of {msgid!r} is empty")
                continue
            if msg is None:
                out.append(f"{lang}: {msgid[:60]!r} is no longer in the code (run make messages)")
            elif m.fuzzy or not all(strings):
                out.append(f"{lang}: {msgid[:60]!r}{where} is not translated" + (" (fuzzy)" if m.fuzzy else ""))
            else:
                source = fields(msgid) | (fields(plural) if plural else set())
                for text in strings:
                    if fields(text) - source:
                        out.append(f"{lang}: the translation of {msgid[:60]!r}{where} uses "
                                   f"{sorted(fields(text) - source)}, unknown to it")
        for key, msg in messages.items():
            if key not in seen:
                where = ":".join(map(str, msg.places[0]))
                out.append(f"{lang}: {msg.msgid[:60]!r} ({where}) is missing from the catalog (run make messages)")
    return out


def main(argv: list[str]) -> int:
    """update | compile | check."""
    command = argv[0] if argv else "check"
    if command == "update":
        for lang, n in update().items():
            print(f"{po_path(lang).relative_to(ROOT)}: {n} entries")
    elif command == "compile":
        for lang in LANGS:
            if lang != SOURCE:
                print(compile_catalog(lang).relative_to(ROOT))
    elif command == "check":
        found = problems()
        print("\n".join(found) if found else "every catalog is complete")
        return 1 if found else 0
    else:
        print("usage: python -m tutor.catalogs update|compile|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
