"""The classroom's rule index in a real browser (Voila, Chromium, 1920x1080), in each language, with
the keyboard only: type words into the search field (their spaces play nothing), Tab to the result list, ↓
picks the first rule found and opens its demo, Space plays its step and the explanation appears; ← goes back
to the demo's start. axe finds nothing serious with a demo open. Screenshots of the index and of an open demo
go to build/test-artifacts/ruleindex/."""
from __future__ import annotations

import re

import pytest
from axe import audit, none_blocking
from servers import ARTIFACTS, app_path, playwright
from tutor.core.i18n import LANGS, count
from tutor.matschig.words import SPECIAL_NAME
from tutor.widgets.base.ruleindex import rule_entries, search

pytestmark = pytest.mark.browser

ROOM = ".tutor-presenter"
FIELD = f"{ROOM} .tutor-rule-search input"
LIST = f"{ROOM} .tutor-rule-results select"
FRAME = f"{ROOM} .tutor-frame"
PANEL = f"{ROOM} > .tutor-table .tutor-panel"
COUNT = f"{PANEL} .tutor-step-count"
SHOTS = ARTIFACTS / "ruleindex"
RULE = "M19d"                                   # found by the card's name, in the language of the page
WORDS = SPECIAL_NAME["WATERSUIT"]


def steps_played(page) -> str:
    return page.locator(COUNT).get_attribute("data-count")


@pytest.mark.parametrize("lang", LANGS)
def test_a_word_finds_the_rule_and_space_plays_its_step(voila, browser, lang):
    words, rule = WORDS(lang), RULE
    found = search(rule_entries("matschig"), words)
    assert found[0].rule == rule
    said = re.escape(count(len(found), "{n} rule found.", "{n} rules found.")(lang))
    port, site = voila
    ctx = browser.new_context(locale="en-US", viewport={"width": 1920, "height": 1080})
    page = ctx.new_page()
    try:
        page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, 'classroom_matschig')}?lang={lang}")
        page.locator(f"{ROOM} .tutor-board [data-action]").first.wait_for(timeout=120000)
        page.wait_for_function(f"document.documentElement.lang === '{lang}'", timeout=20000)
        page.locator(FIELD).wait_for(timeout=20000)
        page.wait_for_timeout(1000)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"index_{lang}.png"))
        before = steps_played(page)
        page.locator(FIELD).focus()
        page.keyboard.type(words, delay=40)       # a space typed into the field is the field's
        playwright.expect(page.locator(f"{LIST} option").first).to_have_text(
            re.compile(rf"^{rule}:\s"), timeout=20000)
        playwright.expect(page.locator(f"{ROOM} .tutor-rule-index .tutor-live")).to_have_text(
            re.compile(said), timeout=20000)
        assert steps_played(page) == before and page.locator(FIELD).input_value() == words
        page.screenshot(path=str(SHOTS / f"search_{lang}.png"))
        page.keyboard.press("Tab")                # to the result list
        assert page.evaluate("document.activeElement.tagName") == "SELECT"
        page.keyboard.press("ArrowDown")          # picks the first rule found: its demo opens
        frame = page.locator(FRAME)
        playwright.expect(frame.locator(f".tutor-demo[data-rule='{rule}'] h3")).to_have_text(rule, timeout=20000)
        page.wait_for_function("document.activeElement.tagName !== 'SELECT'", timeout=10000)
        start = steps_played(page)
        page.keyboard.press(" ")                  # Space: the demo's step, with its explanation beside
        page.wait_for_function(f"document.querySelector('{COUNT}').dataset.count === '{int(start) + 1}'",
                               timeout=20000)
        playwright.expect(page.locator(f"{PANEL} .tutor-step[open] .tutor-rule[data-rule='{rule}']").first
                          ).to_be_attached(timeout=20000)
        playwright.expect(page.locator(f"{PANEL} .tutor-step[open]").first).to_contain_text(words.split()[-1])
        page.wait_for_timeout(800)
        page.screenshot(path=str(SHOTS / f"demo_{lang}.png"))
        result = audit(page, f"ruleindex_demo_{lang}")
        page.keyboard.press("ArrowLeft")          # ←: back to the demo's start
        page.wait_for_function(f"document.querySelector('{COUNT}').dataset.count === '{start}'", timeout=20000)
    finally:
        ctx.close()
    none_blocking(result)
