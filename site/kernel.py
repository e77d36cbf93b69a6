"""The Python of the static site: the wheels and the stdlib the Pyodide kernel loads, made small for a school
network, and the lock that lists them (used by site/build.py).

- Wheels as PyPI serves them, minus what a kernel in a browser never reads: every wheel's `.data/` folder
  (anywidget's carries its lab extension, which the site ships on its own), the Pygments lexers no IPython
  code asks for, and prompt-toolkit and wcwidth (IPython's terminal only: `IPython.embed` is imported on use).
- The stdlib zip minus the codec tables and the modules a browser cannot use (servers, mail, processes) or a
  tutor never needs (doctest).
- The tutor wheel written here, byte for byte the same for the same code (sorted files, fixed times and
  metadata), so a deploy that leaves the code alone leaves learners' caches warm.
- Bytecode only where it pays: the modules a start really imports (found by running the kernel and every
  notebook's cells in Pyodide under node, site/pyc.mjs) get a .pyc; see PYC_MODE.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

PY = "3.12"                      # Pyodide 0.27's Python
ZIP_TIME = (2020, 2, 2, 0, 0, 0)
# Requirements left out of the kernel: the widgets' lab extension ships in the site itself; the terminal
# toolkit and its width tables serve IPython's terminal only; IPython's own Pygments lexers serve Sphinx and
# nbconvert.
NOT_IN_KERNEL = {"jupyterlab-widgets", "prompt-toolkit", "wcwidth", "ipython-pygments-lexers"}
# The kernel installs these at start unless they are preloaded. ssl and sqlite3 are compiled stdlib
# modules of the full Pyodide release, which no registry serves; jedi (5 MB) only serves completion.
# IPython runs without all three, so each is an empty placeholder wheel.
PLACEHOLDERS = ["ssl", "sqlite3", "jedi"]
# The Pygments lexers a kernel uses (tracebacks, `?`: Python; plain text); the rest are dropped with their
# _mapping entries, so asking for another language is Pygments' own "no lexer" error.
PYGMENTS_LEXERS = ["python", "special"]
# Folders of a wheel no kernel in a browser reads: tests, IPython's terminal (its toolkit is not shipped;
# the kernel's shell imports only its event-loop hooks) and Sphinx extension, anywidget's copies of its
# front end (the site serves its own).
DEAD = re.compile(r"^[^/]+/(tests?/|terminal/(?!__init__\.py$|pt_inputhooks/)|sphinxext/|labextension/|nbextension/)")
# Cells run after the notebooks' when profiling, so what an error or `?` imports is compiled too.
PROFILE_EXTRA = ["1 / 0", "print?", "import tutor"]
# Stdlib modules a page cannot use or the tutor never imports (unittest stays: piplite imports its mock);
# encodings: the codecs a start needs.
STDLIB_DROP = ["multiprocessing", "doctest", "xmlrpc", "wsgiref", "pickletools", "imaplib",
               "mailbox", "smtplib", "nntplib", "ftplib", "poplib", "telnetlib", "cgi", "cgitb", "aifc", "wave",
               "sunau", "pty", "tty", "tabnanny", "zipapp", "turtle", "idlelib", "lib2to3", "ensurepip", "venv"]
ENCODINGS_KEEP = ["__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le",
                  "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "idna", "punycode", "cp437", "charmap",
                  "raw_unicode_escape", "unicode_escape", "base64_codec", "hex_codec", "cp1252", "iso8859_15"]
# Which imported modules get bytecode (measured in bench/bench_site.py, issue 28):
#   "none"   : no .pyc at all (every start compiles what it imports);
#   "used"   : the imported modules ship as .pyc only (tracebacks show their file and line, not the line's
#              text); the rest as .py;
#   "source" : the imported modules ship as .pyc beside their .py.
PYC_MODE = os.environ.get("TUTOR_SITE_PYC", "used")     # the variable: for the bench's comparison only
# The stdlib's bytecode without docstrings and asserts (CPython's -OO, which its own tests run under):
# 0.3 MB less to download; help() on a stdlib function shows its signature only.
STDLIB_OPTIMIZE = 2
# The tutor's own bytecode without docstrings and asserts (nothing it runs reads a docstring): 10% of its wheel,
# which keeps the first visit under its aim with the third language's catalog.
TUTOR_OPTIMIZE = 2


def canon(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def write_zip(path: Path, files: list[tuple[str, bytes]], wheel: bool) -> None:
    """A zip with fixed times and order as given; a wheel gets its RECORD rewritten last."""
    if wheel:
        record = next(n for n, _ in files if n.endswith(".dist-info/RECORD"))
        files = [(n, d) for n, d in files if n != record]
        lines = "".join(f"{n},sha256={_b64(d)},{len(d)}\n" for n, d in files) + f"{record},,\n"
        files.append((record, lines.encode()))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, data in files:
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.external_attr = 0o644 << 16
            z.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


# -- the wheels ------------------------------------------------------------------------------------------
def trim_wheel(src: Path, dest: Path) -> Path:
    """The wheel without its .data folder and DEAD folders, with the package's own patch (ipython,
    pygments)."""
    with zipfile.ZipFile(src) as z:
        files = [(i.filename, z.read(i)) for i in z.infolist() if not i.is_dir()]
    files = [(n, d) for n, d in files if ".data/" not in n.split("/", 1)[0] + "/" and not DEAD.match(n)]
    name = canon(src.name.split("-")[0])
    if name == "ipython":
        files = _lazy_embed(files)
    elif name == "pygments":
        files = _few_lexers(files)
    out = dest / src.name
    write_zip(out, files, wheel=True)
    return out


def _lazy_embed(files: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """IPython/__init__.py imports its terminal (prompt-toolkit) for `embed` alone: import it on use."""
    old = b"from .terminal.embed import embed\n"
    new = (b"def embed(*args, **kwargs):\n    \"\"\"IPython's terminal shell (imported on use: the site's "
           b"kernel has no terminal).\"\"\"\n    from .terminal.embed import embed as terminal_embed\n"
           b"    return terminal_embed(*args, **kwargs)\n")
    out = []
    for n, d in files:
        if n == "IPython/__init__.py":
            assert old in d, "IPython's __init__ changed: revisit the lazy embed patch"
            d = d.replace(old, new)
        out.append((n, d))
    return out


def _few_lexers(files: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """Pygments with PYGMENTS_LEXERS and every lexer module they import, and a mapping of only those."""
    data = dict(files)
    keep, todo = set(), list(PYGMENTS_LEXERS)
    while todo:
        mod = todo.pop()
        if mod in keep:
            continue
        keep.add(mod)
        text = data[f"pygments/lexers/{mod}.py"].decode()
        todo += re.findall(r"^\s*from pygments\.lexers\.(\w+) import", text, re.M)
    mapping = data["pygments/lexers/_mapping.py"].decode()
    lines = [line for line in mapping.splitlines(keepends=True)
             if not (m := re.match(r"\s+'\w+': \('pygments\.lexers\.(\w+)',", line)) or m.group(1) in keep]
    keep |= {"__init__", "_mapping"}
    out = []
    for n, d in files:
        m = re.fullmatch(r"pygments/lexers/(\w+)\.py", n)
        if m and m.group(1) not in keep:
            continue
        out.append((n, "".join(lines).encode() if n == "pygments/lexers/_mapping.py" else d))
    return out


def trim_stdlib(src: Path, dest: Path) -> Path:
    """Pyodide's stdlib zip without STDLIB_DROP and the codecs outside ENCODINGS_KEEP."""
    drop = set(STDLIB_DROP)
    with zipfile.ZipFile(src) as z:
        files = []
        for i in z.infolist():
            top = i.filename.split("/")[0].removesuffix(".py")
            if i.is_dir() or top in drop:
                continue
            m = re.fullmatch(r"encodings/(\w+)\.py", i.filename)
            if m and m.group(1) not in ENCODINGS_KEEP:
                continue
            files.append((i.filename, z.read(i)))
    out = dest / src.name
    write_zip(out, files, wheel=False)
    return out


