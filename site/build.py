"""Build the static site, build/site/: every notebook under notebooks/ as a notebook (JupyterLite's
JupyterLab) and as an app (Voici), running the tutor in the learner's browser under Pyodide, with no server
and no CDN; a landing page that links each course's app, notebook and handout in every language of the
tutor (tutor/locale/languages.json), and the rules reference (docs/rules, `make reference`) as pages of the
site (site/rulepages.py).

    python site/build.py [--out build/site] [--force] [--cache build/site-cache]

Run it with the project's venv (`make site`): jupytext converts the notebooks and the course list comes
from `tutor.widgets.front`. Everything else is fetched from package registries only and kept under
build/site-cache/: the build venv (site/requirements.txt), the npm package `pyodide` (its core files only)
and the kernel's pure-Python wheels (site/pyodide.txt). site/kernel.py trims and byte-compiles the
kernel's Python; site/pages.py makes the landing page and fixes the built pages (plain-http origins, the
loading screen); `make handouts` pages in build/handouts/ are copied to handouts/ when present.

The stack: jupyterlite-core 0.6.4 + jupyterlite-pyodide-kernel 0.6.1 (Pyodide 0.27.6, Python 3.12) +
voici-core 0.9.0. Voici 0.10 needs xeus-python (no wheel or npm package for it) and Voici 0.9 needs
jupyterlite-core 0.6; one stack for both keeps one Pyodide, one lock and one browser cache for the apps
and the notebooks.

Without --force the build is skipped when the inputs (the tutor, notebooks/, site/, pyproject.toml,
jupytext.toml, the handouts) are those of the last build AND every file it wrote is still there unchanged
(build/site/.inputs keeps both).
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import kernel  # noqa: E402
import pages  # noqa: E402
import rulepages  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SITE_SRC = ROOT / "site"
CACHE = ROOT / "build" / "site-cache"     # --cache DIR moves it (the bench times a build from an empty one)
WORK = ROOT / "build" / "site-work"
HANDOUTS = ROOT / "build" / "handouts"
REFERENCE = ROOT / "docs" / "rules"        # the rules reference, `make reference`
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# Pyodide's core files (the npm package also has type stubs, source maps and a console page: not needed).
PYODIDE_CORE = ["pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip"]
# The lab extensions the site ships (the build venv has more: Voila's preview needs a server, and
# jupyterlab_pygments only themes Pygments' HTML, which no page here shows).
EXTENSIONS = ["@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension", "anywidget"]
# Lab settings for the site: no news pop-up; a notebook keeps every cell on the page (JupyterLab otherwise
# hides the cells out of view, so the browser's find, printing and links to a lesson miss the course
# documents' sections). (binder/overrides.json also names jupytext's viewer, which only a server has.)
LAB_SETTINGS = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
                "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}
FRONT = "notebooks/00_start_here.ipynb"


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(cmd: list, **kw) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def pip_env() -> dict:
    """pip's own cache kept under build/ (as the tests' is), not in $HOME."""
    return dict(os.environ, PIP_CACHE_DIR=str(CACHE / "pip"))


def pins(path: Path) -> dict[str, str]:
    """name -> version from a `name==version` file (comments allowed)."""
    out = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = line.split("==")
            out[kernel.canon(name)] = version.strip()
    return out


# -- inputs, outputs and staleness ----------------------------------------------------------------------
def input_files() -> list[Path]:
    files = [*sorted((ROOT / "tutor").rglob("*")), *sorted((ROOT / "notebooks").rglob("*")),
             *sorted(SITE_SRC.glob("*")), *sorted(HANDOUTS.glob("*.html")), *sorted(REFERENCE.rglob("*")),
             ROOT / "pyproject.toml", ROOT / "jupytext.toml"]
    return [f for f in files if f.is_file() and "__pycache__" not in f.parts and f.suffix != ".pyc"
            and ".ipynb_checkpoints" not in f.parts]


def inputs_digest() -> str:
    h = hashlib.sha256()
    for f in input_files():
        h.update(str(f.relative_to(ROOT)).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def outputs(out: Path) -> dict[str, str]:
    """Every file of the built site (but the stamp) -> its sha256."""
    return {str(f.relative_to(out)): hashlib.sha256(f.read_bytes()).hexdigest()
            for f in sorted(out.rglob("*")) if f.is_file() and f.name != ".inputs"}


def up_to_date(out: Path) -> bool:
    """The inputs are those of the last build and every output it wrote is still there, unchanged."""
    try:
        stamp = json.loads((out / ".inputs").read_text())
    except (OSError, ValueError):
        return False
    return (isinstance(stamp, dict) and stamp.get("inputs") == inputs_digest()
            and stamp.get("outputs") == outputs(out))


# -- the build venv, Pyodide, the wheels ----------------------------------------------------------------
def build_venv() -> Path:
    req = SITE_SRC / "requirements.txt"
    venv = CACHE / f"venv-{hashlib.sha256(req.read_bytes()).hexdigest()[:12]}"
    stamp = venv / ".installed"
    if not stamp.exists():
        log(f"build venv {venv} (site/requirements.txt)")
        shutil.rmtree(venv, ignore_errors=True)
        for old in CACHE.glob("venv-*"):
            shutil.rmtree(old, ignore_errors=True)
        base = getattr(sys, "_base_executable", sys.executable)
        run([base, "-m", "venv", venv])
        run([venv / "bin" / "python", "-m", "pip", "install", "-qq", "-r", req], env=pip_env())
        stamp.touch()
    return venv


def pyodide_core(version: str) -> Path:
    """The npm package `pyodide`, unpacked once into the cache."""
    dest = CACHE / f"pyodide-{version}"
    if not (dest / "pyodide-lock.json").exists():
        log(f"npm pack pyodide@{version}")
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, npm_config_cache=str(CACHE / "npm"), npm_config_update_notifier="false")
            run(["npm", "pack", f"pyodide@{version}", "--silent", "--pack-destination", tmp], env=env,
                stdout=subprocess.DEVNULL)
            tgz = next(Path(tmp).glob("pyodide-*.tgz"))
            shutil.rmtree(dest, ignore_errors=True)
            dest.mkdir(parents=True)
            with tarfile.open(tgz) as tar:
                for member in tar.getmembers():
                    name = member.name.removeprefix("package/")
                    if name in PYODIDE_CORE or name == "pyodide-lock.json":
                        member.name = name
                        tar.extract(member, dest, filter="data")
    return dest


def kernel_wheels(wanted: dict[str, str]) -> list[Path]:
    """The pinned pure-Python wheels, downloaded once for Python 3.12."""
    dest = CACHE / "wheels"
    dest.mkdir(parents=True, exist_ok=True)

    def have() -> dict[str, Path]:
        found = {}
        for w in dest.glob("*.whl"):
            name, version = w.name.split("-")[:2]
            if wanted.get(kernel.canon(name)) == version:
                found[kernel.canon(name)] = w
        return found

    missing = [n for n in wanted if n not in have()]
    if missing:
        log(f"pip download {len(missing)} wheels for Python {kernel.PY}")
        run([sys.executable, "-m", "pip", "download", "-qq", "--no-deps", "--only-binary=:all:",
             "--python-version", kernel.PY, "--implementation", "py", "--abi", "none", "--platform", "any",
             "-d", dest, *[f"{n}=={wanted[n]}" for n in missing]], env=pip_env())
    found = have()
    assert set(found) == set(wanted), f"missing wheels: {set(wanted) - set(found)}"
    return [found[n] for n in wanted]


def python(core: Path, downloaded: list[Path], venv: Path, cells: list[str], pyodide_dir: Path) -> list[str]:
    """The kernel's Python into pyodide_dir: trimmed wheels and stdlib, bytecode for what a start imports,
    the lock. Returns the package names."""
    raw = WORK / "raw"
    raw.mkdir(parents=True)
    ext = venv / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    shims = [w for w in sorted((ext / "pypi").glob("*.whl"))   # the kernel's own wheels, widgets 8's shim
             if not w.name.startswith("widgetsnbextension-") or w.name.startswith("widgetsnbextension-4.")]
    wheels = [kernel.trim_wheel(w, raw) for w in [*downloaded, *shims]]
    wheels += [kernel.tutor_wheel(ROOT, raw), *(kernel.placeholder_wheel(n, raw) for n in kernel.PLACEHOLDERS)]
    stdlib = kernel.trim_stdlib(core / "python_stdlib.zip", raw)
    log(f"profile: the modules a start imports ({len(cells)} notebook cells, Pyodide in node)")
    used = kernel.profile(core, stdlib, wheels, cells, WORK, CACHE)
    if used.get("failed_cells"):
        log(f"  {len(used['failed_cells'])} cells failed under node; their imports still count. The first: "
            f"{used['failed_cells'][0]}")
    (CACHE / "pyc").mkdir(parents=True, exist_ok=True)
    compiled = kernel.compile_all(core, stdlib, wheels, used, pyodide_dir, CACHE / "pyc")
    return kernel.write_lock(pyodide_dir, compiled[1:], json.loads((core / "pyodide-lock.json").read_text()))


def kernel_bytes(pyodide_dir: Path) -> tuple[int, float]:
    """What the kernel's worker fetches at start: (bytes decoded, MB on the wire gzipped)."""
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    files = [pyodide_dir / p["file_name"] for p in lock["packages"].values()]
    files += [pyodide_dir / n for n in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")]
    raw = sum(f.stat().st_size for f in files)
    wire = sum(len(gzip.compress(f.read_bytes(), 6)) if f.suffix in (".wasm", ".json") else f.stat().st_size
               for f in files)
    return raw, wire / 1e6


# -- the build ------------------------------------------------------------------------------------------
def build(out: Path) -> None:
    t0 = time.monotonic()
    # (reading them also compiles a catalog whose .mo is older than its .po: the tutor wheel carries the .mo)
    log(f"{pages.texts_in_every_language()} texts of the pages read in every language")
    kernel_pins = pins(SITE_SRC / "pyodide.txt")
    pyodide_version = kernel_pins.pop("pyodide")
    venv = build_venv()
    core = pyodide_core(pyodide_version)
    downloaded = kernel_wheels(kernel_pins)

    shutil.rmtree(WORK, ignore_errors=True)
    pyodide_dir = WORK / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for f in PYODIDE_CORE:
        if f != "python_stdlib.zip":
            shutil.copy(core / f, pyodide_dir / f)
    served = pages.notebooks(ROOT / "notebooks", WORK / "files" / "notebooks")
    if REFERENCE.is_dir():   # the front page's markdown links the reference from notebooks/: Lab opens it
        shutil.copytree(REFERENCE, WORK / "files" / "docs" / "rules", ignore=shutil.ignore_patterns(".*"))
    names = python(core, downloaded, venv, pages.code_cells(served), pyodide_dir)

    labext = venv / "share" / "jupyter" / "labextensions"
    for name in EXTENSIONS:
        shutil.copytree(labext / name, WORK / "labextensions" / name)
    (WORK / "lab").mkdir()
    (WORK / "lab" / "overrides.json").write_text(json.dumps(LAB_SETTINGS, indent=1))
    (WORK / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Rules tutor",
            "litePluginSettings": {KERNEL_PLUGIN: {
                "disablePyPIFallback": True,
                # every package at kernel start, from the site: no piplite install, no PyPI
                "loadPyodideOptions": {"packages": names},
            }},
        }}, indent=1))
    (WORK / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "apps": ["lab", "voici"], "contents": ["files"], "no_sourcemaps": True,
        "no_unused_shared_packages": True, "ignore_sys_prefix": ["federated_extensions"]},
        "FederatedExtensionAddon": {"extra_labextensions_path": [str(WORK / "labextensions")]}}, indent=1))

    tmp_out = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp_out, ignore_errors=True)
    log("jupyter lite build")
    # only the build venv's lab extensions and settings: none from $HOME or the environment
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH")}
    env.update(JUPYTER_CONFIG_DIR=str(WORK / ".jupyter" / "config"), JUPYTER_DATA_DIR=str(WORK / ".jupyter" / "data"))
    done = subprocess.run([str(venv / "bin" / "jupyter"), "lite", "build", "--lite-dir", str(WORK),
                           "--output-dir", str(tmp_out)], cwd=WORK, env=env, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"jupyter lite build failed:\n{done.stdout}\n{done.stderr}")
    finish(tmp_out, served)
    shutil.rmtree(out, ignore_errors=True)
    tmp_out.rename(out)
    (out / ".inputs").write_text(json.dumps({"inputs": inputs_digest(), "outputs": outputs(out)}))
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    log(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: {size / 1e6:.1f} MB, "
        f"{time.monotonic() - t0:.0f} s; serve it to a room with: make serve")


