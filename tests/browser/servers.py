"""What every browser test shares: Chromium's flags, a temporary server root with fresh notebook
conversions, and JupyterLab and Voila servers on 127.0.0.1, stopped by process group; $HOME untouched.
Importing this module skips the browser tests where Chromium is missing (and fails them in CI)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "build" / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


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


def isolated_env(home: Path) -> dict:
    """The environment for a Jupyter server whose config, data, runtime, IPython and npm files all live under
    `home` (never $HOME), with the project's Lab settings (no news toast) in its own config dir."""
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "jcfg"), JUPYTER_DATA_DIR=str(home / "jdata"),
               JUPYTER_RUNTIME_DIR=str(home / "jrun"), IPYTHONDIR=str(home / "ipy"),
               XDG_CONFIG_HOME=str(home / "xdg-config"), XDG_CACHE_HOME=str(home / "xdg-cache"),
               # JupyterLab runs `npm prefix --global` at start-up; npm would log into ~/.npm.
               npm_config_cache=str(home / "npm"))
    labconfig = home / "jcfg" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "default_setting_overrides.json").write_text((ROOT / "binder" / "overrides.json").read_text())
    return env


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


def start_voila_tree(site) -> tuple[subprocess.Popen, int]:
    """One Voila server over the whole server root: every app at /voila/render/notebooks/<name>.ipynb."""
    port = free_port()
    proc = subprocess.Popen([str(site["bin"] / "voila"), str(site["dir"]), "--no-browser", f"--port={port}",
                             "--Voila.ip=127.0.0.1"], env=site["env"], cwd=site["dir"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    wait_http(f"http://127.0.0.1:{port}/", proc)
    return proc, port


def app_path(site, stem: str) -> str:
    """The server path of an app notebook: notebooks/app/<stem>.ipynb, or notebooks/<stem>.ipynb before
    the apps moved."""
    app = site["dir"] / "notebooks" / "app" / f"{stem}.ipynb"
    return f"notebooks/app/{stem}.ipynb" if app.exists() else f"notebooks/{stem}.ipynb"
