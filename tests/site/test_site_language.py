"""The static site in the learner's language from the first screen (issue 35): with no ?lang=, no language
folder and nothing stored, the landing page and the apps take the first of the browser's languages the tutor
has (a Chromium context's locale sets navigator.languages: es-ES, de-DE); a ?lang=de link opens German; the
html element's lang and the title follow the language on the landing page, on an app's loading screen and in
the app once it runs (an app page's title is its notebook's: the `LANGUAGE.title = Text(...)` it sets, read
in every language of tutor/locale/languages.json, else its heading). Uses test_site's fixtures (build/site,
built when its inputs changed; served gzipped from a sub-folder)."""
from __future__ import annotations

import json
import re

import sys

import pytest
from sitetest_common import ARTIFACTS, ROOT
from test_site import SITE, browser, first_app, served, site  # noqa: F401  (fixtures: one build, one server)

from tutor.core.i18n import LANGS, NAMES, SOURCE

sys.path.insert(0, str(ROOT / "site"))
from pages import LOADING, WORDS, page_titles  # noqa: E402

pytestmark = pytest.mark.browser

SHOTS = ARTIFACTS / "language"
BOARD = ".tutor-board [data-action]:visible"
CONFIG = re.compile(r"window\.TUTOR_LOADING = (\{.*?\});")


def loading_config(page: str) -> dict:
    found = CONFIG.search((SITE / page).read_text())
    assert found, f"{page} has no loading screen"
    return json.loads(found.group(1))


# -- what the built pages hold (no browser) --------------------------------------------------------------
def title(stem: str) -> dict[str, str]:
    """An app's page title per language, from its notebook (notebooks/app/<stem>.py)."""
    return page_titles(ROOT / "notebooks" / "app" / f"{stem}.py")


@pytest.mark.parametrize("stem", sorted(p.stem for p in (ROOT / "notebooks" / "app").glob("*.py")))
def test_every_app_page_knows_its_title_in_every_language_before_the_kernel(site, stem):  # noqa: F811
    config = loading_config(f"voici/render/notebooks/app/{stem}.html")
    titles = config["titles"]
    assert titles == title(stem) and list(titles) == list(LANGS)
    assert len(set(titles.values())) == len(LANGS)                                 # each in its own words
    assert not any(stem in t or t.endswith(".ipynb") for t in titles.values())      # not a file name
    assert list(config["texts"]) == list(LANGS) and config["source"] == SOURCE
    assert config["texts"]["de"]["title"] == LOADING["title"]("de") == "Der Kurs wird vorbereitet"


def test_the_pages_copy_of_the_rule_has_the_tutors_languages(site):  # noqa: F811
    line = f"const LANGS = {json.dumps(list(LANGS))};"
    for page in ("index.html", first_app(site), "lab/index.html"):
        assert line in (site / page).read_text(), page


def test_the_landing_page_and_the_apps_share_the_switchs_choice(site):  # noqa: F811
    source = (ROOT / "tutor" / "widgets" / "base" / "language.js").read_text()
    rule = re.search(r"function pageLanguage.*?\n}\n", source, re.S).group(0).removeprefix("export ")
    for page in ("index.html", first_app(site)):
        assert rule in (site / page).read_text(), page


# -- in Chromium ----------------------------------------------------------------------------------------
def new_page(browser, locale: str, viewport: dict):  # noqa: F811
    _, b = browser
    ctx = b.new_context(locale=locale, viewport=viewport)
    return ctx, ctx.new_page()


@pytest.mark.parametrize("locale, lang, title, shown", [
    ("es-ES", "es", "Tutor de reglas", "aplicación"),
    ("de-DE", "de", "Regeltrainer", "App"),
    ("de-AT", "de", "Regeltrainer", "App"),
    ("fr-FR", "en", "Rules tutor", "app"),          # no language of the tutor: English
])
def test_the_landing_page_opens_in_the_browsers_language(served, browser, locale, lang, title, shown):  # noqa: F811
    pw, _ = browser
    ctx, page = new_page(browser, locale, {"width": 390, "height": 844})
    try:
        page.goto(served["base"])
        assert page.evaluate("document.documentElement.lang") == lang
        pw.expect(page).to_have_title(title)
        app = page.locator(f'a.app[data-lang="{lang}"]').first
        pw.expect(app.locator(f'[lang="{lang}"]')).to_have_text(shown)
        for other in LANGS:
            if other != lang:
                pw.expect(app.locator(f'[lang="{other}"]')).to_be_hidden()       # only the page's language
        assert page.evaluate("localStorage.getItem('tutor-lang')") is None     # the browser's: not a pick
        pw.expect(page.locator(f"[data-set-lang='{lang}']")).to_have_attribute("aria-pressed", "true")
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"site_landing_{locale}_390.png"), full_page=True)
        for other in LANGS:
            button = page.locator(f"[data-set-lang='{other}']")
            pw.expect(button).to_have_text(NAMES[other])
            button.click()
            assert page.evaluate("document.documentElement.lang") == other
            pw.expect(page).to_have_title(WORDS["title"](other))
        assert page.evaluate("localStorage.getItem('tutor-lang')") == LANGS[-1]    # a click is a pick
    finally:
        ctx.close()


