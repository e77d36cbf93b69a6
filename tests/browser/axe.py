"""axe-core (the copy bundled in the PyPI package axe-playwright-python: no network at run time) run on a
Playwright page with the WCAG 2.2 A/AA rules: the violations, counted by impact, and the serious or critical
ones as lines a failing assertion can show. Shared by tests/browser/test_a11y_axe.py and
tests/site/test_a11y_site.py."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

if os.environ.get("CI"):  # in CI a missing package is a broken set-up, never a skip
    from axe_playwright_python.sync_playwright import Axe
else:
    Axe = pytest.importorskip("axe_playwright_python.sync_playwright").Axe

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
IMPACTS = ("critical", "serious", "moderate", "minor")
BLOCKING = ("critical", "serious")
REPORT = Path(__file__).resolve().parents[2] / "build" / "test-artifacts" / "axe"


def audit(page, name: str, include: list[str] | None = None) -> dict:
    """axe's WCAG 2.2 A/AA violations on `page` (only inside the `include` selectors, when given), printed as
    counts per impact under `name` and written to build/test-artifacts/axe/<name>.json: {"counts", "blocking"}."""
    context = {"include": [[s] for s in include]} if include else None
    options = {"runOnly": {"type": "tag", "values": TAGS}, "resultTypes": ["violations"]}
    page.evaluate(Axe().axe_script)
    response = page.evaluate("([context, options]) => context ? axe.run(context, options) : axe.run(options)",
                             [context, options])
    violations = response["violations"]
    counts = {impact: sum(len(v["nodes"]) for v in violations if v["impact"] == impact) for impact in IMPACTS}
    blocking = [f"{v['id']} ({v['impact']}): {node['target']} {node['html'][:160]}"
                for v in violations if v["impact"] in BLOCKING for node in v["nodes"]]
    REPORT.mkdir(parents=True, exist_ok=True)
    (REPORT / f"{name}.json").write_text(json.dumps(
        [{"id": v["id"], "impact": v["impact"], "help": v["help"],
          "nodes": [{"target": n["target"], "html": n["html"][:300]} for n in v["nodes"]]} for v in violations],
        indent=1))
    rules = sorted({f"{v['id']}:{len(v['nodes'])}" for v in violations})
    print(f"\naxe {name}: " + ", ".join(f"{k} {n}" for k, n in counts.items()) + f"  [{' '.join(rules)}]")
    return {"counts": counts, "blocking": blocking}


def none_blocking(result: dict) -> None:
    """No serious or critical violation (the list of them otherwise)."""
    assert not result["blocking"], "\n".join(result["blocking"])
