"""A room of learners opening the classroom server at once (site/serve.py). Figures, never asserted.

Each simulated learner makes a first visit as a browser does: the landing page (the address on the board),
then every file a first visit of the first course's app fetches (bench/room_visit.txt, recorded from
Chromium with --record), over up to 6 kept-alive connections, gzip accepted. 30 and then 60 learners start
in the same instant, each against a freshly started server (cold: nothing compressed yet). Printed per room:
each learner's time to the last byte (median, p90, max), errors, connections that waited on a refused or
dropped connect (the kernel resends a dropped SYN after 1 s), and the server's CPU time, peak memory and
peak threads.

    .venv/bin/python bench/bench_room.py [--site DIR] [--serve site/serve.py] [--rooms 30 60]
    .venv/bin/python bench/bench_room.py --record      # the list again, from Chromium on the built site

Aims (issue 34): 0 errors, p90 under 2x the median, no learner waiting on a refused connection. Without a
built site (build/site) it serves a stand-in made from the list: files of the recorded sizes, text that
gzips about as well as the real site's. The server listens on 127.0.0.1 only.
"""
from __future__ import annotations

import argparse
import http.client
import os
import queue
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VISIT = Path(__file__).with_name("room_visit.txt")
PER_LEARNER = 6          # a browser's connections to one host
RETRY_WAIT = 0.9         # a connect that took longer waited on a dropped SYN (resent after 1 s)
BINARY = (".whl", ".zip", ".png", ".woff2", ".ico")


# -- what a first visit fetches ------------------------------------------------------------------------
def record(site: Path) -> None:
    """Open the landing page and the first course's app in Chromium (from a room's address: plain http,
    no service worker) and write every file the site served for it, in order, with its size."""
    from playwright.sync_api import sync_playwright
    sys.path.insert(0, str(ROOT / "site"))
    from serve import SiteServer

    server = SiteServer(("127.0.0.1", 0), site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    host = "teacher-laptop.lan"
    seen: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                          f"--host-resolver-rules=MAP {host} 127.0.0.1, MAP * ~NOTFOUND"],
                                    env={**os.environ, "XDG_CONFIG_HOME": tmp, "XDG_CACHE_HOME": tmp})
        page = browser.new_page()
        page.context.on("request", lambda r: seen.append(r.url))
        page.goto(f"http://{host}:{port}/")
        page.locator('a.app[data-lang="en"]').first.click()
        page.locator(".tutor-board [data-action].tutor-legal").first.wait_for(timeout=240000)
        page.wait_for_timeout(2000)
        browser.close()
    server.shutdown()
    paths: list[str] = []
    for url in seen:
        path = "/" + url.split(f":{port}/", 1)[-1].split("?")[0].split("#")[0]
        if url.startswith(f"http://{host}:{port}/") and path not in paths:
            paths.append(path)
    lines = []
    for path in paths:
        file = site / path.lstrip("/")
        file = file / "index.html" if file.is_dir() else file
        if file.is_file():
            lines.append(f"{path}\t{file.stat().st_size}")
    VISIT.write_text("# what a first visit of the first course's app fetches (bench/bench_room.py --record)\n"
                     + "\n".join(lines) + "\n")
    print(f"recorded {len(lines)} files ({sum(int(x.split()[1]) for x in lines) / 1e6:.1f} MB) in {VISIT}")


def visit_list() -> list[tuple[str, int]]:
    rows = []
    for line in VISIT.read_text().splitlines():
        if line and not line.startswith("#"):
            path, size = line.split("\t")
            rows.append((path, int(size)))
    return rows


