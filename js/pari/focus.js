// Where the keyboard's focus is in =Pari=: each drawing builds the areas anew, so the focused
// control is named (`data-key`) before and found again after; one tab stop per list, the arrow
// keys go along it.
import { focusedIn } from "../lib/keys.js";

/** One tab stop among `stops`: the one named by `key`, else the first. */
export function roving(stops, key, setKey) {
  if (!stops.length) return;
  const current = stops.find((b) => b.dataset.key === key) || stops[0];
  current.tabIndex = 0;
  for (const b of stops) b.addEventListener("focus", () => setKey(b.dataset.key));
}

/** Move the focus `step` places along `list` from `from` (to its ends at most); the one
 * focused becomes the list's tab stop. */
export function moveFocus(list, from, step) {
  const i = list.indexOf(from);
  const next = list[Math.max(0, Math.min(list.length - 1, (i < 0 ? 0 : i) + step))];
  if (next) {
    for (const b of list) b.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }
}
const ALONG = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -1e6, End: 1e6 };

/** The arrow keys, Home and End move the focus along `stops()` (the list's buttons) inside
 * `container`. */
export function keysAlong(container, stops) {
  container.addEventListener("keydown", (e) => {
    const list = stops();
    if (!list.includes(e.target) || !(e.key in ALONG)) return;
    moveFocus(list, e.target, ALONG[e.key]);
    e.preventDefault();
  });
}

// where the keyboard goes on when the control it pressed has gone (first in the page wins)
export const NEXT_STEP = ["[data-key='skip']", ".pari-table [tabindex='0']", ".pari-side [data-action='lay']",
  ".pari-side [data-action='draw-card']", ".pari-side [data-action='draw-done']",
  ".pari-hand [tabindex='0']", "[data-key='speed']"].join(", ");

/** `rememberFocus()` before a drawing and `restoreFocus()` after it. */
export function focusPart(ui) {
  const { local, root, passDialog, newDialog } = ui;
  function rememberFocus() {
    const a = focusedIn(root);
    // a dialog's own controls are not redrawn: keep the place chosen for after the dialog
    if (a && (passDialog.contains(a) || newDialog.contains(a))) return;
    if (local.readyAsked) return; // the pass screen has gone: the hand's first card gets the focus
    local.focusKey = a && root.contains(a) && a.dataset ? a.dataset.key || null : null;
  }

  function restoreFocus() {
    if (!local.focusKey) return;
    const target = root.querySelector(`[data-key="${CSS.escape(local.focusKey)}"]`);
    if (target && focusedIn(root) !== target && !passDialog.open && !newDialog.open) {
      target.focus({ preventScroll: true });
      if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
    }
  }
  return { rememberFocus, restoreFocus };
}
