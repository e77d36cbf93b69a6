"""Shared by the per-game target-name tests (issue 36): play random games and read every named part of the
keyboard grid the engine draws (data-row, data-col, aria-label) for the seat to move."""
from __future__ import annotations

import html
import random
import re
from typing import Any, Iterator

from tutor.core import Game
from tutor.core.i18n import LANGS

PART = re.compile(r"<(?:g|rect)\b[^>]*\bdata-row=\"(\d+)\" data-col=\"(\d+)\"[^>]*>")
ATTR = re.compile(r'\b(data-action|aria-label|role)="([^"]*)"')


def parts(svg: str) -> list[dict[str, Any]]:
    """Every part of the keyboard grid: row, col, its name, its role and (for a target) its action."""
    out = []
    for m in PART.finditer(svg):
        attrs = {k: html.unescape(v) for k, v in ATTR.findall(m.group(0))}
        out.append({"row": int(m.group(1)), "col": int(m.group(2)), "name": attrs.get("aria-label", ""),
                    "action": attrs.get("data-action"), "role": attrs.get("role")})
    return out


def drawings(rules: Any, games: int, moves: int, seed: int) -> Iterator[tuple[Game[Any], str, str]]:
    """(game, lang, svg) of many random positions, drawn for the seat to move with its first clicks legal."""
    rng = random.Random(seed)
    for k in range(games):
        game = Game(rules, seed=seed + k)
        for _ in range(rng.randrange(moves)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_actions()))
        seat = game.to_move
        legal = sorted({p[0] for p in game.click_paths().values() if p})
        for lang in LANGS:
            yield game, lang, game.svg(seat=seat, lang=lang, legal=legal)


def check_names(svg: str) -> list[dict[str, Any]]:
    """Every part named; distinct targets and cells named differently; every target with its action."""
    found = parts(svg)
    names: dict[str, str] = {}
    for p in found:
        assert p["name"].strip(), p
        key = f'{p["row"]},{p["col"]}'
        assert key not in names, ("two parts at one place", p, names.get(key))
        names[key] = p["name"]
    assert len(set(names.values())) == len(names), sorted(names.values())
    return found


def ungridded_targets(svg: str) -> set[str]:
    """The data-action targets that are not in the keyboard grid (neither the target itself nor the hit area
    right inside it carries data-row)."""
    out = set()
    for m in re.finditer(r'<g\b[^>]*\bdata-action="([^"]*)"[^>]*>(<rect\b[^>]*>)?', svg):
        if "data-row=" not in m.group(0):
            out.add(html.unescape(m.group(1)))
    return out
