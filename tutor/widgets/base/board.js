// The board: the engine's SVG, a click on any [data-action] part sends that target to Python, once.
// The board is one widget with a roving focus (WAI-ARIA composite): one Tab stop, on the current part of the
// keyboard grid the engine draws (data-row, data-col: targets, and the cells a reader may visit); arrows move
// in that grid, Home/End along a row, Enter or Space acts, the key map (keys.py, "board") says which key is what.
// The choices strip is one more Tab stop (a toolbar, arrows inside); after a choice, Escape or a move the focus
// is back on the board, never on the page.
// A chooser strip (when a target means several actions) lives in the same widget, so nothing jumps.
// The note of the learner's last act and the chooser stand under the drawing, inside its box: the stage
// (presenter.js) fits the board by that box's top and what is under it, so they never shrink the board.
function render({ model, el }) {
  el.classList.add("tutor-board");
  const badge = document.createElement("div");
  badge.className = "tutor-view-badge";
  // The status and the note are not live regions: the table's or the lesson's region says each event once.
  const status = document.createElement("div");
  status.className = "tutor-status";
  const picture = document.createElement("div");
  picture.className = "tutor-board-svg";
  const drawing = document.createElement("div");
  drawing.className = "tutor-drawing";
  const note = document.createElement("div");
  note.className = "tutor-tap-note";
  const strip = document.createElement("div");
  strip.className = "tutor-choices";
  strip.setAttribute("role", "toolbar");
  const bar = document.createElement("div");
  bar.className = "tutor-controls";
  const reader = document.createElement("div");   // "Read the board" and the board told in words
  reader.className = "tutor-board-read";
  const readButton = document.createElement("button");
  readButton.type = "button";
  readButton.className = "tutor-control tutor-read-board";
  const told = document.createElement("div");
  told.className = "tutor-board-text";
  told.setAttribute("aria-live", "polite");
  told.setAttribute("role", "region");
  reader.append(readButton, told);
  picture.append(drawing, note, strip, reader);   // under the drawing, in its box: the board keeps its size
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
  let tappedFor = null;   // the position the tap was made on: a redraw of that same position keeps it pending
  function tapped() { tappedAt = Date.now(); tappedFor = model.get("at"); }
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
    let from = innerHeight;
    // probed at its top, middle and bottom: a bar may stop short of the screen's edge
    for (const at of [r.top + 2, (r.top + r.bottom) / 2, r.bottom - 2]) {
      const y = Math.min(at, innerHeight - 2);
      let p = y > 0 ? document.elementFromPoint(r.left + r.width / 2, y) : null;
      for (; p && !box.contains(p); p = p.parentElement) {
        const position = getComputedStyle(p).position;
        if (position === "sticky" || position === "fixed") { from = Math.min(from, p.getBoundingClientRect().top); break; }
      }
    }
    return from;
  }

  // -- the keyboard grid -------------------------------------------------------------------------------
  const keyOf = (part) => `${part.dataset.row}:${part.dataset.col}`;
  let current = null;   // the grid place ("row:col") holding the board's one Tab stop
  function parts() {
    const grid = [...drawing.querySelectorAll("[data-row]")];
    // a target the engine left out of the grid still gets a place: a row of its own after the others
    const loose = [...drawing.querySelectorAll("[data-action]")].filter((t) => !t.matches("[data-row]")
      && !t.querySelector("[data-row]"));
    loose.forEach((t, i) => { t.dataset.row = "1000"; t.dataset.col = String(i); });
    return grid.concat(loose).sort((a, b) => (a.dataset.row - b.dataset.row) || (a.dataset.col - b.dataset.col));
  }
  const targetOf = (part) => part.closest("[data-action]");
  const isLegal = (part) => !!part.closest(".tutor-legal");
  function nearest(all, key) {
    const [r, c] = key.split(":").map(Number);
    let best = null, score = Infinity;
    for (const p of all) {
      const d = 4 * (p.dataset.row - r) ** 2 + (p.dataset.col - c) ** 2;
      if (d < score) { best = p; score = d; }
    }
    return best;
  }
  function setCurrent(part) {
    for (const p of drawing.querySelectorAll('[data-row][tabindex="0"]')) p.setAttribute("tabindex", "-1");
    part.setAttribute("tabindex", "0");
    current = keyOf(part);
  }
  function focusBoard(key) {
    const all = parts();
    const part = (key && nearest(all, key)) || (current && nearest(all, current)) || all[0];
    if (!part) return;
    setCurrent(part);
    part.focus({ preventScroll: true });
  }
  // The part an arrow leads to: along the row by column; up or down to the next row's part nearest across.
  function neighbour(part, key) {
    const all = parts();
    const row = Number(part.dataset.row);
    if (key === "ArrowLeft" || key === "ArrowRight") {
      const line = all.filter((p) => Number(p.dataset.row) === row);
      return line[line.indexOf(part) + (key === "ArrowRight" ? 1 : -1)] || null;
    }
    const rows = [...new Set(all.map((p) => Number(p.dataset.row)))].sort((a, b) => a - b);
    const to = rows[rows.indexOf(row) + (key === "ArrowDown" ? 1 : -1)];
    if (to === undefined) return null;
    const box = part.getBoundingClientRect(), x = box.left + box.width / 2;
    let best = null, gap = Infinity;
    for (const p of all.filter((q) => Number(q.dataset.row) === to)) {
      const b = p.getBoundingClientRect(), d = Math.abs(b.left + b.width / 2 - x);
      if (d < gap) { best = p; gap = d; }
    }
    return best;
  }
  function rowEnd(part, last, whole) {
    const all = parts();
    const line = whole ? all : all.filter((p) => p.dataset.row === part.dataset.row);
    return last ? line[line.length - 1] : line[0];
  }

  function draw() {
    const active = document.activeElement;
    const focused = active && drawing.contains(active) && active.matches("[data-row]") ? keyOf(active) : null;
    drawing.innerHTML = model.get("svg");
    const all = parts();
    for (const part of all) {
      part.setAttribute("tabindex", "-1");
      part.setAttribute("focusable", "true");
      if (targetOf(part)) part.setAttribute("role", "button");
      else if (!part.getAttribute("role")) part.setAttribute("role", "img");
    }
    if (focused) focusBoard(focused);
    else if (all.length) {   // a learner who Tabs in lands on the same place, or on a legal target
      let part = current ? nearest(all, current) : null;
      const legal = drawing.querySelector(".tutor-legal");   // the first legal target as drawn
      const place = legal && (legal.matches("[data-row]") ? legal : legal.querySelector("[data-row]"));
      if (!part || (!isLegal(part) && place)) part = place || part || all[0];
      setCurrent(part);
    }
    requestAnimationFrame(() => { if (note.hidden && strip.hidden && model.get("at") !== tappedFor) tappedAt = 0; });
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
    strip.setAttribute("aria-label", prompt || (model.get("words") || {}).choices || "Choices");
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
      b.setAttribute("tabindex", "-1");
      b.addEventListener("click", () => { tapped(); sendAt({ choose: choice.action }); });
      strip.append(b);
    }
    strip.hidden = !strip.childElementCount;
    const first = (was && strip.querySelector(`[data-choice="${CSS.escape(was)}"]`)) || strip.querySelector("button");
    if (first) first.setAttribute("tabindex", "0");   // the strip's one Tab stop
    if (first && inside) first.focus({ preventScroll: true });
    if (!first && refocus) focusBoard(refocus);   // Escape closed the chooser: back to the target
    else if (!first && was) focusBoard(current);   // a choice was made: back to the board
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
    const active = document.activeElement;
    const pressed = active && bar.contains(active) ? active.getAttribute("data-control") : null;
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
    if (!pressed) return;   // a button pressed and redrawn keeps the focus, or gives it to the board
    const again = bar.querySelector(`[data-control="${CSS.escape(pressed)}"]`);
    if (again && !again.disabled) again.focus({ preventScroll: true });
    else focusBoard(current);
  }

  function drawWords() {
    const words = model.get("words") || {};
    readButton.textContent = words.read || "";
    reader.style.display = words.read ? "" : "none";
    told.setAttribute("aria-label", words.text || "");
    if (!model.get("prompt")) strip.setAttribute("aria-label", words.choices || "Choices");
  }
  function drawTold() { told.textContent = (model.get("told") || {}).text || ""; }
  readButton.addEventListener("click", () => send({ read: true }));

  let anchor = null;   // the grid place clicked last (where the focus goes back after Escape)
  function clickPart(part) {
    const place = part.matches("[data-row]") ? part : part.querySelector("[data-row]");
    anchor = place ? keyOf(place) : current;
    tapped();
    sendAt({ click: part.getAttribute("data-action") });
  }
  drawing.addEventListener("click", (event) => {
    const part = event.target.closest("[data-action]");
    if (part && drawing.contains(part)) clickPart(part);
  });
  drawing.addEventListener("keydown", (event) => {
    const part = event.target.closest("[data-row]");
    const action = (model.get("keymap") || {})[event.key];
    if (!part || !drawing.contains(part) || !action || event.altKey || event.metaKey) return;
    if (action !== "drop") event.stopPropagation();   // the board's key: not the notebook's shortcut too
    if (action === "pick") {
      event.preventDefault();
      const target = targetOf(part);
      if (target) clickPart(target);
      return;
    }
    if (action === "read") {
      if (!(model.get("words") || {}).read) return;
      event.preventDefault();
      send({ read: true });
      return;
    }
    const next = action === "move" ? neighbour(part, event.key)
      : action === "first" || action === "last" ? rowEnd(part, action === "last", event.ctrlKey) : undefined;
    if (next === undefined) return;
    event.preventDefault();   // an arrow at the board's edge stays there, the page does not scroll
    if (next) { setCurrent(next); next.focus(); }
  });
  drawing.addEventListener("focusin", (event) => {   // a click puts the Tab stop where the learner is
    const part = event.target.closest && event.target.closest("[data-row]");
    if (part && drawing.contains(part)) setCurrent(part);
  });
  // The choices strip: one Tab stop, arrows and Home/End move inside it.
  strip.addEventListener("keydown", (event) => {
    const buttons = [...strip.querySelectorAll("button")];
    const i = buttons.indexOf(event.target);
    if (i < 0) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to = step ? buttons[i + step] : event.key === "Home" ? buttons[0]
      : event.key === "End" ? buttons[buttons.length - 1] : undefined;
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (!to) return;
    buttons.forEach((b) => b.setAttribute("tabindex", b === to ? "0" : "-1"));
    to.focus();
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
  model.on("change:words", drawWords);
  model.on("change:told", drawTold);
  draw();
  drawWords();
  drawTold();
  drawNote();
  drawChoices();
  drawFrame();
}
export default { render };