# Parts of the package the pages never run: the template game, the generators of the documents and the
# rules reference, the catalog tools, the command line. Left out, with the texts only they use, the wheel
# stays small enough for a first visit under its aim (tests/site/test_site.py) with three languages.
BUILD_ONLY = ("tutor/template/", "tutor/notebooks/sources.py", "tutor/notebooks/run.py",
              "tutor/notebooks/handouts.py", "tutor/notebooks/__main__.py", "tutor/catalogs.py", "tutor/__main__.py",
              "tutor/demos/reference.py", "tutor/demos/__main__.py", "site/")


def site_catalogs(root: Path) -> list[tuple[str, bytes]]:
    """Each language's compiled catalog without the texts that only the left-out parts say."""
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    out = []
    for po in sorted((root / "tutor" / "locale").glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as handle:
            cat = read_po(handle)
        for message in list(cat):
            places = [path for path, _ in message.locations]
            # the catalog keeps 3 places of a text at most: one said in more places is kept whatever they are
            if message.id and places and len(places) < 3 and all(p.startswith(BUILD_ONLY) for p in places):
                cat.delete(message.id, context=message.context)
        buffer = io.BytesIO()
        write_mo(buffer, cat, use_fuzzy=False)
        out.append((po.with_suffix(".mo").relative_to(root).as_posix(), buffer.getvalue()))
    return out


def tutor_wheel(root: Path, dest: Path) -> Path:
    """The tutor wheel, written file by file: the same code gives the same bytes. Metadata from
    pyproject.toml (name, version, summary, Python and dependencies), no README."""
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    name, version = project["name"], project["version"]
    info = f"{name}-{version}.dist-info"
    files = []
    for path in sorted((root / "tutor").rglob("*")):
        rel = path.relative_to(root).as_posix()
        # the catalogs' sources (.po, for translators) and what only builds and contributors use stay out
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".po", ".mo") \
                and not rel.startswith(BUILD_ONLY):
            files.append((rel, path.read_bytes()))
    files += [(mo, data) for mo, data in site_catalogs(root)]
    meta = [f"Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}",
            f"Summary: {project.get('description', '')}", f"Requires-Python: {project['requires-python']}"]
    meta += [f"Requires-Dist: {d}" for d in project.get("dependencies", [])]
    files += [(f"{info}/METADATA", ("\n".join(meta) + "\n").encode()),
              (f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: site/kernel.py\nRoot-Is-Purelib: true\n"
                                b"Tag: py3-none-any\n"),
              (f"{info}/top_level.txt", f"{name}\n".encode()),
              (f"{info}/RECORD", b"")]
    out = dest / f"{name}-{version}-py3-none-any.whl"
    write_zip(out, files, wheel=True)
    return out


