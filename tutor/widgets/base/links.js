// Links to a notebook and to its app, made from the page's own base URL.
// On a Jupyter server (JupyterLab, Voila, Binder): <base>lab/tree/<nb> and <base>voila/render/<nb>.
// On the static site (JupyterLite's lab and Voici pages, under any sub-folder):
// <root>lab/index.html?path=<nb> and <root>voici/render/<nb with .html>.
// A rules reference (data-rules, docs/rules/<game>[.es].md) opens in Lab on a server (as a notebook, its
// pictures drawn) and as the site's own page, <root>rules/<game>[.es].html, on the static site.
// An app link with data-lang asks for that language (?lang=es). A handout (data-handout, a file name made by
// `make handouts`) is <base>files/build/handouts/<name> on a server, <root>handouts/<name> on the static site.
// On a server a link never leads to a 404: an app whose .ipynb is not made yet (`make lab` makes it) opens
// its jupytext source as a notebook in Lab, and a handout not made yet says how to make it.
function config() {
  const el = document.getElementById("jupyter-config-data");
  let data = {};
  try { data = JSON.parse(el.textContent) || {}; } catch (e) { /* no config: a plain server root */ }
  // JupyterLite marks its config element, and its config (lab and Voici alike) carries the kernel settings.
  const lite = !!(el && el.hasAttribute("data-jupyter-lite-root")) || "litePluginSettings" in data;
  return { base: data.baseUrl || "/", lite };
}
function hrefs() {
  const { base, lite } = config();
  const root = new URL(base.replace(/\/?$/, "/"), window.location.href).href;
  if (lite) {
    return {
      notebook: (nb) => root + "lab/index.html?path=" + encodeURI(nb),
      app: (nb) => root + "voici/render/" + encodeURI(nb.replace(/\.ipynb$/, ".html")),
      handout: (name) => root + "handouts/" + encodeURI(name),
      rules: (path) => root + encodeURI(path.replace(/^docs\//, "").replace(/\.md$/, ".html")),
    };
  }
  return {
    notebook: (nb) => root + "lab/tree/" + encodeURI(nb),
    app: (nb) => root + "voila/render/" + encodeURI(nb),
    handout: (name) => root + "files/build/handouts/" + encodeURI(name),
    rules: (path) => root + "lab/tree/" + encodeURI(path),
    source: (nb) => root + "lab/tree/" + encodeURI(nb.replace(/\.ipynb$/, ".py")),
    exists: (path) => fetch(root + "api/contents/" + encodeURI(path) + "?content=0",
                            { credentials: "same-origin" }).then((r) => r.ok, () => false),
    lite,
  };
}
// On a server with a contents API (Lab, Binder; not a bare Voila), the links to files not made yet change.
async function settle(el, to) {
  if (to.lite || !(await to.exists(""))) return;
  for (const a of el.querySelectorAll("a[data-app]")) {
    const nb = a.getAttribute("data-app");
    if (!(await to.exists(nb))) a.href = to.source(nb);
  }
  for (const a of el.querySelectorAll("a[data-handout]")) {
    if (!(await to.exists("build/handouts/" + a.getAttribute("data-handout")))) {
      a.removeAttribute("href");
      a.classList.add("tutor-front-missing");
      a.title = a.getAttribute("data-missing") || "make handouts";
    }
  }
}
function render({ model, el }) {
  const draw = () => {
    el.innerHTML = model.get("html");
    const to = hrefs();
    for (const a of el.querySelectorAll("a[data-notebook]")) {
      a.href = to.notebook(a.getAttribute("data-notebook"));
      a.target = "_blank";
    }
    for (const a of el.querySelectorAll("a[data-app]")) {
      const lang = a.getAttribute("data-lang");
      a.href = to.app(a.getAttribute("data-app")) + (lang ? "?lang=" + encodeURIComponent(lang) : "");
      a.target = "_blank";
    }
    for (const a of el.querySelectorAll("a[data-handout]")) {
      a.href = to.handout(a.getAttribute("data-handout"));
      a.target = "_blank";
    }
    for (const a of el.querySelectorAll("a[data-rules]")) {
      a.href = to.rules(a.getAttribute("data-rules"));
      a.target = "_blank";
    }
    settle(el, to);
  };
  model.on("change:html", draw);
  draw();
}
export default { render };
