"""python -m tutor new <game> | readme: a new game from the template, and the README's course list.

    python -m tutor new sprint                 # tutor/sprint/, course, apps, tests, entry, texts, notebooks
    python -m tutor new sprint --title "Sprint!"
    python -m tutor readme                     # README.md's course list, from tutor/games.py and the lessons

`new` copies the template game (tutor/template: Countdown) under the new name, adds its entry to
tutor/games.py and its texts to every language's catalog, finds its rules' demos, and writes its notebook
sources and the README's list; the game then passes every generic test (docs/adding-a-game.md). A bad name changes nothing."""
from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]      # the checkout holding this package
TEMPLATE = "countdown"                          # the template game's name in tutor/template
TEMPLATE_TITLE = "Countdown"
MARKER = "]   # `python -m tutor new <game>` adds a game's entry above this line"
README_START = "<!-- courses: `python -m tutor readme` writes this list from tutor/games.py and the lessons -->"
README_END = "<!-- /courses -->"


class NewGameError(ValueError):
    """A game that cannot be made: the reason, for the command line."""


# -- naming ------------------------------------------------------------------------------------------------
def camel(name: str) -> str:
    """The game's name as a class name prefix: "sprint_2" -> "Sprint2"."""
    return "".join(part.capitalize() for part in name.split("_"))


def default_title(name: str) -> str:
    """The game's name as people read it: "sprint_2" -> "Sprint 2"."""
    return " ".join(part.capitalize() for part in name.split("_") if part)


def renamed(text: str, name: str, title: str) -> str:
    """A template file's text for the new game: its modules, its name, its class names and its title."""
    text = text.replace("tutor.template.", "tutor.")
    text = re.sub(rf"{TEMPLATE_TITLE}(?=[A-Za-z0-9_])", camel(name), text)   # CountdownRules -> SprintRules
    text = text.replace(TEMPLATE_TITLE, title).replace(TEMPLATE, name)
    return text.replace(TEMPLATE.upper(), name.upper())


# -- what `new` writes ---------------------------------------------------------------------------------------
def template_files(root: Path, name: str) -> dict[Path, Path]:
    """Each template file -> where the new game's copy goes."""
    base = root / "tutor" / "template"
    out: dict[Path, Path] = {}
    for folder, target in ((base / TEMPLATE, root / "tutor" / name),
                           (base / "widgets" / TEMPLATE, root / "tutor" / "widgets" / name),
                           (base / "tests", root / "tests" / name)):
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                out[path] = target / path.relative_to(folder).as_posix().replace(TEMPLATE, name)
    out[base / "lessons" / f"{TEMPLATE}.py"] = root / "tutor" / "lessons" / f"{name}.py"
    return out


def refusal(name: str, root: Path) -> Optional[str]:
    """Why `name` cannot be a new game (None: it can)."""
    from .core.registry import valid_name
    if not valid_name(name):
        return (f"{name!r} is not a game name: use a lower-case Python identifier (letters, digits and _, "
                "starting with a letter), such as 'sprint'")
    listed = listed_names(root)
    if name in listed:
        return f"{name!r} is a game already (tutor/games.py lists {', '.join(listed)})"
    taken = [p for p in (root / "tutor" / name, root / "tutor" / f"{name}.py", root / "tutor" / "lessons" / name,
                         root / "tutor" / "lessons" / f"{name}.py", root / "tutor" / "widgets" / name,
                         root / "tests" / name) if p.exists()]
    if taken:
        return f"{name!r} is taken: {', '.join(p.relative_to(root).as_posix() for p in taken)} exists"
    return None


def listed_names(root: Path) -> list[str]:
    """The names tutor/games.py lists, read from its text (this process may have imported an older one)."""
    tree = ast.parse((root / "tutor" / "games.py").read_text(encoding="utf-8"))
    return [str(kw.value.value) for node in ast.walk(tree) if isinstance(node, ast.Call)
            for kw in node.keywords if kw.arg == "name" and isinstance(kw.value, ast.Constant)]


def entry_source(root: Path, name: str, title: str) -> str:
    """The new game's entry for tutor/games.py: the template's ENTRY (tutor/template/__init__.py), renamed."""
    text = (root / "tutor" / "template" / "__init__.py").read_text(encoding="utf-8")
    call = next(node.value for node in ast.parse(text).body
                if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "ENTRY" for t in node.targets))
    segment = ast.get_source_segment(text, call) or ""
    segment = segment.replace(f'Text("{TEMPLATE_TITLE}")', f"Text({json.dumps(title, ensure_ascii=False)})")
    return textwrap.indent(renamed(segment, name, title), "    ").rstrip() + ",\n"


def with_entry(games_py: str, entry: str) -> str:
    """tutor/games.py's text with one more entry, above the marker line."""
    if MARKER not in games_py:
        raise NewGameError(f"tutor/games.py has lost its last line, {MARKER!r}: put it back under the entries")
    return games_py.replace(MARKER, entry + MARKER, 1)


