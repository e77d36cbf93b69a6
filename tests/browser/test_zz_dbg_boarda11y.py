import pytest
from servers import app_path, start_voila_tree, stop
from test_a11y_board import open_lesson, BOARD
pytestmark = pytest.mark.browser

@pytest.fixture(scope="module")
def voila(site):
    proc, port = start_voila_tree(site)
    yield port, site
    stop(proc)

def test_dbg(voila, browser):
    page = open_lesson(browser, voila, "matzlfangen", 0)
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(1000)
    print(page.evaluate(f"""() => {{ const b = document.querySelector('{BOARD}');
      const out = [];
      for (const e of b.querySelectorAll('*')) {{ const r = e.getBoundingClientRect(); const br = b.getBoundingClientRect();
        if (r.right > br.right + 0.5 && r.width > 0) out.push(e.tagName + '.' + (e.getAttribute('class')||'') + ' ' + r.right + ' ' + br.right); }}
      return [b.scrollWidth, b.clientWidth, out.slice(0, 10)]; }}"""))
    page.evaluate(f"document.querySelector('{BOARD} .tutor-board-read').style.display='none'")
    page.wait_for_timeout(500)
    print(page.evaluate(f"() => {{ const b = document.querySelector('{BOARD}'); return [b.scrollWidth, b.clientWidth]; }}"))
