// Summy's cells and tiles in words and signs: "M13", a symbol's kind, how it is shown and said.

export const COLS = "ABCDEFGHIJKLMNOPQRSTUVWXY";
export const CENTRE = "M13";
const SHOWN = { x: "×", "-": "−" };
/** The key pressed -> the tile it types ("*" and "×" type x, "/" and "÷" type :). */
export const KEY_SYMBOL = {
  "*": "x", X: "x", x: "x", "×": "x", "/": ":", ":": ":", "÷": ":",
  "+": "+", "-": "-", "−": "-", "=": "=",
};
/** The widget's `speed` names, slowest first ("off": the computer's move at once). */
export const SPEED_NAMES = ["slow", "normal", "fast", "off"];
const SPOKEN = { x: "times", ":": "divided-by", "+": "plus", "-": "minus", "=": "equals" };

/** A cell's name: cellName(12, 12) // => "M13" */
export const cellName = (r, c) => `${COLS[c]}${r + 1}`;
/** A cell's row and column: parseCell("M13") // => [12, 12] */
export const parseCell = (name) => [Number(name.slice(1)) - 1, COLS.indexOf(name[0])];
/** A symbol's kind, its colour's class: kindOf("7") // => "digit"; kindOf("=") // => "eq" */
export const kindOf = (s) => (s >= "0" && s <= "9" ? "digit" : s === "=" ? "eq" : "op");
/** A symbol as a tile shows it: shown("x") // => "×"; shown("-") // => "−" */
export const shown = (s) => SHOWN[s] ?? s;

/** The widget's words: `t(key, params)`, `tn(key, count, params)` for "1 tile" / "2 tiles",
 * `say(symbol)` for a symbol's spoken name in the widget's language ("times", "mal", "keer"). */
export function summyWords(model, t) {
  const tn = (key, count, params = {}) =>
    t(count === 1 && (model.get("messages") || {})[`${key}-one`] ? `${key}-one` : key, { count, ...params });
  const say = (s) => (SPOKEN[s] ? t(`summy.say.${SPOKEN[s]}`) : s);
  return { tn, say };
}
