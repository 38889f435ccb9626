function render({ model, el }) {
  el.textContent = "summa";
}
export default { render };
