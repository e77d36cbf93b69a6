"""The pages of the static site (used by site/build.py): the notebooks it serves, the landing page, and the
fixes applied to JupyterLite's and Voici's built pages."""
from __future__ import annotations

import ast
import html
import json
import re
from pathlib import Path

from tutor.core.i18n import LANGS, NAMES, SOURCE, Text

HERE = Path(__file__).parent
ROOT = HERE.parent
LANGUAGE_JS = ROOT / "tutor" / "widgets" / "base" / "language.js"
# JupyterLite 0.6's ServiceWorkerManager leaves its `ready` promise pending forever when the browser has no
# service worker (a plain-http origin that is not localhost is not a secure context), and Voici 0.9 awaits
# it before showing any widget: every app stayed on "Running ...". Rejected like a failed registration,
# Voici goes on; the kernel never needed the worker (it only syncs files with the Lab's drive).
SW_STALL = 'else console.warn("ServiceWorkers not supported in this browser")}'
SW_FIXED = ('else console.warn("ServiceWorkers not supported in this browser"),'
            'this._ready.promise.catch(()=>{}),'
            'this._ready.reject(new Error("no service worker here (not a secure context): the kernel starts '
            'without one"))}')
CONFIG = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.S)
EXTERNAL = re.compile(r"""<link[^>]+href=["']https?://[^>]*>\s*""", re.I)
VOICI_SPINNER_END = "window.voila_finish = () => {};\n</script>"


