// Links to a notebook and to its app, made from the page's own base URL.
// On a Jupyter server (JupyterLab, Voila, Binder): <base>lab/tree/<nb> and <base>voila/render/<nb>.
// On the static site (JupyterLite's lab and Voici pages, under any sub-folder):
// <root>lab/index.html?path=<nb> and <root>voici/render/<nb with .html>.
// An app link with data-lang asks for that language (?lang=es). A handout (data-handout, a file name made by
// `make handouts`) is <base>files/build/handouts/<name> on a server, <root>handouts/<name> on the static site.
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
    };
  }
  return {
    notebook: (nb) => root + "lab/tree/" + encodeURI(nb),
    app: (nb) => root + "voila/render/" + encodeURI(nb),
    handout: (name) => root + "files/build/handouts/" + encodeURI(name),
  };
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
  };
  model.on("change:html", draw);
  draw();
}
export default { render };
