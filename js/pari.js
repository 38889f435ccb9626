function render({ model, el }) {
  el.textContent = "pari";
}
export default { render };
