"""Make Voila serve an app with nothing from a CDN, in the environment at PREFIX (Binder's postBuild and
`make classroom` run it):

    python binder/voila_offline.py PREFIX

Voila's "lab" template links Font Awesome from a CDN and its page loads MathJax 2 from one. The tutor uses no
icons, so a "tutor" template is the lab one without that link; and with the MathJax URL set to "null" in
labconfig/page_config.json, Voila typesets with the MathJax 3 bundled in its own JavaScript. An app then
needs nothing from outside the server, as in a classroom with no internet. Voila renders with the "tutor"
template when the server's config (or the command line) says VoilaConfiguration.template = "tutor".

The "tutor" template also puts the page in the learner's language before the kernel starts: the html element's
lang, chosen as the course's language switch chooses it (language.js's rule with the tutor's languages,
through site/pages.py: ?lang=, a language's folder, the last pick, the browser's languages); the switch then
keeps it and sets the title. While the kernel runs the notebook, the spinner says so in that language (the
site's loading-screen title, from the catalogs) instead of Voila's English "Running ..."/"Executing 1 of 2".
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))
from pages import LOADING, page_language_js  # noqa: E402

from tutor.core.i18n import LANGS, SOURCE  # noqa: E402

SPINNER = "{{ spinner.html() }}"   # the first thing the body shows: the page's language is set before it
HELPERS = "{{ voila_setup_helper_functions() }}"   # Voila's update_loading_text: its texts are replaced after it


def install(prefix: Path) -> Path:
    share = prefix / "share" / "jupyter" / "voila" / "templates"
    lab = (share / "lab" / "index.html.j2").read_text().splitlines(keepends=True)
    kept = [line for line in lab if "cdn.jsdelivr.net" not in line]
    if len(kept) == len(lab):
        sys.exit(f"{share / 'lab' / 'index.html.j2'} links no CDN any more: revisit binder/voila_offline.py")
    spinner = [i for i, line in enumerate(kept) if line.strip() == SPINNER]
    if len(spinner) != 1:
        sys.exit(f"{share / 'lab' / 'index.html.j2'} has no {SPINNER} line: revisit binder/voila_offline.py")
    kept.insert(spinner[0], language_script())
    helpers = [i for i, line in enumerate(kept) if line.strip() == HELPERS]
    if len(helpers) != 1:
        sys.exit(f"{share / 'lab' / 'index.html.j2'} has no {HELPERS} line: revisit binder/voila_offline.py")
    kept.insert(helpers[0] + 1, loading_text_script())
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


def language_script() -> str:
    """The script that sets the html element's lang by the page's language (Jinja leaves it as it is)."""
    choose = ("(() => { const { lang } = window.tutorLanguage.pageLanguage();"
              " if (lang) document.documentElement.lang = lang; })();\n")
    return "{% raw %}<script>\n" + page_language_js() + choose + "</script>{% endraw %}\n"


def loading_text_script() -> str:
    """The script that keeps the spinner's text in the page's language while Voila runs the notebook."""
    texts = json.dumps({lang: LOADING["title"](lang) for lang in LANGS}, ensure_ascii=False)
    script = (f"(() => {{\n  const texts = {texts};\n"
              f"  const text = texts[window.tutorLanguage.pageLanguage().lang || {json.dumps(SOURCE)}];\n"
              "  const say = () => {\n"
              "    const el = document.getElementById(\"loading_text\");\n"
              "    if (el) el.textContent = text + \"…\";\n  };\n"
              "  const voila = window.update_loading_text;\n"
              "  window.update_loading_text = (...args) => { if (voila) voila(...args); say(); };\n"
              "  say();\n})();\n")
    return "{% raw %}<script>\n" + script + "</script>{% endraw %}\n"


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    print(f"Voila template without CDN links: {install(Path(sys.argv[1]))}")
