// Pyodide's own Python, run by node, for site/kernel.py: which modules a start imports, and their bytecode.
//
//   node site/pyc.mjs profile <pyodide dir> <wheels dir> <cells.json> <out.json>
//       installs every wheel, starts the kernel as the site's worker does (import piplite, pyodide_kernel),
//       runs the code cells {"cells": [...], "extra": [...]} (widgets made with no front end), and writes
//       the files of every module imported, as {"stdlib": [...zip members], "site": [...paths in
//       site-packages], "failed_cells": [the errors of "cells"]}.
//   node site/pyc.mjs compile <pyodide dir> <job.json>
//       job: [{"src", "dst", "members": [...], "keep_source": bool, "optimize": 0|1|2}]: writes dst = src
//       with each member (a .py) byte-compiled (optimize as compile() takes it). keep_source: X.py stays and the bytecode goes where the import system looks
//       first for it (a wheel: __pycache__/X.cpython-312.pyc; a zip: X.pyc beside X.py); otherwise X.pyc
//       replaces X.py (a sourceless module: smaller, but its lines are missing from tracebacks).
//
// Every .pyc is an unchecked hash-based one (PEP 552), used without looking at any source time. Compiled
// with PYTHONNODEBUGRANGES (no column ranges: 20% smaller; tracebacks lose only their ^^^ markers).
import fs from "node:fs";
import path from "node:path";

// Paths as the host sees them, symbolic links resolved (Pyodide's view of the host, /host, cannot follow a
// link that points outside it).
const real = (p) => {
  const full = path.resolve(p);
  return fs.existsSync(full) ? fs.realpathSync(full) : path.join(fs.realpathSync(path.dirname(full)), path.basename(full));
};
const [command, dir, ...rest] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(dir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: path.resolve(dir) + "/", env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });
py.FS.mkdir("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");

if (command === "profile") {
  const [wheels, cells, out] = rest.map(real);
  const files = fs.readdirSync(wheels).filter((f) => f.endsWith(".whl")).sort().map((f) => path.join(wheels, f));
  await py.loadPackage(files, { messageCallback: () => {}, errorCallback: (m) => console.error(m) });
  py.globals.set("cells_path", "/host" + cells);
  py.globals.set("out_path", "/host" + out);
  await py.runPythonAsync(`
import json, sys
import piplite.piplite            # as the kernel's worker starts: the package manager, then the kernel
import pyodide_kernel
shell = pyodide_kernel.ipython_shell
shell.send_comm = lambda *args, **kwargs: None      # no front end: widgets are made and never shown
failed = []
job = json.load(open(cells_path))
for source in job["cells"]:
    result = shell.run_cell(source, store_history=False, silent=True)
    if not result.success:
        failed.append(repr(result.error_in_exec or result.error_before_exec)[:300])
for source in job["extra"]:           # an error's traceback, help: their imports count, their result not
    shell.run_cell(source, store_history=False, silent=True)
stdlib, site = set(), set()
for module in list(sys.modules.values()):
    name = getattr(module, "__file__", None) or ""
    if name.startswith("/lib/python312.zip/"):
        stdlib.add(name[len("/lib/python312.zip/"):])
    elif "/site-packages/" in name:
        site.add(name.split("/site-packages/", 1)[1])
json.dump({"stdlib": sorted(stdlib), "site": sorted(site), "failed_cells": failed}, open(out_path, "w"))
`);
} else if (command === "compile") {
  py.globals.set("job_path", "/host" + real(rest[0]));
  py.runPython(`
import base64, hashlib, importlib.util, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
SITE = f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages/"
STDLIB = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def pyc_name(member, wheel, keep_source):
    if not keep_source or not wheel:
        return member[:-3] + ".pyc"
    folder, _, stem = member[:-3].rpartition("/")
    return (folder + "/" if folder else "") + f"__pycache__/{stem}.{TAG}.pyc"


def compile_zip(src, dst, members, keep_source, optimize):
    wheel = src.endswith(".whl")
    prefix = SITE if wheel else STDLIB
    wanted = set(members)
    record, written = None, []
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if wheel and info.filename.endswith(".dist-info/RECORD"):
                record = info
                continue
            code = None
            if info.filename in wanted:
                try:
                    code = compile(data, prefix + info.filename, "exec", dont_inherit=True, optimize=optimize)
                except (SyntaxError, ValueError):
                    code = None
            if code is None or keep_source:
                zout.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
                written.append((info.filename, data))
            if code is not None:
                pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                name = pyc_name(info.filename, wheel, keep_source)
                zout.writestr(zipfile.ZipInfo(name, info.date_time), pyc, compress_type=zipfile.ZIP_DEFLATED,
                              compresslevel=9)
                written.append((name, pyc))
        if record is not None:
            lines = [record_line(n, d) for n, d in written] + [f"{record.filename},,"]
            zout.writestr(record, "\\n".join(lines) + "\\n", compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


for item in json.load(open(job_path)):
    compile_zip("/host" + item["src"], "/host" + item["dst"], item["members"], item["keep_source"],
                item["optimize"])
`);
} else {
  console.error(`unknown command ${command}: profile or compile`);
  process.exit(2);
}
