"""The static site (build/site, `make site`): what it holds, and in Chromium, served from a sub-folder on
127.0.0.1 as GitHub Pages would: the landing page, a course notebook (JupyterLite) and a classroom app
(Voici) start, a board click reaches the explanation panel, and no request leaves 127.0.0.1."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from sitetest_common import ARTIFACTS, CHROMIUM, FLAGS, ROOT, Requests, browser_env, free_port, need_chromium, \
    start, stop

SITE = ROOT / "build" / "site"
NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.py"))
SUB = "tutor"          # served at http://127.0.0.1:PORT/tutor/, like https://OWNER.github.io/REPO/


@pytest.fixture(scope="module")
def site() -> Path:
    """build/site, built now if its inputs changed since the last build (`make test` builds it first)."""
    subprocess.run([sys.executable, str(ROOT / "site" / "build.py")], check=True)
    return SITE


# -- what the site holds (no browser) -------------------------------------------------------------------
def test_every_notebook_is_in_the_lab_and_an_app(site):
    for stem in NOTEBOOKS:
        nb = json.loads((site / "files" / "notebooks" / f"{stem}.ipynb").read_text())
        assert nb["metadata"]["kernelspec"]["name"] == "python"        # the Pyodide kernel: no chooser
        assert (site / "voici" / "render" / "notebooks" / f"{stem}.html").is_file()
    landing = (site / "index.html").read_text()
    for stem in NOTEBOOKS:
        if not stem.startswith("00_"):
            assert f'href="voici/render/notebooks/{stem}.html"' in landing
            assert f'href="lab/index.html?path=notebooks/{stem}.ipynb"' in landing
    assert 'lang="es"' in landing and "Abrir como aplicación" in landing


def test_pyodide_is_pruned_and_its_lock_matches_the_wheels(site):
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    files = {p.name for p in pyodide.iterdir()}
    wheels = {p["file_name"] for p in lock["packages"].values()}
    assert files == wheels | {"pyodide-lock.json", "pyodide.js", "pyodide.mjs", "pyodide.asm.js",
                              "pyodide.asm.wasm", "python_stdlib.zip"}
    for p in lock["packages"].values():
        assert hashlib.sha256((pyodide / p["file_name"]).read_bytes()).hexdigest() == p["sha256"], p["name"]
        assert set(p["depends"]) <= set(lock["packages"]), p["name"]
    tutor = zipfile.ZipFile(pyodide / lock["packages"]["tutor"]["file_name"]).namelist()
    assert {"tutor/widgets/base/board.js", "tutor/widgets/base/tutor.css", "tutor/widgets/base/links.js"} <= set(tutor)
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert set(kernel["loadPyodideOptions"]["packages"]) == set(lock["packages"])   # all at start
    names = {e["name"] for e in config["federated_extensions"]}
    assert {"@jupyter-widgets/jupyterlab-manager", "anywidget"} <= names
    overrides = json.loads((site / "lab" / "jupyter-lite.json").read_text())["jupyter-config-data"]
    assert overrides["settingsOverrides"] == json.loads((ROOT / "binder" / "overrides.json").read_text())
    size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
    assert size < 60e6, f"the site is {size / 1e6:.1f} MB"


# -- in the browser -------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def served(site, tmp_path_factory):
    """build/site served by python's http.server from a sub-folder, on 127.0.0.1."""
    tmp = tmp_path_factory.mktemp("site")
    (tmp / "www").mkdir()
    (tmp / "www" / SUB).symlink_to(site, target_is_directory=True)
    port = free_port()
    proc = start([sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", tmp / "www", port],
                 f"http://127.0.0.1:{port}/{SUB}/index.html")
    try:
        yield {"base": f"http://127.0.0.1:{port}/{SUB}/", "port": port, "home": tmp / "home"}
    finally:
        stop(proc)


@pytest.fixture(scope="module")
def context(served):
    pw = need_chromium()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with pw.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS,
                                    env=browser_env(served["home"]))
        ctx = browser.new_context(viewport={"width": 1366, "height": 768})
        requests = Requests(ctx)
        yield pw, ctx, requests
        ctx.close()
        browser.close()


