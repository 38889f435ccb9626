// Summy's rack drawn: the tiles of the player to move (never anyone else's: they are not in
// the model), and the same tiles as toggles in the exchange dialog.
import { h, setClass, setText } from "../lib/dom.js";
import { kindOf, shown } from "./cells.js";

/** The rack's drawing: `drawRack()`. */
export function rackDrawing(ui) {
  const { get, t, say, local, buttons, rackTitle, rackBar, rack, exchangeTiles, exchangeText,
    exchangeDialog, exchangeTitle,
  } = ui;
  // why no tiles are shown: the game is over, the next person is not ready yet (in hot seat
  // also while the computers play: the person who played has handed over), or only computers play
  const hiddenRackKey = (phase, humans) => (phase === "over" ? "summy.label.rack-over"
    : phase === "pass" || humans > 1 ? "summy.label.rack-hidden" : "summy.label.rack-computers");

  function drawRack() {
    const rackTiles = get("rack") || [];
    const owner = get("rack_owner");
    setText(rackTitle, t(...rackTitleWords(owner)));
    drawTiles(rackTiles);
    for (const b of [buttons.shuffle, buttons.submit, buttons.recall]) b.hidden = owner < 0;
    // no tiles shown (the title says why, in a sentence): no points beside it, and no
    // Exchange tiles or Hint where the side panel below put them in the rack's row (summy.css)
    rackBar.dataset.tiles = owner < 0 ? "hidden" : "shown";
    drawExchange(rackTiles);
  }
  /** The rack's title: whose tiles, or why none are shown, as a key and its words. */
  function rackTitleWords(owner) {
    const players = get("players") || [];
    const humans = players.filter((p) => !p.computer).length;
    // the game ended with the computer's move: not said before the move is laid
    if (owner < 0 && local.anim && get("phase") === "over") return ["summy.label.rack"];
    if (owner < 0) return [hiddenRackKey(get("phase"), humans)];
    if (humans > 1) return ["summy.label.rack-of", { player: players[owner]?.name ?? "" }];
    return ["summy.label.rack"];
  }
  /** One button a tile, kept from drawing to drawing (a tile dragged stays the same node). */
  function drawTiles(rackTiles) {
    const used = ui.usedIndices();
    const nodes = [...rack.children];
    while (nodes.length > rackTiles.length) nodes.pop().remove();
    rackTiles.forEach((s, i) => {
      let node = nodes[i];
      if (!node) {
        node = h("button", { type: "button", draggable: "true" });
        rack.append(node);
      }
      node.dataset.rackIndex = String(i);
      node.dataset.symbol = s;
      const classes = ["summy-tile", "summy-rack-tile", `summy-${kindOf(s)}`];
      if (used.has(i)) classes.push("summy-used");
      if (local.selected === i) classes.push("summy-selected");
      if (local.marked.has(i)) classes.push("summy-marked");
      setClass(node, classes.join(" "));
      setText(node, shown(s));
      node.setAttribute("aria-pressed", String(local.selected === i || local.marked.has(i)));
      node.setAttribute("aria-label", say(s));
    });
  }
  /** The exchange dialog: the same tiles as toggles. */
  function drawExchange(rackTiles) {
    setText(exchangeTitle, t("summy.action.exchange"));
    setText(exchangeText, t("summy.exchange.help"));
    const toggles = [...exchangeTiles.children];
    while (toggles.length > rackTiles.length) toggles.pop().remove();
    rackTiles.forEach((s, i) => {
      let node = toggles[i];
      if (!node) {
        node = h("button", { type: "button" });
        exchangeTiles.append(node);
      }
      node.dataset.exchangeIndex = String(i);
      node.dataset.symbol = s;
      setClass(node, `summy-tile summy-rack-tile summy-${kindOf(s)}${local.marked.has(i) ? " summy-marked" : ""}`);
      setText(node, shown(s));
      node.setAttribute("aria-pressed", String(local.marked.has(i)));
      node.setAttribute("aria-label", say(s));
    });
    buttons["exchange-confirm"].disabled = local.marked.size === 0;
    if (!local.exchange) ui.closeDialog(exchangeDialog);
  }
  return { drawRack };
}
