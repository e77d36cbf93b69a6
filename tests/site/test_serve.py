"""The classroom server (site/serve.py), started as `make serve` starts it, on a small site made here: what a
room leans on. Malformed paths get a 4xx and no traceback; no listings, no symlinks out, no dot files; a room's
burst of connections is queued, kept alive, and a connection that never finishes its request is closed;
every text type, the landing page included, goes gzipped; validators follow the content; `make serve` serves
a built site without Node."""
from __future__ import annotations

import gzip
import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sitetest_common import ROOT, free_port, start, stop

SERVE = ROOT / "site" / "serve.py"
HEAD_TIMEOUT = 2.0          # the server's deadline for a request's head in these tests (15 s in a room)
OLD = 486000000             # 1985-05-26, the date JupyterLite gives 400 files of a build
LANDING = "<!doctype html><html><head><meta charset='utf-8'><title>Rules tutor</title></head><body>\n" + \
    "".join(f"<p class='course'>Lesson {i}: the rules, one at a time.</p>\n" for i in range(200)) + "</body></html>\n"


def make_site(root: Path) -> Path:
    site = root / "site"
    (site / "lab").mkdir(parents=True)
    (site / "static" / "pyodide").mkdir(parents=True)
    (site / "index.html").write_text(LANDING)
    (site / "lab" / "index.html").write_text(LANDING.replace("Rules tutor", "Lab"))
    (site / "static" / "app.js").write_text("console.log('board');\n" * 500)
    (site / "static" / "style.css").write_text("body { margin: 0 }\n" * 200)
    (site / "static" / "config.json").write_text('{"appName": "Rules tutor"}\n' * 100)
    (site / "static" / "board.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'></svg>\n" * 100)
    (site / "static" / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm\1\0\0\0" + bytes(40000))
    (site / "static" / "pyodide" / "tutor-0.1-py3-none-any.whl").write_bytes(os.urandom(5000))
    (site / "static" / "01_muros.ipynb").write_text('{"cells": []}\n' * 100)
    (site / "static" / "old.js").write_text("var version = 1;\n")
    os.utime(site / "static" / "old.js", (OLD, OLD))
    (site / ".inputs").write_text("{}")
    (root / "secret.txt").write_text("the teacher's notes\n")
    (site / "static" / "notes.txt").symlink_to(root / "secret.txt")           # out of the site
    (site / "static" / "landing.html").symlink_to(site / "index.html")         # inside it
    (site / "outside").symlink_to(root, target_is_directory=True)
    return site


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("serve")
    site = make_site(tmp)
    port = free_port()
    log = (tmp / "stderr.txt").open("w+")
    proc = start([sys.executable, SERVE, "--dir", site, "--port", port, "--bind", "127.0.0.1",
                  "--head-timeout", HEAD_TIMEOUT], f"http://127.0.0.1:{port}/", stderr=log)
    try:
        yield {"port": port, "site": site, "proc": proc, "log": log}
    finally:
        stop(proc)
        log.close()


def raw(port: int, request: bytes) -> bytes:
    """What the server answers to bytes sent as they are (no client library tidies them)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(request)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
            if b"\r\n\r\n" in answer and b"Connection: close" not in answer:
                break
        return answer


def status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def get(port: int, path: str, **headers: str) -> tuple[http.client.HTTPResponse, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.request("GET", path, headers=headers)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response, body


def threads(pid: int) -> int:
    return int(next(line.split()[1] for line in Path(f"/proc/{pid}/status").read_text().splitlines()
                    if line.startswith("Threads:")))


# -- paths ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("target", [b"/%00", b"/%00.html", b"/%zz", b"/static/%", b"/%C3%28", b"/../secret.txt",
                                    b"/static/../../secret.txt", b"/%2e%2e/secret.txt", b"/static/%2E%2E/%2e%2e/",
                                    b"/" + b"a" * 9000, b"/" + b"a" * 70000, b"/a\\..\\secret.txt", b"*",
                                    b"http://127.0.0.1/../secret.txt"])
def test_a_malformed_path_gets_a_4xx_and_no_traceback(server, target):
    log = server["log"]
    log.seek(0, os.SEEK_END)
    start_of_this = log.tell()
    answer = raw(server["port"], b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert answer and 400 <= status(answer) < 500, answer[:200]
    assert b"the teacher's notes" not in answer
    response, _ = get(server["port"], "/")                      # and the server goes on serving
    assert response.status == 200
    log.seek(start_of_this)
    assert "Traceback" not in log.read()                       # the teacher's screen


def test_a_folder_without_a_page_is_not_listed(server):
    for folder in ("/static/", "/static/pyodide/"):
        response, body = get(server["port"], folder)
        assert response.status == 404 and b"app.js" not in body and b"wasm" not in body
    response, _ = get(server["port"], "/lab/")
    assert response.status == 200
    response, _ = get(server["port"], "/lab?path=notebooks/en/01_muros.ipynb")
    assert response.status == 301 and response.getheader("Location") == "/lab/?path=notebooks/en/01_muros.ipynb"


def test_no_symlink_is_followed_out_of_the_site_and_no_dot_file_is_served(server):
    for path in ("/static/notes.txt", "/outside/secret.txt", "/outside/", "/.inputs"):
        response, body = get(server["port"], path)
        assert response.status == 404, path
        assert b"the teacher's notes" not in body
    response, body = get(server["port"], "/static/landing.html")     # a link that stays inside is served
    assert response.status == 200 and body == LANDING.encode()


def test_an_error_is_not_kept_by_the_browser(server):
    response, _ = get(server["port"], "/voici/render/missing.html")
    assert response.status == 404
    assert response.getheader("Cache-Control") == "no-store"


# -- a room at once --------------------------------------------------------------------------------------
def test_a_room_connecting_at_once_is_queued_not_refused(server):
    """With the server stopped (SIGSTOP), the kernel queues up to the listen backlog: 100 connections made
    at once all complete their handshake, and all are answered once it goes on."""
    pid = server["proc"].pid
    socks = []
    os.kill(pid, signal.SIGSTOP)
    try:
        for _ in range(100):
            s = socket.socket()
            s.settimeout(0.5)               # a SYN dropped on a full queue is resent after 1 s
            try:
                s.connect(("127.0.0.1", server["port"]))
                socks.append(s)
            except OSError:
                s.close()
    finally:
        os.kill(pid, signal.SIGCONT)
    try:
        assert len(socks) == 100
        for s in socks:
            s.settimeout(10)
            s.sendall(b"GET /static/app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert all(s.recv(12).startswith(b"HTTP/1.1 200") for s in socks)
    finally:
        for s in socks:
            s.close()


def test_a_connection_is_kept_alive_for_the_next_request(server):
    conn = http.client.HTTPConnection("127.0.0.1", server["port"], timeout=10)
    paths = ["/", "/static/app.js", "/missing.js", "/static/config.json"]
    answers = []
    for path in paths:
        conn.request("GET", path, headers={"Accept-Encoding": "gzip"})
        response = conn.getresponse()
        response.read()
        answers.append((response.version, response.status, response.getheader("Connection")))
        if path == paths[0]:
            sock = conn.sock
        assert conn.sock is sock                 # the same connection every time
    conn.close()
    assert answers == [(11, 200, None), (11, 200, None), (11, 404, None), (11, 200, None)]


def test_connections_that_never_finish_their_request_are_closed(server):
    """A slow-loris: 200 connections that send a request's head a few bytes at a time, never its end. The
    server closes each once its deadline passes, and its threads go back to what they were."""
    port, pid = server["port"], server["proc"].pid
    before = threads(pid)
    held = []
    for _ in range(200):
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
        held.append(s)
    closed = set()
    end = time.monotonic() + 10 * HEAD_TIMEOUT + 20
    while len(closed) < len(held) and time.monotonic() < end:
        for i, s in enumerate(held):
            if i in closed:
                continue
            try:
                s.sendall(b"X")
                s.setblocking(False)
                if s.recv(1) == b"":
                    closed.add(i)
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:                     # reset by the server: closed too
                closed.add(i)
            finally:
                s.setblocking(True)
        time.sleep(0.25)
    for s in held:
        s.close()
    assert len(closed) == len(held)
    end = time.monotonic() + 10
    while threads(pid) > before + 2 and time.monotonic() < end:
        time.sleep(0.1)
    assert threads(pid) <= before + 2
    response, _ = get(port, "/")
    assert response.status == 200


# -- what is sent ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("path", ["/", "/index.html", "/lab/", "/static/app.js", "/static/style.css",
                                  "/static/config.json", "/static/board.svg", "/static/pyodide/pyodide.asm.wasm",
                                  "/static/01_muros.ipynb"])
def test_every_text_type_and_the_landing_page_go_gzipped(server, path):
    file = server["site"] / path.lstrip("/")
    file = file / "index.html" if file.is_dir() else file
    response, body = get(server["port"], path, **{"Accept-Encoding": "gzip, deflate, br"})
    assert response.status == 200
    assert response.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(body) == file.read_bytes()
    assert len(body) < file.stat().st_size / 2
    assert response.getheader("Vary") == "Accept-Encoding"
    plain, body = get(server["port"], path)                 # a client that takes no gzip gets the file
    assert plain.getheader("Content-Encoding") is None and body == file.read_bytes()


def test_compressed_files_go_as_they_are_with_their_types(server):
    response, body = get(server["port"], "/static/pyodide/tutor-0.1-py3-none-any.whl", **{"Accept-Encoding": "gzip"})
    assert response.getheader("Content-Encoding") is None
    assert body == (server["site"] / "static" / "pyodide" / "tutor-0.1-py3-none-any.whl").read_bytes()
    types = {p: get(server["port"], p)[0].getheader("Content-Type")
             for p in ("/", "/static/app.js", "/static/pyodide/pyodide.asm.wasm", "/static/config.json")}
    assert types == {"/": "text/html; charset=utf-8", "/static/app.js": "text/javascript; charset=utf-8",
                     "/static/pyodide/pyodide.asm.wasm": "application/wasm",
                     "/static/config.json": "application/json"}


def test_an_upgraded_file_reaches_a_browser_that_holds_the_old_one(server):
    """JupyterLite gives 400 files one fixed 1985 date: a file changed by an upgrade keeps it. The browser's
    validators (ETag, date) of the old file must not match the new one."""
    old = server["site"] / "static" / "old.js"
    first, body = get(server["port"], "/static/old.js")
    etag, date = first.getheader("ETag"), first.getheader("Last-Modified")
    assert etag and body == b"var version = 1;\n"
    again, body = get(server["port"], "/static/old.js", **{"If-None-Match": etag, "If-Modified-Since": date})
    assert again.status == 304 and body == b""
    old.write_text("var version = 2;\n")                   # the upgrade: same size, same old date
    os.utime(old, (OLD, OLD))
    after, body = get(server["port"], "/static/old.js", **{"If-None-Match": etag, "If-Modified-Since": date})
    assert after.status == 200 and body == b"var version = 2;\n"
    assert after.getheader("ETag") != etag
    only_date, body = get(server["port"], "/static/old.js", **{"If-Modified-Since": "Sun, 26 May 1985 00:00:00 GMT"})
    assert only_date.status == 200 and body == b"var version = 2;\n"     # no file is dated before its build


# -- make serve ------------------------------------------------------------------------------------------
def make_serve_dir(tmp: Path, with_site: bool) -> tuple[Path, dict]:
    """A copy of the Makefile and site/serve.py, and a PATH with make, bash and python3 but no node or npm."""
    work = tmp / "clone"
    (work / "site").mkdir(parents=True)
    shutil.copy(ROOT / "Makefile", work)
    shutil.copy(SERVE, work / "site")
    if with_site:
        shutil.copytree(make_site(tmp / "made"), work / "build" / "site", symlinks=True)
    bin_dir = tmp / "bin"
    bin_dir.mkdir()
    for tool in ("make", "bash", "sh", "id", "python3"):
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found if tool != "python3" else sys.executable)
    return work, dict(os.environ, PATH=str(bin_dir))


def test_make_serve_serves_a_built_site_without_node(tmp_path):
    work, env = make_serve_dir(tmp_path, with_site=True)
    port = free_port()
    proc = start(["make", "-s", "serve", f"PORT={port}", "BIND=127.0.0.1"], f"http://127.0.0.1:{port}/", cwd=work, env=env,
                 stdout=subprocess.PIPE)
    try:
        response, body = get(port, "/", **{"Accept-Encoding": "gzip"})
        assert response.status == 200 and gzip.decompress(body) == LANDING.encode()
    finally:
        stop(proc)
    assert not (work / ".venv").exists() and not (work / "build" / "handouts").exists()   # nothing was built


def test_make_serve_says_what_is_missing_when_there_is_no_site_and_no_node(tmp_path):
    work, env = make_serve_dir(tmp_path, with_site=False)
    done = subprocess.run(["make", "-s", "serve", "BIND=127.0.0.1"], cwd=work, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "build/site is missing" in done.stdout and "node and npm" in done.stdout
    assert not (work / ".venv").exists()
