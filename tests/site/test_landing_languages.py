"""The site's pages in every language of tutor/locale/languages.json, without building the site: the landing
page writes a style rule and a switch button per language (none named by hand) and its texts from the
catalogs; the loading screen gets its texts in every language; the pages' copy of the language switch's rule
(language.js) takes ?lang=de and a German browser (run in node, and the landing page in Chromium)."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sitetest_common import ARTIFACTS, CHROMIUM, ROOT, need_chromium

from tutor.core.i18n import LANGS, NAMES, SOURCE, MissingText, Text

sys.path.insert(0, str(ROOT / "site"))
import pages  # noqa: E402

SITE_FILES = [*(ROOT / "site").glob("*.html"), *(ROOT / "site").glob("*.js"), *(ROOT / "site").glob("*.mjs")]
GERMAN = {"title": "Regeltrainer", "app": "App", "loading": "Der Kurs wird vorbereitet"}


@pytest.fixture(scope="module")
def landing() -> str:
    """The landing page as site/build.py writes it, from the course list (no app or document served)."""
    return pages.landing_page(pages.entries(set(), set()), 30, "notebooks/00_start_here.ipynb")


def test_no_site_file_names_a_language_by_hand() -> None:
    for path in SITE_FILES:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""data-(set-)?lang=["'][a-z]{2}["']""", text), path.name
        assert not re.search(r"""\b(en|es|de)\s*:\s*\{""", text), path.name          # no per-language table
        for name in NAMES.values():                                   # a button or a string naming one
            assert f">{name}<" not in text and f'"{name}"' not in text, (path.name, name)


def test_the_landing_page_has_a_button_and_a_style_rule_per_language(landing: str) -> None:
    buttons = re.findall(r'<button type="button" class="in-itself" lang="(\w+)" data-set-lang="\1">([^<]+)</button>',
                         landing)
    assert buttons == [(lang, NAMES[lang]) for lang in LANGS]
    for lang in LANGS:
        assert f'html[data-lang="{lang}"] [lang]:not([lang="{lang}"]):not(.in-itself) {{ display: none; }}' in landing
        assert f'html[data-lang="{lang}"] .per-lang[data-lang="{lang}"] {{ order: -1; }}' in landing
    assert re.findall(r"<!--(\w[\w-]*)-->", landing) == ["rules"]        # every slot filled (build.py: the rules)
    assert f'<html lang="{SOURCE}" data-lang="{SOURCE}">' in landing


def test_every_text_of_the_landing_page_is_there_in_every_language(landing: str) -> None:
    title = pages.WORDS["title"]
    assert re.search(r"<title>([^<]+)</title>", landing).group(1).split(" · ") == [title(lg) for lg in LANGS]
    titles = json.loads(re.search(r"const TITLES = (\{.*?\});", landing).group(1))
    assert titles == {lg: title(lg) for lg in LANGS} and titles["de"] == GERMAN["title"]
    for key in ("title", "run", "front"):
        for lang in LANGS:
            assert f'<span lang="{lang}">{pages.html.escape(pages.WORDS[key](lang))}</span>' in landing, (key, lang)
    intro = {lg: pages.WORDS["intro"].format(mb="30")(lg) for lg in LANGS}
    assert all("30 MB" in text for text in intro.values()) and len(set(intro.values())) == len(LANGS)
    for lang in LANGS:
        assert f'<span lang="{lang}">{pages.html.escape(intro[lang])}</span>' in landing
    from tutor.widgets.base.language import switch_name
    assert f'aria-label="{switch_name()}"' in landing and "Sprache" in switch_name()


def test_every_course_is_listed_in_every_language(landing: str) -> None:
    from tutor.widgets.front import COURSES

    for course in COURSES:
        for lang in LANGS:
            assert f'<span lang="{lang}">{pages.html.escape(course.title(lang))}</span>' in landing, lang
            assert f'<span lang="{lang}">{pages.html.escape(course.blurb(lang))}</span>' in landing, lang


