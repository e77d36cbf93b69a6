"""What a learner feels in the browser: the Muros table in JupyterLab and in Voila, driven by Playwright
in Debian's Chromium. Prints figures (never asserts them):

- time from opening the notebook (Run All) or the app to a usable board;
- a learner's move: the round trip from the click to the board and panel updated, median and p90;
- websocket frames per move (sent and received, the kernel's busy/idle status included);
- the whole-notebook language switch: time and frames.

Run: .venv/bin/python bench/bench_browser.py [muros] [matschig] [matzlfangen]   (aims: move median < 100 ms, <= 6 frames a move,
language switch < 300 ms). Servers listen on 127.0.0.1 only and are stopped by process group.

Two more modes (issue 26):
  bench_browser.py first-task [games]   open each course app (Voila, 1366x768) and do lesson 1's task by
                                        clicks as a learner would (the lesson's own Hint says which move):
                                        prints open -> usable board and open -> first task done
  bench_browser.py shots PREFIX         screenshots of each course app and classroom at 1366x768, 390x844
                                        and 1920x1080, English and Spanish: docs/screenshots/PREFIX_*.png

Issue 35:
  bench_browser.py flow PREFIX          the moment a learner meets each point of issue 35 (bench/bench_flow.py):
                                        docs/screenshots/PREFIX_<point>.jpg, with the figures it measures
  flow ... --out DIR                    the pictures to DIR instead
  flow ... --only NAME                  only the points whose function name holds NAME (bench_flow.py)
  first-task --runs N                   N runs of each course, then the medians
  --root DIR                            the notebooks and the tutor of another checkout (a git worktree of an
                                        older commit; run with PYTHONPATH=DIR so its `tutor` is imported):
                                        the pictures still go to this checkout's docs/screenshots
"""
from __future__ import annotations

import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import jupytext
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT   # whose notebooks are served (--root DIR); the pictures always go to ROOT/docs/screenshots
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MOVES = 40
# Each game's course module offers full_game(): a table against bots, the learner in seat P1.
TABLE_CELL = """from tutor.widgets.{game}.course import full_game

full_game(seed=7)
"""


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, proc: subprocess.Popen, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(url)


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)


class Frames:
    """Counts the websocket frames of a page (both directions)."""

    def __init__(self, page) -> None:
        self.n = 0
        page.on("websocket", self._socket)

    def _socket(self, ws) -> None:
        ws.on("framesent", lambda _f: self._add())
        ws.on("framereceived", lambda _f: self._add())

    def _add(self) -> None:
        self.n += 1


_COUNT = "Number(document.querySelector('.tutor-table .tutor-panel .tutor-step-count').dataset.count)"


def _steps(page) -> int:
    """Steps played so far, as the panel tells (it shows only the newest ones)."""
    return page.evaluate(_COUNT)


# In the page: the time of the next click (capture phase, before any handler) and of the first moment
# after it when the panel shows more steps than `before` and the board offers no choice: the round trip
# as the learner sees it, without Playwright's own overhead.
_ARM = """(before) => {
  window.__trip = null;
  document.addEventListener("click", () => {
    const t0 = performance.now();
    const done = () => Number(document.querySelector(".tutor-table .tutor-panel .tutor-step-count").dataset.count) > before
      && document.querySelectorAll(".tutor-table .tutor-choice").length === 0;
    const watch = new MutationObserver(() => {
      if (done()) { window.__trip = performance.now() - t0; watch.disconnect(); }
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, { capture: true, once: true });
}"""


