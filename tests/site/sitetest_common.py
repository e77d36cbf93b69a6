"""What the static-site and Binder tests share: free ports, servers in their own process group, a headless
Chromium that keeps $HOME untouched and records every request."""
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
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         # a classroom with no internet: no name but the loopback resolves
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"]


def need_chromium():
    """The playwright module, or a skip (a failure in CI) when Chromium or Playwright is missing."""
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but {CHROMIUM} is missing: run `make chromium`", pytrace=False)
        pytest.skip(f"{CHROMIUM} is not installed (Debian package `chromium`)", allow_module_level=True)
    if os.environ.get("CI"):
        import playwright.sync_api as pw
        return pw
    return pytest.importorskip("playwright.sync_api")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(cmd: list, url: str, timeout: float = 60, **kw) -> subprocess.Popen:
    """Start a server in its own process group and wait until url answers."""
    proc = subprocess.Popen([str(c) for c in cmd], stdout=kw.pop("stdout", subprocess.DEVNULL),
                            stderr=kw.pop("stderr", subprocess.DEVNULL), start_new_session=True, **kw)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"{cmd[0]} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return proc
        except OSError:
            time.sleep(0.2)
    stop(proc)
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


def browser_env(home: Path) -> dict:
    return dict(os.environ, XDG_CONFIG_HOME=str(home / "xdg-config"), XDG_CACHE_HOME=str(home / "xdg-cache"))


class Requests:
    """Every request a browser context makes (pages, workers, service worker), by URL."""

    def __init__(self, context, also: tuple[str, ...] = ()):
        self.also = also                  # more origins of this machine (a name mapped to 127.0.0.1)
        self.urls: list[str] = []
        self.failed: list[str] = []
        context.on("request", lambda r: self.urls.append(r.url))
        context.on("requestfailed", lambda r: self.failed.append(f"{r.url} ({r.failure})"))

    def outside(self, port: int) -> list[str]:
        here = (f"http://127.0.0.1:{port}/", "data:", "blob:", "about:", *self.also)
        return sorted({u for u in self.urls if not u.startswith(here)})


def tree_memory_mb(pid: int, field: str = "Pss") -> float:
    """The memory of a process and all its descendants, MB: by default the proportional set size (what a
    container's limit counts: shared pages split between the processes that share them); field="Rss" adds up
    each process's resident size (shared pages counted in each)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        todo += children.get(p, [])
        try:
            rollup = Path(f"/proc/{p}/smaps_rollup").read_text()
        except OSError:
            continue
        total += int(next(line.split()[1] for line in rollup.splitlines() if line.startswith(field + ":")))
    return total / 1024
