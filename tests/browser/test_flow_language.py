"""The learner's language from the first screen (issue 35), in Chromium:
- the choice itself (language.js's pageLanguage, run in the page): ?lang=, then a language's folder, then the
  learner's last pick (localStorage "tutor-lang"), then the first of navigator.languages the tutor has;
- a browser set to Spanish (a context with locale es-ES: navigator.languages ["es-ES"]) opens a course app in
  Voila with no ?lang= in Spanish, with <html lang="es"> and the title "Muros · curso"; an English browser gets
  "Muros · course", and the switch changes both;
- the classroom under the "tutor" template (binder/voila_offline.py, as Binder and `make classroom` serve it)
  has its lang set by the page before the kernel's widgets, and its title once they come.
The apps here are the generated app notebooks' code with the page title an app notebook sets
(`LANGUAGE.title = Text("{title} · course").format(...)`), in a folder of their own ("titled/": no language in the path)."""
from __future__ import annotations

import base64
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.core.i18n import LANGS
from servers import ARTIFACTS, ROOT, free_port, jupytext, playwright, start_voila, stop, wait_http

pytestmark = pytest.mark.browser

LANGUAGE_JS = ROOT / "tutor" / "widgets" / "base" / "language.js"
LESSON = ".tutor-course-player, .tutor-lesson"
SHOTS = ARTIFACTS / "language"


# -- the choice, run in the page ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def chooser(browser):
    """A page of an http origin (localStorage works) with language.js imported as window.language."""
    ctx = browser.new_context()
    page = ctx.new_page()
    page.route("http://tutor.test/**", lambda route: route.fulfill(body="<!doctype html><title>t</title><body>",
                                                                  content_type="text/html"))
    page.goto("http://tutor.test/")
    source = base64.b64encode(LANGUAGE_JS.read_bytes()).decode()
    page.evaluate("async (src) => { window.language = await import('data:text/javascript;base64,' + src); }",
                  source)
    yield page
    ctx.close()


def choose(page, href: str, preferred: list[str], saved: str | None = None) -> str:
    return page.evaluate("""([href, preferred, saved, langs]) => {
        localStorage.clear();
        if (saved) localStorage.setItem("tutor-lang", saved);
        return window.language.pageLanguage(new URL(href), langs, preferred).lang;
    }""", [href, preferred, saved, list(LANGS)])


APP = "http://tutor.test/voila/render/notebooks/app/01_muros.ipynb"


@pytest.mark.parametrize("preferred, lang", [
    (["es-ES", "en"], "es"),          # the first supported entry
    (["fr", "es"], "es"),             # an unsupported first entry is passed over
    (["de-DE", "en"], "de"),
    (["fr"], ""),                     # none supported: the page keeps English
    (["en-GB", "es"], "en"),
    (["ES_es"], "es"),
    ([], ""),
])
def test_the_browsers_first_supported_language_is_chosen(chooser, preferred, lang):
    assert choose(chooser, APP, preferred) == lang


@pytest.mark.parametrize("href, saved, lang", [
    (APP + "?lang=en", "es", "en"),                                        # a link's ?lang= first
    ("http://tutor.test/lab/index.html?path=notebooks/en/01_muros.ipynb", "es", "en"),   # then the folder
    ("http://tutor.test/voila/render/notebooks/en/01_muros.ipynb", "es", "en"),
    (APP, "en", "en"),                                                     # then the learner's last pick
])
def test_a_link_a_folder_and_a_stored_pick_come_before_the_browser(chooser, href, saved, lang):
    assert choose(chooser, href, ["es-ES"], saved) == lang


def test_the_browsers_language_is_not_remembered_but_a_link_is(chooser):
    assert chooser.evaluate("""() => {
        localStorage.clear();
        return window.language.pageLanguage(new URL(location.href), ["en", "es", "de"], ["es"]);
    }""") == {"lang": "es", "link": False}
    assert chooser.evaluate("""() => window.language.pageLanguage(new URL(location.href + "?lang=es"),
                                                                   ["en", "es"], ["en"])""") == {"lang": "es", "link": True}


# -- a course app in Voila -------------------------------------------------------------------------------
def titled_app(site, function: str, title: str) -> str:
    """An app notebook of Muros's course or classroom that sets its page's title (a text of the catalogs, as
    the generated apps do); its path from notebooks/."""
    source = ("from tutor.core.i18n import Text\nfrom tutor.widgets.base import LANGUAGE\n"
              f"from tutor.widgets.muros.course import {function}\n\n"
              f"LANGUAGE.title = Text({title!r}).format(title=Text('Muros'))\n{function}()")
    nb = jupytext.reads(f"# %% [markdown]\n# # Muros\n\n# %%\n{source}\n", fmt="py:percent")
    path = site["dir"] / "notebooks" / "titled" / f"{function}.ipynb"
    path.parent.mkdir(exist_ok=True)
    jupytext.write(nb, path)
    return f"titled/{function}.ipynb"


@pytest.fixture(scope="module")
def course(site):
    proc, port = start_voila(site, titled_app(site, "course", "{title} · course"))
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


def open_app(browser, url: str, locale: str, viewport: dict):
    ctx = browser.new_context(locale=locale, viewport=viewport)
    page = ctx.new_page()
    page.goto(url)
    page.locator(".tutor-board [data-action]:visible").first.wait_for(timeout=120000)
    return ctx, page


