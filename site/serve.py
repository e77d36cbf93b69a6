"""Serve the static site (build/site) to a room: every learner opens the address printed here on their own
device, and 60 of them may open it in the same minute.

    python site/serve.py [--dir build/site] [--port 8000] [--bind 0.0.0.0]

Only the standard library, configured for a room: any Python 3.9+ runs it, and a copy of build/site with
this file on a USB stick is enough where nothing can be installed (a dependency would have to be installed
on the teacher's laptop first, often without internet). What it is configured for:

- a listen backlog of 1024 (the system may cap it) and a thread per connection: a room opening the address
  at once waits on no refused connection (a browser opens up to 6 connections; with the library's backlog
  of 5 every learner of a room of 60 waited 1-4 s for a retry, and at 128 most still did);
- HTTP/1.1 keep-alive, and a deadline for each request's head (HEAD_TIMEOUT): a connection that sends
  nothing, or sends its request a byte at a time, is closed, so held connections never keep threads;
- text files (pages, the landing page at /, JavaScript, JSON, the WebAssembly) sent gzipped, as GitHub
  Pages sends them; wheels and zips are compressed already;
- validators from the content (an ETag of each file's sha256; Last-Modified no older than the build), since
  JupyterLite writes 400 files with one fixed 1985 date: an upgraded site reaches every browser. Every
  answer says `no-cache` (the browser keeps its copy and asks whether it is current: a 304 without body),
  so a browser never mixes files of two builds, and a 404 is never kept;
- only files inside the site: no folder listings (a folder without index.html is a 404), no symlinks
  followed out of it, no dot files; a malformed path (a NUL, bad percent-encoding, `..`, overlong) is a
  4xx, and nothing a client sends prints a traceback on the teacher's screen.

Plain http works: the site's apps and notebooks start without a service worker.
"""
from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import mimetypes
import os
import re
import socket
import sys
import threading
import time
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Optional, Tuple, Union
from urllib.parse import unquote_to_bytes

ROOT = Path(__file__).resolve().parents[1]
BACKLOG = 1024          # connections queued before accept(): 60 browsers open up to 6 each at once
HEAD_TIMEOUT = 15.0     # seconds a connection has to send a request's head (idle keep-alive included)
IO_TIMEOUT = 30.0       # seconds for one read or one 64 KiB write to make progress
MAX_TARGET = 8192       # longest request target (path and query) accepted: longer is a 414
CHUNK = 1 << 16
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".whl": "application/octet-stream", ".ipynb": "application/json", ".webmanifest": "application/manifest+json",
         ".json": "application/json", ".woff2": "font/woff2", ".map": "application/json", ".md": "text/markdown",
         ".svg": "image/svg+xml", ".html": "text/html", ".css": "text/css", ".txt": "text/plain",
         ".xml": "application/xml", ".zip": "application/zip", ".png": "image/png"}
# Sent gzipped: every text type (text/*) and these.
COMPRESSED_TYPES = ("application/json", "application/javascript", "application/wasm", "application/xml",
                    "application/manifest+json", "image/svg+xml")
BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
CACHED_UP_TO = 64 << 20     # a file larger than this is hashed but never kept in memory
Key = Tuple[str, int, int, int, bool]      # a file's version: path, change time (ns), size, inode; gzipped


@dataclass(frozen=True)
class Entry:
    """What the server knows of one version of one file: its ETag and, for a text type, its gzip."""

    etag: str
    gzipped: Optional[bytes]


def content_type(path: Path) -> str:
    kind = TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return kind + "; charset=utf-8" if kind.startswith("text/") else kind


def compressible(kind: str) -> bool:
    return kind.startswith("text/") or kind in COMPRESSED_TYPES


def read_entry(path: Path, compress: bool) -> Entry:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        if compress:
            data = f.read()
            digest.update(data)
            return Entry(f'"{digest.hexdigest()[:32]}"', gzip.compress(data, 6, mtime=0))
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return Entry(f'"{digest.hexdigest()[:32]}"', None)


class Refused(Exception):
    """A request answered with an error status, or with a redirect to `location`."""

    def __init__(self, status: HTTPStatus, location: str = ""):
        super().__init__(status.phrase)
        self.status, self.location = status, location


