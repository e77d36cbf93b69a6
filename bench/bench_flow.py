"""Issue 35 in pictures: for each point of the issue, the moment a learner (or a teacher) meets it, in Debian's
Chromium, as compressed JPEGs docs/screenshots/PREFIX_<point>.jpg, with the figures the picture is about
(board widths, the classroom board's share of the screen, the page's language).

Run from the checkout: .venv/bin/python bench/bench_browser.py flow after_35
An older commit:      git worktree add /tmp/before35 2042ab9
                      .venv/bin/python bench/bench_browser.py flow before_35 --root /tmp/before35

Each point runs on its own: one that fails (the page changed under it) prints why, keeps whatever picture it
got to, and the others still run. The servers listen on 127.0.0.1 only and are stopped by process group.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

import jupytext
from bench_browser import CHROMIUM, FLAGS, Voila, _port, _stop, _wait
from playwright.sync_api import sync_playwright

QUALITY = 70   # JPEG quality; 60 for a projector's 1920 px screen (each picture stays under 250 KB)
LESSON = ".tutor-lesson > .tutor-table"
BOARD = f"{LESSON} .tutor-board"
A4 = (794, 1123)   # an A4 page at 96 dpi
# Lesson 1's task of each course, tap by tap (the engine's click path of the lesson's own hint).
FIRST_TAPS = {"muros": ("W1", "Y"), "matschig": ("W4", "S3", "P4"), "matzlfangen": ("play EA",)}


class Shots:
    """Where the pictures go, and what each point measured."""

    def __init__(self, prefix: str, out: Path) -> None:
        self.prefix, self.out = prefix, out
        self.notes: list[str] = []
        out.mkdir(parents=True, exist_ok=True)

    def take(self, page, point: str, **options) -> None:
        """The page's viewport (or `clip`/`full_page`) as PREFIX_<point>.jpg."""
        path = self.out / f"{self.prefix}_{point}.jpg"
        quality = QUALITY - 10 if page.viewport_size["width"] >= 1600 else QUALITY
        page.screenshot(path=str(path), type="jpeg", quality=quality, **options)
        print(f"  wrote {path.name} ({path.stat().st_size // 1024} KB)", flush=True)

    def note(self, point: str, text: str) -> None:
        self.notes.append(f"{point}: {text}")
        print(f"  {point}: {text}", flush=True)

    def write_notes(self) -> None:
        """The figures beside the pictures: PREFIX_figures.txt."""
        path = self.out / f"{self.prefix}_figures.txt"
        path.write_text("\n".join(self.notes) + "\n")
        print(f"wrote {path.name}")


# -- steps a learner takes -------------------------------------------------------------------------------
def open_app(page, server: Voila, notebook: str) -> None:
    """Open a course or classroom app and wait for its first usable board."""
    page.goto(server.url(notebook))
    page.wait_for_selector(".tutor-board [data-action]", state="attached", timeout=120000)
    page.wait_for_timeout(1500)


def go_on(page) -> bool:
    """Press Continue when it is there and enabled (the lesson's Read step -> its task, task -> questions)."""
    button = page.locator(".tutor-lesson .tutor-continue").first
    if button.count() and button.is_visible() and button.is_enabled():
        button.click()
        page.wait_for_timeout(1200)
        return True
    return False


def open_lesson(page, index: int) -> None:
    """Pick lesson `index` (0-based) in the lesson list and read on to its task."""
    page.locator(".tutor-lesson select").first.select_option(index=index)
    page.wait_for_timeout(1500)
    go_on(page)


def tap(page, token: str) -> None:
    """Tap the board target or choice named `token` (data-action or data-choice) in the open lesson."""
    target = page.locator(f'{LESSON} [data-action="{token}"], {LESSON} [data-choice="{token}"]')
    target.first.wait_for(state="attached", timeout=15000)
    target.first.click()
    page.wait_for_timeout(900)


def width(page, selector: str) -> float:
    """The on-screen width (px) of the first element matching `selector`, 0 if there is none."""
    box = page.locator(selector).first.bounding_box() if page.locator(selector).count() else None
    return round(box["width"], 1) if box else 0.0


def on_screen(page, text: str) -> bool:
    """Whether some shown text holding `text` lies wholly inside the viewport."""
    return bool(page.evaluate("""(text) => {
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walk.nextNode(); node; node = walk.nextNode()) {
        if (!node.textContent.includes(text) || !node.parentElement.getClientRects().length) continue;
        const live = node.parentElement.closest("[aria-live]");   // a screen reader's region, drawn 1 px wide
        if (live && live.getBoundingClientRect().width <= 2) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.height && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth)
          return true;
      }
      return false;
    }""", text))


def shown_widths(page, selector: str) -> list[int]:
    """The widths (px) of the shown elements matching `selector`."""
    return page.evaluate("""(sel) => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length)
      .map(e => Math.round(e.getBoundingClientRect().width))""", selector)