def test_a_spanish_browser_opens_the_course_in_spanish(browser, course):
    ctx, page = open_app(browser, course, "es-ES", {"width": 1366, "height": 768})
    try:
        assert "lang=" not in page.url and page.evaluate("navigator.languages")[0] == "es-ES"
        playwright.expect(page.locator(".tutor-language button.mod-active")).to_have_text("Español", timeout=20000)
        playwright.expect(page.locator(LESSON).first).to_contain_text("Lección", timeout=20000)
        assert "Lesson " not in page.locator(LESSON).first.inner_text()
        playwright.expect(page).to_have_title("Muros · curso", timeout=20000)
        assert page.evaluate("document.documentElement.lang") == "es"
        assert page.evaluate("localStorage.getItem('tutor-lang')") is None    # the browser's, not a pick
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "voila_course_es_1366.png"))
    finally:
        ctx.close()


def test_a_spanish_browser_opens_the_real_course_app_in_spanish(site, browser):
    """The app notebook as generated (notebooks/app/01_muros), no ?lang=: Spanish texts and <html lang="es">."""
    proc, port = start_voila(site, "app/01_muros.ipynb")
    ctx = None
    try:
        ctx, page = open_app(browser, f"http://127.0.0.1:{port}/", "es-ES", {"width": 390, "height": 844})
        playwright.expect(page.locator(LESSON).first).to_contain_text("Lección", timeout=20000)
        assert page.evaluate("document.documentElement.lang") == "es"
        assert page.locator(".tutor-lesson .tutor-continue").first.inner_text().strip() == "Continuar"
    finally:
        if ctx:
            ctx.close()
        stop(proc)


def test_an_english_browser_opens_english_and_the_switch_changes_lang_and_title(browser, course):
    ctx, page = open_app(browser, course, "en-US", {"width": 390, "height": 844})
    try:
        playwright.expect(page).to_have_title("Muros · course", timeout=20000)
        assert page.evaluate("document.documentElement.lang") == "en"
        assert "Lesson " in page.locator(LESSON).first.inner_text()
        page.screenshot(path=str(SHOTS / "voila_course_en_390.png"))
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page).to_have_title("Muros · curso", timeout=20000)
        assert page.evaluate("document.documentElement.lang") == "es"
        assert page.evaluate("localStorage.getItem('tutor-lang')") == "es"     # a click is a pick
        page.screenshot(path=str(SHOTS / "voila_course_es_390.png"))
    finally:
        ctx.close()


# -- the classroom under the "tutor" template -------------------------------------------------------------
@pytest.fixture(scope="module")
def tutor_template(tmp_path_factory):
    """binder/voila_offline.py run on a prefix holding Voila's lab template; its share/jupyter, for JUPYTER_PATH."""
    prefix = tmp_path_factory.mktemp("prefix")
    templates = prefix / "share" / "jupyter" / "voila" / "templates"
    templates.mkdir(parents=True)
    shutil.copytree(Path(sys.prefix) / "share" / "jupyter" / "voila" / "templates" / "lab", templates / "lab")
    subprocess.run([sys.executable, str(ROOT / "binder" / "voila_offline.py"), str(prefix)], check=True,
                   stdout=subprocess.DEVNULL)
    return prefix / "share" / "jupyter"


@pytest.fixture(scope="module")
def classroom(site, tutor_template):
    port = free_port()
    env = dict(site["env"], JUPYTER_PATH=str(tutor_template))
    app = site["dir"] / "notebooks" / titled_app(site, "classroom", "{title} · in class")
    proc = subprocess.Popen([str(site["bin"] / "voila"), str(app),
                             "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", "--template=tutor"],
                            env=env, cwd=site["dir"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    wait_http(f"http://127.0.0.1:{port}/", proc)
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


def test_the_tutor_template_sets_the_language_before_the_widgets(browser, classroom):
    ctx = browser.new_context(locale="es-ES", viewport={"width": 1920, "height": 1080})
    page = ctx.new_page()
    try:
        response = page.goto(classroom, wait_until="commit")
        html = response.text()
        assert html.index("window.tutorLanguage") < html.index('id="rendered_cells"')   # before any cell
        page.wait_for_function("document.documentElement.lang === 'es'", timeout=20000)
        page.locator(".tutor-classroom .tutor-board [data-action]:visible").first.wait_for(timeout=120000)
        playwright.expect(page).to_have_title("Muros · en clase", timeout=20000)
        playwright.expect(page.locator(".tutor-language button.mod-active")).to_have_text("Español")
        page.screenshot(path=str(SHOTS / "voila_classroom_es_1920.png"))
    finally:
        ctx.close()


def test_the_classroom_in_an_english_browser_is_english(browser, classroom):
    ctx = browser.new_context(locale="en-GB", viewport={"width": 1920, "height": 1080})
    page = ctx.new_page()
    try:
        page.goto(classroom)
        page.locator(".tutor-classroom .tutor-board [data-action]:visible").first.wait_for(timeout=120000)
        playwright.expect(page).to_have_title("Muros · in class", timeout=20000)
        assert page.evaluate("document.documentElement.lang") == "en"
        page.screenshot(path=str(SHOTS / "voila_classroom_en_1920.png"))
    finally:
        ctx.close()
