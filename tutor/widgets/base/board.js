// The board: the engine's SVG, a click on any [data-action] part sends that target to Python, once.
// A chooser strip (when a target means several actions) lives in the same widget, so nothing jumps.
function render({ model, el }) {
  el.classList.add("tutor-board");
  const picture = document.createElement("div");
  picture.className = "tutor-board-svg";
  const strip = document.createElement("div");
  strip.className = "tutor-choices";
  strip.setAttribute("role", "group");
  el.append(picture, strip);

  const send = (msg) => model.send(msg);

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
      b.addEventListener("click", () => send({ choose: choice.action }));
      strip.append(b);
    }
    const first = strip.querySelector("button");
    if (first && el.contains(document.activeElement)) first.focus();
  }

  picture.addEventListener("click", (event) => {
    const part = event.target.closest("[data-action]");
    if (part && picture.contains(part)) send({ click: part.getAttribute("data-action") });
  });
  picture.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const part = event.target.closest("[data-action]");
    if (!part) return;
    event.preventDefault();
    send({ click: part.getAttribute("data-action") });
  });

  model.on("change:svg", draw);
  model.on("change:choices", drawChoices);
  model.on("change:prompt", drawChoices);
  draw();
  drawChoices();
}
export default { render };