def notebooks(src: Path, dest: Path) -> list[Path]:
    """Every notebook under src (recursively), as .ipynb for the Pyodide kernel (no kernel chooser): the
    .ipynb twin when one is committed beside the .py (its outputs show before a run), else the .py."""
    import jupytext

    out = []
    for py in sorted(src.rglob("*.py")):
        if any(part.startswith((".", "_")) for part in py.relative_to(src).parts):
            continue
        twin = py.with_suffix(".ipynb")
        nb = jupytext.read(twin if twin.is_file() else py)
        for cell in nb.cells:   # the site holds the apps as .ipynb only: the front page's links follow
            if cell.cell_type == "markdown":
                cell.source = re.sub(r"\]\(([^)\s]+)\.py\)", r"](\1.ipynb)", cell.source)
        nb.metadata["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
        nb.metadata.pop("jupytext", None)
        target = dest / py.relative_to(src).with_suffix(".ipynb")
        target.parent.mkdir(parents=True, exist_ok=True)
        text = json.loads(jupytext.writes(nb, fmt="ipynb"))
        target.write_text(json.dumps(joined(text), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        out.append(target)
    return out


def joined(nb: dict) -> dict:
    """The notebook with every multi-line string as one string. nbformat stores them as lists of lines;
    JupyterLab's server joins them, JupyterLite does not: its table of contents then fails on markdown
    outputs ("e.split is not a function") and lists no heading."""
    def text(value):
        return "".join(value) if isinstance(value, list) else value

    for cell in nb["cells"]:
        cell["source"] = text(cell["source"])
        for bundle in cell.get("attachments", {}).values():
            for mime in bundle:
                bundle[mime] = text(bundle[mime])
        for output in cell.get("outputs", ()):
            if "text" in output:
                output["text"] = text(output["text"])
            for mime, value in output.get("data", {}).items():
                if not mime.endswith("json"):      # JSON data is a value, not lines
                    output["data"][mime] = text(value)
    return nb


def code_cells(paths: list[Path]) -> list[str]:
    """The code cells of the notebooks, in order (what the profile runs)."""
    cells = []
    for p in paths:
        for cell in json.loads(p.read_text())["cells"]:
            if cell["cell_type"] == "code":
                source = cell["source"]
                cells.append(source if isinstance(source, str) else "".join(source))
    return cells


# -- the landing page -----------------------------------------------------------------------------------
WORDS = {
    "title": Text("Rules tutor"),
    "intro": Text("Learn a game's rules by playing them: click the board, and the panel beside it tells you what "
                  "happened and which rule made it happen. Everything runs in this browser: nothing to install, "
                  "no account. The first visit downloads about {mb} MB; later visits start from this browser's "
                  "copy, and the course remembers where you were."),
    "app": Text("app"),
    "notebook": Text("notebook"),
    "handout": Text("handout to print"),
    "soon": Text("coming soon"),
    "run": Text("The app starts by itself; in a notebook, run it with Run ▸ Run All."),
    "front": Text("All notebooks in JupyterLab"),
}
# The loading screen's texts (site/loading.js fills {pct} and {mb} in the page).
LOADING = {
    "title": Text("Getting the course ready"),
    "page": Text("Page loaded"),
    "download": Text("Downloading Python and the course: {pct}% of {mb} MB"),
    "downloaded": Text("Python and the course downloaded"),
    "start": Text("Starting Python and opening the lesson…"),
    "slow": Text("This is taking a while. The first visit downloads about {mb} MB; later visits start from this "
                 "browser's copy. If nothing moves for a minute, reload the page."),
    "badge": Text("Loading Python: {pct}%"),
}


def in_every_language(text: Text, tag: str = "span", **data: str) -> str:
    """A text in every language of the tutor, each in its own element (the page shows its language's)."""
    return "".join(f'<{tag} lang="{lg}">{html.escape(text.format(**data)(lg))}</{tag}>' for lg in LANGS)


def page_language_js() -> str:
    """The language switch's choice of the page's language (language.js: ?lang=, a language's folder, the last
    pick, the browser's languages) as a classic script: `window.tutorLanguage` = {pageLanguage, remember}.
    One copy of the rule for the switch, the loading screen and the landing page, with the tutor's languages
    (tutor/locale/languages.json) put in as the switch gets them."""
    from tutor.widgets.base.language import with_languages

    text = LANGUAGE_JS.read_text(encoding="utf-8")
    part = re.search(r"^// -- the page's language.*?\n(.*?)^// -- end of the page's language --", text, re.S | re.M)
    assert part, f"{LANGUAGE_JS}: its page's language part is gone: revisit pages.page_language_js"
    code = re.sub(r"^export ", "", with_languages(part.group(1)), flags=re.M)
    return f"window.tutorLanguage = (() => {{\n{code}return {{ pageLanguage, remember }};\n}})();\n"


def _title_text(node: ast.expr) -> Text | str:
    """The text an app notebook's title expression makes, evaluated only when it is Text("...") (with
    context=), a string, or .format(name=...) of those: a notebook's other code never runs here."""
    for part in ast.walk(node):
        allowed = (isinstance(part, (ast.Constant, ast.keyword, ast.Load)) and not isinstance(part, ast.Starred)
                   or isinstance(part, ast.Name) and part.id == "Text"
                   or isinstance(part, ast.Attribute) and part.attr == "format"
                   or isinstance(part, ast.Call) and (isinstance(part.func, ast.Name) and part.func.id == "Text"
                                                     or isinstance(part.func, ast.Attribute)))
        if not allowed or isinstance(part, ast.keyword) and part.arg is None:
            raise ValueError(f"an app page's title is Text(...) or Text(...).format(...), not {ast.unparse(node)}")
    code = compile(ast.Expression(node), "<the app page's title>", "eval")
    return eval(code, {"__builtins__": {}, "Text": Text})      # noqa: S307  (only the names checked above)


def page_titles(notebook: Path) -> dict[str, str]:
    """An app notebook's page title in every language (source_titles of its text)."""
    return source_titles(notebook.read_text(encoding="utf-8"))


def source_titles(source: str) -> dict[str, str]:
    """An app notebook's page title in every language: its `LANGUAGE.title = Text(...)` read in each (a
    language with no translation of it raises MissingText), else its first heading in all ({} when it has
    neither)."""
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                and any(isinstance(t, ast.Attribute) and t.attr == "title" and isinstance(t.value, ast.Name)
                        and t.value.id == "LANGUAGE" for t in node.targets)):
            title = _title_text(node.value)
            return {lg: title(lg) if isinstance(title, Text) else title for lg in LANGS}
    heading = re.search(r"^# # (.+)$", source, re.M)
    return {lg: heading.group(1).strip() for lg in LANGS} if heading else {}


def entries(served: set[str], handouts: set[str]) -> list[dict]:
    """The landing page's rows from the front page's course list (tutor.widgets.front): for each course
    and classroom, per language, the app (with ?lang=), the document and the handout the site holds."""
    from tutor.widgets.front import COURSES

    rows = []
    for e in COURSES:
        app = e.notebook if e.notebook in served else None
        documents = getattr(e, "documents", None) or {lg: e.notebook for lg in LANGS}   # one notebook: all
        per = {}
        for lg in LANGS:
            links = {}
            if app:
                links["app"] = "voici/render/" + app.removesuffix(".ipynb") + f".html?lang={lg}"
            doc = documents.get(lg)
            if doc in served:
                links["notebook"] = "lab/index.html?path=" + doc
            hand = getattr(e, "handouts", {}).get(lg)
            if hand in handouts:
                links["handout"] = "handouts/" + hand
            if links:
                per[lg] = links
        rows.append({"title": e.title, "blurb": e.blurb, "links": per, "course": Path(e.notebook).stem})
    return rows


def language_css() -> str:
    """The landing page's rules per language: the page shows the elements of its own language (and every
    language's name, written in itself), and puts its language's links first in each course."""
    rules = []
    for lg in LANGS:
        rules.append(f'html[data-lang="{lg}"] [lang]:not([lang="{lg}"]):not(.in-itself) {{ display: none; }}')
        rules.append(f'html[data-lang="{lg}"] .per-lang[data-lang="{lg}"] {{ order: -1; }}')
    return "\n  ".join(rules)


def language_buttons() -> str:
    """The landing page's language switch: a button per language, named in itself."""
    return " ".join(f'<button type="button" class="in-itself" lang="{lg}" data-set-lang="{lg}">'
                    f"{html.escape(NAMES[lg])}</button>" for lg in LANGS)


def landing_page(rows: list[dict], mb: float, front: str | None) -> str:
    """The site's index.html: every course's links in every language, the page showing its own."""
    from tutor.widgets.base.language import switch_name

    items = []
    for r in rows:
        if r["links"]:
            parts = []
            for lg, links in r["links"].items():
                anchors = " · ".join(
                    f'<a class="{kind}" href="{html.escape(href)}" hreflang="{lg}" data-course="{r["course"]}" '
                    f'data-lang="{lg}">{in_every_language(WORDS[kind])}</a>' for kind, href in links.items())
                parts.append(f'<span class="per-lang" data-lang="{lg}"><span class="in-itself" lang="{lg}">'
                             f"{html.escape(NAMES[lg])}</span>: {anchors}</span>")
            links_html = f'<div class="links">{"".join(parts)}</div>'
        else:
            links_html = f"<br><i>{in_every_language(WORDS['soon'])}</i>"
        items.append(f'<li><b>{in_every_language(r["title"])}</b>: {in_every_language(r["blurb"])}{links_html}</li>')
    front_link = (f'<p><small><a href="lab/index.html?path={html.escape(front)}">'
                  f'{in_every_language(WORDS["front"])}</a></small></p>') if front else ""
    titles = {lg: WORDS["title"](lg) for lg in LANGS}
    slots = {"title": in_every_language(WORDS["title"]), "intro": in_every_language(WORDS["intro"], mb=f"{mb:.0f}"),
             "courses": "\n".join(items), "run": in_every_language(WORDS["run"]), "front": front_link,
             "language": page_language_js(), "titles": json.dumps(titles, ensure_ascii=False),
             "page-title": html.escape(" · ".join(dict.fromkeys(titles.values()))),
             "language-css": language_css(), "switch": language_buttons(),
             "switch-name": html.escape(switch_name(), quote=True), "source": SOURCE}
    page = (HERE / "landing.html").read_text()
    for name, value in slots.items():
        assert f"<!--{name}-->" in page, f"site/landing.html has no <!--{name}--> slot"
        page = page.replace(f"<!--{name}-->", value)
    return page


def loading_texts() -> dict[str, dict[str, str]]:
    """The loading screen's texts in every language ({pct} and {mb} left for site/loading.js to fill)."""
    return {lg: {key: text(lg) for key, text in LOADING.items()} for lg in LANGS}


# -- fixes to the built pages ---------------------------------------------------------------------------
def patch_service_worker_wait(out: Path) -> int:
    """Apply the SW_STALL fix to every bundle that holds JupyterLite's ServiceWorkerManager."""
    patched = 0
    for js in out.rglob("*.js"):
        text = js.read_text(errors="surrogateescape")
        if SW_STALL in text:
            js.write_text(text.replace(SW_STALL, SW_FIXED), errors="surrogateescape")
            patched += 1
    assert patched, "JupyterLite's ServiceWorkerManager changed: revisit pages.SW_STALL"
    return patched


def count_kernel_downloads(out: Path) -> int:
    """Put site/worker-progress.js at the top of the Pyodide kernel's worker scripts."""
    snippet = (HERE / "worker-progress.js").read_text()
    static = out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    done = 0
    for js in static.glob("*.js"):
        text = js.read_text()
        if "loadPyodide" in text and re.match(r"(/\*!.*?\*/\n)?\(\(\)=>\{var __webpack_modules__", text, re.S):
            head = re.match(r"(/\*!.*?\*/\n)?", text, re.S).group(0)
            js.write_text(head + snippet + text[len(head):])
            done += 1
    assert done, "the Pyodide kernel's worker scripts changed: revisit pages.count_kernel_downloads"
    return done


def texts_in_every_language(notebooks: Path = ROOT / "notebooks") -> int:
    """Read every text the site's pages will hold in every language (the landing page, the loading screen,
    each app's title, the rules reference's), so a missing translation stops a build at its start and not
    after its minutes of work (MissingText names it). Returns how many texts were read."""
    import rulepages

    read = 0
    for text in (*WORDS.values(), *LOADING.values(), *rulepages.WORDS.values()):
        read += len([text.format(mb="1", pct="1")(lg) for lg in LANGS])
    for row in entries(set(), set()):
        read += len([(row["title"](lg), row["blurb"](lg)) for lg in LANGS])
    for source in sorted(notebooks.rglob("*.py")):
        read += len(page_titles(source))
    return read


def loading_screens(out: Path, total: int, wire: float, notebooks: Path = ROOT / "notebooks") -> None:
    """The loading screen (site/loading.js) in every Voici page, and its badge on the notebook page; each app
    page in the learner's language from its first paint (its lang and its title, from its notebook)."""
    def script(titles: dict[str, str]) -> str:
        config = {"total": total, "wire": round(wire, 1), "titles": titles, "texts": loading_texts(),
                  "source": SOURCE}
        return (f"<script>{page_language_js()}window.TUTOR_LOADING = {json.dumps(config, ensure_ascii=False)};"
                f"\n{(HERE / 'loading.js').read_text()}</script>\n")

    style = f"<style>{(HERE / 'loading.css').read_text()}</style>\n"
    render = out / "voici" / "render"
    for page in render.rglob("*.html"):
        text = page.read_text()
        assert VOICI_SPINNER_END in text, f"{page}: Voici's page changed: revisit pages.loading_screens"
        source = notebooks.parent / page.relative_to(render).with_suffix(".py")
        titles = page_titles(source) if source.is_file() else {}
        text = text.replace(VOICI_SPINNER_END, VOICI_SPINNER_END + "\n" + script(titles), 1)
        page.write_text(text.replace("</head>", style + "</head>", 1))
    lab = out / "lab" / "index.html"
    text = lab.read_text()
    lab.write_text(text.replace("</head>", style + "</head>", 1).replace("</body>", script({}) + "</body>", 1))


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


def apps_only(out: Path) -> None:
    """Voici makes an app of every notebook; the course documents (notebooks/en, notebooks/es) are read in
    JupyterLab, and their pictures would double the site: keep the apps (notebooks/app) and the front page."""
    render = out / "voici" / "render" / "notebooks"
    if not (render / "app").is_dir():
        return                       # one notebook a course (the older layout): each is its app
    for page in render.rglob("*.html"):
        rel = page.relative_to(render)
        if rel.parts[0] != "app" and len(rel.parts) > 1:
            page.unlink()
    for folder in sorted(render.rglob("*"), reverse=True):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()


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
