// A polite live region, visually hidden (tutor.css .tutor-announce), read once per announcement: it is emptied
// first and filled a moment later, so the same words for a new event are read again, and a view drawn anew
// (a reload) says nothing old. And the lesson's focus requests: the first visible, enabled element of the
// selectors inside the lesson gets the focus, only if the focus was in the lesson or nowhere (never taken
// from another cell of a notebook).
function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "tutor-live";
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  el.append(region);
  let timer = null;
  function say() {
    clearTimeout(timer);
    region.textContent = "";
    const text = model.get("text");
    timer = setTimeout(() => { region.textContent = text; }, 80);
  }

  let keyboard = false;   // the learner's last act was a key (not a click or a tap)
  const onKey = () => { keyboard = true; };
  const onPointer = () => { keyboard = false; };
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("pointerdown", onPointer, true);
  const box = () => el.closest(model.get("container"));
  const usable = (e) => e.getClientRects().length > 0 && !e.disabled && !e.closest("[hidden]");
  let asked = 0;
  function focus() {
    const b = box();
    if (!b) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !b.contains(active)) return;
    const at = ++asked;
    let tries = 0;
    (function attempt() {
      if (at !== asked) return;     // a newer request wins
      for (const selector of model.get("focus")) {
        const found = [...b.querySelectorAll(selector)].find(usable);
        if (found) {
          if (document.activeElement !== found) {
            found.focus({ preventScroll: true });
            // a keyboard user is shown where the focus went (the least scroll, never smooth); a pointer's
            // page never moves by itself
            if (keyboard) found.scrollIntoView({ block: "nearest", inline: "nearest" });
          }
          return;
        }
      }
      if (++tries < 40) setTimeout(attempt, 50);   // the element may come with a later message
    })();
  }
  model.on("change:said", say);
  // hushed (the language switched): the words of the last event leave the region, and nothing is said
  const hush = () => { if (!model.get("text")) { clearTimeout(timer); region.textContent = ""; } };
  model.on("change:text", hush);
  model.on("change:focus_at", focus);
  return () => {
    clearTimeout(timer);
    model.off("change:said", say);
    model.off("change:text", hush);
    model.off("change:focus_at", focus);
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("pointerdown", onPointer, true);
  };
}
export default { render };
