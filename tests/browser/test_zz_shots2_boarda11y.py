import pytest
from servers import app_path, start_voila_tree, stop
pytestmark = pytest.mark.browser
OUT = "/tmp/shots/board-a11y/"

@pytest.fixture(scope="module")
def voila(site):
    proc, port = start_voila_tree(site)
    yield port, site
    stop(proc)

@pytest.mark.parametrize("game", ["muros", "matzlfangen"])
def test_room(voila, browser, game):
    port, site = voila
    page = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    page.goto(f"http://127.0.0.1:{port}/voila/render/{app_path(site, f'classroom_{game}')}")
    page.locator(".tutor-board .tutor-drawing [data-row]").first.wait_for(timeout=90000)
    page.wait_for_timeout(2000)
    print(game, page.evaluate("document.querySelectorAll('.tutor-board .tutor-drawing [tabindex=\"0\"]').length"),
          page.evaluate("document.querySelectorAll('.tutor-board .tutor-drawing [data-action]').length"))
    page.screenshot(path=OUT + f"classroom_{game}_1920.png")
    page.context.close()
