// Drag by finger or pen: HTML drag and drop answers only a mouse on most tablets, so a tile
// dragged by touch follows the finger as a copy (just above it, the place under the finger
// marked) and lands where the finger lifts. A tap stays a tap (the click that selects), a
// mouse keeps the browser's own drag and drop.
//
//   touchDrag(root, {
//     source: "[data-rack-index]",          // what may be picked up
//     canStart: (el) => true,               // may this one move now?
//     place: (found, x, y) => found?.closest("[data-cell]"), // where it would land now
//     drop: (el, place, found) => {},       // place: as `place` says where the finger lifts;
//                                           // found: the element there (null outside root)

//   });

const START = 8; // px the finger moves before a press becomes a drag
const LIFT = 0.8; // the copy's middle sits this many of its heights above the finger, so the
// place under the finger stays in sight (it is marked)
const QUIET_MS = 400; // a click a browser may still send on the dragged tile is swallowed

/** Give `copy` (a clone of `el`, to be shown outside the widget's styles, e.g. outside a
 * shadow root) the computed look of `el` and of its child elements. */
function copyLook(el, copy) {
  const look = getComputedStyle(el);
  for (const name of look) copy.style.setProperty(name, look.getPropertyValue(name));
  [...el.children].forEach((child, i) => copyLook(child, copy.children[i]));
}

/** Let `source` elements inside `root` be dragged by touch or pen. `place(found, x, y)` names
 * where the tile would land with the finger at (x, y) (`found`: the element there, in `root`'s
 * own document or shadow root, or null); that place is marked on the way, and `drop` gets it
 * (or null) when the finger lifts, and the element found there (so a refused place can be
 * told why). */
export function touchDrag(root, { source, canStart = () => true, place, drop }) {
  let press = null; // {el, id, x, y, ghost, over}
  let quiet = { until: 0, nodes: [] }; // the tile and where it landed, just after a drag

  const ghostOf = (el, x, y) => {
    const r = el.getBoundingClientRect();
    const ghost = el.cloneNode(true);
    copyLook(el, ghost);
    ghost.removeAttribute("id");
    ghost.setAttribute("aria-hidden", "true");
    ghost.classList.add("sw-drag-ghost");
    Object.assign(ghost.style, {
      position: "fixed", left: "0", top: "0", width: `${r.width}px`, height: `${r.height}px`,
      margin: "0", zIndex: "2147483647", pointerEvents: "none", opacity: "0.9",
      boxShadow: "0 6px 16px rgba(0, 0, 0, 0.45)", transform: "none",
    });
    // on the page itself: inside the notebook a cell's containment would clip it
    document.body.append(ghost);
    follow(ghost, x, y);
    return ghost;
  };
  const follow = (ghost, x, y) => {
    const { width, height } = ghost.getBoundingClientRect();
    ghost.style.left = `${x - width / 2}px`;
    ghost.style.top = `${Math.max(0, y - height * (0.5 + LIFT))}px`;
  };
  const under = (x, y) => {
    const found = root.getRootNode().elementFromPoint(x, y);
    return found && root.contains(found) ? found : null;
  };
  const placeAt = (x, y) => place(under(x, y), x, y) ?? null;
  const mark = (x, y) => { // the place the tile would land on now
    const over = placeAt(x, y);
    if (over === press.over) return;
    press.over?.classList.remove("sw-drop-target");
    over?.classList.add("sw-drop-target");
    press.over = over;
  };
  const end = () => {
    press?.over?.classList.remove("sw-drop-target");
    if (press?.ghost) press.ghost.remove();
    press?.el.classList.remove("sw-dragging");
    press = null;
  };

  root.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" || press) return;
    const el = event.target.closest(source);
    if (!el || !root.contains(el) || !canStart(el)) return;
    press = { el, id: event.pointerId, x: event.clientX, y: event.clientY, ghost: null, over: null };
  });
  root.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const { clientX: x, clientY: y } = event;
    if (!press.ghost && Math.hypot(x - press.x, y - press.y) < START) return;
    if (!press.ghost) {
      press.ghost = ghostOf(press.el, x, y);
      press.el.classList.add("sw-dragging");
    }
    follow(press.ghost, x, y);
    mark(x, y);
    event.preventDefault();
  });
  root.addEventListener("pointerup", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const { el, ghost } = press;
    end();
    if (!ghost) return; // a tap: the click that follows does the work
    const found = under(event.clientX, event.clientY);
    const target = place(found, event.clientX, event.clientY) ?? null;
    quiet = { until: Date.now() + QUIET_MS, nodes: [el, target].filter(Boolean) };
    drop(el, target, found);
  });
  root.addEventListener("pointercancel", end);
  root.addEventListener("click", (event) => {
    if (Date.now() < quiet.until && quiet.nodes.some((n) => n.contains(event.target))) {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
}
