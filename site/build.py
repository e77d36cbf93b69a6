"""Build the static site, build/site/: every course as a notebook (JupyterLite's JupyterLab) and as an app
(Voici), running the tutor in the learner's browser under Pyodide, with no server and no CDN.

    python site/build.py [--out build/site] [--force] [--cache build/site-cache]

Run it with the project's venv (`make site`): jupytext converts the notebooks and the front page's course
list comes from `tutor.widgets.front`. Everything else is fetched from package registries only and kept
under build/site-cache/: the build venv (site/requirements.txt), the npm package `pyodide` (its core files
only) and the kernel's pure-Python wheels (site/pyodide.txt). The tutor wheel is built from this checkout.
Pyodide's own Python, run by node (site/pyc.mjs), byte-compiles the stdlib and every wheel once, so the
browser does not compile each module it imports on every start (the kernel starts about twice as fast).

The stack: jupyterlite-core 0.6.4 + jupyterlite-pyodide-kernel 0.6.1 (Pyodide 0.27.6, Python 3.12) +
voici-core 0.9.0. Voici 0.10 needs xeus-python (no wheel or npm package for it) and Voici 0.9 needs
jupyterlite-core 0.6; one stack for both keeps one Pyodide, one lock and one browser cache for the apps
and the notebooks (JupyterLite 0.8 with Pyodide 314 would need a second Pyodide just for the apps).

Without --force the build is skipped when build/site/.inputs matches the inputs (sources, notebooks,
site/, binder/overrides.json).
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE_SRC = ROOT / "site"
CACHE = ROOT / "build" / "site-cache"     # --cache DIR moves it (the bench times a build from an empty one)
WORK = ROOT / "build" / "site-work"
PY = "3.12"                      # Pyodide 0.27's Python
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# Pyodide's core files (the npm package also has type stubs, source maps and a console page: not needed).
PYODIDE_CORE = ["pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip"]
# The kernel installs these at start unless they are preloaded. ssl and sqlite3 are compiled stdlib
# modules of the full Pyodide release, which no registry serves; jedi (5 MB) only serves completion.
# IPython runs without all three, so each is an empty placeholder wheel.
PLACEHOLDERS = ["ssl", "sqlite3", "jedi"]
# Requirements nothing imports in the kernel: the widgets' lab extension ships in the site itself.
NOT_IN_KERNEL = {"jupyterlab-widgets"}
# Lab extensions in the build venv that need a server: off.
DISABLED_EXTENSIONS = ["@voila-dashboards/jupyterlab-preview"]


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(cmd: list, **kw) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def canon(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


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
            out[canon(name)] = version.strip()
    return out


# -- inputs and staleness -------------------------------------------------------------------------------
def input_files() -> list[Path]:
    files = [*sorted((ROOT / "tutor").rglob("*")), *sorted((ROOT / "notebooks").glob("*.py")),
             *sorted(SITE_SRC.glob("*")), ROOT / "pyproject.toml", ROOT / "binder" / "overrides.json"]
    return [f for f in files if f.is_file() and "__pycache__" not in f.parts and f.suffix != ".pyc"]


def inputs_digest() -> str:
    h = hashlib.sha256()
    for f in input_files():
        h.update(str(f.relative_to(ROOT)).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


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
            if wanted.get(canon(name)) == version:
                found[canon(name)] = w
        return found

    missing = [n for n in wanted if n not in have()]
    if missing:
        log(f"pip download {len(missing)} wheels for Python {PY}")
        run([sys.executable, "-m", "pip", "download", "-qq", "--no-deps", "--only-binary=:all:",
             "--python-version", PY, "--implementation", "py", "--abi", "none", "--platform", "any",
             "-d", dest, *[f"{n}=={wanted[n]}" for n in missing]], env=pip_env())
    found = have()
    assert set(found) == set(wanted), f"missing wheels: {set(wanted) - set(found)}"
    return [found[n] for n in wanted]


def tutor_wheel(venv: Path, out: Path) -> Path:
    """The tutor wheel, built from a copy of the sources (no build/ or egg-info left in the checkout), with
    every data file of the package (anywidget's .js and .css) checked to be inside it."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT / "tutor", src / "tutor", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for f in ("pyproject.toml", "README.md"):
            shutil.copy(ROOT / f, src / f)
        data = sorted({p.suffix for p in (src / "tutor").rglob("*") if p.is_file() and p.suffix != ".py"})
        _include_package_data(src / "pyproject.toml", data)
        run([venv / "bin" / "python", "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
             "--no-index", "-w", out, src], stdout=subprocess.DEVNULL)
        wheel = next(out.glob("tutor-*.whl"))
        names = set(zipfile.ZipFile(wheel).namelist())
        needed = {str(p.relative_to(src)) for p in (src / "tutor").rglob("*")
                  if p.is_file() and p.suffix in data}
        assert needed <= names, f"the tutor wheel lacks {sorted(needed - names)}"
    return wheel


def _include_package_data(pyproject: Path, suffixes: list[str]) -> None:
    """Make sure package-data names every data suffix of the package (the wheel must carry the widgets'
    .js and .css); a no-op when pyproject.toml already does."""
    text = pyproject.read_text()
    m = re.search(r'^"\*" = \[(.*)\]$', text, re.M)
    listed = set(re.findall(r'"\*\.(\w+)"', m.group(1))) if m else set()
    extra = [s for s in suffixes if s.lstrip(".") not in listed]
    if not extra:
        return
    globs = ", ".join(f'"*{s}"' for s in sorted({*(f".{x}" for x in listed), *extra}))
    if m:
        text = text[:m.start()] + f'"*" = [{globs}]' + text[m.end():]
    else:
        text += f'\n[tool.setuptools.package-data]\n"*" = [{globs}]\n'
    pyproject.write_text(text)


def precompile(core: Path, files: list[Path], out: Path) -> list[Path]:
    """The files (wheels, the stdlib zip) with .pyc added by Pyodide's own Python in node (site/pyc.mjs),
    written to out under the same names; compiled once per file content (build/site-cache/pyc)."""
    cache = CACHE / "pyc"
    cache.mkdir(parents=True, exist_ok=True)
    done, todo = [], []
    for f in files:
        cached = cache / f"{sha256(f)[:16]}-{f.name}"
        done.append((cached, out / f.name))
        if not cached.exists():
            todo += [f, cached.with_suffix(cached.suffix + ".tmp")]
    if todo:
        log(f"byte-compile {len(todo) // 2} files with Pyodide's Python (node)")
        node = subprocess.run(["node", str(SITE_SRC / "pyc.mjs"), str(core), *map(str, todo)],
                              capture_output=True, text=True)   # quiet: SyntaxWarnings of packages' tests
        if node.returncode:
            sys.exit(f"byte-compiling failed:\n{node.stdout}\n{node.stderr}")
        for tmp in todo[1::2]:
            tmp.rename(tmp.with_suffix(""))
    for cached, target in done:
        shutil.copy(cached, target)
    return [target for _, target in done]


def placeholder_wheel(name: str, out: Path) -> Path:
    """An installable wheel with no module in it."""
    wheel = out / f"{name}-0.0.0-py3-none-any.whl"
    info = f"{name}-0.0.0.dist-info"
    files = {f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\n"
                                  "Summary: placeholder: not available in this site's Pyodide\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: site/build.py\nRoot-Is-Purelib: true\n"
                              "Tag: py3-none-any\n"}
    record = "".join(f"{n},sha256={_b64(c.encode())},{len(c.encode())}\n" for n, c in files.items())
    files[f"{info}/RECORD"] = record + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as z:
        for n, c in files.items():
            z.writestr(zipfile.ZipInfo(n, (2020, 2, 2, 0, 0, 0)), c)
    return wheel


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


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
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = z.read(meta_name).decode()
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
        imports = sorted(t.removesuffix(".py") for t in tops if not t.endswith(".pth"))
    imports = [i for i in imports if not i.startswith("_") or i == "_pytest"]
    return canon(name), version, deps, imports


def write_lock(pyodide_dir: Path, wheels: list[Path], core_lock: dict) -> list[str]:
    """Rewrite pyodide-lock.json to hold exactly the shipped wheels; returns the package names."""
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
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    return sorted(packages)


# -- contents, config, landing page ---------------------------------------------------------------------
def notebooks(dest: Path) -> list[Path]:
    """Every notebooks/*.py as an .ipynb for the Pyodide kernel (no kernel chooser on open)."""
    import jupytext

    dest.mkdir(parents=True, exist_ok=True)
    out = []
    for src in sorted((ROOT / "notebooks").glob("*.py")):
        nb = jupytext.read(src)
        nb.metadata["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
        nb.metadata.pop("jupytext", None)
        target = dest / f"{src.stem}.ipynb"
        jupytext.write(nb, target, fmt="ipynb")
        out.append(target)
    return out


def courses(stems: list[str]) -> list[dict]:
    """The landing page's entries: the front page's course list (tutor.widgets.front) for titles and
    blurbs in both languages, then any other notebook, titled by its first heading."""
    entries, seen = [], set()
    try:
        from tutor.widgets.front import COURSES
        for e in COURSES:
            stem = Path(e.notebook).stem
            entries.append({"stem": stem, "ready": stem in stems,
                            "title": {lang: e.title(lang) for lang in ("en", "es")},
                            "blurb": {lang: e.blurb(lang) for lang in ("en", "es")}})
            seen.add(stem)
    except Exception as err:  # the list is a nicety: every notebook is linked even without it
        log(f"no course list from tutor.widgets.front ({err!r}): titles from the notebooks")
    for stem in stems:
        if stem not in seen and not stem.startswith("00_"):
            source = (ROOT / "notebooks" / f"{stem}.py").read_text()
            m = re.search(r"^# # (.+)$", source, re.M)
            title = m.group(1).strip() if m else stem
            en, es = title, title
            if stem.startswith("classroom_"):     # as the front page names its classrooms
                en, es = f"{title} in class", f"{title} en clase"
            entries.append({"stem": stem, "ready": True, "title": {"en": en, "es": es},
                            "blurb": {"en": "", "es": ""}})
    return entries


WORDS = {
    "title": ("Rules tutor", "Tutor de reglas"),
    "intro": ("Learn a game's rules by playing them: click the board, and the panel beside it tells you what "
              "happened and which rule made it happen. Everything runs in this browser: nothing to install, "
              "no account. The first start takes a few seconds while Python loads.",
              "Aprende las reglas de un juego jugándolo: haz clic en el tablero y el panel de al lado te dice "
              "qué ha pasado y qué regla lo ha causado. Todo funciona en este navegador: nada que instalar, "
              "sin cuenta. El primer arranque tarda unos segundos mientras se carga Python."),
    "app": ("Open as an app", "Abrir como aplicación"),
    "notebook": ("Open the notebook", "Abrir el cuaderno"),
    "soon": ("coming soon", "próximamente"),
    "run": ("In a notebook, run it with Run ▸ Run All; the app starts by itself. The language switch at the "
            "top of every course turns its texts into Spanish.",
            "En un cuaderno, ejecútalo con Run ▸ Run All; la aplicación arranca sola. El selector de idioma "
            "arriba de cada curso pasa sus textos al español."),
    "front": ("All notebooks in JupyterLab", "Todos los cuadernos en JupyterLab"),
}


def landing_page(entries: list[dict]) -> str:
    def both(en: str, es: str, tag: str = "span") -> str:
        return (f'<{tag} lang="en">{html.escape(en)}</{tag}><{tag} lang="es">{html.escape(es)}</{tag}>')

    def word(key: str, tag: str = "span") -> str:
        return both(*WORDS[key], tag=tag)

    rows = []
    for e in entries:
        if e["ready"]:
            app = f"voici/render/notebooks/{e['stem']}.html"
            nb = f"lab/index.html?path=notebooks/{e['stem']}.ipynb"
            links = (f'<a class="app" href="{app}" data-course="{e["stem"]}">{word("app")}</a> · '
                     f'<a class="notebook" href="{nb}" data-course="{e["stem"]}">{word("notebook")}</a>')
        else:
            links = f"<i>{word('soon')}</i>"
        blurb = both(e["blurb"]["en"], e["blurb"]["es"]) if e["blurb"]["en"] else ""
        rows.append(f'<li><b>{both(e["title"]["en"], e["title"]["es"])}</b>: {blurb}<br>{links}</li>')
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rules tutor · Tutor de reglas</title>
<!-- JupyterLite's pages read the site's root config from this element: keep it, empty -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
  body {{ font: 18px/1.5 system-ui, sans-serif; max-width: 46em; margin: 2em auto; padding: 0 1em; color: #222; }}
  h1 {{ font-size: 1.8em; margin-bottom: .3em; }}
  html[data-lang="en"] [lang="es"], html[data-lang="es"] [lang="en"] {{ display: none; }}
  .switch button {{ font: inherit; padding: .2em .8em; border: 1px solid #888; background: #fff; cursor: pointer; }}
  .switch button[aria-pressed="true"] {{ background: #335; color: #fff; }}
  ul.courses {{ padding-left: 1.2em; }} ul.courses li {{ margin: .8em 0; }}
  a {{ color: #1a55a0; }} small {{ color: #555; }}
</style>
</head>
<body data-site="tutor">
<div class="switch" role="group" aria-label="Language · Idioma">
  <button type="button" data-set-lang="en">English</button> <button type="button" data-set-lang="es">Español</button>
</div>
<h1>{word("title")}</h1>
<p>{word("intro")}</p>
<ul class="courses">
{chr(10).join(rows)}
</ul>
<p><small>{word("run")}</small></p>
<p><small><a href="lab/index.html?path=notebooks/00_start_here.ipynb">{word("front")}</a></small></p>
<script>
  const root = document.documentElement;
  const set = (lang) => {{
    root.dataset.lang = lang; root.lang = lang;
    for (const b of document.querySelectorAll("[data-set-lang]")) b.setAttribute("aria-pressed", String(b.dataset.setLang === lang));
    try {{ localStorage.setItem("tutor-lang", lang); }} catch (e) {{}}
  }};
  let lang = new URLSearchParams(location.search).get("lang");
  try {{ lang = lang || localStorage.getItem("tutor-lang"); }} catch (e) {{}}
  lang = lang || ((navigator.language || "en").toLowerCase().startsWith("es") ? "es" : "en");
  set(lang === "es" ? "es" : "en");
  for (const b of document.querySelectorAll("[data-set-lang]")) b.addEventListener("click", () => set(b.dataset.setLang));
</script>
</body>
</html>
"""


EXTERNAL = re.compile(r"""<link[^>]+href=["']https?://[^>]*>\s*""", re.I)


CONFIG = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.S)


def fix_voici_pages(out: Path) -> None:
    """Voici bakes each page's config in, with the kernel's URLs (Pyodide, the piplite index) relative to
    the site's root; the browser resolves them against the page. Point them at the root through the page's
    own baseUrl, so the site also works from a sub-folder (GitHub Pages)."""
    def rebase(value, base):
        if isinstance(value, dict):
            return {k: rebase(v, base) if k.endswith(("Url", "Urls")) or isinstance(v, dict) else v
                    for k, v in value.items()}
        if isinstance(value, list):
            return [rebase(v, base) for v in value]
        if isinstance(value, str) and value.startswith("./"):
            return base + value[2:]
        return value

    for page in (out / "voici").rglob("*.html"):
        text = page.read_text()
        m = CONFIG.search(text)
        if not m:
            continue
        config = json.loads(m.group(2))
        base = config.get("baseUrl", "./")
        config["litePluginSettings"] = rebase(config.get("litePluginSettings", {}), base)
        text = text[:m.start(2)] + json.dumps(config) + text[m.end(2):]
        page.write_text(text)


def prune_fonts(out: Path) -> None:
    """Font Awesome comes in five formats; every browser that runs Pyodide takes the woff2 one."""
    for woff2 in out.rglob("*.woff2"):
        for old in (".woff", ".ttf", ".eot", ".svg"):
            twin = woff2.with_suffix(old)
            if twin.exists():
                twin.unlink()


def strip_external(out: Path) -> None:
    """Voila's templates link Font Awesome from a CDN (nothing of ours uses its icons): drop the links, and
    fail if any page still loads something from outside the site."""
    for page in out.rglob("*.html"):
        text = page.read_text()
        new = EXTERNAL.sub("", text)
        if new != text:
            page.write_text(new)
        bad = re.findall(r"""(?:src|href)=["'](https?://[^"']+)""", new)
        assert not bad, f"{page.relative_to(out)} loads {bad}"


# -- the build ------------------------------------------------------------------------------------------
def build(out: Path) -> None:
    t0 = time.monotonic()
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
    ext = venv / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    shims = [w for w in sorted((ext / "pypi").glob("*.whl"))   # the kernel's own wheels, widgets 8's shim
             if not w.name.startswith("widgetsnbextension-") or w.name.startswith("widgetsnbextension-4.")]
    with tempfile.TemporaryDirectory() as tmp:
        own = tutor_wheel(venv, Path(tmp))
        wheels = precompile(core, [core / "python_stdlib.zip", *downloaded, *shims, own], pyodide_dir)[1:]
    wheels += [placeholder_wheel(n, pyodide_dir) for n in PLACEHOLDERS]
    names = write_lock(pyodide_dir, wheels, json.loads((core / "pyodide-lock.json").read_text()))

    stems = [p.stem for p in notebooks(WORK / "files" / "notebooks")]
    (WORK / "lab").mkdir()
    shutil.copy(ROOT / "binder" / "overrides.json", WORK / "lab" / "overrides.json")
    (WORK / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Rules tutor",
            "disabledExtensions": DISABLED_EXTENSIONS,
            "litePluginSettings": {KERNEL_PLUGIN: {
                "disablePyPIFallback": True,
                # every package at kernel start, from the site: no piplite install, no PyPI
                "loadPyodideOptions": {"packages": names},
            }},
        }}, indent=1))
    (WORK / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "apps": ["lab", "voici"], "contents": ["files"], "no_sourcemaps": True,
        "no_unused_shared_packages": True}}, indent=1))

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
    strip_external(tmp_out)
    fix_voici_pages(tmp_out)
    prune_fonts(tmp_out)
    (tmp_out / "index.html").write_text(landing_page(courses(stems)))
    for junk in (tmp_out / ".jupyterlite.doit.db", ):
        if junk.exists():
            junk.unlink()
    shutil.rmtree(out, ignore_errors=True)
    tmp_out.rename(out)
    (out / ".inputs").write_text(inputs_digest())
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    log(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: {size / 1e6:.1f} MB, "
        f"{time.monotonic() - t0:.0f} s; open it with: python -m http.server -d {out}")


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
    stamp = out / ".inputs"
    if not args.force and stamp.exists() and stamp.read_text() == inputs_digest():
        log(f"{out} is up to date (--force rebuilds)")
        return
    build(out)


if __name__ == "__main__":
    main()
