"""Serve the static site (build/site) to a room: every learner opens the address printed here on their own
device. Text files (pages, JavaScript, the WebAssembly, JSON) go out gzipped, as GitHub Pages sends them;
wheels and zips are compressed already.

    python site/serve.py [--dir build/site] [--port 8000] [--bind 0.0.0.0]

Only the standard library: any Python 3.9+ runs it (a copy of build/site on a USB stick and this file are
enough). Plain http works: the site's apps and notebooks start without a service worker.
"""
from __future__ import annotations

import argparse
import email.utils
import gzip
import os
import socket
import sys
import threading
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Sent gzipped (what GitHub Pages compresses); everything else as it is.
COMPRESS = (".html", ".js", ".mjs", ".css", ".json", ".map", ".svg", ".wasm", ".txt", ".ipynb", ".webmanifest",
            ".xml", ".md")
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".whl": "application/octet-stream", ".ipynb": "application/json", ".webmanifest": "application/manifest+json",
         ".json": "application/json", ".woff2": "font/woff2"}
MAX_AGE = 600     # GitHub Pages' Cache-Control: a second visit within 10 minutes asks nothing


class SiteServer(ThreadingHTTPServer):
    """A threading server that remembers each gzipped file and counts the body bytes it sent."""

    daemon_threads = True

    def __init__(self, address, directory: Path):
        self.directory = directory
        self.sent = 0
        self.lock = threading.Lock()
        self.gzipped: dict[tuple[str, float, int], bytes] = {}
        super().__init__(address, partial(SiteHandler, directory=str(directory)))

    def count(self, n: int) -> None:
        with self.lock:
            self.sent += n

    def gzip_of(self, path: str, stat: os.stat_result) -> bytes:
        key = (path, stat.st_mtime, stat.st_size)
        with self.lock:
            if key not in self.gzipped:
                with open(path, "rb") as f:
                    self.gzipped[key] = gzip.compress(f.read(), 6, mtime=0)
            return self.gzipped[key]


class SiteHandler(SimpleHTTPRequestHandler):
    server: SiteServer
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass      # a room of learners makes thousands of requests: quiet

    def end_headers(self):
        self.send_header("Cache-Control", f"max-age={MAX_AGE}")
        super().end_headers()

    def copyfile(self, source, outputfile):
        while chunk := source.read(1 << 16):
            outputfile.write(chunk)
            self.server.count(len(chunk))

    def send_head(self):
        path = self.translate_path(self.path)
        if (os.path.isdir(path) or not path.endswith(COMPRESS) or not os.path.isfile(path)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        stat = os.stat(path)
        if self._not_modified(stat):
            return None
        body = self.server.gzip_of(path, stat)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        if self.command == "GET":
            self.wfile.write(body)
            self.server.count(len(body))
        return None

    def _not_modified(self, stat: os.stat_result) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        if int(stat.st_mtime) > when:
            return False
        self.send_response(HTTPStatus.NOT_MODIFIED)
        self.end_headers()
        return True


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
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        sys.exit(f"{args.dir} holds no site: run `make site` first")
    server = SiteServer((args.bind, args.port), args.dir.resolve())
    port = server.server_address[1]
    print(f"Serving {args.dir} on port {port} (Ctrl+C stops).")
    if args.bind in ("0.0.0.0", ""):
        give = addresses(port)
        print("Give the class this address:" if give else "No network address found: on this machine only.")
        for url in give:
            print(f"    {url}")
    print(f"On this machine: http://localhost:{port}/")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
