// Keep keystrokes typed inside a widget away from the notebook around it.
//
// JupyterLab (Lumino) handles its command-mode shortcuts (m, d d, x, a, b, z, c, v, Shift+Enter,
// Escape ...) in ONE keydown listener on `document`, registered for the bubbling phase
// (`bubblingKeydown: true`). Focus inside a widget's output leaves the notebook in command mode
// with the widget's cell active, so an unguarded `m` turns the cell into Markdown and the game
// vanishes. A `data-lm-suppress-shortcuts` on the root does not stop it. What does: a keydown
// listener on the widget's root that stops the event's propagation, so it never bubbles up to
// `document`.
// The widget's own listeners (on the root or below it) still run, and the browser's default
// action (typing into a text box, Tab moving focus, Space pressing a button) is untouched
// because this never calls preventDefault.
//
// Notebook 7 registers that listener for the capture phase, so it sees the key before the
// widget can stop it. Lumino looks for a shortcut's selector from the key's target upwards and
// gives up at the first element marked `data-lm-suppress-shortcuts`; marked on the root only,
// the walk matches the focused element itself (`... :focus`) first. So a capture listener on
// `window` (which runs before `document`'s) marks the key's target inside the widget while the
// key is handled, except for the keys `allow` lets through.
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

/** Keys that only modify the next one. */
const MODIFIERS = new Set(["Control", "Shift", "Alt", "Meta", "AltGraph", "CapsLock"]);

/** Keys that still reach JupyterLab: saving the notebook and opening the command palette. */
export function defaultAllow(event) {
  const mod = event.ctrlKey || event.metaKey;
  const key = (event.key || "").toLowerCase();
  return mod && !event.altKey && ((key === "s" && !event.shiftKey) || (key === "c" && event.shiftKey));
}

/**
 * The element with the focus in `root`'s document, or in its shadow root (marimo draws each
 * widget in a shadow root, where `document.activeElement` is only the shadow's host).
 */
export function focusedIn(root) {
  const home = root.getRootNode();
  return "activeElement" in home ? home.activeElement : document.activeElement;
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
      if (!root.contains(focusedIn(root))) root.focus({ preventScroll: true });
    });
  };
  // a node that had focus and is replaced by a redraw drops focus to <body>: catch that
  const refocus = (event) => {
    if (!keepFocus) return;
    const leaving = event.target;
    setTimeout(() => {
      if (!root.isConnected || leaving.isConnected) return;
      const nowhere = (node) => node === null || node === document.body || node === document.documentElement;
      // (in a shadow root, "nowhere" in it may be elsewhere on the page: ask the page too)
      if (nowhere(focusedIn(root)) && nowhere(document.activeElement)) {
        root.focus({ preventScroll: true });
      }
    }, 0);
  };
  // Notebook 7 (capture phase): the key's target itself ends Lumino's shortcut search, for
  // this key only (a mark left behind on the frame would also stop the keys `allow` lets by)
  // A modifier pressed alone is never marked: its mark would still be there when the key
  // pressed with it comes a moment later (Ctrl, then S), and that key would be stopped too.
  const mark = (event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (allow(event) || MODIFIERS.has(event.key)) {
      target.removeAttribute("data-lm-suppress-shortcuts"); // a key just before left its mark
      return;
    }
    target.setAttribute("data-lm-suppress-shortcuts", "true");
    setTimeout(() => target.removeAttribute("data-lm-suppress-shortcuts"), 0);
  };
  if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
  window.addEventListener("keydown", mark, true);
  root.addEventListener("keydown", stop);
  root.addEventListener("keyup", stop);
  root.addEventListener("keypress", stop);
  root.addEventListener("keydown", afterEscape);
  root.addEventListener("focusout", refocus);
  return () => {
    window.removeEventListener("keydown", mark, true);
    root.removeEventListener("keydown", stop);
    root.removeEventListener("keyup", stop);
    root.removeEventListener("keypress", stop);
    root.removeEventListener("keydown", afterEscape);
    root.removeEventListener("focusout", refocus);
  };
}
