// Byte-compile wheels and Pyodide's stdlib zip with Pyodide's own Python (so the .pyc match its version),
// for site/build.py. The npm package's stdlib and the PyPI wheels hold only .py: without .pyc the browser
// compiles every module it imports, on every start (IPython alone: about 2 s).
//
//   node site/pyc.mjs <pyodide dir> <in> <out> [<in> <out> ...]
//
// A wheel gets __pycache__/*.cpython-312.pyc (and RECORD lines); a stdlib zip gets X.pyc beside X.py, as
// zipimport wants. Every .pyc is an unchecked hash-based one (PEP 552): used without looking at the
// source's time, which unpacking does not keep. The .py files stay, for tracebacks (and a stdlib zip with
// .pyc only, 2.3 MB smaller, started Pyodide about 0.6 s slower here).
import path from "node:path";

const [dir, ...pairs] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(dir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: path.resolve(dir) + "/" });
py.FS.mkdir("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
py.globals.set("pairs", py.toPy(pairs.map((p) => path.resolve(p))));
py.runPython(`
import base64, hashlib, importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
SITE = f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages/"
STDLIB = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_zip(src, dst):
    wheel = src.endswith(".whl")
    prefix = SITE if wheel else STDLIB
    record, lines = None, []
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if wheel and info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            zout.writestr(info, data)
            if not info.filename.endswith(".py"):
                continue
            try:
                code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
            except (SyntaxError, ValueError):
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            folder, _, stem = info.filename[:-3].rpartition("/")
            if wheel:
                name = (folder + "/" if folder else "") + f"__pycache__/{stem}.{TAG}.pyc"
            else:
                name = info.filename[:-3] + ".pyc"
            zinfo = zipfile.ZipInfo(name, info.date_time)
            zinfo.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zinfo, pyc)
            lines.append(record_line(name, pyc))
        if record:
            info, data = record
            text = data.decode().rstrip("\\n").split("\\n")
            own = [l for l in text if l.startswith(info.filename + ",")]
            rest = [l for l in text if not l.startswith(info.filename + ",")]
            zout.writestr(info, "\\n".join(rest + lines + own) + "\\n")


items = list(pairs)
for src, dst in zip(items[0::2], items[1::2]):
    compile_zip("/host" + src, "/host" + dst)
`);
