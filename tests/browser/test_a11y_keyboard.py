"""Real browser, the course apps in Voila at 1366x768 (issue 36): a lesson of each game played to its task's end
with the keyboard only. The page is only read (document.activeElement, data-action, data-choice); every change
comes from page.keyboard: Tab through the page to Continue and the board, Ctrl+Home and arrows across the
board's grid to each target of the winning move's click path, Enter, arrows in the choices strip, Enter. Tab
stops are counted over one full Tab cycle: the board's drawing one, its choices strip one. The key presses per
game go to build/test-artifacts/a11y_keyboard.txt."""
from __future__ import annotations

import pytest
from servers import ARTIFACTS, app_path, playwright, start_voila_tree, stop

from tutor.lessons import LESSONS
from tutor.core.registry import entries

pytestmark = pytest.mark.browser

APPS = {e.name: e.stem for e in entries()}   # every game -> its course app
VIEW = ".tutor-lesson-view"
BOARD = f"{VIEW} > .tutor-table .tutor-left .tutor-board"
DRAWING = f"{BOARD} .tutor-drawing"
STRIP = f"{BOARD} .tutor-choices"
CONTINUE = f"{VIEW} .tutor-continue"
LESSON = 0   # the first lesson of each game: a one-move task, open when the app opens (no lesson list needed)

IN = lambda where: f"() => {{ const w = document.querySelector('{where}'); return !!w && w.contains(document.activeElement); }}"  # noqa: E731
WHERE = f"""() => {{ const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return {{at: 'body'}};
  const t = a.closest && a.closest('[data-action]');
  return {{at: document.querySelector('{DRAWING}').contains(a) ? 'drawing'
             : document.querySelector('{STRIP}').contains(a) ? 'strip'
             : a.matches('{CONTINUE}') ? 'continue' : 'other',
          action: t ? t.getAttribute('data-action') : null, choice: a.getAttribute('data-choice'),
          place: a.dataset ? `${{a.dataset.row}}:${{a.dataset.col}}` : null,
          enabled: !a.disabled, id: a.outerHTML.slice(0, 120)}}; }}"""
DONE = f"() => !!document.querySelector('{VIEW} .tutor-task-box .tutor-done')"
OFFERED = f"""t => [...document.querySelectorAll('{STRIP} [data-choice]')].some(b => b.dataset.choice === t)
  || [...document.querySelectorAll('{DRAWING} .tutor-legal')].some(p => p.getAttribute('data-action') === t
                                                                     || !!p.closest(`[data-action="${{CSS.escape(t)}}"]`))"""
LEGAL = f"() => !!document.querySelector('{DRAWING} .tutor-legal')"


def winning_clicks(game: str) -> tuple[str, ...]:
    """The click tokens of the engine's hint at the lesson's start (the learner's seat starts fixed per seed)."""
    item = LESSONS[game][LESSON]
    start = item.start()
    action = item.hint(start, "en").action
    if game == "matzlfangen":
        return (action,)          # one click per action: the token is the action itself ("play EA")
    module = __import__(f"tutor.{game}.clicks", fromlist=["click_path"])
    return tuple(module.click_path(start, action))


class Keys:
    """page.keyboard with a count of every press."""

    def __init__(self, page) -> None:
        self.page, self.count = page, 0

    def press(self, key: str) -> dict:
        """Press one key, let the widgets answer, and say where the focus is."""
        self.page.keyboard.press(key)
        self.count += 1
        self.page.wait_for_timeout(40)
        return self.page.evaluate(WHERE)

    def tab_to(self, at: str, limit: int = 120) -> dict:
        """Tab forward until the focus is on `at` ('drawing', 'strip', 'continue')."""
        for _ in range(limit):
            where = self.press("Tab")
            if where["at"] == at and (at != "continue" or where["enabled"]):
                return where
        raise AssertionError(f"Tab never reached the {at}")


@pytest.fixture(scope="module")
def voila(site):
    (ARTIFACTS / "a11y_keyboard.txt").unlink(missing_ok=True)   # this run's counts only
    proc, port = start_voila_tree(site)
    yield port, site
    stop(proc)


def open_app(browser, voila, game: str):
    """A course app at its first lesson, 1366x768, its board drawn; nothing pressed yet."""
    port, site = voila
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, APPS[game])}")
    page.locator(f"{DRAWING} [data-action]").first.wait_for(timeout=90000)
    page.wait_for_timeout(500)
    return page