def catalog_entries(root: Path, name: str, title: str) -> dict[Path, bytes]:
    """Each language's catalog (path -> new text) with the new game's texts that read differently from the
    template's (its name, its title), translated as the template's are, renamed the same way."""
    import io

    from babel.messages.pofile import read_po, write_po

    from .catalogs import WIDTH, extract
    from .core.i18n import LANGS, SOURCE, po_path

    messages, _ = extract(root)
    pairs = {}                      # the new game's (context, msgid) -> the template's
    for (context, msgid), msg in messages.items():
        if any(place.startswith("tutor/template/") for place, _ in msg.places):
            new = (renamed(context, name, title) if context else None, renamed(msgid, name, title))
            if new != (context, msgid):
                pairs[new] = (context, msgid)
    pairs[(None, title)] = (None, TEMPLATE_TITLE)   # the title may be more than the name, capitalised
    out: dict[Path, bytes] = {}
    for lang in LANGS:
        if lang == SOURCE:
            continue
        path = po_path(lang)
        with path.open("rb") as handle:
            cat = read_po(handle, locale=lang)
        added = 0
        for (context, msgid), (old_context, old_id) in pairs.items():
            was = cat.get(old_id, context=old_context)
            if was is None or cat.get(msgid, context=context) is not None:
                continue       # nothing to copy, or the text is there already
            ident: "str | tuple[str, str]" = msgid
            string: "str | tuple[str, ...]" = renamed(str(was.string or ""), name, title)
            if isinstance(was.id, (tuple, list)):
                ident = (msgid, renamed(str(was.id[1]), name, title))
                string = tuple(renamed(str(s or ""), name, title) for s in (was.string or ()))
            if old_id == TEMPLATE_TITLE and context is None:
                string = title   # a game's name reads the same until a translator says otherwise
            cat.add(ident, string, context=context, flags=[f for f in was.flags if f != "fuzzy"])
            added += 1
        if added:
            buffer = io.BytesIO()
            write_po(buffer, cat, width=WIDTH, omit_header=False, sort_output=False, include_previous=False)
            out[path] = buffer.getvalue()
    return out


def new_game(name: str, title: Optional[str] = None, root: Path = ROOT, regenerate: bool = True) -> list[Path]:
    """Make a new game from the template; returns the files written. NewGameError (and nothing written) for
    a bad or taken name."""
    why = refusal(name, root)
    if why:
        raise NewGameError(why)
    title = title or default_title(name)
    if not title.strip() or not title.isprintable() or set(title) & set('"\\{}'):
        raise NewGameError("the title is one line of text, without double quotes, braces or backslashes")
    writes: dict[Path, bytes] = {target: renamed(source.read_text(encoding="utf-8"), name, title).encode("utf-8")
                                 for source, target in template_files(root, name).items()}
    clashes = [p for p in writes if p.exists()]
    if clashes:
        raise NewGameError(f"{name!r} is taken: {', '.join(p.relative_to(root).as_posix() for p in clashes)} exists")
    games_py = root / "tutor" / "games.py"
    writes[games_py] = with_entry(games_py.read_text(encoding="utf-8"), entry_source(root, name, title)).encode()
    writes.update(catalog_entries(root, name, title))
    before = {path: path.read_bytes() if path.exists() else None for path in writes}
    try:
        for path, data in writes.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    except OSError:
        for path, old in before.items():
            if old is None:
                path.unlink(missing_ok=True)
            else:
                path.write_bytes(old)
        raise
    if regenerate:
        _run(root, "tutor.demos", "find", name)
        _run(root, "tutor.notebooks", "write")
        _run(root, "tutor", "readme")
    return list(writes)


def _run(root: Path, module: str, *args: str) -> None:
    """One command of the project, in a fresh Python that reads the files just written."""
    paths = [str(root), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
    subprocess.run([sys.executable, "-m", module, *args], cwd=root, env=env, check=True)


# -- the README's course list ----------------------------------------------------------------------------
def readme_lines() -> list[str]:
    """The README's course list: each game's title, its lesson counts (as the app counts them) and its note."""
    from .core.registry import entries
    from .lessons import LESSONS

    def many(n: int, word: str) -> str:
        return f"{n} {word}" if n == 1 else f"{n} {word}s"

    out = []
    for e in entries():
        lessons = LESSONS[e.name]
        extra = sum(1 for lesson in lessons if lesson.appendix)
        counted = many(len(lessons) - extra, "lesson") + (f" and {many(extra, 'variant lesson')}" if extra else "")
        line = f"- **{e.title('en')}**: {counted}, {e.readme}"
        out.append(textwrap.fill(line, width=110, subsequent_indent="  ", break_long_words=False,
                                 break_on_hyphens=False))
    return out


def readme_text(text: str) -> str:
    """README.md's text with its course list made anew between the markers."""
    start, end = text.find(README_START), text.find(README_END)
    if start < 0 or end < start:
        raise ValueError(f"README.md has no course list between {README_START!r} and {README_END!r}")
    return text[:start] + README_START + "\n" + "\n".join(readme_lines()) + "\n" + text[end:]


def write_readme(root: Path = ROOT) -> bool:
    """Rewrite README.md's course list; True if it changed."""
    path = root / "README.md"
    old = path.read_text(encoding="utf-8")
    new = readme_text(old)
    if new != old:
        path.write_text(new, encoding="utf-8")
    return new != old


def main(argv: Optional[list[str]] = None) -> int:
    """The command line; 2 with the reason for a game that cannot be made."""
    parser = argparse.ArgumentParser(prog="python -m tutor", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("new", help="a new game from the template (docs/adding-a-game.md)")
    make.add_argument("game", help="its name: a lower-case identifier, such as sprint")
    make.add_argument("--title", help="its name as the front page shows it (default: the name, capitalised)")
    commands.add_parser("readme", help="README.md's course list, from tutor/games.py and the lessons")
    args = parser.parse_args(argv)
    if args.command == "readme":
        print("README.md: course list " + ("rewritten" if write_readme() else "already up to date"))
        return 0
    try:
        written = new_game(args.game, args.title)
    except NewGameError as err:
        print(f"python -m tutor new: {err}; nothing was changed", file=sys.stderr)
        return 2
    for path in written:
        print(f"wrote {path.relative_to(ROOT).as_posix()}")
    print(f"\n{args.game} is a game of the tutor. Next: its rules in tutor/{args.game}/rules.py, its course in "
          f"tutor/lessons/{args.game}.py, then `make messages documents` (docs/adding-a-game.md).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
