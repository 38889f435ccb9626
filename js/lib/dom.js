// Small DOM and message helpers shared by the widgets' front ends.

/** Create an element: h("button", { class: "x", "data-action": "submit", onclick }, "Submit"). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Fill "{name}" placeholders: fill("{n} tiles", { n: 3 }) -> "3 tiles". */
export function fill(template, params = {}) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));
}

/** A translator reading the widget's synced `messages` table. */
export function translator(model) {
  return (key, params) => fill((model.get("messages") || {})[key] ?? key, params);
}

/** The Hint button's words under a teacher's limit (`allowance`, the view's `hint_allowance`):
 * "Hint (2 left)"; the label alone without a limit; null when hints are off (no button). */
export function hintLabel(label, allowance, t) {
  if (!allowance || allowance.limit === undefined) return label;
  if (allowance.limit === 0) return null;
  return `${label} (${t("hint.left", { n: allowance.left })})`;
}

/** Set a node's text only when it changed (keeps redraws cheap). */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Set a class list only when it changed. */
export function setClass(node, className) {
  if (node.className !== className) node.className = className;
}

/** Is `node` the full-screen element? Also inside a shadow root (marimo renders widgets in
 * one), where `document.fullscreenElement` names the shadow's host instead of the node. */
export function isFullScreen(node) {
  return node.getRootNode().fullscreenElement === node;
}