def _play(page, frames: Frames) -> tuple[list[float], list[int], list[float]]:
    """Learner moves by clicks (bot replies by Next): round trips (s) and frames per move."""
    trips, counts, bot_trips = [], [], []
    while len(trips) < MOVES:
        if page.locator(".tutor-endcard").count():
            break
        page.wait_for_timeout(150)  # let the last board update land before reading the buttons
        next_button = page.locator(".tutor-table .tutor-control[data-control='next']")
        if next_button.count() and next_button.is_enabled():
            before = _steps(page)
            page.evaluate(_ARM, before)
            next_button.click()
            page.wait_for_function("window.__trip !== null")
            bot_trips.append(page.evaluate("window.__trip") / 1000)
            continue
        target = page.locator(".tutor-table .tutor-board [data-action].tutor-legal").first
        before, start = _steps(page), frames.n
        page.evaluate(_ARM, before)
        target.click()
        # A target plays at once, or opens a choice (Muros: the card, in phase 2 then the colour to
        # take): the click that plays is the move timed.
        while True:
            page.wait_for_function(
                f"{_COUNT} > {before} || document.querySelectorAll('.tutor-table .tutor-choice').length > 0")
            if _steps(page) > before:
                page.wait_for_function("window.__trip !== null")
                trips.append(page.evaluate("window.__trip") / 1000)
                page.wait_for_timeout(400)  # let the kernel's idle status and any late update arrive
                counts.append(frames.n - start)
                break
            choice = page.locator(".tutor-table .tutor-choice").first
            label, start = choice.inner_text(), frames.n
            page.evaluate(_ARM, before)
            choice.click()
            page.wait_for_function(
                f"{_COUNT} > {before}"
                " || (document.querySelector('.tutor-table .tutor-choice') &&"
                f" document.querySelector('.tutor-table .tutor-choice').innerText !== {label!r})")
    return trips, counts, bot_trips


def _report(name: str, xs: list[float]) -> str:
    xs = sorted(xs)
    if not xs:
        return f"{name}: none"
    p90 = xs[int(0.9 * (len(xs) - 1))]
    return f"{name}: median {statistics.median(xs) * 1e3:.0f} ms, p90 {p90 * 1e3:.0f} ms (n={len(xs)})"


def _option(name: str, default: str | None = None) -> str | None:
    """The value after `--name` on the command line (the two words are then dropped from sys.argv)."""
    if name not in sys.argv:
        return default
    i = sys.argv.index(name)
    value = sys.argv[i + 1]
    del sys.argv[i:i + 2]
    return value


def main() -> None:
    global SRC
    root, runs, only = _option("--root"), int(_option("--runs", "1")), _option("--only", "")
    out = Path(_option("--out", str(ROOT / "docs" / "screenshots")))
    if root:   # that checkout's tutor, in this process and in every server it starts
        SRC = Path(root).resolve()
        sys.path.insert(0, str(SRC))
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    if args[:1] == ["first-task"]:
        first_tasks(args[1:] or list(COURSES), runs)
        return
    if args[:1] == ["flow"]:
        from bench_flow import flow
        flow(args[1] if len(args) > 1 else "flow", SRC, out, only or "")
        return
    if args[:1] == ["shots"]:
        screenshots(args[1] if len(args) > 1 else "shot")
        return
    for game in args or ["muros"]:
        measure(game)


COURSES = {"muros": "01_muros", "matschig": "02_matschig", "matzlfangen": "03_matzlfangen"}