def finish(out: Path, served: list[Path]) -> None:
    """The built site's pages: no CDN, apps that start on any http origin with a loading screen, the
    handouts, the landing page."""
    pages.strip_external(out)
    pages.apps_only(out)
    pages.fix_voici_pages(out)
    pages.prune_fonts(out)
    pages.patch_service_worker_wait(out)
    pages.count_kernel_downloads(out)
    total, wire = kernel_bytes(out / "static" / "pyodide")
    pages.loading_screens(out, total, wire)
    handouts = set()
    if HANDOUTS.is_dir():
        for f in sorted(HANDOUTS.glob("*.html")):
            (out / "handouts").mkdir(exist_ok=True)
            shutil.copy(f, out / "handouts" / f.name)
            handouts.add(f.name)
    files = out / "files"
    rel = {str(p.relative_to(WORK / "files")) for p in served}
    rows = pages.entries(rel, handouts)
    # what a first visit of an app fetches: the kernel, and about 2 MB of the page's own scripts
    reference = rulepages.rule_pages(out, REFERENCE)
    landing = pages.landing_page(rows, wire + 2, FRONT if FRONT in rel else None)
    (out / "index.html").write_text(landing.replace("<!--rules-->", rulepages.landing_block(reference)))
    for junk in (out / ".jupyterlite.doit.db", ):
        if junk.exists():
            junk.unlink()
    assert files.is_dir()


def main() -> None:
    global CACHE
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--force", action="store_true", help="rebuild even if the inputs have not changed")
    parser.add_argument("--cache", type=Path, help=f"downloads and the build venv (default {CACHE})")
    args = parser.parse_args()
    if args.cache:
        CACHE = args.cache.resolve()
    out = args.out.resolve()
    if not args.force and up_to_date(out):
        log(f"{out} is up to date (--force rebuilds)")
        return
    build(out)


if __name__ == "__main__":
    main()