def placeholder_wheel(name: str, dest: Path) -> Path:
    """An installable wheel with no module in it."""
    info = f"{name}-0.0.0.dist-info"
    files = [(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\n"
                                  "Summary: placeholder: not available in this site's Pyodide\n".encode()),
             (f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: site/kernel.py\nRoot-Is-Purelib: true\n"
                               b"Tag: py3-none-any\n"),
             (f"{info}/RECORD", b"")]
    out = dest / f"{name}-0.0.0-py3-none-any.whl"
    write_zip(out, files, wheel=True)
    return out


# -- profile and bytecode (Pyodide in node) -------------------------------------------------------------
def profile(core: Path, stdlib: Path, wheels: list[Path], cells: list[str], work: Path, cache: Path) -> dict:
    """The stdlib members and site-packages files a start imports: the kernel, then every cell; run on
    the site's own stdlib and wheels."""
    job = {"cells": cells, "extra": PROFILE_EXTRA}
    h = hashlib.sha256(json.dumps(job).encode())
    for w in sorted([stdlib, *wheels]):
        h.update(w.name.encode() + sha256(w).encode())
    cached = cache / f"profile-{h.hexdigest()[:16]}.json"
    if not cached.exists():
        runtime, folder = work / "profile-pyodide", work / "profile-wheels"
        for d in (runtime, folder):
            d.mkdir(parents=True, exist_ok=True)
        for f in core.iterdir():
            (runtime / f.name).write_bytes((stdlib if f.name == stdlib.name else f).read_bytes())
        for w in wheels:
            (folder / w.name).write_bytes(w.read_bytes())
        (work / "cells.json").write_text(json.dumps(job))
        node(runtime, "profile", folder, work / "cells.json", cached.with_suffix(".tmp"))
        cached.with_suffix(".tmp").rename(cached)
    return json.loads(cached.read_text())