def click_to_panel(pw, page, scope: str = "") -> float:
    """One board click: a legal target, then its first choice; the panel shows a rule. Returns seconds."""
    slot = page.locator(f"{scope} .tutor-board [data-action].tutor-legal".strip()).first
    slot.wait_for(timeout=120000)
    t0 = time.monotonic()
    slot.click()
    page.locator(f"{scope} .tutor-choice".strip()).first.click(timeout=15000)
    rule = page.locator(f"{scope} .tutor-panel details.tutor-rule".strip()).first
    pw.expect(rule).to_be_visible(timeout=15000)
    return time.monotonic() - t0


def test_landing_page_links_every_course_in_both_languages(served, context):
    pw, ctx, _ = context
    page = ctx.new_page()
    page.goto(served["base"])
    app = page.locator('a.app[data-course="01_muros"]')
    assert app.inner_text() == "Open as an app"          # only the chosen language is shown
    page.locator("[data-set-lang='es']").click()
    assert app.inner_text() == "Abrir como aplicación"
    page.screenshot(path=str(ARTIFACTS / "site_landing.png"), full_page=True)
    page.locator("[data-set-lang='en']").click()
    for link in page.locator("ul.courses a").all():
        href = link.evaluate("a => a.href")
        response = page.request.get(href)
        assert response.ok, href
    page.close()


def test_course_notebook_runs_and_a_click_reaches_the_panel(served, context):
    pw, ctx, _ = context
    page = ctx.new_page()
    t0 = time.monotonic()
    page.goto(served["base"] + "lab/index.html?path=notebooks/01_muros.ipynb")
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=180000)
    idle = time.monotonic() - t0
    page.click("text=Run")
    page.click(".lm-Menu-item[data-command='runmenu:run-all']")
    lesson = ".tutor-lesson > .tutor-table"
    page.locator(f"{lesson} .tutor-board [data-action].tutor-legal").first.wait_for(timeout=120000)
    board = time.monotonic() - t0
    click = click_to_panel(pw, page, lesson)
    assert page.locator(".jp-OutputArea-output .jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
                        ).count() == 0
    page.locator(f"{lesson} .tutor-panel").evaluate("el => el.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(ARTIFACTS / "site_course.png"))
    print(f"\nsite notebook: kernel idle {idle:.1f} s, board {board:.1f} s, click to panel {click * 1000:.0f} ms")
    page.close()


def test_classroom_app_starts_and_a_click_reaches_the_panel(served, context):
    pw, ctx, _ = context
    page = ctx.new_page()
    page.set_viewport_size({"width": 1920, "height": 1080})
    t0 = time.monotonic()
    page.goto(served["base"] + "voici/render/notebooks/classroom_muros.html")
    page.locator(".tutor-classroom .tutor-board [data-action].tutor-legal").first.wait_for(timeout=180000)
    board = time.monotonic() - t0
    click = click_to_panel(pw, page, ".tutor-classroom")
    assert page.locator("text=from tutor.widgets").count() == 0      # an app shows no code
    page.screenshot(path=str(ARTIFACTS / "site_classroom.png"))
    print(f"\nsite classroom app: board {board:.1f} s, click to panel {click * 1000:.0f} ms")
    page.close()


def test_front_page_links_stay_in_the_site(served, context):
    """The front page (00_start_here) as an app: its links are made in the browser for the static site."""
    pw, ctx, _ = context
    page = ctx.new_page()
    page.goto(served["base"] + "voici/render/notebooks/00_start_here.html")
    app = page.locator(".tutor-front a[data-app='notebooks/01_muros.ipynb']")
    app.wait_for(timeout=180000)
    assert app.get_attribute("href") == served["base"] + "voici/render/notebooks/01_muros.html"
    notebook = page.locator(".tutor-front a[data-notebook='notebooks/01_muros.ipynb']")
    assert notebook.get_attribute("href") == served["base"] + "lab/index.html?path=notebooks/01_muros.ipynb"
    page.close()


def test_no_request_left_127_0_0_1(served, context):
    """Every request of the tests above (pages, the kernel's worker, the service worker) stayed here."""
    _, _, requests = context
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in requests.urls)   # workers recorded
    assert any(u.endswith(".whl") for u in requests.urls)
    assert requests.outside(served["port"]) == []
