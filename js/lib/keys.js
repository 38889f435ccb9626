// Keep keystrokes typed inside a widget away from the notebook around it.
//
// JupyterLab (Lumino) handles its command-mode shortcuts (m, d d, x, a, b, z, c, v, Shift+Enter,
// Escape ...) in ONE keydown listener on `document`, registered for the bubbling phase
// (`bubblingKeydown: true`). Focus inside a widget's output leaves the notebook in command mode
// with the widget's cell active, so an unguarded `m` turns the cell into Markdown and the game
// vanishes. `data-lm-suppress-shortcuts` does not stop it. What does: a keydown listener on the
// widget's root that stops the event's propagation, so it never bubbles up to `document`.
// The widget's own listeners (on the root or below it) still run, and the browser's default
// action (typing into a text box, Tab moving focus, Space pressing a button) is untouched
// because this never calls preventDefault.
//
// Usage:
//   import { guardKeys } from "./lib/keys.js";
//   const unguard = guardKeys(root);          // in render()
//   return () => { unguard(); ... };          // in the cleanup anywidget calls
//
// Options:
//   allow(event) -> true lets a key through to the page (default: Ctrl/Cmd+S, the notebook's
//                   own Save, and Ctrl/Cmd+Shift+C, the command palette).
//   keepFocus     (default true) after Escape, and whenever a redraw removed the focused node,
//                   focus goes back to `root` instead of falling to <body>, where the next key
//                   would reach the notebook again.

/** Keys that still reach JupyterLab: saving the notebook and opening the command palette. */
export function defaultAllow(event) {
  const mod = event.ctrlKey || event.metaKey;
  const key = (event.key || "").toLowerCase();
  return mod && !event.altKey && ((key === "s" && !event.shiftKey) || (key === "c" && event.shiftKey));
}

/**
 * Stop keys typed inside `root` from reaching the notebook's shortcuts.
 * Returns a function that removes the guard.
 */
export function guardKeys(root, { allow = defaultAllow, keepFocus = true } = {}) {
  const stop = (event) => {
    if (allow(event)) return;
    event.stopPropagation();
  };
  const afterEscape = (event) => {
    if (event.key !== "Escape" || !keepFocus) return;
    // after the widget's own Escape handling: if focus left the widget, bring it back
    queueMicrotask(() => {
      if (!root.isConnected) return;
      if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
    });
  };
  // a node that had focus and is replaced by a redraw drops focus to <body>: catch that
  const refocus = (event) => {
    if (!keepFocus) return;
    const leaving = event.target;
    setTimeout(() => {
      if (!root.isConnected || leaving.isConnected) return;
      const now = document.activeElement;
      if (now === null || now === document.body || now === document.documentElement) {
        root.focus({ preventScroll: true });
      }
    }, 0);
  };
  if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
  root.addEventListener("keydown", stop);
  root.addEventListener("keyup", stop);
  root.addEventListener("keypress", stop);
  root.addEventListener("keydown", afterEscape);
  root.addEventListener("focusout", refocus);
  return () => {
    root.removeEventListener("keydown", stop);
    root.removeEventListener("keyup", stop);
    root.removeEventListener("keypress", stop);
    root.removeEventListener("keydown", afterEscape);
    root.removeEventListener("focusout", refocus);
  };
}