def compile_all(core: Path, stdlib: Path, wheels: list[Path], used: dict, out: Path, cache: Path,
                mode: str = PYC_MODE) -> list[Path]:
    """stdlib and wheels with bytecode for the imported modules (mode: see PYC_MODE), written to out."""
    jobs, done = [], []
    for src in [stdlib, *wheels]:
        names = zipfile.ZipFile(src).namelist()
        if src == stdlib:
            members = [m for m in used["stdlib"] if m in names]
        else:
            members = [m for m in used["site"] if m in names and m.endswith(".py")]
        if mode == "none":
            members = []
        keep = mode == "source"
        optimize = STDLIB_OPTIMIZE if src == stdlib else TUTOR_OPTIMIZE if src.name.startswith("tutor-") else 0
        key = hashlib.sha256(sha256(src).encode() + json.dumps([members, keep, optimize]).encode()).hexdigest()[:16]
        cached = cache / f"{key}-{src.name}"
        if not cached.exists():
            jobs.append({"src": str(src.resolve()), "dst": str(cached.resolve()) + ".tmp", "members": members,
                         "keep_source": keep,
                         "optimize": optimize})
        done.append((cached, out / src.name))
    # The tutor's wheel in a Python of its own: marshal's output depends on what the process compiled
    # before, and the tutor's bytes must depend on its code alone (the rest is pinned and cached).
    for batch in ([j for j in jobs if not Path(j["src"]).name.startswith("tutor-")],
                  [j for j in jobs if Path(j["src"]).name.startswith("tutor-")]):
        if batch:
            job = cache / "job.json"
            job.write_text(json.dumps(batch))
            node(core, "compile", job)
            for j in batch:
                Path(j["dst"]).rename(j["dst"][:-4])
    for cached, target in done:
        target.write_bytes(cached.read_bytes())
    return [target for _, target in done]


def node(core: Path, *args) -> None:
    command, *rest = map(str, args)
    done = subprocess.run(["node", str(Path(__file__).with_name("pyc.mjs")), command, str(core), *rest],
                          capture_output=True, text=True)      # quiet: SyntaxWarnings of packages' tests
    if done.returncode:       # node quotes whole minified lines of Pyodide: keep the Python traceback
        lines = [line[:300] for line in (done.stdout + done.stderr).splitlines()
                 if line.strip() and not line.startswith(("var Module", "    at "))]
        sys.exit(f"site/pyc.mjs {command} failed:\n" + "\n".join(lines[-40:]))


# -- the Pyodide lock -----------------------------------------------------------------------------------
def wheel_meta(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, requirements for Pyodide, top-level imports) of a wheel."""
    from packaging.markers import default_environment
    from packaging.requirements import Requirement

    env = default_environment()
    env.update(sys_platform="emscripten", platform_system="Emscripten", os_name="posix",
               platform_machine="wasm32", python_version=PY, python_full_version=PY + ".7",
               implementation_name="cpython", platform_python_implementation="CPython")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
        top = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        imports = z.read(top).decode().split() if top else []
    name = re.search(r"^Name: (.+)$", meta, re.M).group(1).strip()
    version = re.search(r"^Version: (.+)$", meta, re.M).group(1).strip()
    deps = []
    for line in re.findall(r"^Requires-Dist: (.+)$", meta, re.M):
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(dict(env, extra="")):
            deps.append(canon(req.name))
    if not imports:
        tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith((".dist-info", ".data"))}
        imports = sorted(t.removesuffix(".py").removesuffix(".pyc") for t in tops if not t.endswith(".pth"))
    imports = [i for i in imports if not i.startswith("_") or i == "_pytest"]
    return canon(name), version, deps, imports


def write_lock(pyodide_dir: Path, wheels: list[Path], core_lock: dict) -> list[str]:
    """pyodide-lock.json holding exactly the shipped wheels; returns the package names."""
    packages = {}
    for w in wheels:
        name, version, deps, imports = wheel_meta(w)
        packages[name] = {"name": name, "version": version, "file_name": w.name, "install_dir": "site",
                          "sha256": sha256(w), "package_type": "package", "imports": imports,
                          "depends": deps, "unvendored_tests": False, "shared_library": False}
    for name, p in packages.items():
        unknown = [d for d in p["depends"] if d not in packages and d not in NOT_IN_KERNEL]
        assert not unknown, f"{name} needs {unknown}: add them to site/pyodide.txt"
        p["depends"] = [d for d in p["depends"] if d in packages]
    lock = {"info": core_lock["info"], "packages": dict(sorted(packages.items()))}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(packages)
