// =Pari='s cards in signs and words: a card's class and face, an equation read aloud, a gap's
// place, points and pile counts in the widget's language.
import { h } from "../lib/dom.js";

export const DIGITS = "0123456789";
/** The key pressed -> the card it chooses ("*" and "×" choose x, "/" and "÷" choose :). */
export const KEY_CARDS = { "*": "x", "×": "x", X: "x", "/": ":", "÷": ":" };

/** An element with its children given as a list (the shared `h` takes them as arguments). */
export const el = (tag, attrs = {}, children = []) => h(tag, attrs, ...children);

/** A card's classes, its colour: cardClass("7") // => "pari-card pari-digit" */
export function cardClass(card) {
  if (card === "=") return "pari-card pari-equals";
  return DIGITS.includes(card) ? "pari-card pari-digit" : "pari-card pari-op";
}

/** A card's face: shown("x") // => "×"; shown("-") // => "−" */
export function shown(card) {
  return { x: "×", ":": ":", "-": "−" }[card] || card;
}

/** The widget's words about cards, by the translator `t`: `cardWord("x")` // => "times",
 * `rowWords(["1", "2", "+"])` // => "12 plus", `gapWhere(cards, g)`, `pointsWords(1)`
 * // => "1 point", `count(20, "operator")` // => "20 operators". */
export function pariWords(t) {
  function cardWord(card) {
    return DIGITS.includes(card) ? card : t("pari.say." + card);
  }
  function rowWords(cards) {
    const words = [];
    let number = "";
    for (const c of cards) {
      if (DIGITS.includes(c)) { number += c; continue; }
      if (number) { words.push(number); number = ""; }
      words.push(cardWord(c));
    }
    if (number) words.push(number);
    return words.join(" ");
  }
  function gapWhere(cards, g) {
    if (g === 0) return t("pari.gap.before", { card: cardWord(cards[0]) });
    if (g === cards.length) return t("pari.gap.after", { card: cardWord(cards[g - 1]) });
    return t("pari.gap.between", { a: cardWord(cards[g - 1]), b: cardWord(cards[g]) });
  }
  /** "1 point", "8 points". */
  function pointsWords(n) {
    return n === 1 ? t("pari.point-one") : t("pari.point-many", { n });
  }
  /** "1 operator", "20 operators": `n` cards of a pile's kind. */
  function count(n, kind) {
    return `${n} ${t(n === 1 ? `pari.${kind}` : `pari.${kind}s`)}`;
  }
  return { cardWord, rowWords, gapWhere, pointsWords, count };
}