def measure(game: str) -> None:
    """Open the game's table and course in Lab and its course app in Voila; print the figures."""
    course = COURSES[game]
    tmp = Path(tempfile.mkdtemp(prefix="tutor-bench-browser-"))
    home = tmp / "home"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
               JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
               XDG_CONFIG_HOME=str(home / "xdg"), XDG_CACHE_HOME=str(home / "cache"), npm_config_cache=str(home / "npm"))
    (home / "jcfg" / "labconfig").mkdir(parents=True)
    (home / "jcfg" / "labconfig" / "default_setting_overrides.json").write_text(
        (ROOT / "binder" / "overrides.json").read_text())
    site = tmp / "site"
    (site / "notebooks").mkdir(parents=True)
    for source in (SRC / "notebooks").rglob("*.py"):
        out = site / "notebooks" / source.relative_to(SRC / "notebooks").with_suffix(".ipynb")
        out.parent.mkdir(parents=True, exist_ok=True)
        jupytext.write(jupytext.read(source), out)
    if (site / "notebooks" / "app" / f"{course}.ipynb").exists():   # the apps moved to notebooks/app/
        course = f"app/{course}"
    table = jupytext.reads(TABLE_CELL.format(game=game), fmt="py:percent")
    table.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    jupytext.write(table, site / "notebooks" / "bench_table.ipynb")
    bindir = Path(sys.executable).parent
    lab_port, voila_port = _port(), _port()
    root_flag = ["--allow-root"] if os.geteuid() == 0 else []
    lab = subprocess.Popen([str(bindir / "jupyter"), "lab", "--no-browser", "--ServerApp.token=",
                            "--ServerApp.password=", f"--port={lab_port}", "--ip=127.0.0.1",
                            f"--ServerApp.root_dir={site}", *root_flag], env=env, cwd=site,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    voila = subprocess.Popen([str(bindir / "voila"), str(site / "notebooks" / f"{course}.ipynb"), "--no-browser",
                              f"--port={voila_port}", "--Voila.ip=127.0.0.1"], env=env, cwd=site,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        _wait(f"http://127.0.0.1:{lab_port}/api/status", lab)
        _wait(f"http://127.0.0.1:{voila_port}/", voila)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=env)
            page = browser.new_page(viewport={"width": 1366, "height": 768})
            frames = Frames(page)
            t0 = time.perf_counter()
            page.goto(f"http://127.0.0.1:{lab_port}/lab/tree/notebooks/bench_table.ipynb?reset")
            page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60000)
            page.click("text=Run")
            page.click(".lm-Menu-item[data-command='runmenu:run-all']")
            page.wait_for_selector(".tutor-table .tutor-board [data-action]", timeout=60000)
            lab_ready = time.perf_counter() - t0
            trips, counts, bots = _play(page, frames)
            page.close()

            page = browser.new_page(viewport={"width": 1366, "height": 768})
            frames = Frames(page)
            t0 = time.perf_counter()
            page.goto(f"http://127.0.0.1:{lab_port}/lab/tree/notebooks/{course}.ipynb?reset")
            page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60000)
            page.click("text=Run")
            page.click(".lm-Menu-item[data-command='runmenu:run-all']")
            page.wait_for_selector(".tutor-lesson > .tutor-table .tutor-board [data-action]", timeout=60000)
            course_ready = time.perf_counter() - t0
            page.wait_for_timeout(1000)
            start = frames.n
            t0 = time.perf_counter()
            page.locator(".tutor-language button:has-text('Español')").first.click()
            page.wait_for_function("document.querySelector('.tutor-lesson').innerText.includes('Lección 1 de')"
                                   " && (!document.querySelector('.tutor-quiz') || document.querySelector('.tutor-quiz').innerText.includes('Pregunta'))"
                                   " && document.querySelector('.tutor-progress').innerText.includes('Reglas')")
            switch = time.perf_counter() - t0
            page.wait_for_timeout(500)
            switch_frames = frames.n - start
            page.close()

            page = browser.new_page(viewport={"width": 1366, "height": 768})
            t0 = time.perf_counter()
            page.goto(f"http://127.0.0.1:{voila_port}/")
            page.wait_for_selector(".tutor-lesson > .tutor-table .tutor-board [data-action]", timeout=60000)
            voila_ready = time.perf_counter() - t0
            page.close()
            browser.close()
    finally:
        _stop(lab)
        _stop(voila)
    print(f"{game} in the browser (Chromium, 1366x768; moves timed in the page from the click to the panel "
          "and board updated; load times and the language switch from Python)")
    print(f"JupyterLab, open + Run All -> usable board: table {lab_ready:.1f} s, course {course_ready:.1f} s")
    print(f"Voila app, open -> usable board: {voila_ready:.1f} s")
    print(_report("learner move, choice click -> board and panel updated", trips))
    print(_report("bot move, Next -> board and panel updated", bots))
    if counts:
        print(f"websocket frames per learner move: median {statistics.median(counts):.0f}, "
              f"max {max(counts)} (n={len(counts)})")
    print(f"whole-notebook language switch: {switch * 1e3:.0f} ms, {switch_frames} frames")


# -- issue 26: the course apps as a learner opens them ------------------------------------------------
SIZES = {"1366": (1366, 768), "390": (390, 844), "1920": (1920, 1080)}
APPS = {**{g: nb for g, nb in COURSES.items()},
        **{f"classroom_{g}": f"classroom_{g}" for g in COURSES}}