def continue_to_task(keys: Keys) -> None:
    """Tab to Continue and press Enter while the lesson shows its text, until the board offers legal targets."""
    page = keys.page
    for _ in range(30):
        if page.evaluate(LEGAL) and not page.locator(CONTINUE).first.is_enabled():
            return
        where = page.evaluate(WHERE)
        if not (where["at"] == "continue" and where["enabled"]):
            where = keys.tab_to("continue")
        keys.press("Enter")
        page.wait_for_timeout(600)
    page.wait_for_function(LEGAL, timeout=20000)


def tab_cycle(keys: Keys) -> dict:
    """One full Tab cycle from the focused element back to it: how many presses landed in the drawing, the strip."""
    page = keys.page
    start = page.evaluate("() => document.activeElement.outerHTML")
    landed = {"drawing": 0, "strip": 0}
    for _ in range(200):
        where = keys.press("Tab")
        if where["at"] in landed:
            landed[where["at"]] += 1
        if page.evaluate("() => document.activeElement.outerHTML") == start:
            return landed
    raise AssertionError("the Tab cycle never came back")


def sweep_to(keys: Keys, target: str) -> dict:
    """From the board's first target, row by row (ArrowRight to the row's end, ArrowDown, Home) to `target`."""
    where = keys.press("Control+Home")
    while True:
        assert where["at"] == "drawing", where
        if where["action"] == target:
            return where
        after = keys.press("ArrowRight")
        if after["place"] != where["place"]:
            where = after
            continue
        after = keys.press("ArrowDown")
        if after["place"] == where["place"]:
            raise AssertionError(f"{target} is not in the board's keyboard grid")
        where = keys.press("Home")


def choose(keys: Keys, token: str) -> None:
    """In the choices strip, Home then ArrowRight to the choice `token`, and Enter."""
    where = keys.press("Home")
    for _ in range(30):
        assert where["at"] == "strip", where
        if where["choice"] == token:
            keys.press("Enter")
            return
        where = keys.press("ArrowRight")
    raise AssertionError(f"no choice {token}")


@pytest.mark.parametrize("game", list(APPS))
def test_a_lesson_played_to_its_task_end_with_the_keyboard_only(voila, browser, game):
    clicks = winning_clicks(game)
    page = open_app(browser, voila, game)
    keys = Keys(page)
    continue_to_task(keys)
    assert not page.evaluate(DONE)
    to_task = keys.count
    keys.tab_to("drawing")
    before = keys.count
    board_stops = tab_cycle(keys)
    cycle = keys.count - before
    assert board_stops == {"drawing": 1, "strip": 0}, board_stops    # the strip is closed: no stop of its own
    strip_stops, via = None, []
    for i, token in enumerate(clicks):
        page.wait_for_function(OFFERED, arg=token, timeout=20000)   # the board's answer to the last Enter
        via.append("strip" if page.evaluate(IN(STRIP)) else "board")
        if via[-1] == "strip":                 # the strip asks: the token is one of its choices
            if strip_stops is None:
                before = keys.count
                strip_stops = tab_cycle(keys)
                cycle += keys.count - before
                assert page.evaluate(IN(STRIP))
            choose(keys, token)
        else:
            sweep_to(keys, token)
            keys.press("Enter")
        page.wait_for_timeout(800)
        where = page.evaluate(WHERE)
        assert where["at"] != "body", f"focus on the page after {token}"
        if i + 1 < len(clicks) and not page.evaluate(IN(STRIP)):
            assert where["at"] == "drawing", (token, where)
    page.wait_for_function(DONE, timeout=20000)
    playwright.expect(page.locator(CONTINUE).first).to_be_enabled(timeout=10000)
    where = page.evaluate(WHERE)
    assert where["at"] in ("drawing", "continue"), where
    if len(clicks) > 1:                                # a path of several clicks asks in the strip
        assert strip_stops == {"drawing": 1, "strip": 1}, strip_stops
    page.screenshot(path=str(ARTIFACTS / f"a11y_keyboard_{game}_done.png"))
    with open(ARTIFACTS / "a11y_keyboard.txt", "a") as out:
        out.write(f"{game} lesson {LESSON} ({' > '.join(f'{c} in the {v}' for c, v in zip(clicks, via))}): {keys.count} key presses ({to_task} to reach "
                  f"the task, {cycle} in the Tab cycles that count the stops, {keys.count - to_task - cycle} to "
                  f"play), Tab stops: "
                  f"board {board_stops['drawing']}, choices strip "
                  f"{strip_stops['strip'] if strip_stops else 'not opened'}; focus at the end: {where['at']}\n")
    page.context.close()