# -- the points of the issue -----------------------------------------------------------------------------
def failed_task(browser, server: Voila, shots: Shots) -> None:
    """(a) Matschig's perfect-mud lesson after a mud that is not perfect: what the task, Hint and Continue say."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_app(page, server, "02_matschig")
    open_lesson(page, 5)
    for token in ("W2", "S6", "P2"):          # water 2 and sand 6 at P2: not perfect
        tap(page, token)
    shots.take(page, "a_failed_task")
    hint = page.locator(".tutor-lesson .tutor-hint-button, .tutor-lesson button:has-text('hint')")
    for _ in range(2):
        if hint.count() and hint.first.is_enabled():
            hint.first.click()
            page.wait_for_timeout(900)
    shots.take(page, "a_failed_task_hint")
    shots.note("a", "task: " + page.locator(".tutor-lesson .tutor-task").first.inner_text().replace("\n", " / ")[:300])
    page.close()


def taps_on_a_phone(browser, server: Voila, shots: Shots) -> None:
    """(b) Lesson 1's task done by taps at 390x844 in each course: the screen right after the last tap (is the
    result in view?); a refused tap; the trick lab in a phone's column."""
    for game, taps in FIRST_TAPS.items():
        page = browser.new_page(viewport={"width": 390, "height": 844})
        open_app(page, server, {"muros": "01_muros", "matschig": "02_matschig", "matzlfangen": "03_matzlfangen"}[game])
        go_on(page)
        for token in taps:
            tap(page, token)
        page.wait_for_timeout(600)
        shots.take(page, f"b_tap_390_{game}")
        shots.note("b", f"{game} at 390x844, after the last tap: '✔' in view {on_screen(page, '✔')}, "
                        f"'Continue' in view {on_screen(page, 'Continue')}")
        page.close()
    page = browser.new_page(viewport={"width": 390, "height": 844})
    open_app(page, server, "02_matschig")
    go_on(page)
    refused = page.locator(f"{BOARD} [data-action^='U']:not(.tutor-legal)")   # an umbrella cannot be thrown
    if refused.count():
        refused.first.click()
        page.wait_for_timeout(1200)
    shots.take(page, "b_refused_390_matschig")
    shots.note("b", f"matschig at 390x844, an umbrella tapped: the reason in view {on_screen(page, 'is not mud')}")
    page.close()
    page = browser.new_page(viewport={"width": 390, "height": 844})
    open_app(page, server, "01_muros")
    open_lesson(page, 1)                      # where a card may go: most slots are taken
    refused = page.locator(f"{BOARD} [data-action]:not(.tutor-legal)")
    if refused.count():
        refused.first.click()
        page.wait_for_timeout(1200)
    shots.take(page, "b_refused_390_muros")
    shots.note("b", f"muros at 390x844, a taken slot tapped: the reason in view {on_screen(page, 'MU5')}")
    page.close()
    page = browser.new_page(viewport={"width": 390, "height": 844})
    open_app(page, server, "03_matzlfangen")
    open_lesson(page, 1)                      # follow suit, with the trick lab
    lab = page.locator("[class*='tricklab'], [class*='trick-lab']").first
    if lab.count():
        lab.scroll_into_view_if_needed()
        page.wait_for_timeout(500)
        shots.note("b", f"trick lab board {width(page, '[class*=tricklab] svg, [class*=trick-lab] svg')} px wide "
                        "in a 390 px screen")
    shots.take(page, "b_tricklab_390")
    page.close()


def choices_squeeze(browser, server: Voila, shots: Shots) -> None:
    """(c) Muros lesson 2: the board before and after its choices appear (a slot tapped), its width each time."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_app(page, server, "01_muros")
    open_lesson(page, 1)
    svg = f"{BOARD} svg"
    before = width(page, svg)
    shots.take(page, "c_choices_before")
    tap(page, "W1")
    page.locator(f"{LESSON} .tutor-choice").first.wait_for(timeout=15000)
    page.wait_for_timeout(600)
    shots.take(page, "c_choices_after")
    shots.note("c", f"Muros lesson 2 board {before} px wide, {width(page, svg)} px with its choices (1366x768)")
    page.close()


def quiz_beside_board(browser, server: Voila, shots: Shots) -> None:
    """(d) Muros lesson 1's first question, its picture beside the lesson's board, as Continue leaves it."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_app(page, server, "01_muros")
    go_on(page)
    for token in FIRST_TAPS["muros"]:
        tap(page, token)
    go_on(page)
    page.locator(".tutor-lesson .tutor-quiz").first.wait_for(timeout=15000)
    page.wait_for_timeout(800)
    shots.take(page, "d_quiz")
    boards = shown_widths(page, ".tutor-lesson .tutor-board svg, .tutor-lesson .tutor-quiz svg")
    shots.note("d", f"{len(boards)} board pictures shown, widths {boards} px; Check in view: {on_screen(page, 'Check')}")
    page.close()