BOARD = ".tutor-left .tutor-board [data-action]"


class Voila:
    """One Voila server over a temp copy of the notebooks (fresh conversions); apps at /voila/render/."""

    def __enter__(self) -> "Voila":
        tmp = Path(tempfile.mkdtemp(prefix="tutor-bench-apps-"))
        home = tmp / "home"
        self.env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
                        JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
                        XDG_CONFIG_HOME=str(home / "xdg"), XDG_CACHE_HOME=str(home / "cache"),
                        npm_config_cache=str(home / "npm"))
        site = tmp / "notebooks"
        site.mkdir(parents=True)
        for source in (SRC / "notebooks").rglob("*.py"):   # the apps are in notebooks/app/ (or at the top)
            out = site / source.relative_to(SRC / "notebooks").with_suffix(".ipynb")
            out.parent.mkdir(parents=True, exist_ok=True)
            jupytext.write(jupytext.read(source), out)
        self.site = site
        self.port = _port()
        self.proc = subprocess.Popen([str(Path(sys.executable).parent / "voila"), str(site), "--no-browser",
                                      f"--port={self.port}", "--Voila.ip=127.0.0.1"], env=self.env, cwd=site,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        _wait(f"http://127.0.0.1:{self.port}/", self.proc)
        return self

    def url(self, notebook: str) -> str:
        path = f"app/{notebook}.ipynb" if (self.site / "app" / f"{notebook}.ipynb").exists() else f"{notebook}.ipynb"
        return f"http://127.0.0.1:{self.port}/voila/render/{path}"

    def __exit__(self, *_exc: object) -> None:
        _stop(self.proc)


def _spanish(page) -> None:
    page.locator(".tutor-language button:has-text('Español')").first.click()
    page.wait_for_function("document.body.innerText.includes('Español') && /Lecci|Escenario|Jugar|Continuar/"
                           ".test(document.body.innerText)", timeout=30000)
    page.wait_for_timeout(800)


def screenshots(prefix: str) -> None:
    """Every course app and classroom, at the three sizes, in English and Spanish (the viewport only:
    what is above the fold is what a learner sees first)."""
    out = ROOT / "docs" / "screenshots"
    with Voila() as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=server.env)
        for app, notebook in APPS.items():
            for lang in ("en", "es"):
                page = browser.new_page(viewport={"width": 1366, "height": 768})
                page.goto(server.url(notebook))
                page.wait_for_selector(BOARD, timeout=120000)
                page.wait_for_timeout(1500)
                if lang == "es":
                    _spanish(page)
                for size, (w, h) in SIZES.items():
                    page.set_viewport_size({"width": w, "height": h})
                    page.wait_for_timeout(700)
                    page.evaluate("window.scrollTo(0, 0)")
                    name = f"{prefix}_{app}_{size}{'_es' if lang == 'es' else ''}.png"
                    page.screenshot(path=str(out / name))
                    print("wrote", name)
                page.close()
        browser.close()


def _words(key: str) -> set[str]:
    return set(re.findall(r"[A-Za-z0-9]+", key))


def _clickables(page) -> list[tuple[str, object]]:
    """(key, locator) of every board target and choice of the lesson shown now."""
    out = []
    for sel, attr in ((".tutor-lesson > .tutor-table .tutor-choice", "data-choice"),
                      (".tutor-lesson > .tutor-table .tutor-board-svg [data-action]", "data-action")):
        loc = page.locator(sel)
        for i in range(loc.count()):
            out.append((loc.nth(i).get_attribute(attr) or "", loc.nth(i)))
    return out


