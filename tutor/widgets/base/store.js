// The learner's progress kept in this browser, per site (localStorage), for ProgressStore (progress.py).
// The same code in JupyterLab, Voilà and the static site: on creation (no view needed) the copy the browser
// holds goes to the kernel as `restored`; every `data` the kernel sends is written; a copy another tab of
// the same site writes goes to the kernel as `shared`. Storage blocked (a private window's policy, quota):
// the course still works, without a copy.
function read(key) {
  try { return window.localStorage.getItem(key) || ""; } catch (e) { return ""; }
}
function write(key, text) {
  try {
    if (read(key) !== text) window.localStorage.setItem(key, text);
  } catch (e) { /* no copy in this browser */ }
}
function initialize({ model }) {
  const key = model.get("key");
  const held = read(key);
  if (held) {
    model.set("restored", held);
    model.save_changes();
  }
  const onData = () => { const text = model.get("data"); if (text) write(key, text); };
  model.on("change:data", onData);
  const onStorage = (event) => {
    if (event.key !== key || !event.newValue) return;
    model.set("shared", event.newValue);
    model.save_changes();
  };
  window.addEventListener("storage", onStorage);
  return () => { model.off("change:data", onData); window.removeEventListener("storage", onStorage); };
}
function render({ el }) {
  el.hidden = true;      // nothing to see: the progress shows in the course
}
export default { initialize, render };
