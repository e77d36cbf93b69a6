"""Fixtures of the browser tests (the helpers are in servers.py)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A temp server root with fresh .ipynb conversions in notebooks/, and an environment that keeps
    $HOME untouched."""
    from servers import ARTIFACTS, ROOT, jupytext  # imported here: servers skips where Chromium is missing
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
