// The stage a lesson or a classroom stands on: it sizes the board to the screen (the whole board and
// what is under it in view, the panel beside it on a wide screen, the full width on a phone), and, for
// the presenter, turns keys into messages (next scenario, play the step, show or hide the explanation)
// and offers full screen. It draws nothing but the optional full-screen button and the keys' help.
// The keys are the one key map's (keys.py): presenter keys act while the focus is outside the board.
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
    name(b);
    const wide = b.clientWidth >= model.get("wide");
    b.classList.toggle("tutor-wide", wide);
    const pic = b.querySelector(":scope > .tutor-table .tutor-left .tutor-board-svg");
    const svg = pic && pic.querySelector("svg");
    if (!svg) return;
    const vb = svg.viewBox && svg.viewBox.baseVal;
    const w = (vb && vb.width) || svg.width.baseVal.value || 400;
    const h = (vb && vb.height) || svg.height.baseVal.value || 400;
    if (model.get("fill")) {
      fill(b, pic, w, h, wide);
      return;
    }
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
    const css = getComputedStyle(b);   // clientWidth counts the box's padding: the board has the rest
    const availW = b.clientWidth - (parseFloat(css.paddingLeft) || 0) - (parseFloat(css.paddingRight) || 0) - side;
    const scale = Math.min(availW / w, wide ? availH / h : Infinity, model.get("grow"));
    const width = Math.max(Math.floor(w * scale), 120) + "px";
    if (b.style.getPropertyValue("--tutor-board-w") !== width) b.style.setProperty("--tutor-board-w", width);
  }
  // The presenter: on a wide box the board takes the whole height left on the screen (or the full
  // screen), and the box gets that height, so the side column shares it and nothing scrolls.
  function fill(b, pic, w, h, wide) {
    const css = getComputedStyle(b);
    const padT = parseFloat(css.paddingTop) || 0, padB = parseFloat(css.paddingBottom) || 0;
    const padX = (parseFloat(css.paddingLeft) || 0) + (parseFloat(css.paddingRight) || 0);
    const boxTop = b.getBoundingClientRect().top;
    const offset = Math.max(pic.getBoundingClientRect().top - boxTop - padT, 0);  // the svg under the box's top
    let height;
    if (document.fullscreenElement === b) {
      height = b.clientHeight - padT - padB;
    } else {
      const page = scroller(b);
      const viewTop = page ? page.getBoundingClientRect().top : 0;
      const viewHeight = page ? page.clientHeight : window.innerHeight;
      const top = boxTop - viewTop + (page ? page.scrollTop : window.scrollY);
      height = viewHeight - (top < viewHeight * 0.6 ? top : 8) - padT - padB - 8;
    }
    // "Read the board" sits under the drawing in its box: the drawing leaves it its room (a half-made
    // choice may push below the fold; the board keeps its size while the teacher picks).
    const reader = pic.querySelector(".tutor-board-read");
    const extra = reader ? reader.getBoundingClientRect().height + 6 : 0;
    const boardH = Math.max(height - offset - extra, 220);
    const availW = b.clientWidth - padX - (wide ? model.get("side") : 0);
    const scale = Math.min(availW / w, wide ? boardH / h : Infinity, model.get("grow"));
    const width = Math.max(Math.floor(w * scale), 120);
    if (b.style.getPropertyValue("--tutor-board-w") !== width + "px") b.style.setProperty("--tutor-board-w", width + "px");
    const stage = wide ? Math.ceil(offset + (width * h) / w + extra) + "px" : "auto";
    if (b.style.getPropertyValue("--tutor-stage-h") !== stage) b.style.setProperty("--tutor-stage-h", stage);
  }
  // The presenter's scenario list (a select drawn by the classroom) gets its accessible name here.
  function name(b) {
    const list = model.get("list_label") && b.querySelector(".tutor-picker select");
    if (list && list.getAttribute("aria-label") !== model.get("list_label")) {
      list.setAttribute("aria-label", model.get("list_label"));
    }
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
  model.on("change:list_label", later);

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

  // Where a key belongs: inside a board (its targets, choices, controls) the board's own keys; a text
  // field keeps its typing; elsewhere in the presenter (a button, the scenario list, the page) the
  // presenter's. A pick in the scenario list hands the focus back to the presenter, so the next → plays
  // the step and not the next scenario.
  const inBoard = (t) => !!(t && t.closest && t.closest(".tutor-board"));
  const typing = (t) => !!(t && (t.isContentEditable || /^(INPUT|TEXTAREA)$/.test(t.tagName)));
  function onKey(event) {
    if (!model.get("listen") || event.altKey || event.ctrlKey || event.metaKey) return;
    const t = event.target;
    if (typing(t) || inBoard(t)) return;
    const b = box();
    if (!b) return;
    // In JupyterLab the keys belong to the notebook unless the focus is inside the classroom.
    if (inLab() && !b.contains(document.activeElement)) return;
    const action = model.get("keymap")[event.key];
    if (!action) return;
    event.preventDefault();
    if (action === "fullscreen") fullscreen();
    else model.send({ key: action });
  }
  // Space on a button is pressed on key up: the presenter took the key down, so the button stays put.
  function onKeyUp(event) {
    const t = event.target;
    if (model.get("listen") && event.key === " " && t && t.tagName === "BUTTON" && !inBoard(t)
        && model.get("keymap")[" "]) event.preventDefault();
  }
  function onPicked(event) {
    const t = event.target;
    if (!model.get("listen") || !t || t.tagName !== "SELECT") return;
    const b = box();
    if (!b || !b.contains(t)) return;
    if (!b.hasAttribute("tabindex")) b.setAttribute("tabindex", "-1");
    setTimeout(() => {   // after the list's own change handler
      if (document.activeElement === t) b.focus({ preventScroll: true });
    }, 0);
  }
  document.addEventListener("keyup", onKeyUp, true);
  document.addEventListener("change", onPicked, true);
  document.addEventListener("keydown", onKey);
  return () => {
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("keyup", onKeyUp, true);
    document.removeEventListener("change", onPicked, true);
    window.removeEventListener("resize", later);
    model.off("change:list_label", later);
    watch.disconnect();
    resize.disconnect();
  };
}
export default { render };