def test_the_landing_page_links_every_app_in_every_language() -> None:
    served = {"notebooks/app/01_muros.ipynb", "notebooks/de/01_muros.ipynb"}
    row = next(r for r in pages.entries(served, set()) if r["course"] == "01_muros")
    assert list(row["links"]) == list(LANGS)
    for lang in LANGS:
        assert row["links"][lang]["app"] == f"voici/render/notebooks/app/01_muros.html?lang={lang}"
    assert row["links"]["de"]["notebook"] == "lab/index.html?path=notebooks/de/01_muros.ipynb"
    page = pages.landing_page([row], 30, None)
    for lang in LANGS:
        label = f'<span class="in-itself" lang="{lang}">{NAMES[lang]}</span>: '
        assert f'<span class="per-lang" data-lang="{lang}">{label}' in page
        app = re.search(rf'<a class="app" href="[^"]*\?lang={lang}" hreflang="{lang}" data-course="01_muros" '
                        rf'data-lang="{lang}">(.*?)</a>', page)
        assert app and f'<span lang="de">{GERMAN["app"]}</span>' in app.group(1)


def test_the_loading_screen_has_its_texts_in_every_language() -> None:
    texts = pages.loading_texts()
    assert list(texts) == list(LANGS) and texts["de"]["title"] == GERMAN["loading"]
    for lang, table in texts.items():
        assert set(table) == set(pages.LOADING) and all(table.values()), lang
        assert "{pct}" in table["download"] and "{mb}" in table["download"] and "{pct}" in table["badge"], lang
        assert "{mb}" in table["slow"], lang
    for key in pages.LOADING:
        assert len({texts[lang][key] for lang in LANGS}) == len(LANGS), key        # each in its own words
    script = (ROOT / "site" / "loading.js").read_text(encoding="utf-8")
    assert "config.texts" in script and "Preparando" not in script and "Getting the course" not in script


def test_the_app_title_of_a_notebook_is_read_in_every_language(tmp_path: Path) -> None:
    notebook = tmp_path / "app.py"
    notebook.write_text("from tutor.core.i18n import Text\nfrom tutor.widgets.base import LANGUAGE\n\n"
                        "LANGUAGE.title = Text('{title} · course').format(title=Text('Muros'))\ncourse()\n")
    expected = Text("{title} · course").format(title=Text("Muros"))
    assert pages.page_titles(notebook) == {lang: expected(lang) for lang in LANGS}
    assert pages.page_titles(notebook)["de"] == "Muros · Kurs"
    notebook.write_text("LANGUAGE.title = Text('x').format(title=__import__('os').getcwd())\n")
    with pytest.raises(ValueError):
        pages.page_titles(notebook)                      # only Text(...) and .format(...): nothing else runs


# -- the pages' copy of the switch's rule, run in node ------------------------------------------------------
def choose(href: str, preferred: list[str], saved: str | None = None) -> dict:
    """window.tutorLanguage.pageLanguage() as a page runs it, in node with a window of that address."""
    if not shutil.which("node"):
        pytest.skip("node is not installed")
    setup = (f"const store = new Map({json.dumps([['tutor-lang', saved]] if saved else [])});\n"
             f"globalThis.window = {{ location: new URL({json.dumps(href)}), navigator: {{ languages: "
             f"{json.dumps(preferred)} }}, localStorage: {{ getItem: (k) => store.has(k) ? store.get(k) : null, "
             f"setItem: (k, v) => store.set(k, v) }} }};\n")
    run = "console.log(JSON.stringify(window.tutorLanguage.pageLanguage()));\n"
    done = subprocess.run(["node", "-e", setup + pages.page_language_js() + run], capture_output=True, text=True,
                          check=True, timeout=60)
    return json.loads(done.stdout)


APP = "http://tutor.test/voici/render/notebooks/app/01_muros.html"


@pytest.mark.parametrize("href, preferred, saved, expected", [
    (APP, ["de-DE", "en"], None, {"lang": "de", "link": False}),          # a German browser
    (APP, ["de-AT"], None, {"lang": "de", "link": False}),
    (APP, ["fr-FR", "de"], None, {"lang": "de", "link": False}),          # the first the tutor has
    (APP, ["fr-FR"], None, {"lang": "", "link": False}),                  # none: the page's source language
    (APP + "?lang=de", ["es-ES"], "en", {"lang": "de", "link": True}),    # a link's ?lang= first
    (APP + "?lang=fr", ["de-DE"], None, {"lang": "de", "link": False}),   # a language the tutor lacks: ignored
    ("http://tutor.test/lab/index.html?path=notebooks/de/01_muros.ipynb", ["es"], "es", {"lang": "de", "link": False}),
    (APP, ["es-ES"], "de", {"lang": "de", "link": False}),                # the learner's last pick
])
def test_the_pages_take_german_as_the_switch_does(href, preferred, saved, expected) -> None:
    assert choose(href, preferred, saved) == expected