def refusal_with_nothing_played(browser, server: Voila, shots: Shots) -> None:
    """(e) Matschig lesson 1, an umbrella tapped before any move: the refusal beside the panel's "Nothing played
    yet"; then a legal pick (water 4): does the old refusal stay?"""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_app(page, server, "02_matschig")
    go_on(page)
    refused = page.locator(f"{BOARD} [data-action^='U']:not(.tutor-legal)")   # an umbrella cannot be thrown
    refused.first.click()
    page.wait_for_timeout(1200)
    shots.take(page, "e_refusal")
    shots.note("e", f"refusal in view: {on_screen(page, 'is not mud')}; "
                    f"'Nothing played yet' in view with it: {on_screen(page, 'Nothing played yet')}")
    tap(page, "W4")
    page.wait_for_timeout(600)
    shots.take(page, "e_refusal_then_pick")
    shots.note("e", f"after a legal pick the refusal is still in view: {on_screen(page, 'is not mud')}")
    page.close()


def stale_texts(browser, server: Voila, shots: Shots) -> None:
    """(e) More stale text: the mud lab after its first prediction; Start over with a lesson open."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_app(page, server, "02_matschig")
    open_lesson(page, 5)                      # perfect mud, with the mud lab
    lab = page.locator(".tutor-matschig-mudlab").first
    lab.wait_for(timeout=20000)
    lab.scroll_into_view_if_needed()
    for token in ("W3", "S3"):
        lab.locator(f'[data-action="{token}"]').first.click()
        page.wait_for_timeout(500)
    lab.locator(".tutor-choice", has_text="Perfect").first.click()
    page.wait_for_timeout(1000)
    lab.scroll_into_view_if_needed()
    shots.take(page, "e_mudlab_first_prediction")
    shots.note("e", "mud lab after water 3, sand 3 and 'Perfect': "
                    + lab.inner_text().replace("\n", " / ")[-300:])
    page.close()
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    open_app(page, server, "01_muros")
    open_lesson(page, 2)
    page.locator("button:has-text('Start over')").first.click()
    page.wait_for_timeout(600)
    page.locator("button:has-text('Yes')").first.click()
    page.wait_for_timeout(1500)
    said = page.locator(".tutor-progress").first.inner_text().replace("\n", " / ")
    page.evaluate("window.scrollTo(0, 0)")
    shots.take(page, "e_start_over")
    lesson = page.locator(".tutor-lesson select").first.evaluate("s => s.options[s.selectedIndex].text")
    shots.note("e", f"after Start over: lesson shown {lesson!r}; the progress box says {said[-200:]!r}")
    page.close()


def classroom_projector(browser, server: Voila, shots: Shots) -> None:
    """(f) The Muros classroom at 1920x1080: the board's share of the screen, the panel beside it."""
    page = browser.new_page(viewport={"width": 1920, "height": 1080})
    open_app(page, server, "classroom_muros")
    page.wait_for_timeout(1000)
    page.evaluate("window.scrollTo(0, 0)")
    shots.take(page, "f_classroom_1920")
    box = page.locator(".tutor-board svg").first.bounding_box()
    share = box["width"] * box["height"] / (1920 * 1080) if box else 0
    size = page.evaluate("getComputedStyle(document.querySelector('.tutor-panel') || document.body).fontSize")
    shots.note("f", f"board {box and round(box['width'])}x{box and round(box['height'])} px = {share:.0%} of 1920x1080; "
                    f"panel text {size}")
    picker = page.locator(".tutor-classroom select, select").first
    picker.select_option(index=1)                  # the scenario list used (it keeps the focus), then →
    picker.focus()
    page.wait_for_timeout(1500)
    title = picker.evaluate("s => s.selectedIndex")
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(1500)
    shots.note("f", f"scenario list -> 2nd scenario, then →: scenario {picker.evaluate('s => s.selectedIndex') + 1}"
                    f" shown (was {title + 1})")
    shots.take(page, "f_classroom_1920_list_then_key")
    page.close()


