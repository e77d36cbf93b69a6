"""python -m tutor.notebooks write|check|run|handouts (see tutor.notebooks)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import REGENERATE, stale


def main(argv: list[str] | None = None) -> int:
    """Run one command from the repository root; 1 if `check` finds sources out of date."""
    parser = argparse.ArgumentParser(prog="python -m tutor.notebooks", description=__doc__)
    parser.add_argument("command", choices=["write", "check", "run", "handouts"])
    parser.add_argument("paths", nargs="*", type=Path, help="run: only these sources (default: every document)")
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the repository (default: here)")
    parser.add_argument("--out", type=Path, default=Path("build/handouts"), help="handouts: the folder")
    args = parser.parse_args(argv)
    root = args.root
    if args.command == "write":
        from .sources import sources
        for path, text in sources().items():
            target = root / path
            if not target.is_file() or target.read_text(encoding="utf-8") != text:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
                print(f"wrote {path}")
    elif args.command == "check":
        old = stale(root)
        for path in old:
            print(f"{path} is out of date with the course data: run `{REGENERATE}`")
        return 1 if old else 0
    elif args.command == "run":
        from .run import documents, execute, write
        for source in args.paths or documents(root):
            target = source.with_suffix(".ipynb")
            write(execute(source), target)
            print(f"ran {source} -> {target}")
    else:
        from .handouts import write_handouts
        for page in write_handouts(root, root / args.out):
            print(f"wrote {page}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