def _do_move(page, game, action: str) -> None:
    """Click a move as a learner. With the engine's click paths, each token in turn (on the board or in
    the choices); a game still on an old adapter: the target or choice that is the action, else the most
    specific one whose words are all words of the action, until the move is played."""
    before = _steps_lesson(page)
    path = list(game.click_paths().get(action, (action,)))
    if path != [action]:
        for token in path:
            page.wait_for_function(f"[...document.querySelectorAll('.tutor-lesson > .tutor-table [data-action],"
                                   f" .tutor-lesson > .tutor-table [data-choice]')].some(e => (e.dataset.action"
                                   f" || e.dataset.choice) === {token!r})", timeout=10000)
            for key, loc in _clickables(page):
                if key == token:
                    loc.click()
                    break
    else:
        clicked: set[str] = set()
        for _ in range(30):
            if _steps_lesson(page) > before:
                break
            want = _words(action)
            found = [(key == action, len(_words(key)), key, loc) for key, loc in _clickables(page)
                     if key not in clicked and key and (key == action or _words(key) <= want)]
            if found:
                *_, key, loc = max(found, key=lambda f: f[:3])
                clicked.add(key)
                loc.click()
            page.wait_for_timeout(200)
    page.wait_for_function(f"{_LESSON_COUNT} > {before}", timeout=10000)


_LESSON_COUNT = ("Number(document.querySelector('.tutor-lesson > .tutor-table .tutor-panel .tutor-step-count')"
                 ".dataset.count)")


def _steps_lesson(page) -> int:
    return page.evaluate(_LESSON_COUNT)


def first_tasks(games: list[str], runs: int = 1) -> None:
    """Open each course app and do lesson 1's task by clicks, `runs` times (a fresh page each time); print
    each run, then the medians."""
    figures: dict[str, list[tuple[float, float]]] = {g: [] for g in games}
    with Voila() as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=server.env)
        for _ in range(runs):
            for game_name in games:
                ready, done, moves = _first_task(browser, server, game_name)
                figures[game_name].append((ready, done))
                print(f"{game_name}: open -> usable board {ready:.1f} s; open -> lesson 1's task done by clicks "
                      f"{done:.1f} s ({moves} moves, the bench's clicking included)", flush=True)
        browser.close()
    if runs > 1:
        for game_name, xs in figures.items():
            print(f"{game_name}, median of {runs}: open -> usable board {statistics.median(x[0] for x in xs):.1f} s;"
                  f" open -> first task done {statistics.median(x[1] for x in xs):.1f} s")


# In the page, from the navigation's start (performance.now()): the first frame showing a board target.
_BOARD_SHOWN = """(sel) => new Promise((done) => {
  const look = () => {
    const part = document.querySelector(sel);
    if (part && part.getClientRects().length) done(performance.now()); else requestAnimationFrame(look);
  };
  look();
})"""


def _first_task(browser, server: Voila, game_name: str) -> tuple[float, float, int]:
    """One run: (open -> usable board, open -> lesson 1's task done, moves), both timed in the page from the
    navigation's start (no Playwright overhead, no wait for the load event). The moves are the lesson's own
    Hint, the bots' replies mirrored in this process (they are the engine's hint, deterministic)."""
    from tutor.core.bots import HINT_BOT
    from tutor.lessons import LESSONS
    lesson = LESSONS[game_name][0]
    game = lesson.start()
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(server.url(COURSES[game_name]), wait_until="commit")
    ready = page.evaluate(_BOARD_SHOWN, f".tutor-lesson {BOARD}") / 1000
    moves = 0
    go_on = page.locator(".tutor-lesson .tutor-continue")
    if go_on.count() and go_on.first.is_visible() and not page.locator(".tutor-lesson .tutor-task").first.is_visible():
        go_on.first.click()   # the lesson's Read step: Continue to the task
    while not page.locator(".tutor-lesson .tutor-task.tutor-done").count() and moves < 12:
        if game.to_move == lesson.seat:
            action = lesson.hint(game, "en").action
            _do_move(page, game, action)
            game.play(action)
        else:
            before = _steps_lesson(page)
            nxt = page.locator(".tutor-lesson > .tutor-table .tutor-control[data-control='next']")
            if nxt.count() and nxt.first.is_enabled():
                nxt.first.click()
            page.wait_for_function(f"{_LESSON_COUNT} > {before}", timeout=15000)
            game.play(HINT_BOT.choose(game))
        moves += 1
        page.wait_for_timeout(100)
    page.locator(".tutor-lesson .tutor-task.tutor-done").first.wait_for(timeout=15000)
    done = page.evaluate("performance.now()") / 1000
    page.close()
    return ready, done, moves


if __name__ == "__main__":
    main()