def stand_in(visit: list[tuple[str, int]], where: Path) -> Path:
    """A site of the recorded files and sizes: words for text (gzip keeps about a third), noise for binaries."""
    rng = random.Random(34)
    words = [f"tutor{i} " for i in range(400)]
    for path, size in visit:
        file = where / path.lstrip("/")
        file = file / "index.html" if path.endswith("/") else file
        file.parent.mkdir(parents=True, exist_ok=True)
        if file.suffix in BINARY:
            file.write_bytes(rng.randbytes(size))
        else:
            text = "".join(rng.choice(words) for _ in range(size // 8 + 1)).encode()
            file.write_bytes(text[:size])
    return where


# -- the server ------------------------------------------------------------------------------------------
class Server:
    """site/serve.py (or another copy) in its own process, with its CPU time, memory and threads."""

    def __init__(self, serve: Path, site: Path):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.proc = subprocess.Popen([sys.executable, str(serve), "--dir", str(site), "--port", str(self.port),
                                      "--bind", "127.0.0.1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                     start_new_session=True)
        end = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/favicon-none", timeout=2):
                    break
            except urllib.error.HTTPError:
                break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > end:
                    raise SystemExit(f"{serve} did not start: {self.proc.stderr.read().decode()[-500:]}")
                time.sleep(0.1)
        self.peak_threads = 0
        self.watching = True
        threading.Thread(target=self.watch, daemon=True).start()

    def status(self, field: str) -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
        return 0

    def cpu(self) -> float:
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def watch(self) -> None:
        while self.watching and self.proc.poll() is None:
            self.peak_threads = max(self.peak_threads, self.status("Threads"))
            time.sleep(0.05)

    def stop(self) -> str:
        """Stop it (its own process group only); what it printed on the teacher's screen."""
        self.watching = False
        os.killpg(self.proc.pid, 15)
        try:
            _, err = self.proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, 9)
            _, err = self.proc.communicate()
        return err.decode(errors="replace")


# -- a learner -------------------------------------------------------------------------------------------
class Timed(http.client.HTTPConnection):
    """A connection that records how long each connect took."""

    connects: list[float]

    def connect(self) -> None:
        t0 = time.perf_counter()
        super().connect()
        self.connects.append(time.perf_counter() - t0)


def learner(port: int, visit: list[tuple[str, int]], start: threading.Barrier, out: dict) -> None:
    """The landing page, then the rest over up to 6 connections; out gets the time, errors and connects."""
    connects: list[float] = []
    errors: list[str] = []
    received = [0]
    lock = threading.Lock()

    def fetch(conn: Timed, path: str) -> None:
        try:
            conn.request("GET", path, headers={"Accept-Encoding": "gzip, deflate, br", "User-Agent": "room"})
            response = conn.getresponse()
            body = response.read()
            with lock:
                received[0] += len(body)
                if response.status != 200:
                    errors.append(f"{path}: {response.status}")
        except (OSError, http.client.HTTPException) as e:
            conn.close()
            with lock:
                errors.append(f"{path}: {type(e).__name__}: {e}")

    def connection() -> Timed:
        conn = Timed("127.0.0.1", port, timeout=120)
        conn.connects = connects
        return conn

    todo: queue.Queue[str] = queue.Queue()
    for path, _ in visit[1:]:
        todo.put(path)

    def worker(conn: Timed) -> None:
        while True:
            try:
                path = todo.get_nowait()
            except queue.Empty:
                conn.close()
                return
            fetch(conn, path)

    start.wait()
    t0 = time.perf_counter()
    first = connection()
    fetch(first, visit[0][0])
    workers = [threading.Thread(target=worker, args=(c,)) for c in [first] + [connection() for _ in range(PER_LEARNER - 1)]]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    out.update(time=time.perf_counter() - t0, errors=errors, connects=connects, received=received[0])


def room(serve: Path, site: Path, visit: list[tuple[str, int]], n: int) -> str:
    server = Server(serve, site)
    cpu0 = server.cpu()
    start = threading.Barrier(n)
    results: list[dict] = [{} for _ in range(n)]
    threads = [threading.Thread(target=learner, args=(server.port, visit, start, results[i])) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    cpu = server.cpu() - cpu0
    peak_mb = server.status("VmHWM") / 1024
    screen = server.stop()
    times = sorted(r["time"] for r in results)
    median, p90 = statistics.median(times), statistics.quantiles(times, n=10)[-1]
    errors = [e for r in results for e in r["errors"]]
    connects = [c for r in results for c in r["connects"]]
    waited = sum(1 for r in results if any(c > RETRY_WAIT for c in r["connects"]))
    wire = sum(r["received"] for r in results) / n / 1e6
    tracebacks = screen.count("Traceback")
    lines = [f"room of {n}: per learner median {median:.2f} s, p90 {p90:.2f} s, max {times[-1]:.2f} s "
             f"({len(visit)} files, {wire:.1f} MB on the wire each)",
             f"  errors {len(errors)}{': ' + '; '.join(errors[:3]) if errors else ''}",
             f"  connections {len(connects)}; learners who waited on a refused or dropped connect: {waited} "
             f"(slowest connect {max(connects):.2f} s)",
             f"  server: CPU {cpu:.1f} s, peak memory {peak_mb:.0f} MB, peak threads {server.peak_threads}, "
             f"tracebacks on the teacher's screen {tracebacks}",
             f"  aims: 0 errors {'met' if not errors else 'MISSED'}; p90 under 2x median "
             f"{'met' if p90 < 2 * median else 'MISSED'}; no refused connection "
             f"{'met' if not waited else 'MISSED'}"]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--serve", type=Path, default=ROOT / "site" / "serve.py", help="the server to measure")
    parser.add_argument("--rooms", type=int, nargs="+", default=[30, 60])
    parser.add_argument("--record", action="store_true", help="record bench/room_visit.txt from Chromium")
    args = parser.parse_args()
    if args.record:
        record(args.site.resolve())
        return
    visit = visit_list()
    with tempfile.TemporaryDirectory(prefix="tutor-bench-room-") as tmp:
        site = args.site.resolve()
        if (site / "index.html").is_file():
            missing = [p for p, _ in visit if not (site / p.lstrip("/")).exists()]
            note = f" ({len(missing)} recorded files missing: --record again)" if missing else ""
            print(f"serving {site} with {args.serve}{note}")
        else:
            site = stand_in(visit, Path(tmp) / "site")
            print(f"no built site at {args.site}: serving a stand-in of the recorded files with {args.serve}")
        for n in args.rooms:
            print(room(args.serve.resolve(), site, visit, n), flush=True)


if __name__ == "__main__":
    main()
