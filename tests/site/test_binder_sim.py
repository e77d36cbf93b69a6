"""What Binder does with binder/, simulated here without Docker: repo2docker's own plan (--no-build), a fresh
venv with binder/requirements.txt installed from the repository root, postBuild run with NB_PYTHON_PREFIX at
that venv, and the server started the way mybinder starts it. Then, in Chromium: the bare URL opens the front
page, a course (its .py source) opens as a notebook and runs, the Voila URL renders the classroom, and no
request leaves 127.0.0.1 (Voila's CDN links are gone)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sitetest_common import ARTIFACTS, CHROMIUM, FLAGS, ROOT, Requests, browser_env, free_port, need_chromium, \
    start, stop, tree_memory_mb

pytestmark = pytest.mark.browser
REPO2DOCKER = "jupyter-repo2docker==2026.4.0"
MEMORY_AIM_MB = 1200             # every course open as a notebook and as an app (issue 28); mybinder gives 2 GB
CACHE = ROOT / "build" / "site-cache"           # pip's downloads (shared with site/build.py) and the repo2docker venv


def python311() -> str:
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()          # python-3.11
    version = runtime.removeprefix("python-")
    found = shutil.which(f"python{version}")
    base = getattr(sys, "_base_executable", sys.executable)
    if found:
        return found
    if sys.version.startswith(version + "."):
        return base
    pytest.skip(f"binder/runtime.txt asks for Python {version}, which is not here")


def pip_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHONPATH"))}
    return dict(env, PIP_CACHE_DIR=str(CACHE / "pip"), PIP_DISABLE_PIP_VERSION_CHECK="1", HOME=str(home))


@pytest.fixture(scope="module")
def binder(tmp_path_factory):
    """The repository as repo2docker copies it, its environment, postBuild run; returns the paths."""
    tmp = tmp_path_factory.mktemp("binder")
    home = tmp / "home"
    home.mkdir()
    env = pip_env(home)
    # the files of the checkout that git would commit (tracked and new, not ignored), as repo2docker copies them
    files = subprocess.run(["git", "ls-files", "-z", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                           capture_output=True).stdout.decode().split("\0")
    repo = tmp / "repo"
    for f in filter(None, files):
        if (ROOT / f).is_file():
            (repo / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / f, repo / f)
    timings = {}

    # 1. repo2docker's plan for this repository
    r2d = CACHE / "repo2docker"
    if not (r2d / ".installed").exists():
        shutil.rmtree(r2d, ignore_errors=True)
        subprocess.run([python311(), "-m", "venv", r2d], check=True)
        subprocess.run([r2d / "bin" / "pip", "install", "-qq", REPO2DOCKER], check=True, env=env)
        (r2d / ".installed").touch()
    plan = subprocess.run([r2d / "bin" / "jupyter-repo2docker", "--no-build", "--debug", str(repo)], env=env,
                          capture_output=True, text=True, check=True)

    # 2. a fresh environment with binder/requirements.txt, installed from the repository root
    t0 = time.monotonic()
    prefix = tmp / "env"
    subprocess.run([python311(), "-m", "venv", prefix], check=True)
    subprocess.run([prefix / "bin" / "pip", "install", "-qq", "-r", "binder/requirements.txt"], cwd=repo,
                   env=env, check=True)
    timings["install"] = time.monotonic() - t0

    # 3. postBuild, as the notebook user from the repository root
    t0 = time.monotonic()
    run_env = dict(env, NB_PYTHON_PREFIX=str(prefix), PATH=f"{prefix / 'bin'}:{os.environ['PATH']}")
    subprocess.run(["./binder/postBuild"], cwd=repo, env=run_env, check=True)
    timings["postBuild"] = time.monotonic() - t0
    print(f"\nbinder simulation: pip install {timings['install']:.0f} s, postBuild {timings['postBuild']:.1f} s")
    return {"repo": repo, "prefix": prefix, "home": home, "env": run_env, "plan": plan, "tmp": tmp}


def test_repo2docker_plan_uses_binder_folder(binder):
    """repo2docker picks the Python buildpack at 3.11, installs binder/requirements.txt from the repository
    root and runs postBuild; the base environment's own JupyterLab and ipykernel are the ones we pin over."""
    out, err = binder["plan"].stdout, binder["plan"].stderr
    assert "Building conda environment for python=3.11" in err
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in out
    assert "RUN ./binder/postBuild" in out
    lock = next((CACHE / "repo2docker").glob("lib/python*/site-packages/repo2docker/buildpacks/conda/"
                                              "environment.py-3.11-linux-64.lock"))
    base = dict(re.findall(r"/(jupyterlab|notebook|ipykernel)-([\d.]+)-", lock.read_text()))
    pins = dict(re.findall(r"^([\w-]+)==([\w.]+)", (ROOT / "binder" / "requirements.txt").read_text(), re.M))
    dev = dict(re.findall(r"^([\w-]+)==([\w.]+)", (ROOT / "requirements-dev.txt").read_text(), re.M))
    for name in ("jupyterlab", "notebook", "ipykernel", "anywidget"):
        assert name in pins, f"binder/requirements.txt must pin {name}"
    for name in ("jupyterlab", "ipykernel", "ipywidgets", "anywidget", "jupytext", "voila"):
        assert pins[name] == dev[name], f"{name}: Binder {pins[name]}, make lab {dev[name]}"
    print(f"\nBinder base environment: {base}; pinned: { {k: pins[k] for k in base} }")


