"""The static site (build/site, `make site`): what it holds, and in Chromium, served gzipped by site/serve.py
from a sub-folder as GitHub Pages would:
- on 127.0.0.1 (a secure context, with JupyterLite's service worker): the landing page, a course notebook
  (Run All), a classroom app and the front page start, a board click reaches the explanation panel;
- from http://teacher-laptop.lan (mapped to 127.0.0.1: plain http, not a secure context, no service worker,
  as a room of learners opens a teacher's laptop): the landing page's Spanish link opens the course app in
  Spanish, its first visit stays under 10 MB on the wire, and after a reload the course is back at the same
  lesson with the same progress;
- no request leaves the machine."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest

from sitetest_common import ARTIFACTS, CHROMIUM, FLAGS, ROOT, Requests, browser_env, need_chromium

from tutor.core.i18n import LANGS

sys.path.insert(0, str(ROOT / "site"))
from serve import SiteServer  # noqa: E402

SITE = ROOT / "build" / "site"
SUB = "tutor"          # served at http://HOST:PORT/tutor/, like https://OWNER.github.io/REPO/
HOST = "teacher-laptop.lan"
FIRST_VISIT_AIM = 10e6     # bytes on the wire, gzipped as GitHub Pages sends them (issue 28)
BOARD = ".tutor-board [data-action].tutor-legal"


def notebooks() -> list[str]:
    """Every notebook of the site, from notebooks/: "app/01_muros", "en/01_muros", "00_start_here"..."""
    return sorted(str(p.relative_to(ROOT / "notebooks").with_suffix("")) for p in (ROOT / "notebooks").rglob("*.py")
                  if not any(part.startswith((".", "_")) for part in p.relative_to(ROOT / "notebooks").parts))


def first_app(site: Path) -> str:
    """The first course's app (the new layout's notebooks/app, else the one notebook of a course)."""
    for stem in ("app/01_muros", "01_muros"):
        if (site / "voici" / "render" / "notebooks" / f"{stem}.html").is_file():
            return f"voici/render/notebooks/{stem}.html"
    raise AssertionError("no app for the Muros course in the site")


@pytest.fixture(scope="module")
def site() -> Path:
    """build/site, built now if its inputs changed since the last build (`make test` builds it first)."""
    subprocess.run([sys.executable, str(ROOT / "site" / "build.py")], check=True)
    return SITE


# -- what the site holds (no browser) -------------------------------------------------------------------
def test_every_notebook_is_in_the_lab_and_every_app_is_an_app(site):
    for stem in notebooks():
        nb = json.loads((site / "files" / "notebooks" / f"{stem}.ipynb").read_text())
        assert nb["metadata"]["kernelspec"]["name"] == "python"        # the Pyodide kernel: no chooser
        app = (site / "voici" / "render" / "notebooks" / f"{stem}.html").is_file()
        assert app == (stem.startswith("app/") or "/" not in stem), stem   # documents are read in the Lab
    landing = (site / "index.html").read_text()
    assert '<span lang="es">aplicación</span>' in landing and '<span lang="de">App</span>' in landing
    for lang in LANGS:
        assert f'class="app" href="{first_app(site)}?lang={lang}"' in landing
        assert f'data-set-lang="{lang}"' in landing


def test_every_notebook_stores_its_texts_as_strings_as_jupyterlite_reads_them(site):
    """JupyterLite passes a notebook's stored outputs on as they are: a markdown output kept as a list of
    lines (nbformat's way) breaks its table of contents (`e.split is not a function`, "No Headings")."""
    for stem in notebooks():
        nb = json.loads((site / "files" / "notebooks" / f"{stem}.ipynb").read_text())
        for cell in nb["cells"]:
            assert isinstance(cell["source"], str), stem
            for output in cell.get("outputs", []):
                assert isinstance(output.get("text", ""), str), stem
                assert all(isinstance(v, str) for m, v in output.get("data", {}).items() if not m.endswith("json")), stem
    source = json.loads((ROOT / "notebooks" / "en" / "01_muros.ipynb").read_text())
    served = json.loads((site / "files" / "notebooks" / "en" / "01_muros.ipynb").read_text())
    assert [c["source"] for c in served["cells"]] == ["".join(c["source"]) for c in source["cells"]]


def test_pyodide_is_trimmed_and_its_lock_matches_the_wheels(site):
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    files = {p.name for p in pyodide.iterdir()}
    wheels = {p["file_name"] for p in lock["packages"].values()}
    assert files == wheels | {"pyodide-lock.json", "pyodide.js", "pyodide.mjs", "pyodide.asm.js",
                              "pyodide.asm.wasm", "python_stdlib.zip"}
    for p in lock["packages"].values():
        assert hashlib.sha256((pyodide / p["file_name"]).read_bytes()).hexdigest() == p["sha256"], p["name"]
        assert set(p["depends"]) <= set(lock["packages"]), p["name"]
    assert not {"prompt-toolkit", "wcwidth", "packaging"} & set(lock["packages"])   # never imported by a board
    tutor = zipfile.ZipFile(pyodide / lock["packages"]["tutor"]["file_name"]).namelist()
    assert {"tutor/widgets/base/board.js", "tutor/widgets/base/store.js", "tutor/widgets/base/language.js"} <= set(tutor)
    assert "tutor/core/game.pyc" in tutor and "tutor/core/game.py" not in tutor     # a start's module: bytecode
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert set(kernel["loadPyodideOptions"]["packages"]) == set(lock["packages"])   # all at start
    names = {e["name"] for e in config["federated_extensions"]}
    assert names == {"@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension", "anywidget"}
    manager = json.loads((site / "extensions" / "@jupyter-widgets" / "jupyterlab-manager" / "package.json").read_text())
    assert manager["version"] == "5.0.15"     # jupyterlab-widgets 3.0.15: built for this Lab core (4.4)
    overrides = json.loads((site / "lab" / "jupyter-lite.json").read_text())["jupyter-config-data"]
    assert "Jupytext" not in json.dumps(overrides)          # no viewer the site does not have
    size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
    assert size < 75e6, f"the site is {size / 1e6:.1f} MB"     # the documents carry their pictures: 12 MB


def test_a_deleted_output_or_a_changed_input_rebuilds(site, tmp_path):
    sys.path.insert(0, str(ROOT / "site"))
    import build
    assert build.up_to_date(site)
    stamp = json.loads((site / ".inputs").read_text())
    assert (ROOT / "jupytext.toml").is_file() and ROOT / "jupytext.toml" in build.input_files()
    copy = tmp_path / "site"
    copy.mkdir()
    (copy / "index.html").write_text((site / "index.html").read_text())
    (copy / ".inputs").write_text(json.dumps({"inputs": stamp["inputs"], "outputs": {"index.html": stamp["outputs"]["index.html"]}}))
    assert build.up_to_date(copy)
    (copy / "index.html").unlink()                     # a built page deleted: not up to date any more
    assert not build.up_to_date(copy)


def test_the_tutor_wheel_is_the_same_bytes_for_the_same_code(tmp_path):
    sys.path.insert(0, str(ROOT / "site"))
    import kernel
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, b = kernel.tutor_wheel(ROOT, tmp_path / "a"), kernel.tutor_wheel(ROOT, tmp_path / "b")
    assert a.read_bytes() == b.read_bytes()


# -- in the browser -------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def served(site, tmp_path_factory):
    """build/site served gzipped by site/serve.py from a sub-folder, on 127.0.0.1 (in this process)."""
    tmp = tmp_path_factory.mktemp("site")
    server = SiteServer(("127.0.0.1", 0), site, base=f"/{SUB}/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    try:
        yield {"base": f"http://127.0.0.1:{port}/{SUB}/", "remote": f"http://{HOST}:{port}/{SUB}/", "port": port,
               "home": tmp / "home", "server": server}
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser(served):
    pw = need_chromium()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    rules = f"MAP {HOST} 127.0.0.1, " + FLAGS[-1].split("=", 1)[1]      # the room's name, nothing else resolves
    with pw.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                    args=[*FLAGS[:-1], f"--host-resolver-rules={rules}"],
                                    env=browser_env(served["home"]))
        yield pw, browser
        browser.close()


@pytest.fixture(scope="module")
def context(browser):
    pw, b = browser
    ctx = b.new_context(viewport={"width": 1366, "height": 768})
    requests = Requests(ctx)
    yield pw, ctx, requests
    ctx.close()


def click_to_panel(pw, root) -> float:
    """One board click inside root (a Locator): a legal target, then its first choice; the panel shows a
    rule. Returns seconds."""
    slot = root.locator(f"{BOARD}:visible").first
    slot.wait_for(timeout=120000)
    t0 = time.monotonic()
    slot.click()
    choice = root.locator(".tutor-choice:not(.tutor-download):visible").first
    choice.wait_for(timeout=15000)
    choice.click()
    rule = root.locator(".tutor-panel :is(details.tutor-rule, .tutor-rule-id)").first
    pw.expect(rule).to_be_visible(timeout=15000)
    return time.monotonic() - t0


def test_landing_page_links_every_course_in_every_language(served, context):
    pw, ctx, _ = context
    page = ctx.new_page()
    page.goto(served["base"])
    app = page.locator('a.app[data-lang="en"]').first
    assert app.locator('[lang="en"]').inner_text() == "app"          # only the chosen language is shown
    page.locator("[data-set-lang='es']").click()
    assert app.locator('[lang="es"]').inner_text() == "aplicación"
    page.locator("[data-set-lang='de']").click()
    assert app.locator('[lang="de"]').inner_text() == "App"
    assert not app.locator('[lang="es"]').is_visible()
    page.screenshot(path=str(ARTIFACTS / "site_landing.png"), full_page=True)
    page.locator("[data-set-lang='en']").click()
    links = page.locator("ul.courses a").all()
    assert {link.get_attribute("data-lang") for link in links} == set(LANGS)
    for link in links:
        href = link.evaluate("a => a.href")
        assert page.request.get(href).ok, href
    page.close()


def test_course_notebook_runs_and_a_click_reaches_the_panel(served, context, site):
    pw, ctx, _ = context
    page = ctx.new_page()
    doc = next(f"notebooks/{s}.ipynb" for s in ("en/01_muros", "01_muros")
               if (site / "files" / "notebooks" / f"{s}.ipynb").is_file())
    t0 = time.monotonic()
    page.goto(served["base"] + "lab/index.html?path=" + doc)
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=180000)
    idle = time.monotonic() - t0
    page.click("text=Run")
    page.click(".lm-Menu-item[data-command='runmenu:run-all']")
    page.locator(BOARD).first.wait_for(state="attached", timeout=180000)    # the first lesson's board
    board = time.monotonic() - t0
    # the kernel takes one message at a time: a click would wait behind the cells Run All still has queued,
    # so it is made once the last cell (the progress) shows its live widget
    page.locator(".jp-Notebook .jp-CodeCell").last.locator(".jupyter-widgets").first.wait_for(
        state="attached", timeout=180000)
    ran = time.monotonic() - t0
    outputs = page.locator(".jp-OutputArea-output")
    first = outputs.nth(outputs.evaluate_all(f"els => els.findIndex(el => el.querySelector({BOARD!r}))"))
    first.scroll_into_view_if_needed()          # JupyterLab draws only the cells in view
    click = click_to_panel(pw, first)
    assert page.locator(".jp-OutputArea-output .jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
                        ).count() == 0
    page.screenshot(path=str(ARTIFACTS / "site_course.png"))
    print(f"\nsite notebook: kernel idle {idle:.1f} s, board {board:.1f} s, all cells run {ran:.1f} s, "
          f"click to panel {click * 1000:.0f} ms")
    page.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_course_notebook_lists_its_lessons_in_the_table_of_contents_without_console_errors(served, context, lang):
    import jupytext

    _, ctx, _ = context
    page = ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(served["base"] + f"lab/index.html?path=notebooks/{lang}/01_muros.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60000)
    page.locator('.jp-SideBar [data-id="table-of-contents"]').click()
    entries = page.locator(".jp-TableOfContents-content .jp-tocItem-content")
    entries.first.wait_for(timeout=20000)
    source = jupytext.read(ROOT / "notebooks" / lang / "01_muros.py")
    headings = [line.lstrip("#").strip().replace("\\", "") for c in source.cells if c.cell_type == "markdown"
                for line in c.source.splitlines() if line.startswith("#")]
    listed = [t.strip() for t in entries.all_inner_texts()]
    assert listed == headings and len(headings) > 20
    assert not [e for e in errors if "split is not a function" in e]
    page.close()


def test_classroom_app_starts_and_a_click_reaches_the_panel(served, context, site):
    pw, ctx, _ = context
    page = ctx.new_page()
    page.set_viewport_size({"width": 1920, "height": 1080})
    room = next(f"voici/render/notebooks/{s}.html" for s in ("app/classroom_muros", "classroom_muros")
                if (site / "voici" / "render" / "notebooks" / f"{s}.html").is_file())
    page.goto(served["base"] + room)
    page.locator(f".tutor-classroom {BOARD}").first.wait_for(timeout=180000)
    click_to_panel(pw, page.locator(".tutor-classroom").first)
    assert page.locator("text=from tutor.widgets").count() == 0      # an app shows no code
    page.screenshot(path=str(ARTIFACTS / "site_classroom.png"))
    page.close()


def test_front_page_links_stay_in_the_site(served, context):
    """The front page (00_start_here) as an app: its links are made in the browser for the static site."""
    pw, ctx, _ = context
    page = ctx.new_page()
    page.goto(served["base"] + "voici/render/notebooks/00_start_here.html")
    app = page.locator(".tutor-front a[data-app]").first
    app.wait_for(timeout=180000)
    assert app.get_attribute("href").startswith(served["base"] + "voici/render/notebooks/")
    page.close()


# -- a room of learners: plain http, another machine's name ---------------------------------------------
@pytest.fixture(scope="module")
def learner(served, browser):
    """A learner's first visit from http://teacher-laptop.lan: the landing page in Spanish, then its
    Spanish link to the first course's app, to a usable board; the bytes the server sent meanwhile."""
    pw, b = browser
    ctx = b.new_context(viewport={"width": 1366, "height": 768})
    requests = Requests(ctx, also=(f"http://{HOST}:{served['port']}/",))
    page = ctx.new_page()
    page.goto(served["remote"] + "?lang=es")
    assert not page.evaluate("window.isSecureContext")            # the room's case: no service worker
    link = page.locator(f'a.app[data-lang="es"][data-course="{Path(first_app(SITE)).stem}"]')
    sent0 = served["server"].sent
    link.click()
    page.locator(".tutor-loading-box").wait_for(timeout=30000)
    page.wait_for_timeout(800)
    page.screenshot(path=str(ARTIFACTS / "site_loading_es.png"))
    page.locator(BOARD).first.wait_for(timeout=240000)
    page.wait_for_timeout(1500)                                   # the language and the saved progress land
    sent = served["server"].sent - sent0
    yield {"page": page, "sent": sent, "requests": requests, "pw": pw}
    ctx.close()


def test_a_non_localhost_origin_reaches_a_usable_app_board(learner):
    page = learner["page"]
    assert page.locator(".tutor-loading-box").count() == 0
    assert page.locator(f".tutor-lesson {BOARD}, .tutor-course-player {BOARD}").count() > 0


def test_a_spanish_link_opens_the_course_in_spanish_and_remembers_it(learner):
    page = learner["page"]
    assert "lang=es" in page.url
    learner["pw"].expect(page.locator(".tutor-language button.mod-active")).to_have_text("Español")
    text = page.locator(".tutor-course-player, .tutor-lesson").first.inner_text()
    assert "Lección" in text and "Lesson " not in text
    assert page.evaluate("localStorage.getItem('tutor-lang')") == "es"
    page.screenshot(path=str(ARTIFACTS / "site_spanish_from_link.png"))


def test_the_first_visit_stays_under_the_aim(learner):
    assert 0 < learner["sent"] < FIRST_VISIT_AIM, f"{learner['sent'] / 1e6:.2f} MB on the wire"


def test_a_reload_resumes_at_the_same_lesson_with_the_same_progress(learner):
    page = learner["page"]
    head = ".tutor-course-player .tutor-lesson-head"
    before = page.locator(head).first.inner_text()
    picker = page.locator(".tutor-picker select").first
    picker.select_option(index=2)
    # the picker changes in the page at once; the kernel then draws lesson 3 (its head and board)
    page.wait_for_function(f"document.querySelector({head!r}).innerText !== {json.dumps(before)}", timeout=60000)
    played = "(JSON.parse(localStorage.getItem('tutor-progress') || '{}').seen || {}).muros"
    page.locator(f".tutor-course-player {BOARD}:visible").first.click()     # a move: a slot, then its card
    # the board's chooser strip, not the quiz's answers or the progress panel's download button
    strip = ".tutor-course-player .tutor-choices .tutor-choice"
    page.wait_for_function(f"{played} || [...document.querySelectorAll({strip!r})].some(b => b.offsetParent !== null)",
                           timeout=60000)
    if not page.evaluate(played):
        page.locator(f"{strip}:visible").first.click()
    page.wait_for_function(played, timeout=60000)
    saved = json.loads(page.evaluate("localStorage.getItem('tutor-progress')"))
    summary = page.locator(".tutor-progress").first.inner_text().split("\n")[0]
    # every head the reloaded page draws: the lesson the browser's copy names is never drawn in English first
    page.add_init_script(f"""window.tutorHeads = [];
        new MutationObserver(() => {{ const h = document.querySelector({head!r}), seen = window.tutorHeads;
          if (h && seen[seen.length - 1] !== h.textContent) seen.push(h.textContent); }})
          .observe(document, {{subtree: true, childList: true, characterData: true}});""")
    page.reload()
    page.locator(BOARD).first.wait_for(timeout=240000)
    page.wait_for_function("document.querySelector('.tutor-picker select').selectedIndex === 2", timeout=90000)
    line = "document.querySelector('.tutor-progress').innerText.split('\\n')[0]"
    try:      # the kernel draws the lesson, then the progress view: one message after the other
        page.wait_for_function(f"{line} === {json.dumps(summary)}", timeout=30000)
    except learner["pw"].TimeoutError:
        pass  # the assertion below shows what is there instead
    assert page.locator(".tutor-progress").first.inner_text().split("\n")[0] == summary
    assert not [h for h in page.evaluate("window.tutorHeads") if "Lesson 3 of" in h]
    assert json.loads(page.evaluate("localStorage.getItem('tutor-progress')"))["seen"] == saved["seen"]
    page.screenshot(path=str(ARTIFACTS / "site_resumed_after_reload.png"))


def test_no_request_left_the_machine(served, context, learner):
    """Every request of the tests above (pages, the kernel's worker, the service worker) stayed here."""
    _, _, requests = context
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in requests.urls)   # workers recorded
    assert any(u.endswith(".whl") for u in requests.urls)
    assert requests.outside(served["port"]) == []
    assert learner["requests"].outside(served["port"]) == []
