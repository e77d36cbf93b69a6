"""python -m tutor.demos find [game ...]: search the demos and write tutor/<game>/demos.json;
python -m tutor.demos check [game ...]: replay every stored demo and say which no longer shows its rule."""
from __future__ import annotations

import sys
from pathlib import Path

from . import DemoError, demos, save
from .search import find


def main(argv: list[str]) -> int:
    from .. import GAMES
    if not argv or argv[0] not in ("find", "check"):
        print(__doc__)
        return 2
    names = argv[1:] or list(GAMES)
    bad = 0
    for name in names:
        if argv[0] == "find":
            found = find(name)
            save(name, list(found.values()), str(Path(__file__).parent.parent / name / "demos.json"))
        else:
            for d in demos(name).values():
                try:
                    d.check()
                except DemoError as err:
                    bad += 1
                    print(err)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
