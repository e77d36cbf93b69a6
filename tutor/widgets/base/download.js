// A button that saves the text Python keeps in `payload` to a file the learner chooses (no round trip).
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "tutor-choice tutor-download";
  const label = () => { button.textContent = model.get("label"); };
  button.addEventListener("click", () => {
    const blob = new Blob([model.get("payload")], { type: "application/json" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = model.get("filename");
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  model.on("change:label", label);
  label();
  el.append(button);
}
export default { render };
