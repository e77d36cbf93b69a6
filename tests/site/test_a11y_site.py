"""axe-core with the WCAG 2.2 A/AA rules (tests/browser/axe.py) on the static site (build/site, served as in
test_site.py, whose fixtures this module reuses: the build is incremental), one page of each kind, in every
language of the tutor (English, Spanish, German): the landing page, a course app, a classroom and the front
page (Voici, the kernel in the browser), and a course notebook in the site's JupyterLab (axe inside the
cells' outputs). No serious or critical violation; the counts per page are printed (-s) and written to build/test-artifacts/axe/."""
from __future__ import annotations

import sys

import pytest

from sitetest_common import ARTIFACTS, ROOT

from tutor.core.i18n import LANGS, SOURCE
from test_site import BOARD, browser, served, site  # noqa: F401  (fixtures, reused)

sys.path.insert(0, str(ROOT / "tests" / "browser"))
from axe import audit, none_blocking  # noqa: E402

SHOTS = ARTIFACTS / "axe"
APPS = {"course": ("voici/render/notebooks/app/01_muros.html", BOARD),
        "classroom": ("voici/render/notebooks/app/classroom_muros.html", f".tutor-classroom {BOARD}"),
        "front": ("voici/render/notebooks/00_start_here.html", ".tutor-front a[data-app]")}


@pytest.fixture(scope="module")
def pages(browser):  # noqa: F811
    pw, b = browser
    ctx = b.new_context(viewport={"width": 1366, "height": 768})
    yield pw, ctx
    ctx.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_landing_page_declares_its_language_and_has_no_serious_violation(served, pages, lang):  # noqa: F811
    _, ctx = pages
    page = ctx.new_page()
    try:
        page.goto(served["base"] + f"?lang={lang}")
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.title()
        result = audit(page, f"site_landing_{lang}")
    finally:
        page.close()
    none_blocking(result)


@pytest.mark.parametrize("kind", list(APPS))
def test_a_voici_page_of_each_kind_has_no_serious_violation_in_every_language(served, pages, kind):  # noqa: F811
    pw, ctx = pages
    path, ready = APPS[kind]
    page = ctx.new_page()
    results = {}
    try:
        page.goto(served["base"] + path + f"?lang={SOURCE}")
        page.locator(ready).first.wait_for(state="attached", timeout=240000)
        page.wait_for_timeout(1500)
        results[SOURCE] = audit(page, f"site_{kind}_{SOURCE}")
        for lang in LANGS:
            if lang == SOURCE:
                continue
            switch = page.locator(f".tutor-language button[data-lang='{lang}']")
            if switch.count():
                switch.first.click()
            else:                                  # a page with no switch: opened again in that language
                page.goto(served["base"] + path + f"?lang={lang}")
                page.locator(ready).first.wait_for(state="attached", timeout=240000)
            page.wait_for_function(f"document.documentElement.lang === '{lang}'", timeout=30000)
            page.wait_for_timeout(1500)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"site_{kind}_{lang}.png"))
            results[lang] = audit(page, f"site_{kind}_{lang}")
    finally:
        page.close()
    for result in results.values():
        none_blocking(result)


@pytest.mark.parametrize("lang", LANGS)
def test_a_course_notebook_in_jupyterlite_has_no_serious_violation_in_its_outputs(served, pages, lang):  # noqa: F811
    """The notebook notebooks/<lang>/01_muros run in the site's JupyterLab; axe inside the cells' outputs
    only (JupyterLab's own interface is not ours)."""
    _, ctx = pages
    page = ctx.new_page()
    try:
        page.goto(served["base"] + f"lab/index.html?path=notebooks/{lang}/01_muros.ipynb")
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=180000)
        page.click("text=Run")
        page.click(".lm-Menu-item[data-command='runmenu:run-all']")
        page.locator(f".jp-OutputArea-output {BOARD}").first.wait_for(state="attached", timeout=180000)
        page.locator(".jp-Notebook .jp-CodeCell").last.locator(".jupyter-widgets").first.wait_for(
            state="attached", timeout=180000)
        page.wait_for_timeout(1500)
        result = audit(page, f"site_notebook_{lang}", include=[".jp-OutputArea-output"])
    finally:
        page.close()
    none_blocking(result)
