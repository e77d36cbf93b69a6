"""Real browser: JupyterLab runs 01_muros and a board click explains itself; Voilà serves the classroom."""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "build" / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.browser

if not os.path.exists(CHROMIUM):
    if os.environ.get("CI"):
        pytest.fail(f"CI is set but {CHROMIUM} is missing: run `make chromium`", pytrace=False)
    pytest.skip(f"{CHROMIUM} is not installed (Debian package `chromium`); set CI to make this a failure",
                allow_module_level=True)
if os.environ.get("CI"):  # in CI a missing package is a broken set-up, never a skip
    import jupytext  # noqa: F401
    import playwright.sync_api as playwright  # noqa: F401
else:
    playwright = pytest.importorskip("playwright.sync_api")
    jupytext = pytest.importorskip("jupytext")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, proc: subprocess.Popen, timeout: float = 30) -> None:
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


def stop(proc: subprocess.Popen) -> None:
    """Stop the process group this test started (and only it)."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(5)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A temp server root with fresh .ipynb conversions in notebooks/, and an environment that keeps
    $HOME untouched."""
    tmp = tmp_path_factory.mktemp("browser")
    home = tmp / "home"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
               JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
               XDG_CONFIG_HOME=str(home / "xdg-config"), XDG_CACHE_HOME=str(home / "xdg-cache"),
               # JupyterLab runs `npm prefix --global` at start-up; npm would log into ~/.npm.
               npm_config_cache=str(home / "npm"))
    # The project's Lab settings (no news toast) go into this run's own config dir, not the venv.
    labconfig = home / "jcfg" / "labconfig"
    labconfig.mkdir(parents=True)
    (labconfig / "default_setting_overrides.json").write_text((ROOT / "binder" / "overrides.json").read_text())
    root = tmp / "site"
    (root / "notebooks").mkdir(parents=True)
    for source in (ROOT / "notebooks").glob("*.py"):      # fresh conversions, never committed
        jupytext.write(jupytext.read(source), root / "notebooks" / f"{source.stem}.ipynb")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return {"dir": root, "env": env, "bin": Path(sys.executable).parent, "home": home}


@pytest.fixture(scope="module")
def browser(site):
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=site["env"])
        yield b
        b.close()


def start_lab(site) -> tuple[subprocess.Popen, int]:
    port = free_port()
    cmd = [str(site["bin"] / "jupyter"), "lab", "--no-browser", "--ServerApp.token=", "--ServerApp.password=",
           f"--port={port}", "--ip=127.0.0.1", f"--ServerApp.root_dir={site['dir']}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    proc = subprocess.Popen(cmd, env=site["env"], cwd=site["dir"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    wait_http(f"http://127.0.0.1:{port}/api/status", proc)
    return proc, port


def start_voila(site, notebook: str) -> tuple[subprocess.Popen, int]:
    port = free_port()
    proc = subprocess.Popen([str(site["bin"] / "voila"), str(site["dir"] / "notebooks" / notebook),
                             "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
                            env=site["env"], cwd=site["dir"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    wait_http(f"http://127.0.0.1:{port}/", proc)
    return proc, port


LESSON = ".tutor-lesson > .tutor-table"


def play_a_card_by_clicks(page, keyboard: bool = False) -> str:
    """Click a legal slot of the lesson's board, then its first choice (or reach them with the keyboard:
    focus and Enter); returns the slot."""
    slot = page.locator(f"{LESSON} .tutor-board [data-action].tutor-legal").first
    slot.wait_for(timeout=60000)
    name = slot.get_attribute("data-action")
    assert slot.get_attribute("aria-label").startswith(f"slot {name}") and slot.get_attribute("tabindex") == "0"
    choice = page.locator(f"{LESSON} .tutor-choice").first
    if keyboard:
        slot.focus()
        page.keyboard.press("Enter")
        choice.wait_for(timeout=10000)
        choice.focus()
        page.keyboard.press("Enter")
    else:
        slot.click()
        choice.click(timeout=10000)
    panel = page.locator(f"{LESSON} .tutor-panel")
    playwright.expect(panel).to_contain_text("Step 1: P1 (you)", timeout=10000)
    playwright.expect(panel.locator('details.tutor-rule[data-rule="MU7"], details.tutor-rule[data-rule="MU13"]')
                      .first).to_be_visible(timeout=10000)
    return name


def test_lab_course_task_quiz_language_and_layout_at_1366(site, browser):
    """In JupyterLab at 1366x768: a lesson task done by clicks, a quiz answered, the language switched,
    and the panel beside the board the whole time."""
    proc, port = start_lab(site)
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/lab/tree/notebooks/01_muros.ipynb")
        page.wait_for_selector(".jp-Notebook", timeout=30000)
        page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=30000)
        page.click("text=Run")
        page.click(".lm-Menu-item[data-command='runmenu:run-all']")
        slot = play_a_card_by_clicks(page)
        playwright.expect(page.locator(".tutor-lesson .tutor-task.tutor-done")).to_contain_text("Done",
                                                                                              timeout=10000)
        board = page.locator(f"{LESSON} .tutor-board").bounding_box()
        panel = page.locator(f"{LESSON} .tutor-panel").bounding_box()
        assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)   # beside, not below
        assert abs(panel["y"] - board["y"]) < 80 and panel["height"] <= 530
        page.screenshot(path=str(ARTIFACTS / "lab_01_muros_1366.png"))
        choice = page.locator(".tutor-quiz .tutor-choice").first
        choice.scroll_into_view_if_needed()
        choice.click()
        page.locator(".tutor-quiz button:has-text('Check')").click()
        playwright.expect(page.locator(".tutor-quiz")).to_contain_text(re.compile("Right|Not quite"), timeout=10000)
        page.locator(".tutor-language button:has-text('Español')").first.click()
        playwright.expect(page.locator(f"{LESSON} .tutor-panel")).to_contain_text("Qué ha pasado", timeout=10000)
        playwright.expect(page.locator(".tutor-lesson")).to_contain_text("Lección 1 de", timeout=10000)
        assert slot
        page.locator(f"{LESSON}").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "lab_01_muros_1366_es.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_course_app_plays_a_card(site, browser):
    """The course as an app (Voila): no code on show; a card played from the keyboard alone (Tab to a
    slot, Enter to choose) and the panel names its rule."""
    proc, port = start_voila(site, "01_muros.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768})
        page.goto(f"http://127.0.0.1:{port}/")
        play_a_card_by_clicks(page, keyboard=True)
        assert page.locator("text=from tutor.widgets").count() == 0   # Voila shows no code
        page.screenshot(path=str(ARTIFACTS / "voila_01_muros_1366.png"))
        page.close()
    finally:
        stop(proc)


def test_voila_classroom_at_1920(site, browser):
    """The projector view: a scenario's step is refused with its rule on top of the panel; the next
    scenario plays its step; the text is large."""
    proc, port = start_voila(site, "classroom_muros.ipynb")
    try:
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"http://127.0.0.1:{port}/")
        step = page.locator(".tutor-classroom button:has-text('Play the step')")
        step.wait_for(timeout=60000)
        step.click()
        note = page.locator(".tutor-classroom .tutor-panel .tutor-note")
        playwright.expect(note).to_contain_text("MU9", timeout=10000)
        size = page.evaluate("getComputedStyle(document.querySelector('.tutor-classroom .tutor-panel')).fontSize")
        assert float(size.rstrip("px")) >= 20
        page.screenshot(path=str(ARTIFACTS / "voila_classroom_muros_1920.png"))
        page.close()
    finally:
        stop(proc)