def apps(repo: Path) -> list[str]:
    """Every app, from the server's root: notebooks/app/*.ipynb (the older layout: one notebook a course)."""
    found = sorted(repo.glob("notebooks/app/*.py")) or sorted(
        p for p in repo.glob("notebooks/*.py") if not p.name.startswith("00_"))
    return [str(p.relative_to(repo).with_suffix(".ipynb")) for p in found]


def documents(repo: Path) -> list[str]:
    """Every course and classroom document in English (the older layout: the apps' notebooks)."""
    found = sorted(repo.glob("notebooks/en/*.py"))
    return [str(p.relative_to(repo).with_suffix(".ipynb")) for p in found] or apps(repo)


def test_post_build_config(binder):
    prefix, repo = binder["prefix"], binder["repo"]
    for nb in (repo / "notebooks").rglob("*.py"):
        assert nb.with_suffix(".ipynb").is_file()
    config = json.loads((prefix / "etc" / "jupyter" / "jupyter_server_config.json").read_text())
    assert config["LabApp"]["default_url"] == "/lab/tree/notebooks/00_start_here.ipynb"
    assert isinstance(config["ServerApp"]["extra_template_paths"], list)
    assert (prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json").read_text() == \
        (ROOT / "binder" / "overrides.json").read_text()
    template = (prefix / "share" / "jupyter" / "voila" / "templates" / "tutor" / "index.html.j2").read_text()
    assert "cdn.jsdelivr.net" not in template and "notebook_css" in template
    assert config["MappingKernelManager"]["cull_idle_timeout"] > 0 and not config["MappingKernelManager"]["cull_connected"]


@pytest.fixture(scope="module")
def server(binder):
    """jupyter-lab as mybinder starts it (no default_url on the command line), on 127.0.0.1."""
    home = binder["home"]
    env = dict(binder["env"], JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
               JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
               npm_config_cache=str(home / "npm"))
    port = free_port()
    cmd = [binder["prefix"] / "bin" / "jupyter-lab", "--ip=127.0.0.1", f"--port={port}", "--no-browser",
           "--ServerApp.token=", "--ServerApp.password="]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    log = open(binder["tmp"] / "server.log", "w")
    proc = start(cmd, f"http://127.0.0.1:{port}/api/status", cwd=binder["repo"], env=env, stdout=log, stderr=log)
    try:
        yield {"port": port, "base": f"http://127.0.0.1:{port}/", "proc": proc}
    finally:
        stop(proc)
        log.close()


@pytest.fixture(scope="module")
def context(server, binder):
    pw = need_chromium()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with pw.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS,
                                    env=browser_env(binder["home"]))
        ctx = browser.new_context(viewport={"width": 1366, "height": 768})
        yield pw, ctx, Requests(ctx)
        ctx.close()
        browser.close()


def run_all(page) -> None:
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60000)
    page.click("text=Run")
    page.click(".lm-Menu-item[data-command='runmenu:run-all']")