def spanish_browser(browser, server: Voila, shots: Shots) -> None:
    """(g) A browser set to Spanish (no stored choice, no ?lang=) opening the Muros course."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="es-ES",
                                  extra_http_headers={"Accept-Language": "es-ES,es;q=0.9"})
    page = context.new_page()
    open_app(page, server, "01_muros")
    page.wait_for_timeout(1000)
    shots.take(page, "g_spanish_browser")
    shots.note("g", f"navigator.languages {page.evaluate('navigator.languages')}; <html lang="
                    f"{page.evaluate('document.documentElement.lang')!r}>; title {page.title()!r}")
    context.close()


def printed_handout(browser, root: Path, shots: Shots) -> None:
    """(h) The Muros handout as printed (print media, an A4 page's width): the page holding lesson 1's task."""
    out = Path(tempfile.mkdtemp(prefix="tutor-flow-handouts-"))
    subprocess.run([sys.executable, "-m", "tutor.notebooks", "handouts", "--out", str(out)], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    page = browser.new_page(viewport={"width": A4[0], "height": A4[1]})
    page.emulate_media(media="print")
    page.goto((out / "muros.en.html").as_uri())
    page.wait_for_timeout(1000)
    top = page.evaluate("""() => {
      const hit = [...document.querySelectorAll('h1, h2, h3')].find(h => /^\\s*1[.\\s]/.test(h.textContent));
      return hit ? hit.getBoundingClientRect().top + scrollY - 10 : 0;
    }""")
    height = page.evaluate("document.documentElement.scrollHeight")
    top = max(0, min(top, height - A4[1]))
    shots.take(page, "h_print_handout", full_page=True, clip={"x": 0, "y": top, "width": A4[0], "height": A4[1]})
    pdf = out / "muros.en.pdf"
    page.pdf(path=str(pdf), format="A4")
    clicks = page.evaluate("(document.body.innerText.match(/\\bclick/gi) || []).length")
    shots.note("h", f"'click' {clicks} times in the printed Muros handout; {pdf.stat().st_size // 1024} KB of PDF")
    page.close()
    shutil.rmtree(out, ignore_errors=True)


def front_page(browser, root: Path, shots: Shots) -> None:
    """(i) The front page in JupyterLab, opened as `make lab` opens it, before Run All."""
    tmp = Path(tempfile.mkdtemp(prefix="tutor-flow-lab-"))
    home, site = tmp / "home", tmp / "site"
    shutil.copytree(root / "notebooks", site / "notebooks")
    for source in (site / "notebooks").rglob("*.py"):      # `make lab` pairs every notebook (outputs kept)
        if not source.with_suffix(".ipynb").exists():
            jupytext.write(jupytext.read(source), source.with_suffix(".ipynb"))
    env = _isolated(home, root)
    port = _port()
    lab = subprocess.Popen([str(Path(sys.executable).parent / "jupyter"), "lab", "--no-browser", "--ServerApp.token=",
                            "--ServerApp.password=", f"--port={port}", "--ip=127.0.0.1",
                            f"--ServerApp.root_dir={site}", "--allow-root"], env=env, cwd=site,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        _wait(f"http://127.0.0.1:{port}/api/status", lab)
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/00_start_here.ipynb?reset")
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=60000)
        page.wait_for_timeout(2000)
        shots.take(page, "i_front_page")
        shots.note("i", f"{page.locator('.jp-Notebook a').count()} links on the front page before Run All")
        page.close()
    finally:
        _stop(lab)
        shutil.rmtree(tmp, ignore_errors=True)


def _isolated(home: Path, root: Path) -> dict:
    """The environment of a Jupyter server kept out of $HOME, with the project's Lab settings."""
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
               JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
               XDG_CONFIG_HOME=str(home / "xdg"), XDG_CACHE_HOME=str(home / "cache"), npm_config_cache=str(home / "npm"))
    (home / "jcfg" / "labconfig").mkdir(parents=True)
    (home / "jcfg" / "labconfig" / "default_setting_overrides.json").write_text(
        (root / "binder" / "overrides.json").read_text())
    return env


APP_POINTS: list[Callable] = [failed_task, taps_on_a_phone, choices_squeeze, quiz_beside_board,
                              refusal_with_nothing_played, stale_texts, classroom_projector, spanish_browser]
FILE_POINTS: list[Callable] = [printed_handout, front_page]


def flow(prefix: str, root: Path, out: Path, only: str = "") -> None:
    """Every point of issue 35 on `root`'s notebooks and tutor; pictures to out/PREFIX_<point>.jpg."""
    shots = Shots(prefix, out)
    failed = []
    with Voila() as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=server.env)
        for point in APP_POINTS + FILE_POINTS:
            if only and only not in point.__name__:
                continue
            print((point.__doc__ or point.__name__).splitlines()[0], flush=True)
            t0 = time.perf_counter()
            try:
                point(browser, server, shots) if point in APP_POINTS else point(browser, root, shots)
            except Exception as error:   # a page that changed under the scenario: say so, go on
                failed.append(point.__name__)
                print(f"  FAILED {point.__name__}: {type(error).__name__}: {str(error).splitlines()[0]}", flush=True)
            print(f"  ({time.perf_counter() - t0:.0f} s)", flush=True)
        browser.close()
    shots.note("failed points", ", ".join(failed) if failed else "none")
    if not only:
        shots.write_notes()
