// A game made without `lang` speaks the browser's language. Each view, when it is made, sends
// Python the languages the browser asks for, best first (navigator.languages); Python takes
// the first one the games speak, else English, from the first view only, and only for a game
// made without `lang` (summy_widget/widgets/base.py). When that changes nothing, Python sends
// nothing back. It is not a pupil's action, so it goes as a plain message, without the number
// a pupil's actions carry (js/lib/link.js).
//
//   tellBrowserLanguages(model);   // once, when the view is made

/** Send Python the languages the browser asks for. */
export function tellBrowserLanguages(model) {
  const asked = navigator.languages?.length ? [...navigator.languages] : [navigator.language];
  const languages = asked.filter((tag) => typeof tag === "string").slice(0, 20);
  model.send({ action: "browser-languages", languages });
}
