"""axe-core with the WCAG 2.2 A/AA rules (tests/browser/axe.py) on what the learner sees, in English and in
Spanish: each course app and each classroom in Voila (in English also at a phone's 390 px), the tutor's
widgets in a course notebook in JupyterLab (axe scoped to the cells' outputs: JupyterLab's own interface is
not ours), and each game's handout. No serious or critical violation; the counts per page and impact are
printed (-s) and written to build/test-artifacts/axe/."""
from __future__ import annotations

import subprocess
import sys

import pytest
from tutor.core.registry import entries
from axe import audit, none_blocking
from servers import ARTIFACTS, ROOT, app_path, start_lab, stop
from tutor.core.i18n import LANGS

pytestmark = pytest.mark.browser

BOARD = ".tutor-board [data-action]"
SPANISH = ".tutor-language button[data-lang='es']"
APPS = [e.stem for e in entries()] + [e.room for e in entries()]   # every course app, then every classroom
SHOTS = ARTIFACTS / "axe"


def to_spanish(page) -> None:
    """The page's switch set to Español; returns once the page and the widgets are redrawn."""
    page.locator(SPANISH).first.click()
    page.wait_for_function("document.documentElement.lang === 'es'", timeout=20000)
    page.locator(f"{SPANISH}[aria-pressed='true']").first.wait_for(timeout=20000)
    page.wait_for_timeout(1000)                     # every widget redraws its texts


@pytest.mark.parametrize("app", APPS)
def test_each_app_in_voila_has_no_serious_violation_in_english_and_spanish(voila, browser, app):
    port, site = voila
    width = 1920 if app.startswith("classroom") else 1366
    ctx = browser.new_context(locale="en-US", viewport={"width": width, "height": 1080 if width > 1366 else 768})
    page = ctx.new_page()
    try:
        page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, app)}?lang=en")
        page.locator(f"{BOARD}:visible").first.wait_for(timeout=120000)
        page.wait_for_timeout(1000)
        english = audit(page, f"voila_{app}_en")
        page.set_viewport_size({"width": 390, "height": 844})          # the phone layout: other targets' sizes
        page.wait_for_timeout(1000)
        phone = audit(page, f"voila_{app}_en_390")
        to_spanish(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"voila_{app}_es.png"))
        spanish = audit(page, f"voila_{app}_es")
    finally:
        ctx.close()
    none_blocking(english)
    none_blocking(phone)
    none_blocking(spanish)


@pytest.fixture(scope="module")
def lab(site):
    proc, port = start_lab(site)
    yield port
    stop(proc)


@pytest.mark.parametrize("lang", LANGS)
def test_the_tutors_widgets_in_a_lab_notebook_have_no_serious_violation(lab, browser, lang):
    """The course notebook notebooks/<lang>/01_muros run in JupyterLab (every cell drawn: the project's Lab
    settings turn windowing off); axe inside the cells' outputs only."""
    ctx = browser.new_context(locale="en-US", viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    try:
        page.goto(f"http://127.0.0.1:{lab}/lab/tree/notebooks/{lang}/01_muros.ipynb")
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60000)
        page.click("text=Run")
        page.click(".lm-Menu-item[data-command='runmenu:run-all']")
        page.locator(f".jp-OutputArea-output {BOARD}").first.wait_for(state="attached", timeout=120000)
        page.locator(".jp-Notebook .jp-CodeCell").last.locator(".jupyter-widgets").first.wait_for(
            state="attached", timeout=120000)
        page.wait_for_timeout(1500)
        result = audit(page, f"lab_01_muros_{lang}", include=[".jp-OutputArea-output"])
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"lab_01_muros_{lang}.png"))
    finally:
        ctx.close()
    none_blocking(result)


@pytest.fixture(scope="module")
def handouts(tmp_path_factory):
    out = tmp_path_factory.mktemp("handouts")
    subprocess.run([sys.executable, "-m", "tutor.notebooks", "handouts", "--out", str(out)], check=True,
                   cwd=ROOT, stdout=subprocess.DEVNULL)
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", [e.name for e in entries()])
def test_a_handout_has_no_serious_violation(browser, handouts, game, lang):
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        page.goto((handouts / f"{game}.{lang}.html").as_uri())
        assert page.evaluate("document.documentElement.lang") == lang
        result = audit(page, f"handout_{game}_{lang}")
    finally:
        page.close()
    none_blocking(result)


def test_axe_reports_a_select_without_a_name_as_blocking(browser):
    """The helper itself: the violation the classroom had (a nameless select) fails, a named one passes."""
    page = browser.new_page()
    try:
        page.set_content('<!doctype html><html lang="en"><title>t</title><main><select><option>1</option>'
                         '</select></main></html>')
        nameless = audit(page, "selftest_nameless")
        page.set_content('<!doctype html><html lang="en"><title>t</title><main><select aria-label="Scenario">'
                         '<option>1</option></select></main></html>')
        named = audit(page, "selftest_named")
    finally:
        page.close()
    assert [line.split(" ")[0] for line in nameless["blocking"]] == ["select-name"]
    assert nameless["counts"]["critical"] == 1
    assert named["blocking"] == []
