// A Summa Summarum sheet's size and names, and the one DOM helper every area uses.

export const SIZE = 6;
export const COLS = "ABCDEF";

/** Replace a node's children, skipping null/false (replaceChildren would write "null"). */
export function put(node, ...kids) {
  node.replaceChildren(...kids.flat().filter((k) => k !== null && k !== undefined && k !== false));
}
