"""Make Voila serve an app with nothing from a CDN, in the environment at PREFIX (Binder's postBuild and
`make classroom` run it):

    python binder/voila_offline.py PREFIX

Voila's "lab" template links Font Awesome from a CDN and its page loads MathJax 2 from one. The tutor uses no
icons, so a "tutor" template is the lab one without that link; and with the MathJax URL set to "null" in
labconfig/page_config.json, Voila typesets with the MathJax 3 bundled in its own JavaScript. An app then
needs nothing from outside the server, as in a classroom with no internet. Voila renders with the "tutor"
template when the server's config (or the command line) says VoilaConfiguration.template = "tutor".
"""
from __future__ import annotations

import json
import sys
from pathlib import Path


def install(prefix: Path) -> Path:
    share = prefix / "share" / "jupyter" / "voila" / "templates"
    lab = (share / "lab" / "index.html.j2").read_text().splitlines(keepends=True)
    kept = [line for line in lab if "cdn.jsdelivr.net" not in line]
    if len(kept) == len(lab):
        sys.exit(f"{share / 'lab' / 'index.html.j2'} links no CDN any more: revisit binder/voila_offline.py")
    tutor = share / "tutor"
    tutor.mkdir(parents=True, exist_ok=True)
    (tutor / "index.html.j2").write_text("".join(kept))
    (tutor / "conf.json").write_text(json.dumps({"base_template": "lab"}) + "\n")
    page = prefix / "etc" / "jupyter" / "labconfig" / "page_config.json"
    page.parent.mkdir(parents=True, exist_ok=True)
    config = json.loads(page.read_text()) if page.exists() else {}
    config.update(fullMathjaxUrl="null", mathjaxConfig="null")   # read by Voila only (Lab 4 bundles MathJax 3)
    page.write_text(json.dumps(config, indent=2) + "\n")
    return tutor


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    print(f"Voila template without CDN links: {install(Path(sys.argv[1]))}")
