"""The static site (build/site) as a room of learners feels it, served with gzip as GitHub Pages serves it
(site/serve.py). Figures, never asserted:

- site size (raw and gzipped) and, unless --no-build, the time of a rebuild;
- bytes on the wire (response bodies) for the first visit of the first course app and of its notebook;
- open -> usable board (a legal target drawn on the board; the notebook after Run All), cold browser cache
  and warm (a second visit), on the local link, with 10 Mbit/s and 100 ms latency simulated (Chromium's
  DevTools network emulation, which also holds the kernel's worker but not a service worker: those runs
  use the non-localhost origin, where there is none), and from a non-localhost origin
  (http://teacher-laptop.lan:PORT/, mapped to 127.0.0.1: plain http, not a secure context);
- a click's round trip in the app (click -> the panel names a rule), timed in the page.

    .venv/bin/python bench/bench_site.py [--site DIR] [--no-build] [--timeout S]

Aims (issue 28): first app <= 10 MB; board <= 15 s cold at 10 Mbit/s, <= 3 s warm. The server listens on
127.0.0.1 only; Chromium gets throw-away profiles.
"""
from __future__ import annotations

import argparse
import gzip
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "site"))
from serve import SiteServer  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
HOST = "teacher-laptop.lan"                  # a classroom name: mapped to 127.0.0.1, not a secure context
# the first course, as an app and as the English notebook (the newer layout first)
APPS = ["voici/render/notebooks/app/01_muros.html", "voici/render/notebooks/01_muros.html"]
NOTEBOOKS = ["notebooks/en/01_muros.ipynb", "notebooks/01_muros.ipynb"]
BOARD = ".tutor-board [data-action].tutor-legal"
SLOW = {"offline": False, "latency": 100, "downloadThroughput": 10e6 / 8, "uploadThroughput": 10e6 / 8}


def first(site: Path, candidates: list[str], prefix: str = "") -> str:
    for c in candidates:
        if (site / prefix / c).is_file():
            return c
    raise SystemExit(f"none of {candidates} in {site / prefix}")


def sizes(site: Path) -> str:
    files = [f for f in site.rglob("*") if f.is_file()]
    raw = sum(f.stat().st_size for f in files)
    gz = sum(len(gzip.compress(f.read_bytes(), 6)) if f.suffix not in (".whl", ".zip", ".png", ".woff2")
             else f.stat().st_size for f in files)
    return f"site: {raw / 1e6:.1f} MB in {len(files)} files, {gz / 1e6:.1f} MB as sent gzipped"


class Bench:
    def __init__(self, site: Path, timeout: float):
        self.site, self.timeout = site, timeout
        self.server = SiteServer(("127.0.0.1", 0), site)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.tmp = Path(tempfile.mkdtemp(prefix="tutor-bench-site-"))
        self.app = first(site, APPS)
        self.notebook = first(site, NOTEBOOKS, "files")

    def base(self, remote: bool) -> str:
        return f"http://{HOST if remote else '127.0.0.1'}:{self.port}/"

    def profile(self, p, name: str):
        rules = f"MAP {HOST} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"
        return p.chromium.launch_persistent_context(
            str(self.tmp / name), executable_path=CHROMIUM, headless=True,
            args=[*FLAGS, f"--host-resolver-rules={rules}"],
            env={**os.environ, "XDG_CONFIG_HOME": str(self.tmp / "xdg"), "XDG_CACHE_HOME": str(self.tmp / "cache")},
            viewport={"width": 1366, "height": 768})

    def open(self, ctx, kind: str, remote: bool = False, slow: bool = False) -> tuple[float | None, int, object]:
        """(seconds to a usable board or None, bytes sent meanwhile, the page)."""
        page = ctx.new_page()
        if slow:
            cdp = ctx.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", SLOW)
        sent0 = self.server.sent
        t0 = time.perf_counter()
        try:
            if kind == "app":
                page.goto(self.base(remote) + self.app)
            else:
                page.goto(self.base(remote) + "lab/index.html?path=" + self.notebook)
                page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=self.timeout * 1000)
                page.click("text=Run")
                page.click(".lm-Menu-item[data-command='runmenu:run-all']")
            left = self.timeout - (time.perf_counter() - t0)
            board = page.locator(f"{BOARD}:visible" if kind == "app" else BOARD).first   # Lab draws the cells in view
            board.wait_for(state="visible" if kind == "app" else "attached", timeout=max(left, 1) * 1000)
            took: float | None = time.perf_counter() - t0
        except PlaywrightTimeout:
            took = None
        return took, self.server.sent - sent0, page

    def visits(self, p, kind: str, name: str, remote: bool = False, slow: bool = False) -> dict:
        ctx = self.profile(p, name)
        try:
            cold, sent, page = self.open(ctx, kind, remote, slow)
            page.close()
            warm, warm_sent, page = self.open(ctx, kind, remote, slow) if cold else (None, 0, None)
            clicks = click_trips(page) if (kind == "app" and warm and not slow) else []
        finally:
            ctx.close()
        return {"cold": cold, "warm": warm, "sent": sent, "warm_sent": warm_sent, "clicks": clicks}