class SiteServer(ThreadingHTTPServer):
    """A threading server for one site folder (mounted at `base`): it keeps each file's ETag and gzip,
    closes connections whose request head is overdue, and counts the body bytes it sent."""

    daemon_threads = True
    block_on_close = False
    request_queue_size = BACKLOG

    def __init__(self, address: tuple[str, int], directory: Union[str, Path], base: str = "/",
                 head_timeout: float = HEAD_TIMEOUT):
        if not base.startswith("/") or not base.endswith("/"):
            raise ValueError(f"base must start and end with '/', got {base!r}")
        if not head_timeout > 0:
            raise ValueError(f"head_timeout must be a positive number of seconds, got {head_timeout!r}")
        self.head_timeout = head_timeout
        self.root = Path(os.path.realpath(directory))
        self.base = base
        self.sent = 0
        self.lock = threading.Lock()
        self.entries: dict[Key, Entry] = {}
        self.latest: dict[str, Key] = {}                   # path -> the key of its entry
        self.making: dict[Key, threading.Lock] = {}
        self.heads: dict[socket.socket, float] = {}        # connections reading a request head -> deadline
        super().__init__(address, SiteHandler)

    def count(self, n: int) -> None:
        with self.lock:
            self.sent += n

    def entry(self, path: Path, stat: os.stat_result, compress: bool) -> Entry:
        """The file's ETag (and gzip), made once per version of the file even when 60 ask at once."""
        key: Key = (str(path), stat.st_ctime_ns, stat.st_size, stat.st_ino, compress)   # any write moves ctime
        with self.lock:
            if key in self.entries:
                return self.entries[key]
            making = self.making.setdefault(key, threading.Lock())
        with making:
            with self.lock:
                if key in self.entries:
                    return self.entries[key]
            made = read_entry(path, compress)
            with self.lock:
                old = self.latest.get(str(path))
                if old is not None:
                    self.entries.pop(old, None)
                if stat.st_size <= CACHED_UP_TO:
                    self.entries[key] = made
                    self.latest[str(path)] = key
                self.making.pop(key, None)
        return made

    def built_at(self) -> float:
        """When the site was built (its stamp, else its landing page): no file is older to a browser."""
        for name in (".inputs", "index.html"):
            try:
                return (self.root / name).stat().st_mtime
            except OSError:
                continue
        return 0.0

    # -- request heads with a deadline -------------------------------------------------------------------
    def watch(self, conn: socket.socket) -> None:
        with self.lock:
            self.heads[conn] = time.monotonic() + self.head_timeout

    def unwatch(self, conn: socket.socket) -> None:
        with self.lock:
            self.heads.pop(conn, None)

    def service_actions(self) -> None:
        """Close the connections whose request head is overdue (serve_forever calls this twice a second)."""
        now = time.monotonic()
        with self.lock:
            late = [conn for conn, deadline in self.heads.items() if deadline < now]
            for conn in late:
                del self.heads[conn]
        for conn in late:
            try:
                conn.shutdown(socket.SHUT_RDWR)     # the handler's blocked read returns: it closes
            except OSError:
                pass

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that goes away is no news; anything else is one line, never a traceback."""
        error = sys.exc_info()[1]
        if isinstance(error, OSError):
            return
        print(f"serve.py: a request from {client_address[0]} failed: {type(error).__name__}: {error}",
              file=sys.stderr, flush=True)


class SiteHandler(BaseHTTPRequestHandler):
    server: SiteServer
    protocol_version = "HTTP/1.1"
    server_version = "tutor-serve"
    timeout = IO_TIMEOUT
    disable_nagle_algorithm = True      # headers and body leave at once on a kept-alive connection

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass      # a room of learners makes thousands of requests: quiet

    def handle_one_request(self) -> None:
        self.server.watch(self.connection)
        try:
            super().handle_one_request()
        finally:
            self.server.unwatch(self.connection)

    def parse_request(self) -> bool:
        done = super().parse_request()
        self.server.unwatch(self.connection)      # the head is in: the deadline is over
        return done

    def do_GET(self) -> None:
        self.respond(body=True)

    def do_HEAD(self) -> None:
        self.respond(body=False)

    # -- the file a path names ---------------------------------------------------------------------------
    def resolve(self) -> Path:
        """The file the request names; Refused (an error, or a redirect to the folder's page) otherwise."""
        target = self.path
        if len(target) > MAX_TARGET:
            raise Refused(HTTPStatus.REQUEST_URI_TOO_LONG)
        raw, _, query = target.partition("#")[0].partition("?")
        if not raw.startswith("/") or BAD_ESCAPE.search(raw):
            raise Refused(HTTPStatus.BAD_REQUEST)
        try:
            path = unquote_to_bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise Refused(HTTPStatus.BAD_REQUEST) from None
        if any(c < " " or c in "\x7f\\" for c in path):
            raise Refused(HTTPStatus.BAD_REQUEST)
        folder = Refused(HTTPStatus.MOVED_PERMANENTLY, raw + "/" + ("?" + query if query else ""))
        if path + "/" == self.server.base:
            raise folder
        if not path.startswith(self.server.base):
            raise Refused(HTTPStatus.NOT_FOUND)
        parts = path[len(self.server.base):].split("/")
        if any(p in (".", "..") for p in parts):
            raise Refused(HTTPStatus.BAD_REQUEST)
        if any(p.startswith(".") for p in parts):
            raise Refused(HTTPStatus.NOT_FOUND)
        root = self.server.root
        found = Path(os.path.realpath(root.joinpath(*[p for p in parts if p])))
        if found.is_dir() and (root == found or root in found.parents):
            if not path.endswith("/"):
                raise folder
            found = Path(os.path.realpath(found / "index.html"))
        if not found.is_file() or root not in found.parents:
            raise Refused(HTTPStatus.NOT_FOUND)     # missing, a folder without a page, or outside the site
        return found

    def refuse(self, refused: Refused) -> None:
        """An error page kept by no cache (after a 404 the connection stays open: the request was sound),
        or a redirect to a folder's page."""
        status = refused.status
        body = b"" if refused.location else f"{status.value} {status.phrase}\n".encode()
        self.send_response(status)
        if refused.location:
            self.send_header("Location", refused.location)
        else:
            self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        if status >= 400 and status != HTTPStatus.NOT_FOUND:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    # -- the answer --------------------------------------------------------------------------------------
    def respond(self, body: bool) -> None:
        try:
            path = self.resolve()
            stat = path.stat()
        except Refused as refused:
            self.refuse(refused)
            return
        except OSError:
            self.refuse(Refused(HTTPStatus.NOT_FOUND))
            return
        kind = content_type(path)
        entry = self.server.entry(path, stat, compressible(kind))
        zipped = entry.gzipped if entry.gzipped is not None and self.accepts_gzip() else None
        etag = entry.etag[:-1] + '-gz"' if zipped is not None else entry.etag
        modified = int(max(stat.st_mtime, self.server.built_at()))
        headers = {"ETag": etag, "Last-Modified": self.date_time_string(modified), "Cache-Control": "no-cache"}
        if entry.gzipped is not None:
            headers["Vary"] = "Accept-Encoding"
        if self.not_modified(entry.etag, modified):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            return
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", kind)
        if zipped is not None:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(zipped) if zipped is not None else stat.st_size))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        if not body:
            return
        if zipped is not None:
            self.write(memoryview(zipped))
        else:
            with open(path, "rb") as f:
                while chunk := f.read(CHUNK):
                    self.write(memoryview(chunk))

    def write(self, data: memoryview) -> None:
        """In 64 KiB pieces: the socket's timeout bounds each piece, so a slow learner is not cut off."""
        for start in range(0, len(data), CHUNK):
            piece = data[start:start + CHUNK]
            self.wfile.write(piece)
            self.server.count(len(piece))

    def accepts_gzip(self) -> bool:
        for coding in self.headers.get("Accept-Encoding", "").split(","):
            name, _, q = coding.strip().partition(";")
            if name.strip().lower() in ("gzip", "*"):
                return q.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
        return False

    def not_modified(self, etag: str, modified: int) -> bool:
        """The browser's copy is current: its ETag matches (either encoding), or, without one, its date."""
        match = self.headers.get("If-None-Match")
        if match is not None:
            tags = {t.strip().removeprefix("W/").replace('-gz"', '"') for t in match.split(",")}
            return "*" in tags or etag in tags
        since = self.headers.get("If-Modified-Since")
        if not since:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return modified <= when