# -- the landing page in Chromium (a file: no build, no server) -------------------------------------------------
@pytest.mark.browser
@pytest.mark.parametrize("locale, query", [("de-DE", ""), ("en-US", "?lang=de")])
def test_the_landing_page_opens_in_german(landing: str, tmp_path: Path, locale: str, query: str) -> None:
    pw = need_chromium()
    (tmp_path / "index.html").write_text(landing, encoding="utf-8")
    with pw.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_context(locale=locale, viewport={"width": 390, "height": 844}).new_page()
        page.goto((tmp_path / "index.html").as_uri() + query)
        assert page.evaluate("document.documentElement.lang") == "de"
        pw.expect(page).to_have_title(GERMAN["title"])
        pw.expect(page.locator("h1 [lang='de']")).to_be_visible()
        for lang in LANGS:
            if lang != "de":
                pw.expect(page.locator(f"h1 [lang='{lang}']")).to_be_hidden()
        pw.expect(page.locator("[data-set-lang='de']")).to_have_attribute("aria-pressed", "true")
        for lang in LANGS:
            pw.expect(page.locator(f"[data-set-lang='{lang}']")).to_be_visible()    # every button, in itself
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"site_landing_de_{locale}.png"), full_page=True)
        page.locator("[data-set-lang='es']").click()
        assert page.evaluate("document.documentElement.lang") == "es"
        pw.expect(page.locator("h1 [lang='de']")).to_be_hidden()
        browser.close()


def test_the_voila_template_takes_the_page_language_from_the_same_list() -> None:
    sys.path.insert(0, str(ROOT / "binder"))
    import voila_offline

    script = voila_offline.language_script()
    assert script.startswith("{% raw %}<script>") and script.rstrip().endswith("{% endraw %}")
    assert script.count(f"const LANGS = {json.dumps(list(LANGS))};") == 1
    assert "document.documentElement.lang = lang" in script


def test_a_build_reads_every_text_of_its_pages_first(tmp_path: Path) -> None:
    """site/build.py reads them before its minutes of work: a missing translation stops it at once."""
    assert pages.texts_in_every_language(tmp_path) >= len(LANGS) * (len(pages.WORDS) + len(pages.LOADING))
    app = tmp_path / "app" / "01_muros.py"
    app.parent.mkdir()
    app.write_text("LANGUAGE.title = Text('{title} · course').format(title=Text('Muros'))\n")
    pages.texts_in_every_language(tmp_path)
    app.write_text("LANGUAGE.title = Text('A title no catalog has')\n")
    with pytest.raises(MissingText):
        pages.texts_in_every_language(tmp_path)


def test_every_app_notebook_of_the_site_has_its_title_in_every_language() -> None:
    for notebook in sorted((ROOT / "notebooks" / "app").glob("*.py")):
        titles = pages.page_titles(notebook)
        assert list(titles) == list(LANGS) and len(set(titles.values())) == len(LANGS), notebook.name


def test_the_voila_template_speaks_the_page_language_while_the_notebook_runs(tmp_path: Path) -> None:
    import jinja2

    lab = Path(sys.prefix) / "share" / "jupyter" / "voila" / "templates" / "lab"
    if not lab.is_dir():
        pytest.skip("Voila's lab template is not installed in this environment")
    templates = tmp_path / "share" / "jupyter" / "voila" / "templates"
    shutil.copytree(lab, templates / "lab")
    subprocess.run([sys.executable, str(ROOT / "binder" / "voila_offline.py"), str(tmp_path)], check=True,
                   stdout=subprocess.DEVNULL, timeout=120)
    template = (templates / "tutor" / "index.html.j2").read_text(encoding="utf-8")
    jinja2.Environment().parse(template)                                      # still a template Jinja reads
    lines = [line.strip() for line in template.splitlines()]
    assert lines.index("{{ spinner.html() }}") < lines.index("{{ voila_setup_helper_functions() }}")
    language = template.index("window.tutorLanguage = ")
    spinner = template.index("{{ spinner.html() }}")
    helpers = template.index("{{ voila_setup_helper_functions() }}")
    saying = template.index("window.update_loading_text = ")
    assert language < spinner < helpers < saying                # the rule first; Voila's texts replaced after
    texts = json.loads(re.search(r"const texts = (\{.*?\});", template[saying - 400:]).group(1))
    assert texts == {lang: pages.LOADING["title"](lang) for lang in LANGS}
    assert texts["de"] == GERMAN["loading"] and "cdn.jsdelivr.net" not in template