def click_trips(page, n: int = 5) -> list[float]:
    """Up to n moves: a legal target, then its first choice if one is asked; ms until the panel changes."""
    trips = []
    for _ in range(n):
        target = page.locator(f":is(.tutor-course-player, .tutor-lesson) {BOARD}:visible").first
        if not target.count():
            break
        page.evaluate("""() => {
          window.__trip = null;
          const panel = document.querySelector(':is(.tutor-course-player, .tutor-lesson) .tutor-panel');
          const before = panel ? panel.innerHTML : '';
          document.addEventListener('click', (e) => {
            if (!e.target.closest('[data-action], .tutor-choice')) return;
            const t0 = performance.now();
            const watch = new MutationObserver(() => {
              const now = document.querySelector(':is(.tutor-course-player, .tutor-lesson) .tutor-panel');
              if (now && now.innerHTML !== before && now.querySelector('.tutor-rule')) {
                window.__trip = performance.now() - t0; watch.disconnect();
              }
            });
            watch.observe(document.body, {subtree: true, childList: true, characterData: true});
          }, {capture: true});
        }""")
        target.click()
        try:
            page.wait_for_function("window.__trip !== null || document.querySelector("
                                   "':is(.tutor-course-player, .tutor-lesson) .tutor-choice')", timeout=15000)
            if page.evaluate("window.__trip") is None:
                page.locator(":is(.tutor-course-player, .tutor-lesson) .tutor-choice:visible").first.click()
                page.wait_for_function("window.__trip !== null", timeout=15000)
        except PlaywrightTimeout:
            break
        trips.append(page.evaluate("window.__trip"))
        page.wait_for_timeout(300)
    return trips


def fmt(s: float | None, timeout: float) -> str:
    return f"{s:.1f} s" if s is not None else f"no board in {timeout:.0f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--no-build", action="store_true", help="measure the site as it is")
    parser.add_argument("--timeout", type=float, default=120, help="seconds before a board counts as never")
    args = parser.parse_args()
    lines = []
    if not args.no_build:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "site" / "build.py"), "--force", "--out", str(args.site)],
                       check=True, stdout=subprocess.DEVNULL)
        lines.append(f"build: rebuild {time.perf_counter() - t0:.0f} s")
    lines.append(sizes(args.site))
    bench = Bench(args.site.resolve(), args.timeout)
    runs = {}
    try:
        with sync_playwright() as p:
            for kind in ("app", "notebook"):
                runs[kind, "local"] = bench.visits(p, kind, f"{kind}-local")
                # DevTools' emulation does not hold a service worker's own fetches, and on a secure origin
                # JupyterLite's passes every request through: the slow runs use the room's origin, which has none
                runs[kind, "slow"] = bench.visits(p, kind, f"{kind}-slow", remote=True, slow=True)
                runs[kind, "remote"] = bench.visits(p, kind, f"{kind}-remote", remote=True)
    finally:
        bench.server.shutdown()
    t = args.timeout
    lines.append(f"first app: {bench.app}; first notebook: files/{bench.notebook} (Run All)")
    for kind in ("app", "notebook"):
        local, slow, remote = runs[kind, "local"], runs[kind, "slow"], runs[kind, "remote"]
        lines.append(f"{kind}: first visit {local['sent'] / 1e6:.1f} MB on the wire (second visit "
                     f"{local['warm_sent'] / 1e6:.2f} MB)")
        lines.append(f"  usable board, local link:           cold {fmt(local['cold'], t)}, warm {fmt(local['warm'], t)}")
        lines.append(f"  usable board, 10 Mbit/s + 100 ms:   cold {fmt(slow['cold'], t)}, warm {fmt(slow['warm'], t)}"
                     f" (http://{HOST})")
        lines.append(f"  usable board, http://{HOST} (no secure context): "
                     f"cold {fmt(remote['cold'], t)}, warm {fmt(remote['warm'], t)}")
    clicks = runs["app", "local"]["clicks"]
    if clicks:
        lines.append(f"app click -> panel: median {statistics.median(clicks):.0f} ms over {len(clicks)} moves")
    print("static site", args.site, "served gzipped on 127.0.0.1 (site/serve.py)")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
