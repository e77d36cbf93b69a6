// The board: the engine's SVG, a click on any [data-action] part sends that target to Python, once.
// A chooser strip (when a target means several actions) lives in the same widget, so nothing jumps.
function render({ model, el }) {
  el.classList.add("tutor-board");
  const badge = document.createElement("div");
  badge.className = "tutor-view-badge";
  const status = document.createElement("div");
  status.className = "tutor-status";
  status.setAttribute("aria-live", "polite");
  const picture = document.createElement("div");
  picture.className = "tutor-board-svg";
  const strip = document.createElement("div");
  strip.className = "tutor-choices";
  strip.setAttribute("role", "group");
  const bar = document.createElement("div");
  bar.className = "tutor-controls";
  const footer = document.createElement("div");
  footer.className = "tutor-footer";
  el.append(badge, status, picture, strip, bar, footer);

  const send = (msg) => model.send(msg);
  // a click or choice names the position it was drawn for: one that arrives late is not played
  const sendAt = (msg) => model.send({ ...msg, at: model.get("at") });

  function draw() {
    const focused = document.activeElement && el.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-action") : null;
    picture.innerHTML = model.get("svg");
    for (const part of picture.querySelectorAll("[data-action]")) {
      part.setAttribute("tabindex", "0");
      part.setAttribute("role", "button");
      part.setAttribute("focusable", "true");
    }
    if (focused) {
      const again = picture.querySelector(`[data-action="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
  }

  function drawChoices() {
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
      b.addEventListener("click", () => sendAt({ choose: choice.action }));
      strip.append(b);
    }
    const first = strip.querySelector("button");
    if (first && el.contains(document.activeElement)) first.focus();
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

  picture.addEventListener("click", (event) => {
    const part = event.target.closest("[data-action]");
    if (part && picture.contains(part)) sendAt({ click: part.getAttribute("data-action") });
  });
  picture.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const part = event.target.closest("[data-action]");
    if (!part) return;
    event.preventDefault();
    sendAt({ click: part.getAttribute("data-action") });
  });

  model.on("change:svg", draw);
  model.on("change:status", drawFrame);
  model.on("change:controls", drawFrame);
  model.on("change:footer", drawFrame);
  model.on("change:badge", drawFrame);
  model.on("change:choices", drawChoices);
  model.on("change:prompt", drawChoices);
  draw();
  drawChoices();
  drawFrame();
}
export default { render };