def test_bare_url_opens_the_front_page(server, context):
    pw, ctx, _ = context
    page = ctx.new_page()
    page.goto(server["base"])
    page.wait_for_url(re.compile(r"/lab/tree/notebooks/00_start_here\.ipynb"), timeout=30000)
    run_all(page)
    app = page.locator(".tutor-front a[data-app]").first
    app.wait_for(timeout=60000)
    assert app.get_attribute("href").startswith(server["base"] + "voila/render/notebooks/")
    page.screenshot(path=str(ARTIFACTS / "binder_front_page.png"))
    page.close()


def test_course_source_opens_as_a_notebook_and_runs(server, context, binder):
    """The .py source itself opens as a notebook (jupytext's lab extension loads in the pinned JupyterLab)."""
    pw, ctx, _ = context
    page = ctx.new_page()
    source = documents(binder["repo"])[0].removesuffix(".ipynb") + ".py"
    page.goto(server["base"] + f"lab/tree/{source}?reset")   # not the front page's workspace
    run_all(page)
    board = ".tutor-board [data-action].tutor-legal"
    page.locator(board).first.wait_for(timeout=60000)
    outputs = page.locator(".jp-OutputArea-output")
    root = outputs.nth(outputs.evaluate_all(f"els => els.findIndex(el => el.querySelector({board!r}))"))
    root.locator(f"{board}:visible").first.click(timeout=60000)
    root.locator(".tutor-choice:not(.tutor-download):visible").first.click(timeout=15000)
    pw.expect(root.locator(".tutor-panel :is(details.tutor-rule, .tutor-rule-id)").first).to_be_visible(timeout=15000)
    page.close()


def test_voila_url_renders_the_classroom(server, context, binder):
    pw, ctx, _ = context
    page = ctx.new_page()
    room = next(a for a in apps(binder["repo"]) if "classroom_muros" in a)
    response = page.goto(server["base"] + "voila/render/" + room)
    assert "fontawesome" not in response.text()          # the "tutor" template: no CDN link
    slot = page.locator(".tutor-classroom .tutor-board [data-action].tutor-legal").first
    slot.click(timeout=60000)
    page.locator(".tutor-classroom .tutor-choice:not(.tutor-download):visible").first.click(timeout=15000)
    pw.expect(page.locator(".tutor-classroom .tutor-panel details.tutor-rule").first).to_be_visible(timeout=15000)
    page.screenshot(path=str(ARTIFACTS / "binder_voila_classroom.png"))
    page.close()


def test_no_request_left_127_0_0_1(server, context):
    _, _, requests = context
    assert any("/voila/" in u for u in requests.urls)
    assert requests.outside(server["port"]) == []


def test_server_memory_stays_small(server):
    """After the pages above (three kernels), the server holds well under mybinder's 2 GB."""
    status = open(f"/proc/{server['proc'].pid}/status").read()
    rss_mb = int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1)) / 1024
    print(f"\nBinder simulation: server {rss_mb:.0f} MB")
    assert rss_mb < 500


def test_every_course_open_as_notebook_and_app_fits(server, context, binder):
    """Every course and classroom open at once, as its English notebook (run) and as its app: the server and
    all its kernels together stay under MEMORY_AIM_MB (a size, measured as the container would count it)."""
    pw, ctx, _ = context
    shown = ".tutor-board [data-action]:visible, .jp-OutputArea-output[data-mime-type*='stderr']"
    pages = []
    for doc in documents(binder["repo"]):
        page = ctx.new_page()
        page.goto(server["base"] + f"lab/tree/{doc}?reset")
        run_all(page)
        page.locator(shown).first.wait_for(timeout=120000)      # its board (or its error: a kernel all the same)
        pages.append(page)
    for app in apps(binder["repo"]):
        page = ctx.new_page()
        page.goto(server["base"] + "voila/render/" + app)
        page.locator(f"{shown}, .jp-RenderedText[data-mime-type*='stderr']").first.wait_for(timeout=120000)
        pages.append(page)
    time.sleep(3)
    total = tree_memory_mb(server["proc"].pid)
    rss = tree_memory_mb(server["proc"].pid, "Rss")
    print(f"\nBinder simulation: {len(pages)} notebooks and apps open, server and kernels {total:.0f} MB "
          f"(resident sizes added up: {rss:.0f} MB)")
    for page in pages:
        page.close()
    assert total < MEMORY_AIM_MB
