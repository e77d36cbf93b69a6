"""The static site (build/site) as a learner feels it: figures, never asserted.

- site size (and gzipped, as a web host sends it) and build time (a rebuild; --cold-build also times a
  build from an empty cache: build venv, npm and PyPI downloads);
- time from opening a course to a usable board, from a cold browser cache and from a warm one (a second
  visit), as an app (Voici) and as a notebook (JupyterLite: page, kernel idle, Run All);
- kernel start, and `import tutor` (and the Muros course) inside Pyodide;
- click round trip: from the click that plays to the board and panel updated, timed in the page.

Run: .venv/bin/python bench/bench_site.py [--cold-build]   (aims: first board < 15 s cold, < 5 s warm,
click < 150 ms, site < 60 MB). The site is served by python's http.server on 127.0.0.1, stopped by
process group; Chromium gets a throw-away profile.
"""
from __future__ import annotations

import gzip
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

import bench_browser
from bench_browser import CHROMIUM, FLAGS, Frames, _play, _port, _report, _stop, _wait

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "site"
MOVES = 12
APP = "voici/render/notebooks/01_muros.html"
NOTEBOOK = "lab/index.html?path=notebooks/01_muros.ipynb"
BOARD = ".tutor-lesson .tutor-board [data-action].tutor-legal"
IMPORT_CELL = ("import sys, time; t0 = time.perf_counter(); import tutor; t1 = time.perf_counter(); "
               "import tutor.widgets.muros.course; t2 = time.perf_counter(); "
               "print(f'IMPORT {1000*(t1-t0):.0f} {1000*(t2-t0):.0f} {sys.version.split()[0]}')")


def build(cold: bool) -> dict:
    out = {}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "site" / "build.py"), "--force"], check=True,
                   stdout=subprocess.DEVNULL)
    out["rebuild"] = time.perf_counter() - t0
    if cold:
        with tempfile.TemporaryDirectory(prefix="tutor-site-cold-") as tmp:
            t0 = time.perf_counter()
            subprocess.run([sys.executable, str(ROOT / "site" / "build.py"), "--force", "--cache", f"{tmp}/cache",
                            "--out", f"{tmp}/site"], check=True, stdout=subprocess.DEVNULL)
            out["cold"] = time.perf_counter() - t0
    files = [f for f in SITE.rglob("*") if f.is_file()]
    out["mb"] = sum(f.stat().st_size for f in files) / 1e6
    out["gz_mb"] = sum(len(gzip.compress(f.read_bytes(), 6)) for f in files) / 1e6
    out["files"] = len(files)
    pyodide = SITE / "static" / "pyodide"
    out["pyodide_mb"] = sum(f.stat().st_size for f in pyodide.iterdir()) / 1e6
    return out


def open_app(page, base: str) -> float:
    t0 = time.perf_counter()
    page.goto(base + APP)
    page.locator(BOARD).first.wait_for(timeout=180000)
    return time.perf_counter() - t0


def open_notebook(page, base: str) -> tuple[float, float, float]:
    """(page shown, kernel idle, usable board) in seconds from the start of navigation."""
    t0 = time.perf_counter()
    page.goto(base + NOTEBOOK)
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    shown = time.perf_counter() - t0
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=180000)
    idle = time.perf_counter() - t0
    page.click("text=Run")
    page.click(".lm-Menu-item[data-command='runmenu:run-all']")
    page.locator(BOARD).first.wait_for(timeout=180000)
    return shown, idle, time.perf_counter() - t0


def import_times(page, base: str) -> str:
    """A cell added to the course notebook before anything ran: import tutor, then the Muros course."""
    page.goto(base + NOTEBOOK)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=180000)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("a")                  # a new code cell above the first
    page.keyboard.press("Enter")
    page.keyboard.type(IMPORT_CELL)
    page.keyboard.press("Shift+Enter")
    out = page.locator(".jp-OutputArea-output:has-text('IMPORT')").first
    out.wait_for(timeout=60000)
    _, tutor_ms, course_ms, version = out.inner_text().split()
    return f"import tutor {tutor_ms} ms, + the Muros course {course_ms} ms (Python {version} under Pyodide)"


def main() -> None:
    cold_build = "--cold-build" in sys.argv
    figures = build(cold_build)
    tmp = Path(tempfile.mkdtemp(prefix="tutor-bench-site-"))
    port = _port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", str(SITE), str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    env = {"XDG_CONFIG_HOME": str(tmp / "xdg"), "XDG_CACHE_HOME": str(tmp / "cache")}
    bench_browser.MOVES = MOVES
    try:
        _wait(base + "index.html", server)
        with sync_playwright() as p:
            def profile(name: str):
                return p.chromium.launch_persistent_context(
                    str(tmp / name), executable_path=CHROMIUM, headless=True, args=FLAGS,
                    env={**os.environ, **env}, viewport={"width": 1366, "height": 768})

            ctx = profile("app")                       # the app: a cold visit, then a warm one
            app_cold = open_app(ctx.new_page(), base)
            page = ctx.new_page()
            app_warm = open_app(page, base)
            page.wait_for_timeout(1000)
            trips, _, _ = _play(page, Frames(page))
            ctx.close()

            ctx = profile("notebook")                  # the notebook: cold, warm, then the imports
            nb_cold = open_notebook(ctx.new_page(), base)
            nb_warm = open_notebook(ctx.new_page(), base)
            imports = import_times(ctx.new_page(), base)
            ctx.close()
    finally:
        _stop(server)

    print("static site (build/site: JupyterLite 0.6.4 + Voici 0.9, Pyodide 0.27.6; served on 127.0.0.1)")
    build_line = f"build: rebuild {figures['rebuild']:.0f} s"
    if "cold" in figures:
        build_line += f", from an empty cache (venv + downloads) {figures['cold']:.0f} s"
    print(build_line)
    print(f"size: {figures['mb']:.1f} MB in {figures['files']} files ({figures['gz_mb']:.1f} MB gzipped); "
          f"Pyodide with the tutor and its packages {figures['pyodide_mb']:.1f} MB")
    print(f"app (Voici), open -> usable board: cold cache {app_cold:.1f} s, warm {app_warm:.1f} s")
    print(f"notebook (JupyterLab), open -> page / kernel idle / usable board after Run All: "
          f"cold {nb_cold[0]:.1f} / {nb_cold[1]:.1f} / {nb_cold[2]:.1f} s, "
          f"warm {nb_warm[0]:.1f} / {nb_warm[1]:.1f} / {nb_warm[2]:.1f} s")
    print(f"kernel start (page shown -> idle): cold {nb_cold[1] - nb_cold[0]:.1f} s, warm {nb_warm[1] - nb_warm[0]:.1f} s")
    print(imports)
    print(_report("click round trip (app, click that plays -> board and panel updated)", trips))


if __name__ == "__main__":
    main()
