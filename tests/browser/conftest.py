"""Fixtures of the browser tests (the helpers are in servers.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A temp server root with fresh .ipynb conversions in notebooks/, and an environment that keeps
    $HOME untouched."""
    from servers import ARTIFACTS, ROOT, isolated_env, jupytext  # imported here: servers skips where Chromium is missing
    tmp = tmp_path_factory.mktemp("browser")
    home = tmp / "home"
    env = isolated_env(home)
    root = tmp / "site"
    (root / "notebooks").mkdir(parents=True)
    convert_notebooks(ROOT / "notebooks", root / "notebooks", jupytext)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return {"dir": root, "env": env, "bin": Path(sys.executable).parent, "home": home}


def convert_notebooks(source: Path, target: Path, jupytext) -> None:
    """Fresh .ipynb conversions of every notebook source, in the same folders (never committed). The
    apps in notebooks/app/ are also served at their old place (notebooks/01_muros.ipynb), so a test
    may open an app by either path."""
    for py in sorted(source.rglob("*.py")):
        out = target / py.relative_to(source).with_suffix(".ipynb")
        out.parent.mkdir(parents=True, exist_ok=True)
        jupytext.write(jupytext.read(py), out)
    for app in sorted((target / "app").glob("*.ipynb")) if (target / "app").is_dir() else []:
        old = target / app.name
        if not old.exists():
            old.write_bytes(app.read_bytes())


@pytest.fixture(scope="module")
def browser(site):
    from servers import CHROMIUM, FLAGS, playwright
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS, env=site["env"])
        yield b
        b.close()


@pytest.fixture(scope="module")
def voila(site):
    """A Voilà server over the site's notebooks for one test module: (port, site); stopped by its pid."""
    from servers import start_voila_tree, stop
    proc, port = start_voila_tree(site)
    yield port, site
    stop(proc)
