// Light or dark: the widget follows the page around it.
//
// js/lib/theme.css keys its colours on `data-sw-theme="light" | "dark"` on the widget's root;
// this sets that attribute and keeps it up to date. Who decides, first match wins:
//   1. JupyterLab and Notebook 7: `data-jp-theme-light="true" | "false"` on <body>
//   2. marimo: the class `dark-theme` or `light-theme` on <body> (its own theme setting, which
//      may differ from the browser's)
//   3. the browser: `prefers-color-scheme`
// A MutationObserver on <body> follows a switch of the host's theme, a matchMedia listener a
// switch of the browser's.
//
// Usage:
//   import { followHostTheme } from "./lib/hosttheme.js";
//   const unfollow = followHostTheme(root);   // in render()
//   return () => { unfollow(); ... };         // in the cleanup anywidget calls

/** "light" or "dark": what the host page says, else what the browser prefers. */
export function hostTheme(body = document.body, media = null) {
  const jp = body ? body.getAttribute("data-jp-theme-light") : null;
  if (jp === "true" || jp === "false") return jp === "true" ? "light" : "dark";
  const classes = body ? body.classList : null;
  if (classes && classes.contains("dark-theme")) return "dark";
  if (classes && classes.contains("light-theme")) return "light";
  return media && media.matches ? "dark" : "light";
}

/** Set `data-sw-theme` on `root` now and whenever the host's or the browser's theme changes.
 * Returns a function that stops following. */
export function followHostTheme(root) {
  const media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  const update = () => {
    const theme = hostTheme(document.body, media);
    if (root.getAttribute("data-sw-theme") !== theme) root.setAttribute("data-sw-theme", theme);
  };
  update();
  const observer = typeof MutationObserver === "function" ? new MutationObserver(update) : null;
  if (observer && document.body) {
    observer.observe(document.body, { attributes: true, attributeFilter: ["class", "data-jp-theme-light"] });
  }
  if (media && media.addEventListener) media.addEventListener("change", update);
  return () => {
    if (observer) observer.disconnect();
    if (media && media.removeEventListener) media.removeEventListener("change", update);
  };
}
