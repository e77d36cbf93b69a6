// A dialog made of the kernel's widgets (ProgressView's "Start over" question): while it shows, it is named as an
// alert dialog, the focus goes to its safe answer and stays inside it (Tab and Shift+Tab go round), Escape
// presses its cancel button; once it hides, the focus goes back to what opened it.
function render({ model, el }) {
  let dialog = null, opener = null, open = false;
  const shown = () => !!dialog && dialog.getClientRects().length > 0;
  const buttons = () => [...dialog.querySelectorAll("button")].filter((b) => !b.disabled && b.getClientRects().length);
  function follow() {
    const now = shown();
    if (now === open) return;
    open = now;
    if (open) {
      const active = document.activeElement;
      opener = active && active !== document.body && !dialog.contains(active) ? active : null;
      const first = dialog.querySelector(model.get("cancel"));
      if (first) first.focus();
    } else {
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active) || !active.isConnected;
      const back = opener && opener.isConnected ? opener : document.querySelector(model.get("opener"));
      if (lost && back) back.focus();
      opener = null;
    }
  }
  function onKey(event) {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      const cancel = dialog.querySelector(model.get("cancel"));
      if (cancel) cancel.click();
      return;
    }
    if (event.key !== "Tab") return;
    const list = buttons();
    if (!list.length) return;
    const at = list.indexOf(document.activeElement);
    const next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : (at === list.length - 1 || at < 0 ? 0 : at + 1);
    event.preventDefault();
    list[next].focus();
  }
  const watch = new MutationObserver(follow);
  let closed = false;
  // The guard's view may reach the page after its dialog (a slow page): wait while it is not in the page yet,
  // and once it is, open at once a dialog already showing, so its focus is where it would have been.
  function attach(tries) {
    if (closed) return;
    dialog = el.closest(model.get("dialog"));
    if (!dialog) {
      if (!el.isConnected || tries < 50) setTimeout(() => attach(el.isConnected ? tries + 1 : tries), 100);
      return;
    }
    dialog.setAttribute("role", "alertdialog");
    dialog.setAttribute("aria-modal", "true");
    const question = dialog.querySelector(model.get("question"));
    if (question) {
      question.id = question.id || `tutor-dialog-${Math.random().toString(36).slice(2)}`;
      dialog.setAttribute("aria-labelledby", question.id);
    }
    dialog.addEventListener("keydown", onKey);
    watch.observe(dialog, { attributes: true, attributeFilter: ["style", "class", "hidden"] });
    follow();
  }
  attach(0);
  return () => { closed = true; watch.disconnect(); if (dialog) dialog.removeEventListener("keydown", onKey); };
}
export default { render };
