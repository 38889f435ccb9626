function render({ model, el }) {
  el.textContent = "summy";
}
export default { render };
