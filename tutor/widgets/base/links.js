// Links to a notebook and to its app, made from the page's own base URL (JupyterLab, Voila, Binder).
function base() {
  const el = document.getElementById("jupyter-config-data");
  try { return JSON.parse(el.textContent).baseUrl || "/"; } catch (e) { return "/"; }
}
function render({ model, el }) {
  const draw = () => {
    el.innerHTML = model.get("html");
    const root = base().replace(/\/?$/, "/");
    for (const a of el.querySelectorAll("a[data-notebook]")) {
      a.href = root + "lab/tree/" + a.getAttribute("data-notebook");
      a.target = "_blank";
    }
    for (const a of el.querySelectorAll("a[data-app]")) {
      a.href = root + "voila/render/" + a.getAttribute("data-app");
      a.target = "_blank";
    }
  };
  model.on("change:html", draw);
  draw();
}
export default { render };
