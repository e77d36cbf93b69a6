// The board: the engine's SVG, a click on any [data-action] part sends that target to Python, once.
// A chooser strip (when a target means several actions) lives in the same widget, so nothing jumps.
// The note of the learner's last act and the chooser stand under the drawing, inside its box: the stage
// (presenter.js) fits the board by that box's top and what is under it, so they never shrink the board.
function render({ model, el }) {
  el.classList.add("tutor-board");
  const badge = document.createElement("div");
  badge.className = "tutor-view-badge";
  const status = document.createElement("div");
  status.className = "tutor-status";
  status.setAttribute("aria-live", "polite");
  const picture = document.createElement("div");
  picture.className = "tutor-board-svg";
  const drawing = document.createElement("div");
  drawing.className = "tutor-drawing";
  const note = document.createElement("div");
  note.className = "tutor-tap-note";
  note.setAttribute("aria-live", "polite");
  const strip = document.createElement("div");
  strip.className = "tutor-choices";
  strip.setAttribute("role", "group");
  picture.append(drawing, note, strip);
  const bar = document.createElement("div");
  bar.className = "tutor-controls";
  const footer = document.createElement("div");
  footer.className = "tutor-footer";
  el.append(badge, status, picture, bar, footer);

  const send = (msg) => model.send(msg);
  // a click or choice names the position it was drawn for: one that arrives late is not played
  const sendAt = (msg) => model.send({ ...msg, at: model.get("at") });

  // The learner's own tap (a click, Enter or Space on a target or a choice): the note or chooser it brings
  // is scrolled into view; a tap that brings neither (a move played) is forgotten once the move is drawn.
  // Nothing else ever scrolls the page.
  let tappedAt = 0;
  const TAP_ANSWER_MS = 5000;
  let refocus = null;   // the target to give the focus back to after Escape
  function tapped() { tappedAt = Date.now(); }
  function reveal() {
    if (!tappedAt) return;
    if (Date.now() - tappedAt > TAP_ANSWER_MS) { tappedAt = 0; return; }
    const shown = !note.hidden ? note : (!strip.hidden ? strip : null);
    if (!shown) return;   // the answer may come in a later message
    tappedAt = 0;
    requestAnimationFrame(() => {
      shown.style.scrollMarginBottom = "";
      shown.scrollIntoView({ block: "nearest", inline: "nearest" });
      const cover = coveredFrom(shown);   // a bar stuck to the screen's bottom (a phone's lesson actions)
      if (cover < innerHeight) {
        shown.style.scrollMarginBottom = `${Math.ceil(innerHeight - cover) + 8}px`;
        shown.scrollIntoView({ block: "nearest", inline: "nearest" });
      }
    });
  }

  // Where a sticky or fixed element over the bottom of `box` begins (innerHeight: nothing covers it).
  function coveredFrom(box) {
    const r = box.getBoundingClientRect();
    const y = Math.min(r.bottom, innerHeight) - 2;
    let p = y > 0 ? document.elementFromPoint(r.left + r.width / 2, y) : null;
    for (; p && !box.contains(p); p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === "sticky" || position === "fixed") return p.getBoundingClientRect().top;
    }
    return innerHeight;
  }

  function focusTarget(action) {
    const part = action && drawing.querySelector(`[data-action="${CSS.escape(action)}"]`);
    if (part) part.focus({ preventScroll: true });
  }

  function draw() {
    const active = document.activeElement;
    const focused = active && el.contains(active) ? active.getAttribute("data-action") : null;
    drawing.innerHTML = model.get("svg");
    for (const part of drawing.querySelectorAll("[data-action]")) {
      part.setAttribute("tabindex", "0");
      part.setAttribute("role", "button");
      part.setAttribute("focusable", "true");
    }
    focusTarget(focused);
    requestAnimationFrame(() => { if (note.hidden && strip.hidden) tappedAt = 0; });
  }

  function drawNote() {
    note.innerHTML = model.get("note");
    note.hidden = !model.get("note");
    note.classList.toggle("tutor-good", model.get("note_kind") === "good");
    reveal();
  }

  function drawChoices() {
    const active = document.activeElement;
    const inside = !!active && el.contains(active);   // read before the strip's buttons are replaced
    const was = inside ? active.getAttribute("data-choice") : null;
    strip.replaceChildren();
    const prompt = model.get("prompt");
    if (prompt) {
      const p = document.createElement("span");
      p.className = "tutor-choices-prompt";
      p.textContent = prompt;
      strip.append(p);
    }
    for (const choice of model.get("choices")) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "tutor-choice" + (choice.cls ? " " + choice.cls : "");
      if (choice.swatch) {  // a colour chip with its letter: colour is never the only cue
        const chip = document.createElement("span");
        chip.className = "tutor-swatch";
        chip.style.background = choice.swatch;
        chip.style.color = choice.ink || "#000";
        chip.textContent = choice.letter || "";
        b.append(chip);
      }
      b.append(document.createTextNode(choice.label));
      b.setAttribute("data-choice", choice.action);
      b.addEventListener("click", () => { tapped(); sendAt({ choose: choice.action }); });
      strip.append(b);
    }
    strip.hidden = !strip.childElementCount;
    const first = (was && strip.querySelector(`[data-choice="${CSS.escape(was)}"]`)) || strip.querySelector("button");
    if (first && inside) first.focus({ preventScroll: true });
    if (!first && refocus) focusTarget(refocus);   // Escape closed the chooser: back to the target
    refocus = null;
    reveal();
  }

  // Status line, control buttons (undo, next, hint, ...) and footer (the end card) travel in the same
  // model as the board, so a move is one update of this widget.
  function drawFrame() {
    badge.textContent = model.get("badge");
    badge.style.display = model.get("badge") ? "" : "none";
    status.textContent = model.get("status");
    status.style.display = model.get("status") ? "" : "none";
    footer.innerHTML = model.get("footer");
    bar.replaceChildren();
    for (const c of model.get("controls")) {
      if (c.hidden) continue;
      if (c.type === "range") {  // the history slider: every position of the game, the current one marked
        const wrap = document.createElement("label");
        wrap.className = "tutor-range";
        const input = document.createElement("input");
        input.type = "range";
        input.min = "0";
        input.max = String(c.max);
        input.value = String(c.value);
        input.disabled = !!c.disabled;
        input.setAttribute("data-control", c.id);
        input.setAttribute("aria-label", c.label);
        input.addEventListener("change", () => send({ control: c.id, value: Number(input.value) }));
        const text = document.createElement("span");
        text.textContent = c.label;
        wrap.append(input, text);
        bar.append(wrap);
        continue;
      }
      const b = document.createElement("button");
      b.type = "button";
      b.className = "tutor-control" + (c.primary ? " tutor-primary" : "") + (c.pressed ? " tutor-pressed" : "");
      b.textContent = c.label;
      b.disabled = !!c.disabled;
      b.setAttribute("data-control", c.id);
      if (c.pressed !== undefined) b.setAttribute("aria-pressed", c.pressed ? "true" : "false");
      b.addEventListener("click", () => send({ control: c.id }));
      bar.append(b);
    }
  }

  let anchor = null;   // the target clicked last (where the focus goes back after Escape)
  function clickPart(part) {
    anchor = part.getAttribute("data-action");
    tapped();
    sendAt({ click: anchor });
  }
  drawing.addEventListener("click", (event) => {
    const part = event.target.closest("[data-action]");
    if (part && drawing.contains(part)) clickPart(part);
  });
  drawing.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const part = event.target.closest("[data-action]");
    if (!part) return;
    event.preventDefault();
    clickPart(part);
  });
  // Escape inside the board drops a half-made choice (the chooser closes, the picked targets unmarked);
  // with nothing half-made it is left to the page.
  el.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || (!model.get("choices").length && !model.get("prompt"))) return;
    event.preventDefault();
    event.stopPropagation();
    refocus = anchor;
    send({ cancel: true });
  });

  model.on("change:svg", draw);
  model.on("change:status", drawFrame);
  model.on("change:controls", drawFrame);
  model.on("change:footer", drawFrame);
  model.on("change:badge", drawFrame);
  model.on("change:choices", drawChoices);
  model.on("change:prompt", drawChoices);
  model.on("change:note", drawNote);
  model.on("change:note_kind", drawNote);
  draw();
  drawNote();
  drawChoices();
  drawFrame();
}
export default { render };