def addresses(port: int) -> list[str]:
    """The addresses to give a room: this machine's LAN address (the interface of the default route; no
    packet is sent) and its name on the local network."""
    found = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            ip = s.getsockname()[0]
            if not ip.startswith("127."):
                found.append(f"http://{ip}:{port}/")
    except OSError:
        pass
    host = socket.gethostname()
    if host and host != "localhost":
        found.append(f"http://{host if '.' in host else host + '.local'}:{port}/")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dir", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="0.0.0.0", help="0.0.0.0: every learner on the network (default)")
    parser.add_argument("--head-timeout", type=float, default=HEAD_TIMEOUT,
                        help=f"seconds a connection has to send a request (default {HEAD_TIMEOUT:.0f})")
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        sys.exit(f"{args.dir} holds no site: run `make site` first")
    try:
        server = SiteServer((args.bind, args.port), args.dir, head_timeout=args.head_timeout)
    except OSError as e:
        sys.exit(f"cannot listen on port {args.port}: {e.strerror} (`make serve PORT=8080` picks another)")
    port = server.server_address[1]
    print(f"Serving {args.dir} on port {port} (Ctrl+C stops).", flush=True)
    if args.bind in ("0.0.0.0", ""):
        give = addresses(port)
        print("Give the class this address:" if give else "No network address found: on this machine only.")
        for url in give:
            print(f"    {url}")
    print(f"On this machine: http://localhost:{port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
