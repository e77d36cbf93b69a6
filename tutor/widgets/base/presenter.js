// The stage a lesson or a classroom stands on: it sizes the board to the screen (the whole board and
// what is under it in view, the panel beside it on a wide screen, the full width on a phone), and, for
// the presenter, turns keys into messages (next scenario, play the step, show or hide the explanation)
// and offers full screen. It draws nothing but the optional full-screen button and the keys' help.
function render({ model, el }) {
  el.classList.add("tutor-stage");
  const box = () => el.closest(model.get("container"));

  // The element that scrolls the page the box is on (Voila: its main panel or the document; JupyterLab:
  // the notebook): the nearest ancestor that scrolls and is no taller than the window.
  function scroller(node) {
    for (let p = node.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (/(auto|scroll)/.test(style.overflowY) && p.scrollHeight > p.clientHeight + 1
          && p.clientHeight <= window.innerHeight + 1) return p;
    }
    return null;
  }
  const inLab = () => !!document.querySelector(".jp-NotebookPanel-toolbar");

  let pending = false;
  function fit() {
    pending = false;
    const b = box();
    if (!b) return;
    const wide = b.clientWidth >= model.get("wide");
    b.classList.toggle("tutor-wide", wide);
    const pic = b.querySelector(":scope > .tutor-table .tutor-left .tutor-board-svg");
    const svg = pic && pic.querySelector("svg");
    if (!svg) return;
    const vb = svg.viewBox && svg.viewBox.baseVal;
    const w = (vb && vb.width) || svg.width.baseVal.value || 400;
    const h = (vb && vb.height) || svg.height.baseVal.value || 400;
    const board = pic.closest(".tutor-board") || pic;
    const under = Math.max(model.get("reserve"),
      board.getBoundingClientRect().bottom - pic.getBoundingClientRect().bottom);
    const page = scroller(b);
    const viewTop = page ? page.getBoundingClientRect().top : 0;
    const viewHeight = page ? page.clientHeight : window.innerHeight;
    const scrolled = page ? page.scrollTop : window.scrollY;
    const top = pic.getBoundingClientRect().top - viewTop + scrolled;  // from the top of the page
    // At the top of the page (an app), the board fits under what is above it; further down (a notebook),
    // it fits the screen once scrolled to.
    const above = top < viewHeight * 0.6 ? top : 8;
    const availH = Math.max(viewHeight - above - under - 8, 220);
    const side = wide ? model.get("side") : 0;
    const availW = b.clientWidth - side;
    const scale = Math.min(availW / w, wide ? availH / h : Infinity, model.get("grow"));
    const width = Math.max(Math.floor(w * scale), 120) + "px";
    if (b.style.getPropertyValue("--tutor-board-w") !== width) b.style.setProperty("--tutor-board-w", width);
  }
  function later() {
    if (!pending) {
      pending = true;
      requestAnimationFrame(fit);
    }
  }
  const watch = new MutationObserver(later);
  const resize = new ResizeObserver(later);
  // The box exists once this view is in the page: wait for it, then follow its changes.
  function attach(tries) {
    const b = box();
    if (!b) {
      if (tries < 50) setTimeout(() => attach(tries + 1), 100);
      return;
    }
    watch.observe(b, { childList: true, subtree: true, characterData: true });
    resize.observe(b);
    later();
  }
  attach(0);
  window.addEventListener("resize", later);

  // -- the presenter's keys and full screen ---------------------------------------------------------
  const help = document.createElement("div");
  help.className = "tutor-keys-help";
  const full = document.createElement("button");
  full.type = "button";
  full.className = "tutor-control tutor-fullscreen";
  el.append(full, help);
  function fullscreen() {
    const b = box();
    if (!b) return;
    if (document.fullscreenElement) document.exitFullscreen();
    else if (b.requestFullscreen) b.requestFullscreen().catch(() => {});
  }
  full.addEventListener("click", fullscreen);
  function label() {
    full.textContent = model.get("full_label");
    full.style.display = model.get("full_label") ? "" : "none";
    help.textContent = model.get("help");
    help.style.display = model.get("help") ? "" : "none";
  }
  model.on("change:full_label", label);
  model.on("change:help", label);
  label();

  const KEYS = { " ": "step", ArrowRight: "step", PageDown: "step", ArrowDown: "next", ArrowUp: "prev",
                 ArrowLeft: "reset", e: "explain", E: "explain" };
  function onKey(event) {
    if (!model.get("listen") || event.altKey || event.ctrlKey || event.metaKey) return;
    const t = event.target;
    if (t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))) return;
    if (t && t.closest && t.closest("[data-action], .tutor-choice, button") && (event.key === " " || event.key === "Enter")) return;
    const b = box();
    if (!b) return;
    // In JupyterLab the keys belong to the notebook unless the focus is inside the classroom.
    if (inLab() && !b.contains(document.activeElement)) return;
    if (event.key === "f" || event.key === "F") {
      event.preventDefault();
      fullscreen();
      return;
    }
    const key = KEYS[event.key];
    if (!key) return;
    event.preventDefault();
    model.send({ key });
  }
  document.addEventListener("keydown", onKey);
  return () => {
    document.removeEventListener("keydown", onKey);
    window.removeEventListener("resize", later);
    watch.disconnect();
    resize.disconnect();
  };
}
export default { render };
