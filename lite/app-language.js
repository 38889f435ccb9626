// JupyterLite's menus, buttons and dialogs in the pupil's language.
//
// The site ships JupyterLab's German and Dutch language packs. An app's page (lab/, notebooks/,
// tree/) takes the language the landing page shows (the rule of site-language.js: the one
// chosen there, kept in the browser, else the first of English, German and Dutch that the
// browser asks for, else English) and makes it JupyterLab's default language, through the
// site's settings overrides. A language the pupil picks under Settings > Language is their own
// setting, which comes before any default, so it stays. build_site.py makes each app's page
// call speakTheSitesLanguage right after config-utils.js has written the page's settings and
// before JupyterLab reads them.

import "./site-language.js"; // the site's language rule: globalThis.summySiteLanguage

/** JupyterLab's name of each language the site speaks (its language packs' locales). */
export const LOCALES = { en: "en", de: "de_DE", nl: "nl_NL" };
const PLUGIN = "@jupyterlab/translation-extension:plugin";

/** Make the site's language JupyterLab's default in the page's settings (``script``). */
export function speakTheSitesLanguage(script = document.getElementById("jupyter-config-data"),
                                      lang = globalThis.summySiteLanguage()) {
  try {
    const config = JSON.parse(script.textContent || "{}");
    const overrides = (config.settingsOverrides ||= {});
    overrides[PLUGIN] = { ...overrides[PLUGIN], locale: LOCALES[lang] };
    script.textContent = JSON.stringify(config, null, 2);
  } catch (error) { // JupyterLite starts all the same, in English
    console.warn("JupyterLab's language was not set:", error);
  }
}
