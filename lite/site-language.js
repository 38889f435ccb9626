// The classroom site's language rule, written once: the language chosen on the landing page
// (kept in the browser), else the first of English, German and Dutch that the browser asks
// for, else English.
//
// A plain script, with no import or export, so that both kinds of page can load it: the
// landing page (lite/landing.html) as a classic script in its head, which runs before the
// page is drawn (a module would run after, and the page would flash in another language),
// and app-language.js, the apps' module, with `import "./site-language.js"`. Both then call
// `summySiteLanguage()`.
//
//   summySiteLanguage("nl", ["de-DE"])   // "nl": the choice comes first
//   summySiteLanguage(null, ["fr", "de"]) // "de": the first the site speaks
//   summySiteLanguage(null, ["fr"])       // "en"
//   summySiteLanguage(summySiteLanguage.choose("nl"))   // keeps "nl" for the next visit: "nl"

globalThis.summySiteLanguage = (function () {
  /** Where the landing page keeps the language chosen there (js/lib/browserlang.js too). */
  const SITE_CHOICE = "summy-site-lang";
  const SPOKEN = ["en", "de", "nl"];

  function chosenOnTheSite() {
    try {
      return localStorage.getItem(SITE_CHOICE);
    } catch {
      return null; // storage switched off
    }
  }

  /** The site's language: ``chosen`` (by default the landing page's choice), else the first
   * of ``asked`` (the browser's languages) that the site speaks, else English. */
  function siteLanguage(chosen = chosenOnTheSite(),
                        asked = navigator.languages || [navigator.language]) {
    return [chosen, ...asked]
      .map((tag) => String(tag || "").slice(0, 2).toLowerCase())
      .find((lang) => SPOKEN.includes(lang)) || "en";
  }

  /** Keep a choice made on the landing page (``?lang=de``) for the next visit and give it
   * back; a tag the site does not speak is neither kept nor given back (undefined). */
  siteLanguage.choose = function (lang) {
    if (!SPOKEN.includes(lang)) return undefined;
    try {
      localStorage.setItem(SITE_CHOICE, lang);
    } catch { /* storage may be off: the choice then lasts for this page only */ }
    return lang;
  };
  return siteLanguage;
})();
