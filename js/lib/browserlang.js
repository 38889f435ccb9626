// A game made without `lang` speaks the browser's language. Each view, when it is made, sends
// Python the languages the browser asks for, best first (navigator.languages); Python takes
// the first one the games speak, else English, from the first view only, and only for a game
// made without `lang` (summy_widget/widgets/base.py). When that changes nothing, Python sends
// nothing back. It is not a pupil's action, so it goes as a plain message, without the number
// a pupil's actions carry (js/lib/link.js).
//
// On the classroom site a pupil may choose the language on the first page (lite/landing.html):
// the browser keeps that choice, and it comes before the browser's own languages.
//
//   tellBrowserLanguages(model);   // once, when the view is made

/** Where the classroom site's first page keeps the language chosen there. */
export const SITE_CHOICE = "summy-site-lang";

/** The language chosen on the classroom site's first page, if this page can see one. */
function chosenOnTheSite() {
  try {
    return localStorage.getItem(SITE_CHOICE);
  } catch {
    return null; // storage switched off, or a sandboxed frame
  }
}

/** Send Python the languages the browser asks for, a choice made on the site first. */
export function tellBrowserLanguages(model) {
  const asked = navigator.languages?.length ? [...navigator.languages] : [navigator.language];
  const languages = [chosenOnTheSite(), ...asked]
    .filter((tag) => typeof tag === "string" && tag).slice(0, 20);
  model.send({ action: "browser-languages", languages });
}