def test_a_lang_link_opens_the_landing_page_in_german(served, browser):  # noqa: F811
    pw, _ = browser
    ctx, page = new_page(browser, "es-ES", {"width": 1366, "height": 768})
    try:
        page.goto(served["base"] + "?lang=de")
        assert page.evaluate("document.documentElement.lang") == "de"
        pw.expect(page).to_have_title("Regeltrainer")
        pw.expect(page.locator("h1 [lang='de']")).to_be_visible()
        pw.expect(page.locator("h1 [lang='es']")).to_be_hidden()
        assert page.evaluate("localStorage.getItem('tutor-lang')") == "de"     # a link is a pick
    finally:
        ctx.close()


@pytest.mark.parametrize("locale, lang, loading, lesson", [
    ("es-ES", "es", "Preparando el curso", "Lección"),
    ("de-DE", "de", "Der Kurs wird vorbereitet", "Lektion"),
])
def test_a_browser_opens_the_app_in_its_language_from_its_loading_screen(  # noqa: F811
        served, browser, site, locale, lang, loading, lesson):  # noqa: F811
    pw, _ = browser
    ctx, page = new_page(browser, locale, {"width": 1366, "height": 768})
    try:
        page.goto(served["base"] + first_app(site))                     # no ?lang=, no language folder
        page.locator(".tutor-loading-box").wait_for(timeout=30000)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.title() == title("01_muros")[lang]
        pw.expect(page.locator(".tutor-loading-box h2").first).to_have_text(loading)
        page.locator(BOARD).first.wait_for(timeout=240000)
        pw.expect(page.locator(".tutor-language button.mod-active")).to_have_text(NAMES[lang], timeout=30000)
        pw.expect(page.locator(".tutor-course-player, .tutor-lesson").first).to_contain_text(lesson)
        pw.expect(page).to_have_title(title("01_muros")[lang])
        assert page.evaluate("document.documentElement.lang") == lang
        page.screenshot(path=str(SHOTS / f"site_app_{lang}_1366.png"))
    finally:
        ctx.close()


def test_an_english_browser_opens_the_classroom_in_english(served, browser, site):  # noqa: F811
    pw, _ = browser
    ctx, page = new_page(browser, "en-GB", {"width": 1920, "height": 1080})
    try:
        page.goto(served["base"] + "voici/render/notebooks/app/classroom_muros.html")
        page.locator(".tutor-loading-box").wait_for(timeout=30000)
        assert page.title() == title("classroom_muros")["en"]
        assert page.evaluate("document.documentElement.lang") == "en"
        page.locator(f".tutor-classroom {BOARD}").first.wait_for(timeout=240000)
        pw.expect(page.locator(".tutor-language button.mod-active")).to_have_text("English", timeout=30000)
        buttons = page.locator(".tutor-language button")
        assert buttons.all_inner_texts() == [NAMES[lang] for lang in LANGS]   # every language, named in itself
        page.locator(".tutor-language button:has-text('Español')").first.click()
        pw.expect(page).to_have_title(title("classroom_muros")["es"], timeout=30000)
        assert page.evaluate("document.documentElement.lang") == "es"
        page.screenshot(path=str(SHOTS / "site_classroom_es_1920.png"))
        page.locator(".tutor-language button:has-text('Deutsch')").first.click()
        pw.expect(page).to_have_title(title("classroom_muros")["de"], timeout=30000)
        assert page.evaluate("document.documentElement.lang") == "de"
        pw.expect(page.locator(".tutor-language button.mod-active")).to_have_text("Deutsch")
    finally:
        ctx.close()
